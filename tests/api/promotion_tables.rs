//! The six promotion rule sets, cell by cell, against sources independent of our code:
//! seed 003's printed JAX table, NumPy's, JAX's and PyTorch's `promote_types` (generated
//! fixtures, see tests/data/README.md) and the facts Ivy's documentation and source state.

use std::collections::BTreeMap;

use ivy::{Dtype, JaxType, PromotionRules, can_cast, promote_types, with_promotion_rules};

fn d(name: &str) -> Dtype {
    name.parse().unwrap()
}

/// A `{"dtypes": [...], "table": {row: {col: dtype}}}` fixture.
fn fixture(json: &str) -> BTreeMap<(String, String), String> {
    cells(json, "table")
        .into_iter()
        .map(|(k, cell)| (k, cell.as_str().unwrap().to_owned()))
        .collect()
}

/// The `{row: {col: cell}}` object under `key` of a tests/data fixture, cells as they are.
pub(crate) fn cells(json: &str, key: &str) -> BTreeMap<(String, String), serde_json::Value> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let mut out = BTreeMap::new();
    for (row, cols) in v[key].as_object().unwrap() {
        for (col, cell) in cols.as_object().unwrap() {
            out.insert((row.clone(), col.clone()), cell.clone());
        }
    }
    out
}

/// What a library's cell means for us: `null` (the library raises) and the library dtypes Ivy
/// lacks are undefined pairs.
pub(crate) fn library_cell(cell: &serde_json::Value) -> Option<Dtype> {
    let name = cell.as_str()?;
    match name {
        "complex32" | "bcomplex32" => None,
        _ => Some(d(name)),
    }
}

pub(crate) const NUMPY_JSON: &str = include_str!("../data/numpy_promotion.json");
pub(crate) const TORCH_JSON: &str = include_str!("../data/torch_promotion.json");

/// Seed 003's short names (`u1`, `bf`, `c16`, `i*`) as our names.
fn seed_name(short: &str) -> &'static str {
    match short {
        "b1" => "bool",
        "u1" => "uint8",
        "u2" => "uint16",
        "u4" => "uint32",
        "u8" => "uint64",
        "i1" => "int8",
        "i2" => "int16",
        "i4" => "int32",
        "i8" => "int64",
        "bf" => "bfloat16",
        "f2" => "float16",
        "f4" => "float32",
        "f8" => "float64",
        "c8" => "complex64",
        "c16" => "complex128",
        "i*" => "i*",
        "f*" => "f*",
        "c*" => "c*",
        other => panic!("unknown seed type {other}"),
    }
}

#[test]
fn jax_lattice_reproduces_seed_003_cell_for_cell() {
    let text = include_str!("../data/jax_lattice_seed003.txt");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let cols: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(cols.len(), 18);
    let mut cells = 0;
    for line in lines {
        let mut words = line.split_whitespace();
        let row: JaxType = seed_name(words.next().unwrap()).parse().unwrap();
        for (col, expected) in cols.iter().zip(words) {
            let col: JaxType = seed_name(col).parse().unwrap();
            assert_eq!(
                row.join(col).name(),
                seed_name(expected),
                "{row} with {col}"
            );
            cells += 1;
        }
    }
    assert_eq!(cells, 18 * 18);
}

#[test]
fn ivy_nonprecise_equals_jax_promote_types_with_x64() {
    let jax = fixture(include_str!("../data/jax_x64_promote_types.json"));
    assert_eq!(jax.len(), 15 * 15);
    for ((a, b), expected) in &jax {
        let got = PromotionRules::IvyNonPrecise.promote(d(a), d(b));
        assert_eq!(got, Some(d(expected)), "{a} with {b}");
    }
}

#[test]
fn ivy_precise_equals_numpy_where_numpy_defines_it() {
    let numpy = fixture(include_str!("../data/numpy_promote_types.json"));
    assert_eq!(numpy.len(), 14 * 14, "NumPy has every dtype but bfloat16");
    for ((a, b), expected) in &numpy {
        let got = PromotionRules::IvyPrecise.promote(d(a), d(b));
        assert_eq!(got, Some(d(expected)), "{a} with {b}");
    }
}

