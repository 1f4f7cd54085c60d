//! Issue 10 item 5: `result_type` does not depend on the order of its operands, in any rule
//! set; and properties of `promote_types` against the tables.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use ivy::Dtype::*;
use ivy::{
    Dtype, Operand, PromotionRules, Scalar, promote_types, result_type, with_promotion_rules,
};
use num_complex::Complex64;
use proptest::prelude::*;

/// `[uint8, 300, 1.5]` was an error (300 was checked against uint8 before 1.5 made the result
/// a float) while `[uint8, 1.5, 300]` gave float32. The scalars now meet the typed operands all
/// at once: the float makes the result float64 in both Ivy tables (Ivy converts a float next
/// to an integer array to float64), float32 under JAX, and 300 fits it.
#[test]
fn result_type_of_uint8_300_and_1_5_is_the_same_in_every_order() {
    let (u, big, half) = (Operand::from(Uint8), Operand::from(300), Operand::from(1.5));
    let orders = [
        [u, big, half],
        [u, half, big],
        [big, u, half],
        [big, half, u],
        [half, u, big],
        [half, big, u],
    ];
    let expected = [
        (PromotionRules::IvyPrecise, Some(Float64)),
        (PromotionRules::IvyNonPrecise, Some(Float64)),
        // JAX: uint8 joined with the weak float is the weak float, float32 by default.
        (PromotionRules::Jax, Some(Float32)),
        // The Array API takes no float scalar next to an integer array.
        (PromotionRules::ArrayApi, None),
        // NumPy 2: a Python float next to an integer array is float64; PyTorch: the default
        // float, float32.
        (PromotionRules::Numpy, Some(Float64)),
        (PromotionRules::Torch, Some(Float32)),
    ];
    for (rules, want) in expected {
        for order in &orders {
            let got = with_promotion_rules(rules, || result_type(order));
            assert_eq!(
                got.as_ref().ok(),
                want.as_ref(),
                "{rules} {order:?}: {got:?}"
            );
        }
    }
    // An integer scalar that only a wider integer holds, next to bool, in either order.
    let (b, one, wide) = (
        Operand::from(Bool),
        Operand::from(1),
        Operand::from(1u64 << 40),
    );
    for order in [[b, one, wide], [b, wide, one], [wide, one, b]] {
        assert_eq!(result_type(&order).unwrap(), Int64, "{order:?}");
    }
}

fn dtype() -> impl Strategy<Value = Dtype> {
    (0..Dtype::COUNT).prop_map(|i| Dtype::ALL[i])
}

/// Scalars of every kind, with values that fit the narrow dtypes and values that need wide
/// ones (or none).
fn scalar() -> impl Strategy<Value = Scalar> {
    let int_edges = prop::sample::select(vec![
        0i128,
        127,
        255,
        300,
        -129,
        70_000,
        1 << 31,
        -(1 << 31) - 1,
        1 << 40,
        1 << 63,
        -(1 << 63),
        u64::MAX as i128,
        1 << 70,
    ]);
    let float_edges = prop::sample::select(vec![
        0.5,
        -2.0,
        70_000.0,
        1e39,
        1e300,
        1e-40,
        f64::NAN,
        f64::INFINITY,
    ]);
    prop_oneof![
        any::<bool>().prop_map(Scalar::Bool),
        (-300i128..300).prop_map(Scalar::Int),
        int_edges.prop_map(Scalar::Int),
        (-1e3f64..1e3).prop_map(Scalar::Float),
        float_edges.prop_map(Scalar::Float),
        (-1e3f64..1e3, prop::sample::select(vec![0.0, 1.0, 1e300]))
            .prop_map(|(re, im)| Scalar::Complex(Complex64::new(re, im))),
    ]
}

fn operand() -> impl Strategy<Value = Operand> {
    prop_oneof![
        dtype().prop_map(Operand::Typed),
        scalar().prop_map(Operand::Weak),
    ]
}

/// An operand, or a 0-d or weak array (which only `torch` and `jax` promote apart).
fn operand_or_array() -> impl Strategy<Value = Operand> {
    prop_oneof![
        operand(),
        (dtype(), any::<bool>(), any::<bool>())
            .prop_map(|(d, zero_dim, weak)| Operand::of_array(d, zero_dim, weak)),
    ]
}

