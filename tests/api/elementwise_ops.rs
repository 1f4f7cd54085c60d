//! Values of the element-wise operations beyond arithmetic (floor division, remainders,
//! powers, signs, extrema, comparisons, special-value tests, logical and bitwise operations,
//! gcd, complex parts, copysign): every dtype class, edge values (integer limits, `nan`,
//! `±0`, `inf`, empty and 0-d arrays) and bad input, on ndarray and, for the dtypes it holds,
//! on candle. Expected values are NumPy's (its documentation's examples where it has them,
//! else derived by hand from NumPy's definitions), written in.

use ivy::Dtype::{self, *};
use ivy::{Array, BackendId, CastingMode, DtypeSet, HostArray, HostData, with_casting_mode};
use num_complex::Complex;

/// The built-in backends: ndarray, and candle when it is built.
fn backends() -> Vec<BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(crate::candle().unwrap());
    all
}

/// Runs `check` for each of `dtypes` on every built-in backend that holds it.
fn on_each(dtypes: DtypeSet, check: impl Fn(Dtype)) {
    for backend in backends() {
        for dtype in (dtypes & backend.valid_dtypes()).iter() {
            eprintln!("checking {dtype} on {backend}");
            ivy::with_backend(backend, || check(dtype));
        }
    }
}

/// Runs `check` for each of `dtypes` on ndarray only: for functions whose result is `bool`,
/// which candle cannot hold (they have no candle kernel).
fn on_ndarray(dtypes: DtypeSet, check: impl Fn(Dtype)) {
    let ndarray = ivy::init().unwrap();
    for dtype in dtypes.iter() {
        eprintln!("checking {dtype} on ndarray");
        ivy::with_backend(ndarray, || check(dtype));
    }
}

/// `values` (exact in `dtype`) as a 1-d array of `dtype`, on the current backend.
fn arr(values: &[f64], dtype: Dtype) -> Array {
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    ivy::astype(&ivy::asarray(host).unwrap(), dtype).unwrap()
}

/// `value` as a 0-d array of `dtype`, on the current backend.
fn arr0(value: f64, dtype: Dtype) -> Array {
    let host = HostArray::new(vec![], vec![value]).unwrap();
    ivy::astype(&ivy::asarray(host).unwrap(), dtype).unwrap()
}

/// Complex numbers `(re, im)` as a 1-d array of `dtype` (`complex64` or `complex128`).
fn carr(values: &[(f64, f64)], dtype: Dtype) -> Array {
    let z: Vec<Complex<f64>> = values.iter().map(|&(r, i)| Complex::new(r, i)).collect();
    let host = HostArray::new(vec![z.len()], z).unwrap();
    ivy::astype(&ivy::asarray(host).unwrap(), dtype).unwrap()
}

/// The values of a real or `bool` array as `f64` (`true` is 1).
fn values(a: &Array) -> Vec<f64> {
    match ivy::astype(a, Float64).unwrap().to_host().unwrap().data() {
        HostData::Float64(v) => v.clone(),
        other => panic!("not float64: {:?}", other.dtype()),
    }
}

/// The values of a complex array as `(re, im)` pairs.
fn cvalues(a: &Array) -> Vec<(f64, f64)> {
    match ivy::astype(a, Complex128)
        .unwrap()
        .to_host()
        .unwrap()
        .data()
    {
        HostData::Complex128(v) => v.iter().map(|z| (z.re, z.im)).collect(),
        other => panic!("not complex128: {:?}", other.dtype()),
    }
}

/// The same number: equal bits (so `-0.0` is not `0.0`), or both `nan`.
fn same(x: f64, y: f64) -> bool {
    x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
}

/// Asserts `got` is an array of `dtype` holding exactly `want`.
#[track_caller]
fn exact(got: ivy::Result<Array>, dtype: Dtype, want: &[f64]) {
    let got = got.unwrap();
    assert_eq!(got.dtype(), dtype);
    let v = values(&got);
    assert!(
        v.len() == want.len() && v.iter().zip(want).all(|(&x, &y)| same(x, y)),
        "got {v:?}, want {want:?}"
    );
}

/// Asserts `got` is an array of `dtype` holding `want` to `dtype`'s precision.
#[track_caller]
fn approx(got: ivy::Result<Array>, dtype: Dtype, want: &[f64]) {
    let got = got.unwrap();
    assert_eq!(got.dtype(), dtype);
    let tol = match dtype {
        Bfloat16 => 1e-2,
        Float16 => 1e-3,
        Float32 | Complex64 => 1e-6,
        _ => 1e-14,
    };
    let v = values(&got);
    assert!(
        v.len() == want.len()
            && v.iter()
                .zip(want)
                .all(|(x, y)| (x - y).abs() <= tol * (1.0 + y.abs())),
        "got {v:?}, want {want:?}"
    );
}

/// Asserts `got` is an error whose message contains each of `parts`.
#[track_caller]
fn fails(got: ivy::Result<Array>, parts: &[&str]) {
    let message = got.unwrap_err().to_string();
    for part in parts {
        assert!(message.contains(part), "{part:?} not in {message:?}");
    }
}

