//! Element-wise functions. Binary ones take two tensors of one dtype (the runtime promotes
//! first) and broadcast them as NumPy does.
//!
//! Floats go through candle's own operations, but for `add`, `subtract` and `multiply`, which
//! are ours ([`ZipMap`]) for every dtype: for integers candle's use plain `+`/`*`, which panic
//! on overflow wherever candle-core is compiled with overflow checks (any dev profile), and
//! NumPy wraps; for floats, ours run in parallel when large, into ivy's result memory (huge
//! pages), where candle's run on one thread into memory faulted in 4 KiB at a time. Integer
//! `abs` is ours ([`Map1`]) too.
//! `tan`, which candle lacks, is the shared vectorised kernel ([`crate::vmath`]) over candle's
//! storage (`Vectorised`); `expm1` is a composition of candle operations. `lcm` and
//! `logical_not` have no kernel here (see `absent`).
//!
//! Of the rest, `floor`, `ceil` and float `negative`, `square` and `reciprocal` are candle's;
//! the others are loops of ours over the shared element arithmetic ([`crate::elem`])
//! ([`zip_elements`], [`map_elements`]), where candle lacks the operation (`trunc`,
//! `remainder`, bitwise operations, `copysign`, ..) or gets it wrong: `round` takes halves away
//! from zero, `sign(nan)` is 0, `maximum(1, nan)` is 1, integer division by zero panics and
//! `pow` is `nan` for every negative base. The comparisons, `isnan`, `signbit`, `isinf`, `isfinite` and
//! the logical functions return `bool`, which candle cannot hold: no kernel (`absent`).

use candle_core::{DType, Device, Tensor};
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Absent, BackendError, DtypeSet, Scalar, default_float_dtype};

use super::backend::CandleBackend;
use super::cast::astype;
use num_traits::Float;

use super::dispatch::{
    Map1, MapFloat, ZipMap, ZipMapFloat, broadcast_shape, from_vec, map_elements, with_elements,
    zip_elements,
};
use super::dtype::{
    CandleElem, CandleFloat, VALID, dtype_of, with_candle_float, with_candle_int, with_candle_type,
};
use super::error::{same_dtype, unsupported};
use crate::elem::{FloatElem, InexactElem, IntElem, NumElem, RealElem, in_acc, in_acc2};
use crate::ops::elementwise::{bound, deg2rad_of, logaddexp_of, no_negative_exponents, rad2deg_of};
use crate::vmath::Function;

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

/// `x1 + x2`; integers wrap (`int16` 32767 + 1 is -32768).
#[implements(f::add for CandleBackend)]
pub fn add(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    Add.map(x1, x2)
}

/// `x1 - x2`; integers wrap (`uint8` 0 - 1 is 255).
#[implements(f::subtract for CandleBackend)]
pub fn subtract(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    Sub.map(x1, x2)
}

/// `x1 * x2`; integers wrap.
#[implements(f::multiply for CandleBackend)]
pub fn multiply(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    Mul.map(x1, x2)
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

/// The tangent, with the shared vectorised kernel (`Vectorised`): candle has no `tan`, and
/// `sin(x) / cos(x)` would take three passes over memory and round three times.
#[implements(f::tan for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn tan(x: &Tensor) -> Result<Tensor, BackendError> {
    Vectorised(Function::Tan).map(x)
}

/// One of the shared vectorised kernels ([`InexactElem::map_transcendental`]:
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
/// `min > max`, as NumPy). The bounds convert as on every backend
/// ([`crate::ops::elementwise::bound`]: an integer dtype takes integer bounds, clamped
/// to its range); a `nan` element or bound gives `nan`.
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

/// `$op`, a function of the element type `T`, over the elements of `$x1` and `$x2` (one dtype,
/// broadcast together), for the dtypes the dispatch macro `$with` (of [`super::dtype`]) names;
/// for the others an error naming `$name` and `$takes`.
macro_rules! zip_with {
    ($with:ident, $takes:expr, $name:literal, $x1:expr, $x2:expr, $op:expr) => {{
        let dtype = same_dtype($name, $x1, $x2)?;
        $with!(
            dtype, T => zip_elements::<T>($name, $x1, $x2, $op),
            _ => Err(unsupported($name, dtype, $takes).into())
        )
    }};
}

/// `$op`, a function of the element type `T`, over the elements of `$x`, for the dtypes the
/// dispatch macro `$with` names; for the others an error naming `$name` and `$takes`.
macro_rules! map_with {
    ($with:ident, $takes:expr, $name:literal, $x:expr, $op:expr) => {{
        let dtype = dtype_of($x)?;
        $with!(
            dtype, T => map_elements::<T>($name, $x, $op),
            _ => Err(unsupported($name, dtype, $takes).into())
        )
    }};
}

/// `floor(x1 / x2)`, ours: candle's integer division panics on a zero divisor and it has no
/// floor division; as on ndarray (integers wrap and give 0 for a division by zero).
#[implements(f::floor_divide for CandleBackend)]
pub fn floor_divide(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip_with!(
        with_candle_type,
        VALID,
        "floor_divide",
        x1,
        x2,
        RealElem::floor_divide
    )
}

