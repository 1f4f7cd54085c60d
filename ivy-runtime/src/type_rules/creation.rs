//! Creation rules: shapes from arguments, dtypes from the dtype argument or the values.

use ivy_grammar::Dtype;

use super::invalid;
use crate::error::Result;
use crate::host::HostArray;
use crate::scalar::Scalar;
use crate::tensor_type::TensorType;

/// An array of `shape` in `dtype` (`zeros`, `ones`, `empty`).
pub fn created(shape: &[usize], dtype: Dtype) -> Result<TensorType> {
    Ok(TensorType::known(dtype, shape))
}

/// A random function's result (`random_uniform`, `random_normal`, `randint`): `shape` in
/// `dtype` when one is given, else the shape its parameters broadcast to.
pub fn drawn(shape: Option<&[usize]>, params: &[&TensorType], dtype: Dtype) -> Result<TensorType> {
    match shape {
        Some(s) => created(s, dtype),
        None => super::broadcast_retyped(params, dtype),
    }
}

/// `full`'s result: `shape` in `dtype`, or, without one, the default dtype of the fill value's
/// kind.
pub fn filled(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<TensorType> {
    let dtype = match dtype {
        Some(d) => d,
        None => fill_value.default_dtype()?,
    };
    created(shape, dtype)
}

/// `arange`'s result: `ceil((stop - start) / step)` values (none when that is not positive),
/// exact for integer bounds and step.
pub fn ranged(start: Scalar, stop: Scalar, step: Scalar, dtype: Dtype) -> Result<TensorType> {
    let integer = |s: Scalar| match s {
        Scalar::Int(v) => Some(v),
        Scalar::Bool(b) => Some(i128::from(b)),
        _ => None,
    };
    let real = |s: Scalar| match s {
        Scalar::Int(v) => Some(v as f64),
        Scalar::Float(v) if v.is_finite() => Some(v),
        Scalar::Bool(b) => Some(f64::from(u8::from(b))),
        _ => None,
    };
    let count = match (integer(start), integer(stop), integer(step)) {
        (_, _, Some(0)) => return Err(invalid("the step is 0")),
        (Some(a), Some(b), Some(s)) => {
            let span = b - a;
            if (span > 0) == (s > 0) && span != 0 {
                Some(span.unsigned_abs().div_ceil(s.unsigned_abs()) as f64)
            } else {
                Some(0.0)
            }
        }
        _ => match (real(start), real(stop), real(step)) {
            (Some(a), Some(b), Some(s)) if s != 0.0 => Some(((b - a) / s).ceil().max(0.0)),
            (_, _, Some(0.0)) => return Err(invalid("the step is 0")),
            _ => return Err(invalid("the bounds and step must be finite real numbers")),
        },
    };
    let n = count.unwrap_or(0.0);
    if n >= (isize::MAX as f64) / 16.0 {
        return Err(invalid(format!("{n} values are too many")));
    }
    created(&[n as usize], dtype)
}

/// `asarray`'s result: the data's shape, in `dtype` or the data's own.
pub fn from_host(data: &HostArray, dtype: Option<Dtype>) -> Result<TensorType> {
    created(data.shape(), dtype.unwrap_or(data.dtype()))
}

/// `eye`'s result: `batch_shape` then `n_rows` by `n_cols` (`n_rows` if `None`).
pub fn identity(
    n_rows: usize,
    n_cols: Option<usize>,
    batch_shape: &[usize],
    dtype: Dtype,
) -> Result<TensorType> {
    let mut shape = batch_shape.to_vec();
    shape.extend([n_rows, n_cols.unwrap_or(n_rows)]);
    created(&shape, dtype)
}

/// `meshgrid`'s results: one per (one-dimensional) input, of the grid's shape (the inputs'
/// lengths, the first two swapped with `"xy"` indexing), or with `sparse` that shape with 1 on
/// every axis but the input's own; each in its input's dtype.
pub fn grid(arrays: &[&TensorType], sparse: bool, indexing: &str) -> Result<Vec<TensorType>> {
    if !matches!(indexing, "xy" | "ij") {
        return Err(invalid(format!(
            "indexing must be \"xy\" or \"ij\", not {indexing:?}"
        )));
    }
    let lengths = arrays
        .iter()
        .enumerate()
        .map(|(i, a)| match a.shape[..] {
            [n] => Ok(n),
            _ => Err(invalid(format!(
                "array {i} is of type {a}; each array must be one-dimensional"
            ))),
        })
        .collect::<Result<Vec<_>>>()?;
    let xy = indexing == "xy" && arrays.len() >= 2;
    let position = |i: usize| match (xy, i) {
        (true, 0) => 1,
        (true, 1) => 0,
        _ => i,
    };
    let mut full = lengths.clone();
    if xy {
        full.swap(0, 1);
    }
    Ok(arrays
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let shape = if sparse {
                (0..full.len())
                    .map(|axis| {
                        if axis == position(i) {
                            full[axis]
                        } else {
                            Some(1)
                        }
                    })
                    .collect()
            } else {
                full.clone()
            };
            TensorType::new(a.dtype, shape)
        })
        .collect())
}

/// `one_hot`'s result: `indices`' shape with a new axis of length `depth` at `axis` (the last
/// if `None`); in `dtype`, else the dtype `on_value` (else `off_value`) calls for, else the
/// default float dtype.
pub fn one_hot_of(
    indices: &TensorType,
    depth: usize,
    on_value: Option<Scalar>,
    off_value: Option<Scalar>,
    axis: Option<isize>,
    dtype: Option<Dtype>,
) -> Result<TensorType> {
    let dtype = match (dtype, on_value.or(off_value)) {
        (Some(d), _) => d,
        (None, Some(v)) => v.default_dtype()?,
        (None, None) => crate::defaults::default_float_dtype(),
    };
    let n = indices.ndim() + 1;
    let at = match axis {
        None => n - 1,
        Some(a) => super::axis(a, n)?,
    };
    let mut shape = indices.shape.clone();
    shape.insert(at, Some(depth));
    Ok(TensorType::new(dtype, shape))
}