const SIGNED: DtypeSet = DtypeSet::SIGNED;
const UNSIGNED: DtypeSet = DtypeSet::UNSIGNED;
const INTEGER: DtypeSet = DtypeSet::INTEGER;
const FLOAT: DtypeSet = DtypeSet::FLOAT;
const REAL: DtypeSet = INTEGER.union(FLOAT);
const NAN: f64 = f64::NAN;
const INF: f64 = f64::INFINITY;

#[test]
fn floor_divide_rounds_toward_minus_infinity_and_integer_division_by_zero_is_zero() {
    on_each(SIGNED | FLOAT, |d| {
        let x = arr(&[7.0, -7.0, 7.0, -7.0, 6.0, 0.0], d);
        let y = arr(&[2.0, 2.0, -2.0, -2.0, 3.0, 5.0], d);
        exact(
            ivy::floor_divide(&x, &y),
            d,
            &[3.0, -4.0, -4.0, 3.0, 2.0, 0.0],
        );
    });
    on_each(INTEGER, |d| {
        let x = arr(&[7.0, 0.0, 1.0], d);
        exact(
            ivy::floor_divide(&x, &arr(&[0.0, 0.0, 0.0], d)),
            d,
            &[0.0; 3],
        );
    });
    on_each(FLOAT, |d| {
        // NumPy's documented example: floor_divide([1., 2., 3., 4.], 2.5) is [0., 0., 1., 1.].
        let x = arr(&[1.0, 2.0, 3.0, 4.0], d);
        exact(ivy::floor_divide(&x, 2.5), d, &[0.0, 0.0, 1.0, 1.0]);
        // IEEE division by zero; -0.0 // 3 keeps its sign.
        let x = arr(&[1.0, -1.0, 0.0, -0.0], d);
        let y = arr(&[0.0, 0.0, 0.0, 3.0], d);
        exact(ivy::floor_divide(&x, &y), d, &[INF, -INF, NAN, -0.0]);
    });
    on_each(Int8.into(), |d| {
        // -128 // -1 overflows and wraps, as NumPy's.
        exact(ivy::floor_divide(&arr(&[-128.0], d), -1), d, &[-128.0]);
    });
}

