//! Helpers for the value tests of the numeric functions (creation, statistical, linear
//! algebra): the same checks on every built-in backend, arrays from `f64` values, values back
//! as `f64`.

#![allow(dead_code)] // each test file uses its own part

use ivy::Dtype::{self, *};
use ivy::{Array, BackendId, HostArray};
use num_complex::Complex;

/// The built-in backends: ndarray, and candle with the feature.
pub fn backends() -> Vec<BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(ivy::candle::register().unwrap());
    all
}

/// Runs `check` on every built-in backend (in its scope), with the backend.
pub fn on_each_backend(check: impl Fn(BackendId)) {
    for b in backends() {
        ivy::with_backend(b, || check(b));
    }
}

/// The dtypes of `dtypes` the backend `b` holds.
pub fn held(b: BackendId, dtypes: &[Dtype]) -> Vec<Dtype> {
    dtypes
        .iter()
        .copied()
        .filter(|&d| b.valid_dtypes().contains(d))
        .collect()
}

/// The float dtypes.
pub const FLOATS: [Dtype; 4] = [Bfloat16, Float16, Float32, Float64];
/// The integer dtypes.
pub const INTS: [Dtype; 8] = [Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64];

/// An array of `shape` holding `values` (exact in `dtype`), on the backend in scope.
pub fn arr(shape: &[usize], values: &[f64], dtype: Dtype) -> Array {
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

/// A complex128 array of `shape` holding `values` as (re, im) pairs, on the backend in scope.
pub fn carr(shape: &[usize], values: &[(f64, f64)]) -> Array {
    let v: Vec<Complex<f64>> = values.iter().map(|&(r, i)| Complex::new(r, i)).collect();
    ivy::asarray(HostArray::new(shape.to_vec(), v).unwrap()).unwrap()
}

/// The values of a real array as `f64`.
pub fn values(a: &Array) -> Vec<f64> {
    let f = ivy::astype(a, Float64).unwrap();
    match f.to_host().unwrap().data() {
        ivy::HostData::Float64(v) => v.clone(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

/// The values of a complex array as (re, im) pairs.
pub fn cvalues(a: &Array) -> Vec<(f64, f64)> {
    match a.cast(Complex128).unwrap().to_host().unwrap().data() {
        ivy::HostData::Complex128(v) => v.iter().map(|c| (c.re, c.im)).collect(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

/// The relative tolerance a result of `dtype` is compared with.
pub fn tolerance(dtype: Dtype) -> f64 {
    match dtype {
        Bfloat16 => 1e-2,
        Float16 => 2e-3,
        Float32 | Complex64 => 1e-6,
        _ => 1e-12,
    }
}

/// Asserts `a` holds `expected` (within its dtype's tolerance; `NaN` matches `NaN`), with
/// `shape`.
#[track_caller]
pub fn assert_values(a: &Array, shape: &[usize], expected: &[f64]) {
    assert_eq!(a.shape(), shape, "shape of {a}");
    let got = values(a);
    let tol = tolerance(a.dtype());
    let ok = got.len() == expected.len()
        && got.iter().zip(expected).all(|(g, e)| {
            (g.is_nan() && e.is_nan()) || g == e || (g - e).abs() <= tol * (1.0 + e.abs())
        });
    assert!(
        ok,
        "{} ({}) holds {got:?}, expected {expected:?}",
        a,
        a.dtype()
    );
}

/// Asserts `r` is an error whose message contains every one of `words`.
#[track_caller]
pub fn assert_err<T: std::fmt::Debug>(r: ivy::Result<T>, words: &[&str]) {
    let msg = r.expect_err("expected an error").to_string();
    for w in words {
        assert!(msg.contains(w), "the error {msg:?} does not name {w:?}");
    }
}
