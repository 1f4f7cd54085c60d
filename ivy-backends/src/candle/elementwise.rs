//! Element-wise functions. Binary ones take two tensors of one dtype (the runtime promotes
//! first) and broadcast them as NumPy does.
//!
//! Kernels are written in the one form of [`crate::ops::kernels`] (`function(x) class => op;`)
//! or by hand as `#[implements(f for CandleBackend, takes = classes::X)]` over the function,
//! as on every backend.
//!
//! Floats go through candle's own operations, but for `add`, `subtract` and `multiply`, which
//! are ours for every dtype: for integers candle's use plain `+`/`*`, which panic on overflow
//! wherever candle-core is compiled with overflow checks (any dev profile), and NumPy wraps;
//! for floats, ours run in parallel when large, into ivy's result memory (huge pages), where
//! candle's run on one thread into memory faulted in 4 KiB at a time. Integer `abs` is ours
//! too. `tan`, which candle lacks, is the shared vectorised kernel ([`crate::vmath`]) over
//! candle's storage (`Vectorised`); `expm1` is a composition of candle operations.
//!
//! Of the rest, `floor`, `ceil` and float `negative`, `square` and `reciprocal` are candle's;
//! the others are loops of ours over the shared element arithmetic ([`crate::elem`]), most of
//! them the list every backend runs ([`crate::ops::kernels`]), where candle lacks the
//! operation (`trunc`, `remainder`, bitwise operations, `copysign`, ..) or gets it wrong:
//! `round` takes halves away from zero, `sign(nan)` is 0, `maximum(1, nan)` is 1, integer
//! division by zero panics and `pow` is `nan` for every negative base. The comparisons,
//! `isnan`, `signbit`, `isinf`, `isfinite` and the logical functions return `bool`, which
//! candle cannot hold, and `lcm` needs an integer remainder candle lacks: no kernel (see
//! [`super::backend`]'s list of what it leaves out).

use candle_core::{DType, Device, Tensor};
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, DtypeSet, Scalar};

use super::backend::CandleBackend;
use super::cast::astype;
use super::dispatch::{
    MapFloat, broadcast_shape, each, from_vec, with_elements, zip, zip_elements,
};
use super::dtype::{CandleFloat, dtype_of, with_candle_type};
use super::error::{same_dtype, unsupported};
use crate::elem::classes;
use crate::elem::{FloatElem, NumElem, RealElem};
use crate::ops::elementwise::{bound, no_negative_exponents};
use crate::vmath::Function;

crate::ops::kernels::shared_elementwise_kernels!(CandleBackend, Tensor, BackendError, each, zip);

/// `x1 + x2`; integers wrap (`int16` 32767 + 1 is -32768).
#[implements(f::add for CandleBackend, takes = classes::REAL)]
pub fn add(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip!("add", real, x1, x2, NumElem::add)
}

/// `x1 - x2`; integers wrap (`uint8` 0 - 1 is 255).
#[implements(f::subtract for CandleBackend, takes = classes::REAL)]
pub fn subtract(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip!("subtract", real, x1, x2, NumElem::sub)
}

/// `x1 * x2`; integers wrap.
#[implements(f::multiply for CandleBackend, takes = classes::REAL)]
pub fn multiply(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip!("multiply", real, x1, x2, NumElem::mul)
}

/// True division `x1 / x2`. Floats divide in their own dtype; integers divide in `float64`
/// and give the quotient dtype the runtime's rule says
/// ([`ivy_runtime::type_rules::quotient_dtype`]: the default float dtype), so division by
/// zero is IEEE's (`inf`, `nan`), never an integer division.
#[implements(f::divide for CandleBackend, takes = classes::REAL)]
pub fn divide(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    let dtype = same_dtype("divide", x1, x2)?;
    broadcast_shape("divide", x1, x2)?;
    let quotient = ivy_runtime::type_rules::quotient_dtype(dtype);
    if quotient == dtype {
        return Ok(x1.broadcast_div(x2)?);
    }
    let (a, b) = (x1.to_dtype(DType::F64)?, x2.to_dtype(DType::F64)?);
    astype(&a.broadcast_div(&b)?, quotient)
}

/// The absolute value: candle's for floats; ours for integers, where signed ones wrap
/// (`abs(-32768i16) == -32768`, as NumPy).
#[implements(f::abs for CandleBackend, takes = classes::REAL)]
pub fn abs(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        Ok(x.abs()?)
    } else {
        each!("abs", integer, x, RealElem::abs)
    }
}

