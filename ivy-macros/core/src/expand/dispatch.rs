//! The dispatch machinery of a function with kernels: its implementation of the runtime's
//! `Declared` (the kernel's arguments as a tuple, the kernel's and the handler's signatures,
//! how a kernel is run over the backend's native arrays), or, for a function of arrays only,
//! of the runtime's `ArraysFn`, generic over its number of arrays. It goes in the
//! declaration's `const _` block, so that it adds no name beside the function.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::private::alias;
use super::signature::{lt_a, output};
use crate::model::params::with_lifetime;
use crate::model::{FnModel, Param, ParamClass, Wrapper};

/// The `Declared` (or `ArraysFn`) implementation of `m`, with its slots.
pub fn dispatch_items(m: &FnModel) -> TokenStream {
    let p = alias();
    let name = m.name();
    if let Some(n) = m.arrays_only() {
        return arrays_fn(m, n);
    }
    let (output, native, _) = output(m);
    let types: Vec<ArgTypes> = m.args().map(|x| arg_types(m, x)).collect();
    let fields = types.iter().map(|t| &t.field);
    let kernel_types = types.iter().map(|t| &t.kernel);
    let handler = handler_type(m, &types);
    let (natives, kernel_args): (Vec<_>, Vec<_>) = m
        .args()
        .enumerate()
        .map(|(i, x)| kernel_arg(m, x, i))
        .unzip();
    let kind = format_ident!("{}", m.kind.variant());
    quote! {
            static __SLOTS: #p::SlotsOf<#name> = #p::Slots::new();
            #[diagnostic::do_not_recommend]
            impl #p::Declared for #name {
                type Kind = #p::kind::#kind;
                type Args<'a> = (#(#fields,)*);
                type Kernel<N, E> = fn(#(#kernel_types),*) -> #p::Fallible<#native, E>;
                type Handler = #handler;
                type Output = #output;
                const DECL: &'static #p::FunctionDecl = &__DECL;
                const SLOTS: &'static #p::SlotsOf<Self> = &__SLOTS;

                fn run_kernel<N: #p::Native, E: #p::KernelError>(
                    __k: Self::Kernel<N, E>,
                    __a: &Self::Args<'_>,
                    __c: &#p::CallCtx,
                ) -> #p::Result<Self::Output> {
                    #(#natives)*
                    __c.wrap(__k(#(#kernel_args),*))
                }
            }
    }
}

/// A function of arrays only (`n` arrays): the runtime's `ArraysFn` for its arity.
fn arrays_fn(m: &FnModel, n: usize) -> TokenStream {
    let (p, name) = (alias(), m.name());
    let n = proc_macro2::Literal::usize_unsuffixed(n);
    quote! {
        static __SLOTS: #p::SlotsOf<#name> = #p::Slots::new();
        impl #p::ArraysFn for #name {
            type Arity = #p::Arrays<#n>;
            const DECL: &'static #p::FunctionDecl = &__DECL;
            const SLOTS: &'static #p::SlotsOf<Self> = &__SLOTS;
        }
    }
}

/// One argument's types in the machinery.
struct ArgTypes {
    /// Its field of `Args<'a>`, the prepared call's argument.
    field: TokenStream,
    /// Its parameter of the kernel, over the native array `N`.
    kernel: TokenStream,
    /// Its parameter of the handler: the parameter as written.
    handler: TokenStream,
}

