//! Sorting kernels: `sort`, `argsort`, `searchsorted`, for the nine dtypes candle holds, by
//! the code both backends run (`crate::row_major`, through [`Map1`]): candle's own
//! sorts work along the last axis only, are not stable, return `u32` positions and order `NaN`
//! as its comparisons happen to; it has no `searchsorted`.

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Side, normalize_axis};

use super::backend::CandleBackend;
use super::dispatch::{Map1, from_vec, with_elements};
use super::dtype::{CandleElem, with_candle_type};
use super::error::{invalid, same_dtype};
use crate::row_major;
use crate::row_major::not_1d;

struct Sort {
    axis: usize,
    descending: bool,
    positions: bool,
}

impl Map1 for Sort {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        if self.positions {
            from_vec(
                row_major::argsorted(x, shape, self.axis, self.descending)?,
                shape,
            )
        } else {
            from_vec(
                row_major::sorted(x, shape, self.axis, self.descending)?,
                shape,
            )
        }
    }
}

fn sort_along(
    function: &'static str,
    x: &Tensor,
    axis: isize,
    descending: bool,
    positions: bool,
) -> Result<Tensor, BackendError> {
    let axis = normalize_axis(function, axis, x.rank())?;
    Sort {
        axis,
        descending,
        positions,
    }
    .map(x)
}

/// `x` sorted along `axis`, ascending or `descending` (stable either way).
#[implements(f::sort for CandleBackend)]
pub fn sort(
    x: &Tensor,
    axis: isize,
    descending: bool,
    stable: bool,
) -> Result<Tensor, BackendError> {
    let _ = stable; // every sort here is stable
    sort_along("sort", x, axis, descending, false)
}

/// The `int64` positions that sort `x` along `axis` (stable).
#[implements(f::argsort for CandleBackend)]
pub fn argsort(
    x: &Tensor,
    axis: isize,
    descending: bool,
    stable: bool,
) -> Result<Tensor, BackendError> {
    let _ = stable;
    sort_along("argsort", x, axis, descending, true)
}

/// Where each element of `v` goes in the sorted 1-d `x` (`int64`, of the shape of `v`).
#[implements(f::searchsorted for CandleBackend)]
pub fn searchsorted(x: &Tensor, v: &Tensor, side: Side) -> Result<Tensor, BackendError> {
    const F: &str = "searchsorted";
    if x.rank() != 1 {
        return Err(invalid(F, not_1d(x.dims())).into());
    }
    let dtype = same_dtype(F, x, v)?;
    with_candle_type!(dtype, T => {
        let points = with_elements::<T, _>(x, |x| {
            with_elements::<T, _>(v, |v| Ok(row_major::insertion_points(x, v, side)))
        })?;
        from_vec(points, v.dims())
    }, _ => unreachable!("same_dtype gives one of the nine dtypes"))
}
