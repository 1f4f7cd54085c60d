//! Elementwise functions. Binary ones take two arrays of one dtype (the runtime promotes
//! first) and broadcast them as NumPy does; integer arithmetic wraps, as in NumPy.

use ivy_runtime::{Dtype, Result, Scalar, default_float_dtype};
use ndarray::ArrayD;
use num_traits::Float;

use super::backend::NdArrayBackend;
use super::broadcast::zip_map;
use super::cast::{astype, into_dtype};
use super::dispatch::{
    Map2Float, Map2Inexact, Map2Int, Map2Numeric, MapAll, MapComplex, MapFloat, MapInexact,
    MapReal, classes, takes,
};
use super::elem::{
    AccFloat, ComplexElem, FloatElem, InexactElem, IntElem, NumElem, RealElem, in_acc, in_acc2,
};
use super::error;
use super::storage::{Element, NdArray};
use super::vmath::Function;
use ivy_macros::{implements, kernels};
use ivy_runtime::KernelDecl;
use ivy_runtime::functional as f;

macro_rules! arith {
    ($Kernel:ident, $name:literal, $method:ident) => {
        struct $Kernel;
        impl Map2Numeric for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: NumElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
                Ok(zip_map(Self::NAME, a, b, T::$method)?.into())
            }
        }
    };
}

arith!(Add, "add", add);
arith!(Sub, "subtract", sub);
arith!(Mul, "multiply", mul);

/// `op` on two `bool` arrays, or `None` when they are not both `bool`.
fn bools(
    name: &'static str,
    x1: &NdArray,
    x2: &NdArray,
    op: fn(bool, bool) -> bool,
) -> Option<Result<NdArray>> {
    match (x1, x2) {
        (NdArray::Bool(a), NdArray::Bool(b)) => Some(zip_map(name, a, b, op).map(NdArray::from)),
        _ => None,
    }
}

/// `x1 + x2`; for `bool`, logical or (as NumPy).
#[implements(f::add for NdArrayBackend)]
pub fn add(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("add", x1, x2, |a, b| a | b).unwrap_or_else(|| Add.map(x1, x2))
}

/// `x1 - x2`; an error for `bool` (as NumPy: use `logical_xor`).
#[implements(f::subtract for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool"])]
pub fn subtract(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    if x1.dtype() == Dtype::Bool && x2.dtype() == Dtype::Bool {
        return Err(error::invalid(
            "subtract",
            "subtracting `bool` arrays is not supported; use logical_xor or logical_not",
        ));
    }
    Sub.map(x1, x2)
}

/// `x1 * x2`; for `bool`, logical and (as NumPy).
#[implements(f::multiply for NdArrayBackend)]
pub fn multiply(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("multiply", x1, x2, |a, b| a & b).unwrap_or_else(|| Mul.map(x1, x2))
}

struct Div;
impl Map2Inexact for Div {
    const NAME: &'static str = "divide";
    type Output = NdArray;
    fn f<T: InexactElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
        Ok(zip_map(Self::NAME, a, b, T::div)?.into())
    }
}

/// True division `x1 / x2`. Float and complex dtypes divide in their own dtype (`float16` and
/// `bfloat16` through `f32`); integer and `bool` inputs divide in `float64` and give the
/// default float dtype ([`default_float_dtype`]). Division by zero follows IEEE (`inf`,
/// `nan`), never an error.
#[implements(f::divide for NdArrayBackend)]
pub fn divide(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    let (d1, d2) = (x1.dtype(), x2.dtype());
    if d1 != d2 {
        return Err(error::operand_dtypes("divide", d1, d2));
    }
    if d1.is_int() || d1.is_bool() {
        let a = astype(x1, Dtype::Float64)?;
        let b = astype(x2, Dtype::Float64)?;
        return into_dtype(Div.map(&a, &b)?, default_float_dtype());
    }
    Div.map(x1, x2)
}

struct Abs;
impl MapReal for Abs {
    const NAME: &'static str = "abs";
    type Output = NdArray;
    fn f<T: RealElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(a.mapv(T::abs).into())
    }
}

struct Magnitude;
impl MapComplex for Magnitude {
    const NAME: &'static str = "abs";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(a.mapv(T::norm).into())
    }
}

