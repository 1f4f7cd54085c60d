//! Checks of a declaration (`#[primary]`, `#[compositional]`, `#[mixed]`, `#[standalone]` with
//! wrappers and declarations), lowering it to a [`FnModel`].

use syn::spanned::Spanned;
use syn::{FnArg, Ident, Pat, ReturnType};

use super::Errors;
use super::declarations::{self, Site};
use crate::model::callees::callees;
use crate::model::kind::in_chain_order;
use crate::model::params::classify;
use crate::model::{FnModel, KernelModel, Kind, Param, ParamClass, WrapperName};
use crate::parse::attr::{no_args, parse_partial_mixed};
use crate::parse::{AttrKind, FnItem, IvyAttr, KindArgs};

/// What an item with ivy attributes lowers to.
#[derive(Debug)]
pub enum Lowered {
    /// A declaration.
    Function(Box<FnModel>),
    /// A backend kernel.
    Kernel(Box<KernelModel>),
    /// Nothing usable: emit the item as written (a stub body where it has none).
    Fallback(Box<FnItem>),
}

/// Checks a function with its ivy attributes (`attrs`, taken from it) and the declarations of
/// an enclosing module (`inherited`).
pub fn lower(
    item: FnItem,
    attrs: Vec<IvyAttr>,
    inherited: &[IvyAttr],
    errs: &mut Errors,
) -> Lowered {
    let of = |pred: fn(&AttrKind) -> bool| -> Vec<&IvyAttr> {
        attrs.iter().filter(|a| pred(&a.kind)).collect()
    };
    let kinds = of(|k| matches!(k, AttrKind::Kind(_)));
    let implements = of(|k| matches!(k, AttrKind::Implements));
    if let Some(imp) = implements.first() {
        for k in &kinds {
            errs.at(
                k.name.span(),
                format!(
                    "`#[{}]` declares a function and `#[implements]` implements one: an item is \
                     one or the other",
                    k.name
                ),
            );
        }
        for extra in implements.iter().skip(1) {
            errs.at(
                extra.name.span(),
                "`#[implements]` is written twice: a kernel implements one function",
            );
        }
        return super::kernel::lower(item, imp, &attrs, inherited, errs);
    }
    let Some(kind_attr) = kinds.first() else {
        let first = &attrs[0];
        let what = match first.kind {
            AttrKind::Wrapper(_) => format!("the wrapper `#[{}]`", first.name),
            AttrKind::Declaration(_) => format!("the declaration `#[{}]`", first.name),
            _ => format!("`#[{}]`", first.name),
        };
        if first.kind == AttrKind::PartialMixed {
            errs.at(
                first.name.span(),
                "`#[partial_mixed]` goes on a backend implementation of a mixed function: \
                 `#[implements(f)] #[partial_mixed(handler = ..)]`",
            );
        } else {
            errs.at(
                first.name.span(),
                format!(
                    "{what} needs a function kind: add one of `#[primary]` (no body, backends \
                     implement it), `#[compositional]`, `#[mixed]` or `#[standalone]`"
                ),
            );
        }
        return Lowered::Fallback(Box::new(item));
    };
    let AttrKind::Kind(kind) = kind_attr.kind else {
        unreachable!()
    };
    for k in kinds.iter().skip(1) {
        errs.at(
            k.name.span(),
            format!(
                "a function has exactly one kind: `#[{}]` conflicts with `#[{}]`",
                k.name,
                kind.name()
            ),
        );
    }
    let kind_args = errs
        .handle(KindArgs::parse(kind, kind_attr.args.clone()))
        .unwrap_or_default();

    let mut item = item;
    // Body rules.
    match (&item.body, kind.has_body()) {
        (Some(body), false) => {
            errs.at(
                body.brace_token.span.join(),
                "`#[primary]` declares a function that each backend implements, so it has no body: \
                 end the signature with `;`, or declare it `#[compositional]` (or `#[mixed]` to \
                 keep backend kernels as well)",
            );
            item.body = None;
        }
        (None, true) => {
            errs.at(
                item.semi_span,
                format!(
                    "`#[{}]` needs a body{}: only `#[primary]` functions are declared without one",
                    kind.name(),
                    match kind {
                        Kind::Standalone => "",
                        _ => " (the compositional implementation, in terms of other ivy functions)",
                    }
                ),
            );
            let names: Vec<Ident> = item
                .sig
                .inputs
                .iter()
                .filter_map(|a| match a {
                    FnArg::Typed(pt) => match &*pt.pat {
                        Pat::Ident(i) => Some(i.ident.clone()),
                        _ => None,
                    },
                    FnArg::Receiver(_) => None,
                })
                .collect();
            item.body = Some(Box::new(syn::parse_quote!({
                let _ = (#(#names,)*);
                ::core::panic!("this ivy declaration failed to compile")
            })));
        }
        _ => {}
    }
    for pm in of(|k| *k == AttrKind::PartialMixed) {
        errs.at(
            pm.name.span(),
            "`#[partial_mixed]` goes on a backend implementation of a mixed function \
             (`#[implements(f)] #[partial_mixed(handler = ..)]`), not on a declaration",
        );
        let _ = parse_partial_mixed(pm);
    }

    // Wrappers.
    let mut wrappers: Vec<(WrapperName, &IvyAttr)> = Vec::new();
    for w in of(|k| matches!(k, AttrKind::Wrapper(_))) {
        let AttrKind::Wrapper(name) = w.kind else {
            unreachable!()
        };
        errs.handle(no_args(w));
        if wrappers.iter().any(|(n, _)| *n == name) {
            errs.at(w.name.span(), format!("`#[{}]` is written twice", w.name));
            continue;
        }
        if kind == Kind::Standalone {
            errs.at(
                w.name.span(),
                format!(
                    "`#[standalone]` functions are emitted unchanged, without a wrapper chain: \
                     remove `#[{}]`, or declare the function `#[compositional]`",
                    w.name
                ),
            );
            continue;
        }
        wrappers.push((name, w));
    }
    let wrapper_list = |names: &[Ident], errs: &mut Errors| -> Vec<WrapperName> {
        let mut out = Vec::new();
        for n in names {
            match WrapperName::from_name(&n.to_string()) {
                Some(w) if out.contains(&w) => errs.at(n.span(), format!("`{n}` is listed twice")),
                Some(w) => out.push(w),
                None => {
                    let e = crate::grammar::ParseError::new(
                        "wrapper",
                        &n.to_string(),
                        &WrapperName::NAMES,
                    );
                    errs.at(n.span(), e);
                }
            }
        }
        out
    };
    let to_add = wrapper_list(&kind_args.to_add, errs);
    let to_skip = wrapper_list(&kind_args.to_skip, errs);
    for n in &kind_args.to_skip {
        if let Some(w) = WrapperName::from_name(&n.to_string())
            && to_add.contains(&w)
        {
            errs.at(n.span(), format!("`{n}` is both added and skipped"));
        }
    }

    // Parameters.
    let mut params = Vec::new();
    if kind != Kind::Standalone {
        if !check_signature(&item, errs) {
            return Lowered::Fallback(Box::new(item));
        }
        let mut inputs = 0;
        for arg in &item.sig.inputs {
            let FnArg::Typed(pt) = arg else { continue };
            let Some(ident) = pat_ident(&pt.pat, errs) else {
                continue;
            };
            let class = classify(&ident, &pt.ty);
            if class == ParamClass::Out && params.iter().any(|p: &Param| p.class == ParamClass::Out)
            {
                errs.spanned(
                    &pt.ty,
                    "only one `out: Option<&mut Array>` parameter is accepted",
                );
                continue;
            }
            let input_index = class.is_input().then(|| {
                inputs += 1;
                inputs - 1
            });
            params.push(Param {
                ident,
                ty: (*pt.ty).clone(),
                class,
                input_index,
            });
        }
        let has_class = |c: ParamClass| params.iter().any(|p| p.class == c);
        let requirement = |w: WrapperName| match w {
            WrapperName::InferDtype => Some((ParamClass::Dtype, "dtype: Option<Dtype>")),
            WrapperName::InferDevice => Some((ParamClass::Device, "device: Option<Device>")),
            WrapperName::HandleOut => Some((ParamClass::Out, "out: Option<&mut Array>")),
            WrapperName::Nestable => None,
        };
        wrappers.retain(|(w, attr)| match requirement(*w) {
            Some((class, param)) if !has_class(class) => {
                errs.at(
                    attr.name.span(),
                    format!(
                        "`#[{}]` needs the parameter `{param}`, and `{}` has none: add it{}",
                        w.name(),
                        item.sig.ident,
                        match w {
                            WrapperName::HandleOut => " (callers pass `None` or `Some(&mut out)`)",
                            _ => " (the kernel then receives the decided value)",
                        }
                    ),
                );
                false
            }
            _ => true,
        });
        for w in &to_add {
            if let Some((class, param)) = requirement(*w)
                && !has_class(class)
            {
                let n = kind_args.to_add.iter().find(|n| *n == w.name());
                errs.at(
                    n.map_or(kind_attr.span, |n| n.span()),
                    format!("`to_add = [{}]` needs the parameter `{param}`", w.name()),
                );
            }
        }
        if let Some(out) = params.iter().find(|p| p.class == ParamClass::Out)
            && !wrappers.iter().any(|(w, _)| *w == WrapperName::HandleOut)
        {
            errs.spanned(
                &out.ty,
                "`out: Option<&mut Array>` is the `#[handle_out]` parameter: add `#[handle_out]` \
                 to the function, or remove the parameter",
            );
            wrappers.push((WrapperName::HandleOut, kind_attr));
        }
        if kind.has_kernels() && !returns_result_of_array(&item.sig.output) {
            errs.spanned(
                match &item.sig.output {
                    ReturnType::Type(_, t) => quote::ToTokens::to_token_stream(t),
                    ReturnType::Default => quote::ToTokens::to_token_stream(&item.sig),
                },
                format!(
                    "a `#[{}]` function returns `Result<Array>` (its kernels return `Result<N>` \
                     over their backend's native array type)",
                    kind.name()
                ),
            );
            return Lowered::Fallback(Box::new(item));
        }
    }

    let site = Site::Declaration(kind);
    let (decls, backend_decls) = declarations::collect(
        &of(|k| matches!(k, AttrKind::Declaration(_))),
        inherited,
        site,
        errs,
    );

    let names: Vec<WrapperName> = wrappers.iter().map(|(w, _)| *w).collect();
    let callees = match (&item.body, kind) {
        (Some(body), Kind::Compositional | Kind::Mixed) => {
            let param_names: Vec<Ident> = params.iter().map(|p| p.ident.clone()).collect();
            callees(body, &item.sig.ident, &param_names, &kind_args.not_ivy)
        }
        _ => Vec::new(),
    };
    Lowered::Function(Box::new(FnModel {
        item,
        kind,
        wrappers: in_chain_order(&names),
        to_add,
        to_skip,
        params,
        declarations: decls,
        backend_declarations: backend_decls,
        callees,
    }))
}

/// `Result<Array>` (any path ending in `Result`, first argument a type ending in `Array`).
fn returns_result_of_array(output: &ReturnType) -> bool {
    let ReturnType::Type(_, ty) = output else {
        return false;
    };
    let syn::Type::Path(tp) = &**ty else {
        return false;
    };
    let Some(last) = tp.path.segments.last() else {
        return false;
    };
    if last.ident != "Result" {
        return false;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return false;
    };
    matches!(args.args.first(), Some(syn::GenericArgument::Type(t))
        if matches!(t, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Array")))
}

/// The identifier a parameter pattern binds (`x`, `mut x`); anything else is reported.
pub fn pat_ident(pat: &Pat, errs: &mut Errors) -> Option<Ident> {
    match pat {
        Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => Some(p.ident.clone()),
        _ => {
            errs.spanned(
                pat,
                "declared ivy functions take parameters bound to names, like `x: &Array`",
            );
            None
        }
    }
}

/// Checks what a declaration's signature cannot have; `false` if it cannot be lowered.
fn check_signature(item: &FnItem, errs: &mut Errors) -> bool {
    let before = errs.len();
    let sig = &item.sig;
    if !sig.generics.params.is_empty() || sig.generics.where_clause.is_some() {
        errs.spanned(
            &sig.generics,
            "declared ivy functions are not generic: each parameter has one type (use \
             `ArrayLike<'_>` for arrays or scalars, `impl Into<..>` is added for you)",
        );
    }
    if let Some(a) = &sig.asyncness {
        errs.spanned(a, "declared ivy functions are not `async`");
    }
    if let Some(c) = &sig.constness {
        errs.spanned(c, "declared ivy functions are not `const`");
    }
    if let syn::Safety::Unsafe(u) = &sig.safety {
        errs.spanned(u, "declared ivy functions are not `unsafe`");
    }
    if let Some(v) = &sig.variadic {
        errs.spanned(v, "declared ivy functions are not variadic");
    }
    if let Some(FnArg::Receiver(r)) = sig.inputs.first() {
        errs.at(
            r.span(),
            "declared ivy functions are free functions: no `self`",
        );
    }
    errs.len() == before
}
