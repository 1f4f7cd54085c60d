//! The complex functions at the special values of C99 Annex G (G.6): every combination of
//! `±0`, a finite value, `±inf` and NaN in the real and imaginary parts, with the sign of each
//! zero and infinity, on complex64 and complex128. NumPy's npymath returns these values.
//!
//! Each table is Annex G's, written by hand for the arguments it lists (positive-signed parts
//! where the function has a symmetry), and spread to the other quadrants by the symmetries
//! Annex G states for that function: every one commutes with conjugation (`f(conj z) ==
//! conj f(z)`), `csinh`, `ctanh`, `casinh` and `catanh` are odd, `ccosh` is even. A finite
//! nonzero argument is `1` (or `2`, where the quadrant of `cis(y)` matters: `cis(1)` has both
//! parts positive, `cis(2)` a negative real part, `sin(2 * 2)` is negative). The functions
//! Annex G defines through others (G.6's introduction: `casin(z) = -i casinh(iz)`, `catan(z) = -i
//! catanh(iz)`, `ccos(z) = ccosh(iz)`, `csin(z) = -i csinh(iz)`, `ctan(z) = -i ctanh(iz)`) and
//! NumPy's `exp2(z) = cexp(z ln 2)`, `log2(z) = clog(z) / ln 2`, `log10(z) = clog(z) / ln 10`
//! take their tables from those rows. Annex G leaves the sign of a NaN open, and the sign of
//! the parts it writes `±`; those are not checked.

use crate::numeric_support::{carr, cvalues};

use ivy::Array;
use ivy::Dtype::{self, *};

const PI: f64 = std::f64::consts::PI;
const FRAC_PI_2: f64 = std::f64::consts::FRAC_PI_2;
const FRAC_PI_4: f64 = std::f64::consts::FRAC_PI_4;
const INF: f64 = f64::INFINITY;
const NAN: f64 = f64::NAN;

/// An expected part of a result.
#[derive(Clone, Copy, Debug)]
enum P {
    /// This value, with its sign (of a zero and an infinity too).
    V(f64),
    /// This value with either sign (Annex G's `±`).
    Pm(f64),
    /// NaN, of either sign.
    Nan,
}
use P::*;

impl std::ops::Neg for P {
    type Output = P;
    fn neg(self) -> P {
        match self {
            V(v) => V(-v),
            other => other,
        }
    }
}

impl P {
    /// The part scaled by a positive constant (`log2`'s `1 / ln 2`).
    fn scaled(self, k: f64) -> P {
        match self {
            V(v) => V(v * k),
            Pm(v) => Pm(v * k),
            Nan => Nan,
        }
    }

    /// Whether `got` is this part: zeros and infinities exactly with their sign, NaN as
    /// NaN, other values within `tol` relative.
    fn matches(self, got: f64, tol: f64) -> bool {
        let close = |a: f64, b: f64| {
            if b == 0.0 || b.is_infinite() {
                a == b
            } else {
                (a - b).abs() <= tol * b.abs()
            }
        };
        match self {
            V(v) => close(got, v) && got.is_sign_negative() == v.is_sign_negative(),
            Pm(v) => close(got.abs(), v.abs()),
            Nan => got.is_nan(),
        }
    }
}

/// An argument `x + iy` and the expected `re + i im`.
type Row = (f64, f64, P, P);

/// The symmetries Annex G states for a function, beyond conjugation.
#[derive(Clone, Copy)]
enum Sym {
    /// Only `f(conj z) == conj f(z)`.
    Conj,
    /// Also `f(-z) == -f(z)`.
    Odd,
    /// Also `f(-z) == f(z)`.
    Even,
}

/// Negates a part of an argument unless it is NaN (whose sign means nothing).
fn flip(v: f64) -> f64 {
    if v.is_nan() { v } else { -v }
}

/// The rows of a table for every quadrant its symmetries give.
fn spread(rows: &[Row], sym: Sym) -> Vec<Row> {
    let mut all = Vec::new();
    for &(x, y, re, im) in rows {
        all.push((x, y, re, im));
        all.push((x, flip(y), re, -im));
        let (re2, im2) = match sym {
            Sym::Conj => continue,
            Sym::Odd => (-re, -im),
            Sym::Even => (re, im),
        };
        all.push((flip(x), flip(y), re2, im2));
        all.push((flip(x), y, re2, -im2));
    }
    all
}

