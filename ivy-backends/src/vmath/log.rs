//! The natural logarithm: `x = 2^k m` with `m` near 1, then `k ln2 + log(m)`. Zero, negative,
//! subnormal and non-finite inputs take the scalar path.

use super::driver::Lanes;
use super::poly::horner_f32;

/// The kernel of `log`.
pub struct Log;

/// `ln 2` in two parts, `LN2_HI` with trailing zeros so that `k LN2_HI` is exact.
const LN2_F32: [f32; 2] = [0.693_145_75, 1.428_606_8e-6];
/// As [`LN2_F32`], FreeBSD's `ln2_hi` and `ln2_lo` (`0x1.62e42feep-1`, `0x1.a39ef35793c76p-33`).
const LN2_F64: [f64; 2] = [0.693_147_180_369_123_8, 1.908_214_929_270_587_7e-10];

/// `log1p(f) - f + f^2/2 ~ f^3 (P[0] + P[1] f + ...)` on `[-1/3, 1/3]`, error `2^-26.1`
/// relative to `log1p(f)`: `fpminimax(log1p(x)-x+x^2/2, [|3,...,10|], [|SG...|], [-1/3;1/3],
/// relative)`.
const P_F32: [f32; 8] = [
    0.333_333_2,
    -0.249_999_7,
    0.200_038_52,
    -0.166_714_28,
    0.141_168_13,
    -0.123_228_535,
    0.134_341_43,
    -0.122_461_97,
];

/// FreeBSD's `R(z)` for `log((1+s)/(1-s)) = 2s + s R(s^2)` on `|s| <= (sqrt2-1)/(sqrt2+1)`,
/// error `2^-50.9` relative to `R`: `fpminimax(R, [|1,...,7|], [|D...|], [0;0.0295], relative)`.
const LG: [f64; 7] = [
    0.666_666_666_666_667,
    0.399_999_999_998_998_66,
    0.285_714_286_259_181_66,
    0.222_222_111_377_580_7,
    0.181_828_891_261_287_15,
    0.153_317_178_200_520_02,
    0.146_165_219_767_584_15,
];

impl Lanes<f32> for Log {
    #[inline(always)]
    fn fast(x: f32) -> f32 {
        // m in [2/3, 4/3): subtract the bits of 2/3, keep the exponent of the difference.
        let bits = x.to_bits();
        let t = bits.wrapping_sub(0x3f2a_aaab);
        let k = ((t as i32) >> 23) as f32;
        let f = f32::from_bits(bits.wrapping_sub(t & 0xff80_0000)) - 1.0;
        let log1p = (f * f).mul_add(f.mul_add(horner_f32(f, &P_F32), -0.5), f);
        k.mul_add(LN2_F32[0], k.mul_add(LN2_F32[1], log1p))
    }
    #[inline(always)]
    fn outside(x: f32) -> bool {
        // Not a positive normal finite number.
        x.to_bits().wrapping_sub(0x0080_0000) >= 0x7f00_0000
    }
    #[inline(always)]
    fn slow(x: f32) -> f32 {
        f64::from(x).ln() as f32
    }
    #[inline(always)]
    fn libm(x: f32) -> f32 {
        x.ln()
    }
}

impl Lanes<f64> for Log {
    /// FreeBSD's `e_log.c`, branch-free: `m` in `[sqrt2/2, sqrt2)`, `f = m - 1`,
    /// `s = f / (2 + f)`, `log(m) = f - (f^2/2 - s (f^2/2 + R(s^2)))`.
    #[inline(always)]
    fn fast(x: f64) -> f64 {
        let bits = x.to_bits();
        let t = bits.wrapping_sub(0x3fe6_a09e_667f_3bcd);
        let k = ((t as i64) >> 52) as f64;
        let f = f64::from_bits(bits.wrapping_sub(t & 0xfff0_0000_0000_0000)) - 1.0;
        let s = f / (2.0 + f);
        let z = s * s;
        let w = z * z;
        let r_odd = w * LG[5].mul_add(w, LG[3]).mul_add(w, LG[1]);
        let r_even = z * LG[6].mul_add(w, LG[4]).mul_add(w, LG[2]).mul_add(w, LG[0]);
        let r = r_even + r_odd;
        let hfsq = 0.5 * f * f;
        k.mul_add(
            LN2_F64[0],
            -((hfsq - s.mul_add(hfsq + r, k * LN2_F64[1])) - f),
        )
    }
    #[inline(always)]
    fn outside(x: f64) -> bool {
        x.to_bits().wrapping_sub(0x0010_0000_0000_0000) >= 0x7fe0_0000_0000_0000
    }
    #[inline(always)]
    fn slow(x: f64) -> f64 {
        x.ln()
    }
    #[inline(always)]
    fn libm(x: f64) -> f64 {
        x.ln()
    }
}
