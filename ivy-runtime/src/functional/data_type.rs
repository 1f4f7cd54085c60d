//! Data-type functions: conversion, and the convenience queries over arrays and dtypes.

use ivy_macros::{primary, standalone};

use crate::{Array, Dtype, FunctionDecl, Operand, Result};

/// `x` converted to `dtype` (C-style: floats truncate toward zero, anything nonzero is `true`;
/// complex to real is refused rather than dropping the imaginary part).
#[primary]
#[handle_out]
#[nestable]
pub fn astype(x: &Array, dtype: Dtype, out: Option<&mut Array>) -> Result<Array>;

/// The dtype of an array.
#[standalone]
pub fn dtype(x: &Array) -> Dtype {
    x.dtype()
}

/// Whether `from` (an array, a dtype or a weak scalar) casts to `to` without loss under the
/// active rules: `promote(from, to) == to`.
///
/// ```
/// use ivy_runtime::{can_cast, Dtype::*};
/// assert!(can_cast(Int8, Int16));
/// assert!(!can_cast(Uint8, Int8));
/// assert!(!can_cast(Int32, Float32)); // precise mode: int32 + float32 is float64
/// assert!(can_cast(Bool, Float16));
/// assert!(can_cast(300, Int16) && !can_cast(300, Int8));
/// ```
#[standalone]
pub fn can_cast(from: impl Into<Operand>, to: Dtype) -> bool {
    match from.into() {
        Operand::Typed(d) => crate::promotion::promotion_rules().promote(d, to) == Some(to),
        weak => crate::promotion::result_type(&[weak, Operand::Typed(to)]).ok() == Some(to),
    }
}

/// The dtype of a result computed from all `operands` (dtypes, arrays and weak scalars),
/// under the active rules (Ivy's own hands this to the backend; ours follows the rules).
///
/// ```
/// use ivy_runtime::{result_type, Dtype::*, Operand};
///
/// let ops = [Int8.into(), Uint8.into(), Float16.into()];
/// assert_eq!(result_type(&ops)?, Float32); // int8+uint8 = int16, then + float16
/// assert_eq!(result_type(&[Int16.into(), Operand::from(7)])?, Int16);
/// assert!(result_type(&[]).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
#[standalone]
pub fn result_type(operands: &[Operand]) -> Result<Dtype> {
    crate::promotion::result_type(operands)
}

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] =
    &[astype::DECL, dtype::DECL, can_cast::DECL, result_type::DECL];
