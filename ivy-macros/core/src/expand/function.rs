//! Code for a declared function `f`:
//!
//! * the public function: one call of the runtime's generic body for its kind
//!   ([`super::call_body`]), in the call forms of [`super::call_forms`];
//! * a type `f` (a braced struct, so it shares the function's name without clashing: types and
//!   functions live in different namespaces) whose public items are what users need:
//!   `f::DECL`, the descriptor with the support queries, `f::nested`, the function over
//!   containers ([`super::nested`]), and `f::output_type` ([`super::output_type`]);
//! * in one `const _: () = { .. };` beside them (serde's model), so that they add no name
//!   beside the function: the descriptor's static (and its element in the program's list of
//!   declared functions, a `linkme` distributed slice), the type's `impl` block and, for
//!   functions with kernels, the dispatch machinery ([`super::dispatch`]).
//!
//! Nothing is put in a module or named through `super::`: every item sits beside the function
//! and resolves names as it does, so a declaration works inside a function body (a doctest)
//! as well as at module level. The function's body and the `const _` block each alias the
//! runtime's private API as `__p`, which keeps the paths into it short.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::call_body::call_body;
use super::call_forms::{self, CallForms};
use super::declarations::declarations;
use super::dispatch::dispatch_items;
use super::dynamic::signature;
use super::method::inherent_method;
use super::nested::nested_fn;
use super::output_type::{output_type_fn, typing_field};
use super::private::{alias, use_alias};
use super::signature::public_params;
use crate::model::{FnModel, FunctionKind, Wrapper};

