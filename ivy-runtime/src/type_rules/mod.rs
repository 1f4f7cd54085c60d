//! Shape rules: what a declared function's `#[returns(..)]` says it returns, as types.
//!
//! Every declaration names its rule: `#[returns(broadcast(&[x1, x2]))]`. The expression is
//! evaluated by the function's `output_type` with each array parameter bound to its type as
//! the kernel (or body) would receive it (dtypes planned: promoted, cast under a casting mode,
//! `#[integer_arrays_to_float]` applied) and every other parameter as given; the dtype
//! argument is the resolved one where the function infers it. These are the rules the library
//! uses; a rule of one's own is any function returning `Result<TensorType>` (or a tuple or
//! `Vec` of them, as the function returns). The rules here are in scope in the expression and
//! come before an item of the same name outside it: name a rule of one's own differently, or
//! by a path (`crate::rules::same(x)`). A composition can compose its callees' types:
//! `#[returns(tan::output_type(&tan::output_type(x, None)?, None))]`.
//!
//! The manipulation functions' shape rules are written once over either kind of dimension
//! ([`Length`]) in [`dims`]: the kernels call them with an array's shape, the rules here with
//! a type's, so a type and its call agree and give the same errors.
//!
//! Unknown dimensions propagate: a dimension a rule cannot know (the length of
//! `unique_values`, a reshape's `-1` beside an unknown dimension) is `None`. A rule checks what
//! the call would check from shapes alone (axes in range, shapes that must broadcast or
//! match) and gives the call's error; a check it cannot make on an unknown dimension is left to
//! the call.

pub mod conv;
mod creation;
pub mod dims;
mod einsum;
mod elementwise;
mod fft;
pub mod gather;
mod linalg;
mod losses;
mod manipulation;
pub mod matrix_dims;
pub mod query;
mod reduction;
pub mod resize;
mod search;

pub use crate::shape::Length;
use crate::shape::length;
pub use creation::*;
pub use einsum::{EinsumPlan, Label, einsum_plan};
pub use elementwise::*;
pub use fft::*;
pub use gather::{gathered, gathered_nd, put_along, scattered_nd, taken_along, taken_of};
pub use linalg::*;
pub use losses::*;
pub use manipulation::*;
pub use reduction::*;
pub use search::*;

pub use ivy_grammar::Dtype;

use crate::error::{Error, Result};
use crate::promotion::result_type;
use crate::scalar::Operand;
use crate::tensor_type::{Dim, TensorType};

/// The dtype of index results (`argmax`, `argsort`, `nonzero`, the counts of `unique_counts`).
pub const INDEX_DTYPE: ivy_grammar::Dtype = ivy_grammar::Dtype::Int64;

/// `axis` as an index into `ndim` dimensions (negative counts from the end); the error names
/// no function (the evaluation fills it in).
fn axis(axis: isize, ndim: usize) -> Result<usize> {
    crate::shape::normalize_axis("", axis, ndim)
}

/// The dtype the types promote to under the active rules (the dtype of a result computed from
/// inputs of these types).
fn promoted<'t>(xs: impl IntoIterator<Item = &'t TensorType>) -> Result<ivy_grammar::Dtype> {
    let operands: Vec<Operand> = xs.into_iter().map(Operand::from).collect();
    result_type(&operands)
}

/// An error of a shape rule.
fn invalid(message: impl Into<String>) -> Error {
    Error::TypeRule {
        function: "",
        message: message.into(),
    }
}

/// The product of dimensions, unknown if any is.
fn product(dims: &[Dim]) -> Dim {
    dims.iter()
        .try_fold(1usize, |acc, d| d.and_then(|d| acc.checked_mul(d)))
}
