//! The cases of the random functions: each draws from a seed given in the case, so every
//! backend and the reference see the same numbers.

use super::{Case, Input, SQUARE};

/// Upper bounds above `SQUARE`'s values (and standard deviations), element by element.
const HIGH: Input = Input {
    values: &[5.0, 6.0, 7.0, 8.0],
    shape: &[2, 2],
};

/// The seed every case restarts the generator from.
const SEED: u64 = 20_240_601;

/// The case of a function drawing from two parameter arrays (`SQUARE`, `HIGH`), seeded.
macro_rules! drawn {
    ($f:ident) => {
        case!($f, Inputs, [SQUARE, HIGH], |x, d| (&x[0], &x[1], None, None, None, Some(SEED), None),
            forms |x, d| [ivy::$f::with(&x[0], &x[1]).seed(SEED).call()],
            [{ let _seeded = ivy::seed_scope(SEED); x[0].$f(&x[1]) }
                => { let _seeded = ivy::seed_scope(SEED); ivy::$f(&x[0], &x[1]) }])
    };
}

/// One case per function of the category (`seed` is standalone: it touches no backend).
pub(super) static CASES: &[Case] = &[
    // Bound arrays: integer and bool bounds are taken as the default float dtype.
    drawn!(random_uniform),
    drawn!(random_normal),
    case!(randint, Argument, [], |x, d| (
        -3,
        5,
        Some(&[2, 3]),
        None,
        Some(d),
        Some(SEED),
        None
    ), forms |x, d| [ivy::randint::with(-3, 5).shape(&[2, 3]).dtype(d).seed(SEED).call()], []),
    case!(shuffle, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(0),
        Some(SEED),
        None
    ), forms |x, d| [ivy::shuffle::with(&x[0]).axis(0).seed(SEED).call()], [{ let _seeded = ivy::seed_scope(SEED); x[0].shuffle() } => { let _seeded = ivy::seed_scope(SEED); ivy::shuffle(&x[0]) }]),
];
