//! The cases of the norms functions.

use super::{Case, SQUARE, SQUARE_REVERSED};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[case!(
    layer_norm,
    Inputs,
    [SQUARE, SQUARE_REVERSED],
    |x, d| (&x[0], &[-1], Some(&x[1]), Some(&x[1]), 1e-5, 1.0, None)
)];
