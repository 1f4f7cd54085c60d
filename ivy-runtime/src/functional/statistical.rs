//! Reductions. Without a `dtype` the result keeps the input's dtype (`infer_dtype`); with one,
//! the input is converted first, so `sum(int8_array, .., Some(Int64))` accumulates in int64.

use ivy_macros::primary;

use crate::{Array, Dtype, FunctionDecl, Result};

/// The sum over `axis` (all axes if `None`), keeping reduced axes as length 1 if `keepdims`.
#[primary]
#[infer_dtype]
#[handle_out]
#[nestable]
pub fn sum(
    x: &Array,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array>;

/// The product over `axis` (all axes if `None`), keeping reduced axes if `keepdims`.
#[primary]
#[infer_dtype]
#[handle_out]
#[nestable]
pub fn prod(
    x: &Array,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array>;

/// The running sum along `axis`.
#[primary]
#[infer_dtype]
#[handle_out]
#[nestable]
pub fn cumsum(
    x: &Array,
    axis: isize,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array>;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[sum::DECL, prod::DECL, cumsum::DECL];
