//! Complex functions with C99's principal branches, as NumPy computes them, where num-complex's
//! textbook formulas fall short: they lose every digit near 0 (`asinh(1e-20)` is 0 there),
//! overflow for large arguments (`tanh(400)` is NaN there), or land on the wrong side of a
//! branch cut (`asin(2 + 0i)` gives the value below the cut there).
//!
//! On a branch cut, the sign of a zero part picks the side (`sqrt(-4 - 0i) == -2i`). The
//! inverse functions follow Kahan ("Branch cuts for complex elementary functions", 1987):
//! each is a few real functions of two complex square roots that carry the signed zeros; the
//! signs of the parts then follow from the function's symmetries (`asin` is odd and commutes
//! with conjugation, so its real part has the sign of `re`, its imaginary part that of `im`).
//!
//! The formulas take finite arguments; an infinite or NaN part goes, after one finiteness
//! check, to C99 Annex G's tables in [`super::complex_special`].

use num_complex::Complex;
use num_traits::Float;

use super::AccFloat;
use super::complex_special as special;
use special::signed;

/// Whether both parts are finite: the formulas below hold there; the rest is Annex G's table.
#[inline]
fn finite<R: Float>(z: Complex<R>) -> bool {
    z.re.is_finite() && z.im.is_finite()
}

/// `e^z`; on the real axis exactly `e^x + i0` (no `inf * 0` when `e^x` overflows).
#[inline]
pub fn exp<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    if !finite(z) {
        return special::exp(x, y);
    }
    if y == R::zero() {
        return Complex::new(x.exp(), y);
    }
    let e = x.exp();
    Complex::new(e * y.cos(), e * y.sin())
}

/// `e^z - 1`: `(e^x - 1) cos y - 2 sin^2(y/2) + i e^x sin y`, without the cancellation of
/// `e^z - 1` near 0; on the real axis exactly `expm1(x) + i0` (no `inf * 0`).
#[inline]
pub fn expm1<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    if !finite(z) {
        return special::expm1(x, y);
    }
    if y == R::zero() {
        // expm1(±0 + i0) = +0 + i0: the Array API's special case (Annex G leaves the sign open).
        let re = if x == R::zero() {
            R::zero()
        } else {
            x.exp_m1()
        };
        return Complex::new(re, y);
    }
    let half_sin = (y * R::of(0.5)).sin();
    let re = x.exp_m1() * y.cos() - R::of(2.0) * half_sin * half_sin;
    Complex::new(re, x.exp() * y.sin())
}

/// The natural logarithm, `ln|z| + i arg z`. Near the unit circle `ln|z|` is
/// `log1p((m - 1)(m + 1) + n^2) / 2` for the larger part `m` and the smaller `n` (`m - 1` is
/// exact there), which keeps the digits `ln(hypot(..))` cancels (`log2(1 + i/64)` in complex64
/// had a relative error of 1e-3). Parts below the smallest normal number are scaled up before
/// `hypot`, which would round `|z|` to the subnormal grid (`log2(2^-149 (1 + i))` in complex64
/// came out -149, not -148.5).
#[inline]
pub fn log<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    let (m, n) = (x.abs().max(y.abs()), x.abs().min(y.abs()));
    let re = if !finite(z) {
        // Annex G's values: hypot is inf with an infinite part, else NaN with a NaN one.
        x.hypot(y).ln()
    } else if m >= R::of(0.5) && m < R::of(2.0) {
        ((m - R::one()) * (m + R::one()) + n * n).ln_1p() * R::of(0.5)
    } else if m > R::zero() && m < R::min_positive_value() {
        // eps^2, a power of 2: the scaling and its logarithm are exact.
        let k = R::epsilon() * R::epsilon();
        (x / k).hypot(y / k).ln() + k.ln()
    } else {
        x.hypot(y).ln()
    };
    Complex::new(re, y.atan2(x))
}

/// `log(z) / ln 2`, as NumPy.
#[inline]
pub fn log2<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let w = log(z);
    Complex::new(w.re / R::LN_2(), w.im / R::LN_2())
}

