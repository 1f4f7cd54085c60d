//! The body of a declared function's call, with every parameter bound by name: one call of the
//! runtime's generic body for the function's kind (`call`, `call_into`, `mixed_kernel` then
//! `mixed`, `composed`, ...), with closures for what only the declaration knows (the kernel's
//! arguments off the prepared call, the compositional body). It names the runtime's private
//! API by its alias, which the block it goes in binds.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::call_args::{given, inputs};
use super::private::alias;
use super::signature::single_output;
use crate::model::{FnModel, FunctionKind, ParamClass, Wrapper};

/// The body of a call with every parameter bound by name: one call of the runtime's generic
/// body for the function's kind, naming the runtime's private API as `__p`.
pub fn call_body(m: &FnModel) -> TokenStream {
    let p = alias();
    let name = m.name();
    let conversions = conversions(m);
    let out = m
        .out()
        .map(|o| &o.ident)
        .filter(|_| m.has(Wrapper::HandleOut));
    let inputs = inputs(m);
    let body = match m.kind {
        FunctionKind::Primary => {
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
        FunctionKind::Compositional => {
            let out = match out {
                Some(out) => quote!(#out),
                None => quote!(#p::None),
            };
            let body = composed_body(m);
            quote!(#p::composed(#name::DECL, #inputs, #out, #body))
        }
        FunctionKind::Mixed => {
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
        FunctionKind::Standalone => unreachable!("standalone functions are emitted as written"),
    };
    quote! {
        #conversions
        #body
    }
}

/// `let x: Scalar = x.into();` for scalars, and `let x: ArrayLike<'a> = x.into();` for
/// array-likes where a compositional body takes them (the call's inputs convert them).
fn conversions(m: &FnModel) -> TokenStream {
    let p = alias();
    m.params
        .iter()
        .filter_map(|param| {
            let ident = &param.ident;
            match param.class {
                ParamClass::ArrayLike if m.kind != FunctionKind::Primary => Some(quote! {
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

/// The kernel's arguments read off the prepared call: `|__c| (__c.array(0), axis, ..)`.
fn args_closure(m: &FnModel) -> TokenStream {
    let fields = m.args().map(|param| {
        let ident = &param.ident;
        let i = proc_macro2::Literal::usize_unsuffixed(param.input_index.unwrap_or_default());
        match param.class {
            ParamClass::Array | ParamClass::ArrayLike => quote!(__c.array(#i)),
            ParamClass::OptArray => quote!(__c.opt_array(#i)),
            ParamClass::Dtype if m.kernel_has(Wrapper::InferDtype) => quote!(__c.dtype()),
            ParamClass::Dtype => quote!(__c.dtype_opt()),
            ParamClass::Device if m.kernel_has(Wrapper::InferDevice) => quote!(__c.device()),
            _ if m.is_list(param) => quote!(__c.list()),
            _ if m.is_condition(param) => quote!(__c.condition()),
            _ if m.planned_kind(param).is_some() => {
                let read = m.planned_kind(param).map(crate::model::Planned::accessor);
                quote!(__c.#read())
            }
            _ => quote!(#ident),
        }
    });
    quote!(|__c| (#(#fields,)*))
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
