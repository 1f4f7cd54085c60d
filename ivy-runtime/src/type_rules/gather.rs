//! The shape rules of the gather and scatter family (`take_along_axis`, `gather`,
//! `gather_nd`, ...), once over either kind of dimension ([`Length`]): the kernels call them
//! with the arrays' shapes, the rules of [`type_rules`](super) with the types'. Their index
//! argument ([`Indices`](crate::Indices)) is of an integer dtype ([`index_dtype`]); its
//! values are read by the kernels, each one a position along an axis ([`index_position`]:
//! negative from the end, out of range an error naming the axis and its length).

use super::length::{Length, element_count, same, shown};
use crate::error::{Error, Result};
use crate::shape::{broadcast, normalize_axis};
use crate::tensor_type::TensorType;
use ivy_grammar::{Dtype, DtypeSet};

/// A bad argument of `function`: `function: message`.
fn refuse(function: &'static str, message: String) -> Error {
    Error::TypeRule { function, message }
}

/// The dtypes an index argument may have: the integer ones.
pub const INDEX_DTYPES: DtypeSet = DtypeSet::INTEGER;

/// Whether `dtype` may be the dtype of `function`'s index argument `param`: an integer dtype
/// (any width, signed or not), else the error naming both and the accepted dtypes.
///
/// ```
/// use ivy_runtime::{Dtype, type_rules::gather::index_dtype};
/// assert!(index_dtype("gather", "indices", Dtype::Uint8).is_ok());
/// let e = index_dtype("gather", "indices", Dtype::Float32).unwrap_err();
/// assert!(e.to_string().starts_with("gather: `indices` must be of an integer dtype"), "{e}");
/// ```
pub fn index_dtype(function: &'static str, param: &str, dtype: Dtype) -> Result<()> {
    if INDEX_DTYPES.contains(dtype) {
        return Ok(());
    }
    Err(refuse(
        function,
        format!("`{param}` must be of an integer dtype {INDEX_DTYPES}, not {dtype}"),
    ))
}

/// Whether values of `from` may be written into an array of `to` as `function`'s argument
/// `param`: where they cast to it under the active promotion rules (`can_cast`, as `out=`
/// takes a result), else the error naming both dtypes.
///
/// ```
/// use ivy_runtime::{Dtype, type_rules::gather::values_dtype};
/// assert!(values_dtype("put_along_axis", "values", Dtype::Int8, Dtype::Float32).is_ok());
/// assert!(values_dtype("put_along_axis", "values", Dtype::Float64, Dtype::Int32).is_err());
/// ```
pub fn values_dtype(function: &'static str, param: &str, from: Dtype, to: Dtype) -> Result<()> {
    if crate::promotion::can_cast(from, to) {
        return Ok(());
    }
    Err(refuse(
        function,
        format!(
            "`{param}` of {from} cannot be written into an array of {to}: {from} does not cast \
             to {to} under the active promotion rules (as `out=` would refuse it); cast them \
             with astype first"
        ),
    ))
}

/// Index `i` along `axis` of length `n` as a position (negative counts from the end), or the
/// error naming `function`, the axis and its length.
///
/// ```
/// use ivy_runtime::type_rules::gather::index_position;
/// assert_eq!(index_position("gather", -1, 0, 3)?, 2);
/// let e = index_position("gather", 3, 1, 3).unwrap_err();
/// assert_eq!(e.to_string(), "gather: index 3 is out of range for axis 1 of length 3 (valid: -3 to 2)");
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn index_position(function: &'static str, i: i64, axis: usize, n: usize) -> Result<usize> {
    // Lengths of arrays fit i64.
    let p = if i < 0 { i.saturating_add(n as i64) } else { i };
    if p < 0 || p >= n as i64 {
        return Err(Error::IndexOutOfRange {
            function,
            index: i,
            axis,
            length: n,
        });
    }
    Ok(p as usize)
}

/// `take_along_axis` (NumPy's): `indices` has as many dimensions as `arr`; along `axis`
/// (normalised, returned) the result has `indices`' length, along the others `arr` and
/// `indices` broadcast.
///
/// ```
/// use ivy_runtime::type_rules::gather;
/// assert_eq!(gather::take_along_axis(&[3usize, 4], &[3, 1], 1)?, (1, vec![3, 1]));
/// assert_eq!(gather::take_along_axis(&[3usize, 4], &[2, 1], -2)?, (0, vec![2, 4]));
/// assert!(gather::take_along_axis(&[3usize, 4], &[3], 1).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn take_along_axis<D: Length>(
    arr: &[D],
    indices: &[D],
    axis: isize,
) -> Result<(usize, Vec<D>)> {
    along_axis("take_along_axis", arr, indices, axis)
}

