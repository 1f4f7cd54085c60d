//! The cases of the elementwise functions.

use super::{Case, Input, PROBABILITIES, SMALL, SQUARE, SQUARE_REVERSED, TARGETS};
use crate::Scalar;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(add, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(subtract, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(multiply, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(abs, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(exp, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(expm1, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(tan, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(log, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(clip, Inputs, [SQUARE], |x, d| (
        &x[0],
        Scalar::Int(2),
        Scalar::Int(3),
        None
    )),
    case!(lcm, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(logical_not, Inputs, [TARGETS], |x, d| (&x[0], None)),
    case!(floor_divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(remainder, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], true, None
    )),
    case!(pow, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(negative, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(positive, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(sign, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(square, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(reciprocal, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(floor, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(ceil, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(round, Inputs, [SMALL], |x, d| (&x[0], 0, None)),
    case!(trunc, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(maximum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(minimum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(fmin, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(fmax, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(not_equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(less, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(less_equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(greater, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(greater_equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(isnan, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(signbit, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(isinf, Inputs, [SQUARE], |x, d| (&x[0], true, true, None)),
    case!(isfinite, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(logical_and, Inputs, [TARGETS, SQUARE], |x, d| (
        &x[0], &x[1], None
    )),
    case!(logical_or, Inputs, [TARGETS, SQUARE], |x, d| (
        &x[0], &x[1], None
    )),
    case!(logical_xor, Inputs, [TARGETS, SQUARE], |x, d| (
        &x[0], &x[1], None
    )),
    case!(bitwise_and, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(bitwise_or, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(bitwise_xor, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(bitwise_invert, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(
        bitwise_left_shift,
        Inputs,
        [SQUARE, SQUARE_REVERSED],
        |x, d| (&x[0], &x[1], None)
    ),
    case!(
        bitwise_right_shift,
        Inputs,
        [SQUARE_REVERSED, SQUARE],
        |x, d| (&x[0], &x[1], None)
    ),
    case!(gcd, Inputs, [MULTIPLES, DIVISORS], |x, d| (
        &x[0], &x[1], None
    )),
    case!(real, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(imag, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(conj, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(angle, Inputs, [SQUARE], |x, d| (&x[0], true, None)),
    case!(copysign, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(sqrt, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(exp2, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(log1p, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(log2, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(log10, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(sin, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(cos, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(asin, Inputs, [PROBABILITIES], |x, d| (&x[0], None)),
    case!(acos, Inputs, [PROBABILITIES], |x, d| (&x[0], None)),
    case!(atan, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(sinh, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(cosh, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(tanh, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(asinh, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(acosh, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(atanh, Inputs, [PROBABILITIES], |x, d| (&x[0], None)),
    case!(erf, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(deg2rad, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(rad2deg, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(atan2, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(hypot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(logaddexp, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
];

/// Numbers with common divisors, for `gcd`.
const MULTIPLES: Input = Input {
    values: &[4.0, 6.0, 9.0, 12.0],
    shape: &[2, 2],
};
/// Divisors they share in part with [`MULTIPLES`]: the gcds are 2, 2, 3, 4.
const DIVISORS: Input = Input {
    values: &[6.0, 4.0, 6.0, 8.0],
    shape: &[2, 2],
};
