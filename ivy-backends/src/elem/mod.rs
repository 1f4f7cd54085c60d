//! The classes of element types kernels are written against, one trait per dtype class:
//! [`NumElem`] (numeric), [`RealElem`] (integers and real floats), [`IntElem`], [`FloatElem`]
//! (`bfloat16` and `float16` included), [`InexactElem`] (floats and complex), [`ComplexElem`];
//! [`SortElem`] orders every dtype as NumPy sorts.
//!
//! Each trait carries the arithmetic its class needs with NumPy's semantics, so a kernel is
//! written once over the trait: integer arithmetic wraps, `half` types compute in `f32`. The
//! implementations live by kind of element ([`int`](self) for the integers, `float` for the
//! real floats, `complex` for the complex types); [`classes`] says which dtypes each class
//! holds.

use std::any::Any;

use ndarray::{ArrayD, ArrayRefD, CowArray, IxDyn, LinalgScalar};
use num_complex::Complex;
use num_traits::{Float, FloatConst};

use crate::vmath::{Float as VFloat, Function};
use ivy_runtime::HostElement;
use ivy_runtime::Result;

/// Methods `fn f(self) -> Self` of the element traits that compute `<T>::f` (or `module::f`)
/// in the accumulator type and round once.
macro_rules! in_acc {
    (<$t:ty>: $($f:ident),*) => {$(
        #[inline]
        fn $f(self) -> Self {
            Self::from_acc(<$t>::$f(self.to_acc()))
        }
    )*};
    (mod $m:ident: $($f:ident),*) => {$(
        #[inline]
        fn $f(self) -> Self {
            Self::from_acc($m::$f(self.to_acc()))
        }
    )*};
}

pub mod classes;
mod complex;
mod complex_math;
mod complex_special;
mod float;
mod int;
mod order;
pub mod special;

pub use order::SortElem;

/// A numeric element type: every dtype but `bool`.
pub trait NumElem: HostElement {
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

    /// `-self`, wrapping for integers (`-(-128i8) == -128`; unsigned `-1u8 == 255`, as NumPy).
    fn neg(self) -> Self;

    /// -1, 0 or 1 for real numbers (`+0` for both zeros, `NaN` for `NaN`); `z / |z|` for
    /// complex (0 at 0; NumPy 2's treatment of infinite parts).
    fn sign(self) -> Self;

    /// `1 / self`. Integers: the quotient truncated toward zero (0 unless `self` is 1 or -1),
    /// and 0 for 0, where NumPy's is undefined. Complex: Smith's algorithm (no undue overflow).
    fn reciprocal(self) -> Self;

    /// `self` raised to `exponent`: wrapping for integers (a negative exponent gives the
    /// truncated `1 / self^|exponent|`: kernels refuse it first, as NumPy does); C's `pow` for
    /// floats; for complex, NumPy's special cases (`z^0 == 1`, `0^z` for real `z > 0` is 0,
    /// else `nan`), repeated multiplication for small integer exponents, else `exp(e ln z)`.
    fn pow(self, exponent: Self) -> Self;

    /// Rounded to `decimals` decimal places, halves to even, as NumPy's `round` (scale by
    /// `10^decimals`, round, scale back); where the scaling overflows, `self` (for
    /// `decimals >= 0`) or a zero of `self`'s sign. Integers are unchanged; complex numbers
    /// round each part.
    fn round(self, decimals: i32) -> Self;
}

/// A real numeric element type: an integer or a real float.
pub trait RealElem: NumElem + PartialOrd {
    /// `self` limited to `[lo, hi]` as `min(max(self, lo), hi)` (so `hi` wins when
    /// `lo > hi`, as in NumPy); a `NaN` operand gives `NaN`.
    fn clip(self, lo: Self, hi: Self) -> Self;

    /// The absolute value, wrapping (`abs(-128i8) == -128`, as in NumPy).
    fn abs(self) -> Self;

