//! Reductions and scans: axes removed (or kept as 1), or the shape kept along one axis.

use ivy_grammar::Dtype;

use super::{Length, axis};
use crate::defaults::{default_int_dtype, default_uint_dtype};
use crate::error::Result;
use crate::shape::distinct_axes;
use crate::tensor_type::TensorType;

/// `x` reduced over `axis` (every axis if `None`), each reduced axis kept as length 1 with
/// `keepdims`; in `x`'s dtype (`max`, `mean`).
pub fn reduce(x: &TensorType, axis: Option<isize>, keepdims: bool) -> Result<TensorType> {
    reduce_retyped(x, axis, keepdims, x.dtype)
}

/// [`reduce`] in `dtype` (`sum` in its accumulator dtype, `argmax` in the index dtype, `all`
/// in `bool`).
pub fn reduce_retyped(
    x: &TensorType,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<TensorType> {
    match axis {
        Some(a) => reduce_axes(x, &[a], keepdims, dtype),
        None => {
            let all: Vec<isize> = (0..x.ndim() as isize).collect();
            reduce_axes(x, &all, keepdims, dtype)
        }
    }
}

/// `x` reduced over `axes` (each axis once), in `dtype` (`matrix_norm` over its two axes).
pub fn reduce_axes(
    x: &TensorType,
    axes: &[isize],
    keepdims: bool,
    dtype: Dtype,
) -> Result<TensorType> {
    let axes = distinct_axes("", "axis", axes, x.ndim())?;
    Ok(TensorType::new(
        dtype,
        reduced_shape(&x.shape, Some(&axes), keepdims),
    ))
}

/// The shape a reduction of `shape` over `axes` (indices in range, each once; every axis if
/// `None`) leaves: each reduced axis removed, or kept as length 1 with `keepdims`. The one
/// rule of the reductions' result shapes, for types and for kernels.
///
/// ```
/// use ivy_runtime::type_rules::reduced_shape;
///
/// assert_eq!(reduced_shape(&[2usize, 3, 4], Some(&[1]), false), [2, 4]);
/// assert_eq!(reduced_shape(&[2usize, 3, 4], Some(&[0, 2]), true), [1, 3, 1]);
/// assert_eq!(reduced_shape(&[Some(2), None], None, true), [Some(1), Some(1)]);
/// assert!(reduced_shape(&[2usize, 3], None, false).is_empty());
/// ```
pub fn reduced_shape<D: Length>(shape: &[D], axes: Option<&[usize]>, keepdims: bool) -> Vec<D> {
    let reduced = |i: usize| axes.is_none_or(|a| a.contains(&i));
    shape
        .iter()
        .enumerate()
        .filter_map(|(i, &d)| match (reduced(i), keepdims) {
            (false, _) => Some(d),
            (true, true) => Some(D::of(1)),
            (true, false) => None,
        })
        .collect()
}

/// `x`'s shape in `dtype`, after checking `axis` (`cumsum`, `sort`, `argsort`, `softmax`); a
/// 0-d `x` takes any axis (the call sees one element).
pub fn along(x: &TensorType, along: Option<isize>, dtype: Dtype) -> Result<TensorType> {
    if let Some(a) = along
        && x.ndim() > 0
    {
        axis(a, x.ndim())?;
    }
    Ok(TensorType::new(dtype, x.shape.clone()))
}
/// The dtype an accumulating reduction (`sum`, `prod`, `cumsum`, `cumprod`) computes in when
/// no dtype is asked for, as the Array API says: a signed integer narrower than the default
/// int dtype gives the default int, an unsigned one narrower than the default uint the default
/// uint, `bool` the default int; every other dtype (wider integers, floats, complex) itself.
pub(crate) fn accumulator_dtype(input: Dtype) -> Dtype {
    let widen = |default: Dtype| {
        if input.bits() < default.bits() {
            default
        } else {
            input
        }
    };
    if input.is_bool() {
        default_int_dtype()
    } else if input.is_signed_int() {
        widen(default_int_dtype())
    } else if input.is_unsigned_int() {
        widen(default_uint_dtype())
    } else {
        input
    }
}

/// `quantile`: `a` reduced over `axis` (as [`reduce`]), behind `q`'s axis when `q` is a
/// vector (a 0-d `q` adds none); `q` of more dimensions is an error.
pub fn quantiles_of(
    a: &TensorType,
    q: &TensorType,
    axis: Option<isize>,
    keepdims: bool,
) -> Result<TensorType> {
    let reduced = reduce(a, axis, keepdims)?;
    match q.shape.as_slice() {
        [] => Ok(reduced),
        [n] => {
            let mut shape = vec![*n];
            shape.extend_from_slice(&reduced.shape);
            Ok(TensorType::new(reduced.dtype, shape))
        }
        _ => Err(super::invalid(format!(
            "q must be a scalar or a vector of quantiles, got {q}"
        ))),
    }
}

/// `cov` and `corrcoef`: one row and column per variable (the rows of `x1` and `x2`, or their
/// columns unless `rowvar`; a vector is one variable), 0-d for one variable.
pub fn covariance_of(x1: &TensorType, x2: Option<&TensorType>, rowvar: bool) -> Result<TensorType> {
    let count = |x: &TensorType| -> Result<crate::tensor_type::Dim> {
        match x.shape.as_slice() {
            [] | [_] => Ok(Some(1)),
            [r, c] => Ok(if rowvar || *r == Some(1) { *r } else { *c }),
            _ => Err(super::invalid(format!(
                "x1 and x2 must have at most 2 dimensions, got {x}"
            ))),
        }
    };
    let mut k = count(x1)?;
    let mut dtype = x1.dtype;
    if let Some(y) = x2 {
        k = k.zip(count(y)?).map(|(a, b)| a + b);
        dtype = super::promoted([x1, y])?;
    }
    Ok(match k {
        Some(1) => TensorType::new(dtype, Vec::<crate::tensor_type::Dim>::new()),
        k => TensorType::new(dtype, [k, k]),
    })
}

/// `bincount`: a vector of a length the values decide, `int64` counts or float64 sums of
/// `weights`.
pub fn bin_counts(x: &TensorType, weights: Option<&TensorType>) -> Result<TensorType> {
    if x.ndim() != 1 {
        return Err(super::invalid(format!("x must be a 1-d array, got {x}")));
    }
    let dtype = if weights.is_some() {
        Dtype::Float64
    } else {
        super::INDEX_DTYPE
    };
    Ok(TensorType::new(dtype, [None]))
}

/// `histogram`: the counts (`[bins]`, then `a`'s axes but `axis` if one is given) and the `bins
/// + 1` edges. The edges are in `a`'s float dtype (`float64` for integers and `bool`, and for
/// edges given), the counts `int64`, or of the weights' dtype with weights (`float64` for
/// integer weights with `density`), as NumPy's; `dtype` (Ivy's) makes both that dtype.
pub fn histogram_of(
    a: &TensorType,
    bins: crate::arguments::HistogramBins<'_>,
    axis: Option<isize>,
    dtype: Option<Dtype>,
    weights: Option<&TensorType>,
    density: bool,
) -> Result<(TensorType, TensorType)> {
    use crate::arguments::HistogramBins;
    let invalid = |message: String| crate::Error::TypeRule {
        function: "",
        message,
    };
    let (count, edges_dtype) = match bins {
        HistogramBins::Count(0) => {
            return Err(invalid("0 bins: a histogram has at least 1".into()));
        }
        HistogramBins::Count(n) if a.dtype.is_float() => (n, a.dtype),
        HistogramBins::Count(n) => (n, Dtype::Float64),
        HistogramBins::Edges(e) if e.len() < 2 => {
            return Err(invalid(format!(
                "{} bin edge(s): a histogram has at least 1 bin (2 edges)",
                e.len()
            )));
        }
        HistogramBins::Edges(e) => (e.len() - 1, Dtype::Float64),
    };
    if a.dtype.is_complex() {
        return Err(invalid(format!(
            "{a}: complex numbers have no order to bin them in"
        )));
    }
    if let Some(w) = weights
        && w.shape != a.shape
    {
        return Err(invalid(format!(
            "the weights {w} are not of the data's shape {a}"
        )));
    }
    let counts_dtype = match (weights, density) {
        (Some(w), true) if !w.dtype.is_inexact() => Dtype::Float64,
        (Some(w), _) => w.dtype,
        (None, true) => Dtype::Float64,
        (None, false) => super::INDEX_DTYPE,
    };
    let mut shape = vec![Some(count)];
    if let Some(axis) = axis {
        let a_axis = super::axis(axis, a.ndim())?;
        shape.extend((0..a.ndim()).filter(|&i| i != a_axis).map(|i| a.shape[i]));
    }
    Ok((
        TensorType::new(dtype.unwrap_or(counts_dtype), shape),
        TensorType::new(dtype.unwrap_or(edges_dtype), [Some(count + 1)]),
    ))
}
