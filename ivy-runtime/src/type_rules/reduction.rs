//! Reductions and scans: axes removed (or kept as 1), or the shape kept along one axis.

use ivy_grammar::Dtype;

use super::axis;
use crate::error::Result;
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

/// `x` reduced over `axes`, in `dtype` (`matrix_norm` over its two axes).
pub fn reduce_axes(
    x: &TensorType,
    axes: &[isize],
    keepdims: bool,
    dtype: Dtype,
) -> Result<TensorType> {
    let mut reduced = vec![false; x.ndim()];
    for a in axes {
        reduced[axis(*a, x.ndim())?] = true;
    }
    let shape = x
        .shape
        .iter()
        .zip(&reduced)
        .filter_map(|(d, r)| match (r, keepdims) {
            (false, _) => Some(*d),
            (true, true) => Some(Some(1)),
            (true, false) => None,
        })
        .collect::<Vec<_>>();
    Ok(TensorType::new(dtype, shape))
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
