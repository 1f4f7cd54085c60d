//! The cases of the losses functions.

use super::{Case, PROBABILITIES, TARGETS};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[case!(
    cross_entropy,
    Inputs,
    [TARGETS, PROBABILITIES],
    |x, d| { crate::cross_entropy(&x[0], &x[1], Some(1), 1e-7, None) }
)];
