//! Elementwise functions. Binary ones take two arrays of one dtype (the runtime promotes
//! first) and broadcast them as NumPy does; integer arithmetic wraps, as in NumPy.

use ivy_runtime::{Dtype, DtypeSet, Result, Scalar, default_float_dtype};
use ndarray::{ArrayD, ArrayRefD, IxDyn};
use num_traits::Float;

use super::backend::NdArrayBackend;
use super::cast::{astype, into_dtype};
use super::dispatch::{
    Map2All, Map2Float, Map2Inexact, Map2Int, Map2Numeric, Map2Real, MapAll, MapComplex, MapFloat,
    MapInexact, MapInt, MapNumeric, MapReal, classes,
};
use super::error;
use super::storage::{Element, NdArray};
use crate::elem::{
    AccFloat, ComplexElem, FloatElem, InexactElem, IntElem, NumElem, RealElem, gcd_u128, in_acc,
    in_acc2,
};
use crate::loops::arrays::{map, zip_map};
use crate::ops::elementwise::{bound, deg2rad_of, logaddexp_of, no_negative_exponents, rad2deg_of};
use crate::vmath::Function;
use ivy_macros::implements;
use ivy_runtime::functional as f;

macro_rules! arith {
    ($Kernel:ident, $name:literal, $method:ident) => {
        struct $Kernel;
        impl Map2Numeric for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: NumElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
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
#[implements(f::add for NdArrayBackend, takes = classes::ALL)]
pub fn add(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("add", x1, x2, |a, b| a | b).unwrap_or_else(|| Add.map(x1, x2))
}

/// `x1 - x2`; an error for `bool` (as NumPy: use `logical_xor`).
#[implements(f::subtract for NdArrayBackend, takes = classes::NUMERIC)]
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
#[implements(f::multiply for NdArrayBackend, takes = classes::ALL)]
pub fn multiply(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("multiply", x1, x2, |a, b| a & b).unwrap_or_else(|| Mul.map(x1, x2))
}

struct Div;
impl Map2Inexact for Div {
    const NAME: &'static str = "divide";
    type Output = NdArray;
    fn f<T: InexactElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(zip_map(Self::NAME, a, b, T::div)?.into())
    }
}

/// True division `x1 / x2`. Float and complex dtypes divide in their own dtype (`float16` and
/// `bfloat16` through `f32`); integer and `bool` inputs divide in `float64` and give the
/// default float dtype ([`default_float_dtype`]). Division by zero follows IEEE (`inf`,
/// `nan`), never an error.
#[implements(f::divide for NdArrayBackend, takes = classes::ALL)]
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
    fn f<T: RealElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map(Self::NAME, a.view(), T::abs)?.into())
    }
}

struct Magnitude;
impl MapComplex for Magnitude {
    const NAME: &'static str = "abs";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map(Self::NAME, a.view(), T::norm)?.into())
    }
}

/// The absolute value. Signed integers wrap (`abs(-128i8) == -128`, as NumPy); unsigned
/// integers are unchanged; complex numbers give their magnitude in the matching real dtype
/// (`complex64` -> `float32`). An error for `bool`.
#[implements(f::abs for NdArrayBackend, takes = classes::NUMERIC)]
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
pub(crate) fn transcendental<T: InexactElem>(f: Function, a: &ArrayRefD<T>) -> Result<ArrayD<T>> {
    map_standard(f.name(), a, |x| T::map_transcendental(f, x))
}

