//! Data-type functions: conversion, promotion, the limits of dtypes, the convenience queries
//! over arrays and dtypes, and the dtypes a backend holds (seed 000's valid and invalid
//! tuples).

use ivy_grammar::DtypeKind;
use ivy_macros::{compositional, primary, standalone};

use crate::casting::CastingMode;
use crate::info::{Finfo, Iinfo};
use crate::functional::creation::full;
use crate::{Array, ArrayLike, BackendId, Dtype, DtypeSet, Error, Operand, Result};

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
/// under the active rules (Ivy's own hands this to the backend; ours follows the rules): the
/// dtype [`promote_types_of_inputs()`] and [`type_promote_arrays()`] convert to. A weak scalar
/// of the other operands' kind, or of a narrower kind, takes their dtype and must fit it; one
/// of a wider kind stands for a dtype of its kind (under Ivy's two tables, as Ivy converts
/// it: `float64` for a float next to integers, `complex128` for a complex number next to real
/// dtypes), then promotes.
///
/// ```
/// use ivy_runtime::{result_type, Dtype::*, Operand};
///
/// let ops = [Int8.into(), Uint8.into(), Float16.into()];
/// assert_eq!(result_type(&ops)?, Float32); // int8+uint8 = int16, then + float16
/// assert_eq!(result_type(&[Int16.into(), Operand::from(7)])?, Int16);
/// assert_eq!(result_type(&[Int32.into(), 1.5.into()])?, Float64);
/// assert!(result_type(&[Uint8.into(), 300.into()]).is_err());
/// assert_eq!(result_type(&[1.into(), 2.0.into()])?, Float64);
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

/// Every array of `arrays` converted to the dtype all of them promote to together under the
/// active rules ([`result_type()`]: whatever their order), each keeping its shape (Ivy's
/// takes two arrays; here any number, none giving none). Use [`result_type()`] for the dtype
/// alone.
///
/// ```
/// let a = ivy::array![1i8, 2]?;
/// let b = ivy::array![3u8, 4]?;
/// let c = ivy::array![0.5f32]?;
/// let p = ivy::type_promote_arrays(&[a.clone(), b.clone()])?;
/// assert_eq!((p[0].dtype(), p[1].dtype()), (ivy::Dtype::Int16, ivy::Dtype::Int16));
/// assert_eq!(p[1].to_string(), "[3, 4]");
/// // int8, uint8 and float32 give float32 (int16 with float32), in either order.
/// let p = ivy::type_promote_arrays(&[c, a, b])?;
/// assert!(p.iter().all(|x| x.dtype() == ivy::Dtype::Float32));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(promoted_each(arrays))]
pub fn type_promote_arrays(arrays: &[Array]) -> Result<Vec<Array>> {
    if arrays.is_empty() {
        return Ok(Vec::new());
    }
    let operands: Vec<Operand> = arrays.iter().map(Operand::from).collect();
    let dtype = result_type(&operands)?;
    arrays.iter().map(|x| self::converted(x, dtype)).collect()
}

/// `x` as `dtype`: itself (shared) when it has it, so that no kernel runs for it.
fn converted(x: &Array, dtype: Dtype) -> Result<Array> {
    if x.dtype() == dtype {
        Ok(x.clone())
    } else {
        astype(x, dtype)
    }
}

/// `x1` and `x2`, arrays or weak scalars, as arrays of the dtype they promote to together under
/// the active rules (Ivy's `promote_types_of_inputs`, which binary backend functions call
/// first). An array keeps its shape; a scalar becomes a 0-d array on the other input's
/// backend and device (two scalars: on the backend calls run on). The dtype is
/// [`result_type()`]'s of the two (use it for the dtype alone): a scalar of the array's kind,
/// or of a narrower kind, takes the array's dtype (`int8` with `2` stays `int8`) and must fit
/// it (`uint8` with `300` is an error, where Ivy's wraps to 44); under Ivy's two tables a
/// float next to an integer array gives `float64` and a complex number next to a real one
/// `complex128`, as Ivy converts them; two scalars each take their default dtype, then
/// promote (`1` and `2.0`: `float64` in precise mode).
///
/// ```
/// use ivy::Dtype::*;
///
/// let x = ivy::array![1i32, 2]?;
/// let (a, b) = ivy::promote_types_of_inputs(&x, 1.5)?;
/// assert_eq!((a.dtype(), b.dtype(), b.shape()), (Float64, Float64, &[][..]));
/// assert_eq!((a.to_string(), b.to_string()), ("[1., 2.]".to_owned(), "1.5".to_owned()));
/// let (a, b) = ivy::promote_types_of_inputs(&ivy::array![1i8]?, 2)?;
/// assert_eq!((a.dtype(), b.dtype()), (Int8, Int8));
/// assert!(ivy::promote_types_of_inputs(&ivy::array![1u8]?, 300).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(promoted_each([x1, x2]).map(|t| (t[0].clone(), t[1].clone())))]
pub fn promote_types_of_inputs(x1: ArrayLike<'_>, x2: ArrayLike<'_>) -> Result<(Array, Array)> {
    let operand = |x: ArrayLike<'_>| match x {
        ArrayLike::Array(a) => Operand::from(a),
        ArrayLike::Scalar(s) => Operand::Weak(s),
    };
    let dtype = result_type(&[operand(x1), operand(x2)])?;
    let converted = |x: ArrayLike<'_>| match x {
        ArrayLike::Array(a) => self::converted(a, dtype).map(Some),
        ArrayLike::Scalar(_) => Ok(None),
    };
    let (a1, a2) = (converted(x1)?, converted(x2)?);
    // A scalar becomes a 0-d array where the other input's array went.
    let beside = a1.as_ref().or(a2.as_ref());
    let as_array = |x: ArrayLike<'_>, done: Option<Array>| match (done, x) {
        (Some(a), _) => Ok(a),
        (None, ArrayLike::Scalar(s)) => {
            let filled = full::with(&[], s).dtype(dtype);
            match beside {
                Some(b) => crate::with_backend(b.backend(), || filled.device(b.device()).call()),
                None => filled.call(),
            }
        }
        (None, ArrayLike::Array(a)) => astype(a, dtype),
    };
    Ok((as_array(x1, a1.clone())?, as_array(x2, a2.clone())?))
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
