//! Creation functions: `zeros`, `ones`, `full`, `arange`, `asarray`, `empty`, `linspace`,
//! `logspace`, `eye`, the `*_like` functions, `tril`, `triu`, `one_hot`, `copy_array`.

use ivy_runtime::HostElement;
use ivy_runtime::{Dtype, Readable, Result, Scalar};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

use super::backend::NdArrayBackend;
use super::cast::{as_dtype, into_dtype};
use super::dispatch::{MapAll, classes, require, takes, with_dtype};
use super::error;
use super::storage::{Element, NdArray};
use ivy_macros::{implements, kernels};
use ivy_runtime::element_count;
use ivy_runtime::functional as f;
use ivy_runtime::{Device, HostArray, KernelDecl, Operand};

/// An array of `shape` filled with `value`, allocated fallibly.
fn filled<T: Element>(function: &'static str, shape: &[usize], value: T) -> Result<NdArray> {
    let n = element_count(function, shape)?;
    from_values(function, shape, n, std::iter::repeat_n(value, n))
}

/// The first `n` values of `values` as an array of `shape`; the allocation is fallible, so
/// an impossible size is an error rather than an abort.
fn from_values<T: Element>(
    function: &'static str,
    shape: &[usize],
    n: usize,
    values: impl Iterator<Item = T>,
) -> Result<NdArray> {
    collect_array(function, shape, n, values).map(T::into_nd)
}

/// The first `n` values of `values` as an `ArrayD` of `shape`, allocated fallibly.
pub(crate) fn collect_array<T>(
    function: &'static str,
    shape: &[usize],
    n: usize,
    values: impl Iterator<Item = T>,
) -> Result<ArrayD<T>> {
    let mut v = ivy_runtime::result_vec(function, shape)?;
    v.extend(values.take(n));
    ArrayD::from_shape_vec(IxDyn(shape), v).map_err(|e| error::invalid(function, e.to_string()))
}

/// An array of `shape` and `dtype` filled with zeros (`false` for `bool`).
pub fn zeros(shape: &[usize], dtype: Dtype) -> Result<NdArray> {
    with_dtype!(dtype, T => filled::<T>("zeros", shape, T::zero()))
}

/// An array of `shape` and `dtype` filled with ones (`true` for `bool`).
pub fn ones(shape: &[usize], dtype: Dtype) -> Result<NdArray> {
    with_dtype!(dtype, T => filled::<T>("ones", shape, T::one()))
}

/// An array of `shape` and `dtype` filled with `fill_value`; an error if the value does not
/// fit the dtype ([`Scalar::fits`]: `300` into `uint8`, `1.5` into `int32`, a complex value
/// into a real dtype).
pub fn full(shape: &[usize], fill_value: Scalar, dtype: Dtype) -> Result<NdArray> {
    if !fill_value.fits(dtype) {
        return Err(error::invalid(
            "full",
            format!(
                "the fill value {fill_value} does not fit `{dtype}`; choose a dtype that holds \
                 it, or convert the value first"
            ),
        ));
    }
    with_dtype!(dtype, T => filled::<T>("full", shape, T::from_scalar(fill_value)))
}

/// Evenly spaced values in `[start, stop)`, as NumPy's `arange`: with `stop` `None`, `start`
/// is the stop and the values start at 0. There are `ceil((stop - start) / step)` values
/// (none when that is not positive), `start + i * step`.
///
/// `dtype` must be an integer or real float dtype. Integer bounds and step (or `bool`) are
/// computed exactly, whatever the dtype, and each value is then rounded once to a float dtype
/// (so `2^63 .. 2^63 + 3` has 3 values even as `float64`); integer dtypes need them. Otherwise
/// the values are computed in `f64` and rounded to the dtype. Every value must fit the dtype;
/// a zero, `NaN` or infinite step is an error.
pub fn arange(start: Scalar, stop: Option<Scalar>, step: Scalar, dtype: Dtype) -> Result<NdArray> {
    require(F, dtype, classes::REAL)?;
    let (start, stop) = match stop {
        None => (Scalar::Int(0), start),
        Some(stop) => (start, stop),
    };
    match (integer(start), integer(stop), integer(step)) {
        (Some(start), Some(stop), Some(step)) => exact_arange(start, stop, step, dtype),
        (a, b, c) if dtype.is_int() => {
            let (what, value) = match (a, b, c) {
                (None, _, _) => ("start", start),
                (_, None, _) => ("stop", stop),
                _ => ("step", step),
            };
            Err(error::invalid(
                F,
                format!("the {what} {value} is not an integer, as `{dtype}` needs"),
            ))
        }
        _ => float_arange(start, stop, step, dtype),
    }
}