/// `f` over the elements of `a` in row-major order (a strided array is copied to standard
/// layout first), the result in `a`'s shape.
pub(crate) fn map_standard<T: Clone, U>(
    function: &'static str,
    a: &ArrayRefD<T>,
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
            fn f<T: InexactElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
                let apply: fn(&ArrayRefD<T>) -> Result<ArrayD<T>> = $apply;
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
    /// `e^x`; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
    #[implements(f::exp for NdArrayBackend, takes = classes::INEXACT)]
    exp, Exp, "exp", |a| transcendental(Function::Exp, a)
);
inexact_unary!(
    /// `e^x - 1`, accurate for `x` near 0.
    #[implements(f::expm1 for NdArrayBackend, takes = classes::INEXACT)]
    expm1, Expm1, "expm1", |a| map("expm1", a.view(), InexactElem::expm1)
);
inexact_unary!(
    /// The tangent; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
    #[implements(f::tan for NdArrayBackend, takes = classes::INEXACT)]
    tan, Tan, "tan", |a| transcendental(Function::Tan, a)
);
inexact_unary!(
    /// The natural logarithm: `-inf` at 0 and `nan` below 0 for real dtypes; the principal
    /// branch for complex. Vectorised for real floats (see [`vmath`](crate::vmath) for the
    /// accuracy).
    #[implements(f::log for NdArrayBackend, takes = classes::INEXACT)]
    log, Log, "log", |a| transcendental(Function::Log, a)
);

struct Clip {
    lo: Scalar,
    hi: Scalar,
}

impl MapReal for Clip {
    const NAME: &'static str = "clip";
    type Output = NdArray;
    fn f<T: RealElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let lo = bound::<T>(self.lo, "min")?;
        let hi = bound::<T>(self.hi, "max")?;
        Ok(map(Self::NAME, a.view(), |x| x.clip(lo, hi))?.into())
    }
}

/// `x` limited to `[min, max]`, computed as `minimum(maximum(x, min), max)` (so `max` wins when
/// `min > max`, as NumPy); a `nan` element or bound gives `nan`. Integer and real float
/// dtypes only.
#[implements(f::clip for NdArrayBackend, takes = classes::REAL)]
pub fn clip(x: &NdArray, min: Scalar, max: Scalar) -> Result<NdArray> {
    Clip { lo: min, hi: max }.map(x)
}

struct Lcm;
impl Map2Int for Lcm {
    const NAME: &'static str = "lcm";
    type Output = NdArray;
    fn f<T: IntElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(zip_map(Self::NAME, a, b, |x: T, y: T| {
            let (x, y) = (x.to_i128().unsigned_abs(), y.to_i128().unsigned_abs());
            if x == 0 || y == 0 {
                return T::zero();
            }
            T::wrap_u128((x / gcd_u128(x, y)).wrapping_mul(y))
        })?
        .into())
    }
}

/// The least common multiple of `|x1|` and `|x2|`, elementwise (`lcm(0, x) == 0`), computed
/// exactly and then wrapped into the dtype as NumPy's integer arithmetic wraps. Integer dtypes
/// only, both the same.
#[implements(f::lcm for NdArrayBackend, takes = classes::INTEGER)]
pub fn lcm(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Lcm.map(x1, x2)
}

struct LogicalNot;
impl MapAll for LogicalNot {
    const NAME: &'static str = "logical_not";
    type Output = NdArray;
    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map(Self::NAME, a.view(), |x| !x.is_nonzero())?.into())
    }
}

/// `x == 0` as `bool`, for any dtype (`nan` is nonzero, so `logical_not(nan)` is `false`).
#[implements(f::logical_not for NdArrayBackend, takes = classes::ALL)]
pub fn logical_not(x: &NdArray) -> Result<NdArray> {
    LogicalNot.map(x)
}

/// A unary kernel `$Kernel` over the dtypes of `$Map` (a class map of
/// [`dispatch`](super::dispatch)): `$op` of each element.
macro_rules! map_each {
    ($Kernel:ident: $Map:ident<$Bound:ident>, $name:literal, $op:expr) => {
        struct $Kernel;
        impl $Map for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: $Bound>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
                Ok(map(Self::NAME, a.view(), $op)?.into())
            }
        }
    };
}

/// A binary kernel `$Kernel` over two arrays of one dtype of `$Map2`'s class, broadcast
/// together: `$op` of each pair of elements.
macro_rules! zip_each {
    ($Kernel:ident: $Map2:ident<$Bound:ident>, $name:literal, $op:expr) => {
        struct $Kernel;
        impl $Map2 for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: $Bound>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
                Ok(zip_map(Self::NAME, a, b, $op)?.into())
            }
        }
    };
}

zip_each!(FloorDivide: Map2Real<RealElem>, "floor_divide", RealElem::floor_divide);

