//! JAX's `jax.numpy` (0.10) (`jax.numpy.add`, `jax.numpy.sum`, ...), `jax.numpy.fft` (in
//! [`fft`]), `jax.numpy.linalg` (in [`linalg`]) and `jax.nn.softmax`: JAX's names, parameters and defaults, its promotion (the
//! `jax` rule set: JAX's lattice, Rust literals and weak arrays weak) and its default dtypes,
//! over Ivy's functions on whichever backend is in force.
//!
//! Without `jax_enable_x64` (JAX's default; see [`set_jax_enable_x64`](ivy::set_jax_enable_x64)
//! and [`jax_enable_x64_scope`](ivy::jax_enable_x64_scope)) JAX has no 64-bit dtypes: an
//! `int64`, `uint64`, `float64` or `complex128` input or `dtype` is taken as its 32-bit kind,
//! a result its promotion would make 64-bit is given in its 32-bit kind (`int32` with `uint32`
//! is `int32`), and the default dtypes are `float32`, `int32`, `uint32`, `complex64`; with x64
//! they are 64-bit. What JAX decides beyond promotion is written here too: an integer or
//! `bool` input of a floating-point function is taken in a float dtype
//! (`float32`, `float64` for a 64-bit integer: `jnp.sqrt` of `int8` is `float32`, with x64
//! too), and sums and products of narrow integers accumulate in
//! the default integer of their signedness (`jnp.sum` of `int8` is `int32` without x64).
//!
//! ```
//! use ivy::frontends::jax::{self as jnp, nn};
//! ivy::init()?;
//!
//! let x = ivy::array![1i8, 2, 3]?;
//! assert_eq!(jnp::add(&x, 2.5)?.dtype(), ivy::Dtype::Float32); // the weak float scalar
//! assert_eq!(jnp::add(&x, 2)?.dtype(), ivy::Dtype::Int8); // the weak int scalar
//! assert_eq!(jnp::sum(&x)?.dtype(), ivy::Dtype::Int32);
//! assert_eq!(jnp::sqrt(&x)?.dtype(), ivy::Dtype::Float32);
//! assert!(jnp::asarray(2)?.is_weak());
//! assert_eq!(nn::softmax(&x)?.dtype(), ivy::Dtype::Float32); // integers: the default float
//! {
//!     let _x64 = ivy::jax_enable_x64_scope(true);
//!     assert_eq!(jnp::sum(&ivy::array![1i8, 2, 3]?)?.dtype(), ivy::Dtype::Int64);
//! }
//! # Ok::<(), ivy::Error>(())
//! ```

mod creation;
pub mod fft;
pub mod linalg;
mod logic;
mod manipulation;
mod math;
pub mod nn;
mod products;
mod reductions;

pub use {creation::*, logic::*, manipulation::*, math::*, products::*, reductions::*};

// `::std`: the glob of `reductions` brings a function `std`.
use ::std::borrow::Cow;

use ivy::{Array, ArrayLike, Dtype, Result, Scalar, TensorType};

use crate::{cast, cast_type};

/// The dtype JAX takes `dtype` as: itself with `jax_enable_x64`; without it, a 64-bit dtype's
/// 32-bit kind (`int64` is `int32`, `complex128` `complex64`). The one place the narrowing is
/// decided.
pub fn canonical_dtype(dtype: Dtype) -> Dtype {
    match dtype {
        _ if ivy::jax_enable_x64() => dtype,
        Dtype::Int64 => Dtype::Int32,
        Dtype::Uint64 => Dtype::Uint32,
        Dtype::Float64 => Dtype::Float32,
        Dtype::Complex128 => Dtype::Complex64,
        other => other,
    }
}

/// A `dtype` argument as JAX takes it ([`canonical_dtype`]).
fn narrow_dtype(dtype: Option<Dtype>) -> Option<Dtype> {
    dtype.map(canonical_dtype)
}