/// G.6.3.1 cexp; conjugation only.
fn cexp() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(1.0), V(0.0)),  // cexp(±0 + i0) = 1 + i0
            (-0.0, 0.0, V(1.0), V(0.0)), //
            (0.0, INF, Nan, Nan),        // cexp(x + i inf) = NaN + iNaN, finite x
            (1.0, INF, Nan, Nan),
            (-1.0, INF, Nan, Nan),
            (0.0, NAN, Nan, Nan), // cexp(x + iNaN) = NaN + iNaN, finite x
            (-1.0, NAN, Nan, Nan),
            (INF, 0.0, V(INF), V(0.0)),  // cexp(+inf + i0) = +inf + i0
            (-INF, 0.0, V(0.0), V(0.0)), // cexp(-inf + iy) = +0 cis(y), finite y
            (-INF, 1.0, V(0.0), V(0.0)),
            (-INF, 2.0, V(-0.0), V(0.0)),
            (INF, 1.0, V(INF), V(INF)), // cexp(+inf + iy) = +inf cis(y), finite nonzero y
            (INF, 2.0, V(-INF), V(INF)),
            (-INF, INF, Pm(0.0), Pm(0.0)), // cexp(-inf + i inf) = ±0 ± i0
            (INF, INF, Pm(INF), Nan),      // cexp(+inf + i inf) = ±inf + iNaN
            (-INF, NAN, Pm(0.0), Pm(0.0)), // cexp(-inf + iNaN) = ±0 ± i0
            (INF, NAN, Pm(INF), Nan),      // cexp(+inf + iNaN) = ±inf + iNaN
            (NAN, 0.0, Nan, V(0.0)),       // cexp(NaN + i0) = NaN + i0
            (NAN, 1.0, Nan, Nan),          // cexp(NaN + iy) = NaN + iNaN, nonzero y
            (NAN, INF, Nan, Nan),
            (NAN, NAN, Nan, Nan), // cexp(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Conj,
    )
}

/// G.6.3.2 clog; conjugation only.
fn clog() -> Vec<Row> {
    spread(
        &[
            (-0.0, 0.0, V(-INF), V(PI)),      // clog(-0 + i0) = -inf + i pi
            (0.0, 0.0, V(-INF), V(0.0)),      // clog(+0 + i0) = -inf + i0
            (0.0, INF, V(INF), V(FRAC_PI_2)), // clog(x + i inf) = +inf + i pi/2, finite x
            (-1.0, INF, V(INF), V(FRAC_PI_2)),
            (1.0, NAN, Nan, Nan), // clog(x + iNaN) = NaN + iNaN, finite x
            (-0.0, NAN, Nan, Nan),
            (-INF, 1.0, V(INF), V(PI)), // clog(-inf + iy) = +inf + i pi, positive finite y
            (-INF, 0.0, V(INF), V(PI)),
            (INF, 1.0, V(INF), V(0.0)), // clog(+inf + iy) = +inf + i0, positive finite y
            (INF, 0.0, V(INF), V(0.0)),
            (-INF, INF, V(INF), V(3.0 * FRAC_PI_4)), // clog(-inf + i inf) = +inf + i 3pi/4
            (INF, INF, V(INF), V(FRAC_PI_4)),        // clog(+inf + i inf) = +inf + i pi/4
            (INF, NAN, V(INF), Nan),                 // clog(±inf + iNaN) = +inf + iNaN
            (-INF, NAN, V(INF), Nan),
            (NAN, 1.0, Nan, Nan), // clog(NaN + iy) = NaN + iNaN, finite y
            (NAN, 0.0, Nan, Nan),
            (NAN, INF, V(INF), Nan), // clog(NaN + i inf) = +inf + iNaN
            (NAN, NAN, Nan, Nan),    // clog(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Conj,
    )
}

/// G.6.4.2 csqrt; conjugation only.
fn csqrt() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(0.0)), // csqrt(±0 + i0) = +0 + i0
            (-0.0, 0.0, V(0.0), V(0.0)),
            (0.0, INF, V(INF), V(INF)), // csqrt(x + i inf) = +inf + i inf, all x
            (-1.0, INF, V(INF), V(INF)),
            (INF, INF, V(INF), V(INF)),
            (-INF, INF, V(INF), V(INF)),
            (NAN, INF, V(INF), V(INF)),
            (1.0, NAN, Nan, Nan), // csqrt(x + iNaN) = NaN + iNaN, finite x
            (-0.0, NAN, Nan, Nan),
            (-INF, 1.0, V(0.0), V(INF)), // csqrt(-inf + iy) = +0 + i inf, positive finite y
            (-INF, 0.0, V(0.0), V(INF)),
            (INF, 1.0, V(INF), V(0.0)), // csqrt(+inf + iy) = +inf + i0, positive finite y
            (INF, 0.0, V(INF), V(0.0)),
            (-INF, NAN, Nan, Pm(INF)), // csqrt(-inf + iNaN) = NaN ± i inf
            (INF, NAN, V(INF), Nan),   // csqrt(+inf + iNaN) = +inf + iNaN
            (NAN, 1.0, Nan, Nan),      // csqrt(NaN + iy) = NaN + iNaN, finite y
            (NAN, 0.0, Nan, Nan),
            (NAN, NAN, Nan, Nan), // csqrt(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Conj,
    )
}

