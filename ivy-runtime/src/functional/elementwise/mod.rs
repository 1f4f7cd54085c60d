//! Element-wise functions. Binary functions promote their inputs under the active rules before
//! the kernel runs; a Rust scalar next to an array is weak (`add(&int8_array, 2)` stays int8).

use ivy_macros::primary;

use crate::{Array, ArrayLike, Result, Scalar};

mod composed;
mod float;

pub use composed::*;
pub use float::*;

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// `x1 + x2`, element-wise, with broadcasting (bool: logical or).
    #[returns(broadcast(&[x1, x2]))]
    pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 - x2`, element-wise, with broadcasting.
    #[returns(broadcast(&[x1, x2]))]
    pub fn subtract(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 * x2`, element-wise, with broadcasting (bool: logical and).
    #[returns(broadcast(&[x1, x2]))]
    pub fn multiply(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 / x2`, true division: integer and bool inputs give the default float dtype.
    #[returns(quotient(&[x1, x2]))]
    pub fn divide(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `|x|`, element-wise; a complex input gives its magnitude in the matching real dtype.
    #[returns(real_part(x))]
    pub fn abs(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `e^x`, element-wise.
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn exp(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `e^x - 1`, element-wise.
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn expm1(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Tangent, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0.0f32, 0.5]?;
    /// assert_eq!(ivy::tan(&x)?.to_string(), "[0.       , 0.5463025]");
    /// // Integers are taken as the default float dtype.
    /// assert_eq!(ivy::tan(&ivy::array![1i8]?)?.dtype(), ivy::Dtype::Float32);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Natural logarithm, element-wise.
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn log(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `x` limited to `[x_min, x_max]`, element-wise.
    #[returns(same(x))]
    pub fn clip(x: &Array, x_min: Scalar, x_max: Scalar, out: Option<&mut Array>) -> Result<Array>;

    /// Least common multiple of integers, element-wise (non-negative; 0 with 0 is 0).
    #[returns(broadcast(&[x1, x2]))]
    pub fn lcm(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Logical not, element-wise: `true` where `x` is zero; the result is `bool`.
    #[returns(predicate(x))]
    pub fn logical_not(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `floor(x1 / x2)`, element-wise, with broadcasting, as NumPy's `floor_divide`: integers
    /// divide exactly and wrap (`int8` -128 // -1 is -128), and an integer division by zero gives
    /// 0; floats follow IEEE (`1.0 // 0.0` is `inf`) and NumPy's `divmod`, so
    /// `x1 == floor_divide(x1, x2) * x2 + remainder(x1, x2, true)` as closely as rounding allows.
    ///
    /// ```
    /// let x = ivy::array![7, -7, 7, 1]?;
    /// let y = ivy::array![2, 2, -2, 0]?;
    /// assert_eq!(ivy::floor_divide(&x, &y)?.to_string(), "[ 3, -4, -4,  0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn floor_divide(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>)
    -> Result<Array>;

    /// The remainder of `x1 / x2`, element-wise, with broadcasting. With `modulus`, the remainder
    /// of [`floor_divide()`], which has the sign of `x2` (NumPy's `remainder`, Python's `%`);
    /// without, the remainder of the division truncated toward zero, which has the sign of `x1`
    /// (C's `fmod`). An integer remainder by zero is 0; a float one is `nan`.
    ///
    /// ```
    /// let x = ivy::array![7, -7, 7, 5]?;
    /// let y = ivy::array![2, 2, -2, 0]?;
    /// assert_eq!(ivy::remainder(&x, &y)?.to_string(), "[ 1,  1, -1,  0]");
    /// assert_eq!(ivy::remainder::with(&x, &y).modulus(false).call()?.to_string(), "[ 1, -1,  1,  0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[defaults(modulus = true)]
    pub fn remainder(
        x1: ArrayLike<'_>,
        x2: ArrayLike<'_>,
        modulus: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// `x1` raised to the power `x2`, element-wise, with broadcasting. Integer powers wrap as
    /// NumPy's (`int8` 3⁵ is -13); a negative integer exponent is an error, as in NumPy (integers
    /// have no fractions: use a float dtype). Floats follow C's `pow` (`0.0 ** -1.0` is `inf`,
    /// `x ** 0.0` is 1 even for `nan`); complex `0 ** 0` is 1.
    ///
    /// ```
    /// let x = ivy::array![2, 3, -2]?;
    /// assert_eq!(ivy::pow(&x, 3)?.to_string(), "[ 8, 27, -8]");
    /// assert!(ivy::pow(&x, -1).is_err());
    /// assert_eq!(ivy::pow(&ivy::array![4.0f32]?, 0.5)?.to_string(), "[2.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn pow(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `-x`, element-wise. Integers wrap, as NumPy's: `-(-128)` is -128 in `int8`, and an
    /// unsigned `-1` is the largest value (255 in `uint8`).
    ///
    /// ```
    /// let x = ivy::array![1i8, -128, 0]?;
    /// assert_eq!(ivy::negative(&x)?.to_string(), "[  -1, -128,    0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn negative(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `+x`, element-wise: a copy of `x` (numeric dtypes; `bool` is refused, as in NumPy).
    ///
    /// ```
    /// let x = ivy::array![1.5f32, -2.0]?;
    /// assert_eq!(ivy::positive(&x)?.to_string(), "[ 1.5, -2. ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn positive(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The sign of `x`, element-wise: -1, 0 or 1 for real numbers (0 for both zeros, `nan` for
    /// `nan`), and `x / |x|` for complex numbers (0 at 0), as the Array API (2023) and NumPy 2
    /// define it. Ivy's `np_variant` flag, which selects NumPy 1's older complex sign, is left out.
    ///
    /// ```
    /// let x = ivy::array![-3.5f64, 0.0, 2.0, f64::NAN]?;
    /// assert_eq!(ivy::sign(&x)?.to_string(), "[-1.,  0.,  1., nan]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn sign(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `x * x`, element-wise; integers wrap (`int8` 16² is 0).
    ///
    /// ```
    /// let x = ivy::array![3, -4]?;
    /// assert_eq!(ivy::square(&x)?.to_string(), "[ 9, 16]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn square(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `1 / x`, element-wise. Floats follow IEEE (`1 / 0.0` is `inf`). Integers and `bool` are
    /// taken as the default float dtype, as Ivy's NumPy backend divides (`np.true_divide(1, x)`:
    /// `inf` at 0, never a truncated quotient); Ivy's gives `float64` there, ours the default
    /// float, as `divide` does in both.
    ///
    /// ```
    /// let x = ivy::array![2.0f32, -0.5, 0.0]?;
    /// assert_eq!(ivy::reciprocal(&x)?.to_string(), "[ 0.5, -2. ,  inf]");
    /// let y = ivy::reciprocal(&ivy::array![1, -2, 0]?)?;
    /// assert_eq!((y.dtype(), y.to_string()), (ivy::Dtype::Float32, "[ 1. , -0.5,  inf]".into()));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn reciprocal(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The largest integer not greater than `x`, element-wise, in `x`'s dtype; integers are
    /// unchanged (Array API). `-0.0`, infinities and `nan` are kept.
    ///
    /// ```
    /// let x = ivy::array![-1.5f32, 0.5, 2.0]?;
    /// assert_eq!(ivy::floor(&x)?.to_string(), "[-2.,  0.,  2.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn floor(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The smallest integer not less than `x`, element-wise, in `x`'s dtype; integers are
    /// unchanged (Array API). `ceil(-0.5)` is `-0.0`.
    ///
    /// ```
    /// let x = ivy::array![-1.5f32, 0.5, 2.0]?;
    /// assert_eq!(ivy::ceil(&x)?.to_string(), "[-1.,  1.,  2.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn ceil(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `x` rounded to `decimals` decimal places (to tens, hundreds, .. when negative), element-wise,
    /// halves to even as NumPy's `round` (`round(2.5)` is 2); complex numbers round each part.
    /// Integers are unchanged whatever `decimals` is, as in Ivy. Floats are scaled by
    /// `10^decimals`, rounded and scaled back as NumPy does, except where that scaling overflows:
    /// NumPy gives `nan` or `inf` there, this gives `x` itself (no digits beyond the dtype's
    /// precision to round) or a zero (for `decimals` below the dtype's range).
    ///
    /// ```
    /// let x = ivy::array![0.5, 1.5, 2.5, -0.5]?;
    /// assert_eq!(ivy::round(&x)?.to_string(), "[ 0.,  2.,  2., -0.]");
    /// assert_eq!(ivy::round::with(&ivy::array![1.25]?).decimals(1).call()?.to_string(), "[1.2]");
    /// assert_eq!(ivy::round::with(&ivy::array![1250.0]?).decimals(-2).call()?.to_string(), "[1200.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[defaults(decimals = 0)]
    pub fn round(x: &Array, decimals: i32, out: Option<&mut Array>) -> Result<Array>;

    /// `x` with its fractional part removed (rounded toward zero), element-wise, in `x`'s dtype;
    /// integers are unchanged (Array API).
    ///
    /// ```
    /// let x = ivy::array![-1.7f32, 1.7]?;
    /// assert_eq!(ivy::trunc(&x)?.to_string(), "[-1.,  1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn trunc(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The larger of `x1` and `x2`, element-wise, with broadcasting; a `nan` in either gives `nan`
    /// (see [`fmax()`] to ignore it). Of two equal values (`-0.0` and `0.0`), `x2`, as NumPy on x86.
    /// Ivy's `use_where` flag only picks how a backend computes the same values, and is left out.
    ///
    /// ```
    /// let x = ivy::array![1.0, f64::NAN, 3.0]?;
    /// let y = ivy::array![2.0, 1.0, -3.0]?;
    /// assert_eq!(ivy::maximum(&x, &y)?.to_string(), "[ 2., nan,  3.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn maximum(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// The smaller of `x1` and `x2`, element-wise, with broadcasting; a `nan` in either gives `nan`
    /// (see [`fmin()`] to ignore it). Of two equal values (`-0.0` and `0.0`), `x2`, as NumPy on x86.
    /// Ivy's `use_where` flag is left out (see [`maximum()`]).
    ///
    /// ```
    /// let x = ivy::array![1, 5, 3]?;
    /// assert_eq!(ivy::minimum(&x, 2)?.to_string(), "[1, 2, 2]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn minimum(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// The smaller of `x1` and `x2`, element-wise, with broadcasting, ignoring `nan`: `nan` only
    /// where both are (C's `fmin`). Of two equal values (`-0.0` and `0.0`), `x1`.
    ///
    /// ```
    /// let x = ivy::array![1.0, f64::NAN, f64::NAN]?;
    /// let y = ivy::array![2.0, 1.0, f64::NAN]?;
    /// assert_eq!(ivy::fmin(&x, &y)?.to_string(), "[ 1.,  1., nan]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn fmin(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// The larger of `x1` and `x2`, element-wise, with broadcasting, ignoring `nan`: `nan` only
    /// where both are (C's `fmax`). Of two equal values (`-0.0` and `0.0`), `x1`.
    ///
    /// ```
    /// let x = ivy::array![1.0, f64::NAN, f64::NAN]?;
    /// let y = ivy::array![2.0, 1.0, f64::NAN]?;
    /// assert_eq!(ivy::fmax(&x, &y)?.to_string(), "[ 2.,  1., nan]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn fmax(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 == x2`, element-wise, with broadcasting, as `bool` (`nan` equals nothing; `-0.0 ==
    /// 0.0`; complex numbers compare both parts).
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::equal(&x, 2)?.to_string(), "[false,  true, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn equal(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 != x2`, element-wise, with broadcasting, as `bool` (`nan` differs from everything,
    /// itself included).
    ///
    /// ```
    /// let x = ivy::array![1.0, f64::NAN]?;
    /// assert_eq!(ivy::not_equal(&x, &x)?.to_string(), "[false,  true]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn not_equal(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 < x2`, element-wise, with broadcasting, as `bool` (`false` with a `nan`; `false <
    /// true`). Complex numbers have no order and are refused, as in the Array API.
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::less(&x, 2)?.to_string(), "[ true, false, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn less(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 <= x2`, element-wise, with broadcasting, as `bool` (see [`less()`]).
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::less_equal(&x, 2)?.to_string(), "[ true,  true, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn less_equal(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 > x2`, element-wise, with broadcasting, as `bool` (see [`less()`]).
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::greater(&x, 2)?.to_string(), "[false, false,  true]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn greater(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 >= x2`, element-wise, with broadcasting, as `bool` (see [`less()`]).
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::greater_equal(&x, 2)?.to_string(), "[false,  true,  true]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn greater_equal(
        x1: ArrayLike<'_>,
        x2: ArrayLike<'_>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// Whether `x`'s sign bit is set, element-wise, as `bool` (NumPy's `signbit`): `true` for a
    /// negative number, `-0.0`, `-inf` and a `nan` with its sign bit set. A float function:
    /// integers and `bool` are taken as the default float dtype (which keeps every sign); complex
    /// numbers have no sign bit.
    ///
    /// ```
    /// let x = ivy::array![-1.5f32, 0.0, -0.0, 2.0, f32::NEG_INFINITY]?;
    /// assert_eq!(ivy::signbit(&x)?.to_string(), "[ true, false,  true, false,  true]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(predicate(x))]
    #[integer_arrays_to_float]
    pub fn signbit(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Whether `x` is `nan`, element-wise, as `bool`: a complex number is when either part is;
    /// integers and `bool` never are.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, f32::NAN, f32::INFINITY]?;
    /// assert_eq!(ivy::isnan(&x)?.to_string(), "[false,  true, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(predicate(x))]
    pub fn isnan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Whether `x` is infinite, element-wise, as `bool`: `+inf` counts if `detect_positive`,
    /// `-inf` if `detect_negative` (a complex number counts when either part does); integers and
    /// `bool` never are.
    ///
    /// ```
    /// let x = ivy::array![f64::INFINITY, -f64::INFINITY, 1.0]?;
    /// assert_eq!(ivy::isinf(&x)?.to_string(), "[ true,  true, false]");
    /// assert_eq!(ivy::isinf::with(&x).detect_positive(false).call()?.to_string(), "[false,  true, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(predicate(x))]
    #[defaults(detect_positive = true, detect_negative = true)]
    pub fn isinf(
        x: &Array,
        detect_positive: bool,
        detect_negative: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// Whether `x` is finite (neither infinite nor `nan`), element-wise, as `bool`: a complex
    /// number is when both parts are; integers and `bool` always are.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, f32::NAN, f32::INFINITY]?;
    /// assert_eq!(ivy::isfinite(&x)?.to_string(), "[ true, false, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(predicate(x))]
    pub fn isfinite(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Logical and, element-wise, with broadcasting, as `bool`; any dtype, a nonzero value (`nan`
    /// included) being true.
    ///
    /// ```
    /// let x = ivy::array![true, true, false]?;
    /// let y = ivy::array![true, false, false]?;
    /// assert_eq!(ivy::logical_and(&x, &y)?.to_string(), "[ true, false, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn logical_and(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Logical or, element-wise, with broadcasting, as `bool` (see [`logical_and()`]).
    ///
    /// ```
    /// let x = ivy::array![1, 0, 0]?;
    /// let y = ivy::array![0, 2, 0]?;
    /// assert_eq!(ivy::logical_or(&x, &y)?.to_string(), "[ true,  true, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn logical_or(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Logical exclusive or, element-wise, with broadcasting, as `bool` (see [`logical_and()`]).
    ///
    /// ```
    /// let x = ivy::array![true, true, false]?;
    /// assert_eq!(ivy::logical_xor(&x, true)?.to_string(), "[false, false,  true]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(compare(&[x1, x2]))]
    pub fn logical_xor(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Bitwise and of integers (logical and of `bool`), element-wise, with broadcasting.
    ///
    /// ```
    /// let x = ivy::array![12u8, 10]?;
    /// assert_eq!(ivy::bitwise_and(&x, 6)?.to_string(), "[4, 2]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn bitwise_and(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Bitwise or of integers (logical or of `bool`), element-wise, with broadcasting.
    ///
    /// ```
    /// let x = ivy::array![12u8, 10]?;
    /// assert_eq!(ivy::bitwise_or(&x, 6)?.to_string(), "[14, 14]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn bitwise_or(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Bitwise exclusive or of integers (logical xor of `bool`), element-wise, with broadcasting.
    ///
    /// ```
    /// let x = ivy::array![12u8, 10]?;
    /// assert_eq!(ivy::bitwise_xor(&x, 6)?.to_string(), "[10, 12]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn bitwise_xor(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// Every bit of an integer flipped (`!x`; two's complement, so `-x - 1` for signed integers),
    /// or the logical not of a `bool`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![0i8, 5, -128]?;
    /// assert_eq!(ivy::bitwise_invert(&x)?.to_string(), "[ -1,  -6, 127]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn bitwise_invert(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The bits of `x1` shifted left by `x2`, element-wise, with broadcasting; bits shifted out are
    /// lost (the result wraps). As NumPy: a count that is negative or not less than the dtype's
    /// width gives 0.
    ///
    /// ```
    /// let x = ivy::array![1i8, 3, 1]?;
    /// let by = ivy::array![3i8, 6, 8]?;
    /// assert_eq!(ivy::bitwise_left_shift(&x, &by)?.to_string(), "[  8, -64,   0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn bitwise_left_shift(
        x1: ArrayLike<'_>,
        x2: ArrayLike<'_>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The bits of `x1` shifted right by `x2`, element-wise, with broadcasting: arithmetically for
    /// signed integers (the sign is kept). As NumPy: a count that is negative or not less than the
    /// dtype's width gives -1 for a negative `x1` and 0 otherwise.
    ///
    /// ```
    /// let x = ivy::array![-8i8, 8, -8]?;
    /// let by = ivy::array![1i8, 2, 9]?;
    /// assert_eq!(ivy::bitwise_right_shift(&x, &by)?.to_string(), "[-4,  2, -1]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(bitwise_left_shift)]
    #[returns(broadcast(&[x1, x2]))]
    pub fn bitwise_right_shift();

    /// The greatest common divisor of `|x1|` and `|x2|`, element-wise, with broadcasting
    /// (`gcd(0, 0)` is 0), computed exactly and wrapped into the dtype as NumPy's (`int8`
    /// `gcd(-128, 0)` is 128, so -128). Integer dtypes only.
    ///
    /// ```
    /// let x = ivy::array![12, -6, 0]?;
    /// let y = ivy::array![18, 4, 7]?;
    /// assert_eq!(ivy::gcd(&x, &y)?.to_string(), "[6, 2, 7]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    pub fn gcd(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

    /// The real part of `x`, element-wise: for complex numbers in the matching real dtype
    /// (`complex64` gives `float32`); any other dtype is its own real part (a copy, as NumPy).
    ///
    /// ```
    /// use num_complex::Complex;
    /// let z = ivy::array![Complex::new(1.5f32, -2.0)]?;
    /// let re = ivy::real(&z)?;
    /// assert_eq!((re.dtype(), re.to_string()), (ivy::Dtype::Float32, "[1.5]".to_owned()));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(real_part(x))]
    pub fn real(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The imaginary part of `val`, element-wise: for complex numbers in the matching real dtype;
    /// zeros of `val`'s dtype for any other (as NumPy).
    ///
    /// ```
    /// use num_complex::Complex;
    /// let z = ivy::array![Complex::new(1.5f64, -2.0)]?;
    /// assert_eq!(ivy::imag(&z)?.to_string(), "[-2.]");
    /// assert_eq!(ivy::imag(&ivy::array![3, 4]?)?.to_string(), "[0, 0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(real_part(val))]
    pub fn imag(val: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The complex conjugate of `x`, element-wise; any other dtype is its own conjugate (a copy,
    /// as NumPy).
    ///
    /// ```
    /// use num_complex::Complex;
    /// let z = ivy::array![Complex::new(1.0f64, 2.0)]?;
    /// assert_eq!(ivy::conj(&z)?.to_string(), "[1.-2.j]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn conj(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The argument (phase angle) of `z`, element-wise, in radians in `[-π, π]`, or in degrees if
    /// `deg`: `atan2(imag, real)`, in the matching real dtype for complex numbers. A real number's
    /// is 0, or π when its sign is negative (`-0.0` included, as NumPy). Integers and `bool` are
    /// taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![1.0, -2.0]?;
    /// assert_eq!(ivy::angle::with(&x).deg(true).call()?.to_string(), "[  0., 180.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(real_part(z))]
    #[integer_arrays_to_float]
    pub fn angle(z: &Array, deg: bool, out: Option<&mut Array>) -> Result<Array>;

    /// `x1`'s magnitude with `x2`'s sign bit, element-wise, with broadcasting (`-0.0` and a `nan`
    /// with its sign bit set count as negative). A float function: integers and `bool` are taken as
    /// the default float dtype, as Ivy's backends do.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, -2.0, 3.0]?;
    /// let y = ivy::array![-0.0f32, 1.0, -1.0]?;
    /// assert_eq!(ivy::copysign(&x, &y)?.to_string(), "[-1.,  2., -3.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast(&[x1, x2]))]
    #[integer_arrays_to_float]
    pub fn copysign(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;
}

pub use declared::*;
