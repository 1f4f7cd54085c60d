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
//!   `#[partial_mixed]` (the handler's type is named through it, spanned at the attribute);
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
use super::private;
use crate::model::{KernelForm, KernelModel};

/// Everything a kernel expands to.
pub fn expand(k: &KernelModel) -> TokenStream {
    let p = private::path();
    let item = &k.item;
    let backend = &k.backend;
    let fname = &k.item.sig.ident;
    let fname_str = fname.to_string();
    let mut decls = declarations(&p, &k.declarations);
    if let Some(takes) = &k.takes {
        decls = quote!(#p::Declarations { takes: #p::Some(#takes), ..#decls });
    }
    let doc = format!(
        "The registry entry of kernel [`{fname}()`]: registering its backend installs it \
         (a backend that lists its kernels lists it: `ivy::kernels![{fname}, ..]`)."
    );
    let parts = Parts::of(k);
    let function = &parts.function;
    let decl = respan(quote!(<#function>::DECL), parts.path_span);
    let (install, form, fast_check) = match k.form {
        KernelForm::Kernel => (
            install_kernel(k, &parts),
            quote!(Kernel),
            TokenStream::new(),
        ),
        KernelForm::Into | KernelForm::MixedDtypes | KernelForm::Scalar => install_fast(k, &parts),
    };
    let holds = backend_checks(k, fname, &p);
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
        #fast_check
        #holds
    }
}

/// The pieces of a kernel's install function, each spanned where an error about it belongs.
/// What uses the function's machinery is spanned at the path in `#[implements(..)]`: if that
/// names a function without kernels, every use fails there, and rustc reports it once.
struct Parts {
    /// The runtime's private module.
    p: TokenStream,
    /// The span of the path in `#[implements(..)]`.
    path_span: Span,
    /// The span of the kernel's signature.
    sig_span: Span,
    /// The function's path.
    function: TokenStream,
    /// `<f as Declared>`.
    declared: TokenStream,
    /// `<B as Backend>::Native`.
    native: TokenStream,
    /// The install function's name, and its parameters: the kernel's entry, the backend, the
    /// kernel's support.
    install: [Ident; 4],
}

impl Parts {
    /// The pieces of `k`'s install function.
    fn of(k: &KernelModel) -> Self {
        let p = private::path();
        let (path_span, sig_span) = (k.function.span(), k.item.sig.span());
        let (path, backend) = (&k.function, &k.backend);
        let function = respan(quote!(#path), path_span);
        // Every use of the function's type carries the path's span, so a path that names no
        // function with kernels gives one error, there.
        let declared = respan(quote!(<#function as #p::Declared>), path_span);
        let at_path = |name: &str| Ident::new(name, path_span);
        Parts {
            native: quote_spanned!(sig_span=> <#backend as #p::Backend>::Native),
            install: ["__ivy_install", "__entry", "__backend", "__support"].map(at_path),
            p,
            path_span,
            sig_span,
            function,
            declared,
        }
    }

    /// The identifier `name`, spanned at the path: locals are named with the span of the
    /// tokens that use them (a macro_rules around a kernel keeps hygiene apart by span).
    fn at_path(&self, name: &str) -> Ident {
        Ident::new(name, self.path_span)
    }

    /// `let __kernel: #ty = kernel;`, spanned at the kernel's signature (`ty` is too, where it
    /// is the macro's): a kernel whose signature does not fit is reported there.
    fn bind_kernel(&self, k: &KernelModel, ty: TokenStream) -> TokenStream {
        let (kernel_var, fname) = (self.at_path("__kernel"), &k.item.sig.ident);
        let fn_ref = quote_spanned!(self.sig_span=> #fname);
        quote_spanned! {self.sig_span=>
            let #kernel_var: #ty = #fn_ref;
        }
    }

    /// The install function, its body `body`, as a block that evaluates to it, after `items`.
    fn install_fn(&self, items: TokenStream, body: TokenStream) -> TokenStream {
        let p = &self.p;
        let [install_fn, entry, backend_var, support] = &self.install;
        let signature = respan(
            quote! {
                fn #install_fn(
                    #entry: &'static #p::KernelDecl,
                    #backend_var: #p::BackendId,
                    #support: #p::Support,
                ) -> ::core::result::Result<(), #p::SlotTaken>
            },
            self.path_span,
        );
        quote! {{
            #items
            #[allow(clippy::all)]
            #signature {
                #body
            }
            #install_fn
        }}
    }
}

/// The install function of a kernel of the `Declared` form: a thunk that runs the kernel over
/// the prepared call, installed in the function's slot with the kernel's handler.
fn install_kernel(k: &KernelModel, parts: &Parts) -> TokenStream {
    let (p, declared, function) = (&parts.p, &parts.declared, &parts.function);
    let [_, entry, backend_var, support] = &parts.install;
    let [thunk, args, ctx, kernel_var] =
        ["__ivy_thunk", "__args", "__ctx", "__kernel"].map(|n| parts.at_path(n));
    let thunk_sig = respan(
        quote! {
            fn #thunk(#args: &#declared::Args<'_>, #ctx: &#p::CallCtx) -> <#function as #p::Thunked>::Returned
        },
        parts.path_span,
    );
    let native = &parts.native;
    let kernel_binding = parts.bind_kernel(
        k,
        quote_spanned!(parts.sig_span=> #declared::Kernel<#native, _>),
    );
    let run = respan(
        quote!(#declared::run_kernel(#kernel_var, #args, #ctx)),
        parts.path_span,
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
        parts.path_span,
    );
    // The handler's type is named through the kind's `IsMixed`, spanned at the attribute: a
    // kernel of another kind gets that one error, not also one about the handler's arity.
    let (handler_let, handler_value) = match &k.handler {
        Some((expr, span)) => (
            {
                let ty = respan(
                    quote!(<#declared::Kind as #p::IsMixed>::Handler<#declared::Handler>),
                    *span,
                );
                quote!(let __handler: #ty = #expr;)
            },
            quote!(::core::option::Option::Some(__handler)),
        ),
        None => (TokenStream::new(), quote!(::core::option::Option::None)),
    };
    // The handler value is the user's (or `None`): keep its own spans.
    let install_slot: TokenStream = install_slot
        .into_iter()
        .map(|t| replace_placeholder(t, "__IVY_HANDLER", &handler_value))
        .collect();
    let thunk = quote! {
        #[allow(clippy::all)]
        #thunk_sig {
            #kernel_binding
            #run
        }
    };
    parts.install_fn(thunk, quote!(#handler_let #install_slot))
}

/// The install function of a kernel of a fast form (`Into`, `MixedDtypes`, `Scalar`), the
/// form's name, and the check that the function has that fast path.
fn install_fast(k: &KernelModel, parts: &Parts) -> (TokenStream, TokenStream, TokenStream) {
    let (p, span) = (&parts.p, parts.path_span);
    let names = match k.form {
        KernelForm::Into => [
            "run_into",
            "IntoKernel",
            "install_into",
            "Into",
            "fast_path_of",
        ],
        KernelForm::Scalar => [
            "run_scalar",
            "ScalarKernel",
            "install_scalar",
            "Scalar",
            "scalar_path_of",
        ],
        _ => [
            "run_mixed",
            "MixedKernel",
            "install_mixed",
            "MixedDtypes",
            "fast_path_of",
        ],
    };
    let [run, signature, slot, form, path_of] = names.map(|n| format_ident!("{n}"));
    let [_, entry, backend_var, support] = &parts.install;
    // The kernel's signature is checked by a binding spanned at the signature; the
    // function's eligibility at the path.
    let native = &parts.native;
    let binding = parts.bind_kernel(
        k,
        quote_spanned!(parts.sig_span=> #p::#signature<#native, _>),
    );
    let [kernel_var, i, a, c] = ["__kernel", "__i", "__a", "__c"].map(|n| parts.at_path(n));
    let run = quote!({ #binding #p::#run(#kernel_var, #i, #a, #c) });
    let declared = &parts.declared;
    let install_slot = respan(
        quote!(#declared::SLOTS.#slot(#backend_var, |#i, #a, #c| __IVY_RUN, #entry)),
        span,
    )
    .into_iter()
    .map(|t| replace_placeholder(t, "__IVY_RUN", &run))
    .collect::<TokenStream>();
    let function = &parts.function;
    let check = respan(quote!(#p::#path_of::<#function>()), span);
    (
        parts.install_fn(TokenStream::new(), quote!(let _ = #support; #install_slot)),
        quote!(#form),
        quote!(const _: () = #check;),
    )
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
