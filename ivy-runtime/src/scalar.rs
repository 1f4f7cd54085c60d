//! Weak scalars (a Rust literal next to an array) and the operands of promotion.

use std::fmt;

use half::{bf16, f16};
use ivy_grammar::{Dtype, DtypeKind};
use num_complex::{Complex32, Complex64};

use crate::defaults::{default_complex_dtype, default_float_dtype, default_int_dtype};
use crate::error::{Error, Result};
use crate::info::{finfo, float_max, iinfo};

/// A scalar value given without a dtype of its own: like a Python scalar in Ivy and JAX, it is
/// *weak*, and takes the dtype of what it meets (`2` next to an `int8` array stays `int8`).
///
/// Only its kind and value count, not its Rust type: `2u64` and `2i8` are the same weak scalar.
/// Build one with `From`: every Rust integer up to 64 bits, `f32`, `f64`, `half::f16`,
/// `half::bf16`, `bool` and `num_complex::Complex<f32 | f64>`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A truth value.
    Bool(bool),
    /// An integer (wide enough for every `i64` and every `u64`).
    Int(i128),
    /// A real number.
    Float(f64),
    /// A complex number.
    Complex(Complex64),
}

impl Scalar {
    /// The kind of dtype this scalar's value calls for.
    pub fn kind(self) -> DtypeKind {
        match self {
            Scalar::Bool(_) => DtypeKind::Bool,
            Scalar::Int(_) => DtypeKind::SignedInt,
            Scalar::Float(_) => DtypeKind::Float,
            Scalar::Complex(_) => DtypeKind::Complex,
        }
    }

    /// The dtype this scalar takes on its own (seed 000 step 3): `bool`; the default int,
    /// float or complex dtype; or, when the value does not fit that, the next wider dtype of the
    /// same kind that holds it (`2^31` gives `int64`, `2^63` gives `uint64`, `1e300` and `1e-40`
    /// give `float64`).
    pub fn default_dtype(self) -> Result<Dtype> {
        match self {
            Scalar::Bool(_) => Ok(Dtype::Bool),
            Scalar::Int(v) => int_dtype_holding([v]).ok_or_else(|| Error::NoDtypeForValue {
                value: v.to_string(),
            }),
            Scalar::Float(v) => Ok(widest_float_needed(default_float_dtype(), &[v])),
            Scalar::Complex(c) => {
                let component = match default_complex_dtype() {
                    Dtype::Complex128 => Dtype::Float64,
                    _ => Dtype::Float32,
                };
                Ok(match widest_float_needed(component, &[c.re, c.im]) {
                    Dtype::Float32 => Dtype::Complex64,
                    _ => Dtype::Complex128,
                })
            }
        }
    }

    /// Whether taking `dtype` keeps this value without wrapping or overflowing to infinity.
    /// Only a value's own kind or a wider kind can hold it (an integer fits a float dtype, a
    /// float never fits an integer dtype, the integers 0 and 1 fit `bool`); `NaN` and
    /// infinities fit every inexact dtype.
    // Inline: a literal operand's check, on every call with one.
    #[inline]
    pub fn fits(self, dtype: Dtype) -> bool {
        let below_max =
            |x: f64, d: Dtype| !x.is_finite() || float_max(d).is_some_and(|max| x.abs() <= max);
        match (self, dtype.kind()) {
            (Scalar::Bool(_), _) => true,
            (Scalar::Int(v), DtypeKind::SignedInt | DtypeKind::UnsignedInt) => int_fits(v, dtype),
            // Up to `float16`'s largest, the least of the inexact dtypes' (the usual literal).
            (Scalar::Int(v), DtypeKind::Float | DtypeKind::Complex) => {
                v.unsigned_abs() <= 65504 || below_max(int_to_f64(v), dtype)
            }
            (Scalar::Float(v), DtypeKind::Float | DtypeKind::Complex) => below_max(v, dtype),
            (Scalar::Complex(c), DtypeKind::Complex) => {
                below_max(c.re, dtype) && below_max(c.im, dtype)
            }
            // 0 and 1 are `false` and `true` (NumPy's `full(.., 1, dtype=bool)`).
            (Scalar::Int(v), DtypeKind::Bool) => v == 0 || v == 1,
            _ => false,
        }
    }

