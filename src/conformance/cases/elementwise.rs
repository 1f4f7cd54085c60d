//! The cases of the elementwise functions.

use super::{Case, PROBABILITIES, SMALL, SQUARE, SQUARE_REVERSED, TARGETS};
use crate::Scalar;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(add, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| crate::add(
        &x[0], &x[1], None
    )),
    case!(subtract, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::subtract(&x[0], &x[1], None)
    }),
    case!(multiply, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::multiply(&x[0], &x[1], None)
    }),
    case!(divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::divide(&x[0], &x[1], None)
    }),
    case!(abs, Inputs, [SQUARE], |x, d| crate::abs(&x[0], None)),
    case!(exp, Inputs, [SQUARE], |x, d| crate::exp(&x[0], None)),
    case!(expm1, Inputs, [SMALL], |x, d| crate::expm1(&x[0], None)),
    case!(tan, Inputs, [SMALL], |x, d| crate::tan(&x[0], None)),
    case!(log, Inputs, [SQUARE], |x, d| crate::log(&x[0], None)),
    case!(clip, Inputs, [SQUARE], |x, d| crate::clip(
        &x[0],
        Scalar::Int(2),
        Scalar::Int(3),
        None
    )),
    case!(lcm, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| crate::lcm(
        &x[0], &x[1], None
    )),
    case!(logical_not, Inputs, [TARGETS], |x, d| crate::logical_not(
        &x[0], None
    )),
    case!(sqrt, Inputs, [SQUARE], |x, d| crate::sqrt(&x[0], None)),
    case!(exp2, Inputs, [SQUARE], |x, d| crate::exp2(&x[0], None)),
    case!(log1p, Inputs, [SQUARE], |x, d| crate::log1p(&x[0], None)),
    case!(log2, Inputs, [SQUARE], |x, d| crate::log2(&x[0], None)),
    case!(log10, Inputs, [SQUARE], |x, d| crate::log10(&x[0], None)),
    case!(sin, Inputs, [SQUARE], |x, d| crate::sin(&x[0], None)),
    case!(cos, Inputs, [SQUARE], |x, d| crate::cos(&x[0], None)),
    case!(asin, Inputs, [PROBABILITIES], |x, d| crate::asin(
        &x[0], None
    )),
    case!(acos, Inputs, [PROBABILITIES], |x, d| crate::acos(
        &x[0], None
    )),
    case!(atan, Inputs, [SQUARE], |x, d| crate::atan(&x[0], None)),
    case!(sinh, Inputs, [SMALL], |x, d| crate::sinh(&x[0], None)),
    case!(cosh, Inputs, [SMALL], |x, d| crate::cosh(&x[0], None)),
    case!(tanh, Inputs, [SMALL], |x, d| crate::tanh(&x[0], None)),
    case!(asinh, Inputs, [SQUARE], |x, d| crate::asinh(&x[0], None)),
    case!(acosh, Inputs, [SQUARE], |x, d| crate::acosh(&x[0], None)),
    case!(atanh, Inputs, [PROBABILITIES], |x, d| crate::atanh(
        &x[0], None
    )),
    case!(erf, Inputs, [SMALL], |x, d| crate::erf(&x[0], None)),
    case!(deg2rad, Inputs, [SQUARE], |x, d| crate::deg2rad(
        &x[0], None
    )),
    case!(rad2deg, Inputs, [SMALL], |x, d| crate::rad2deg(&x[0], None)),
    case!(atan2, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::atan2(&x[0], &x[1], None)
    }),
    case!(hypot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::hypot(&x[0], &x[1], None)
    }),
    case!(logaddexp, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::logaddexp(&x[0], &x[1], None)
    }),
];