/// A list of operands (0-d and weak arrays among them) and a reordering of it.
fn operands_and_a_permutation() -> impl Strategy<Value = (Vec<Operand>, Vec<Operand>)> {
    prop::collection::vec(operand_or_array(), 1..7)
        .prop_flat_map(|ops| (Just(ops.clone()), Just(ops).prop_shuffle()))
}

static NUMPY: LazyLock<BTreeMap<(Dtype, Dtype), Dtype>> =
    LazyLock::new(|| fixture(include_str!("../data/numpy_promote_types.json")));
static JAX_X64: LazyLock<BTreeMap<(Dtype, Dtype), Dtype>> =
    LazyLock::new(|| fixture(include_str!("../data/jax_x64_promote_types.json")));

/// A `{"table": {row: {col: dtype}}}` fixture of tests/data.
fn fixture(json: &str) -> BTreeMap<(Dtype, Dtype), Dtype> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let d = |s: &str| s.parse::<Dtype>().unwrap();
    let mut out = BTreeMap::new();
    for (row, cols) in v["table"].as_object().unwrap() {
        for (col, cell) in cols.as_object().unwrap() {
            out.insert((d(row), d(col)), d(cell.as_str().unwrap()));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn result_type_does_not_depend_on_operand_order((ops, shuffled) in operands_and_a_permutation()) {
        for rules in PromotionRules::ALL {
            let (a, b) = with_promotion_rules(rules, || (result_type(&ops), result_type(&shuffled)));
            prop_assert_eq!(a.as_ref().ok(), b.as_ref().ok(), "{} {:?} {:?}: {:?} / {:?}", rules, ops, shuffled, a, b);
        }
    }

    /// A result holds every scalar, and every typed operand promotes to it; but under `torch`
    /// a complex scalar makes `uint16` (`uint32`, `uint64`) `complex64`, a pair PyTorch's own
    /// table leaves undefined (tests/data/torch_promotion.json has both facts).
    #[test]
    fn result_type_holds_every_operand(ops in prop::collection::vec(operand(), 1..7)) {
        let complex_scalar = ops.iter().any(|op| matches!(op, Operand::Weak(Scalar::Complex(_))));
        for rules in PromotionRules::ALL {
            with_promotion_rules(rules, || -> Result<(), TestCaseError> {
                if let Ok(r) = result_type(&ops) {
                    for op in &ops {
                        match *op {
                            Operand::Weak(s) => prop_assert!(s.fits(r), "{} {:?}: {} in {}", rules, ops, s, r),
                            Operand::Typed(d) if rules == PromotionRules::Torch
                                && complex_scalar
                                && matches!(d, Uint16 | Uint32 | Uint64) =>
                            {
                                prop_assert!(r.is_complex(), "{} {:?}", rules, ops);
                            }
                            Operand::Typed(d) => prop_assert_eq!(rules.promote(d, r), Some(r), "{} {:?}", rules, ops),
                            Operand::Array(_) => unreachable!("operand() makes no 0-d or weak arrays"),
                        }
                    }
                }
                Ok(())
            })?;
        }
    }

    /// `promote_types` is symmetric, is the rule set's table, and is `result_type` of the pair.
    #[test]
    fn promote_types_is_symmetric_and_is_the_table(a in dtype(), b in dtype()) {
        for rules in PromotionRules::ALL {
            with_promotion_rules(rules, || -> Result<(), TestCaseError> {
                let ab = promote_types(a, b).ok();
                prop_assert_eq!(ab, promote_types(b, a).ok(), "{}", rules);
                prop_assert_eq!(ab, rules.promote(a, b), "{}", rules);
                prop_assert_eq!(ab, result_type(&[a.into(), b.into()]).ok(), "{}", rules);
                Ok(())
            })?;
        }
    }

    /// Against the independent fixtures: NumPy for the precise table where NumPy has both
    /// dtypes, JAX with 64-bit types for the non-precise one.
    #[test]
    fn promote_types_agrees_with_numpy_and_jax(a in dtype(), b in dtype()) {
        if let Some(want) = NUMPY.get(&(a, b)) {
            let got = with_promotion_rules(PromotionRules::IvyPrecise, || promote_types(a, b));
            prop_assert_eq!(got.ok(), Some(*want));
        }
        let got = with_promotion_rules(PromotionRules::IvyNonPrecise, || promote_types(a, b));
        prop_assert_eq!(got.ok(), JAX_X64.get(&(a, b)).copied());
    }
}
