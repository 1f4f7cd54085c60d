//! Data-type functions: conversion, promotion, the limits of dtypes, the convenience queries
//! over arrays and dtypes, and the dtypes a backend holds (seed 000's valid and invalid
//! tuples).

use ivy_grammar::DtypeKind;
use ivy_macros::{compositional, primary, standalone};

use crate::casting::CastingMode;
use crate::info::{Finfo, Iinfo};
use crate::{Array, BackendId, Dtype, DtypeSet, Error, Operand, Result};

/// `x` converted to `dtype` (C-style: floats truncate toward zero, anything nonzero is `true`;
/// complex to real is refused rather than dropping the imaginary part).
#[primary]
#[returns(retyped(x, dtype))]
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
        // A 0-d or weak array, or a scalar, meets `to` as the rules take it.
        other => crate::promotion::result_type(&[other, Operand::Typed(to)]).ok() == Some(to),
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

/// The dtype two dtypes promote to under the active rules. Ivy's `array_api_promotion=True`
/// is the `array-api` rule set here: `ivy::with_promotion_rules(PromotionRules::ArrayApi, ..)`.
///
/// ```
/// use ivy_runtime::{promote_types, Dtype::*};
///
/// assert_eq!(promote_types(Uint8, Int8)?, Int16);
/// assert_eq!(promote_types(Int64, Uint64)?, Float64);
/// assert_eq!(promote_types(Float16, Bfloat16)?, Float32);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
#[standalone]
pub fn promote_types(type1: Dtype, type2: Dtype) -> Result<Dtype> {
    crate::promotion::promote_types(type1, type2)
}

/// `x1` and `x2` converted to the dtype their dtypes promote to ([`promote_types()`]).
///
/// ```
/// let a = ivy::array![1i8, 2]?;
/// let b = ivy::array![3u8, 4]?;
/// let (a, b) = ivy::type_promote_arrays(&a, &b)?;
/// assert_eq!((a.dtype(), b.dtype()), (ivy::Dtype::Int16, ivy::Dtype::Int16));
/// assert_eq!(b.to_string(), "[3, 4]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[x1, x2]).and_then(|t| Ok((retyped(x1, t.dtype)?, retyped(x2, t.dtype)?))))]
pub fn type_promote_arrays(x1: &Array, x2: &Array) -> Result<(Array, Array)> {
    let dtype = promote_types(x1.dtype(), x2.dtype())?;
    Ok((astype(x1, dtype)?, astype(x2, dtype)?))
}

/// The dtype of a dtype or an array; a weak scalar has none of its own.
fn dtype_of(function: &'static str, type_: Operand) -> Result<Dtype> {
    type_.dtype().ok_or(Error::ArgumentKind {
        function,
        argument: "type",
        expected: "a dtype or an array",
    })
}

/// The limits of a floating-point or complex dtype (for complex, those of each part), given
/// the dtype or an array of it.
///
/// ```
/// use ivy::Dtype::*;
///
/// assert_eq!(ivy::finfo(Float16)?.max, 65504.0);
/// assert_eq!(ivy::finfo(&ivy::array![1.0f32]?)?.eps, f32::EPSILON as f64);
/// assert!(ivy::finfo(Int32).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn finfo(type_: impl Into<Operand>) -> Result<Finfo> {
    crate::info::finfo(dtype_of("finfo", type_.into())?)
}

/// The limits of an integer dtype, given the dtype or an array of it.
///
/// ```
/// use ivy::Dtype::*;
///
/// assert_eq!(ivy::iinfo(Int8)?.min, -128);
/// assert_eq!(ivy::iinfo(&ivy::array![1u16]?)?.max, 65535);
/// assert!(ivy::iinfo(Float32).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn iinfo(type_: impl Into<Operand>) -> Result<Iinfo> {
    crate::info::iinfo(dtype_of("iinfo", type_.into())?)
}

/// The kind of a dtype, an array's dtype, or a weak scalar's value.
fn kind_of(dtype_in: Operand) -> DtypeKind {
    dtype_in.kind()
}

/// Whether `dtype_in` (a dtype, an array, or a scalar) is of a real floating-point dtype
/// (`bfloat16` included): for a scalar, whether it is a float (`1.5`, not `1`).
///
/// ```
/// use ivy::{Dtype::*, is_float_dtype};
///
/// assert!(is_float_dtype(Bfloat16) && is_float_dtype(&ivy::array![0.5f32]?));
/// assert!(is_float_dtype(1.5) && !is_float_dtype(1));
/// assert!(!is_float_dtype(Complex64));
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn is_float_dtype(dtype_in: impl Into<Operand>) -> bool {
    kind_of(dtype_in.into()) == DtypeKind::Float
}

/// Whether `dtype_in` (a dtype, an array, or a scalar) is of an integer dtype, signed or
/// unsigned (as Ivy's, `uint8` counts); for a scalar, whether it is an integer (not `bool`).
///
/// ```
/// use ivy::{Dtype::*, is_int_dtype};
///
/// assert!(is_int_dtype(Int8) && is_int_dtype(Uint64) && is_int_dtype(3));
/// assert!(!is_int_dtype(Bool) && !is_int_dtype(true) && !is_int_dtype(1.0));
/// ```
#[standalone]
pub fn is_int_dtype(dtype_in: impl Into<Operand>) -> bool {
    matches!(
        kind_of(dtype_in.into()),
        DtypeKind::SignedInt | DtypeKind::UnsignedInt
    )
}

