//! Losses, composed of other ivy functions.

use ivy_macros::compositional;

use super::{
    abs, add, astype, clip, divide, exp, log, log1p, multiply, relu, sigmoid, subtract, sum,
};
use crate::{
    Array, Dtype, Error, HostArray, HostData, Result, Scalar, normalize_axis,
};

/// Cross-entropy between a target distribution `true_` and predicted probabilities `pred`,
/// summed over `axis` (all axes if `None`): `-sum(true_ * log(clip(pred, eps, 1 - eps)))`.
///
/// Integer and `bool` inputs are taken as the default float dtype (`float32` unless set) before
/// anything else, as `#[integer_arrays_to_float]` says, so the literals of the composition meet
/// a float array and stay in its dtype. Ivy 1.0.0.5 gives `float64` there (its composition meets
/// a Python float first); set the default float dtype to `float64` for its answer.
#[compositional]
#[returns(cross_entropy_of(true_, pred, axis))]
#[defaults(axis = Some(-1), epsilon = 1e-7)]
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
    let pred = clip(pred, Scalar::from(epsilon), Scalar::from(1.0 - epsilon))?;
    let log_pred = log(&pred)?;
    let total = sum::with(&multiply(&log_pred, true_)?).axis(axis).call()?;
    multiply(&total, -1.0)
}

/// Where Ivy clips probabilities before taking their logarithm (its `epsilon_`).
const CLIP: f64 = 1e-7;

/// The binary cross-entropy between targets `true_` (0 or 1, or in between) and predictions
/// `pred`, as Ivy computes it, reduced as `reduction` says (`"none"`, `"mean"` or `"sum"`,
/// over `axis`, or every axis if `None`).
///
/// The targets are taken in `pred`'s dtype and smoothed towards 1/2 by `epsilon` (in `[0, 1]`):
/// `t = true_ * (1 - epsilon) + epsilon / 2`. Then, element-wise:
///
/// * probabilities (`from_logits` false): with `p = clip(pred, 1e-7, 1 - 1e-7)`,
///   `-(t ln(p + 1e-7) + (1 - t) ln(1 - p + 1e-7))`;
/// * logits without `pos_weight`: `max(x, 0) - x t + ln(1 + e^-|x|)`, which neither
///   overflows nor loses the tails;
/// * logits with `pos_weight` (one weight per class: the length of `pred`'s axis 1, or of its
///   only axis): with `p = clip(sigmoid(x), 1e-7, 1 - 1e-7)`,
///   `-(pos_weight t ln(p) + (1 - t) ln(1 - p))`.
///
/// `"mean"` divides the sum by the number of elements reduced (`nan` for none). Errors: a
/// `reduction` other than the three, `epsilon` outside `[0, 1]`, `pos_weight` without
/// `from_logits` or of the wrong length.
///
/// Integer and `bool` inputs (both) are taken as the default float dtype first, as
/// [`cross_entropy()`]'s are (Ivy 1.0.0.5: `float64`).
///
/// ```
/// let t = ivy::array![0.0f32, 1.0, 0.0, 0.0]?;
/// let p = ivy::array![0.2f32, 0.8, 0.3, 0.8]?;
/// let loss = ivy::binary_cross_entropy(&t, &p, 0.0)?;
/// assert_eq!(loss.to_string(), "0.60309976"); // Ivy's documented value
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(binary_loss(true_, pred, reduction, axis))]
#[defaults(reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[allow(clippy::too_many_arguments)] // Ivy's signature
pub fn binary_cross_entropy(
    true_: &Array,
    pred: &Array,
    from_logits: bool,
    epsilon: f64,
    reduction: &str,
    pos_weight: Option<&Array>,
    axis: Option<isize>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const NAME: &str = "binary_cross_entropy";
    let reduction = self::Reduction::parse(NAME, reduction)?;
    self::check_epsilon(NAME, epsilon)?;
    let t = astype(true_, pred.dtype())?;
    let t = add(&multiply(&t, 1.0 - epsilon)?, 0.5 * epsilon)?;
    let not_t = subtract(1.0, &t)?;
    let loss = match (from_logits, pos_weight) {
        (false, Some(_)) => {
            return Err(Error::InvalidInput(format!(
                "{NAME}: pos_weight is only allowed with from_logits = true"
            )));
        }
        (false, None) => {
            let p = clip(pred, Scalar::from(CLIP), Scalar::from(1.0 - CLIP))?;
            let log_p = log(&add(&p, CLIP)?)?;
            let log_not_p = log(&add(&subtract(1.0, &p)?, CLIP)?)?;
            add(&multiply(&t, &log_p)?, &multiply(&not_t, &log_not_p)?)?
        }
        (true, None) => {
            // -(max(x, 0) - x t + ln(1 + e^-|x|)), negated again by the reduction.
            let tail = log1p(&exp(&multiply(&abs(pred)?, -1.0)?)?)?;
            let loss = add(&subtract(&relu(pred)?, &multiply(pred, &t)?)?, &tail)?;
            multiply(&loss, -1.0)?
        }
        (true, Some(weight)) => {
            self::check_pos_weight(NAME, pred, weight)?;
            let p = clip(&sigmoid(pred)?, Scalar::from(CLIP), Scalar::from(1.0 - CLIP))?;
            let log_p = log(&p)?;
            let log_not_p = log(&subtract(1.0, &p)?)?;
            add(&multiply(&multiply(&t, &log_p)?, weight)?, &multiply(&not_t, &log_not_p)?)?
        }
    };
    // Ivy's `_reduce_loss`: the negated sum, mean or elements.
    let total = match reduction {
        Reduction::None => loss.clone(),
        Reduction::Sum | Reduction::Mean => sum::with(&loss).axis(axis).call()?,
    };
    divide(&total, -reduction.count(NAME, &loss, axis)?)
}

