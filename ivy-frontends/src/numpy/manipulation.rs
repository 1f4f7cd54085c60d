//! NumPy's shape manipulation, joining and selection.

use std::borrow::Cow;

use ivy::{Array, ArrayLike, Result};
use ivy_macros::compositional;

/// `numpy.reshape`: `a`'s elements in `newshape` (one entry may be -1: whatever is left).
#[compositional(frontend = "numpy")]
#[returns(ivy::reshape::output_type(a, newshape, None))]
pub fn reshape(a: &Array, newshape: &[isize]) -> Result<Array> {
    ivy::reshape(a, newshape)
}

/// `numpy.transpose`: `a`'s axes in the order `axes` (reversed if `None`).
#[compositional(frontend = "numpy")]
#[returns(ivy::permute_dims::output_type(a, &axes_or_reversed(axes, a.ndim()), None))]
pub fn transpose(a: &Array, axes: Option<&[isize]>) -> Result<Array> {
    ivy::permute_dims(a, &self::axes_or_reversed(axes, a.ndim()))
}

/// `axes`, or every axis of `ndim` in reverse order.
fn axes_or_reversed(axes: Option<&[isize]>, ndim: usize) -> Cow<'_, [isize]> {
    match axes {
        Some(axes) => Cow::Borrowed(axes),
        // `ndim` is an array's: it fits an `isize`.
        None => (0..ndim as isize).rev().collect(),
    }
}

/// `numpy.concatenate`: `arrays` joined along the existing axis `axis`, their dtypes promoted
/// as NumPy does.
#[compositional(frontend = "numpy")]
#[returns(ivy::concat::output_type(arrays, axis, None))]
#[defaults(axis = 0)]
pub fn concatenate(arrays: &[Array], axis: isize) -> Result<Array> {
    ivy::concat::with(arrays).axis(axis).call()
}

/// `numpy.stack`: `arrays`, of one shape, joined along a new axis `axis`.
#[compositional(frontend = "numpy")]
#[returns(ivy::stack::output_type(arrays, axis, None))]
#[defaults(axis = 0)]
pub fn stack(arrays: &[Array], axis: isize) -> Result<Array> {
    ivy::stack::with(arrays).axis(axis).call()
}

/// `numpy.where` (a Rust keyword, hence the `_`): `x` where `condition` is truthy, else `y`,
/// in their promoted dtype.
#[compositional(frontend = "numpy")]
#[returns(ivy::where_::output_type(condition, x, y, None))]
pub fn where_(condition: &Array, x: ArrayLike<'_>, y: ArrayLike<'_>) -> Result<Array> {
    ivy::where_(condition, x, y)
}

/// `numpy.squeeze`: `a` without the length-1 axes `axis` (all of them if `None`).
#[compositional(frontend = "numpy")]
#[returns(ivy::squeeze::output_type(a, axis, None))]
pub fn squeeze(a: &Array, axis: Option<&[isize]>) -> Result<Array> {
    ivy::squeeze::positional(a, axis, None)
}

/// `numpy.expand_dims`: `a` with a length-1 axis at each position of `axis`.
#[compositional(frontend = "numpy")]
#[returns(ivy::expand_dims::output_type(a, axis, None))]
pub fn expand_dims(a: &Array, axis: &[isize]) -> Result<Array> {
    ivy::expand_dims::with(a).axis(axis).call()
}

/// `numpy.flip`: `a` reversed along each axis of `axis` (every axis if `None`).
#[compositional(frontend = "numpy")]
#[returns(ivy::flip::output_type(a, axis, None))]
pub fn flip(a: &Array, axis: Option<&[isize]>) -> Result<Array> {
    ivy::flip::positional(a, axis, None)
}
