//! Comparing a result with the reference: exactly for integers and `bool`, within
//! [`Tolerance::for_dtype`] of the result's dtype for floats.

use crate::{Array, Dtype, TensorType, Tolerance};

/// The widest dtype of `dtype`'s kind, in which the reference computes inexact results.
pub(super) fn widest(dtype: Dtype) -> Dtype {
    if dtype.is_complex() {
        Dtype::Complex128
    } else if dtype.is_float() {
        Dtype::Float64
    } else {
        dtype
    }
}

/// Whether `got`'s values agree with `reference`'s, rounded to `got`'s dtype.
pub(super) fn values(got: &Array, reference: &Array) -> std::result::Result<(), String> {
    let expected = reference.cast(got.dtype()).map_err(|e| e.to_string())?;
    match TensorType::values_eq_approx_with(got, &expected, Tolerance::for_dtype(got.dtype())) {
        Ok(true) => Ok(()),
        Ok(false) => Err(format!(
            "the result {got} (shape {:?}) differs from the reference {expected} (shape {:?})",
            got.shape(),
            expected.shape()
        )),
        Err(e) => Err(format!("the result cannot be compared: {e}")),
    }
}