/// The cross-entropy of integer class labels `true_` against predicted probabilities `pred`,
/// as Ivy computes it: the labels become one-hot vectors along a new last axis (of the length
/// of `pred`'s `axis`), and the loss is `-one_hot * ln(clip(pred, epsilon, 1 - epsilon))`,
/// reduced as `reduction` says (`"none"`, `"mean"` or `"sum"`) over `axis`.
///
/// As in Ivy, `"mean"` averages over the class axis too (it divides by the number of
/// classes): `[2]` against `[0.1, 0.1, 0.7, 0.1]` gives `-ln(0.7) / 4`. Integer `pred` is taken
/// as the default float dtype (and so are integer labels, which stay exact), as
/// [`cross_entropy()`]'s are (Ivy 1.0.0.5: `float64`). Errors: a
/// `reduction` other than the three, `epsilon` outside `[0, 1]`, labels that are not whole
/// numbers in `[0, classes)`, an `axis` out of range.
///
/// ```
/// let labels = ivy::array![2i64]?;
/// let p = ivy::array![0.1f32, 0.1, 0.7, 0.1]?;
/// let loss = ivy::sparse_cross_entropy(&labels, &p)?;
/// assert_eq!(loss.to_string(), "[0.08916874]"); // Ivy documents 0.08916873
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(sparse_loss(true_, pred, axis, reduction))]
#[defaults(axis = -1, epsilon = 1e-7, reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn sparse_cross_entropy(
    true_: &Array,
    pred: &Array,
    axis: isize,
    epsilon: f64,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    const NAME: &str = "sparse_cross_entropy";
    let reduction = self::Reduction::parse(NAME, reduction)?;
    self::check_epsilon(NAME, epsilon)?;
    let classes = pred.shape()[crate::normalize_axis(NAME, axis, pred.ndim())?];
    let one_hot = self::one_hot(NAME, true_, classes, pred)?;
    let p = clip(pred, Scalar::from(epsilon), Scalar::from(1.0 - epsilon))?;
    let loss = multiply(&log(&p)?, &one_hot)?;
    let total = match reduction {
        Reduction::None => loss.clone(),
        Reduction::Sum | Reduction::Mean => sum::with(&loss).axis(axis).call()?,
    };
    divide(&total, -reduction.count(NAME, &loss, Some(axis))?)
}

