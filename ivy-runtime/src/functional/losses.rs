//! Losses, composed of other ivy functions.

use ivy_macros::compositional;

use super::{
    abs, add, astype, clip, divide, equal, exp, log, log1p, maximum, mean, minimum, multiply,
    relu, sigmoid, sign, softplus, subtract, sum, where_, xlogy, zeros_like,
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

/// The mean absolute error `|target - input|` (L1), reduced as `reduction` says (`"none"`,
/// `"mean"`, Ivy's default, or `"sum"`, over every element).
///
/// ```
/// let x = ivy::array![1.0f32, 2.0, 3.0]?;
/// let y = ivy::array![0.5f32, 2.5, 2.0]?;
/// assert_eq!(ivy::l1_loss(&x, &y)?.to_string(), "0.6666667");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&real_part(&broadcast(&[input, target])?)?, reduction, None))]
#[defaults(reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn l1_loss(
    input: &Array,
    target: &Array,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let reduction = self::Reduction::parse("l1_loss", reduction)?;
    reduction.apply(&abs(&subtract(target, input)?)?)
}

/// The Huber loss between `true_` and `pred`: `d^2 / 2` where `d = |true_ - pred|` is at
/// most `delta` (Ivy's default 1), `delta * (d - delta / 2)` beyond, reduced as `reduction`
/// says (`"none"`, `"mean"`, Ivy's default, or `"sum"`). Computed as `c^2 / 2 + delta * (d -
/// c)` with `c = min(d, delta)`, which is both branches at once.
///
/// ```
/// let t = ivy::array![2.0f32, 4.0, 7.0, 1.0]?;
/// let p = ivy::array![2.5f32, 3.5, 8.0, 3.0]?;
/// let loss = ivy::huber_loss::with(&t, &p).reduction("none").call()?;
/// assert_eq!(loss.to_string(), "[0.125, 0.125, 0.5  , 1.5  ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[true_, pred])?, reduction, None))]
#[defaults(delta = 1.0, reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn huber_loss(
    true_: &Array,
    pred: &Array,
    delta: f64,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let reduction = self::Reduction::parse("huber_loss", reduction)?;
    let d = abs(&subtract(true_, pred)?)?;
    let c = minimum(&d, delta)?;
    let quadratic = multiply(&multiply(&c, &c)?, 0.5)?;
    reduction.apply(&add(&quadratic, &multiply(&subtract(&d, &c)?, delta)?)?)
}

/// The smooth L1 loss: with `n = |input - target|`, `n^2 / (2 beta)` where `n < beta`, `n -
/// beta / 2` elsewhere (Ivy's default `beta` is 1; below `1e-5` the loss is `n` itself, as
/// Ivy and PyTorch), reduced as `reduction` says (`"none"`, `"mean"`, Ivy's default, or
/// `"sum"`).
///
/// ```
/// let x = ivy::array![1.0f32, 2.0, 3.0]?;
/// let y = ivy::array![6.0f32, 2.0, 3.0]?;
/// assert_eq!(ivy::smooth_l1_loss(&x, &y)?.to_string(), "1.5"); // Ivy's documented value
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[input, target])?, reduction, None))]
#[defaults(beta = 1.0, reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn smooth_l1_loss(
    input: &Array,
    target: &Array,
    beta: f64,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let reduction = self::Reduction::parse("smooth_l1_loss", reduction)?;
    let n = abs(&subtract(input, target)?)?;
    if beta < 1e-5 {
        return reduction.apply(&n);
    }
    let c = minimum(&n, beta)?;
    let quadratic = multiply(&multiply(&c, &c)?, 0.5 / beta)?;
    reduction.apply(&add(&quadratic, &subtract(&n, &c)?)?)
}

