//! The cases of the random functions.

use super::Case;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[];
