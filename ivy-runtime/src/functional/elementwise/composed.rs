//! Element-wise functions composed of the primary ones (each runs wherever its callees run).

use ivy_macros::compositional;

use super::{
    abs, add, copysign, divide, equal, exp2, floor, floor_divide, greater, imag, isfinite, isinf,
    isnan, less_equal, logical_and, logical_or, multiply, not_equal, pow, real, remainder,
    subtract, trunc,
};
use crate::functional::{
    astype, broadcast_arrays, concat, full_like, gather, max, min, sum, where_, zeros_like,
};
use crate::{Array, ArrayLike, Dtype, Result, Scalar, finfo};

/// The remainder of `x1 / x2` with the sign of `x1` (C's `fmod`, NumPy's `fmod`), element-wise
/// with broadcasting: [`remainder()`] with `modulus` false. An integer remainder by zero is 0,
/// a float one `nan`.
///
/// ```
/// let x = ivy::array![-7, 7]?;
/// assert_eq!(ivy::fmod(&x, 3)?.to_string(), "[-1,  1]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[x1, x2]))]
#[handle_out]
#[nestable]
pub fn fmod(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array> {
    remainder::with(x1, x2).modulus(false).call()
}

/// `x1 / x2` rounded toward zero, element-wise with broadcasting, in the inputs' promoted dtype
/// (Ivy's `trunc_divide`): floats as `trunc(x1 / x2)`; integers exactly, wrapping, and 0 for
/// a division by zero (as [`floor_divide()`]), from the floored quotient, one more where the
/// exact quotient is negative and not whole.
///
/// ```
/// let x = ivy::array![-7, 7]?;
/// assert_eq!(ivy::trunc_divide(&x, 2)?.to_string(), "[-3,  3]");
/// assert_eq!(ivy::trunc_divide(&ivy::array![-7.5f32]?, 2)?.to_string(), "[-3.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[x1, x2]))]
#[handle_out]
#[nestable]
pub fn trunc_divide(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array> {
    let floored = floor_divide(x1, x2)?;
    if floored.dtype().is_float() {
        return trunc(&divide(x1, x2)?);
    }
    // The modulus (sign of x2) less the C remainder (sign of x1) is x2 exactly where the two
    // signs differ and the division is not exact, 0 elsewhere: `// x2` makes it the 1 to add.
    let modulus = remainder(x1, x2)?;
    let c_remainder = remainder::with(x1, x2).modulus(false).call()?;
    add(&floored, &floor_divide(&subtract(&modulus, &c_remainder)?, x2)?)
}

/// `x` with `nan` replaced by `nan` (Ivy's default 0), `inf` by `posinf` and `-inf` by
/// `neginf` (by default the largest and the most negative finite value of `x`'s dtype), as
/// NumPy's `nan_to_num`; for complex `x`, in each part. Integer and `bool` arrays are
/// returned as they are. The replacements must fit `x`'s dtype. `copy` is Ivy's argument,
/// taken for its signature: the result is a new array either way (an ivy array is a value).
///
/// ```
/// let x = ivy::array![f32::NAN, f32::INFINITY, -1.5]?;
/// assert_eq!(ivy::nan_to_num(&x)?.to_vec::<f32>()?, [0.0, f32::MAX, -1.5]);
/// let y = ivy::nan_to_num::with(&x).nan(9.0).posinf(1.0).call()?;
/// assert_eq!(y.to_vec::<f32>()?, [9.0, 1.0, -1.5]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(copy = true, nan = 0.0)]
#[handle_out]
#[nestable]
pub fn nan_to_num(
    x: &Array,
    copy: bool,
    nan: f64,
    posinf: Option<f64>,
    neginf: Option<f64>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let _ = copy;
    let dtype = x.dtype();
    if dtype.is_complex() {
        let fix = |part: Array| {
            nan_to_num::with(&part).nan(nan).posinf(posinf).neginf(neginf).call()
        };
        let re = astype(&fix(real(x)?)?, dtype)?;
        let im = astype(&fix(imag(x)?)?, dtype)?;
        return add(&re, &multiply(&im, Scalar::from(num_complex::Complex64::new(0.0, 1.0)))?);
    }
    if !dtype.is_float() {
        return Ok(x.clone());
    }
    let big = finfo(dtype)?.max;
    let y = where_(&isnan(x)?, nan, x)?;
    let up = isinf::with(&y).detect_negative(false).call()?;
    let y = where_(&up, posinf.unwrap_or(big), &y)?;
    let down = isinf::with(&y).detect_positive(false).call()?;
    where_(&down, neginf.unwrap_or(-big), &y)
}

/// Whether each element of `x` is real: its imaginary part is 0 (NumPy's `isreal`; every
/// element of a real or `bool` array is).
///
/// ```
/// let x = ivy::array![1.0f32, 2.0]?;
/// assert_eq!(ivy::isreal(&x)?.to_string(), "[ true,  true]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(predicate(x))]
#[handle_out]
#[nestable]
pub fn isreal(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    if x.dtype().is_complex() {
        equal(&imag(x)?, 0)
    } else {
        full_like::with(x, Scalar::from(true)).dtype(Dtype::Bool).call()
    }
}

/// `x1 * 2^x2`, element-wise with broadcasting (NumPy's `ldexp`), exact for whole `x2` as
/// long as the result is a normal float: `2^x2` is applied in two halves, so that `ldexp(1e-300,
/// 1100)` does not overflow on the way. A fractional `x2` (which NumPy refuses) scales by
/// `2^x2` all the same. Integers and `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![1.5f32, -3.0]?;
/// assert_eq!(ivy::ldexp(&x, &ivy::array![2.0f32, -1.0]?)?.to_string(), "[ 6. , -1.5]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[x1, x2]))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn ldexp(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    let half = floor(&multiply(x2, 0.5)?)?;
    let rest = subtract(x2, &half)?;
    multiply(&multiply(x1, &exp2(&half)?)?, &exp2(&rest)?)
}

/// `input + weight * (end - input)`, element-wise with broadcasting (Ivy's and PyTorch's
/// `lerp`): `input` at weight 0, `end` at weight 1. The three promote together.
///
/// ```
/// let a = ivy::array![0.0f32, 10.0]?;
/// let b = ivy::array![4.0f32, 20.0]?;
/// assert_eq!(ivy::lerp(&a, &b, &ivy::array![0.25f32]?)?.to_string(), "[ 1. , 12.5]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[input, end, weight]))]
#[handle_out]
#[nestable]
pub fn lerp(
    input: &Array,
    end: &Array,
    weight: &Array,
    out: Option<&mut Array>,
) -> Result<Array> {
    add(input, &multiply(weight, &subtract(end, input)?)?)
}

/// `x1 ** x2` computed in float64 (complex128 when either is complex), element-wise with
/// broadcasting (NumPy's `float_power`): integers do not wrap, negative integer exponents
/// are fine.
///
/// ```
/// let x = ivy::array![2i8, 10]?;
/// let y = ivy::float_power(&x, &ivy::array![-1i8, 3]?)?;
/// assert_eq!((y.to_string(), y.dtype()), ("[5.e-01, 1.e+03]".to_owned(), ivy::Dtype::Float64));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast_retyped(&[x1, x2], crate::type_rules::widest_inexact(&[x1.dtype, x2.dtype])))]
#[handle_out]
#[nestable]
pub fn float_power(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    let dtype = crate::type_rules::widest_inexact(&[x1.dtype(), x2.dtype()]);
    pow(&astype(x1, dtype)?, &astype(x2, dtype)?)
}

/// Whether `a` and `b` are equal within a tolerance, element-wise with broadcasting (NumPy's
/// `isclose`): `|a - b| <= atol + rtol * |b|` for finite `b`; infinities are close only to
/// the same infinity; `nan` is close to `nan` only with `equal_nan`. Ivy's defaults are
/// `rtol = 1e-5`, `atol = 1e-8`.
///
/// ```
/// let a = ivy::array![1.0, f64::INFINITY, f64::NAN]?;
/// let b = ivy::array![1.000001, 1.0, f64::NAN]?;
/// assert_eq!(ivy::isclose(&a, &b)?.to_string(), "[ true, false, false]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(compare(&[a, b]))]
#[defaults(rtol = 1e-5, atol = 1e-8)]
#[handle_out]
#[nestable]
pub fn isclose(
    a: &Array,
    b: &Array,
    rtol: f64,
    atol: f64,
    equal_nan: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let bound = add(&multiply(&abs(b)?, rtol)?, atol)?;
    let near = less_equal(&abs(&subtract(a, b)?)?, &bound)?;
    let near = logical_and(&near, &isfinite(b)?)?;
    let close = logical_or(&equal(a, b)?, &near)?;
    if equal_nan {
        logical_or(&close, &logical_and(&isnan(a)?, &isnan(b)?)?)
    } else {
        Ok(close)
    }
}

/// Each element rounded toward zero (NumPy's `fix`, [`trunc()`]); integers and `bool` are
/// taken as the default float dtype.
///
/// ```
/// let x = ivy::array![-2.5f32, 2.5]?;
/// assert_eq!(ivy::fix(&x)?.to_string(), "[-2.,  2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn fix(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    trunc(x)
}

