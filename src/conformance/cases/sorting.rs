//! The cases of the sorting functions.

use super::Case;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[];
