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
