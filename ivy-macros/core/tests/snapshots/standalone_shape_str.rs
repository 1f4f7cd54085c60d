/// A shape as text.
pub fn shape_str(x: &Array) -> String {
    let dims = |x: &Array| x.shape().to_vec();
    let text = join(dims(x));
    format!("({text})")
}
///The declaration of [`shape_str()`]: what it supports on each backend ([`shape_str::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct shape_str {}
const _: () = {
    use ::ivy::__private as __p;
    #[__p::linkme::distributed_slice(__p::IVY_FUNCTIONS)]
    #[linkme(crate = __p::linkme)]
    static __DECL: __p::FunctionDecl = __p::decl::<
        shape_str,
    >("shape_str", __p::FunctionKind::Standalone);
    #[__p::linkme::distributed_slice(__p::IVY_SIGNATURES)]
    #[linkme(crate = __p::linkme)]
    static __SIGNATURE: __p::Signature = __p::Signature::new(
        &__DECL,
        "A shape as text.",
        &[__p::DynParam::new("x", "&Array")],
        |__a| {
            let (mut __h0,) = __p::Default::default();
            let __r = shape_str(__a.get::<&Array>(0, &mut __h0)?);
            __p::Ok(__p::IntoValue::into_value(__r))
        },
    );
    impl __p::IvyFunction for shape_str {
        type Kind = __p::kind::Standalone;
        const DECL: &'static __p::FunctionDecl = &__DECL;
    }
    #[allow(unused_imports, unused_macros)]
    const _: () = {
        {
            macro_rules! join {
                () => {};
            }
            use join as __ivy_callee;
            use __p::undeclared::*;
            __p::standalone_callee::<__ivy_callee>()
        };
    };
    impl shape_str {
        ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
        pub const DECL: &'static __p::FunctionDecl = &__DECL;
    }
};
