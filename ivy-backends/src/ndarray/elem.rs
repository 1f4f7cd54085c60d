//! The classes of element types kernels are written against, one trait per dtype class:
//! [`NumElem`] (numeric), [`RealElem`] (integers and real floats), [`IntElem`], [`FloatElem`]
//! (`bfloat16` and `float16` included), [`InexactElem`] (floats and complex), [`ComplexElem`].
//!
//! Each trait carries the arithmetic its class needs with NumPy's semantics, so a kernel is
//! written once over the trait: integer arithmetic wraps, `half` types compute in `f32`.

use half::{bf16, f16};
use ndarray::LinalgScalar;
use num_complex::Complex;
use num_traits::Float;

use super::error;
use super::storage::Element;
use super::vmath::Function;
use ivy_runtime::Result;

/// A numeric element type: every dtype but `bool`.
pub trait NumElem: Element {
    /// The type sums, products and matrix products accumulate in: `f32` for `bfloat16` and
    /// `float16`, the type itself otherwise.
    type Acc: NumElem + LinalgScalar;

    /// Into the accumulator type (exact).
    fn to_acc(self) -> Self::Acc;

    /// From the accumulator type, rounding to nearest.
    fn from_acc(acc: Self::Acc) -> Self;

    /// `self + other`, wrapping for integers.
    fn add(self, other: Self) -> Self;

    /// `self - other`, wrapping for integers.
    fn sub(self, other: Self) -> Self;

    /// `self * other`, wrapping for integers.
    fn mul(self, other: Self) -> Self;
}

/// A real numeric element type: an integer or a real float.
pub trait RealElem: NumElem + PartialOrd {
    /// `self` limited to `[lo, hi]` as `min(max(self, lo), hi)` (so `hi` wins when
    /// `lo > hi`, as in NumPy); a `NaN` operand gives `NaN`.
    fn clip(self, lo: Self, hi: Self) -> Self;

    /// The absolute value, wrapping (`abs(-128i8) == -128`, as in NumPy).
    fn abs(self) -> Self;
}

/// An integer element type, signed or unsigned.
pub trait IntElem: RealElem + Ord {
    /// The value, exactly.
    fn to_i128(self) -> i128;

    /// `v` wrapped into this type, like `as`.
    fn wrap_i128(v: i128) -> Self;

    /// `v` wrapped into this type, like `as`.
    fn wrap_u128(v: u128) -> Self;
}

/// A floating-point or complex element type.
pub trait InexactElem: NumElem {
    /// `self / other` (IEEE semantics: no error on division by zero).
    fn div(self, other: Self) -> Self;
    /// `e^self`.
    fn exp(self) -> Self;
    /// `e^self - 1`, accurate near 0.
    fn expm1(self) -> Self;
    /// The tangent.
    fn tan(self) -> Self;
    /// The natural logarithm (principal branch for complex; `NaN` below 0 for real).
    fn ln(self) -> Self;

    /// `f` of each element of `x`, as a new vector (allocated fallibly): the vectorised
    /// kernels of [`vmath`](super::vmath) for real floats, element by element for complex.
    fn map_transcendental(f: Function, x: &[Self]) -> Result<Vec<Self>>;
}

/// A real floating-point element type: `bfloat16`, `float16`, `float32`, `float64`.
pub trait FloatElem: RealElem + InexactElem {
    /// Whether the value is `NaN`.
    fn is_nan(self) -> bool;
}

/// A complex element type.
pub trait ComplexElem: InexactElem {
    /// The real type of each part.
    type Real: FloatElem;
    /// The magnitude `|z|` (computed without undue overflow).
    fn norm(self) -> Self::Real;
}

