//! Kernels of the activations functions.
//!
//! Candle's own operations where they are right, the half floats computed in `f32` (candle's
//! half kernels round after every step): `silu`; `relu` as `maximum(x, 0)` (candle's `relu`
//! turns `nan` into 0; NumPy keeps it); compositions for `softmax` and `log_softmax`. Loops
//! of ours over the shared definitions ([`Activation`]) where candle lacks a piece
//! or gets a value wrong: `softplus` and `mish` (no `log1p`), `gelu` (candle's cancels in the
//! negative tail), `leaky_relu` and `hardswish` (candle's `affine` turns `-0.0` into `0.0`),
//! and `sigmoid` (the vectorised kernel).
//!
//! Only `relu` takes integers (exact there; candle's `maximum` is right for them); the others
//! see them as the default float dtype (their declarations are `#[integer_arrays_to_float]`).

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, normalize_axis};

use super::backend::CandleBackend;
use super::dispatch::{MapFloat, from_vec};
use super::dtype::{CandleFloat, dtype_of};
use super::elementwise::{Vectorised, float_unary, halves_in_f32};
use crate::elem::classes;
use crate::elem::in_acc;
use crate::ops::activations::{
    Activation, Gelu, GeluTanh, Hardswish, Mish, PerElement, Softplus, leaky_relu_alpha,
};
use crate::vmath::Function;

impl<A: Activation> MapFloat for PerElement<A> {
    type Output = Tensor;
    fn name(&self) -> &'static str {
        A::NAME
    }
    fn f<T: CandleFloat>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        from_vec(
            x.iter().map(|&v| in_acc(v, |w| self.0.apply(w))).collect(),
            shape,
        )
    }
}

/// `max(x, 0)` in `x`'s dtype, `nan` kept (candle's `maximum` keeps its left operand when the
/// comparison fails).
#[implements(f::relu for CandleBackend)]
pub fn relu(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.maximum(0.0)?)
}

/// `x` where `x > 0`, `alpha * x` elsewhere ([`LeakyRelu`](crate::ops::activations::LeakyRelu):
/// candle's `affine(alpha, 0)` would turn `-0.0` into `0.0`); an error for a non-finite
/// `alpha`.
#[implements(f::leaky_relu for CandleBackend, takes = classes::FLOAT)]
pub fn leaky_relu(x: &Tensor, alpha: f64) -> Result<Tensor, BackendError> {
    PerElement(leaky_relu_alpha(alpha)?).map(x)
}

/// The GELU, exact ([`Gelu`]) or its tanh approximation ([`GeluTanh`]): the ndarray
/// backend's definitions, as candle's `gelu_erf` and `gelu` compute `x/2 * (1 + ..)`, which
/// cancels to 0 for negative `x` (`gelu(-10)` is -7.6e-23, not 0).
#[implements(f::gelu for CandleBackend, takes = classes::FLOAT)]
pub fn gelu(x: &Tensor, approximate: bool) -> Result<Tensor, BackendError> {
    if approximate {
        PerElement(GeluTanh).map(x)
    } else {
        PerElement(Gelu).map(x)
    }
}

/// `1 / (1 + e^-x)`, with the shared vectorised kernel (candle-core has none).
#[implements(f::sigmoid for CandleBackend, takes = classes::FLOAT)]
pub fn sigmoid(x: &Tensor) -> Result<Tensor, BackendError> {
    Vectorised(Function::Sigmoid).map(x)
}

/// `x * sigmoid(x)`: candle's `silu`.
#[implements(f::silu for CandleBackend, takes = classes::FLOAT)]
pub fn silu(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("silu", x, |x| halves_in_f32(x, Tensor::silu))
}

/// The softplus ([`Softplus`]); an error for a zero or non-finite `beta`.
#[implements(f::softplus for CandleBackend, takes = classes::FLOAT)]
pub fn softplus(
    x: &Tensor,
    beta: Option<f64>,
    threshold: Option<f64>,
) -> Result<Tensor, BackendError> {
    PerElement(Softplus::new(beta, threshold)?).map(x)
}

/// `x * tanh(softplus(x))`.
#[implements(f::mish for CandleBackend, takes = classes::FLOAT)]
pub fn mish(x: &Tensor) -> Result<Tensor, BackendError> {
    PerElement(Mish).map(x)
}

/// `x * min(max(x + 3, 0), 6) / 6` ([`Hardswish`]: `-0.0` below -3, as NumPy, where candle's
/// `affine` would add `+0.0`).
#[implements(f::hardswish for CandleBackend, takes = classes::FLOAT)]
pub fn hardswish(x: &Tensor) -> Result<Tensor, BackendError> {
    PerElement(Hardswish).map(x)
}

/// The softmax (or with `log` its logarithm) along `axis` (the last when `None`), from
/// `e^(x - max)`; for the logarithm a non-finite maximum shifts by 0, as on ndarray.
fn softmax_along(
    name: &'static str,
    x: &Tensor,
    axis: Option<isize>,
    log: bool,
) -> Result<Tensor, BackendError> {
    let axis = normalize_axis(name, axis.unwrap_or(-1), x.rank())?;
    if x.elem_count() == 0 {
        // Candle's reductions refuse an empty axis; the result is as empty as `x`.
        return float_unary(name, x, |x| Ok(x.clone()));
    }
    // Candle allocates infallibly: room for the shifted values, their exponentials and the
    // result (in float32 for halves) is checked first.
    ivy_runtime::check_result_size(name, x.dims(), 3 * dtype_of(x)?.itemsize().max(4))?;
    float_unary(name, x, |x| {
        halves_in_f32(x, |x| {
            let max = x.max_keepdim(axis)?;
            let shift = if log {
                // `m - m` is 0 exactly where `m` is finite.
                max.sub(&max)?
                    .eq(0.0)?
                    .where_cond(&max, &max.zeros_like()?)?
            } else {
                max
            };
            let shifted = x.broadcast_sub(&shift)?;
            let e = shifted.exp()?;
            let total = e.sum_keepdim(axis)?;
            if log {
                shifted.broadcast_sub(&total.log()?)
            } else {
                e.broadcast_div(&total)
            }
        })
    })
}

/// `e^x / sum(e^x)` along `axis` (the last when `None`).
#[implements(f::softmax for CandleBackend, takes = classes::FLOAT)]
pub fn softmax(x: &Tensor, axis: Option<isize>) -> Result<Tensor, BackendError> {
    softmax_along("softmax", x, axis, false)
}

/// `x - max - ln(sum(e^(x - max)))` along `axis` (the last when `None`).
#[implements(f::log_softmax for CandleBackend, takes = classes::FLOAT)]
pub fn log_softmax(x: &Tensor, axis: Option<isize>) -> Result<Tensor, BackendError> {
    softmax_along("log_softmax", x, axis, true)
}