/// G.6.2.5 csinh; odd.
fn csinh() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(0.0)), // csinh(+0 + i0) = +0 + i0
            (0.0, INF, Pm(0.0), Nan),   // csinh(+0 + i inf) = ±0 + iNaN
            (0.0, NAN, Pm(0.0), Nan),   // csinh(+0 + iNaN) = ±0 + iNaN
            (1.0, INF, Nan, Nan),       // csinh(x + i inf) = NaN + iNaN, positive finite x
            (1.0, NAN, Nan, Nan),       // csinh(x + iNaN) = NaN + iNaN, nonzero finite x
            (INF, 0.0, V(INF), V(0.0)), // csinh(+inf + i0) = +inf + i0
            (INF, 1.0, V(INF), V(INF)), // csinh(+inf + iy) = +inf cis(y), positive finite y
            (INF, 2.0, V(-INF), V(INF)),
            (INF, INF, Pm(INF), Nan), // csinh(+inf + i inf) = ±inf + iNaN
            (INF, NAN, Pm(INF), Nan), // csinh(+inf + iNaN) = ±inf + iNaN
            (NAN, 0.0, Nan, V(0.0)),  // csinh(NaN + i0) = NaN + i0
            (NAN, 1.0, Nan, Nan),     // csinh(NaN + iy) = NaN + iNaN, nonzero y
            (NAN, INF, Nan, Nan),
            (NAN, NAN, Nan, Nan), // csinh(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Odd,
    )
}

/// G.6.2.4 ccosh; even.
fn ccosh() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(1.0), V(0.0)), // ccosh(+0 + i0) = 1 + i0
            (0.0, INF, Nan, Pm(0.0)),   // ccosh(+0 + i inf) = NaN ± i0
            (0.0, NAN, Nan, Pm(0.0)),   // ccosh(+0 + iNaN) = NaN ± i0
            (1.0, INF, Nan, Nan),       // ccosh(x + i inf) = NaN + iNaN, nonzero finite x
            (1.0, NAN, Nan, Nan),       // ccosh(x + iNaN) = NaN + iNaN, nonzero finite x
            (INF, 0.0, V(INF), V(0.0)), // ccosh(+inf + i0) = +inf + i0
            (INF, 1.0, V(INF), V(INF)), // ccosh(+inf + iy) = +inf cis(y), nonzero finite y
            (INF, 2.0, V(-INF), V(INF)),
            (INF, INF, Pm(INF), Nan), // ccosh(+inf + i inf) = ±inf + iNaN
            (INF, NAN, V(INF), Nan),  // ccosh(+inf + iNaN) = +inf + iNaN
            (NAN, 0.0, Nan, Pm(0.0)), // ccosh(NaN + i0) = NaN ± i0
            (NAN, 1.0, Nan, Nan),     // ccosh(NaN + iy) = NaN + iNaN, nonzero y
            (NAN, INF, Nan, Nan),
            (NAN, NAN, Nan, Nan), // ccosh(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Even,
    )
}

/// G.6.2.6 ctanh; odd.
fn ctanh() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(0.0)), // ctanh(+0 + i0) = +0 + i0
            (0.0, INF, V(0.0), Nan),    // ctanh(+0 + i inf) = +0 + iNaN (C23, Array API)
            (1.0, INF, Nan, Nan),       // ctanh(x + i inf) = NaN + iNaN, finite nonzero x
            (0.0, NAN, V(0.0), Nan),    // ctanh(+0 + iNaN) = +0 + iNaN (C23, Array API)
            (1.0, NAN, Nan, Nan),       // ctanh(x + iNaN) = NaN + iNaN, finite nonzero x
            (INF, 0.0, V(1.0), V(0.0)), // ctanh(+inf + iy) = 1 + i0, positive finite y: the
            (INF, 1.0, V(1.0), V(0.0)), //   Array API's sign, where C99's is that of sin(2y)
            (INF, 2.0, V(1.0), V(0.0)),
            (INF, INF, V(1.0), Pm(0.0)), // ctanh(+inf + i inf) = 1 ± i0
            (INF, NAN, V(1.0), Pm(0.0)), // ctanh(+inf + iNaN) = 1 ± i0
            (NAN, 0.0, Nan, V(0.0)),     // ctanh(NaN + i0) = NaN + i0
            (NAN, 1.0, Nan, Nan),        // ctanh(NaN + iy) = NaN + iNaN, nonzero y
            (NAN, INF, Nan, Nan),
            (NAN, NAN, Nan, Nan), // ctanh(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Odd,
    )
}

/// G.6.2.2 casinh; odd.
fn casinh() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(0.0)),       // casinh(+0 + i0) = +0 + i0
            (1.0, INF, V(INF), V(FRAC_PI_2)), // casinh(x + i inf) = +inf + i pi/2,
            (0.0, INF, V(INF), V(FRAC_PI_2)), //   positive finite x
            (1.0, NAN, Nan, Nan),             // casinh(x + iNaN) = NaN + iNaN, finite x
            (0.0, NAN, Nan, Nan),
            (INF, 1.0, V(INF), V(0.0)), // casinh(+inf + iy) = +inf + i0,
            (INF, 0.0, V(INF), V(0.0)), //   positive finite y
            (INF, INF, V(INF), V(FRAC_PI_4)), // casinh(+inf + i inf) = +inf + i pi/4
            (INF, NAN, V(INF), Nan),    // casinh(+inf + iNaN) = +inf + iNaN
            (NAN, 0.0, Nan, V(0.0)),    // casinh(NaN + i0) = NaN + i0
            (NAN, 1.0, Nan, Nan),       // casinh(NaN + iy) = NaN + iNaN, nonzero y
            (NAN, INF, Pm(INF), Nan),   // casinh(NaN + i inf) = ±inf + iNaN
            (NAN, NAN, Nan, Nan),       // casinh(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Odd,
    )
}

