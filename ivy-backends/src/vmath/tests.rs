//! Accuracy and special values of the vectorised kernels, against independent references:
//!
//! * `f32`: libm's `f64` function rounded to `f32`. libm's `f64` results are within 1 ulp of
//!   `f64` (2 for glibc's `tanh`), 2^29 times finer than an `f32` ulp, so the rounded value is
//!   the correctly rounded `f32` except within 2^-29 ulp of a tie, where it may be the other
//!   neighbour: a reference off by at most one, in cases a 2-ulp bound does not feel.
//! * `f64`: `astro-float`, which rounds correctly at 128 bits (Ziv's loop), rounded to `f64`.
//! * Special values (`NaN`, infinities, zeros and their signs, `log` of negatives): the
//!   IEEE 754 / C99 Annex F results, written out by hand.
//!
//! Always on (debug builds included): every special value; every edge class (zeros,
//! subnormals, `MIN_POSITIVE`, `MAX`, infinities, `NaN`, each fast range's limits and their
//! neighbours, multiples of `pi/2`); about a million `f32` inputs per function spread over all
//! bit patterns plus a quarter million in each function's main range; a few thousand `f64`
//! inputs per function against `astro-float`; every instruction-set path against the others.
//! Ignored (run them with `cargo test --release -p ivy-backends vmath -- --ignored`): every
//! one of the 2^32 `f32` inputs for each function, and a million `f64` inputs per function
//! (`IVY_VMATH_F64_POINTS` changes the count).

use astro_float::{BigFloat, Consts, RoundingMode, Sign};
use half::{bf16, f16};

use super::driver::{Kernel, Lanes};
use super::{Function, exp, log, logistic, trig};

/// The largest error allowed, in ulps of the correctly rounded result.
const F32_ULPS: u64 = 2;
const F64_ULPS: u64 = 1;

// ---------------------------------------------------------------------------------------
// Distances and references

/// The bits of `x` as an integer that orders like the value (`-0` and `+0` both at 0).
fn ordered(bits: u64, sign: u64) -> i128 {
    if bits & sign != 0 {
        -i128::from(bits & !sign)
    } else {
        i128::from(bits)
    }
}

/// How many representable values lie between `a` and `b` (0 for two `NaN`s, `u64::MAX` for a
/// `NaN` against a number).
fn ulps_f32(a: f32, b: f32) -> u64 {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => 0,
        (false, false) => {
            let d = ordered(a.to_bits().into(), 1 << 31) - ordered(b.to_bits().into(), 1 << 31);
            d.unsigned_abs() as u64
        }
        _ => u64::MAX,
    }
}

fn ulps_f64(a: f64, b: f64) -> u64 {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => 0,
        (false, false) => {
            let d = ordered(a.to_bits(), 1 << 63) - ordered(b.to_bits(), 1 << 63);
            d.unsigned_abs() as u64
        }
        _ => u64::MAX,
    }
}

/// The `f32` reference: libm's `f64` function, rounded.
fn reference_f32(f: Function, x: f32) -> f32 {
    let x = f64::from(x);
    let y = match f {
        Function::Exp => x.exp(),
        Function::Log => x.ln(),
        Function::Sin => x.sin(),
        Function::Cos => x.cos(),
        Function::Tan => x.tan(),
        Function::Tanh => x.tanh(),
        Function::Sigmoid if x < 0.0 => x.exp() / (1.0 + x.exp()),
        Function::Sigmoid => 1.0 / (1.0 + (-x).exp()),
    };
    y as f32
}

/// Working precision of the `f64` reference, in bits.
const PRECISION: usize = 128;

/// `b` rounded to the nearest `f64` (a tie of the 128-bit value may round either way; the
/// test's tolerance makes that immaterial).
fn to_f64(b: &BigFloat) -> f64 {
    if b.is_inf_pos() {
        return f64::INFINITY;
    }
    if b.is_inf_neg() {
        return f64::NEG_INFINITY;
    }
    let Some((words, _, sign, exponent, _)) = b.as_raw_parts() else {
        return f64::NAN;
    };
    let top = words.last().copied().unwrap_or(0);
    // b = 0.top... * 2^exponent: the top word's leading bit is worth 2^(exponent - 1).
    let mut v = top as f64;
    let mut k = exponent - 64;
    while k < -1000 {
        v *= 2f64.powi(-1000);
        k += 1000;
    }
    while k > 1000 {
        v *= 2f64.powi(1000);
        k -= 1000;
    }
    v *= 2f64.powi(k);
    if sign == Sign::Neg { -v } else { v }
}