/// `floor(x1 / x2)`: integers exactly, wrapping, and 0 for a division by zero (as NumPy);
/// floats as NumPy's `divmod` (in `f32` for `float16` and `bfloat16`). Integer and real float
/// dtypes.
#[implements(f::floor_divide for NdArrayBackend, takes = classes::REAL)]
pub fn floor_divide(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    FloorDivide.map(x1, x2)
}

zip_each!(Remainder: Map2Real<RealElem>, "remainder", RealElem::remainder);
zip_each!(Fmod: Map2Real<RealElem>, "remainder", RealElem::fmod);

/// The remainder with the sign of `x2` (`modulus`) or of `x1` (truncated division); integer
/// remainders by zero are 0, float ones `nan`. Integer and real float dtypes.
#[implements(f::remainder for NdArrayBackend, takes = classes::REAL)]
pub fn remainder(x1: &NdArray, x2: &NdArray, modulus: bool) -> Result<NdArray> {
    if modulus {
        Remainder.map(x1, x2)
    } else {
        Fmod.map(x1, x2)
    }
}

struct Pow;
impl Map2Numeric for Pow {
    const NAME: &'static str = "pow";
    type Output = NdArray;
    fn f<T: NumElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        no_negative_exponents(b)?;
        Ok(zip_map(Self::NAME, a, b, NumElem::pow)?.into())
    }
}

/// `x1 ** x2`: integers wrap and refuse negative exponents, floats follow C's `pow` (in `f32`
/// for `float16` and `bfloat16`), complex NumPy's special cases ([`NumElem::pow`]).
#[implements(f::pow for NdArrayBackend, takes = classes::NUMERIC)]
pub fn pow(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Pow.map(x1, x2)
}

map_each!(Negative: MapNumeric<NumElem>, "negative", NumElem::neg);

/// `-x`; integers wrap (unsigned ones too, as NumPy).
#[implements(f::negative for NdArrayBackend, takes = classes::NUMERIC)]
pub fn negative(x: &NdArray) -> Result<NdArray> {
    Negative.map(x)
}

map_each!(Positive: MapNumeric<NumElem>, "positive", |v| v);

/// A copy of `x`; numeric dtypes only (NumPy refuses `bool`).
#[implements(f::positive for NdArrayBackend, takes = classes::NUMERIC)]
pub fn positive(x: &NdArray) -> Result<NdArray> {
    Positive.map(x)
}

map_each!(Sign: MapNumeric<NumElem>, "sign", NumElem::sign);

/// -1, 0 or 1 (`nan` for `nan`); `z / |z|` for complex ([`NumElem::sign`]).
#[implements(f::sign for NdArrayBackend, takes = classes::NUMERIC)]
pub fn sign(x: &NdArray) -> Result<NdArray> {
    Sign.map(x)
}

map_each!(Square: MapNumeric<NumElem>, "square", |v| NumElem::mul(v, v));

/// `x * x`; integers wrap.
#[implements(f::square for NdArrayBackend, takes = classes::NUMERIC)]
pub fn square(x: &NdArray) -> Result<NdArray> {
    Square.map(x)
}

map_each!(Reciprocal: MapNumeric<NumElem>, "reciprocal", NumElem::reciprocal);

/// `1 / x` in `x`'s dtype: integers truncate toward zero (0 for 0), floats follow IEEE.
#[implements(f::reciprocal for NdArrayBackend, takes = classes::NUMERIC)]
pub fn reciprocal(x: &NdArray) -> Result<NdArray> {
    Reciprocal.map(x)
}

map_each!(Floor: MapReal<RealElem>, "floor", RealElem::floor);
map_each!(Ceil: MapReal<RealElem>, "ceil", RealElem::ceil);
map_each!(Trunc: MapReal<RealElem>, "trunc", RealElem::trunc);

/// Rounded down; integers unchanged. Integer and real float dtypes.
#[implements(f::floor for NdArrayBackend, takes = classes::REAL)]
pub fn floor(x: &NdArray) -> Result<NdArray> {
    Floor.map(x)
}

/// Rounded up; integers unchanged. Integer and real float dtypes.
#[implements(f::ceil for NdArrayBackend, takes = classes::REAL)]
pub fn ceil(x: &NdArray) -> Result<NdArray> {
    Ceil.map(x)
}

