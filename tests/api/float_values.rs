//! Helpers of the value tests of float functions (`elementwise_float.rs`, `activations.rs`):
//! arrays from f64 values on the current backend, and comparisons within a dtype's precision
//! that are exact for ±0, ±inf and nan.

#![allow(dead_code)] // each test binary uses some of them

use ivy::Dtype::{self, *};
use ivy::{Array, BackendId, HostArray, HostData};

/// A unary function of the tests.
pub type Unary = fn(&Array) -> ivy::Result<Array>;
/// A unary function's name, call and `(x, f(x))` pairs.
pub type UnaryCase = (&'static str, Unary, Vec<(f64, f64)>);

/// The built-in backends: ndarray, and candle with the feature.
pub fn backends() -> Vec<BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(ivy::candle::register().unwrap());
    all
}

/// The float dtypes every built-in backend holds.
pub const FLOATS: [Dtype; 4] = [Bfloat16, Float16, Float32, Float64];

/// `values` (exact in every float dtype) as a 1-d array of `dtype` on the current backend.
pub fn arr(values: &[f64], dtype: Dtype) -> Array {
    arr_shaped(values, &[values.len()], dtype)
}

/// `values` (exact in every float dtype) as an array of `shape` and `dtype`.
pub fn arr_shaped(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::astype(&ivy::asarray(host).unwrap(), dtype).unwrap()
}

/// The elements of a real array, as f64.
pub fn values(a: &Array) -> Vec<f64> {
    match ivy::astype(a, Float64).unwrap().to_host().unwrap().data() {
        HostData::Float64(v) => v.clone(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

/// Relative tolerance of a computed value in `dtype`: a few units of its last place.
pub fn tolerance(dtype: Dtype) -> f64 {
    match dtype {
        Bfloat16 => 1e-2,
        Float16 => 2e-3,
        Float32 => 1e-6,
        _ => 1e-13,
    }
}

/// `got` is `want`: both `nan`, equal with the same sign where `want` is ±0 or ±inf, else
/// within `tol` (relative).
pub fn matches(got: f64, want: f64, tol: f64) -> bool {
    if want.is_nan() {
        got.is_nan()
    } else if want == 0.0 || want.is_infinite() {
        got == want && got.is_sign_negative() == want.is_sign_negative()
    } else {
        (got - want).abs() <= tol * want.abs().max(1e-300)
    }
}

pub fn assert_values(what: &str, dtype: Dtype, got: &[f64], want: &[f64]) {
    let tol = tolerance(dtype);
    assert_eq!(got.len(), want.len(), "{what} in {dtype}");
    for (g, w) in got.iter().zip(want) {
        assert!(
            matches(*g, *w, tol),
            "{what} in {dtype}: got {got:?}, want {want:?}"
        );
    }
}

/// Runs every case of `table` on every built-in backend in every float dtype: the result has
/// the input's dtype, is on that backend, and has the expected values.
pub fn check_unary_table(table: impl Fn() -> Vec<UnaryCase>) {
    for backend in backends() {
        ivy::with_backend(backend, || {
            for (name, f, points) in table() {
                let (x, want): (Vec<f64>, Vec<f64>) = points.into_iter().unzip();
                for dtype in FLOATS {
                    let y = f(&arr(&x, dtype)).unwrap();
                    assert_eq!((y.dtype(), y.backend()), (dtype, backend), "{name}");
                    assert_values(name, dtype, &values(&y), &want);
                }
            }
        });
    }
}