/// The `f64` reference: `astro-float` at 128 bits, rounded. For finite `x` (and positive `x`
/// for `log`); trigonometric arguments up to 2^30.
fn reference_f64(f: Function, x: f64, consts: &mut Consts) -> f64 {
    let rm = RoundingMode::ToEven;
    let p = PRECISION;
    let b = big(x);
    let y = match f {
        Function::Exp => b.exp(p, rm, consts),
        Function::Log => b.ln(p, rm, consts),
        Function::Sin => b.sin(p, rm, consts),
        Function::Cos => b.cos(p, rm, consts),
        Function::Tan => b.tan(p, rm, consts),
        Function::Tanh => b.tanh(p, rm, consts),
        Function::Sigmoid => {
            let one = BigFloat::from_f64(1.0, p);
            let e = b.neg().exp(p, rm, consts);
            one.div(&one.add(&e, p, rm), p, rm)
        }
    };
    to_f64(&y)
}

/// Whether `astro-float` gives the `f64` reference for `x` (else the case is a special value
/// or beyond the fast range, and checked otherwise).
fn has_reference_f64(f: Function, x: f64) -> bool {
    match f {
        _ if !x.is_finite() => false,
        Function::Log => x > 0.0,
        Function::Sin | Function::Cos | Function::Tan => x.abs() <= 1073741824.0,
        Function::Exp => x > -746.0 && x < 710.0,
        Function::Sigmoid => x > -746.0,
        Function::Tanh => true,
    }
}

/// `x` as a `BigFloat`, exactly (`BigFloat::from_f64` halves subnormals, so those are scaled
/// into the normal range first and back after).
fn big(x: f64) -> BigFloat {
    let p = PRECISION;
    if x != 0.0 && x.abs() < f64::MIN_POSITIVE {
        let scaled = BigFloat::from_f64(x * 2f64.powi(64), p);
        scaled.mul(
            &BigFloat::from_f64(2f64.powi(-64), p),
            p,
            RoundingMode::ToEven,
        )
    } else {
        BigFloat::from_f64(x, p)
    }
}

fn consts() -> Consts {
    Consts::new().expect("astro-float's constant cache")
}

/// A deterministic stream of pseudo-random `u64` (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `[lo, hi)`.
    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * ((self.next() >> 11) as f64 / (1u64 << 53) as f64)
    }
}

// ---------------------------------------------------------------------------------------
// Inputs

/// Every function's main range, where the fast path does the work.
fn main_range(f: Function) -> (f64, f64) {
    match f {
        Function::Exp => (-104.0, 89.0),
        Function::Log => (0.0, 4.0),
        Function::Sin | Function::Cos | Function::Tan => (-20.0, 20.0),
        Function::Tanh => (-12.0, 12.0),
        Function::Sigmoid => (-110.0, 110.0),
    }
}

/// Inputs on and around every limit and edge class of `f32`.
fn edges_f32() -> Vec<f32> {
    let mut v = vec![
        0.0,
        f32::MIN_POSITIVE,
        f32::from_bits(1),
        f32::from_bits(0x007f_ffff),
        1.0,
        f32::MAX,
        f32::INFINITY,
        f32::NAN,
        f32::EPSILON,
        // exp: overflow, subnormal and zero thresholds; the fast range's ends.
        88.722_83,
        88.722_84,
        -87.336_55,
        -103.972_08,
        -103.972_09,
        87.3,
        88.0,
        // tanh and sigmoid switch-over points; trigonometric fast range and tiny limits.
        0.55,
        10.0,
        9.01,
        131_072.0,
        2.441_406_3e-4,
        1e10,
        1e30,
        // log near 1 and at the 2/3 boundary of its reduction.
        0.666_666_7,
        1.333_333_3,
        0.999_999_94,
        1.000_000_1,
    ];
    // Multiples of pi/2, where sin, cos or tan has a zero or a pole, and odd multiples of
    // pi/4, where the reduction changes quadrant (and tan switches between its polynomial
    // and its reciprocal).
    for k in 1..64 {
        v.push((f64::from(k) * std::f64::consts::FRAC_PI_2) as f32);
        v.push(((f64::from(k) - 0.5) * std::f64::consts::FRAC_PI_2) as f32);
    }
    let mut with_neighbours = Vec::new();
    for x in v {
        for y in [x, x.next_up(), x.next_down()] {
            with_neighbours.extend([y, -y]);
        }
    }
    with_neighbours
}

