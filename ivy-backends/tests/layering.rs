//! The layering of this crate, read from its sources: the backends stand side by side on the
//! shared layer (element classes, vectorised math, loops, routines), and neither a backend nor
//! the shared layer imports a backend's module. (The `ndarray` *crate* is a host compute
//! library every layer may use; the `crate::ndarray` *backend* is not.)

use std::fs;
use std::path::{Path, PathBuf};

/// The crate's `src` directory.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files under `dir`, recursively, in a stable order.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Every line of `files` (comments included: a doc example imports too) naming one of
/// `paths`, as `file:line: text`.
fn naming(files: &[PathBuf], paths: &[&str]) -> Vec<String> {
    let mut hits = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        for (i, line) in text.lines().enumerate() {
            if paths.iter().any(|p| line.contains(p)) {
                hits.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    hits
}

const NDARRAY_BACKEND: &[&str] = &[
    "crate::ndarray",
    "super::ndarray",
    "super::super::ndarray",
    "ivy_backends::ndarray",
    "ivy::ndarray",
];

const CANDLE_BACKEND: &[&str] = &[
    "crate::candle",
    "super::candle",
    "super::super::candle",
    "ivy_backends::candle",
    "ivy::candle",
];

#[test]
fn candle_imports_nothing_from_the_ndarray_backend() {
    let files = sources(&src().join("candle"));
    assert!(files.len() > 10, "the candle sources were not found");
    let hits = naming(&files, NDARRAY_BACKEND);
    assert!(
        hits.is_empty(),
        "candle/ uses the ndarray backend; move what both need below both:\n{}",
        hits.join("\n")
    );
}

#[test]
fn ndarray_imports_nothing_from_the_candle_backend() {
    let files = sources(&src().join("ndarray"));
    assert!(files.len() > 10, "the ndarray sources were not found");
    let hits = naming(&files, CANDLE_BACKEND);
    assert!(
        hits.is_empty(),
        "ndarray/ uses the candle backend:\n{}",
        hits.join("\n")
    );
}

#[test]
fn the_shared_layer_imports_no_backend() {
    let (ndarray, candle) = (src().join("ndarray"), src().join("candle"));
    // `lib.rs` declares the backends' modules; everything else outside them is shared.
    let shared: Vec<PathBuf> = sources(&src())
        .into_iter()
        .filter(|f| !f.starts_with(&ndarray) && !f.starts_with(&candle))
        .filter(|f| *f != src().join("lib.rs"))
        .collect();
    assert!(shared.len() > 10, "the shared sources were not found");
    let both: Vec<&str> = NDARRAY_BACKEND
        .iter()
        .chain(CANDLE_BACKEND)
        .copied()
        .collect();
    let hits = naming(&shared, &both);
    assert!(
        hits.is_empty(),
        "the shared layer uses a backend:\n{}",
        hits.join("\n")
    );
}

/// The backends call dense linear algebra through `ivy_runtime::dense`, never faer itself: a
/// dependency on faer would make this crate wait for faer's build (about a minute of one core)
/// before its own starts.
#[test]
fn the_backends_do_not_depend_on_faer() {
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    let dependencies = manifest
        .split("[dependencies]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .expect("a [dependencies] table");
    assert!(
        !dependencies
            .lines()
            .any(|l| l.trim_start().starts_with("faer")),
        "ivy-backends depends on faer:\n{dependencies}"
    );
    let hits = naming(&sources(&src()), &["faer::"]);
    assert!(
        hits.is_empty(),
        "faer named in the sources:\n{}",
        hits.join("\n")
    );
}