const F: &str = "arange";

/// An integer (or `bool`) scalar's value.
fn integer(s: Scalar) -> Option<i128> {
    match s {
        Scalar::Int(v) => Some(v),
        Scalar::Bool(b) => Some(i128::from(b)),
        _ => None,
    }
}

/// How many values `arange` gives for a count computed as `n`: an error past what memory
/// could hold (16 bytes an element at most).
fn arange_len(n: f64) -> Result<usize> {
    if n >= (isize::MAX as f64) / 16.0 {
        return Err(error::invalid(
            F,
            format!(
                "{} values are too many (at most {} fit in memory)",
                Readable(n),
                Readable((isize::MAX as f64) / 16.0)
            ),
        ));
    }
    Ok(n as usize)
}

/// `arange` of integer bounds and step: the count and every value exact, each value rounded
/// once to `dtype`.
fn exact_arange(start: i128, stop: i128, step: i128, dtype: Dtype) -> Result<NdArray> {
    if step == 0 {
        return Err(error::invalid(F, "the step is 0"));
    }
    let overflow = || error::invalid(F, "the bounds overflow");
    let span = stop.checked_sub(start).ok_or_else(overflow)?;
    // ceil(span / step) for either sign of step, clamped at 0.
    let n = if (span > 0) == (step > 0) && span != 0 {
        span.unsigned_abs().div_ceil(step.unsigned_abs())
    } else {
        0
    };
    let n = arange_len(n as f64)?;
    if n > 0 {
        let last = start + (n as i128 - 1) * step; // between start and stop: no overflow
        for v in [start, last] {
            if !Scalar::Int(v).fits(dtype) {
                return Err(error::invalid(
                    F,
                    format!("the value {v} does not fit `{dtype}`"),
                ));
            }
        }
    }
    let values = (0..n as i128).map(move |i| Scalar::Int(start + i * step));
    with_dtype!(dtype, T => from_values::<T>(F, &[n], n, values.map(T::from_scalar)))
}

/// `arange` with a float among the bounds or the step, computed in `f64`.
fn float_arange(start: Scalar, stop: Scalar, step: Scalar, dtype: Dtype) -> Result<NdArray> {
    let real = |s: Scalar, what: &str| match s {
        Scalar::Int(v) => Ok(v as f64),
        Scalar::Float(v) if v.is_finite() => Ok(v),
        Scalar::Bool(b) => Ok(f64::from(u8::from(b))),
        other => Err(error::invalid(
            F,
            format!("the {what} {other} is not a finite real number"),
        )),
    };
    let (first, step_f) = (real(start, "start")?, real(step, "step")?);
    // Integer bounds give an exact span (only the step is a float), as NumPy takes it.
    let span = match (integer(start), integer(stop)) {
        (Some(a), Some(b)) => b.checked_sub(a).map_or(f64::INFINITY, |s| s as f64),
        _ => real(stop, "stop")? - first,
    };
    if step_f == 0.0 {
        return Err(error::invalid(F, "the step is 0"));
    }
    let len = (span / step_f).ceil();
    let n = arange_len(if len > 0.0 { len } else { 0.0 })?;
    if n > 0 {
        for v in [first, first + (n - 1) as f64 * step_f] {
            if !Scalar::Float(v).fits(dtype) {
                return Err(error::invalid(
                    F,
                    format!("the value {} does not fit `{dtype}`", Readable(v)),
                ));
            }
        }
    }
    let values = (0..n).map(move |i| Scalar::Float(first + i as f64 * step_f));
    with_dtype!(dtype, T => from_values::<T>(F, &[n], n, values.map(T::from_scalar)))
}

