//! `jax.numpy`'s array creation: the default float dtype (`float32` without x64) unless a
//! dtype is given or the fill value says otherwise (an integer fill or range is the default
//! integer), and `asarray`.

use ivy::{Array, ArrayLike, Dtype, Result, Scalar, TensorType};
use ivy_macros::compositional;

use super::taken;

zeros_and_ones! { "jax.numpy"; filled! { "jax" via taken, shape, like a } }

/// `jax.numpy.full`: `fill_value` everywhere in `shape`; without `dtype`, the fill value's
/// (the default integer for an integer, the default float for a float, `bool`).
#[compositional(frontend = "jax")]
#[returns(ivy::full::output_type(shape, fill_value, super::narrow_dtype(dtype), None))]
#[defaults(shape = required, fill_value = required)]
pub fn full(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    ivy::full::with(shape, fill_value)
        .dtype(super::narrow_dtype(dtype))
        .call()
}

/// `jax.numpy.arange`: `start, start + step, ...` below `stop`; `arange(5)` is
/// `[0, 1, 2, 3, 4]` (the default integer), and a float among the arguments makes it the
/// default float.
#[compositional(frontend = "jax")]
#[returns(ivy::arange::output_type(start, stop, step, super::narrow_dtype(dtype), None))]
#[defaults(start = Scalar::Int(0), stop = required, step = Scalar::Int(1))]
pub fn arange(start: Scalar, stop: Scalar, step: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    ivy::arange::with(start, stop)
        .step(step)
        .dtype(super::narrow_dtype(dtype))
        .call()
}

/// `jax.numpy.eye`: an `n` x `m` array (JAX's `N` and `M`; `m` = `n` if `None`) with ones
/// on the `k`-th diagonal.
#[compositional(frontend = "jax")]
#[returns(ivy::eye::output_type(n, m, k, &[], super::narrow_dtype(dtype), None))]
#[defaults(n = required, k = 0)]
pub fn eye(n: usize, m: Option<usize>, k: isize, dtype: Option<Dtype>) -> Result<Array> {
    ivy::eye::with(n)
        .n_cols(m)
        .k(k)
        .dtype(super::narrow_dtype(dtype))
        .call()
}

/// `jax.numpy.asarray`: `a` as an array. A Rust literal gives a weakly typed 0-d array of the
/// default dtype of its kind (`jnp.asarray(2)` is a weak `int32`; `bool` is never weak), an
/// array itself (in its canonical dtype); with `dtype`, a strongly typed array of it.
#[compositional(frontend = "jax")]
#[returns(asarray_type(a, dtype))]
pub fn asarray(a: ArrayLike<'_>, dtype: Option<Dtype>) -> Result<Array> {
    let dtype = super::narrow_dtype(dtype);
    match (a, dtype) {
        (ArrayLike::Array(a), None) => super::narrow(a),
        (ArrayLike::Array(a), Some(dtype)) => ivy::astype(a, dtype),
        (ArrayLike::Scalar(s), dtype) => {
            let array = ivy::full::with(&[], s).dtype(dtype).call()?;
            Ok(if dtype.is_none() && !matches!(s, Scalar::Bool(_)) {
                array.weak()
            } else {
                array
            })
        }
    }
}

/// The type of [`asarray`] (a literal is typed as the 0-d array of the dtype it takes).
fn asarray_type(a: &TensorType, dtype: Option<Dtype>) -> Result<TensorType> {
    match super::narrow_dtype(dtype) {
        None => super::narrow_type(a),
        Some(dtype) => Ok(TensorType::new(dtype, a.shape.clone())),
    }
}
