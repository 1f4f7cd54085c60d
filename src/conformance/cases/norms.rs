//! The cases of the norms functions.

use super::{Case, Input, SQUARE, SQUARE_REVERSED};

/// A mean per channel of [`SQUARE`].
const PAIR_MEAN: Input = Input {
    values: &[1.0, 2.0],
    shape: &[2],
};
/// A variance per channel (positive in every dtype).
const PAIR_VARIANCE: Input = Input {
    values: &[1.0, 2.0],
    shape: &[2],
};
/// Two samples of two positions and two channels.
const CUBE: Input = Input {
    values: &[1.0, 2.0, 4.0, 3.0, 0.0, 1.0, 3.0, 2.0],
    shape: &[2, 2, 2],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(
    layer_norm,
    Inputs,
    [SQUARE, SQUARE_REVERSED],
    |x, d| (&x[0], &[-1], Some(&x[1]), Some(&x[1]), 1e-5, 1.0, None), forms |x, d| [ivy::layer_norm::with(&x[0], &[-1]).scale(&x[1]).offset(&x[1]).call()], [x[0].layer_norm(&[-1]) => ivy::layer_norm(&x[0], &[-1])]),
    case!(l2_normalize, Inputs, [SQUARE], |x, d| (&x[0], Some(1), None), forms |x, d| [ivy::l2_normalize::with(&x[0]).axis(1).call()], [x[0].l2_normalize() => ivy::l2_normalize(&x[0])]),
    case!(batch_norm, Inputs, [SQUARE, PAIR_MEAN, PAIR_VARIANCE], |x, d| (&x[0], &x[1], &x[2], None, Some(&x[2]), true, 1e-5, 0.1, "NSC"), forms |x, d| [ivy::batch_norm::with(&x[0], &x[1], &x[2]).scale(&x[2]).training(true).call()], [x[0].batch_norm(&x[1], &x[2]) => ivy::batch_norm(&x[0], &x[1], &x[2])]),
    case!(instance_norm, Inputs, [CUBE, PAIR_MEAN, PAIR_VARIANCE], |x, d| (&x[0], &x[1], &x[2], None, None, true, 1e-5, 0.1, "NCS"), forms |x, d| [ivy::instance_norm::with(&x[0], &x[1], &x[2]).training(true).data_format("NCS").call()], [x[0].instance_norm(&x[1], &x[2]) => ivy::instance_norm(&x[0], &x[1], &x[2])]),
    case!(group_norm, Inputs, [CUBE, PAIR_VARIANCE], |x, d| (&x[0], 2, Some(&x[1]), None, 1e-5, "NSC", None), forms |x, d| [ivy::group_norm::with(&x[0], 2).offset(&x[1]).call()], [x[0].group_norm(2) => ivy::group_norm(&x[0], 2)]),
];
