//! Searching, sorting and set rules: index results, and lengths only the data decides.

use ivy_grammar::Dtype;

use super::{INDEX_DTYPE, product};
use crate::error::Result;
use crate::tensor_type::TensorType;

/// `nonzero`'s results: one index array per axis of `x`, of the count of nonzero elements
/// (unknown), or of `size` when given.
pub fn nonzero_of(x: &TensorType, size: Option<usize>) -> Result<Vec<TensorType>> {
    let n = x.ndim().max(1);
    Ok(vec![TensorType::new(INDEX_DTYPE, [size]); n])
}

/// `argwhere`'s result: one row of indices per nonzero element (unknown count), one column
/// per axis.
pub fn argwhere_of(x: &TensorType) -> Result<TensorType> {
    Ok(TensorType::new(INDEX_DTYPE, [None, Some(x.ndim())]))
}

/// The distinct values of `x`, flattened: their count is the data's.
pub fn distinct(x: &TensorType) -> Result<TensorType> {
    Ok(TensorType::new(x.dtype, [None]))
}

/// Index results of the data's length (the counts or first indices of the distinct values).
pub fn distinct_indices() -> Result<TensorType> {
    Ok(TensorType::new(INDEX_DTYPE, [None]))
}

/// An index per element of `x`, in its shape (`unique_inverse`'s inverse).
pub fn indices_like(x: &TensorType) -> Result<TensorType> {
    Ok(TensorType::new(INDEX_DTYPE, x.shape.clone()))
}

/// The number of elements of `x`, flattened, in `dtype`.
pub fn flat(x: &TensorType, dtype: Dtype) -> Result<TensorType> {
    Ok(TensorType::new(dtype, [product(&x.shape)]))
}

/// `top_k`'s values (in `x`'s dtype) and `int64` positions: `x` with `k` elements along
/// `axis`, which must hold that many where its length is known.
pub fn top_k_of(x: &TensorType, k: usize, axis_: isize) -> Result<(TensorType, TensorType)> {
    let a = super::axis(axis_, x.ndim())?;
    if let Some(n) = x.shape[a].filter(|&n| k > n) {
        return Err(super::invalid(format!(
            "k = {k} exceeds the length {n} of axis {axis_}"
        )));
    }
    let mut shape = x.shape.clone();
    shape[a] = Some(k);
    Ok((
        TensorType::new(x.dtype, shape.clone()),
        TensorType::new(super::INDEX_DTYPE, shape),
    ))
}

/// `unravel_index`: one `int64` array of `indices`' shape per axis of `shape`.
pub fn coordinates_of(indices: &TensorType, shape: &[usize]) -> Result<Vec<TensorType>> {
    if !indices.dtype.is_int() {
        return Err(super::invalid(format!(
            "indices must be integers, got {indices}"
        )));
    }
    Ok(vec![
        TensorType::new(INDEX_DTYPE, indices.shape.clone());
        shape.len()
    ])
}
