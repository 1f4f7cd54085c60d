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
    ), forms |x, d| [ivy::argmax::with(&x[0]).axis(1).call()], [x[0].argmax() => ivy::argmax(&x[0])]),
    case!(argmin, Inputs, [ROWS], |x, d| (
        &x[0], None, false, false, None
    ), forms |x, d| [ivy::argmin(&x[0])], [x[0].argmin() => ivy::argmin(&x[0])]),
    case!(
        where_,
        Inputs,
        [TARGETS, SQUARE, SQUARE_REVERSED],
        |x, d| (&x[0], &x[1], &x[2], None), forms |x, d| [ivy::where_(&x[0], &x[1], &x[2])], []),
    case!(nonzero, Inputs, [ROWS], |x, d| (&x[0], None, 0, None), forms |x, d| [ivy::nonzero(&x[0])], [x[0].nonzero() => ivy::nonzero(&x[0])]),
    case!(argwhere, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::argwhere(&x[0])], [x[0].argwhere() => ivy::argwhere(&x[0])]),
    case!(unravel_index, Inputs, [SQUARE], |x, d| (&x[0], &[3, 2]), forms |x, d| [ivy::unravel_index(&x[0], &[3, 2])], [x[0].unravel_index(&[3, 2]) => ivy::unravel_index(&x[0], &[3, 2])]),
];
