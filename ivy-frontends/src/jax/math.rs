//! `jax.numpy`'s mathematical functions: arithmetic, exponents and logarithms, trigonometric
//! and hyperbolic functions, rounding.

use ivy::{Array, ArrayLike, Result, Scalar, TensorType};
use ivy_macros::compositional;

binary! { "jax", x1, x2 via super::take, super::narrow_type, super::give, super::give_type;
    /// `jax.numpy.add`: `x1 + x2`, element-wise, with broadcasting.
    add => add;
    /// `jax.numpy.subtract`: `x1 - x2`.
    subtract => subtract;
    /// `jax.numpy.multiply`: `x1 * x2`.
    multiply => multiply;
    /// `jax.numpy.floor_divide`: `x1 // x2`, the quotient rounded towards minus infinity.
    floor_divide => floor_divide;
    /// `jax.numpy.power`: `x1 ** x2`; integer powers wrap.
    power => pow;
    /// `jax.numpy.maximum`: the larger of `x1` and `x2`; `nan` propagates.
    maximum => maximum;
    /// `jax.numpy.minimum`: the smaller of `x1` and `x2`; `nan` propagates.
    minimum => minimum;
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
    super::give(
        ivy::remainder::with(&super::take(x1)?, &super::take(x2)?)
            .modulus(true)
            .call()?,
    )
}

/// `jax.numpy.arctan2`: the angle of the point `(x2, x1)`, in the inputs' promoted dtype
/// (integers and `bool`: the default float).
#[compositional(frontend = "jax")]
#[returns(ivy::atan2::output_type(&arctan2_input(x1, x2)?, &arctan2_input(x2, x1)?, None))]
#[handle_out]
pub fn arctan2(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    let dtype = super::common_inexact_dtype(x1.dtype(), x2.dtype())?;
    ivy::atan2(&super::cast(x1, dtype)?, &super::cast(x2, dtype)?)
}

/// The type of `x` as [`arctan2`] takes it next to `other`.
fn arctan2_input(x: &TensorType, other: &TensorType) -> Result<TensorType> {
    super::cast_type(x, super::common_inexact_dtype(x.dtype, other.dtype)?)
}

unary_cast! { "jax", x, super::inexact, super::inexact_type;
    /// `jax.numpy.sqrt`: the non-negative square root.
    sqrt => sqrt;
    /// `jax.numpy.exp`: `e ** x`.
    exp => exp;
    /// `jax.numpy.exp2`: `2 ** x`.
    exp2 => exp2;
    /// `jax.numpy.expm1`: `e ** x - 1`, exact near 0.
    expm1 => expm1;
    /// `jax.numpy.log`: the natural logarithm.
    log => log;
    /// `jax.numpy.log2`: the base-2 logarithm.
    log2 => log2;
    /// `jax.numpy.log10`: the base-10 logarithm.
    log10 => log10;
    /// `jax.numpy.log1p`: `log(1 + x)`, exact near 0.
    log1p => log1p;
    /// `jax.numpy.sin`.
    sin => sin;
    /// `jax.numpy.cos`.
    cos => cos;
    /// `jax.numpy.tan`.
    tan => tan;
    /// `jax.numpy.arcsin`.
    arcsin => asin;
    /// `jax.numpy.arccos`.
    arccos => acos;
    /// `jax.numpy.arctan`.
    arctan => atan;
    /// `jax.numpy.sinh`.
    sinh => sinh;
    /// `jax.numpy.cosh`.
    cosh => cosh;
    /// `jax.numpy.tanh`.
    tanh => tanh;
}

unary_cast! { "jax", x, super::narrow, super::narrow_type;
    /// `jax.numpy.negative`: `-x`; integers wrap.
    negative => negative;
    /// `jax.numpy.absolute` (`abs`): `|x|`; a complex input gives its magnitude.
    absolute => abs;
    /// `jax.numpy.sign`: -1, 0 or 1 by the sign of `x`.
    sign => sign;
    /// `jax.numpy.square`: `x * x`.
    square => square;
    /// `jax.numpy.floor`: the largest integer not above `x`.
    floor => floor;
    /// `jax.numpy.ceil`: the smallest integer not below `x`.
    ceil => ceil;
    /// `jax.numpy.trunc`: `x` rounded towards zero.
    trunc => trunc;
}

/// `jax.numpy.clip`: `arr` limited to `[min, max]`.
#[compositional(frontend = "jax")]
#[returns(ivy::clip::output_type(&super::narrow_type(arr)?, min, max, None))]
#[handle_out]
pub fn clip(arr: &Array, min: Scalar, max: Scalar, out: Option<&mut Array>) -> Result<Array> {
    ivy::clip(&super::narrow(arr)?, min, max)
}
