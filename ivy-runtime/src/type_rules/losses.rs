//! Loss and layer rules.

use super::elementwise::{broadcast, broadcast_retyped};
use super::reduction::reduce;
use super::{axis, invalid};
use crate::error::Result;
use crate::tensor_type::TensorType;

/// A loss of type `loss` reduced as `reduction` says: `"none"` keeps it, `"sum"` and
/// `"mean"` reduce `axis` (every axis if `None`).
pub fn reduced_loss(loss: &TensorType, reduction: &str, axis: Option<isize>) -> Result<TensorType> {
    match reduction {
        "none" => Ok(loss.clone()),
        "sum" | "mean" => reduce(loss, axis, false),
        other => Err(invalid(format!(
            "reduction must be \"none\", \"mean\" or \"sum\", not {other:?}"
        ))),
    }
}

/// `cross_entropy`: the inputs broadcast, then summed over `axis` (every axis if `None`).
pub fn cross_entropy_of(
    true_: &TensorType,
    pred: &TensorType,
    axis: Option<isize>,
) -> Result<TensorType> {
    reduce(&broadcast(&[true_, pred])?, axis, false)
}

/// `binary_cross_entropy`: the element-wise loss of the inputs broadcast, in `pred`'s dtype,
/// reduced as `reduction` says.
pub fn binary_loss(
    true_: &TensorType,
    pred: &TensorType,
    reduction: &str,
    axis: Option<isize>,
) -> Result<TensorType> {
    reduced_loss(
        &broadcast_retyped(&[true_, pred], pred.dtype)?,
        reduction,
        axis,
    )
}

/// `sparse_cross_entropy`: the labels one-hot along a new last axis of `pred`'s `axis` length,
/// against `pred`, in `pred`'s dtype, reduced over `axis` as `reduction` says.
pub fn sparse_loss(
    true_: &TensorType,
    pred: &TensorType,
    axis_: isize,
    reduction: &str,
) -> Result<TensorType> {
    let classes = pred.shape[axis(axis_, pred.ndim())?];
    let mut one_hot = true_.shape.clone();
    one_hot.push(classes);
    let one_hot = TensorType::new(pred.dtype, one_hot);
    reduced_loss(
        &broadcast_retyped(&[&one_hot, pred], pred.dtype)?,
        reduction,
        Some(axis_),
    )
}

/// `scaled_dot_product_attention`: `query`'s shape with `value`'s last dimension, in their
/// promoted dtype.
pub fn attention(query: &TensorType, key: &TensorType, value: &TensorType) -> Result<TensorType> {
    let scores = super::linalg::matrix_product(query, &super::linalg::transposed(key)?)?;
    super::linalg::matrix_product(&scores, value)
}

/// `batch_norm` and `instance_norm`: the normalized `x` (in the dtype of all the operands,
/// `x`'s shape), and the running mean and variance (their own types, promoted with `x`'s
/// dtype when `training` updates them).
pub fn batch_norm_of(
    x: &TensorType,
    mean: &TensorType,
    variance: &TensorType,
    offset: Option<&TensorType>,
    scale: Option<&TensorType>,
    training: bool,
) -> Result<(TensorType, TensorType, TensorType)> {
    let mut all = vec![x, mean, variance];
    all.extend(offset);
    all.extend(scale);
    let y = super::promoted(all)?;
    let running = |t: &TensorType| -> Result<TensorType> {
        if training {
            Ok(TensorType::new(super::promoted([t, x])?, t.shape.clone()))
        } else {
            Ok(t.clone())
        }
    };
    Ok((
        TensorType::new(y, x.shape.clone()),
        running(mean)?,
        running(variance)?,
    ))
}
