//! `jax.numpy`'s products and `trace`.

use ivy::{Array, Result, TensordotAxes};
use ivy_macros::compositional;

use super::taken;

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

trace! { "jax" via taken;
    /// `jax.numpy.trace`: the sum of the `offset`-th diagonal of the planes of axes `axis1` and
    /// `axis2`, accumulated as `jax.numpy.sum` does (narrow integers in the default integer) or
    /// in `dtype`.
}