/// G.6.2.3 catanh; odd.
fn catanh() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(0.0)),       // catanh(+0 + i0) = +0 + i0
            (0.0, NAN, V(0.0), Nan),          // catanh(+0 + iNaN) = +0 + iNaN
            (1.0, 0.0, V(INF), V(0.0)),       // catanh(+1 + i0) = +inf + i0
            (1.0, INF, V(0.0), V(FRAC_PI_2)), // catanh(x + i inf) = +0 + i pi/2,
            (0.0, INF, V(0.0), V(FRAC_PI_2)), //   positive finite x
            (1.0, NAN, Nan, Nan),             // catanh(x + iNaN) = NaN + iNaN, nonzero x
            (INF, 1.0, V(0.0), V(FRAC_PI_2)), // catanh(+inf + iy) = +0 + i pi/2,
            (INF, 0.0, V(0.0), V(FRAC_PI_2)), //   positive finite y
            (INF, INF, V(0.0), V(FRAC_PI_2)), // catanh(+inf + i inf) = +0 + i pi/2
            (INF, NAN, V(0.0), Nan),          // catanh(+inf + iNaN) = +0 + iNaN
            (NAN, 1.0, Nan, Nan),             // catanh(NaN + iy) = NaN + iNaN, finite y
            (NAN, 0.0, Nan, Nan),
            (NAN, INF, Pm(0.0), V(FRAC_PI_2)), // catanh(NaN + i inf) = ±0 + i pi/2
            (NAN, NAN, Nan, Nan),              // catanh(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Odd,
    )
}

/// The Array API's `expm1` (no Annex G table; `cexp(z) - 1` at the special values);
/// conjugation only.
fn cexpm1() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(0.0)),  // expm1(+0 + i0) = +0 + i0
            (-0.0, 0.0, V(0.0), V(0.0)), // expm1(-0 + i0) = +0 + i0 (Annex G: ±0; the Array API: +0)
            (0.0, INF, Nan, Nan),        // expm1(x + i inf) = NaN + iNaN, finite x
            (1.0, INF, Nan, Nan),
            (-1.0, NAN, Nan, Nan), // expm1(x + iNaN) = NaN + iNaN, finite x
            (INF, 0.0, V(INF), V(0.0)), // expm1(+inf + i0) = +inf + i0
            (-INF, 0.0, V(-1.0), V(0.0)), // expm1(-inf + iy) = +0 cis(y) - 1, finite y
            (-INF, 1.0, V(-1.0), V(0.0)),
            (-INF, 2.0, V(-1.0), V(0.0)),
            (INF, 1.0, V(INF), V(INF)), // expm1(+inf + iy) = +inf cis(y) - 1, finite
            (INF, 2.0, V(-INF), V(INF)), //   nonzero y
            (-INF, INF, V(-1.0), Pm(0.0)), // expm1(-inf + i inf) = -1 ± i0
            (INF, INF, Pm(INF), Nan),   // expm1(+inf + i inf) = ±inf + iNaN
            (-INF, NAN, V(-1.0), Pm(0.0)), // expm1(-inf + iNaN) = -1 ± i0
            (INF, NAN, Pm(INF), Nan),   // expm1(+inf + iNaN) = ±inf + iNaN
            (NAN, 0.0, Nan, V(0.0)),    // expm1(NaN + i0) = NaN + i0
            (NAN, 1.0, Nan, Nan),       // expm1(NaN + iy) = NaN + iNaN, nonzero y
            (NAN, NAN, Nan, Nan),
        ],
        Sym::Conj,
    )
}

/// G.6.2.1 cacosh; conjugation only.
fn cacosh() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(0.0), V(FRAC_PI_2)), // cacosh(±0 + i0) = +0 + i pi/2
            (-0.0, 0.0, V(0.0), V(FRAC_PI_2)),
            (1.0, INF, V(INF), V(FRAC_PI_2)), // cacosh(x + i inf) = +inf + i pi/2,
            (-0.0, INF, V(INF), V(FRAC_PI_2)), //   finite x
            (1.0, NAN, Nan, Nan),             // cacosh(x + iNaN) = NaN + iNaN, finite x
            (0.0, NAN, Nan, Pm(FRAC_PI_2)),   // cacosh(±0 + iNaN) = NaN ± i pi/2 (C23,
            (-0.0, NAN, Nan, Pm(FRAC_PI_2)),  //   the Array API)
            (-INF, 1.0, V(INF), V(PI)),       // cacosh(-inf + iy) = +inf + i pi,
            (-INF, 0.0, V(INF), V(PI)),       //   positive finite y
            (INF, 1.0, V(INF), V(0.0)),       // cacosh(+inf + iy) = +inf + i0,
            (INF, 0.0, V(INF), V(0.0)),       //   positive finite y
            (-INF, INF, V(INF), V(3.0 * FRAC_PI_4)), // cacosh(-inf + i inf) = +inf + i 3pi/4
            (INF, INF, V(INF), V(FRAC_PI_4)), // cacosh(+inf + i inf) = +inf + i pi/4
            (INF, NAN, V(INF), Nan),          // cacosh(±inf + iNaN) = +inf + iNaN
            (-INF, NAN, V(INF), Nan),
            (NAN, 1.0, Nan, Nan), // cacosh(NaN + iy) = NaN + iNaN, finite y
            (NAN, 0.0, Nan, Nan),
            (NAN, INF, V(INF), Nan), // cacosh(NaN + i inf) = +inf + iNaN
            (NAN, NAN, Nan, Nan),    // cacosh(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Conj,
    )
}