/// Rounded toward zero; integers unchanged. Integer and real float dtypes.
#[implements(f::trunc for NdArrayBackend, takes = classes::REAL)]
pub fn trunc(x: &NdArray) -> Result<NdArray> {
    Trunc.map(x)
}

struct Round(i32);
impl MapNumeric for Round {
    const NAME: &'static str = "round";
    type Output = NdArray;
    fn f<T: NumElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map(Self::NAME, a.view(), |v| NumElem::round(v, self.0))?.into())
    }
}

/// Rounded to `decimals` places, halves to even ([`NumElem::round`]); integers unchanged,
/// complex numbers part by part.
#[implements(f::round for NdArrayBackend, takes = classes::NUMERIC)]
pub fn round(x: &NdArray, decimals: i32) -> Result<NdArray> {
    Round(decimals).map(x)
}

zip_each!(Maximum: Map2Real<RealElem>, "maximum", RealElem::maximum);
zip_each!(Minimum: Map2Real<RealElem>, "minimum", RealElem::minimum);
zip_each!(Fmax: Map2Real<RealElem>, "fmax", RealElem::fmax);
zip_each!(Fmin: Map2Real<RealElem>, "fmin", RealElem::fmin);

/// The larger value, `nan` if either is. Integer and real float dtypes.
#[implements(f::maximum for NdArrayBackend, takes = classes::REAL)]
pub fn maximum(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Maximum.map(x1, x2)
}

/// The smaller value, `nan` if either is. Integer and real float dtypes.
#[implements(f::minimum for NdArrayBackend, takes = classes::REAL)]
pub fn minimum(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Minimum.map(x1, x2)
}

/// The smaller value ignoring `nan`. Integer and real float dtypes.
#[implements(f::fmin for NdArrayBackend, takes = classes::REAL)]
pub fn fmin(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Fmin.map(x1, x2)
}

/// The larger value ignoring `nan`. Integer and real float dtypes.
#[implements(f::fmax for NdArrayBackend, takes = classes::REAL)]
pub fn fmax(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Fmax.map(x1, x2)
}

zip_each!(Equal: Map2All<Element>, "equal", |a, b| a == b);
zip_each!(NotEqual: Map2All<Element>, "not_equal", |a, b| a != b);

/// `x1 == x2` as `bool`, for any dtype (IEEE: `nan` equals nothing, `-0.0 == 0.0`).
#[implements(f::equal for NdArrayBackend, takes = classes::ALL)]
pub fn equal(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Equal.map(x1, x2)
}

/// `x1 != x2` as `bool`, for any dtype.
#[implements(f::not_equal for NdArrayBackend, takes = classes::ALL)]
pub fn not_equal(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    NotEqual.map(x1, x2)
}

macro_rules! ordering {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $op:tt) => {
        zip_each!($Kernel: Map2Real<RealElem>, $name, |a, b| a $op b);

        $(#[$doc])*
        pub fn $fn_name(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
            bools($name, x1, x2, |a, b| a $op b).unwrap_or_else(|| $Kernel.map(x1, x2))
        }
    };
}

ordering!(
    /// `x1 < x2` as `bool` (`false` with a `nan`; `false < true`). Complex numbers have no
    /// order.
    #[implements(f::less for NdArrayBackend, takes = classes::REAL.union(DtypeSet::BOOL))]
    less, Less, "less", <
);
ordering!(
    /// `x1 <= x2` as `bool` (see [`less`]).
    #[implements(f::less_equal for NdArrayBackend, takes = classes::REAL.union(DtypeSet::BOOL))]
    less_equal, LessEqual, "less_equal", <=
);
ordering!(
    /// `x1 > x2` as `bool` (see [`less`]).
    #[implements(f::greater for NdArrayBackend, takes = classes::REAL.union(DtypeSet::BOOL))]
    greater, Greater, "greater", >
);
ordering!(
    /// `x1 >= x2` as `bool` (see [`less`]).
    #[implements(f::greater_equal for NdArrayBackend, takes = classes::REAL.union(DtypeSet::BOOL))]
    greater_equal, GreaterEqual, "greater_equal", >=
);

