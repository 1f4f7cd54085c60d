//! The cases of the activations functions.

use super::Case;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[];
