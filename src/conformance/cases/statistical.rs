//! The cases of the statistical functions.

use super::{Case, SQUARE, SQUARE_REVERSED};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(sum, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(0),
        false,
        None,
        None
    )),
    case!(prod, Inputs, [SQUARE], |x, d| (
        &x[0], None, false, None, None
    )),
    case!(cumsum, Inputs, [SQUARE], |x, d| (
        &x[0], 1, false, false, None, None
    )),
    case!(cumprod, Inputs, [SQUARE], |x, d| (
        &x[0], 0, true, true, None, None
    )),
    case!(mean, Inputs, [SQUARE], |x, d| (&x[0], Some(0), false, None)),
    case!(var, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(1),
        1.0,
        false,
        None
    )),
    case!(std, Inputs, [SQUARE], |x, d| (&x[0], None, 0.0, true, None)),
    case!(max, Inputs, [SQUARE], |x, d| (&x[0], Some(1), false, None)),
    case!(min, Inputs, [SQUARE], |x, d| (&x[0], None, false, None)),
    case!(einsum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        "ij,jk->ik",
        &[&x[0], &x[1]],
        None
    )),
];
