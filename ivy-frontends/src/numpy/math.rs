//! NumPy's mathematical functions: arithmetic, exponents and logarithms, trigonometric and
//! hyperbolic functions, rounding.

use ivy::{Array, ArrayLike, Dtype, Result, Scalar};
use ivy_macros::compositional;

numpy_arithmetic! { "numpy"; binary! { "numpy", x1, x2 } }

binary! { "numpy", x1, x2;
    /// `numpy.divide` (`numpy.true_divide`): `x1 / x2`; integers and `bool` give `float64`.
    divide => divide;
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

numpy_floating! { "numpy"; unary_cast! { "numpy", x, super::inexact, super::inexact_type } }

numpy_rounding! { "numpy"; unary! { "numpy", x } }

/// `numpy.clip`: `x` limited to `[a_min, a_max]`. An integer bound must fit an integer `a`'s
/// dtype, as NumPy's Python integers must, but where it limits nothing: a lower bound below the
/// dtype's values, an upper one above them (`clip(uint8, -1, 300)` is the array itself).
#[compositional(frontend = "numpy")]
#[returns(ivy::clip::output_type(a, a_min, a_max, None))]
#[handle_out]
pub fn clip(a: &Array, a_min: Scalar, a_max: Scalar, out: Option<&mut Array>) -> Result<Array> {
    let dtype = a.dtype();
    let (low, high) = (
        self::bound(a_min, dtype, self::Limit::Lower)?,
        self::bound(a_max, dtype, self::Limit::Upper)?,
    );
    ivy::clip(a, low, high)
}

/// Which bound of [`clip`].
#[derive(Clone, Copy, PartialEq)]
enum Limit {
    Lower,
    Upper,
}

/// A bound of [`clip`] of an array of `dtype`: an integer one beyond the dtype's values on the
/// side it limits nothing is the dtype's extreme there; beyond them on the other side, an
/// error (NumPy's `OverflowError`).
fn bound(bound: Scalar, dtype: Dtype, limit: Limit) -> Result<Scalar> {
    let Scalar::Int(v) = bound else {
        return Ok(bound);
    };
    let Ok(info) = ivy::iinfo(dtype) else {
        return Ok(bound);
    };
    match limit {
        Limit::Lower if v < info.min => Ok(Scalar::Int(info.min)),
        Limit::Upper if v > info.max => Ok(Scalar::Int(info.max)),
        _ if v < info.min || v > info.max => Err(ivy::Error::ScalarOutOfRange {
            value: v.to_string(),
            dtype,
            range: format!("{} to {}", info.min, info.max),
        }),
        _ => Ok(bound),
    }
}