    /// `floor(self / other)`. Integers: exact, wrapping (`-128i8 // -1 == -128`), 0 when
    /// `other` is 0. Floats: NumPy's `divmod` (IEEE `a / 0`).
    fn floor_divide(self, other: Self) -> Self;

    /// The remainder of [`RealElem::floor_divide`], with the sign of `other` (Python's `%`); 0
    /// for an integer `other` of 0, `NaN` for a float one.
    fn remainder(self, other: Self) -> Self;

    /// The remainder of the division truncated toward zero, with the sign of `self` (C's
    /// `fmod`); 0 for an integer `other` of 0.
    fn fmod(self, other: Self) -> Self;

    /// The largest integer not above `self` (integers: `self`).
    fn floor(self) -> Self;

    /// The smallest integer not below `self` (integers: `self`).
    fn ceil(self) -> Self;

    /// `self` rounded toward zero (integers: `self`).
    fn trunc(self) -> Self;

    /// The larger value; `NaN` if either is; `other` when they are equal (`-0.0`, `0.0`), as
    /// NumPy on x86.
    #[inline]
    fn maximum(self, other: Self) -> Self {
        if self.partial_cmp(&self).is_none() || self > other {
            self
        } else {
            other
        }
    }

    /// The smaller value; `NaN` if either is; `other` when they are equal.
    #[inline]
    fn minimum(self, other: Self) -> Self {
        if self.partial_cmp(&self).is_none() || self < other {
            self
        } else {
            other
        }
    }

    /// The larger value ignoring a `NaN` (C's `fmax`); `self` when they are equal.
    #[inline]
    fn fmax(self, other: Self) -> Self {
        if other.partial_cmp(&other).is_none() || self >= other {
            self
        } else {
            other
        }
    }

    /// The smaller value ignoring a `NaN` (C's `fmin`); `self` when they are equal.
    #[inline]
    fn fmin(self, other: Self) -> Self {
        if other.partial_cmp(&other).is_none() || self <= other {
            self
        } else {
            other
        }
    }
}

/// An integer element type, signed or unsigned.
pub trait IntElem: RealElem + Ord {
    /// The value, exactly.
    fn to_i128(self) -> i128;

    /// `v` wrapped into this type, like `as`.
    fn wrap_i128(v: i128) -> Self;

    /// `v` wrapped into this type, like `as`.
    fn wrap_u128(v: u128) -> Self;

    /// `self & other`.
    #[inline]
    fn bit_and(self, other: Self) -> Self {
        Self::wrap_i128(self.to_i128() & other.to_i128())
    }

    /// `self | other`.
    #[inline]
    fn bit_or(self, other: Self) -> Self {
        Self::wrap_i128(self.to_i128() | other.to_i128())
    }

    /// `self ^ other`.
    #[inline]
    fn bit_xor(self, other: Self) -> Self {
        Self::wrap_i128(self.to_i128() ^ other.to_i128())
    }

    /// `!self`, every bit flipped.
    #[inline]
    fn bit_not(self) -> Self {
        Self::wrap_i128(!self.to_i128())
    }

    /// `self << by`, wrapping; 0 for a count that is negative or not below the width, as
    /// NumPy.
    #[inline]
    fn shift_left(self, by: Self) -> Self {
        let by = by.to_i128();
        if (0..i128::from(Self::DTYPE.bits())).contains(&by) {
            Self::wrap_i128(self.to_i128() << by)
        } else {
            Self::wrap_i128(0)
        }
    }

    /// `self >> by`, arithmetic for signed types; for a count that is negative or not below
    /// the width, -1 for a negative `self` and 0 otherwise, as NumPy.
    #[inline]
    fn shift_right(self, by: Self) -> Self {
        let (x, by) = (self.to_i128(), by.to_i128());
        if (0..i128::from(Self::DTYPE.bits())).contains(&by) {
            Self::wrap_i128(x >> by)
        } else {
            Self::wrap_i128(if x < 0 { -1 } else { 0 })
        }
    }