/// Ivy's `reduction` argument of the losses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reduction {
    /// The loss of every element.
    None,
    /// Their sum.
    Sum,
    /// Their mean.
    Mean,
}

impl Reduction {
    /// `"none"`, `"sum"` or `"mean"`; an error naming the three otherwise.
    fn parse(function: &str, reduction: &str) -> Result<Reduction> {
        match reduction {
            "none" => Ok(Reduction::None),
            "sum" => Ok(Reduction::Sum),
            "mean" => Ok(Reduction::Mean),
            other => Err(Error::InvalidInput(format!(
                "{function}: reduction must be \"none\", \"mean\" or \"sum\", got {other:?}"
            ))),
        }
    }

    /// What the summed loss is divided by, as f64: 1 (sum, none), or for the mean the number
    /// of elements along `axis` of `loss` (all of them if `None`).
    fn count(self, function: &'static str, loss: &Array, axis: Option<isize>) -> Result<f64> {
        if self != Reduction::Mean {
            return Ok(1.0);
        }
        let n = match axis {
            Some(a) => loss.shape()[normalize_axis(function, a, loss.ndim())?],
            None => loss.shape().iter().product(),
        };
        Ok(n as f64)
    }
}

/// An error unless `epsilon` is in `[0, 1]`.
fn check_epsilon(function: &str, epsilon: f64) -> Result<()> {
    if (0.0..=1.0).contains(&epsilon) {
        Ok(())
    } else {
        Err(Error::InvalidInput(format!(
            "{function}: epsilon must be in [0, 1], got {epsilon}"
        )))
    }
}

/// An error unless `weight` has one element per class of `pred` (its axis 1, or its only
/// axis), as Ivy checks.
fn check_pos_weight(function: &str, pred: &Array, weight: &Array) -> Result<()> {
    let classes = match pred.shape() {
        [] => None,
        [n] => Some(*n),
        [_, n, ..] => Some(*n),
    };
    match (classes, weight.shape().first()) {
        (Some(c), Some(&w)) if c == w => Ok(()),
        _ => Err(Error::InvalidInput(format!(
            "{function}: pos_weight must have one weight per class of pred (shape {:?}: \
             the length of its axis 1, or of its only axis), got shape {:?}",
            pred.shape(),
            weight.shape()
        ))),
    }
}

/// The class `labels` (whole numbers, in any real dtype) as one-hot vectors of length
/// `classes` along a new last axis, in `like`'s dtype, backend and device; an error for
/// complex labels, or labels that are not whole numbers in `[0, classes)`. Built in host
/// memory: the labels are read once, the mask written once.
fn one_hot(function: &str, labels: &Array, classes: usize, like: &Array) -> Result<Array> {
    if labels.dtype().is_complex() {
        return Err(Error::InvalidInput(format!(
            "{function}: the labels must be real class indices, got `{}`",
            labels.dtype()
        )));
    }
    let HostData::Float64(values) = labels.to_host()?.astype(Dtype::Float64)?.data().clone() else {
        unreachable!("astype(Float64) gives float64 data")
    };
    let size = values.len().checked_mul(classes).ok_or_else(|| {
        Error::InvalidInput(format!("{function}: the one-hot labels are too large"))
    })?;
    let mut mask = Vec::new();
    mask.try_reserve_exact(size)
        .map_err(|e| Error::InvalidInput(format!("{function}: {e}")))?;
    for v in values {
        if !(v >= 0.0 && v < classes as f64 && v.fract() == 0.0) {
            return Err(Error::InvalidInput(format!(
                "{function}: label {v} is not a class index: a whole number in [0, {classes}) \
                 (the length of pred's axis)"
            )));
        }
        mask.extend((0..classes).map(|c| if c as f64 == v { 1.0 } else { 0.0 }));
    }
    let mut shape = labels.shape().to_vec();
    shape.push(classes);
    let host = HostArray::new(shape, mask)?.astype(like.dtype())?;
    Array::from_host(like.backend(), host, like.device())
}