/// The array of a host array's elements, converted to `dtype` (see
/// [`astype`](super::cast::astype); no copy when the dtypes agree).
pub fn asarray(data: HostArray, dtype: Dtype) -> Result<NdArray> {
    into_dtype(NdArray::from_host(data)?, dtype)
}

/// An array of `shape` and `dtype` (Ivy's uninitialised `empty`): zeros.
pub fn empty(shape: &[usize], dtype: Dtype) -> Result<NdArray> {
    zeros(shape, dtype)
}

/// `values` (computed in `f64`) as a 1-d array of `dtype` (an integer or real float dtype):
/// floats round to nearest, integers take each value rounded down (NumPy 2's `linspace`),
/// which must be finite and fit.
fn from_f64(function: &'static str, values: Vec<f64>, dtype: Dtype) -> Result<NdArray> {
    require(function, dtype, classes::REAL)?;
    let n = values.len();
    if dtype.is_int() {
        if let Some(bad) = values
            .iter()
            .find(|v| !v.is_finite() || !Scalar::Int(v.floor() as i128).fits(dtype))
        {
            return Err(error::invalid(
                function,
                format!("the value {} does not fit `{dtype}`", Readable(*bad)),
            ));
        }
        let ints = values.into_iter().map(|v| Scalar::Int(v.floor() as i128));
        return with_dtype!(dtype, T => from_values::<T>(function, &[n], n, ints.map(T::from_scalar)));
    }
    let floats = values.into_iter().map(Scalar::Float);
    with_dtype!(dtype, T => from_values::<T>(function, &[n], n, floats.map(T::from_scalar)))
}

/// `num` values evenly spaced from `start` to `stop` (excluded unless `endpoint`), in `f64`,
/// as NumPy computes them: `start + i * step`, and exactly `stop` last with the endpoint.
fn spaced(
    function: &'static str,
    start: f64,
    stop: f64,
    num: usize,
    endpoint: bool,
) -> Result<Vec<f64>> {
    let div = if endpoint { num.saturating_sub(1) } else { num };
    let step = (stop - start) / div as f64;
    let mut v = ivy_runtime::result_vec(function, &[num])?;
    v.extend((0..num).map(|i| {
        if div == 0 {
            start
        } else {
            start + i as f64 * step
        }
    }));
    if endpoint && num > 1 {
        v[num - 1] = stop;
    }
    Ok(v)
}

/// `num` evenly spaced values from `start` to `stop` (see [`ivy_runtime::linspace()`]), as
/// `dtype`, an integer or real float dtype.
pub fn linspace(
    start: f64,
    stop: f64,
    num: usize,
    endpoint: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    from_f64(
        "linspace",
        spaced("linspace", start, stop, num, endpoint)?,
        dtype,
    )
}

/// `base` to the powers `linspace(start, stop, num, endpoint)`, computed in `f64`, as `dtype`.
pub fn logspace(
    start: f64,
    stop: f64,
    num: usize,
    base: f64,
    endpoint: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    let mut v = spaced("logspace", start, stop, num, endpoint)?;
    v.iter_mut().for_each(|e| *e = base.powf(*e));
    from_f64("logspace", v, dtype)
}

/// Matrices of `n_rows` × `n_cols` with ones on the `k`-th diagonal, over `batch_shape`.
pub fn eye(
    n_rows: usize,
    n_cols: usize,
    k: isize,
    batch_shape: &[usize],
    dtype: Dtype,
) -> Result<NdArray> {
    const F: &str = "eye";
    let mut shape = batch_shape.to_vec();
    shape.extend([n_rows, n_cols]);
    let n = element_count(F, &shape)?;
    let cell = move |i: usize| {
        let (r, c) = ((i / n_cols.max(1)) % n_rows.max(1), i % n_cols.max(1));
        c as isize - r as isize == k
    };
    with_dtype!(dtype, T => from_values::<T>(F, &shape, n, (0..n).map(|i| {
        if cell(i) { T::one() } else { T::zero() }
    })))
}

struct Triangle {
    k: isize,
    upper: bool,
}

impl MapAll for Triangle {
    const NAME: &'static str = "tril/triu";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(triangle_view(a.view(), self.k, self.upper)?.into())
    }
}