/// A test of each element as `bool`: by `float` for real floats, by `complex` for complex
/// numbers, and `otherwise` for integers and `bool`, which hold no special values.
fn special_values(
    x: &NdArray,
    float: &impl MapFloat<Output = NdArray>,
    complex: &impl MapComplex<Output = NdArray>,
    otherwise: bool,
) -> Result<NdArray> {
    let dtype = x.dtype();
    if dtype.is_float() {
        float.map(x)
    } else if dtype.is_complex() {
        complex.map(x)
    } else {
        Ok(ArrayD::from_elem(IxDyn(x.shape()), otherwise).into())
    }
}

map_each!(IsNan: MapFloat<FloatElem>, "isnan", FloatElem::is_nan);
// The sign bit, as `1` takes it by `copysign` (`-0.0` and `-nan` included).
map_each!(Signbit: MapFloat<FloatElem>, "signbit", |v: T| {
    T::one().copysign(v) < T::zero()
});

/// Whether each element's sign bit is set, as `bool`; real floats (the runtime takes integers
/// as the default float dtype).
#[implements(f::signbit for NdArrayBackend, takes = classes::FLOAT)]
pub fn signbit(x: &NdArray) -> Result<NdArray> {
    Signbit.map(x)
}
map_each!(IsNanComplex: MapComplex<ComplexElem>, "isnan", |z| z.re().is_nan()
    || z.im().is_nan());

/// Whether each element is `nan` (a complex one: either part), as `bool`; any dtype.
#[implements(f::isnan for NdArrayBackend, takes = classes::ALL)]
pub fn isnan(x: &NdArray) -> Result<NdArray> {
    special_values(x, &IsNan, &IsNanComplex, false)
}

/// Which infinities `isinf` detects.
struct IsInf {
    positive: bool,
    negative: bool,
}

impl IsInf {
    fn test<T: FloatElem>(&self, v: T) -> bool {
        v.is_infinite()
            && if v > T::zero() {
                self.positive
            } else {
                self.negative
            }
    }
}

impl MapFloat for IsInf {
    const NAME: &'static str = "isinf";
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("isinf", a.view(), |v| self.test(v))?.into())
    }
}

impl MapComplex for IsInf {
    const NAME: &'static str = "isinf";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("isinf", a.view(), |z| {
            self.test(z.re()) || self.test(z.im())
        })?
        .into())
    }
}

/// Whether each element is an infinity `isinf` detects (a complex one: in either part), as
/// `bool`; any dtype.
#[implements(f::isinf for NdArrayBackend, takes = classes::ALL)]
pub fn isinf(x: &NdArray, detect_positive: bool, detect_negative: bool) -> Result<NdArray> {
    let detect = IsInf {
        positive: detect_positive,
        negative: detect_negative,
    };
    special_values(x, &detect, &detect, false)
}

fn finite<T: FloatElem>(v: T) -> bool {
    !v.is_nan() && !v.is_infinite()
}

map_each!(IsFinite: MapFloat<FloatElem>, "isfinite", finite);
map_each!(IsFiniteComplex: MapComplex<ComplexElem>, "isfinite", |z| finite(z.re())
    && finite(z.im()));

/// Whether each element is finite (a complex one: both parts), as `bool`; any dtype.
#[implements(f::isfinite for NdArrayBackend, takes = classes::ALL)]
pub fn isfinite(x: &NdArray) -> Result<NdArray> {
    special_values(x, &IsFinite, &IsFiniteComplex, true)
}

zip_each!(LogicalAnd: Map2All<Element>, "logical_and", |a, b| a.is_nonzero()
    && b.is_nonzero());
zip_each!(LogicalOr: Map2All<Element>, "logical_or", |a, b| a.is_nonzero()
    || b.is_nonzero());
zip_each!(LogicalXor: Map2All<Element>, "logical_xor", |a, b| a.is_nonzero()
    != b.is_nonzero());

/// Both nonzero, as `bool`; any dtype (`nan` is nonzero).
#[implements(f::logical_and for NdArrayBackend, takes = classes::ALL)]
pub fn logical_and(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    LogicalAnd.map(x1, x2)
}

