//! The cases of the layers functions.

use super::{Case, SQUARE, SQUARE_REVERSED};

/// One case per function of the category (`dropout` with a seed, so every backend and the
/// reference drop the same elements).
pub(super) static CASES: &[Case] = &[
    case!(dropout, Inputs, [SQUARE], |x, d| (
        &x[0],
        0.5,
        true,
        None,
        true,
        Some(7),
        None,
        None
    )),
    case!(
        scaled_dot_product_attention,
        Inputs,
        [SQUARE, SQUARE_REVERSED, SQUARE],
        |x, d| (
            &x[0],
            &x[1],
            &x[2],
            Some(0.25),
            None,
            0.0,
            true,
            false,
            None,
        )
    ),
];