/// The lower (`upper == false`: on and below the `k`-th diagonal) or upper (on and above)
/// triangle of the matrices of `x`, zeros elsewhere; an error below 2 dimensions.
pub(crate) fn triangle_view<T: Element>(
    x: ArrayViewD<'_, T>,
    k: isize,
    upper: bool,
) -> Result<ArrayD<T>> {
    let function = if upper { "triu" } else { "tril" };
    let nd = x.ndim();
    if nd < 2 {
        return Err(error::invalid(
            function,
            format!(
                "needs at least 2 dimensions (a matrix), got shape {:?}",
                x.shape()
            ),
        ));
    }
    let (rows, cols) = (x.shape()[nd - 2], x.shape()[nd - 1]);
    let mut out = x.as_standard_layout().into_owned();
    if let Some(v) = out.as_slice_mut() {
        for (i, e) in v.iter_mut().enumerate() {
            let (r, c) = ((i / cols.max(1)) % rows.max(1), i % cols.max(1));
            let d = c as isize - r as isize;
            if (upper && d < k) || (!upper && d > k) {
                *e = T::zero();
            }
        }
    }
    Ok(out)
}

/// The lower triangle of the matrices of `x`: on and below the `k`-th diagonal.
pub fn tril(x: &NdArray, k: isize) -> Result<NdArray> {
    Triangle { k, upper: false }.map(x)
}

/// The upper triangle of the matrices of `x`: on and above the `k`-th diagonal.
pub fn triu(x: &NdArray, k: isize) -> Result<NdArray> {
    Triangle { k, upper: true }.map(x)
}

/// The dtype `one_hot` gives without one asked for: the one `on_value` (else `off_value`)
/// calls for, else the default float dtype.
pub fn one_hot_dtype(on: Option<Scalar>, off: Option<Scalar>) -> Result<Dtype> {
    match on.or(off) {
        Some(v) => ivy_runtime::default_dtype(None, Some(Operand::Weak(v))),
        None => Ok(ivy_runtime::default_float_dtype()),
    }
}

/// One-hot vectors of length `depth` for `indices` (see [`ivy_runtime::one_hot()`]), of `dtype`.
pub fn one_hot(
    indices: &NdArray,
    depth: usize,
    on_value: Option<Scalar>,
    off_value: Option<Scalar>,
    axis: Option<isize>,
    dtype: Dtype,
) -> Result<NdArray> {
    const F: &str = "one_hot";
    let (on, off) = (
        on_value.unwrap_or(Scalar::Int(1)),
        off_value.unwrap_or(Scalar::Int(0)),
    );
    for (what, v) in [("on_value", on), ("off_value", off)] {
        if !v.fits(dtype) {
            return Err(error::invalid(
                F,
                format!("the {what} {v} does not fit `{dtype}`; give a dtype that holds it"),
            ));
        }
    }
    let ind = as_dtype(indices, Dtype::Int64)?;
    let ind = ArrayD::<i64>::try_from(ind.into_owned())?;
    if let Some(bad) = ind.iter().find(|&&i| i < 0 || i as u64 >= depth as u64) {
        return Err(error::invalid(
            F,
            format!("the index {bad} is outside 0..{depth} (depth {depth})"),
        ));
    }
    let axis = match axis {
        None => ind.ndim(),
        Some(a) => ivy_runtime::normalize_axis(F, a, ind.ndim() + 1)?,
    };
    let mut shape = ind.shape().to_vec();
    shape.insert(axis, depth);
    let n = element_count(F, &shape)?;
    let inner: usize = ind.shape()[axis..].iter().product();
    let flat: Vec<i64> = ind.iter().copied().collect();
    // Output element (o, d, i): on where index (o, i) is d.
    let hot = move |e: usize| {
        let (o, rest) = (e / (depth * inner).max(1), e % (depth * inner).max(1));
        let (d, i) = (rest / inner.max(1), rest % inner.max(1));
        flat[o * inner + i] == d as i64
    };
    with_dtype!(dtype, T => {
        let (on, off) = (T::from_scalar(on), T::from_scalar(off));
        from_values::<T>(F, &shape, n, (0..n).map(|e| if hot(e) { on } else { off }))
    })
}

