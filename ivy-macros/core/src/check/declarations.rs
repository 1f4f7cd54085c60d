//! Checks of the declaration attributes (`with_(un)supported_dtypes`, `..._devices`,
//! `..._device_and_dtypes`), lowering them to [`DeclModel`]s.

use std::fmt::Display;
use std::str::FromStr;

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Expr, ExprLit, Lit, LitStr};

use super::{Errors, without_repeats};
use crate::grammar::{
    Device, Dtype, DtypeClass, DtypeSet, FRAMEWORKS, ParseError, VersionSpec, check_overlaps,
};
use crate::model::{DeclModel, DeclValue, Declarations, FunctionKind};
use crate::parse::options::{Quoted, Text};
use crate::parse::{AttrKind, DeclArgs, DeclFamily, DeclName, EntryValue, IvyAttr};

/// Where a declaration attribute sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// On a declaration of this kind (or on a module, for the functions inside).
    Declaration(FunctionKind),
    /// On a module: it applies to each function inside.
    Module,
    /// On a backend kernel.
    Kernel,
}

/// The string literal an expression is, if it is one.
fn lit_str(e: &Expr) -> Option<&LitStr> {
    match e {
        Expr::Lit(ExprLit {
            lit: Lit::Str(s), ..
        }) => Some(s),
        Expr::Group(g) => lit_str(&g.expr),
        _ => None,
    }
}

const KEY_HINT: &str = "version keys are string literals: \"X\", \"X and below\", \"X and above\" \
                        or \"X to Y\", as in `\"2.0.1 and below\" => [\"float16\"]`";

/// Checks one declaration attribute. Returns its backend (for `backend = ".."`) and model;
/// `None` if it is unusable (its errors are recorded).
pub fn check_decl(
    attr: &IvyAttr,
    site: Site,
    errs: &mut Errors,
) -> Option<(Option<String>, DeclModel)> {
    let AttrKind::Declaration(name) = attr.kind else {
        return None;
    };
    // A declaration with any mistake is not lowered.
    errs.clean(|errs| lower_decl(attr, name, site, errs))
        .flatten()
}

/// Lowers one declaration attribute, recording every mistake in it.
fn lower_decl(
    attr: &IvyAttr,
    name: DeclName,
    site: Site,
    errs: &mut Errors,
) -> Option<(Option<String>, DeclModel)> {
    let args: DeclArgs = errs.handle(syn::parse2(attr.args.clone()))?;
    let attr_name = name.attr_name();
    let framework = framework(&args, errs);
    let backend = backend(&args, site, errs);
    let (reason, upstream) = note(&args, errs);
    if args.entries.is_empty() {
        errs.at(
            if attr.args.is_empty() {
                attr.span
            } else {
                args.span
            },
            format!(
                "`{attr_name}` needs at least one version key, as in `#[{attr_name}({})]`",
                example(name.family)
            ),
        );
        return None;
    }
    let mut entries = Vec::new();
    let mut specs: Vec<(VersionSpec, &LitStr)> = Vec::new();
    let mut explicit_unsupported = Vec::new();
    for (key, value) in &args.entries {
        let Some(key_lit) = lit_str(key) else {
            errs.spanned(key, KEY_HINT);
            continue;
        };
        match key_lit.value().parse::<VersionSpec>() {
            Ok(spec) => specs.push((spec, key_lit)),
            Err(e) => errs.spanned(key_lit, e),
        }
        let explicit = if name.supported {
            None
        } else {
            Some(&mut explicit_unsupported)
        };
        if let Some(value) = entry_value(name, value, explicit, errs) {
            entries.push((key_lit.value(), value));
        }
    }
    if specs.len() == args.entries.len() {
        let only: Vec<VersionSpec> = specs.iter().map(|(s, _)| *s).collect();
        if let Err(e) = check_overlaps(&only) {
            errs.spanned(specs[e.second()].1, e);
        }
    }
    Some((
        backend,
        DeclModel {
            name,
            framework,
            entries,
            reason,
            upstream,
            explicit_unsupported,
            span: attr.span,
        },
    ))
}

/// The `framework = ".."` argument, if it names a known framework.
fn framework(args: &DeclArgs, errs: &mut Errors) -> Option<String> {
    args.framework.as_ref().and_then(|Quoted(f)| {
        let v = f.value();
        if FRAMEWORKS.contains(&v.as_str()) {
            Some(v)
        } else {
            let e = ParseError::new("framework", &v, &FRAMEWORKS);
            errs.spanned(
                f,
                format!("{e}; the keys are then that framework's versions"),
            );
            None
        }
    })
}

