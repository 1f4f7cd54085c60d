/// Sum, element-wise.
///
///Left out: `out` (at its default); name it through [`add::with`].
#[inline]
pub fn add<'a>(
    x1: impl ::core::convert::Into<ArrayLike<'a>>,
    x2: impl ::core::convert::Into<ArrayLike<'a>>,
) -> Result<Array> {
    add::with(x1, x2).call()
}
///The declaration of [`add()`]: what it supports on each backend ([`add::DECL`](Self::DECL)), and its form over containers ([`add::nested`](Self::nested)).
#[allow(non_camel_case_types)]
pub struct add {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    static __DECL: __p::FunctionDecl = __p::FunctionDecl {
        wrappers: &[__p::Wrapper::Nestable, __p::Wrapper::HandleOut],
        typing: __p::typing(&[__p::TypeParam::Array("x1"), __p::TypeParam::Array("x2")])
            .eval(|__t| __p::types(add::output_type(&__t[0][0], &__t[1][0], __p::None))),
        ..__p::kernel_decl::<add>("add", __p::FunctionKind::Primary)
    };
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::arrays_signature::<
        add,
        2,
    >(
        "Sum, element-wise.",
        &[
            __p::DynParam::array_like("x1"),
            __p::DynParam::array_like("x2"),
            __p::DynParam::OUT,
        ],
    );
    impl add {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`add()`] with its optional arguments named: `add::with(x1, x2).out(..).call()`.
        #[inline]
        pub fn with<'a>(
            x1: impl ::core::convert::Into<ArrayLike<'a>>,
            x2: impl ::core::convert::Into<ArrayLike<'a>>,
        ) -> __p::ArraysCall<'a, add, 2> {
            __p::with([__p::arg(x1), __p::arg(x2)])
        }
        ///[`add()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `add(..)` or `add::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional<'a>(
            x1: impl ::core::convert::Into<ArrayLike<'a>>,
            x2: impl ::core::convert::Into<ArrayLike<'a>>,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            add::with(x1, x2).out(out).call()
        }
        ///[`add()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
        pub fn nested<'a>(
            x1: impl __p::Into<__p::NestArg<'a>>,
            x2: impl __p::Into<__p::NestArg<'a>>,
        ) -> __p::Result<__p::Nest> {
            __p::nested(
                &__DECL,
                &[x1.into(), x2.into()],
                |__l| add(__l.array_like(0)?, __l.array_like(1)?),
            )
        }
        ///The output type of [`add()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
        pub fn output_type<'a>(
            x1: impl __p::Into<__p::TypeLike<'a>>,
            x2: impl __p::Into<__p::TypeLike<'a>>,
            out: Option<&__p::TensorType>,
        ) -> __p::TypeResult {
            use __p::type_rules::*;
            let __t = __p::type_call(&__DECL, [__p::arg(x1), __p::arg(x2)], __p::PLAIN)?;
            let x1 = __t.input(0);
            let x2 = __t.input(1);
            __t.finish(broadcast(&[x1, x2]), out)
        }
    }
    static __SLOTS: __p::SlotsOf<add> = __p::Slots::new();
    impl __p::ArraysFn for add {
        type Arity = __p::Arrays<2>;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
    }
};