/// The remainder with the sign of `x2` (`modulus`) or of `x1`, ours (candle has none).
#[implements(f::remainder for CandleBackend)]
pub fn remainder(x1: &Tensor, x2: &Tensor, modulus: bool) -> Result<Tensor, BackendError> {
    if modulus {
        zip_with!(
            with_candle_type,
            VALID,
            "remainder",
            x1,
            x2,
            RealElem::remainder
        )
    } else {
        zip_with!(with_candle_type, VALID, "remainder", x1, x2, RealElem::fmod)
    }
}

/// `x1 ** x2`, ours: candle's `pow` panics for integers and, as `exp(x2 ln x1)`, gives `nan`
/// for every negative float base. Integers wrap and refuse negative exponents, as on ndarray.
#[implements(f::pow for CandleBackend)]
pub fn pow(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    let dtype = same_dtype("pow", x1, x2)?;
    with_candle_type!(dtype, T => {
        with_elements::<T, _>(x2, |e| Ok(no_negative_exponents(e)?))?;
        zip_elements::<T>("pow", x1, x2, NumElem::pow)
    }, _ => Err(unsupported("pow", dtype, VALID).into()))
}

/// `-x`: candle's for floats; ours for integers (candle's panics), wrapping.
#[implements(f::negative for CandleBackend)]
pub fn negative(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        return Ok(x.neg()?);
    }
    map_with!(
        with_candle_int,
        DtypeSet::INTEGER,
        "negative",
        x,
        NumElem::neg
    )
}

/// A copy of `x` (not a view of its storage: an `out` written later must not reach `x`).
#[implements(f::positive for CandleBackend)]
pub fn positive(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.copy()?)
}

/// -1, 0 or 1, ours: candle's `sign` gives 0 for `nan` (NumPy: `nan`).
#[implements(f::sign for CandleBackend)]
pub fn sign(x: &Tensor) -> Result<Tensor, BackendError> {
    map_with!(with_candle_type, VALID, "sign", x, NumElem::sign)
}

/// `x * x`: candle's `sqr` for floats; ours for integers (candle's panics), wrapping.
#[implements(f::square for CandleBackend)]
pub fn square(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        return Ok(x.sqr()?);
    }
    map_with!(with_candle_int, DtypeSet::INTEGER, "square", x, |v| {
        NumElem::mul(v, v)
    })
}

/// `1 / x`: candle's `recip` for floats; ours for integers (candle's panics), truncating
/// toward zero with 0 for 0, as on ndarray.
#[implements(f::reciprocal for CandleBackend)]
pub fn reciprocal(x: &Tensor) -> Result<Tensor, BackendError> {
    if dtype_of(x)?.is_float() {
        return Ok(x.recip()?);
    }
    map_with!(
        with_candle_int,
        DtypeSet::INTEGER,
        "reciprocal",
        x,
        NumElem::reciprocal
    )
}

/// Rounded down: candle's `floor` (integers unchanged).
#[implements(f::floor for CandleBackend)]
pub fn floor(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.floor()?)
}

/// Rounded up: candle's `ceil` (integers unchanged).
#[implements(f::ceil for CandleBackend)]
pub fn ceil(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.ceil()?)
}

/// Rounded toward zero, ours (candle has no `trunc`).
#[implements(f::trunc for CandleBackend)]
pub fn trunc(x: &Tensor) -> Result<Tensor, BackendError> {
    map_with!(with_candle_type, VALID, "trunc", x, RealElem::trunc)
}

/// Rounded to `decimals` places with halves to even, ours: candle's `round` takes halves away
/// from zero (`round(2.5)` is 3; NumPy's is 2).
#[implements(f::round for CandleBackend)]
pub fn round(x: &Tensor, decimals: i32) -> Result<Tensor, BackendError> {
    map_with!(with_candle_type, VALID, "round", x, |v| {
        NumElem::round(v, decimals)
    })
}

/// The larger value, ours: candle's `maximum` keeps `x1` against a `nan` in `x2` (NumPy:
/// `nan`).
#[implements(f::maximum for CandleBackend)]
pub fn maximum(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip_with!(
        with_candle_type,
        VALID,
        "maximum",
        x1,
        x2,
        RealElem::maximum
    )
}

/// The smaller value, ours (see [`maximum`]).
#[implements(f::minimum for CandleBackend)]
pub fn minimum(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip_with!(
        with_candle_type,
        VALID,
        "minimum",
        x1,
        x2,
        RealElem::minimum
    )
}

/// The smaller value ignoring `nan`, ours (candle has no `fmin`).
#[implements(f::fmin for CandleBackend)]
pub fn fmin(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip_with!(with_candle_type, VALID, "fmin", x1, x2, RealElem::fmin)
}

/// The larger value ignoring `nan`, ours (candle has no `fmax`).
#[implements(f::fmax for CandleBackend)]
pub fn fmax(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip_with!(with_candle_type, VALID, "fmax", x1, x2, RealElem::fmax)
}

