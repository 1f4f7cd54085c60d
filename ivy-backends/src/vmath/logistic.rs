//! The hyperbolic tangent and the logistic sigmoid, both from `e^-|x|` or `e^(2|x|)`:
//! `tanh a = (e^2a - 1) / (e^2a + 1)`, `sigmoid(x) = 1 / (1 + e^-x)`. `f64` forms numerator and
//! denominator as double-doubles and divides with one correction; `f32` uses a polynomial for
//! `tanh` below 0.55, where the quotient would cancel.

use super::dd::{self, fast_two_sum, two_sum};
use super::driver::Lanes;
use super::exp::{exp_f32, exp_f64_parts};
use super::poly::horner_f32;

/// The kernel of `tanh`.
pub struct Tanh;
/// The kernel of `sigmoid`.
pub struct Sigmoid;

/// `tanh x - x ~ x^3 (T[0] + T[1] x^2 + ...)` on `[0, 0.55]`, error `2^-29` relative to
/// `tanh`: `fpminimax(tanh(x)-x, [|3,5,7,9,11|], [|SG...|], [2^-30;0.55], relative)`.
const T_F32: [f32; 5] = [
    -0.333_333_3,
    0.133_330_85,
    -0.053_906_076,
    0.021_294_745,
    -0.006_588_859_5,
];

/// Where `f32` `tanh` switches from the polynomial to the quotient (`e^2a >= 3` there).
const TANH_POLY_F32: f32 = 0.55;
/// Beyond these, `tanh` rounds to 1: `2 e^-2a` is below half an ulp of 1.
const TANH_ONE_F32: f32 = 10.0;
const TANH_ONE_F64: f64 = 20.0;
/// Below this, `tanh x` rounds to `x` (`x^2/3 < 2^-55`).
const TANH_TINY_F64: f64 = 7.450_580_596_923_828e-9; // 2^-27

/// The fast range of `sigmoid`: where `e^-|x|` is normal.
const SIGMOID_FAST_F32: f32 = 87.3;
const SIGMOID_FAST_F64: f64 = 708.0;

impl Lanes<f32> for Tanh {
    #[inline(always)]
    fn fast(x: f32) -> f32 {
        let a = x.abs().min(TANH_ONE_F32);
        let a2 = a * a;
        let poly = (a2 * a).mul_add(horner_f32(a2, &T_F32), a);
        let quotient = 1.0 - 2.0 / (exp_f32(2.0 * a) + 1.0);
        let t = if a < TANH_POLY_F32 { poly } else { quotient };
        t.copysign(x)
    }
    #[inline(always)]
    fn outside(x: f32) -> bool {
        x.is_nan()
    }
    #[inline(always)]
    fn slow(x: f32) -> f32 {
        x
    }
    #[inline(always)]
    fn libm(x: f32) -> f32 {
        x.tanh()
    }
}

impl Lanes<f64> for Tanh {
    #[inline(always)]
    fn fast(x: f64) -> f64 {
        let a = x.abs().min(TANH_ONE_F64);
        // e^2a - 1 as a double-double, from e^2a = scale (hi + lo).
        let (scale, hi, lo) = exp_f64_parts(2.0 * a);
        let (eh, e1) = two_sum(scale * hi, -1.0);
        let el = scale.mul_add(lo, e1);
        let (dh, e2) = two_sum(eh, 2.0);
        let t = dd::div(eh, el, dh, e2 + el);
        let t = if a < TANH_TINY_F64 { a } else { t };
        t.copysign(x)
    }
    #[inline(always)]
    fn outside(x: f64) -> bool {
        x.is_nan()
    }
    #[inline(always)]
    fn slow(x: f64) -> f64 {
        x
    }
    #[inline(always)]
    fn libm(x: f64) -> f64 {
        x.tanh()
    }
}

impl Lanes<f32> for Sigmoid {
    #[inline(always)]
    fn fast(x: f32) -> f32 {
        // 1 / (1 + e) for x >= 0, e / (1 + e) below, with e = e^-|x| and 1 + e kept exact.
        let e = exp_f32(-x.abs());
        let (dh, dl) = fast_two_sum(1.0, e);
        dd::div(if x >= 0.0 { 1.0 } else { e }, 0.0, dh, dl)
    }
    #[inline(always)]
    fn outside(x: f32) -> bool {
        // One comparison, true for NaN too.
        !(..=SIGMOID_FAST_F32).contains(&x.abs())
    }
    #[inline(always)]
    fn slow(x: f32) -> f32 {
        <Sigmoid as Lanes<f64>>::slow(f64::from(x)) as f32
    }
    #[inline(always)]
    fn libm(x: f32) -> f32 {
        <Sigmoid as Lanes<f64>>::libm(f64::from(x)) as f32
    }
}

impl Lanes<f64> for Sigmoid {
    #[inline(always)]
    fn fast(x: f64) -> f64 {
        let (scale, hi, lo) = exp_f64_parts(-x.abs());
        let (eh, el) = (scale * hi, scale * lo);
        let (dh, e1) = fast_two_sum(1.0, eh);
        let (nh, nl) = if x >= 0.0 { (1.0, 0.0) } else { (eh, el) };
        dd::div(nh, nl, dh, e1 + el)
    }
    #[inline(always)]
    fn outside(x: f64) -> bool {
        // One comparison, true for NaN too.
        !(..=SIGMOID_FAST_F64).contains(&x.abs())
    }
    /// 1 above the fast range; below it `e^x / (1 + e^x)` rounds as `e^x` does.
    #[inline(always)]
    fn slow(x: f64) -> f64 {
        if x > 0.0 { 1.0 } else { x.exp() }
    }
    #[inline(always)]
    fn libm(x: f64) -> f64 {
        if x >= 0.0 {
            1.0 / (1.0 + (-x).exp())
        } else {
            let e = x.exp();
            e / (1.0 + e)
        }
    }
}
