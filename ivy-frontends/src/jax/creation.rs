//! `jax.numpy`'s array creation: the default float dtype (`float32` without x64) unless a
//! dtype is given or the fill value says otherwise (an integer fill or range is the default
//! integer), and `asarray`.

use ivy::{Array, ArrayLike, Dtype, Result, Scalar, TensorType};
use ivy_macros::compositional;

use super::taken;

zeros_and_ones! { "jax.numpy"; filled! { "jax" via taken, shape, like a } }

/// `jax.numpy.full`: `fill_value` everywhere in `shape`; without `dtype`, the fill value's
/// (the default integer for an integer, the default float for a float, `bool`), weakly typed
/// as the literal is (but `bool`). Without x64, an integer beyond `int32` wraps into it
/// (`jnp.full((2,), 2**40)` is `[0, 0]`), as JAX converts it.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::full::output_type(shape, fill_value, super::narrow_dtype(dtype), None)?))]
#[defaults(shape = required, fill_value = required)]
pub fn full(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    let dtype = super::narrow_dtype(dtype);
    let filled = ivy::full::with(shape, fill_value).dtype(dtype).call()?;
    Ok(self::literal_typed(super::give(filled)?, fill_value, dtype))
}

/// An array made of the literal `value` as JAX types it: weakly (`jnp.full((2,), 7)` and
/// `jnp.asarray(7)` are weak `int32`), but with a `dtype` or of a `bool`.
fn literal_typed(array: Array, value: Scalar, dtype: Option<Dtype>) -> Array {
    if dtype.is_none() && !matches!(value, Scalar::Bool(_)) {
        array.weak()
    } else {
        array
    }
}

/// `jax.numpy.arange`: `start, start + step, ...` below `stop`; `arange(5)` is
/// `[0, 1, 2, 3, 4]` (the default integer), and a float among the arguments makes it the
/// default float. Without x64 an integer range beyond `int32` wraps into it, as JAX gives it.
/// A `bool` range (`jnp.arange(True)`: a `bool` stop alone, or `dtype` `bool`) is refused:
/// JAX's `iota` takes no `bool`.
#[compositional(frontend = "jax")]
#[returns(arange_type(start, stop, step, dtype))]
#[defaults(start = Scalar::Int(0), stop = required, step = Scalar::Int(1))]
pub fn arange(start: Scalar, stop: Scalar, step: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    self::arange_dtype(start, stop, step, dtype)?;
    super::give(
        ivy::arange::with(start, stop)
            .step(step)
            .dtype(super::narrow_dtype(dtype))
            .call()?,
    )
}

/// The type of [`arange`].
fn arange_type(
    start: Scalar,
    stop: Scalar,
    step: Scalar,
    dtype: Option<Dtype>,
) -> Result<TensorType> {
    self::arange_dtype(start, stop, step, dtype)?;
    super::give_type(ivy::arange::output_type(
        start,
        stop,
        step,
        super::narrow_dtype(dtype),
        None,
    )?)
}

/// Refuses a `bool` range as JAX does: `dtype` `bool`, or a `bool` stop with `start` and
/// `step` left as they are (0 and 1: `jnp.arange(True)`).
fn arange_dtype(start: Scalar, stop: Scalar, step: Scalar, dtype: Option<Dtype>) -> Result<()> {
    let stop_alone = matches!(
        (start, stop, step),
        (Scalar::Int(0), Scalar::Bool(_), Scalar::Int(1))
    );
    if dtype == Some(Dtype::Bool) || (dtype.is_none() && stop_alone) {
        return Err(ivy::Error::WrongDtypeKind {
            dtype: Dtype::Bool,
            role: "the dtype of `jax.numpy.arange` (JAX's `iota`)",
            expected: ivy::DtypeSet::NUMERIC,
        });
    }
    Ok(())
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
            self::literal_fits(s, dtype)?;
            let array = ivy::full::with(&[], s).dtype(dtype).call()?;
            Ok(self::literal_typed(array, s, dtype))
        }
    }
}

/// Refuses an integer literal the default integer does not hold, without a `dtype` (JAX's
/// `OverflowError`: `jnp.asarray(2**40)` without x64).
fn literal_fits(value: Scalar, dtype: Option<Dtype>) -> Result<()> {
    let default = ivy::default_int_dtype();
    match value {
        Scalar::Int(_) if dtype.is_none() && !value.fits(default) => {
            let info = ivy::iinfo(default)?;
            Err(ivy::Error::ScalarOutOfRange {
                value: value.to_string(),
                dtype: default,
                range: format!("{} to {}", info.min, info.max),
            })
        }
        _ => Ok(()),
    }
}

/// The type of [`asarray`] (a literal is typed as the 0-d array of the dtype it takes).
fn asarray_type(a: &TensorType, dtype: Option<Dtype>) -> Result<TensorType> {
    match super::narrow_dtype(dtype) {
        None => super::narrow_type(a),
        Some(dtype) => Ok(TensorType::new(dtype, a.shape.clone())),
    }
}