/// The fractional and whole parts of each element, both with its sign: `(x - trunc(x),
/// trunc(x))` (NumPy's `modf`; `±inf` gives `(±0, ±inf)`, `nan` gives `(nan, nan)`).
/// Integers and `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![-2.5f32, 1.0]?;
/// let (fraction, whole) = ivy::modf(&x)?;
/// assert_eq!((fraction.to_string(), whole.to_string()), ("[-0.5,  0. ]".to_owned(), "[-2.,  1.]".to_owned()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(Ok((same(x)?, same(x)?)))]
#[integer_arrays_to_float]
#[nestable]
pub fn modf(x: &Array) -> Result<(Array, Array)> {
    let whole = trunc(x)?;
    let fraction = copysign(&subtract(x, &whole)?, x)?;
    let zero = copysign(&zeros_like(x)?, x)?;
    let fraction = where_(&isinf(x)?, &zero, &fraction)?;
    Ok((fraction, whole))
}

/// 1 where `x > threshold` (Ivy's default 0), 0 elsewhere, in `x`'s dtype (Ivy's
/// `binarizer`; `nan` gives 0).
///
/// ```
/// let x = ivy::array![-1.0f32, 0.5, 2.0]?;
/// assert_eq!(ivy::binarizer::with(&x).threshold(0.5).call()?.to_string(), "[0., 0., 1.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(threshold = 0.0)]
#[handle_out]
#[nestable]
pub fn binarizer(x: &Array, threshold: f64, out: Option<&mut Array>) -> Result<Array> {
    let above = greater(x, threshold)?;
    // `bool` stays `bool` (1 and 0 promote with it to an integer otherwise).
    astype(&where_(&above, 1, &zeros_like(x)?)?, x.dtype())
}

