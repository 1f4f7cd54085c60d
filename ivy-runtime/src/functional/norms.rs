//! Normalization layers.

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
#[allow(clippy::too_many_arguments)] // Ivy's parameters, in Ivy's order
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
