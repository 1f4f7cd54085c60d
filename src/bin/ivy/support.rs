//! `ivy support` and `ivy explain`: every function's support for every dtype on the built-in
//! backends, from the declarations alone (nothing is called), as text, JSON or an HTML page.

use ivy::{BackendId, Decision, Dtype, FunctionDecl, Verdict};
use serde_json::{Value, json};

use crate::conformance::NAMES;

/// The built-in backends to report on: all of them, or the one named; with `version`, that
/// backend registered as if it were that release (its declarations resolved against it).
pub fn backends(name: Option<&str>, version: Option<&str>) -> Result<Vec<BackendId>, String> {
    let Some(version) = version else {
        return crate::conformance::select(name);
    };
    let version: ivy::Version = version
        .parse()
        .map_err(|e: ivy::VersionError| format!("--version: {e}"))?;
    let name = name.ok_or("--version needs --backend: which backend's release?")?;
    let registered = match name {
        "ndarray" => ivy::register_backend_as(ivy::ndarray::NdArrayBackend, version),
        #[cfg(feature = "candle")]
        "candle" => ivy::register_backend_as(ivy::candle::CandleBackend, version),
        other => return Err(ivy::ParseError::new("backend", other, NAMES).to_string()),
    };
    registered.map(|b| vec![b]).map_err(|e| e.to_string())
}

/// Every function of the library with its category, then every frontend's (category
/// `numpy`, ...).
fn functions() -> impl Iterator<Item = (&'static str, &'static FunctionDecl)> {
    ivy::catalog()
        .iter()
        .chain(ivy::frontend_catalog())
        .flat_map(|c| c.functions.iter().map(move |f| (c.name, *f)))
}

/// The function named `name`, or a one-line error naming the nearest one.
pub fn function(name: &str) -> Result<&'static FunctionDecl, String> {
    if let Some((_, f)) = functions().find(|(_, f)| f.name == name) {
        return Ok(f);
    }
    let names: Vec<&'static str> = functions().map(|(_, f)| f.name).collect();
    Err(match ivy::suggest(name, &names) {
        Some(s) => format!(
            "`{}` is not a function; did you mean `{s}`?",
            ivy::echo(name)
        ),
        None => format!(
            "`{}` is not a function (`ivy support` lists them)",
            ivy::echo(name)
        ),
    })
}

/// A cell's symbol, for text and the page: the verdict at a glance.
pub fn symbol(verdict: &Verdict) -> &'static str {
    match verdict {
        Verdict::Native => "✓",
        Verdict::Superset { .. } => "⇡",
        Verdict::UnderCastingModes(_) => "~",
        Verdict::Unsupported => "✗",
        Verdict::Invalid => "·",
    }
}

/// The legend: each verdict's symbol and meaning.
pub const LEGEND: &[(&str, &str, &str)] = &[
    ("native", "✓", "supported"),
    (
        "superset",
        "⇡",
        "supported: promoted to the default float dtype first",
    ),
    ("casting", "~", "only under a casting mode"),
    ("unsupported", "✗", "unsupported"),
    ("invalid", "·", "the backend cannot hold the dtype"),
];

/// One backend's decisions: by category, by function, by dtype.
pub struct BackendReport {
    /// The backend.
    pub backend: BackendId,
    /// (category, function, a decision per dtype in `Dtype::ALL` order).
    pub rows: Vec<(&'static str, &'static FunctionDecl, Vec<Decision>)>,
}

/// The decisions for every function (or only `only`) and dtype on `backend`.
pub fn report(backend: BackendId, only: Option<&'static FunctionDecl>) -> BackendReport {
    let rows = functions()
        .filter(|(_, f)| only.is_none_or(|o| std::ptr::eq(o, *f)))
        .map(|(category, f)| {
            let cells = Dtype::ALL.iter().map(|d| f.decision(backend, *d)).collect();
            (category, f, cells)
        })
        .collect();
    BackendReport { backend, rows }
}

/// The report as text: a table per backend, then the reason for every cell that is not
/// plainly supported (invalid dtypes are stated once per backend).
pub fn to_text(reports: &[BackendReport]) -> String {
    let mut out = String::new();
    let legend: Vec<String> = LEGEND
        .iter()
        .map(|(_, s, meaning)| format!("{s} {meaning}"))
        .collect();
    out.push_str(&format!("{}\n", legend.join("   ")));
    for r in reports {
        let b = r.backend;
        out.push_str(&format!(
            "\n{} {} (invalid: {})\n",
            b.name(),
            b.version(),
            b.invalid_dtypes()
        ));
        let width = r
            .rows
            .iter()
            .map(|(category, f, _)| f.name.len().max(category.len()))
            .max()
            .unwrap_or(8);
        let head: Vec<String> = Dtype::ALL
            .iter()
            .map(|d| format!("{:>5}", short(*d)))
            .collect();
        let mut category = "";
        for (cat, f, cells) in &r.rows {
            if *cat != category {
                category = cat;
                out.push_str(&format!("\n{cat:<width$} {}\n", head.join("")));
            }
            let marks: Vec<String> = cells
                .iter()
                .map(|c| format!("{:>5}", symbol(&c.verdict)))
                .collect();
            out.push_str(&format!("{:<width$} {}\n", f.name, marks.join("")));
        }
        if let [(_, f, _)] = r.rows.as_slice() {
            out.push_str(&format!(
                "\n{} on {} {}: supported {}; unsupported {}\n",
                f.name,
                b.name(),
                b.version(),
                f.supported_dtypes(b),
                f.unsupported_dtypes(b)
            ));
        }
        out.push_str("\nwhy (cells not plainly supported, invalid dtypes aside):\n");
        for (_, f, cells) in &r.rows {
            // The dtypes of one function that share a verdict and its reason, on one line.
            let mut groups: Vec<(String, &Decision, Vec<String>)> = Vec::new();
            for c in cells {
                if matches!(c.verdict, Verdict::Native | Verdict::Invalid) {
                    continue;
                }
                let verdict = c.verdict.to_string();
                match groups
                    .iter_mut()
                    .find(|(v, by, _)| *v == verdict && by.decided_by == c.decided_by)
                {
                    Some((_, _, dtypes)) => dtypes.push(c.dtype.to_string()),
                    None => groups.push((verdict, c, vec![c.dtype.to_string()])),
                }
            }
            for (verdict, by, dtypes) in groups {
                out.push_str(&format!(
                    "  {} {}: {verdict} ({})\n",
                    f.name,
                    dtypes.join(", "),
                    by.decided_by
                ));
                // What the deciding declaration says of itself: a framework's bug, its issue.
                if let Some(note) = by.note {
                    out.push_str(&format!("    why: {note}\n"));
                }
            }
        }
    }
    out
}

