//! Declarations -> typed `ivy::__private::Declarations { .. }` constants: version specs,
//! dtype sets and device kinds as the runtime holds them, so nothing is parsed at run time.
//!
//! The words were checked when the declarations were lowered; parsing them again here cannot
//! fail (a failure would be a bug in the checks, reported as a compile error all the same).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::grammar::{Device, DtypeSet, VersionSpec, VersionSpecForm, framework_version};
use crate::model::{DeclModel, DeclValue, Declarations};
use crate::parse::DeclFamily;

/// A checked word turned into its typed form, or a compile error.
fn typed<T: std::str::FromStr>(word: &str) -> Result<T, TokenStream> {
    word.parse::<T>().map_err(|_| {
        let msg = format!("ivy: `{word}` passed the checks but does not parse (a bug in ivy)");
        quote!(::core::compile_error!(#msg))
    })
}

fn or_error(r: Result<TokenStream, TokenStream>) -> TokenStream {
    r.unwrap_or_else(|e| e)
}

fn spec(key: &str) -> TokenStream {
    let p = super::private();
    or_error(typed::<VersionSpec>(key).map(|spec| {
        let parts = |v: crate::grammar::Version| {
            let c = v.components().to_vec();
            quote!(&[#(#c),*])
        };
        let (lower, upper) = (spec.lower(), spec.upper());
        match (spec.form(), lower, upper) {
            (VersionSpecForm::Exact, Some(v), _) => {
                let v = parts(v);
                quote!(#p::VersionSpec::exact(#p::version(#v)))
            }
            (VersionSpecForm::AndAbove, Some(v), _) => {
                let v = parts(v);
                quote!(#p::VersionSpec::and_above(#p::version(#v)))
            }
            (VersionSpecForm::AndBelow, _, Some(v)) => {
                let v = parts(v);
                quote!(#p::VersionSpec::and_below(#p::version(#v)))
            }
            (VersionSpecForm::Range, Some(lo), Some(hi)) => {
                let (lo, hi) = (parts(lo), parts(hi));
                quote!(#p::version_range(#lo, #hi))
            }
            _ => quote!(::core::compile_error!(
                "ivy: a version spec without its bounds"
            )),
        }
    }))
}

fn dtypes(words: &[String]) -> TokenStream {
    let p = super::private();
    let set = words.iter().try_fold(DtypeSet::EMPTY, |acc, w| {
        typed::<DtypeSet>(w).map(|s| acc | s)
    });
    or_error(set.map(|set| {
        let bits = set.bits();
        quote!(#p::DtypeSet::from_bits(#bits))
    }))
}

fn device_kind(word: &str) -> TokenStream {
    let p = super::private();
    or_error(typed::<Device>(word).map(|d| {
        let kind = format_ident!("{}", format!("{:?}", d.kind()));
        quote!(#p::DeviceKind::#kind)
    }))
}

fn one(d: Option<&DeclModel>, family: DeclFamily) -> TokenStream {
    let p = super::private();
    let Some(d) = d else {
        return quote!(::core::option::Option::None);
    };
    let supported = d.name.supported;
    let framework = match &d.framework {
        Some(f) => or_error(
            framework_version(f)
                .map_err(|_| {
                    quote!(::core::compile_error!(
                        "ivy: an unknown framework passed the checks"
                    ))
                })
                .map(|v| {
                    let c = v.components().to_vec();
                    quote! {
                        ::core::option::Option::Some(#p::Framework {
                            name: #f,
                            version: #p::version(&[#(#c),*]),
                        })
                    }
                }),
        ),
        None => quote!(::core::option::Option::None),
    };
    let entries = d.entries.iter().map(|(key, value)| {
        let key = spec(key);
        let value = match value {
            DeclValue::Words(ws) if family == DeclFamily::Devices => {
                let kinds = ws.iter().map(|w| device_kind(w));
                quote!(&[#(#kinds),*])
            }
            DeclValue::Words(ws) => dtypes(ws),
            DeclValue::PerDevice(map) => {
                let per = map.iter().map(|(dev, ws)| {
                    let (kind, set) = (device_kind(dev), dtypes(ws));
                    quote!((#kind, #set))
                });
                quote!(&[#(#per),*])
            }
        };
        quote!((#key, #value))
    });
    let ty = match family {
        DeclFamily::Dtypes => quote!(DtypeDeclaration),
        DeclFamily::Devices => quote!(DeviceDeclaration),
        DeclFamily::DeviceDtypes => quote!(DeviceDtypeDeclaration),
    };
    quote! {
        ::core::option::Option::Some(#p::#ty {
            supported: #supported,
            framework: #framework,
            entries: &[#(#entries),*],
        })
    }
}

/// The `Declarations` constant.
pub fn declarations(d: &Declarations) -> TokenStream {
    let p = super::private();
    let dtypes = one(d.dtypes.as_ref(), DeclFamily::Dtypes);
    let devices = one(d.devices.as_ref(), DeclFamily::Devices);
    let device_dtypes = one(d.device_dtypes.as_ref(), DeclFamily::DeviceDtypes);
    quote! {
        #p::Declarations {
            dtypes: #dtypes,
            devices: #devices,
            device_dtypes: #device_dtypes,
        }
    }
}