/// The absolute value. Signed integers wrap (`abs(-128i8) == -128`, as NumPy); unsigned
/// integers are unchanged; complex numbers give their magnitude in the matching real dtype
/// (`complex64` -> `float32`). An error for `bool`.
#[implements(f::abs for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool"])]
pub fn abs(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        Magnitude.map(x)
    } else {
        Abs.map(x)
    }
}

/// `f` of every element of `a`, in any layout (a strided array is copied to standard layout
/// first, so every layout gets the same results): the vectorised kernels for real floats,
/// element by element for complex ([`InexactElem::map_transcendental`]).
pub(crate) fn transcendental<T: InexactElem>(f: Function, a: &ArrayD<T>) -> Result<ArrayD<T>> {
    map_standard(f.name(), a, |x| T::map_transcendental(f, x))
}

/// `f` over the elements of `a` in row-major order (a strided array is copied to standard
/// layout first), the result in `a`'s shape.
pub(crate) fn map_standard<T: Clone, U>(
    function: &'static str,
    a: &ArrayD<T>,
    f: impl FnOnce(&[T]) -> Result<Vec<U>>,
) -> Result<ArrayD<U>> {
    let a = a.as_standard_layout();
    let x = a
        .as_slice()
        .ok_or_else(|| error::invalid(function, "the array is not contiguous after copying"))?;
    ArrayD::from_shape_vec(a.raw_dim(), f(x)?).map_err(|e| error::invalid(function, e.to_string()))
}

macro_rules! inexact_unary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $apply:expr) => {
        struct $Kernel;
        impl MapInexact for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: InexactElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
                let apply: fn(&ArrayD<T>) -> Result<ArrayD<T>> = $apply;
                Ok(apply(a)?.into())
            }
        }

        $(#[$doc])*
        ///
        /// Float and complex dtypes only (`float16` and `bfloat16` compute in `f32`); an error
        /// for integers and `bool`.
        pub fn $fn_name(x: &NdArray) -> Result<NdArray> {
            $Kernel.map(x)
        }
    };
}

inexact_unary!(
    /// `e^x`; vectorised for real floats (see [`vmath`](super::vmath) for the accuracy).
    #[implements(f::exp for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    exp, Exp, "exp", |a| transcendental(Function::Exp, a)
);
inexact_unary!(
    /// `e^x - 1`, accurate for `x` near 0.
    ///
    /// ivy-backends builds against ndarray 0.17 only; the "0.16 and below" key describes the
    /// kernel set an older ndarray would get (no half-precision paths) and lets the tests
    /// exercise version resolution on a real backend.
    #[implements(f::expm1 for NdArrayBackend)]
    #[with_unsupported_dtypes(
        "0.16 and below" => ["integer", "bool", "float16", "bfloat16"],
        "0.17 and above" => ["integer", "bool"]
    )]
    expm1, Expm1, "expm1", |a| Ok(a.mapv(InexactElem::expm1))
);
inexact_unary!(
    /// The tangent; vectorised for real floats (see [`vmath`](super::vmath) for the accuracy).
    #[implements(f::tan for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    tan, Tan, "tan", |a| transcendental(Function::Tan, a)
);
inexact_unary!(
    /// The natural logarithm: `-inf` at 0 and `nan` below 0 for real dtypes; the principal
    /// branch for complex. Vectorised for real floats (see [`vmath`](super::vmath) for the
    /// accuracy).
    #[implements(f::log for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    log, Log, "log", |a| transcendental(Function::Log, a)
);

struct Clip {
    lo: Scalar,
    hi: Scalar,
}

impl MapReal for Clip {
    const NAME: &'static str = "clip";
    type Output = NdArray;
    fn f<T: RealElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        let lo = bound::<T>(self.lo, "min")?;
        let hi = bound::<T>(self.hi, "max")?;
        Ok(a.mapv(|x| x.clip(lo, hi)).into())
    }
}

