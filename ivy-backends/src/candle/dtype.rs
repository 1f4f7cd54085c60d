//! Candle's dtypes as Ivy's: the map between [`Dtype`] and `candle_core::DType`, the dtypes
//! each candle release holds, and [`CandleElem`], the element types kernels are written over.

use candle_core::{DType, Tensor, WithDType};
use ivy_runtime::{Dtype, DtypeSet, Error, NativeDtypes, Version, casting_mode};

use super::error::invalid_dtype;
use crate::elem::{FloatElem, RealElem};

/// Every Ivy dtype candle holds in some release: those its dispatch (`with_candle_type!`)
/// reaches.
pub const VALID: DtypeSet = {
    let mut set = DtypeSet::EMPTY;
    let mut i = 0;
    while i < Dtype::ALL.len() {
        let d = Dtype::ALL[i];
        if with_candle_type!(d, _T => true, _ => false) {
            set = set.with(d);
        }
        i += 1;
    }
    set
};

/// The candle release that added each dtype (`I64` in 0.2.0, `I16` and `I32` in 0.9.2; the
/// others were there from the start).
const SINCE: [(Dtype, Version); 9] = [
    (Dtype::Uint8, Version::new(&[0, 1, 0]).unwrap()),
    (Dtype::Uint32, Version::new(&[0, 1, 0]).unwrap()),
    (Dtype::Bfloat16, Version::new(&[0, 1, 0]).unwrap()),
    (Dtype::Float16, Version::new(&[0, 1, 0]).unwrap()),
    (Dtype::Float32, Version::new(&[0, 1, 0]).unwrap()),
    (Dtype::Float64, Version::new(&[0, 1, 0]).unwrap()),
    (Dtype::Int64, Version::new(&[0, 2, 0]).unwrap()),
    (Dtype::Int16, Version::new(&[0, 9, 2]).unwrap()),
    (Dtype::Int32, Version::new(&[0, 9, 2]).unwrap()),
];

/// The Ivy dtypes candle `version` holds.
pub fn valid_at(version: &Version) -> DtypeSet {
    SINCE
        .iter()
        .filter(|(_, since)| version >= since)
        .fold(DtypeSet::EMPTY, |set, (dtype, _)| set.with(*dtype))
}

/// `dtype` if candle holds it, else the dtype the casting mode in force finds among those it
/// holds (for a dtype a creation function decides itself: `full(.., true)` would be `bool`);
/// without one, an error naming the dtype and the backend.
pub fn on_candle(dtype: Dtype) -> Result<Dtype, Error> {
    if VALID.contains(dtype) {
        return Ok(dtype);
    }
    casting_mode()
        .target(dtype, VALID)
        .ok_or_else(|| invalid_dtype(dtype))
}

/// The candle dtype of an Ivy dtype (that of its element type); `None` for the six candle
/// cannot hold (`int8`, `uint16`, `uint64`, `bool`, `complex64`, `complex128`).
pub fn to_candle(dtype: Dtype) -> Option<DType> {
    with_candle_type!(dtype, T => Some(<T as WithDType>::DTYPE), _ => None)
}

/// The Ivy dtype of a candle dtype; an error for `F8E4M3` and the placeholder float types,
/// which Ivy never creates and refuses on input (converting an `F8E4M3` tensor to `F64`
/// recurses forever in candle 0.9.2 to 0.11.1, an abort no `catch_unwind` contains).
pub fn from_candle(dtype: DType) -> Result<Dtype, Error> {
    Ok(match dtype {
        DType::U8 => Dtype::Uint8,
        DType::U32 => Dtype::Uint32,
        DType::I16 => Dtype::Int16,
        DType::I32 => Dtype::Int32,
        DType::I64 => Dtype::Int64,
        DType::BF16 => Dtype::Bfloat16,
        DType::F16 => Dtype::Float16,
        DType::F32 => Dtype::Float32,
        DType::F64 => Dtype::Float64,
        other => {
            return Err(Error::InvalidInput(format!(
                "candle's `{}` tensors have no Ivy dtype and are refused; convert them to one \
                 of {VALID} before handing them to ivy",
                other.as_str()
            )));
        }
    })
}

/// The Ivy dtype of a tensor (see [`from_candle`]).
pub fn dtype_of(x: &Tensor) -> Result<Dtype, Error> {
    from_candle(x.dtype())
}

/// An element type of one of the nine dtypes candle and Ivy share: `u8`, `u32`, `i16`, `i32`,
/// `i64`, `bf16`, `f16`, `f32`, `f64`. Kernels of their own (for what candle lacks or gets
/// wrong) are written over it with the shared element arithmetic ([`RealElem`]:
/// integers wrap, half floats compute in `f32`), so both backends share one definition.
pub trait CandleElem: RealElem + WithDType {}

impl<T: RealElem + WithDType> CandleElem for T {}

/// Runs `$body` with the type alias `$T` naming the element type of `$dtype` (a [`Dtype`]) for
/// the nine dtypes candle holds, and `$other` for the rest.
macro_rules! with_candle_type {
    ($dtype:expr, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::candle::dtype::with_candle_int!($dtype, $T => $body, _ => {
            $crate::candle::dtype::with_candle_float!($dtype, $T => $body, _ => $other)
        })
    };
}
pub(crate) use with_candle_type;

