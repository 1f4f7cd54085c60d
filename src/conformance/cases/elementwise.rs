//! The cases of the elementwise functions.

use super::{Case, SMALL, SQUARE, SQUARE_REVERSED, TARGETS};
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
];
