//! The runtime's private module, `__private`, as generated code names it: spelled here and
//! nowhere else (serde_derive's one private-path helper). Code that sits in a block of its own
//! (a function's body, a declaration's `const _`) binds the path once to the short alias
//! [`alias`] ([`use_alias`]); the rest names it whole ([`path`]).

use proc_macro2::TokenStream;
use quote::quote;

/// `::ivy::__private`, or through the name the calling crate gives the `ivy` dependency in its
/// `Cargo.toml` (`ivy_rs = { package = "ivy", .. }` gives `::ivy_rs::__private`), or through
/// the item's `crate = ".."` path (see [`crate::facade`]). Crates that reach the runtime
/// another way (the workspace's own) alias it as `ivy`.
pub fn path() -> TokenStream {
    let facade = crate::facade::path();
    quote!(#facade::__private)
}

/// `__p`: the private module inside a block that begins with [`use_alias`]; the paths into it
/// stay short.
pub fn alias() -> TokenStream {
    quote!(__p)
}

/// `use ::ivy::__private as __p;`: binds [`alias`] to [`path`].
pub fn use_alias() -> TokenStream {
    let (path, alias) = (path(), alias());
    quote!(use #path as #alias;)
}