/// G.6.1.1 cacos; conjugation only.
fn cacos() -> Vec<Row> {
    spread(
        &[
            (0.0, 0.0, V(FRAC_PI_2), V(-0.0)), // cacos(±0 + i0) = pi/2 - i0
            (-0.0, 0.0, V(FRAC_PI_2), V(-0.0)),
            (0.0, NAN, V(FRAC_PI_2), Nan), // cacos(±0 + iNaN) = pi/2 + iNaN
            (-0.0, NAN, V(FRAC_PI_2), Nan),
            (1.0, INF, V(FRAC_PI_2), V(-INF)), // cacos(x + i inf) = pi/2 - i inf, finite x
            (-0.0, INF, V(FRAC_PI_2), V(-INF)),
            (1.0, NAN, Nan, Nan), // cacos(x + iNaN) = NaN + iNaN, nonzero x
            (-1.0, NAN, Nan, Nan),
            (-INF, 1.0, V(PI), V(-INF)), // cacos(-inf + iy) = pi - i inf,
            (-INF, 0.0, V(PI), V(-INF)), //   positive finite y
            (INF, 1.0, V(0.0), V(-INF)), // cacos(+inf + iy) = +0 - i inf,
            (INF, 0.0, V(0.0), V(-INF)), //   positive finite y
            (-INF, INF, V(3.0 * FRAC_PI_4), V(-INF)), // cacos(-inf + i inf) = 3pi/4 - i inf
            (INF, INF, V(FRAC_PI_4), V(-INF)), // cacos(+inf + i inf) = pi/4 - i inf
            (INF, NAN, Nan, Pm(INF)),    // cacos(±inf + iNaN) = NaN ± i inf
            (-INF, NAN, Nan, Pm(INF)),
            (NAN, 1.0, Nan, Nan), // cacos(NaN + iy) = NaN + iNaN, finite y
            (NAN, 0.0, Nan, Nan),
            (NAN, INF, Nan, V(-INF)), // cacos(NaN + i inf) = NaN - i inf
            (NAN, NAN, Nan, Nan),     // cacos(NaN + iNaN) = NaN + iNaN
        ],
        Sym::Conj,
    )
}

/// The rows of `f(z) = -i g(iz)` from the rows of `g`: `g(x + iy) = u + iv` gives
/// `f(y - ix) = v - iu`.
fn minus_i_of_i(rows: Vec<Row>) -> Vec<Row> {
    rows.into_iter()
        .map(|(x, y, re, im)| (y, flip(x), im, -re))
        .collect()
}

/// The rows of `f(z) = g(iz)` from the rows of `g`: `g(x + iy) = w` gives `f(y - ix) = w`.
fn of_i(rows: Vec<Row>) -> Vec<Row> {
    rows.into_iter()
        .map(|(x, y, re, im)| (y, flip(x), re, im))
        .collect()
}

/// The rows of `f(z) = g(z) k` (NumPy's `log2`, `log10`) from the rows of `g`.
fn scaled(rows: Vec<Row>, k: f64) -> Vec<Row> {
    rows.into_iter()
        .map(|(x, y, re, im)| (x, y, re.scaled(k), im.scaled(k)))
        .collect()
}

/// The rows of `f(z) = g(z k)` (NumPy's `exp2`, `k = ln 2`) from the rows of `g` whose
/// results scaling leaves alone: all but those of `cis(y)` for a finite nonzero `y`.
fn of_scaled(rows: Vec<Row>) -> Vec<Row> {
    rows.into_iter()
        .filter(|&(_, y, ..)| !(y.is_finite() && y != 0.0))
        .collect()
}

type Unary = fn(&Array) -> ivy::Result<Array>;

/// Every complex function with its Annex G table.
fn tables() -> Vec<(&'static str, Unary, Vec<Row>)> {
    vec![
        ("exp", |x| ivy::exp(x), cexp()),
        ("exp2", |x| ivy::exp2(x), of_scaled(cexp())),
        ("expm1", |x| ivy::expm1(x), cexpm1()),
        ("log", |x| ivy::log(x), clog()),
        (
            "log2",
            |x| ivy::log2(x),
            scaled(clog(), std::f64::consts::LOG2_E),
        ),
        (
            "log10",
            |x| ivy::log10(x),
            scaled(clog(), std::f64::consts::LOG10_E),
        ),
        ("sqrt", |x| ivy::sqrt(x), csqrt()),
        ("sinh", |x| ivy::sinh(x), csinh()),
        ("cosh", |x| ivy::cosh(x), ccosh()),
        ("tanh", |x| ivy::tanh(x), ctanh()),
        ("sin", |x| ivy::sin(x), minus_i_of_i(csinh())),
        ("cos", |x| ivy::cos(x), of_i(ccosh())),
        ("tan", |x| ivy::tan(x), minus_i_of_i(ctanh())),
        ("asinh", |x| ivy::asinh(x), casinh()),
        ("acosh", |x| ivy::acosh(x), cacosh()),
        ("atanh", |x| ivy::atanh(x), catanh()),
        ("asin", |x| ivy::asin(x), minus_i_of_i(casinh())),
        ("acos", |x| ivy::acos(x), cacos()),
        ("atan", |x| ivy::atan(x), minus_i_of_i(catanh())),
    ]
}