/// A clip bound as a `T`. For an integer dtype, an integer bound beyond the dtype's range
/// clamps to it (the same result as comparing exactly); a float bound is an error there, and
/// a complex bound always is.
pub(crate) fn bound<T: RealElem>(s: Scalar, which: &str) -> Result<T> {
    let dtype = T::DTYPE;
    match s {
        Scalar::Complex(_) => Err(error::invalid(
            "clip",
            format!("the {which} bound {s} is complex"),
        )),
        Scalar::Float(_) if dtype.is_int() => Err(error::invalid(
            "clip",
            format!("the {which} bound {s} is not an integer, as `{dtype}` needs"),
        )),
        Scalar::Int(v) if dtype.is_int() => {
            let info = ivy_runtime::iinfo(dtype)?;
            Ok(T::from_scalar(Scalar::Int(v.clamp(info.min, info.max))))
        }
        s => Ok(T::from_scalar(s)),
    }
}

/// `x` limited to `[min, max]`, computed as `minimum(maximum(x, min), max)` (so `max` wins when
/// `min > max`, as NumPy); a `nan` element or bound gives `nan`. Integer and real float
/// dtypes only.
#[implements(f::clip for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["complex", "bool"])]
pub fn clip(x: &NdArray, min: Scalar, max: Scalar) -> Result<NdArray> {
    Clip { lo: min, hi: max }.map(x)
}

struct Lcm;
impl Map2Int for Lcm {
    const NAME: &'static str = "lcm";
    type Output = NdArray;
    fn f<T: IntElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
        Ok(zip_map(Self::NAME, a, b, |x: T, y: T| {
            let (x, y) = (x.to_i128().unsigned_abs(), y.to_i128().unsigned_abs());
            if x == 0 || y == 0 {
                return T::zero();
            }
            T::wrap_u128((x / gcd(x, y)).wrapping_mul(y))
        })?
        .into())
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The least common multiple of `|x1|` and `|x2|`, elementwise (`lcm(0, x) == 0`), computed
/// exactly and then wrapped into the dtype as NumPy's integer arithmetic wraps. Integer dtypes
/// only, both the same.
#[implements(f::lcm for NdArrayBackend)]
#[with_supported_dtypes("0.17 and above" => ["integer"])]
pub fn lcm(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Lcm.map(x1, x2)
}

struct LogicalNot;
impl MapAll for LogicalNot {
    const NAME: &'static str = "logical_not";
    type Output = NdArray;
    fn f<T: Element>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(a.mapv(|x| !x.is_nonzero()).into())
    }
}

/// `x == 0` as `bool`, for any dtype (`nan` is nonzero, so `logical_not(nan)` is `false`).
#[implements(f::logical_not for NdArrayBackend)]
pub fn logical_not(x: &NdArray) -> Result<NdArray> {
    LogicalNot.map(x)
}

// What each kernel's code takes, checked against its declarations at compile time.
takes!(__ivy_kernel_add, classes::ALL);
takes!(__ivy_kernel_subtract, classes::NUMERIC);
takes!(__ivy_kernel_multiply, classes::ALL);
takes!(__ivy_kernel_divide, classes::ALL);
takes!(__ivy_kernel_abs, classes::NUMERIC);
takes!(__ivy_kernel_exp, classes::INEXACT);
takes!(__ivy_kernel_expm1, classes::INEXACT);
takes!(__ivy_kernel_tan, classes::INEXACT);
takes!(__ivy_kernel_log, classes::INEXACT);
takes!(__ivy_kernel_clip, classes::REAL);
takes!(__ivy_kernel_lcm, classes::INTEGER);
takes!(__ivy_kernel_logical_not, classes::ALL);

/// The element-wise kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![
        add,
        subtract,
        multiply,
        divide,
        abs,
        exp,
        expm1,
        tan,
        log,
        clip,
        lcm,
        logical_not,
        sqrt,
        exp2,
        log1p,
        log2,
        log10,
        sin,
        cos,
        asin,
        acos,
        atan,
        sinh,
        cosh,
        tanh,
        asinh,
        acosh,
        atanh,
        erf,
        deg2rad,
        rad2deg,
        atan2,
        hypot,
        logaddexp
    ]
}

// The float functions. Integers and `bool` reach them as the default float dtype (the
// declarations' `#[integer_arrays_to_float]`), so each kernel takes the float dtypes, and the
// complex ones where NumPy defines the function.