macro_rules! int_elems {
    ($($t:ty: $abs:expr),*) => {$(
        impl NumElem for $t {
            type Acc = $t;
            #[inline]
            fn to_acc(self) -> $t {
                self
            }
            #[inline]
            fn from_acc(acc: $t) -> $t {
                acc
            }
            #[inline]
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            #[inline]
            fn sub(self, other: Self) -> Self {
                self.wrapping_sub(other)
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                self.wrapping_mul(other)
            }
        }

        impl RealElem for $t {
            #[inline]
            fn clip(self, lo: Self, hi: Self) -> Self {
                self.max(lo).min(hi)
            }
            #[inline]
            fn abs(self) -> Self {
                let f: fn($t) -> $t = $abs;
                f(self)
            }
        }

        impl IntElem for $t {
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
            #[inline]
            fn wrap_i128(v: i128) -> Self {
                v as $t
            }
            #[inline]
            fn wrap_u128(v: u128) -> Self {
                v as $t
            }
        }
    )*};
}

int_elems!(
    i8: i8::wrapping_abs, i16: i16::wrapping_abs, i32: i32::wrapping_abs,
    i64: i64::wrapping_abs,
    u8: |x| x, u16: |x| x, u32: |x| x, u64: |x| x
);

macro_rules! float_elems {
    ($($t:ty, $acc:ty, $to:expr, $from:expr);*) => {$(
        impl NumElem for $t {
            type Acc = $acc;
            #[inline]
            fn to_acc(self) -> $acc {
                let f: fn($t) -> $acc = $to;
                f(self)
            }
            #[inline]
            fn from_acc(acc: $acc) -> $t {
                let f: fn($acc) -> $t = $from;
                f(acc)
            }
            #[inline]
            fn add(self, other: Self) -> Self {
                Self::from_acc(self.to_acc() + other.to_acc())
            }
            #[inline]
            fn sub(self, other: Self) -> Self {
                Self::from_acc(self.to_acc() - other.to_acc())
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                Self::from_acc(self.to_acc() * other.to_acc())
            }
        }

        impl RealElem for $t {
            #[inline]
            fn clip(self, lo: Self, hi: Self) -> Self {
                if self.is_nan() || lo.is_nan() || hi.is_nan() {
                    return Self::from_acc(<$acc>::NAN);
                }
                let v = if self < lo { lo } else { self };
                if v > hi { hi } else { v }
            }
            #[inline]
            fn abs(self) -> Self {
                Self::from_acc(self.to_acc().abs())
            }
        }

        impl InexactElem for $t {
            #[inline]
            fn div(self, other: Self) -> Self {
                Self::from_acc(self.to_acc() / other.to_acc())
            }
            #[inline]
            fn exp(self) -> Self {
                Self::from_acc(self.to_acc().exp())
            }
            #[inline]
            fn expm1(self) -> Self {
                Self::from_acc(self.to_acc().exp_m1())
            }
            #[inline]
            fn tan(self) -> Self {
                Self::from_acc(self.to_acc().tan())
            }
            #[inline]
            fn ln(self) -> Self {
                Self::from_acc(self.to_acc().ln())
            }
            fn map_transcendental(f: Function, x: &[Self]) -> Result<Vec<Self>> {
                f.map_to_vec(x)
            }
        }

        impl FloatElem for $t {
            #[inline]
            fn is_nan(self) -> bool {
                Float::is_nan(self)
            }
        }
    )*};
}

float_elems!(
    bf16, f32, bf16::to_f32, bf16::from_f32;
    f16, f32, f16::to_f32, f16::from_f32;
    f32, f32, |x| x, |x| x;
    f64, f64, |x| x, |x| x
);

