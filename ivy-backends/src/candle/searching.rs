//! Searching kernels: `argmax`, `argmin`, `where_`, `nonzero`, `argwhere`, for the nine dtypes
//! candle holds. The positions are computed over candle's CPU storage by the code the ndarray
//! backend runs (`crate::row_major`, through [`Map1`]): candle's own `argmax` and `argmin`
//! return `u32` positions and take no `NaN` as the extreme; it has no `nonzero`. `where_` is
//! candle's `where_cond` over the three operands broadcast together, with the condition (an
//! ivy array of any dtype, on any backend) read for its truth as a `uint8` mask.

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, broadcast_shapes};

use super::backend::CandleBackend;
use super::dispatch::{Map1, from_vec};
use super::dtype::{CandleElem, dtype_of};
use super::error::invalid;
use crate::row_major::ZERO_D;
use crate::row_major::{self, ArgExtreme, Extreme};

impl Map1 for ArgExtreme {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        let (v, shape) = self.positions(x, shape)?;
        from_vec(v, &shape)
    }
}

/// The `int64` position of the largest element along `axis` (of the flattened `x` if
/// `None`); `NaN` counts as the largest.
#[implements(f::argmax for CandleBackend)]
pub fn argmax(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    select_last_index: bool,
) -> Result<Tensor, BackendError> {
    ArgExtreme::new(axis, x.rank(), keepdims, Extreme::Max, select_last_index)?.map(x)
}

/// The `int64` position of the smallest element along `axis` (of the flattened `x` if
/// `None`); `NaN` counts as the smallest.
#[implements(f::argmin for CandleBackend)]
pub fn argmin(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    select_last_index: bool,
) -> Result<Tensor, BackendError> {
    ArgExtreme::new(axis, x.rank(), keepdims, Extreme::Min, select_last_index)?.map(x)
}

/// `x1` where `condition` is true, `x2` elsewhere; `x1` and `x2` have one dtype and the
/// condition is 0 or 1 in `uint8` (the runtime prepares them: candle holds no `bool`).
#[implements(f::where_ for CandleBackend)]
pub fn where_(mask: &Tensor, x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    const F: &str = "where_";
    let shape = broadcast_shapes(F, mask.dims(), x1.dims())?;
    let shape = broadcast_shapes(F, &shape, x2.dims())?;
    ivy_runtime::check_result_size(F, &shape, dtype_of(x1)?.itemsize())?;
    let spread = |t: &Tensor| t.broadcast_as(shape.as_slice())?.contiguous();
    Ok(spread(mask)?.where_cond(&spread(x1)?, &spread(x2)?)?)
}

/// The positions of the nonzero elements, one row each, and their count.
struct NonzeroRows;

impl Map1 for NonzeroRows {
    type Output = (Vec<i64>, usize);

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Self::Output, BackendError> {
        Ok(row_major::nonzero_rows(x, shape))
    }
}

/// The positions of the nonzero elements of `x`, one `int64` array per axis (`size` entries
/// each when given: cut, or padded with `fill_value`). A 0-d `x` is an error.
#[implements(f::nonzero for CandleBackend)]
pub fn nonzero(
    x: &Tensor,
    size: Option<usize>,
    fill_value: i64,
) -> Result<Vec<Tensor>, BackendError> {
    if x.rank() == 0 {
        return Err(invalid("nonzero", ZERO_D).into());
    }
    let (rows, count) = NonzeroRows.map(x)?;
    row_major::nonzero_columns(&rows, count, x.rank(), size, fill_value)?
        .into_iter()
        .map(|c| {
            let n = c.len();
            from_vec(c, &[n])
        })
        .collect()
}

/// The positions of the nonzero elements of `x`, as an `int64` array of shape `(count, ndim)`.
#[implements(f::argwhere for CandleBackend)]
pub fn argwhere(x: &Tensor) -> Result<Tensor, BackendError> {
    let (rows, count) = NonzeroRows.map(x)?;
    from_vec(rows, &[count, x.rank()])
}