/// The Kullback-Leibler divergence of `target` from the distribution whose logarithms are
/// `input` (PyTorch's `kl_div`): `target * (ln(target) - input)` element-wise, 0 where
/// `target` is 0; with `log_target`, `target` holds logarithms too and the loss is
/// `e^target * (target - input)`. Reduced as `reduction` says: `"none"`, `"sum"`, `"mean"`
/// (Ivy's default: over every element) or `"batchmean"` (the sum over the length of axis 0).
///
/// ```
/// let input = ivy::array![-1.0f32, -2.0]?;
/// let target = ivy::array![0.5f32, 0.0]?;
/// assert_eq!(ivy::kl_div::with(&input, &target).reduction("sum").call()?.to_string(), "0.15342641");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[input, target])?, if reduction == "batchmean" { "sum" } else { reduction }, None))]
#[defaults(reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn kl_div(
    input: &Array,
    target: &Array,
    reduction: &str,
    log_target: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let batch_mean = reduction == "batchmean";
    let reduction = if batch_mean {
        Reduction::Sum
    } else {
        self::Reduction::parse("kl_div", reduction).map_err(|_| {
            Error::InvalidInput(format!(
                "kl_div: reduction must be \"none\", \"mean\", \"sum\" or \"batchmean\", got \
                 {reduction:?}"
            ))
        })?
    };
    let loss = if log_target {
        multiply(&exp(target)?, &subtract(target, input)?)?
    } else {
        subtract(&xlogy(target, target)?, &multiply(target, input)?)?
    };
    let total = reduction.apply(&loss)?;
    if batch_mean {
        let batch = loss.shape().first().copied().unwrap_or(1);
        divide(&total, batch as f64)
    } else {
        Ok(total)
    }
}

/// The negative log-likelihood of `target` under Poisson distributions of mean `input`
/// (PyTorch's `poisson_nll_loss`): `e^input - target * input` with `log_input` (Ivy's
/// default), `input - target * ln(input + eps)` without; with `full`, Stirling's
/// approximation of `ln(target!)`, `target ln(target) - target + ln(2 pi target) / 2`, is
/// added where `target > 1`. Reduced as `reduction` says (`"none"`, `"mean"`, Ivy's
/// default, or `"sum"`).
///
/// ```
/// let input = ivy::array![0.0f32, 1.0]?;
/// let target = ivy::array![1.0f32, 2.0]?;
/// assert_eq!(ivy::poisson_nll_loss::with(&input, &target).reduction("none").call()?.to_string(), "[1.        , 0.71828175]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[input, target])?, reduction, None))]
#[defaults(log_input = true, eps = 1e-8, reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[allow(clippy::too_many_arguments)] // Ivy's signature
pub fn poisson_nll_loss(
    input: &Array,
    target: &Array,
    log_input: bool,
    full: bool,
    eps: f64,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let reduction = self::Reduction::parse("poisson_nll_loss", reduction)?;
    let mut loss = if log_input {
        subtract(&exp(input)?, &multiply(target, input)?)?
    } else {
        subtract(input, &multiply(target, &log(&add(input, eps)?)?)?)?
    };
    if full {
        // Stirling's term of max(target, 1), kept where target > 1 (a mask of 1s and 0s).
        let t = maximum(target, 1.0)?;
        let two_pi = 2.0 * std::f64::consts::PI;
        let stirling = add(
            &subtract(&xlogy(&t, &t)?, &t)?,
            &multiply(&log(&multiply(&t, two_pi)?)?, 0.5)?,
        )?;
        let mask = relu(&sign(&subtract(target, 1.0)?)?)?;
        loss = add(&loss, &multiply(&stirling, &mask)?)?;
    }
    reduction.apply(&loss)
}

