//! The cases of the sorting functions.

use super::manipulation::ROWS;
use super::{Case, Input, SQUARE_REVERSED};
use crate::Side;

/// Four values in ascending order (still sorted as `bool`: false, then true).
const SORTED: Input = Input {
    values: &[0.0, 1.0, 2.0, 3.0],
    shape: &[4],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(sort, Inputs, [ROWS], |x, d| (&x[0], -1, false, true, None), forms |x, d| [ivy::sort(&x[0])], [x[0].sort() => ivy::sort(&x[0])]),
    case!(argsort, Inputs, [ROWS], |x, d| (&x[0], 0, true, true, None), forms |x, d| [ivy::argsort::with(&x[0]).axis(0).descending(true).call()], [x[0].argsort() => ivy::argsort(&x[0])]),
    case!(searchsorted, Inputs, [SORTED, ROWS], |x, d| (
        &x[0],
        &x[1],
        Side::Left,
        None
    ), forms |x, d| [ivy::searchsorted(&x[0], &x[1])], [x[0].searchsorted(&x[1]) => ivy::searchsorted(&x[0], &x[1])]),
    case!(top_k, Inputs, [SQUARE_REVERSED], |x, d| (&x[0], 1, -1, true, true), forms |x, d| [ivy::top_k(&x[0], 1)], [x[0].top_k(1) => ivy::top_k(&x[0], 1)]),
];
