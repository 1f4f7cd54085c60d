//! The item an ivy attribute sits on: a function, with or without a body (a `#[primary]`
//! declaration has none, which is not a valid `syn::ItemFn`), or an inline module (declarations
//! for every function inside, Ivy's context-manager form).

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Block, ItemMod, Signature, Token, Visibility};

/// A function item whose body may be missing (`fn f(..) -> R;`).
#[derive(Clone, Debug)]
pub struct FnItem {
    /// Its attributes (ivy attributes removed once taken).
    pub attrs: Vec<Attribute>,
    /// Its visibility.
    pub vis: Visibility,
    /// Its signature.
    pub sig: Signature,
    /// Its body, if it has one.
    pub body: Option<Box<Block>>,
    /// The `;` ending a body-less function (or the signature's span).
    pub semi_span: Span,
}

impl Parse for FnItem {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        let sig: Signature = input.parse()?;
        if input.peek(Token![;]) {
            let semi: Token![;] = input.parse()?;
            Ok(FnItem {
                attrs,
                vis,
                sig,
                body: None,
                semi_span: semi.span,
            })
        } else {
            let body: Block = input.parse()?;
            let semi_span = syn::spanned::Spanned::span(&sig);
            Ok(FnItem {
                attrs,
                vis,
                sig,
                body: Some(Box::new(body)),
                semi_span,
            })
        }
    }
}

impl FnItem {
    /// The item as written (without the attributes taken from it); a body-less function gets
    /// a stub body so that a failed declaration still defines its name and signature.
    pub fn to_tokens_or_stub(&self) -> TokenStream {
        let FnItem {
            attrs, vis, sig, ..
        } = self;
        match &self.body {
            Some(body) => quote!(#(#attrs)* #vis #sig #body),
            None => quote! {
                #(#attrs)*
                #[allow(unused_variables)]
                #vis #sig {
                    ::core::panic!("this ivy declaration failed to compile")
                }
            },
        }
    }
}

impl ToTokens for FnItem {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(self.to_tokens_or_stub());
    }
}

/// What an ivy attribute can sit on.
#[derive(Clone, Debug)]
pub enum IvyItem {
    /// A function.
    Fn(Box<FnItem>),
    /// An inline module.
    Mod(Box<ItemMod>),
}

impl Parse for IvyItem {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let fork = input.fork();
        fork.call(Attribute::parse_outer)?;
        fork.parse::<Visibility>()?;
        if fork.peek(Token![mod]) {
            return input.parse().map(|m| IvyItem::Mod(Box::new(m)));
        }
        if fork.peek(Token![fn])
            || fork.peek(Token![const])
            || fork.peek(Token![async])
            || fork.peek(Token![unsafe])
            || fork.peek(Token![extern])
        {
            return input.parse().map(|f| IvyItem::Fn(Box::new(f)));
        }
        Err(input.error(
            "ivy attributes go on functions (declarations and backend kernels) and on inline \
             modules (declarations for every function inside)",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_functions_with_and_without_bodies() {
        let f: FnItem = syn::parse_str("/// d\npub fn tan(x: &Array) -> Result<Array>;").unwrap();
        assert!(f.body.is_none());
        assert_eq!(f.attrs.len(), 1);
        let f: FnItem = syn::parse_str("fn g() -> u8 { 1 }").unwrap();
        assert!(f.body.is_some());
        let stub = f.to_tokens_or_stub().to_string();
        assert!(stub.contains("fn g"), "{stub}");
    }

    #[test]
    fn parses_modules_and_rejects_other_items() {
        assert!(matches!(
            syn::parse_str::<IvyItem>("mod m { fn a(); }").unwrap(),
            IvyItem::Mod(_)
        ));
        let e = syn::parse_str::<IvyItem>("struct S;").unwrap_err();
        assert!(
            e.to_string().contains("ivy attributes go on functions"),
            "{e}"
        );
    }
}
