//! Checks of a backend kernel (`#[implements(f for B)]` with declarations and `#[partial_mixed]`),
//! lowering it to a [`KernelModel`].
//!
//! What the macro cannot see (the declared function's kind and signature, the backend's valid
//! dtypes) is checked by the type checker on generated code: see [`crate::expand`].

use syn::ItemFn;

use super::declarations::{self, Site};
use super::function::Lowered;
use super::{Errors, without_repeats};
use crate::model::{KernelForm, KernelModel};
use crate::parse::attr::{Implements, parse_implements};
use crate::parse::options::parse_partial_mixed;
use crate::parse::{AttrKind, FnItem, IvyAttr};

/// Checks a kernel: `implements` is its `#[implements]`, `attrs` all its ivy attributes.
pub fn lower(
    item: FnItem,
    implements: &IvyAttr,
    attrs: &[IvyAttr],
    inherited: &[IvyAttr],
    errs: &mut Errors,
) -> Lowered {
    let Some(Implements {
        function,
        backend,
        form,
        takes,
    }) = errs.handle(parse_implements(implements))
    else {
        return Lowered::Fallback(Box::new(item));
    };
    let form = match form.as_ref().map(|w| (w.to_string(), w.span())) {
        None => KernelForm::Kernel,
        Some((word, span)) => {
            check_fast_path(&word, span, takes.as_ref(), attrs, errs);
            match word.as_str() {
                "into" => KernelForm::Into,
                "scalar" => KernelForm::Scalar,
                _ => KernelForm::MixedDtypes,
            }
        }
    };
    for w in attrs
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Wrapper(_)))
    {
        errs.at(
            w.name.span(),
            format!(
                "wrappers belong to the declaration: a kernel runs inside its declaration's \
                 chain, so remove `#[{}]` here (add it to the declared function instead)",
                w.name
            ),
        );
    }
    for r in attrs.iter().filter(|a| a.kind == AttrKind::Returns) {
        errs.at(
            r.name.span(),
            "`#[returns]` belongs to the declaration: the shape rule is the function's, not one \
             backend's, so move it to the declared function",
        );
    }
    for d in attrs.iter().filter(|a| a.kind == AttrKind::Defaults) {
        errs.at(
            d.name.span(),
            "`#[defaults]` belongs to the declaration: the defaults are the function's, not one \
             backend's, so move it to the declared function",
        );
    }
    let partial_mixed = without_repeats(
        attrs.iter().filter(|a| a.kind == AttrKind::PartialMixed),
        |_, _| true,
        |pm, _| errs.at(pm.name.span(), "`#[partial_mixed]` is written twice"),
    );
    let handler = partial_mixed
        .first()
        .and_then(|pm| Some((errs.handle(parse_partial_mixed(pm))?, pm.name.span())));
    let own: Vec<&IvyAttr> = attrs
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Declaration(_)))
        .collect();
    let (decls, _) = declarations::collect(&own, inherited, Site::Kernel, errs);
    let Some(body) = item.body.clone() else {
        errs.at(
            item.semi_span,
            "a backend kernel needs a body: it is the backend's implementation",
        );
        return Lowered::Fallback(Box::new(item));
    };
    let FnItem {
        attrs, vis, sig, ..
    } = item;
    Lowered::Kernel(Box::new(KernelModel {
        item: ItemFn {
            attrs,
            vis,
            modifiers: Default::default(),
            sig,
            block: body,
        },
        function,
        handler,
        declarations: decls,
        backend,
        form,
        takes: takes.map(|(expr, _)| expr),
    }))
}

/// A fast path (`into`, `mixed_dtypes`, `scalar`) runs where its function's kernel runs: it has no
/// declarations, handler or `takes` of its own.
fn check_fast_path(
    word: &str,
    span: proc_macro2::Span,
    takes: Option<&(syn::Expr, proc_macro2::Span)>,
    attrs: &[IvyAttr],
    errs: &mut Errors,
) {
    let why = format!(
        "an `{word}` kernel is a fast path beside its function's kernel and runs only where that \
         kernel runs, with its dtypes"
    );
    if let Some((_, at)) = takes {
        errs.at(*at, format!("{why}: remove `takes`"));
    }
    for a in attrs
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Declaration(_) | AttrKind::PartialMixed))
    {
        errs.at(a.name.span(), format!("{why}: remove `#[{}]`", a.name));
    }
    let _ = span;
}
