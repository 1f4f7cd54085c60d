//! Set kernels: the unique values of a tensor with their first positions, inverse and counts,
//! for the nine dtypes candle holds (which has no `unique`), by the code both backends
//! run (`crate::row_major::unique`, through [`Map1`]).

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::BackendError;
use ivy_runtime::functional as f;

use super::backend::CandleBackend;
use super::dispatch::{Map1, from_vec};
use super::dtype::CandleElem;
use crate::row_major;

/// `unique_all`'s four tensors: the values, first positions, inverse (of `x`'s shape) and
/// counts.
/// The function called (named in a memory error).
struct UniqueAll(&'static str);

impl Map1 for UniqueAll {
    type Output = (Tensor, Tensor, Tensor, Tensor);

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Self::Output, BackendError> {
        let u = row_major::unique(self.0, x)?;
        let n = u.values.len();
        Ok((
            from_vec(u.values, &[n])?,
            from_vec(u.indices, &[n])?,
            from_vec(u.inverse, shape)?,
            from_vec(u.counts, &[n])?,
        ))
    }
}

/// The unique values of `x`, sorted (each `NaN` its own value).
#[implements(f::unique_values for CandleBackend)]
pub fn unique_values(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(UniqueAll("unique_values").map(x)?.0)
}

/// The unique values of `x` and their `int64` counts.
#[implements(f::unique_counts for CandleBackend)]
pub fn unique_counts(x: &Tensor) -> Result<(Tensor, Tensor), BackendError> {
    let (values, _, _, counts) = UniqueAll("unique_counts").map(x)?;
    Ok((values, counts))
}

/// The unique values of `x` and, for each element, the `int64` position of its value.
#[implements(f::unique_inverse for CandleBackend)]
pub fn unique_inverse(x: &Tensor) -> Result<(Tensor, Tensor), BackendError> {
    let (values, _, inverse, _) = UniqueAll("unique_inverse").map(x)?;
    Ok((values, inverse))
}

/// The unique values of `x`, their first positions, the inverse and the counts.
#[implements(f::unique_all for CandleBackend)]
pub fn unique_all(x: &Tensor) -> Result<(Tensor, Tensor, Tensor, Tensor), BackendError> {
    UniqueAll("unique_all").map(x)
}
