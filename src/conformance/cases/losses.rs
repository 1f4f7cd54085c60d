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
    case!(l1_loss, Inputs, [TARGETS, PROBABILITIES], |x, d| (&x[0], &x[1], "mean", None), forms |x, d| [ivy::l1_loss(&x[0], &x[1])], [x[0].l1_loss(&x[1]) => ivy::l1_loss(&x[0], &x[1])]),
    case!(huber_loss, Inputs, [TARGETS, PROBABILITIES], |x, d| (&x[0], &x[1], 0.5, "sum", None), forms |x, d| [ivy::huber_loss::with(&x[0], &x[1]).delta(0.5).reduction("sum").call()], [x[0].huber_loss(&x[1]) => ivy::huber_loss(&x[0], &x[1])]),
    case!(smooth_l1_loss, Inputs, [TARGETS, PROBABILITIES], |x, d| (&x[0], &x[1], 0.5, "none", None), forms |x, d| [ivy::smooth_l1_loss::with(&x[0], &x[1]).beta(0.5).reduction("none").call()], [x[0].smooth_l1_loss(&x[1]) => ivy::smooth_l1_loss(&x[0], &x[1])]),
    case!(kl_div, Inputs, [PROBABILITIES, TARGETS], |x, d| (&x[0], &x[1], "batchmean", false, None), forms |x, d| [ivy::kl_div::with(&x[0], &x[1]).reduction("batchmean").call()], [x[0].kl_div(&x[1]) => ivy::kl_div(&x[0], &x[1])]),
    case!(poisson_nll_loss, Inputs, [PROBABILITIES, TARGETS], |x, d| (&x[0], &x[1], true, false, 1e-8, "mean", None), forms |x, d| [ivy::poisson_nll_loss(&x[0], &x[1])], [x[0].poisson_nll_loss(&x[1]) => ivy::poisson_nll_loss(&x[0], &x[1])]),
    case!(log_poisson_loss, Inputs, [TARGETS, PROBABILITIES], |x, d| (&x[0], &x[1], true, -1, "sum", None), forms |x, d| [ivy::log_poisson_loss::with(&x[0], &x[1]).compute_full_loss(true).reduction("sum").call()], [x[0].log_poisson_loss(&x[1]) => ivy::log_poisson_loss(&x[0], &x[1])]),
    case!(soft_margin_loss, Inputs, [PROBABILITIES, TARGETS], |x, d| (&x[0], &x[1], "mean", None), forms |x, d| [ivy::soft_margin_loss(&x[0], &x[1])], [x[0].soft_margin_loss(&x[1]) => ivy::soft_margin_loss(&x[0], &x[1])]),
    case!(hinge_embedding_loss, Inputs, [PROBABILITIES, TARGETS], |x, d| (&x[0], &x[1], 1.0, "sum", None), forms |x, d| [ivy::hinge_embedding_loss::with(&x[0], &x[1]).reduction("sum").call()], [x[0].hinge_embedding_loss(&x[1]) => ivy::hinge_embedding_loss(&x[0], &x[1])]),
];