    /// The greatest common divisor of `|self|` and `|other|` (`gcd(0, 0) == 0`), wrapped into
    /// the type (`gcd(-128i8, 0) == -128`, as NumPy).
    #[inline]
    fn gcd(self, other: Self) -> Self {
        let (a, b) = (
            self.to_i128().unsigned_abs(),
            other.to_i128().unsigned_abs(),
        );
        Self::wrap_u128(gcd_u128(a, b))
    }
}

/// The greatest common divisor of `a` and `b` (`gcd_u128(0, 0) == 0`), by Euclid's algorithm.
pub fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `x` in its accumulator type ([`NumElem::Acc`]): borrowed where that is its own type (no
/// copy), converted otherwise (the 16-bit floats).
pub fn to_acc_array<T: NumElem>(x: &ArrayRefD<T>) -> CowArray<'_, T::Acc, IxDyn> {
    match crate::convert::view_as::<T, T::Acc>(&x.view()) {
        Some(same) => same.into(),
        None => x.mapv(T::to_acc).into(),
    }
}

/// `x` back from its accumulator type: moved where that is `T` itself (no copy), rounded
/// otherwise.
pub fn from_acc_array<T: NumElem>(x: ArrayD<T::Acc>) -> ArrayD<T> {
    let mut slot = Some(x);
    match (&mut slot as &mut dyn Any).downcast_mut::<Option<ArrayD<T>>>() {
        Some(same) => same.take().unwrap_or_else(|| unreachable!("taken once")),
        None => slot.map_or_else(|| unreachable!("not taken"), |x| x.mapv(T::from_acc)),
    }
}

/// A floating-point or complex element type.
pub trait InexactElem: NumElem<Acc: ivy_runtime::dense::GemmElem> {
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
    /// kernels of [`vmath`](crate::vmath) for real floats, element by element for complex.
    fn map_transcendental(f: Function, x: &[Self]) -> Result<Vec<Self>>;

    /// [`Self::map_transcendental`] into `out` (as long as `x`; every element is written):
    /// the same results, for a block of a strided array's elements.
    fn transcendental_into(f: Function, x: &[Self], out: &mut [std::mem::MaybeUninit<Self>]);

    /// The square root (principal branch for complex; `NaN` below 0 for real).
    fn sqrt(self) -> Self;
    /// `2^self`.
    fn exp2(self) -> Self;
    /// `ln(1 + self)`, accurate near 0.
    fn log1p(self) -> Self;
    /// The base-2 logarithm.
    fn log2(self) -> Self;
    /// The base-10 logarithm.
    fn log10(self) -> Self;
    /// The inverse sine.
    fn asin(self) -> Self;
    /// The inverse cosine.
    fn acos(self) -> Self;
    /// The inverse tangent.
    fn atan(self) -> Self;
    /// The hyperbolic sine.
    fn sinh(self) -> Self;
    /// The hyperbolic cosine.
    fn cosh(self) -> Self;
    /// The inverse hyperbolic sine.
    fn asinh(self) -> Self;
    /// The inverse hyperbolic cosine.
    fn acosh(self) -> Self;
    /// The inverse hyperbolic tangent.
    fn atanh(self) -> Self;
}

/// A real floating-point element type: `bfloat16`, `float16`, `float32`, `float64`.
pub trait FloatElem: RealElem + InexactElem + NumElem<Acc: AccFloat> {
    /// Whether the value is `NaN`.
    fn is_nan(self) -> bool;

    /// Whether the value is `+inf` or `-inf`.
    fn is_infinite(self) -> bool;

    /// `self`'s magnitude with `sign`'s sign bit.
    fn copysign(self, sign: Self) -> Self;

    /// The argument `atan2(0, self)`: 0, or π when the sign bit is set (`-0.0` included);
    /// in degrees if `deg`.
    fn angle(self, deg: bool) -> Self;
}

/// A complex element type.
pub trait ComplexElem: InexactElem {
    /// The real type of each part.
    type Real: FloatElem;
    /// The magnitude `|z|` (computed without undue overflow).
    fn norm(self) -> Self::Real;

