//! Weak scalars in `result_type` (the dtype `promote_types_of_inputs` converts two inputs
//! to), under every rule set.

use ivy::Dtype::*;
use ivy::{
    Dtype, Error, Operand, PromotionRules, result_type, with_precise_mode, with_promotion_rules,
};
use num_complex::Complex64;

/// The dtype two inputs promote to together.
fn promoted(x1: impl Into<Operand>, x2: impl Into<Operand>) -> ivy::Result<Dtype> {
    result_type(&[x1.into(), x2.into()])
}

fn under<R>(rules: PromotionRules, f: impl FnOnce() -> R) -> R {
    with_promotion_rules(rules, f)
}

#[test]
fn an_integer_literal_takes_the_integer_operands_dtype() {
    for rules in PromotionRules::ALL {
        under(rules, || {
            assert_eq!(promoted(Int8, 2).unwrap(), Int8, "{rules}");
            assert_eq!(promoted(2, Int8).unwrap(), Int8, "{rules}");
            assert_eq!(promoted(Uint8, 255u64).unwrap(), Uint8, "{rules}");
            assert_eq!(promoted(Int16, -7i64).unwrap(), Int16, "{rules}");
            assert_eq!(promoted(Float16, 3).unwrap(), Float16, "{rules}");
        });
    }
}

#[test]
fn a_literal_that_does_not_fit_is_an_error_never_a_wrap() {
    for rules in PromotionRules::ALL {
        under(rules, || {
            let err = promoted(Uint8, 300).unwrap_err();
            assert!(
                matches!(&err, Error::ScalarOutOfRange { value, dtype: Uint8, .. } if value == "300"),
                "{rules}: {err:?}"
            );
            assert!(err.to_string().contains("0 to 255"), "{err}");
            assert!(promoted(Uint16, -1).is_err(), "{rules}");
            assert!(promoted(Int8, 1000).is_err(), "{rules}");
            assert!(promoted(Float16, 70000.0).is_err(), "{rules}");
        });
    }
}

/// Ivy's `promote_types_of_inputs` converts a Python float next to an integer array to
/// `float64`, in both precise modes and whatever the default float (research notes §3.3 rule
/// 1, vector 28: `int32` with `1.5` is `float64` in both; Ivy 1.0.0.5 gives `float64` for
/// `int8` with `2.5` and `uint8` with `2.5`).
#[test]
fn a_float_literal_next_to_an_integer_is_float64_under_ivy() {
    assert_eq!(promoted(Int32, 1.5).unwrap(), Float64);
    assert_eq!(
        with_precise_mode(false, || promoted(Int32, 1.5)).unwrap(),
        Float64
    );
    assert_eq!(promoted(Int8, 2.5).unwrap(), Float64);
    assert_eq!(promoted(Uint8, 2.5).unwrap(), Float64);
    assert_eq!(promoted(Uint64, 1.5).unwrap(), Float64);
    assert_eq!(
        ivy::with_default_float_dtype(Float16, || promoted(Int8, 2.5))
            .unwrap()
            .unwrap(),
        Float64
    );
    // Next to bool a float takes the default float (rule 2: inferred as asarray infers it).
    assert_eq!(promoted(Bool, 2.5).unwrap(), Float32);
    // The Array API leaves the pair undefined; JAX's weak float gives way to the default float.
    let err = under(PromotionRules::ArrayApi, || promoted(Int32, 1.5)).unwrap_err();
    assert!(matches!(err, Error::NoCommonDtype { .. }), "{err:?}");
    assert_eq!(
        under(PromotionRules::Jax, || promoted(Int32, 1.5)).unwrap(),
        Float32
    );
}