/// `put_along_axis` (NumPy's): the positions of [`take_along_axis`] (the normalised axis and
/// their shape returned), where `values` is written: it must broadcast to their shape.
///
/// ```
/// use ivy_runtime::type_rules::gather;
/// assert_eq!(gather::put_along_axis(&[3usize, 4], &[3, 1], &[1], 1)?, (1, vec![3, 1]));
/// assert!(gather::put_along_axis(&[3usize, 4], &[3, 1], &[2], 1).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn put_along_axis<D: Length>(
    arr: &[D],
    indices: &[D],
    values: &[D],
    axis: isize,
) -> Result<(usize, Vec<D>)> {
    const F: &str = "put_along_axis";
    let (axis, shape) = along_axis(F, arr, indices, axis)?;
    broadcasts_into(F, "values", values, &shape)?;
    Ok((axis, shape))
}

/// Whether `function`'s argument `param`, of shape `values`, broadcasts to `shape`, the
/// positions it is written to (an unknown length may); else the error naming both shapes.
pub fn broadcasts_into<D: Length>(
    function: &'static str,
    param: &str,
    values: &[D],
    shape: &[D],
) -> Result<()> {
    let refused = || {
        refuse(
            function,
            format!(
                "`{param}` of shape {} does not broadcast to the shape {} of the positions \
                 written",
                shown(values),
                shown(shape)
            ),
        )
    };
    let both = broadcast(function, values, shape).map_err(|_| refused())?;
    let fits = both.len() == shape.len()
        && both
            .iter()
            .zip(shape)
            .all(|(b, s)| b.known().is_none() || s.known().is_none() || b.known() == s.known());
    if fits { Ok(()) } else { Err(refused()) }
}

/// How an assignment (`x[query] = val`, [`set_item`](crate::set_item())) takes `values` into
/// positions of `shape`, as NumPy's and PyTorch's do: its leading axes of length 1 beyond
/// `shape`'s rank are dropped (a `(1, 1, 4)` value fills a row of 4; an unknown length counts
/// as 1, the call checking it), and the rest broadcasts into `shape`. The number of axes
/// dropped, or [`broadcasts_into`]'s error naming the whole shape.
pub fn assigned<D: Length>(
    function: &'static str,
    param: &str,
    values: &[D],
    shape: &[D],
) -> Result<usize> {
    let extra = values.len().saturating_sub(shape.len());
    let dropped = values[..extra]
        .iter()
        .take_while(|d| d.known().is_none_or(|n| n == 1))
        .count();
    match broadcasts_into(function, param, &values[dropped..], shape) {
        Ok(()) => Ok(dropped),
        Err(_) => broadcasts_into(function, param, values, shape).map(|()| 0),
    }
}

/// The shape rule of the functions along an axis (`take_along_axis`, `put_along_axis`).
fn along_axis<D: Length>(
    function: &'static str,
    arr: &[D],
    indices: &[D],
    axis: isize,
) -> Result<(usize, Vec<D>)> {
    if arr.len() != indices.len() {
        return Err(refuse(
            function,
            format!(
                "`indices` of shape {} has {} dimension(s) and `arr` of shape {} has {}; they \
                 must have as many",
                shown(indices),
                indices.len(),
                shown(arr),
                arr.len()
            ),
        ));
    }
    let axis = normalize_axis(function, axis, arr.len())?;
    // The other axes broadcast; `axis` is `indices`' own.
    let one = |s: &[D]| {
        let mut s = s.to_vec();
        s[axis] = D::of(1);
        s
    };
    let mut shape = broadcast(function, &one(arr), &one(indices))?;
    shape[axis] = indices[axis];
    element_count(function, &shape)?;
    Ok((axis, shape))
}

/// `batch_dims` as a count of leading dimensions of `indices` (negative counts from the
/// end), at most `limit`.
fn batch_count(
    function: &'static str,
    batch_dims: isize,
    ndim: usize,
    limit: usize,
) -> Result<usize> {
    let b = if batch_dims < 0 {
        batch_dims.checked_add(ndim as isize)
    } else {
        Some(batch_dims)
    };
    match b {
        Some(b) if b >= 0 && (b as usize) <= limit => Ok(b as usize),
        _ => Err(refuse(
            function,
            format!(
                "`batch_dims` is {batch_dims}; with `indices` of {ndim} dimension(s) it must \
                 be in {} to {limit}",
                -(ndim as isize)
            ),
        )),
    }
}

