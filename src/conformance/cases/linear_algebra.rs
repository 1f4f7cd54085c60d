//! The cases of the linear algebra functions.

use super::{Case, SQUARE, SQUARE_REVERSED};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(matmul, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::matmul(&x[0], &x[1], None)
    }),
    case!(matrix_transpose, Inputs, [SQUARE], |x, d| {
        crate::matrix_transpose(&x[0], None)
    }),
    case!(linear, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::linear(&x[0], &x[1], None, None)
    }),
];
