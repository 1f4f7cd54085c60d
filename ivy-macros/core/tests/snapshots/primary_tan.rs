/// Tangent, element-wise.
///
///Left out: `out` (at its default); name it through [`tan::with`].
#[inline]
pub fn tan<'a>(x: &'a Array) -> Result<Array> {
    tan::with(x).call()
}
///A call of [`tan()`] being written: its required arguments given ([`tan::with`]), a method for each optional one (`out`), then [`call`](Self::call).
#[must_use = "a call being written runs at `.call()`"]
pub struct TanBuilder<'a> {
    x: &'a Array,
    out: Option<&'a mut Array>,
}
///The declaration of [`tan()`]: what it supports on each backend ([`tan::DECL`](Self::DECL)), and its form over containers ([`tan::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct tan {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    static __DECL: __p::FunctionDecl = __p::FunctionDecl {
        wrappers: &[__p::Wrapper::Nestable, __p::Wrapper::HandleOut],
        typing: __p::typing(&[__p::TypeParam::Array("x")])
            .eval(|__t| __p::types(tan::output_type(&__t[0][0], __p::None))),
        ..__p::kernel_decl::<tan>("tan", __p::FunctionKind::Primary)
    };
    impl tan {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`tan()`] with its optional arguments named: `tan::with(x).out(..).call()`.
        #[inline]
        pub fn with<'a>(x: &'a Array) -> TanBuilder<'a> {
            TanBuilder { x, out: __p::None }
        }
        ///[`tan()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `tan(..)` or `tan::with(..)`.
        #[inline]
        pub fn positional(x: &Array, out: Option<&mut Array>) -> Result<Array> {
            TanBuilder { x, out }.call()
        }
        ///[`tan()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
        pub fn nested<'a>(
            x: impl __p::Into<__p::NestArg<'a>>,
        ) -> __p::Result<__p::Nest> {
            __p::nested(
                &__DECL,
                &[x.into()],
                |__l| tan::positional(__l.array(0)?, __p::None),
            )
        }
        ///The output type of [`tan()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
        pub fn output_type(
            x: &__p::TensorType,
            out: Option<&__p::TensorType>,
        ) -> __p::TypeResult {
            use __p::type_rules::*;
            let __t = __p::type_call(&__DECL, [__p::arg(x)], __p::PLAIN)?;
            let x = __t.input(0);
            __t.finish(same(x), out)
        }
    }
    static __SLOTS: __p::SlotsOf<tan> = __p::Slots::new();
    #[diagnostic::do_not_recommend]
    impl __p::Declared for tan {
        type Kind = __p::kind::Primary;
        type Args<'a> = (__p::Input<'a>,);
        type Kernel<N, E> = fn(&N) -> __p::Fallible<N, E>;
        type Handler = fn(&Array) -> bool;
        type Output = __p::Array;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
        fn run_kernel<N: __p::Native, E: __p::KernelError>(
            __k: Self::Kernel<N, E>,
            __a: &Self::Args<'_>,
            __c: &__p::CallCtx,
        ) -> __p::Result<Self::Output> {
            let x = __c.native::<N>(__a.0)?;
            __c.wrap(__k(&x))
        }
    }
    impl<'a> TanBuilder<'a> {
        ///Gives `out` (left out: `None`).
        #[inline]
        pub fn out(mut self, out: impl __p::Into<Option<&'a mut Array>>) -> Self {
            self.out = __p::Into::into(out);
            self
        }
        ///Runs [`tan()`] with the arguments given.
        pub fn call(self) -> Result<Array> {
            let TanBuilder { x, out } = self;
            __p::call_into::<
                tan,
                1,
            >([__p::arg(x)], __p::PLAIN, out, |__c| (__c.array(0),))
        }
    }
};