/// The `reason = ".."` and `upstream = ".."` arguments: a reason must say something, and the
/// upstream issue is a web link (shown as a link by the support report).
fn note(args: &DeclArgs, errs: &mut Errors) -> (Option<String>, Option<String>) {
    let reason = args.reason.as_ref().and_then(|Text(r)| {
        let v = r.value();
        if v.trim().is_empty() {
            errs.spanned(
                r,
                "`reason` is empty: say why, as in `reason = \"the kernel panics\"`",
            );
            return None;
        }
        Some(v)
    });
    let upstream = args.upstream.as_ref().and_then(|Text(u)| {
        let v = u.value();
        let link = v
            .strip_prefix("https://")
            .is_some_and(|rest| !rest.is_empty() && !v.contains(char::is_whitespace));
        if !link {
            errs.spanned(
                u,
                format!(
                    "`upstream` is a link to the framework's issue, starting with https:// \
                     (got \"{v}\"), as in `upstream = \"https://github.com/org/repo/issues/1\"`"
                ),
            );
            return None;
        }
        Some(v)
    });
    (reason, upstream)
}

/// The `backend = ".."` argument, if it is a backend name where one is allowed: on a
/// compositional or mixed function, or on a module.
fn backend(args: &DeclArgs, site: Site, errs: &mut Errors) -> Option<String> {
    let Quoted(b) = args.backend.as_ref()?;
    match site {
        Site::Declaration(FunctionKind::Compositional | FunctionKind::Mixed) | Site::Module => {}
        Site::Declaration(kind) => {
            errs.spanned(
                b,
                format!(
                    "`backend = ..` declares for one backend on a compositional or mixed \
                     function; on a `#[{}]` function put the declaration on that backend's \
                     `#[implements]` kernel instead",
                    kind.name()
                ),
            );
            return None;
        }
        Site::Kernel => {
            errs.spanned(
                b,
                "a kernel's declarations are already for its own backend: remove `backend = ..`",
            );
            return None;
        }
    }
    let v = b.value();
    if v.is_empty()
        || !v
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        errs.spanned(
            b,
            format!("`{v}` is not a backend name (expected a name like \"candle\")"),
        );
        return None;
    }
    Some(v)
}

/// One version key's value, checked against the declaration's family; `None` if it has the
/// other family's form (recorded). The dtypes it names explicitly go to `explicit`, where
/// given (an unsupported declaration's, checked against the backend).
fn entry_value(
    name: DeclName,
    value: &EntryValue,
    mut explicit: Option<&mut Vec<(Dtype, Span)>>,
    errs: &mut Errors,
) -> Option<DeclValue> {
    let attr_name = name.attr_name();
    let mut dtypes = |ws: &[Expr], errs: &mut Errors| {
        let (words, named) = dtype_words(ws, errs);
        if let Some(explicit) = explicit.as_deref_mut() {
            explicit.extend(named);
        }
        words
    };
    match (name.family, value) {
        (DeclFamily::Dtypes, EntryValue::Words(ws)) => Some(DeclValue::Words(dtypes(ws, errs))),
        (DeclFamily::Devices, EntryValue::Words(ws)) => {
            Some(DeclValue::Words(device_words(ws, errs)))
        }
        (DeclFamily::DeviceDtypes, EntryValue::PerDevice(map)) => {
            let mut out = Vec::new();
            for (device, ws) in per_device_keys(map, errs) {
                out.push((device.value(), dtypes(ws, errs)));
            }
            Some(DeclValue::PerDevice(out))
        }
        (DeclFamily::DeviceDtypes, EntryValue::Words(_)) => {
            errs.spanned(
                value_tokens(value),
                format!(
                    "`{attr_name}` maps each version key to devices and their dtypes: \
                     `{{\"cpu\" => [\"float16\"], \"gpu\" => [\"bfloat16\"]}}`"
                ),
            );
            None
        }
        (_, EntryValue::PerDevice(_)) => {
            errs.spanned(
                value_tokens(value),
                format!(
                    "`{attr_name}` maps each version key to a list like {}; the per-device \
                     map is for `{}`",
                    if name.family == DeclFamily::Dtypes {
                        "`[\"float16\", \"integer\"]`"
                    } else {
                        "`[\"gpu\"]`"
                    },
                    DeclFamily::DeviceDtypes.attr_name(name.supported)
                ),
            );
            None
        }
    }
}

