//! `jax.numpy`'s products and `trace`.

use ivy::{Array, Result};
use ivy_macros::compositional;

use super::taken;

/// `jax.numpy.matmul`: the matrix product, broadcast over leading axes; a 1-d operand is a
/// vector.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::matmul::output_type(&super::narrow_type(a)?, &super::narrow_type(b)?, None)?))]
pub fn matmul(a: &Array, b: &Array) -> Result<Array> {
    super::give(ivy::matmul(&super::narrow(a)?, &super::narrow(b)?)?)
}

dot! { "jax" via taken;
    /// `jax.numpy.dot`: a 0-d operand multiplies the other; for 1-d and 2-d operands the inner
    /// or matrix product (`matmul`); beyond, the sum over `a`'s last axis and `b`'s second to
    /// last.
}

trace! { "jax" via taken;
    /// `jax.numpy.trace`: the sum of the `offset`-th diagonal of the planes of axes `axis1` and
    /// `axis2`, accumulated as `jax.numpy.sum` does (narrow integers in the default integer) or
    /// in `dtype`.
}
