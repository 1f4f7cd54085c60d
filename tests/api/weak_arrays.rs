//! 0-d arrays and weakly typed arrays in promotion (issue 27 item 2): NumPy's and PyTorch's 0-d
//! columns and JAX's weak arrays cell for cell against the real libraries (tests/data), and
//! the weak flag's behaviour through calls.

use ivy::Dtype::*;
use ivy::{
    Array, ArrayLike, Dtype, Error, Operand, PromotionRules, Scalar, result_type,
    with_promotion_rules,
};
use num_complex::Complex64;

use crate::promotion_tables::{NUMPY_JSON, TORCH_JSON, cells, library_cell};

fn under<R>(rules: PromotionRules, f: impl FnOnce() -> R) -> R {
    with_promotion_rules(rules, f)
}

fn d(name: &str) -> Dtype {
    name.parse().unwrap()
}

/// A 1-d array of two ones of `dtype`.
fn ones(dtype: Dtype) -> Array {
    ivy::ones::with(&[2]).dtype(dtype).call().unwrap()
}

/// A 0-d array holding `value` as `dtype`.
fn zero_dim(value: impl Into<Scalar>, dtype: Dtype) -> Array {
    ivy::full::with(&[], value.into())
        .dtype(dtype)
        .call()
        .unwrap()
}

/// The Python scalars of the library fixtures' scalar columns, by kind.
fn python_scalar(kind: &str) -> Scalar {
    match kind {
        "bool" => true.into(),
        "int" => 1.into(),
        "float" => 2.5.into(),
        "complex" => Complex64::new(1.0, 2.0).into(),
        other => panic!("unknown scalar kind {other}"),
    }
}

/// `result_type` of `ops` under `rules` against a library's cell: its dtype, or (`null`, or a
/// dtype Ivy lacks) a `NoCommonDtype` error.
fn check_cell(rules: PromotionRules, ops: &[Operand], cell: &serde_json::Value, what: &str) {
    let got = under(rules, || result_type(ops));
    match library_cell(cell) {
        Some(want) => assert_eq!(got.ok(), Some(want), "{rules}: {what}"),
        None => assert!(
            matches!(got, Err(Error::NoCommonDtype { .. })),
            "{rules}: {what}: {got:?}"
        ),
    }
}

/// A 1-d array of each dtype next to a 0-d array of each dtype, and a 0-d array next to each
/// Python scalar (NumPy 2 and PyTorch); PyTorch's two 0-d tensors too.
#[test]
fn numpy_and_torch_zero_dim_columns_cell_for_cell() {
    let array = |name: &str| Operand::of_array(d(name), false, false);
    let zero = |name: &str| Operand::of_array(d(name), true, false);
    for (rules, json) in [
        (PromotionRules::Numpy, NUMPY_JSON),
        (PromotionRules::Torch, TORCH_JSON),
    ] {
        let table = cells(json, "zero_dim");
        assert_eq!(table.len(), 15 * 15, "{rules}");
        for ((a, b), cell) in &table {
            let what = format!("{a} array with 0-d {b}");
            check_cell(rules, &[array(a), zero(b)], cell, &what);
            check_cell(rules, &[zero(b), array(a)], cell, &what);
        }
        let table = cells(json, "zero_dim_scalars");
        assert_eq!(table.len(), 15 * 4, "{rules}");
        for ((a, kind), cell) in &table {
            let scalar = Operand::Weak(python_scalar(kind));
            check_cell(
                rules,
                &[zero(a), scalar],
                cell,
                &format!("0-d {a} with {kind}"),
            );
        }
    }
    let table = cells(TORCH_JSON, "zero_dim_pairs");
    assert_eq!(table.len(), 15 * 15);
    for ((a, b), cell) in &table {
        let what = format!("0-d {a} with 0-d {b}");
        check_cell(PromotionRules::Torch, &[zero(a), zero(b)], cell, &what);
    }
}

/// The same through arrays and calls: `ivy::add` of a 1-d and a 0-d array takes the dtype the
/// library gives, wherever the ndarray backend's `add` supports it.
#[test]
fn add_of_a_zero_dim_array_follows_the_library_tables() {
    for (rules, json) in [
        (PromotionRules::Numpy, NUMPY_JSON),
        (PromotionRules::Torch, TORCH_JSON),
    ] {
        let mut checked = 0;
        for ((a, b), cell) in &cells(json, "zero_dim") {
            let (x, y) = (ones(d(a)), zero_dim(1, d(b)));
            let got = under(rules, || ivy::add(&x, &y));
            match (library_cell(cell), got) {
                (Some(want), Ok(sum)) => {
                    assert_eq!(sum.dtype(), want, "{rules}: {a} + 0-d {b}");
                    assert_eq!(sum.shape(), &[2]);
                    checked += 1;
                }
                (Some(_), Err(Error::UnsupportedDtype { .. })) => {}
                (None, got) => assert!(
                    matches!(got, Err(Error::NoCommonDtype { .. })),
                    "{rules}: {a} + 0-d {b}: {got:?}"
                ),
                (Some(want), Err(e)) => panic!("{rules}: {a} + 0-d {b}: {e} (want {want})"),
            }
        }
        assert!(checked > 150, "{rules}: {checked}");
    }
}

