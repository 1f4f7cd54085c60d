//! Element-wise kernels, by concern: [`arithmetic`], [`comparison`] (and the logical and bit
//! operations), [`special_values`] (`isnan` and friends), [`complex_parts`] and
//! [`transcendental`] functions; and, instantiated here, the kernels every backend runs as
//! they are ([`crate::ops::kernels`]). Binary kernels take two arrays of one dtype (the
//! runtime promotes first) and broadcast them as NumPy does; integer arithmetic wraps, as in
//! NumPy.
//!
//! A kernel is written in the one form of [`crate::ops::kernels`], `function(x) class => op;`,
//! or, where it computes otherwise, by hand as `#[implements(f for NdArrayBackend, takes =
//! classes::X)]` over the function.

use ivy_runtime::Error;

use super::backend::NdArrayBackend;
use super::dispatch::{each, zip};
use super::storage::NdArray;

pub mod arithmetic;
pub mod comparison;
pub mod complex_parts;
pub mod special_values;
pub mod transcendental;

pub use arithmetic::*;
pub use comparison::*;
pub use complex_parts::*;
pub use special_values::*;
pub use transcendental::*;

crate::ops::kernels::shared_elementwise_kernels!(NdArrayBackend, NdArray, Error, each, zip);
