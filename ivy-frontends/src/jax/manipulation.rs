//! `jax.numpy`'s shape manipulation, joining and selection.

use std::borrow::Cow;

use ivy::{Array, ArrayLike, Result};
use ivy_macros::compositional;

/// `jax.numpy.reshape`: `a`'s elements in `shape` (one entry may be -1: whatever is left).
#[compositional(frontend = "jax")]
#[returns(ivy::reshape::output_type(&super::narrow_type(a)?, shape, None))]
pub fn reshape(a: &Array, shape: &[isize]) -> Result<Array> {
    ivy::reshape(&super::narrow(a)?, shape)
}

/// `jax.numpy.transpose`: `a`'s axes in the order `axes` (reversed if `None`).
#[compositional(frontend = "jax")]
#[returns(ivy::permute_dims::output_type(&super::narrow_type(a)?, &axes_or_reversed(axes, a.ndim()), None))]
pub fn transpose(a: &Array, axes: Option<&[isize]>) -> Result<Array> {
    ivy::permute_dims(&super::narrow(a)?, &self::axes_or_reversed(axes, a.ndim()))
}

/// `axes`, or every axis of `ndim` in reverse order.
fn axes_or_reversed(axes: Option<&[isize]>, ndim: usize) -> Cow<'_, [isize]> {
    match axes {
        Some(axes) => Cow::Borrowed(axes),
        // `ndim` is an array's: it fits an `isize`.
        None => (0..ndim as isize).rev().collect(),
    }
}

/// `jax.numpy.concatenate`: `arrays` joined along the existing axis `axis`, their dtypes
/// promoted as JAX does.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::concat::output_type(&super::narrow_types(arrays)?, axis, None)?))]
#[defaults(axis = 0)]
pub fn concatenate(arrays: &[Array], axis: isize) -> Result<Array> {
    super::give(
        ivy::concat::with(&super::narrow_all(arrays)?)
            .axis(axis)
            .call()?,
    )
}

/// `jax.numpy.stack`: `arrays`, of one shape, joined along a new axis `axis`.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::stack::output_type(&super::narrow_types(arrays)?, axis, None)?))]
#[defaults(axis = 0)]
pub fn stack(arrays: &[Array], axis: isize) -> Result<Array> {
    super::give(
        ivy::stack::with(&super::narrow_all(arrays)?)
            .axis(axis)
            .call()?,
    )
}

/// `jax.numpy.where` (a Rust keyword, hence the `_`): `x` where `condition` is truthy, else
/// `y`, in their promoted dtype.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::where_::output_type(&super::narrow_type(condition)?, &super::narrow_type(x)?, &super::narrow_type(y)?, None)?))]
pub fn where_(condition: &Array, x: ArrayLike<'_>, y: ArrayLike<'_>) -> Result<Array> {
    super::give(ivy::where_(
        &super::narrow(condition)?,
        &super::take(x)?,
        &super::take(y)?,
    )?)
}

/// `jax.numpy.squeeze`: `a` without the length-1 axes `axis` (all of them if `None`).
#[compositional(frontend = "jax")]
#[returns(ivy::squeeze::output_type(&super::narrow_type(a)?, axis, None))]
pub fn squeeze(a: &Array, axis: Option<&[isize]>) -> Result<Array> {
    ivy::squeeze::positional(&super::narrow(a)?, axis, None)
}

/// `jax.numpy.expand_dims`: `a` with a length-1 axis at each position of `axis`.
#[compositional(frontend = "jax")]
#[returns(ivy::expand_dims::output_type(&super::narrow_type(a)?, axis, None))]
pub fn expand_dims(a: &Array, axis: &[isize]) -> Result<Array> {
    ivy::expand_dims::with(&super::narrow(a)?).axis(axis).call()
}

/// `jax.numpy.flip`: `m` reversed along each axis of `axis` (every axis if `None`).
#[compositional(frontend = "jax")]
#[returns(ivy::flip::output_type(&super::narrow_type(m)?, axis, None))]
pub fn flip(m: &Array, axis: Option<&[isize]>) -> Result<Array> {
    ivy::flip::positional(&super::narrow(m)?, axis, None)
}