/// PyTorch's documented examples (`torch.result_type`, "type promotion"), by hand.
#[test]
fn torch_ranks_a_zero_dim_array_below_arrays_with_dimensions() {
    under(PromotionRules::Torch, || {
        let sum = |a: &Array, b: &Array| ivy::add(a, b).unwrap().dtype();
        let f64_0d = zero_dim(1.5, Float64);
        // A higher category: the 0-d array decides.
        assert_eq!(sum(&ones(Int8), &f64_0d), Float64);
        // The same category: the array with dimensions decides.
        assert_eq!(sum(&ones(Float32), &f64_0d), Float32);
        assert_eq!(sum(&ones(Int8), &zero_dim(1, Int64)), Int8);
        // Alone, 0-d arrays are arrays: `int8` with a 0-d `int64` is `int64`.
        assert_eq!(sum(&zero_dim(1, Int8), &zero_dim(1, Int64)), Int64);
        // A Python float next to a 0-d int: the default float, as next to a tensor.
        let r = ivy::add(&zero_dim(1, Int8), 2.5).unwrap();
        assert_eq!((r.dtype(), r.shape()), (Float32, &[][..]));
        // The call's type says the same, from the types' ranks.
        let t = |s: &str| s.parse::<ivy::TensorType>().unwrap();
        let typed = |a: &str, b: &str| ivy::add::output_type(&t(a), &t(b), None).unwrap();
        assert_eq!(typed("int8[2]", "float64[]"), t("float64[2]"));
        assert_eq!(typed("float32[2]", "float64[]"), t("float32[2]"));
    });
    // NumPy 2 (NEP 50): a 0-d array is an array like any other.
    under(PromotionRules::Numpy, || {
        let r = ivy::add(&ones(Float32), &zero_dim(1.5, Float64)).unwrap();
        assert_eq!(r.dtype(), Float64);
        let r = ivy::add(&ones(Int8), &zero_dim(1, Int64)).unwrap();
        assert_eq!(r.dtype(), Int64);
    });
}

/// What a JAX operand of the fixture is here: an array, a weak array of the default dtype of
/// its kind (as `jnp.asarray(2)` is), or a scalar.
fn jax_operand(name: &str) -> (Option<Array>, Option<Scalar>) {
    let (what, rest) = name.split_once(' ').unwrap();
    match what {
        "array" => (Some(ones(d(rest))), None),
        "weak" => {
            let s = python_scalar(rest);
            let dtype = ivy::default_dtype(None, Some(s.into())).unwrap();
            (Some(zero_dim(s, dtype).weak()), None)
        }
        "scalar" => (None, Some(python_scalar(rest))),
        other => panic!("unknown operand {other}"),
    }
}

/// An operand of [`jax_operand`] as a call takes it.
fn arg(array: &Option<Array>, scalar: Option<Scalar>) -> ArrayLike<'_> {
    match array {
        Some(a) => a.into(),
        None => scalar.unwrap().into(),
    }
}

/// JAX without `jax_enable_x64`: a 64-bit dtype becomes its 32-bit counterpart.
fn canonical_32(d: Dtype) -> Dtype {
    match d {
        Int64 => Int32,
        Uint64 => Uint32,
        Float64 => Float32,
        Complex128 => Complex64,
        d => d,
    }
}

/// Every pair of (array of each dtype, weak array, Python scalar) added under `jax`: the dtype
/// and `weak_type` of `jax.numpy.add` (tests/data/jax_weak_promotion.json), with 64-bit
/// defaults where JAX has `jax_enable_x64` on, and 32-bit ones (results made 32-bit as JAX
/// makes them) where it is off.
#[test]
fn jax_weak_arrays_match_jax_cell_for_cell() {
    let doc: serde_json::Value =
        serde_json::from_str(include_str!("../data/jax_weak_promotion.json")).unwrap();
    assert_eq!(
        doc["x64_on"]["add"]["scalar float"]["weak float"]["weak_type"],
        true
    );
    for (key, x64, pairs) in [("x64_off", false, 19 * 19), ("x64_on", true, 23 * 23)] {
        let table = &doc[key];
        let defaults = if x64 {
            (Int64, Float64, Complex128)
        } else {
            (Int32, Float32, Complex64)
        };
        let mut checked = 0;
        let run = || {
            for (x, row) in table["add"].as_object().unwrap() {
                for (y, cell) in row.as_object().unwrap() {
                    let (xa, xs) = jax_operand(x);
                    let (ya, ys) = jax_operand(y);
                    let got = ivy::add(arg(&xa, xs), arg(&ya, ys));
                    let what = format!("{key}: {x} + {y}");
                    if cell.is_null() {
                        assert!(got.is_err(), "{what}: {got:?}");
                        continue;
                    }
                    let r = got.unwrap_or_else(|e| panic!("{what}: {e}"));
                    let dtype = if x64 {
                        r.dtype()
                    } else {
                        canonical_32(r.dtype())
                    };
                    assert_eq!(dtype, d(cell["dtype"].as_str().unwrap()), "{what}");
                    assert_eq!(Some(r.is_weak()), cell["weak_type"].as_bool(), "{what}");
                    checked += 1;
                }
            }
        };
        under(PromotionRules::Jax, || {
            ivy::with_default_int_dtype(defaults.0, || {
                ivy::with_default_float_dtype(defaults.1, || {
                    ivy::with_default_complex_dtype(defaults.2, run)
                })
            })
        })
        .unwrap()
        .unwrap()
        .unwrap();
        assert_eq!(checked, pairs, "{key}");
    }
}

