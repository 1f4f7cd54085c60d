//! What the value tests of manipulation, searching, sorting and set share: the backends they
//! run on, arrays made from `f64` values in any dtype, and values read back.

#![allow(dead_code)] // each test file uses some of these

use ivy::Dtype::{self, *};
use ivy::{Array, BackendId, HostArray, HostData};

/// The signed and unsigned integer dtypes.
pub const INTS: [Dtype; 8] = [Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64];
/// The float dtypes.
pub const FLOATS: [Dtype; 4] = [Bfloat16, Float16, Float32, Float64];
/// The complex dtypes.
pub const COMPLEX: [Dtype; 2] = [Complex64, Complex128];

/// Every integer and float dtype.
pub fn real() -> Vec<Dtype> {
    INTS.iter().chain(&FLOATS).copied().collect()
}

/// Every dtype but `bool` (the values 0 to 127 are exact in each).
pub fn numeric() -> Vec<Dtype> {
    real().into_iter().chain(COMPLEX).collect()
}

/// The built-in backends: ndarray, and candle with the `candle` feature.
pub fn backends() -> Vec<BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(ivy::candle::register().unwrap());
    all
}

/// Runs `f` on every backend, for every dtype of `dtypes` the backend holds, with the backend
/// set; `f` gets the dtype and a label naming the cell (for assertion messages).
pub fn each(dtypes: &[Dtype], f: impl Fn(Dtype, &str)) {
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        for &d in dtypes
            .iter()
            .filter(|&&d| backend.valid_dtypes().contains(d))
        {
            f(d, &format!("{} {d}", backend.name()));
        }
    }
}

/// `values` in `shape` and `dtype`, on the backend set.
pub fn arr(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

/// `values` as a 1-d array of `dtype`.
pub fn vec1(values: &[f64], dtype: Dtype) -> Array {
    arr(values, &[values.len()], dtype)
}

/// The values of `a` as `f64` (the real part of complex ones; `bool` as 0 and 1).
pub fn vals(a: &Array) -> Vec<f64> {
    let wide = if a.dtype().is_complex() {
        Complex128
    } else {
        Float64
    };
    match ivy::astype(a, wide).unwrap().to_host().unwrap().data() {
        HostData::Float64(v) => v.clone(),
        HostData::Complex128(v) => v.iter().map(|c| c.re).collect(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

/// The values of an `int64` array (positions, counts).
pub fn ints(a: &Array) -> Vec<i64> {
    assert_eq!(a.dtype(), Int64, "positions are int64");
    match a.to_host().unwrap().data() {
        HostData::Int64(v) => v.clone(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

/// The message of an error the call must give.
pub fn err<T: std::fmt::Debug>(r: ivy::Result<T>) -> String {
    r.expect_err("an error").to_string()
}

/// Asserts that `a` has `shape`, `dtype` and `values` and lives on the backend set, naming
/// `at`.
#[track_caller]
pub fn check(a: &Array, shape: &[usize], dtype: Dtype, values: &[f64], at: &str) {
    if let Some(backend) = ivy::current_backend() {
        assert_eq!(a.backend(), backend, "{at}: computed on the backend set");
    }
    assert_eq!(a.shape(), shape, "{at}: shape");
    assert_eq!(a.dtype(), dtype, "{at}: dtype");
    assert_eq!(vals(a), values, "{at}: values");
}
