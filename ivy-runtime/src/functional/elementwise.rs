//! Element-wise functions. Binary functions promote their inputs under the active rules before
//! the kernel runs; a Rust scalar next to an array is weak (`add(&int8_array, 2)` stays int8).

use ivy_macros::primary;

use crate::{Array, ArrayLike, FunctionDecl, Result, Scalar};

/// `x1 + x2`, element-wise, with broadcasting (bool: logical or).
#[primary]
#[handle_out]
#[nestable]
pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// `x1 - x2`, element-wise, with broadcasting.
#[primary]
#[handle_out]
#[nestable]
pub fn subtract(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// `x1 * x2`, element-wise, with broadcasting (bool: logical and).
#[primary]
#[handle_out]
#[nestable]
pub fn multiply(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// `x1 / x2`, true division: integer and bool inputs give the default float dtype.
#[primary]
#[handle_out]
#[nestable]
pub fn divide(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// `|x|`, element-wise; a complex input gives its magnitude in the matching real dtype.
#[primary]
#[handle_out]
#[nestable]
pub fn abs(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// `e^x`, element-wise.
#[primary]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn exp(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// `e^x - 1`, element-wise.
#[primary]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn expm1(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// Tangent, element-wise.
///
/// ```
/// let x = ivy::array![0.0f32, 0.5]?;
/// assert_eq!(ivy::tan(&x, None)?.to_string(), "[0., 0.5463025]");
/// // Integers are taken as the default float dtype.
/// assert_eq!(ivy::tan(&ivy::array![1i8]?, None)?.dtype(), ivy::Dtype::Float32);
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// Natural logarithm, element-wise.
#[primary]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn log(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// `x` limited to `[x_min, x_max]`, element-wise.
#[primary]
#[handle_out]
#[nestable]
pub fn clip(x: &Array, x_min: Scalar, x_max: Scalar, out: Option<&mut Array>) -> Result<Array>;

/// Least common multiple of integers, element-wise (non-negative; 0 with 0 is 0).
#[primary]
#[handle_out]
#[nestable]
pub fn lcm(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array>;

/// Logical not, element-wise: `true` where `x` is zero; the result is `bool`.
#[primary]
#[handle_out]
#[nestable]
pub fn logical_not(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[
    add::DECL,
    subtract::DECL,
    multiply::DECL,
    divide::DECL,
    abs::DECL,
    exp::DECL,
    expm1::DECL,
    tan::DECL,
    log::DECL,
    clip::DECL,
    lcm::DECL,
    logical_not::DECL,
];
