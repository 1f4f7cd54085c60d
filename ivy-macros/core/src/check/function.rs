//! Checks of a declaration (`#[primary]`, `#[compositional]`, `#[mixed]`, `#[standalone]` with
//! wrappers and declarations), lowering it to a [`FnModel`].

use syn::spanned::Spanned;
use syn::{FnArg, Ident, Pat, ReturnType};

use super::declarations::{self, Site};
use super::defaults::check_defaults;
use super::rule::check_rule_names;
use super::{Errors, without_repeats};
use crate::model::callees::{callees, param_names};
use crate::model::params::classify;
use crate::model::{FnModel, FunctionKind, KernelModel, Param, ParamClass, Wrapper};
use crate::parse::attr::no_args;
use crate::parse::options::parse_partial_mixed;
use crate::parse::{AttrKind, FnItem, IvyAttr, KindArgs, WrapperList};

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

/// An item's ivy attributes, sorted by what they are (each in written order).
#[derive(Default)]
struct Sorted<'a> {
    kinds: Vec<(FunctionKind, &'a IvyAttr)>,
    wrappers: Vec<(Wrapper, &'a IvyAttr)>,
    declarations: Vec<&'a IvyAttr>,
    implements: Vec<&'a IvyAttr>,
    partial_mixed: Vec<&'a IvyAttr>,
    returns: Vec<&'a IvyAttr>,
    defaults: Vec<&'a IvyAttr>,
    methods: Vec<&'a IvyAttr>,
    signature_of: Vec<&'a IvyAttr>,
}

impl<'a> Sorted<'a> {
    fn new(attrs: &'a [IvyAttr]) -> Sorted<'a> {
        let mut sorted = Sorted::default();
        for a in attrs {
            match a.kind {
                AttrKind::Kind(k) => sorted.kinds.push((k, a)),
                AttrKind::Wrapper(w) => sorted.wrappers.push((w, a)),
                AttrKind::Declaration(_) => sorted.declarations.push(a),
                AttrKind::Implements => sorted.implements.push(a),
                AttrKind::PartialMixed => sorted.partial_mixed.push(a),
                AttrKind::Returns => sorted.returns.push(a),
                AttrKind::Defaults => sorted.defaults.push(a),
                AttrKind::Methods => sorted.methods.push(a),
                AttrKind::SignatureOf => sorted.signature_of.push(a),
            }
        }
        sorted
    }
}

/// Checks a function with its ivy attributes (`attrs`, taken from it) and the declarations of
/// an enclosing module (`inherited`).
pub fn lower(
    item: FnItem,
    attrs: Vec<IvyAttr>,
    inherited: &[IvyAttr],
    errs: &mut Errors,
) -> Lowered {
    let sorted = Sorted::new(&attrs);
    for m in &sorted.methods {
        errs.at(
            m.name.span(),
            "`#[methods(Trait)]` goes on an inline module of declared functions, and gathers \
             their methods of `Array` in that trait: `#[ivy::methods(ArrayOps)] mod ops { .. }`",
        );
    }
    for s in &sorted.signature_of {
        errs.at(
            s.name.span(),
            "`#[signature_of(model)]` goes on a declaration inside a module, after `model`'s \
             own: `#[primary] mod m { pub fn argmax(..) -> ..; #[signature_of(argmax)] pub fn \
             argmin(); }`",
        );
    }
    if let Some(imp) = sorted.implements.first() {
        check_kernel_declares_nothing(&sorted, errs);
        return super::kernel::lower(item, imp, &attrs, inherited, errs);
    }
    let Some((kind, kind_attr)) = check_one_kind(&sorted, &attrs[0], errs) else {
        return Lowered::Fallback(Box::new(item));
    };
    let kind_args = errs
        .handle(KindArgs::parse(kind, kind_attr))
        .unwrap_or_default();
    let mut item = item;
    check_body(&mut item, kind, errs);
    check_no_partial_mixed(&sorted.partial_mixed, errs);
    let accumulates = check_accumulate(&sorted.wrappers, errs);
    let mut wrappers = check_wrappers(&sorted.wrappers, kind, errs);
    let (to_add, to_skip) = check_kernel_path_wrappers(&kind_args, errs);

    let mut params = Vec::new();
    if kind != FunctionKind::Standalone {
        if !check_signature(&item, errs) {
            return Lowered::Fallback(Box::new(item));
        }
        params = lower_params(&item, errs);
        check_wrapper_parameters(&mut wrappers, &params, &item.sig.ident, errs);
        check_to_add_parameters(&to_add, &kind_args, kind_attr, &params, errs);
        check_out_has_handle_out(&params, &mut wrappers, kind_attr, errs);
        if kind.has_kernels() && !check_returns_result_of_array(&item, kind, errs) {
            return Lowered::Fallback(Box::new(item));
        }
    }

    let (decls, backend_decls) = declarations::collect(
        &sorted.declarations,
        inherited,
        Site::Declaration(kind),
        errs,
    );
    let names: Vec<Wrapper> = wrappers.iter().map(|(w, _)| *w).collect();
    // A standalone body's calls are checked too: it may call only plain and standalone
    // functions (its parameters are not lowered, so their names come from the patterns).
    let callees = match (&item.body, kind) {
        (Some(body), FunctionKind::Compositional | FunctionKind::Mixed) => {
            let param_names: Vec<Ident> = params.iter().map(|p| p.ident.clone()).collect();
            callees(body, &item.sig.ident, &param_names, &kind_args.not_ivy)
        }
        (Some(body), FunctionKind::Standalone) => {
            callees(body, &item.sig.ident, &param_names(&item.sig), &[])
        }
        _ => Vec::new(),
    };
    let returns = check_returns(&sorted.returns, kind, &item, &params, errs);
    let defaults = check_defaults(&sorted.defaults, kind, &item.sig.ident, &params, errs);
    Lowered::Function(Box::new(FnModel {
        item,
        kind,
        wrappers: Wrapper::in_chain_order(&names),
        to_add,
        to_skip,
        params,
        declarations: decls,
        backend_declarations: backend_decls,
        callees,
        returns,
        defaults,
        accumulates,
        keep_dtypes: kind_args.keep_dtypes,
        frontend: kind_args.frontend,
    }))
}

/// Every declaration but a standalone one says what it returns, once: `#[returns(rule)]`, an
/// expression of the input types. A missing rule is reported only when nothing else is wrong
/// (the other errors come first, and a half-checked signature is no base for a rule).
fn check_returns(
    returns: &[&IvyAttr],
    kind: FunctionKind,
    item: &FnItem,
    params: &[Param],
    errs: &mut Errors,
) -> Option<syn::Expr> {
    let attrs = without_repeats(
        returns.iter().copied(),
        |_, _| true,
        |extra, _| {
            errs.at(
                extra.name.span(),
                "`#[returns]` is written twice: a function has one shape rule",
            )
        },
    );
    match (attrs.first(), kind) {
        (Some(r), FunctionKind::Standalone) => {
            errs.at(
                r.name.span(),
                "a `#[standalone]` function is plain Rust with no output type to evaluate: \
                 remove `#[returns]`",
            );
            None
        }
        (Some(r), _) if r.args.is_empty() => {
            errs.at(
                r.name.span(),
                "`#[returns]` needs the shape rule: `#[returns(same(x))]`, \
                 `#[returns(broadcast(&[x1, x2]))]`, `#[returns(reduce(x, axis, keepdims))]` \
                 (see `ivy::type_rules`)",
            );
            None
        }
        (Some(r), _) => errs
            .handle(syn::parse2::<syn::Expr>(r.args.clone()))
            .filter(|rule| check_rule_names(rule, params, &item.sig.ident, errs)),
        (None, FunctionKind::Standalone) => None,
        (None, _) => {
            if errs.is_empty() {
                errs.at(
                    item.sig.ident.span(),
                    format!(
                        "`{}` needs a shape rule: say what it returns with `#[returns(..)]`, \
                         e.g. `#[returns(same(x))]` or `#[returns(broadcast(&[x1, x2]))]` \
                         (the rules are in `ivy::type_rules`); `{}::output_type` evaluates it",
                        item.sig.ident, item.sig.ident
                    ),
                );
            }
            None
        }
    }
}

/// An item is a declaration or a kernel, never both: a kernel has no kind, and implements one
/// function.
fn check_kernel_declares_nothing(sorted: &Sorted<'_>, errs: &mut Errors) {
    for (_, k) in &sorted.kinds {
        errs.at(
            k.name.span(),
            format!(
                "`#[{}]` declares a function and `#[implements]` implements one: an item is \
                 one or the other",
                k.name
            ),
        );
    }
    without_repeats(
        &sorted.implements,
        |_, _| true,
        |extra, _| {
            errs.at(
                extra.name.span(),
                "`#[implements]` is written twice: a kernel implements one function",
            )
        },
    );
}

/// A declaration has exactly one kind; wrappers and declarations alone do not make one, and
/// `#[partial_mixed]` belongs on a kernel. `first` is the first ivy attribute written.
fn check_one_kind<'a>(
    sorted: &Sorted<'a>,
    first: &IvyAttr,
    errs: &mut Errors,
) -> Option<(FunctionKind, &'a IvyAttr)> {
    let Some(&(kind, kind_attr)) = sorted.kinds.first() else {
        let what = match first.kind {
            AttrKind::PartialMixed => {
                errs.at(
                    first.name.span(),
                    "`#[partial_mixed]` goes on a backend implementation of a mixed function: \
                     `#[implements(f)] #[partial_mixed(handler = ..)]`",
                );
                return None;
            }
            AttrKind::Wrapper(_) => format!("the wrapper `#[{}]`", first.name),
            AttrKind::Declaration(_) => format!("the declaration `#[{}]`", first.name),
            _ => format!("`#[{}]`", first.name),
        };
        errs.at(
            first.name.span(),
            format!(
                "{what} needs a function kind: add one of `#[primary]` (no body, backends \
                 implement it), `#[compositional]`, `#[mixed]` or `#[standalone]`"
            ),
        );
        return None;
    };
    without_repeats(
        &sorted.kinds,
        |_, _| true,
        |(_, k), _| {
            errs.at(
                k.name.span(),
                format!(
                    "a function has exactly one kind: `#[{}]` conflicts with `#[{}]`",
                    k.name,
                    kind.name()
                ),
            )
        },
    );
    Some((kind, kind_attr))
}

/// `#[primary]` has no body (backends implement it); every other kind has one. The item is
/// repaired so the expansion still defines it: a primary body is dropped, a missing body becomes
/// a stub that uses every parameter.
fn check_body(item: &mut FnItem, kind: FunctionKind, errs: &mut Errors) {
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
                        FunctionKind::Standalone => "",
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
}

/// `#[partial_mixed]` chooses between a mixed function's kernel and its body per call, so it
/// goes on the kernel, not on the declaration (its arguments are still checked).
fn check_no_partial_mixed(partial_mixed: &[&IvyAttr], errs: &mut Errors) {
    for pm in partial_mixed {
        errs.at(
            pm.name.span(),
            "`#[partial_mixed]` goes on a backend implementation of a mixed function \
             (`#[implements(f)] #[partial_mixed(handler = ..)]`), not on a declaration",
        );
        let _ = parse_partial_mixed(pm);
    }
}

/// `#[infer_dtype(accumulate)]`: the function is an accumulating reduction (without a dtype
/// argument, a narrow integer or `bool` input computes in the default integer dtype of its
/// signedness). Whether it says so.
fn check_accumulate(written: &[(Wrapper, &IvyAttr)], errs: &mut Errors) -> bool {
    written.iter().any(|(w, attr)| {
        *w == Wrapper::InferDtype
            && !attr.args.is_empty()
            && match syn::parse2::<Ident>(attr.args.clone()) {
                Ok(word) if word == "accumulate" => true,
                _ => {
                    errs.spanned(
                        &attr.args,
                        "`#[infer_dtype]` takes no argument but `accumulate` (an accumulating \
                         reduction: `#[infer_dtype(accumulate)]`)",
                    );
                    false
                }
            }
    })
}

/// Wrappers take no arguments (but `#[infer_dtype(accumulate)]`) and are written once each;
/// `#[standalone]` functions have no wrapper chain. Returns the wrappers kept.
fn check_wrappers<'a>(
    written: &[(Wrapper, &'a IvyAttr)],
    kind: FunctionKind,
    errs: &mut Errors,
) -> Vec<(Wrapper, &'a IvyAttr)> {
    for (w, attr) in written {
        if *w != Wrapper::InferDtype {
            errs.handle(no_args(attr));
        }
    }
    let once = without_repeats(
        written.iter().copied(),
        |(a, _), (b, _)| a == b,
        |(_, w), _| errs.at(w.name.span(), format!("`#[{}]` is written twice", w.name)),
    );
    if kind != FunctionKind::Standalone {
        return once;
    }
    for (_, w) in once {
        errs.at(
            w.name.span(),
            format!(
                "`#[standalone]` functions are emitted unchanged, without a wrapper chain: \
                 remove `#[{}]`, or declare the function `#[compositional]`",
                w.name
            ),
        );
    }
    Vec::new()
}

/// `to_add` and `to_skip` (a mixed function's kernel path) list each wrapper once, only those
/// the kernel path can change (see [`not_on_one_path`]), and no wrapper is both added and
/// skipped. Returns the two lists.
fn check_kernel_path_wrappers(
    kind_args: &KindArgs,
    errs: &mut Errors,
) -> (Vec<Wrapper>, Vec<Wrapper>) {
    let mut once = |list: &WrapperList| -> Vec<Wrapper> {
        without_repeats(
            list.0.iter(),
            |(a, _), (b, _)| a == b,
            |(_, n), _| errs.at(n.span(), format!("`{n}` is listed twice")),
        )
        .into_iter()
        .map(|(w, _)| *w)
        .collect()
    };
    let to_add = once(&kind_args.to_add);
    let to_skip = once(&kind_args.to_skip);
    for (w, n) in kind_args.to_add.0.iter().chain(&kind_args.to_skip.0) {
        if let Some(why) = not_on_one_path(*w) {
            errs.at(
                n.span(),
                format!(
                    "`{n}` cannot be added or skipped on the kernel path of a mixed function: \
                     {why}; write `#[{n}]` on the function (both paths) or leave it out \
                     (`to_add`/`to_skip` take `infer_dtype` and `infer_device`)"
                ),
            );
        }
    }
    // A refused wrapper is reported once: it leaves the lists.
    let on_one_path = |ws: Vec<Wrapper>| -> Vec<Wrapper> {
        ws.into_iter()
            .filter(|w| not_on_one_path(*w).is_none())
            .collect()
    };
    let (to_add, to_skip) = (on_one_path(to_add), on_one_path(to_skip));
    for (w, n) in &kind_args.to_skip.0 {
        if to_add.contains(w) {
            errs.at(n.span(), format!("`{n}` is both added and skipped"));
        }
    }
    (to_add, to_skip)
}

/// Why `wrapper` applies to both paths of a mixed function or to neither (`None` for those the
/// kernel path can add or skip: `infer_dtype`, `infer_device`, which fill the kernel's
/// arguments).
fn not_on_one_path(wrapper: Wrapper) -> Option<&'static str> {
    match wrapper {
        Wrapper::HandleOut => {
            Some("a kernel never sees `out`, the call writes the result into it after either path")
        }
        Wrapper::Nestable => Some(
            "`f::nested` maps the whole function over a container's leaves, before the call \
             chooses between the kernel and the body",
        ),
        Wrapper::IntegerArraysToFloat => Some(
            "the dtype the inputs are computed in is decided before the call chooses between \
             the kernel and the body (a handler chooses per call), and `f::output_type` and the \
             support report read it without a call",
        ),
        Wrapper::InferDtype | Wrapper::InferDevice | Wrapper::PartialMixed => None,
    }
}

/// Parameters are bound to plain names, and there is at most one `out`. Classifies each and
/// numbers the array inputs.
fn lower_params(item: &FnItem, errs: &mut Errors) -> Vec<Param> {
    let mut params: Vec<Param> = Vec::new();
    let mut inputs = 0;
    for arg in &item.sig.inputs {
        let FnArg::Typed(pt) = arg else { continue };
        let Some(ident) = pat_ident(&pt.pat, errs) else {
            continue;
        };
        let class = classify(&ident, &pt.ty);
        if class == ParamClass::Out && params.iter().any(|p| p.class == ParamClass::Out) {
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
    params
}

/// The parameter a wrapper works on, if it needs one, as written in messages.
fn required_param(w: Wrapper) -> Option<(ParamClass, &'static str)> {
    match w {
        Wrapper::InferDtype => Some((ParamClass::Dtype, "dtype: Option<Dtype>")),
        Wrapper::InferDevice => Some((ParamClass::Device, "device: Option<Device>")),
        Wrapper::HandleOut => Some((ParamClass::Out, "out: Option<&mut Array>")),
        Wrapper::Nestable | Wrapper::PartialMixed | Wrapper::IntegerArraysToFloat => None,
    }
}

fn has_class(params: &[Param], class: ParamClass) -> bool {
    params.iter().any(|p| p.class == class)
}

/// `#[infer_dtype]`, `#[infer_device]` and `#[handle_out]` need the parameter they decide;
/// a wrapper without it is reported and dropped.
fn check_wrapper_parameters(
    wrappers: &mut Vec<(Wrapper, &IvyAttr)>,
    params: &[Param],
    function: &Ident,
    errs: &mut Errors,
) {
    wrappers.retain(|(w, attr)| match required_param(*w) {
        Some((class, param)) if !has_class(params, class) => {
            errs.at(
                attr.name.span(),
                format!(
                    "`#[{}]` needs the parameter `{param}`, and `{function}` has none: add it{}",
                    w.name(),
                    match w {
                        Wrapper::HandleOut => " (callers pass `None` or `Some(&mut out)`)",
                        _ => " (the kernel then receives the decided value)",
                    }
                ),
            );
            false
        }
        _ => true,
    });
}

/// A wrapper added on the kernel path needs its parameter as much as a written one.
fn check_to_add_parameters(
    to_add: &[Wrapper],
    kind_args: &KindArgs,
    kind_attr: &IvyAttr,
    params: &[Param],
    errs: &mut Errors,
) {
    for w in to_add {
        if let Some((class, param)) = required_param(*w)
            && !has_class(params, class)
        {
            let n = kind_args.to_add.0.iter().find(|(a, _)| a == w);
            errs.at(
                n.map_or(kind_attr.span, |(_, n)| n.span()),
                format!("`to_add = [{}]` needs the parameter `{param}`", w.name()),
            );
        }
    }
}

/// An `out` parameter is `#[handle_out]`'s: without the wrapper it is reported, and the wrapper
/// is added so the expansion stays consistent.
fn check_out_has_handle_out<'a>(
    params: &[Param],
    wrappers: &mut Vec<(Wrapper, &'a IvyAttr)>,
    kind_attr: &'a IvyAttr,
    errs: &mut Errors,
) {
    if let Some(out) = params.iter().find(|p| p.class == ParamClass::Out)
        && !wrappers.iter().any(|(w, _)| *w == Wrapper::HandleOut)
    {
        errs.spanned(
            &out.ty,
            "`out: Option<&mut Array>` is the `#[handle_out]` parameter: add `#[handle_out]` \
             to the function, or remove the parameter",
        );
        wrappers.push((Wrapper::HandleOut, kind_attr));
    }
}

/// A function with kernels returns `Result<Array>`: its kernels return `Result<N>` over their
/// native array type, and dispatch wraps that. `false` if it does not (it cannot be lowered).
fn check_returns_result_of_array(item: &FnItem, kind: FunctionKind, errs: &mut Errors) -> bool {
    if returns_result_of_array(&item.sig.output) {
        return true;
    }
    errs.spanned(
        match &item.sig.output {
            ReturnType::Type(_, t) => quote::ToTokens::to_token_stream(t),
            ReturnType::Default => quote::ToTokens::to_token_stream(&item.sig),
        },
        format!(
            "a `#[{}]` function returns `Result<Array>`, `Result<(Array, Array)>` (up to four \
             arrays) or `Result<Vec<Array>>` (its kernels return the same over their \
             backend's native array type)",
            kind.name()
        ),
    );
    false
}

/// `Result<T>` with `T` an output type (any path ending in `Result`).
fn returns_result_of_array(output: &ReturnType) -> bool {
    crate::model::params::output_type(output).is_some()
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

/// A declared function is a plain free function: not generic, `async`, `const`, `unsafe` or
/// variadic, and without `self`. `false` if it breaks any of these (it cannot be lowered).
fn check_signature(item: &FnItem, errs: &mut Errors) -> bool {
    errs.clean(|errs| signature_rules(&item.sig, errs))
        .is_some()
}

fn signature_rules(sig: &syn::Signature, errs: &mut Errors) {
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
}
