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
use num_traits::Float;

use super::dispatch::{Map1, MapFloat, ZipMap, ZipMapFloat, broadcast_shape, from_vec};
use super::dtype::{CandleElem, CandleFloat, dtype_of, with_candle_type};
use super::error::{same_dtype, unsupported};
use crate::ndarray::elem::{InexactElem, NumElem, RealElem, in_acc, in_acc2};
use crate::ndarray::elementwise::{bound, deg2rad_of, logaddexp_of, rad2deg_of};

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
/// ndarray backend computes them), in the dtype itself otherwise: for compositions, whose
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
        add, subtract, multiply, divide, abs, exp, expm1, tan, log, clip, sqrt, exp2, log1p, log2,
        log10, sin, cos, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, erf, deg2rad,
        rad2deg, atan2, hypot, logaddexp
    ]
}

// The float functions. Integers reach them as the default float dtype (the declarations'
// `#[integer_arrays_to_float]`), so each kernel takes the four float dtypes: candle's own
// operation where it has one (`sqrt`, `sin`, `cos`, `tanh`, `erf`), else a loop of ours over
// the ndarray backend's element arithmetic, which candle's `to_dtype` round trip for the half
// floats matches (computed in `f32`, rounded once).

/// The square root: `nan` below 0.
#[implements(f::sqrt for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn sqrt(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("sqrt", x, Tensor::sqrt)
}

/// The sine.
#[implements(f::sin for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn sin(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("sin", x, Tensor::sin)
}

/// The cosine.
#[implements(f::cos for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn cos(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("cos", x, Tensor::cos)
}

/// The hyperbolic tangent.
#[implements(f::tanh for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn tanh(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("tanh", x, Tensor::tanh)
}

/// The Gauss error function (candle's, computed in `f64` for the half floats).
#[implements(f::erf for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn erf(x: &Tensor) -> Result<Tensor, BackendError> {
    float_unary("erf", x, Tensor::erf)
}

/// A float function candle lacks, as a loop of ours: `$scalar` of each element.
macro_rules! own_unary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $scalar:expr) => {
        struct $Kernel;
        impl MapFloat for $Kernel {
            const NAME: &'static str = $name;
            type Output = Tensor;
            fn f<T: CandleFloat>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
                let scalar: fn(T) -> T = $scalar;
                from_vec(x.iter().map(|&v| scalar(v)).collect(), shape)
            }
        }

        $(#[$doc])*
        #[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
        pub fn $fn_name(x: &Tensor) -> Result<Tensor, BackendError> {
            $Kernel.map(x)
        }
    };
}

own_unary!(
    /// `2^x` (candle has no `exp2`).
    #[implements(f::exp2 for CandleBackend)]
    exp2, Exp2, "exp2", InexactElem::exp2
);
own_unary!(
    /// `ln(1 + x)`, accurate near 0 (candle has no `log1p`).
    #[implements(f::log1p for CandleBackend)]
    log1p, Log1p, "log1p", InexactElem::log1p
);
own_unary!(
    /// The base-2 logarithm (candle has none).
    #[implements(f::log2 for CandleBackend)]
    log2, Log2, "log2", InexactElem::log2
);
own_unary!(
    /// The base-10 logarithm (candle has none).
    #[implements(f::log10 for CandleBackend)]
    log10, Log10, "log10", InexactElem::log10
);
own_unary!(
    /// The inverse sine (candle has none).
    #[implements(f::asin for CandleBackend)]
    asin, Asin, "asin", InexactElem::asin
);
own_unary!(
    /// The inverse cosine (candle has none).
    #[implements(f::acos for CandleBackend)]
    acos, Acos, "acos", InexactElem::acos
);
own_unary!(
    /// The inverse tangent (candle has none).
    #[implements(f::atan for CandleBackend)]
    atan, Atan, "atan", InexactElem::atan
);
own_unary!(
    /// The hyperbolic sine (candle has none).
    #[implements(f::sinh for CandleBackend)]
    sinh, Sinh, "sinh", InexactElem::sinh
);
own_unary!(
    /// The hyperbolic cosine (candle has none).
    #[implements(f::cosh for CandleBackend)]
    cosh, Cosh, "cosh", InexactElem::cosh
);
own_unary!(
    /// The inverse hyperbolic sine (candle has none).
    #[implements(f::asinh for CandleBackend)]
    asinh, Asinh, "asinh", InexactElem::asinh
);
own_unary!(
    /// The inverse hyperbolic cosine (candle has none).
    #[implements(f::acosh for CandleBackend)]
    acosh, Acosh, "acosh", InexactElem::acosh
);
own_unary!(
    /// The inverse hyperbolic tangent (candle has none).
    #[implements(f::atanh for CandleBackend)]
    atanh, Atanh, "atanh", InexactElem::atanh
);
own_unary!(
    /// Degrees to radians: candle's `affine` would round `pi / 180` to the half floats first.
    #[implements(f::deg2rad for CandleBackend)]
    deg2rad, Deg2Rad, "deg2rad", |v| in_acc(v, deg2rad_of)
);
own_unary!(
    /// Radians to degrees (see [`deg2rad`]).
    #[implements(f::rad2deg for CandleBackend)]
    rad2deg, Rad2Deg, "rad2deg", |v| in_acc(v, rad2deg_of)
);

/// A binary float function candle lacks, as a loop of ours: `$scalar` of each pair.
macro_rules! own_binary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $scalar:path) => {
        struct $Kernel;
        impl ZipMapFloat for $Kernel {
            const NAME: &'static str = $name;
            fn f<T: CandleFloat>(a: T, b: T) -> T {
                in_acc2(a, b, $scalar)
            }
        }

        $(#[$doc])*
        #[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
        pub fn $fn_name(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
            $Kernel.map(x1, x2)
        }
    };
}

own_binary!(
    /// The angle of `(x2, x1)`, C's `atan2` (candle has none).
    #[implements(f::atan2 for CandleBackend)]
    atan2, Atan2, "atan2", Float::atan2
);
own_binary!(
    /// `sqrt(x1^2 + x2^2)` without overflow, C's `hypot` (candle has none).
    #[implements(f::hypot for CandleBackend)]
    hypot, Hypot, "hypot", Float::hypot
);
own_binary!(
    /// `ln(e^x1 + e^x2)` without overflow (candle has none).
    #[implements(f::logaddexp for CandleBackend)]
    logaddexp, LogAddExp, "logaddexp", logaddexp_of
);
