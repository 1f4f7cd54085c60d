/// Trigonometry.
pub mod trig {
    use super::*;
    /// Sine.
    pub fn sin(x: &Array) -> Result<Array> {
        use ::ivy::__private as __p;
        __p::call::<sin, 1>([__p::arg(x)], __p::PLAIN, |__c| (__c.array(0),))
    }
    ///The declaration of [`sin()`]: what it supports on each backend ([`sin::DECL`](Self::DECL)).
    #[allow(non_camel_case_types)]
    pub struct sin {}
    const _: () = {
        use ::ivy::__private as __p;
        #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
        #[linkme(crate = __p::linkme)]
        static __DECL: __p::FunctionDecl = __p::FunctionDecl {
            declarations: __p::Declarations {
                dtypes: __p::Some(__p::DtypeDeclaration {
                    supported: false,
                    framework: __p::None,
                    entries: &[(__p::below(&[2, 0]), __p::dtypes(4096))],
                    note: __p::DeclarationNote::NONE,
                }),
                ..__p::Declarations::NONE
            },
            typing: __p::typing(&[__p::TypeParam::Array("x")])
                .eval(|__t| __p::types(sin::output_type(&__t[0][0]))),
            ..__p::kernel_decl::<sin>("sin", __p::FunctionKind::Primary)
        };
        #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
        #[linkme(crate = __p::linkme)]
        static __SIGNATURE: __p::Signature = __p::Signature::new(
            &__DECL,
            "Sine.",
            &[__p::DynParam::new("x", "&Array")],
            |__a| {
                let (mut __h0,) = __p::Default::default();
                let __r = sin::positional(__a.get::<&Array>(0, &mut __h0)?);
                __r.map(__p::IntoValue::into_value)
            },
        );
        impl sin {
            ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
            pub const DECL: &'static __p::FunctionDecl = &__DECL;
            ///[`sin()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `sin(..)` or `sin::with(..)`.
            #[doc(hidden)]
            #[inline]
            pub fn positional(x: &Array) -> Result<Array> {
                sin(x)
            }
            ///The output type of [`sin()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
            #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
            pub fn output_type(x: &__p::TensorType) -> __p::TypeResult {
                use __p::type_rules::*;
                let __t = __p::type_call(&__DECL, [__p::arg(x)], __p::PLAIN)?;
                let x = __t.input(0);
                __t.finish(same(x), __p::None)
            }
        }
        static __SLOTS: __p::SlotsOf<sin> = __p::Slots::new();
        #[diagnostic::do_not_recommend]
        impl __p::Declared for sin {
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
    };
    /// Not an ivy function.
    pub fn helper() {}
}
