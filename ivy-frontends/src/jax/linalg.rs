//! `jax.numpy`'s products and `trace`.

use ivy::{Array, Dtype, Result, TensordotAxes};
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
#[returns(super::give_type(crate::dot_type(&super::narrow_type(a)?, &super::narrow_type(b)?)?))]
pub fn dot(a: &Array, b: &Array) -> Result<Array> {
    let (a, b) = (super::narrow(a)?, super::narrow(b)?);
    let product = if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul(&a, &b)?
    } else {
        let axes = crate::dot_axes(b.ndim());
        ivy::tensordot::with(&a, &b)
            .axes(TensordotAxes::Pairs(&[-1], &axes))
            .call()?
    };
    super::give(product)
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