/// As [`edges_f32`], for `f64`.
fn edges_f64() -> Vec<f64> {
    let mut v = vec![
        0.0,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        f64::from_bits(0x000f_ffff_ffff_ffff),
        1.0,
        f64::MAX,
        f64::INFINITY,
        f64::NAN,
        f64::EPSILON,
        709.782_712_893_384,
        -708.396_418_532_264_1,
        -745.133_219_101_941_1,
        -744.440_071_921_381_3,
        708.0,
        709.0,
        -708.0,
        20.0,
        19.06,
        1_048_576.0,
        1.490_116_119_384_765_6e-8,
        7.450_580_596_923_828e-9,
        std::f64::consts::FRAC_1_SQRT_2,
        std::f64::consts::SQRT_2,
        0.999_999_999_999_999_9,
        1.000_000_000_000_000_2,
        0.5,
        1e22,
        1e300,
    ];
    // Multiples of pi/2 and odd multiples of pi/4 (quadrant boundaries).
    for k in 1..64 {
        v.push(f64::from(k) * std::f64::consts::FRAC_PI_2);
        v.push((f64::from(k) - 0.5) * std::f64::consts::FRAC_PI_2);
    }
    // The double nearest a multiple of pi/2 below 2^20 (6381956970095103 * 2^797 is the
    // famous one beyond).
    v.push(6_381_956_970_095_103.0 * 2f64.powi(797));
    let mut with_neighbours = Vec::new();
    for x in v {
        for y in [x, x.next_up(), x.next_down()] {
            with_neighbours.extend([y, -y]);
        }
    }
    with_neighbours
}

/// About a million `f32` bit patterns spread over all 2^32 (every binade, both signs,
/// subnormals, infinities and `NaN`s), plus `n` evenly spaced inputs in `f`'s main range.
fn sweep_f32(f: Function, n: usize) -> Vec<f32> {
    let mut v: Vec<f32> = (0..=u32::MAX).step_by(4099).map(f32::from_bits).collect();
    let (lo, hi) = main_range(f);
    v.extend((0..n).map(|i| (lo + (hi - lo) * i as f64 / n as f64) as f32));
    v.extend(edges_f32());
    v
}

