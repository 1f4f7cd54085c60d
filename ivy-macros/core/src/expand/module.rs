//! Ivy attributes on an inline module: a declaration attribute or a wrapper (`#[handle_out]`,
//! ...) applies to every ivy function inside (Ivy's context-manager form); a kind
//! (`#[primary]`, ...) makes every function inside an ivy function of that kind, so that a
//! group of functions states its attribute stack once; `#[methods(Trait)]` gathers the
//! functions' methods of `Array` in a trait of that name; and a function inside may take the
//! signature of one before it ([`signature_of`]). The functions inside are expanded here, with
//! the module's attributes inherited.

use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use syn::{Ident, Item, ItemMod, Signature};

use super::expand_fn;
use super::method::Method;
use super::private;
use super::signature_of;
use crate::check::Errors;
use crate::check::declarations::{self, Site};
use crate::grammar::FunctionKind;
use crate::parse::{AttrKind, FnItem, IvyAttr, take_ivy_attrs};

/// Expands a module with declaration attributes (`trigger` and its siblings).
pub fn expand(trigger: IvyAttr, mut module: ItemMod, errs: &mut Errors) -> TokenStream {
    let mut attrs = vec![trigger];
    attrs.extend(take_ivy_attrs(&mut module.attrs));
    let (inside, methods) = sort_attrs(attrs, errs);
    // Check the module's own declarations once, here.
    let refs: Vec<&IvyAttr> = inside.inherited.iter().collect();
    let _ = declarations::collect(&refs, &[], Site::Module, errs);
    let Some((_, items)) = module.content.take() else {
        errs.at(
            module.ident.span(),
            "declarations on a module apply to the functions inside it, so the module must be \
             inline (`mod m { .. }`)",
        );
        return module.into_token_stream();
    };
    let mut out_items = Vec::new();
    let mut forms = Vec::new();
    // The signatures declared so far, for `#[signature_of]`.
    let mut declared: Vec<Signature> = Vec::new();
    for item in items {
        let tokens = item.to_token_stream();
        let is_fn_like = matches!(item, Item::Fn(_) | Item::Verbatim(_));
        match is_fn_like.then(|| syn::parse2::<FnItem>(tokens.clone()).ok()) {
            Some(Some(f)) => {
                let (expanded, method) = expand_function(f, tokens, &inside, &mut declared, errs);
                out_items.push(expanded);
                forms.extend(method);
            }
            _ => out_items.push(tokens),
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
    if let Some(name) = methods {
        out_items.push(methods_trait(&name, &forms));
    }
    quote! {
        #(#attrs)*
        #vis #unsafety #mod_token #ident {
            #(#out_items)*
        }
    }
}

/// What the functions inside a module take from it.
struct Inside {
    /// The declaration attributes, which every function inside inherits.
    inherited: Vec<IvyAttr>,
    /// The module's kind and wrappers: each function's own, unless it writes them itself.
    group: Vec<IvyAttr>,
    /// The module's kind, with the name it is written by.
    kind: Option<(FunctionKind, Ident)>,
}

/// The module's attributes sorted: what the functions inside take, and the trait
/// `#[methods(Trait)]` names. A misplaced or repeated attribute is recorded and left out.
fn sort_attrs(attrs: Vec<IvyAttr>, errs: &mut Errors) -> (Inside, Option<Ident>) {
    let mut inherited = Vec::new();
    let mut group: Vec<IvyAttr> = Vec::new();
    let mut methods: Option<Ident> = None;
    for a in attrs {
        match a.kind {
            AttrKind::Declaration(_) => inherited.push(a),
            AttrKind::Kind(_) | AttrKind::Wrapper(_) if group.iter().any(|g| g.name == a.name) => {
                errs.at(a.name.span(), format!("`#[{}]` is written twice", a.name))
            }
            AttrKind::Kind(_) if group.iter().any(|g| matches!(g.kind, AttrKind::Kind(_))) => errs
                .at(
                    a.name.span(),
                    "a module declares its functions with one kind: write the other kind on \
                     the functions that have it",
                ),
            AttrKind::Kind(_) | AttrKind::Wrapper(_) => group.push(a),
            AttrKind::Methods if methods.is_some() => errs.at(
                a.name.span(),
                "`#[methods]` is written twice: one trait per module",
            ),
            AttrKind::Methods => match syn::parse2::<Ident>(a.args.clone()) {
                Ok(name) => methods = Some(name),
                Err(_) => errs.at(
                    a.span,
                    "`#[methods]` names the trait to declare, as in `#[methods(ArrayOps)]`",
                ),
            },
            _ => errs.at(
                a.name.span(),
                format!(
                    "`#[{}]` goes on a function; on a module only a kind (`#[primary]`, ...), \
                     the wrappers (`#[handle_out]`, ...), the declaration attributes \
                     (`with_supported_dtypes`, ...) and `#[methods(..)]` are accepted",
                    a.name
                ),
            ),
        }
    }
    let kind = group.iter().find_map(|g| match g.kind {
        AttrKind::Kind(k) => Some((k, g.name.clone())),
        _ => None,
    });
    let inside = Inside {
        inherited,
        group,
        kind,
    };
    (inside, methods)
}

/// One function inside the module (`tokens` as written), expanded with what it takes from the
/// module, and its method form; `declared` gains its signature.
fn expand_function(
    mut f: FnItem,
    tokens: TokenStream,
    inside: &Inside,
    declared: &mut Vec<Signature>,
    errs: &mut Errors,
) -> (TokenStream, Option<Method>) {
    let mut attrs = take_ivy_attrs(&mut f.attrs);
    if !signature_of::apply(&mut f, &mut attrs, declared, errs) {
        return (f.to_tokens_or_stub(), None);
    }
    declared.push(f.sig.clone());
    if let Some((FunctionKind::Primary, name)) = &inside.kind
        && attrs.is_empty()
        && let Some(body) = &f.body
    {
        errs.at(
            body.brace_token.span.join(),
            format!(
                "`#[{name}]` on the module declares every function inside it, and a \
                 primary function has no body: move `{}` out of the module, or give \
                 it a kind of its own",
                f.sig.ident
            ),
        );
        return (tokens, None);
    }
    // A kind declares every function; the other attributes go to the functions that are
    // declared.
    if inside.kind.is_some() || !attrs.is_empty() {
        attrs.extend(grouped(&inside.group, &attrs));
    }
    if attrs.is_empty() {
        (tokens, None)
    } else {
        expand_fn(f, attrs, &inside.inherited, errs)
    }
}

/// The module's kind and wrappers a function inside takes: all of them, but the kind where it
/// writes a kind of its own, and each wrapper it writes itself once; a kernel
/// (`#[implements]`) takes none.
fn grouped(group: &[IvyAttr], own: &[IvyAttr]) -> Vec<IvyAttr> {
    if own.iter().any(|a| a.kind == AttrKind::Implements) {
        return Vec::new();
    }
    let own_kind = own.iter().any(|a| matches!(a.kind, AttrKind::Kind(_)));
    group
        .iter()
        .filter(|g| !(own_kind && matches!(g.kind, AttrKind::Kind(_))))
        .filter(|g| !own.iter().any(|a| a.name == g.name))
        .cloned()
        .collect()
}

/// `pub trait Name { .. }` with the methods of the module's functions, implemented for `Array`.
fn methods_trait(name: &Ident, forms: &[Method]) -> TokenStream {
    let private = private::path();
    let declared = forms.iter().map(|m| {
        let (doc, signature) = (&m.doc, &m.signature);
        quote!(#doc #signature;)
    });
    let defined = forms.iter().map(|m| {
        let (signature, body) = (&m.signature, &m.body);
        quote!(#[inline] #signature #body)
    });
    let doc = format!(
        "The methods of `Array` this module's functions make: bring `{name}` into scope and \
         call `x.f(..)` for each function `f` whose first parameter is an array."
    );
    quote! {
        #[doc = #doc]
        pub trait #name {
            #(#declared)*
        }
        impl #name for #private::Array {
            #(#defined)*
        }
    }
}