#[test]
fn a_weak_array_promotes_like_a_literal_under_jax_and_like_an_array_under_numpy() {
    let x = ones(Int8);
    let w = zero_dim(2, Int32).weak();
    assert!(w.is_weak() && !x.is_weak());
    under(PromotionRules::Jax, || {
        assert_eq!(ivy::add(&x, &w).unwrap().dtype(), Int8);
        assert_eq!(ivy::add(&x, 2).unwrap().dtype(), Int8);
        let ops = [Operand::from(&x), Operand::from(&w)];
        assert_eq!(result_type(&ops).unwrap(), Int8);
        // A weak float array next to an int8 array: the default float, weak (`f*`).
        let r = ivy::add(&x, &zero_dim(2.5, Float32).weak()).unwrap();
        assert_eq!((r.dtype(), r.is_weak()), (Float32, true));
        // A strong array of the same dtype decides.
        let r = ivy::add(&x, &w.clone().strong()).unwrap();
        assert_eq!((r.dtype(), r.is_weak()), (Int32, false));
    });
    under(PromotionRules::Numpy, || {
        let r = ivy::add(&x, &w).unwrap();
        assert_eq!((r.dtype(), r.is_weak()), (Int32, false));
        assert_eq!(ivy::add(&x, 2).unwrap().dtype(), Int8);
    });
    // Ivy's own table: an array.
    assert_eq!(ivy::add(&x, &w).unwrap().dtype(), Int32);
}

#[test]
fn astype_and_an_explicit_dtype_make_a_result_strong() {
    let w = zero_dim(2, Int32).weak();
    assert!(!ivy::astype(&w, Int32).unwrap().is_weak());
    assert!(!ivy::astype(&w, Int64).unwrap().is_weak());
    assert!(!w.cast(Int32).unwrap().is_weak());
    let p = ivy::prod::with(&w).dtype(Int64).call().unwrap();
    assert!(!p.is_weak());
    assert!(ivy::prod(&w).unwrap().is_weak());
}

#[test]
fn an_operation_on_weak_inputs_only_is_weak_under_every_rule_set() {
    let (a, b) = (zero_dim(2, Int32).weak(), zero_dim(3, Int32).weak());
    for rules in PromotionRules::ALL {
        under(rules, || {
            let r = ivy::add(&a, &b).unwrap();
            assert!(r.is_weak(), "{rules}");
            assert!(ivy::add(&a, 1).unwrap().is_weak(), "{rules}");
            assert!(
                ivy::multiply(&ivy::add(&a, &b).unwrap(), &a)
                    .unwrap()
                    .is_weak()
            );
            // One strong input: strong, but under jax where the lattice says weak.
            let strong = ivy::add(&a, &ones(Int32)).unwrap();
            assert!(!strong.is_weak(), "{rules}");
        });
    }
    // JAX: an int8 array plus 2.5 is a weak float32 (the lattice's `f*`).
    let r = under(PromotionRules::Jax, || ivy::add(&ones(Int8), 2.5)).unwrap();
    assert_eq!((r.dtype(), r.is_weak()), (Float32, true));
    let r = ivy::add(&ones(Int8), 2.5).unwrap();
    assert!(!r.is_weak());
}

#[test]
fn the_weak_flag_shows_in_debug_and_survives_a_move() {
    let w = zero_dim(2, Int32).weak();
    assert!(format!("{w:?}").contains("weak_type=True"), "{w:?}");
    assert!(!format!("{:?}", ones(Int8)).contains("weak"));
    assert!(w.to_backend(w.backend()).unwrap().is_weak());
    assert!(!w.clone().strong().is_weak());
    // The operand knows what promotion needs: 0-d and weak.
    assert_eq!(Operand::from(&w), Operand::of_array(Int32, true, true));
    assert_eq!(Operand::from(&w).to_string(), "0-d weak int32");
    assert_eq!(Operand::from(&ones(Int8)), Operand::Typed(Int8));
}
