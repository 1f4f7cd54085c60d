/// Tangent, element-wise.
///
///Left out: `out` (at its default); name it through [`tan::with`].
#[inline]
pub fn tan<'a>(x: &'a Array) -> Result<Array> {
    tan::with(x).call()
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
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::arrays_signature::<
        tan,
        1,
    >("Tangent, element-wise.", &[__p::DynParam::array("x"), __p::DynParam::OUT]);
    impl tan {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`tan()`] with its optional arguments named: `tan::with(x).out(..).call()`.
        #[inline]
        pub fn with<'a>(x: &'a Array) -> __p::ArraysCall<'a, tan, 1> {
            __p::with([__p::arg(x)])
        }
        ///[`tan()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `tan(..)` or `tan::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional(x: &Array, out: Option<&mut Array>) -> Result<Array> {
            tan::with(x).out(out).call()
        }
        ///[`tan()`] over containers: a container is taken wherever an array is, and the function runs leaf by leaf (containers given together must share one structure).
        pub fn nested<'a>(
            x: impl __p::Into<__p::NestArg<'a>>,
        ) -> __p::Result<__p::Nest> {
            __p::nested(&__DECL, &[x.into()], |__l| tan(__l.array(0)?))
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
    impl __p::ArraysFn for tan {
        type Arity = __p::Arrays<1>;
        const DECL: &'static __p::FunctionDecl = &__DECL;
        const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
    }
};
