//! Normalization layers.

// Ivy's signatures have up to nine parameters; the items the declaration macros generate
// repeat them.
#![allow(clippy::too_many_arguments)]

use ivy_macros::compositional;

use super::{abs, add, divide, mean, multiply, sqrt, subtract};
use crate::{Array, Result};

/// Layer normalization over the axes `normalized_idxs` taken together (Ivy's `layer_norm`):
/// `(x - mean) / sqrt(var + eps)` with the mean and the variance (without correction) over
/// those axes, then times `scale` and plus `offset`, then times `new_std`. As Ivy's, `offset`
/// is added only together with a `scale`. Integers and `bool` are taken as the default float
/// dtype first, so `eps` and `new_std` meet a float array and stay in its dtype (Ivy 1.0.0.5
/// gives `float64`: its composition meets a Python float first). An axis out of range or given
/// twice is an error.
///
/// The variance is the mean of `|x - mean|^2`, real for complex input (as NumPy's `var`).
/// Composed of [`mean()`] (axis by axis, which for equal lanes is the mean over them all),
/// [`subtract()`], [`abs()`], [`multiply()`], [`add()`], [`sqrt()`], [`divide()`].
///
/// ```
/// let x = ivy::array![[1.0f64, 3.0], [2.0, 2.0]]?;
/// // The second row has no spread: with `eps = 0` its normalized values are 0 / 0.
/// let y = ivy::layer_norm::with(&x, &[-1]).eps(0.0).call()?;
/// assert_eq!(y.to_string(), "[[-1.,  1.],\n [nan, nan]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(normalized_idxs = required, eps = 1e-5, new_std = 1.0)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn layer_norm(
    x: &Array,
    normalized_idxs: &[isize],
    scale: Option<&Array>,
    offset: Option<&Array>,
    eps: f64,
    new_std: f64,
    out: Option<&mut Array>,
) -> Result<Array> {
    let axes = crate::distinct_axes("layer_norm", "normalized_idxs", normalized_idxs, x.ndim())?;
    // Means kept as length-1 axes, so the axes' indices stay valid and they broadcast back.
    let mean_over = |a: &Array| -> Result<Array> {
        axes.iter()
            .try_fold(a.clone(), |m, &ax| mean::with(&m).axis(ax as isize).keepdims(true).call())
    };
    let centered = subtract(x, &mean_over(x)?)?;
    let spread = abs(&centered)?;
    let var = mean_over(&multiply(&spread, &spread)?)?;
    let root = sqrt(&add(&var, eps)?)?;
    let mut y = divide(&centered, &root)?;
    if let Some(s) = scale {
        y = multiply(&y, s)?;
        if let Some(o) = offset {
            y = add(&y, o)?;
        }
    }
    multiply(&y, new_std)
}

/// `x` divided by its Euclidean norm over `axis` (all axes if `None`), the norm taken as at
/// least `1e-12` so that a zero vector stays zero (Ivy's `l2_normalize`). Integers and `bool`
/// are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![[3.0f32, 4.0], [0.0, 0.0]]?;
/// let y = ivy::l2_normalize::with(&x).axis(1).call()?;
/// assert_eq!(y.to_string(), "[[0.6, 0.8],\n [0. , 0. ]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn l2_normalize(x: &Array, axis: Option<isize>, out: Option<&mut Array>) -> Result<Array> {
    let norm = super::vector_norm::with(x).axis(axis).keepdims(true).call()?;
    divide(x, &super::maximum(&norm, 1e-12)?)
}

/// `x` with its channel axis last (`"NSC"`, Ivy's default) or second (`"NCS"`, moved last),
/// and whether it was moved; an error naming the two formats otherwise.
fn channels_last(function: &str, x: &Array, data_format: &str) -> Result<(Array, bool)> {
    match data_format {
        "NSC" => Ok((x.clone(), false)),
        "NCS" if x.ndim() >= 2 => Ok((super::moveaxis(x, &[1], &[-1])?, true)),
        "NCS" => Ok((x.clone(), false)),
        other => Err(crate::Error::InvalidInput(format!(
            "{function}: data_format must be \"NSC\" (channels last) or \"NCS\" (channels \
             second), got {other:?}"
        ))),
    }
}

/// `x` normalized as `(x - mean) * inv + offset` with `inv = scale / sqrt(variance + eps)`
/// (as Ivy writes it: `x * inv + offset - mean * inv`), the statistics broadcast against
/// `x`'s last axis.
fn normalized(
    x: &Array,
    mean: &Array,
    variance: &Array,
    offset: Option<&Array>,
    scale: Option<&Array>,
    eps: f64,
) -> Result<Array> {
    let mut inv = divide(1.0, &sqrt(&add(variance, eps)?)?)?;
    if let Some(s) = scale {
        inv = multiply(&inv, s)?;
    }
    let mut y = multiply(x, &inv)?;
    if let Some(o) = offset {
        y = add(&y, o)?;
    }
    subtract(&y, &multiply(mean, &inv)?)
}

