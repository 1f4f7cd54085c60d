//! PyTorch's pointwise mathematical functions: arithmetic, exponents and logarithms,
//! trigonometric and hyperbolic functions, rounding. The floating-point functions take an
//! integer or `bool` input as `float32` (Ivy's functions do so under the default float).

use ivy::{Array, ArrayLike, Error, Result, Scalar};
use ivy_macros::compositional;

binary! { "torch", input, other;
    /// `torch.mul` (`torch.multiply`): `input * other`, element-wise, with broadcasting.
    mul => multiply;
    /// `torch.atan2`: the angle of the point `(other, input)`.
    atan2 => atan2;
}

arithmetic! { "torch"; binary! { "torch", input, other } }

binary! { "torch", input, exponent;
    /// `torch.pow`: `input ** exponent`; integer powers wrap.
    pow => pow;
}

/// PyTorch's sums and differences, `other` scaled by `alpha` first.
macro_rules! scaled {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns(if alpha == Scalar::Int(1) {
            ivy::$ivy::output_type(input, other, None)
        } else {
            ivy::$ivy::output_type(input, &ivy::multiply::output_type(other, alpha, None)?, None)
        })]
        #[defaults(alpha = Scalar::Int(1))]
        #[handle_out]
        pub fn $name(
            input: ArrayLike<'_>,
            other: ArrayLike<'_>,
            alpha: Scalar,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            if alpha == Scalar::Int(1) {
                ivy::$ivy(input, other)
            } else {
                ivy::$ivy(input, &ivy::multiply(other, alpha)?)
            }
        }
    )*};
}

scaled! {
    /// `torch.add`: `input + alpha * other`, element-wise, with broadcasting.
    add => add;
    /// `torch.sub` (`torch.subtract`): `input - alpha * other`; PyTorch subtracts no `bool`.
    sub => subtract;
}

/// `torch.div` (`torch.divide`): `input / other`; integers and `bool` give `float32`. With
/// `rounding_mode` `"trunc"` the quotient is rounded towards zero, with `"floor"` towards
/// minus infinity, both in the promoted dtype of `input` and `other` (integers stay integers).
#[compositional(frontend = "torch")]
#[returns(match rounding_mode {
    None => ivy::divide::output_type(input, other, None),
    Some(_) => ivy::floor_divide::output_type(input, other, None),
})]
#[handle_out]
pub fn div(
    input: ArrayLike<'_>,
    other: ArrayLike<'_>,
    rounding_mode: Option<&str>,
    out: Option<&mut Array>,
) -> Result<Array> {
    match rounding_mode {
        None => ivy::divide(input, other),
        Some("floor") => ivy::floor_divide(input, other),
        Some("trunc") => {
            let floor = ivy::floor_divide(input, other)?;
            if floor.dtype().is_int() {
                // `input - fmod(input, other)` is a multiple of `other`: dividing it is exact.
                let fmod = ivy::remainder::with(input, other).modulus(false).call()?;
                ivy::floor_divide(&ivy::subtract(input, &fmod)?, other)
            } else {
                ivy::trunc(&ivy::divide(input, other)?)
            }
        }
        Some(mode) => Err(Error::InvalidInput(format!(
            "torch.div: rounding_mode {mode:?} is none of None, \"trunc\" and \"floor\""
        ))),
    }
}

/// `torch.remainder`: `input % other`, with the sign of `other` (Python's `%`).
#[compositional(frontend = "torch")]
#[returns(ivy::remainder::output_type(input, other, true, None))]
#[handle_out]
pub fn remainder(
    input: ArrayLike<'_>,
    other: ArrayLike<'_>,
    out: Option<&mut Array>,
) -> Result<Array> {
    ivy::remainder::with(input, other).modulus(true).call()
}

/// `torch.fmod`: `input % other`, with the sign of `input` (C's `fmod`).
#[compositional(frontend = "torch")]
#[returns(ivy::remainder::output_type(input, other, false, None))]
#[handle_out]
pub fn fmod(input: ArrayLike<'_>, other: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array> {
    ivy::remainder::with(input, other).modulus(false).call()
}

floating! { "torch"; unary! { "torch", input } }

rounding! { "torch"; unary! { "torch", input } }

unary! { "torch", input;
    /// `torch.asin` (`torch.arcsin`).
    asin => asin;
    /// `torch.acos` (`torch.arccos`).
    acos => acos;
    /// `torch.atan` (`torch.arctan`).
    atan => atan;
    /// `torch.neg` (`torch.negative`): `-input`; integers wrap.
    neg => negative;
    /// `torch.abs` (`torch.absolute`): `|input|`; a complex input gives its magnitude.
    abs => abs;
}

/// `torch.clamp` (`torch.clip`): `input` limited to `[min, max]`.
#[compositional(frontend = "torch")]
#[returns(ivy::clip::output_type(input, min, max, None))]
#[handle_out]
pub fn clamp(input: &Array, min: Scalar, max: Scalar, out: Option<&mut Array>) -> Result<Array> {
    ivy::clip(input, min, max)
}