/// The Poisson log-likelihood loss of Ivy (TensorFlow's `log_poisson_loss`): `e^pred - pred
/// * true_` element-wise, plus with `compute_full_loss` Stirling's approximation of
/// `ln(true_!)`, `true_ ln(true_) - true_ + ln(2 pi true_) / 2`, where `true_ > 1`. Reduced
/// as `reduction` says over `axis` (`"none"`, Ivy's default, `"sum"` or `"mean"`). `true_` and
/// `pred` must have one shape.
///
/// ```
/// let t = ivy::array![0.0f32, 0.0, 1.0, 0.0]?;
/// let p = ivy::array![0.25f32, 0.25, 0.25, 0.25]?;
/// assert_eq!(ivy::log_poisson_loss(&t, &p)?.to_string(), "[1.2840254, 1.2840254, 1.0340254, 1.2840254]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[true_, pred])?, reduction, Some(axis)))]
#[defaults(axis = -1, reduction = "none")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn log_poisson_loss(
    true_: &Array,
    pred: &Array,
    compute_full_loss: bool,
    axis: isize,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    const NAME: &str = "log_poisson_loss";
    let reduction = self::Reduction::parse(NAME, reduction)?;
    if true_.shape() != pred.shape() {
        return Err(Error::InvalidInput(format!(
            "{NAME}: true_ and pred must have one shape, got {:?} and {:?}",
            true_.shape(),
            pred.shape()
        )));
    }
    let mut loss = subtract(&exp(pred)?, &multiply(pred, true_)?)?;
    if compute_full_loss {
        let t = maximum(true_, 1.0)?;
        let stirling = add(
            &subtract(&xlogy(&t, &t)?, &t)?,
            &multiply(&log(&multiply(&t, 2.0 * std::f64::consts::PI)?)?, 0.5)?,
        )?;
        let mask = relu(&sign(&subtract(true_, 1.0)?)?)?;
        loss = add(&loss, &multiply(&stirling, &mask)?)?;
    }
    match reduction {
        Reduction::None => Ok(loss),
        Reduction::Sum => sum::with(&loss).axis(axis).call(),
        Reduction::Mean => mean::with(&loss).axis(axis).call(),
    }
}

/// The soft-margin loss `ln(1 + e^(-target * input))` element-wise (PyTorch's
/// `soft_margin_loss`, labels `target` of ±1), reduced as `reduction` says (`"none"`,
/// `"mean"`, Ivy's default, or `"sum"`). Computed as `softplus(-target * input)`, which does
/// not overflow.
///
/// ```
/// let x = ivy::array![0.0f32, 2.0]?;
/// let y = ivy::array![1.0f32, -1.0]?;
/// assert_eq!(ivy::soft_margin_loss::with(&x, &y).reduction("none").call()?.to_string(), "[0.6931472, 2.126928 ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[input, target])?, reduction, None))]
#[defaults(reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn soft_margin_loss(
    input: &Array,
    target: &Array,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let reduction = self::Reduction::parse("soft_margin_loss", reduction)?;
    let margin = multiply(&multiply(target, input)?, -1.0)?;
    reduction.apply(&softplus(&margin)?)
}

/// The hinge embedding loss (PyTorch's `hinge_embedding_loss`, as Ivy computes it):
/// `input` where `target` is 1, `max(0, margin - input)` where it is -1, 0 elsewhere
/// (Ivy's default `margin` is 1), reduced as `reduction` says (`"none"`, `"mean"`, Ivy's
/// default, or `"sum"`).
///
/// ```
/// let x = ivy::array![0.25f32, 2.0, 0.5]?;
/// let y = ivy::array![1.0f32, -1.0, -1.0]?;
/// assert_eq!(ivy::hinge_embedding_loss::with(&x, &y).reduction("none").call()?.to_string(), "[0.25, 0.  , 0.5 ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduced_loss(&broadcast(&[input, target])?, reduction, None))]
#[defaults(margin = 1.0, reduction = "mean")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn hinge_embedding_loss(
    input: &Array,
    target: &Array,
    margin: f64,
    reduction: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let reduction = self::Reduction::parse("hinge_embedding_loss", reduction)?;
    let zeros = zeros_like(&add(input, target)?)?;
    let positive = where_(&equal(target, 1)?, input, &zeros)?;
    let hinge = relu(&subtract(margin, input)?)?;
    let negative = where_(&equal(target, -1)?, &hinge, &zeros)?;
    reduction.apply(&add(&positive, &negative)?)
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

    /// The loss reduced over every element: itself, its sum or its mean.
    fn apply(self, loss: &Array) -> Result<Array> {
        match self {
            Reduction::None => Ok(loss.clone()),
            Reduction::Sum => sum(loss),
            Reduction::Mean => mean(loss),
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