fn value_tokens(v: &EntryValue) -> proc_macro2::TokenStream {
    match v {
        EntryValue::Words(w) => w.iter().map(quote::ToTokens::to_token_stream).collect(),
        EntryValue::PerDevice(m) => m
            .iter()
            .map(|(d, _)| quote::ToTokens::to_token_stream(d))
            .collect(),
    }
}

fn example(family: DeclFamily) -> &'static str {
    match family {
        DeclFamily::Dtypes => "\"2.0.1 and below\" => [\"float16\"]",
        DeclFamily::Devices => "\"2.0.1 and below\" => [\"gpu\"]",
        DeclFamily::DeviceDtypes => "\"2.0.1 and below\" => {\"cpu\" => [\"float16\"]}",
    }
}

/// Checks the device keys of a per-device map (string literals naming devices, each device
/// kind once); returns the usable keys with their dtype words.
fn per_device_keys<'a>(
    map: &'a [(Expr, Vec<Expr>)],
    errs: &mut Errors,
) -> Vec<(&'a LitStr, &'a [Expr])> {
    let keys: Vec<(Option<Device>, &LitStr, &[Expr])> = map
        .iter()
        .filter_map(|(device, ws)| {
            let Some(d) = lit_str(device) else {
                errs.spanned(
                    device,
                    "device keys are string literals like \"cpu\" or \"gpu\"",
                );
                return None;
            };
            let parsed = d.value().parse::<Device>().map_err(|e| errs.spanned(d, e));
            Some((parsed.ok(), d, ws.as_slice()))
        })
        .collect();
    without_repeats(
        keys,
        |(a, _, _), (b, _, _)| matches!((a, b), (Some(a), Some(b)) if a.kind() == b.kind()),
        |(device, d, _), _| {
            if let Some(device) = device {
                let kind = device.kind();
                errs.spanned(d, format!("device `{kind}` is listed twice in this entry"));
            }
        },
    )
    .into_iter()
    .map(|(_, d, ws)| (d, ws))
    .collect()
}

/// The words of a list that are string literals naming a `T`, with their literals; every other
/// word is reported (`hint` says what a word is).
fn words_as<'a, T: FromStr>(
    words: &'a [Expr],
    hint: &str,
    errs: &mut Errors,
) -> Vec<(T, &'a LitStr)>
where
    T::Err: Display,
{
    words
        .iter()
        .filter_map(|w| {
            let Some(lit) = lit_str(w) else {
                errs.spanned(w, hint);
                return None;
            };
            let value = lit.value().parse::<T>().map_err(|e| errs.spanned(lit, e));
            Some((value.ok()?, lit))
        })
        .collect()
}

/// Checks dtype words (each dtype listed once, directly or through a class); returns them, and
/// the dtypes named explicitly (not by a class word).
fn dtype_words(words: &[Expr], errs: &mut Errors) -> (Vec<String>, Vec<(Dtype, Span)>) {
    let parsed: Vec<(DtypeSet, &LitStr)> = words_as(
        words,
        "dtype words are string literals: a dtype like \"float16\" or a class like \"integer\"",
        errs,
    );
    let once = without_repeats(
        parsed,
        |(a, _), (b, _)| !(*a & *b).is_empty(),
        |(set, lit), (other_set, other)| {
            let (word, other) = (lit.value(), other.value());
            let msg = if other == word {
                format!("`{word}` is listed twice")
            } else if set.len() == 1 {
                format!("`{word}` is listed twice: `{other}` already includes it")
            } else {
                let common: Vec<String> = (*set & *other_set)
                    .iter()
                    .map(|d| format!("`{d}`"))
                    .collect();
                format!(
                    "`{word}` includes {}, already listed by `{other}`: list each dtype once",
                    common.join(", ")
                )
            };
            errs.spanned(lit, msg);
        },
    );
    let mut explicit = Vec::new();
    let mut out = Vec::new();
    for (_, lit) in once {
        let word = lit.value();
        if word.parse::<DtypeClass>().is_err()
            && let Ok(d) = word.parse::<Dtype>()
        {
            explicit.push((d, lit.span()));
        }
        out.push(word);
    }
    (out, explicit)
}

/// Checks device words (each device kind once).
fn device_words(words: &[Expr], errs: &mut Errors) -> Vec<String> {
    let parsed: Vec<(Device, &LitStr)> = words_as(
        words,
        "device words are string literals like \"cpu\", \"gpu\" or \"tpu\"",
        errs,
    );
    without_repeats(
        parsed,
        |(a, _), (b, _)| a.kind() == b.kind(),
        |(_, lit), _| {
            errs.spanned(
                lit,
                format!(
                    "`{}` is listed twice (declarations are per device kind: cpu, gpu, tpu)",
                    lit.value()
                ),
            )
        },
    )
    .into_iter()
    .map(|(_, lit)| lit.value())
    .collect()
}

/// A declaration attribute of a function (its own or its module's), checked.
struct Checked<'a> {
    attr: &'a IvyAttr,
    name: DeclName,
    from_module: bool,
    backend: Option<String>,
    model: Option<DeclModel>,
}

