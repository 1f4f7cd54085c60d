//! The cases of the manipulation functions.

use super::Case;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[];
