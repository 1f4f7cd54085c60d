//! `jax.numpy`'s products and `trace`.

use ivy::{Array, Dtype, Result, TensorType, TensordotAxes};
use ivy_macros::compositional;

/// `jax.numpy.matmul`: the matrix product, broadcast over leading axes; a 1-d operand is a
/// vector.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::matmul::output_type(&super::narrow_type(a)?, &super::narrow_type(b)?, None)?))]
pub fn matmul(a: &Array, b: &Array) -> Result<Array> {
    super::give(ivy::matmul(&super::narrow(a)?, &super::narrow(b)?)?)
}

/// `jax.numpy.dot`: for 1-d and 2-d operands the inner or matrix product (`matmul`); beyond,
/// the sum over `a`'s last axis and `b`'s second to last.
#[compositional(frontend = "jax")]
#[returns(super::give_type(dot_type(&super::narrow_type(a)?, &super::narrow_type(b)?)?))]
pub fn dot(a: &Array, b: &Array) -> Result<Array> {
    let (a, b) = (super::narrow(a)?, super::narrow(b)?);
    let product = if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul(&a, &b)?
    } else {
        let axes = self::dot_axes(b.ndim());
        ivy::tensordot::with(&a, &b)
            .axes(TensordotAxes::Pairs(&[-1], &axes))
            .call()?
    };
    super::give(product)
}

/// The axis of `b` that `jax.numpy.dot` sums over with `a`'s last: its second to last (its
/// only one if 1-d).
fn dot_axes(b_ndim: usize) -> [isize; 1] {
    [if b_ndim >= 2 { -2 } else { -1 }]
}

/// The type of [`dot`] of narrowed operands.
fn dot_type(a: &TensorType, b: &TensorType) -> Result<TensorType> {
    if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul::output_type(a, b, None)
    } else {
        let axes = dot_axes(b.ndim());
        ivy::tensordot::output_type(a, b, TensordotAxes::Pairs(&[-1], &axes), None)
    }
}

/// `jax.numpy.trace`: the sum of the `offset`-th diagonal of the planes of axes `axis1` and
/// `axis2`, accumulated as `jax.numpy.sum` does (narrow integers in the default integer) or
/// in `dtype`.
#[compositional(frontend = "jax")]
#[returns(ivy::sum::output_type(&ivy::diagonal::output_type(&super::narrow_type(a)?, offset, axis1, axis2, None)?, Some(-1), false, super::narrow_dtype(dtype), None))]
#[defaults(offset = 0, axis1 = 0, axis2 = 1)]
pub fn trace(
    a: &Array,
    offset: isize,
    axis1: isize,
    axis2: isize,
    dtype: Option<Dtype>,
) -> Result<Array> {
    let diagonal = ivy::diagonal::with(&super::narrow(a)?)
        .offset(offset)
        .axis1(axis1)
        .axis2(axis2)
        .call()?;
    ivy::sum::with(&diagonal)
        .axis(-1)
        .dtype(super::narrow_dtype(dtype))
        .call()
}
