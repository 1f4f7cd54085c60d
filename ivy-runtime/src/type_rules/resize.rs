//! The geometry of resampling (`interpolate`): output lengths from a size or scale factors,
//! and where each output samples the input, as PyTorch's `F.interpolate` computes them.

use crate::error::{Error, Result};
use crate::tensor_type::{TensorType, format_dims};

/// A bad argument of `interpolate`.
fn refuse(message: String) -> Error {
    Error::TypeRule {
        function: "interpolate",
        message,
    }
}

/// `values` for `n` axes: one value for all, or one per axis.
fn per_axis<T: Copy>(name: &str, values: &[T], n: usize) -> Result<Vec<T>> {
    match values.len() {
        1 => Ok(vec![values[0]; n]),
        len if len == n => Ok(values.to_vec()),
        len => Err(refuse(format!(
            "`{name}` has {len} entries; give 1 or one per spatial axis ({n})"
        ))),
    }
}

/// The output length of each spatial axis of `x` (its lengths `input`): `size`, or
/// `floor(length * scale_factor)`; exactly one of them is given.
pub fn output_lengths(
    input: &[usize],
    size: Option<&[usize]>,
    scale_factor: Option<&[f64]>,
) -> Result<Vec<usize>> {
    let n = input.len();
    match (size, scale_factor) {
        (Some(s), None) => per_axis("size", s, n),
        (None, Some(f)) => {
            let f = per_axis("scale_factor", f, n)?;
            if let Some(bad) = f.iter().find(|v| !(v.is_finite() && **v > 0.0)) {
                return Err(refuse(format!(
                    "scale_factor {bad} is not a positive finite number"
                )));
            }
            Ok(input
                .iter()
                .zip(f)
                .map(|(&l, f)| (l as f64 * f).floor() as usize)
                .collect())
        }
        (Some(_), Some(_)) => Err(refuse("give size or scale_factor, not both".to_owned())),
        (None, None) => Err(refuse("give size or scale_factor".to_owned())),
    }
}

/// The type of `interpolate` of `x` (`[N, C, spatial...]`, one to three spatial axes): `x`'s
/// with the spatial lengths of [`output_lengths`] (unknown where a scale factor meets an
/// unknown length).
pub fn interpolated(
    x: &TensorType,
    size: Option<&[usize]>,
    scale_factor: Option<&[f64]>,
) -> Result<TensorType> {
    let xs = &x.shape;
    if !(3..=5).contains(&xs.len()) {
        return Err(refuse(format!(
            "x must be [N, C, spatial...] with 1 to 3 spatial axes; got shape {}",
            format_dims(xs)
        )));
    }
    let dims = xs.len() - 2;
    let known: Vec<usize> = xs[2..].iter().map(|d| d.unwrap_or(0)).collect();
    let lengths = output_lengths(&known, size, scale_factor)?;
    let mut shape = xs.clone();
    for a in 0..dims {
        shape[a + 2] = if size.is_some() || xs[a + 2].is_some() {
            Some(lengths[a])
        } else {
            None
        };
    }
    Ok(TensorType::new(x.dtype, shape))
}

/// Where output `j` of `output` samples an axis of `input` elements, in input coordinates:
/// `j * (input - 1) / (output - 1)` with `align_corners`, else `(j + 0.5) * scale - 0.5`
/// (at least 0) for `scale = 1 / scale_factor` if given, else `input / output`.
pub fn linear_sources(
    input: usize,
    output: usize,
    align_corners: bool,
    scale_factor: Option<f64>,
) -> Vec<f64> {
    let scale = if align_corners {
        if output > 1 {
            (input as f64 - 1.0) / (output as f64 - 1.0)
        } else {
            0.0
        }
    } else {
        scale_factor.map_or(input as f64 / output as f64, |f| 1.0 / f)
    };
    (0..output)
        .map(|j| {
            if align_corners {
                j as f64 * scale
            } else {
                ((j as f64 + 0.5) * scale - 0.5).max(0.0)
            }
        })
        .collect()
}

/// The input element output `j` of `output` copies: `floor(j * scale)` ("nearest") or
/// `floor((j + 0.5) * scale)` ("nearest-exact"), at most `input - 1`, for `scale = 1 /
/// scale_factor` if given, else `input / output` (PyTorch's rules).
pub fn nearest_sources(
    input: usize,
    output: usize,
    exact: bool,
    scale_factor: Option<f64>,
) -> Vec<usize> {
    let scale = scale_factor.map_or(input as f64 / output as f64, |f| 1.0 / f);
    let offset = if exact { 0.5 } else { 0.0 };
    (0..output)
        .map(|j| (((j as f64 + offset) * scale).floor() as usize).min(input.saturating_sub(1)))
        .collect()
}
