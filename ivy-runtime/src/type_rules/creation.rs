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

/// How many elements of an `n_rows × n_cols` matrix lie on and below its `k`-th diagonal (on
/// and above it if `upper`): closed forms, whatever the sizes; an error if the count overflows.
pub fn triangle_count(n_rows: usize, n_cols: usize, k: isize, upper: bool) -> Result<usize> {
    let (n, m) = (n_rows as i128, n_cols as i128);
    // Row `i` holds `clamp(i + k + 1, 0, m)` elements on and below the diagonal `k`.
    // (Checked: sizes near `usize::MAX` overflow even `i128`.)
    let lower = |k: i128| {
        let first = (-k).clamp(0, n);
        let full = (m - k - 1).clamp(first, n);
        let c = full - first;
        let ramp = c
            .checked_mul(first + k + 1)?
            .checked_add((c / 2).checked_mul(c - 1)?)?;
        // `c (c - 1) / 2` without the overflow of `c (c - 1)`: one of them is even.
        let ramp = if c % 2 == 1 {
            ramp.checked_add((c - 1) / 2)?
        } else {
            ramp
        };
        ramp.checked_add((n - full).checked_mul(m)?)
    };
    let k = k as i128;
    let count = if upper {
        n.checked_mul(m)
            .zip(lower(k - 1))
            .map(|(all, below)| all - below)
    } else {
        lower(k)
    };
    count.and_then(|c| usize::try_from(c).ok()).ok_or_else(|| {
        invalid(format!(
            "the triangle of a {n_rows} × {n_cols} matrix holds more elements than an \
                 array can"
        ))
    })
}

/// `tril_indices` / `triu_indices`: the row and the column indices (`int64`) of the
/// [`triangle_count`] elements of the triangle.
pub fn triangle_indices(
    n_rows: usize,
    n_cols: Option<usize>,
    k: isize,
    upper: bool,
) -> Result<(TensorType, TensorType)> {
    let count = triangle_count(n_rows, n_cols.unwrap_or(n_rows), k, upper)?;
    let t = created(&[count], super::INDEX_DTYPE)?;
    Ok((t.clone(), t))
}

/// A random function's result (`random_uniform`, `random_normal`, `randint`): `shape` in
/// `dtype` when one is given, else the shape its parameters broadcast to.
pub fn drawn(shape: Option<&[usize]>, params: &[&TensorType], dtype: Dtype) -> Result<TensorType> {
    match shape {
        Some(s) => created(s, dtype),
        None => super::broadcast_retyped(params, dtype),
    }
}

/// `full`'s result: `shape` in its [`full_dtype`].
pub fn filled(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<TensorType> {
    created(shape, full_dtype(fill_value, dtype)?)
}

/// `full`'s dtype: `dtype`, or, without one, the default dtype of the fill value's kind
/// ([`Scalar::default_dtype`]). The one statement of the rule, which the backends' `full`
/// kernels follow.
pub fn full_dtype(fill_value: Scalar, dtype: Option<Dtype>) -> Result<Dtype> {
    match dtype {
        Some(d) => Ok(d),
        None => fill_value.default_dtype(),
    }
}

/// `arange`'s result: [`arange_length`] values.
pub fn ranged(start: Scalar, stop: Scalar, step: Scalar, dtype: Dtype) -> Result<TensorType> {
    let n = arange_length(start, stop, step).map_err(invalid)?;
    created(&[n], dtype)
}

/// How many values NumPy's `arange` gives from `start` below `stop` by `step`:
/// `ceil((stop - start) / step)`, none when that is not positive. Exact for integer bounds and
/// step; with a float among them computed in `f64`, the span still exact for integer bounds (as
/// NumPy takes it). What is wrong otherwise, in words: a zero or non-finite step or bound,
/// bounds whose span overflows, or more values than memory could hold (16 bytes each at
/// most). The one statement of the length, which the backends' `arange` kernels follow.
pub fn arange_length(
    start: Scalar,
    stop: Scalar,
    step: Scalar,
) -> std::result::Result<usize, String> {
    let integer = |s: Scalar| match s {
        Scalar::Int(v) => Some(v),
        Scalar::Bool(b) => Some(i128::from(b)),
        _ => None,
    };
    let real = |s: Scalar, what: &str| match s {
        Scalar::Int(v) => Ok(v as f64),
        Scalar::Float(v) if v.is_finite() => Ok(v),
        Scalar::Bool(b) => Ok(f64::from(u8::from(b))),
        other => Err(format!("the {what} {other} is not a finite real number")),
    };
    let n = match (integer(start), integer(stop), integer(step)) {
        (_, _, Some(0)) => return Err("the step is 0".into()),
        (Some(a), Some(b), Some(s)) => {
            let span = b.checked_sub(a).ok_or("the bounds overflow")?;
            if (span > 0) == (s > 0) && span != 0 {
                span.unsigned_abs().div_ceil(s.unsigned_abs()) as f64
            } else {
                0.0
            }
        }
        _ => {
            let (first, step) = (real(start, "start")?, real(step, "step")?);
            let span = match (integer(start), integer(stop)) {
                (Some(a), Some(b)) => b.checked_sub(a).map_or(f64::INFINITY, |s| s as f64),
                _ => real(stop, "stop")? - first,
            };
            if step == 0.0 {
                return Err("the step is 0".into());
            }
            (span / step).ceil().max(0.0)
        }
    };
    let most = (isize::MAX as f64) / 16.0;
    if n >= most {
        return Err(format!(
            "{} values are too many (at most {} fit in memory)",
            crate::Readable(n),
            crate::Readable(most)
        ));
    }
    Ok(n as usize)
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
