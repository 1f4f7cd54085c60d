//! The cases of the statistical functions.

use super::{AsIndices, Case, Input, SQUARE, SQUARE_REVERSED};

/// Two quantiles every dtype holds alike (0 and 1; an integer dtype truncates 0.5 to 0).
const QUANTILES: Input = Input {
    values: &[0.0, 1.0],
    shape: &[2],
};

/// Small whole counts, for `bincount`'s positions (as `int64` in every cell).
const COUNTS: Input = Input {
    values: &[1.0, 0.0, 3.0, 1.0],
    shape: &[4],
};

/// `bincount`'s weights, in the cell's dtype: whole numbers every dtype holds alike (`bool`
/// as 1, 0, 1, 1).
const WEIGHTS: Input = Input {
    values: &[1.0, 0.0, 2.0, 3.0],
    shape: &[4],
};

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
    case!(nansum, Inputs, [SQUARE], |x, d| (&x[0], Some(0), None, false, None), forms |x, d| [ivy::nansum::with(&x[0]).axis(0).call()], [x[0].nansum() => ivy::nansum(&x[0])]),
    case!(nanprod, Inputs, [SQUARE], |x, d| (&x[0], None, None, true, None), forms |x, d| [ivy::nanprod::with(&x[0]).keepdims(true).call()], [x[0].nanprod() => ivy::nanprod(&x[0])]),
    case!(nanmean, Inputs, [SQUARE], |x, d| (&x[0], Some(1), false, None), forms |x, d| [ivy::nanmean::with(&x[0]).axis(1).call()], [x[0].nanmean() => ivy::nanmean(&x[0])]),
    case!(nanmax, Inputs, [SQUARE], |x, d| (&x[0], Some(1), false, None), forms |x, d| [ivy::nanmax::with(&x[0]).axis(1).call()], [x[0].nanmax() => ivy::nanmax(&x[0])]),
    case!(nanmin, Inputs, [SQUARE], |x, d| (&x[0], None, false, None), forms |x, d| [ivy::nanmin(&x[0])], [x[0].nanmin() => ivy::nanmin(&x[0])]),
    case!(median, Inputs, [SQUARE_REVERSED], |x, d| (&x[0], Some(0), false, None), forms |x, d| [ivy::median::with(&x[0]).axis(0).call()], [x[0].median() => ivy::median(&x[0])]),
    case!(nanmedian, Inputs, [SQUARE], |x, d| (&x[0], Some(1), true, None), forms |x, d| [ivy::nanmedian::with(&x[0]).axis(1).keepdims(true).call()], [x[0].nanmedian() => ivy::nanmedian(&x[0])]),
    case!(quantile, Inputs, [SQUARE, QUANTILES], |x, d| (&x[0], &x[1], Some(0), false, "linear", None), forms |x, d| [ivy::quantile::with(&x[0], &x[1]).axis(0).call()], [x[0].quantile(&x[1]) => ivy::quantile(&x[0], &x[1])]),
    case!(cov, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], Some(&x[1]), true, false, None), forms |x, d| [ivy::cov::with(&x[0]).x2(&x[1]).call()], [x[0].cov() => ivy::cov(&x[0])]),
    case!(corrcoef, Inputs, [SQUARE], |x, d| (&x[0], None, false, None), forms |x, d| [ivy::corrcoef::with(&x[0]).rowvar(false).call()], [x[0].corrcoef() => ivy::corrcoef(&x[0])]),
    // The cell's dtype is the weights'; positions are integers (a float `x` is refused, which
    // the doctest checks).
    case!(bincount, Inputs, [COUNTS, WEIGHTS], |x, d| (
        &x[0].as_indices()?,
        Some(&x[1]),
        5,
        None
    ), forms |x, d| [ivy::bincount::with(&x[0].as_indices()?).weights(&x[1]).minlength(5).call()], []),
    case!(cummax, Inputs, [SQUARE_REVERSED], |x, d| (&x[0], 1, false, false, None), forms |x, d| [ivy::cummax::with(&x[0]).axis(1).call()], [x[0].cummax() => ivy::cummax(&x[0])]),
    case!(histogram, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], crate::HistogramBins::Count(3), None, false, true, None, Some((0.0, 3.0)), Some(&x[1]), true), forms |x, d| [ivy::histogram::with(&x[0]).bins(crate::HistogramBins::Count(3)).range(Some((0.0, 3.0))).weights(&x[1]).density(true).extend_upper_interval(true).call()], [x[0].histogram() => ivy::histogram(&x[0])]),
    case!(cummin, Inputs, [SQUARE_REVERSED], |x, d| (&x[0], 0, true, true, None), forms |x, d| [ivy::cummin::with(&x[0]).exclusive(true).reverse(true).call()], [x[0].cummin() => ivy::cummin(&x[0])]),
];