// The creation kernels as the declarations call them: the device is decided (ndarray only
// offers the CPU), and `full`/`asarray` decide a missing dtype from their data.

#[implements(f::zeros for NdArrayBackend)]
fn zeros_kernel(shape: &[usize], dtype: Dtype, _device: Device) -> Result<NdArray> {
    zeros(shape, dtype)
}

#[implements(f::ones for NdArrayBackend)]
fn ones_kernel(shape: &[usize], dtype: Dtype, _device: Device) -> Result<NdArray> {
    ones(shape, dtype)
}

#[implements(f::full for NdArrayBackend)]
fn full_kernel(
    shape: &[usize],
    fill_value: Scalar,
    dtype: Option<Dtype>,
    _device: Device,
) -> Result<NdArray> {
    let dtype = ivy_runtime::default_dtype(dtype, Some(Operand::Weak(fill_value)))?;
    full(shape, fill_value, dtype)
}

#[implements(f::arange for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool", "complex"])]
fn arange_kernel(
    start: Scalar,
    stop: Scalar,
    step: Scalar,
    dtype: Dtype,
    _device: Device,
) -> Result<NdArray> {
    arange(start, Some(stop), step, dtype)
}

#[implements(f::asarray for NdArrayBackend)]
fn asarray_kernel(data: HostArray, dtype: Option<Dtype>, _device: Device) -> Result<NdArray> {
    let dtype = dtype.unwrap_or(data.dtype());
    asarray(data, dtype)
}

#[implements(f::empty for NdArrayBackend)]
fn empty_kernel(shape: &[usize], dtype: Dtype, _device: Device) -> Result<NdArray> {
    empty(shape, dtype)
}

#[implements(f::linspace for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool", "complex"])]
fn linspace_kernel(
    start: f64,
    stop: f64,
    num: usize,
    endpoint: bool,
    dtype: Dtype,
    _device: Device,
) -> Result<NdArray> {
    linspace(start, stop, num, endpoint, dtype)
}

#[implements(f::logspace for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool", "complex"])]
fn logspace_kernel(
    start: f64,
    stop: f64,
    num: usize,
    base: f64,
    endpoint: bool,
    dtype: Dtype,
    _device: Device,
) -> Result<NdArray> {
    logspace(start, stop, num, base, endpoint, dtype)
}

#[implements(f::eye for NdArrayBackend)]
fn eye_kernel(
    n_rows: usize,
    n_cols: Option<usize>,
    k: isize,
    batch_shape: &[usize],
    dtype: Dtype,
    _device: Device,
) -> Result<NdArray> {
    eye(n_rows, n_cols.unwrap_or(n_rows), k, batch_shape, dtype)
}

#[implements(f::zeros_like for NdArrayBackend)]
fn zeros_like_kernel(x: &NdArray, dtype: Dtype, _device: Device) -> Result<NdArray> {
    zeros(x.shape(), dtype)
}

#[implements(f::ones_like for NdArrayBackend)]
fn ones_like_kernel(x: &NdArray, dtype: Dtype, _device: Device) -> Result<NdArray> {
    ones(x.shape(), dtype)
}

#[implements(f::full_like for NdArrayBackend)]
fn full_like_kernel(
    x: &NdArray,
    fill_value: Scalar,
    dtype: Dtype,
    _device: Device,
) -> Result<NdArray> {
    full(x.shape(), fill_value, dtype)
}

#[implements(f::empty_like for NdArrayBackend)]
fn empty_like_kernel(x: &NdArray, dtype: Dtype, _device: Device) -> Result<NdArray> {
    empty(x.shape(), dtype)
}

#[implements(f::tril for NdArrayBackend)]
fn tril_kernel(x: &NdArray, k: isize) -> Result<NdArray> {
    tril(x, k)
}

#[implements(f::triu for NdArrayBackend)]
fn triu_kernel(x: &NdArray, k: isize) -> Result<NdArray> {
    triu(x, k)
}

