//! Code generation, and the entry points `ivy-macros` forwards to.
//!
//! * [`attribute`]: every ivy attribute. Whichever is outermost on an item takes its ivy
//!   siblings, checks everything ([`crate::check`]) and generates the whole expansion once:
//!   [`function`] for declared functions, [`kernel`] for backend kernels, [`module`] for
//!   declarations on an inline module.
//! * [`kernels`]: `ivy::kernels![a, b]`.
//!
//! A declared function's expansion is [`function`]'s, made of the parts the other files
//! generate: [`call_body`], [`call_forms`], [`method`], [`nested`], [`output_type`],
//! [`dispatch`]. What several of them need is in files of its own, which import no part: the
//! runtime's private path (`private`), the declared signature (`signature`), what a call hands
//! the runtime (`call_args`), and the declarations' constants ([`declarations`]).
//!
//! Errors never replace the item: the expansion defines what the item defines (a declaration
//! that cannot be lowered is emitted as written, a body-less one with a stub body), followed by
//! the errors, so one mistake gives one error.

pub mod call_body;
pub mod call_forms;
pub mod declarations;
pub mod dispatch;
pub mod dynamic;
pub mod function;
pub mod kernel;
pub mod method;
pub mod module;
pub mod nested;
pub mod output_type;
pub mod signature_of;

mod call_args;
mod private;
mod signature;

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::Path;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;

use crate::check::Errors;
use crate::check::function::{Lowered, lower};
use crate::parse::attr::{AttrKind, trigger};
use crate::parse::{FnItem, IvyAttr, IvyItem, take_ivy_attrs};

/// The `crate = ".."` argument of an item's kind attribute or `#[implements]`, taken out of
/// the arguments the other checks read; at most one per item.
fn crate_path(attrs: &mut [IvyAttr], errs: &mut Errors) -> Option<Path> {
    let mut given: Option<Path> = None;
    for attr in attrs {
        if !matches!(attr.kind, AttrKind::Kind(_) | AttrKind::Implements) {
            continue;
        }
        while let Some((path, lit)) = errs
            .handle(crate::facade::take_crate_arg(&mut attr.args))
            .flatten()
        {
            if given.is_some() {
                errs.at(lit.span(), "`crate = ..` is given twice; one is enough");
            } else {
                given = Some(path);
            }
        }
    }
    given
}

/// Expands the ivy attribute `name` (with its arguments `args`) on `item`.
pub fn attribute(name: &str, args: TokenStream, item: TokenStream) -> TokenStream {
    let Some(trigger) = trigger(name, args) else {
        let e = syn::Error::new(
            proc_macro2::Span::call_site(),
            format!("`{name}` is not an ivy attribute"),
        );
        let e = e.to_compile_error();
        return quote!(#e #item);
    };
    let parsed = match syn::parse2::<IvyItem>(item.clone()) {
        Ok(parsed) => parsed,
        Err(e) => {
            let e = e.to_compile_error();
            return quote!(#e #item);
        }
    };
    let mut errs = Errors::new();
    let out = match parsed {
        IvyItem::Fn(mut f) => {
            let mut attrs = vec![trigger];
            attrs.extend(take_ivy_attrs(&mut f.attrs));
            let given = crate_path(&mut attrs, &mut errs);
            crate::facade::with_path(given, || expand_fn(*f, attrs, &[], &mut errs).0)
        }
        IvyItem::Mod(m) => module::expand(trigger, *m, &mut errs),
    };
    let errors = errs.to_compile_errors();
    quote!(#out #errors)
}

/// Expands one function with its ivy attributes; a declared function whose first parameter
/// is an array also gives its method form (see [`method::method`]).
pub(crate) fn expand_fn(
    f: FnItem,
    attrs: Vec<IvyAttr>,
    inherited: &[IvyAttr],
    errs: &mut Errors,
) -> (TokenStream, Option<method::Method>) {
    match lower(f, attrs, inherited, errs) {
        Lowered::Function(m) => (function::expand(&m), method::method(&m)),
        Lowered::Kernel(k) => (kernel::expand(&k), None),
        Lowered::Fallback(f) => (f.to_tokens_or_stub(), None),
    }
}

/// `ivy::kernels![a, m::b]` -> `vec![<a>::KERNEL, <m::b>::KERNEL]`: the
/// `Vec<&'static KernelDecl>` a backend's `kernels()` returns (each kernel is also a type,
/// see [`kernel`]).
pub fn kernels(input: TokenStream) -> TokenStream {
    let parser = Punctuated::<Path, syn::Token![,]>::parse_terminated;
    let paths = match parser.parse2(input) {
        Ok(p) => p,
        Err(e) => {
            let e = syn::Error::new(
                e.span(),
                "expected the names of `#[implements]` kernels, as in `ivy::kernels![tan, add]`",
            );
            return e.to_compile_error();
        }
    };
    let entries = paths
        .iter()
        .map(|p| quote_spanned!(p.span()=> <#p>::KERNEL));
    let p = private::path();
    quote! {
        {
            let __kernels: ::std::vec::Vec<&'static #p::KernelDecl> =
                ::std::vec![#(#entries),*];
            __kernels
        }
    }
}