inexact_unary!(
    /// The square root: `nan` below 0 for real dtypes; for complex, the principal branch
    /// (`sqrt(-4 - 0i) == -2i`, as C99 and NumPy).
    #[implements(f::sqrt for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    sqrt, Sqrt, "sqrt", |a| Ok(a.mapv(InexactElem::sqrt))
);
inexact_unary!(
    /// `2^x`.
    #[implements(f::exp2 for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    exp2, Exp2, "exp2", |a| Ok(a.mapv(InexactElem::exp2))
);
inexact_unary!(
    /// `ln(1 + x)`, accurate near 0 (for complex too, where NumPy's `log(1 + z)` is not).
    #[implements(f::log1p for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    log1p, Log1p, "log1p", |a| Ok(a.mapv(InexactElem::log1p))
);
inexact_unary!(
    /// The base-2 logarithm (principal branch for complex).
    #[implements(f::log2 for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    log2, Log2, "log2", |a| Ok(a.mapv(InexactElem::log2))
);
inexact_unary!(
    /// The base-10 logarithm (principal branch for complex).
    #[implements(f::log10 for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    log10, Log10, "log10", |a| Ok(a.mapv(InexactElem::log10))
);
inexact_unary!(
    /// The sine; vectorised for real floats (see [`vmath`](super::vmath) for the accuracy).
    #[implements(f::sin for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    sin, Sin, "sin", |a| transcendental(Function::Sin, a)
);
inexact_unary!(
    /// The cosine; vectorised for real floats (see [`vmath`](super::vmath) for the accuracy).
    #[implements(f::cos for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    cos, Cos, "cos", |a| transcendental(Function::Cos, a)
);
inexact_unary!(
    /// The inverse sine (C99's principal branch for complex, as NumPy).
    #[implements(f::asin for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    asin, Asin, "asin", |a| Ok(a.mapv(InexactElem::asin))
);
inexact_unary!(
    /// The inverse cosine (C99's principal branch for complex, as NumPy).
    #[implements(f::acos for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    acos, Acos, "acos", |a| Ok(a.mapv(InexactElem::acos))
);
inexact_unary!(
    /// The inverse tangent (C99's principal branch for complex, as NumPy).
    #[implements(f::atan for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    atan, Atan, "atan", |a| Ok(a.mapv(InexactElem::atan))
);
inexact_unary!(
    /// The hyperbolic sine.
    #[implements(f::sinh for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    sinh, Sinh, "sinh", |a| Ok(a.mapv(InexactElem::sinh))
);
inexact_unary!(
    /// The hyperbolic cosine.
    #[implements(f::cosh for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    cosh, Cosh, "cosh", |a| Ok(a.mapv(InexactElem::cosh))
);
inexact_unary!(
    /// The hyperbolic tangent; vectorised for real floats (see [`vmath`](super::vmath) for
    /// the accuracy).
    #[implements(f::tanh for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    tanh, Tanh, "tanh", |a| transcendental(Function::Tanh, a)
);
inexact_unary!(
    /// The inverse hyperbolic sine (C99's principal branch for complex, as NumPy).
    #[implements(f::asinh for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    asinh, Asinh, "asinh", |a| Ok(a.mapv(InexactElem::asinh))
);
inexact_unary!(
    /// The inverse hyperbolic cosine: `nan` below 1 for real dtypes (C99's principal branch
    /// for complex, as NumPy).
    #[implements(f::acosh for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    acosh, Acosh, "acosh", |a| Ok(a.mapv(InexactElem::acosh))
);
inexact_unary!(
    /// The inverse hyperbolic tangent: `±inf` at ±1, `nan` beyond for real dtypes (C99's
    /// principal branch for complex, as NumPy).
    #[implements(f::atanh for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    atanh, Atanh, "atanh", |a| Ok(a.mapv(InexactElem::atanh))
);

/// A unary kernel over the real float dtypes: `$scalar` of each element, computed in its
/// accumulator type (`f32` for the half floats) and rounded once.
macro_rules! float_unary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $scalar:path) => {
        struct $Kernel;
        impl MapFloat for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: FloatElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
                Ok(a.mapv(|x| in_acc(x, $scalar)).into())
            }
        }

        $(#[$doc])*
        ///
        /// Real float dtypes only (`float16` and `bfloat16` compute in `f32`); an error for
        /// integers, `bool` and complex.
        pub fn $fn_name(x: &NdArray) -> Result<NdArray> {
            $Kernel.map(x)
        }
    };
}

