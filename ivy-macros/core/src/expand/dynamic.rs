//! The declaration's dynamic signature (the runtime's `dynamic::Signature`): its parameters'
//! names, types and defaults as written, its doc comment, and a function that reads its
//! arguments off run-time values, calls it and converts the result, in the program's list of
//! signatures. A declaration whose parameter or result types have no run-time conversion (a
//! closure, a container, its own generics) gets none; the types with one are listed here
//! (`takes`, `gives`) as the runtime implements them.

use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use syn::{GenericArgument, PathArguments, Type};

use super::private::alias;
use crate::model::params::{classify, last_segment, single_arg};
use crate::model::{FnModel, FunctionKind, Param, ParamClass};

/// The signature's static, in the list of signatures; nothing where the declaration has none.
pub fn signature(m: &FnModel) -> TokenStream {
    let Some(params) = parameters(m) else {
        return TokenStream::new();
    };
    if !m.item.sig.generics.params.is_empty()
        || !params.iter().all(|p| takes(&p.ty))
        || !gives(&m.item.sig.output)
    {
        return TokenStream::new();
    }
    let p = alias();
    let name = m.name();
    let doc = doc_text(&m.item.attrs);
    let param_sigs = params.iter().map(|x| {
        let name = x.ident.to_string();
        let mut sig = match (x.class, m.arrays_only().is_some()) {
            (ParamClass::Out, _) if m.frontend.is_none() => return quote!(#p::DynParam::OUT),
            (ParamClass::Array, true) => quote!(#p::DynParam::array(#name)),
            (ParamClass::ArrayLike, true) => quote!(#p::DynParam::array_like(#name)),
            _ => {
                let ty = spelled(&x.ty);
                quote!(#p::DynParam::new(#name, #ty))
            }
        };
        if let Some(d) = m.default_of(x) {
            let d = spelled(&d);
            sig = quote!(#sig.or(#d));
        }
        // By name only, as the Array API and Ivy take them; a frontend's as its framework does.
        if m.frontend.is_none() && matches!(x.class, ParamClass::Dtype | ParamClass::Device) {
            sig = quote!(#sig.keyword());
        }
        sig
    });
    let param_sigs = quote!(&[#(#param_sigs),*]);
    let attrs =
        quote!(#[#p::linkme::distributed_slice(#p::IVY_SIGNATURES)] #[linkme(crate = #p::linkme)]);
    // A function of arrays with `out` last: the runtime's run, generic over the arity.
    if let Some(n) = m.arrays_only()
        && params.last().is_some_and(|x| x.class == ParamClass::Out)
    {
        let n = proc_macro2::Literal::usize_unsuffixed(n);
        return quote! {
            #attrs
            static __SIGNATURE: #p::Signature = #p::arrays_signature::<#name, #n>(#doc, #param_sigs);
        };
    }
    let holders: Vec<_> = (0..params.len())
        .map(|i| quote::format_ident!("__h{i}"))
        .collect();
    let args = params.iter().zip(&holders).enumerate().map(|(i, (x, h))| {
        let ty = read_as(&x.ty);
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        match m.default_of(x) {
            Some(d) => quote!(__a.get_or::<#ty>(#i, &mut #h, #d)?),
            None => quote!(__a.get::<#ty>(#i, &mut #h)?),
        }
    });
    let callee = if m.kind == FunctionKind::Standalone {
        quote!(#name)
    } else {
        quote!(#name::positional)
    };
    let result = if returns_result(&m.item.sig.output) {
        quote!(__r.map(#p::IntoValue::into_value))
    } else {
        quote!(#p::Ok(#p::IntoValue::into_value(__r)))
    };
    quote! {
        #attrs
        static __SIGNATURE: #p::Signature = #p::Signature::new(&__DECL, #doc, #param_sigs, |__a| {
            let (#(mut #holders,)*) = #p::Default::default();
            let __r = #callee(#(#args),*);
            #result
        });
    }
}

/// The parameters: the model's, or a standalone function's (which the model does not
/// classify) read off its signature; `None` for a pattern other than a name.
fn parameters(m: &FnModel) -> Option<Vec<Param>> {
    if m.kind != FunctionKind::Standalone {
        return Some(m.params.clone());
    }
    m.item
        .sig
        .inputs
        .iter()
        .map(|arg| match arg {
            syn::FnArg::Typed(pt) => match &*pt.pat {
                syn::Pat::Ident(pi) if pi.by_ref.is_none() && pi.subpat.is_none() => Some(Param {
                    ident: pi.ident.clone(),
                    ty: (*pt.ty).clone(),
                    class: classify(&pi.ident, &pt.ty),
                    input_index: None,
                }),
                _ => None,
            },
            syn::FnArg::Receiver(_) => None,
        })
        .collect()
}

/// The type as written, spaced as people write it (`&[isize]`, `Option<Dtype>`).
fn spelled(tokens: &impl ToTokens) -> String {
    let mut s = tokens.to_token_stream().to_string();
    for (from, to) in [
        (" :: ", "::"),
        (":: ", "::"),
        ("& ", "&"),
        (" <", "<"),
        ("< ", "<"),
        (" >", ">"),
        (" ,", ","),
        ("[ ", "["),
        (" ]", "]"),
        ("( ", "("),
        (" )", ")"),
        ("- ", "-"),
        ("' _", "'_"),
    ] {
        s = s.replace(from, to);
    }
    s.strip_prefix("::core::option::Option::")
        .map_or(s.clone(), str::to_owned)
}

/// The doc comment's prose: its lines up to the first code example.
fn doc_text(attrs: &[syn::Attribute]) -> String {
    let lines = attrs.iter().filter_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    });
    let mut text = String::new();
    for line in lines {
        let line = line.strip_prefix(' ').unwrap_or(&line);
        if line.trim_start().starts_with("```") {
            break;
        }
        text.push_str(line);
        text.push('\n');
    }
    text.trim().to_owned()
}

/// The type a parameter is read as: `X` for `impl Into<X>`, else its own.
fn read_as(ty: &Type) -> &Type {
    match ty {
        Type::ImplTrait(t) if t.bounds.len() == 1 => match t.bounds.first() {
            Some(syn::TypeParamBound::Trait(b)) => {
                single_arg_of_path(&b.path, "Into").unwrap_or(ty)
            }
            _ => ty,
        },
        _ => ty,
    }
}

/// The single type argument of the path `path` if its last segment is `name`.
fn single_arg_of_path<'a>(path: &'a syn::Path, name: &str) -> Option<&'a Type> {
    let seg = path.segments.last().filter(|s| s.ident == name)?;
    let PathArguments::AngleBracketed(args) = &seg.arguments else {
        return None;
    };
    match args.args.iter().collect::<Vec<_>>().as_slice() {
        [GenericArgument::Type(t)] => Some(t),
        _ => None,
    }
}

/// Whether the runtime reads a parameter of type `ty` off a value (`dynamic::FromValue`).
fn takes(ty: &Type) -> bool {
    match ty {
        Type::ImplTrait(_) => !std::ptr::eq(read_as(ty), ty) && takes(read_as(ty)),
        Type::Reference(r) => match &*r.elem {
            Type::Slice(s) if r.mutability.is_some() => is_path(&s.elem, &["Array"]),
            Type::Slice(s) => element(&s.elem),
            elem if r.mutability.is_some() => is_path(elem, &["Array"]),
            elem => is_path(elem, &["Array", "Indices", "Values", "Condition", "str"]),
        },
        // The `out` of a function of two to four results.
        Type::Tuple(t) if matches!(t.elems.len(), 2..=4) && t.elems.iter().all(is_mut_array) => {
            true
        }
        Type::Tuple(_) => element(ty),
        ty => match single_arg(ty, "Option") {
            Some(inner) => single_arg(inner, "Option").is_none() && takes(inner),
            None => {
                element(ty)
                    || is_path(
                        ty,
                        &[
                            "HostArray",
                            "ArrayLike",
                            "PadMode",
                            "ConvPadding",
                            "Side",
                            "FftNorm",
                            "ScatterReduction",
                            "TensordotAxes",
                            "Sections",
                        ],
                    )
            }
        },
    }
}

/// `&mut Array`.
fn is_mut_array(ty: &Type) -> bool {
    matches!(ty, Type::Reference(r) if r.mutability.is_some() && is_path(&r.elem, &["Array"]))
}

/// Whether `ty` is an element of a sequence parameter (`dynamic::Element`).
fn element(ty: &Type) -> bool {
    match ty {
        Type::Reference(r) if r.mutability.is_none() => is_path(&r.elem, &["str", "Array"]),
        Type::Tuple(t) => t.elems.len() == 2 && t.elems.iter().all(element),
        ty => is_path(
            ty,
            &[
                "isize", "usize", "i64", "i32", "u64", "u32", "f64", "bool", "Dtype", "Device",
                "Scalar", "Array", "Operand",
            ],
        ),
    }
}

/// Whether the runtime gives a result of the function's return type back as a value
/// (`dynamic::IntoValue`), a `Result` of one or one itself.
fn gives(output: &syn::ReturnType) -> bool {
    match output {
        syn::ReturnType::Default => true,
        syn::ReturnType::Type(_, ty) => match single_arg(ty, "Result") {
            Some(inner) => result(inner),
            None => result(ty),
        },
    }
}

fn returns_result(output: &syn::ReturnType) -> bool {
    matches!(output, syn::ReturnType::Type(_, ty) if single_arg(ty, "Result").is_some())
}

/// A result type with a conversion.
fn result(ty: &Type) -> bool {
    match ty {
        Type::Tuple(t) => t.elems.len() <= 4 && t.elems.iter().all(result),
        ty => match single_arg(ty, "Vec") {
            Some(inner) => result(inner),
            None => is_path(
                ty,
                &[
                    "Array", "bool", "usize", "i64", "f64", "String", "Dtype", "DtypeSet",
                    "Scalar", "Finfo", "Iinfo",
                ],
            ),
        },
    }
}

/// Whether `ty` is a path whose last segment is one of `names`, with no generic arguments
/// other than lifetimes.
fn is_path(ty: &Type, names: &[&str]) -> bool {
    last_segment(ty).is_some_and(|s| {
        names.iter().any(|n| s.ident == n)
            && match &s.arguments {
                PathArguments::None => true,
                PathArguments::AngleBracketed(a) => a
                    .args
                    .iter()
                    .all(|g| matches!(g, GenericArgument::Lifetime(_))),
                PathArguments::Parenthesized(_) => false,
            }
    })
}
