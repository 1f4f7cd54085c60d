//! The syntax of the declaration attributes:
//!
//! ```text
//! #[with_unsupported_dtypes(framework = "torch", "2.0.1 and below" => ["float16", "integer"], "1.12.1" => [])]
//! #[with_supported_device_and_dtypes("2.0 and below" => {"cpu" => ["float16"], "gpu" => ["bfloat16"]})]
//! #[with_unsupported_dtypes(reason = "the CPU kernel panics", upstream = "https://..", "0.8" => ["int64"])]
//! ```
//!
//! Parsing is syntactic and forgiving about literal kinds: a key or a word that is not a string
//! literal is kept as an expression, so [`crate::check`] can point at it with a message that
//! says what is accepted instead of syn's generic "expected string literal".

use darling::ast::NestedMeta;
use proc_macro2::Span;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Expr, Ident, Token, braced, bracketed};

use super::options::{DeclOptions, Quoted, Text};

/// The three families of declarations; a function (or kernel) has at most one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclFamily {
    /// `with_(un)supported_dtypes`.
    Dtypes,
    /// `with_(un)supported_devices`.
    Devices,
    /// `with_(un)supported_device_and_dtypes`.
    DeviceDtypes,
}

impl DeclFamily {
    /// The family's attribute name for `supported`, e.g. `with_supported_dtypes`.
    pub fn attr_name(self, supported: bool) -> &'static str {
        match (self, supported) {
            (DeclFamily::Dtypes, true) => "with_supported_dtypes",
            (DeclFamily::Dtypes, false) => "with_unsupported_dtypes",
            (DeclFamily::Devices, true) => "with_supported_devices",
            (DeclFamily::Devices, false) => "with_unsupported_devices",
            (DeclFamily::DeviceDtypes, true) => "with_supported_device_and_dtypes",
            (DeclFamily::DeviceDtypes, false) => "with_unsupported_device_and_dtypes",
        }
    }
}

/// Which declaration attribute: its family and whether it lists supported or unsupported items.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeclName {
    /// The family.
    pub family: DeclFamily,
    /// `true` for `with_supported_*`.
    pub supported: bool,
}

impl DeclName {
    /// The declaration attribute called `name`, if it is one.
    pub fn from_name(name: &str) -> Option<DeclName> {
        [
            DeclFamily::Dtypes,
            DeclFamily::Devices,
            DeclFamily::DeviceDtypes,
        ]
        .into_iter()
        .flat_map(|family| [true, false].map(|supported| DeclName { family, supported }))
        .find(|d| d.family.attr_name(d.supported) == name)
    }

    /// The attribute name.
    pub fn attr_name(self) -> &'static str {
        self.family.attr_name(self.supported)
    }
}

/// The value of one version key.
#[derive(Clone, Debug)]
pub enum EntryValue {
    /// `["float16", "integer"]`: dtype or device words.
    Words(Vec<Expr>),
    /// `{"cpu" => ["float16"], ...}`: per device, dtype words.
    PerDevice(Vec<(Expr, Vec<Expr>)>),
}

/// The arguments of a declaration attribute, as written.
#[derive(Clone, Debug)]
pub struct DeclArgs {
    /// `framework = "torch"`.
    pub framework: Option<Quoted>,
    /// `backend = "candle"`.
    pub backend: Option<Quoted>,
    /// `reason = ".."`.
    pub reason: Option<Text>,
    /// `upstream = "https://.."`.
    pub upstream: Option<Text>,
    /// The version keys (any expression; string literals are checked later) and their values.
    pub entries: Vec<(Expr, EntryValue)>,
    /// The span of the whole argument list (for "empty map" errors).
    pub span: Span,
}

fn words(input: ParseStream<'_>) -> syn::Result<Vec<Expr>> {
    let content;
    bracketed!(content in input);
    let list = Punctuated::<Expr, Token![,]>::parse_terminated(&content)?;
    Ok(list.into_iter().collect())
}

fn value(input: ParseStream<'_>) -> syn::Result<EntryValue> {
    if input.peek(syn::token::Brace) {
        let content;
        braced!(content in input);
        let mut per_device = Vec::new();
        while !content.is_empty() {
            let device: Expr = content.parse()?;
            content.parse::<Token![=>]>()?;
            per_device.push((device, words(&content)?));
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>()?;
        }
        Ok(EntryValue::PerDevice(per_device))
    } else if input.peek(syn::token::Bracket) {
        words(input).map(EntryValue::Words)
    } else {
        Err(input.error(
            "expected a list of words like `[\"float16\", \"integer\"]`, or for the \
             device-and-dtypes forms a map like `{\"cpu\" => [\"float16\"]}`",
        ))
    }
}