/// Why `later` cannot join `earlier`, of the same family and backend.
fn written_twice(later: &Checked<'_>, earlier: &Checked<'_>) -> String {
    let (name, prev_name) = (later.name, earlier.name);
    let for_backend = match &earlier.backend {
        Some(b) => format!(" for backend `{b}`"),
        None => String::new(),
    };
    if earlier.from_module {
        format!(
            "this function declares `{}`{for_backend} while its module declares `{}` for every \
             function inside: keep one of the two",
            name.attr_name(),
            prev_name.attr_name()
        )
    } else if prev_name.supported != name.supported {
        format!(
            "supported and unsupported {} declared together{for_backend}: keep one of `{}` and \
             `{}` (what one does not list, the other implies)",
            match name.family {
                DeclFamily::Dtypes => "dtypes",
                DeclFamily::Devices => "devices",
                DeclFamily::DeviceDtypes => "devices and dtypes",
            },
            prev_name.attr_name(),
            name.attr_name()
        )
    } else {
        format!(
            "`{}` is written twice{for_backend}: merge the version keys into one attribute",
            name.attr_name()
        )
    }
}

/// Checks every declaration attribute in `own` (and `inherited`, from an enclosing module) and
/// sorts them into the function's declarations and its per-backend declarations.
pub fn collect(
    own: &[&IvyAttr],
    inherited: &[IvyAttr],
    site: Site,
    errs: &mut Errors,
) -> (Declarations, Vec<(String, Declarations)>) {
    let checked: Vec<Checked<'_>> = inherited
        .iter()
        .map(|a| (a, true))
        .chain(own.iter().map(|a| (*a, false)))
        .filter_map(|(attr, from_module)| {
            let AttrKind::Declaration(name) = attr.kind else {
                return None;
            };
            let checked = if from_module {
                // Checked once, on the module; only its shape is needed here.
                let mut quiet = Errors::new();
                let checked = check_decl(attr, Site::Module, &mut quiet);
                quiet.discard();
                checked
            } else {
                check_decl(attr, site, errs)
            };
            let (backend, model) = match checked {
                Some((backend, model)) => (backend, Some(model)),
                None => (None, None),
            };
            Some(Checked {
                attr,
                name,
                from_module,
                backend,
                model,
            })
        })
        .collect();
    // One declaration of each family (for each backend).
    let once = without_repeats(
        checked,
        |a, b| a.backend == b.backend && a.name.family == b.name.family,
        |later, earlier| errs.at(later.attr.name.span(), written_twice(later, earlier)),
    );
    let mut plain = Declarations::default();
    let mut per_backend: Vec<(String, Declarations)> = Vec::new();
    for c in once {
        let Some(model) = c.model else {
            continue;
        };
        let target = match c.backend {
            None => &mut plain,
            Some(b) => {
                if let Some(i) = per_backend.iter().position(|(n, _)| *n == b) {
                    &mut per_backend[i].1
                } else {
                    per_backend.push((b, Declarations::default()));
                    let last = per_backend.len() - 1;
                    &mut per_backend[last].1
                }
            }
        };
        *target.slot_mut(c.name.family) = Some(model);
    }
    (plain, per_backend)
}