/// The mismatches of `f` on `rows` in `dtype`, as readable lines.
fn mismatches(name: &str, f: Unary, rows: &[Row], dtype: Dtype) -> Vec<String> {
    let args: Vec<(f64, f64)> = rows.iter().map(|&(x, y, ..)| (x, y)).collect();
    let z = ivy::astype(&carr(&[args.len()], &args), dtype).unwrap();
    let got = cvalues(&f(&z).unwrap());
    let tol = if dtype == Complex64 { 1e-6 } else { 1e-14 };
    rows.iter()
        .zip(got)
        .filter(|((.., re, im), (gr, gi))| !(re.matches(*gr, tol) && im.matches(*gi, tol)))
        .map(|((x, y, re, im), (gr, gi))| {
            format!(
                "{name}({x:?} + {y:?}i) in {dtype}: got ({gr:?}, {gi:?}), want ({re:?}, {im:?})"
            )
        })
        .collect()
}

#[test]
fn every_complex_function_gives_annex_g_special_values() {
    ivy::init().unwrap();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, f, rows) in tables() {
        for dtype in [Complex64, Complex128] {
            checked += rows.len();
            failures.extend(mismatches(name, f, &rows, dtype));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn reported_cases_match_numpy() {
    // NumPy 2: exp2, cosh, tanh and atan of nan+0j keep the zero, asin(inf+1j) = pi/2 + i inf.
    ivy::init().unwrap();
    let z = carr(&[1], &[(NAN, 0.0)]);
    for (name, f) in [
        ("exp2", ivy::exp2 as fn(&Array) -> ivy::Result<Array>),
        ("cosh", ivy::cosh),
        ("tanh", ivy::tanh),
    ] {
        let (re, im) = cvalues(&f(&z).unwrap())[0];
        assert!(re.is_nan() && im == 0.0, "{name}(nan+0j) = {re}+{im}j");
    }
    // atan(nan + 0i) = -i catanh(-0 + i nan) = -i (-0 + i nan) = nan + 0i (G.6.2.3).
    let (re, im) = cvalues(&ivy::atan(&z).unwrap())[0];
    assert!(re.is_nan() && im == 0.0, "atan(nan+0j) = {re}+{im}j");
    let (re, im) = cvalues(&ivy::asin(&carr(&[1], &[(INF, 1.0)])).unwrap())[0];
    assert_eq!((re, im), (FRAC_PI_2, INF));
}

/// Whether `(re, im)` is an infinity in Annex G's sense (G.3: a part is infinite).
fn is_infinity((re, im): (f64, f64)) -> bool {
    re.is_infinite() || im.is_infinite()
}

#[test]
fn division_follows_g_5_1() {
    ivy::init().unwrap();
    for dtype in [Complex64, Complex128] {
        let div = |a: (f64, f64), b: (f64, f64)| {
            let a = ivy::astype(&carr(&[1], &[a]), dtype).unwrap();
            let b = ivy::astype(&carr(&[1], &[b]), dtype).unwrap();
            cvalues(&ivy::divide(&a, &b).unwrap())[0]
        };
        // NumPy divides each part by +0 for a zero divisor: (3 + 0i) / 0 = inf + nan i.
        let (re, im) = div((3.0, 0.0), (0.0, 0.0));
        assert!(re == INF && im.is_nan(), "(3+0j)/0 = {re}+{im}j in {dtype}");
        // G.5.1 ¶4: a nonzero finite number or an infinity over a zero is an infinity; an
        // infinity over a nonzero finite number is an infinity; a finite number over an
        // infinity is a zero.
        for (a, b) in [
            ((1.0, 1.0), (0.0, 0.0)),
            ((INF, NAN), (0.0, 0.0)),
            ((INF, INF), (1.0, 1.0)),
            ((INF, 0.0), (1.0, 1.0)),
            ((INF, NAN), (1.0, 1.0)),
            ((NAN, -INF), (2.0, -3.0)),
        ] {
            assert!(
                is_infinity(div(a, b)),
                "{a:?} / {b:?} = {:?} in {dtype}",
                div(a, b)
            );
        }
        for (a, b) in [
            ((1.0, 1.0), (INF, 0.0)),
            ((1.0, 1.0), (INF, INF)),
            ((-2.0, 3.0), (NAN, INF)),
            ((0.0, 0.0), (-INF, 1.0)),
        ] {
            let q = div(a, b);
            assert!(q.0 == 0.0 && q.1 == 0.0, "{a:?} / {b:?} = {q:?} in {dtype}");
        }
        // Ordinary quotients keep their value: (1 + 2i) / (3 - 4i) = (-5 + 10i) / 25.
        let (re, im) = div((1.0, 2.0), (3.0, -4.0));
        assert!(
            (re + 0.2).abs() < 1e-6 && (im - 0.4).abs() < 1e-6,
            "{re}+{im}j"
        );
    }
}

#[test]
fn abs_is_hypot() {
    // G.6's introduction: cabs(x + iy) = hypot(x, y); F.9.4.3: hypot(±inf, y) = +inf even for
    // a NaN y, hypot(x, ±0) = |x|.
    ivy::init().unwrap();
    let args = [
        (INF, NAN),
        (NAN, -INF),
        (-INF, 1.0),
        (-3.0, -0.0),
        (-0.0, -0.0),
        (NAN, 1.0),
        (NAN, 0.0),
    ];
    let want = [V(INF), V(INF), V(INF), V(3.0), V(0.0), Nan, Nan];
    for dtype in [Complex64, Complex128] {
        let z = ivy::astype(&carr(&[args.len()], &args), dtype).unwrap();
        let got = crate::numeric_support::values(&ivy::abs(&z).unwrap());
        for ((arg, w), g) in args.iter().zip(want).zip(got) {
            assert!(
                w.matches(g, 0.0),
                "abs{arg:?} in {dtype}: got {g:?}, want {w:?}"
            );
        }
    }
}

/// `f(z)` in `dtype`, as `f64` parts.
fn at(f: Unary, z: (f64, f64), dtype: Dtype) -> (f64, f64) {
    let a = ivy::astype(&carr(&[1], &[z]), dtype).unwrap();
    cvalues(&f(&a).unwrap())[0]
}

#[test]
fn expm1_of_zero_and_the_real_axis_keep_their_zeros() {
    ivy::init().unwrap();
    for dtype in [Complex64, Complex128] {
        let (re, im) = at(ivy::expm1, (0.0, 0.0), dtype);
        assert!(
            re.to_bits() == 0 && im.to_bits() == 0,
            "{dtype}: {re} + {im}i"
        );
        // Beyond the largest exp: +inf + i0, not inf * sin(0) = NaN.
        let (re, im) = at(ivy::expm1, (800.0, 0.0), dtype);
        assert!(re == INF && im.to_bits() == 0, "{dtype}: {re} + {im}i");
    }
}

#[test]
fn sqrt_of_subnormal_parts_matches_numpy() {
    // NumPy 2.4: sqrt(2**-149 (1+1j)) in complex64, sqrt(2**-1074 (1+1j)) in complex128.
    ivy::init().unwrap();
    let cases = [
        (
            Complex64,
            2f64.powi(-149),
            (4.1128055e-23, 1.7035798e-23),
            1e-6,
        ),
        (
            Complex128,
            f64::from_bits(1), // 2^-1074
            (2.4421097261308304e-162, 1.0115549693666347e-162),
            1e-14,
        ),
    ];
    for (dtype, t, (want_re, want_im), tol) in cases {
        let (re, im) = at(ivy::sqrt, (t, t), dtype);
        assert!(
            (re - want_re).abs() <= tol * want_re && (im - want_im).abs() <= tol * want_im,
            "{dtype}: {re} + {im}i"
        );
    }
}

#[test]
fn tiny_parts_beside_large_ones_keep_their_digits() {
    // NumPy 2.4 (found by the live comparison, ivy-python/tests/test_numpy_live.py).
    ivy::init().unwrap();
    // atan(1 + ti) = pi/4 + i t/2 to first order in t (d atan / dz = 1 / (1 + z^2) = 1/2).
    let t = 2.71151976e-262;
    let (re, im) = at(ivy::atan, (1.0, t), Complex128);
    assert_eq!(re, FRAC_PI_4);
    assert!(
        (im - t / 2.0).abs() <= 1e-15 * t,
        "atan(1 + ti) = {re} + {im}i"
    );
    // Near the branch point i, where (1 - |x|)^2 + y^2 underflows: Python's cmath.atan gives
    // atan(±1.58609194e-242 + i) = ±pi/4 + 278.72873329692567i, atan(1e-300 - i) =
    // pi/4 - 345.73433753938684i (found by the Array API suite's test_atan).
    for ((x, y), (want_re, want_im)) in [
        ((1.58609194e-242, 1.0), (FRAC_PI_4, 278.72873329692567)),
        ((-1.58609194e-242, 1.0), (-FRAC_PI_4, 278.72873329692567)),
        ((1e-300, -1.0), (FRAC_PI_4, -345.73433753938684)),
    ] {
        let (re, im) = at(ivy::atan, (x, y), Complex128);
        assert!(
            (re - want_re).abs() <= 1e-15 && (im - want_im).abs() <= 1e-15 * want_im.abs(),
            "atan({x} + {y}i) = {re} + {im}i"
        );
    }
    // 3^(100 + 0i) = 5.15e47, beyond complex64: inf + 0i, its zero kept (not inf * sin 0).
    let x = ivy::astype(&carr(&[1], &[(3.0, 0.0)]), Complex64).unwrap();
    let e = ivy::astype(&carr(&[1], &[(100.0, 0.0)]), Complex64).unwrap();
    assert_eq!(cvalues(&ivy::pow(&x, &e).unwrap()), vec![(INF, 0.0)]);
    // Within range, the real axis stays real: 3^(40.5 + 0i) in complex128.
    let x = carr(&[1], &[(3.0, 0.0)]);
    let e = carr(&[1], &[(40.5, 0.0)]);
    let (re, im) = cvalues(&ivy::pow(&x, &e).unwrap())[0];
    assert!(
        (re - 3f64.powf(40.5)).abs() <= 1e-14 * re && im == 0.0,
        "{re} + {im}i"
    );
}

#[test]
fn logarithms_of_subnormal_parts_match_numpy() {
    // NumPy 2.4: log2(2^-149 (1 + i)) = -148.5 + 1.13309i in complex64 (|z| = 2^-148.5, not
    // rounded to the subnormal grid first); log(2^-1074 (1 + i)) = -744.0934983311014 +
    // 0.7853981633974483i in complex128.
    ivy::init().unwrap();
    let (re, im) = at(ivy::log2, (2f64.powi(-149), 2f64.powi(-149)), Complex64);
    assert!(
        (re + 148.5).abs() <= 1e-5 && (im - 1.13309).abs() <= 1e-5,
        "{re} + {im}i"
    );
    let t = f64::from_bits(1);
    let (re, im) = at(ivy::log, (t, t), Complex128);
    assert!((re + 744.0934983311014).abs() <= 1e-12, "{re} + {im}i");
    assert_eq!(im, FRAC_PI_4);
}

#[test]
fn zero_to_a_power_with_positive_real_part_is_zero() {
    // NumPy 2.4: power(0j, 1+1j) == power(0j, 1-1j) == 0; power(0j, 2j) is nan+nanj.
    ivy::init().unwrap();
    for dtype in [Complex64, Complex128] {
        let zero = ivy::astype(&carr(&[2], &[(0.0, 0.0), (0.0, 0.0)]), dtype).unwrap();
        let e = ivy::astype(&carr(&[2], &[(1.0, 1.0), (1.0, -1.0)]), dtype).unwrap();
        let got = cvalues(&ivy::pow(&zero, &e).unwrap());
        assert_eq!(got, vec![(0.0, 0.0); 2], "{dtype}");
        let e = ivy::astype(&carr(&[2], &[(0.0, 2.0), (-1.0, 1.0)]), dtype).unwrap();
        for (re, im) in cvalues(&ivy::pow(&zero, &e).unwrap()) {
            assert!(re.is_nan() && im.is_nan(), "{dtype}: {re} + {im}i");
        }
    }
}

#[test]
fn inverse_functions_of_huge_arguments_match_numpy() {
    // NumPy 2.4; std's real asinh overflows above half the largest float.
    ivy::init().unwrap();
    // A function, a dtype, an argument and NumPy's value.
    type Case = (&'static str, Unary, Dtype, (f64, f64), (f64, f64));
    let cases: [Case; 9] = [
        // Just beyond 1/eps, where the asymptotic form takes over.
        (
            "asin",
            |x| ivy::asin(x),
            Complex64,
            (3e7, 4e7),
            (0.6435011, 18.420681),
        ),
        (
            "acos",
            |x| ivy::acos(x),
            Complex128,
            (1e16, -3e16),
            (1.2490457723982544, 38.6858012149617),
        ),
        (
            "acosh",
            |x| ivy::acosh(x),
            Complex64,
            (-2e7, 1e3),
            (17.50439, 3.1415427),
        ),
        (
            "asin",
            |x| ivy::asin(x),
            Complex64,
            (0.0, 2f64.powi(127)),
            (0.0, 88.72284),
        ),
        (
            "acos",
            |x| ivy::acos(x),
            Complex64,
            (-3e38, -3e38),
            (2.3561945, 89.636566),
        ),
        (
            "asin",
            |x| ivy::asin(x),
            Complex128,
            (1.7e308, 1e308),
            (1.039072259536091, 710.568560401541),
        ),
        (
            "acos",
            |x| ivy::acos(x),
            Complex128,
            (0.0, 2f64.powi(1023)),
            (FRAC_PI_2, -709.7827128933839),
        ),
        (
            "acosh",
            |x| ivy::acosh(x),
            Complex128,
            (0.0, 2f64.powi(1023)),
            (709.7827128933839, FRAC_PI_2),
        ),
        (
            "asinh",
            |x| ivy::asinh(x),
            Complex128,
            (2f64.powi(1023), 0.0),
            (709.7827128933839, 0.0),
        ),
    ];
    for (name, f, dtype, z, (want_re, want_im)) in cases {
        let tol = if dtype == Complex64 { 1e-6 } else { 1e-14 };
        let (re, im) = at(f, z, dtype);
        let close = |a: f64, b: f64| {
            (a - b).abs() <= tol * b.abs() && a.to_bits() >> 63 == b.to_bits() >> 63
        };
        assert!(
            close(re, want_re) && close(im, want_im),
            "{name}({z:?}) in {dtype}: {re} + {im}i"
        );
    }
}
