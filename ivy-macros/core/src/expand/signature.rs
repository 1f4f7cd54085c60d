//! The declared signature as generated code spells it, shared by the expansions of a declared
//! function: its parameters as the public function takes them, and what it returns.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Lifetime;

use super::private::alias;
use crate::model::params::{output_type, single_arg, with_lifetime};
use crate::model::{FnModel, Param, ParamClass};

/// `'a`: the lifetime generated signatures give elided ones.
pub fn lt_a() -> Lifetime {
    Lifetime::new("'a", Span::call_site())
}

/// The public function's parameter list: `ArrayLike` -> `impl Into<ArrayLike<'a>>`, `Scalar`
/// -> `impl Into<Scalar>`, the rest as written.
pub fn public_params(m: &FnModel) -> (TokenStream, Vec<TokenStream>) {
    let mut needs_a = false;
    let params = m
        .params
        .iter()
        .map(|param| {
            let Param {
                ident, ty, class, ..
            } = param;
            match class {
                ParamClass::ArrayLike => {
                    needs_a = true;
                    let ty = array_like_a(ty);
                    quote!(#ident: impl ::core::convert::Into<#ty>)
                }
                ParamClass::Scalar => quote!(#ident: impl ::core::convert::Into<#ty>),
                _ => quote!(#ident: #ty),
            }
        })
        .collect();
    let generics = if needs_a { quote!(<'a>) } else { quote!() };
    (generics, params)
}

/// An array-like parameter's type as written (`ArrayLike<'_>`, `ArrayLike`), with the
/// lifetime `'a`.
pub fn array_like_a(ty: &syn::Type) -> syn::Type {
    match with_lifetime(ty, &lt_a()) {
        syn::Type::Path(mut tp) => {
            if let Some(last) = tp.path.segments.last_mut()
                && last.arguments.is_none()
            {
                last.arguments = syn::PathArguments::AngleBracketed(syn::parse_quote!(<'a>));
            }
            syn::Type::Path(tp)
        }
        other => other,
    }
}

/// Whether the function returns one array (not a tuple or a list).
pub fn single_output(m: &FnModel) -> bool {
    match output_type(&m.item.sig.output) {
        Some(syn::Type::Tuple(_)) => false,
        Some(ty) => single_arg(ty, "Vec").is_none(),
        None => true,
    }
}

/// What the function returns, and its counterparts: (the outputs, a kernel's native result
/// over `N`, the nestable form's result). `Array` is named through the runtime's path so it
/// resolves wherever the declaration sits; the counterparts are spelled out for the docs.
pub fn output(m: &FnModel) -> (TokenStream, TokenStream, TokenStream) {
    let p = alias();
    match output_type(&m.item.sig.output) {
        Some(syn::Type::Tuple(t)) => {
            let arrays = t.elems.iter().map(|_| quote!(#p::Array));
            let natives = t.elems.iter().map(|_| quote!(N));
            let nests = t.elems.iter().map(|_| quote!(#p::Nest));
            (
                quote!((#(#arrays),*)),
                quote!((#(#natives),*)),
                quote!((#(#nests),*)),
            )
        }
        Some(ty) if single_arg(ty, "Vec").is_some() => (
            quote!(::std::vec::Vec<#p::Array>),
            quote!(::std::vec::Vec<N>),
            quote!(::std::vec::Vec<#p::Nest>),
        ),
        _ => (quote!(#p::Array), quote!(N), quote!(#p::Nest)),
    }
}