/// A dtype's short column name: `i8`, `bf16`, `c128`, `bool`.
pub fn short(d: Dtype) -> String {
    let name = d.to_string();
    [
        ("uint", "u"),
        ("int", "i"),
        ("bfloat", "bf"),
        ("float", "f"),
        ("complex", "c"),
    ]
    .iter()
    .find_map(|(long, s)| name.strip_prefix(long).map(|rest| format!("{s}{rest}")))
    .unwrap_or(name)
}

/// One cell as JSON: `{"verdict", "decided_by"}`, with `"computed_as"` for a superset cell,
/// `"modes": [{"mode", "computed_as"}]` for a casting cell, and `"reason"` and `"upstream"`
/// where the declaration that decided it gives them.
pub fn cell_json(d: &Decision) -> Value {
    let mut cell = json!({ "verdict": d.verdict.name(), "decided_by": d.decided_by });
    if let Some(note) = d.note {
        if let Some(reason) = note.reason {
            cell["reason"] = json!(reason);
        }
        if let Some(upstream) = note.upstream {
            cell["upstream"] = json!(upstream);
        }
    }
    match &d.verdict {
        Verdict::Superset { to } => cell["computed_as"] = json!(to.to_string()),
        Verdict::UnderCastingModes(modes) => {
            cell["modes"] = modes
                .iter()
                .map(|(m, to)| json!({ "mode": m.to_string(), "computed_as": to.to_string() }))
                .collect();
        }
        _ => {}
    }
    cell
}

/// A function's support keyed by device kind: `{"<kind>": {"supported": [...]}}`, and for a
/// kind it does not run on at all, what decided that (`"decided_by"`, `"reason"`?,
/// `"upstream"`?).
fn devices_json(f: &'static FunctionDecl, backend: BackendId) -> Value {
    let support = f.support(backend);
    let kinds = ivy::DeviceKind::ALL.iter().map(|kind| {
        let supported = support.dtypes_on(ivy::Device::from(*kind));
        let mut entry = json!({
            "supported": supported.iter().map(|d| d.to_string()).collect::<Vec<_>>()
        });
        if let (true, Some(dtype)) = (supported.is_empty(), backend.valid_dtypes().iter().next()) {
            let cell = cell_json(&f.decision_on(backend, dtype, *kind));
            for key in ["decided_by", "reason", "upstream"] {
                if let Some(v) = cell.get(key) {
                    entry[key] = v.clone();
                }
            }
        }
        (kind.name().to_owned(), entry)
    });
    Value::Object(kinds.collect())
}

/// The report as JSON (its shape is documented in docs/cli.md).
pub fn to_json(reports: &[BackendReport]) -> Value {
    let backends: Vec<Value> = reports
        .iter()
        .map(|r| {
            let functions: Vec<Value> = r
                .rows
                .iter()
                .map(|(category, f, cells)| {
                    let cells: serde_json::Map<String, Value> = cells
                        .iter()
                        .map(|c| (c.dtype.to_string(), cell_json(c)))
                        .collect();
                    let names = |set: ivy::DtypeSet| -> Vec<String> {
                        set.iter().map(|d| d.to_string()).collect()
                    };
                    json!({
                        "name": f.name,
                        "category": category,
                        "kind": f.kind.to_string(),
                        "supported": names(f.supported_dtypes(r.backend)),
                        "unsupported": names(f.unsupported_dtypes(r.backend)),
                        "devices": devices_json(f, r.backend),
                        "cells": cells,
                    })
                })
                .collect();
            json!({
                "name": r.backend.name(),
                "version": r.backend.version().to_string(),
                "valid_dtypes": r.backend.valid_dtypes().iter().map(|d| d.to_string()).collect::<Vec<_>>(),
                "functions": functions,
            })
        })
        .collect();
    json!({
        "dtypes": Dtype::ALL.iter().map(|d| d.to_string()).collect::<Vec<_>>(),
        "backends": backends,
    })
}

/// `ivy explain`: one cell's decision, step by step.
pub fn explain(d: &Decision) -> String {
    // The device kind is named where it is not the CPU (the CPU's lines read as before).
    let on = match d.device {
        ivy::DeviceKind::Cpu => String::new(),
        kind => format!(", on {kind}"),
    };
    let mut out = format!(
        "{} with {} on {} {}{on}: {}\n",
        d.function, d.dtype, d.backend, d.version, d.verdict
    );
    for (i, step) in d.steps.iter().enumerate() {
        out.push_str(&format!("  {}. {step}\n", i + 1));
    }
    out.push_str(&format!("decided by: {}\n", d.decided_by));
    if let Some(note) = d.note {
        out.push_str(&format!("why: {note}\n"));
    }
    out
}
