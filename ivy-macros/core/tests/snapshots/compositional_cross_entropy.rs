/// Cross entropy.
///
///Left out: `out` (at its default); name it through [`cross_entropy::with`].
#[inline]
pub fn cross_entropy<'a>(t: &'a Array, pred: &'a Array, eps: f64) -> Result<Array> {
    cross_entropy::with(t, pred, eps).call()
}
///A call of [`cross_entropy()`] being written: its required arguments given ([`cross_entropy::with`]), a method for each optional one (`out`), then [`call`](Self::call).
#[must_use = "a call being written runs at `.call()`"]
pub struct CrossEntropyBuilder<'a> {
    t: &'a Array,
    pred: &'a Array,
    eps: f64,
    out: Option<&'a mut Array>,
}
///The declaration of [`cross_entropy()`]: what it supports on each backend ([`cross_entropy::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct cross_entropy {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    #[allow(unused_imports, unused_macros)]
    static __DECL: __p::FunctionDecl = __p::FunctionDecl {
        wrappers: &[__p::Wrapper::HandleOut],
        callees: &[
            {
                macro_rules! clip {
                    () => {};
                }
                use clip as __ivy_callee;
                use __p::undeclared::*;
                __p::callee::<__ivy_callee>()
            },
            {
                macro_rules! log {
                    () => {};
                }
                use log as __ivy_callee;
                use __p::undeclared::*;
                __p::callee::<__ivy_callee>()
            },
        ],
        declarations: __p::Declarations {
            dtypes: __p::Some(__p::DtypeDeclaration {
                supported: false,
                framework: __p::None,
                entries: &[
                    (__p::below(&[2, 0, 1]), __p::dtypes(767)),
                    (__p::exact(&[1, 12, 1]), __p::dtypes(0)),
                ],
                note: __p::DeclarationNote::NONE,
            }),
            device_dtypes: __p::Some(__p::DeviceDtypeDeclaration {
                supported: true,
                framework: __p::framework("torch", &[2, 2]),
                entries: &[
                    (
                        __p::below(&[2, 0]),
                        &[
                            (__p::DeviceKind::Cpu, __p::dtypes(1024)),
                            (__p::DeviceKind::Gpu, __p::dtypes(1536)),
                        ],
                    ),
                ],
                note: __p::DeclarationNote::NONE,
            }),
            ..__p::Declarations::NONE
        },
        backend_declarations: &[
            (
                "candle",
                __p::Declarations {
                    dtypes: __p::Some(__p::DtypeDeclaration {
                        supported: false,
                        framework: __p::None,
                        entries: &[(__p::above(&[0, 8]), __p::dtypes(256))],
                        note: __p::DeclarationNote::NONE,
                    }),
                    ..__p::Declarations::NONE
                },
            ),
        ],
        composed: __p::Some(|| &__CACHE),
        typing: __p::typing(
                &[
                    __p::TypeParam::Array("t"),
                    __p::TypeParam::Array("pred"),
                    __p::TypeParam::Default("eps"),
                ],
            )
            .eval(|__t| __p::types(
                cross_entropy::output_type(
                    &__t[0][0],
                    &__t[1][0],
                    ::core::default::Default::default(),
                    __p::None,
                ),
            )),
        ..__p::decl::<cross_entropy>("cross_entropy", __p::FunctionKind::Compositional)
    };
    static __CACHE: __p::SupportCache = __p::SupportCache::new();
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::Signature::new(
        &__DECL,
        "Cross entropy.",
        &[
            __p::DynParam::new("t", "&Array"),
            __p::DynParam::new("pred", "&Array"),
            __p::DynParam::new("eps", "f64"),
            __p::DynParam::OUT,
        ],
        |__a| {
            let (mut __h0, mut __h1, mut __h2, mut __h3) = __p::Default::default();
            let __r = cross_entropy::positional(
                __a.get::<&Array>(0, &mut __h0)?,
                __a.get::<&Array>(1, &mut __h1)?,
                __a.get::<f64>(2, &mut __h2)?,
                __a
                    .get_or::<
                        Option<&mut Array>,
                    >(3, &mut __h3, ::core::option::Option::None)?,
            );
            __r.map(__p::IntoValue::into_value)
        },
    );
    impl __p::IvyFunction for cross_entropy {
        type Kind = __p::kind::Compositional;
        const DECL: &'static __p::FunctionDecl = &__DECL;
    }
    impl cross_entropy {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
        ///[`cross_entropy()`] with its optional arguments named: `cross_entropy::with(t, pred, eps).out(..).call()`.
        #[inline]
        pub fn with<'a>(
            t: &'a Array,
            pred: &'a Array,
            eps: f64,
        ) -> CrossEntropyBuilder<'a> {
            CrossEntropyBuilder {
                t,
                pred,
                eps,
                out: __p::None,
            }
        }
        ///[`cross_entropy()`] with every argument given, in the order of its declaration: the form generated code calls. Code written by hand reads better as `cross_entropy(..)` or `cross_entropy::with(..)`.
        #[doc(hidden)]
        #[inline]
        pub fn positional(
            t: &Array,
            pred: &Array,
            eps: f64,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            CrossEntropyBuilder {
                t,
                pred,
                eps,
                out,
            }
                .call()
        }
        ///The output type of [`cross_entropy()`] for arguments of these types, without running it: the dtypes the call would plan on the backend in force (promotion, defaults, support and casting modes), the shapes by its shape rule, or the error the call would give.
        #[allow(unused_variables, unused_imports, clippy::needless_borrow)]
        pub fn output_type(
            t: &__p::TensorType,
            pred: &__p::TensorType,
            eps: f64,
            out: Option<&__p::TensorType>,
        ) -> __p::TypeResult {
            use __p::type_rules::*;
            let __t = __p::type_call(
                &__DECL,
                [__p::arg(t), __p::arg(pred)],
                __p::PLAIN,
            )?;
            let t = __t.input(0);
            let pred = __t.input(1);
            __t.finish(cross_entropy_of(t, pred, None), out)
        }
    }
    impl<'a> CrossEntropyBuilder<'a> {
        ///Gives `out` (left out: `None`).
        #[inline]
        pub fn out(mut self, out: impl __p::Into<Option<&'a mut Array>>) -> Self {
            self.out = __p::Into::into(out);
            self
        }
        ///Runs [`cross_entropy()`] with the arguments given.
        pub fn call(self) -> Result<Array> {
            let CrossEntropyBuilder { t, pred, eps, out } = self;
            __p::composed(
                cross_entropy::DECL,
                [__p::arg(t), __p::arg(pred)],
                out,
                |__c| -> Result<Array> {
                    let t = __c.array(0, t);
                    let pred = __c.array(1, pred);
                    let p = clip(pred, eps, 1.0 - eps, None)?;
                    let l = log(&p, None)?;
                    helper(t, &l)
                },
            )
        }
    }
};
