//! Layers of neural networks: dropout, attention.

use ivy_macros::compositional;

use super::{asarray, astype, multiply};
use crate::{Array, Dtype, Error, FunctionDecl, Result};

/// `x` with each element zeroed with probability `prob` (where a uniform draw in `[0, 1)` is
/// below `prob`, Ivy's rule) and the others multiplied by `1 / (1 - prob)` if `scale`; with
/// `training == false`, or `prob == 0`, `x` unchanged. `prob` must be in `[0, 1]` (`1` zeroes
/// everything). The draws come from the seeded generator of the random functions: the same
/// `seed` gives the same mask on every backend.
///
/// `noise_shape` (default: `x`'s shape) is the shape of the mask; it must broadcast to `x`'s
/// shape (a 1 drops whole slices along that axis). `dtype` (a float or complex dtype) converts
/// the result; integer and bool inputs become the default float dtype first. As in Ivy, a
/// dropped `inf` or `nan` gives `nan` (the mask multiplies).
///
/// ```
/// let x = ivy::array![[1.0, 2.0, 3.0, 4.0]]?;
/// let y = ivy::dropout(&x, 0.5, true, None, true, Some(0), None, None)?;
/// let kept = y.to_string();
/// // Each element is 0, or twice its value.
/// assert!(["0.", "2."].iter().any(|v| kept.contains(v)));
/// let same = ivy::dropout(&x, 0.5, true, None, false, None, None, None)?;
/// assert!(ivy::array_equal(&same, &x)?);
/// assert!(ivy::dropout(&x, 1.5, true, None, true, None, None, None).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[allow(clippy::too_many_arguments)] // Ivy's signature
pub fn dropout(
    x: &Array,
    prob: f64,
    scale: bool,
    dtype: Option<Dtype>,
    training: bool,
    seed: Option<u64>,
    noise_shape: Option<&[usize]>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "dropout";
    if !(0.0..=1.0).contains(&prob) {
        return Err(Error::InvalidInput(format!(
            "{F}: prob must be in [0, 1], got {prob}"
        )));
    }
    let dtype = dtype.unwrap_or(x.dtype());
    if !dtype.is_inexact() {
        return Err(Error::InvalidInput(format!(
            "{F}: dtype must be a float or complex dtype, got `{dtype}`"
        )));
    }
    let noise_shape = noise_shape.unwrap_or(x.shape());
    let broadcast = crate::shape::broadcast_shapes(F, noise_shape, x.shape())?;
    if broadcast != x.shape() {
        return Err(Error::InvalidInput(format!(
            "{F}: noise_shape {noise_shape:?} does not broadcast to x's shape {:?}; give a shape \
             of x's rank whose axes are x's or 1",
            x.shape()
        )));
    }
    let x = astype(x, dtype, None)?;
    if !training || prob == 0.0 {
        return Ok(x);
    }
    // Every element is dropped when prob is 1: no scale (which would be infinite) is needed.
    let kept = if scale && prob < 1.0 {
        1.0 / (1.0 - prob)
    } else {
        1.0
    };
    let mask = crate::rng::dropout_mask(noise_shape, prob, kept, seed)?;
    let mask = crate::with_backend(x.backend(), || asarray(mask, Some(dtype), Some(x.device())))?;
    multiply(&x, &mask, None)
}

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[dropout::DECL];
