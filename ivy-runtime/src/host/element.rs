//! [`HostElement`]: the 15 Rust element types, and the one definition of how a value converts
//! between dtypes (`astype` semantics), which every backend and the host path share.

use half::{bf16, f16};
use ivy_grammar::Dtype;
use num_complex::{Complex, Complex32, Complex64};

use super::HostData;
use crate::rounding;
use crate::scalar::Scalar;

mod sealed {
    pub trait Sealed {}
}

/// A Rust element type of one of the 15 dtypes: `i8` .. `u64`, `half::bf16`, `half::f16`,
/// `f32`, `f64`, `bool`, `Complex<f32>`, `Complex<f64>`. Sealed: there are exactly 15.
pub trait HostElement:
    sealed::Sealed + Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static
{
    /// The dtype of this element type.
    const DTYPE: Dtype;

    /// Wraps a vector of elements.
    fn into_data(v: Vec<Self>) -> HostData;

    /// The elements of `data`, if it holds this element type.
    fn slice(data: &HostData) -> Option<&[Self]>;

    /// The elements of `data`, taken without a copy, if it holds this element type.
    fn from_data(data: HostData) -> Option<Vec<Self>>;

    /// The value `0` (`false`).
    fn zero() -> Self;

    /// The value `1` (`true`).
    fn one() -> Self;

    /// Whether the value is not zero (`NaN` is not zero; a complex number is zero only when
    /// both parts are).
    fn is_nonzero(self) -> bool;

    /// The value as a [`Scalar`], exactly.
    fn to_scalar(self) -> Scalar;

    /// A scalar converted with `astype` semantics: integers wrap, floats truncate toward zero
    /// and saturate (`NaN` gives 0), anything to `bool` is `!= 0`, `bool` is 0 or 1, a real
    /// value goes into the real part, and floats round to nearest. A complex scalar given to a
    /// real type keeps its real part only: callers refuse that case before converting (see
    /// [`HostArray::astype`](super::HostArray::astype)).
    fn from_scalar(s: Scalar) -> Self;

    /// A literal operand that fits this dtype ([`Scalar::fits`]) as the call's array of it
    /// holds it: exactly, or rounded to nearest once, an integer going to a 32- or 64-bit
    /// float or complex type through `f64` (as Python's `float` takes it) and to a 16-bit
    /// float directly. The one conversion of a call's literal, whether a 0-d array is made of
    /// it or a `scalar` kernel reads it ([`ScalarOperand::value`](crate::ScalarOperand::value)).
    #[inline]
    fn from_literal(s: Scalar) -> Self {
        match s {
            Scalar::Int(v) if matches!(Self::DTYPE, Dtype::Float32 | Dtype::Complex64) => {
                Self::from_scalar(Scalar::Float(crate::scalar::int_to_f64(v)))
            }
            s => Self::from_scalar(s),
        }
    }
}

/// Conversions into a real float type, rounding to nearest.
trait RoundFrom {
    fn round_f64(x: f64) -> Self;
    fn round_i128(x: i128) -> Self;
}

impl RoundFrom for f32 {
    fn round_f64(x: f64) -> Self {
        x as f32
    }
    fn round_i128(x: i128) -> Self {
        x as f32
    }
}

impl RoundFrom for f64 {
    fn round_f64(x: f64) -> Self {
        x
    }
    fn round_i128(x: i128) -> Self {
        x as f64
    }
}

// Not `half`'s `from_f64`, which rounds through f32 or drops bits: see `crate::rounding`.
impl RoundFrom for f16 {
    fn round_f64(x: f64) -> Self {
        rounding::f16_from_f64(x)
    }
    fn round_i128(x: i128) -> Self {
        rounding::f16_from_int(x)
    }
}

impl RoundFrom for bf16 {
    fn round_f64(x: f64) -> Self {
        rounding::bf16_from_f64(x)
    }
    fn round_i128(x: i128) -> Self {
        rounding::bf16_from_int(x)
    }
}

