//! Declarations -> `ivy::__private::Declarations { .. }` literals.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{DeclModel, DeclValue, Declarations};
use crate::parse::DeclFamily;

fn words(ws: &[String]) -> TokenStream {
    quote!(&[#(#ws),*])
}

fn one(d: Option<&DeclModel>, family: DeclFamily) -> TokenStream {
    let Some(d) = d else {
        return quote!(::core::option::Option::None);
    };
    let supported = d.name.supported;
    let framework = match &d.framework {
        Some(f) => quote!(::core::option::Option::Some(#f)),
        None => quote!(::core::option::Option::None),
    };
    let entries = d.entries.iter().map(|(key, value)| match value {
        DeclValue::Words(ws) => {
            let ws = words(ws);
            quote!((#key, #ws))
        }
        DeclValue::PerDevice(map) => {
            let per = map.iter().map(|(dev, ws)| {
                let ws = words(ws);
                quote!((#dev, #ws))
            });
            quote!((#key, &[#(#per),*]))
        }
    });
    let ty = match family {
        DeclFamily::Dtypes => quote!(DtypeDeclaration),
        DeclFamily::Devices => quote!(DeviceDeclaration),
        DeclFamily::DeviceDtypes => quote!(DeviceDtypeDeclaration),
    };
    let p = super::private();
    quote! {
        ::core::option::Option::Some(#p::#ty {
            supported: #supported,
            framework: #framework,
            entries: &[#(#entries),*],
        })
    }
}

/// The `Declarations` literal.
pub fn declarations(d: &Declarations) -> TokenStream {
    let dtypes = one(d.dtypes.as_ref(), DeclFamily::Dtypes);
    let devices = one(d.devices.as_ref(), DeclFamily::Devices);
    let device_dtypes = one(d.device_dtypes.as_ref(), DeclFamily::DeviceDtypes);
    let p = super::private();
    quote! {
        #p::Declarations {
            dtypes: #dtypes,
            devices: #devices,
            device_dtypes: #device_dtypes,
        }
    }
}