/// `x` degrees in radians, `x * (pi / 180)` (NumPy's formula, the constant in `W`).
pub(crate) fn deg2rad_of<W: AccFloat>(x: W) -> W {
    x * (W::PI() / W::of(180.0))
}

/// `x` radians in degrees, `x * (180 / pi)`.
pub(crate) fn rad2deg_of<W: AccFloat>(x: W) -> W {
    x * (W::of(180.0) / W::PI())
}

/// `ln(e^a + e^b)` as NumPy computes it: the larger plus `log1p(e^-|a - b|)`, so neither
/// exponential overflows; equal operands (infinities included) give `a + ln 2`.
pub(crate) fn logaddexp_of<W: AccFloat>(a: W, b: W) -> W {
    if a == b {
        return a + W::LN_2();
    }
    let d = a - b;
    if d > W::zero() {
        a + (-d).exp().ln_1p()
    } else if d <= W::zero() {
        b + d.exp().ln_1p()
    } else {
        d // nan
    }
}

float_unary!(
    /// The Gauss error function (musl's `erf`).
    #[implements(f::erf for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
    erf, Erf, "erf", AccFloat::erf
);
float_unary!(
    /// Degrees to radians.
    #[implements(f::deg2rad for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
    deg2rad, Deg2Rad, "deg2rad", deg2rad_of
);
float_unary!(
    /// Radians to degrees.
    #[implements(f::rad2deg for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
    rad2deg, Rad2Deg, "rad2deg", rad2deg_of
);

/// A binary kernel over two arrays of one real float dtype, broadcast together: `$scalar` of
/// each pair, computed in the accumulator type and rounded once.
macro_rules! float_binary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $scalar:path) => {
        struct $Kernel;
        impl Map2Float for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: FloatElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
                Ok(zip_map(Self::NAME, a, b, |x: T, y: T| in_acc2(x, y, $scalar))?.into())
            }
        }

        $(#[$doc])*
        ///
        /// Two arrays of one real float dtype (`float16` and `bfloat16` compute in `f32`),
        /// broadcast together; an error for integers, `bool` and complex.
        pub fn $fn_name(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
            $Kernel.map(x1, x2)
        }
    };
}

float_binary!(
    /// The angle of `(x2, x1)`, C's `atan2` (the signs of zeros choose the quadrant).
    #[implements(f::atan2 for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
    atan2, Atan2, "atan2", Float::atan2
);
float_binary!(
    /// `sqrt(x1^2 + x2^2)` without overflow in the squares, C's `hypot` (`inf` if either is
    /// infinite, even next to `nan`).
    #[implements(f::hypot for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
    hypot, Hypot, "hypot", Float::hypot
);
float_binary!(
    /// `ln(e^x1 + e^x2)`, without overflow (see [`logaddexp_of`]).
    #[implements(f::logaddexp for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
    logaddexp, LogAddExp, "logaddexp", logaddexp_of
);

