//! Set kernels: the unique values of an array with their first positions, inverse and counts,
//! for every dtype, by the code the candle backend runs too (`crate::row_major::unique`).

use ivy_macros::implements;
use ivy_runtime::Result;
use ivy_runtime::functional as f;
use ndarray::ArrayRefD;

use super::backend::NdArrayBackend;
use super::dispatch::{MapSortable, classes};
use super::storage::NdArray;
use crate::elem::SortElem;
use crate::row_major;

/// `unique_all`'s four arrays: the values, first positions, inverse (of `x`'s shape) and counts.
/// The function called (named in a memory error).
struct UniqueAll(&'static str);

impl MapSortable for UniqueAll {
    const NAME: &'static str = "unique_all";
    type Output = (NdArray, NdArray, NdArray, NdArray);

    fn f<T: SortElem>(&self, a: &ArrayRefD<T>) -> Result<Self::Output> {
        let u = row_major::unique(self.0, &row_major::of_ndarray(self.0, a)?)?;
        let n = u.values.len();
        Ok((
            NdArray::from_vec(u.values, &[n])?,
            NdArray::from_vec(u.indices, &[n])?,
            NdArray::from_vec(u.inverse, a.shape())?,
            NdArray::from_vec(u.counts, &[n])?,
        ))
    }
}

/// The unique values of `x`, sorted (each `NaN` its own value).
#[implements(f::unique_values for NdArrayBackend, takes = classes::ALL)]
pub fn unique_values(x: &NdArray) -> Result<NdArray> {
    Ok(UniqueAll("unique_values").map(x)?.0)
}

/// The unique values of `x` and their `int64` counts.
#[implements(f::unique_counts for NdArrayBackend, takes = classes::ALL)]
pub fn unique_counts(x: &NdArray) -> Result<(NdArray, NdArray)> {
    let (values, _, _, counts) = UniqueAll("unique_counts").map(x)?;
    Ok((values, counts))
}

/// The unique values of `x` and, for each element, the `int64` position of its value.
#[implements(f::unique_inverse for NdArrayBackend, takes = classes::ALL)]
pub fn unique_inverse(x: &NdArray) -> Result<(NdArray, NdArray)> {
    let (values, _, inverse, _) = UniqueAll("unique_inverse").map(x)?;
    Ok((values, inverse))
}

/// The unique values of `x`, their first positions, the inverse and the counts.
#[implements(f::unique_all for NdArrayBackend, takes = classes::ALL)]
pub fn unique_all(x: &NdArray) -> Result<(NdArray, NdArray, NdArray, NdArray)> {
    UniqueAll("unique_all").map(x)
}
