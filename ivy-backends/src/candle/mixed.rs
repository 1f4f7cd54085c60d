//! Element-wise arithmetic on tensors of different dtypes (the `mixed_dtypes` kernels of
//! `add`, `subtract`, `multiply` and `divide`): the shared loop ([`crate::loops::mixed`]) over
//! candle's storage. `uint8 + float32` reads the
//! `uint8` tensor in place and converts each element as the result is written, with no
//! `float32` copy of it made first. For contiguous tensors of candle's primitive number types
//! (not its 16-bit floats), each of the computation's shape or 0-d, computed in a dtype candle
//! holds; anything else is left to the runtime, which then converts first.

use candle_core::{DType, Tensor};
use ivy_runtime::{BackendError, Dtype};

use super::backend::CandleBackend;
use super::dispatch::with_elements;
use super::dtype::VALID;
use super::host::tensor_from_data;
use crate::loops::mixed::{Input, Op, Primitive, compute, mixed_dtypes_kernels};

mixed_dtypes_kernels!(CandleBackend, Tensor, BackendError, compute_mixed);

/// `op` (the kernel of `function`) of `inputs` computed in `dtype`, or `None` where the shared
/// loop has none for them.
fn compute_mixed(
    op: Op,
    function: &'static str,
    inputs: &[&Tensor],
    dtype: Dtype,
) -> Result<Option<Tensor>, BackendError> {
    let &[x, y] = inputs else {
        return Ok(None);
    };
    if !VALID.contains(dtype) {
        return Ok(None);
    }
    // Two read locks of candle's storage at once (one if `x` and `y` share it): ivy never
    // writes into a tensor, so no writer can be waiting between them.
    let made = with_input(x, |x| {
        with_input(y, |y| {
            compute(op, function, [x, y], dtype)?
                .map(|(data, shape)| tensor_from_data(shape, data))
                .transpose()
        })
    })?;
    Ok(made.flatten().flatten())
}

/// `f` of `x`'s elements, read in place; `None`, without calling `f`, when `x` is not
/// contiguous or is of a 16-bit float dtype.
fn with_input<R>(
    x: &Tensor,
    f: impl FnOnce(Input<'_>) -> Result<R, BackendError>,
) -> Result<Option<R>, BackendError> {
    fn read<T: Primitive + candle_core::WithDType, R>(
        x: &Tensor,
        f: impl FnOnce(Input<'_>) -> Result<R, BackendError>,
    ) -> Result<Option<R>, BackendError> {
        with_elements::<T, _>(x, |v| match Input::new(T::elements(v), x.dims()) {
            Some(input) => f(input).map(Some),
            None => Ok(None),
        })
    }
    if !x.is_contiguous() {
        return Ok(None);
    }
    match x.dtype() {
        DType::U8 => read::<u8, R>(x, f),
        DType::U32 => read::<u32, R>(x, f),
        DType::I16 => read::<i16, R>(x, f),
        DType::I32 => read::<i32, R>(x, f),
        DType::I64 => read::<i64, R>(x, f),
        DType::F32 => read::<f32, R>(x, f),
        DType::F64 => read::<f64, R>(x, f),
        _ => Ok(None),
    }
}
