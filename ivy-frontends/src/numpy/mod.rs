//! NumPy 2's functions (`numpy.add`, `numpy.sum`, ...): NumPy's names, parameters and defaults,
//! its promotion (the `numpy` rule set: NEP 50, Python scalars weak) and its default dtypes
//! (`float64`, `int64`), over Ivy's functions on whichever backend is in force.
//!
//! What NumPy decides beyond promotion is written here: an integer or `bool` input of a
//! floating-point function is taken in the smallest float dtype that holds it
//! (`numpy.sqrt` of `int8` is `float16`, of `int32` `float64`), sums and products of narrow
//! integers accumulate in the 64-bit integer of their signedness, and `cumsum` without an
//! axis runs over the flattened array.
//!
//! ```
//! use ivy::frontends::numpy as np;
//! ivy::init()?;
//!
//! let x = ivy::array![1i8, 2, 3]?;
//! assert_eq!(np::add(&x, 2.5)?.dtype(), ivy::Dtype::Float64); // NEP 50: the float scalar wins
//! assert_eq!(np::sum(&x)?.dtype(), ivy::Dtype::Int64);
//! assert_eq!(np::sqrt(&x)?.dtype(), ivy::Dtype::Float16);
//! assert_eq!(np::zeros(&[2])?.dtype(), ivy::Dtype::Float64);
//! # Ok::<(), ivy::Error>(())
//! ```

mod creation;
pub mod fft;
pub mod linalg;
mod logic;
mod manipulation;
mod math;
mod products;
mod reductions;

pub use {creation::*, logic::*, manipulation::*, math::*, products::*, reductions::*};

use ivy::{Array, Dtype, Result, TensorType};

/// The dtype NumPy computes a floating-point function of a `dtype` input in: `dtype` itself
/// where it is inexact, else the smallest float dtype holding it (its promotion with
/// `float16`: `int8` and `bool` give `float16`, `int16` `float32`, `int32` and wider
/// `float64`).
fn inexact_dtype(dtype: Dtype) -> Result<Dtype> {
    if dtype.is_int() || dtype.is_bool() {
        ivy::promote_types(dtype, Dtype::Float16)
    } else {
        Ok(dtype)
    }
}

/// `x` in [`inexact_dtype`].
fn inexact(x: &Array) -> Result<Array> {
    crate::cast(x, inexact_dtype(x.dtype())?)
}

/// The type of [`inexact`]`(x)`.
fn inexact_type(x: &TensorType) -> Result<TensorType> {
    crate::cast_type(x, inexact_dtype(x.dtype)?)
}
