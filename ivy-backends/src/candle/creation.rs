//! Creation functions: `zeros`, `ones`, `full`, `arange`, `asarray`.
//!
//! Candle's own constructors allocate infallibly (a size the machine cannot hold aborts the
//! process, which no `catch_unwind` contains), and its `arange_step` accumulates
//! `current += step`: floats drift from `start + i * step`, and near an integer dtype's limit
//! the sum overflows, a panic under overflow checks and otherwise a loop that wraps and runs
//! until memory is exhausted. So the values are made by the ndarray backend's creation
//! routines (fallible allocation, values checked to fit, NumPy's `arange` arithmetic) and
//! candle takes their buffer without a copy (`Tensor::from_vec`).

use candle_core::Tensor;
use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::{
    BackendError, Device, Dtype, HostArray, KernelDecl, Operand, Scalar, default_dtype,
};

use super::backend::CandleBackend;
use super::dtype::on_candle;
use super::host::tensor_from_host;
use crate::ndarray::{self as nd, NdArray};

/// A tensor taking the buffer of an array the ndarray backend made.
fn from_ndarray(a: NdArray) -> Result<Tensor, BackendError> {
    tensor_from_host(a.into_host()?)
}

/// An array of `shape` and `dtype` filled with zeros.
#[implements(f::zeros for CandleBackend)]
pub fn zeros(shape: &[usize], dtype: Dtype, _device: Device) -> Result<Tensor, BackendError> {
    from_ndarray(nd::zeros(shape, on_candle(dtype)?)?)
}

/// An array of `shape` and `dtype` filled with ones.
#[implements(f::ones for CandleBackend)]
pub fn ones(shape: &[usize], dtype: Dtype, _device: Device) -> Result<Tensor, BackendError> {
    from_ndarray(nd::ones(shape, on_candle(dtype)?)?)
}

/// An array of `shape` filled with `fill_value`, which must fit the dtype. Without a `dtype`
/// the value decides (as on every backend); a `bool` value would make a `bool` array, which
/// candle cannot hold: an error, or under a casting mode the dtype it finds.
#[implements(f::full for CandleBackend)]
pub fn full(
    shape: &[usize],
    fill_value: Scalar,
    dtype: Option<Dtype>,
    _device: Device,
) -> Result<Tensor, BackendError> {
    let dtype = on_candle(default_dtype(dtype, Some(Operand::Weak(fill_value)))?)?;
    from_ndarray(nd::full(shape, fill_value, dtype)?)
}

/// Evenly spaced values in `[start, stop)`, NumPy's `arange` (see
/// [`crate::ndarray::arange`]).
#[implements(f::arange for CandleBackend)]
pub fn arange(
    start: Scalar,
    stop: Scalar,
    step: Scalar,
    dtype: Dtype,
    _device: Device,
) -> Result<Tensor, BackendError> {
    from_ndarray(nd::arange(start, Some(stop), step, on_candle(dtype)?)?)
}

/// A tensor holding `data`, converted in host memory to `dtype` (default: the data's own,
/// which must then be one candle holds, or be cast under a casting mode).
#[implements(f::asarray for CandleBackend)]
pub fn asarray(
    data: HostArray,
    dtype: Option<Dtype>,
    _device: Device,
) -> Result<Tensor, BackendError> {
    let dtype = on_candle(dtype.unwrap_or(data.dtype()))?;
    tensor_from_host(data.astype(dtype)?)
}

/// The creation kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![zeros, ones, full, arange, asarray]
}
