//! Sine, cosine and tangent: `x = n pi/2 + r` with `|r| <= pi/4` (Cody and Waite, `pi/2` in
//! three parts), polynomials for `sin r` and `cos r`, and the quadrant `n mod 4` to pick and
//! sign them. `f64` reduces to a double-double `r` and evaluates FreeBSD's `__kernel_sin` and
//! `__kernel_cos` on it; `f64` `tan` evaluates one odd polynomial for `tan r` as a
//! double-double, and its negated reciprocal in odd quadrants; `f32` `tan` does the same with
//! sums of two `f32` where they matter.
//! Arguments beyond the fast range take the scalar path (libm's Payne-Hanek reduction).

use std::f32::consts::FRAC_2_PI as FRAC_2_PI_F32;
use std::f64::consts::FRAC_2_PI as FRAC_2_PI_F64;

use super::dd::{fast_two_sum, two_sum};
use super::driver::{Lane, Lanes};
use super::exp::{SHIFT_F32, SHIFT_F64};
use super::poly::{even_odd_f64, horner_f32, horner_f64};

/// The kernel of `sin`.
pub struct Sin;
/// The kernel of `cos`.
pub struct Cos;
/// The kernel of `tan`.
pub struct Tan;

/// `pi/2` as the sum of three `f32` (each the rounded rest of the ones before).
const PIO2_F32: [f32; 3] = [std::f32::consts::FRAC_PI_2, -4.371_139e-8, -1.715_124_5e-15];
/// `pi/2` as the sum of three `f64`.
const PIO2_F64: [f64; 3] = [
    std::f64::consts::FRAC_PI_2,
    6.123_233_995_736_766e-17,
    -1.497_384_904_859_169_8e-33,
];

/// The largest `|x|` the fast path reduces (beyond, the reduction would lose accuracy).
const FAST_F32: f32 = 131_072.0; // 2^17
const FAST_F64: f64 = 1_048_576.0; // 2^20

/// Below these, `sin x` and `tan x` round to `x` (`x^2/3 < 2^-25` or `2^-53`); returning `x`
/// also keeps the sign of zero.
const TINY_F32: f32 = 2.441_406_3e-4; // 2^-12
const TINY_F64: f64 = 1.490_116_119_384_765_6e-8; // 2^-26

/// `sin x - x ~ x^3 (S[0] + S[1] x^2 + ...)` on `[0, pi/4]`, error `2^-31` relative to `sin`:
/// `fpminimax(sin(x)-x, [|3,5,7,9|], [|SG...|], [2^-40;pi/4], relative)`.
const S_F32: [f32; 4] = [
    -0.166_666_67,
    0.008_333_396,
    -0.000_198_608_42,
    2.916_729e-6,
];
/// `cos x - 1 + x^2/2 ~ x^4 (C[0] + C[1] x^2 + ...)` on `[0, pi/4]`, error `2^-33`:
/// `fpminimax(cos(x)-1+x^2/2, [|4,6,8|], [|SG...|], [2^-40;pi/4], absolute)`.
const C_F32: [f32; 3] = [0.041_666_646, -0.001_388_731_4, 2.443_317_3e-5];

/// As [`S_F32`] for `f64`, error `2^-56`: `fpminimax(sin(x)-x, [|3,5,...,13|], [|D...|],
/// [2^-60;pi/4], relative)`.
const S_F64: [f64; 6] = [
    -0.166_666_666_666_666_66,
    0.008_333_333_333_331_295,
    -0.000_198_412_698_370_627_57,
    2.755_731_621_240_943_6e-6,
    -2.505_114_929_508_354_3e-8,
    1.591_914_107_471_445e-10,
];
/// As [`C_F32`] for `f64`, error `2^-64`: `fpminimax(cos(x)-1+x^2/2, [|4,6,...,14|], [|D...|],
/// [2^-60;pi/4], absolute)`.
const C_F64: [f64; 6] = [
    0.041_666_666_666_666_6,
    -0.001_388_888_888_887_448_3,
    2.480_158_728_967_97e-5,
    -2.755_731_440_380_924_4e-7,
    2.087_572_968_941_216e-9,
    -1.135_995_617_872_191_5e-11,
];

