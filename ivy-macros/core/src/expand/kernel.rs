//! Code for a backend kernel (`#[implements(f for B)]`): the kernel as written, and a type of
//! the kernel's name (types and functions live in different namespaces) whose `KERNEL` is the
//! `&'static KernelDecl` that `ivy::kernels![..]` lists, with the thunk and install functions
//! nested in it. A type, not a static with a generated name: a name in `kernels![..]` that
//! names no kernel is then reported as itself, and rustc suggests only the user's kernels.
//!
//! What the macro cannot know is checked by the type checker, each check spanned at the
//! offending tokens:
//!
//! * the kind: `f: Declared` (only primary and mixed functions have the dispatch machinery;
//!   spanned at the path in `#[implements(..)]`), and `<f as Declared>::Kind: IsMixed` for
//!   `#[partial_mixed]`;
//! * the signature: `let kernel: <f as Declared>::Kernel<<B as Backend>::Native, _> = <kernel>;`
//!   (spanned at the kernel's signature): the arguments and result over the backend's native
//!   type, and any error type that converts into `BackendError`;
//! * dtypes the backend cannot hold: for each dtype a kernel names explicitly as unsupported,
//!   a const assertion that `<B as Backend>::VALID_DTYPES` contains it.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;
use syn::spanned::Spanned;

use super::declarations::declarations;
use crate::model::{KernelForm, KernelModel};