/// `x` (channels last) with every axis but the last merged into the first: `[-1, C]`.
fn per_channel(x: &Array) -> Result<Array> {
    let channels = x.shape().last().map_or(1, |&c| c as isize);
    super::reshape(x, &[-1, channels])
}

/// Batch normalization (Ivy's `batch_norm`): `x`'s channels (its last axis with
/// `data_format` `"NSC"`, Ivy's default, or its axis 1 with `"NCS"`) normalized with `mean`
/// and `variance`, one per channel, then times `scale` and plus `offset` where given:
/// `(x - mean) * scale / sqrt(variance + eps) + offset`. With `training`, the statistics are
/// the batch's own (over every axis but the channels', the variance without correction) and
/// the running ones are updated: `(1 - momentum) * running + momentum * batch`, the batch
/// variance taken with Bessel's correction there. Returns the normalized `x` and the running
/// mean and variance (`mean` and `variance` themselves unless `training`). Integers and
/// `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![[1.0f32, 10.0], [3.0, 30.0]]?;
/// let zero = ivy::array![0.0f32, 0.0]?;
/// let one = ivy::array![1.0f32, 1.0]?;
/// let (y, m, v) = ivy::batch_norm::with(&x, &zero, &one).training(true).eps(0.0).call()?;
/// assert_eq!(y.to_string(), "[[-1., -1.],\n [ 1.,  1.]]");
/// assert_eq!((m.to_string(), v.to_string()), ("[0.2, 2. ]".to_owned(), "[ 1.1, 20.9]".to_owned()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(batch_norm_of(x, mean, variance, offset, scale, training))]
#[defaults(eps = 1e-5, momentum = 0.1, data_format = "NSC")]
#[integer_arrays_to_float]
#[nestable]
// Complex values have no variance of one sign to take the root of (as `var`).
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn batch_norm(
    x: &Array,
    mean: &Array,
    variance: &Array,
    offset: Option<&Array>,
    scale: Option<&Array>,
    training: bool,
    eps: f64,
    momentum: f64,
    data_format: &str,
) -> Result<(Array, Array, Array)> {
    let (xs, moved) = self::channels_last("batch_norm", x, data_format)?;
    let (y, running_mean, running_variance) = if training {
        let flat = self::per_channel(&xs)?;
        let n = flat.shape()[0] as f64;
        let batch_mean = super::mean::with(&flat).axis(0).call()?;
        let batch_variance = super::var::with(&flat).axis(0).call()?;
        let y = self::normalized(&xs, &batch_mean, &batch_variance, offset, scale, eps)?;
        let blend = |running: &Array, batch: &Array| -> Result<Array> {
            add(&multiply(running, 1.0 - momentum)?, &multiply(batch, momentum)?)
        };
        let unbiased = multiply(&batch_variance, n / (n - 1.0))?;
        (y, blend(mean, &batch_mean)?, blend(variance, &unbiased)?)
    } else {
        let y = self::normalized(&xs, mean, variance, offset, scale, eps)?;
        (y, mean.clone(), variance.clone())
    };
    let y = if moved { super::moveaxis(&y, &[-1], &[1])? } else { y };
    Ok((y, running_mean, running_variance))
}

