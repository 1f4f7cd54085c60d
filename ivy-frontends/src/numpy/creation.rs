//! NumPy's array creation: `float64` unless a dtype is given or the fill value says otherwise
//! (an integer fill or range is `int64`).

use ivy::{Array, Dtype, Result, Scalar, TensorType};
use ivy_macros::compositional;

use crate::as_given;

zeros_and_ones! { "numpy"; filled! { "numpy" via as_given, shape, like a } }

/// `numpy.full`: `fill_value` everywhere in `shape`; without `dtype`, the fill value's
/// (`int64` for an integer, `float64` for a float, `bool`). With `dtype`, the fill value is
/// cast as `astype` casts (`full(2, 2.5, dtype=int8)` is `[2, 2]`, `full(2, 7, dtype=bool)`
/// `[true, true]`, a complex value in a real dtype its real part), but an integer in an integer
/// dtype must fit it, as NumPy's Python integers must.
#[compositional(frontend = "numpy")]
#[returns(full_type(shape, fill_value, dtype))]
#[defaults(shape = required, fill_value = required)]
pub fn full(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    match self::cast_fill(fill_value, dtype) {
        (value, Some(cast)) => ivy::astype(&ivy::full::with(shape, value).call()?, cast),
        (value, None) => ivy::full::with(shape, value).dtype(dtype).call(),
    }
}

/// The type of [`full`].
fn full_type(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<TensorType> {
    match cast_fill(fill_value, dtype) {
        (value, Some(cast)) => ivy::astype::output_type(
            &ivy::full::output_type(shape, value, None, None)?,
            cast,
            None,
        ),
        (value, None) => ivy::full::output_type(shape, value, dtype, None),
    }
}

/// How [`full`] takes `fill_value` in `dtype`: the value to fill with (a complex value's real
/// part in a real dtype), and the dtype to cast the filled array to where `dtype` does not hold
/// the value as it is (`None`: filled in `dtype` itself, range-checked).
fn cast_fill(fill_value: Scalar, dtype: Option<Dtype>) -> (Scalar, Option<Dtype>) {
    let Some(dtype) = dtype else {
        return (fill_value, None);
    };
    let value = match fill_value {
        Scalar::Complex(c) if !dtype.is_complex() => Scalar::Float(c.re),
        value => value,
    };
    let range_checked = matches!(value, Scalar::Int(_)) && dtype.is_int();
    if range_checked || value.fits(dtype) {
        (value, None)
    } else {
        (value, Some(dtype))
    }
}

/// `numpy.arange`: `start, start + step, ...` below `stop`; `arange(5)` is `[0, 1, 2, 3, 4]`
/// (`int64`), and a float among the arguments makes it `float64`. In a complex `dtype`, the
/// real range (in its real dtype) made complex.
#[compositional(frontend = "numpy")]
#[returns(arange_type(start, stop, step, dtype))]
#[defaults(start = Scalar::Int(0), stop = required, step = Scalar::Int(1))]
pub fn arange(start: Scalar, stop: Scalar, step: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    let range = ivy::arange::with(start, stop)
        .step(step)
        .dtype(dtype.map(Dtype::real_dtype))
        .call()?;
    match dtype {
        Some(complex) if complex.is_complex() => ivy::astype(&range, complex),
        _ => Ok(range),
    }
}

/// The type of [`arange`].
fn arange_type(
    start: Scalar,
    stop: Scalar,
    step: Scalar,
    dtype: Option<Dtype>,
) -> Result<TensorType> {
    let range = ivy::arange::output_type(start, stop, step, dtype.map(Dtype::real_dtype), None)?;
    match dtype {
        Some(complex) if complex.is_complex() => ivy::astype::output_type(&range, complex, None),
        _ => Ok(range),
    }
}

/// `numpy.eye`: an `n` x `m` array (`m` = `n` if `None`) with ones on the `k`-th diagonal.
#[compositional(frontend = "numpy")]
#[returns(ivy::eye::output_type(n, m, k, &[], dtype, None))]
#[defaults(n = required, k = 0)]
pub fn eye(n: usize, m: Option<usize>, k: isize, dtype: Option<Dtype>) -> Result<Array> {
    ivy::eye::with(n).n_cols(m).k(k).dtype(dtype).call()
}
