//! The cases of the nest functions.

use super::Case;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[];
