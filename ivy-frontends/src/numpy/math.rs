//! NumPy's mathematical functions: arithmetic, exponents and logarithms, trigonometric and
//! hyperbolic functions, rounding.

use ivy::{Array, ArrayLike, Result, Scalar};
use ivy_macros::compositional;

binary! { "numpy", x1, x2;
    /// `numpy.add`: `x1 + x2`, element-wise, with broadcasting.
    add => add;
    /// `numpy.subtract`: `x1 - x2`.
    subtract => subtract;
    /// `numpy.multiply`: `x1 * x2`.
    multiply => multiply;
    /// `numpy.divide` (`numpy.true_divide`): `x1 / x2`; integers and `bool` give `float64`.
    divide => divide;
    /// `numpy.floor_divide`: `x1 // x2`, the quotient rounded towards minus infinity.
    floor_divide => floor_divide;
    /// `numpy.power`: `x1 ** x2`; integer powers wrap.
    power => pow;
    /// `numpy.maximum`: the larger of `x1` and `x2`; `nan` propagates.
    maximum => maximum;
    /// `numpy.minimum`: the smaller of `x1` and `x2`; `nan` propagates.
    minimum => minimum;
}

/// `numpy.remainder` (`numpy.mod`): `x1 % x2`, with the sign of `x2` (Python's `%`).
#[compositional(frontend = "numpy")]
#[returns(ivy::remainder::output_type(x1, x2, true, None))]
#[handle_out]
pub fn remainder(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array> {
    ivy::remainder::with(x1, x2).modulus(true).call()
}

/// `numpy.arctan2`: the angle of the point `(x2, x1)`; integers are taken as NumPy's smallest
/// float that holds them.
#[compositional(frontend = "numpy")]
#[returns(ivy::atan2::output_type(&super::inexact_type(x1)?, &super::inexact_type(x2)?, None))]
#[handle_out]
pub fn arctan2(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    ivy::atan2(&super::inexact(x1)?, &super::inexact(x2)?)
}

unary_cast! { "numpy", x, super::inexact, super::inexact_type;
    /// `numpy.sqrt`: the non-negative square root.
    sqrt => sqrt;
    /// `numpy.exp`: `e ** x`.
    exp => exp;
    /// `numpy.exp2`: `2 ** x`.
    exp2 => exp2;
    /// `numpy.expm1`: `e ** x - 1`, exact near 0.
    expm1 => expm1;
    /// `numpy.log`: the natural logarithm.
    log => log;
    /// `numpy.log2`: the base-2 logarithm.
    log2 => log2;
    /// `numpy.log10`: the base-10 logarithm.
    log10 => log10;
    /// `numpy.log1p`: `log(1 + x)`, exact near 0.
    log1p => log1p;
    /// `numpy.sin`.
    sin => sin;
    /// `numpy.cos`.
    cos => cos;
    /// `numpy.tan`.
    tan => tan;
    /// `numpy.arcsin`.
    arcsin => asin;
    /// `numpy.arccos`.
    arccos => acos;
    /// `numpy.arctan`.
    arctan => atan;
    /// `numpy.sinh`.
    sinh => sinh;
    /// `numpy.cosh`.
    cosh => cosh;
    /// `numpy.tanh`.
    tanh => tanh;
}

unary! { "numpy", x;
    /// `numpy.negative`: `-x`; integers wrap.
    negative => negative;
    /// `numpy.absolute` (`numpy.abs`): `|x|`; a complex input gives its magnitude.
    absolute => abs;
    /// `numpy.sign`: -1, 0 or 1 by the sign of `x`.
    sign => sign;
    /// `numpy.square`: `x * x`.
    square => square;
    /// `numpy.floor`: the largest integer not above `x`.
    floor => floor;
    /// `numpy.ceil`: the smallest integer not below `x`.
    ceil => ceil;
    /// `numpy.trunc`: `x` rounded towards zero.
    trunc => trunc;
}

/// `numpy.clip`: `x` limited to `[a_min, a_max]`.
#[compositional(frontend = "numpy")]
#[returns(ivy::clip::output_type(a, a_min, a_max, None))]
#[handle_out]
pub fn clip(a: &Array, a_min: Scalar, a_max: Scalar, out: Option<&mut Array>) -> Result<Array> {
    ivy::clip(a, a_min, a_max)
}
