//! The element-wise activations, each written once as an [`Activation`] over the
//! accumulator type of the element (`f32` for the half floats): the definitions both
//! backends run (each maps [`PerElement`] with its own float dispatch).

use ivy_runtime::Result;

use crate::elem::AccFloat;
use crate::kernel_error as error;

/// An activation computed element by element in the accumulator type of the element (`f32`
/// for the half floats): the definition both backends run.
pub trait Activation {
    /// The function's name, for errors.
    const NAME: &'static str;
    /// The activation of one value.
    fn apply<W: AccFloat>(&self, x: W) -> W;
}

/// An [`Activation`] over every element of an array (or of a candle tensor).
pub struct PerElement<A>(pub A);

/// `x` where `x > 0`, else `alpha * x`.
pub struct LeakyRelu {
    /// The slope below 0.
    pub alpha: f64,
}

impl Activation for LeakyRelu {
    const NAME: &'static str = "leaky_relu";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        if x > W::zero() {
            x
        } else {
            x * W::of(self.alpha)
        }
    }
}

/// The exact GELU, `x/2 * erfc(-x / sqrt 2)`: the same as `x/2 * (1 + erf(x / sqrt 2))`,
/// without its cancellation for negative `x` (`gelu(-10)` is -7.6e-23, not 0).
pub struct Gelu;

impl Activation for Gelu {
    const NAME: &'static str = "gelu";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        W::of(0.5) * x * AccFloat::erfc(-x * W::FRAC_1_SQRT_2())
    }
}

/// The tanh approximation of GELU, `x/2 * (1 + tanh(u))` with `u = sqrt(2/pi) (x + 0.044715
/// x^3)`, computed as `x / (1 + e^(-2u))` (the same value; no cancellation for negative `x`).
pub struct GeluTanh;

impl Activation for GeluTanh {
    const NAME: &'static str = "gelu";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        let u = W::of((2.0 / std::f64::consts::PI).sqrt()) * (x + W::of(0.044715) * x * x * x);
        x / (W::one() + (-(u + u)).exp())
    }
}

/// `x * sigmoid(x) = x / (1 + e^-x)`.
pub struct Silu;

impl Activation for Silu {
    const NAME: &'static str = "silu";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        x / (W::one() + (-x).exp())
    }
}

/// `ln(1 + e^x)` without overflow: `log1p(e^-|x|) + max(x, 0)` (`nan` stays `nan` through
/// the first term).
fn softplus_of<W: AccFloat>(x: W) -> W {
    (-x.abs()).exp().ln_1p() + x.max(W::zero())
}

/// The softplus `softplus(beta x) / beta`, and `x` itself where `beta x > threshold`.
pub struct Softplus {
    /// The scale (nonzero, finite: see [`Softplus::new`]).
    beta: f64,
    /// Where the function becomes linear (`inf`: nowhere).
    threshold: f64,
}

impl Softplus {
    /// The function for Ivy's arguments: `beta` 1 and no threshold by default; an error for a
    /// zero or non-finite `beta`.
    pub fn new(beta: Option<f64>, threshold: Option<f64>) -> Result<Softplus> {
        let beta = beta.unwrap_or(1.0);
        if beta == 0.0 || !beta.is_finite() {
            return Err(error::invalid(
                "softplus",
                format!("beta must be a finite nonzero number, got {beta}"),
            ));
        }
        Ok(Softplus {
            beta,
            threshold: threshold.unwrap_or(f64::INFINITY),
        })
    }
}

impl Activation for Softplus {
    const NAME: &'static str = "softplus";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        let beta = W::of(self.beta);
        let xb = x * beta;
        if xb > W::of(self.threshold) {
            x
        } else {
            softplus_of(xb) / beta
        }
    }
}

/// `x * tanh(softplus(x))`.
pub struct Mish;

impl Activation for Mish {
    const NAME: &'static str = "mish";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        x * softplus_of(x).tanh()
    }
}

/// `x * min(max(x + 3, 0), 6) / 6` (so `hardswish(-inf)` is `nan`, as in Ivy's NumPy
/// backend).
pub struct Hardswish;

impl Activation for Hardswish {
    const NAME: &'static str = "hardswish";
    fn apply<W: AccFloat>(&self, x: W) -> W {
        let six = W::of(6.0);
        x * (x + W::of(3.0)).max(W::zero()).min(six) / six
    }
}

/// The leaky ReLU of slope `alpha`, which must be finite (an infinite slope turns `0 * alpha` into `nan`).
pub fn leaky_relu_alpha(alpha: f64) -> Result<LeakyRelu> {
    if alpha.is_finite() {
        Ok(LeakyRelu { alpha })
    } else {
        Err(error::invalid(
            "leaky_relu",
            format!("alpha must be a finite number, got {alpha}"),
        ))
    }
}