    /// The values `dtype` holds, for messages: `0 to 255`, `±65504`, `±3.4028235e38`.
    pub(crate) fn range_of(dtype: Dtype) -> String {
        if let Ok(i) = iinfo(dtype) {
            format!("{} to {}", i.min, i.max)
        } else if let Ok(f) = finfo(dtype) {
            // The 16- and 32-bit maxima in f32's shortest digits, not f64's.
            match dtype {
                Dtype::Float64 | Dtype::Complex128 => format!("±{}", Readable(f.max)),
                _ => format!("±{}", Readable(f.max as f32)),
            }
        } else {
            "false, true".to_owned()
        }
    }
}

/// `v` as `f64`, rounded to nearest as `v as f64` rounds it: through `i64` where it fits
/// (one instruction, where `i128`'s conversion is a software routine of some 130).
#[inline]
pub(crate) fn int_to_f64(v: i128) -> f64 {
    match i64::try_from(v) {
        // `black_box`: else LLVM sees that both arms convert the same value and keeps only
        // the routine.
        Ok(w) => std::hint::black_box(w) as f64,
        Err(_) => v as f64,
    }
}

/// The dtype integer scalars take on their own (seed 000 step 3, for one value or several
/// together): the default int dtype, else the first wider one of `int64` and `uint64` that
/// holds every value; `None` if none does (a value beyond `u64::MAX`, or a negative value next
/// to one beyond `i64::MAX`).
pub(crate) fn int_dtype_holding(values: impl IntoIterator<Item = i128> + Clone) -> Option<Dtype> {
    let widening = [Dtype::Int8, Dtype::Int16, Dtype::Int32, Dtype::Int64];
    let from = widening
        .iter()
        .position(|d| *d == default_int_dtype())
        .unwrap_or(2);
    widening[from..]
        .iter()
        .chain([Dtype::Uint64].iter())
        .copied()
        .find(|d| values.clone().into_iter().all(|v| int_fits(v, *d)))
}

fn int_fits(v: i128, dtype: Dtype) -> bool {
    iinfo(dtype).is_ok_and(|i| i.min <= v && v <= i.max)
}

/// The narrowest float dtype, from `start` up (`bfloat16`/`float16` -> `float32` ->
/// `float64`), whose normal range holds every value; `float64` if none does.
fn widest_float_needed(start: Dtype, values: &[f64]) -> Dtype {
    let chain = [
        Dtype::Bfloat16,
        Dtype::Float16,
        Dtype::Float32,
        Dtype::Float64,
    ];
    let holds = |d: Dtype| {
        finfo(d).is_ok_and(|info| {
            values.iter().all(|x| {
                let a = x.abs();
                !x.is_finite() || a == 0.0 || (info.smallest_normal <= a && a <= info.max)
            })
        })
    };
    let rest = match start {
        Dtype::Bfloat16 | Dtype::Float16 => &chain[2..],
        Dtype::Float32 => &chain[3..],
        _ => &[][..],
    };
    std::iter::once(start)
        .chain(rest.iter().copied())
        .find(|d| holds(*d))
        .unwrap_or(Dtype::Float64)
}

impl fmt::Display for Scalar {
    /// The value as a literal: `300`, `1.5`, `true`, `1+2i`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Bool(b) => write!(f, "{b}"),
            Scalar::Int(v) => write!(f, "{v}"),
            Scalar::Float(v) => write!(f, "{v:?}"),
            Scalar::Complex(c) => {
                let sign = if c.im.is_sign_negative() { '-' } else { '+' };
                write!(f, "{}{sign}{}i", Readable(c.re), Readable(c.im.abs()))
            }
        }
    }
}

/// A float as a person reads it in a message: the shortest digits that read back as the same
/// value of its own type (`f32` or `f64`), in scientific notation when it is very large or
/// very small, without a trailing `.0`: `3.4028235e38`, `65504`, `0.1`, `1e-40`, `inf`.
///
/// ```
/// use ivy_runtime::Readable;
///
/// assert_eq!(Readable(f32::MAX).to_string(), "3.4028235e38");
/// assert_eq!(Readable(1e300).to_string(), "1e300");
/// assert_eq!(Readable(65504.0).to_string(), "65504");
/// assert_eq!(Readable(-0.25).to_string(), "-0.25");
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Readable<T>(pub T);

impl<T: Into<f64> + fmt::Debug + Copy> fmt::Display for Readable<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Debug prints the shortest round-trip digits, with an exponent for very large and
        // very small magnitudes; Display would print all 39 digits of f32::MAX.
        let digits = format!("{:?}", self.0);
        f.pad(digits.strip_suffix(".0").unwrap_or(&digits))
    }
}