/// `op` on a float tensor; an error for integers, for which candle's unary functions panic
/// (`todo!`). Dispatch never gets here with one (the kernels take floats); a direct call might.
pub(crate) fn float_unary(
    function: &'static str,
    x: &Tensor,
    op: impl FnOnce(&Tensor) -> candle_core::Result<Tensor>,
) -> Result<Tensor, BackendError> {
    let dtype = dtype_of(x)?;
    if !dtype.is_float() {
        return Err(unsupported(function, dtype, DtypeSet::FLOAT).into());
    }
    Ok(op(x)?)
}

/// `op` computed in `float32` for `float16` and `bfloat16` and rounded once at the end (as the
/// shared element arithmetic computes them), in the dtype itself otherwise: for compositions, whose
/// intermediate roundings would otherwise add up in half precision.
pub(crate) fn halves_in_f32(
    x: &Tensor,
    op: impl FnOnce(&Tensor) -> candle_core::Result<Tensor>,
) -> candle_core::Result<Tensor> {
    match x.dtype() {
        DType::F16 | DType::BF16 => op(&x.to_dtype(DType::F32)?)?.to_dtype(x.dtype()),
        _ => op(x),
    }
}

/// `e^x`.
#[implements(f::exp for CandleBackend, takes = classes::FLOAT)]
pub fn exp(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("exp", x, Tensor::exp)
}

/// The natural logarithm: `-inf` at 0, `nan` below 0.
#[implements(f::log for CandleBackend, takes = classes::FLOAT)]
pub fn log(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("log", x, Tensor::log)
}

/// The tangent, with the shared vectorised kernel (`Vectorised`): candle has no `tan`, and
/// `sin(x) / cos(x)` would take three passes over memory and round three times.
#[implements(f::tan for CandleBackend, takes = classes::FLOAT)]
pub fn tan(x: &Tensor) -> Result<Tensor, BackendError> {
    Vectorised(Function::Tan).map(x)
}

/// One of the shared vectorised kernels ([`InexactElem::map_transcendental`](crate::elem::InexactElem::map_transcendental):
/// within 2 ulp for `float32` and 1 for `float64`, in parallel when large, into ivy's result
/// memory), over the elements in candle's storage: for the functions candle lacks.
pub(crate) struct Vectorised(pub(crate) Function);

impl MapFloat for Vectorised {
    type Output = Tensor;
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn f<T: CandleFloat>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        from_vec(T::map_transcendental(self.0, x)?, shape)
    }
}

/// `e^x - 1`, accurate near 0 (candle has no `expm1`): below `|x| = 0.5` as `2t / (1 - t)`
/// with `t = tanh(x / 2)` (the same value, without the cancellation of `e^x - 1`), above as
/// `e^x - 1`, which loses nothing there. `-0.0` stays `-0.0`; `nan` stays `nan`.
#[implements(f::expm1 for CandleBackend, takes = classes::FLOAT)]
pub fn expm1(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("expm1", x, |x| {
        halves_in_f32(x, |x| {
            let half = Tensor::new(0.5f64, &Device::Cpu)?.to_dtype(x.dtype())?;
            let t = x.broadcast_mul(&half)?.tanh()?;
            let near_zero = t.add(&t)?.div(&t.affine(-1.0, 1.0)?)?;
            let far = x.exp()?.affine(1.0, -1.0)?;
            x.abs()?.lt(0.5)?.where_cond(&near_zero, &far)
        })
    })
}

/// The square root: `nan` below 0.
#[implements(f::sqrt for CandleBackend, takes = classes::FLOAT)]
pub fn sqrt(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("sqrt", x, Tensor::sqrt)
}

/// The sine.
#[implements(f::sin for CandleBackend, takes = classes::FLOAT)]
pub fn sin(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("sin", x, Tensor::sin)
}

/// The cosine.
#[implements(f::cos for CandleBackend, takes = classes::FLOAT)]
pub fn cos(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("cos", x, Tensor::cos)
}

/// The hyperbolic tangent.
#[implements(f::tanh for CandleBackend, takes = classes::FLOAT)]
pub fn tanh(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("tanh", x, Tensor::tanh)
}

/// The Gauss error function (candle's, computed in `f64` for the half floats).
#[implements(f::erf for CandleBackend, takes = classes::FLOAT)]
pub fn erf(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("erf", x, Tensor::erf)
}

