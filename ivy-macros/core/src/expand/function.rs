//! Code for a declared function `f`:
//!
//! * the public function: one call of the runtime's generic body for its kind (`call`,
//!   `call_into`, `mixed_kernel` then `mixed`, `composed`, ...), with closures for what only
//!   the declaration knows (the kernel's arguments off the prepared call, the compositional
//!   body);
//! * a type `f` (a braced struct, so it shares the function's name without clashing: types and
//!   functions live in different namespaces) whose public items are what users need:
//!   `f::DECL`, the descriptor with the support queries, `f::nested`, the function over
//!   containers, and `f::output_type`;
//! * in one `const _: () = { .. };` beside them (serde's model), so that they add no name
//!   beside the function: the descriptor's static (and its element in the program's list of
//!   declared functions, a `linkme` distributed slice), the type's `impl` block and, for
//!   functions with kernels, the dispatch machinery as an implementation of
//!   `__private::Declared` (the kernel arguments, signature, handler, slots).
//!
//! Nothing is put in a module or named through `super::`: every item sits beside the function
//! and resolves names as it does, so a declaration works inside a function body (a doctest)
//! as well as at module level. The function's body and the `const _` block each alias the
//! runtime's private API as `__p`, which keeps the paths into it short.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Ident, Lifetime};

use super::call_forms;
use super::declarations::declarations;
use crate::model::params::with_lifetime;
use crate::model::{FnModel, Kind, Param, ParamClass, WrapperName};

/// The runtime's private API, as generated code names it: through the alias that
/// [`use_private`] brings into the function's body and the declaration's `const _` block,
/// so that paths into it stay short.
pub(super) fn p() -> TokenStream {
    quote!(__p)
}

