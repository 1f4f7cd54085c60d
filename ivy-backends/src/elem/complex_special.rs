//! The results of the complex functions for infinite and NaN parts, as C99 Annex G (G.6)
//! tabulates them and NumPy's npymath returns them. The functions of [`super::complex_math`]
//! compute finite arguments with their formulas and hand the rest here (a cold path): the
//! formulas would give `inf * 0` or `inf - inf` there, hence NaN where Annex G has a value.
//!
//! Each table is written for the first quadrant (`|x|`, `|y|`) and the signs follow from the
//! function's symmetries in Annex G: every one commutes with conjugation, `sinh`, `tanh`,
//! `asinh` and `atanh` are odd, `cosh` is even. Where Annex G leaves a sign unspecified
//! ("±"), these pick one.

use num_complex::Complex;
use num_traits::Float;

use super::AccFloat;

/// `|magnitude|` with the sign of `sign` (of a zero too).
pub fn signed<R: Float>(magnitude: R, sign: R) -> R {
    let m = magnitude.abs();
    if sign.is_sign_negative() { -m } else { m }
}

/// `cexp(x + iy)`, not both finite (G.6.3.1).
#[cold]
pub fn exp<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let nan = R::nan();
    if x.is_nan() {
        // NaN + i0 keeps its zero; any other y gives NaN + iNaN.
        return if y == R::zero() {
            Complex::new(x, y)
        } else {
            Complex::new(nan, nan)
        };
    }
    if x.is_finite() {
        // x + i inf, x + i NaN.
        return Complex::new(nan, nan);
    }
    if y == R::zero() {
        // +inf + i0 = +inf + i0; -inf + i0 = +0 cis(0) = +0 + i0 (the sign of y kept).
        return Complex::new(x.exp(), y);
    }
    if y.is_finite() {
        // +inf cis(y) and +0 cis(y).
        let e = x.exp();
        return Complex::new(e * y.cos(), e * y.sin());
    }
    if x > R::zero() {
        Complex::new(x, nan)
    } else {
        Complex::new(R::zero(), R::zero())
    }
}

/// `expm1(x + iy)`, not both finite: `cexp(z) - 1` (the Array API's table: `-1 + i0` for
/// `-inf + i inf` and `-inf + iNaN`, `+inf + i0` for `+inf + i0`).
#[cold]
pub fn expm1<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let e = exp(x, y);
    Complex::new(e.re - R::one(), e.im)
}

/// `csinh(x + iy)`, not both finite (G.6.2.5).
#[cold]
pub fn sinh<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let nan = R::nan();
    if x == R::zero() {
        // ±0 + i inf and ±0 + i NaN give ±0 + i NaN.
        return Complex::new(x, nan);
    }
    if y == R::zero() {
        // ±inf + i0 and NaN + i0 keep both parts.
        return Complex::new(x, y);
    }
    if x.is_infinite() {
        return if y.is_finite() {
            // +inf cis(y), and by oddness -inf cis(-y) negated for x = -inf.
            Complex::new(x * y.cos(), R::infinity() * y.sin())
        } else {
            Complex::new(x, nan)
        };
    }
    Complex::new(nan, nan)
}

/// `ccosh(x + iy)`, not both finite (G.6.2.4).
#[cold]
pub fn cosh<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let nan = R::nan();
    if x == R::zero() {
        // ±0 + i inf and ±0 + i NaN give NaN ± i0.
        return Complex::new(nan, R::zero());
    }
    if y == R::zero() {
        // +inf + i0 = +inf + i0; the imaginary part is sinh(x) sin(y): a zero with the sign of
        // x y (NaN + i0 gives NaN ± i0).
        let im = if x.is_sign_negative() && !x.is_nan() {
            -y
        } else {
            y
        };
        return Complex::new(x.abs(), im);
    }
    if x.is_infinite() {
        return if y.is_finite() {
            // +inf cis(y), and the mirror image for x = -inf (even).
            Complex::new(R::infinity() * y.cos(), x * y.sin())
        } else {
            Complex::new(R::infinity(), nan)
        };
    }
    Complex::new(nan, nan)
}

/// `ctanh(x + iy)`, not both finite (G.6.2.6).
#[cold]
pub fn tanh<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let nan = R::nan();
    if x.is_nan() {
        // The same as `cexp` there: NaN + i0 keeps its zero, any other y gives NaN + iNaN.
        return exp(x, y);
    }
    if x.is_infinite() {
        // ±1 ± i0: the Array API takes the zero's sign from y (`+inf + iy` is `1 + i0` for
        // every positive finite y), where C99 has that of sin(2y); for y inf or NaN, 1 ± i0.
        return Complex::new(signed(R::one(), x), signed(R::zero(), y));
    }
    // Finite x, y inf or NaN: ±0 + iNaN keeps its zero (C23, the Array API).
    Complex::new(if x == R::zero() { x } else { nan }, nan)
}