#[test]
fn numpy_rules_equal_numpy_with_ml_dtypes_cell_for_cell() {
    let table = cells(NUMPY_JSON, "table");
    assert_eq!(table.len(), 15 * 15);
    for ((a, b), cell) in &table {
        let want = library_cell(cell);
        assert_eq!(
            PromotionRules::Numpy.promote(d(a), d(b)),
            want,
            "{a} with {b}"
        );
        let got = with_promotion_rules(PromotionRules::Numpy, || promote_types(d(a), d(b)));
        assert_eq!(got.ok(), want, "promote_types {a} {b}");
    }
    let casts = cells(NUMPY_JSON, "can_cast");
    assert_eq!(casts.len(), 15 * 15);
    for ((a, b), cell) in &casts {
        let got = with_promotion_rules(PromotionRules::Numpy, || can_cast(d(a), d(b)));
        assert_eq!(Some(got), cell.as_bool(), "can_cast {a} -> {b}");
    }
}

#[test]
fn torch_rules_equal_torch_promote_types_cell_for_cell() {
    let table = cells(TORCH_JSON, "table");
    assert_eq!(table.len(), 15 * 15);
    for ((a, b), cell) in &table {
        let want = library_cell(cell);
        assert_eq!(
            PromotionRules::Torch.promote(d(a), d(b)),
            want,
            "{a} with {b}"
        );
    }
}

/// The pairs issue 27 names, by hand (NumPy 2 and PyTorch documentation).
#[test]
fn numpy_and_torch_documented_pairs() {
    use Dtype::*;
    let (np, pt) = (PromotionRules::Numpy, PromotionRules::Torch);
    assert_eq!(np.promote(Int64, Float16), Some(Float64));
    assert_eq!(np.promote(Uint64, Int64), Some(Float64));
    assert_eq!(np.promote(Int32, Float32), Some(Float64));
    assert_eq!(np.promote(Bfloat16, Float32), Some(Float32));
    assert_eq!(np.promote(Bfloat16, Float16), None);
    assert_eq!(pt.promote(Uint8, Int8), Some(Int16));
    assert_eq!(pt.promote(Int64, Float16), Some(Float16));
    assert_eq!(pt.promote(Bfloat16, Float16), Some(Float32));
    assert_eq!(pt.promote(Uint16, Float16), Some(Float16));
    assert_eq!(pt.promote(Uint64, Int64), None);
    assert_eq!(pt.promote(Uint16, Uint32), None);
    assert!(!with_promotion_rules(pt, || can_cast(Uint16, Uint32)));
    let err = with_promotion_rules(pt, || promote_types(Uint16, Int8)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`uint16` and `int8` have no common dtype under the torch promotion rules \
         (defined under ivy-precise, ivy-nonprecise, array-api, jax, numpy)"
    );
}

/// The bfloat16 row, which NumPy lacks: Ivy's `ivy/__init__.py` tables (research notes §3.1).
#[test]
fn the_14_bfloat16_facts_in_both_ivy_modes() {
    use Dtype::*;
    // (other, precise, non-precise)
    let facts = [
        (Bool, Bfloat16, Bfloat16),
        (Int8, Bfloat16, Bfloat16),
        (Int16, Float32, Bfloat16),
        (Int32, Float64, Bfloat16),
        (Int64, Float64, Bfloat16),
        (Uint8, Bfloat16, Bfloat16),
        (Uint16, Float32, Bfloat16),
        (Uint32, Float64, Bfloat16),
        (Uint64, Float64, Bfloat16),
        (Float16, Float32, Float32),
        (Float32, Float32, Float32),
        (Float64, Float64, Float64),
        (Complex64, Complex64, Complex64),
        (Complex128, Complex128, Complex128),
    ];
    assert_eq!(facts.len(), 14);
    for (other, precise, nonprecise) in facts {
        for (a, b) in [(Bfloat16, other), (other, Bfloat16)] {
            assert_eq!(
                PromotionRules::IvyPrecise.promote(a, b),
                Some(precise),
                "{a} {b}"
            );
            assert_eq!(
                PromotionRules::IvyNonPrecise.promote(a, b),
                Some(nonprecise),
                "{a} {b}"
            );
        }
    }
    assert_eq!(
        PromotionRules::IvyPrecise.promote(Bfloat16, Bfloat16),
        Some(Bfloat16)
    );
}