#[implements(f::one_hot for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["complex"])]
fn one_hot_kernel(
    indices: &NdArray,
    depth: usize,
    on_value: Option<Scalar>,
    off_value: Option<Scalar>,
    axis: Option<isize>,
    dtype: Option<Dtype>,
    _device: Device,
) -> Result<NdArray> {
    let dtype = dtype.map_or_else(|| one_hot_dtype(on_value, off_value), Ok)?;
    one_hot(indices, depth, on_value, off_value, axis, dtype)
}

/// A copy of `x` in new memory.
#[implements(f::copy_array for NdArrayBackend)]
pub fn copy_array(x: &NdArray) -> Result<NdArray> {
    Ok(x.clone())
}

// What each kernel's code takes, checked against its declarations at compile time.
takes!(__ivy_kernel_zeros_kernel, classes::ALL);
takes!(__ivy_kernel_ones_kernel, classes::ALL);
takes!(__ivy_kernel_full_kernel, classes::ALL);
takes!(__ivy_kernel_arange_kernel, classes::REAL);
takes!(__ivy_kernel_asarray_kernel, classes::ALL);
takes!(__ivy_kernel_empty_kernel, classes::ALL);
takes!(__ivy_kernel_linspace_kernel, classes::REAL);
takes!(__ivy_kernel_logspace_kernel, classes::REAL);
takes!(__ivy_kernel_eye_kernel, classes::ALL);
takes!(__ivy_kernel_zeros_like_kernel, classes::ALL);
takes!(__ivy_kernel_ones_like_kernel, classes::ALL);
takes!(__ivy_kernel_full_like_kernel, classes::ALL);
takes!(__ivy_kernel_empty_like_kernel, classes::ALL);
takes!(__ivy_kernel_tril_kernel, classes::ALL);
takes!(__ivy_kernel_triu_kernel, classes::ALL);
takes!(
    __ivy_kernel_one_hot_kernel,
    classes::REAL.union(ivy_runtime::DtypeSet::BOOL)
);
takes!(__ivy_kernel_copy_array, classes::ALL);

