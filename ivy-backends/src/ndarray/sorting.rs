//! Sorting kernels: `sort`, `argsort`, `searchsorted`, for every dtype, in NumPy's order
//! (`NaN` last), stable, by the code the candle backend runs too (`crate::row_major`).

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Result, Side, normalize_axis};
use ndarray::ArrayRefD;

use super::backend::NdArrayBackend;
use super::dispatch::{Map2Sortable, MapSortable, classes};
use super::error;
use super::storage::NdArray;
use crate::elem::SortElem;
use crate::row_major;

struct Sort {
    axis: usize,
    descending: bool,
    positions: bool,
}

impl MapSortable for Sort {
    const NAME: &'static str = "sort";
    type Output = NdArray;

    fn f<T: SortElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let function = if self.positions { "argsort" } else { "sort" };
        let x = row_major::of_ndarray(function, a)?;
        if self.positions {
            let v = row_major::argsorted(&x, a.shape(), self.axis, self.descending)?;
            NdArray::from_vec(v, a.shape())
        } else {
            let v = row_major::sorted(&x, a.shape(), self.axis, self.descending)?;
            NdArray::from_vec(v, a.shape())
        }
    }
}

/// `x` sorted along `axis`, ascending or `descending` (stable either way).
#[implements(f::sort for NdArrayBackend, takes = classes::ALL)]
pub fn sort(x: &NdArray, axis: isize, descending: bool, stable: bool) -> Result<NdArray> {
    let _ = stable; // every sort here is stable
    let axis = normalize_axis("sort", axis, x.ndim())?;
    Sort {
        axis,
        descending,
        positions: false,
    }
    .map(x)
}

/// The `int64` positions that sort `x` along `axis` (stable).
#[implements(f::argsort for NdArrayBackend, takes = classes::ALL)]
pub fn argsort(x: &NdArray, axis: isize, descending: bool, stable: bool) -> Result<NdArray> {
    let _ = stable;
    let axis = normalize_axis("argsort", axis, x.ndim())?;
    Sort {
        axis,
        descending,
        positions: true,
    }
    .map(x)
}

struct Search(Side);

impl Map2Sortable for Search {
    const NAME: &'static str = "searchsorted";
    type Output = NdArray;

    fn f<T: SortElem>(&self, x: &ArrayRefD<T>, v: &ArrayRefD<T>) -> Result<NdArray> {
        let points = row_major::insertion_points(
            &row_major::of_ndarray(Self::NAME, x)?,
            &row_major::of_ndarray(Self::NAME, v)?,
            self.0,
        );
        NdArray::from_vec(points, v.shape())
    }
}

/// Where each element of `v` goes in the sorted 1-d `x` (`int64`, of the shape of `v`).
#[implements(f::searchsorted for NdArrayBackend, takes = classes::ALL)]
pub fn searchsorted(x: &NdArray, v: &NdArray, side: Side) -> Result<NdArray> {
    if x.ndim() != 1 {
        return Err(error::invalid("searchsorted", row_major::not_1d(x.shape())));
    }
    Search(side).map(x, v)
}