/// Research notes §12 vectors 28, 30 and 31, where DESIGN.md does not say otherwise.
#[test]
fn ivy_vectors_for_scalars() {
    assert_eq!(promoted(Bool, 1.5).unwrap(), Float32);
    assert_eq!(promoted(Bool, 1).unwrap(), Int32);
    assert_eq!(
        promoted(Int32, Complex64::new(0.0, 1.0)).unwrap(),
        Complex128
    );
    assert_eq!(promoted(1, 2.0).unwrap(), Float64);
    assert_eq!(
        with_precise_mode(false, || promoted(1, 2.0)).unwrap(),
        Float32
    );
    assert_eq!(promoted(Bool, true).unwrap(), Bool);
    assert_eq!(promoted(Int8, true).unwrap(), Int8);
    // A big integer next to bool widens, as the value needs.
    assert_eq!(promoted(Bool, 1u64 << 40).unwrap(), Int64);
}

#[test]
fn complex_literals() {
    let j = Complex64::new(0.0, 1.0);
    // Ivy converts a Python complex next to a real array to complex128 (§3.3 rule 3).
    assert_eq!(promoted(Float32, j).unwrap(), Complex128);
    assert_eq!(promoted(Bfloat16, j).unwrap(), Complex128);
    assert_eq!(promoted(Float64, j).unwrap(), Complex128);
    assert_eq!(promoted(Complex64, j).unwrap(), Complex64);
    assert_eq!(promoted(Complex128, 2.5).unwrap(), Complex128);
    under(PromotionRules::ArrayApi, || {
        assert_eq!(promoted(Float32, j).unwrap(), Complex64);
        assert_eq!(promoted(Float64, j).unwrap(), Complex128);
        assert!(promoted(Int8, j).is_err());
        assert!(promoted(Bfloat16, j).is_err());
    });
    under(PromotionRules::Jax, || {
        assert_eq!(promoted(Bfloat16, j).unwrap(), Complex64);
        assert_eq!(promoted(Float64, j).unwrap(), Complex128);
    });
}

#[test]
fn array_api_scalar_rules() {
    under(PromotionRules::ArrayApi, || {
        assert_eq!(promoted(Float32, 2).unwrap(), Float32);
        assert_eq!(promoted(Bool, false).unwrap(), Bool);
        assert!(promoted(Bool, 1).is_err());
        assert!(promoted(Int8, true).is_err());
        assert!(promoted(1, 2.0).is_err());
        assert_eq!(promoted(1, 2).unwrap(), Int32);
    });
}

#[test]
fn jax_weak_types_follow_the_lattice() {
    under(PromotionRules::Jax, || {
        assert_eq!(promoted(Uint64, 2).unwrap(), Uint64);
        assert_eq!(promoted(Bool, 2).unwrap(), Int32);
        assert_eq!(promoted(Bool, 1u64 << 40).unwrap(), Int64);
        assert_eq!(promoted(1, 2.0).unwrap(), Float32);
        assert_eq!(promoted(Int16, true).unwrap(), Int16);
        assert!(promoted(Int8, 1000).is_err());
        let ops = [
            Operand::from(1),
            Operand::from(Bfloat16),
            Operand::from(2.5),
        ];
        assert_eq!(result_type(&ops).unwrap(), Bfloat16);
    });
}

/// Ivy's `result_type` hands the question to the backend and folds pairwise with NumPy's
/// rules; ours follows the active rules (research notes §5, verified cases).
#[test]
fn result_type_follows_the_active_rules() {
    let ops = |ds: &[Dtype]| ds.iter().map(|d| Operand::from(*d)).collect::<Vec<_>>();
    assert_eq!(result_type(&ops(&[Int8, Uint8])).unwrap(), Int16);
    assert_eq!(result_type(&ops(&[Int32, Float32])).unwrap(), Float64);
    assert_eq!(
        with_precise_mode(false, || result_type(&ops(&[Int32, Float32]))).unwrap(),
        Float32
    );
    assert_eq!(result_type(&ops(&[Int64, Uint64])).unwrap(), Float64);
    assert_eq!(result_type(&ops(&[Int8, Uint8, Float16])).unwrap(), Float32);
    assert_eq!(result_type(&ops(&[Bfloat16])).unwrap(), Bfloat16);
    let mixed = [Operand::from(Int8), Operand::from(3), Operand::from(Int16)];
    assert_eq!(result_type(&mixed).unwrap(), Int16);
    let err = under(PromotionRules::ArrayApi, || {
        result_type(&ops(&[Int8, Bfloat16]))
    })
    .unwrap_err();
    assert!(err.to_string().contains("`int8` and `bfloat16`"), "{err}");
    assert!(matches!(result_type(&[]), Err(Error::NoOperands { .. })));
}