/// `log(z) / ln 10`, as NumPy.
#[inline]
pub fn log10<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let w = log(z);
    Complex::new(w.re / R::LN_10(), w.im / R::LN_10())
}

/// `2^z`, as NumPy: `e^(z ln 2)`, scaling each part (so `nan + 0i` keeps its zero).
#[inline]
pub fn exp2<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    exp(z * R::LN_2())
}

/// The sine, `-i sinh(i z)` (C99 7.3.5.5).
#[inline]
pub fn sin<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    times_minus_i(sinh(times_i(z)))
}

/// The cosine, `cosh(i z)` (C99 7.3.5.4).
#[inline]
pub fn cos<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    cosh(times_i(z))
}

/// The tangent, `-i tanh(i z)` (C99 7.3.5.6).
#[inline]
pub fn tan<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    times_minus_i(tanh(times_i(z)))
}

/// `a / b` as NumPy divides: Smith's method (no overflow in `|b|^2`), a zero divisor giving
/// each part over `+0` (`(3 + 0i) / 0 == inf + nan i`); where that yields NaN + iNaN, Annex
/// G's recovery of infinite operands.
#[inline]
pub fn div<R: Float>(a: Complex<R>, b: Complex<R>) -> Complex<R> {
    let (ar, ai, br, bi) = (a.re, a.im, b.re, b.im);
    let q = if br.abs() >= bi.abs() {
        if br == R::zero() && bi == R::zero() {
            return Complex::new(ar / br.abs(), ai / br.abs());
        }
        let rat = bi / br;
        let scl = (br + bi * rat).recip();
        Complex::new((ar + ai * rat) * scl, (ai - ar * rat) * scl)
    } else {
        let rat = br / bi;
        let scl = (bi + br * rat).recip();
        Complex::new((ar * rat + ai) * scl, (ai * rat - ar) * scl)
    };
    if q.re.is_nan() && q.im.is_nan() {
        return special::div_recover(a, b);
    }
    q
}

/// The principal square root, `re >= 0`; on the cut (negative reals) the sign of a zero `im`
/// picks `+i` or `-i`. Computed from `(|re| + |z|) / 2`, without cancellation, scaled near
/// the top of the range so that nothing overflows.
pub fn sqrt<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    if y.is_infinite() {
        return Complex::new(R::infinity(), y);
    }
    if x == R::zero() && y == R::zero() {
        return Complex::new(R::zero(), y);
    }
    let big = R::max_value() / R::of(4.0);
    let m = x.abs().max(y.abs());
    let (x, y, scale) = if m > big {
        (x / R::of(4.0), y / R::of(4.0), R::of(2.0))
    } else if m < R::min_positive_value() / R::epsilon() {
        // Subnormal parts would lose their digits in `hypot` and the halving: scale by
        // 2^(2p), an even power of 2 whose square root is exact.
        let eps = R::epsilon();
        (x / (eps * eps), y / (eps * eps), eps)
    } else {
        (x, y, R::one())
    };
    let t = ((x.abs() + x.hypot(y)) / R::of(2.0)).sqrt();
    let (re, im) = if x >= R::zero() {
        (t, y / (t + t))
    } else {
        (y.abs() / (t + t), signed(t, y))
    };
    Complex::new(re * scale, im * scale)
}

/// `ln(1 + z)`: near 0, `Re = log1p(x (2 + x) + y^2) / 2`, which does not round `1 + z`.
pub fn log1p<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    let one = R::one();
    let half = R::of(0.5);
    let re = if x.abs() < half && y.abs() < half {
        (x * (x + one + one) + y * y).ln_1p() * half
    } else {
        (x + one).hypot(y).ln()
    };
    Complex::new(re, y.atan2(x + one))
}