macro_rules! integer_binary {
    ($(#[$doc:meta])* $fn_name:ident, $name:literal, $method:ident) => {
        $(#[$doc])*
        #[with_unsupported_dtypes("0.1.0 and above" => ["float"])]
        pub fn $fn_name(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
            zip_with!(
                with_candle_int,
                DtypeSet::INTEGER,
                $name,
                x1,
                x2,
                IntElem::$method
            )
        }
    };
}

integer_binary!(
    /// `x1 & x2`, ours (candle has no bitwise operations). Integer dtypes.
    #[implements(f::bitwise_and for CandleBackend)]
    bitwise_and, "bitwise_and", bit_and
);
integer_binary!(
    /// `x1 | x2`, ours. Integer dtypes.
    #[implements(f::bitwise_or for CandleBackend)]
    bitwise_or, "bitwise_or", bit_or
);
integer_binary!(
    /// `x1 ^ x2`, ours. Integer dtypes.
    #[implements(f::bitwise_xor for CandleBackend)]
    bitwise_xor, "bitwise_xor", bit_xor
);
integer_binary!(
    /// `x1 << x2`, ours, as on ndarray (0 for a count out of range). Integer dtypes.
    #[implements(f::bitwise_left_shift for CandleBackend)]
    bitwise_left_shift, "bitwise_left_shift", shift_left
);
integer_binary!(
    /// `x1 >> x2`, ours, as on ndarray (-1 or 0 for a count out of range). Integer dtypes.
    #[implements(f::bitwise_right_shift for CandleBackend)]
    bitwise_right_shift, "bitwise_right_shift", shift_right
);
integer_binary!(
    /// The greatest common divisor, ours (candle has no integer remainder). Integer dtypes.
    #[implements(f::gcd for CandleBackend)]
    gcd, "gcd", gcd
);

/// `!x`, ours (candle has no bitwise operations). Integer dtypes.
#[implements(f::bitwise_invert for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["float"])]
pub fn bitwise_invert(x: &Tensor) -> Result<Tensor, BackendError> {
    map_with!(
        with_candle_int,
        DtypeSet::INTEGER,
        "bitwise_invert",
        x,
        IntElem::bit_not
    )
}

/// A copy of `x`: candle holds no complex numbers, so every tensor is its own real part.
#[implements(f::real for CandleBackend)]
pub fn real(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.copy()?)
}

/// Zeros of `val`'s dtype and shape: candle holds no complex numbers.
#[implements(f::imag for CandleBackend)]
pub fn imag(val: &Tensor) -> Result<Tensor, BackendError> {
    Ok(val.zeros_like()?)
}

/// A copy of `x`: candle holds no complex numbers, so every tensor is its own conjugate.
#[implements(f::conj for CandleBackend)]
pub fn conj(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(x.copy()?)
}

/// 0, or π where the sign bit is set (`-0.0` included), in degrees if `deg`; ours (candle has
/// no `atan2`). Float dtypes (the runtime takes integers as the default float dtype).
#[implements(f::angle for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn angle(z: &Tensor, deg: bool) -> Result<Tensor, BackendError> {
    map_with!(with_candle_float, DtypeSet::FLOAT, "angle", z, |v| {
        FloatElem::angle(v, deg)
    })
}

/// `|x1|` with the sign bit of `x2`, ours (candle has no `copysign`). Float dtypes (the
/// runtime takes integers as the default float dtype).
#[implements(f::copysign for CandleBackend)]
#[with_unsupported_dtypes("0.1.0 and above" => ["integer"])]
pub fn copysign(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    zip_with!(
        with_candle_float,
        DtypeSet::FLOAT,
        "copysign",
        x1,
        x2,
        FloatElem::copysign
    )
}

/// The element-wise functions with no kernel here on purpose, with the reason.
pub(crate) fn absent() -> Vec<Absent> {
    let mut absent = super::backend::bool_results(&[
        f::equal::DECL,
        f::not_equal::DECL,
        f::less::DECL,
        f::less_equal::DECL,
        f::greater::DECL,
        f::greater_equal::DECL,
        f::isnan::DECL,
        f::signbit::DECL,
        f::isinf::DECL,
        f::isfinite::DECL,
        f::logical_not::DECL,
        f::logical_and::DECL,
        f::logical_or::DECL,
        f::logical_xor::DECL,
    ]);
    absent.push(Absent {
        function: f::lcm::DECL,
        reason: "candle has no integer remainder or gcd to compute it with",
    });
    absent
}

// The float functions. Integers reach them as the default float dtype (the declarations'
// `#[integer_arrays_to_float]`), so each kernel takes the four float dtypes: candle's own
// operation where it has one (`sqrt`, `sin`, `cos`, `tanh`, `erf`), else a loop of ours over
// the shared element arithmetic, which candle's `to_dtype` round trip for the half
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
            type Output = Tensor;
            fn name(&self) -> &'static str {
                $name
            }
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
