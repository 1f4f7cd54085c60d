//! PyTorch 2's functions (`torch.add`, `torch.sum`, ...): PyTorch's names, parameters
//! (`input`, `other`, `dim`, `keepdim`) and defaults, its promotion (the `torch` rule set:
//! Python scalars and 0-d tensors weak) and its default dtypes (`float32`, `int64`), over Ivy's
//! functions on whichever backend is in force.
//!
//! What PyTorch decides beyond promotion is written here: an integer or `bool` input of a
//! floating-point function is taken as `float32` (the default float), sums and products of
//! integers and `bool` accumulate in `int64`, `mean` and `softmax` refuse integers, and
//! `div` rounds as its `rounding_mode` says.
//!
//! `torch.maximum`, `torch.minimum`, `torch.atan2` and the `torch.logical_*` functions take
//! tensors only in PyTorch; here, as the other functions of two operands, they also take a
//! scalar.
//!
//! `torch.max(input, dim)` and `torch.min(input, dim)`, which return a `(values, indices)`
//! pair, are left out: `max` and `min` here are the full reductions (`amax` and `amin` take a
//! `dim`).
//!
//! ```
//! use ivy::frontends::torch;
//! ivy::init()?;
//!
//! let x = ivy::array![1i8, 2, 3]?;
//! assert_eq!(torch::add(&x, 2.5)?.dtype(), ivy::Dtype::Float32); // the default float
//! assert_eq!(torch::sum(&x)?.dtype(), ivy::Dtype::Int64);
//! assert_eq!(torch::sqrt(&x)?.dtype(), ivy::Dtype::Float32);
//! assert_eq!(torch::zeros(&[2])?.dtype(), ivy::Dtype::Float32);
//! # Ok::<(), ivy::Error>(())
//! ```

mod activations;
mod creation;
pub mod fft;
pub mod linalg;
mod logic;
mod manipulation;
mod math;
pub mod nn;
mod products;
mod reductions;

pub use {
    activations::*, creation::*, logic::*, manipulation::*, math::*, products::*, reductions::*,
};

use ivy::{Dtype, Error, Result};

/// The dtype PyTorch accumulates a sum or product of `dtype` in without a `dtype` argument:
/// `int64` for integers and `bool`, the input's otherwise.
fn accumulate_dtype(dtype: Dtype, requested: Option<Dtype>) -> Option<Dtype> {
    match requested {
        Some(d) => Some(d),
        None if dtype.is_int() || dtype.is_bool() => Some(Dtype::Int64),
        None => None,
    }
}

/// `input` taken in `dtype`, if one is given (`torch.mean(x, dtype=torch.float64)`).
fn taken(input: &ivy::Array, dtype: Option<Dtype>) -> Result<ivy::Array> {
    match dtype {
        Some(d) => crate::cast(input, d),
        None => Ok(input.clone()),
    }
}

/// The type of [`taken`]`(input, dtype)`.
fn taken_type(input: &ivy::TensorType, dtype: Option<Dtype>) -> Result<ivy::TensorType> {
    match dtype {
        Some(d) => crate::cast_type(input, d),
        None => Ok(input.clone()),
    }
}

/// PyTorch's refusal of an integer or `bool` input of a function defined on floats only
/// (`torch.mean`, `torch.softmax`) when no `dtype` is given.
fn floating_only(function: &str, dtype: Dtype, requested: Option<Dtype>) -> Result<()> {
    if requested.is_none() && (dtype.is_int() || dtype.is_bool()) {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: could not infer the output dtype of an input of {dtype}; give a \
             floating-point or complex input, or a floating-point `dtype`"
        )));
    }
    Ok(())
}

/// The unsigned dtypes PyTorch has few kernels for (its "limited support" dtypes): its
/// reductions, orderings and most arithmetic refuse them.
const LIMITED_UINTS: [Dtype; 3] = [Dtype::Uint16, Dtype::Uint32, Dtype::Uint64];

/// PyTorch's refusal of an input of a dtype its `function` has no kernel for (`also` beyond
/// [`LIMITED_UINTS`]).
fn check_kernel(function: &str, dtype: Dtype, also: &[Dtype]) -> Result<()> {
    if LIMITED_UINTS.contains(&dtype) || also.contains(&dtype) {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: PyTorch has no kernel for {dtype} inputs"
        )));
    }
    Ok(())
}
