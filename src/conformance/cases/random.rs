//! The cases of the random functions: each draws from a seed given in the case, so every
//! backend and the reference see the same numbers.

use super::{Case, SQUARE};

/// The seed every case restarts the generator from.
const SEED: u64 = 20_240_601;

/// One case per function of the category (`seed` is standalone: it touches no backend).
pub(super) static CASES: &[Case] = &[
    case!(random_uniform, Argument, [], |x, d| crate::random_uniform(
        0.0,
        1.0,
        Some(&[2, 3]),
        None,
        Some(d),
        Some(SEED),
        None
    )),
    case!(random_normal, Argument, [], |x, d| crate::random_normal(
        0.0,
        1.0,
        Some(&[2, 3]),
        Some(d),
        Some(SEED),
        None,
        None
    )),
    case!(randint, Argument, [], |x, d| crate::randint(
        -3,
        5,
        Some(&[2, 3]),
        None,
        Some(d),
        Some(SEED),
        None
    )),
    case!(shuffle, Inputs, [SQUARE], |x, d| crate::shuffle(
        &x[0],
        Some(0),
        Some(SEED),
        None
    )),
];
