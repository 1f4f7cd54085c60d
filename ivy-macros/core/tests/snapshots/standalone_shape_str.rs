/// A shape as text.
pub fn shape_str(x: &Array) -> String {
    format!("{:?}", x.shape())
}
///The declaration of [`shape_str()`]: what it supports on each backend ([`shape_str::DECL`](Self::DECL)).
#[allow(non_camel_case_types)]
pub struct shape_str {
    _private: (),
}
impl shape_str {
    ///The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...).
    pub const DECL: &'static ::ivy::__private::FunctionDecl = {
        static __DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::decl(
            "shape_str",
            ::ivy::__private::FunctionKind::Standalone,
        );
        &__DECL
    };
}