macro_rules! scalar_from {
    ($variant:ident: $($t:ty),* => $conv:expr) => {$(
        impl From<$t> for Scalar {
            // Inline: a literal operand's conversion, on its call's path (`x + 2`).
            #[inline]
            fn from(v: $t) -> Scalar {
                let conv: fn($t) -> _ = $conv;
                Scalar::$variant(conv(v))
            }
        }
    )*};
}

scalar_from!(Int: i8, i16, i32, i64, isize, u8, u16, u32, u64, usize => |v| v as i128);
scalar_from!(Float: f32, f64 => f64::from);
scalar_from!(Float: f16, bf16 => |v| v.to_f64());
scalar_from!(Bool: bool => |v| v);
scalar_from!(Complex: Complex64 => |v| v);
scalar_from!(Complex: Complex32 => |v| Complex64::new(v.re as f64, v.im as f64));

/// One input of promotion: something with a dtype (an array, or a dtype itself), or a weak
/// scalar whose dtype the other operands decide.
///
/// An array is [`Operand::Typed`] when only its dtype counts (it is strong and has one or more
/// dimensions), else [`Operand::Array`]: [`Operand::of_array`] picks the variant, so a plain
/// array is spelled one way only.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    /// A typed operand: a strong array of one or more dimensions of this dtype, or the dtype
    /// itself.
    Typed(Dtype),
    /// An array that is 0-d or weakly typed, which some rule sets promote apart (see
    /// [`ArrayOperand`]).
    Array(ArrayOperand),
    /// A weak scalar.
    Weak(Scalar),
}

/// What promotion knows of an array beyond its dtype: whether it is 0-d (PyTorch ranks 0-d
/// tensors below tensors with dimensions) and whether it is weakly typed (JAX promotes a weak
/// array like a Python scalar of its kind). Every other rule set takes it as an array of its
/// dtype: NumPy 2 (NEP 50), Ivy's two tables and the Array API make nothing of either.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArrayOperand {
    /// The array's dtype.
    pub dtype: Dtype,
    /// Whether the array has no dimensions.
    pub zero_dim: bool,
    /// Whether the array is weakly typed ([`crate::Array::weak`]).
    pub weak: bool,
}

impl Operand {
    /// An array of `dtype` as an operand: [`Operand::Typed`] when it is strong and has
    /// dimensions, else [`Operand::Array`].
    ///
    /// ```
    /// use ivy_runtime::{ArrayOperand, Dtype::Int8, Operand};
    ///
    /// assert_eq!(Operand::of_array(Int8, false, false), Operand::Typed(Int8));
    /// let zero_dim = ArrayOperand { dtype: Int8, zero_dim: true, weak: false };
    /// assert_eq!(Operand::of_array(Int8, true, false), Operand::Array(zero_dim));
    /// ```
    #[inline]
    pub fn of_array(dtype: Dtype, zero_dim: bool, weak: bool) -> Operand {
        if zero_dim || weak {
            Operand::Array(ArrayOperand {
                dtype,
                zero_dim,
                weak,
            })
        } else {
            Operand::Typed(dtype)
        }
    }

    /// The operand's own dtype; `None` for a weak scalar.
    #[inline]
    pub fn dtype(self) -> Option<Dtype> {
        match self {
            Operand::Typed(d) | Operand::Array(ArrayOperand { dtype: d, .. }) => Some(d),
            Operand::Weak(_) => None,
        }
    }

    /// The kind of the operand's dtype, or of the scalar's value.
    #[inline]
    pub fn kind(self) -> DtypeKind {
        match self {
            Operand::Typed(d) | Operand::Array(ArrayOperand { dtype: d, .. }) => d.kind(),
            Operand::Weak(s) => s.kind(),
        }
    }

    /// Whether the operand is weak: a scalar, or a weakly typed array.
    #[inline]
    pub fn is_weak(self) -> bool {
        match self {
            Operand::Typed(_) => false,
            Operand::Array(a) => a.weak,
            Operand::Weak(_) => true,
        }
    }

    /// Whether the operand is a 0-d array.
    #[inline]
    pub fn is_zero_dim(self) -> bool {
        matches!(self, Operand::Array(a) if a.zero_dim)
    }
}

