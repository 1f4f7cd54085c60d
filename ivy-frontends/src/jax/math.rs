//! `jax.numpy`'s mathematical functions: arithmetic, exponents and logarithms, trigonometric
//! and hyperbolic functions, rounding.

use ivy::{Array, ArrayLike, Result, Scalar, TensorType};
use ivy_macros::compositional;

numpy_arithmetic! { "jax.numpy";
    binary! { "jax", x1, x2 via super::take_both, super::narrow_type, super::give, super::give_type }
}

/// `jax.numpy.divide` (`true_divide`): `x1 / x2`; integers and `bool` are divided in
/// `float32` (`float64` where they promote to a 64-bit integer), with x64 too.
#[compositional(frontend = "jax")]
#[returns(super::with_float_of(ivy::promote_types(super::canonical_dtype(x1.dtype), super::canonical_dtype(x2.dtype))?, || super::give_type(ivy::divide::output_type(&super::narrow_type(x1)?, &super::narrow_type(x2)?, None)?)))]
#[handle_out]
pub fn divide(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array> {
    let (x1, x2) = (super::take(x1)?, super::take(x2)?);
    let promoted = super::promoted(&x1, &x2)?;
    super::with_float_of(promoted, || super::give(ivy::divide(&x1, &x2)?))
}

/// `jax.numpy.remainder` (`mod`): `x1 % x2`, with the sign of `x2` (Python's `%`).
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::remainder::output_type(&super::narrow_type(x1)?, &super::narrow_type(x2)?, true, None)?))]
#[handle_out]
pub fn remainder(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array> {
    let (x1, x2) = super::take_both(x1, x2)?;
    super::give(ivy::remainder::with(&x1, &x2).modulus(true).call()?)
}

/// `jax.numpy.arctan2`: the angle of the point `(x2, x1)`, in the inputs' promoted dtype
/// (integers and `bool`: the default float).
#[compositional(frontend = "jax")]
#[returns(ivy::atan2::output_type(&arctan2_input(x1, x2)?, &arctan2_input(x2, x1)?, None))]
#[handle_out]
pub fn arctan2(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    let dtype = super::common_inexact_dtype(x1.dtype(), x2.dtype())?;
    let taken = |x: &Array| super::cast(&super::narrow(x)?, dtype);
    ivy::atan2(&taken(x1)?, &taken(x2)?)
}

/// The type of `x` as [`arctan2`] takes it next to `other`.
fn arctan2_input(x: &TensorType, other: &TensorType) -> Result<TensorType> {
    super::cast_type(x, super::common_inexact_dtype(x.dtype, other.dtype)?)
}

numpy_floating! { "jax.numpy"; unary_cast! { "jax", x, super::inexact, super::inexact_type } }

numpy_rounding! { "jax.numpy"; unary_cast! { "jax", x, super::narrow, super::narrow_type } }

/// `jax.numpy.clip`: `arr` limited to `[min, max]`.
#[compositional(frontend = "jax")]
#[returns(ivy::clip::output_type(&super::narrow_type(arr)?, min, max, None))]
#[handle_out]
pub fn clip(arr: &Array, min: Scalar, max: Scalar, out: Option<&mut Array>) -> Result<Array> {
    ivy::clip(&super::narrow(arr)?, min, max)
}
