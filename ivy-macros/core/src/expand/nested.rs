//! `f::nested`: a nestable function over containers, leaf by leaf. It calls `f`'s short form
//! where that takes every argument (a function of arrays only, `out` left out), else
//! `f::positional`.

use proc_macro2::TokenStream;
use quote::quote;

use super::private::alias;
use super::signature::output;
use crate::model::{FnModel, ParamClass};

/// `f::nested`: the function over containers, leaf by leaf.
pub fn nested_fn(m: &FnModel) -> TokenStream {
    let p = alias();
    let (_, _, nested) = output(m);
    let name = m.name();
    // A function of arrays only is called in its short form, `out` left out.
    let short = m.arrays_only().is_some();
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
    // Ivy's long signatures (`histogram`) are taken whole, as `positional` takes them.
    let many = (params.len() > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
    quote! {
        #[doc = #doc]
        #many
        pub fn nested<'a>(#(#params),*) -> #p::Result<#nested> {
            #(#conversions)*
            #p::nested(&__DECL, &[#(#nest_args),*], |__l| #call(#(#call_args),*))
        }
    }
}
