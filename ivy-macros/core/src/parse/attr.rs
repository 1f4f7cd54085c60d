//! Recognising ivy attributes on an item and parsing their arguments.
//!
//! Every ivy attribute is a real attribute macro, and each calls the same driver: whichever one
//! is outermost receives the others still unexpanded in the item's attributes, takes them out
//! ([`take_ivy_attrs`]) and handles all of them in one pass, so the order they are written in
//! never matters.

use proc_macro2::{Span, TokenStream};
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Ident, Meta, Path, Token};

use super::declaration::DeclName;
use crate::grammar::Word;
use crate::model::{FunctionKind, Wrapper};

/// What an ivy attribute is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// `#[primary]`, `#[compositional]`, `#[mixed]`, `#[standalone]`.
    Kind(FunctionKind),
    /// `#[nestable]`, `#[handle_out]`, `#[infer_dtype]`, `#[infer_device]`.
    Wrapper(Wrapper),
    /// One of the six `with_*` declaration attributes.
    Declaration(DeclName),
    /// `#[implements(path)]`.
    Implements,
    /// `#[partial_mixed(handler = ..)]`.
    PartialMixed,
    /// `#[returns(rule)]`: the declaration's shape rule.
    Returns,
    /// `#[defaults(name = value, ..)]`: what its output types take for parameters no type
    /// gives.
    Defaults,
    /// `#[methods(Trait)]` on a module: its functions' methods of `Array`, in a trait.
    Methods,
    /// `#[signature_of(model)]` in a module: another declaration's parameters and output.
    SignatureOf,
}

impl AttrKind {
    /// The ivy attribute called `name`, if it is one.
    pub fn from_name(name: &str) -> Option<AttrKind> {
        // Exact lookups: every attribute of an item is asked, ivy's or not.
        if let Some(k) = FunctionKind::from_name(name) {
            return Some(AttrKind::Kind(k));
        }
        if let Some(w) = Wrapper::from_name(name).filter(|w| w.is_written()) {
            return Some(AttrKind::Wrapper(w));
        }
        if let Some(d) = DeclName::from_name(name) {
            return Some(AttrKind::Declaration(d));
        }
        match name {
            "implements" => Some(AttrKind::Implements),
            "partial_mixed" => Some(AttrKind::PartialMixed),
            "returns" => Some(AttrKind::Returns),
            "defaults" => Some(AttrKind::Defaults),
            "methods" => Some(AttrKind::Methods),
            "signature_of" => Some(AttrKind::SignatureOf),
            _ => None,
        }
    }
}

/// One ivy attribute of an item.
#[derive(Clone, Debug)]
pub struct IvyAttr {
    /// What it is.
    pub kind: AttrKind,
    /// Its name, spanned where it is written (the call site for the attribute being expanded).
    pub name: Ident,
    /// Its arguments (the tokens inside the parentheses).
    pub args: TokenStream,
    /// A span covering the whole attribute.
    pub span: Span,
}

/// The crates an ivy attribute may be named through besides the facade: `#[ivy::primary]`.
const CRATE_PREFIXES: [&str; 3] = ["ivy", "ivy_macros", "ivy_runtime"];

/// The ivy attribute a path names: a bare name (`primary`) or one through the facade (under
/// the name the calling crate gives it, see [`crate::facade`]) or the macro crate
/// (`ivy::primary`).
pub fn classify(path: &Path) -> Option<(AttrKind, Ident)> {
    let segments: Vec<&syn::PathSegment> = path.segments.iter().collect();
    let last = match segments.as_slice() {
        [only] => only,
        [krate, last] => {
            let krate = krate.ident.to_string();
            if !CRATE_PREFIXES.contains(&krate.as_str()) && krate != crate::facade::name() {
                return None;
            }
            last
        }
        _ => return None,
    };
    if !last.arguments.is_none() {
        return None;
    }
    AttrKind::from_name(&last.ident.to_string()).map(|k| (k, last.ident.clone()))
}

/// The ivy attribute the macro was invoked as, with its arguments.
pub fn trigger(name: &str, args: TokenStream) -> Option<IvyAttr> {
    let kind = AttrKind::from_name(name)?;
    Some(IvyAttr {
        kind,
        name: Ident::new(name, Span::call_site()),
        args,
        span: Span::call_site(),
    })
}