/// Whether `dtype_in` (a dtype or an array) is of an unsigned integer dtype. A scalar never is:
/// a Rust integer given as a weak scalar has no signedness of its own (Ivy: a Python `int` is
/// never unsigned either).
///
/// ```
/// use ivy::{Dtype::*, is_uint_dtype};
///
/// assert!(is_uint_dtype(Uint16) && !is_uint_dtype(Int16) && !is_uint_dtype(3u8));
/// ```
#[standalone]
pub fn is_uint_dtype(dtype_in: impl Into<Operand>) -> bool {
    kind_of(dtype_in.into()) == DtypeKind::UnsignedInt
}

/// Whether `dtype_in` (a dtype, an array, or a scalar) is of the `bool` dtype. Unlike Ivy's
/// (true only for NumPy's `np.bool_`), a Rust `bool` scalar counts.
///
/// ```
/// use ivy::{Dtype::*, is_bool_dtype};
///
/// assert!(is_bool_dtype(Bool) && is_bool_dtype(true));
/// assert!(!is_bool_dtype(Uint8) && !is_bool_dtype(1));
/// ```
#[standalone]
pub fn is_bool_dtype(dtype_in: impl Into<Operand>) -> bool {
    kind_of(dtype_in.into()) == DtypeKind::Bool
}

/// Whether `dtype_in` (a dtype, an array, or a scalar) is of a complex dtype.
///
/// ```
/// use ivy::{Dtype::*, is_complex_dtype};
/// use num_complex::Complex64;
///
/// assert!(is_complex_dtype(Complex64) && is_complex_dtype(Complex64::new(0.0, 1.0)));
/// assert!(!is_complex_dtype(Float64) && !is_complex_dtype(1.0));
/// ```
#[standalone]
pub fn is_complex_dtype(dtype_in: impl Into<Operand>) -> bool {
    kind_of(dtype_in.into()) == DtypeKind::Complex
}

/// The valid dtype closest to `type_` on the backend calls run on (the scoped or set backend,
/// else the default one): `type_` itself where the backend holds it; else the narrowest wider
/// dtype of its kind that holds all its values, else the widest narrower one of its kind and
/// signedness, else the dtype cross-casting gives (`bool` to the default int dtype). Without
/// `type_`, the global default dtype. An error when nothing is found (complex on a backend
/// without complex dtypes: its values are never made real).
///
/// Ivy's backends each map their few invalid dtypes by hand (NumPy: `bfloat16` to `float16`;
/// torch: `uint16`..`uint64` to `uint8`); this rule gives a dtype holding every value where
/// one exists (`bfloat16` goes to `float32`, whose exponent range it needs).
///
/// ```
/// use ivy::Dtype::*;
///
/// ivy::init()?;
/// assert_eq!(ivy::closest_valid_dtype(Some(Uint16))?, Uint16); // ndarray holds every dtype
/// assert_eq!(ivy::closest_valid_dtype(None)?, Float32);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn closest_valid_dtype(type_: Option<Dtype>) -> Result<Dtype> {
    let backend = crate::backend_stack::select(None)?;
    let dtype = match type_ {
        Some(d) => d,
        None => crate::global_default_dtype(),
    };
    let valid = backend.valid_dtypes();
    if valid.contains(dtype) {
        return Ok(dtype);
    }
    [
        CastingMode::Upcast,
        CastingMode::Downcast,
        CastingMode::Crosscast,
    ]
    .into_iter()
    .find_map(|mode| mode.target(dtype, valid))
    .ok_or_else(|| crate::array::invalid_dtype(dtype, backend))
}

/// The dtypes `backend` holds (Ivy's `valid_dtypes` tuple, for that backend).
///
/// ```
/// let ndarray = ivy::init()?;
/// assert_eq!(ivy::valid_dtypes(ndarray), ivy::DtypeSet::VALID);
/// assert!(ivy::invalid_dtypes(ndarray).is_empty());
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn valid_dtypes(backend: BackendId) -> DtypeSet {
    backend.valid_dtypes()
}

/// The numeric dtypes (all but `bool`) `backend` holds (Ivy's `valid_numeric_dtypes`).
#[standalone]
pub fn valid_numeric_dtypes(backend: BackendId) -> DtypeSet {
    backend.valid_dtypes() & DtypeSet::NUMERIC
}

/// The integer dtypes, signed and unsigned, `backend` holds (Ivy's `valid_int_dtypes`).
#[standalone]
pub fn valid_int_dtypes(backend: BackendId) -> DtypeSet {
    backend.valid_dtypes() & DtypeSet::INTEGER
}

/// The real floating-point dtypes `backend` holds (Ivy's `valid_float_dtypes`).
#[standalone]
pub fn valid_float_dtypes(backend: BackendId) -> DtypeSet {
    backend.valid_dtypes() & DtypeSet::FLOAT
}

/// The dtypes `backend` cannot hold (Ivy's `invalid_dtypes`): every call on it refuses them.
#[standalone]
pub fn invalid_dtypes(backend: BackendId) -> DtypeSet {
    backend.invalid_dtypes()
}

/// The numeric dtypes `backend` cannot hold (Ivy's `invalid_numeric_dtypes`).
#[standalone]
pub fn invalid_numeric_dtypes(backend: BackendId) -> DtypeSet {
    DtypeSet::NUMERIC - backend.valid_dtypes()
}

/// The integer dtypes `backend` cannot hold (Ivy's `invalid_int_dtypes`).
#[standalone]
pub fn invalid_int_dtypes(backend: BackendId) -> DtypeSet {
    DtypeSet::INTEGER - backend.valid_dtypes()
}

/// The real floating-point dtypes `backend` cannot hold (Ivy's `invalid_float_dtypes`).
#[standalone]
pub fn invalid_float_dtypes(backend: BackendId) -> DtypeSet {
    DtypeSet::FLOAT - backend.valid_dtypes()
}
