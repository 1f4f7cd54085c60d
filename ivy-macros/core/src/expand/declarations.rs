//! Declarations -> typed `ivy::__private::Declarations { .. }` constants: version specs,
//! dtype sets and device kinds as the runtime holds them, so nothing is parsed at run time.
//! They name the runtime through the path `p` their caller gives.
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

/// `&[0, 11, 1]`: a version's numbers.
fn numbers(components: &[u32]) -> TokenStream {
    let c = components
        .iter()
        .map(|n| proc_macro2::Literal::u32_unsuffixed(*n));
    quote!(&[#(#c),*])
}

fn spec(p: &TokenStream, key: &str) -> TokenStream {
    or_error(typed::<VersionSpec>(key).map(|spec| {
        let parts = |v: crate::grammar::Version| numbers(v.components());
        match (spec.form(), spec.lower(), spec.upper()) {
            (VersionSpecForm::Exact, Some(v), _) => {
                let v = parts(v);
                quote!(#p::exact(#v))
            }
            (VersionSpecForm::AndAbove, Some(v), _) => {
                let v = parts(v);
                quote!(#p::above(#v))
            }
            (VersionSpecForm::AndBelow, _, Some(v)) => {
                let v = parts(v);
                quote!(#p::below(#v))
            }
            (VersionSpecForm::Range, Some(lo), Some(hi)) => {
                let (lo, hi) = (parts(lo), parts(hi));
                quote!(#p::range(#lo, #hi))
            }
            _ => quote!(::core::compile_error!(
                "ivy: a version spec without its bounds"
            )),
        }
    }))
}

fn dtypes(p: &TokenStream, words: &[String]) -> TokenStream {
    let set = words.iter().try_fold(DtypeSet::EMPTY, |acc, w| {
        typed::<DtypeSet>(w).map(|s| acc | s)
    });
    or_error(set.map(|set| {
        let bits = proc_macro2::Literal::u16_unsuffixed(set.bits());
        quote!(#p::dtypes(#bits))
    }))
}

fn device_kind(p: &TokenStream, word: &str) -> TokenStream {
    or_error(typed::<Device>(word).map(|d| {
        let kind = format_ident!("{}", format!("{:?}", d.kind()));
        quote!(#p::DeviceKind::#kind)
    }))
}

fn one(p: &TokenStream, d: Option<&DeclModel>, family: DeclFamily) -> TokenStream {
    let Some(d) = d else {
        return quote!(#p::None);
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
                    let c = numbers(v.components());
                    quote!(#p::framework(#f, #c))
                }),
        ),
        None => quote!(#p::None),
    };
    let entries = d.entries.iter().map(|(key, value)| {
        let key = spec(p, key);
        let value = match value {
            DeclValue::Words(ws) if family == DeclFamily::Devices => {
                let kinds = ws.iter().map(|w| device_kind(p, w));
                quote!(&[#(#kinds),*])
            }
            DeclValue::Words(ws) => dtypes(p, ws),
            DeclValue::PerDevice(map) => {
                let per = map.iter().map(|(dev, ws)| {
                    let (kind, set) = (device_kind(p, dev), dtypes(p, ws));
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
    let note = match (&d.reason, &d.upstream) {
        (None, None) => quote!(#p::DeclarationNote::NONE),
        (reason, upstream) => {
            let some = |t: &Option<String>| match t {
                Some(t) => quote!(#p::Some(#t)),
                None => quote!(#p::None),
            };
            let (reason, upstream) = (some(reason), some(upstream));
            quote!(#p::DeclarationNote { reason: #reason, upstream: #upstream })
        }
    };
    quote! {
        #p::Some(#p::#ty {
            supported: #supported,
            framework: #framework,
            entries: &[#(#entries),*],
            note: #note,
        })
    }
}

/// The `Declarations` constant (the families it has; the rest from `Declarations::NONE`).
pub fn declarations(p: &TokenStream, d: &Declarations) -> TokenStream {
    let fields = [
        (quote!(dtypes), d.dtypes.as_ref(), DeclFamily::Dtypes),
        (quote!(devices), d.devices.as_ref(), DeclFamily::Devices),
        (
            quote!(device_dtypes),
            d.device_dtypes.as_ref(),
            DeclFamily::DeviceDtypes,
        ),
    ]
    .into_iter()
    .filter(|(_, decl, _)| decl.is_some())
    .map(|(name, decl, family)| {
        let value = one(p, decl, family);
        quote!(#name: #value)
    });
    quote! {
        #p::Declarations {
            #(#fields,)*
            ..#p::Declarations::NONE
        }
    }
}