/// Either nonzero, as `bool`; any dtype.
#[implements(f::logical_or for NdArrayBackend, takes = classes::ALL)]
pub fn logical_or(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    LogicalOr.map(x1, x2)
}

/// Exactly one nonzero, as `bool`; any dtype.
#[implements(f::logical_xor for NdArrayBackend, takes = classes::ALL)]
pub fn logical_xor(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    LogicalXor.map(x1, x2)
}

macro_rules! bitwise {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $method:ident, $op:tt) => {
        zip_each!($Kernel: Map2Int<IntElem>, $name, IntElem::$method);

        $(#[$doc])*
        pub fn $fn_name(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
            bools($name, x1, x2, |a, b| a $op b).unwrap_or_else(|| $Kernel.map(x1, x2))
        }
    };
}

bitwise!(
    /// `x1 & x2` for integers, logical and for `bool`.
    #[implements(f::bitwise_and for NdArrayBackend, takes = classes::INTEGER.union(DtypeSet::BOOL))]
    bitwise_and, BitAnd, "bitwise_and", bit_and, &
);
bitwise!(
    /// `x1 | x2` for integers, logical or for `bool`.
    #[implements(f::bitwise_or for NdArrayBackend, takes = classes::INTEGER.union(DtypeSet::BOOL))]
    bitwise_or, BitOr, "bitwise_or", bit_or, |
);
bitwise!(
    /// `x1 ^ x2` for integers, logical xor for `bool`.
    #[implements(f::bitwise_xor for NdArrayBackend, takes = classes::INTEGER.union(DtypeSet::BOOL))]
    bitwise_xor, BitXor, "bitwise_xor", bit_xor, ^
);

map_each!(BitNot: MapInt<IntElem>, "bitwise_invert", IntElem::bit_not);

/// `!x`: every bit flipped for integers, logical not for `bool`.
#[implements(f::bitwise_invert for NdArrayBackend, takes = classes::INTEGER.union(DtypeSet::BOOL))]
pub fn bitwise_invert(x: &NdArray) -> Result<NdArray> {
    match x {
        NdArray::Bool(a) => Ok(map("bitwise_invert", a.view(), |b| !b)?.into()),
        _ => BitNot.map(x),
    }
}

zip_each!(ShiftLeft: Map2Int<IntElem>, "bitwise_left_shift", IntElem::shift_left);
zip_each!(ShiftRight: Map2Int<IntElem>, "bitwise_right_shift", IntElem::shift_right);

/// `x1 << x2`, wrapping; 0 for a count that is negative or not below the width (as NumPy).
/// Integer dtypes.
#[implements(f::bitwise_left_shift for NdArrayBackend, takes = classes::INTEGER)]
pub fn bitwise_left_shift(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    ShiftLeft.map(x1, x2)
}

/// `x1 >> x2`, arithmetic for signed integers; -1 or 0 (by the sign of `x1`) for a count that
/// is negative or not below the width (as NumPy). Integer dtypes.
#[implements(f::bitwise_right_shift for NdArrayBackend, takes = classes::INTEGER)]
pub fn bitwise_right_shift(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    ShiftRight.map(x1, x2)
}

zip_each!(Gcd: Map2Int<IntElem>, "gcd", IntElem::gcd);

/// The greatest common divisor of `|x1|` and `|x2|`, wrapped into the dtype (as NumPy).
/// Integer dtypes.
#[implements(f::gcd for NdArrayBackend, takes = classes::INTEGER)]
pub fn gcd(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Gcd.map(x1, x2)
}

map_each!(RealPart: MapComplex<ComplexElem>, "real", ComplexElem::re);
map_each!(ImagPart: MapComplex<ComplexElem>, "imag", ComplexElem::im);
map_each!(Conj: MapComplex<ComplexElem>, "conj", ComplexElem::conj);

/// The real part of a complex array (in the matching real dtype); any other array is its own.
#[implements(f::real for NdArrayBackend, takes = classes::ALL)]
pub fn real(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        RealPart.map(x)
    } else {
        Ok(x.clone())
    }
}