/// `tan x - x ~ x^3 (T[0] + T[1] x^2 + ...)` on `[0, pi/4 + 2^-20]`, error `2^-57.8` relative
/// to `tan`: `fpminimax(tan(x)-x, [|3,5,...,31|], [|D...|], [2^-40;pi/4+2^-20], relative)`,
/// split into the coefficients of even powers of `x^2` (`T[0]`, `T[2]`, ...) and odd ones.
const T_EVEN_F64: [f64; 8] = [
    0.333_333_333_333_333_3,
    0.053_968_253_968_291_21,
    0.008_863_235_793_798_257,
    0.001_455_884_811_818_565_2,
    0.000_240_879_229_878_964_95,
    5.388_155_526_645_302e-5,
    3.465_092_786_558_889_6e-5,
    8.273_172_906_857_96e-6,
];
const T_ODD_F64: [f64; 7] = [
    0.133_333_333_333_335_33,
    0.021_869_488_528_697_04,
    0.003_592_123_353_930_082,
    0.000_589_669_412_074_089_4,
    9.090_006_298_542_09e-5,
    -8.813_487_588_459_048e-6,
    -1.738_001_180_031_736_6e-5,
];

/// As [`T_EVEN_F64`] for `f32`, in one piece, error `2^-27.6` relative to `tan` on `[0, pi/4 +
/// 2^-7]` (the `f32` reduction can overshoot `pi/4` by `2^-8`, through the rounding of `2/pi`):
/// `fpminimax(tan(x)-x, [|3,5,...,15|], [|SG...|], [2^-30;pi/4+2^-7], relative)`.
const T_F32: [f32; 7] = [
    0.333_333_34,
    0.133_332_04,
    0.053_999_29,
    0.021_586_725,
    0.010_075_307,
    0.001_012_744_6,
    0.003_941_894_5,
];

/// `(r, n)` with `x = n pi/2 + r`, `|r| <= pi/4` (up to `2^-8` more: `2/pi` rounded to `f32`
/// moves `x 2/pi` by up to `2^-8.6` at `2^17`), and `n` mod 4 in the low bits of the `u32`.
#[inline(always)]
fn reduce_f32(x: f32) -> (f32, u32) {
    let z = x.mul_add(FRAC_2_PI_F32, SHIFT_F32);
    let n = z - SHIFT_F32;
    let r = (-n).mul_add(PIO2_F32[0], x);
    let r = (-n).mul_add(PIO2_F32[1], r);
    let r = (-n).mul_add(PIO2_F32[2], r);
    (r, z.to_bits())
}

/// `(sin r, cos r)` for `|r| <= pi/4`.
#[inline(always)]
fn sin_cos_f32(r: f32) -> (f32, f32) {
    let r2 = r * r;
    let sin = (r2 * r).mul_add(horner_f32(r2, &S_F32), r);
    let cos = 1.0 + (r2 * r2).mul_add(horner_f32(r2, &C_F32), -0.5 * r2);
    (sin, cos)
}

macro_rules! reduce_dd {
    ($($name:ident: $t:ty => $bits:ty, $frac_2_pi:expr, $shift:expr, $pio2:expr;)*) => {$(
        /// `(rh, rl, n)` with `x = n pi/2 + rh + rl` to about twice the working precision,
        /// `|rh| <= pi/4` (a little more, as for [`reduce_f32`]), `|rl|` far below `|rh|`, and
        /// `n` mod 4 in the low two bits. The first step is exact: `x` itself where `n = 0`,
        /// else an FMA whose result is below 1 and a multiple of half an ulp of `pio2[0]`
        /// (`|x| > 1/2` there, so its ulp is one); the second keeps its rounding error.
        #[inline(always)]
        fn $name(x: $t) -> ($t, $t, $bits) {
            let z = x.mul_add($frac_2_pi, $shift);
            let n = z - $shift;
            let t = (-n).mul_add($pio2[0], x);
            let w = n * $pio2[1];
            let w_err = n.mul_add($pio2[1], -w);
            let (rh, e) = two_sum(t, -w);
            (rh, (-n).mul_add($pio2[2], e - w_err), z.to_bits())
        }
    )*};
}

