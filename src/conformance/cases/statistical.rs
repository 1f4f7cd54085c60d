//! The cases of the statistical functions.

use super::{Case, SQUARE, SQUARE_REVERSED};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(sum, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(0),
        false,
        None,
        None
    ), forms |x, d| [ivy::sum::with(&x[0]).axis(0).call()], [x[0].sum() => ivy::sum(&x[0])]),
    case!(prod, Inputs, [SQUARE], |x, d| (
        &x[0], None, false, None, None
    ), forms |x, d| [ivy::prod(&x[0])], [x[0].prod() => ivy::prod(&x[0])]),
    case!(cumsum, Inputs, [SQUARE], |x, d| (
        &x[0], 1, false, false, None, None
    ), forms |x, d| [ivy::cumsum::with(&x[0]).axis(1).call()], [x[0].cumsum() => ivy::cumsum(&x[0])]),
    case!(cumprod, Inputs, [SQUARE], |x, d| (
        &x[0], 0, true, true, None, None
    ), forms |x, d| [ivy::cumprod::with(&x[0]).exclusive(true).reverse(true).call()], [x[0].cumprod() => ivy::cumprod(&x[0])]),
    case!(mean, Inputs, [SQUARE], |x, d| (&x[0], Some(0), false, None), forms |x, d| [ivy::mean::with(&x[0]).axis(0).call()], [x[0].mean() => ivy::mean(&x[0])]),
    case!(var, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(1),
        1.0,
        false,
        None
    ), forms |x, d| [ivy::var::with(&x[0]).axis(1).correction(1.0).call()], [x[0].var() => ivy::var(&x[0])]),
    case!(std, Inputs, [SQUARE], |x, d| (&x[0], None, 0.0, true, None), forms |x, d| [ivy::std::with(&x[0]).keepdims(true).call()], [x[0].std() => ivy::std(&x[0])]),
    case!(max, Inputs, [SQUARE], |x, d| (&x[0], Some(1), false, None), forms |x, d| [ivy::max::with(&x[0]).axis(1).call()], [x[0].max() => ivy::max(&x[0])]),
    case!(min, Inputs, [SQUARE], |x, d| (&x[0], None, false, None), forms |x, d| [ivy::min(&x[0])], [x[0].min() => ivy::min(&x[0])]),
    case!(einsum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        "ij,jk->ik",
        &[&x[0], &x[1]],
        None
    ), forms |x, d| [ivy::einsum("ij,jk->ik", &[&x[0], &x[1]])], []),
];
