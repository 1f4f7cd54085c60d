//! The element-wise float functions: integer and `bool` arrays are taken as the default float dtype (Ivy's
//! superset behaviour); complex inputs where NumPy defines the function (principal branches).

use ivy_macros::primary;

use crate::{Array, ArrayLike, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The non-negative square root, element-wise (`nan` below 0 for real dtypes; the principal
    /// branch for complex, `sqrt(-4 - 0j) == -2j` as NumPy).
    ///
    /// ```
    /// let x = ivy::array![4.0f32, 2.0]?;
    /// assert_eq!(ivy::sqrt(&x)?.to_string(), "[2.       , 1.4142135]");
    /// assert_eq!(ivy::sqrt(&ivy::array![9i32]?)?.dtype(), ivy::Dtype::Float32);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sqrt(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `2^x`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![3.0f32, -1.0, 0.5]?;
    /// assert_eq!(ivy::exp2(&x)?.to_string(), "[8.       , 0.5      , 1.4142135]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn exp2(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `ln(1 + x)`, element-wise, accurate for `x` near 0 (`-inf` at -1, `nan` below).
    ///
    /// ```
    /// let x = ivy::array![0.5f32, -0.5]?;
    /// assert_eq!(ivy::log1p(&x)?.to_string(), "[ 0.4054651, -0.6931472]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log1p(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Base-2 logarithm, element-wise (`-inf` at 0, `nan` below 0 for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![8.0f32, 0.5]?;
    /// assert_eq!(ivy::log2(&x)?.to_string(), "[ 3., -1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log2(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Base-10 logarithm, element-wise (`-inf` at 0, `nan` below 0 for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![1000.0f64, 0.1]?;
    /// assert_eq!(ivy::log10(&x)?.to_string(), "[ 3., -1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log10(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Sine (radians), element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::sin(&x)?.to_string(), "[0.        , 0.47942555]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sin(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Cosine (radians), element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::cos(&x)?.to_string(), "[1.        , 0.87758255]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn cos(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse sine, element-wise, in `[-pi/2, pi/2]` (`nan` outside `[-1, 1]` for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::asin(&x)?.to_string(), "[0.       , 0.5235988]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn asin(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse cosine, element-wise, in `[0, pi]` (`nan` outside `[-1, 1]` for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::acos(&x)?.to_string(), "[1.5707964, 1.0471976]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn acos(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse tangent, element-wise, in `[-pi/2, pi/2]`.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::atan(&x)?.to_string(), "[0.       , 0.4636476]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn atan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The angle of the point `(x2, x1)` from the positive x axis, in `[-pi, pi]`, element-wise
    /// with broadcasting (the signs of both operands choose the quadrant, `-0.0` included, as
    /// C's `atan2`). Real dtypes only, as in NumPy.
    ///
    /// ```
    /// let y = ivy::array![1.0f32, -1.0]?;
    /// let x = ivy::array![1.0f32, -1.0]?;
    /// assert_eq!(ivy::atan2(&y, &x)?.to_string(), "[ 0.7853982, -2.3561945]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[integer_arrays_to_float]
    pub fn atan2(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Hyperbolic sine, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::sinh(&x)?.to_string(), "[0.       , 0.5210953]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sinh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Hyperbolic cosine, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::cosh(&x)?.to_string(), "[1.      , 1.127626]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn cosh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Hyperbolic tangent, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::tanh(&x)?.to_string(), "[0.        , 0.46211717]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn tanh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse hyperbolic sine, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::asinh(&x)?.to_string(), "[0.        , 0.48121184]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn asinh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse hyperbolic cosine, element-wise (`nan` below 1 for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 2.0]?;
    /// assert_eq!(ivy::acosh(&x)?.to_string(), "[0.      , 1.316958]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn acosh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse hyperbolic tangent, element-wise (`±inf` at ±1, `nan` outside `[-1, 1]` for real
    /// dtypes).
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::atanh(&x)?.to_string(), "[0.        , 0.54930615]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn atanh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The Gauss error function, element-wise. Real dtypes only (as Ivy's backends).
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::erf(&x)?.to_string(), "[0.       , 0.5204999]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn erf(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Degrees to radians, `x * pi / 180`, element-wise. Real dtypes only, as in NumPy.
    ///
    /// ```
    /// let x = ivy::array![180.0f32, 90.0]?;
    /// assert_eq!(ivy::deg2rad(&x)?.to_string(), "[3.1415927, 1.5707964]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn deg2rad(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Radians to degrees, `x * 180 / pi`, element-wise. Real dtypes only, as in NumPy.
    ///
    /// ```
    /// let x = ivy::array![3.1415927f32, 1.0]?;
    /// assert_eq!(ivy::rad2deg(&x)?.to_string(), "[180.      ,  57.295776]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn rad2deg(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The hypotenuse `sqrt(x1^2 + x2^2)`, element-wise with broadcasting, without overflow or
    /// underflow in the squares (`inf` if either is infinite, even next to `nan`, as C's
    /// `hypot`). Real dtypes only, as in NumPy.
    ///
    /// ```
    /// let a = ivy::array![3.0f32, 5.0]?;
    /// let b = ivy::array![4.0f32, 12.0]?;
    /// assert_eq!(ivy::hypot(&a, &b)?.to_string(), "[ 5., 13.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[integer_arrays_to_float]
    pub fn hypot(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `ln(e^x1 + e^x2)`, element-wise with broadcasting, without overflow or underflow in the
    /// exponentials (`logaddexp(1000, 1000) == 1000 + ln 2`). Real dtypes only, as in NumPy.
    ///
    /// ```
    /// let a = ivy::array![0.0f32, 1.0]?;
    /// let b = ivy::array![0.0f32, 2.0]?;
    /// assert_eq!(ivy::logaddexp(&a, &b)?.to_string(), "[0.6931472, 2.3132617]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[integer_arrays_to_float]
    pub fn logaddexp(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `log2(2^x1 + 2^x2)`, element-wise with broadcasting, without overflow or underflow in
    /// the powers (`logaddexp2(1000, 1000) == 1001`). Real dtypes only, as in NumPy.
    ///
    /// ```
    /// let a = ivy::array![0.0f32, 1.0]?;
    /// let b = ivy::array![0.0f32, 3.0]?;
    /// assert_eq!(ivy::logaddexp2(&a, &b)?.to_string(), "[1.      , 3.321928]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[integer_arrays_to_float]
    pub fn logaddexp2(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `ln |Γ(x)|`, element-wise (SciPy's `gammaln`, C's `lgamma`): `inf` at 0, at the
    /// negative integers and at `±inf`. Computed in float64 and rounded once. Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 3.0, 0.5]?;
    /// assert_eq!(ivy::lgamma(&x)?.to_string(), "[0.       , 0.6931472, 0.5723649]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn lgamma(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The digamma function `Γ'(x) / Γ(x)`, element-wise (SciPy's `psi`): `-inf` at `0`, `inf`
    /// at `-0`, `nan` at the negative integers and at `-inf`. Computed in float64 and rounded
    /// once. Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 2.0, 0.5]?;
    /// assert_eq!(ivy::digamma(&x)?.to_string(), "[-0.5772157 ,  0.42278433, -1.96351   ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn digamma(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The complementary error function `1 - erf(x)`, element-wise, without the cancellation
    /// of that difference for large `x` (SciPy's `erfc`). Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 1.0]?;
    /// assert_eq!(ivy::erfc(&x)?.to_string(), "[1.       , 0.1572992]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn erfc(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The inverse error function, element-wise (SciPy's `erfinv`): `±inf` at ±1, `nan`
    /// outside `[-1, 1]`. Computed in float64 and rounded once. Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5, -0.9]?;
    /// assert_eq!(ivy::erfinv(&x)?.to_string(), "[ 0.        ,  0.47693628, -1.1630871 ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn erfinv(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The modified Bessel function of the first kind of order 0, element-wise (NumPy's
    /// `i0`; `inf` at `±inf`, and beyond about 713.98, where it overflows float64). Real
    /// dtypes only.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 1.0, -2.0]?;
    /// assert_eq!(ivy::i0(&x)?.to_string(), "[1.       , 1.2660658, 2.2795854]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn i0(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The normalised sinc `sin(pi x) / (pi x)`, element-wise, 1 at 0 (NumPy's `sinc`; `nan` at
    /// `±inf`). Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5, 1.5]?;
    /// assert_eq!(ivy::sinc(&x)?.to_string(), "[ 1.        ,  0.63661975, -0.21220659]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sinc(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `x * ln(y)`, element-wise with broadcasting, and 0 where `x` is 0 unless `y` is `nan`
    /// (SciPy's `xlogy`: `xlogy(0, 0) == 0`). Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 2.0, 3.0]?;
    /// let y = ivy::array![0.0f32, 1.0, 2.0]?;
    /// assert_eq!(ivy::xlogy(&x, &y)?.to_string(), "[0.       , 0.       , 2.0794415]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x, y]))]
    #[integer_arrays_to_float]
    pub fn xlogy(x: ArrayLike<'_>, y: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// The Hurwitz zeta function `sum over k >= 0 of (k + q)^-x`, element-wise with
    /// broadcasting (SciPy's `zeta(x, q)`; `zeta(x, 1)` is Riemann's): `inf` at `x = 1` and
    /// where `q` is a non-positive integer, `nan` for `x < 1` and for negative `q` with `x`
    /// not an integer. Computed in float64 and rounded once. Real dtypes only.
    ///
    /// ```
    /// let x = ivy::array![2.0f32, 3.0, 2.0]?;
    /// let q = ivy::array![1.0f32, 1.0, 2.0]?;
    /// assert_eq!(ivy::zeta(&x, &q)?.to_string(), "[1.644934  , 1.2020569 , 0.64493406]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x, q]))]
    #[integer_arrays_to_float]
    pub fn zeta(x: ArrayLike<'_>, q: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;
}

pub use declared::*;
