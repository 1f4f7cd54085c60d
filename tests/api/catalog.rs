//! The catalog of library functions (`ivy::functional::CATALOG`) is complete, and every primary
//! function has a kernel on every built-in backend, or is declared absent there on purpose.

use std::collections::BTreeSet;

use ivy::functional::CATALOG;
use ivy::{BackendId, FunctionKind};

/// The functions declared in `ivy-runtime/src/functional/<category>.rs`: each `pub fn` that
/// follows a kind attribute.
fn declared_in_sources() -> BTreeSet<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/ivy-runtime/src/functional");
    let mut found = BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("the functional sources") {
        let path = entry.unwrap().path();
        let category = path.file_stem().unwrap().to_string_lossy().into_owned();
        if category == "mod" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let mut kind_seen = false;
        for line in text.lines().map(str::trim) {
            if ["#[primary", "#[mixed", "#[compositional", "#[standalone"]
                .iter()
                .any(|k| line.starts_with(k))
            {
                kind_seen = true;
            } else if kind_seen && let Some(rest) = line.strip_prefix("pub fn ") {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.insert((category.clone(), name));
                kind_seen = false;
            }
        }
    }
    found
}

#[test]
fn every_declared_function_is_in_the_catalog_under_its_category() {
    let listed: BTreeSet<(String, String)> = CATALOG
        .iter()
        .flat_map(|(cat, fs)| fs.iter().map(|f| (cat.to_string(), f.name.to_string())))
        .collect();
    let declared = declared_in_sources();
    assert!(declared.len() >= 28, "{declared:?}");
    let missing: Vec<_> = declared.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "declared but not listed in their category's FUNCTIONS: {missing:?}"
    );
    let stale: Vec<_> = listed.difference(&declared).collect();
    assert!(stale.is_empty(), "listed but not declared: {stale:?}");
}

fn built_in_backends() -> Vec<BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(crate::candle().unwrap());
    all
}

#[test]
fn every_primary_function_has_a_kernel_on_every_built_in_backend() {
    let mut gaps = Vec::new();
    for backend in built_in_backends() {
        for (_, functions) in CATALOG {
            for f in functions.iter().filter(|f| f.kind == FunctionKind::Primary) {
                let kernel = f.kernel_support(backend).is_some();
                if !kernel && backend.absent_reason(f).is_none() {
                    gaps.push(format!("{} on {}", f.name, backend.name()));
                }
            }
        }
    }
    assert!(
        gaps.is_empty(),
        "primary functions without a kernel or a declared absence: {gaps:?}"
    );
}
