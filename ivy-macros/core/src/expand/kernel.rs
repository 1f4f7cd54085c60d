//! Code for a backend kernel (`#[implements(f for B)]`): the kernel as written, and a
//! `pub(crate) static __ivy_kernel_<kernel>: KernelDecl` that `ivy::kernels![..]` lists, with
//! the thunk and install functions nested in it.
//!
//! What the macro cannot know is checked by the type checker, each check spanned at the
//! offending tokens:
//!
//! * the signature: `let kernel: f::Kernel<<B as Backend>::Native, _> = <kernel>;` (spanned at
//!   the kernel's signature): the arguments and result over the backend's native type, and any
//!   error type that converts into `BackendError`;
//! * the kind: `f::Kind: HasKernels` (primary or mixed; spanned at the path in
//!   `#[implements(..)]`), and `f::Kind: IsMixed` for `#[partial_mixed]`;
//! * dtypes the backend cannot hold: for each dtype a kernel names explicitly as unsupported,
//!   a const assertion that `<B as Backend>::VALID_DTYPES` contains it.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::declarations::declarations;
use crate::model::KernelModel;

/// Everything a kernel expands to.
pub fn expand(k: &KernelModel) -> TokenStream {
    let p = super::private();
    let item = &k.item;
    let backend = &k.backend;
    let fname = &k.item.sig.ident;
    let path = &k.function;
    let path_span = path.span();
    let sig_span = k.item.sig.span();
    let static_name = format_ident!("__ivy_kernel_{}", fname, span = fname.span());
    let fname_str = fname.to_string();
    let decls = declarations(&k.declarations);
    let doc = format!(
        "The registry entry of kernel [`{fname}`]: list it in the backend's \
         `kernels()` with `ivy::kernels![{fname}, ..]`."
    );
    let fn_ref = quote_spanned!(sig_span=> #fname);
    let native = quote_spanned!(sig_span=> <#backend as #p::Backend>::Native);
    let kernel_binding = quote_spanned! {sig_span=>
        let __kernel: #path::Kernel<#native, _> = #fn_ref;
    };
    let (handler_let, handler_value, mixed_check) = match &k.handler {
        Some((expr, span)) => {
            let marker = respan(quote!(#path::Kind), *span);
            (
                quote!(let __handler: #path::Handler = #expr;),
                quote!(::core::option::Option::Some(__handler)),
                quote_spanned! {*span=>
                    const _: () = {
                        fn __ivy_partial_mixed<K: #p::IsMixed>() {}
                        let _ = __ivy_partial_mixed::<#marker>;
                    };
                },
            )
        }
        None => (
            TokenStream::new(),
            quote!(::core::option::Option::None),
            TokenStream::new(),
        ),
    };
    let kind_marker = quote_spanned!(path_span=> #path::Kind);
    let kind_check = quote_spanned! {path_span=>
        const _: () = {
            fn __ivy_implements<K: #p::HasKernels>() {}
            let _ = __ivy_implements::<#kind_marker>;
        };
    };
    let holds = backend_checks(k, fname, &p);
    quote! {
        #item

        #[doc = #doc]
        #[allow(non_upper_case_globals)]
        pub(crate) static #static_name: #p::KernelDecl = #p::KernelDecl {
            name: #fname_str,
            function: &#path::DECL,
            backend: ::core::any::TypeId::of::<#backend>,
            declarations: #decls,
            install: {
                #[allow(clippy::all)]
                fn __ivy_thunk(
                    __args: &#path::Args<'_>,
                    __ctx: &#p::CallCtx,
                ) -> #p::Result<#p::Array> {
                    #kernel_binding
                    #path::run_kernel(__kernel, __args, __ctx)
                }
                #[allow(clippy::all)]
                fn __ivy_install(
                    __backend: #p::BackendId,
                    __support: #p::Support,
                ) -> ::core::result::Result<(), #p::SlotTaken> {
                    let __thunk: #path::Thunk = __ivy_thunk;
                    #handler_let
                    #path::SLOTS.install(
                        __backend,
                        #p::Installed {
                            thunk: __thunk,
                            support: __support,
                            handler: #handler_value,
                        },
                    )
                }
                __ivy_install
            },
        };
        #kind_check
        #mixed_check
        #holds
    }
}

/// The const assertions that the backend can hold each dtype the kernel names explicitly as
/// unsupported.
fn backend_checks(k: &KernelModel, fname: &syn::Ident, p: &TokenStream) -> TokenStream {
    let backend = &k.backend;
    let backend_name = quote!(#backend).to_string().replace(' ', "");
    let mut out = TokenStream::new();
    let mut seen = Vec::new();
    for decl in k.declarations.iter() {
        for (dtype, span) in &decl.explicit_unsupported {
            if seen.contains(dtype) {
                continue;
            }
            seen.push(*dtype);
            let variant = format_ident!("{}", format!("{dtype:?}"));
            let message = format!(
                "kernel `{fname}` declares `{dtype}` unsupported in `{}`, but its backend \
                 `{backend_name}` cannot hold `{dtype}` at all: it is already one of the \
                 backend's invalid dtypes and never reaches the kernel. Remove `\"{dtype}\"` from \
                 the list (a class word such as \"float\" is fine: it means the backend's valid \
                 members of the class).",
                decl.name.attr_name()
            );
            let span: Span = *span;
            out.extend(quote_spanned! {span=>
                const _: () = ::core::assert!(
                    <#backend as #p::Backend>::VALID_DTYPES
                        .contains(#p::Dtype::#variant),
                    #message
                );
            });
        }
    }
    out
}

/// `tokens` with every span set to `span`, so an error about them points at one place.
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut t| {
            if let proc_macro2::TokenTree::Group(g) = &t {
                let mut ng = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                t = proc_macro2::TokenTree::Group(ng);
            } else {
                t.set_span(span);
            }
            t
        })
        .collect()
}