#[test]
fn integers_beyond_every_dtype_are_refused() {
    let huge = Operand::Weak(ivy::Scalar::Int(1i128 << 70));
    let err = promoted(huge, Int64).unwrap_err();
    assert!(matches!(err, Error::ScalarOutOfRange { .. }), "{err:?}");
    // As a float it is an ordinary value.
    assert_eq!(promoted(huge, Float32).unwrap(), Float32);
    let err = result_type(&[huge]).unwrap_err();
    assert!(matches!(err, Error::NoDtypeForValue { .. }), "{err:?}");
}

/// A Python bool, int, float and complex next to an array of each dtype, as NumPy 2 (with
/// `ml_dtypes`) and PyTorch answer (tests/data, generated with the real libraries).
#[test]
fn numpy_and_torch_scalar_columns_cell_for_cell() {
    use crate::promotion_tables::{NUMPY_JSON, TORCH_JSON, cells, library_cell};
    let j = Complex64::new(1.0, 2.0);
    let scalars: [(&str, &str, Operand); 4] = [
        ("bool", "True", true.into()),
        ("int", "1", 1.into()),
        ("float", "2.5", 2.5.into()),
        ("complex", "(1+2j)", j.into()),
    ];
    for (rules, json) in [
        (PromotionRules::Numpy, NUMPY_JSON),
        (PromotionRules::Torch, TORCH_JSON),
    ] {
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        for (kind, python, _) in scalars {
            assert_eq!(
                v["scalar_values"][kind], python,
                "{rules}: the fixture's {kind}"
            );
        }
        let table = cells(json, "scalars");
        assert_eq!(table.len(), 15 * 4, "{rules}");
        for ((dtype, kind), cell) in &table {
            let dtype: Dtype = dtype.parse().unwrap();
            let (_, _, scalar) = scalars.iter().find(|(k, _, _)| k == kind).unwrap();
            let got = under(rules, || promoted(dtype, *scalar));
            match library_cell(cell) {
                Some(want) => assert_eq!(got.ok(), Some(want), "{rules}: {dtype} with {kind}"),
                None => assert!(
                    matches!(got, Err(Error::NoCommonDtype { .. })),
                    "{rules}: {dtype} with {kind}: {got:?}"
                ),
            }
        }
    }
}

