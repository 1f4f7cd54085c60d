//! Searching: the positions of extreme, true or nonzero elements, and `where`.
//!
//! Positions are `int64`, as in Ivy and NumPy. Elements compare in NumPy's order (`NaN` is
//! taken as the extreme value, so `argmax` and `argmin` both find the first `NaN`; complex
//! numbers compare by real part, then imaginary part); "nonzero" is NumPy's truth (`NaN` is
//! true, `-0.0` false).

use ivy_macros::primary;

use crate::{Array, ArrayLike, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The position of the largest element of `x` along `axis` (in the flattened `x` if `None`),
    /// the first one if several are equal (the last one if `select_last_index`); reduced axes are
    /// kept as length 1 if `keepdims`. An empty axis has no largest element: an error. Ivy's `dtype`
    /// argument is not taken: positions are `int64`.
    ///
    /// ```
    /// let x = ivy::array![[1.0, 5.0, 5.0], [f64::NAN, 0.0, 2.0]]?;
    /// assert_eq!(ivy::argmax::with(&x).axis(1).call()?.to_string(), "[1, 0]");
    /// assert_eq!(ivy::argmax::with(&x).axis(1).select_last_index(true).call()?.to_string(), "[2, 0]");
    /// assert_eq!(ivy::argmax(&x)?.to_string(), "3");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce_retyped(x, axis, keepdims, INDEX_DTYPE))]
    pub fn argmax(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        select_last_index: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The position of the smallest element of `x` along `axis`, as [`argmax()`] finds the largest
    /// (a `NaN` counts as the smallest, as in NumPy).
    ///
    /// ```
    /// let x = ivy::array![[3, 1, 1], [0, 7, 0]]?;
    /// assert_eq!(ivy::argmin::with(&x).axis(1).keepdims(true).call()?.to_string(), "[[1],\n [0]]");
    /// assert_eq!(ivy::argmin::with(&x).axis(0).call()?.to_string(), "[1, 0, 1]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(argmax)]
    #[returns(reduce_retyped(x, axis, keepdims, INDEX_DTYPE))]
    pub fn argmin();

    /// `x1` where `condition` is true, `x2` elsewhere, the three broadcast together. `x1` and `x2`
    /// promote together (a Rust scalar is weak); the condition, of any dtype, is read for its
    /// truth and takes no part in promotion. Ivy's `where` (a Rust keyword).
    ///
    /// ```
    /// let c = ivy::array![true, false, true]?;
    /// let x = ivy::array![1i8, 2, 3]?;
    /// let y = ivy::where_(&c, &x, 0)?;
    /// assert_eq!((y.to_string(), y.dtype()), ("[1, 0, 3]".to_owned(), ivy::Dtype::Int8));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast_retyped(&[condition, x1, x2], x1.dtype))]
    pub fn where_(
        condition: &Condition,
        x1: ArrayLike<'_>,
        x2: ArrayLike<'_>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The positions of the nonzero elements of `x`: one `int64` array per axis, the `k`-th
    /// entries of which make the position of the `k`-th nonzero element in row-major order. With a
    /// `size`, each array has exactly `size` entries: cut, or padded with `fill_value`. A 0-d `x`
    /// has no axes to give positions along: an error (as in NumPy 2; see [`argwhere()`]). Ivy's
    /// `as_tuple` is not taken ([`argwhere()`] gives the positions as one array); here `out` takes
    /// one array per axis.
    ///
    /// ```
    /// let x = ivy::array![[0, 3], [4, 0]]?;
    /// let p = ivy::nonzero(&x)?;
    /// assert_eq!((p[0].to_string(), p[1].to_string()), ("[0, 1]".to_owned(), "[1, 0]".to_owned()));
    /// let p = ivy::nonzero::with(&x).size(3).fill_value(-1).call()?;
    /// assert_eq!(p[0].to_string(), "[ 0,  1, -1]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(nonzero_of(x, size))]
    #[defaults(fill_value = 0)]
    pub fn nonzero(
        x: &Array,
        size: Option<usize>,
        fill_value: i64,
        out: Option<&mut [Array]>,
    ) -> Result<Vec<Array>>;

    /// The positions of the nonzero elements of `x`, one row per element in row-major order: an
    /// `int64` array of shape `(count, x.ndim())`.
    ///
    /// ```
    /// let x = ivy::array![[0, 3], [4, 0]]?;
    /// assert_eq!(ivy::argwhere(&x)?.to_string(), "[[0, 1],\n [1, 0]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(argwhere_of(x))]
    pub fn argwhere(x: &Array, out: Option<&mut Array>) -> Result<Array>;
}

pub use declared::*;

/// An array read for its truth, element by element (any dtype; nonzero is true), outside the
/// promotion of the other inputs: `where_`'s condition. It is an [`Array`] (this is an alias),
/// named apart so that the condition's dtype never enters the result's.
pub type Condition = Array;

use ivy_macros::compositional;

use super::{astype, floor_divide, remainder};

/// The coordinates in an array of `shape` of the flat (row-major) positions `indices`
/// (NumPy's `unravel_index`): one `int64` array per axis, of `indices`' shape. Integer
/// positions only, each in `[0, product of shape)`.
///
/// ```
/// let i = ivy::array![5i64, 1]?;
/// let c = ivy::unravel_index(&i, &[2, 3])?;
/// assert_eq!((c[0].to_string(), c[1].to_string()), ("[1, 0]".to_owned(), "[2, 1]".to_owned()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(coordinates_of(indices, shape))]
#[defaults(shape = required)]
#[nestable]
// Counts and positions are integers.
#[with_unsupported_dtypes("0.0 and above" => ["float", "complex", "bool"])]
pub fn unravel_index(indices: &Array, shape: &[usize]) -> Result<Vec<Array>> {
    if !indices.dtype().is_int() {
        return Err(crate::Error::InvalidInput(format!(
            "unravel_index: indices must be integers, got {}",
            indices.dtype()
        )));
    }
    let size = shape.iter().fold(1u128, |n, &d| n.saturating_mul(d as u128));
    let flat = astype(indices, crate::Dtype::Int64)?;
    let values = flat.to_vec::<i64>()?;
    if let Some(bad) = values.iter().find(|&&v| v < 0 || v as u128 >= size) {
        return Err(crate::Error::InvalidInput(format!(
            "unravel_index: index {bad} is out of bounds for an array of shape {shape:?} \
             ({size} elements)"
        )));
    }
    let mut rest = flat;
    let mut coordinates = Vec::with_capacity(shape.len());
    for &d in shape.iter().rev() {
        let d = d as i64;
        coordinates.push(remainder(&rest, d)?);
        rest = floor_divide(&rest, d)?;
    }
    coordinates.reverse();
    Ok(coordinates)
}