/// `x` in its [`canonical_dtype`], as weak as it was.
fn narrow(x: &Array) -> Result<Array> {
    retype(x, canonical_dtype(x.dtype()))
}

/// `x` in `dtype` (wrapping, as JAX converts), as weak as it was.
fn retype(x: &Array, dtype: Dtype) -> Result<Array> {
    if dtype == x.dtype() {
        return Ok(x.clone());
    }
    let cast = ivy::astype(x, dtype)?;
    Ok(if x.is_weak() { cast.weak() } else { cast })
}

/// The type of [`narrow`]`(x)`.
fn narrow_type(x: &TensorType) -> Result<TensorType> {
    cast_type(x, canonical_dtype(x.dtype))
}

/// Each array [`narrow`]ed.
fn narrow_all(arrays: &[Array]) -> Result<Vec<Array>> {
    arrays.iter().map(narrow).collect()
}

/// Each type [`narrow_type`]d.
fn narrow_types(types: &[TensorType]) -> Result<Vec<TensorType>> {
    types.iter().map(narrow_type).collect()
}

/// The dtype JAX's running reductions of an `input` array accumulate in: `dtype` (canonical),
/// else an integer input's own (`jnp.cumsum` of `int8` is `int8`, where its `sum` widens),
/// else Ivy's choice (`bool` gives the default integer).
fn running_dtype(input: Dtype, dtype: Option<Dtype>) -> Option<Dtype> {
    let input = canonical_dtype(input);
    narrow_dtype(dtype).or(input.is_int().then_some(input))
}

/// The adapters of the crate's shared reduction forms (`accumulating!`, ...): inputs and
/// `dtype`s narrowed, integers' means and spreads in JAX's float for them.
mod taken {
    pub(super) use super::{
        give, give_type, narrow as take, narrow_dtype as dtype, narrow_type as take_type,
        running_dtype, with_float_of as within,
    };
    pub(super) use crate::as_given::axis;

    /// A spread (`var`, `std`) of `a` over `axis` with `ddof`, as JAX gives it: `nan` where
    /// `ddof` leaves no degree of freedom (NumPy divides by zero: `inf`).
    pub(super) fn spread(
        a: &ivy::Array,
        axis: Option<isize>,
        ddof: f64,
        spread: ivy::Array,
    ) -> ivy::Result<ivy::Array> {
        let count = match axis {
            None => a.size(),
            Some(axis) => {
                let ndim = a.ndim() as isize;
                a.shape()[(if axis < 0 { axis + ndim } else { axis }) as usize]
            }
        };
        if count as f64 - ddof > 0.0 {
            return Ok(spread);
        }
        ivy::full::with(spread.shape(), ivy::Scalar::Float(f64::NAN))
            .dtype(Some(spread.dtype()))
            .call()
    }
}

/// A result as JAX gives it: [`narrow`]ed (JAX's lattice may promote two 32-bit dtypes to a
/// 64-bit one, which JAX without x64 gives in its 32-bit kind).
fn give(x: Array) -> Result<Array> {
    narrow(&x)
}

/// The type of [`give`]`(x)`.
fn give_type(x: TensorType) -> Result<TensorType> {
    narrow_type(&x)
}

/// An array-like input as JAX takes it: an array [`narrow`]ed, a scalar as it is.
enum Taken<'a> {
    Array(Cow<'a, Array>),
    Scalar(Scalar),
}

impl<'a> From<&'a Taken<'_>> for ArrayLike<'a> {
    fn from(x: &'a Taken<'_>) -> ArrayLike<'a> {
        match x {
            Taken::Array(a) => ArrayLike::Array(a),
            Taken::Scalar(s) => ArrayLike::Scalar(*s),
        }
    }
}

