//! A declaration attribute on an inline module: it applies to every ivy function inside
//! (Ivy's context-manager form). The functions inside are expanded here, with the module's
//! declarations inherited.

use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use syn::{Item, ItemMod};

use super::expand_fn;
use crate::check::Errors;
use crate::check::declarations::{self, Site};
use crate::parse::{AttrKind, FnItem, IvyAttr, take_ivy_attrs};

/// Expands a module with declaration attributes (`trigger` and its siblings).
pub fn expand(trigger: IvyAttr, mut module: ItemMod, errs: &mut Errors) -> TokenStream {
    let mut attrs = vec![trigger];
    attrs.extend(take_ivy_attrs(&mut module.attrs));
    let mut inherited = Vec::new();
    for a in attrs {
        match a.kind {
            AttrKind::Declaration(_) => inherited.push(a),
            _ => errs.at(
                a.name.span(),
                format!(
                    "`#[{}]` goes on a function; on a module only the declaration attributes \
                     (`with_supported_dtypes`, ...) are accepted, for every function inside",
                    a.name
                ),
            ),
        }
    }
    // Check the module's own declarations once, here.
    let refs: Vec<&IvyAttr> = inherited.iter().collect();
    let _ = declarations::collect(&refs, &[], Site::Module, errs);
    let Some((brace, items)) = module.content.take() else {
        errs.at(
            module.ident.span(),
            "declarations on a module apply to the functions inside it, so the module must be \
             inline (`mod m { .. }`)",
        );
        return module.into_token_stream();
    };
    let mut out_items = Vec::new();
    for item in items {
        let tokens = item.to_token_stream();
        let is_fn_like = matches!(item, Item::Fn(_) | Item::Verbatim(_));
        let parsed = if is_fn_like {
            syn::parse2::<FnItem>(tokens.clone()).ok()
        } else {
            None
        };
        match parsed {
            Some(mut f) => {
                let attrs = take_ivy_attrs(&mut f.attrs);
                if attrs.is_empty() {
                    out_items.push(tokens);
                } else {
                    out_items.push(expand_fn(f, attrs, &inherited, errs));
                }
            }
            None => out_items.push(tokens),
        }
    }
    let ItemMod {
        attrs,
        vis,
        unsafety,
        mod_token,
        ident,
        ..
    } = &module;
    let _ = brace;
    quote! {
        #(#attrs)*
        #vis #unsafety #mod_token #ident {
            #(#out_items)*
        }
    }
}
