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
    ), forms |x, d| [ivy::dropout::with(&x[0], 0.5).seed(7).call()], [{ let _seeded = ivy::seed_scope(7); x[0].dropout(0.5) } => { let _seeded = ivy::seed_scope(7); ivy::dropout(&x[0], 0.5) }]),
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
        ), forms |x, d| [ivy::scaled_dot_product_attention::with(&x[0], &x[1], &x[2], 0.0).scale(0.25).is_causal(true).call()], [x[0].scaled_dot_product_attention(&x[1], &x[2], 0.0) => ivy::scaled_dot_product_attention(&x[0], &x[1], &x[2], 0.0)]),
];
