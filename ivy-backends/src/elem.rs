//! The classes of element types kernels are written against, one trait per dtype class:
//! [`NumElem`] (numeric), [`RealElem`] (integers and real floats), [`IntElem`], [`FloatElem`]
//! (`bfloat16` and `float16` included), [`InexactElem`] (floats and complex), [`ComplexElem`].
//!
//! Each trait carries the arithmetic its class needs with NumPy's semantics, so a kernel is
//! written once over the trait: integer arithmetic wraps, `half` types compute in `f32`.

use half::{bf16, f16};
use std::any::Any;

use ndarray::{ArrayD, ArrayRefD, CowArray, IxDyn, LinalgScalar};
use num_complex::Complex;
use num_traits::{Float, FloatConst};

use crate::vmath::{Float as VFloat, Function};
use ivy_runtime::HostElement;
use ivy_runtime::Result;

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
            #[inline]
            fn neg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline]
            fn sign(self) -> Self {
                (self as i128).signum() as $t
            }
            #[inline]
            fn reciprocal(self) -> Self {
                match self as i128 {
                    0 => 0,
                    x => (1 / x) as $t,
                }
            }
            fn pow(self, exponent: Self) -> Self {
                let e = exponent as i128;
                if e < 0 {
                    // 1 / self^|e|, truncated.
                    return match self as i128 {
                        1 => 1,
                        -1 => (if e % 2 == 0 { 1 } else { -1 }) as $t,
                        _ => 0,
                    };
                }
                let (mut e, mut base, mut acc) = (e as u128, self, 1 as $t);
                while e > 0 {
                    if e & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                acc
            }
            #[inline]
            fn round(self, _decimals: i32) -> Self {
                self
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
            #[inline]
            fn floor_divide(self, other: Self) -> Self {
                if other == 0 {
                    return 0;
                }
                let (q, r) = (self.wrapping_div(other), self.wrapping_rem(other));
                // Truncation rounded up where the exact quotient is negative: one less.
                if r != 0 && ((r as i128) < 0) != ((other as i128) < 0) {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                if other == 0 {
                    return 0;
                }
                let r = self.wrapping_rem(other);
                if r != 0 && ((r as i128) < 0) != ((other as i128) < 0) {
                    r.wrapping_add(other)
                } else {
                    r
                }
            }
            #[inline]
            fn fmod(self, other: Self) -> Self {
                if other == 0 { 0 } else { self.wrapping_rem(other) }
            }
            #[inline]
            fn floor(self) -> Self {
                self
            }
            #[inline]
            fn ceil(self) -> Self {
                self
            }
            #[inline]
            fn trunc(self) -> Self {
                self
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
            #[inline]
            fn neg(self) -> Self {
                Self::from_acc(-self.to_acc())
            }
            #[inline]
            fn sign(self) -> Self {
                let x = self.to_acc();
                Self::from_acc(if x > 0.0 {
                    1.0
                } else if x < 0.0 {
                    -1.0
                } else if x.is_nan() {
                    x
                } else {
                    0.0
                })
            }
            #[inline]
            fn reciprocal(self) -> Self {
                Self::from_acc(1.0 / self.to_acc())
            }
            #[inline]
            fn pow(self, exponent: Self) -> Self {
                Self::from_acc(self.to_acc().powf(exponent.to_acc()))
            }
            fn round(self, decimals: i32) -> Self {
                let x = self.to_acc();
                // 10^|decimals| as NumPy makes it (a double, then the dtype); beyond 10^400
                // every dtype's factor is infinite anyway.
                let factor = 10f64.powi(decimals.unsigned_abs().min(400) as i32) as $acc;
                Self::from_acc(if decimals >= 0 {
                    let scaled = x * factor;
                    if scaled.is_finite() {
                        scaled.round_ties_even() / factor
                    } else {
                        x // infinite or nan already, or too large to have such digits
                    }
                } else if factor.is_finite() {
                    (x / factor).round_ties_even() * factor
                } else if x.is_finite() {
                    (0.0 as $acc).copysign(x)
                } else {
                    x
                })
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
            #[inline]
            fn floor_divide(self, other: Self) -> Self {
                Self::from_acc(divmod(self.to_acc(), other.to_acc()).0)
            }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                Self::from_acc(divmod(self.to_acc(), other.to_acc()).1)
            }
            #[inline]
            fn fmod(self, other: Self) -> Self {
                Self::from_acc(self.to_acc() % other.to_acc())
            }
            #[inline]
            fn floor(self) -> Self {
                Self::from_acc(self.to_acc().floor())
            }
            #[inline]
            fn ceil(self) -> Self {
                Self::from_acc(self.to_acc().ceil())
            }
            #[inline]
            fn trunc(self) -> Self {
                Self::from_acc(self.to_acc().trunc())
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
            in_acc!(<$acc>: sqrt, exp2, log2, log10, asin, acos, atan, sinh, cosh);
            // musl's, through the `libm` crate: accurate near 1 (`acosh`) and without
            // overflow for huge arguments, where textbook formulas are not.
            in_acc!(<libm::Libm<$acc>>: log1p, asinh, acosh, atanh);
        }

        impl FloatElem for $t {
            #[inline]
            fn is_nan(self) -> bool {
                Float::is_nan(self)
            }
            #[inline]
            fn is_infinite(self) -> bool {
                Float::is_infinite(self)
            }
            #[inline]
            fn copysign(self, sign: Self) -> Self {
                Self::from_acc(self.to_acc().copysign(sign.to_acc()))
            }
            #[inline]
            fn angle(self, deg: bool) -> Self {
                let a = (0.0 as $acc).atan2(self.to_acc());
                Self::from_acc(if deg { a.to_degrees() } else { a })
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
            #[inline]
            fn neg(self) -> Self {
                -self
            }
            fn sign(self) -> Self {
                let (re, im) = (self.re, self.im);
                let abs = re.hypot(im);
                let (zero, nan) = (0.0 as $r, <$r>::NAN);
                if abs.is_nan() {
                    Complex::new(nan, nan)
                } else if abs.is_infinite() {
                    match (re.is_infinite(), im.is_infinite()) {
                        (true, true) => Complex::new(nan, nan),
                        (true, false) => Complex::new(re.signum(), zero),
                        _ => Complex::new(zero, im.signum()),
                    }
                } else if abs == 0.0 {
                    Complex::new(zero, zero)
                } else {
                    Complex::new(re / abs, im / abs)
                }
            }
            fn reciprocal(self) -> Self {
                let (a, b) = (self.re, self.im);
                if b.abs() <= a.abs() {
                    let (r, d) = (b / a, a + b * (b / a));
                    Complex::new(1.0 / d, -r / d)
                } else {
                    let (r, d) = (a / b, a * (a / b) + b);
                    Complex::new(r / d, -1.0 / d)
                }
            }
            fn pow(self, exponent: Self) -> Self {
                let (one, zero) = (Complex::new(1.0, 0.0), Complex::new(0.0, 0.0));
                if exponent == zero {
                    return one;
                }
                if self == zero {
                    return if exponent.im == 0.0 && exponent.re > 0.0 {
                        zero
                    } else {
                        Complex::new(<$r>::NAN, <$r>::NAN)
                    };
                }
                let n = exponent.re;
                if exponent.im == 0.0 && n == n.trunc() && n.abs() < 100.0 {
                    let p = self.powu(n.abs() as u32);
                    return if n < 0.0 { p.reciprocal() } else { p };
                }
                self.powc(exponent)
            }
            #[inline]
            fn round(self, decimals: i32) -> Self {
                Complex::new(NumElem::round(self.re, decimals), NumElem::round(self.im, decimals))
            }
        }

        impl InexactElem for Complex<$r> {
            #[inline]
            fn div(self, other: Self) -> Self {
                complex_math::div(self, other)
            }
            #[inline]
            fn exp(self) -> Self {
                complex_math::exp(self)
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
                complex_math::tan(self)
            }
            #[inline]
            fn ln(self) -> Self {
                Complex::ln(self)
            }
            fn map_transcendental(f: Function, x: &[Self]) -> Result<Vec<Self>> {
                let scalar: fn(Self) -> Self = match f {
                    Function::Exp => complex_math::exp,
                    Function::Log => Complex::ln,
                    Function::Sin => complex_math::sin,
                    Function::Cos => complex_math::cos,
                    Function::Tan => complex_math::tan,
                    Function::Tanh => complex_math::tanh,
                    Function::Sigmoid => |z| (Complex::exp(-z) + 1.0).inv(),
                };
                let mut out = ivy_runtime::result_vec(f.name(), &[x.len()])?;
                out.extend(x.iter().map(|&z| scalar(z)));
                Ok(out)
            }
            in_acc!(<Complex<$r>>: log2, log10);
            in_acc!(mod complex_math: exp2, sqrt, log1p, asin, acos, atan, sinh, cosh, asinh, acosh, atanh);
        }

        impl ComplexElem for Complex<$r> {
            type Real = $r;
            #[inline]
            fn norm(self) -> $r {
                self.re.hypot(self.im)
            }
            #[inline]
            fn re(self) -> $r {
                self.re
            }
            #[inline]
            fn im(self) -> $r {
                self.im
            }
            #[inline]
            fn conj(self) -> Self {
                Complex::conj(&self)
            }
            #[inline]
            fn angle(self, deg: bool) -> $r {
                let a = self.im.atan2(self.re);
                if deg { a.to_degrees() } else { a }
            }
        }
    )*};
}

complex_elems!(f32, f64);

/// NumPy's `divmod` of two floats (`npy_divmod`): the floored quotient, and the remainder with
/// the sign of `b`, so that `a == q * b + r` as closely as rounding allows (the quotient is
/// snapped to the nearest integer). For `b == 0`, `(a / b, fmod(a, b))`: IEEE's `inf` or `nan`.
fn divmod<F: Float>(a: F, b: F) -> (F, F) {
    let (zero, one) = (F::zero(), F::one());
    let mut m = a % b;
    if b == zero {
        return (a / b, m);
    }
    let mut div = (a - m) / b;
    if m != zero {
        if (b < zero) != (m < zero) {
            m = m + b;
            div = div - one;
        }
    } else {
        m = zero.copysign(b);
    }
    let q = if div != zero {
        let floor = div.floor();
        if div - floor > one / (one + one) {
            floor + one
        } else {
            floor
        }
    } else {
        zero.copysign(a / b)
    };
    (q, m)
}

mod complex_math;
mod complex_special;

/// The types real floats compute in, [`NumElem::Acc`]: `f32` (for `bfloat16`, `float16` and
/// itself) and `f64`. num-traits' [`Float`] and [`FloatConst`], and what they lack.
pub trait AccFloat: Float + FloatConst + VFloat + std::fmt::Debug {
    /// `v`, rounded to this type.
    fn of(v: f64) -> Self;
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

/// An element type in NumPy's sort order, a total order: numbers by value, `NaN` after every
/// number (`-0.0` and `0.0` equal); `false` before `true`; complex numbers by real part, then
/// imaginary part, a `NaN` part after every number. Sorting, searching, extremes and unique
/// values are written once over it, for both backends.
pub trait SortElem: HostElement {
    /// `self` against `other` in NumPy's sort order.
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering;

    /// Whether the value is `NaN` (for complex: either part is): a value never equal to
    /// another, even in the same order position.
    fn is_nan_value(&self) -> bool;
}

/// `a` against `b` with `NaN` after every number.
fn nan_last<T: PartialOrd>(a: &T, b: &T) -> std::cmp::Ordering {
    #[allow(clippy::eq_op)] // `x != x` is the NaN test of any `PartialOrd` type
    let nan = |x: &T| x != x;
    a.partial_cmp(b).unwrap_or_else(|| nan(a).cmp(&nan(b)))
}

impl<T: RealElem> SortElem for T {
    #[inline]
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering {
        nan_last(self, other)
    }
    #[inline]
    #[allow(clippy::eq_op)]
    fn is_nan_value(&self) -> bool {
        self != self
    }
}

impl SortElem for bool {
    #[inline]
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.cmp(other)
    }
    #[inline]
    fn is_nan_value(&self) -> bool {
        false
    }
}

impl<R: Float> SortElem for Complex<R>
where
    Complex<R>: HostElement,
{
    #[inline]
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering {
        nan_last(&self.re, &other.re).then_with(|| nan_last(&self.im, &other.im))
    }
    #[inline]
    fn is_nan_value(&self) -> bool {
        self.re.is_nan() || self.im.is_nan()
    }
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