    /// The real part.
    fn re(self) -> Self::Real;

    /// The imaginary part.
    fn im(self) -> Self::Real;

    /// The complex conjugate.
    fn conj(self) -> Self;

    /// The argument `atan2(im, re)`, in `[-π, π]`; in degrees if `deg`.
    fn angle(self, deg: bool) -> Self::Real;
}

/// The types real floats compute in, [`NumElem::Acc`]: `f32` (for `bfloat16`, `float16` and
/// itself) and `f64`. num-traits' [`Float`] and [`FloatConst`], and what they lack.
pub trait AccFloat: Float + FloatConst + VFloat + std::fmt::Debug {
    /// `v`, rounded to this type.
    fn of(v: f64) -> Self;
    /// The value as `f64` (exact).
    fn wide(self) -> f64;
    /// The Gauss error function (musl's, through the `libm` crate).
    fn erf(self) -> Self;
    /// The complementary error function `1 - erf(self)`, without its cancellation for large
    /// arguments.
    fn erfc(self) -> Self;
}

impl AccFloat for f32 {
    #[inline]
    fn of(v: f64) -> f32 {
        v as f32
    }
    #[inline]
    fn wide(self) -> f64 {
        f64::from(self)
    }
    #[inline]
    fn erf(self) -> f32 {
        libm::erff(self)
    }
    #[inline]
    fn erfc(self) -> f32 {
        libm::erfcf(self)
    }
}

impl AccFloat for f64 {
    #[inline]
    fn of(v: f64) -> f64 {
        v
    }
    #[inline]
    fn wide(self) -> f64 {
        self
    }
    #[inline]
    fn erf(self) -> f64 {
        libm::erf(self)
    }
    #[inline]
    fn erfc(self) -> f64 {
        libm::erfc(self)
    }
}

/// `f(x)` computed in `x`'s accumulator type (`f32` for the half floats) and rounded once.
#[inline]
pub fn in_acc<T: FloatElem>(x: T, f: impl Fn(T::Acc) -> T::Acc) -> T {
    T::from_acc(f(x.to_acc()))
}

/// `f(x, y)` computed in the accumulator type of `x` and `y` and rounded once.
#[inline]
pub fn in_acc2<T: FloatElem>(x: T, y: T, f: impl Fn(T::Acc, T::Acc) -> T::Acc) -> T {
    T::from_acc(f(x.to_acc(), y.to_acc()))
}

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
    use half::{bf16, f16};

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

    #[test]
    fn the_sort_order_puts_nan_last_and_zeros_together() {
        use std::cmp::Ordering::*;
        assert_eq!(f64::NAN.sort_cmp(&f64::INFINITY), Greater);
        assert_eq!(1.0f32.sort_cmp(&f32::NAN), Less);
        assert_eq!(f64::NAN.sort_cmp(&f64::NAN), Equal);
        assert_eq!((-0.0f64).sort_cmp(&0.0), Equal);
        assert_eq!(f16::NAN.sort_cmp(&f16::MAX), Greater);
        assert_eq!((-3i8).sort_cmp(&2), Less);
        assert_eq!(false.sort_cmp(&true), Less);
        // NumPy: R + Rj < R + nanj < nan + Rj < nan + nanj.
        let c = |re: f64, im: f64| Complex::new(re, im);
        let order = [
            c(1.0, 5.0),
            c(1.0, f64::NAN),
            c(f64::NAN, 0.0),
            c(f64::NAN, f64::NAN),
        ];
        for w in order.windows(2) {
            assert_eq!(w[0].sort_cmp(&w[1]), Less, "{:?}", w);
        }
        assert_eq!(c(1.0, 2.0).sort_cmp(&c(0.0, 9.0)), Greater);
        assert!(order[1].is_nan_value() && !order[0].is_nan_value());
        assert!(f32::NAN.is_nan_value() && !0i32.is_nan_value() && !true.is_nan_value());
    }
}
