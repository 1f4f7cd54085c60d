//! The cases of the set functions.

use super::Case;
use super::manipulation::ROWS;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(unique_values, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::unique_values(&x[0])], [x[0].unique_values() => ivy::unique_values(&x[0])]),
    case!(unique_counts, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::unique_counts(&x[0])], [x[0].unique_counts() => ivy::unique_counts(&x[0])]),
    case!(unique_inverse, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::unique_inverse(&x[0])], [x[0].unique_inverse() => ivy::unique_inverse(&x[0])]),
    case!(unique_all, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::unique_all(&x[0])], [x[0].unique_all() => ivy::unique_all(&x[0])]),
];
