//! The cases of the sorting functions.

use super::manipulation::ROWS;
use super::{Case, Input};
use crate::Side;

/// Four values in ascending order (still sorted as `bool`: false, then true).
const SORTED: Input = Input {
    values: &[0.0, 1.0, 2.0, 3.0],
    shape: &[4],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(sort, Inputs, [ROWS], |x, d| (&x[0], -1, false, true, None)),
    case!(argsort, Inputs, [ROWS], |x, d| (&x[0], 0, true, true, None)),
    case!(searchsorted, Inputs, [SORTED, ROWS], |x, d| (
        &x[0],
        &x[1],
        Side::Left,
        None
    )),
];