/// `use ::ivy::__private as __p;`: the alias [`p`] names.
pub(super) fn use_private() -> TokenStream {
    let private = super::private();
    quote!(use #private as __p;)
}

pub(super) fn lt_a() -> Lifetime {
    Lifetime::new("'a", Span::call_site())
}

/// Everything a declaration expands to.
pub fn expand(m: &FnModel) -> TokenStream {
    match m.kind {
        Kind::Standalone => {
            let item = &m.item;
            let module = module(m, TokenStream::new(), TokenStream::new());
            quote!(#item #module)
        }
        _ => {
            let body = call_body(m);
            let mut forms = if let Some(n) = call_forms::arrays_only(m) {
                call_forms::arrays_call(m, n)
            } else if call_forms::has_builder(m) {
                call_forms::builder(m, body)
            } else {
                call_forms::CallForms {
                    public: public_fn(m, body),
                    items: TokenStream::new(),
                    with: TokenStream::new(),
                }
            };
            forms.items.extend(call_forms::inherent_method(m));
            let public = &forms.public;
            let module = module(m, forms.items, forms.with);
            quote!(#public #module)
        }
    }
}

/// The public function's parameter list: `ArrayLike` -> `impl Into<ArrayLike<'a>>`, `Scalar`
/// -> `impl Into<Scalar>`, the rest as written.
pub(super) fn public_params(m: &FnModel) -> (TokenStream, Vec<TokenStream>) {
    let mut needs_a = false;
    let params = m
        .params
        .iter()
        .map(|param| {
            let Param {
                ident, ty, class, ..
            } = param;
            match class {
                ParamClass::ArrayLike => {
                    needs_a = true;
                    let ty = array_like_a(ty);
                    quote!(#ident: impl ::core::convert::Into<#ty>)
                }
                ParamClass::Scalar => quote!(#ident: impl ::core::convert::Into<#ty>),
                _ => quote!(#ident: #ty),
            }
        })
        .collect();
    let generics = if needs_a { quote!(<'a>) } else { quote!() };
    (generics, params)
}

/// An array-like parameter's type as written (`ArrayLike<'_>`, `ArrayLike`), with the
/// lifetime `'a`.
pub(super) fn array_like_a(ty: &syn::Type) -> syn::Type {
    match with_lifetime(ty, &lt_a()) {
        syn::Type::Path(mut tp) => {
            if let Some(last) = tp.path.segments.last_mut()
                && last.arguments.is_none()
            {
                last.arguments = syn::PathArguments::AngleBracketed(syn::parse_quote!(<'a>));
            }
            syn::Type::Path(tp)
        }
        other => other,
    }
}

/// `let x: Scalar = x.into();` for scalars, and `let x: ArrayLike<'a> = x.into();` for
/// array-likes where a compositional body takes them (the call's inputs convert them).
fn conversions(m: &FnModel) -> TokenStream {
    let p = p();
    m.params
        .iter()
        .filter_map(|param| {
            let ident = &param.ident;
            match param.class {
                ParamClass::ArrayLike if m.kind != Kind::Primary => Some(quote! {
                    let #ident: #p::ArrayLike<'a> = #p::Into::into(#ident);
                }),
                ParamClass::Scalar => Some(quote! {
                    let #ident: #p::Scalar = #p::Into::into(#ident);
                }),
                _ => None,
            }
        })
        .collect()
}

/// The call's array inputs: `[arg(x), opt_arg(bias), ..]`.
pub(super) fn inputs(m: &FnModel) -> TokenStream {
    let p = p();
    let items = m.inputs().map(|param| {
        let ident = &param.ident;
        match param.class {
            ParamClass::OptArray => quote!(#p::opt_arg(#ident)),
            _ => quote!(#p::arg(#ident)),
        }
    });
    quote!([#(#items),*])
}

/// How a call hands its dtype and device arguments to the runtime's planning (`Call::prepare`,
/// `TypeCall::new`) as one `Given`: `DtypeArg::Infer` (with the relevant scalars) under
/// `#[infer_dtype]`, `DtypeArg::Passed` otherwise, `DtypeArg::None` without a dtype parameter;
/// the device parameter, or `None`. Without a device parameter, `infer(..)`, `passed(..)` or
/// `PLAIN` say the same in fewer tokens.
pub(super) fn given(m: &FnModel) -> TokenStream {
    let p = p();
    let device = m.params.iter().find(|x| x.class == ParamClass::Device);
    let dtype = m.params.iter().find(|x| x.class == ParamClass::Dtype);
    let dtype = dtype.map(|d| {
        let d = &d.ident;
        if m.kernel_has(WrapperName::InferDtype) {
            let scalars = m
                .params
                .iter()
                .filter(|x| x.class == ParamClass::Scalar)
                .map(|x| &x.ident);
            (quote!(Infer), quote!(#d, &[#(#scalars),*]))
        } else {
            (quote!(Passed), quote!(#d))
        }
    });
    match (dtype, device) {
        (None, None) => quote!(#p::PLAIN),
        (Some((_, args)), None) if m.kernel_has(WrapperName::InferDtype) => {
            quote!(#p::infer(#args))
        }
        (Some((_, args)), None) => quote!(#p::passed(#args)),
        (dtype, Some(device)) => {
            let device = &device.ident;
            let dtype = match dtype {
                Some((variant, args)) => quote!(#p::DtypeArg::#variant(#args)),
                None => quote!(#p::DtypeArg::None),
            };
            quote!(#p::given(#dtype, #device))
        }
    }
}

/// The kernel's arguments read off the prepared call: `|__c| (__c.array(0), axis, ..)`.
fn args_closure(m: &FnModel) -> TokenStream {
    let fields = m.args().map(|param| {
        let ident = &param.ident;
        let i = proc_macro2::Literal::usize_unsuffixed(param.input_index.unwrap_or_default());
        match param.class {
            ParamClass::Array | ParamClass::ArrayLike => quote!(__c.array(#i)),
            ParamClass::OptArray => quote!(__c.opt_array(#i)),
            ParamClass::Dtype if m.kernel_has(WrapperName::InferDtype) => quote!(__c.dtype()),
            ParamClass::Dtype => quote!(__c.dtype_opt()),
            ParamClass::Device if m.kernel_has(WrapperName::InferDevice) => quote!(__c.device()),
            _ if is_list(m, param) => quote!(__c.list()),
            _ if is_condition(m, param) => quote!(__c.condition()),
            _ if m.planned_kind(param).is_some() => {
                let read = m.planned_kind(param).map(crate::model::Planned::accessor);
                quote!(__c.#read())
            }
            _ => quote!(#ident),
        }
    });
    quote!(|__c| (#(#fields,)*))
}

/// The function as written: every parameter, in order, and `body`.
fn public_fn(m: &FnModel, body: TokenStream) -> TokenStream {
    let name = m.name();
    let attrs = &m.item.attrs;
    let vis = &m.item.vis;
    let output = &m.item.sig.output;
    let (generics, params) = public_params(m);
    let use_private = use_private();
    quote! {
        #(#attrs)*
        #vis fn #name #generics (#(#params),*) #output {
            #use_private
            #body
        }
    }
}

/// The body of a call with every parameter bound by name: one call of the runtime's generic
/// body for the function's kind, naming the runtime's private API as `__p`.
fn call_body(m: &FnModel) -> TokenStream {
    let p = p();
    let name = m.name();
    let conversions = conversions(m);
    let out = m
        .out()
        .map(|o| &o.ident)
        .filter(|_| m.has(WrapperName::HandleOut));
    let inputs = inputs(m);
    let body = match m.kind {
        Kind::Primary => {
            let n = proc_macro2::Literal::usize_unsuffixed(m.inputs().count());
            let (mut given, args) = (given(m), args_closure(m));
            if let Some(list) = m.list() {
                let (ident, keep) = (&list.ident, m.keep_dtypes);
                given = quote!(#given.with_list(#ident, #keep));
            }
            if let Some(condition) = m.condition() {
                let ident = &condition.ident;
                given = quote!(#given.with_condition(#ident));
            }
            for (param, kind) in m.planned() {
                let (ident, name, with) =
                    (&param.ident, param.ident.to_string(), kind.given_method());
                given = quote!(#given.#with(#ident, #name));
            }
            match out {
                Some(out) if single_output(m) => {
                    quote!(#p::call_into::<#name, #n>(#inputs, #given, #out, #args))
                }
                Some(out) => quote!(#p::call_out::<#name, #n>(#inputs, #given, #out, #args)),
                None => quote!(#p::call::<#name, #n>(#inputs, #given, #args)),
            }
        }
        Kind::Compositional => {
            let out = match out {
                Some(out) => quote!(#out),
                None => quote!(#p::None),
            };
            let body = composed_body(m);
            quote!(#p::composed(#name::DECL, #inputs, #out, #body))
        }
        Kind::Mixed => {
            let (given, args) = (given(m), args_closure(m));
            let body = composed_body(m);
            let handler_args = m.args().map(|x| {
                let i = &x.ident;
                match x.class {
                    ParamClass::Other => quote!(#p::Clone::clone(&#i)),
                    _ => quote!(#i),
                }
            });
            let out = match out {
                Some(out) => quote!(#out),
                None => quote!(#p::None),
            };
            // The handler's borrows end before the body may move what it captures.
            quote! {
                let __inputs = #inputs;
                let __k = #p::mixed_kernel::<#name>(&__inputs, |__h| __h(#(#handler_args),*))?;
                #p::mixed(__k, __inputs, #given, #out, #args, #body)
            }
        }
        Kind::Standalone => unreachable!("standalone functions are emitted as written"),
    };
    quote! {
        #conversions
        #body
    }
}

/// The body as written, as a closure over the prepared inputs: its `return` and `?` leave
/// the body, as they left the function it was written in.
fn composed_body(m: &FnModel) -> TokenStream {
    let output = match &m.item.sig.output {
        syn::ReturnType::Type(_, ty) => quote!(-> #ty),
        syn::ReturnType::Default => quote!(-> ()),
    };
    let mutable = |ident: &Ident| {
        m.item.sig.inputs.iter().any(|arg| {
            matches!(arg, syn::FnArg::Typed(pt) if matches!(&*pt.pat,
                syn::Pat::Ident(i) if i.ident == *ident && i.mutability.is_some()))
        })
    };
    let rebind = m.args().filter_map(|x| {
        let ident = &x.ident;
        let i = proc_macro2::Literal::usize_unsuffixed(x.input_index.unwrap_or_default());
        let value = match x.class {
            ParamClass::Array => quote!(__c.array(#i, #ident)),
            ParamClass::OptArray => quote!(__c.opt_array(#i, #ident)),
            ParamClass::ArrayLike => quote!(__c.array_like(#i, #ident)),
            // A parameter written `mut` is mutable in the body, as written.
            _ if mutable(ident) => quote!(#ident),
            _ => return None,
        };
        let mutability = mutable(ident).then(|| quote!(mut));
        Some(quote!(let #mutability #ident = #value;))
    });
    let body = match &m.item.body {
        Some(body) => {
            let stmts = &body.stmts;
            quote!(#(#stmts)*)
        }
        None => quote!(::core::unreachable!()),
    };
    quote! {
        |__c| #output {
            #(#rebind)*
            #body
        }
    }
}

/// The type `f` with `DECL` and `nested`, and, for functions with kernels, its `Declared`
/// implementation.
fn module(m: &FnModel, call_forms: TokenStream, with: TokenStream) -> TokenStream {
    let p = p();
    let name = m.name();
    let name_str = name.to_string();
    let vis = &m.item.vis;
    let variant = format_ident!("{}", m.kind.variant());
    let wrappers = |ws: &[WrapperName]| {
        let vs = ws.iter().map(|w| {
            let v = format_ident!("{}", w.variant());
            quote!(#p::Wrapper::#v)
        });
        quote!(&[#(#vs),*])
    };
    let mut fields = vec![];
    if !m.wrappers.is_empty() {
        let ws = wrappers(&m.wrappers);
        fields.push(quote!(wrappers: #ws));
    }
    if !m.callees.is_empty() {
        let callees = m.callees.iter().map(|c| quote!(<#c>::DECL));
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
        let ws = wrappers(&m.to_add);
        fields.push(quote!(to_add: #ws));
    }
    if !m.to_skip.is_empty() {
        let ws = wrappers(&m.to_skip);
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
    if matches!(m.kind, Kind::Compositional | Kind::Mixed) {
        fields.push(quote!(composed: #p::Some(|| &__CACHE)));
        statics = quote!(static __CACHE: #p::SupportCache = #p::SupportCache::new(););
    }
    if let Some(typing) = super::output_type::typing_field(m) {
        fields.push(typing);
    }
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
    let nested = if m.has(WrapperName::Nestable) {
        nested_fn(m)
    } else {
        TokenStream::new()
    };
    let doc = if m.has(WrapperName::Nestable) {
        format!(
            "The declaration of [`{name_str}()`]: what it supports on each backend \
             ([`{name_str}::DECL`](Self::DECL)), and its form over containers \
             ([`{name_str}::nested`](Self::nested))."
        )
    } else {
        format!(
            "The declaration of [`{name_str}()`]: what it supports on each backend \
             ([`{name_str}::DECL`](Self::DECL))."
        )
    };
    let output_type = super::output_type::output_type_fn(m);
    let positional = call_forms::positional(m);
    let machinery = if m.kind.has_kernels() {
        dispatch_items(m)
    } else {
        TokenStream::new()
    };
    let use_private = use_private();

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
            static __DECL: #p::FunctionDecl = #decl;
            #statics

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

/// Whether the function returns one array (not a tuple or a list).
fn single_output(m: &FnModel) -> bool {
    match crate::model::params::output_type(&m.item.sig.output) {
        Some(syn::Type::Tuple(_)) => false,
        Some(ty) => crate::model::params::single_arg(ty, "Vec").is_none(),
        None => true,
    }
}

/// What the function returns, and its counterparts: (the outputs, a kernel's native result
/// over `N`, the nestable form's result). `Array` is named through the runtime's path so it
/// resolves wherever the declaration sits; the counterparts are spelled out for the docs.
pub(super) fn output(m: &FnModel) -> (TokenStream, TokenStream, TokenStream) {
    let p = p();
    match crate::model::params::output_type(&m.item.sig.output) {
        Some(syn::Type::Tuple(t)) => {
            let arrays = t.elems.iter().map(|_| quote!(#p::Array));
            let natives = t.elems.iter().map(|_| quote!(N));
            let nests = t.elems.iter().map(|_| quote!(#p::Nest));
            (
                quote!((#(#arrays),*)),
                quote!((#(#natives),*)),
                quote!((#(#nests),*)),
            )
        }
        Some(ty) if crate::model::params::single_arg(ty, "Vec").is_some() => (
            quote!(::std::vec::Vec<#p::Array>),
            quote!(::std::vec::Vec<N>),
            quote!(::std::vec::Vec<#p::Nest>),
        ),
        _ => (quote!(#p::Array), quote!(N), quote!(#p::Nest)),
    }
}

fn opt(t: TokenStream) -> TokenStream {
    let p = p();
    quote!(#p::Option<#t>)
}

/// The `Declared` implementation (the kernel's arguments as a tuple), in an anonymous const
/// so that it adds no name beside the function.
fn dispatch_items(m: &FnModel) -> TokenStream {
    let p = p();
    let name = m.name();
    // A function of arrays only: the runtime's `Declared` for its arity.
    if let Some(n) = call_forms::arrays_only(m) {
        let n = proc_macro2::Literal::usize_unsuffixed(n);
        return quote! {
            static __SLOTS: #p::SlotsOf<#name> = #p::Slots::new();
            impl #p::ArraysFn for #name {
                type Arity = #p::Arrays<#n>;
                const DECL: &'static #p::FunctionDecl = &__DECL;
                const SLOTS: &'static #p::SlotsOf<Self> = &__SLOTS;
            }
        };
    }
    let (output, native, _) = output(m);
    let a = lt_a();
    let infer_dtype = m.kernel_has(WrapperName::InferDtype);
    let infer_device = m.kernel_has(WrapperName::InferDevice);
    let mut fields = Vec::new();
    let mut kernel_types = Vec::new();
    let mut handler_types = Vec::new();
    let mut natives = Vec::new();
    let mut kernel_args = Vec::new();
    for (i, x) in m.args().enumerate() {
        let ident = &x.ident;
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        // The handler takes the parameters as written.
        let written = &x.ty;
        let written = quote!(#written);
        let (field, kernel_ty, handler_ty) = match x.class {
            ParamClass::Array => (quote!(#p::Input<'a>), quote!(&N), written),
            ParamClass::ArrayLike => (quote!(#p::Input<'a>), quote!(&N), quote!(#p::ArrayLike<'_>)),
            ParamClass::OptArray => (quote!(#p::OptInput<'a>), opt(quote!(&N)), written),
            ParamClass::Dtype => {
                let d = quote!(#p::Dtype);
                let k = if infer_dtype { d.clone() } else { opt(d) };
                (k.clone(), k, written)
            }
            ParamClass::Device => {
                let d = quote!(#p::Device);
                let k = if infer_device { d.clone() } else { opt(d) };
                (k.clone(), k, written)
            }
            ParamClass::Scalar => (quote!(#p::Scalar), quote!(#p::Scalar), written),
            _ if is_list(m, x) => (quote!(&'a [#p::Array]), quote!(&[&N]), written),
            _ if is_condition(m, x) || m.planned_kind(x).is_some() => {
                (quote!(#p::Input<'a>), quote!(&N), written)
            }
            ParamClass::Other | ParamClass::Out => {
                let ty = &x.ty;
                let filled = with_lifetime(ty, &a);
                (quote!(#filled), quote!(#ty), written)
            }
        };
        fields.push(field);
        kernel_types.push(kernel_ty);
        handler_types.push(handler_ty);
        match x.class {
            ParamClass::Array | ParamClass::ArrayLike => {
                natives.push(quote!(let #ident = __c.native::<N>(__a.#i)?;));
                kernel_args.push(quote!(&#ident));
            }
            ParamClass::OptArray => {
                natives.push(quote!(let #ident = __c.native_opt::<N>(__a.#i)?;));
                kernel_args.push(quote!(#ident.as_deref()));
            }
            _ if is_list(m, x) => {
                natives.push(quote!(let #ident = __c.natives::<N>(__a.#i)?;));
                kernel_args.push(quote!(&#p::refs(&#ident)));
            }
            _ if is_condition(m, x) || m.planned_kind(x).is_some() => {
                natives.push(quote!(let #ident = __c.native::<N>(__a.#i)?;));
                kernel_args.push(quote!(&#ident));
            }
            ParamClass::Other => kernel_args.push(quote!(#p::Clone::clone(&__a.#i))),
            // Dtypes, devices and scalars are `Copy`.
            _ => kernel_args.push(quote!(__a.#i)),
        }
    }
    // Elided lifetimes are the fn pointer's own; a named one needs binding (as `'a`).
    let handler = if handler_types.iter().any(|t| named_lifetime(t.clone())) {
        let types = m.args().map(|x| match x.class {
            ParamClass::ArrayLike => quote!(#p::ArrayLike<'a>),
            _ => {
                let t = with_lifetime(&x.ty, &a);
                quote!(#t)
            }
        });
        quote!(for<'a> fn(#(#types),*) -> bool)
    } else {
        quote!(fn(#(#handler_types),*) -> bool)
    };
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

/// Whether `param` is the list argument the call plans (see [`FnModel::list`]).
fn is_list(m: &FnModel, param: &Param) -> bool {
    m.list().is_some_and(|l| l.ident == param.ident)
}

/// Whether `param` is the condition argument the call prepares (see [`FnModel::condition`]).
fn is_condition(m: &FnModel, param: &Param) -> bool {
    m.condition().is_some_and(|c| c.ident == param.ident)
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

/// `f::nested`: the function over containers, leaf by leaf.
fn nested_fn(m: &FnModel) -> TokenStream {
    let p = p();
    let (_, _, nested) = output(m);
    let name = m.name();
    // A function of arrays only is called in its short form, `out` left out.
    let short = call_forms::arrays_only(m).is_some();
    let mut params = Vec::new();
    let mut nest_args = Vec::new();
    let mut conversions = Vec::new();
    let mut call_args = Vec::new();
    for x in &m.params {
        let ident = &x.ident;
        match x.class {
            ParamClass::Array | ParamClass::OptArray | ParamClass::ArrayLike => {
                params.push(quote!(#ident: impl #p::Into<#p::NestArg<'a>>));
                nest_args.push(quote!(#ident.into()));
                let i = proc_macro2::Literal::usize_unsuffixed(x.input_index.unwrap_or_default());
                let method = match x.class {
                    ParamClass::Array => quote!(array),
                    ParamClass::OptArray => quote!(opt_array),
                    _ => quote!(array_like),
                };
                call_args.push(quote!(__l.#method(#i)?));
            }
            ParamClass::Out if short => {}
            ParamClass::Out => call_args.push(quote!(#p::None)),
            ParamClass::Scalar => {
                params.push(quote!(#ident: impl #p::Into<#p::Scalar>));
                conversions.push(quote!(let #ident: #p::Scalar = #p::Into::into(#ident);));
                call_args.push(quote!(#ident));
            }
            ParamClass::Other => {
                let ty = &x.ty;
                params.push(quote!(#ident: #ty));
                call_args.push(quote!(#p::Clone::clone(&#ident)));
            }
            // Dtypes and devices are `Copy`.
            _ => {
                let ty = &x.ty;
                params.push(quote!(#ident: #ty));
                call_args.push(quote!(#ident));
            }
        }
    }
    let call = if short {
        quote!(#name)
    } else {
        quote!(#name::positional)
    };
    let doc = format!(
        "[`{name}()`] over containers: a container is taken wherever an array is, and the \
         function runs leaf by leaf (containers given together must share one structure)."
    );
    quote! {
        #[doc = #doc]
        pub fn nested<'a>(#(#params),*) -> #p::Result<#nested> {
            #(#conversions)*
            #p::nested(&__DECL, &[#(#nest_args),*], |__l| #call(#(#call_args),*))
        }
    }
}
