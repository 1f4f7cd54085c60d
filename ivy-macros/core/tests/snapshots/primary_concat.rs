/// The arrays of `xs` joined along `axis`.
///
///Left out: `out` (at its default); name it through [`concat::with`].
#[inline]
pub fn concat<'a>(xs: &'a [Array], axis: isize) -> Result<Array> {
    concat::with(xs, axis).call()
}
///A call of [`concat()`] being written: its required arguments given ([`concat::with`]), a method for each optional one (`out`), then [`call`](Self::call).
#[must_use = "a call being written runs at `.call()`"]
pub struct ConcatBuilder<'a> {
    xs: &'a [Array],
    axis: isize,
    out: Option<&'a mut Array>,
}
///The declaration of [`concat()`]: what it supports on each backend ([`concat::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct concat {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    static __DECL: __p::FunctionDecl = __p::FunctionDecl {
        wrappers: &[__p::Wrapper::HandleOut],
        typing: __p::typing(
                &[__p::TypeParam::Arrays("xs"), __p::TypeParam::Default("axis")],
            )
            .eval(|__t| __p::types(
                concat::output_type(
                    __t[0],
                    ::core::default::Default::default(),
                    __p::None,
                ),
            )),
        ..__p::kernel_decl::<concat>("concat", __p::FunctionKind::Primary)
    };
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::Signature::new(
        &__DECL,
        "The arrays of `xs` joined along `axis`.",
        &[
            __p::DynParam::new("xs", "&[Array]"),
            __p::DynParam::new("axis", "isize"),
            __p::DynParam::OUT,
        ],
        |__a| {
            let (mut __h0, mut __h1, mut __h2) = __p::Default::default();
            let __r = concat::positional(
                __a.get::<&[Array]>(0, &mut __h0)?,
                __a.get::<isize>(1, &mut __h1)?,
                __a
                    .get_or::<
                        Option<&mut Array>,
                    >(2, &mut __h2, ::core::option::Option::None)?,
            );
            __r.map(__p::IntoValue::into_value)
        },
    );
    impl concat {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`concat()`] with its optional arguments named: `concat::with(xs, axis).out(..).call()`.
        #[inline]
        pub fn with<'a>(xs: &'a [Array], axis: isize) -> ConcatBuilder<'a> {
            ConcatBuilder {
                xs,
                axis,
                out: __p::None,
            }
        }
        ///[`concat()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `concat(..)` or `concat::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional(
            xs: &[Array],
            axis: isize,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            ConcatBuilder { xs, axis, out }.call()
        }
        ///The output type of [`concat()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
        pub fn output_type(
            xs: &[__p::TensorType],
            axis: isize,
            out: Option<&__p::TensorType>,
        ) -> __p::TypeResult {
            use __p::type_rules::*;
            let __t = __p::type_call(&__DECL, [], __p::PLAIN)?;
            __t.finish(concatenated(xs, axis), out)
        }
    }
    static __SLOTS: __p::SlotsOf<concat> = __p::Slots::new();
    #[diagnostic::do_not_recommend]
    impl __p::Declared for concat {
        type Kind = __p::kind::Primary;
        type Args<'a> = (&'a [__p::Array], isize);
        type Kernel<N, E> = fn(&[&N], isize) -> __p::Fallible<N, E>;
        type Handler = fn(&[Array], isize) -> bool;
        type Output = __p::Array;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
        fn run_kernel<N: __p::Native, E: __p::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &__p::CallCtx,
        ) -> __p::Result<Self::Output> {
            let xs = __c.natives::<N>(__a.0)?;
            __c.wrap(__k(&__p::refs(&xs), __p::Clone::clone(&__a.1)))
        }
    }
    impl<'a> ConcatBuilder<'a> {
        ///Gives `out` (left out: `None`).
        #[inline]
        pub fn out(mut self, out: impl __p::Into<Option<&'a mut Array>>) -> Self {
            self.out = __p::Into::into(out);
            self
        }
        ///Runs [`concat()`] with the arguments given.
        pub fn call(self) -> Result<Array> {
            let ConcatBuilder { xs, axis, out } = self;
            __p::call_into::<
                concat,
                0,
            >([], __p::PLAIN.with_list(xs, false), out, |__c| (__c.list(), axis))
        }
    }
};