/// Issue 27's examples, by hand: NEP 50 for NumPy 2, the category rule for PyTorch.
#[test]
fn numpy_and_torch_scalar_rules() {
    let j = Complex64::new(0.0, 1.0);
    under(PromotionRules::Numpy, || {
        assert_eq!(promoted(Int8, 2).unwrap(), Int8);
        // NumPy 2 raises OverflowError for `int8_array + 300`.
        assert!(matches!(
            promoted(Int8, 300),
            Err(Error::ScalarOutOfRange { dtype: Int8, .. })
        ));
        assert_eq!(promoted(Int8, 2.5).unwrap(), Float64);
        assert_eq!(promoted(Float32, j).unwrap(), Complex64);
        assert_eq!(promoted(Float64, j).unwrap(), Complex128);
        assert_eq!(promoted(Int32, j).unwrap(), Complex128);
        assert_eq!(promoted(Bool, 1).unwrap(), Int64);
        assert_eq!(promoted(Float16, 2.5).unwrap(), Float16);
        // Lone Python scalars take NumPy's defaults, whatever Ivy's default dtypes are.
        assert_eq!(promoted(1, 2).unwrap(), Int64);
        assert_eq!(promoted(1, 2.0).unwrap(), Float64);
    });
    under(PromotionRules::Torch, || {
        assert_eq!(promoted(Int8, 2).unwrap(), Int8);
        assert!(promoted(Int8, 300).is_err());
        assert_eq!(promoted(Int8, 2.5).unwrap(), Float32);
        assert_eq!(promoted(Uint16, 2.5).unwrap(), Float32);
        assert_eq!(promoted(Uint16, j).unwrap(), Complex64);
        assert_eq!(promoted(Bool, 1).unwrap(), Int64);
        assert_eq!(promoted(Float64, j).unwrap(), Complex128);
        // `float16` with a complex is `complex32` in PyTorch, which Ivy lacks.
        let err = promoted(Float16, j).unwrap_err();
        assert!(matches!(err, Error::NoCommonDtype { .. }), "{err:?}");
        // PyTorch's default float is Ivy's default float dtype here.
        let wide = ivy::with_default_float_dtype(Float64, || promoted(Int8, 2.5));
        assert_eq!(wide.unwrap().unwrap(), Float64);
        assert_eq!(promoted(1, 2).unwrap(), Int64);
        assert_eq!(promoted(1, 2.0).unwrap(), Float32);
    });
}

/// A call keeps a literal's 0-d array for the thread's next call with the same literal
/// (`x + 2` in a loop): each later call must still compute with its own literal, whatever the
/// calls between used. IEEE 754: `-0.0 + 0.0` is `+0.0`, `-0.0 + -0.0` is `-0.0`.
#[test]
fn repeated_literals_keep_their_value_sign_dtype_and_rules() -> ivy::Result<()> {
    let zero = ivy::array![-0.0f32]?;
    for _ in 0..3 {
        let plus = ivy::add(&zero, 0.0)?.to_vec::<f32>()?;
        let minus = ivy::add(&zero, -0.0)?.to_vec::<f32>()?;
        assert!(plus[0] == 0.0 && plus[0].is_sign_positive(), "{plus:?}");
        assert!(minus[0] == 0.0 && minus[0].is_sign_negative(), "{minus:?}");
        assert!(ivy::add(&zero, f64::NAN)?.to_vec::<f32>()?[0].is_nan());
    }
    // More literals in turn than a thread keeps: each call its own value.
    let x = ivy::array![1.0f32, 2.0]?;
    for _ in 0..3 {
        for k in 0..7 {
            assert_eq!((&x + k)?.to_vec::<f32>()?, [1.0 + k as f32, 2.0 + k as f32]);
            assert_eq!((&x * k)?.to_vec::<f32>()?, [k as f32, 2.0 * k as f32]);
        }
    }
    // One literal next to arrays of other dtypes: each its dtype, and a literal that does not
    // fit one of them still refused after it was kept for another.
    let (small, wide) = (ivy::array![100i8]?, ivy::array![100i32]?);
    for _ in 0..3 {
        assert_eq!((&wide + 100)?.to_vec::<i32>()?, [200]);
        assert_eq!((&small + 27)?.to_vec::<i8>()?, [127]);
        assert!(ivy::add(&small, 200).is_err());
        assert_eq!((&wide + 200)?.to_vec::<i32>()?, [300]);
    }
    // The rules a literal gave way under: next to bfloat16, a float literal stays bfloat16
    // under Ivy's rules and makes float64 under NumPy's (to NumPy, bfloat16 is a user dtype
    // a Python float is not weak next to: `numpy_and_torch_scalar_rules`).
    let b = ivy::astype(&ivy::array![1.0f32]?, Bfloat16)?;
    for _ in 0..3 {
        assert_eq!((&b + 2.5)?.dtype(), Bfloat16);
        let numpy = with_promotion_rules(PromotionRules::Numpy, || &b + 2.5)?;
        assert_eq!(
            (numpy.dtype(), numpy.to_vec::<f64>()?),
            (Float64, vec![3.5])
        );
    }
    Ok(())
}
