//! The cases of the set functions.

use super::Case;
use super::manipulation::ROWS;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(unique_values, Inputs, [ROWS], |x, d| (&x[0], None)),
    case!(unique_counts, Inputs, [ROWS], |x, d| (&x[0], None)),
    case!(unique_inverse, Inputs, [ROWS], |x, d| (&x[0], None)),
    case!(unique_all, Inputs, [ROWS], |x, d| (&x[0], None)),
];