/// The leading `b` dimensions of `params` and `indices`, which must match.
fn batches<D: Length>(function: &'static str, params: &[D], indices: &[D], b: usize) -> Result<()> {
    for k in 0..b {
        same(params[k], indices[k], || {
            refuse(
                function,
                format!(
                    "the batch dimensions of `params` {} and `indices` {} differ at axis {k}",
                    shown(params),
                    shown(indices)
                ),
            )
        })?;
    }
    Ok(())
}

/// `gather` (Ivy's, TensorFlow's): the positions `indices` gives along `axis` of `params`,
/// the first `batch_dims` dimensions of both being batches (equal; at most `axis` of them).
/// Returns the normalised axis, the batch count and the result's shape,
/// `params[..axis] + indices[batch_dims..] + params[axis + 1..]`.
///
/// ```
/// use ivy_runtime::type_rules::gather;
/// assert_eq!(gather::gather(&[3usize, 4], &[2, 5], -1, 0)?, (1, 0, vec![3, 2, 5]));
/// assert_eq!(gather::gather(&[3usize, 4], &[3, 5], 1, 1)?, (1, 1, vec![3, 5]));
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn gather<D: Length>(
    params: &[D],
    indices: &[D],
    axis: isize,
    batch_dims: isize,
) -> Result<(usize, usize, Vec<D>)> {
    const F: &str = "gather";
    let axis = normalize_axis(F, axis, params.len())?;
    let b = batch_count(F, batch_dims, indices.len(), indices.len())?;
    if b > axis {
        return Err(refuse(
            F,
            format!("`batch_dims` ({b}) must not exceed the axis gathered along ({axis})"),
        ));
    }
    batches(F, params, indices, b)?;
    let mut shape = params[..axis].to_vec();
    shape.extend_from_slice(&indices[b..]);
    shape.extend_from_slice(&params[axis + 1..]);
    element_count(F, &shape)?;
    Ok((axis, b, shape))
}

/// `gather_nd` (Ivy's, TensorFlow's): each row of `indices`' last dimension (of length `k`,
/// which must be known) is a position in the `k` dimensions of `params` after its first
/// `batch_dims` (batches, equal in both). Returns the batch count, `k` and the result's shape,
/// `indices[..-1] + params[batch_dims + k..]`.
///
/// ```
/// use ivy_runtime::type_rules::gather;
/// assert_eq!(gather::gather_nd(&[3usize, 4, 5], &[2, 2], 0)?, (0, 2, vec![2, 5]));
/// assert_eq!(gather::gather_nd(&[3usize, 4, 5], &[3, 1], 1)?, (1, 1, vec![3, 5]));
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn gather_nd<D: Length>(
    params: &[D],
    indices: &[D],
    batch_dims: isize,
) -> Result<(usize, usize, Vec<D>)> {
    const F: &str = "gather_nd";
    let Some((&last, rows)) = indices.split_last() else {
        return Err(refuse(
            F,
            "`indices` must have at least one dimension (its last holds positions)".to_owned(),
        ));
    };
    let b = batch_count(F, batch_dims, indices.len(), rows.len())?;
    let k = last.known().ok_or_else(|| {
        refuse(
            F,
            "the last dimension of `indices` must be known (it fixes the result's rank)".to_owned(),
        )
    })?;
    if b + k > params.len() {
        return Err(refuse(
            F,
            format!(
                "`indices` {} gives positions in {k} dimension(s) after {b} batch dimension(s), \
                 but `params` {} has {}",
                shown(indices),
                shown(params),
                params.len()
            ),
        ));
    }
    batches(F, params, indices, b)?;
    let mut shape = rows.to_vec();
    shape.extend_from_slice(&params[b + k..]);
    element_count(F, &shape)?;
    Ok((b, k, shape))
}