/// The 20 pairs whose result depends on precise mode (Ivy's `precise_extra_promotion_table`
/// and `extra_promotion_table`); every other pair is the same in both modes.
#[test]
fn precise_and_nonprecise_differ_in_exactly_the_documented_pairs() {
    let differing = [
        ("float16", "int16", "float32", "float16"),
        ("float16", "int32", "float64", "float16"),
        ("float16", "int64", "float64", "float16"),
        ("float16", "uint16", "float32", "float16"),
        ("float16", "uint32", "float64", "float16"),
        ("float16", "uint64", "float64", "float16"),
        ("float32", "int32", "float64", "float32"),
        ("float32", "int64", "float64", "float32"),
        ("float32", "uint32", "float64", "float32"),
        ("float32", "uint64", "float64", "float32"),
        ("bfloat16", "int16", "float32", "bfloat16"),
        ("bfloat16", "int32", "float64", "bfloat16"),
        ("bfloat16", "int64", "float64", "bfloat16"),
        ("bfloat16", "uint16", "float32", "bfloat16"),
        ("bfloat16", "uint32", "float64", "bfloat16"),
        ("bfloat16", "uint64", "float64", "bfloat16"),
        ("complex64", "int32", "complex128", "complex64"),
        ("complex64", "int64", "complex128", "complex64"),
        ("complex64", "uint32", "complex128", "complex64"),
        ("complex64", "uint64", "complex128", "complex64"),
    ];
    let mut listed = 0;
    for a in Dtype::ALL {
        for b in Dtype::ALL {
            let precise = PromotionRules::IvyPrecise.promote(a, b).unwrap();
            let nonprecise = PromotionRules::IvyNonPrecise.promote(a, b).unwrap();
            let entry = differing
                .iter()
                .find(|(x, y, _, _)| (d(x), d(y)) == (a, b) || (d(y), d(x)) == (a, b));
            match entry {
                Some((_, _, p, n)) => {
                    assert_eq!((precise, nonprecise), (d(p), d(n)), "{a} {b}");
                    listed += 1;
                }
                None => assert_eq!(precise, nonprecise, "{a} {b}"),
            }
        }
    }
    assert_eq!(listed, 40, "each pair in both orders");
}

#[test]
fn every_table_is_symmetric() {
    for rules in PromotionRules::ALL {
        for a in Dtype::ALL {
            for b in Dtype::ALL {
                assert_eq!(rules.promote(a, b), rules.promote(b, a), "{rules}: {a} {b}");
            }
        }
    }
    for a in JaxType::ALL {
        for b in JaxType::ALL {
            assert_eq!(a.join(b), b.join(a), "jax lattice: {a} {b}");
        }
    }
}

#[test]
fn ivy_tables_are_total_and_idempotent() {
    for rules in PromotionRules::ALL {
        for a in Dtype::ALL {
            assert_eq!(rules.promote(a, a), Some(a), "{rules}: {a} with itself");
            let partial = [
                PromotionRules::ArrayApi,
                PromotionRules::Numpy,
                PromotionRules::Torch,
            ];
            if !partial.contains(&rules) {
                for b in Dtype::ALL {
                    assert!(rules.promote(a, b).is_some(), "{rules}: {a} {b}");
                }
            }
        }
    }
}

#[test]
fn uint64_with_any_signed_int_is_float64_in_both_ivy_modes() {
    for rules in [PromotionRules::IvyPrecise, PromotionRules::IvyNonPrecise] {
        for s in ["int8", "int16", "int32", "int64"] {
            assert_eq!(
                rules.promote(Dtype::Uint64, d(s)),
                Some(Dtype::Float64),
                "{rules} {s}"
            );
        }
    }
}

/// The Array API standard's promotion tables (its "Type Promotion Rules" page), with Ivy's
/// float16 extension; written out here, not derived.
#[test]
fn array_api_defines_exactly_the_standard_pairs() {
    let defined: &[(&str, &str, &str)] = &[
        ("bool", "bool", "bool"),
        ("int8", "int16", "int16"),
        ("int8", "int32", "int32"),
        ("int8", "int64", "int64"),
        ("int16", "int32", "int32"),
        ("int16", "int64", "int64"),
        ("int32", "int64", "int64"),
        ("uint8", "uint16", "uint16"),
        ("uint8", "uint32", "uint32"),
        ("uint8", "uint64", "uint64"),
        ("uint16", "uint32", "uint32"),
        ("uint16", "uint64", "uint64"),
        ("uint32", "uint64", "uint64"),
        ("int8", "uint8", "int16"),
        ("int8", "uint16", "int32"),
        ("int8", "uint32", "int64"),
        ("int16", "uint8", "int16"),
        ("int16", "uint16", "int32"),
        ("int16", "uint32", "int64"),
        ("int32", "uint8", "int32"),
        ("int32", "uint16", "int32"),
        ("int32", "uint32", "int64"),
        ("int64", "uint8", "int64"),
        ("int64", "uint16", "int64"),
        ("int64", "uint32", "int64"),
        ("float16", "float32", "float32"),
        ("float16", "float64", "float64"),
        ("float32", "float64", "float64"),
        ("complex64", "complex128", "complex128"),
        ("float16", "complex64", "complex64"),
        ("float16", "complex128", "complex128"),
        ("float32", "complex64", "complex64"),
        ("float32", "complex128", "complex128"),
        ("float64", "complex64", "complex128"),
        ("float64", "complex128", "complex128"),
    ];
    for a in Dtype::ALL {
        for b in Dtype::ALL {
            let expected = if a == b {
                Some(a)
            } else {
                defined
                    .iter()
                    .find(|(x, y, _)| (d(x), d(y)) == (a, b) || (d(y), d(x)) == (a, b))
                    .map(|(_, _, r)| d(r))
            };
            assert_eq!(PromotionRules::ArrayApi.promote(a, b), expected, "{a} {b}");
        }
    }
}

