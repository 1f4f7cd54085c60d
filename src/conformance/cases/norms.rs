//! The cases of the norms functions.

use super::{Case, SQUARE, SQUARE_REVERSED};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[case!(
    layer_norm,
    Inputs,
    [SQUARE, SQUARE_REVERSED],
    |x, d| (&x[0], &[-1], Some(&x[1]), Some(&x[1]), 1e-5, 1.0, None), forms |x, d| [ivy::layer_norm::with(&x[0], &[-1]).scale(&x[1]).offset(&x[1]).call()], [x[0].layer_norm(&[-1]) => ivy::layer_norm(&x[0], &[-1])])];
