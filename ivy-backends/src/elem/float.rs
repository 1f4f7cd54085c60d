//! The real float element types: `bfloat16` and `float16` compute in `f32` and round once,
//! `float32` and `float64` in themselves.

use std::mem::MaybeUninit;

use half::{bf16, f16};
use num_traits::Float;

use super::{FloatElem, InexactElem, NumElem, RealElem};
use crate::vmath::Function;
use ivy_runtime::Result;

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
            fn transcendental_into(f: Function, x: &[Self], out: &mut [MaybeUninit<Self>]) {
                <Self as crate::vmath::Float>::map_blocks(f, x, out)
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
