//! The cases of the searching functions.

use super::manipulation::ROWS;
use super::{Case, SQUARE, SQUARE_REVERSED, TARGETS};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(argmax, Inputs, [ROWS], |x, d| (
        &x[0],
        Some(1),
        false,
        false,
        None
    )),
    case!(argmin, Inputs, [ROWS], |x, d| (
        &x[0], None, false, false, None
    )),
    case!(
        where_,
        Inputs,
        [TARGETS, SQUARE, SQUARE_REVERSED],
        |x, d| (&x[0], &x[1], &x[2], None)
    ),
    case!(nonzero, Inputs, [ROWS], |x, d| (&x[0], None, 0, None)),
    case!(argwhere, Inputs, [ROWS], |x, d| (&x[0], None)),
];