/// Everything a kernel expands to.
pub fn expand(k: &KernelModel) -> TokenStream {
    let p = super::private();
    let item = &k.item;
    let backend = &k.backend;
    let fname = &k.item.sig.ident;
    let path = &k.function;
    let path_span = path.span();
    let sig_span = k.item.sig.span();
    let fname_str = fname.to_string();
    let mut decls = declarations(&p, &k.declarations);
    if let Some(takes) = &k.takes {
        decls = quote!(#p::Declarations { takes: #p::Some(#takes), ..#decls });
    }
    let doc = format!(
        "The registry entry of kernel [`{fname}()`]: registering its backend installs it \
         (a backend that lists its kernels lists it: `ivy::kernels![{fname}, ..]`)."
    );
    let fn_ref = quote_spanned!(sig_span=> #fname);
    let function = respan(quote!(#path), path_span);
    // Every use of the function's type carries the path's span, so a path that names no
    // function with kernels gives one error, there.
    let declared = respan(quote!(<#function as #p::Declared>), path_span);
    let decl = respan(quote!(<#function>::DECL), path_span);
    let native = quote_spanned!(sig_span=> <#backend as #p::Backend>::Native);
    // Locals named with the span of the tokens that use them (a macro_rules around a kernel
    // keeps hygiene apart by span).
    let kernel_var = Ident::new("__kernel", path_span);
    let kernel_binding = quote_spanned! {sig_span=>
        let #kernel_var: #declared::Kernel<#native, _> = #fn_ref;
    };
    let (handler_let, handler_value, mixed_check) = match &k.handler {
        Some((expr, span)) => {
            let marker = respan(quote!(#declared::Kind), *span);
            (
                quote!(let __handler: #declared::Handler = #expr;),
                quote!(::core::option::Option::Some(__handler)),
                quote_spanned! {*span=>
                    const _: () = {
                        fn partial_mixed<K: #p::IsMixed>() {}
                        let _ = partial_mixed::<#marker>;
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
    let holds = backend_checks(k, fname, &p);
    // What uses the function's machinery is spanned at the path in `#[implements(..)]`: if
    // that names a function without kernels, every use fails there, and rustc reports it once.
    let at_path = |name: &str| Ident::new(name, path_span);
    let (thunk, args, ctx) = (at_path("__ivy_thunk"), at_path("__args"), at_path("__ctx"));
    let (backend_var, support) = (at_path("__backend"), at_path("__support"));
    let install_fn = at_path("__ivy_install");
    let thunk_sig = respan(
        quote! {
            fn #thunk(#args: &#declared::Args<'_>, #ctx: &#p::CallCtx) -> <#function as #p::Thunked>::Returned
        },
        path_span,
    );
    let run = respan(
        quote!(#declared::run_kernel(#kernel_var, #args, #ctx)),
        path_span,
    );
    let entry = at_path("__entry");
    let install_sig = respan(
        quote! {
            fn #install_fn(
                #entry: &'static #p::KernelDecl,
                #backend_var: #p::BackendId,
                #support: #p::Support,
            ) -> ::core::result::Result<(), #p::SlotTaken>
        },
        path_span,
    );
    let install_slot = respan(
        quote! {
            #declared::SLOTS.install(
                #backend_var,
                #p::Installed {
                    thunk: #thunk,
                    support: #support,
                    handler: __IVY_HANDLER,
                    kernel: #entry,
                },
            )
        },
        path_span,
    );
    // The handler value is the user's (or `None`): keep its own spans.
    let install_slot: TokenStream = install_slot
        .into_iter()
        .map(|t| replace_placeholder(t, "__IVY_HANDLER", &handler_value))
        .collect();
    let (install, form, fast_check) = match k.form {
        KernelForm::Kernel => (
            quote! {{
                #[allow(clippy::all)]
                #thunk_sig {
                    #kernel_binding
                    #run
                }
                #[allow(clippy::all)]
                #install_sig {
                    #handler_let
                    #install_slot
                }
                #install_fn
            }},
            quote!(Kernel),
            TokenStream::new(),
        ),
        KernelForm::Into | KernelForm::MixedDtypes => {
            let (run, signature, slot, form) = match k.form {
                KernelForm::Into => (
                    quote!(run_into),
                    quote!(IntoKernel),
                    quote!(install_into),
                    quote!(Into),
                ),
                _ => (
                    quote!(run_mixed),
                    quote!(MixedKernel),
                    quote!(install_mixed),
                    quote!(MixedDtypes),
                ),
            };
            // The kernel's signature is checked by a binding spanned at the signature; the
            // function's eligibility at the path.
            let (i, a, c) = (at_path("__i"), at_path("__a"), at_path("__c"));
            let binding = quote_spanned! {sig_span=>
                let #kernel_var: #p::#signature<#native, _> = #fn_ref;
            };
            let run = quote!({ #binding #p::#run(#kernel_var, #i, #a, #c) });
            let install_slot = respan(
                quote!(#declared::SLOTS.#slot(#backend_var, |#i, #a, #c| __IVY_RUN, #entry)),
                path_span,
            )
            .into_iter()
            .map(|t| replace_placeholder(t, "__IVY_RUN", &run))
            .collect::<TokenStream>();
            let check = respan(quote!(#p::fast_path_of::<#function>()), path_span);
            (
                quote! {{
                    #[allow(clippy::all)]
                    #install_sig {
                        let _ = #support;
                        #install_slot
                    }
                    #install_fn
                }},
                form,
                quote!(const _: () = #check;),
            )
        }
    };
    quote! {
        #item

        #[doc = #doc]
        #[allow(non_camel_case_types)]
        pub(crate) struct #fname {}
        impl #fname {
            /// The kernel's registry entry.
            pub(crate) const KERNEL: &'static #p::KernelDecl = {
                // A static: one address, by which registration knows the kernel again.
                static __IVY_KERNEL: #p::KernelDecl = #p::KernelDecl {
                    name: #fname_str,
                    module: ::core::module_path!(),
                    function: #decl,
                    form: #p::KernelForm::#form,
                    backend: ::core::any::TypeId::of::<#backend>,
                    declarations: #decls,
                    install: #install,
                };
                &__IVY_KERNEL
            };
        }
        // The entry in the program's list of kernels, which `Backend::kernels` reads.
        const _: () = {
            #[#p::linkme::distributed_slice(#p::IVY_KERNELS)] #[linkme(crate = #p::linkme)]
            static __LINKED: &#p::KernelDecl = #fname::KERNEL;
        };
        #mixed_check
        #fast_check
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

/// `t` with the identifier `placeholder` replaced by `value`, in groups too.
fn replace_placeholder(
    t: proc_macro2::TokenTree,
    placeholder: &str,
    value: &TokenStream,
) -> TokenStream {
    match t {
        proc_macro2::TokenTree::Ident(i) if i == placeholder => value.clone(),
        proc_macro2::TokenTree::Group(g) => {
            let inner: TokenStream = g
                .stream()
                .into_iter()
                .map(|t| replace_placeholder(t, placeholder, value))
                .collect();
            let mut ng = proc_macro2::Group::new(g.delimiter(), inner);
            ng.set_span(g.span());
            quote!(#ng)
        }
        other => quote!(#other),
    }
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