/// `x` limited to `[min, max]`, as `minimum(maximum(x, min), max)` (so `max` wins when
/// `min > max`, as NumPy). The bounds convert as on every backend
/// ([`crate::ops::elementwise::bound`]: an integer dtype takes integer bounds, clamped
/// to its range); a `nan` element or bound gives `nan`.
#[implements(f::clip for CandleBackend, takes = classes::REAL)]
pub fn clip(x: &Tensor, min: Scalar, max: Scalar) -> Result<Tensor, BackendError> {
    let dtype = dtype_of(x)?;
    with_candle_type!(dtype, T => {
        let (lo, hi) = (bound::<T>(min, "min")?, bound::<T>(max, "max")?);
        let is_nan = |v: T| v.partial_cmp(&v).is_none();
        let (lo_nan, hi_nan) = (is_nan(lo), is_nan(hi));
        let (lo, hi) = (Tensor::new(lo, &Device::Cpu)?, Tensor::new(hi, &Device::Cpu)?);
        if lo_nan || hi_nan {
            // Candle's maximum keeps `x` against a NaN bound; NumPy gives NaN everywhere.
            return Ok(x.broadcast_add(if lo_nan { &lo } else { &hi })?);
        }
        Ok(x.broadcast_maximum(&lo)?.broadcast_minimum(&hi)?)
    }, _ => unreachable!("dtype_of gives one of the nine dtypes"))
}

/// `x1 ** x2`, ours: candle's `pow` panics for integers and, as `exp(x2 ln x1)`, gives `nan`
/// for every negative float base. Integers wrap and refuse negative exponents, as on ndarray.
#[implements(f::pow for CandleBackend, takes = classes::REAL)]
pub fn pow(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    let dtype = same_dtype("pow", x1, x2)?;
    with_candle_type!(dtype, T => {
        with_elements::<T, _>(x2, |e| Ok(no_negative_exponents(e)?))?;
        zip_elements::<T>("pow", x1, x2, NumElem::pow)
    }, _ => Err(unsupported("pow", dtype, classes::REAL).into()))
}

/// `-x`: candle's for floats; ours for integers (candle's panics), wrapping.
#[implements(f::negative for CandleBackend, takes = classes::REAL)]
pub fn negative(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        return Ok(x.neg()?);
    }
    each!("negative", integer, x, NumElem::neg)
}

/// A copy of `x` (not a view of its storage: an `out` written later must not reach `x`).
#[implements(f::positive for CandleBackend, takes = classes::REAL)]
pub fn positive(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.copy()?)
}

/// `x * x`: candle's `sqr` for floats; ours for integers (candle's panics), wrapping.
#[implements(f::square for CandleBackend, takes = classes::REAL)]
pub fn square(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        return Ok(x.sqr()?);
    }
    each!("square", integer, x, |v| NumElem::mul(v, v))
}

/// `1 / x`: candle's `recip` for floats; ours for integers (candle's panics), truncating
/// toward zero with 0 for 0, as on ndarray.
#[implements(f::reciprocal for CandleBackend, takes = classes::REAL)]
pub fn reciprocal(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        return Ok(x.recip()?);
    }
    each!("reciprocal", integer, x, NumElem::reciprocal)
}

/// Rounded down: candle's `floor` (integers unchanged).
#[implements(f::floor for CandleBackend, takes = classes::REAL)]
pub fn floor(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.floor()?)
}

/// Rounded up: candle's `ceil` (integers unchanged).
#[implements(f::ceil for CandleBackend, takes = classes::REAL)]
pub fn ceil(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.ceil()?)
}

/// A copy of `x`: candle holds no complex numbers, so every tensor is its own real part.
#[implements(f::real for CandleBackend, takes = classes::REAL)]
pub fn real(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.copy()?)
}

/// Zeros of `val`'s dtype and shape: candle holds no complex numbers.
#[implements(f::imag for CandleBackend, takes = classes::REAL)]
pub fn imag(val: &Tensor) -> Result<Tensor, BackendError> {
    Ok(val.zeros_like()?)
}

/// A copy of `x`: candle holds no complex numbers, so every tensor is its own conjugate.
#[implements(f::conj for CandleBackend, takes = classes::REAL)]
pub fn conj(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.copy()?)
}

crate::ops::kernels::elementwise_kernels!(CandleBackend, Tensor, BackendError, each, zip;
    /// 0, or π where the sign bit is set (`-0.0` included), in degrees if `deg`; ours (candle
    /// has no `atan2`). Float dtypes (the runtime takes integers as the default float dtype).
    angle(z; deg: bool) float => |v| FloatElem::angle(v, deg);
);