takes!(__ivy_kernel_sqrt, classes::INEXACT);
takes!(__ivy_kernel_exp2, classes::INEXACT);
takes!(__ivy_kernel_log1p, classes::INEXACT);
takes!(__ivy_kernel_log2, classes::INEXACT);
takes!(__ivy_kernel_log10, classes::INEXACT);
takes!(__ivy_kernel_sin, classes::INEXACT);
takes!(__ivy_kernel_cos, classes::INEXACT);
takes!(__ivy_kernel_asin, classes::INEXACT);
takes!(__ivy_kernel_acos, classes::INEXACT);
takes!(__ivy_kernel_atan, classes::INEXACT);
takes!(__ivy_kernel_sinh, classes::INEXACT);
takes!(__ivy_kernel_cosh, classes::INEXACT);
takes!(__ivy_kernel_tanh, classes::INEXACT);
takes!(__ivy_kernel_asinh, classes::INEXACT);
takes!(__ivy_kernel_acosh, classes::INEXACT);
takes!(__ivy_kernel_atanh, classes::INEXACT);
takes!(__ivy_kernel_erf, classes::FLOAT);
takes!(__ivy_kernel_deg2rad, classes::FLOAT);
takes!(__ivy_kernel_rad2deg, classes::FLOAT);
takes!(__ivy_kernel_atan2, classes::FLOAT);
takes!(__ivy_kernel_hypot, classes::FLOAT);
takes!(__ivy_kernel_logaddexp, classes::FLOAT);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::{arr, v1};
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn add_wraps_integers_and_ors_bools() {
        assert_eq!(
            add(&v1(vec![127i8, -128]), &v1(vec![1i8, -1])).unwrap(),
            v1(vec![-128i8, 127])
        );
        assert_eq!(
            add(&v1(vec![u64::MAX]), &v1(vec![2u64])).unwrap(),
            v1(vec![1u64])
        );
        assert_eq!(
            add(&v1(vec![true, false, false]), &v1(vec![false, true, false])).unwrap(),
            v1(vec![true, true, false])
        );
        assert_eq!(
            add(
                &v1(vec![f16::from_f32(1.5)]),
                &v1(vec![f16::from_f32(2.25)])
            )
            .unwrap(),
            v1(vec![f16::from_f32(3.75)])
        );
        assert_eq!(
            add(
                &v1(vec![Complex::new(1.0f64, 2.0)]),
                &v1(vec![Complex::new(0.5, -3.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(1.5f64, -1.0)])
        );
    }

    #[test]
    fn binary_ops_broadcast() {
        let a = arr(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]);
        let b = arr(vec![10i32, 20, 30], &[3]);
        assert_eq!(
            add(&a, &b).unwrap(),
            arr(vec![11i32, 22, 33, 14, 25, 36], &[2, 3])
        );
        let col = arr(vec![1.0f32, 2.0], &[2, 1]);
        let row = arr(vec![10.0f32, 20.0, 30.0], &[1, 3]);
        assert_eq!(
            multiply(&col, &row).unwrap(),
            arr(vec![10.0f32, 20.0, 30.0, 20.0, 40.0, 60.0], &[2, 3])
        );
        let s = arr(vec![100u8], &[]);
        assert_eq!(
            subtract(&s, &v1(vec![1u8, 101])).unwrap(),
            v1(vec![99u8, 255])
        );
        let msg = add(&a, &arr(vec![1i32, 2], &[2])).unwrap_err().to_string();
        assert!(
            msg.contains("add") && msg.contains("[2, 3]") && msg.contains("[2]"),
            "{msg}"
        );
    }

    #[test]
    fn subtract_and_multiply() {
        assert_eq!(
            subtract(&v1(vec![-128i8]), &v1(vec![1i8])).unwrap(),
            v1(vec![127i8])
        );
        assert!(subtract(&v1(vec![true]), &v1(vec![false])).is_err());
        assert_eq!(
            multiply(&v1(vec![16u8, 3]), &v1(vec![16u8, 3])).unwrap(),
            v1(vec![0u8, 9])
        );
        assert_eq!(
            multiply(&v1(vec![true, true]), &v1(vec![true, false])).unwrap(),
            v1(vec![true, false])
        );
        assert_eq!(
            multiply(
                &v1(vec![Complex::new(1.0f32, 2.0)]),
                &v1(vec![Complex::new(3.0f32, 4.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(-5.0f32, 10.0)])
        );
        let msg = add(&v1(vec![1i8]), &v1(vec![1u8])).unwrap_err().to_string();
        assert!(msg.contains("int8") && msg.contains("uint8"), "{msg}");
    }

    #[test]
    fn divide_is_true_division() {
        assert_eq!(
            divide(&v1(vec![1i32, -7, 0]), &v1(vec![2i32, 2, 0]))
                .unwrap()
                .to_string(),
            "[0.5, -3.5, nan]"
        );
        assert_eq!(
            divide(&v1(vec![1i32]), &v1(vec![2i32])).unwrap().dtype(),
            default_float_dtype()
        );
        {
            let _g = ivy_runtime::default_float_dtype_scope(Dtype::Float32).unwrap();
            assert_eq!(
                divide(&v1(vec![true]), &v1(vec![false])).unwrap(),
                v1(vec![f32::INFINITY])
            );
        }
        assert_eq!(
            divide(
                &v1(vec![bf16::from_f32(1.0)]),
                &v1(vec![bf16::from_f32(4.0)])
            )
            .unwrap(),
            v1(vec![bf16::from_f32(0.25)])
        );
        assert_eq!(
            divide(
                &v1(vec![Complex::new(-5.0f64, 10.0)]),
                &v1(vec![Complex::new(3.0, 4.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(1.0f64, 2.0)])
        );
        assert!(divide(&v1(vec![1i32]), &v1(vec![1i64])).is_err());
    }

    #[test]
    fn abs_by_kind() {
        assert_eq!(
            abs(&v1(vec![-5i8, -128, 3])).unwrap(),
            v1(vec![5i8, -128, 3])
        );
        assert_eq!(abs(&v1(vec![200u8])).unwrap(), v1(vec![200u8]));
        assert_eq!(
            abs(&v1(vec![-0.5f64, -0.0])).unwrap(),
            v1(vec![0.5f64, 0.0])
        );
        assert_eq!(
            abs(&v1(vec![f16::from_f32(-2.0)])).unwrap(),
            v1(vec![f16::from_f32(2.0)])
        );
        assert_eq!(
            abs(&v1(vec![Complex::new(3.0f32, -4.0)])).unwrap(),
            v1(vec![5.0f32])
        );
        assert_eq!(
            abs(&v1(vec![Complex::new(-6.0f64, 8.0)])).unwrap(),
            v1(vec![10.0f64])
        );
        let msg = abs(&v1(vec![true])).unwrap_err().to_string();
        assert!(msg.contains("abs") && msg.contains("bool"), "{msg}");
    }

    #[test]
    fn transcendental_functions() {
        assert_eq!(
            exp(&v1(vec![0.0f64, 1.0])).unwrap(),
            v1(vec![1.0f64, std::f64::consts::E])
        );
        assert_eq!(exp(&v1(vec![f16::ZERO])).unwrap(), v1(vec![f16::ONE]));
        // e^1 in bf16: 2.71875 is the nearest bf16 to 2.71828...
        assert_eq!(
            exp(&v1(vec![bf16::ONE])).unwrap(),
            v1(vec![bf16::from_f32(2.71875)])
        );
        assert_eq!(expm1(&v1(vec![1e-20f64])).unwrap(), v1(vec![1e-20f64]));
        assert_eq!(
            log(&v1(vec![1.0f32, 0.0])).unwrap(),
            v1(vec![0.0f32, f32::NEG_INFINITY])
        );
        assert_eq!(log(&v1(vec![-1.0f64])).unwrap().to_string(), "[nan]");
        assert_eq!(tan(&v1(vec![0.0f32])).unwrap(), v1(vec![0.0f32]));
        // log(-1) = i*pi; exp(i*pi/2) = i; tan(i) = i*tanh(1).
        let c = log(&v1(vec![Complex::new(-1.0f64, 0.0)])).unwrap();
        assert_eq!(c, v1(vec![Complex::new(0.0f64, std::f64::consts::PI)]));
        let NdArray::Complex128(e) =
            exp(&v1(vec![Complex::new(0.0f64, std::f64::consts::FRAC_PI_2)])).unwrap()
        else {
            panic!("complex128 expected")
        };
        assert!(e[0].re.abs() < 1e-15 && (e[0].im - 1.0).abs() < 1e-15);
        let NdArray::Complex64(t) = tan(&v1(vec![Complex::new(0.0f32, 1.0)])).unwrap() else {
            panic!("complex64 expected")
        };
        assert!(t[0].re.abs() < 1e-6 && (t[0].im - 0.761_594_2).abs() < 1e-6);
        for f in [exp, expm1, tan, log] {
            let msg = f(&v1(vec![1i32])).unwrap_err().to_string();
            assert!(msg.contains("int32"), "{msg}");
            assert!(f(&v1(vec![true])).is_err());
        }
    }

    #[test]
    fn transcendentals_give_the_same_results_in_every_layout() {
        use ndarray::{IxDyn, s};
        let data: Vec<f32> = (0..24).map(|i| i as f32 * 0.37 + 0.1).collect();
        let a = ArrayD::from_shape_vec(IxDyn(&[4, 6]), data).unwrap();
        let transposed = a.clone().reversed_axes();
        let strided = a.clone().slice_move(s![.., ..;2]).into_dyn();
        for f in [exp, log, tan] {
            for b in [transposed.clone(), strided.clone()] {
                let standard = b.as_standard_layout().into_owned();
                assert!(!b.is_standard_layout() && standard.is_standard_layout());
                assert_eq!(
                    f(&NdArray::from(b)).unwrap(),
                    f(&NdArray::from(standard)).unwrap()
                );
            }
        }
        // e^1 rounded to float32 is 2.7182817 (and LN_2 is ln 2 rounded).
        assert_eq!(exp(&v1(vec![1.0f32])).unwrap(), v1(vec![2.718_281_7f32]));
        assert_eq!(
            log(&v1(vec![2.0f32])).unwrap(),
            v1(vec![std::f32::consts::LN_2])
        );
    }

    #[test]
    fn clip_bounds() {
        let i = |v: i128| Scalar::Int(v);
        assert_eq!(
            clip(&v1(vec![-5i8, 0, 5]), i(-1), i(1)).unwrap(),
            v1(vec![-1i8, 0, 1])
        );
        assert_eq!(
            clip(&v1(vec![0u8, 255]), i(-1000), i(1000)).unwrap(),
            v1(vec![0u8, 255])
        );
        assert_eq!(
            clip(&v1(vec![1i32, 9]), i(5), i(3)).unwrap(),
            v1(vec![3i32, 3])
        );
        assert_eq!(
            clip(
                &v1(vec![0.1f32, 0.9, f32::NAN]),
                Scalar::Float(0.25),
                Scalar::Float(0.75)
            )
            .unwrap()
            .to_string(),
            "[0.25, 0.75, nan]"
        );
        assert_eq!(
            clip(&v1(vec![f16::from_f32(3.0)]), i(0), i(2)).unwrap(),
            v1(vec![f16::from_f32(2.0)])
        );
        assert!(clip(&v1(vec![1i32]), Scalar::Float(0.5), i(2)).is_err());
        assert!(clip(&v1(vec![true]), i(0), i(1)).is_err());
        assert!(clip(&v1(vec![Complex::new(1.0f32, 0.0)]), i(0), i(1)).is_err());
    }

    #[test]
    fn lcm_of_integers() {
        assert_eq!(
            lcm(&v1(vec![4i32, -4, 0, 6, 7]), &v1(vec![6i32, 6, 5, 0, -3])).unwrap(),
            v1(vec![12i32, 12, 0, 0, 21])
        );
        // lcm(100, 3) = 300, wrapped into int8: 300 - 256 = 44.
        assert_eq!(
            lcm(&v1(vec![100i8]), &v1(vec![3i8])).unwrap(),
            v1(vec![44i8])
        );
        assert_eq!(
            lcm(&v1(vec![-128i8]), &v1(vec![1i8])).unwrap(),
            v1(vec![-128i8])
        );
        assert_eq!(
            lcm(&arr(vec![2u16, 3], &[2, 1]), &v1(vec![4u16, 5])).unwrap(),
            arr(vec![4u16, 10, 12, 15], &[2, 2])
        );
        assert!(lcm(&v1(vec![1.0f32]), &v1(vec![2.0f32])).is_err());
        assert!(lcm(&v1(vec![true]), &v1(vec![true])).is_err());
    }

    #[test]
    fn logical_not_of_anything() {
        assert_eq!(
            logical_not(&v1(vec![0i64, 3])).unwrap(),
            v1(vec![true, false])
        );
        assert_eq!(
            logical_not(&v1(vec![true, false])).unwrap(),
            v1(vec![false, true])
        );
        assert_eq!(
            logical_not(&v1(vec![0.0f32, -0.0, f32::NAN])).unwrap(),
            v1(vec![true, true, false])
        );
        assert_eq!(
            logical_not(&v1(vec![Complex::new(0.0f64, 1.0), Complex::new(0.0, 0.0)])).unwrap(),
            v1(vec![false, true])
        );
        assert_eq!(logical_not(&v1(vec![bf16::ZERO])).unwrap(), v1(vec![true]));
    }
}
