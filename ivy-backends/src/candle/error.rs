//! The errors the candle backend raises itself (candle's own errors convert with `?` and reach
//! the user as [`Error::Kernel`](ivy_runtime::Error::Kernel) naming the function). Messages
//! that do not name a backend are the shared ones ([`crate::kernel_error`]).

use candle_core::Tensor;
use ivy_runtime::{BackendError, CastingMode, Dtype, DtypeSet, Error};

pub(crate) use crate::kernel_error::invalid;

use super::backend::CANDLE_VERSION;
use super::dtype::{VALID, dtype_of};

/// A dtype candle cannot hold: the error naming it, the backend and the casting modes that
/// would find one it holds.
pub(crate) fn invalid_dtype(dtype: Dtype) -> Error {
    Error::InvalidDtype {
        dtype,
        backend: "candle",
        version: CANDLE_VERSION.to_string(),
        valid: VALID,
        helpful_modes: CastingMode::that_help(dtype, VALID),
    }
}

/// A kernel called directly (not through dispatch, which checks declarations first) with a
/// dtype it does not take.
pub(crate) fn unsupported(function: &'static str, dtype: Dtype, accepted: DtypeSet) -> Error {
    Error::UnsupportedDtype {
        function,
        dtype,
        backend: "candle",
        version: CANDLE_VERSION.to_string(),
        supported: accepted,
        helpful_modes: Vec::new(),
    }
}

/// The dtype of two operands that must share one; an error naming both if they differ.
pub(crate) fn same_dtype(
    function: &'static str,
    x1: &Tensor,
    x2: &Tensor,
) -> Result<Dtype, BackendError> {
    let (d1, d2) = (dtype_of(x1)?, dtype_of(x2)?);
    if d1 == d2 {
        Ok(d1)
    } else {
        Err(crate::kernel_error::operand_dtypes(function, d1, d2).into())
    }
}

/// Tensors on a GPU: this backend builds candle for the CPU only.
pub(crate) fn not_on_cpu() -> BackendError {
    BackendError::msg("ivy's candle backend holds tensors on the CPU only")
}