impl fmt::Display for Operand {
    /// The dtype, the scalar's value, or for a 0-d or weak array its dtype so qualified:
    /// `weak int32`, `0-d float64`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operand::Typed(d) => write!(f, "{d}"),
            Operand::Array(a) => {
                let weak = if a.weak { "weak " } else { "" };
                let zero_dim = if a.zero_dim { "0-d " } else { "" };
                write!(f, "{zero_dim}{weak}{}", a.dtype)
            }
            Operand::Weak(s) => write!(f, "{s}"),
        }
    }
}

impl From<Dtype> for Operand {
    fn from(d: Dtype) -> Operand {
        Operand::Typed(d)
    }
}

impl<T: Into<Scalar>> From<T> for Operand {
    /// A weak scalar, from anything [`Scalar`] converts from.
    fn from(v: T) -> Operand {
        Operand::Weak(v.into())
    }
}

impl From<&crate::tensor_type::TensorType> for Operand {
    /// A type takes part in promotion as a strong array of its rank (a 0-d type ranks apart
    /// under `torch`, as a 0-d array does; a type is never weak).
    fn from(t: &crate::tensor_type::TensorType) -> Self {
        Operand::of_array(t.dtype, t.ndim() == 0, false)
    }
}

/// An array-like argument: an array `A` (for a call, [`ArrayLike`](crate::ArrayLike); for output types, its type,
/// [`TypeLike`](crate::TypeLike)), or a weak scalar where the function takes one.
#[derive(Clone, Copy, Debug)]
pub enum Like<A> {
    /// An array, or its type.
    Array(A),
    /// A weak scalar: it takes the dtype of the other inputs.
    Scalar(Scalar),
}

impl<A, T: Into<Scalar>> From<T> for Like<A> {
    /// Any scalar [`Scalar`] converts from (Rust numbers, `bool`, complex numbers).
    fn from(v: T) -> Self {
        Like::Scalar(v.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_to_f64_rounds_to_nearest_even_on_both_paths() {
        // By hand: 2^53 + 1 lies halfway between 2^53 and 2^53 + 2 and goes to the even
        // 2^53; i64::MAX = 2^63 - 1 rounds up to 2^63; beyond i64, 2^64 + 1 rounds to 2^64
        // and -(2^64 + 3) to -(2^64) (the neighbours are 2^12 apart there).
        let p53 = 9_007_199_254_740_992.0;
        assert_eq!(int_to_f64((1i128 << 53) + 1), p53);
        assert_eq!(int_to_f64(-(1i128 << 53) - 1), -p53);
        assert_eq!(
            int_to_f64(i128::from(i64::MAX)),
            9_223_372_036_854_775_808.0
        );
        assert_eq!(
            int_to_f64(i128::from(i64::MIN)),
            -9_223_372_036_854_775_808.0
        );
        assert_eq!(int_to_f64((1i128 << 64) + 1), 18_446_744_073_709_551_616.0);
        assert_eq!(
            int_to_f64(-(1i128 << 64) - 3),
            -18_446_744_073_709_551_616.0
        );
        assert_eq!(int_to_f64(-7), -7.0);
    }

    #[test]
    fn fits_checks_range_and_kind() {
        assert!(Scalar::from(255).fits(Dtype::Uint8));
        assert!(!Scalar::from(300).fits(Dtype::Uint8));
        assert!(!Scalar::from(-1).fits(Dtype::Uint64));
        assert!(Scalar::from(-128).fits(Dtype::Int8));
        assert!(Scalar::from(u64::MAX).fits(Dtype::Uint64));
        assert!(!Scalar::from(u64::MAX).fits(Dtype::Int64));
        assert!(Scalar::from(70000).fits(Dtype::Float32));
        assert!(!Scalar::from(70000).fits(Dtype::Float16));
        assert!(Scalar::from(70000).fits(Dtype::Bfloat16));
        assert!(!Scalar::from(1.5).fits(Dtype::Int32));
        assert!(Scalar::from(f64::NAN).fits(Dtype::Float16));
        assert!(!Scalar::from(1e39).fits(Dtype::Float32));
        assert!(!Scalar::from(Complex64::new(1.0, 1.0)).fits(Dtype::Float64));
        assert!(Scalar::from(true).fits(Dtype::Int8));
    }

    #[test]
    fn display_keeps_float_points() {
        assert_eq!(Scalar::from(2.0).to_string(), "2.0");
        assert_eq!(Scalar::from(300u16).to_string(), "300");
        assert_eq!(Operand::from(Dtype::Int8).to_string(), "int8");
    }
}
