/// A shape as text.
pub fn shape_str(x: &Array) -> String {
    format!("{:?}", x.shape())
}
///Registry items of [`shape_str()`].
#[allow(dead_code, clippy::all)]
pub mod shape_str {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: ::ivy::__private::FunctionDecl = ::ivy::__private::FunctionDecl {
        name: "shape_str",
        kind: ::ivy::__private::FunctionKind::Standalone,
        wrappers: &[],
        callees: &[],
        declarations: ::ivy::__private::Declarations {
            dtypes: ::core::option::Option::None,
            devices: ::core::option::Option::None,
            device_dtypes: ::core::option::Option::None,
        },
        backend_declarations: &[],
        kernel_support: |_| ::core::option::Option::None,
        to_add: &[],
        to_skip: &[],
        composed: ::ivy::__private::SupportCache::new(),
    };
    ///The function's kind (`standalone`), for compile-time checks of implementations.
    pub type Kind = ::ivy::__private::kind::Standalone;
}
