//! Manipulation rules: shapes rearranged, joined, cut or repeated.

use super::{axis, dims, invalid, promoted};
use crate::arguments::{Index, PadMode, Sections};
use crate::error::Result;
use crate::shape::distinct_axes;
use crate::tensor_type::{Dim, TensorType};

/// `x` reshaped to `shape`, where one entry may be `-1` (the length the others leave); with an
/// unknown dimension in `x`, that length is unknown ([`dims::reshape`]).
pub fn reshaped(x: &TensorType, shape: &[isize]) -> Result<TensorType> {
    Ok(TensorType::new(x.dtype, dims::reshape(&x.shape, shape)?))
}

/// `x` with axes `start_dim..=end_dim` merged into one.
pub fn flattened(x: &TensorType, start_dim: isize, end_dim: isize) -> Result<TensorType> {
    if x.ndim() == 0 {
        return Ok(TensorType::new(x.dtype, [Some(1)]));
    }
    let (s, e) = (axis(start_dim, x.ndim())?, axis(end_dim, x.ndim())?);
    if s > e {
        return Err(invalid(format!(
            "start_dim {start_dim} comes after end_dim {end_dim}"
        )));
    }
    let mut shape = x.shape[..s].to_vec();
    shape.push(super::length::element_count("flatten", &x.shape[s..=e])?);
    shape.extend_from_slice(&x.shape[e + 1..]);
    Ok(TensorType::new(x.dtype, shape))
}

/// The shapes of `xs`, for a rule over several arrays.
fn shapes(xs: &[TensorType]) -> Vec<&[Dim]> {
    xs.iter().map(|x| x.shape.as_slice()).collect()
}

/// The arrays joined along their existing `axis`, in their promoted dtype ([`dims::concat`]).
pub fn concatenated(xs: &[TensorType], axis: isize) -> Result<TensorType> {
    let (_, shape) = dims::concat(&shapes(xs), axis)?;
    Ok(TensorType::new(promoted(xs)?, shape))
}

/// The arrays (all of one shape) joined along a new `axis`, in their promoted dtype
/// ([`dims::stack`]).
pub fn stacked(xs: &[TensorType], axis: isize) -> Result<TensorType> {
    let (_, shape) = dims::stack(&shapes(xs), axis)?;
    Ok(TensorType::new(promoted(xs)?, shape))
}

/// `x` with length-1 axes inserted at `axes` (positions in the result; [`dims::expand_dims`]).
pub fn expanded(x: &TensorType, axes: &[isize]) -> Result<TensorType> {
    Ok(TensorType::new(x.dtype, dims::expand_dims(&x.shape, axes)?))
}

/// `x` without the length-1 axes `axes` (every length-1 axis if `None`; an unknown dimension
/// is taken as not 1; [`dims::squeeze`]).
pub fn squeezed(x: &TensorType, axes: Option<&[isize]>) -> Result<TensorType> {
    Ok(TensorType::new(x.dtype, dims::squeeze(&x.shape, axes)?))
}

/// `x` with its axes in the order `axes` (a permutation of them; [`dims::permutation`]).
pub fn permuted(x: &TensorType, axes: &[isize]) -> Result<TensorType> {
    let p = dims::permutation(axes, x.ndim())?;
    Ok(TensorType::new(
        x.dtype,
        p.iter().map(|&a| x.shape[a]).collect::<Vec<_>>(),
    ))
}

