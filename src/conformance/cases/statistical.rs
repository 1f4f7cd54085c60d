//! The cases of the statistical functions.

use super::{Case, SQUARE};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(sum, Inputs, [SQUARE], |x, d| crate::sum(
        &x[0],
        Some(0),
        false,
        None,
        None
    )),
    case!(prod, Inputs, [SQUARE], |x, d| crate::prod(
        &x[0], None, false, None, None
    )),
    case!(cumsum, Inputs, [SQUARE], |x, d| crate::cumsum(
        &x[0], 1, None, None
    )),
];