/// The hyperbolic sine; exact on the real axis, where the textbook formula gives
/// `inf * 0 = NaN` for large `re`.
pub fn sinh<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        return special::sinh(z.re, z.im);
    }
    if z.im == R::zero() {
        return Complex::new(z.re.sinh(), z.im);
    }
    Complex::new(z.re.sinh() * z.im.cos(), z.re.cosh() * z.im.sin())
}

/// The hyperbolic cosine; exact on the real axis (see [`sinh`]).
pub fn cosh<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        return special::cosh(z.re, z.im);
    }
    if z.im == R::zero() {
        return Complex::new(z.re.cosh(), z.im * z.re.signum());
    }
    Complex::new(z.re.cosh() * z.im.cos(), z.re.sinh() * z.im.sin())
}

/// The hyperbolic tangent (Kahan's formula, as FreeBSD's `ctanh`): `1 ± 0i`-like for large
/// `|re|` instead of `inf / inf`.
pub fn tanh<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    if !finite(z) {
        return special::tanh(x, y);
    }
    if x.abs() > R::of(22.0) {
        // tanh(x) rounds to ±1 here; the imaginary part is 4 sin y cos y e^(-2|x|).
        let e = (-x.abs()).exp();
        return Complex::new(signed(R::one(), x), R::of(4.0) * y.sin() * y.cos() * e * e);
    }
    let t = y.tan();
    let beta = R::one() + t * t;
    let s = x.sinh();
    let rho = (R::one() + s * s).sqrt();
    let denom = R::one() + beta * s * s;
    Complex::new(beta * rho * s / denom, t / denom)
}

/// `asinh(f(xi, eta))`, `f` a combination of products of the roots `xi`, `eta` of
/// [`one_minus_plus`]. Beyond `|z| = 1/eps` the products (about `|z|`) may overflow, and std's
/// `asinh` does above half the largest float: there the roots are halved and `asinh(4 p) =
/// ln|p| + 3 ln 2`, exact to within `1 / (64 p^2)`, below rounding.
fn asinh_of_roots<R: AccFloat>(
    z: Complex<R>,
    xi: Complex<R>,
    eta: Complex<R>,
    f: impl Fn(Complex<R>, Complex<R>) -> R,
) -> R {
    if z.re.abs().max(z.im.abs()) > R::epsilon().recip() {
        let half = R::of(0.5);
        let p = f(xi * half, eta * half);
        signed(p.abs().ln() + R::of(3.0) * R::LN_2(), p)
    } else {
        f(xi, eta).asinh()
    }
}

/// `sqrt(1 - z)` and `sqrt(1 + z)`, with `1` a real (so `1 - (x + 0i)` is `(1 - x) - 0i`).
fn one_minus_plus<R: AccFloat>(z: Complex<R>) -> (Complex<R>, Complex<R>) {
    let one = R::one();
    (
        sqrt(Complex::new(one - z.re, -z.im)),
        sqrt(Complex::new(one + z.re, z.im)),
    )
}

/// The inverse sine: real part in `[-pi/2, pi/2]`; cuts on the reals beyond ±1.
pub fn asin<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        // -i asinh(i z) (C99 7.3.5.2).
        let w = times_i(z);
        return times_minus_i(special::asinh(w.re, w.im));
    }
    let (xi, eta) = one_minus_plus(z);
    let re = (z.re / (xi.re * eta.re - xi.im * eta.im)).atan();
    let im = asinh_of_roots(z, xi, eta, |xi, eta| xi.re * eta.im - xi.im * eta.re);
    Complex::new(signed(re, z.re), signed(im, z.im))
}

/// The inverse cosine: real part in `[0, pi]`; cuts on the reals beyond ±1.
pub fn acos<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        return special::acos(z.re, z.im);
    }
    let (xi, eta) = one_minus_plus(z);
    let re = R::of(2.0) * (xi.re / eta.re).atan();
    let im = asinh_of_roots(z, xi, eta, |xi, eta| eta.re * xi.im - eta.im * xi.re);
    Complex::new(re, signed(im, -z.im))
}