/// The creation kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![
        zeros_kernel,
        ones_kernel,
        full_kernel,
        arange_kernel,
        asarray_kernel,
        empty_kernel,
        linspace_kernel,
        logspace_kernel,
        eye_kernel,
        zeros_like_kernel,
        ones_like_kernel,
        full_like_kernel,
        empty_like_kernel,
        tril_kernel,
        triu_kernel,
        one_hot_kernel,
        copy_array
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::v1;
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn zeros_and_ones_for_every_dtype() {
        assert_eq!(zeros(&[2], Dtype::Bool).unwrap(), v1(vec![false, false]));
        assert_eq!(ones(&[2], Dtype::Bool).unwrap(), v1(vec![true, true]));
        assert_eq!(ones(&[2], Dtype::Bfloat16).unwrap(), v1(vec![bf16::ONE; 2]));
        assert_eq!(
            ones(&[1], Dtype::Complex64).unwrap(),
            v1(vec![Complex::new(1.0f32, 0.0)])
        );
        for d in Dtype::ALL {
            let z = zeros(&[2, 0, 3], d).unwrap();
            assert_eq!((z.dtype(), z.shape(), z.len()), (d, &[2, 0, 3][..], 0));
            let s = ones(&[], d).unwrap();
            assert_eq!((s.ndim(), s.len()), (0, 1));
        }
        assert!(zeros(&[usize::MAX, usize::MAX], Dtype::Int8).is_err());
        assert!(zeros(&[isize::MAX as usize / 2, 4], Dtype::Float64).is_err());
    }

    #[test]
    fn full_checks_that_the_value_fits() {
        assert_eq!(
            full(&[2], Scalar::Int(-3), Dtype::Int8).unwrap(),
            v1(vec![-3i8, -3])
        );
        assert_eq!(
            full(&[1], Scalar::Float(0.5), Dtype::Float16).unwrap(),
            v1(vec![f16::from_f32(0.5)])
        );
        assert_eq!(
            full(&[1], Scalar::Bool(true), Dtype::Bool).unwrap(),
            v1(vec![true])
        );
        assert!(full(&[1], Scalar::Int(2), Dtype::Bool).is_err());
        assert_eq!(
            full(&[1], Scalar::Bool(true), Dtype::Uint8).unwrap(),
            v1(vec![1u8])
        );
        assert_eq!(
            full(&[1], Scalar::Float(2.0), Dtype::Complex128).unwrap(),
            v1(vec![Complex::new(2.0f64, 0.0)])
        );
        let msg = full(&[1], Scalar::Int(300), Dtype::Uint8)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("300") && msg.contains("uint8"), "{msg}");
        assert!(full(&[1], Scalar::Float(1.0), Dtype::Int32).is_err());
        assert!(full(&[1], Scalar::Float(1e39), Dtype::Float32).is_err());
        assert!(
            full(
                &[1],
                Scalar::Complex(Complex::new(1.0, 1.0)),
                Dtype::Float64
            )
            .is_err()
        );
    }

    #[test]
    fn arange_like_numpy() {
        let i = |v: i128| Scalar::Int(v);
        let f = Scalar::Float;
        assert_eq!(
            arange(i(5), None, i(1), Dtype::Int64).unwrap(),
            v1(vec![0i64, 1, 2, 3, 4])
        );
        assert_eq!(
            arange(i(1), Some(i(10)), i(3), Dtype::Int32).unwrap(),
            v1(vec![1i32, 4, 7])
        );
        assert_eq!(
            arange(i(10), Some(i(0)), i(-4), Dtype::Uint8).unwrap(),
            v1(vec![10u8, 6, 2])
        );
        assert_eq!(
            arange(i(0), Some(i(5)), i(-1), Dtype::Int8).unwrap(),
            v1(Vec::<i8>::new())
        );
        assert_eq!(
            arange(f(0.0), Some(f(1.0)), f(0.25), Dtype::Float32).unwrap(),
            v1(vec![0.0f32, 0.25, 0.5, 0.75])
        );
        // ceil((1 - 0) / 0.3) = 4 values.
        assert_eq!(
            arange(f(0.0), Some(f(1.0)), f(0.3), Dtype::Float64)
                .unwrap()
                .len(),
            4
        );
        assert_eq!(
            arange(i(3), None, i(1), Dtype::Float16).unwrap(),
            v1(vec![
                f16::from_f32(0.0),
                f16::from_f32(1.0),
                f16::from_f32(2.0)
            ])
        );
        assert_eq!(
            arange(f(1.0), Some(f(-1.0)), f(-0.5), Dtype::Bfloat16).unwrap(),
            v1([1.0f32, 0.5, 0.0, -0.5].map(bf16::from_f32).to_vec())
        );
    }

    #[test]
    fn arange_errors() {
        let i = |v: i128| Scalar::Int(v);
        assert!(arange(i(0), Some(i(5)), i(0), Dtype::Int32).is_err());
        assert!(
            arange(
                Scalar::Float(0.0),
                Some(Scalar::Float(1.0)),
                Scalar::Float(0.0),
                Dtype::Float32
            )
            .is_err()
        );
        assert!(arange(i(0), Some(i(300)), i(1), Dtype::Uint8).is_err());
        assert!(arange(Scalar::Float(0.5), Some(i(3)), i(1), Dtype::Int32).is_err());
        assert!(arange(i(3), None, i(1), Dtype::Bool).is_err());
        assert!(arange(i(3), None, i(1), Dtype::Complex64).is_err());
        assert!(
            arange(
                Scalar::Float(0.0),
                Some(Scalar::Float(1e300)),
                Scalar::Float(1e-300),
                Dtype::Float64
            )
            .is_err()
        );
        assert!(arange(Scalar::Float(f64::NAN), None, i(1), Dtype::Float64).is_err());
        assert!(arange(i(i128::MIN), Some(i(i128::MAX)), i(1), Dtype::Int64).is_err());
    }

    #[test]
    fn asarray_converts_from_host() {
        let h = HostArray::new(vec![2], vec![1.9f64, -2.5]).unwrap();
        assert_eq!(
            asarray(h.clone(), Dtype::Int16).unwrap(),
            v1(vec![1i16, -2])
        );
        assert_eq!(asarray(h, Dtype::Float64).unwrap(), v1(vec![1.9f64, -2.5]));
    }
}