/// Removes the ivy attributes from `attrs` and returns them in written order.
pub fn take_ivy_attrs(attrs: &mut Vec<Attribute>) -> Vec<IvyAttr> {
    let mut taken = Vec::new();
    attrs.retain(|attr| {
        let Some((kind, name)) = classify(attr.path()) else {
            return true;
        };
        let args = match &attr.meta {
            Meta::Path(_) => TokenStream::new(),
            Meta::List(list) => list.tokens.clone(),
            Meta::NameValue(nv) => quote::quote!(= #nv),
        };
        let span = syn::spanned::Spanned::span(attr);
        taken.push(IvyAttr {
            kind,
            name,
            args,
            span,
        });
        false
    });
    taken
}

/// Checks that an attribute takes no arguments (a wrapper, `#[primary]`, `#[standalone]`).
pub fn no_args(attr: &IvyAttr) -> syn::Result<()> {
    if attr.args.is_empty() {
        Ok(())
    } else {
        Err(syn::Error::new_spanned(
            &attr.args,
            format!("`#[{}]` takes no arguments", attr.name),
        ))
    }
}

/// The arguments of `#[implements(f for B, ..)]`.
pub struct Implements {
    /// The declared function's path.
    pub function: Path,
    /// The backend type the kernel is written for.
    pub backend: syn::Type,
    /// `into`, `mixed_dtypes` or `scalar`: a fast path beside the function's kernel, and where
    /// it is written.
    pub form: Option<Ident>,
    /// `takes = <DtypeSet>`: the dtypes the kernel's code takes, and where it is written.
    pub takes: Option<(syn::Expr, Span)>,
}

/// Parses `#[implements(f for B)]`, optionally followed by `, into`, `, mixed_dtypes`,
/// `, scalar` or `, takes = <const DtypeSet>`.
pub fn parse_implements(attr: &IvyAttr) -> syn::Result<Implements> {
    const USAGE: &str = "expected the declared function and the backend type, as in \
                         `#[implements(tan for MyBackend)]` or `#[implements(ivy::tan for MyBackend)]`";
    const OPTIONS: &str = "after the backend, `#[implements]` takes `into` (a kernel writing \
                           into `out`), `mixed_dtypes` (a kernel reading inputs of different \
                           dtypes), `scalar` (a kernel of an array and a literal) or \
                           `takes = <dtypes>` (the dtypes the kernel's code takes, as a const \
                           `DtypeSet`)";
    if attr.args.is_empty() {
        return Err(syn::Error::new(
            attr.span,
            "`#[implements]` needs the declared function and the backend it is a kernel of: \
             `#[implements(tan for MyBackend)]`",
        ));
    }
    let parser = |input: ParseStream<'_>| -> syn::Result<Implements> {
        let function: Path = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), USAGE))?;
        if !input.peek(Token![for]) {
            return Err(syn::Error::new_spanned(
                &function,
                format!(
                    "name the backend this kernel is written for: `#[implements({} for MyBackend)]`",
                    quote::quote!(#function).to_string().replace(' ', "")
                ),
            ));
        }
        input.parse::<Token![for]>()?;
        let backend: syn::Type = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), USAGE))?;
        let mut implements = Implements {
            function,
            backend,
            form: None,
            takes: None,
        };
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let word: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), OPTIONS))?;
            let repeated = || syn::Error::new(word.span(), format!("`{word}` is written twice"));
            match word.to_string().as_str() {
                "into" | "mixed_dtypes" | "scalar" => {
                    if implements.form.is_some() {
                        return Err(syn::Error::new(
                            word.span(),
                            "a kernel is one form: write one of `into`, `mixed_dtypes` and \
                             `scalar` (each fast path is a kernel of its own)",
                        ));
                    }
                    implements.form = Some(word);
                }
                "takes" => {
                    if implements.takes.is_some() {
                        return Err(repeated());
                    }
                    input.parse::<Token![=]>()?;
                    implements.takes = Some((input.parse()?, word.span()));
                }
                _ => return Err(syn::Error::new(word.span(), OPTIONS)),
            }
        }
        Ok(implements)
    };
    parser.parse2(attr.args.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn recognises_bare_and_crate_paths_only() {
        let p: Path = syn::parse_quote!(primary);
        assert!(matches!(
            classify(&p),
            Some((AttrKind::Kind(FunctionKind::Primary), _))
        ));
        let p: Path = syn::parse_quote!(ivy::with_supported_dtypes);
        assert!(matches!(classify(&p), Some((AttrKind::Declaration(_), _))));
        let p: Path = syn::parse_quote!(other::primary);
        assert!(classify(&p).is_none());
        let p: Path = syn::parse_quote!(doc);
        assert!(classify(&p).is_none());
    }

    #[test]
    fn takes_ivy_siblings_and_keeps_the_rest() {
        let mut f: syn::ItemFn = syn::parse_quote! {
            /// docs
            #[nestable]
            #[inline]
            #[with_unsupported_dtypes("1.0" => [])]
            fn f() {}
        };
        let taken = take_ivy_attrs(&mut f.attrs);
        assert_eq!(taken.len(), 2);
        assert_eq!(f.attrs.len(), 2);
        assert_eq!(taken[1].args.to_string(), quote!("1.0" => []).to_string());
    }
}