/// The inverse hyperbolic cosine: real part `>= 0`, imaginary part in `[-pi, pi]`; cut on the
/// reals below 1.
pub fn acosh<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        return special::acosh(z.re, z.im);
    }
    let one = R::one();
    let xi = sqrt(Complex::new(z.re - one, z.im));
    let eta = sqrt(Complex::new(z.re + one, z.im));
    let re = asinh_of_roots(z, xi, eta, |xi, eta| xi.re * eta.re + xi.im * eta.im);
    let im = R::of(2.0) * (xi.im / eta.re).atan();
    Complex::new(re.abs(), signed(im, z.im))
}

/// `i z`, as `(-im, re)` (no multiplication, so no `0 * inf`).
fn times_i<R: Float>(z: Complex<R>) -> Complex<R> {
    Complex::new(-z.im, z.re)
}

/// `-i z`.
fn times_minus_i<R: Float>(z: Complex<R>) -> Complex<R> {
    Complex::new(z.im, -z.re)
}

/// The inverse hyperbolic sine, `-i asin(i z)`; cuts on the imaginary axis beyond ±i.
pub fn asinh<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        return special::asinh(z.re, z.im);
    }
    times_minus_i(asin(times_i(z)))
}

/// The inverse tangent, `-i atanh(i z)`; cuts on the imaginary axis beyond ±i.
pub fn atan<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    times_minus_i(atanh(times_i(z)))
}

/// `1 / z` by Smith's method (no overflow in `|z|^2`).
fn recip<R: Float>(z: Complex<R>) -> Complex<R> {
    let (a, b) = (z.re, z.im);
    if a.abs() >= b.abs() {
        let r = b / a;
        let d = a + b * r;
        Complex::new(d.recip(), -r / d)
    } else {
        let r = a / b;
        let d = a * r + b;
        Complex::new(r / d, -d.recip())
    }
}

/// The inverse hyperbolic tangent: imaginary part in `[-pi/2, pi/2]`; cuts on the reals beyond
/// ±1. Inside the unit circle [`atanh_inside`]; outside it `atanh(1 / z) ± i pi/2` (the two
/// differ by that constant on each half plane), which keeps the real part's digits for large
/// `|z|`.
pub fn atanh<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    if !finite(z) {
        return special::atanh(z.re, z.im);
    }
    let w = if z.re.hypot(z.im) <= R::one() {
        atanh_inside(z)
    } else {
        let inner = atanh_inside(recip(z));
        Complex::new(inner.re, inner.im + signed(R::FRAC_PI_2(), z.im))
    };
    Complex::new(signed(w.re, z.re), signed(w.im, z.im))
}

/// `atanh(z)` for `|z| <= 1` by Kahan's formulas, as FreeBSD's `catanh` (NumPy's):
/// `log1p(4x / ((1 - x)^2 + y^2)) / 4 + i atan2(2y, (1 - x)(1 + x) - y^2) / 2`. The real part
/// keeps its digits where `x` is tiny beside `y` (`(log1p(z) - log1p(-z)) / 2` cancels them
/// away: `atan(1 + 1e-262 i)` had imaginary part 0).
///
/// At `|x| = 1` with `|y|` below the epsilon the denominator is `y^2`, which underflows for a
/// tiny `y` (`atan(1e-242 + i)` gave an infinite imaginary part): the real part is then its
/// limit `(ln 2 - ln|y|) / 2`, written without the square, as FreeBSD does.
fn atanh_inside<R: AccFloat>(z: Complex<R>) -> Complex<R> {
    let (x, y) = (z.re, z.im);
    let one = R::one();
    let re = if x.abs() == one && y.abs() < R::epsilon() {
        signed((R::LN_2() - y.abs().ln()) * R::of(0.5), x)
    } else {
        (R::of(4.0) * x / ((one - x) * (one - x) + y * y)).ln_1p() * R::of(0.25)
    };
    let im = (R::of(2.0) * y).atan2((one - x) * (one + x) - y * y) * R::of(0.5);
    Complex::new(re, im)
}
