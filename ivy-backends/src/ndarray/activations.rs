//! Kernels of the activations functions.
//!
//! `relu` takes integers and real floats; the others take the real floats (integers reach
//! them as the default float dtype: their declarations are `#[integer_arrays_to_float]`).
//! Half floats compute in `f32` and round once. The element-wise activations are the shared
//! definitions ([`crate::ops::activations`]), which the candle backend runs too.

use ivy_runtime::{Result, normalize_axis};
use ndarray::{ArrayD, ArrayRefD, Axis};
use num_traits::Float;

use super::backend::NdArrayBackend;
use super::dispatch::{MapFloat, MapReal, classes};
use super::elementwise::{map_standard, transcendental};
use super::storage::NdArray;
use crate::elem::{AccFloat, FloatElem, RealElem, in_acc};
use crate::ops::activations::{
    Activation, Gelu, GeluTanh, Hardswish, Mish, PerElement, Silu, Softplus, leaky_relu_alpha,
};
use crate::vmath::Function;
use ivy_macros::implements;
use ivy_runtime::functional as f;

impl<A: Activation> MapFloat for PerElement<A> {
    const NAME: &'static str = A::NAME;
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(a.mapv(|x| in_acc(x, |w| self.0.apply(w))).into())
    }
}

/// `max(x, 0)`, keeping `nan` (NumPy's `maximum`).
fn relu_of<T: RealElem>(x: T) -> T {
    if x < T::zero() { T::zero() } else { x }
}

struct Relu;
impl MapReal for Relu {
    const NAME: &'static str = "relu";
    type Output = NdArray;
    fn f<T: RealElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(a.mapv(relu_of).into())
    }
}

/// `max(x, 0)`, in `x`'s dtype (integers stay integers; `nan` stays `nan`, `-0.0` stays
/// `-0.0`, as NumPy's `maximum`). An error for `bool` and complex.
#[implements(f::relu for NdArrayBackend, takes = classes::REAL)]
pub fn relu(x: &NdArray) -> Result<NdArray> {
    Relu.map(x)
}

/// `x` where `x > 0`, `alpha * x` elsewhere; an error for a non-finite `alpha`.
#[implements(f::leaky_relu for NdArrayBackend, takes = classes::FLOAT)]
pub fn leaky_relu(x: &NdArray, alpha: f64) -> Result<NdArray> {
    PerElement(leaky_relu_alpha(alpha)?).map(x)
}

/// The GELU: exact ([`Gelu`]) or its tanh approximation ([`GeluTanh`]).
#[implements(f::gelu for NdArrayBackend, takes = classes::FLOAT)]
pub fn gelu(x: &NdArray, approximate: bool) -> Result<NdArray> {
    if approximate {
        PerElement(GeluTanh).map(x)
    } else {
        PerElement(Gelu).map(x)
    }
}

struct Sigmoid;
impl MapFloat for Sigmoid {
    const NAME: &'static str = "sigmoid";
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(transcendental(Function::Sigmoid, a)?.into())
    }
}

/// `1 / (1 + e^-x)`; vectorised (see [`vmath`](crate::vmath) for the accuracy).
#[implements(f::sigmoid for NdArrayBackend, takes = classes::FLOAT)]
pub fn sigmoid(x: &NdArray) -> Result<NdArray> {
    Sigmoid.map(x)
}

/// `x * sigmoid(x)`.
#[implements(f::silu for NdArrayBackend, takes = classes::FLOAT)]
pub fn silu(x: &NdArray) -> Result<NdArray> {
    PerElement(Silu).map(x)
}

/// The softplus ([`Softplus`]); an error for a zero or non-finite `beta`.
#[implements(f::softplus for NdArrayBackend, takes = classes::FLOAT)]
pub fn softplus(x: &NdArray, beta: Option<f64>, threshold: Option<f64>) -> Result<NdArray> {
    PerElement(Softplus::new(beta, threshold)?).map(x)
}

/// `x * tanh(softplus(x))`.
#[implements(f::mish for NdArrayBackend, takes = classes::FLOAT)]
pub fn mish(x: &NdArray) -> Result<NdArray> {
    PerElement(Mish).map(x)
}

/// `x * min(max(x + 3, 0), 6) / 6`.
#[implements(f::hardswish for NdArrayBackend, takes = classes::FLOAT)]
pub fn hardswish(x: &NdArray) -> Result<NdArray> {
    PerElement(Hardswish).map(x)
}

/// `softmax` (or with `log`, `log_softmax`) along one axis.
struct Softmax {
    name: &'static str,
    axis: usize,
    log: bool,
}

impl MapFloat for Softmax {
    const NAME: &'static str = "softmax";
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        // ndarray allocates the working arrays infallibly: `x` in its accumulator, shifted,
        // exponentiated, and the result, all at once at most. Check they fit first.
        let bytes = 3 * std::mem::size_of::<T::Acc>() + std::mem::size_of::<T>();
        ivy_runtime::check_result_size(self.name, a.shape(), bytes)?;
        let w = a.mapv(T::to_acc);
        Ok(softmax_in(&w, self.axis, self.log)?
            .mapv(T::from_acc)
            .into())
    }
}

/// The softmax (or its logarithm) of `w` along `axis`, from `e^(w - max)`: no exponential
/// overflows. A `nan` in a lane makes the lane `nan` (NumPy's `max` propagates it); for the
/// logarithm a non-finite maximum shifts by 0 (as Ivy's NumPy backend).
fn softmax_in<W: AccFloat>(w: &ArrayRefD<W>, axis: usize, log: bool) -> Result<ArrayD<W>> {
    let ax = Axis(axis);
    let max = w.fold_axis(ax, W::neg_infinity(), |&m, &x| {
        if x > m || x.is_nan() { x } else { m }
    });
    let shift = if log {
        max.mapv(|m| if m.is_finite() { m } else { W::zero() })
    } else {
        max
    };
    // `shift` has `w`'s shape with length 1 along `axis`: it broadcasts against `w`.
    let shifted = w - &*shift.insert_axis(ax);
    let e = map_standard("exp", &shifted, |x| Function::Exp.map_to_vec(x))?;
    let total = e.sum_axis(ax).insert_axis(ax);
    Ok(if log {
        shifted - total.mapv(Float::ln)
    } else {
        e / total
    })
}

fn softmax_along(x: &NdArray, axis: Option<isize>, log: bool) -> Result<NdArray> {
    let name = if log { "log_softmax" } else { "softmax" };
    let axis = normalize_axis(name, axis.unwrap_or(-1), x.ndim())?;
    Softmax { name, axis, log }.map(x)
}

/// `e^x / sum(e^x)` along `axis` (the last when `None`), from `e^(x - max)`.
#[implements(f::softmax for NdArrayBackend, takes = classes::FLOAT)]
pub fn softmax(x: &NdArray, axis: Option<isize>) -> Result<NdArray> {
    softmax_along(x, axis, false)
}

/// `x - max - ln(sum(e^(x - max)))` along `axis` (the last when `None`).
#[implements(f::log_softmax for NdArrayBackend, takes = classes::FLOAT)]
pub fn log_softmax(x: &NdArray, axis: Option<isize>) -> Result<NdArray> {
    softmax_along(x, axis, true)
}