/// A span for errors about an attribute's arguments.
pub fn args_span(attr: &IvyAttr) -> Span {
    if attr.args.is_empty() {
        attr.span
    } else {
        attr.args.span()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn attr(name: &str, args: proc_macro2::TokenStream) -> IvyAttr {
        crate::parse::attr::trigger(name, args).unwrap()
    }

    fn check(
        name: &str,
        args: proc_macro2::TokenStream,
        site: Site,
    ) -> (Option<DeclModel>, Vec<String>) {
        let mut errs = Errors::new();
        let r = check_decl(&attr(name, args), site, &mut errs);
        (r.map(|(_, m)| m), errs.messages())
    }

    const PRIMARY: Site = Site::Declaration(FunctionKind::Primary);

    #[test]
    fn a_good_declaration_lowers_as_written() {
        let (m, e) = check(
            "with_unsupported_dtypes",
            quote!(framework = "torch", "2.0.1 and below" => ["float16", "integer"], "1.12.1" => []),
            PRIMARY,
        );
        assert!(e.is_empty(), "{e:?}");
        let m = m.unwrap();
        assert_eq!(m.framework.as_deref(), Some("torch"));
        assert_eq!(m.entries.len(), 2);
        assert_eq!(
            m.explicit_unsupported
                .iter()
                .map(|(d, _)| *d)
                .collect::<Vec<_>>(),
            [Dtype::Float16]
        );
    }

    #[test]
    fn words_keys_and_overlaps_are_checked_all_at_once() {
        let (m, e) = check(
            "with_supported_dtypes",
            quote!("2.0 and below" => ["flaot32", "float", "float16"], 2.1 => [], "1.0 to 1.5" => ["bool"]),
            PRIMARY,
        );
        assert!(m.is_none());
        assert_eq!(e.len(), 3, "{e:?}");
        assert!(e[0].contains("did you mean `float32`"), "{e:?}");
        assert!(e[1].contains("`float` already includes it"), "{e:?}");
        assert!(e[2].contains("version keys are string literals"), "{e:?}");
        let (_, e) = check(
            "with_supported_dtypes",
            quote!("2.0 and below" => [], "1.0 to 1.5" => []),
            PRIMARY,
        );
        assert!(
            e[0].contains("overlaps the earlier `2.0 and below`"),
            "{e:?}"
        );
        // An exact key inside a range is a carve-out, not an overlap.
        let (_, e) = check(
            "with_supported_dtypes",
            quote!("2.0 and below" => [], "1.5" => []),
            PRIMARY,
        );
        assert!(e.is_empty(), "{e:?}");
    }

    #[test]
    fn options_are_checked_by_site() {
        let (_, e) = check(
            "with_supported_dtypes",
            quote!(framework = "troch", "1" => []),
            PRIMARY,
        );
        assert!(e[0].contains("did you mean `torch`"), "{e:?}");
        let (_, e) = check(
            "with_supported_dtypes",
            quote!(backend = "candle", "1" => []),
            PRIMARY,
        );
        assert!(
            e[0].contains("on that backend's `#[implements]` kernel"),
            "{e:?}"
        );
        let (m, e) = check(
            "with_supported_dtypes",
            quote!(backend = "candle", "1" => []),
            Site::Declaration(FunctionKind::Compositional),
        );
        assert!(e.is_empty() && m.is_some(), "{e:?}");
        let (_, e) = check("with_supported_dtypes", quote!(), PRIMARY);
        assert!(e[0].contains("needs at least one version key"), "{e:?}");
    }

    #[test]
    fn devices_and_per_device_maps() {
        let (_, e) = check(
            "with_unsupported_devices",
            quote!("1" => ["gpu", "cuda", "gpu:1"]),
            PRIMARY,
        );
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(e[0].contains("did you mean `gpu`"), "{e:?}");
        assert!(e[1].contains("listed twice"), "{e:?}");
        let (m, e) = check(
            "with_unsupported_device_and_dtypes",
            quote!("2.0 and below" => {"cpu" => ["float16"], "gpu" => ["bfloat16", "integer"]}),
            PRIMARY,
        );
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(m.unwrap().explicit_unsupported.len(), 2);
        let (_, e) = check(
            "with_unsupported_dtypes",
            quote!("1" => {"cpu" => []}),
            PRIMARY,
        );
        assert!(e[0].contains("the per-device map is for"), "{e:?}");
    }

    #[test]
    fn families_declared_twice_are_reported_once_each() {
        let a = attr("with_supported_dtypes", quote!("1" => ["float32"]));
        let b = attr("with_unsupported_dtypes", quote!("1" => ["float16"]));
        let mut errs = Errors::new();
        let (d, _) = collect(&[&a, &b], &[], PRIMARY, &mut errs);
        assert!(errs.messages()[0].contains("supported and unsupported dtypes declared together"));
        assert!(d.dtypes.unwrap().name.supported);
        let mut errs = Errors::new();
        let (_, _) = collect(&[&b], std::slice::from_ref(&a), PRIMARY, &mut errs);
        let messages = errs.messages();
        assert!(
            messages[0].contains("while its module declares"),
            "{messages:?}"
        );
    }
}
