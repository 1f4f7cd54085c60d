//! `e^x`: `x = k ln2 + r` with `|r| <= ln2/2`, a polynomial for `e^r`, and `2^k` built in the
//! exponent bits. `f64` keeps `e^r` as a double-double until the last addition.

use std::f32::consts::LOG2_E as LOG2_E_F32;
use std::f64::consts::LOG2_E as LOG2_E_F64;

use super::dd::fast_two_sum;
use super::driver::Lanes;
use super::poly::{horner_f32, horner_f64};

/// The kernel of `exp`.
pub struct Exp;

/// `1.5 * 2^23`: `x + SHIFT_F32` rounds `|x| < 2^22` to an integer, which then sits in the low
/// bits of the sum's mantissa (in two's complement); subtracting it back gives the integer.
pub(super) const SHIFT_F32: f32 = 12_582_912.0;
/// `1.5 * 2^52`, as [`SHIFT_F32`] for `f64`.
pub(super) const SHIFT_F64: f64 = 6_755_399_441_055_744.0;

/// `ln 2` in two parts: `x - k LN2_HI` is exact in one FMA for the `k` of the fast range (the
/// difference is below 1 and a multiple of `ulp(LN2_HI)`), and `LN2_LO` is the rest.
const LN2_F32: [f32; 2] = [std::f32::consts::LN_2, -1.904_654_2e-9];
const LN2_F64: [f64; 2] = [std::f64::consts::LN_2, 2.319_046_813_846_299_6e-17];

/// `e^x - 1 - x ~ x^2 (P[0] + P[1] x + ...)` on `[-ln2/2, ln2/2]`, error `2^-27.9` relative to
/// `e^x`: `fpminimax(exp(x)-1-x, [|2,3,4,5,6|], [|SG...|], [-log(2)/2;log(2)/2], absolute)`.
const P_F32: [f32; 5] = [
    0.500_000_24,
    0.166_665_2,
    0.041_660_696,
    0.008_368_813,
    0.001_425_857_7,
];

/// `e^x - 1 - x - x^2/2 ~ x^3 (P[0] + P[1] x + ...)` on `[-ln2/2, ln2/2]`, error `2^-63.6`
/// relative to `e^x`: `fpminimax(exp(x)-1-x-x^2/2, [|3,...,12|], [|D...|], [-log(2)/2;log(2)/2],
/// absolute)`.
const P_F64: [f64; 10] = [
    0.166_666_666_666_666_82,
    0.041_666_666_666_666_7,
    0.008_333_333_333_317_59,
    0.001_388_888_888_886_552_3,
    0.000_198_412_698_953_244_83,
    2.480_158_736_441_738e-5,
    2.755_723_571_523_533_5e-6,
    2.755_723_923_422_1e-7,
    2.511_178_872_584_522_6e-8,
    2.092_551_536_756_291e-9,
];

/// `e^x` for `-87.3 <= x <= 88` (where `e^x` and `2^k` are normal `f32`).
#[inline(always)]
pub(super) fn exp_f32(x: f32) -> f32 {
    let z = x.mul_add(LOG2_E_F32, SHIFT_F32);
    let k = z - SHIFT_F32;
    let r = (-k).mul_add(LN2_F32[0], x);
    let r = (-k).mul_add(LN2_F32[1], r);
    let e = (r * r).mul_add(horner_f32(r, &P_F32), r) + 1.0;
    let scale = z
        .to_bits()
        .wrapping_sub(SHIFT_F32.to_bits())
        .wrapping_add(127)
        << 23;
    e * f32::from_bits(scale)
}

/// `e^x = scale * (hi + lo)` for `-708 <= x <= 709` (where `e^x` and `scale = 2^k` are
/// normal), with `hi + lo` in `[0.7, 1.42]` accurate to about `2^-62`, and `hi` the rounded
/// sum.
#[inline(always)]
pub(super) fn exp_f64_parts(x: f64) -> (f64, f64, f64) {
    let z = x.mul_add(LOG2_E_F64, SHIFT_F64);
    let k = z - SHIFT_F64;
    let r = (-k).mul_add(LN2_F64[0], x);
    // x = k ln2 + r + c exactly enough: |c| < 2^-45, and e^c = 1 + c to 2^-90.
    let c = -k * LN2_F64[1];
    // e^r = 1 + r + r^2/2 + r^3 P(r), the three leading terms summed without error.
    let half_r = 0.5 * r;
    let h = half_r * r;
    let h_err = half_r.mul_add(r, -h);
    let (s, e1) = fast_two_sum(1.0, r);
    let (s, e2) = fast_two_sum(s, h);
    let tail = (r * r * r).mul_add(horner_f64(r, &P_F64), h_err + (e1 + e2));
    let (hi, lo) = fast_two_sum(s, c.mul_add(s, tail));
    (pow2_f64(z), hi, lo)
}

/// `2^k` for the integer `k` held in the low bits of `z = k + SHIFT_F64`
/// (`-1022 <= k <= 1023`).
#[inline(always)]
fn pow2_f64(z: f64) -> f64 {
    f64::from_bits(
        z.to_bits()
            .wrapping_sub(SHIFT_F64.to_bits())
            .wrapping_add(1023)
            << 52,
    )
}

impl Lanes<f32> for Exp {
    #[inline(always)]
    fn fast(x: f32) -> f32 {
        exp_f32(x)
    }
    #[inline(always)]
    fn outside(x: f32) -> bool {
        !(-87.3..=88.0).contains(&x)
    }
    #[inline(always)]
    fn slow(x: f32) -> f32 {
        f64::from(x).exp() as f32
    }
    #[inline(always)]
    fn libm(x: f32) -> f32 {
        x.exp()
    }
}

impl Lanes<f64> for Exp {
    /// A lighter form of [`exp_f64_parts`]: `ln2`'s tail folded into `r`, and only `1 + r`
    /// summed without error before `r^2 (1/2 + r P(r))` is added: half the operations, within
    /// 1 ulp; `tanh` and `sigmoid` need the full double-double form.
    #[inline(always)]
    fn fast(x: f64) -> f64 {
        let z = x.mul_add(LOG2_E_F64, SHIFT_F64);
        let k = z - SHIFT_F64;
        let r = (-k).mul_add(LN2_F64[0], x);
        let r = (-k).mul_add(LN2_F64[1], r);
        let q = r.mul_add(horner_f64(r, &P_F64), 0.5);
        let (s, s_err) = fast_two_sum(1.0, r);
        let e = s + (r * r).mul_add(q, s_err);
        e * pow2_f64(z)
    }
    #[inline(always)]
    fn outside(x: f64) -> bool {
        !(-708.0..=709.0).contains(&x)
    }
    #[inline(always)]
    fn slow(x: f64) -> f64 {
        x.exp()
    }
    #[inline(always)]
    fn libm(x: f64) -> f64 {
        x.exp()
    }
}
