//! `TensorType` (seed 004) through the facade, on the ndarray backend. Expected values are
//! derived by hand from the seed's rules and PyTensor's documented behaviour, as noted by each.

use ivy::Dtype::{self, *};
use ivy::{Array, Error, FilterRule, HostArray, TensorType, s, with_precise_mode};
use proptest::prelude::*;

fn t(s: &str) -> TensorType {
    s.parse().unwrap()
}

/// A 1-d array of `dtype` holding `values`, each exact in float64.
fn arr(values: &[f64], dtype: Dtype) -> Array {
    ivy::init().unwrap();
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

/// The rule a filter call refused with, and its whole message.
fn refusal(result: ivy::Result<Array>) -> (FilterRule, String) {
    match result {
        Err(e @ Error::TypeFilter { rule, .. }) => (rule, e.to_string()),
        other => panic!("expected a filter refusal, got {other:?}"),
    }
}

fn host_f64(a: &Array) -> Vec<f64> {
    match ivy::astype(a, Float64).unwrap().to_host().unwrap().data() {
        ivy::HostData::Float64(v) => v.clone(),
        other => panic!("{other:?}"),
    }
}

// ---- The seed's example: v1 of type (2, ?), v2 of type (2, 1), both float64. ----

#[test]
fn the_seeds_example_relations() {
    let v1 = TensorType::new(Float64, [Some(2), None]);
    let v2 = TensorType::new(Float64, [Some(2), Some(1)]);
    // Seed: `TensorType(float64, (2, ?))`, printed here as float64[2, ?].
    assert_eq!(v1.to_string(), "float64[2, ?]");
    assert_eq!(v2.to_string(), "float64[2, 1]");
    // Seed: v1.type.in_same_class(v2.type) is False (the static 1 differs).
    assert!(!v1.in_same_class(&v2));
    // Seed: v1.type.is_super(v2.type) is True; the converse cannot hold ((2, 5) is in v1 only).
    assert!(v1.is_super(&v2));
    assert!(!v2.is_super(&v1));
    // Seed: filtering v2 through v1's type keeps v2's type; filtering v1 through v2's type
    // gives SpecifyShape with v2's static shape (the seed's note: "should really have (2, 1)").
    assert_eq!(v1.convert_variable(&v2), Ok(v2.clone()));
    assert_eq!(v2.convert_variable(&v1), Ok(v2.clone()));
}

#[test]
fn is_super_for_a_partial_and_a_full_shape() {
    // float32[?, 3] holds every 2-d float32 array with 3 columns, [2, 3] among them.
    assert!(t("float32[?, 3]").is_super(&t("float32[2, 3]")));
    assert!(!t("float32[2, 3]").is_super(&t("float32[?, 3]")));
    assert!(!t("float32[?, 3]").is_super(&t("float64[2, 3]")));
    assert!(!t("float32[?, 3]").is_super(&t("float32[2, 4]")));
    assert!(!t("float32[?, 3]").is_super(&t("float32[3]")));
    assert_eq!(t("float32[?, 3]").ndim(), 2);
    assert_eq!(
        t("float32[1, ?, 1]").broadcastable(),
        vec![true, false, true]
    );
}

#[test]
fn an_arrays_type_knows_every_dimension() {
    let x = ivy::array![[1i8, 2, 3], [4, 5, 6]].unwrap();
    assert_eq!(x.tensor_type(), TensorType::known(Int8, &[2, 3]));
    assert_eq!(x.tensor_type().to_string(), "int8[2, 3]");
    let s = ivy::asarray(HostArray::scalar(7u16)).unwrap();
    assert_eq!(s.tensor_type().to_string(), "uint16[]");
    assert!(t("int8[?, 3]").is_super(&x.tensor_type()));
}

// ---- get_size: elements x item size. ----

#[test]
fn get_size_in_bytes() {
    // 2 x 3 elements of 8 bytes.
    assert_eq!(t("float64[2, 3]").get_size(), Ok(48));
    // A 0-d type is one element.
    assert_eq!(t("int16[]").get_size(), Ok(2));
    let x = ivy::array![[1.0f32, 2.0], [3.0, 4.0]].unwrap();
    assert_eq!(x.tensor_type().get_size(), Ok(16));
    assert_eq!(
        t("float64[2, ?]").get_size().unwrap_err().to_string(),
        "`float64[2, ?]` has no size in bytes: dimension 1 is unknown"
    );
    assert!(matches!(
        t("int64[9223372036854775807, 3]").get_size(),
        Err(Error::SizeOverflow { .. })
    ));
}

// ---- filter: strict, lossless by dtype, allow_downcast, or values checked. ----

#[test]
fn filter_strict_takes_the_exact_dtype_only() {
    let ty = t("float32[?, 3]");
    let x = ivy::array![[1.0f32, 2.0, 3.0], [4.0, 5.0, 6.0]].unwrap();
    let same = ty.filter(&x, true, false).unwrap();
    assert!(TensorType::may_share_memory(&x, &same)); // returned as it is
    assert!(ty.is_valid_value(&x));

    let y = ivy::array![[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]].unwrap(); // float64
    assert!(!ty.is_valid_value(&y));
    let (rule, message) = refusal(ty.filter(&y, true, true));
    assert_eq!(rule, FilterRule::StrictDtype);
    assert_eq!(
        message,
        "`float32[?, 3]` refuses an array of dtype `float64` and shape [2, 3] (strict dtype): \
         strict filtering takes only `float32` arrays; filter with strict = false to convert"
    );
}

#[test]
fn filter_checks_the_shape_in_every_mode() {
    let ty = t("float32[?, 3]");
    let flat = arr(&[1.0, 2.0, 3.0], Float32);
    for strict in [true, false] {
        let (rule, message) = refusal(ty.filter(&flat, strict, true));
        assert_eq!(rule, FilterRule::Ndim);
        assert!(
            message.ends_with("it has 1 dimension, the type has 2"),
            "{message}"
        );
    }
    let square = ivy::array![[1.0f32, 2.0], [3.0, 4.0]].unwrap();
    let (rule, message) = refusal(ty.filter(&square, false, true));
    assert_eq!(rule, FilterRule::Shape);
    assert!(
        message.ends_with("dimension 1 is 2, the type fixes it to 3"),
        "{message}"
    );
}

#[test]
fn filter_converts_what_casts_without_loss() {
    // Ivy's precise table (NumPy's): promote(int8, float32) = float32, so int8 -> float32 is
    // lossless by dtype, converted without looking at values.
    let x = ivy::array![[1i8, 2, 3], [-4, 5, 6]].unwrap();
    let y = t("float32[?, 3]").filter(&x, false, false).unwrap();
    assert_eq!(y.dtype(), Float32);
    assert_eq!(y.shape(), &[2, 3]);
    assert_eq!(host_f64(&y), [1.0, 2.0, 3.0, -4.0, 5.0, 6.0]);
    assert!(!TensorType::may_share_memory(&x, &y));
}

#[test]
fn filter_without_downcast_refuses_a_lossy_value_and_says_which() {
    // promote(int32, float32) = float64 in precise mode: not lossless by dtype, so values are
    // checked. 2^24 + 1 = 16777217 is not a float32; it would round to 2^24.
    let ty = t("float32[?]");
    let exact = arr(&[1.0, 16_777_216.0], Int32);
    assert_eq!(
        host_f64(&ty.filter(&exact, false, false).unwrap()),
        [1.0, 16_777_216.0]
    );
    let lossy = arr(&[1.0, 16_777_217.0], Int32);
    let (rule, message) = refusal(ty.filter(&lossy, false, false));
    assert_eq!(rule, FilterRule::PrecisionLoss);
    assert_eq!(
        message,
        "`float32[?]` refuses an array of dtype `int32` and shape [2] (precision loss): `int32` \
         does not cast to `float32` without loss under the ivy-precise promotion rules, and the \
         value 16777217 at [1] would become 16777216.0; pass allow_downcast = true to accept \
         the loss, or convert the array first"
    );
    // allow_downcast accepts the loss.
    let down = ty.filter(&lossy, false, true).unwrap();
    assert_eq!(host_f64(&down), [1.0, 16_777_216.0]);
    // Ivy's non-precise table (JAX's) has promote(int32, float32) = float32: lossless by
    // dtype under those rules, so no value is checked.
    let converted = with_precise_mode(false, || ty.filter(&lossy, false, false)).unwrap();
    assert_eq!(host_f64(&converted), [1.0, 16_777_216.0]);
}

#[test]
fn filter_checks_values_of_narrowing_conversions() {
    // float64 -> int8: fine for integral values in range, refused for 0.5, NaN, 300.
    let int8 = t("int8[?]");
    assert_eq!(
        host_f64(
            &int8
                .filter(&arr(&[1.0, -2.0], Float64), false, false)
                .unwrap()
        ),
        [1.0, -2.0]
    );
    let (rule, message) = refusal(int8.filter(&arr(&[1.0, 0.5], Float64), false, false));
    assert_eq!(rule, FilterRule::PrecisionLoss);
    assert!(
        message.contains("the value 0.5 at [1] would become 0;"),
        "{message}"
    );
    let (_, message) = refusal(int8.filter(&arr(&[f64::NAN], Float64), false, false));
    assert!(
        message.contains("the value NaN at [0] would become 0;"),
        "{message}"
    );
    // allow_downcast converts as astype does: 0.5 truncates to 0.
    assert_eq!(
        host_f64(
            &int8
                .filter(&arr(&[1.0, 0.5], Float64), false, true)
                .unwrap()
        ),
        [1.0, 0.0]
    );
    // int64 300 wraps to 44 in int8; uint8 200 wraps to -56.
    let (_, message) = refusal(int8.filter(&arr(&[300.0], Int64), false, false));
    assert!(
        message.contains("the value 300 at [0] would become 44;"),
        "{message}"
    );
    let (_, message) = refusal(int8.filter(&arr(&[1.0, 200.0], Uint8), false, false));
    assert!(
        message.contains("the value 200 at [1] would become -56;"),
        "{message}"
    );
    // float64 -> float32: NaN stays NaN and 1.5 is exact; 0.1 is not a float32.
    let f32 = t("float32[?]");
    let kept = f32
        .filter(&arr(&[f64::NAN, 1.5], Float64), false, false)
        .unwrap();
    assert!(host_f64(&kept)[0].is_nan());
    let (_, message) = refusal(f32.filter(&arr(&[0.1], Float64), false, false));
    assert!(
        message.contains("the value 0.1 at [0] would become 0.10000000149011612;"),
        "{message}"
    );
    // To bool: 0 and 1 survive; 2 would become true (1).
    let b = t("bool[?]");
    assert_eq!(
        b.filter(&arr(&[0.0, 1.0], Float64), false, false)
            .unwrap()
            .dtype(),
        Bool
    );
    let (_, message) = refusal(b.filter(&arr(&[2.0], Float64), false, false));
    assert!(
        message.contains("the value 2.0 at [0] would become true;"),
        "{message}"
    );
}

#[test]
fn filter_reports_a_conversion_the_backend_refuses() {
    // The ndarray backend never drops an imaginary part, even with allow_downcast.
    let z = arr(&[1.0], Complex128);
    let (rule, _) = refusal(t("float64[1]").filter(&z, false, true));
    assert_eq!(rule, FilterRule::Conversion);
}

// ---- values_eq, values_eq_approx, may_share_memory. ----

#[test]
fn values_eq_is_exact_with_nan_equal_to_nan() {
    let a = arr(&[1.0, f64::NAN], Float64);
    assert_eq!(
        TensorType::values_eq(&a, &arr(&[1.0, f64::NAN], Float64)),
        Ok(true)
    );
    assert_eq!(
        TensorType::values_eq(&a, &arr(&[1.0, 2.0], Float64)),
        Ok(false)
    );
    // Same values, another dtype or shape: not equal (PyTensor's force_same_dtype).
    assert_eq!(
        TensorType::values_eq(&a, &arr(&[1.0, f64::NAN], Float32)),
        Ok(false)
    );
    let row = ivy::array![[1.0, 2.0]].unwrap();
    assert_eq!(
        TensorType::values_eq(&arr(&[1.0, 2.0], Float64), &row),
        Ok(false)
    );
    // Within float64's tolerance, yet not equal.
    let b = arr(&[1.0, 1.000001], Float64);
    assert_eq!(
        TensorType::values_eq(&arr(&[1.0, 1.0], Float64), &b),
        Ok(false)
    );
}

#[test]
fn values_eq_approx_uses_a_tolerance_by_dtype() {
    let approx = |x: f64, y: f64, d: Dtype| {
        TensorType::values_eq_approx(&arr(&[x], d), &arr(&[y], d)).unwrap()
    };
    // float64: |a - b| <= 1e-8 + 1e-5 |b|. 1e-6 passes, 1e-4 does not.
    assert!(approx(1.000001, 1.0, Float64));
    assert!(!approx(1.0001, 1.0, Float64));
    // Near zero only atol counts: 5e-9 passes float64 (1e-8) ...
    assert!(approx(5e-9, 0.0, Float64));
    assert!(!approx(5e-8, 0.0, Float64));
    // ... and 5e-6 passes float32 (atol 1e-5) but not float64.
    assert!(approx(5e-6, 0.0, Float32));
    assert!(!approx(5e-6, 0.0, Float64));
    // float16: 1 + 2^-10 (one ulp) is within 1e-3 + 1e-3; 1 + 2^-8 is not.
    assert!(approx(1.0 + 2f64.powi(-10), 1.0, Float16));
    assert!(!approx(1.0 + 2f64.powi(-8), 1.0, Float16));
    // NaN matches NaN; an infinity only itself.
    assert!(approx(f64::NAN, f64::NAN, Float32));
    assert!(approx(f64::INFINITY, f64::INFINITY, Float32));
    assert!(!approx(f64::INFINITY, f64::NEG_INFINITY, Float32));
    assert!(!approx(f64::NAN, 1.0, Float32));
    // Integers compare exactly.
    assert!(!approx(1.0, 2.0, Int64));
    assert!(approx(7.0, 7.0, Int64));
    // A wider tolerance of the caller's choosing.
    let loose = ivy::Tolerance {
        rtol: 0.0,
        atol: 0.5,
    };
    assert_eq!(
        TensorType::values_eq_approx_with(&arr(&[1.0], Float64), &arr(&[1.4], Float64), loose),
        Ok(true)
    );
}

#[test]
fn may_share_memory_finds_views_and_their_sources() {
    let x = arr(&[1.0, 2.0], Float32);
    assert!(TensorType::may_share_memory(&x, &x.clone()));
    assert!(!TensorType::may_share_memory(
        &x,
        &arr(&[1.0, 2.0], Float32)
    ));
    // A shared array (from ndarray): basic slices of it are views of its buffer.
    let v = ivy::from_ndarray(
        ndarray::ArrayD::from_shape_vec(ndarray::IxDyn(&[8]), (0..8).map(f64::from).collect())
            .unwrap(),
    )
    .unwrap();
    let view = |q: &[ivy::Index<'_>]| v.get_item(q).unwrap();
    let (head, tail) = (view(s![..4]), view(s![4..]));
    assert!(TensorType::may_share_memory(&v, &head));
    assert!(TensorType::may_share_memory(&tail, &v));
    // Disjoint halves do not share; overlapping ranges do, a reversed one included.
    assert!(!TensorType::may_share_memory(&head, &tail));
    assert!(TensorType::may_share_memory(&head, &view(s![3..6])));
    assert!(TensorType::may_share_memory(
        &view(s![..;-1]),
        &view(s![7..])
    ));
    // NumPy's x[1::-1]: elements 1 and 0, below x[2:].
    assert!(!TensorType::may_share_memory(
        &view(s![1..;-1]),
        &view(s![2..])
    ));
    // Interleaved views: no element in both, but their ranges overlap (NumPy's
    // may_share_memory says True too).
    assert!(TensorType::may_share_memory(
        &view(s![..;2]),
        &view(s![1..;2])
    ));
    // An element picked by an integer is a 0-d view.
    assert!(TensorType::may_share_memory(&view(s![5]), &tail));
    assert!(!TensorType::may_share_memory(&view(s![5]), &head));
    // A result computed from it, and an empty view, share nothing.
    assert!(!TensorType::may_share_memory(
        &v,
        &ivy::add(&v, 1.0).unwrap()
    ));
    assert!(!TensorType::may_share_memory(&v, &view(s![3..3])));
    // Copy-on-write: once the view is written through `out=`, it holds memory of its own.
    let mut written = view(s![..4]);
    ivy::add::with(&head, 1.0).out(&mut written).call().unwrap();
    assert!(!TensorType::may_share_memory(&v, &written));
}

#[cfg(feature = "candle")]
#[test]
fn may_share_memory_finds_candle_views() {
    let candle = crate::candle().unwrap();
    let x = ivy::with_backend(candle, || ivy::asarray(vec![0.0f32; 8])).unwrap();
    let head = x.get_item(s![..4]).unwrap();
    let tail = x.get_item(s![4..]).unwrap();
    assert!(TensorType::may_share_memory(&x, &head));
    assert!(TensorType::may_share_memory(&tail, &x));
    assert!(!TensorType::may_share_memory(&head, &tail));
    assert!(!TensorType::may_share_memory(
        &x,
        &ivy::add(&x, 1.0).unwrap()
    ));
}

// ---- The printed form. ----

#[test]
fn malformed_type_strings_are_errors_naming_the_bad_token() {
    let cases = [
        ("float32[3,,]", ",", None),
        ("float33[2]", "float33", Some("float32")),
        ("float32[3", "", None),
        ("float32[-1]", "-1", None),
        ("float32[3.0]", "3.0", None),
        ("int8[18446744073709551616]", "18446744073709551616", None),
        ("flot64[]", "flot64", Some("float64")),
    ];
    for (s, bad, nearest) in cases {
        match s.parse::<TensorType>() {
            Err(e @ Error::TensorTypeSyntax { .. }) => {
                let Error::TensorTypeSyntax {
                    ref token,
                    suggestion,
                    ..
                } = e
                else {
                    unreachable!()
                };
                assert_eq!((token.as_str(), suggestion), (bad, nearest), "{s}");
                assert_eq!(e.to_string().lines().count(), 1);
                assert!(
                    e.to_string()
                        .starts_with(&format!("`{s}` is not a tensor type"))
                );
            }
            other => panic!("{s}: {other:?}"),
        }
    }
    let e = "float33[2]".parse::<TensorType>().unwrap_err().to_string();
    assert!(e.contains("did you mean `float32`?"), "{e}");
}

#[test]
fn broadcasting_partial_shapes() {
    assert_eq!(
        ivy::broadcast_dims(&[None, Some(1)], &[Some(4)]),
        Ok(vec![None, Some(4)])
    );
    assert!(matches!(
        ivy::broadcast_dims(&[Some(2)], &[Some(3)]),
        Err(Error::ShapesDoNotBroadcast { axis: 0, .. })
    ));
}

fn any_type() -> impl Strategy<Value = TensorType> {
    let dim = prop_oneof![
        Just(None),
        any::<usize>().prop_map(Some),
        (0usize..8).prop_map(Some)
    ];
    (0..Dtype::COUNT, prop::collection::vec(dim, 0..7))
        .prop_map(|(i, shape)| TensorType::new(Dtype::ALL[i], shape))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn printing_then_parsing_gives_the_type_back(ty in any_type()) {
        prop_assert_eq!(ty.to_string().parse::<TensorType>(), Ok(ty));
    }

    #[test]
    fn any_string_parses_or_fails_on_one_line(s in any::<String>()) {
        check_parse(&s)?;
    }

    #[test]
    fn near_misses_of_the_grammar_parse_or_fail_on_one_line(
        s in "(float32|int8|flot32| )?\\[?[0-9?, \\-]{0,12}\\]?[ x]?"
    ) {
        check_parse(&s)?;
    }
}

/// Parsing `s` gives a type that prints and parses back, or a one-line error naming a token
/// taken from `s`.
fn check_parse(s: &str) -> Result<(), TestCaseError> {
    match s.parse::<TensorType>() {
        Ok(ty) => prop_assert_eq!(ty.to_string().parse::<TensorType>(), Ok(ty)),
        Err(Error::TensorTypeSyntax { ref token, .. }) => {
            prop_assert!(s.contains(token.as_str()), "{:?} not in {:?}", token, s);
            let message = s.parse::<TensorType>().unwrap_err().to_string();
            prop_assert_eq!(message.lines().count(), 1, "{}", message);
        }
        Err(other) => prop_assert!(false, "unexpected error {:?}", other),
    }
    Ok(())
}

#[test]
fn empty_and_0d_arrays_filter_like_any_other() {
    // No element, no value to lose: float64 -> int8 is taken.
    let empty = arr(&[], Float64);
    assert_eq!(empty.tensor_type().to_string(), "float64[0]");
    assert_eq!(
        t("int8[0]").filter(&empty, false, false).unwrap().dtype(),
        Int8
    );
    // A 0-d 0.5 does not fit int8[]; its index is [].
    let half = ivy::asarray(HostArray::scalar(0.5f64)).unwrap();
    let (rule, message) = refusal(t("int8[]").filter(&half, false, false));
    assert_eq!(rule, FilterRule::PrecisionLoss);
    assert!(
        message.contains("the value 0.5 at [] would become 0;"),
        "{message}"
    );
    assert_eq!(
        refusal(t("int8[1]").filter(&half, false, true)).0,
        FilterRule::Ndim
    );
}