reduce_dd! {
    reduce_dd_f32: f32 => u32, FRAC_2_PI_F32, SHIFT_F32, PIO2_F32;
    reduce_dd_f64: f64 => u64, FRAC_2_PI_F64, SHIFT_F64, PIO2_F64;
}

/// [`reduce_dd_f64`] with `|rl|` at most half an ulp of `rh`, as [`sin_dd`] and [`cos_dd`]
/// need (where `x` is near a multiple of `pi/2`, `rl` can exceed an ulp of the small `rh`).
#[inline(always)]
fn reduce_normal_f64(x: f64) -> (f64, f64, u64) {
    let (rh, rl, n) = reduce_dd_f64(x);
    let (rh, rl) = fast_two_sum(rh, rl);
    (rh, rl, n)
}

/// `sin(x + y)` for `|x| <= pi/4` and `|y|` below an ulp of `x`, as an unevaluated sum:
/// FreeBSD's `__kernel_sin`, `x + (x^3 S(x^2) + y (1 - x^2/2))` arranged to round little.
#[inline(always)]
fn sin_dd(x: f64, y: f64) -> (f64, f64) {
    let z = x * x;
    let r = horner_f64(z, &S_F64[1..]);
    let v = z * x;
    (x, -((z * (0.5 * y - v * r) - y) - v * S_F64[0]))
}

/// `cos(x + y)` as [`sin_dd`]: FreeBSD's `__kernel_cos`, `1 - x^2/2 + (x^4 C(x^2) - x y)` with
/// the leading subtraction's error kept.
#[inline(always)]
fn cos_dd(x: f64, y: f64) -> (f64, f64) {
    let z = x * x;
    let r = z * horner_f64(z, &C_F64);
    let hz = 0.5 * z;
    let hi = 1.0 - hz;
    (hi, ((1.0 - hi) - hz) + z.mul_add(r, -x * y))
}

/// `tan(x + y) - x` for `|x| <= pi/4` and `|y|` far below `|x|`: `x^3 T(x^2) + y sec^2 x`,
/// `sec^2 x` as `1 + x^2`, which costs `y (tan^2 x - x^2)`: under two fifths of `y`, itself
/// within an ulp of `x` unless the reduction cancelled, and then `x` is small and the cost
/// vanishes. Near `pi/4`, `x^3 T` is a fifth of the result, and the roundings of `x^2` and
/// `x^3` would cost it half an ulp: their errors join the tail.
#[inline(always)]
fn tan_tail_f64(x: f64, y: f64) -> f64 {
    let z = x * x;
    let t = even_odd_f64(z, &T_EVEN_F64, &T_ODD_F64);
    let x3 = z * x;
    let x3_err = x.mul_add(x.mul_add(x, -z), z.mul_add(x, -x3));
    x3.mul_add(t, x3_err.mul_add(t, y.mul_add(z, y)))
}

/// [`tan_tail_f64`] for `f32`, without its correction of the rounding of `x^3` (a fifth of an
/// ulp at most, in a budget of two).
#[inline(always)]
fn tan_tail_f32(x: f32, y: f32) -> f32 {
    let z = x * x;
    (z * x).mul_add(horner_f32(z, &T_F32), y.mul_add(z, y))
}

/// `v` or `-v`: negated when `negate`.
macro_rules! signed {
    ($negate:expr, $v:expr) => {
        if $negate { -$v } else { $v }
    };
}

/// Picks `a` when `cond`, else `b` (a lane select, not a branch).
macro_rules! pick {
    ($cond:expr, $a:expr, $b:expr) => {
        if $cond { $a } else { $b }
    };
}

