//! Special functions of one real variable (and the Hurwitz zeta of two), as SciPy's
//! `scipy.special` defines them: each computed in `f64` and rounded once to the element's
//! dtype ([`in_f64`], [`in_f64_2`]), so every float dtype gets the same, correctly rounded
//! or nearly so, values.

use std::f64::consts::{FRAC_2_SQRT_PI, PI};

use super::{AccFloat, FloatElem, in_acc, in_acc2};

/// `f(x)` computed in `f64` and rounded once to `x`'s dtype.
#[inline]
pub fn in_f64<T: FloatElem>(x: T, f: fn(f64) -> f64) -> T {
    in_acc(x, |a| <T::Acc as AccFloat>::of(f(a.wide())))
}

/// `f(x, y)` computed in `f64` and rounded once to their dtype.
#[inline]
pub fn in_f64_2<T: FloatElem>(x: T, y: T, f: fn(f64, f64) -> f64) -> T {
    in_acc2(x, y, |a, b| <T::Acc as AccFloat>::of(f(a.wide(), b.wide())))
}

/// `ln |Γ(x)|` (SciPy's `gammaln`, C's `lgamma`): `inf` at 0 and the negative integers.
pub fn lgamma(x: f64) -> f64 {
    libm::lgamma(x)
}

/// The complementary error function `1 - erf(x)`, without the cancellation for large `x`.
pub fn erfc(x: f64) -> f64 {
    libm::erfc(x)
}

/// The digamma function `ψ(x) = Γ'(x) / Γ(x)` (SciPy's `psi`): `-inf` at `+0`, `+inf` at
/// `-0`, `nan` at the negative integers and `-inf`.
///
/// Negative arguments by the reflection `ψ(x) = ψ(1 - x) - π / tan(π x)` (the tangent of the
/// fractional part, which keeps its precision), then the recurrence `ψ(x) = ψ(x + 1) - 1 / x`
/// up to 10 and the asymptotic series `ln x - 1 / 2x - Σ B₂ₖ / (2k x²ᵏ)` there.
pub fn digamma(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return if x.is_sign_negative() {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        };
    }
    if x < 0.0 {
        let fraction = x - x.floor();
        if fraction == 0.0 {
            return f64::NAN;
        }
        return digamma(1.0 - x) - PI / (PI * fraction).tan();
    }
    let (mut x, mut shift) = (x, 0.0);
    while x < 10.0 {
        shift -= 1.0 / x;
        x += 1.0;
    }
    let f = 1.0 / (x * x);
    // -B₂ₖ / 2k for k = 1..7.
    let series = f
        * (-1.0 / 12.0
            + f * (1.0 / 120.0
                + f * (-1.0 / 252.0
                    + f * (1.0 / 240.0
                        + f * (-1.0 / 132.0 + f * (691.0 / 32760.0 + f * (-1.0 / 12.0)))))));
    shift + x.ln() - 0.5 / x + series
}

