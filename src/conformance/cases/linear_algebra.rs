//! The cases of the linear algebra functions.

use super::{Case, Input, SQUARE, SQUARE_REVERSED};
use crate::TensordotAxes;

/// A matrix invertible in every dtype (`[[1, 0], [1, 1]]` as `bool`).
const LOWER: Input = Input {
    values: &[2.0, 0.0, 1.0, 1.0],
    shape: &[2, 2],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(matmul, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(matrix_transpose, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(linear, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None, None
    )),
    case!(vecdot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], -1, None
    )),
    case!(tensordot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0],
        &x[1],
        TensordotAxes::Count(1),
        None
    )),
    case!(outer, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(inner, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    )),
    case!(trace, Inputs, [SQUARE], |x, d| (&x[0], 0, 0, 1, None)),
    case!(diagonal, Inputs, [SQUARE], |x, d| (&x[0], 0, -2, -1, None)),
    case!(vector_norm, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(1),
        false,
        2.0,
        None,
        None
    )),
    case!(matrix_norm, Inputs, [SQUARE], |x, d| (
        &x[0],
        "fro",
        (-2, -1),
        false,
        None,
        None
    )),
    case!(det, Inputs, [LOWER], |x, d| (&x[0], None)),
    case!(inv, Inputs, [LOWER], |x, d| (&x[0], false, None)),
    case!(solve, Inputs, [LOWER, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], false, None
    )),
];