/// `scatter_nd` (Ivy's, TensorFlow's): each row of `indices`' last dimension (of length `k`,
/// known) is a position in the first `k` dimensions of the result's `shape`, and `updates`
/// has the shape `indices[..-1] + shape[k..]` (one update per position, a slice of the
/// result each). Returns `k`.
///
/// ```
/// use ivy_runtime::type_rules::gather;
/// assert_eq!(gather::scatter_nd(&[4usize, 1], &[4usize], &[8])?, 1);
/// assert_eq!(gather::scatter_nd(&[2usize, 1], &[2usize, 4], &[4, 4])?, 1);
/// assert!(gather::scatter_nd(&[2usize, 1], &[3usize], &[8]).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn scatter_nd<D: Length>(indices: &[D], updates: &[D], shape: &[usize]) -> Result<usize> {
    const F: &str = "scatter_nd";
    let Some((&last, rows)) = indices.split_last() else {
        return Err(refuse(
            F,
            "`indices` must have at least one dimension (its last holds positions)".to_owned(),
        ));
    };
    let k = last.known().ok_or_else(|| {
        refuse(
            F,
            "the last dimension of `indices` must be known (it fixes the updates' rank)".to_owned(),
        )
    })?;
    if k > shape.len() {
        return Err(refuse(
            F,
            format!(
                "`indices` {} gives positions in {k} dimension(s), but `shape` {shape:?} has {}",
                shown(indices),
                shape.len()
            ),
        ));
    }
    element_count(F, &shape.iter().map(|&n| D::of(n)).collect::<Vec<_>>())?;
    let mut want: Vec<D> = rows.to_vec();
    want.extend(shape[k..].iter().map(|&n| D::of(n)));
    let fits = want.len() == updates.len()
        && want
            .iter()
            .zip(updates)
            .all(|(w, u)| match (w.known(), u.known()) {
                (Some(w), Some(u)) => w == u,
                _ => true,
            });
    if !fits {
        return Err(refuse(
            F,
            format!(
                "`updates` has shape {}, but `indices` {} into `shape` {shape:?} takes \
                 updates of shape {}",
                shown(updates),
                shown(indices),
                shown(&want)
            ),
        ));
    }
    Ok(k)
}

/// `take_along_axis(arr, indices, axis)`: `arr`'s dtype, the shape of [`take_along_axis`];
/// `indices` of an integer dtype.
pub fn taken_along(arr: &TensorType, indices: &TensorType, axis: isize) -> Result<TensorType> {
    index_dtype("take_along_axis", "indices", indices.dtype)?;
    let (_, shape) = take_along_axis(&arr.shape, &indices.shape, axis)?;
    Ok(TensorType::new(arr.dtype, shape))
}

/// `gather(params, indices, axis, batch_dims)`: `params`' dtype, the shape of [`gather`];
/// `indices` of an integer dtype.
pub fn gathered(
    params: &TensorType,
    indices: &TensorType,
    axis: isize,
    batch_dims: isize,
) -> Result<TensorType> {
    index_dtype("gather", "indices", indices.dtype)?;
    let (_, _, shape) = gather(&params.shape, &indices.shape, axis, batch_dims)?;
    Ok(TensorType::new(params.dtype, shape))
}

/// `gather_nd(params, indices, batch_dims)`: `params`' dtype, the shape of [`gather_nd`];
/// `indices` of an integer dtype.
pub fn gathered_nd(
    params: &TensorType,
    indices: &TensorType,
    batch_dims: isize,
) -> Result<TensorType> {
    index_dtype("gather_nd", "indices", indices.dtype)?;
    let (_, _, shape) = gather_nd(&params.shape, &indices.shape, batch_dims)?;
    Ok(TensorType::new(params.dtype, shape))
}

/// `scatter_nd(indices, updates, shape)`: `updates`' dtype in `shape`, checked by
/// [`scatter_nd`]; `indices` of an integer dtype.
pub fn scattered_nd(
    indices: &TensorType,
    updates: &TensorType,
    shape: &[usize],
) -> Result<TensorType> {
    index_dtype("scatter_nd", "indices", indices.dtype)?;
    scatter_nd(&indices.shape, &updates.shape, shape)?;
    Ok(TensorType::known(updates.dtype, shape))
}

/// `put_along_axis(arr, indices, values, axis)`: `arr`'s type, checked by [`put_along_axis`];
/// `indices` of an integer dtype, `values` of one that casts to `arr`'s.
pub fn put_along(
    arr: &TensorType,
    indices: &TensorType,
    values: &TensorType,
    axis: isize,
) -> Result<TensorType> {
    const F: &str = "put_along_axis";
    index_dtype(F, "indices", indices.dtype)?;
    values_dtype(F, "values", values.dtype, arr.dtype)?;
    put_along_axis(&arr.shape, &indices.shape, &values.shape, axis)?;
    Ok(arr.clone())
}

/// `take`: `x` (flattened when `axis` is `None`) with `axis` replaced by `indices`' shape.
pub fn taken_of(x: &TensorType, indices: &TensorType, axis_: Option<isize>) -> Result<TensorType> {
    if !indices.dtype.is_int() {
        return Err(super::invalid(format!(
            "indices must be integers, got {indices}"
        )));
    }
    let (shape, a) = match axis_ {
        Some(a) => (x.shape.clone(), super::axis(a, x.ndim())?),
        None => (vec![super::product(&x.shape)], 0),
    };
    let mut out = shape[..a].to_vec();
    out.extend_from_slice(&indices.shape);
    out.extend_from_slice(&shape[a + 1..]);
    Ok(TensorType::new(x.dtype, out))
}
