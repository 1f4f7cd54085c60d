/// Element-wise functions.
mod unary {
    use super::*;
    /// Sine.
    ///
    ///Left out: `out` (at its default); name it through [`sin::with`].
    #[inline]
    pub fn sin<'a>(x: &'a Array) -> Result<Array> {
        sin::with(x).call()
    }
    ///The declaration of [`sin()`]: what it supports on each backend ([`sin::DECL`](Self::DECL)).
    #[allow(non_camel_case_types)]
    pub struct sin {}
    const _: () = {
        use ::ivy::__private as __p;
        #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
        #[linkme(crate = __p::linkme)]
        static __DECL: __p::FunctionDecl = __p::FunctionDecl {
            wrappers: &[__p::Wrapper::HandleOut],
            typing: __p::typing(&[__p::TypeParam::Array("x")])
                .eval(|__t| __p::types(sin::output_type(&__t[0][0], __p::None))),
            ..__p::kernel_decl::<sin>("sin", __p::FunctionKind::Primary)
        };
        #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
        #[linkme(crate = __p::linkme)]
        static __SIGNATURE: __p::Signature = __p::arrays_signature::<
            sin,
            1,
        >("Sine.", &[__p::DynParam::array("x"), __p::DynParam::OUT]);
        impl sin {
            ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
            pub const DECL: &'static __p::FunctionDecl = &__DECL;
            ///[`sin()`] with its optional arguments named: `sin::with(x).out(..).call()`.
            #[inline]
            pub fn with<'a>(x: &'a Array) -> __p::ArraysCall<'a, sin, 1> {
                __p::with([__p::arg(x)])
            }
            ///[`sin()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `sin(..)` or `sin::with(..)`.
            #[doc(hidden)]
            #[inline]
            pub fn positional(x: &Array, out: Option<&mut Array>) -> Result<Array> {
                sin::with(x).out(out).call()
            }
            ///The output type of [`sin()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
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
        static __SLOTS: __p::SlotsOf<sin> = __p::Slots::new();
        impl __p::ArraysFn for sin {
            type Arity = __p::Arrays<1>;
            const DECL: &'static __p::FunctionDecl = &__DECL;
            const SLOTS: &'static __p::SlotsOf<Self> = &__SLOTS;
        }
    };
}