/// `casinh(x + iy)`, not both finite (G.6.2.2).
#[cold]
pub fn asinh<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let (nan, inf) = (R::nan(), R::infinity());
    let (ax, ay) = (x.abs(), y.abs());
    let (re, im) = if x.is_nan() {
        if y == R::zero() {
            (nan, ay)
        } else if ay.is_infinite() {
            (inf, nan)
        } else {
            (nan, nan)
        }
    } else if y.is_nan() {
        if ax.is_infinite() {
            (inf, nan)
        } else {
            (nan, nan)
        }
    } else if ax.is_infinite() {
        if ay.is_infinite() {
            (inf, R::FRAC_PI_4())
        } else {
            (inf, R::zero())
        }
    } else {
        // Finite x, infinite y.
        (inf, R::FRAC_PI_2())
    };
    Complex::new(signed(re, x), signed(im, y))
}

/// `catanh(x + iy)`, with x or y infinite or NaN (G.6.2.3).
#[cold]
pub fn atanh<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let nan = R::nan();
    let (re, im) = if x.is_nan() {
        if y.is_infinite() {
            (R::zero(), R::FRAC_PI_2())
        } else {
            (nan, nan)
        }
    } else if y.is_nan() {
        if x.is_infinite() || x == R::zero() {
            (R::zero(), nan)
        } else {
            (nan, nan)
        }
    } else {
        // x or y infinite, neither NaN.
        (R::zero(), R::FRAC_PI_2())
    };
    Complex::new(signed(re, x), signed(im, y))
}

/// `cacosh(x + iy)`, not both finite (G.6.2.1).
#[cold]
pub fn acosh<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let (nan, inf) = (R::nan(), R::infinity());
    if x.is_nan() || y.is_nan() {
        if x == R::zero() {
            // ±0 + iNaN: NaN + i pi/2 (the real part of acos(±0) is pi/2 whatever y).
            return Complex::new(nan, R::FRAC_PI_2());
        }
        let re = if x.is_infinite() || y.is_infinite() {
            inf
        } else {
            nan
        };
        return Complex::new(re, nan);
    }
    Complex::new(inf, signed(angle(x, y), y))
}

/// The angle of `cacos(x + iy)`'s real part and `cacosh`'s imaginary part for x or y
/// infinite, neither NaN: 0 or pi for x = +inf or -inf (pi/4 and 3pi/4 with y infinite too),
/// else pi/2.
fn angle<R: AccFloat>(x: R, y: R) -> R {
    if x.is_infinite() {
        match (x > R::zero(), y.is_infinite()) {
            (true, false) => R::zero(),
            (true, true) => R::FRAC_PI_4(),
            (false, false) => R::PI(),
            (false, true) => R::of(0.75) * R::PI(),
        }
    } else {
        R::FRAC_PI_2()
    }
}

/// `cacos(x + iy)`, with x or y infinite or NaN (G.6.1.1).
#[cold]
pub fn acos<R: AccFloat>(x: R, y: R) -> Complex<R> {
    let (nan, inf) = (R::nan(), R::infinity());
    if x.is_nan() {
        return Complex::new(nan, if y.is_infinite() { -y } else { nan });
    }
    if y.is_nan() {
        return match (x.is_infinite(), x == R::zero()) {
            (true, _) => Complex::new(nan, inf),
            (_, true) => Complex::new(R::FRAC_PI_2(), nan),
            _ => Complex::new(nan, nan),
        };
    }
    Complex::new(angle(x, y), signed(inf, -y))
}

/// `a / b` when Smith's formula gave NaN + iNaN: Annex G's recovery (G.5.1, the `_Cdivd`
/// example) of an infinity over a finite number (an infinity) and of a finite number over an
/// infinity (a zero). A zero divisor NumPy has handled before.
#[cold]
pub fn div_recover<R: Float>(a: Complex<R>, b: Complex<R>) -> Complex<R> {
    let unit = |v: R| signed(if v.is_infinite() { R::one() } else { R::zero() }, v);
    let finite = |z: Complex<R>| z.re.is_finite() && z.im.is_finite();
    let (scale, (ar, ai), (br, bi)) = if (a.re.is_infinite() || a.im.is_infinite()) && finite(b) {
        (R::infinity(), (unit(a.re), unit(a.im)), (b.re, b.im))
    } else if (b.re.is_infinite() || b.im.is_infinite()) && finite(a) {
        (R::zero(), (a.re, a.im), (unit(b.re), unit(b.im)))
    } else {
        return Complex::new(R::nan(), R::nan());
    };
    Complex::new(scale * (ar * br + ai * bi), scale * (ai * br - ar * bi))
}
