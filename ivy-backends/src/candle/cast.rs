//! `astype` between the nine dtypes candle holds, with Ivy's semantics
//! ([`HostElement::from_scalar`]): integers wrap, floats truncate toward zero and saturate
//! (`NaN` gives 0), narrower floats round to nearest, ties to even.
//!
//! Candle's `to_dtype` does exactly that (Rust's `as`, `half`'s `from_f32`) for every pair but
//! two kinds, which convert here, element by element, through Ivy's correctly rounded
//! conversions ([`ivy_runtime::rounding`]):
//!
//! * integers to `bfloat16` go through `f32`, rounding twice (16842753 becomes 16777216, not
//!   16908288);
//! * `float64` to `float16` and `bfloat16` use `half`'s `from_f64`, which rounds through
//!   `f32` or drops bits (`2049 + 2^-30` becomes 2048 as `float16`, not 2050).
//!
//! (Integers to `float16` through `f32` are exact: every integer below `float16`'s overflow
//! threshold is an `f32`.)

use std::borrow::Cow;

use candle_core::Tensor;
use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Dtype, HostElement, KernelDecl};

use super::backend::CandleBackend;
use super::dispatch::{Map1, from_vec};
use super::dtype::{CandleElem, dtype_of, to_candle, with_candle_type};
use super::error::invalid_dtype;

/// Element by element, through the exact [`ivy_runtime::Scalar`] of each value.
struct Convert(Dtype);

impl Map1 for Convert {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        with_candle_type!(self.0, D => {
            let v: Vec<D> = x.iter().map(|&e| D::from_scalar(HostElement::to_scalar(e))).collect();
            from_vec(v, shape)
        }, _ => Err(invalid_dtype(self.0).into()))
    }
}

/// `x` converted to `dtype` (see the [module docs](self)); the same dtype gives `x` itself
/// (tensors are never written to, so sharing is safe). An error for a dtype candle cannot hold.
#[implements(f::astype for CandleBackend)]
pub fn astype(x: &Tensor, dtype: Dtype) -> Result<Tensor, BackendError> {
    let from = dtype_of(x)?;
    if from == dtype {
        return Ok(x.clone());
    }
    let to = to_candle(dtype).ok_or_else(|| invalid_dtype(dtype))?;
    ivy_runtime::check_result_size("astype", x.dims(), dtype.itemsize())?;
    let to_half = matches!(dtype, Dtype::Bfloat16 | Dtype::Float16);
    if to_half && (from.is_int() || from == Dtype::Float64) {
        return Convert(dtype).map(x);
    }
    Ok(x.to_dtype(to)?)
}

/// `x` as `dtype`, borrowed when it already has that dtype.
pub(crate) fn as_dtype(x: &Tensor, dtype: Dtype) -> Result<Cow<'_, Tensor>, BackendError> {
    if dtype_of(x)? == dtype {
        Ok(Cow::Borrowed(x))
    } else {
        astype(x, dtype).map(Cow::Owned)
    }
}

/// The conversion kernel, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![astype]
}
