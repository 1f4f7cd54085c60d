//! What a call of a declared function hands the runtime's planning, shared by the call
//! (`Call::prepare`) and its output types (`TypeCall::new`): its array inputs and its dtype and
//! device arguments.

use proc_macro2::TokenStream;
use quote::quote;

use super::private::alias;
use crate::model::{FnModel, ParamClass, Wrapper};

/// The call's array inputs: `[arg(x), opt_arg(bias), ..]`.
pub fn inputs(m: &FnModel) -> TokenStream {
    let p = alias();
    let items = m.inputs().map(|param| {
        let ident = &param.ident;
        match param.class {
            ParamClass::OptArray => quote!(#p::opt_arg(#ident)),
            _ => quote!(#p::arg(#ident)),
        }
    });
    quote!([#(#items),*])
}

/// The dtype and device arguments as one `Given`: `DtypeArg::Infer` (with the relevant
/// scalars) under `#[infer_dtype]`, `DtypeArg::Passed` otherwise, `DtypeArg::None` without a
/// dtype parameter; the device parameter, or `None`. Without a device parameter, `infer(..)`,
/// `passed(..)` or `PLAIN` say the same in fewer tokens.
pub fn given(m: &FnModel) -> TokenStream {
    let p = alias();
    let device = m.params.iter().find(|x| x.class == ParamClass::Device);
    let dtype = m.params.iter().find(|x| x.class == ParamClass::Dtype);
    let dtype = dtype.map(|d| {
        let d = &d.ident;
        if m.kernel_has(Wrapper::InferDtype) {
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
        (Some((_, args)), None) if m.kernel_has(Wrapper::InferDtype) => {
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