/// The number of nonzero elements over `axis` (all axes if `None`) (NumPy's
/// `count_nonzero`), as `int64` or `dtype`.
///
/// ```
/// let x = ivy::array![[0, 1, 7], [0, 0, 2]]?;
/// assert_eq!(ivy::count_nonzero::with(&x).axis(1).call()?.to_string(), "[2, 1]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce_retyped(a, axis, keepdims, dtype.unwrap_or(crate::type_rules::INDEX_DTYPE)))]
#[handle_out]
#[nestable]
pub fn count_nonzero(
    a: &Array,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let nonzero = not_equal(a, 0)?;
    sum::with(&nonzero)
        .axis(axis)
        .keepdims(keepdims)
        .dtype(dtype.unwrap_or(Dtype::Int64))
        .call()
}

/// The largest element over `axis` (all axes if `None`); Ivy's `amax`, NumPy's name of
/// [`max()`](crate::max), which it is.
///
/// ```
/// let x = ivy::array![[1, 7], [4, -2]]?;
/// assert_eq!(ivy::amax::with(&x).axis(0).call()?.to_string(), "[4, 7]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(x, axis, keepdims))]
#[handle_out]
#[nestable]
pub fn amax(x: &Array, axis: Option<isize>, keepdims: bool, out: Option<&mut Array>) -> Result<Array> {
    max::with(x).axis(axis).keepdims(keepdims).call()
}

