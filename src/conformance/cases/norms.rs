//! The cases of the norms functions.

use super::Case;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[];