/// The inverse error function (SciPy's `erfinv`): `±inf` at ±1, `nan` outside `[-1, 1]`,
/// `-0` at `-0`.
///
/// Giles' single-precision approximation as the start, then Halley steps on `erf(x) - |y|`
/// (on `erfc(x) - (1 - |y|)` above 1/2, where `1 - |y|` is exact and `erfc` keeps the digits
/// `erf` loses) until a step no longer changes `x`.
pub fn erfinv(y: f64) -> f64 {
    if y.is_nan() || !(-1.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    if y == 0.0 || y.abs() == 1.0 {
        return if y == 0.0 { y } else { y * f64::INFINITY };
    }
    let a = y.abs();
    let w = -((1.0 - a) * (1.0 + a)).ln();
    let mut x = a * if w < 5.0 {
        let w = w - 2.5;
        [
            2.810_226_36e-8,
            3.432_739_39e-7,
            -3.523_387_7e-6,
            -4.391_506_54e-6,
            2.185_808_7e-4,
            -1.253_725_03e-3,
            -4.177_681_64e-3,
            2.466_407_27e-1,
            1.501_409_41,
        ]
        .iter()
        .fold(0.0, |p, c| p * w + c)
    } else {
        let w = w.sqrt() - 3.0;
        [
            -2.002_142_57e-4,
            1.009_505_58e-4,
            1.349_343_22e-3,
            -3.673_428_44e-3,
            5.739_507_73e-3,
            -7.622_461_3e-3,
            9.438_870_47e-3,
            1.001_674_06,
            2.832_976_82,
        ]
        .iter()
        .fold(0.0, |p, c| p * w + c)
    };
    for _ in 0..8 {
        let residual = if a <= 0.5 {
            libm::erf(x) - a
        } else {
            (1.0 - a) - libm::erfc(x)
        };
        let step = residual / (FRAC_2_SQRT_PI * (-x * x).exp());
        let next = x - step / (1.0 + x * step);
        if next == x || !next.is_finite() {
            break;
        }
        x = next;
    }
    x.copysign(y)
}

/// The modified Bessel function of the first kind of order 0 (NumPy's `i0`), even in `x`:
/// its power series `Σ ((x/2)ᵏ / k!)²` up to 30 (positive terms: no cancellation), its
/// asymptotic series `eˣ / sqrt(2πx) Σ ((2k-1)!!)² / (k! (8x)ᵏ)` beyond (`e^(x/2)` twice, so
/// that it is finite up to where `i0` itself overflows).
pub fn i0(x: f64) -> f64 {
    let x = x.abs();
    if x.is_nan() || x.is_infinite() {
        return x;
    }
    if x <= 30.0 {
        let q = x * x / 4.0;
        let (mut term, mut sum, mut k) = (1.0, 1.0, 1.0);
        while term > sum * 1e-17 {
            term *= q / (k * k);
            sum += term;
            k += 1.0;
        }
        sum
    } else {
        let (mut term, mut sum) = (1.0f64, 1.0);
        for k in 1..60 {
            let odd = f64::from(2 * k - 1);
            term *= odd * odd / (f64::from(k) * 8.0 * x);
            sum += term;
            if term < sum * 1e-17 {
                break;
            }
        }
        let half = (x / 2.0).exp();
        half * (half / (2.0 * PI * x).sqrt() * sum)
    }
}

/// `(2k)! / B₂ₖ` for k = 1..12, the Euler-Maclaurin coefficients of [`zeta`].
const EULER_MACLAURIN: [f64; 12] = [
    12.0,
    -720.0,
    30240.0,
    -1_209_600.0,
    47_900_160.0,
    -1.892_437_580_318_379_2e9,
    7.472_424_96e10,
    -2.950_130_727_918_164e12,
    1.164_678_281_435_006_7e14,
    -4.597_978_722_407_473e15,
    1.815_210_540_194_354_7e17,
    -7.166_165_256_175_667e18,
];

/// The Hurwitz zeta function `ζ(x, q) = Σₖ (k + q)^-x` (SciPy's `zeta(x, q)`): `inf` at
/// `x = 1` and at `q` a non-positive integer, `nan` for `x < 1` and for `q < 0` with `x` not
/// an integer (`q^-x` is not real).
///
/// Summed directly until `k + q` passes 9 (and nine terms at least), then the Euler-Maclaurin
/// tail with twelve Bernoulli terms, as Cephes does.
pub fn zeta(x: f64, q: f64) -> f64 {
    if x.is_nan() || q.is_nan() {
        return f64::NAN;
    }
    if x == 1.0 {
        return f64::INFINITY;
    }
    if x < 1.0 {
        return f64::NAN;
    }
    if q <= 0.0 {
        if q == q.floor() {
            return f64::INFINITY;
        }
        if x != x.floor() {
            return f64::NAN;
        }
    }
    if q > 1e8 {
        return (1.0 / (x - 1.0) + 1.0 / (2.0 * q)) * q.powf(1.0 - x);
    }
    let mut s = q.powf(-x);
    let (mut a, mut b, mut i) = (q, 0.0, 0);
    while i < 9 || a <= 9.0 {
        i += 1;
        a += 1.0;
        b = a.powf(-x);
        s += b;
        if (b / s).abs() < f64::EPSILON / 2.0 {
            return s;
        }
    }
    let w = a;
    s += b * w / (x - 1.0);
    s -= 0.5 * b;
    let (mut a, mut k) = (1.0, 0.0);
    for coefficient in EULER_MACLAURIN {
        a *= x + k;
        b /= w;
        let t = a * b / coefficient;
        s += t;
        if (t / s).abs() < f64::EPSILON / 2.0 {
            break;
        }
        k += 1.0;
        a *= x + k;
        b /= w;
        k += 1.0;
    }
    s
}

/// The normalised sinc `sin(πx) / (πx)`, 1 at 0 (NumPy's `sinc`, `nan` at ±inf).
pub fn sinc(x: f64) -> f64 {
    if x == 0.0 {
        return 1.0;
    }
    let y = PI * x;
    y.sin() / y
}

/// `x ln y`, 0 where `x` is 0 and `y` is not `nan` (SciPy's `xlogy`: `0 ln 0` is 0).
pub fn xlogy(x: f64, y: f64) -> f64 {
    if x == 0.0 && !y.is_nan() {
        0.0
    } else {
        x * y.ln()
    }
}

/// `log2(2^a + 2^b)` as NumPy computes it: the larger plus `log2(1 + 2^-|a - b|)`, so neither
/// power overflows; equal operands (infinities included) give `a + 1`.
pub fn logaddexp2_of<W: AccFloat>(a: W, b: W) -> W {
    if a == b {
        return a + W::one();
    }
    let d = a - b;
    if d > W::zero() {
        a + (-d).exp2().ln_1p() * W::LOG2_E()
    } else if d <= W::zero() {
        b + d.exp2().ln_1p() * W::LOG2_E()
    } else {
        d // nan
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_forms() {
        // ψ(1) = -γ, ψ(1/2) = -γ - 2 ln 2.
        let gamma = 0.577_215_664_901_532_9;
        assert!((digamma(1.0) + gamma).abs() < 1e-15);
        assert!((digamma(0.5) + gamma + 2.0 * std::f64::consts::LN_2).abs() < 1e-15);
        // erf(erfinv(y)) = y.
        for y in [0.1, 0.5, 0.9, -0.99, 1.0 - 1e-12] {
            assert!(
                (libm::erf(erfinv(y)) - y).abs() <= 2e-16 * y.abs().max(1.0),
                "{y}"
            );
        }
        // ζ(2, 1) = π²/6; I0(0) = 1.
        assert!((zeta(2.0, 1.0) - PI * PI / 6.0).abs() < 1e-15);
        assert_eq!(i0(0.0), 1.0);
        assert_eq!(sinc(0.0), 1.0);
        assert_eq!(xlogy(0.0, 0.0), 0.0);
        assert_eq!(logaddexp2_of(1.0f64, 1.0), 2.0);
    }
}
