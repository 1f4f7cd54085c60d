//! Losses, composed of other ivy functions.

use ivy_macros::compositional;

use super::{clip, log, multiply, sum};
use crate::{Array, FunctionDecl, Result, Scalar};

/// Cross-entropy between a target distribution `true_` and predicted probabilities `pred`,
/// summed over `axis` (all axes if `None`): `-sum(true_ * log(clip(pred, eps, 1 - eps)))`.
#[compositional]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn cross_entropy(
    true_: &Array,
    pred: &Array,
    axis: Option<isize>,
    epsilon: f64,
    out: Option<&mut Array>,
) -> Result<Array> {
    let pred = clip(
        pred,
        Scalar::from(epsilon),
        Scalar::from(1.0 - epsilon),
        None,
    )?;
    let log_pred = log(&pred, None)?;
    let total = sum(&multiply(&log_pred, true_, None)?, axis, false, None, None)?;
    multiply(&total, -1.0, None)
}

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[cross_entropy::DECL];
