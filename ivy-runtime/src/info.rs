//! `iinfo` and `finfo`: the limits of integer and floating-point dtypes.

use half::{bf16, f16};
use ivy_grammar::{Dtype, DtypeSet};

use crate::error::{Error, Result};

/// The limits of an integer dtype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iinfo {
    /// The dtype described.
    pub dtype: Dtype,
    /// Its width in bits.
    pub bits: u32,
    /// The smallest value.
    pub min: i128,
    /// The largest value.
    pub max: i128,
}

/// The limits of a floating-point dtype; for a complex dtype, those of each of its two parts
/// (as NumPy's `finfo` does).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finfo {
    /// The dtype described.
    pub dtype: Dtype,
    /// The width in bits of one real value.
    pub bits: u32,
    /// The difference between 1.0 and the next larger value.
    pub eps: f64,
    /// The largest finite value.
    pub max: f64,
    /// The most negative finite value (`-max`).
    pub min: f64,
    /// The smallest positive normal value.
    pub smallest_normal: f64,
}

/// The limits of an integer dtype.
///
/// ```
/// use ivy_runtime::{iinfo, Dtype};
/// assert_eq!(iinfo(Dtype::Uint64)?.max, 18446744073709551615);
/// assert_eq!(iinfo(Dtype::Int8)?.min, -128);
/// assert!(iinfo(Dtype::Float32).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn iinfo(dtype: Dtype) -> Result<Iinfo> {
    if !dtype.is_int() {
        return Err(Error::WrongDtypeKind {
            dtype,
            role: "an argument of iinfo",
            expected: DtypeSet::INTEGER,
        });
    }
    let bits = dtype.bits();
    let (min, max) = if dtype.is_signed_int() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    Ok(Iinfo {
        dtype,
        bits,
        min,
        max,
    })
}

/// The limits of a floating-point or complex dtype.
///
/// ```
/// use ivy_runtime::{finfo, Dtype};
/// assert_eq!(finfo(Dtype::Float16)?.max, 65504.0);
/// assert_eq!(finfo(Dtype::Complex64)?.bits, 32);
/// assert!(finfo(Dtype::Int32).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn finfo(dtype: Dtype) -> Result<Finfo> {
    let (Some(max), Some((bits, eps, smallest_normal))) = (float_max(dtype), float_rest(dtype))
    else {
        return Err(Error::WrongDtypeKind {
            dtype,
            role: "an argument of finfo",
            expected: DtypeSet::FLOAT.union(DtypeSet::COMPLEX),
        });
    };
    Ok(Finfo {
        dtype,
        bits,
        eps,
        max,
        min: -max,
        smallest_normal,
    })
}

/// The bits, epsilon and smallest normal value of a float dtype, or of a complex dtype's parts.
fn float_rest(dtype: Dtype) -> Option<(u32, f64, f64)> {
    Some(match dtype {
        Dtype::Bfloat16 => (16, bf16::EPSILON.to_f64(), bf16::MIN_POSITIVE.to_f64()),
        Dtype::Float16 => (16, f16::EPSILON.to_f64(), f16::MIN_POSITIVE.to_f64()),
        Dtype::Float32 | Dtype::Complex64 => (32, f32::EPSILON as f64, f32::MIN_POSITIVE as f64),
        Dtype::Float64 | Dtype::Complex128 => (64, f64::EPSILON, f64::MIN_POSITIVE),
        _ => return None,
    })
}

/// The largest finite value of a float dtype, or of a complex dtype's parts; `None` for the
/// other dtypes. Apart from the rest of [`finfo`]'s limits: a literal's check that it fits its
/// dtype reads it on every call with one.
#[inline]
pub(crate) fn float_max(dtype: Dtype) -> Option<f64> {
    Some(match dtype {
        Dtype::Bfloat16 => bf16::MAX.to_f64(),
        Dtype::Float16 => f16::MAX.to_f64(),
        Dtype::Float32 | Dtype::Complex64 => f32::MAX as f64,
        Dtype::Float64 | Dtype::Complex128 => f64::MAX,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_limits() {
        let cases = [
            (Dtype::Int8, -128, 127),
            (Dtype::Int16, -32768, 32767),
            (Dtype::Int32, -2147483648, 2147483647),
            (Dtype::Int64, -9223372036854775808, 9223372036854775807),
            (Dtype::Uint8, 0, 255),
            (Dtype::Uint16, 0, 65535),
            (Dtype::Uint32, 0, 4294967295),
            (Dtype::Uint64, 0, 18446744073709551615),
        ];
        for (d, min, max) in cases {
            let i = iinfo(d).unwrap();
            assert_eq!((i.min, i.max, i.bits), (min, max, d.bits()), "{d}");
        }
        for d in [Dtype::Bool, Dtype::Float32, Dtype::Complex64] {
            assert!(iinfo(d).is_err());
        }
    }

    #[test]
    fn float_limits() {
        let b = finfo(Dtype::Bfloat16).unwrap();
        assert_eq!(b.eps, 0.0078125);
        assert_eq!(b.max, 3.3895313892515355e38);
        assert_eq!(b.smallest_normal, 1.1754943508222875e-38);
        let h = finfo(Dtype::Float16).unwrap();
        assert_eq!((h.eps, h.max, h.min), (0.0009765625, 65504.0, -65504.0));
        assert_eq!(h.smallest_normal, 6.103515625e-05);
        assert_eq!(finfo(Dtype::Float32).unwrap().eps, 1.1920928955078125e-07);
        assert_eq!(finfo(Dtype::Complex128).unwrap().bits, 64);
        for d in [Dtype::Bool, Dtype::Int8, Dtype::Uint64] {
            let e = finfo(d).unwrap_err();
            assert!(e.to_string().contains("finfo"), "{e}");
        }
    }
}
