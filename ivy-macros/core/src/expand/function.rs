//! Code for a declared function `f`:
//!
//! * the public function (the wrapper chain around dispatch, the compositional body, or both),
//!   and the hidden compositional body;
//! * a type `f` (a braced struct, so it shares the function's name without clashing: types and
//!   functions live in different namespaces) whose public items are what users need:
//!   `f::DECL`, the descriptor with the support queries, and `f::nested`, the function over
//!   containers;
//! * for functions with kernels, the hidden dispatch machinery as an implementation of
//!   `__private::Declared` for that type (the kernel arguments, signature, handler, slots).
//!
//! Nothing is put in a module or named through `super::`: every item sits beside the function
//! and resolves names as it does, so a declaration works inside a function body (a doctest)
//! as well as at module level.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Ident, Lifetime};

use super::declarations::declarations;
use crate::model::params::{mentions, with_lifetime};
use crate::model::{FnModel, Kind, Param, ParamClass, WrapperName};

/// The runtime's private API, as generated code names it.
fn p() -> TokenStream {
    super::private()
}

fn lt_a() -> Lifetime {
    Lifetime::new("'a", Span::call_site())
}

/// Everything a declaration expands to.
pub fn expand(m: &FnModel) -> TokenStream {
    match m.kind {
        Kind::Standalone => {
            let item = &m.item;
            let module = module(m);
            quote!(#item #module)
        }
        _ => {
            let public = public_fn(m);
            let hidden = compositional_fn(m);
            let module = module(m);
            quote!(#public #hidden #module)
        }
    }
}

fn compositional_name(m: &FnModel) -> Ident {
    format_ident!("__ivy_compositional_{}", m.name())
}

/// The public function's parameter list: `ArrayLike` -> `impl Into<ArrayLike<'a>>`, `Scalar`
/// -> `impl Into<Scalar>`, the rest as written.
fn public_params(m: &FnModel) -> (TokenStream, Vec<TokenStream>) {
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
                    // The type as written (`ArrayLike<'_>`), with the function's lifetime.
                    let ty = with_lifetime(ty, &lt_a());
                    let ty = match ty {
                        syn::Type::Path(mut tp) => {
                            if let Some(last) = tp.path.segments.last_mut()
                                && last.arguments.is_none()
                            {
                                last.arguments =
                                    syn::PathArguments::AngleBracketed(syn::parse_quote!(<'a>));
                            }
                            syn::Type::Path(tp)
                        }
                        other => other,
                    };
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

/// `let x: ArrayLike<'a> = x.into();` for array-likes and scalars.
fn conversions(m: &FnModel) -> TokenStream {
    let p = p();
    m.params
        .iter()
        .filter_map(|param| {
            let ident = &param.ident;
            match param.class {
                ParamClass::ArrayLike => Some(quote! {
                    let #ident: #p::ArrayLike<'a> = ::core::convert::Into::into(#ident);
                }),
                ParamClass::Scalar => Some(quote! {
                    let #ident: #p::Scalar = ::core::convert::Into::into(#ident);
                }),
                _ => None,
            }
        })
        .collect()
}

fn inputs_array(m: &FnModel) -> TokenStream {
    let p = p();
    let items: Vec<TokenStream> = m
        .inputs()
        .map(|param| {
            let ident = &param.ident;
            match param.class {
                ParamClass::Array => {
                    quote!(::core::option::Option::Some(#p::ArrayLike::from(#ident)))
                }
                ParamClass::OptArray => quote!(#ident.map(#p::ArrayLike::from)),
                _ => quote!(::core::option::Option::Some(#ident)),
            }
        })
        .collect();
    if items.is_empty() {
        quote!(let __inputs: [::core::option::Option<#p::ArrayLike<'_>>; 0] = [];)
    } else {
        quote!(let __inputs = [#(#items),*];)
    }
}

/// How a call hands its dtype and device arguments to the runtime's planning (`Call::prepare`,
/// `TypeCall::new`): `DtypeArg::Infer` (with the relevant scalars) under `#[infer_dtype]`,
/// `DtypeArg::Passed` otherwise, `DtypeArg::None` without a dtype parameter; the device
/// parameter, or `None`.
pub(super) fn dtype_device_args(m: &FnModel) -> (TokenStream, TokenStream) {
    let p = p();
    let dtype_arg = match m.params.iter().find(|x| x.class == ParamClass::Dtype) {
        None => quote!(#p::DtypeArg::None),
        Some(d) => {
            let d = &d.ident;
            if m.kernel_has(WrapperName::InferDtype) {
                let scalars = m
                    .params
                    .iter()
                    .filter(|x| x.class == ParamClass::Scalar)
                    .map(|x| &x.ident);
                quote!(#p::DtypeArg::Infer(#d, &[#(#scalars),*]))
            } else {
                quote!(#p::DtypeArg::Passed(#d))
            }
        }
    };
    let device_arg = match m.params.iter().find(|x| x.class == ParamClass::Device) {
        Some(d) => {
            let d = &d.ident;
            quote!(#d)
        }
        None => quote!(::core::option::Option::None),
    };
    (dtype_arg, device_arg)
}

/// The kernel path: prepare, build `Args`, run the kernel, cast back. Evaluates to the result
/// (with `?` applied when `question` is set, else as the block's tail). With `into` (the `out`
/// parameter of a function with one output), a backend's in-place kernel may compute the call
/// straight into `out` first, returning it.
fn kernel_path(m: &FnModel, question: bool, into: Option<&syn::Ident>) -> TokenStream {
    let p = p();
    let name = m.name();
    let (dtype_arg, device_arg) = dtype_device_args(m);
    let fields = m.args().map(|param| {
        let ident = &param.ident;
        let value = match param.class {
            ParamClass::Array | ParamClass::ArrayLike => {
                let i =
                    proc_macro2::Literal::usize_unsuffixed(param.input_index.unwrap_or_default());
                quote!(__call.array(#i))
            }
            ParamClass::OptArray => {
                let i =
                    proc_macro2::Literal::usize_unsuffixed(param.input_index.unwrap_or_default());
                quote!(__call.opt_array(#i))
            }
            ParamClass::Dtype if m.kernel_has(WrapperName::InferDtype) => quote!(__call.dtype()),
            ParamClass::Dtype => quote!(__call.dtype_opt()),
            ParamClass::Device if m.kernel_has(WrapperName::InferDevice) => quote!(__call.device()),
            _ => quote!(#ident),
        };
        quote!(#ident: #value)
    });
    let marker = (!args_borrow(m)).then(|| quote!(__marker: ::core::marker::PhantomData,));
    let args_name = args_name(m);
    let tail = if question {
        quote!(__call.cast_back(__result)?)
    } else {
        quote!(__call.cast_back(__result))
    };
    let prepare_args = quote! {
        #name::DECL,
        __backend,
        ::core::option::Option::Some(&__kernel.support),
        &__inputs,
        #dtype_arg,
        #device_arg,
    };
    let prepare = match into {
        // The backend may compute the call itself (mixed dtypes, or into `out`).
        Some(out) => quote! {
            let __call = match #p::Call::prepare_into(
                #prepare_args
                ::core::option::Option::as_deref(&#out),
            )? {
                #p::Direct::Done(__done) => return #p::write_out(__done, #out),
                #p::Direct::Kernel(__call) => __call,
            };
        },
        None => quote! {
            let __call = #p::Call::prepare(#prepare_args)?;
        },
    };
    quote! {
        #prepare
        let __args = #args_name { #(#fields,)* #marker };
        let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
        #tail
    }
}

fn public_fn(m: &FnModel) -> TokenStream {
    let p = p();
    let name = m.name();
    let attrs = &m.item.attrs;
    let vis = &m.item.vis;
    let output = &m.item.sig.output;
    let (generics, params) = public_params(m);
    let conversions = conversions(m);
    let out = m.out().map(|o| &o.ident);
    let finish = |result: TokenStream| -> TokenStream {
        match (m.has(WrapperName::HandleOut), out) {
            (true, Some(out)) => quote! {
                let __result = #result;
                #p::write_out(__result, #out)
            },
            _ => result,
        }
    };
    let composed_call = composed_call(m);
    let body = match m.kind {
        Kind::Primary => {
            let inputs = inputs_array(m);
            let handle_out = m.has(WrapperName::HandleOut) && out.is_some();
            let into = out.filter(|_| handle_out && single_output(m));
            let path = kernel_path(m, handle_out, into);
            let rest = match (handle_out, out) {
                (true, Some(out)) => quote! {
                    let __result = { #path };
                    #p::write_out(__result, #out)
                },
                _ => path,
            };
            quote! {
                #inputs
                let __backend = #p::Call::select(&__inputs)?;
                let ::core::option::Option::Some(__kernel) =
                    <#name as #p::Declared>::slots().get(__backend)
                else {
                    return ::core::result::Result::Err(#p::Call::no_kernel(#name::DECL, __backend));
                };
                #rest
            }
        }
        Kind::Compositional => {
            let inputs = inputs_array(m);
            let call = if m.has(WrapperName::HandleOut) && out.is_some() {
                finish(quote!(#composed_call?))
            } else {
                composed_call
            };
            quote! {
                #inputs
                #call
            }
        }
        Kind::Mixed => {
            let inputs = inputs_array(m);
            let path = kernel_path(m, true, None);
            let handler_args = m.args().map(|x| {
                let i = &x.ident;
                match x.class {
                    ParamClass::Other => quote!(::core::clone::Clone::clone(&#i)),
                    _ => quote!(#i),
                }
            });
            let dispatch = quote! {
                match <#name as #p::Declared>::slots().get(__backend) {
                    ::core::option::Option::Some(__kernel)
                        if __kernel.handler.is_none_or(|__h| __h(#(#handler_args),*)) =>
                    {
                        #path
                    }
                    _ => #composed_call?,
                }
            };
            let tail = if m.has(WrapperName::HandleOut) && out.is_some() {
                finish(dispatch)
            } else {
                quote! {
                    let __result = #dispatch;
                    ::core::result::Result::Ok(__result)
                }
            };
            quote! {
                #inputs
                let __backend = #p::Call::select(&__inputs)?;
                #tail
            }
        }
        Kind::Standalone => unreachable!("standalone functions are emitted as written"),
    };
    quote! {
        #(#attrs)*
        #vis fn #name #generics (#(#params),*) #output {
            #conversions
            #body
        }
    }
}

/// The compositional path: the inputs checked (and cast under a casting mode) at entry, then
/// the hidden body called with them (see `ivy_runtime`'s `Composed`).
fn composed_call(m: &FnModel) -> TokenStream {
    let p = p();
    let name = m.name();
    let comp = compositional_name(m);
    let args = m.args().map(|x| {
        let ident = &x.ident;
        let i = proc_macro2::Literal::usize_unsuffixed(x.input_index.unwrap_or_default());
        match x.class {
            ParamClass::Array => quote!(__composed.array(#i, #ident)),
            ParamClass::OptArray => quote!(__composed.opt_array(#i, #ident)),
            ParamClass::ArrayLike => quote!(__composed.array_like(#i, #ident)),
            _ => quote!(#ident),
        }
    });
    quote! {
        {
            let __composed = #p::Composed::prepare(#name::DECL, &__inputs)?;
            #comp(#(#args),*)
        }
    }
}

/// The hidden function holding a compositional body: the parameters as written, minus `out`.
fn compositional_fn(m: &FnModel) -> TokenStream {
    if !matches!(m.kind, Kind::Compositional | Kind::Mixed) {
        return TokenStream::new();
    }
    let Some(body) = &m.item.body else {
        return TokenStream::new();
    };
    let comp = compositional_name(m);
    let output = &m.item.sig.output;
    let params = m.item.sig.inputs.iter().filter(|arg| match arg {
        syn::FnArg::Typed(pt) => !matches!(&*pt.pat, syn::Pat::Ident(i)
            if m.out().is_some_and(|o| o.ident == i.ident)),
        syn::FnArg::Receiver(_) => false,
    });
    quote! {
        #[doc(hidden)]
        #[allow(clippy::too_many_arguments)]
        fn #comp(#(#params),*) #output #body
    }
}

/// Whether `Args<'a>` has a field that borrows (else it gets a `PhantomData` marker).
fn args_borrow(m: &FnModel) -> bool {
    let a = lt_a();
    m.args().any(|x| match x.class {
        ParamClass::Array | ParamClass::ArrayLike | ParamClass::OptArray => true,
        ParamClass::Other => mentions(&with_lifetime(&x.ty, &a), &a),
        _ => false,
    })
}

fn opt(t: TokenStream) -> TokenStream {
    quote!(::core::option::Option<#t>)
}

/// The hidden struct holding a kernel's arguments: `__ivy_args_<f>`.
fn args_name(m: &FnModel) -> Ident {
    format_ident!("__ivy_args_{}", m.name())
}

/// The type `f` with `DECL` and `nested`, and, for functions with kernels, its `Declared`
/// implementation.
fn module(m: &FnModel) -> TokenStream {
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
    let mut fields = vec![
        quote!(name: #name_str),
        quote!(kind: #p::FunctionKind::#variant),
    ];
    if !m.wrappers.is_empty() {
        let ws = wrappers(&m.wrappers);
        fields.push(quote!(wrappers: #ws));
    }
    if !m.callees.is_empty() {
        let callees = m.callees.iter().map(|c| quote!(<#c>::DECL));
        fields.push(quote!(callees: &[#(#callees),*]));
    }
    if m.declarations.iter().next().is_some() {
        let decls = declarations(&m.declarations);
        fields.push(quote!(declarations: #decls));
    }
    if !m.backend_declarations.is_empty() {
        let backend_decls = m.backend_declarations.iter().map(|(b, d)| {
            let d = declarations(d);
            quote!((#b, #d))
        });
        fields.push(quote!(backend_declarations: &[#(#backend_decls),*]));
    }
    if m.kind.has_kernels() {
        fields.push(quote! {
            kernel_support: |__b| {
                <#name as #p::Declared>::slots()
                    .get(__b)
                    .map(|__k| __k.kernel_support())
            }
        });
    }
    if !m.to_add.is_empty() {
        let ws = wrappers(&m.to_add);
        fields.push(quote!(to_add: #ws));
    }
    if !m.to_skip.is_empty() {
        let ws = wrappers(&m.to_skip);
        fields.push(quote!(to_skip: #ws));
    }
    if matches!(m.kind, Kind::Compositional | Kind::Mixed) {
        fields.push(quote! {
            composed: ::core::option::Option::Some(|| {
                static __CACHE: #p::SupportCache = #p::SupportCache::new();
                &__CACHE
            })
        });
    }
    if let Some(typing) = super::output_type::typing_field(m) {
        fields.push(typing);
    }
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
    let machinery = if m.kind.has_kernels() {
        dispatch_items(m)
    } else {
        TokenStream::new()
    };
    quote! {
        #[doc = #doc]
        #[allow(non_camel_case_types)]
        #vis struct #name {
            _private: (),
        }

        impl #name {
            /// The declaration: its kind, wrappers and declarations, and the support queries
            /// (`DECL.supported_dtypes(backend)`, ...).
            pub const DECL: &'static #p::FunctionDecl = {
                static __DECL: #p::FunctionDecl = #p::FunctionDecl {
                    #(#fields,)*
                    ..#p::FunctionDecl::BASE
                };
                &__DECL
            };
            #nested
            #output_type
        }

        #machinery
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

/// The kernel arguments struct and the `Declared` implementation.
fn dispatch_items(m: &FnModel) -> TokenStream {
    let p = p();
    let (output, native, _) = output(m);
    let a = lt_a();
    let name = m.name();
    let args_name = args_name(m);
    let infer_dtype = m.kernel_has(WrapperName::InferDtype);
    let infer_device = m.kernel_has(WrapperName::InferDevice);
    let array = quote!(#p::Array);
    let mut fields = Vec::new();
    let mut kernel_types = Vec::new();
    let mut handler_types = Vec::new();
    let mut natives = Vec::new();
    let mut kernel_args = Vec::new();
    for x in m.args() {
        let ident = &x.ident;
        let written = with_lifetime(&x.ty, &a);
        let written = quote!(#written);
        let (field, kernel_ty, handler_ty) = match x.class {
            // The handler takes the parameters as written (their lifetimes made `'a`).
            ParamClass::Array => (quote!(&'a #array), quote!(&N), written),
            ParamClass::ArrayLike => (quote!(&'a #array), quote!(&N), quote!(#p::ArrayLike<'a>)),
            ParamClass::OptArray => (opt(quote!(&'a #array)), opt(quote!(&N)), written),
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
            ParamClass::Other | ParamClass::Out => {
                let ty = &x.ty;
                let filled = with_lifetime(ty, &a);
                (quote!(#filled), quote!(#ty), quote!(#filled))
            }
        };
        fields.push(quote!(pub #ident: #field));
        kernel_types.push(kernel_ty);
        handler_types.push(handler_ty);
        match x.class {
            ParamClass::Array | ParamClass::ArrayLike => {
                natives.push(quote!(let #ident = __ctx.native::<N>(__args.#ident)?;));
                kernel_args.push(quote!(&#ident));
            }
            ParamClass::OptArray => {
                natives.push(quote!(let #ident = __ctx.native_opt::<N>(__args.#ident)?;));
                kernel_args.push(quote!(::core::option::Option::as_deref(&#ident)));
            }
            _ => kernel_args.push(quote!(::core::clone::Clone::clone(&__args.#ident))),
        }
    }
    if !args_borrow(m) {
        fields.push(quote!(pub __marker: ::core::marker::PhantomData<&'a ()>));
    }
    let kind = format_ident!("{}", m.kind.variant());
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        pub struct #args_name<'a> {
            #(#fields,)*
        }

        #[diagnostic::do_not_recommend]
        impl #p::Declared for #name {
            type Kind = #p::kind::#kind;
            type Args<'a> = #args_name<'a>;
            type Kernel<N, E> = fn(#(#kernel_types),*) -> ::core::result::Result<#native, E>;
            type Handler = for<'a> fn(#(#handler_types),*) -> bool;
            type Output = #output;
            type Returned = #p::Result<#output>;

            fn slots() -> &'static #p::Slots<#p::Thunk<Self>, Self::Handler> {
                static __SLOTS: #p::Slots<#p::Thunk<#name>, <#name as #p::Declared>::Handler> =
                    #p::Slots::new();
                &__SLOTS
            }

            #[inline]
            fn run_kernel<N, E>(
                __kernel: Self::Kernel<N, E>,
                __args: &Self::Args<'_>,
                __ctx: &#p::CallCtx,
            ) -> #p::Result<Self::Output>
            where
                N: ::core::marker::Send + ::core::marker::Sync + 'static,
                E: ::core::convert::Into<#p::BackendError>,
            {
                #(#natives)*
                __ctx.wrap(__kernel(#(#kernel_args),*))
            }
        }
    }
}

/// `f::nested`: the function over containers, leaf by leaf.
fn nested_fn(m: &FnModel) -> TokenStream {
    let p = p();
    let (_, _, nested) = output(m);
    let name = m.name();
    let name_str = name.to_string();
    let mut params = Vec::new();
    let mut nest_args = Vec::new();
    let mut conversions = Vec::new();
    let mut call_args = Vec::new();
    for x in &m.params {
        let ident = &x.ident;
        let arg = ident.to_string();
        match x.class {
            ParamClass::Array | ParamClass::OptArray | ParamClass::ArrayLike => {
                params.push(quote!(#ident: impl ::core::convert::Into<#p::NestArg<'a>>));
                nest_args.push(quote!(::core::convert::Into::into(#ident)));
                let i = proc_macro2::Literal::usize_unsuffixed(x.input_index.unwrap_or_default());
                let method = match x.class {
                    ParamClass::Array => quote!(array),
                    ParamClass::OptArray => quote!(opt_array),
                    _ => quote!(array_like),
                };
                call_args.push(quote!(__leaves[#i].#method(#name_str, #arg)?));
            }
            ParamClass::Out => call_args.push(quote!(::core::option::Option::None)),
            ParamClass::Scalar => {
                params.push(quote!(#ident: impl ::core::convert::Into<#p::Scalar>));
                conversions
                    .push(quote!(let #ident: #p::Scalar = ::core::convert::Into::into(#ident);));
                call_args.push(quote!(#ident));
            }
            _ => {
                let ty = &x.ty;
                params.push(quote!(#ident: #ty));
                call_args.push(quote!(::core::clone::Clone::clone(&#ident)));
            }
        }
    }
    let doc = format!(
        "[`{name_str}()`] over containers: a container is taken wherever an array is, and the \
         function runs leaf by leaf (containers given together must share one structure)."
    );
    quote! {
        #[doc = #doc]
        pub fn nested<'a>(#(#params),*) -> #p::Result<#nested> {
            #(#conversions)*
            #p::nest_map(&[#(#nest_args),*], |__leaves| {
                #name(#(#call_args),*)
            })
        }
    }
}