macro_rules! tan_in_quadrant {
    ($($name:ident: $t:ty),*) => {$(
        /// `tan r` in even quadrants, `-1 / tan r` in odd ones, from `tan r = head + tail`
        /// (`|tail|` under a quarter of `|head|`): the rounded sum, or its negated reciprocal
        /// corrected once with the remainder against both parts (the shape of FreeBSD's
        /// `__kernel_tan`, without its branches). The remainder's two FMAs round errors far
        /// below an ulp of the result. Not [`dd::div`](super::dd::div): that needs the tail
        /// below an ulp of the head, which would cost a renormalisation per lane.
        #[inline(always)]
        fn $name(head: $t, tail: $t, odd: bool) -> $t {
            let t = head + tail;
            let negated_inv = -1.0 / t;
            let remainder = negated_inv.mul_add(tail, negated_inv.mul_add(head, 1.0));
            pick!(odd, remainder.mul_add(negated_inv, negated_inv), t)
        }
    )*};
}

tan_in_quadrant!(tan_in_quadrant_f32: f32, tan_in_quadrant_f64: f64);

/// `Lanes` of a trigonometric kernel for `$t`: `fast` as given, on `|x| <= $limit`; beyond
/// (one comparison, true for NaN too) libm's `$libm` in `f64`, rounded to `$t`.
macro_rules! trig_lanes {
    ($t:ty, $limit:expr; $($(#[$doc:meta])* $kernel:ident: $libm:ident, |$x:ident| $fast:block)*) => {$(
        impl Lanes<$t> for $kernel {
            $(#[$doc])*
            #[inline(always)]
            fn fast($x: $t) -> $t $fast
            #[inline(always)]
            fn outside(x: $t) -> bool {
                !(..=$limit).contains(&x.abs())
            }
            #[inline(always)]
            fn slow(x: $t) -> $t {
                <$t as Lane>::via_f64(x, f64::$libm)
            }
            #[inline(always)]
            fn libm(x: $t) -> $t {
                x.$libm()
            }
        }
    )*};
}

trig_lanes! { f32, FAST_F32;
    Sin: sin, |x| {
        let (r, n) = reduce_f32(x);
        let (sin, cos) = sin_cos_f32(r);
        let v = signed!(n & 2 != 0, pick!(n & 1 != 0, cos, sin));
        pick!(x.abs() < TINY_F32, x, v)
    }
    Cos: cos, |x| {
        let (r, n) = reduce_f32(x);
        let (sin, cos) = sin_cos_f32(r);
        signed!(n.wrapping_add(1) & 2 != 0, pick!(n & 1 != 0, sin, cos))
    }
    /// As for `f64`: `tan r = rh + tail`, with the reduction's `rl` in the tail.
    Tan: tan, |x| {
        let (rh, rl, n) = reduce_dd_f32(x);
        let v = tan_in_quadrant_f32(rh, tan_tail_f32(rh, rl), n & 1 != 0);
        pick!(x.abs() < TINY_F32, x, v)
    }
}

trig_lanes! { f64, FAST_F64;
    Sin: sin, |x| {
        let (rh, rl, n) = reduce_normal_f64(x);
        let (sh, sl) = sin_dd(rh, rl);
        let (ch, cl) = cos_dd(rh, rl);
        let odd = n & 1 != 0;
        let v = signed!(n & 2 != 0, pick!(odd, ch, sh) + pick!(odd, cl, sl));
        pick!(x.abs() < TINY_F64, x, v)
    }
    Cos: cos, |x| {
        let (rh, rl, n) = reduce_normal_f64(x);
        let (sh, sl) = sin_dd(rh, rl);
        let (ch, cl) = cos_dd(rh, rl);
        let odd = n & 1 != 0;
        signed!(
            n.wrapping_add(1) & 2 != 0,
            pick!(odd, sh, ch) + pick!(odd, sl, cl)
        )
    }
    /// `tan r = rh + tail`, the reduction's `rl` in the tail, in the quadrant of `n`.
    Tan: tan, |x| {
        let (rh, rl, n) = reduce_dd_f64(x);
        let v = tan_in_quadrant_f64(rh, tan_tail_f64(rh, rl), n & 1 != 0);
        pick!(x.abs() < TINY_F64, x, v)
    }
}
