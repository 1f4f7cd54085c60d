//! `jax.nn`'s functions that the frontend has: `softmax` (not part of `jax.numpy`).

use ivy::{Array, Result};
use ivy_macros::compositional;

/// `jax.nn.softmax`: `exp(x)` normalised to sum to 1 along `axis` (JAX's default: the last);
/// integers are taken in the default float dtype.
#[compositional(frontend = "jax")]
#[returns(ivy::softmax::output_type(&super::inexact_type(x)?, Some(axis), None))]
#[defaults(axis = -1)]
pub fn softmax(x: &Array, axis: isize) -> Result<Array> {
    ivy::softmax::with(&super::inexact(x)?)
        .axis(Some(axis))
        .call()
}
