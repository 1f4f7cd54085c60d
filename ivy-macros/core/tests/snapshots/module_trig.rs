/// Trigonometry.
pub mod trig {
    use super::*;
    /// Sine.
    pub fn sin(x: &Array) -> Result<Array> {
        ::ivy::__private::call::<
            sin,
            1,
        >([::ivy::__private::arg(x)], ::ivy::__private::PLAIN, |__c| (__c.array(0),))
    }
    ///The declaration of [`sin()`]: what it supports on each backend ([`sin::DECL`](Self::DECL)).
    #[allow(non_camel_case_types)]
    pub struct sin {
        _private: (),
    }
    impl sin {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static ::ivy::__private::FunctionDecl = {
            static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
                declarations: ::ivy::__private::Declarations {
                    dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
                        supported: false,
                        framework: ::core::option::Option::None,
                        entries: &[
                            (
                                ::ivy::__private::below(&[2, 0]),
                                ::ivy::__private::dtypes(4096),
                            ),
                        ],
                    }),
                    ..::ivy::__private::Declarations::NONE
                },
                kernel_support: ::ivy::__private::kernel_support::<sin>,
                typing: ::ivy::__private::typing(
                    &[::ivy::__private::TypeParam::Array("x")],
                    |__parts| {
                        sin::output_type(&__parts[0][0])
                            .map(::ivy::__private::TypeOutputs::into_vec)
                    },
                ),
                ..::ivy::__private::decl("sin", ::ivy::__private::FunctionKind::Primary)
            };
            &__DECL
        };
        ///The output type of [`sin()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
        pub fn output_type(
            x: &::ivy::__private::TensorType,
        ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
            let __t = ::ivy::__private::type_call(
                sin::DECL,
                [::ivy::__private::arg(x)],
                ::ivy::__private::PLAIN,
            )?;
            let x: &::ivy::__private::TensorType = __t.input(0);
            let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
                #[allow(unused_imports)]
                use ::ivy::__private::type_rules::*;
                same(x)
            };
            __t.finish(__rule, ::core::option::Option::None)
        }
    }
    const _: () = {
        #[diagnostic::do_not_recommend]
        impl ::ivy::__private::Declared for sin {
            type Kind = ::ivy::__private::kind::Primary;
            type Args<'a> = (&'a ::ivy::__private::Array,);
            type Kernel<N, E> = fn(&N) -> ::core::result::Result<N, E>;
            type Handler = for<'a> fn(&'a Array) -> bool;
            type Output = ::ivy::__private::Array;
            type Returned = ::ivy::__private::Result<::ivy::__private::Array>;
            const DECL: &'static ::ivy::__private::FunctionDecl = sin::DECL;
            fn slots() -> &'static ::ivy::__private::SlotsOf<Self> {
                static SLOTS: ::ivy::__private::SlotsOf<sin> = ::ivy::__private::Slots::new();
                &SLOTS
            }
            #[inline]
            fn run_kernel<N: ::ivy::__private::Native, E: ::ivy::__private::KernelError>(
                __k: Self::Kernel<N, E>,
                __a: &Self::Args<'_>,
                __c: &::ivy::__private::CallCtx,
            ) -> ::ivy::__private::Result<Self::Output> {
                let x = __c.native::<N>(__a.0)?;
                __c.wrap(__k(&x))
            }
        }
    };
    /// Not an ivy function.
    pub fn helper() {}
}