macro_rules! complex_elems {
    ($($r:ty),*) => {$(
        impl NumElem for Complex<$r> {
            type Acc = Complex<$r>;
            #[inline]
            fn to_acc(self) -> Self {
                self
            }
            #[inline]
            fn from_acc(acc: Self) -> Self {
                acc
            }
            #[inline]
            fn add(self, other: Self) -> Self {
                self + other
            }
            #[inline]
            fn sub(self, other: Self) -> Self {
                self - other
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                self * other
            }
        }

        impl InexactElem for Complex<$r> {
            #[inline]
            fn div(self, other: Self) -> Self {
                self / other
            }
            #[inline]
            fn exp(self) -> Self {
                Complex::exp(self)
            }
            #[inline]
            fn expm1(self) -> Self {
                // e^(x+iy) - 1 = (e^x - 1) cos y + (cos y - 1) + i e^x sin y, with
                // cos y - 1 = -2 sin^2(y/2): no cancellation near 0.
                let (x, y) = (self.re, self.im);
                let half_sin = (y / 2.0).sin();
                let re = x.exp_m1() * y.cos() - 2.0 * half_sin * half_sin;
                Complex::new(re, x.exp() * y.sin())
            }
            #[inline]
            fn tan(self) -> Self {
                Complex::tan(self)
            }
            #[inline]
            fn ln(self) -> Self {
                Complex::ln(self)
            }
            fn map_transcendental(f: Function, x: &[Self]) -> Result<Vec<Self>> {
                let scalar: fn(Self) -> Self = match f {
                    Function::Exp => Complex::exp,
                    Function::Log => Complex::ln,
                    Function::Sin => Complex::sin,
                    Function::Cos => Complex::cos,
                    Function::Tan => Complex::tan,
                    Function::Tanh => Complex::tanh,
                    Function::Sigmoid => |z| (Complex::exp(-z) + 1.0).inv(),
                };
                let mut out = Vec::new();
                out.try_reserve_exact(x.len()).map_err(|e| {
                    error::invalid(f.name(), format!("cannot allocate {} elements: {e}", x.len()))
                })?;
                out.extend(x.iter().map(|&z| scalar(z)));
                Ok(out)
            }
        }

        impl ComplexElem for Complex<$r> {
            type Real = $r;
            #[inline]
            fn norm(self) -> $r {
                self.re.hypot(self.im)
            }
        }
    )*};
}

complex_elems!(f32, f64);

/// A numeric element type with a complex conjugate: the value itself for real types (the
/// conjugated operand of `vecdot`).
pub trait Conjugate: NumElem {
    /// The complex conjugate.
    fn conjugate(self) -> Self;
}

impl<T: RealElem> Conjugate for T {
    #[inline]
    fn conjugate(self) -> Self {
        self
    }
}

impl<R: Float + Copy> Conjugate for Complex<R>
where
    Complex<R>: NumElem,
{
    #[inline]
    fn conjugate(self) -> Self {
        self.conj()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_wrap() {
        assert_eq!(NumElem::add(127i8, 1), -128);
        assert_eq!(NumElem::sub(0u8, 1), 255);
        assert_eq!(NumElem::mul(16u8, 16), 0);
        assert_eq!(RealElem::abs(i8::MIN), i8::MIN);
        assert_eq!(u16::wrap_i128(-1), 65535);
    }

    #[test]
    fn halves_compute_in_f32() {
        let a = f16::from_f32(1.0);
        assert_eq!(InexactElem::exp(a), f16::from_f32(std::f32::consts::E));
        assert_eq!(
            NumElem::add(bf16::from_f32(1.5), bf16::from_f32(2.0)).to_f32(),
            3.5
        );
    }

    #[test]
    fn clip_propagates_nan_and_lets_hi_win() {
        assert!(RealElem::clip(f64::NAN, 0.0, 1.0).is_nan());
        assert!(RealElem::clip(0.5f32, f32::NAN, 1.0).is_nan());
        assert_eq!(RealElem::clip(5i32, 3, 1), 1);
        assert_eq!(RealElem::clip(-5.0f64, -1.0, 1.0), -1.0);
    }

    #[test]
    fn complex_expm1_is_accurate_near_zero() {
        let z = Complex::new(1e-10f64, 1e-10);
        let e = InexactElem::expm1(z);
        // re = expm1(x) cos(y) - 2 sin^2(y/2) = (1e-10 + 5e-21)(1 - 5e-21) - 5e-21
        //    = 1e-10 + O(1e-30); im = e^x sin(y) = 1e-10 + 1e-20 + O(1e-30).
        assert!((e.re - 1e-10).abs() < 1e-25, "{e}");
        assert!((e.im - (1e-10 + 1e-20)).abs() < 1e-25, "{e}");
        assert_eq!(Complex::new(3.0f32, 4.0).norm(), 5.0);
    }
}
