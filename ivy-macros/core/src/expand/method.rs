//! `x.f(rest..)`: a declared function `f` as a method of `Array` where its first parameter is an
//! array, with the rest of the required parameters. In the crate that defines `Array` the
//! method is inherent; a module of another crate gathers its functions' methods in a trait of
//! its own (`#[methods(ArrayOps)]`, see [`super::module`]).

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::private::alias;
use super::signature::{lt_a, public_params};
use crate::model::{FnModel, FunctionKind, ParamClass};

/// `f` as a method of `Array`: its signature (`fn f(&self, rest..) -> R`, with its doc) and
/// its body (`f(self, rest..)`), where `f`'s first parameter is an array.
pub struct Method {
    /// `#[doc = ..]`.
    pub doc: TokenStream,
    /// `fn f<'a>(&'a self, ..) -> R`.
    pub signature: TokenStream,
    /// `{ f(self, ..) }`.
    pub body: TokenStream,
}

/// The method form of `f`, if its first parameter is an array (`&Array` or an array-like).
pub fn method(m: &FnModel) -> Option<Method> {
    if m.kind == FunctionKind::Standalone || !m.item.sig.generics.params.is_empty() {
        return None;
    }
    let first = m.params.first()?;
    if !matches!(first.class, ParamClass::Array | ParamClass::ArrayLike) {
        return None;
    }
    let name = m.name();
    let output = &m.item.sig.output;
    let (_, params) = public_params(m);
    let rest: Vec<(Ident, TokenStream)> = m
        .params
        .iter()
        .zip(params)
        .skip(1)
        .filter(|(x, _)| m.default_of(x).is_none())
        .map(|(x, t)| (x.ident.clone(), t))
        .collect();
    let a = lt_a();
    let needs_a = first.class == ParamClass::ArrayLike
        || rest.iter().any(|(_, t)| t.to_string().contains("'a"));
    let (generics, receiver) = if needs_a {
        (quote!(<#a>), quote!(&#a self))
    } else {
        (quote!(), quote!(&self))
    };
    let doc = format!(
        "[`{name}()`] as a method, `self` its first argument{}.",
        if m.has_builder() {
            format!(" (optional arguments through [`{name}::with`])")
        } else {
            String::new()
        }
    );
    let params = rest.iter().map(|(_, t)| t);
    let args = rest.iter().map(|(i, _)| i);
    Some(Method {
        doc: quote!(#[doc = #doc]),
        signature: quote!(fn #name #generics (#receiver, #(#params),*) #output),
        body: quote!({ #name(self, #(#args),*) }),
    })
}

/// The method as an inherent one, for the crate that defines `Array` (the runtime): there
/// every declared function is a method with no import. A frontend's functions are not methods:
/// their names are the framework's, beside Ivy's own (`numpy.add` and `add`).
pub fn inherent_method(m: &FnModel) -> TokenStream {
    if !defines_array() || m.frontend.is_some() {
        return TokenStream::new();
    }
    let p = alias();
    match method(m) {
        Some(Method {
            doc,
            signature,
            body,
        }) => quote! {
            impl #p::Array {
                #doc
                #[inline]
                pub #signature #body
            }
        },
        None => TokenStream::new(),
    }
}

/// Whether the crate being compiled is the one that defines `Array` (ivy's runtime): only
/// there can a method be inherent. Its doctests, if one ever declares a function, would need
/// the trait form.
fn defines_array() -> bool {
    std::env::var("CARGO_CRATE_NAME").is_ok_and(|c| c == "ivy_runtime")
}