/// The smallest element over `axis` (all axes if `None`); Ivy's `amin`, NumPy's name of
/// [`min()`](crate::min), which it is.
///
/// ```
/// let x = ivy::array![[1, 7], [4, -2]]?;
/// assert_eq!(ivy::amin(&x)?.to_string(), "-2");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(x, axis, keepdims))]
#[handle_out]
#[nestable]
pub fn amin(x: &Array, axis: Option<isize>, keepdims: bool, out: Option<&mut Array>) -> Result<Array> {
    min::with(x).axis(axis).keepdims(keepdims).call()
}

/// The `n`-th discrete difference along `axis` (Ivy's defaults `n = 1`, `axis = -1`), after
/// `prepend` and `append` are joined to `x` along it (NumPy's `diff`): `out[i] = x[i + 1] -
/// x[i]`, `n` times, so the axis shrinks by `n` (to 0 at most). For `bool`, `x[i + 1] !=
/// x[i]`, as NumPy.
///
/// ```
/// let x = ivy::array![1, 4, 9, 16]?;
/// assert_eq!(ivy::diff(&x)?.to_string(), "[3, 5, 7]");
/// assert_eq!(ivy::diff::with(&x).n(2).call()?.to_string(), "[2, 2]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(differenced(x, n, axis, prepend, append))]
#[defaults(n = 1, axis = -1)]
#[handle_out]
#[nestable]
pub fn diff(
    x: &Array,
    n: usize,
    axis: isize,
    prepend: Option<&Array>,
    append: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let mut parts = Vec::new();
    parts.extend(prepend.cloned());
    parts.push(x.clone());
    parts.extend(append.cloned());
    let mut y = if parts.len() > 1 {
        concat::with(&parts).axis(axis).call()?
    } else {
        x.clone()
    };
    let a = crate::normalize_axis("diff", axis, y.ndim())?;
    for _ in 0..n {
        let len = y.shape()[a];
        if len == 0 {
            break;
        }
        let (upper, lower) = ((1..len).collect::<Vec<_>>(), (0..len - 1).collect::<Vec<_>>());
        let (hi, lo) = (self::positions(&y, &upper, axis)?, self::positions(&y, &lower, axis)?);
        y = if y.dtype() == Dtype::Bool {
            not_equal(&hi, &lo)?
        } else {
            subtract(&hi, &lo)?
        };
    }
    Ok(y)
}

/// The elements of `x` at positions `at` along `axis` (int64 positions on `x`'s backend).
fn positions(x: &Array, at: &[usize], axis: isize) -> Result<Array> {
    let at: Vec<i64> = at.iter().map(|&i| i as i64).collect();
    let host = crate::HostArray::new(vec![at.len()], at)?;
    let indices = Array::from_host(x.backend(), host, x.device())?;
    gather::with(x, &indices).axis(axis).call()
}

/// Each element split into a mantissa in `[0.5, 1)` (with the element's sign) and an
/// `int32` power of two, `x = mantissa * 2^exponent` (NumPy's `frexp`): `(0, 0)` for zeros,
/// `(x, 0)` for `±inf` and `nan`. Exact. Integers and `bool` are taken as the default float
/// dtype.
///
/// ```
/// let x = ivy::array![8.0f32, -0.375, 0.0]?;
/// let (m, e) = ivy::frexp(&x)?;
/// assert_eq!((m.to_string(), e.to_string()), ("[ 0.5 , -0.75,  0.  ]".to_owned(), "[ 4, -1,  0]".to_owned()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(Ok((same(x)?, retyped(x, Dtype::Int32)?)))]
#[integer_arrays_to_float]
#[nestable]
// Complex numbers have no neighbours in one direction, nor a mantissa and exponent.
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn frexp(x: &Array) -> Result<(Array, Array)> {
    if !x.dtype().is_float() {
        return Err(crate::Error::InvalidInput(format!(
            "frexp takes real floats, got {}",
            x.dtype()
        )));
    }
    // Every float dtype widens to float64 exactly, and each mantissa fits back.
    let values = astype(x, Dtype::Float64)?.to_vec::<f64>()?;
    let (mantissas, exponents): (Vec<f64>, Vec<i32>) = values.iter().map(|&v| self::split_float(v)).unzip();
    let shape = x.shape().to_vec();
    let m = Array::from_host(x.backend(), crate::HostArray::new(shape.clone(), mantissas)?, x.device())?;
    let e = Array::from_host(x.backend(), crate::HostArray::new(shape, exponents)?, x.device())?;
    Ok((astype(&m, x.dtype())?, e))
}