impl Parse for DeclArgs {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let span = input.span();
        // Leading `name = ..` options (a `"key" =>` starts the entries), read with darling.
        let mut options = Vec::new();
        while input.peek(Ident) && input.peek2(Token![=]) && !input.peek2(Token![=>]) {
            options.push(input.parse::<NestedMeta>()?);
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        let DeclOptions {
            framework,
            backend,
            reason,
            upstream,
        } = DeclOptions::from_items(&options, span)?;
        let mut entries = Vec::new();
        while !input.is_empty() {
            let key: Expr = input.parse()?;
            input.parse::<Token![=>]>().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected `=>` after the version key, as in `\"2.0.1 and below\" => [\"float16\"]`",
                )
            })?;
            let v = value(input)?;
            entries.push((key, v));
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        Ok(DeclArgs {
            framework,
            backend,
            reason,
            upstream,
            entries,
            span,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_options_keys_and_values() {
        let d: DeclArgs = syn::parse_str(
            r#"framework = "torch", "2.0.1 and below" => ["float16", "integer"], "1.12.1" => []"#,
        )
        .unwrap();
        assert_eq!(d.framework.unwrap().0.value(), "torch");
        assert!(d.backend.is_none());
        assert_eq!(d.entries.len(), 2);
        assert!(matches!(&d.entries[0].1, EntryValue::Words(w) if w.len() == 2));
        assert!(matches!(&d.entries[1].1, EntryValue::Words(w) if w.is_empty()));
    }

    #[test]
    fn parses_a_reason_and_an_upstream_link() {
        let d: DeclArgs = syn::parse_str(
            r#"reason = "panics", upstream = "https://example.com/1", "0.8" => ["int64"]"#,
        )
        .unwrap();
        assert_eq!(d.reason.unwrap().0.value(), "panics");
        assert_eq!(d.upstream.unwrap().0.value(), "https://example.com/1");
        let e = syn::parse_str::<DeclArgs>(r#"reasons = "x", "0.8" => []"#).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Unknown field: `reasons`. Did you mean `reason`?"
        );
        let e = syn::parse_str::<DeclArgs>(r#"reason = 3, "0.8" => []"#).unwrap_err();
        assert!(e.to_string().starts_with("expected text in quotes"), "{e}");
    }

    #[test]
    fn parses_per_device_maps() {
        let d: DeclArgs =
            syn::parse_str(r#"backend = "candle", "2.0" => {"cpu" => ["float16"], "gpu" => []}"#)
                .unwrap();
        assert_eq!(d.backend.unwrap().0.value(), "candle");
        assert!(matches!(&d.entries[0].1, EntryValue::PerDevice(m) if m.len() == 2));
    }

    #[test]
    fn rejects_a_missing_arrow_and_unknown_options() {
        let e = syn::parse_str::<DeclArgs>(r#""2.0" ["float16"]"#).unwrap_err();
        assert!(e.to_string().contains("expected `=>`"), "{e}");
        let e = syn::parse_str::<DeclArgs>(r#"frameworks = "torch", "2.0" => []"#).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Unknown field: `frameworks`. Did you mean `framework`?"
        );
        let e =
            syn::parse_str::<DeclArgs>(r#"backend = "a", backend = "b", "2.0" => []"#).unwrap_err();
        assert_eq!(e.to_string(), "Duplicate field `backend`");
        let e = syn::parse_str::<DeclArgs>(r#"backend = candle, "2.0" => []"#).unwrap_err();
        assert!(
            e.to_string().starts_with("expected a name in quotes"),
            "{e}"
        );
    }

    #[test]
    fn names_round_trip() {
        let d = DeclName::from_name("with_unsupported_device_and_dtypes").unwrap();
        assert_eq!((d.family, d.supported), (DeclFamily::DeviceDtypes, false));
        assert_eq!(d.attr_name(), "with_unsupported_device_and_dtypes");
        assert!(DeclName::from_name("with_dtypes").is_none());
    }
}
