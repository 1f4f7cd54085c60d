//! The cases of the layers functions.

use super::{Case, SQUARE};

/// One case per function of the category (`dropout` with a seed, so every backend and the
/// reference drop the same elements).
pub(super) static CASES: &[Case] = &[case!(dropout, Inputs, [SQUARE], |x, d| {
    crate::dropout(&x[0], 0.5, true, None, true, Some(7), None, None)
})];