/// `n` pseudo-random `f64` inputs: a third uniform in `f`'s main range, a third with random
/// bits (all magnitudes), a third log-uniform below 1 (where cancellation lurks).
fn sample_f64(f: Function, n: usize, seed: u64) -> Vec<f64> {
    let mut rng = Rng(seed);
    let (lo, hi) = main_range(f);
    (0..n)
        .map(|i| match i % 3 {
            0 => rng.uniform(lo, hi),
            1 => f64::from_bits(rng.next()),
            _ => {
                let sign = if rng.next() & 1 == 0 { 1.0 } else { -1.0 };
                sign * 2f64.powf(rng.uniform(-60.0, 0.0))
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// Checks

/// The worst error of `f` over `xs` (f32), with the input that shows it.
fn worst_f32(f: Function, xs: &[f32]) -> (u64, f32) {
    let mut out = vec![0.0f32; xs.len()];
    f.map(xs, &mut out).unwrap();
    let mut worst = (0, 0.0);
    for (&x, &y) in xs.iter().zip(&out) {
        let e = ulps_f32(y, reference_f32(f, x));
        if e > worst.0 {
            worst = (e, x);
        }
    }
    worst
}

/// The worst error of `f` over `xs` (f64) where `astro-float` is the reference, and elsewhere
/// (special values, huge trigonometric arguments) the distance from libm, which the scalar
/// path calls there.
fn worst_f64(f: Function, xs: &[f64], consts: &mut Consts) -> (u64, f64) {
    let mut out = vec![0.0f64; xs.len()];
    f.map(xs, &mut out).unwrap();
    let mut worst = (0, 0.0);
    for (&x, &y) in xs.iter().zip(&out) {
        let reference = if has_reference_f64(f, x) {
            reference_f64(f, x, consts)
        } else {
            libm_f64(f, x)
        };
        let e = ulps_f64(y, reference);
        if e > worst.0 {
            worst = (e, x);
        }
    }
    worst
}

fn libm_f64(f: Function, x: f64) -> f64 {
    match f {
        Function::Exp => x.exp(),
        Function::Log => x.ln(),
        Function::Sin => x.sin(),
        Function::Cos => x.cos(),
        Function::Tan => x.tan(),
        Function::Tanh => x.tanh(),
        Function::Sigmoid if x < 0.0 => x.exp() / (1.0 + x.exp()),
        Function::Sigmoid => 1.0 / (1.0 + (-x).exp()),
    }
}

/// Whether two slices hold the same values bit for bit (any `NaN` matching any `NaN`).
fn same_f32(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

fn same_f64(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

#[test]
fn special_values_follow_ieee_and_libm() {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    // (function, input, expected): expected NaN matches any NaN; zeros match with their sign.
    let cases: &[(Function, f64, f64)] = &[
        (Function::Exp, nan, nan),
        (Function::Exp, inf, inf),
        (Function::Exp, -inf, 0.0),
        (Function::Exp, 0.0, 1.0),
        (Function::Exp, -0.0, 1.0),
        (Function::Exp, 1000.0, inf),
        (Function::Exp, -1000.0, 0.0),
        (Function::Log, nan, nan),
        (Function::Log, inf, inf),
        (Function::Log, -inf, nan),
        (Function::Log, 0.0, -inf),
        (Function::Log, -0.0, -inf),
        (Function::Log, -1.0, nan),
        (Function::Log, 1.0, 0.0),
        (Function::Sin, nan, nan),
        (Function::Sin, inf, nan),
        (Function::Sin, -inf, nan),
        (Function::Sin, 0.0, 0.0),
        (Function::Sin, -0.0, -0.0),
        (Function::Cos, nan, nan),
        (Function::Cos, inf, nan),
        (Function::Cos, -inf, nan),
        (Function::Cos, 0.0, 1.0),
        (Function::Cos, -0.0, 1.0),
        (Function::Tan, nan, nan),
        (Function::Tan, inf, nan),
        (Function::Tan, -inf, nan),
        (Function::Tan, 0.0, 0.0),
        (Function::Tan, -0.0, -0.0),
        (Function::Tanh, nan, nan),
        (Function::Tanh, inf, 1.0),
        (Function::Tanh, -inf, -1.0),
        (Function::Tanh, 0.0, 0.0),
        (Function::Tanh, -0.0, -0.0),
        (Function::Tanh, 50.0, 1.0),
        (Function::Tanh, -50.0, -1.0),
        (Function::Sigmoid, nan, nan),
        (Function::Sigmoid, inf, 1.0),
        (Function::Sigmoid, -inf, 0.0),
        (Function::Sigmoid, 0.0, 0.5),
        (Function::Sigmoid, -0.0, 0.5),
        (Function::Sigmoid, 1000.0, 1.0),
        (Function::Sigmoid, -1000.0, 0.0),
    ];
    let same = |a: f64, b: f64| (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits();
    for &(f, x, expected) in cases {
        // Alone and inside a block of ordinary values, so both the group's fast path and
        // its rescan see it.
        let mut block = vec![0.5f64; 100];
        block[37] = x;
        let mut out = vec![0.0; 100];
        f.map(&block, &mut out).unwrap();
        assert!(same(out[37], expected), "{f:?}({x}) = {} (f64)", out[37]);
        let block32: Vec<f32> = block.iter().map(|&v| v as f32).collect();
        let mut out32 = vec![0.0f32; 100];
        f.map(&block32, &mut out32).unwrap();
        let y = f64::from(out32[37]);
        assert!(same(y, expected), "{f:?}({x}) = {y} (f32)");
        // The rescan leaves the other lanes as the fast path made them.
        let mut alone = [0.0];
        f.map(&[0.5], &mut alone).unwrap();
        for (i, &y) in out.iter().enumerate().filter(|&(i, _)| i != 37) {
            assert_eq!(y, alone[0], "{f:?} lane {i} beside {x}");
        }
    }
}

#[test]
fn f32_within_two_ulps_over_a_million_inputs_each() {
    for f in Function::ALL {
        let (e, x) = worst_f32(f, &sweep_f32(f, 1 << 18));
        assert!(
            e <= F32_ULPS,
            "{f:?}: {e} ulp at {x:e} ({:#x})",
            x.to_bits()
        );
    }
}

#[test]
fn f64_within_one_ulp_of_a_correctly_rounded_reference() {
    let n: usize = if cfg!(debug_assertions) { 1500 } else { 60_000 };
    let mut consts = consts();
    for (i, f) in Function::ALL.into_iter().enumerate() {
        let mut xs = sample_f64(f, n, i as u64);
        xs.extend(edges_f64());
        let (e, x) = worst_f64(f, &xs, &mut consts);
        assert!(
            e <= F64_ULPS,
            "{f:?}: {e} ulp at {x:e} ({:#x})",
            x.to_bits()
        );
    }
}

#[test]
fn the_f64_reference_agrees_with_libm() {
    // A check of the reference pipeline itself: glibc is within 1 ulp (2 for tanh) of the
    // correctly rounded result, so the two never differ by more than 2.
    let mut consts = consts();
    for f in Function::ALL {
        for x in sample_f64(f, 300, 99) {
            if has_reference_f64(f, x) {
                let (a, b) = (reference_f64(f, x, &mut consts), libm_f64(f, x));
                assert!(ulps_f64(a, b) <= 2, "{f:?}({x:e}): {a:e} vs libm {b:e}");
            }
        }
    }
}

/// Runs `K` on every instruction set this CPU has, and checks they agree with the default
/// path bit for bit (the lane code is IEEE arithmetic and FMA only, so vector width cannot
/// change a result), and that the scalar path is libm's.
fn paths_agree<K: Lanes<f32> + Lanes<f64>>(f: Function) {
    let xs32 = sweep_f32(f, 4096);
    let xs64: Vec<f64> = sample_f64(f, 20_000, 7)
        .into_iter()
        .chain(edges_f64())
        .collect();
    let mut best32 = vec![0.0f32; xs32.len()];
    let mut best64 = vec![0.0f64; xs64.len()];
    f.map(&xs32, &mut best32).unwrap();
    f.map(&xs64, &mut best64).unwrap();
    let mut other32 = vec![0.0f32; xs32.len()];
    let mut other64 = vec![0.0f64; xs64.len()];
    #[cfg(target_arch = "x86_64")]
    {
        if let Some(simd) = pulp::x86::V3::try_new() {
            Kernel::<K>::run_on(simd, &xs32, &mut other32);
            Kernel::<K>::run_on(simd, &xs64, &mut other64);
            assert!(
                same_f32(&best32, &other32),
                "{f:?}: AVX2 and default differ (f32)"
            );
            assert!(
                same_f64(&best64, &other64),
                "{f:?}: AVX2 and default differ (f64)"
            );
        }
        if let Some(simd) = pulp::x86::V4::try_new() {
            Kernel::<K>::run_on(simd, &xs32, &mut other32);
            Kernel::<K>::run_on(simd, &xs64, &mut other64);
            assert!(
                same_f32(&best32, &other32),
                "{f:?}: AVX-512 and default differ (f32)"
            );
            assert!(
                same_f64(&best64, &other64),
                "{f:?}: AVX-512 and default differ (f64)"
            );
        }
    }
    Kernel::<K>::run_on(pulp::Scalar::new(), &xs32, &mut other32);
    Kernel::<K>::run_on(pulp::Scalar::new(), &xs64, &mut other64);
    let libm32: Vec<f32> = xs32.iter().map(|&x| <K as Lanes<f32>>::libm(x)).collect();
    let libm64: Vec<f64> = xs64.iter().map(|&x| <K as Lanes<f64>>::libm(x)).collect();
    assert!(
        same_f32(&other32, &libm32),
        "{f:?}: the scalar path is not libm (f32)"
    );
    assert!(
        same_f64(&other64, &libm64),
        "{f:?}: the scalar path is not libm (f64)"
    );
}

#[test]
fn every_instruction_set_gives_the_same_results() {
    paths_agree::<exp::Exp>(Function::Exp);
    paths_agree::<log::Log>(Function::Log);
    paths_agree::<trig::Sin>(Function::Sin);
    paths_agree::<trig::Cos>(Function::Cos);
    paths_agree::<trig::Tan>(Function::Tan);
    paths_agree::<logistic::Tanh>(Function::Tanh);
    paths_agree::<logistic::Sigmoid>(Function::Sigmoid);
}

#[test]
fn in_place_vector_and_half_forms_match_the_slice_form() {
    let xs: Vec<f32> = (0..3000).map(|i| (i as f32 - 1500.0) * 0.01).collect();
    for f in Function::ALL {
        let mut out = vec![0.0f32; xs.len()];
        f.map(&xs, &mut out).unwrap();
        assert!(same_f32(&f.map_to_vec(&xs).unwrap(), &out), "{f:?}");
        let mut in_place = xs.clone();
        f.map_in_place(&mut in_place);
        assert!(same_f32(&in_place, &out), "{f:?}");
        // float16 and bfloat16 compute in f32 and round once.
        let h: Vec<f16> = xs.iter().map(|&x| f16::from_f32(x)).collect();
        let hx: Vec<f32> = h.iter().map(|x| x.to_f32()).collect();
        let expected: Vec<f16> = f
            .map_to_vec(&hx)
            .unwrap()
            .into_iter()
            .map(f16::from_f32)
            .collect();
        let same = |a: &[f16], b: &[f16]| a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits());
        assert!(same(&f.map_to_vec(&h).unwrap(), &expected), "{f:?} f16");
        let b: Vec<bf16> = xs.iter().map(|&x| bf16::from_f32(x)).collect();
        let bx: Vec<f32> = b.iter().map(|x| x.to_f32()).collect();
        let expected: Vec<bf16> = f
            .map_to_vec(&bx)
            .unwrap()
            .into_iter()
            .map(bf16::from_f32)
            .collect();
        let mut in_place = b.clone();
        f.map_in_place(&mut in_place);
        let same =
            |a: &[bf16], b: &[bf16]| a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits());
        assert!(same(&in_place, &expected), "{f:?} bf16");
    }
}

#[test]
fn mismatched_lengths_are_an_error() {
    let msg = Function::Sin
        .map(&[1.0f32, 2.0], &mut [0.0f32; 3])
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("sin") && msg.contains('3') && msg.contains('2'),
        "{msg}"
    );
}

// ---------------------------------------------------------------------------------------
// The heavy sweeps

/// Runs `work` over `0..n` split across two threads, and returns the worst result.
fn in_two_threads<T: Ord + Send>(n: u64, work: impl Fn(std::ops::Range<u64>) -> T + Sync) -> T {
    let half = n / 2;
    std::thread::scope(|s| {
        let a = s.spawn(|| work(0..half));
        let b = work(half..n);
        a.join().expect("sweep thread").max(b)
    })
}

#[test]
#[ignore = "every f32 input: minutes in a release build"]
fn f32_exhaustive() {
    for f in Function::ALL {
        let worst = in_two_threads(1 << 32, |range| {
            let mut worst = (0u64, 0u32);
            let mut xs = vec![0.0f32; 1 << 16];
            let mut out = vec![0.0f32; 1 << 16];
            let mut start = range.start;
            while start < range.end {
                let len = (range.end - start).min(1 << 16) as usize;
                for (i, x) in xs[..len].iter_mut().enumerate() {
                    *x = f32::from_bits((start + i as u64) as u32);
                }
                f.map(&xs[..len], &mut out[..len]).unwrap();
                for (&x, &y) in xs[..len].iter().zip(&out[..len]) {
                    let e = ulps_f32(y, reference_f32(f, x));
                    if e > worst.0 {
                        worst = (e, x.to_bits());
                    }
                }
                start += len as u64;
            }
            worst
        });
        println!(
            "{f:?} f32: worst {} ulp at {:e}",
            worst.0,
            f32::from_bits(worst.1)
        );
        assert!(
            worst.0 <= F32_ULPS,
            "{f:?}: {} ulp at {:#x}",
            worst.0,
            worst.1
        );
    }
}

#[test]
#[ignore = "a million f64 inputs per function against astro-float: minutes in a release build"]
fn f64_a_million_points_each() {
    let n: u64 = std::env::var("IVY_VMATH_F64_POINTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    for (i, f) in Function::ALL.into_iter().enumerate() {
        let worst = in_two_threads(n, |range| {
            let xs = sample_f64(
                f,
                (range.end - range.start) as usize,
                range.start ^ i as u64,
            );
            let (e, x) = worst_f64(f, &xs, &mut consts());
            (e, x.to_bits())
        });
        println!(
            "{f:?} f64: worst {} ulp at {:e}",
            worst.0,
            f64::from_bits(worst.1)
        );
        assert!(
            worst.0 <= F64_ULPS,
            "{f:?}: {} ulp at {:#x}",
            worst.0,
            worst.1
        );
    }
}