#[test]
fn array_api_errors_name_the_pair_and_the_rules_that_define_it() {
    let err = with_promotion_rules(PromotionRules::ArrayApi, || {
        promote_types(Dtype::Int8, Dtype::Float32)
    })
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "`int8` and `float32` have no common dtype under the array-api promotion rules \
         (defined under ivy-precise, ivy-nonprecise, jax, numpy, torch)"
    );
    assert!(matches!(
        err,
        ivy::Error::NoCommonDtype {
            rules: PromotionRules::ArrayApi,
            ..
        }
    ));
}

#[test]
fn jax_rules_make_a_weak_result_concrete_with_the_default_float() {
    let got = with_promotion_rules(PromotionRules::Jax, || {
        promote_types(Dtype::Uint64, Dtype::Int8)
    });
    assert_eq!(got.unwrap(), Dtype::Float32);
    let got = with_promotion_rules(PromotionRules::Jax, || {
        ivy::with_default_float_dtype(Dtype::Float64, || promote_types(Dtype::Uint64, Dtype::Int8))
    });
    assert_eq!(got.unwrap().unwrap(), Dtype::Float64);
}

#[test]
fn can_cast_is_promotion_to_the_target_in_every_mode() {
    for rules in PromotionRules::ALL {
        with_promotion_rules(rules, || {
            for a in Dtype::ALL {
                for b in Dtype::ALL {
                    let promoted = promote_types(a, b).ok();
                    assert_eq!(can_cast(a, b), promoted == Some(b), "{rules}: {a} -> {b}");
                }
            }
        });
    }
}

/// Research notes §12, vectors 1-13 and 32 (ivy 1.0.0.5).
#[test]
fn ivy_test_vectors() {
    use Dtype::*;
    let both = [
        (Uint8, Int8, Int16),
        (Uint16, Int8, Int32),
        (Uint32, Int32, Int64),
        (Int64, Uint64, Float64),
        (Uint64, Int8, Float64),
        (Float16, Bfloat16, Float32),
        (Complex64, Float64, Complex128),
    ];
    for precise in [true, false] {
        ivy::with_precise_mode(precise, || {
            for (a, b, r) in both {
                assert_eq!(promote_types(a, b).unwrap(), r, "{a} {b}");
            }
        });
    }
    let modal = [
        (Float32, Int32, Float64, Float32),
        (Float16, Int16, Float32, Float16),
        (Bfloat16, Int32, Float64, Bfloat16),
        (Complex64, Int64, Complex128, Complex64),
        (Int16, Float32, Float32, Float32),
    ];
    for (a, b, precise, nonprecise) in modal {
        assert_eq!(
            ivy::with_precise_mode(true, || promote_types(a, b)).unwrap(),
            precise
        );
        assert_eq!(
            ivy::with_precise_mode(false, || promote_types(a, b)).unwrap(),
            nonprecise
        );
    }
    assert!(can_cast(Int8, Int16));
    assert!(!can_cast(Int16, Int8));
    assert!(!can_cast(Uint8, Int8));
    assert!(can_cast(Int64, Float64));
    assert!(!can_cast(Float32, Int32));
    assert!(can_cast(Bool, Float16));
    assert!(can_cast(Uint64, Float64));
    assert!(!can_cast(Int32, Float32));
    assert!(ivy::with_precise_mode(false, || can_cast(Int32, Float32)));
}