/// The imaginary part of a complex array (in the matching real dtype); zeros of the dtype for
/// any other array.
#[implements(f::imag for NdArrayBackend, takes = classes::ALL)]
pub fn imag(val: &NdArray) -> Result<NdArray> {
    if val.dtype().is_complex() {
        ImagPart.map(val)
    } else {
        super::creation::zeros(val.shape(), val.dtype())
    }
}

/// The complex conjugate; any other array is its own.
#[implements(f::conj for NdArrayBackend, takes = classes::ALL)]
pub fn conj(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        Conj.map(x)
    } else {
        Ok(x.clone())
    }
}

/// `angle`'s unit: degrees if `true`.
struct Angle(bool);

impl MapFloat for Angle {
    const NAME: &'static str = "angle";
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("angle", a.view(), |v| FloatElem::angle(v, self.0))?.into())
    }
}

impl MapComplex for Angle {
    const NAME: &'static str = "angle";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("angle", a.view(), |z| ComplexElem::angle(z, self.0))?.into())
    }
}

/// `atan2(imag, real)`, in the matching real dtype for complex numbers; 0 or π for real
/// floats (π with the sign bit set, `-0.0` included). Float and complex dtypes (the runtime
/// takes integers as the default float dtype).
#[implements(f::angle for NdArrayBackend, takes = classes::INEXACT)]
pub fn angle(z: &NdArray, deg: bool) -> Result<NdArray> {
    if z.dtype().is_complex() {
        MapComplex::map(&Angle(deg), z)
    } else {
        MapFloat::map(&Angle(deg), z)
    }
}

zip_each!(Copysign: Map2Float<FloatElem>, "copysign", FloatElem::copysign);

/// `|x1|` with the sign bit of `x2`. Real float dtypes (the runtime takes integers as the
/// default float dtype).
#[implements(f::copysign for NdArrayBackend, takes = classes::FLOAT)]
pub fn copysign(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Copysign.map(x1, x2)
}

// The float functions. Integers and `bool` reach them as the default float dtype (the
// declarations' `#[integer_arrays_to_float]`), so each kernel takes the float dtypes, and the
// complex ones where NumPy defines the function.

