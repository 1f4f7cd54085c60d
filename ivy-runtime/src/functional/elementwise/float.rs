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
    /// assert_eq!(ivy::sqrt(&x)?.to_string(), "[2., 1.4142135]");
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
    /// assert_eq!(ivy::exp2(&x)?.to_string(), "[8., 0.5, 1.4142135]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn exp2(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `ln(1 + x)`, element-wise, accurate for `x` near 0 (`-inf` at -1, `nan` below).
    ///
    /// ```
    /// let x = ivy::array![0.5f32, -0.5]?;
    /// assert_eq!(ivy::log1p(&x)?.to_string(), "[0.4054651, -0.6931472]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log1p(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Base-2 logarithm, element-wise (`-inf` at 0, `nan` below 0 for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![8.0f32, 0.5]?;
    /// assert_eq!(ivy::log2(&x)?.to_string(), "[3., -1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log2(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Base-10 logarithm, element-wise (`-inf` at 0, `nan` below 0 for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![1000.0f64, 0.1]?;
    /// assert_eq!(ivy::log10(&x)?.to_string(), "[3., -1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log10(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Sine (radians), element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::sin(&x)?.to_string(), "[0., 0.47942555]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sin(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Cosine (radians), element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::cos(&x)?.to_string(), "[1., 0.87758255]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn cos(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse sine, element-wise, in `[-pi/2, pi/2]` (`nan` outside `[-1, 1]` for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::asin(&x)?.to_string(), "[0., 0.5235988]");
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
    /// assert_eq!(ivy::atan(&x)?.to_string(), "[0., 0.4636476]");
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
    /// assert_eq!(ivy::atan2(&y, &x)?.to_string(), "[0.7853982, -2.3561945]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[integer_arrays_to_float]
    pub fn atan2(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Hyperbolic sine, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::sinh(&x)?.to_string(), "[0., 0.5210953]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sinh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Hyperbolic cosine, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::cosh(&x)?.to_string(), "[1., 1.127626]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn cosh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Hyperbolic tangent, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::tanh(&x)?.to_string(), "[0., 0.46211717]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn tanh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse hyperbolic sine, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::asinh(&x)?.to_string(), "[0., 0.48121184]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn asinh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Inverse hyperbolic cosine, element-wise (`nan` below 1 for real dtypes).
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 2.0]?;
    /// assert_eq!(ivy::acosh(&x)?.to_string(), "[0., 1.316958]");
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
    /// assert_eq!(ivy::atanh(&x)?.to_string(), "[0., 0.54930615]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn atanh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The Gauss error function, element-wise. Real dtypes only (as Ivy's backends).
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::erf(&x)?.to_string(), "[0., 0.5204999]");
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
    /// assert_eq!(ivy::rad2deg(&x)?.to_string(), "[180., 57.295776]");
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
    /// assert_eq!(ivy::hypot(&a, &b)?.to_string(), "[5., 13.]");
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
}

pub use declared::*;
