/// Cross entropy.
pub fn cross_entropy(
    t: &Array,
    pred: &Array,
    eps: f64,
    out: Option<&mut Array>,
) -> Result<Array> {
    ::ivy::__private::write_out(
        ::ivy::__private::composed(
            cross_entropy::DECL,
            [::ivy::__private::arg(t), ::ivy::__private::arg(pred)],
            |__c| -> Result<Array> {
                let t = __c.array(0, t);
                let pred = __c.array(1, pred);
                let p = clip(pred, eps, 1.0 - eps, None)?;
                let l = log(&p, None)?;
                helper(t, &l)
            },
        )?,
        out,
    )
}
///The declaration of [`cross_entropy()`]: what it supports on each backend ([`cross_entropy::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct cross_entropy {
    _private: (),
}
impl cross_entropy {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
            wrappers: &[::ivy::__private::Wrapper::HandleOut],
            callees: &[<clip>::DECL, <log>::DECL],
            declarations: ::ivy::__private::Declarations {
                dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
                    supported: false,
                    framework: ::core::option::Option::None,
                    entries: &[
                        (
                            ::ivy::__private::below(&[2, 0, 1]),
                            ::ivy::__private::dtypes(767),
                        ),
                        (
                            ::ivy::__private::exact(&[1, 12, 1]),
                            ::ivy::__private::dtypes(0),
                        ),
                    ],
                }),
                device_dtypes: ::core::option::Option::Some(::ivy::__private::DeviceDtypeDeclaration {
                    supported: true,
                    framework: ::ivy::__private::framework("torch", &[2, 2]),
                    entries: &[
                        (
                            ::ivy::__private::below(&[2, 0]),
                            &[
                                (
                                    ::ivy::__private::DeviceKind::Cpu,
                                    ::ivy::__private::dtypes(1024),
                                ),
                                (
                                    ::ivy::__private::DeviceKind::Gpu,
                                    ::ivy::__private::dtypes(1536),
                                ),
                            ],
                        ),
                    ],
                }),
                ..::ivy::__private::Declarations::NONE
            },
            backend_declarations: &[
                (
                    "candle",
                    ::ivy::__private::Declarations {
                        dtypes: ::core::option::Option::Some(::ivy::__private::DtypeDeclaration {
                            supported: false,
                            framework: ::core::option::Option::None,
                            entries: &[
                                (
                                    ::ivy::__private::above(&[0, 8]),
                                    ::ivy::__private::dtypes(256),
                                ),
                            ],
                        }),
                        ..::ivy::__private::Declarations::NONE
                    },
                ),
            ],
            composed: ::core::option::Option::Some(|| {
                static __CACHE: ::ivy::__private::SupportCache = ::ivy::__private::SupportCache::new();
                &__CACHE
            }),
            typing: ::ivy::__private::typing(
                &[
                    ::ivy::__private::TypeParam::Array("t"),
                    ::ivy::__private::TypeParam::Array("pred"),
                    ::ivy::__private::TypeParam::Default("eps"),
                ],
                |__parts| {
                    cross_entropy::output_type(
                            &__parts[0][0],
                            &__parts[1][0],
                            ::core::default::Default::default(),
                            ::core::option::Option::None,
                        )
                        .map(::ivy::__private::TypeOutputs::into_vec)
                },
            ),
            ..::ivy::__private::decl(
                "cross_entropy",
                ::ivy::__private::FunctionKind::Compositional,
            )
        };
        &__DECL
    };
    ///The output type of [`cross_entropy()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
    #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
    pub fn output_type(
        t: &::ivy::__private::TensorType,
        pred: &::ivy::__private::TensorType,
        eps: f64,
        out: Option<&::ivy::__private::TensorType>,
    ) -> ::ivy::__private::Result<::ivy::__private::TensorType> {
        let __t = ::ivy::__private::type_call(
            cross_entropy::DECL,
            [::ivy::__private::arg(t), ::ivy::__private::arg(pred)],
            ::ivy::__private::PLAIN,
        )?;
        let t: &::ivy::__private::TensorType = __t.input(0);
        let pred: &::ivy::__private::TensorType = __t.input(1);
        let __rule: ::ivy::__private::Result<::ivy::__private::TensorType> = {
            #[allow(unused_imports)]
            use ::ivy::__private::type_rules::*;
            cross_entropy_of(t, pred, None)
        };
        __t.finish(__rule, out)
    }
}