/// The types of the argument `x`.
fn arg_types(m: &FnModel, x: &Param) -> ArgTypes {
    let p = alias();
    let written = &x.ty;
    let written = quote!(#written);
    let input = || quote!(#p::Input<'a>);
    let (field, kernel, handler) = match x.class {
        ParamClass::Array => (input(), quote!(&N), written),
        ParamClass::ArrayLike => (input(), quote!(&N), quote!(#p::ArrayLike<'_>)),
        ParamClass::OptArray => (quote!(#p::OptInput<'a>), opt(quote!(&N)), written),
        ParamClass::Dtype => {
            let k = maybe(quote!(#p::Dtype), m.kernel_has(Wrapper::InferDtype));
            (k.clone(), k, written)
        }
        ParamClass::Device => {
            let k = maybe(quote!(#p::Device), m.kernel_has(Wrapper::InferDevice));
            (k.clone(), k, written)
        }
        ParamClass::Scalar => (quote!(#p::Scalar), quote!(#p::Scalar), written),
        _ if m.is_list(x) => (quote!(&'a [#p::Array]), quote!(&[&N]), written),
        _ if m.is_condition(x) || m.planned_kind(x).is_some() => (input(), quote!(&N), written),
        ParamClass::Other | ParamClass::Out => {
            let ty = &x.ty;
            let filled = with_lifetime(ty, &lt_a());
            (quote!(#filled), quote!(#ty), written)
        }
    };
    ArgTypes {
        field,
        kernel,
        handler,
    }
}

/// The argument `x` (the `i`th of `Args`) as the kernel takes it: the statement that reads its
/// native array off the call, if it is an array, and the kernel's argument.
fn kernel_arg(m: &FnModel, x: &Param, i: usize) -> (TokenStream, TokenStream) {
    let p = alias();
    let ident = &x.ident;
    let i = proc_macro2::Literal::usize_unsuffixed(i);
    let native = |read: TokenStream| quote!(let #ident = __c.#read::<N>(__a.#i)?;);
    match x.class {
        ParamClass::Array | ParamClass::ArrayLike => (native(quote!(native)), quote!(&#ident)),
        ParamClass::OptArray => (native(quote!(native_opt)), quote!(#ident.as_deref())),
        _ if m.is_list(x) => (native(quote!(natives)), quote!(&#p::refs(&#ident))),
        _ if m.is_condition(x) || m.planned_kind(x).is_some() => {
            (native(quote!(native)), quote!(&#ident))
        }
        ParamClass::Other => (quote!(), quote!(#p::Clone::clone(&__a.#i))),
        // Dtypes, devices and scalars are `Copy`.
        _ => (quote!(), quote!(__a.#i)),
    }
}

/// The handler's type: a function of the parameters as written.
fn handler_type(m: &FnModel, types: &[ArgTypes]) -> TokenStream {
    let p = alias();
    // Elided lifetimes are the fn pointer's own; a named one needs binding (as `'a`).
    if types.iter().any(|t| named_lifetime(t.handler.clone())) {
        let types = m.args().map(|x| match x.class {
            ParamClass::ArrayLike => quote!(#p::ArrayLike<'a>),
            _ => {
                let t = with_lifetime(&x.ty, &lt_a());
                quote!(#t)
            }
        });
        quote!(for<'a> fn(#(#types),*) -> bool)
    } else {
        let types = types.iter().map(|t| &t.handler);
        quote!(fn(#(#types),*) -> bool)
    }
}

/// `Option<t>`.
fn opt(t: TokenStream) -> TokenStream {
    let p = alias();
    quote!(#p::Option<#t>)
}

/// `t` where the call always has it (the kernel path infers it), else `Option<t>`.
fn maybe(t: TokenStream, always: bool) -> TokenStream {
    if always { t } else { opt(t) }
}

/// Whether `tokens` name a lifetime other than `'_`.
fn named_lifetime(tokens: TokenStream) -> bool {
    let mut quote = false;
    tokens.into_iter().any(|t| match t {
        proc_macro2::TokenTree::Punct(p) => {
            quote = p.as_char() == '\'';
            false
        }
        proc_macro2::TokenTree::Ident(i) => std::mem::take(&mut quote) && i != "_",
        proc_macro2::TokenTree::Group(g) => {
            quote = false;
            named_lifetime(g.stream())
        }
        proc_macro2::TokenTree::Literal(_) => {
            quote = false;
            false
        }
    })
}
