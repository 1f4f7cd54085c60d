//! `astype` between the nine dtypes candle holds, with Ivy's semantics: integers wrap, floats
//! truncate toward zero and saturate (`NaN` gives 0), narrower floats round to nearest, ties
//! to even.
//!
//! The elements are read in place from candle's storage, converted by the shared conversion
//! ([`crate::convert`]), and handed to candle without a copy. Not candle's
//! `to_dtype`, for two reasons:
//!
//! * it gets two kinds of pairs wrong: integers to `bfloat16` go through `f32`, rounding
//!   twice (16842753 becomes 16777216, not 16908288), and `float64` to `float16` and
//!   `bfloat16` use `half`'s `from_f64`, which rounds through `f32` or drops bits (`2049 +
//!   2^-30` becomes 2048 as `float16`, not 2050);
//! * it converts on one thread into fresh memory, faulting it in page by page. Ours runs in
//!   parallel when large, into ivy's result memory (recycled, or on huge pages): most of the
//!   time of mixed-dtype arithmetic (`uint8 + float32`) goes to this conversion.

use std::borrow::Cow;

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Dtype};
use ndarray::{ArrayViewD, IxDyn};

use super::backend::CandleBackend;
use super::dispatch::Map1;
use super::dtype::{CandleElem, dtype_of, to_candle};
use super::error::invalid_dtype;
use super::host::tensor_from_data;
use crate::convert::convert;

/// The shared conversion, over the elements in candle's storage.
struct Convert(Dtype);

impl Map1 for Convert {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        tensor_from_data(
            shape,
            convert(ArrayViewD::from_shape(IxDyn(shape), x)?, self.0)?,
        )
    }
}

/// `x` converted to `dtype` (see the [module docs](self)); the same dtype gives `x` itself
/// (tensors are never written to, so sharing is safe). An error for a dtype candle cannot hold.
#[implements(f::astype for CandleBackend)]
pub fn astype(x: &Tensor, dtype: Dtype) -> Result<Tensor, BackendError> {
    if dtype_of(x)? == dtype {
        return Ok(x.clone());
    }
    to_candle(dtype).ok_or_else(|| invalid_dtype(dtype))?;
    Convert(dtype).map(x)
}

/// `x` as `dtype`, borrowed when it already has that dtype.
pub(crate) fn as_dtype(x: &Tensor, dtype: Dtype) -> Result<Cow<'_, Tensor>, BackendError> {
    if dtype_of(x)? == dtype {
        Ok(Cow::Borrowed(x))
    } else {
        astype(x, dtype).map(Cow::Owned)
    }
}
