//! Sorting: sorted values, the permutations that sort, and insertion points.
//!
//! Every sort is stable and orders as NumPy does: `NaN` after every number (`-0.0` and `0.0`
//! equal, so they keep their order), `false` before `true`, complex numbers by real part, then
//! imaginary part. Descending is the reverse order, equal elements still in their order (so
//! `NaN`s come first), as Ivy's backends sort. Positions are `int64`.

use ivy_macros::primary;

use crate::{Array, ArrayLike, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// `x` sorted along `axis`, ascending or `descending`. Sorts are always stable, so `stable`
    /// only says what the caller relies on.
    ///
    /// ```
    /// let x = ivy::array![3.0, f64::NAN, -1.0, 2.0]?;
    /// assert_eq!(ivy::sort(&x)?.to_string(), "[-1.,  2.,  3., nan]");
    /// assert_eq!(ivy::sort::with(&x).descending(true).call()?.to_string(), "[nan,  3.,  2., -1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(along(x, Some(axis), x.dtype))]
    #[defaults(axis = -1, stable = true)]
    pub fn sort(
        x: &Array,
        axis: isize,
        descending: bool,
        stable: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The positions that sort `x` along `axis` (ascending or `descending`, equal elements in
    /// their order: the sort is always stable).
    ///
    /// ```
    /// let x = ivy::array![[3, 1, 2], [1, 1, 0]]?;
    /// assert_eq!(ivy::argsort::with(&x).axis(1).call()?.to_string(), "[[1, 2, 0],\n [2, 0, 1]]");
    /// assert_eq!(ivy::argsort::with(&x).axis(1).descending(true).call()?.to_string(), "[[0, 2, 1],\n [0, 1, 2]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(sort)]
    #[returns(along(x, Some(axis), INDEX_DTYPE))]
    #[defaults(axis = -1, stable = true)]
    pub fn argsort();

    /// Where each element of `v` goes in the sorted 1-d `x` to keep it sorted: `int64` positions
    /// of the shape of `v`. `x` and `v` promote together (a Rust scalar `v` is weak and gives a
    /// 0-d result). Ivy's `sorter` and `ret_dtype` are not taken (sort `x` first; positions are
    /// `int64`).
    ///
    /// ```
    /// use ivy::Side;
    /// let x = ivy::array![1, 2, 2, 3]?;
    /// let v = ivy::array![2, 0, 4]?;
    /// assert_eq!(ivy::searchsorted(&x, &v)?.to_string(), "[1, 0, 4]");
    /// assert_eq!(ivy::searchsorted::with(&x, &v).side(Side::Right).call()?.to_string(), "[3, 0, 4]");
    /// assert_eq!(ivy::searchsorted(&x, 2.5)?.to_string(), "3");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(retyped(v, INDEX_DTYPE))]
    #[defaults(side = Side::Left)]
    pub fn searchsorted(
        x: &Array,
        v: ArrayLike<'_>,
        side: Side,
        out: Option<&mut Array>,
    ) -> Result<Array>;
}

pub use declared::*;

/// Which of several equal elements [`searchsorted()`] puts a value before or after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Before the equal elements: the first position `i` with `v <= x[i]`.
    Left,
    /// After them: the first position `i` with `v < x[i]`.
    Right,
}
crate::dynamic::named!(Side: "a side", Left = "left", Right = "right");

use ivy_macros::compositional;

use super::{gather, take_along_axis};
use crate::HostArray;

/// The `k` largest elements of `x` along `axis` (Ivy's default the last), or the smallest
/// unless `largest`, with their positions (`int64`): `(values, indices)`, in sorted order
/// (descending for the largest) whatever `sorted` says, equal elements in their order (the
/// sort is stable). A `nan` counts as the largest element, as NumPy sorts it. `k` may not
/// exceed the length of the axis.
///
/// ```
/// let x = ivy::array![[1.0f32, 5.0, 3.0], [9.0, 7.0, 8.0]]?;
/// let (values, indices) = ivy::top_k(&x, 2)?;
/// assert_eq!(values.to_string(), "[[5., 3.],\n [9., 8.]]");
/// assert_eq!(indices.to_string(), "[[1, 2],\n [0, 2]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(top_k_of(x, k, axis))]
#[defaults(k = required, axis = -1, largest = true, sorted = true)]
#[nestable]
pub fn top_k(
    x: &Array,
    k: usize,
    axis: isize,
    largest: bool,
    sorted: bool,
) -> Result<(Array, Array)> {
    let _ = sorted;
    let a = crate::normalize_axis("top_k", axis, x.ndim())?;
    let n = x.shape()[a];
    if k > n {
        return Err(crate::Error::InvalidInput(format!(
            "top_k: k = {k} exceeds the length {n} of axis {axis}; give k <= {n}"
        )));
    }
    let order = argsort::with(x).axis(axis).descending(largest).call()?;
    let first: Vec<i64> = (0..k as i64).collect();
    let first = Array::from_host(x.backend(), HostArray::new(vec![k], first)?, x.device())?;
    let indices = gather::with(&order, &first).axis(axis).call()?;
    let values = take_along_axis(x, &indices, axis)?;
    Ok((values, indices))
}
