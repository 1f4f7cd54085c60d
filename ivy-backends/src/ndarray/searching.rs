//! Searching kernels: `argmax`, `argmin`, `where_`, `nonzero`, `argwhere`, for every dtype.
//! The extremes and positions are computed over the elements in row-major order by the code
//! the candle backend runs too (`crate::row_major`); positions are `int64`.

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Dtype, Result, broadcast_shapes};
use ndarray::{ArrayRefD, IxDyn, Zip};

use super::backend::NdArrayBackend;
use super::dispatch::{Map2All, MapAll, MapSortable, classes};
use super::error;
use super::storage::{Element, NdArray};
use crate::elem::SortElem;
use crate::row_major::{self, ArgExtreme, Extreme};

impl MapSortable for ArgExtreme {
    const NAME: &'static str = "argmax/argmin";
    type Output = NdArray;

    fn f<T: SortElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let (v, shape) = self.positions(&row_major::of_ndarray(self.name(), a)?, a.shape())?;
        NdArray::from_vec(v, &shape)
    }
}

/// The position of the largest element along `axis` (of the flattened `x` if `None`); `NaN`
/// counts as the largest.
#[implements(f::argmax for NdArrayBackend, takes = classes::ALL)]
pub fn argmax(
    x: &NdArray,
    axis: Option<isize>,
    keepdims: bool,
    select_last_index: bool,
) -> Result<NdArray> {
    ArgExtreme::new(axis, x.ndim(), keepdims, Extreme::Max, select_last_index)?.map(x)
}

/// The position of the smallest element along `axis` (of the flattened `x` if `None`); `NaN`
/// counts as the smallest.
#[implements(f::argmin for NdArrayBackend, takes = classes::ALL)]
pub fn argmin(
    x: &NdArray,
    axis: Option<isize>,
    keepdims: bool,
    select_last_index: bool,
) -> Result<NdArray> {
    ArgExtreme::new(axis, x.ndim(), keepdims, Extreme::Min, select_last_index)?.map(x)
}

/// `x1` where the mask is true, `x2` elsewhere, all three broadcast to `shape`.
struct Select<'a> {
    mask: &'a ArrayRefD<bool>,
    shape: &'a [usize],
}

impl Map2All for Select<'_> {
    const NAME: &'static str = "where_";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        let to = IxDyn(self.shape);
        let refused = || error::invalid(Self::NAME, "the operands do not broadcast together");
        let (m, a, b) = (
            self.mask.broadcast(to.clone()).ok_or_else(refused)?,
            a.broadcast(to.clone()).ok_or_else(refused)?,
            b.broadcast(to).ok_or_else(refused)?,
        );
        Ok(Zip::from(&m)
            .and(&a)
            .and(&b)
            .map_collect(|&m, &a, &b| if m { a } else { b })
            .into())
    }
}

/// `x1` where `condition` is true, `x2` elsewhere; `x1` and `x2` have one dtype and the
/// condition is `bool` (the runtime prepares them).
#[implements(f::where_ for NdArrayBackend, takes = classes::ALL)]
pub fn where_(condition: &NdArray, x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    const F: &str = "where_";
    let NdArray::Bool(mask) = condition else {
        return Err(error::dtype_mismatch(F, Dtype::Bool, condition.dtype()));
    };
    let shape = broadcast_shapes(F, mask.shape(), x1.shape())?;
    let shape = broadcast_shapes(F, &shape, x2.shape())?;
    ivy_runtime::check_result_size(F, &shape, x1.dtype().itemsize())?;
    Select {
        mask,
        shape: &shape,
    }
    .map(x1, x2)
}

/// The positions of the nonzero elements, one row each, and their count.
struct NonzeroRows;

impl MapAll for NonzeroRows {
    const NAME: &'static str = "nonzero";
    type Output = (Vec<i64>, usize);

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<(Vec<i64>, usize)> {
        Ok(row_major::nonzero_rows(
            &row_major::of_ndarray(Self::NAME, a)?,
            a.shape(),
        ))
    }
}

/// The positions of the nonzero elements of `x`, one `int64` array per axis (`size` entries
/// each when given: cut, or padded with `fill_value`). A 0-d `x` is an error.
#[implements(f::nonzero for NdArrayBackend, takes = classes::ALL)]
pub fn nonzero(x: &NdArray, size: Option<usize>, fill_value: i64) -> Result<Vec<NdArray>> {
    if x.ndim() == 0 {
        return Err(error::invalid("nonzero", row_major::ZERO_D));
    }
    let (rows, count) = NonzeroRows.map(x)?;
    row_major::nonzero_columns(&rows, count, x.ndim(), size, fill_value)?
        .into_iter()
        .map(|c| {
            let n = c.len();
            NdArray::from_vec(c, &[n])
        })
        .collect()
}

/// The positions of the nonzero elements of `x`, as an `int64` array of shape `(count, ndim)`.
#[implements(f::argwhere for NdArrayBackend, takes = classes::ALL)]
pub fn argwhere(x: &NdArray) -> Result<NdArray> {
    let (rows, count) = NonzeroRows.map(x)?;
    NdArray::from_vec(rows, &[count, x.ndim()])
}