/// `v` as `(m, e)` with `v = m * 2^e` and `0.5 <= |m| < 1` (C's `frexp`).
fn split_float(v: f64) -> (f64, i32) {
    if v == 0.0 || !v.is_finite() {
        return (v, 0);
    }
    // Subnormals are scaled into the normal range first.
    let (v, shift) = if v.abs() < f64::MIN_POSITIVE { (v * 2f64.powi(64), -64) } else { (v, 0) };
    let bits = v.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let mantissa = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (mantissa, exponent + shift)
}

/// The next value of `x1`'s dtype after `x1` in the direction of `x2`, element-wise with
/// broadcasting (NumPy's `nextafter`): `x2` where they are equal, `nan` where either is; from
/// 0, the smallest subnormal of that dtype. In the dtype itself, `float16` and `bfloat16`
/// included. Integers and `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![1.0f32, 0.0]?;
/// let y = ivy::nextafter(&x, &ivy::array![2.0f32, -1.0]?)?;
/// assert_eq!(y.to_vec::<f32>()?, [1.0 + f32::EPSILON, -1e-45]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[x1, x2]))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
// Complex numbers have no neighbours in one direction, nor a mantissa and exponent.
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn nextafter(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    let pair = broadcast_arrays(&[x1.clone(), x2.clone()])?;
    let dtype = crate::result_type(&[crate::Operand::from(x1), crate::Operand::from(x2)])?;
    if !dtype.is_float() {
        return Err(crate::Error::InvalidInput(format!(
            "nextafter takes real floats, got {dtype}"
        )));
    }
    // Every float dtype widens to float64 exactly, and each step is computed in its own bits.
    let from = astype(&pair[0], Dtype::Float64)?.to_vec::<f64>()?;
    let toward = astype(&pair[1], Dtype::Float64)?.to_vec::<f64>()?;
    let next: Vec<f64> = from.iter().zip(&toward).map(|(&a, &b)| self::step_toward(a, b, dtype)).collect();
    let host = crate::HostArray::new(pair[0].shape().to_vec(), next)?;
    astype(&Array::from_host(x1.backend(), host, x1.device())?, dtype)
}

/// The neighbour of `a` toward `b` among the values of the float `dtype` (`a` and `b` of that
/// dtype, widened to f64).
fn step_toward(a: f64, b: f64, dtype: Dtype) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        return b;
    }
    // Magnitudes grow by one in the bits away from zero, shrink by one toward it.
    let up = b > a;
    let step = |bits: u64, width: u32| -> u64 {
        let sign = 1u64 << (width - 1);
        if bits & !sign == 0 {
            // ±0: the smallest subnormal with the sign of the direction.
            return if up { 1 } else { sign | 1 };
        }
        if (bits & sign == 0) == up { bits + 1 } else { bits - 1 }
    };
    match dtype {
        Dtype::Float64 => f64::from_bits(step(a.to_bits(), 64)),
        Dtype::Float32 => f64::from(f32::from_bits(step(u64::from((a as f32).to_bits()), 32) as u32)),
        Dtype::Float16 => {
            half::f16::from_bits(step(u64::from(half::f16::from_f64(a).to_bits()), 16) as u16).to_f64()
        }
        _ => half::bf16::from_bits(step(u64::from(half::bf16::from_f64(a).to_bits()), 16) as u16).to_f64(),
    }
}