/// `x[query]`: the positions a query reads, in `x`'s dtype ([`query::resolve`]).
///
/// [`query::resolve`]: super::query::resolve
pub fn indexed(x: &TensorType, query: &[Index<'_>]) -> Result<TensorType> {
    Ok(TensorType::new(
        x.dtype,
        super::query::resolve(&x.shape, query)?.shape,
    ))
}

/// `set_item(x, query, val)`: `x`'s type; the query resolved against it as
/// [`indexed`] resolves it, `val` broadcasting to the elements it picks and of a dtype that
/// casts to `x`'s.
pub fn item_set(x: &TensorType, query: &[Index<'_>], val: &TensorType) -> Result<TensorType> {
    const F: &str = "set_item";
    super::gather::values_dtype(F, "val", val.dtype, x.dtype)?;
    let picked = super::query::resolve(&x.shape, query)
        .map_err(|e| super::query::named(F, e))?
        .shape;
    super::gather::assigned(F, "val", &val.shape, &picked)?;
    Ok(x.clone())
}

/// `x` reversed along `axes` (every axis if `None`): its own type, the axes checked as the
/// call checks them (in range, each once).
pub fn flipped(x: &TensorType, axes: Option<&[isize]>) -> Result<TensorType> {
    if let Some(axes) = axes {
        distinct_axes("flip", "axis", axes, x.ndim())?;
    }
    Ok(x.clone())
}

/// `x` rolled by `shift` along `axes`: its own type, the shifts and axes checked as the call
/// checks them ([`dims::roll`]).
pub fn rolled(x: &TensorType, shift: &[isize], axes: Option<&[isize]>) -> Result<TensorType> {
    dims::roll(x.ndim(), shift, axes)?;
    Ok(x.clone())
}

/// `x` with axes `axis0` and `axis1` swapped.
pub fn swapped(x: &TensorType, axis0: isize, axis1: isize) -> Result<TensorType> {
    let (a, b) = (axis(axis0, x.ndim())?, axis(axis1, x.ndim())?);
    let mut shape = x.shape.clone();
    shape.swap(a, b);
    Ok(TensorType::new(x.dtype, shape))
}

/// `x` with axes `source` moved to positions `destination`, the others in order
/// ([`dims::moved_axes`]).
pub fn moved(x: &TensorType, source: &[isize], destination: &[isize]) -> Result<TensorType> {
    let order = dims::moved_axes(source, destination, x.ndim())?;
    Ok(TensorType::new(
        x.dtype,
        order.iter().map(|&a| x.shape[a]).collect::<Vec<_>>(),
    ))
}

/// `split`'s results: `x` cut along `axis` as `sections` says (see
/// [`split()`](crate::split())); with an unknown axis length, as many results as the sections
/// say where that is known, else an error ([`dims::split`]).
pub fn split_into(
    x: &TensorType,
    sections: Option<Sections<'_>>,
    axis_: isize,
    with_remainder: bool,
) -> Result<Vec<TensorType>> {
    let a = axis(axis_, x.ndim())?;
    Ok(dims::split(x.shape[a], sections, with_remainder)?
        .into_iter()
        .map(|l| {
            let mut shape = x.shape.clone();
            shape[a] = l;
            TensorType::new(x.dtype, shape)
        })
        .collect())
}

/// `x` repeated `repeats[i]` times along axis `i` (leading axes added or repeated once, as
/// NumPy's `tile`; [`dims::tile`]).
pub fn tiled(x: &TensorType, repeats: &[isize]) -> Result<TensorType> {
    Ok(TensorType::new(
        x.dtype,
        dims::tile(&x.shape, repeats)?.shape,
    ))
}

/// Each element of `x` repeated along `axis` (of the flattened `x` if `None`): `repeats` has
/// one count for every element, or one for all ([`dims::repeat`]).
pub fn repeated(x: &TensorType, repeats: &[isize], axis: Option<isize>) -> Result<TensorType> {
    Ok(TensorType::new(
        x.dtype,
        dims::repeat(&x.shape, repeats, axis)?.shape,
    ))
}

/// `x` broadcast to `shape` ([`dims::broadcast_to`]).
pub fn broadcast_to_shape(x: &TensorType, shape: &[usize]) -> Result<TensorType> {
    Ok(TensorType::known(
        x.dtype,
        &dims::broadcast_to(&x.shape, shape)?,
    ))
}

/// Every array broadcast to their common shape, each in its own dtype
/// ([`dims::broadcast_arrays`]).
pub fn broadcast_all(xs: &[TensorType]) -> Result<Vec<TensorType>> {
    let shape = dims::broadcast_arrays(&shapes(xs))?;
    Ok(xs
        .iter()
        .map(|x| TensorType::new(x.dtype, shape.clone()))
        .collect())
}

/// `x` with `pad_width[i] = (before, after)` added to axis `i` (one pair for every axis, or
/// one for all; [`dims::pad`]). Which modes can pad an empty axis is left to the call.
pub fn padded(x: &TensorType, pad_width: &[(usize, usize)]) -> Result<TensorType> {
    let (_, shape) = dims::pad(&x.shape, pad_width, PadMode::Constant)?;
    Ok(TensorType::new(x.dtype, shape))
}

/// The shape NumPy's `atleast_1d`, `atleast_2d` and `atleast_3d` give a shape of fewer than
/// `ndim` (1 to 3) dimensions: a scalar becomes `[1]`, `[1, 1]` or `[1, 1, 1]`; a vector `[n]`
/// becomes `[1, n]` or `[1, n, 1]`; a matrix `[m, n]` becomes `[m, n, 1]`. Other shapes are
/// kept.
pub fn at_least_shape<D: Clone + From<usize>>(shape: &[D], ndim: usize) -> Vec<D> {
    let one = || D::from(1);
    match (shape, ndim) {
        ([], _) => vec![one(); ndim],
        ([n], 2) => vec![one(), n.clone()],
        ([n], 3) => vec![one(), n.clone(), one()],
        ([m, n], 3) => vec![m.clone(), n.clone(), one()],
        _ => shape.to_vec(),
    }
}

/// `x` with at least `ndim` (1 to 3) dimensions, as NumPy's `atleast_{ndim}d`
/// ([`at_least_shape`]).
pub fn at_least(x: &TensorType, ndim: usize) -> Result<TensorType> {
    let shape: Vec<Dim> = at_least_shape(&x.shape, ndim);
    Ok(TensorType::new(x.dtype, shape))
}

/// Each of `xs` with at least `ndim` dimensions ([`at_least`]).
pub fn all_at_least(xs: &[TensorType], ndim: usize) -> Result<Vec<TensorType>> {
    xs.iter().map(|x| at_least(x, ndim)).collect()
}

/// The axis NumPy's `hstack` joins along: 0 when every array is (at most) one-dimensional,
/// 1 otherwise.
pub fn hstack_axis(ndims: impl IntoIterator<Item = usize>) -> isize {
    if ndims.into_iter().all(|n| n <= 1) {
        0
    } else {
        1
    }
}

/// `hstack`, `vstack` or `dstack` of `xs`: each with at least `ndim` dimensions, joined
/// along `axis` (`None`: [`hstack_axis`]).
pub fn stacked_along(xs: &[TensorType], ndim: usize, axis: Option<isize>) -> Result<TensorType> {
    let axis = axis.unwrap_or_else(|| hstack_axis(xs.iter().map(TensorType::ndim)));
    concatenated(&all_at_least(xs, ndim)?, axis)
}

/// `x` (of 2 or more dimensions) turned `k` quarter turns in the plane of `axes` (two
/// distinct axes): for odd `k` their lengths swap.
pub fn rotated(x: &TensorType, k: isize, axes: (isize, isize)) -> Result<TensorType> {
    let (a, b) = rotation_axes(x.ndim(), axes)?;
    let mut shape = x.shape.clone();
    if k.rem_euclid(2) == 1 {
        shape.swap(a, b);
    }
    Ok(TensorType::new(x.dtype, shape))
}

/// The two axes of a rotation in `ndim` dimensions, in range and distinct (an error naming
/// what `rot90` accepts otherwise).
pub fn rotation_axes(ndim: usize, axes: (isize, isize)) -> Result<(usize, usize)> {
    if ndim < 2 {
        return Err(invalid(format!(
            "rot90 needs an array of 2 or more dimensions, got {ndim}"
        )));
    }
    let (a, b) = (axis(axes.0, ndim)?, axis(axes.1, ndim)?);
    if a == b {
        return Err(invalid(format!(
            "rot90's axes must be two different axes, got {axes:?}"
        )));
    }
    Ok((a, b))
}

/// `x` cut along `axis` into its slices, each without that axis unless `keepdims`; their
/// number is the axis's length, which must be known.
pub fn unstacked(x: &TensorType, axis_: isize, keepdims: bool) -> Result<Vec<TensorType>> {
    let a = axis(axis_, x.ndim())?;
    let Some(n) = x.shape[a] else {
        return Err(invalid(
            "unstack gives one array per element of the axis, whose length is unknown",
        ));
    };
    let mut shape = x.shape.clone();
    if keepdims {
        shape[a] = Some(1);
    } else {
        shape.remove(a);
    }
    Ok(vec![TensorType::new(x.dtype, shape); n])
}

/// `diff`: `x` (with `prepend` and `append` joined along `axis`) with that axis `n` shorter
/// (0 at the least). For `bool`, `bool`.
pub fn differenced(
    x: &TensorType,
    n: usize,
    axis_: isize,
    prepend: Option<&TensorType>,
    append: Option<&TensorType>,
) -> Result<TensorType> {
    let parts: Vec<TensorType> = prepend
        .into_iter()
        .chain([x])
        .chain(append)
        .cloned()
        .collect();
    let joined = concatenated(&parts, axis_)?;
    let a = axis(axis_, joined.ndim())?;
    let mut shape = joined.shape.clone();
    shape[a] = shape[a].map(|len| len.saturating_sub(n));
    Ok(TensorType::new(joined.dtype, shape))
}