/// Instance normalization (Ivy's `instance_norm`): as [`batch_norm()`], but the statistics
/// of each sample (over its spatial axes, one per channel) normalize that sample when
/// `training`, and the running `mean` and `variance` are updated with their means over the
/// samples; without `training`, `mean` and `variance` normalize every sample. `x` needs a
/// batch axis, one spatial axis or more, and a channel axis (last with `"NSC"`, Ivy's
/// default; second with `"NCS"`). Returns the normalized `x` and the running mean and
/// variance.
///
/// ```
/// ivy::init()?;
/// // 2 samples, 2 positions, 1 channel
/// let x = ivy::asarray(ivy::HostArray::new(vec![2, 2, 1], vec![1.0f32, 3.0, 10.0, 30.0])?)?;
/// let (y, _, _) = ivy::instance_norm::with(&x, &ivy::array![0.0f32]?, &ivy::array![1.0f32]?)
///     .training(true)
///     .eps(0.0)
///     .call()?;
/// assert_eq!(y.to_string(), "[[[-1.],\n  [ 1.]],\n\n [[-1.],\n  [ 1.]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(batch_norm_of(x, mean, variance, offset, scale, training))]
#[defaults(eps = 1e-5, momentum = 0.1, data_format = "NSC")]
#[integer_arrays_to_float]
#[nestable]
// Complex values have no variance of one sign to take the root of (as `var`).
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn instance_norm(
    x: &Array,
    mean: &Array,
    variance: &Array,
    offset: Option<&Array>,
    scale: Option<&Array>,
    training: bool,
    eps: f64,
    momentum: f64,
    data_format: &str,
) -> Result<(Array, Array, Array)> {
    if x.ndim() < 3 {
        return Err(crate::Error::InvalidInput(format!(
            "instance_norm: x needs a batch, a spatial and a channel axis (3 dimensions or \
             more), got shape {:?}",
            x.shape()
        )));
    }
    let (xs, moved) = self::channels_last("instance_norm", x, data_format)?;
    let (y, running_mean, running_variance) = if training {
        // Each sample's positions merged into one axis: [N, S, C].
        let (samples, channels) = (xs.shape()[0] as isize, xs.shape()[xs.ndim() - 1] as isize);
        let grouped = super::reshape(&xs, &[samples, -1, channels])?;
        let n = grouped.shape()[1] as f64;
        let m = super::mean::with(&grouped).axis(1).keepdims(true).call()?;
        let v = super::var::with(&grouped).axis(1).keepdims(true).call()?;
        let y = self::normalized(&grouped, &m, &v, None, None, eps)?;
        let y = super::reshape(&y, &xs.shape().iter().map(|&d| d as isize).collect::<Vec<_>>())?;
        let y = match scale {
            Some(s) => multiply(&y, s)?,
            None => y,
        };
        let y = match offset {
            Some(o) => add(&y, o)?,
            None => y,
        };
        let over_samples = |a: &Array| -> Result<Array> {
            super::mean::with(&super::reshape(a, &[samples, channels])?).axis(0).call()
        };
        let blend = |running: &Array, batch: &Array| -> Result<Array> {
            add(&multiply(running, 1.0 - momentum)?, &multiply(batch, momentum)?)
        };
        let unbiased = multiply(&v, n / (n - 1.0))?;
        (y, blend(mean, &over_samples(&m)?)?, blend(variance, &over_samples(&unbiased)?)?)
    } else {
        let y = self::normalized(&xs, mean, variance, offset, scale, eps)?;
        (y, mean.clone(), variance.clone())
    };
    let y = if moved { super::moveaxis(&y, &[-1], &[1])? } else { y };
    Ok((y, running_mean, running_variance))
}

/// Group normalization (Ivy's `group_norm`): the channels of each sample (last with
/// `data_format` `"NSC"`, Ivy's default; second with `"NCS"`) split into `num_groups` equal
/// groups, each normalized over its channels and positions together, `(x - mean) / sqrt(var
/// + eps)`, then times `scale` and plus `offset` (one per channel) where given. The channels
/// must divide into the groups.
///
/// ```
/// let x = ivy::array![[1.0f32, 3.0, 10.0, 30.0]]?; // 1 sample, 4 channels
/// let y = ivy::group_norm::with(&x, 2).eps(0.0).call()?;
/// assert_eq!(y.to_string(), "[[-1.,  1., -1.,  1.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(num_groups = required, eps = 1e-5, data_format = "NSC")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
// Complex values have no variance of one sign to take the root of (as `var`).
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn group_norm(
    x: &Array,
    num_groups: usize,
    offset: Option<&Array>,
    scale: Option<&Array>,
    eps: f64,
    data_format: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let (xs, moved) = self::channels_last("group_norm", x, data_format)?;
    let channels = xs.shape().last().copied().unwrap_or(1);
    if xs.ndim() < 2 || num_groups == 0 || channels % num_groups != 0 {
        return Err(crate::Error::InvalidInput(format!(
            "group_norm: the {channels} channels of x (shape {:?}) must split into \
             num_groups = {num_groups} equal groups",
            x.shape()
        )));
    }
    let samples = xs.shape()[0] as isize;
    let (g, per) = (num_groups as isize, (channels / num_groups) as isize);
    // [N, positions, groups, channels per group]: statistics over axes 1 and 3.
    let grouped = super::reshape(&xs, &[samples, -1, g, per])?;
    let merged = super::reshape(&super::moveaxis(&grouped, &[2], &[1])?, &[samples, g, -1])?;
    let m = super::mean::with(&merged).axis(2).keepdims(true).call()?;
    let v = super::var::with(&merged).axis(2).keepdims(true).call()?;
    let y = divide(&subtract(&merged, &m)?, &sqrt(&add(&v, eps)?)?)?;
    let y = super::reshape(&y, &[samples, g, -1, per])?;
    let y = super::moveaxis(&y, &[1], &[2])?;
    let y = super::reshape(&y, &xs.shape().iter().map(|&d| d as isize).collect::<Vec<_>>())?;
    let y = match scale {
        Some(s) => multiply(&y, s)?,
        None => y,
    };
    let y = match offset {
        Some(o) => add(&y, o)?,
        None => y,
    };
    if moved { super::moveaxis(&y, &[-1], &[1]) } else { Ok(y) }
}