inexact_unary!(
    /// The square root: `nan` below 0 for real dtypes; for complex, the principal branch
    /// (`sqrt(-4 - 0i) == -2i`, as C99 and NumPy).
    #[implements(f::sqrt for NdArrayBackend, takes = classes::INEXACT)]
    sqrt, Sqrt, "sqrt", |a| map("sqrt", a.view(), InexactElem::sqrt)
);
inexact_unary!(
    /// `2^x`.
    #[implements(f::exp2 for NdArrayBackend, takes = classes::INEXACT)]
    exp2, Exp2, "exp2", |a| map("exp2", a.view(), InexactElem::exp2)
);
inexact_unary!(
    /// `ln(1 + x)`, accurate near 0 (for complex too, where NumPy's `log(1 + z)` is not).
    #[implements(f::log1p for NdArrayBackend, takes = classes::INEXACT)]
    log1p, Log1p, "log1p", |a| map("log1p", a.view(), InexactElem::log1p)
);
inexact_unary!(
    /// The base-2 logarithm (principal branch for complex).
    #[implements(f::log2 for NdArrayBackend, takes = classes::INEXACT)]
    log2, Log2, "log2", |a| map("log2", a.view(), InexactElem::log2)
);
inexact_unary!(
    /// The base-10 logarithm (principal branch for complex).
    #[implements(f::log10 for NdArrayBackend, takes = classes::INEXACT)]
    log10, Log10, "log10", |a| map("log10", a.view(), InexactElem::log10)
);
inexact_unary!(
    /// The sine; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
    #[implements(f::sin for NdArrayBackend, takes = classes::INEXACT)]
    sin, Sin, "sin", |a| transcendental(Function::Sin, a)
);
inexact_unary!(
    /// The cosine; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
    #[implements(f::cos for NdArrayBackend, takes = classes::INEXACT)]
    cos, Cos, "cos", |a| transcendental(Function::Cos, a)
);
inexact_unary!(
    /// The inverse sine (C99's principal branch for complex, as NumPy).
    #[implements(f::asin for NdArrayBackend, takes = classes::INEXACT)]
    asin, Asin, "asin", |a| map("asin", a.view(), InexactElem::asin)
);
inexact_unary!(
    /// The inverse cosine (C99's principal branch for complex, as NumPy).
    #[implements(f::acos for NdArrayBackend, takes = classes::INEXACT)]
    acos, Acos, "acos", |a| map("acos", a.view(), InexactElem::acos)
);
inexact_unary!(
    /// The inverse tangent (C99's principal branch for complex, as NumPy).
    #[implements(f::atan for NdArrayBackend, takes = classes::INEXACT)]
    atan, Atan, "atan", |a| map("atan", a.view(), InexactElem::atan)
);
inexact_unary!(
    /// The hyperbolic sine.
    #[implements(f::sinh for NdArrayBackend, takes = classes::INEXACT)]
    sinh, Sinh, "sinh", |a| map("sinh", a.view(), InexactElem::sinh)
);
inexact_unary!(
    /// The hyperbolic cosine.
    #[implements(f::cosh for NdArrayBackend, takes = classes::INEXACT)]
    cosh, Cosh, "cosh", |a| map("cosh", a.view(), InexactElem::cosh)
);
inexact_unary!(
    /// The hyperbolic tangent; vectorised for real floats (see [`vmath`](crate::vmath) for
    /// the accuracy).
    #[implements(f::tanh for NdArrayBackend, takes = classes::INEXACT)]
    tanh, Tanh, "tanh", |a| transcendental(Function::Tanh, a)
);
inexact_unary!(
    /// The inverse hyperbolic sine (C99's principal branch for complex, as NumPy).
    #[implements(f::asinh for NdArrayBackend, takes = classes::INEXACT)]
    asinh, Asinh, "asinh", |a| map("asinh", a.view(), InexactElem::asinh)
);
inexact_unary!(
    /// The inverse hyperbolic cosine: `nan` below 1 for real dtypes (C99's principal branch
    /// for complex, as NumPy).
    #[implements(f::acosh for NdArrayBackend, takes = classes::INEXACT)]
    acosh, Acosh, "acosh", |a| map("acosh", a.view(), InexactElem::acosh)
);
inexact_unary!(
    /// The inverse hyperbolic tangent: `±inf` at ±1, `nan` beyond for real dtypes (C99's
    /// principal branch for complex, as NumPy).
    #[implements(f::atanh for NdArrayBackend, takes = classes::INEXACT)]
    atanh, Atanh, "atanh", |a| map("atanh", a.view(), InexactElem::atanh)
);

/// A unary kernel over the real float dtypes: `$scalar` of each element, computed in its
/// accumulator type (`f32` for the half floats) and rounded once.
macro_rules! float_unary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $scalar:path) => {
        struct $Kernel;
        impl MapFloat for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
                Ok(map(Self::NAME, a.view(), |x| in_acc(x, $scalar))?.into())
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

float_unary!(
    /// The Gauss error function (musl's `erf`).
    #[implements(f::erf for NdArrayBackend, takes = classes::FLOAT)]
    erf, Erf, "erf", AccFloat::erf
);
float_unary!(
    /// Degrees to radians.
    #[implements(f::deg2rad for NdArrayBackend, takes = classes::FLOAT)]
    deg2rad, Deg2Rad, "deg2rad", deg2rad_of
);
float_unary!(
    /// Radians to degrees.
    #[implements(f::rad2deg for NdArrayBackend, takes = classes::FLOAT)]
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
            fn f<T: FloatElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
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
    #[implements(f::atan2 for NdArrayBackend, takes = classes::FLOAT)]
    atan2, Atan2, "atan2", Float::atan2
);
float_binary!(
    /// `sqrt(x1^2 + x2^2)` without overflow in the squares, C's `hypot` (`inf` if either is
    /// infinite, even next to `nan`).
    #[implements(f::hypot for NdArrayBackend, takes = classes::FLOAT)]
    hypot, Hypot, "hypot", Float::hypot
);
float_binary!(
    /// `ln(e^x1 + e^x2)`, without overflow (see `logaddexp_of`).
    #[implements(f::logaddexp for NdArrayBackend, takes = classes::FLOAT)]
    logaddexp, LogAddExp, "logaddexp", logaddexp_of
);

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
