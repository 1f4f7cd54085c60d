//! Element-wise functions. Binary ones take two tensors of one dtype (the runtime promotes
//! first) and broadcast them as NumPy does.
//!
//! Floats go through candle's own operations. Integer `add`, `subtract`, `multiply` and `abs`
//! are ours ([`ZipMap`], [`Map1`]): candle's use plain `+`/`*`/`abs`, which panic on overflow
//! wherever candle-core is compiled with overflow checks (any dev profile), and NumPy wraps.
//! `tan` and `expm1`, which candle lacks, are compositions of candle operations. `lcm` and
//! `logical_not` have no kernel here (see [`CandleBackend::absent`](ivy_runtime::Backend::absent)).

use candle_core::{DType, Device, Tensor};
use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, DtypeSet, KernelDecl, Scalar, default_float_dtype};

use super::backend::CandleBackend;
use super::cast::astype;
use super::dispatch::{Map1, ZipMap, broadcast_shape, from_vec};
use super::dtype::{CandleElem, dtype_of, with_candle_type};
use super::error::{same_dtype, unsupported};
use crate::ndarray::elem::{NumElem, RealElem};
use crate::ndarray::elementwise::bound;

macro_rules! wrapping {
    ($Kernel:ident, $name:literal, $method:ident) => {
        struct $Kernel;
        impl ZipMap for $Kernel {
            const NAME: &'static str = $name;
            fn f<T: CandleElem>(a: T, b: T) -> T {
                NumElem::$method(a, b)
            }
        }
    };
}

wrapping!(Add, "add", add);
wrapping!(Sub, "subtract", sub);
wrapping!(Mul, "multiply", mul);

/// `float` (candle's broadcasting operation) for float dtypes, `ours` (wrapping) for integers.
fn arith<K: ZipMap>(
    ours: K,
    x1: &Tensor,
    x2: &Tensor,
    float: fn(&Tensor, &Tensor) -> candle_core::Result<Tensor>,
) -> Result<Tensor, BackendError> {
    if same_dtype(K::NAME, x1, x2)?.is_float() {
        broadcast_shape(K::NAME, x1, x2)?;
        Ok(float(x1, x2)?)
    } else {
        ours.map(x1, x2)
    }
}

/// `x1 + x2`; integers wrap (`int16` 32767 + 1 is -32768).
#[implements(f::add for CandleBackend)]
pub fn add(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    arith(Add, x1, x2, Tensor::broadcast_add)
}

/// `x1 - x2`; integers wrap (`uint8` 0 - 1 is 255).
#[implements(f::subtract for CandleBackend)]
pub fn subtract(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    arith(Sub, x1, x2, Tensor::broadcast_sub)
}

/// `x1 * x2`; integers wrap.
#[implements(f::multiply for CandleBackend)]
pub fn multiply(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    arith(Mul, x1, x2, Tensor::broadcast_mul)
}

/// True division `x1 / x2`. Floats divide in their own dtype; integers divide in `float64`
/// and give the default float dtype, so division by zero is IEEE's (`inf`, `nan`), never an
/// integer division.
#[implements(f::divide for CandleBackend)]
pub fn divide(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    let dtype = same_dtype("divide", x1, x2)?;
    broadcast_shape("divide", x1, x2)?;
    if dtype.is_float() {
        return Ok(x1.broadcast_div(x2)?);
    }
    let (a, b) = (x1.to_dtype(DType::F64)?, x2.to_dtype(DType::F64)?);
    astype(&a.broadcast_div(&b)?, default_float_dtype())
}

struct Abs;

impl Map1 for Abs {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        from_vec(x.iter().map(|&v| RealElem::abs(v)).collect(), shape)
    }
}

/// The absolute value; signed integers wrap (`abs(-32768i16) == -32768`, as NumPy).
#[implements(f::abs for CandleBackend)]
pub fn abs(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        Ok(x.abs()?)
    } else {
        Abs.map(x)
    }
}

/// `op` on a float tensor; an error for integers, for which candle's unary functions panic
/// (`todo!`). Dispatch never gets here with one (the declarations say so); a direct call might.
fn float_unary(
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
/// ndarray backend computes them), in the dtype itself otherwise: for compositions, whose
/// intermediate roundings would otherwise add up in half precision.
fn halves_in_f32(
    x: &Tensor,
    op: impl FnOnce(&Tensor) -> candle_core::Result<Tensor>,
) -> candle_core::Result<Tensor> {
    match x.dtype() {
        DType::F16 | DType::BF16 => op(&x.to_dtype(DType::F32)?)?.to_dtype(x.dtype()),
        _ => op(x),
    }
}

/// `e^x`.
#[implements(f::exp for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn exp(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("exp", x, Tensor::exp)
}

/// The natural logarithm: `-inf` at 0, `nan` below 0.
#[implements(f::log for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn log(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("log", x, Tensor::log)
}

/// The tangent, `sin(x) / cos(x)` (candle has no `tan`).
#[implements(f::tan for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn tan(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("tan", x, |x| halves_in_f32(x, |x| x.sin()?.div(&x.cos()?)))
}

/// `e^x - 1`, accurate near 0 (candle has no `expm1`): below `|x| = 0.5` as `2t / (1 - t)`
/// with `t = tanh(x / 2)` (the same value, without the cancellation of `e^x - 1`), above as
/// `e^x - 1`, which loses nothing there. `-0.0` stays `-0.0`; `nan` stays `nan`.
#[implements(f::expm1 for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
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

/// `x` limited to `[min, max]`, as `minimum(maximum(x, min), max)` (so `max` wins when
/// `min > max`, as NumPy). The bounds convert as on the ndarray backend (an integer dtype
/// takes integer bounds, clamped to its range); a `nan` element or bound gives `nan`.
#[implements(f::clip for CandleBackend)]
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

/// The element-wise kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![
        add, subtract, multiply, divide, abs, exp, expm1, tan, log, clip
    ]
}