/// A float element type candle holds: `bf16`, `f16`, `f32`, `f64`. Float kernels of our own
/// are written over it with the shared float arithmetic ([`FloatElem`]).
pub trait CandleFloat: CandleElem + FloatElem {}

impl<T: CandleElem + FloatElem> CandleFloat for T {}

/// Runs `$body` with the type alias `$T` naming the element type of `$dtype` (a [`Dtype`]) for
/// the four float dtypes, and `$other` for the rest (the runtime's map,
/// [`ivy_runtime::with_dtype!`]).
macro_rules! with_candle_float {
    ($dtype:expr, $T:ident => $body:expr, _ => $other:expr) => {
        ivy_runtime::with_dtype!($dtype, float, $T => $body, _ => $other)
    };
}
pub(crate) use with_candle_float;

/// Runs `$body` with the type alias `$T` naming the element type of `$dtype` for the five
/// integer dtypes candle holds, and `$other` for the rest (the runtime's map).
macro_rules! with_candle_int {
    ($dtype:expr, $T:ident => $body:expr, _ => $other:expr) => {
        ivy_runtime::with_dtype!(
            $dtype, [Uint8, Uint32, Int16, Int32, Int64], $T => $body, _ => $other
        )
    };
}
pub(crate) use with_candle_int;

/// Runs `$body` with the type alias `$T` naming the element type of `$dtype` when it is one of
/// the dtypes of the class `$class` (of [`crate::elem::classes`]) candle holds, and `$other`
/// for the rest: each class narrowed to candle's dtypes.
macro_rules! with_candle_class {
    ($dtype:expr, $class:ident, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::candle::dtype::with_candle_class!(@ $class, $dtype, $T => $body, _ => $other)
    };
    (@ float, $($rest:tt)*) => { $crate::candle::dtype::with_candle_float!($($rest)*) };
    (@ inexact, $($rest:tt)*) => { $crate::candle::dtype::with_candle_float!($($rest)*) };
    (@ integer, $($rest:tt)*) => { $crate::candle::dtype::with_candle_int!($($rest)*) };
    (@ bits, $($rest:tt)*) => { $crate::candle::dtype::with_candle_int!($($rest)*) };
    (@ real, $($rest:tt)*) => { $crate::candle::dtype::with_candle_type!($($rest)*) };
    (@ ordered, $($rest:tt)*) => { $crate::candle::dtype::with_candle_type!($($rest)*) };
    (@ numeric, $($rest:tt)*) => { $crate::candle::dtype::with_candle_type!($($rest)*) };
    (@ all, $($rest:tt)*) => { $crate::candle::dtype::with_candle_type!($($rest)*) };
}
pub(crate) use with_candle_class;

/// candle's `DType` is the candle backend's native dtype: [`to_candle`] and [`from_candle`].
///
/// ```
/// use candle_core::DType;
/// use ivy_backends::candle::CandleBackend;
/// use ivy_runtime::{Dtype, as_ivy_dtype, as_native_dtype};
///
/// assert_eq!(as_native_dtype::<CandleBackend>(Dtype::Bfloat16)?, DType::BF16);
/// assert_eq!(as_ivy_dtype::<CandleBackend>(DType::I64)?, Dtype::Int64);
/// let e = as_native_dtype::<CandleBackend>(Dtype::Int8).unwrap_err().to_string();
/// assert!(e.starts_with("candle has no native dtype for `int8`"), "{e}");
/// let e = as_ivy_dtype::<CandleBackend>(DType::F8E4M3).unwrap_err().to_string();
/// assert!(e.starts_with("the candle dtype `F8E4M3` is none of Ivy's dtypes"), "{e}");
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
impl NativeDtypes for super::CandleBackend {
    type NativeDtype = DType;

    fn to_native_dtype(dtype: Dtype) -> Option<DType> {
        to_candle(dtype)
    }

    fn from_native_dtype(native: DType) -> Option<Dtype> {
        from_candle(native).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_map_is_a_bijection_on_the_nine_shared_dtypes() {
        for dtype in Dtype::ALL {
            match to_candle(dtype) {
                Some(c) => {
                    assert!(VALID.contains(dtype));
                    assert_eq!(from_candle(c).unwrap(), dtype);
                    let rust =
                        with_candle_type!(dtype, T => <T as WithDType>::DTYPE, _ => unreachable!());
                    assert_eq!(rust, c);
                }
                None => assert!(!VALID.contains(dtype), "{dtype}"),
            }
        }
        for other in [
            DType::F8E4M3,
            DType::F6E2M3,
            DType::F6E3M2,
            DType::F4,
            DType::F8E8M0,
        ] {
            let msg = from_candle(other).unwrap_err().to_string();
            assert!(msg.contains(other.as_str()), "{msg}");
        }
    }

    #[test]
    fn dtypes_follow_candles_history() {
        let v = |s: &str| s.parse::<Version>().unwrap();
        assert_eq!(valid_at(&v("0.11.1")), VALID);
        assert_eq!(valid_at(&v("0.9.2")), VALID);
        let no_i16_i32 = VALID.without(Dtype::Int16).without(Dtype::Int32);
        assert_eq!(valid_at(&v("0.9.1")), no_i16_i32);
        assert_eq!(valid_at(&v("0.2.0")), no_i16_i32);
        assert_eq!(valid_at(&v("0.1.3")), no_i16_i32.without(Dtype::Int64));
    }
}