#[test]
fn remainder_takes_the_divisors_sign_with_modulus_and_the_dividends_without() {
    on_each(SIGNED | FLOAT, |d| {
        // NumPy's documented examples: remainder([-3, -2, -1, 1, 2, 3], 2) and fmod(same, 2).
        let x = arr(&[-3.0, -2.0, -1.0, 1.0, 2.0, 3.0], d);
        let z = if d.is_float() { -0.0 } else { 0.0 };
        exact(ivy::remainder(&x, 2), d, &[1.0, 0.0, 1.0, 1.0, 0.0, 1.0]);
        exact(
            ivy::remainder::with(&x, 2).modulus(false).call(),
            d,
            &[-1.0, z, -1.0, 1.0, 0.0, 1.0],
        );
        exact(ivy::remainder(&arr(&[7.0], d), -2), d, &[-1.0]);
    });
    on_each(UNSIGNED, |d| {
        // NumPy's documented example: remainder(arange(7), 5).
        let x = arr(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
        exact(
            ivy::remainder(&x, 5),
            d,
            &[0.0, 1.0, 2.0, 3.0, 4.0, 0.0, 1.0],
        );
    });
    on_each(INTEGER, |d| {
        let x = arr(&[5.0, 0.0], d);
        exact(ivy::remainder(&x, 0), d, &[0.0, 0.0]);
        exact(
            ivy::remainder::with(&x, 0).modulus(false).call(),
            d,
            &[0.0, 0.0],
        );
    });
    on_each(FLOAT, |d| {
        exact(ivy::remainder(&arr(&[5.0, INF], d), 0.0), d, &[NAN, NAN]);
        exact(ivy::remainder(&arr(&[5.5], d), 2.0), d, &[1.5]);
    });
    on_each(Int8.into(), |d| {
        exact(ivy::remainder(&arr(&[-128.0], d), -1), d, &[0.0]);
    });
}

#[test]
fn pow_wraps_integers_refuses_negative_integer_exponents_and_follows_c_for_floats() {
    on_each(SIGNED | FLOAT, |d| {
        let x = arr(&[2.0, 3.0, -2.0, 0.0, 5.0], d);
        exact(
            ivy::pow(&x, &arr(&[3.0, 2.0, 3.0, 0.0, 1.0], d)),
            d,
            &[8.0, 9.0, -8.0, 1.0, 5.0],
        );
    });
    on_each(INTEGER, |d| {
        let x = arr(&[2.0], d);
        exact(ivy::pow(&x, &arr(&[2.0, 0.0], d)), d, &[4.0, 1.0]);
    });
    on_each(SIGNED, |d| {
        fails(
            ivy::pow(&arr(&[2.0, 3.0], d), &arr(&[1.0, -1.0], d)),
            &["pow", "negative", "float"],
        );
    });
    on_each(Int8.into(), |d| {
        // 3^5 = 243 wraps to -13; 2^7 = 128 to -128.
        exact(
            ivy::pow(&arr(&[3.0, 2.0], d), &arr(&[5.0, 7.0], d)),
            d,
            &[-13.0, -128.0],
        );
    });
    on_each(Uint8.into(), |d| {
        exact(
            ivy::pow(&arr(&[2.0, 3.0], d), &arr(&[8.0, 5.0], d)),
            d,
            &[0.0, 243.0],
        );
    });
    on_each(FLOAT, |d| {
        // C's pow: a negative base with an integer exponent is real, with a fraction nan;
        // x^0 is 1 even for nan; 0^-1 is inf.
        let x = arr(&[-2.0, -8.0, NAN, 0.0, 4.0], d);
        let e = arr(&[3.0, 0.5, 0.0, -1.0, 0.5], d);
        exact(ivy::pow(&x, &e), d, &[-8.0, NAN, 1.0, INF, 2.0]);
    });
    for d in [Complex64, Complex128] {
        // (1+1j)^2 = 2j; (0+0j)^0 = 1; (2+0j)^-1 = 0.5.
        let x = carr(&[(1.0, 1.0), (0.0, 0.0), (2.0, 0.0)], d);
        let e = carr(&[(2.0, 0.0), (0.0, 0.0), (-1.0, 0.0)], d);
        let z = ivy::pow(&x, &e).unwrap();
        assert_eq!(z.dtype(), d);
        assert_eq!(cvalues(&z), [(0.0, 2.0), (1.0, 0.0), (0.5, 0.0)]);
    }
}

#[test]
fn negative_positive_square_and_sign_of_every_numeric_dtype() {
    on_each(SIGNED | FLOAT, |d| {
        let x = arr(&[3.0, -4.0, 0.0], d);
        let z = if d.is_float() { -0.0 } else { 0.0 };
        exact(ivy::negative(&x), d, &[-3.0, 4.0, z]);
        exact(ivy::positive(&x), d, &[3.0, -4.0, 0.0]);
        exact(ivy::square(&x), d, &[9.0, 16.0, 0.0]);
        exact(ivy::sign(&x), d, &[1.0, -1.0, 0.0]);
    });
    on_each(UNSIGNED, |d| {
        let x = arr(&[0.0, 1.0, 7.0], d);
        exact(ivy::sign(&x), d, &[0.0, 1.0, 1.0]);
        exact(ivy::square(&x), d, &[0.0, 1.0, 49.0]);
    });
    on_each(Uint8.into(), |d| {
        // -1 wraps to 255 and 200 to 56, as NumPy's unsigned negation.
        exact(ivy::negative(&arr(&[1.0, 200.0], d)), d, &[255.0, 56.0]);
        exact(ivy::square(&arr(&[16.0], d)), d, &[0.0]);
    });
    on_each(Int8.into(), |d| {
        exact(
            ivy::negative(&arr(&[-128.0, 127.0], d)),
            d,
            &[-128.0, -127.0],
        );
        exact(ivy::square(&arr(&[16.0, -12.0], d)), d, &[0.0, -112.0]);
    });
    on_each(FLOAT, |d| {
        // NumPy: sign(nan) is nan, sign(-0.0) is 0.0, sign(-inf) is -1.
        let x = arr(&[NAN, -0.0, -INF, 0.5], d);
        exact(ivy::sign(&x), d, &[NAN, 0.0, -1.0, 1.0]);
        exact(ivy::negative(&arr(&[INF, NAN], d)), d, &[-INF, NAN]);
        exact(ivy::square(&arr(&[-1.5, INF], d)), d, &[2.25, INF]);
    });
    for d in [Complex64, Complex128] {
        let z = carr(&[(3.0, 4.0), (0.0, 0.0), (1.0, 2.0)], d);
        let sign = cvalues(&ivy::sign(&z).unwrap());
        assert!(
            (sign[0].0 - 0.6).abs() < 1e-7 && (sign[0].1 - 0.8).abs() < 1e-7,
            "{sign:?}"
        );
        assert_eq!(sign[1], (0.0, 0.0));
        assert_eq!(cvalues(&ivy::square(&z).unwrap())[2], (-3.0, 4.0));
        assert_eq!(cvalues(&ivy::negative(&z).unwrap())[2], (-1.0, -2.0));
    }
    ivy::init().unwrap();
    let b = ivy::array![true, false].unwrap();
    for got in [ivy::negative(&b), ivy::positive(&b), ivy::sign(&b)] {
        fails(got, &["bool"]);
    }
}

#[test]
fn reciprocal_and_rounding() {
    on_each(FLOAT, |d| {
        exact(
            ivy::reciprocal(&arr(&[2.0, -0.5, 0.0, -0.0, INF], d)),
            d,
            &[0.5, -2.0, INF, -INF, 0.0],
        );
        let x = arr(&[-1.5, -0.5, 0.5, 1.5, 2.5, -0.0, NAN], d);
        exact(ivy::floor(&x), d, &[-2.0, -1.0, 0.0, 1.0, 2.0, -0.0, NAN]);
        exact(ivy::ceil(&x), d, &[-1.0, -0.0, 1.0, 2.0, 3.0, -0.0, NAN]);
        exact(ivy::trunc(&x), d, &[-1.0, -0.0, 0.0, 1.0, 2.0, -0.0, NAN]);
        // Halves to even, as NumPy's round: 0.5 -> 0, 1.5 -> 2, 2.5 -> 2.
        exact(ivy::round(&x), d, &[-2.0, -0.0, 0.0, 2.0, 2.0, -0.0, NAN]);
        exact(
            ivy::round::with(&arr(&[1250.0, 1350.0], d))
                .decimals(-2)
                .call(),
            d,
            &[1200.0, 1400.0],
        );
    });
    on_each(Float64.into(), |d| {
        // NumPy: round(1.25, 1) is 1.2, round(inf, 3) is inf.
        exact(
            ivy::round::with(&arr(&[1.25, INF], d)).decimals(1).call(),
            d,
            &[1.2, INF],
        );
        // Where 1e308 * 10 overflows, NumPy gives inf; there are no digits to round: x.
        exact(
            ivy::round::with(&arr(&[1e308], d)).decimals(1).call(),
            d,
            &[1e308],
        );
    });
    on_each(INTEGER, |d| {
        // As np.true_divide(1, x): a float, inf at 0 (issue 28: it was the truncated
        // quotient [1, 0, 0, 0] in the integer dtype).
        exact(
            ivy::reciprocal(&arr(&[1.0, 2.0, 0.0, 4.0], d)),
            Float32,
            &[1.0, 0.5, INF, 0.25],
        );
        let x = arr(&[1.0, 2.0, 0.0, 17.0], d);
        for got in [
            ivy::floor(&x),
            ivy::ceil(&x),
            ivy::trunc(&x),
            ivy::round::with(&x).decimals(-1).call(),
        ] {
            exact(got, d, &[1.0, 2.0, 0.0, 17.0]);
        }
    });
    on_each(SIGNED, |d| {
        exact(
            ivy::reciprocal(&arr(&[-1.0, -4.0], d)),
            Float32,
            &[-1.0, -0.25],
        );
    });
}

#[test]
fn maximum_and_minimum_propagate_nan_and_fmax_and_fmin_ignore_it() {
    on_each(REAL, |d| {
        let x = arr(&[1.0, 5.0, 3.0], d);
        let y = arr(&[2.0, 4.0, 3.0], d);
        exact(ivy::maximum(&x, &y), d, &[2.0, 5.0, 3.0]);
        exact(ivy::minimum(&x, &y), d, &[1.0, 4.0, 3.0]);
        exact(ivy::fmax(&x, &y), d, &[2.0, 5.0, 3.0]);
        exact(ivy::fmin(&x, &y), d, &[1.0, 4.0, 3.0]);
    });
    on_each(FLOAT, |d| {
        // NumPy's documented examples: maximum([nan, 0, nan], [0, nan, nan]) is all nan;
        // fmax of the same is [0, 0, nan].
        let x = arr(&[NAN, 0.0, NAN, -INF], d);
        let y = arr(&[0.0, NAN, NAN, 1.0], d);
        exact(ivy::maximum(&x, &y), d, &[NAN, NAN, NAN, 1.0]);
        exact(ivy::minimum(&x, &y), d, &[NAN, NAN, NAN, -INF]);
        exact(ivy::fmax(&x, &y), d, &[0.0, 0.0, NAN, 1.0]);
        exact(ivy::fmin(&x, &y), d, &[0.0, 0.0, NAN, -INF]);
    });
    on_each(Int8.into(), |d| {
        let x = arr(&[-128.0, 127.0], d);
        exact(ivy::maximum(&x, 0), d, &[0.0, 127.0]);
        exact(ivy::minimum(&x, 0), d, &[-128.0, 0.0]);
    });
    let z = carr(&[(1.0, 0.0)], Complex64);
    fails(ivy::maximum(&z, &z), &["maximum", "complex64"]);
}

#[test]
fn comparisons_give_bool_with_ieee_nan_and_signed_zero() {
    let (t, f) = (1.0, 0.0);
    on_ndarray(REAL, |d| {
        let x = arr(&[1.0, 2.0, 3.0], d);
        let y = arr(&[2.0, 2.0, 2.0], d);
        exact(ivy::equal(&x, &y), Bool, &[f, t, f]);
        exact(ivy::not_equal(&x, &y), Bool, &[t, f, t]);
        exact(ivy::less(&x, &y), Bool, &[t, f, f]);
        exact(ivy::less_equal(&x, &y), Bool, &[t, t, f]);
        exact(ivy::greater(&x, &y), Bool, &[f, f, t]);
        exact(ivy::greater_equal(&x, &y), Bool, &[f, t, t]);
    });
    on_ndarray(FLOAT, |d| {
        let x = arr(&[NAN, 0.0, INF], d);
        let y = arr(&[NAN, -0.0, INF], d);
        exact(ivy::equal(&x, &y), Bool, &[f, t, t]);
        exact(ivy::not_equal(&x, &y), Bool, &[t, f, f]);
        exact(ivy::less(&x, &y), Bool, &[f, f, f]);
        exact(ivy::less_equal(&x, &y), Bool, &[f, t, t]);
        exact(ivy::greater(&x, &y), Bool, &[f, f, f]);
        exact(ivy::greater_equal(&x, &y), Bool, &[f, t, t]);
    });
    on_ndarray(Bool.into(), |_| {
        let x = ivy::array![false, true, true].unwrap();
        let y = ivy::array![true, true, false].unwrap();
        exact(ivy::less(&x, &y), Bool, &[t, f, f]);
        exact(ivy::greater_equal(&x, &y), Bool, &[f, t, t]);
        exact(ivy::equal(&x, &y), Bool, &[f, t, f]);
    });
    on_ndarray(DtypeSet::COMPLEX, |d| {
        let x = carr(&[(1.0, 2.0), (1.0, 2.0)], d);
        let y = carr(&[(1.0, 2.0), (1.0, -2.0)], d);
        exact(ivy::equal(&x, &y), Bool, &[t, f]);
        exact(ivy::not_equal(&x, &y), Bool, &[f, t]);
        fails(ivy::less(&x, &y), &["less", &d.to_string()]);
    });
}

#[test]
fn isnan_isinf_and_isfinite_of_every_dtype() {
    let (t, f) = (1.0, 0.0);
    on_ndarray(FLOAT, |d| {
        let x = arr(&[1.0, NAN, INF, -INF, -0.0], d);
        exact(ivy::isnan(&x), Bool, &[f, t, f, f, f]);
        exact(ivy::isinf(&x), Bool, &[f, f, t, t, f]);
        exact(
            ivy::isinf::with(&x).detect_negative(false).call(),
            Bool,
            &[f, f, t, f, f],
        );
        exact(
            ivy::isinf::with(&x).detect_positive(false).call(),
            Bool,
            &[f, f, f, t, f],
        );
        exact(
            ivy::isinf::with(&x)
                .detect_positive(false)
                .detect_negative(false)
                .call(),
            Bool,
            &[f; 5],
        );
        exact(ivy::isfinite(&x), Bool, &[t, f, f, f, t]);
    });
    on_ndarray(INTEGER | DtypeSet::BOOL, |d| {
        let x = arr(&[0.0, 1.0], d);
        exact(ivy::isnan(&x), Bool, &[f, f]);
        exact(ivy::isinf(&x), Bool, &[f, f]);
        exact(ivy::isfinite(&x), Bool, &[t, t]);
    });
    on_ndarray(DtypeSet::COMPLEX, |d| {
        let z = carr(&[(1.0, NAN), (INF, 0.0), (0.0, -INF), (1.0, 2.0)], d);
        exact(ivy::isnan(&z), Bool, &[t, f, f, f]);
        exact(ivy::isinf(&z), Bool, &[f, t, t, f]);
        exact(
            ivy::isinf::with(&z).detect_positive(false).call(),
            Bool,
            &[f, f, t, f],
        );
        exact(ivy::isfinite(&z), Bool, &[f, f, f, t]);
    });
}

/// NumPy 2's `np.signbit` of `[-1.5, 0.0, -0.0, 2.0, -inf, inf, nan, -nan]` is
/// `[True, False, True, False, True, False, False, True]`; of `int8 [-3, 0, 5]`
/// `[True, False, False]`; it has no loop for complex numbers. candle holds no `bool`: no
/// kernel there, declared with the reason.
#[test]
fn signbit_of_every_dtype() {
    let (t, f) = (1.0, 0.0);
    on_ndarray(FLOAT, |d| {
        let x = arr(&[-1.5, 0.0, -0.0, 2.0, -INF, INF, NAN, -NAN], d);
        exact(ivy::signbit(&x), Bool, &[t, f, t, f, t, f, f, t]);
    });
    on_ndarray(SIGNED, |d| {
        exact(ivy::signbit(&arr(&[-3.0, 0.0, 5.0], d)), Bool, &[t, f, f]);
    });
    on_ndarray(UNSIGNED | DtypeSet::BOOL, |d| {
        exact(ivy::signbit(&arr(&[0.0, 1.0], d)), Bool, &[f, f]);
    });
    on_ndarray(DtypeSet::COMPLEX, |d| {
        fails(
            ivy::signbit(&carr(&[(-1.0, 0.0)], d)),
            &["signbit", &d.to_string()],
        );
    });
    #[cfg(feature = "candle")]
    {
        let candle = crate::candle().unwrap();
        let x = ivy::with_backend(candle, || arr(&[-1.0], Float32));
        fails(ivy::signbit(&x), &["signbit", "candle", "bool"]);
    }
}

#[test]
fn logical_operations_take_nonzero_as_true() {
    let (t, f) = (1.0, 0.0);
    on_ndarray(DtypeSet::VALID - DtypeSet::COMPLEX, |d| {
        let x = arr(&[1.0, 1.0, 0.0, 0.0], d);
        let y = arr(&[1.0, 0.0, 1.0, 0.0], d);
        exact(ivy::logical_and(&x, &y), Bool, &[t, f, f, f]);
        exact(ivy::logical_or(&x, &y), Bool, &[t, t, t, f]);
        exact(ivy::logical_xor(&x, &y), Bool, &[f, t, t, f]);
    });
    on_ndarray(FLOAT, |d| {
        // nan is nonzero, so true; -0.0 is zero.
        let x = arr(&[NAN, -0.0, 2.0], d);
        exact(ivy::logical_and(&x, true), Bool, &[t, f, t]);
        exact(ivy::logical_xor(&x, true), Bool, &[f, t, f]);
    });
    on_ndarray(DtypeSet::COMPLEX, |d| {
        let z = carr(&[(0.0, 1.0), (0.0, 0.0)], d);
        exact(ivy::logical_or(&z, false), Bool, &[t, f]);
    });
}

#[test]
fn bitwise_operations_of_integers_and_bool() {
    on_each(INTEGER, |d| {
        // NumPy's documented examples: bitwise_and(13, 17) is 1, bitwise_or(13, 16) is 29,
        // bitwise_xor(13, 17) is 28.
        let x = arr(&[13.0, 13.0, 12.0], d);
        let y = arr(&[17.0, 16.0, 10.0], d);
        exact(ivy::bitwise_and(&x, &y), d, &[1.0, 0.0, 8.0]);
        exact(ivy::bitwise_or(&x, &y), d, &[29.0, 29.0, 14.0]);
        exact(ivy::bitwise_xor(&x, &y), d, &[28.0, 29.0, 6.0]);
    });
    on_each(SIGNED, |d| {
        exact(
            ivy::bitwise_invert(&arr(&[0.0, 5.0, -1.0], d)),
            d,
            &[-1.0, -6.0, 0.0],
        );
        exact(ivy::bitwise_and(&arr(&[-1.0, -8.0], d), 6), d, &[6.0, 0.0]);
    });
    on_each(Uint8.into(), |d| {
        // NumPy's documented example: invert(uint8 13) is 242.
        exact(
            ivy::bitwise_invert(&arr(&[13.0, 0.0], d)),
            d,
            &[242.0, 255.0],
        );
    });
    on_each(Uint32.into(), |d| {
        exact(ivy::bitwise_invert(&arr(&[0.0], d)), d, &[4294967295.0]);
    });
    on_ndarray(Bool.into(), |_| {
        let x = ivy::array![true, true, false, false].unwrap();
        let y = ivy::array![true, false, true, false].unwrap();
        exact(ivy::bitwise_and(&x, &y), Bool, &[1.0, 0.0, 0.0, 0.0]);
        exact(ivy::bitwise_or(&x, &y), Bool, &[1.0, 1.0, 1.0, 0.0]);
        exact(ivy::bitwise_xor(&x, &y), Bool, &[0.0, 1.0, 1.0, 0.0]);
        exact(ivy::bitwise_invert(&x), Bool, &[0.0, 0.0, 1.0, 1.0]);
    });
    on_each(FLOAT, |d| {
        let x = arr(&[1.0], d);
        fails(ivy::bitwise_and(&x, &x), &["bitwise_and", &d.to_string()]);
        fails(ivy::bitwise_invert(&x), &["bitwise_invert", &d.to_string()]);
    });
}

#[test]
fn shifts_wrap_and_saturate_out_of_range_counts_as_numpy() {
    on_each(INTEGER, |d| {
        // NumPy's documented examples: left_shift(5, [1, 2, 3]) is [10, 20, 40];
        // right_shift(10, [1, 2, 3]) is [5, 2, 1].
        let by = arr(&[1.0, 2.0, 3.0], d);
        exact(
            ivy::bitwise_left_shift(&arr(&[5.0; 3], d), &by),
            d,
            &[10.0, 20.0, 40.0],
        );
        exact(
            ivy::bitwise_right_shift(&arr(&[10.0; 3], d), &by),
            d,
            &[5.0, 2.0, 1.0],
        );
        // A count of the dtype's width or more gives 0 (of a non-negative value).
        let width = f64::from(d.bits());
        let by = arr(&[width, width + 1.0], d);
        exact(
            ivy::bitwise_left_shift(&arr(&[1.0, 1.0], d), &by),
            d,
            &[0.0, 0.0],
        );
        exact(
            ivy::bitwise_right_shift(&arr(&[100.0, 1.0], d), &by),
            d,
            &[0.0, 0.0],
        );
    });
    on_each(SIGNED, |d| {
        // Arithmetic right shifts keep the sign; out of range counts (negative too) give -1
        // for a negative value and 0 for the left shift.
        let x = arr(&[-8.0, -8.0, -1.0, 3.0], d);
        let by = arr(&[1.0, 100.0, -1.0, -1.0], d);
        exact(
            ivy::bitwise_right_shift(&x, &by),
            d,
            &[-4.0, -1.0, -1.0, 0.0],
        );
        exact(ivy::bitwise_left_shift(&x, &by), d, &[-16.0, 0.0, 0.0, 0.0]);
    });
    on_ndarray(Int8.into(), |d| {
        // Bits shifted out are lost: 3 << 6 is 192, which is -64 in int8.
        exact(
            ivy::bitwise_left_shift(&arr(&[3.0, 1.0], d), &arr(&[6.0, 7.0], d)),
            d,
            &[-64.0, -128.0],
        );
    });
    on_each(FLOAT, |d| {
        let x = arr(&[1.0], d);
        fails(
            ivy::bitwise_left_shift(&x, &x),
            &["bitwise_left_shift", &d.to_string()],
        );
    });
    ivy::init().unwrap();
    let b = ivy::array![true].unwrap();
    fails(
        ivy::bitwise_right_shift(&b, &b),
        &["bitwise_right_shift", "bool"],
    );
}

#[test]
fn gcd_of_integers() {
    on_each(SIGNED, |d| {
        // NumPy's documented examples: gcd(12, 20) is 4; gcd(arange(6), 20) is
        // [20, 1, 2, 1, 4, 5].
        let x = arr(&[12.0, -6.0, 0.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], d);
        let y = arr(&[20.0, 4.0, -7.0, 0.0, 20.0, 20.0, 20.0, 20.0, 20.0], d);
        exact(
            ivy::gcd(&x, &y),
            d,
            &[4.0, 2.0, 7.0, 0.0, 1.0, 2.0, 1.0, 4.0, 5.0],
        );
    });
    on_each(UNSIGNED, |d| {
        exact(
            ivy::gcd(&arr(&[0.0, 200.0], d), &arr(&[20.0, 120.0], d)),
            d,
            &[20.0, 40.0],
        );
    });
    on_ndarray(Int8.into(), |d| {
        // |-128| = 128 does not fit in int8 and wraps to -128, as NumPy's.
        exact(ivy::gcd(&arr(&[-128.0], d), 0), d, &[-128.0]);
    });
    on_each(FLOAT, |d| {
        let x = arr(&[4.0], d);
        fails(ivy::gcd(&x, &x), &["gcd", &d.to_string()]);
    });
}

#[test]
fn real_imag_conj_and_angle() {
    ivy::init().unwrap();
    for (d, part) in [(Complex64, Float32), (Complex128, Float64)] {
        let z = carr(&[(1.5, -2.0), (0.0, 1.0), (-1.0, 0.0)], d);
        exact(ivy::real(&z), part, &[1.5, 0.0, -1.0]);
        exact(ivy::imag(&z), part, &[-2.0, 1.0, 0.0]);
        let c = ivy::conj(&z).unwrap();
        assert_eq!(c.dtype(), d);
        assert_eq!(cvalues(&c), [(1.5, 2.0), (0.0, -1.0), (-1.0, -0.0)]);
        // arg(i) = π/2, arg(-1) = π; 90 and 180 degrees.
        approx(
            ivy::angle(&z),
            part,
            &[
                -0.9272952180016122,
                std::f64::consts::FRAC_PI_2,
                std::f64::consts::PI,
            ],
        );
        approx(
            ivy::angle::with(&z).deg(true).call(),
            part,
            &[-53.13010235415598, 90.0, 180.0],
        );
    }
    on_each(REAL, |d| {
        let x = arr(&[3.0, 0.0], d);
        exact(ivy::real(&x), d, &[3.0, 0.0]);
        exact(ivy::imag(&x), d, &[0.0, 0.0]);
        exact(ivy::conj(&x), d, &[3.0, 0.0]);
    });
    on_each(FLOAT, |d| {
        // NumPy: angle of a negative real (and of -0.0, by its sign bit) is π.
        let x = arr(&[2.0, -2.0, 0.0, -0.0], d);
        let pi = std::f64::consts::PI;
        approx(ivy::angle(&x), d, &[0.0, pi, 0.0, pi]);
        approx(
            ivy::angle::with(&x).deg(true).call(),
            d,
            &[0.0, 180.0, 0.0, 180.0],
        );
    });
    on_each(INTEGER, |d| {
        // Integers are taken as the default float dtype.
        approx(
            ivy::angle::with(&arr(&[1.0, 0.0], d)).deg(true).call(),
            Float32,
            &[0.0, 0.0],
        );
    });
    on_each(SIGNED, |d| {
        approx(
            ivy::angle::with(&arr(&[-1.0], d)).deg(true).call(),
            Float32,
            &[180.0],
        );
    });
}

#[test]
fn copysign_takes_the_sign_bit_and_makes_integers_float() {
    on_each(FLOAT, |d| {
        // NumPy's documented examples: copysign(1.3, -1) is -1.3; 1/copysign(0, 1) is inf,
        // 1/copysign(0, -1) is -inf.
        let x = arr(&[1.5, -2.0, 0.0, 0.0, INF, 3.0], d);
        let y = arr(&[-1.0, 1.0, 1.0, -1.0, -0.0, -0.0], d);
        exact(
            ivy::copysign(&x, &y),
            d,
            &[-1.5, 2.0, 0.0, -0.0, -INF, -3.0],
        );
    });
    on_each(INTEGER, |d| {
        // Two integer arrays become the default float dtype.
        let (x, y) = (arr(&[3.0, 4.0], d), arr(&[0.0, 1.0], d));
        exact(ivy::copysign(&x, &y), Float32, &[3.0, 4.0]);
        if d.is_signed_int() {
            let y = arr(&[-1.0, -5.0], d);
            exact(ivy::copysign(&x, &y), Float32, &[-3.0, -4.0]);
        }
    });
}

#[test]
fn float_functions_take_integers_as_the_default_float_in_every_casting_mode() {
    for mode in CastingMode::ALL {
        on_each(INTEGER | DtypeSet::BOOL, |d| {
            let x = arr(&[1.0, 0.0], d);
            with_casting_mode(mode, || {
                approx(ivy::angle::with(&x).deg(true).call(), Float32, &[0.0, 0.0]);
                exact(ivy::copysign(&x, &x), Float32, &[1.0, 0.0]);
            });
        });
    }
}

#[test]
fn bitwise_operations_of_floats_need_a_crossing_casting_mode() {
    on_each(FLOAT, |d| {
        let x = arr(&[6.0, 3.0], d);
        for mode in [CastingMode::Off, CastingMode::Upcast, CastingMode::Downcast] {
            let got = with_casting_mode(mode, || ivy::bitwise_and(&x, &x));
            fails(got, &["bitwise_and", "crosscast"]);
        }
        for mode in [CastingMode::Crosscast, CastingMode::Cast] {
            // Floats become the default int dtype (int32), as Ivy's crosscast does.
            let got = with_casting_mode(mode, || ivy::bitwise_xor(&x, 5));
            exact(got, Int32, &[3.0, 6.0]);
        }
    });
}

#[test]
fn broadcasting_empty_and_zero_dimensional_operands() {
    on_each(REAL, |d| {
        let empty = arr(&[], d);
        exact(ivy::floor_divide(&empty, 2), d, &[]);
        exact(ivy::maximum(&empty, &empty), d, &[]);
        let x = arr(&[3.0, 6.0], d);
        let zero_d = arr0(4.0, d);
        let max = ivy::maximum(&x, &zero_d).unwrap();
        assert_eq!(max.shape(), [2]);
        exact(Ok(max), d, &[4.0, 6.0]);
        let rem = ivy::remainder(&zero_d, &zero_d).unwrap();
        assert_eq!((rem.shape(), values(&rem)), (&[][..], vec![0.0]));
    });
    on_ndarray(REAL, |d| {
        exact(ivy::less(&arr(&[], d), 0), Bool, &[]);
    });
}

#[test]
fn operands_that_do_not_broadcast_are_errors_naming_both_shapes() {
    on_each(REAL, |d| {
        let (a, b) = (arr(&[1.0, 2.0, 3.0], d), arr(&[1.0, 2.0], d));
        fails(ivy::maximum(&a, &b), &["[3]", "[2]"]);
        fails(ivy::remainder(&a, &b), &["[3]", "[2]"]);
        fails(ivy::pow(&a, &b), &["[3]", "[2]"]);
    });
    on_ndarray(REAL, |d| {
        let (a, b) = (arr(&[1.0, 2.0, 3.0], d), arr(&[1.0, 2.0], d));
        fails(ivy::equal(&a, &b), &["[3]", "[2]"]);
        fails(ivy::logical_and(&a, &b), &["[3]", "[2]"]);
    });
}

#[test]
fn out_receives_the_result() {
    on_each(INTEGER, |d| {
        let x = arr(&[7.0, 9.0], d);
        let mut out = arr(&[0.0, 0.0], d);
        let got = ivy::floor_divide::with(&x, 2).out(&mut out).call().unwrap();
        exact(Ok(got), d, &[3.0, 4.0]);
        exact(Ok(out), d, &[3.0, 4.0]);
    });
    on_ndarray(Int32.into(), |d| {
        let mut out = ivy::array![false, false].unwrap();
        ivy::greater::with(&arr(&[7.0, 1.0], d), 2)
            .out(&mut out)
            .call()
            .unwrap();
        exact(Ok(out), Bool, &[1.0, 0.0]);
    });
}

#[cfg(feature = "candle")]
#[test]
fn candle_has_no_kernel_for_bool_results_and_says_why() {
    let candle = crate::candle().unwrap();
    ivy::with_backend(candle, || {
        let x = arr(&[1.0, 2.0], Float32);
        fails(ivy::equal(&x, &x), &["equal", "bool"]);
        fails(ivy::isnan(&x), &["isnan", "bool"]);
    });
}
