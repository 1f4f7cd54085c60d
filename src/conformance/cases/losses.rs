//! The cases of the losses functions.

use super::{Case, PROBABILITIES, TARGETS};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(cross_entropy, Inputs, [TARGETS, PROBABILITIES], |x, d| (
        &x[0],
        &x[1],
        Some(1),
        1e-7,
        None
    ), forms |x, d| [ivy::cross_entropy::with(&x[0], &x[1]).axis(1).call()], [x[0].cross_entropy(&x[1]) => ivy::cross_entropy(&x[0], &x[1])]),
    // From logits: from probabilities, the clip at 1 - 1e-7 makes the loss of p = 1 (a
    // `bool` true) depend on how that bound rounds (15.3 in float32, 15.4 in float64).
    case!(
        binary_cross_entropy,
        Inputs,
        [TARGETS, PROBABILITIES],
        |x, d| (&x[0], &x[1], true, 0.0, "mean", None, None, None), forms |x, d| [ivy::binary_cross_entropy::with(&x[0], &x[1], 0.0).from_logits(true).call()], [x[0].binary_cross_entropy(&x[1], 0.0) => ivy::binary_cross_entropy(&x[0], &x[1], 0.0)]),
    // The targets (1, 0, 0, 1) are class indices of the two classes of the last axis.
    case!(
        sparse_cross_entropy,
        Inputs,
        [TARGETS, PROBABILITIES],
        |x, d| (&x[0], &x[1], -1, 1e-7, "sum", None), forms |x, d| [ivy::sparse_cross_entropy::with(&x[0], &x[1]).reduction("sum").call()], [x[0].sparse_cross_entropy(&x[1]) => ivy::sparse_cross_entropy(&x[0], &x[1])]),
];