/// `x` as JAX takes it.
fn take(x: ArrayLike<'_>) -> Result<Taken<'_>> {
    Ok(match x {
        ArrayLike::Array(a) if canonical_dtype(a.dtype()) == a.dtype() => {
            Taken::Array(Cow::Borrowed(a))
        }
        ArrayLike::Array(a) => Taken::Array(Cow::Owned(narrow(a)?)),
        ArrayLike::Scalar(s) => Taken::Scalar(s),
    })
}

/// Two inputs as JAX takes them: each [`take`]n and, where their promotion is 64-bit without
/// x64, each array in its 32-bit kind, the dtype JAX computes in (`uint32` with `int32`
/// promotes to `int64`, computed as `int32`: `jnp.less(uint32 4294967295, int32 0)` is true,
/// the first being -1 there).
fn take_both<'a>(x1: ArrayLike<'a>, x2: ArrayLike<'a>) -> Result<(Taken<'a>, Taken<'a>)> {
    let (x1, x2) = (take(x1)?, take(x2)?);
    // A pair without a promotion is left to the function to refuse.
    let Ok(promoted) = promoted(&x1, &x2) else {
        return Ok((x1, x2));
    };
    let computed = canonical_dtype(promoted);
    if computed == promoted {
        return Ok((x1, x2));
    }
    let in_computed = |x: Taken<'a>| -> Result<Taken<'a>> {
        Ok(match x {
            Taken::Array(a) => Taken::Array(Cow::Owned(retype(&a, computed)?)),
            scalar => scalar,
        })
    };
    Ok((in_computed(x1)?, in_computed(x2)?))
}

/// The dtype two inputs as JAX takes them promote to (a scalar weakly).
fn promoted(x1: &Taken<'_>, x2: &Taken<'_>) -> Result<Dtype> {
    let operand = |x: &Taken<'_>| match x {
        Taken::Array(a) => ivy::Operand::from(a.dtype()),
        Taken::Scalar(s) => ivy::Operand::from(*s),
    };
    ivy::result_type(&[operand(x1), operand(x2)])
}

/// The dtype JAX computes a floating-point function of a `dtype` input in: its canonical
/// dtype where that is inexact, else (integers, `bool`) `float32`, or `float64` for a 64-bit
/// integer (held only with x64): `jnp.sqrt` of `int8` is `float32` even with x64 (NumPy would
/// take the smallest float holding it, `float16`).
fn inexact_dtype(dtype: Dtype) -> Dtype {
    match canonical_dtype(dtype) {
        Dtype::Int64 | Dtype::Uint64 => Dtype::Float64,
        d if d.is_int() || d.is_bool() => Dtype::Float32,
        d => d,
    }
}

/// The dtype JAX computes a floating-point function of two inputs in: their promoted dtype
/// (under JAX's rules, then canonical), made [`inexact_dtype`] (`arctan2` of `int8` and
/// `float16` is `float16`, of two `int8` the default float).
fn common_inexact_dtype(x1: Dtype, x2: Dtype) -> Result<Dtype> {
    let promoted = ivy::promote_types(canonical_dtype(x1), canonical_dtype(x2))?;
    Ok(inexact_dtype(promoted))
}

/// Runs `f` (an Ivy function of an `input` array that gives integers the default float, as
/// `mean` does) with the default float dtype the float [`inexact_dtype`] takes `input` in.
fn with_float_of<R>(input: Dtype, f: impl FnOnce() -> Result<R>) -> Result<R> {
    let canonical = canonical_dtype(input);
    if canonical.is_int() || canonical.is_bool() {
        let _float = ivy::default_float_dtype_scope(inexact_dtype(canonical))?;
        f()
    } else {
        f()
    }
}

/// `x` in [`inexact_dtype`], [`narrow`]ed first (an `int64` 2**32 + 1 is 1 without x64, as in
/// JAX, not 4294967297).
fn inexact(x: &Array) -> Result<Array> {
    cast(&narrow(x)?, inexact_dtype(x.dtype()))
}

/// The type of [`inexact`]`(x)`.
fn inexact_type(x: &TensorType) -> Result<TensorType> {
    cast_type(x, inexact_dtype(x.dtype))
}
