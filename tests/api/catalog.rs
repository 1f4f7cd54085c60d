//! The catalog of library functions (`ivy::catalog()`) is derived from the declarations: each
//! function declared in `ivy_runtime::functional::<category>` is in that category, in source
//! order; every kernel written for a built-in backend is installed on it; and every primary
//! function has a kernel on every built-in backend, or is declared absent there on purpose.

use std::collections::BTreeSet;

use ivy::{BackendId, FunctionKind};

/// The catalogue's `(category, function)` names.
fn catalogued() -> Vec<(&'static str, &'static str)> {
    ivy::catalog()
        .iter()
        .flat_map(|c| c.functions.iter().map(move |f| (c.name, f.name)))
        .collect()
}

/// How many functions each category has at least, counted by hand in
/// `ivy-runtime/src/functional/<category>.rs` when the catalogue became derived: a category
/// that loses any (a declaration the linker dropped, or filed under another module) fails.
const AT_LEAST: &[(&str, usize)] = &[
    ("creation", 18),
    ("elementwise", 100),
    ("statistical", 23),
    ("manipulation", 30),
    ("searching", 6),
    ("sorting", 4),
    ("set", 4),
    ("fourier", 16),
    ("linear_algebra", 18),
    ("activations", 26),
    ("losses", 11),
    ("norms", 5),
    ("layers", 2),
    ("random", 5),
    ("general", 10),
    ("data_type", 22),
    ("nest", 18),
];

#[test]
fn every_category_has_its_declared_functions() {
    let names: Vec<&str> = ivy::catalog().iter().map(|c| c.name).collect();
    let expected: Vec<&str> = AT_LEAST.iter().map(|(c, _)| *c).collect();
    assert_eq!(names, expected, "the categories, in the report's order");
    for (category, at_least) in AT_LEAST {
        let c = ivy::catalog().iter().find(|c| c.name == *category).unwrap();
        assert!(
            c.functions.len() >= *at_least,
            "{category}: {} functions, {at_least} declared",
            c.functions.len()
        );
    }
    let all = catalogued();
    // Issue 43: the library reaches 320 functions.
    assert!(all.len() >= 320, "{}", all.len());
    // Each function once.
    let distinct: BTreeSet<&str> = all.iter().map(|(_, f)| *f).collect();
    assert_eq!(distinct.len(), all.len());
}

#[test]
fn functions_are_in_the_category_of_their_file_by_name() {
    let all = catalogued();
    for (category, function) in [
        ("creation", "zeros"),
        ("elementwise", "add"),
        ("statistical", "sum"),
        ("linear_algebra", "matmul"),
        ("general", "get_item"),
        ("data_type", "astype"),
        ("norms", "layer_norm"),
        ("layers", "dropout"),
        ("random", "random_uniform"),
        ("set", "unique_all"),
        ("fourier", "fft"),
    ] {
        assert!(
            all.contains(&(category, function)),
            "{function} is not under {category}"
        );
    }
    // Each category lists its functions by name.
    let elementwise: Vec<&str> = all
        .iter()
        .filter(|(c, _)| *c == "elementwise")
        .map(|(_, f)| *f)
        .take(4)
        .collect();
    assert_eq!(elementwise, ["abs", "acos", "acosh", "add"]);
}

/// Functions declared elsewhere (a crate's own, as this test crate's) are declared functions
/// but not the library's: the catalogue is exactly the library's modules' declarations.
#[test]
fn the_catalog_is_exactly_the_librarys_declarations() {
    let library: Vec<&ivy::FunctionDecl> = ivy::declared_functions()
        .iter()
        .filter(|f| f.module().starts_with("ivy_runtime::functional::"))
        .collect();
    assert_eq!(library.len(), catalogued().len());
    // This test crate declares functions of its own (`functions.rs`): declared, not catalogued.
    let own = ivy::declared_functions()
        .iter()
        .find(|f| f.name == "expm1_composed")
        .expect("expm1_composed is declared in this program");
    assert_eq!(own.module(), "api::functions");
    assert!(!catalogued().iter().any(|(_, f)| *f == "expm1_composed"));
    // The library's `square` and the guide's example's `square` (compiled in here too) are
    // two functions; the catalogue has the library's.
    let squares: Vec<&str> = ivy::declared_functions()
        .iter()
        .filter(|f| f.name == "square")
        .map(|f| f.module())
        .collect();
    assert_eq!(squares.len(), 2, "{squares:?}");
    let library = ivy::catalog().iter().flat_map(|c| c.functions.iter());
    let square = library.filter(|f| f.name == "square").collect::<Vec<_>>();
    assert_eq!(square.len(), 1);
    assert!(std::ptr::eq(*square[0], ivy::square::DECL));
}

fn built_in_backends() -> Vec<BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(crate::candle().unwrap());
    all
}

#[test]
fn every_kernel_written_for_a_built_in_backend_is_installed() {
    let ndarray = ivy::linked_kernels::<ivy::ndarray::NdArrayBackend>();
    // Counted by hand in `ivy-backends/src/ndarray/` (159 kernels, 11 `into` and 4
    // `mixed_dtypes` fast paths) and `candle/` (142 kernels, 4 `mixed_dtypes`), plus this test
    // crate's `square` for ndarray (the guide's example).
    assert!(ndarray.len() >= 175, "{}", ndarray.len());
    #[cfg(feature = "candle")]
    {
        let candle = ivy::linked_kernels::<ivy::candle::CandleBackend>();
        assert!(candle.len() >= 146, "{}", candle.len());
    }
    for backend in built_in_backends() {
        let linked = match backend.name() {
            "ndarray" => ivy::linked_kernels::<ivy::ndarray::NdArrayBackend>(),
            #[cfg(feature = "candle")]
            "candle" => ivy::linked_kernels::<ivy::candle::CandleBackend>(),
            other => unreachable!("{other}"),
        };
        for kernel in linked {
            let installed = (kernel.function.slots)
                .and_then(|slots| slots.entries().installed(backend, kernel.form));
            assert!(
                installed.is_some_and(|k| k.is(kernel)),
                "{} of {} is not installed on {}",
                kernel.name,
                kernel.function.name,
                backend.name()
            );
        }
    }
}

#[test]
fn every_primary_function_has_a_kernel_on_every_built_in_backend() {
    let mut gaps = Vec::new();
    for backend in built_in_backends() {
        for category in ivy::catalog() {
            for f in category
                .functions
                .iter()
                .filter(|f| f.kind == FunctionKind::Primary)
            {
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