/// Everything a declaration expands to.
pub fn expand(m: &FnModel) -> TokenStream {
    if m.kind == FunctionKind::Standalone {
        let item = &m.item;
        let declared = declared_type(m, TokenStream::new(), TokenStream::new());
        return quote!(#item #declared);
    }
    let body = call_body(m);
    let mut forms = if let Some(n) = m.arrays_only() {
        call_forms::arrays_call(m, n)
    } else if m.has_builder() {
        call_forms::builder(m, body)
    } else {
        CallForms {
            public: public_fn(m, body),
            items: TokenStream::new(),
            with: TokenStream::new(),
        }
    };
    forms.items.extend(inherent_method(m));
    let public = &forms.public;
    let declared = declared_type(m, forms.items, forms.with);
    quote!(#public #declared)
}

/// The function as written: every parameter, in order, and `body`.
fn public_fn(m: &FnModel, body: TokenStream) -> TokenStream {
    let name = m.name();
    let attrs = &m.item.attrs;
    let vis = &m.item.vis;
    let output = &m.item.sig.output;
    let (generics, params) = public_params(m);
    let use_private = use_alias();
    quote! {
        #(#attrs)*
        #vis fn #name #generics (#(#params),*) #output {
            #use_private
            #body
        }
    }
}

/// The type `f` with `DECL` and its other items (`with`, the call forms' `f::with`, among
/// them), and the `const _` block with the descriptor, `call_forms` (the call forms' items)
/// and, for functions with kernels, the dispatch machinery.
fn declared_type(m: &FnModel, call_forms: TokenStream, with: TokenStream) -> TokenStream {
    let p = alias();
    let name = m.name();
    let vis = &m.item.vis;
    let (decl, statics) = descriptor(m);
    let doc = type_doc(m);
    let positional = call_forms::positional(m);
    let nested = if m.has(Wrapper::Nestable) {
        nested_fn(m)
    } else {
        TokenStream::new()
    };
    let output_type = output_type_fn(m);
    let machinery = if m.kind.has_kernels() {
        dispatch_items(m)
    } else {
        TokenStream::new()
    };
    let signature = signature(m);
    let use_private = use_alias();
    // The imports and macros of the callees' checks (see `callee`) that go unused.
    let allow_callees = (!m.callees.is_empty() && m.kind != FunctionKind::Standalone)
        .then(|| quote!(#[allow(unused_imports, unused_macros)]));
    // A function with kernels is an `IvyFunction` through its `Declared`.
    let ivy_function = if m.kind.has_kernels() {
        TokenStream::new()
    } else {
        let kind = format_ident!("{}", m.kind.variant());
        quote! {
            impl #p::IvyFunction for #name {
                type Kind = #p::kind::#kind;
                const DECL: &'static #p::FunctionDecl = &__DECL;
            }
        }
    };
    let standalone_checks = if m.kind == FunctionKind::Standalone && !m.callees.is_empty() {
        let checks = m
            .callees
            .iter()
            .map(|c| callee(c, quote!(standalone_callee)));
        quote!(#[allow(unused_imports, unused_macros)] const _: () = { #(#checks;)* };)
    } else {
        TokenStream::new()
    };

    // The type's items live in an anonymous const, beside what only the call uses; they are
    // still `f::DECL`, `f::nested` and `f::output_type` wherever `f` is seen.
    quote! {
        #[doc = #doc]
        #[allow(non_camel_case_types)]
        #vis struct #name {}

        const _: () = {
            #use_private
            // The descriptor, in the program's list of declared functions.
            #[#p::linkme::distributed_slice(#p::IVY_FUNCTIONS)] #[linkme(crate = #p::linkme)]
            #allow_callees
            static __DECL: #p::FunctionDecl = #decl;
            #statics
            // The signature a dynamic call reads (the Python module's).
            #signature

            #ivy_function
            #standalone_checks

            impl #name {
                #[doc = "The declaration: its kind, wrappers and declarations, and the support queries (`DECL.supported_dtypes(backend)`, ...)."]
                pub const DECL: &'static #p::FunctionDecl = &__DECL;
                #with
                #positional
                #nested
                #output_type
            }

            #machinery
            #call_forms
        };
    }
}

/// The type's doc: what its items are.
fn type_doc(m: &FnModel) -> String {
    let name = m.name();
    let nested = if m.has(Wrapper::Nestable) {
        format!(", and its form over containers ([`{name}::nested`](Self::nested))")
    } else {
        String::new()
    };
    format!(
        "The declaration of [`{name}()`]: what it supports on each backend \
         ([`{name}::DECL`](Self::DECL)){nested}."
    )
}

/// The descriptor's value (`FunctionDecl { .., ..kernel_decl::<f>(..) }`, the fields the
/// declaration states over the runtime's defaults), and the statics it refers to.
fn descriptor(m: &FnModel) -> (TokenStream, TokenStream) {
    let p = alias();
    let name = m.name();
    let variant = format_ident!("{}", m.kind.variant());
    let (fields, statics) = descriptor_fields(m);
    let decl_name = m.qualified_name();
    let base = if m.kind.has_kernels() {
        quote!(#p::kernel_decl::<#name>(#decl_name, #p::FunctionKind::#variant))
    } else {
        quote!(#p::decl::<#name>(#decl_name, #p::FunctionKind::#variant))
    };
    let decl = if fields.is_empty() {
        base
    } else {
        quote!(#p::FunctionDecl { #(#fields,)* ..#base })
    };
    (decl, statics)
}

/// The descriptor's fields the declaration states (the rest keep the runtime's defaults), and
/// the statics they refer to.
fn descriptor_fields(m: &FnModel) -> (Vec<TokenStream>, TokenStream) {
    let p = alias();
    let mut fields = vec![];
    if !m.wrappers.is_empty() {
        let ws = wrapper_list(&m.wrappers);
        fields.push(quote!(wrappers: #ws));
    }
    if !m.callees.is_empty() && m.kind != FunctionKind::Standalone {
        let callees = m.callees.iter().map(|c| callee(c, quote!(callee)));
        fields.push(quote!(callees: &[#(#callees),*]));
    }
    if m.declarations.iter().next().is_some() {
        let decls = declarations(&p, &m.declarations);
        fields.push(quote!(declarations: #decls));
    }
    if !m.backend_declarations.is_empty() {
        let backend_decls = m.backend_declarations.iter().map(|(b, d)| {
            let d = declarations(&p, d);
            quote!((#b, #d))
        });
        fields.push(quote!(backend_declarations: &[#(#backend_decls),*]));
    }
    if !m.to_add.is_empty() {
        let ws = wrapper_list(&m.to_add);
        fields.push(quote!(to_add: #ws));
    }
    if !m.to_skip.is_empty() {
        let ws = wrapper_list(&m.to_skip);
        fields.push(quote!(to_skip: #ws));
    }
    if m.accumulates {
        fields.push(quote!(accumulates: true));
    }
    if let Some(f) = m.frontend {
        let v = format_ident!("{}", f.variant());
        fields.push(quote!(frontend: #p::Some(#p::Frontend::#v)));
    }
    let mut statics = TokenStream::new();
    if matches!(m.kind, FunctionKind::Compositional | FunctionKind::Mixed) {
        fields.push(quote!(composed: #p::Some(|| &__CACHE)));
        statics = quote!(static __CACHE: #p::SupportCache = #p::SupportCache::new(););
    }
    fields.extend(typing_field(m));
    (fields, statics)
}

/// The call `__p::check::<__ivy_callee>()` for the function a body calls as `path`:
/// `__ivy_callee` is its type, or the runtime's stand-in where `path` names no declared
/// function (see the runtime's `call::callee`). A one-word name also gets an empty macro of
/// its own, so that the import finds something even when nothing is declared by that name (a
/// misspelt call): the body's own error is then the first, and the import adds none. (A path,
/// `ivy::ad`, cannot have one: its import's error, with rustc's suggestion, comes first.) The
/// bound is checked at the call's span. The item around it allows the import and the macro
/// that go unused.
fn callee(path: &syn::Path, check: TokenStream) -> TokenStream {
    let p = alias();
    let stand_in = path
        .get_ident()
        .map(|name| quote!(macro_rules! #name { () => {}; }));
    quote_spanned!(path.span()=> {
        #stand_in
        use #path as __ivy_callee;
        use #p::undeclared::*;
        #p::#check::<__ivy_callee>()
    })
}

/// `&[Wrapper::Nestable, ..]`.
fn wrapper_list(ws: &[Wrapper]) -> TokenStream {
    let p = alias();
    let vs = ws.iter().map(|w| {
        let v = format_ident!("{}", w.variant());
        quote!(#p::Wrapper::#v)
    });
    quote!(&[#(#vs),*])
}
