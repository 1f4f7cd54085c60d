//! Correctly rounded conversions into the 16-bit floats, `float16` and `bfloat16`.
//!
//! `half`'s `from_f64` does not round correctly: on x86 with F16C it rounds to `f32` first,
//! and otherwise (and always for `bf16`) it drops the low 32 bits of the `f64` before
//! rounding. Either way a value just off a tie of the 16-bit type lands on the tie and rounds
//! to even: `2049 + 2^-30` gives 2048 as `float16`, not 2050. Integers rounded to `f64` first
//! suffer the same. Here a value is first rounded to `f32` *to odd* (truncated toward zero,
//! the last bit set if anything was cut off), which keeps the tie information; `f32` has at
//! least two more bits than either 16-bit format, so rounding that result to nearest is the
//! correct rounding of the original value (Boldo and Melquiond, "When double rounding is
//! odd", 2005). `half`'s `from_f32` rounds to nearest, ties to even, correctly.

use half::{bf16, f16};

/// `x` rounded to the nearest `float16`, ties to even (overflowing to infinity).
///
/// ```
/// use ivy_runtime::rounding::f16_from_f64;
/// assert_eq!(f16_from_f64(2049.0 + 2f64.powi(-30)).to_f64(), 2050.0);
/// assert_eq!(f16_from_f64(2049.0).to_f64(), 2048.0);
/// ```
pub fn f16_from_f64(x: f64) -> f16 {
    f16::from_f32(f32_to_odd(x))
}

/// `x` rounded to the nearest `bfloat16`, ties to even (overflowing to infinity).
pub fn bf16_from_f64(x: f64) -> bf16 {
    bf16::from_f32(f32_to_odd(x))
}

/// The integer `x` rounded to the nearest `float16`, ties to even.
pub fn f16_from_int(x: i128) -> f16 {
    f16::from_f32(f32_to_odd_int(x))
}

/// The integer `x` rounded to the nearest `bfloat16`, ties to even.
///
/// ```
/// use ivy_runtime::rounding::bf16_from_int;
/// // Halfway between 2^62 and the next bfloat16, 2^62 + 2^55, and one above it.
/// assert_eq!(bf16_from_int((1 << 62) + (1 << 54)).to_f64(), 2f64.powi(62));
/// assert_eq!(bf16_from_int((1 << 62) + (1 << 54) + 1).to_f64(), 2f64.powi(62) + 2f64.powi(55));
/// ```
pub fn bf16_from_int(x: i128) -> bf16 {
    bf16::from_f32(f32_to_odd_int(x))
}

/// `x` rounded to `f32` to odd: NaN and values `f32` holds exactly are kept, infinities too;
/// anything else is truncated toward zero and gets its last bit set.
fn f32_to_odd(x: f64) -> f32 {
    let nearest = x as f32;
    if nearest.is_nan() || f64::from(nearest) == x {
        return nearest;
    }
    // Inexact: step back toward zero if rounding went away from it (one ulp; from infinity
    // to the largest finite value), then mark the cut.
    let truncated = if f64::from(nearest).abs() > x.abs() {
        f32::from_bits(nearest.to_bits() - 1)
    } else {
        nearest
    };
    f32::from_bits(truncated.to_bits() | 1)
}

/// The integer `x` rounded to `f32` to odd.
fn f32_to_odd_int(x: i128) -> f32 {
    let magnitude = x.unsigned_abs();
    let cut = (u128::BITS - magnitude.leading_zeros()).saturating_sub(f32::MANTISSA_DIGITS);
    let kept = magnitude >> cut;
    let lost = magnitude & ((1u128 << cut) - 1) != 0;
    // `kept | lost` has at most 24 bits and 2^cut is a power of two below 2^105: both exact,
    // and so is their product.
    let odd = (kept | u128::from(lost)) as f32 * 2f32.powi(cut as i32);
    if x < 0 { -odd } else { odd }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_to_odd_keeps_exact_values_and_marks_cut_ones() {
        assert_eq!(f32_to_odd(1.5), 1.5);
        assert_eq!(f32_to_odd(f64::INFINITY), f32::INFINITY);
        assert!(f32_to_odd(f64::NAN).is_nan());
        // 1 + 2^-30 truncates to 1 and gets the last bit: 1 + 2^-23.
        assert_eq!(f32_to_odd(1.0 + 2f64.powi(-30)), 1.0 + 2f32.powi(-23));
        assert_eq!(f32_to_odd(-1.0 - 2f64.powi(-30)), -1.0 - 2f32.powi(-23));
        // Just below 2: rounding to nearest gives 2, truncation the largest f32 below 2.
        let below_two = 2.0 - 2f64.powi(-40);
        assert_eq!(f32_to_odd(below_two), f32::from_bits(2f32.to_bits() - 1));
        assert_eq!(f32_to_odd(1e300), f32::MAX);
        assert_eq!(f32_to_odd(1e-300), f32::from_bits(1));
        assert_eq!(f32_to_odd(-1e-300), -f32::from_bits(1));
    }

    #[test]
    fn integers_round_to_odd_exactly() {
        assert_eq!(f32_to_odd_int(0), 0.0);
        assert_eq!(f32_to_odd_int(-7), -7.0);
        assert_eq!(f32_to_odd_int((1 << 24) + 1), 16777218.0);
        assert_eq!(f32_to_odd_int(1 << 24), 16777216.0);
        assert_eq!(
            f32_to_odd_int(i128::MAX),
            f32::from_bits(2f32.powi(127).to_bits() - 1)
        );
        assert_eq!(f32_to_odd_int(i128::MIN), -(2f32.powi(127)));
    }

    #[test]
    fn values_just_off_a_tie_round_away_from_it() {
        // float16 around 2049, the tie between 2048 and 2050 (spacing 2 above 2048).
        let t = 2049.0;
        assert_eq!(f16_from_f64(t).to_f64(), 2048.0);
        assert_eq!(f16_from_f64(t + 2f64.powi(-30)).to_f64(), 2050.0);
        assert_eq!(f16_from_f64(t - 2f64.powi(-30)).to_f64(), 2048.0);
        assert_eq!(f16_from_int(2049).to_f64(), 2048.0);
        assert_eq!(f16_from_int(2051).to_f64(), 2052.0);
        assert_eq!(f16_from_int(65519).to_f64(), 65504.0);
        assert!(f16_from_int(65520).is_infinite());
        assert!(f16_from_int(i128::MIN).is_infinite());
        // bfloat16 around 257, the tie between 256 and 258.
        assert_eq!(bf16_from_f64(257.0 + 2f64.powi(-40)).to_f64(), 258.0);
        assert_eq!(bf16_from_int(257).to_f64(), 256.0);
        assert_eq!(bf16_from_int(259).to_f64(), 260.0);
    }
}
