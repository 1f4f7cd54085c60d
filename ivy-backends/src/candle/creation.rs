//! Creation functions: `zeros`, `ones`, `full`, `arange`, `asarray`, `empty`, `linspace`,
//! `logspace`, `eye`, the `*_like` functions, `tril`, `triu`, `one_hot`, `copy_array`.
//!
//! Candle's own constructors allocate infallibly (a size the machine cannot hold aborts the
//! process, which no `catch_unwind` contains), and its `arange_step` accumulates
//! `current += step`: floats drift from `start + i * step`, and near an integer dtype's limit
//! the sum overflows, a panic under overflow checks and otherwise a loop that wraps and runs
//! until memory is exhausted. So the values are made by the shared creation routines
//! ([`crate::routines::creation`]: fallible allocation, values checked to fit, NumPy's
//! `arange` arithmetic) and candle takes their buffer without a copy (`Tensor::from_vec`).

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Device, Dtype, HostArray, HostData, Scalar};

use super::backend::CandleBackend;
use super::cast::as_dtype;
use super::dispatch::{MapView, with_elements};
use super::dtype::{CandleElem, on_candle};
use super::host::{tensor_from_data, tensor_from_host};
use crate::elem::classes;
use crate::routines::creation::{self as shared, Triangle};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

/// The 1-d tensor of `data`'s elements.
fn one_d(data: HostData) -> Result<Tensor, BackendError> {
    tensor_from_data(&[data.len()], data)
}

/// A tensor holding `data`, converted in host memory to `dtype` (default: the data's own,
/// which must then be one candle holds, or be cast under a casting mode).
#[implements(f::asarray for CandleBackend, takes = classes::ALL)]
pub fn asarray(
    data: HostArray,
    dtype: Option<Dtype>,
    _device: Device,
) -> Result<Tensor, BackendError> {
    let dtype = on_candle(dtype.unwrap_or(data.dtype()))?;
    tensor_from_host(data.astype(dtype)?)
}

shared::creation_kernels!(CandleBackend, Tensor, BackendError;
    filled on_candle_in => tensor_from_data;
    spaced [] on_candle_as => one_d;
    eye [] on_candle_as => tensor_from_host;
    one_hot [] on_candle_as => from_int64_view;
);

/// [`on_candle`], for the kernels the shared routines write ([`shared::creation_kernels`]).
fn on_candle_as(_function: &'static str, dtype: Dtype) -> Result<Dtype, ivy_runtime::Error> {
    on_candle(dtype)
}

/// [`on_candle`], for the kernels that state their class: every dtype candle holds is of
/// theirs.
fn on_candle_in(
    function: &'static str,
    dtype: Dtype,
    _class: ivy_runtime::DtypeSet,
) -> Result<Dtype, ivy_runtime::Error> {
    on_candle_as(function, dtype)
}

/// Zeros of `x`'s shape.
#[implements(f::zeros_like for CandleBackend, takes = classes::ALL)]
pub fn zeros_like(x: &Tensor, dtype: Dtype, device: Device) -> Result<Tensor, BackendError> {
    zeros(x.dims(), dtype, device)
}

/// Ones of `x`'s shape.
#[implements(f::ones_like for CandleBackend, takes = classes::ALL)]
pub fn ones_like(x: &Tensor, dtype: Dtype, device: Device) -> Result<Tensor, BackendError> {
    ones(x.dims(), dtype, device)
}

/// `fill_value` in `x`'s shape; the value must fit the dtype.
#[implements(f::full_like for CandleBackend, takes = classes::ALL)]
pub fn full_like(
    x: &Tensor,
    fill_value: Scalar,
    dtype: Dtype,
    device: Device,
) -> Result<Tensor, BackendError> {
    full(x.dims(), fill_value, Some(dtype), device)
}

/// An array of `x`'s shape: zeros.
#[implements(f::empty_like for CandleBackend, takes = classes::ALL)]
pub fn empty_like(x: &Tensor, dtype: Dtype, device: Device) -> Result<Tensor, BackendError> {
    zeros(x.dims(), dtype, device)
}

impl MapView for Triangle {
    fn f<T: CandleElem>(&self, x: ArrayViewD<'_, T>) -> ivy_runtime::Result<ArrayD<T>> {
        self.of(x)
    }
}

/// The lower triangle of the matrices of `x`: on and below the `k`-th diagonal.
#[implements(f::tril for CandleBackend, takes = classes::ALL)]
pub fn tril(x: &Tensor, k: isize) -> Result<Tensor, BackendError> {
    Triangle { k, upper: false }.map(x)
}

/// The upper triangle of the matrices of `x`: on and above the `k`-th diagonal.
#[implements(f::triu for CandleBackend, takes = classes::ALL)]
pub fn triu(x: &Tensor, k: isize) -> Result<Tensor, BackendError> {
    Triangle { k, upper: true }.map(x)
}

/// What `make` makes of `indices` as `int64`, as a tensor.
fn from_int64_view(
    indices: &Tensor,
    make: impl FnOnce(ArrayViewD<'_, i64>) -> ivy_runtime::Result<HostArray>,
) -> Result<Tensor, BackendError> {
    let indices = as_dtype(indices, Dtype::Int64)?;
    let hot = with_elements::<i64, _>(&indices, |v| {
        let ind = ArrayViewD::from_shape(IxDyn(indices.dims()), v)?;
        Ok(make(ind)?)
    })?;
    tensor_from_host(hot)
}

/// A copy, allocated fallibly (candle's `copy` aborts on a size it cannot allocate).
struct Copied;

impl MapView for Copied {
    fn f<T: CandleElem>(&self, x: ArrayViewD<'_, T>) -> ivy_runtime::Result<ArrayD<T>> {
        shared::collect_array("copy_array", x.shape(), x.len(), x.iter().copied())
    }
}

/// A copy of `x` in new memory.
#[implements(f::copy_array for CandleBackend, takes = classes::ALL)]
pub fn copy_array(x: &Tensor) -> Result<Tensor, BackendError> {
    Copied.map(x)
}
