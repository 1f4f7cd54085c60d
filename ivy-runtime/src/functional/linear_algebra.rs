//! Linear algebra.

use ivy_macros::{mixed, primary};

use crate::{Array, FunctionDecl, Result};

/// The matrix product, NumPy's `matmul` rules (1-d operands, broadcast batch dimensions).
#[primary]
#[handle_out]
#[nestable]
pub fn matmul(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array>;

/// `x` with its last two axes swapped.
#[primary]
#[handle_out]
#[nestable]
pub fn matrix_transpose(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// `x @ weight^T + bias`. Backends may implement it natively for some weights (the ndarray
/// kernel takes 2-d weights only and its partial-mixed handler says so); otherwise this body
/// runs, in terms of `matmul`, `matrix_transpose` and `add`.
#[mixed]
#[handle_out]
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let y = matmul(x, &matrix_transpose(weight, None)?, None)?;
    match bias {
        Some(b) => add(&y, b, None),
        None => Ok(y),
    }
}

use super::add;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] =
    &[matmul::DECL, matrix_transpose::DECL, linear::DECL];