macro_rules! impl_element {
    ($($t:ty => $variant:ident,
       zero: $zero:expr, one: $one:expr,
       nonzero: |$nz:ident| $nonzero:expr,
       to: |$tv:ident| $to:expr,
       from: |$fv:ident| $from:expr;)*) => {$(
        impl sealed::Sealed for $t {}

        impl HostElement for $t {
            const DTYPE: Dtype = Dtype::$variant;

            #[inline]
            fn into_data(v: Vec<Self>) -> HostData {
                HostData::$variant(v)
            }

            #[inline]
            fn slice(data: &HostData) -> Option<&[Self]> {
                match data {
                    HostData::$variant(v) => Some(v),
                    _ => None,
                }
            }

            #[inline]
            fn from_data(data: HostData) -> Option<Vec<Self>> {
                match data {
                    HostData::$variant(v) => Some(v),
                    _ => None,
                }
            }

            #[inline]
            fn zero() -> Self {
                $zero
            }

            #[inline]
            fn one() -> Self {
                $one
            }

            #[inline]
            fn is_nonzero(self) -> bool {
                let $nz = self;
                $nonzero
            }

            #[inline]
            fn to_scalar(self) -> Scalar {
                let $tv = self;
                $to
            }

            #[inline]
            fn from_scalar(s: Scalar) -> Self {
                let $fv = s;
                $from
            }
        }
    )*};
}

macro_rules! int_element {
    ($($t:ty => $variant:ident),*) => {
        impl_element!($(
            $t => $variant,
            zero: 0, one: 1,
            nonzero: |x| x != 0,
            to: |x| Scalar::Int(x as i128),
            from: |s| match s {
                Scalar::Bool(b) => b as $t,
                Scalar::Int(i) => i as $t,
                Scalar::Float(f) => f as $t,
                Scalar::Complex(c) => c.re as $t,
            };
        )*);
    };
}

int_element!(
    i8 => Int8, i16 => Int16, i32 => Int32, i64 => Int64,
    u8 => Uint8, u16 => Uint16, u32 => Uint32, u64 => Uint64
);

macro_rules! float_element {
    ($($t:ty => $variant:ident, $zero:expr, $one:expr, $to_f64:expr);*) => {
        impl_element!($(
            $t => $variant,
            zero: $zero, one: $one,
            nonzero: |x| x != $zero,
            to: |x| Scalar::Float(($to_f64)(x)),
            from: |s| match s {
                Scalar::Bool(b) => if b { $one } else { $zero },
                Scalar::Int(i) => <$t as RoundFrom>::round_i128(i),
                Scalar::Float(f) => <$t as RoundFrom>::round_f64(f),
                Scalar::Complex(c) => <$t as RoundFrom>::round_f64(c.re),
            };
        )*);
    };
}

float_element!(
    bf16 => Bfloat16, bf16::ZERO, bf16::ONE, |x: bf16| x.to_f64();
    f16 => Float16, f16::ZERO, f16::ONE, |x: f16| x.to_f64();
    f32 => Float32, 0.0, 1.0, f64::from;
    f64 => Float64, 0.0, 1.0, |x: f64| x
);

impl_element!(
    bool => Bool,
    zero: false, one: true,
    nonzero: |x| x,
    to: |x| Scalar::Bool(x),
    from: |s| match s {
        Scalar::Bool(b) => b,
        Scalar::Int(i) => i != 0,
        Scalar::Float(f) => f != 0.0,
        Scalar::Complex(c) => c.re != 0.0 || c.im != 0.0,
    };
);

macro_rules! complex_element {
    ($($t:ty => $variant:ident, $re:ty);*) => {
        impl_element!($(
            $t => $variant,
            zero: Complex::new(0.0, 0.0), one: Complex::new(1.0, 0.0),
            nonzero: |x| x.re != 0.0 || x.im != 0.0,
            to: |x| Scalar::Complex(Complex64::new(x.re as f64, x.im as f64)),
            from: |s| match s {
                Scalar::Bool(b) => Complex::new(b as u8 as $re, 0.0),
                Scalar::Int(i) => Complex::new(<$re as RoundFrom>::round_i128(i), 0.0),
                Scalar::Float(f) => Complex::new(f as $re, 0.0),
                Scalar::Complex(c) => Complex::new(c.re as $re, c.im as $re),
            };
        )*);
    };
}

complex_element!(Complex32 => Complex64, f32; Complex64 => Complex128, f64);
