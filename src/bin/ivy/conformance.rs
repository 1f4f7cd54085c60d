//! `ivy conformance`: the conformance sweep over the built-in backends.

use ivy::conformance::Report;
use ivy::{BackendId, ParseError};
use serde_json::{Value, json};

/// The built-in backends, registered: ndarray, and candle when built in.
pub fn built_in_backends() -> ivy::Result<Vec<BackendId>> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init()?];
    #[cfg(feature = "candle")]
    all.push(ivy::candle::register()?);
    Ok(all)
}

/// The names of the built-in backends.
#[cfg(feature = "candle")]
pub const NAMES: &[&str] = &["ndarray", "candle"];
#[cfg(not(feature = "candle"))]
pub const NAMES: &[&str] = &["ndarray"];

/// The backends to sweep: all built-in ones, or the one named (an error naming the nearest
/// built-in name otherwise).
pub fn select(name: Option<&str>) -> Result<Vec<BackendId>, String> {
    let all = built_in_backends().map_err(|e| e.to_string())?;
    let Some(name) = name else {
        return Ok(all);
    };
    match all.iter().find(|b| b.name() == name) {
        Some(b) => Ok(vec![*b]),
        None => Err(ParseError::new("backend", name, NAMES).to_string()),
    }
}

/// The report as JSON: `{"backends", "cells", "consistent", "types_checked", "inconsistent", "failures"}`.
pub fn to_json(report: &Report) -> Value {
    let failures: Vec<Value> = report
        .failures
        .iter()
        .map(|f| {
            json!({
                "function": f.function,
                "backend": f.backend,
                "dtype": f.dtype.name(),
                "mode": f.mode.name(),
                "problem": f.problem,
            })
        })
        .collect();
    json!({
        "backends": report.backends,
        "cells": report.cells,
        "consistent": report.consistent,
        "types_checked": report.types_checked,
        "inconsistent": report.inconsistent(),
        "failures": failures,
    })
}

/// The report as text: one line per inconsistent cell, then the summary line.
pub fn to_text(report: &Report) -> String {
    let mut out = String::new();
    for f in &report.failures {
        out.push_str(&format!("{f}\n"));
    }
    out.push_str(&format!("{report}\n"));
    out
}
