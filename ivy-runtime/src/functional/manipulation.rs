//! Manipulation: reshaping, joining, splitting, reordering and padding arrays.
//!
//! Axes are `isize` (negative counts from the end) and every axis, shape, count and width is
//! checked before any work: a bad one is an error naming the argument and what it accepts.
//! Ivy's `copy` arguments are not taken (an ivy array is a value: no call writes into its
//! input), nor `reshape`'s `order` and `allowzero` (C order; a 0 in a shape is a length 0).
//!
//! The functions that join several arrays (`concat`, `stack`, `broadcast_arrays`) take them as
//! a slice, `&[Array]`: the list's arrays are not among the arrays a call promotes and picks its
//! backend from. They run on the set backend (else the default one), which takes the arrays
//! from wherever they are; `concat` and `stack` promote them together under the active rules
//! (as Ivy's backends do), `broadcast_arrays` keeps each array's dtype (as NumPy and Ivy).

pub use crate::arguments::{PadMode, Sections};
use ivy_macros::{compositional, primary};

use crate::functional::{astype, full, gather, where_};
use crate::{Array, Indices, Result, Scalar, ScatterReduction, Values};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// `x` with a new `shape` holding the same elements in row-major order. One entry may be `-1`:
    /// it takes the length that makes the number of elements match.
    ///
    /// ```
    /// let x = ivy::array![[1, 2, 3], [4, 5, 6]]?;
    /// assert_eq!(ivy::reshape(&x, &[3, -1])?.to_string(), "[[1, 2],\n [3, 4],\n [5, 6]]");
    /// assert!(ivy::reshape(&x, &[4, -1]).is_err()); // 6 elements are not 4 rows
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reshaped(x, shape))]
    #[defaults(shape = required)]
    pub fn reshape(x: &Array, shape: &[isize], out: Option<&mut Array>) -> Result<Array>;

    /// `x` with an axis of length 1 inserted at each position of `axis` (positions in the result,
    /// which has `x.ndim() + axis.len()` dimensions; negative counts from its end).
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::expand_dims(&x)?.shape(), &[1, 3]);
    /// assert_eq!(ivy::expand_dims::with(&x).axis(&[0, -1]).call()?.shape(), &[1, 3, 1]);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(expanded(x, axis))]
    #[defaults(axis = &[0])]
    pub fn expand_dims(x: &Array, axis: &[isize], out: Option<&mut Array>) -> Result<Array>;

    /// `x` without the axes of length 1 listed in `axis` (every axis of length 1 if `None`); an
    /// axis listed with another length is an error.
    ///
    /// ```
    /// let x = ivy::reshape(&ivy::array![1, 2, 3]?, &[1, 3, 1])?;
    /// assert_eq!(ivy::squeeze(&x)?.shape(), &[3]);
    /// assert_eq!(ivy::squeeze::with(&x).axis(&[0]).call()?.shape(), &[3, 1]);
    /// assert!(ivy::squeeze::with(&x).axis(&[1]).call().is_err()); // axis 1 has length 3
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(squeezed(x, axis))]
    pub fn squeeze(x: &Array, axis: Option<&[isize]>, out: Option<&mut Array>) -> Result<Array>;

    /// `x` with its axes reordered: axis `i` of the result is axis `axes[i]` of `x`; `axes` is a
    /// permutation of the axes of `x`.
    ///
    /// ```
    /// let x = ivy::array![[1, 2, 3], [4, 5, 6]]?;
    /// assert_eq!(ivy::permute_dims(&x, &[1, 0])?.to_string(), "[[1, 4],\n [2, 5],\n [3, 6]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(permuted(x, axes))]
    #[defaults(axes = required)]
    pub fn permute_dims(x: &Array, axes: &[isize], out: Option<&mut Array>) -> Result<Array>;

    /// `x` with the order of its elements reversed along each axis of `axis` (every axis if
    /// `None`).
    ///
    /// ```
    /// let x = ivy::array![[1, 2, 3], [4, 5, 6]]?;
    /// assert_eq!(ivy::flip(&x)?.to_string(), "[[6, 5, 4],\n [3, 2, 1]]");
    /// assert_eq!(ivy::flip::with(&x).axis(&[1]).call()?.to_string(), "[[3, 2, 1],\n [6, 5, 4]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(flipped(x, axis))]
    pub fn flip(x: &Array, axis: Option<&[isize]>, out: Option<&mut Array>) -> Result<Array>;

    /// `x` with its elements shifted by `shift` places along `axis`, those passing the end coming
    /// back at the start. Without an axis, `x` is rolled as if flattened (`shift` is one number);
    /// with axes, `shift` has one entry per axis, or one for all of them.
    ///
    /// ```
    /// let x = ivy::array![[1, 2, 3], [4, 5, 6]]?;
    /// assert_eq!(ivy::roll(&x, &[1])?.to_string(), "[[6, 1, 2],\n [3, 4, 5]]");
    /// assert_eq!(ivy::roll::with(&x, &[-1]).axis(&[1]).call()?.to_string(), "[[2, 3, 1],\n [5, 6, 4]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(rolled(x, shift, axis))]
    #[defaults(shift = required)]
    pub fn roll(
        x: &Array,
        shift: &[isize],
        axis: Option<&[isize]>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// `x` cut along `axis` into the sections `num_or_size_splits` describes: `None` cuts it into
    /// sections of length 1. A count must divide the axis's length unless `with_remainder`, where
    /// (as Ivy computes it) the count is taken as a section length and the remainder is one more,
    /// shorter section: 7 with `Count(3)` gives lengths 3, 3, 1.
    ///
    /// Ivy's `split` has no `out`; here `out` takes one array per section.
    ///
    /// ```
    /// use ivy::Sections;
    /// let x = ivy::array![1, 2, 3, 4, 5, 6]?;
    /// let parts = ivy::split::with(&x).num_or_size_splits(Sections::Count(3)).call()?;
    /// assert_eq!(parts.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["[1, 2]", "[3, 4]", "[5, 6]"]);
    /// let parts = ivy::split::with(&x).num_or_size_splits(Sections::Sizes(&[1, 5])).call()?;
    /// assert_eq!(parts[1].to_string(), "[2, 3, 4, 5, 6]");
    /// assert!(ivy::split::with(&x).num_or_size_splits(Sections::Count(4)).call().is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(split_into(x, num_or_size_splits, axis, with_remainder))]
    #[defaults(axis = 0)]
    pub fn split(
        x: &Array,
        num_or_size_splits: Option<Sections<'_>>,
        axis: isize,
        with_remainder: bool,
        out: Option<&mut [Array]>,
    ) -> Result<Vec<Array>>;

    /// `x` repeated `repeats[i]` times along axis `i`. With fewer entries than axes the leading
    /// axes are repeated once; with more, `x` takes leading axes of length 1 first.
    ///
    /// ```
    /// let x = ivy::array![1, 2]?;
    /// assert_eq!(ivy::tile(&x, &[2])?.to_string(), "[1, 2, 1, 2]");
    /// assert_eq!(ivy::tile(&x, &[2, 1])?.to_string(), "[[1, 2],\n [1, 2]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(tiled(x, repeats))]
    #[defaults(repeats = required)]
    pub fn tile(x: &Array, repeats: &[isize], out: Option<&mut Array>) -> Result<Array>;

    /// Each element of `x` repeated along `axis` (of the flattened `x` if `None`): `repeats` has
    /// one count for every element, or one for all.
    ///
    /// ```
    /// let x = ivy::array![[1, 2], [3, 4]]?;
    /// assert_eq!(ivy::repeat(&x, &[2])?.to_string(), "[1, 1, 2, 2, 3, 3, 4, 4]");
    /// assert_eq!(ivy::repeat::with(&x, &[1, 2]).axis(0).call()?.to_string(), "[[1, 2],\n [3, 4],\n [3, 4]]");
    /// assert!(ivy::repeat(&x, &[-1]).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(repeated(x, repeats, axis))]
    #[defaults(repeats = required)]
    pub fn repeat(
        x: &Array,
        repeats: &[isize],
        axis: Option<isize>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// `x` broadcast to `shape` under NumPy's rules.
    ///
    /// ```
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::broadcast_to(&x, &[2, 3])?.to_string(), "[[1, 2, 3],\n [1, 2, 3]]");
    /// assert!(ivy::broadcast_to(&x, &[2]).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(broadcast_to_shape(x, shape))]
    #[defaults(shape = required)]
    pub fn broadcast_to(x: &Array, shape: &[usize], out: Option<&mut Array>) -> Result<Array>;

    /// `x` with axes `axis0` and `axis1` swapped.
    ///
    /// ```
    /// let x = ivy::array![[1, 2, 3]]?;
    /// assert_eq!(ivy::swapaxes(&x, 0, 1)?.shape(), &[3, 1]);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(swapped(x, axis0, axis1))]
    #[defaults(axis0 = required, axis1 = required)]
    pub fn swapaxes(x: &Array, axis0: isize, axis1: isize, out: Option<&mut Array>) -> Result<Array>;

    /// `input` with `pad_width[i] = (before, after)` elements added before and after axis `i`
    /// (one pair for every axis, or one for all of them), filled as `mode` says; in
    /// [`PadMode::Constant`], with `constant_values`, which must fit the dtype of `input`.
    ///
    /// Of Ivy's modes, the five of [`PadMode`] (Ivy's `stat_length`, `end_values` and
    /// `reflect_type` go with the modes left out, and are not taken).
    ///
    /// ```
    /// use ivy::PadMode;
    /// let x = ivy::array![1, 2, 3]?;
    /// assert_eq!(ivy::pad::with(&x, &[(2, 1)]).constant_values(0).call()?.to_string(), "[0, 0, 1, 2, 3, 0]");
    /// assert_eq!(ivy::pad::with(&x, &[(2, 2)]).mode(PadMode::Reflect).constant_values(0).call()?.to_string(), "[3, 2, 1, 2, 3, 2, 1]");
    /// assert_eq!(ivy::pad::with(&x, &[(1, 1)]).mode(PadMode::Wrap).constant_values(0).call()?.to_string(), "[3, 1, 2, 3, 1]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(padded(input, pad_width))]
    #[defaults(pad_width = required, mode = PadMode::Constant, constant_values = Scalar::Int(0))]
    pub fn pad(
        input: &Array,
        pad_width: &[(usize, usize)],
        mode: PadMode,
        constant_values: Scalar,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The elements of `arr` at the positions `indices` gives along `axis` (NumPy's
    /// `take_along_axis`): `indices` has as many dimensions as `arr`, and the result its length
    /// along `axis`, where element `[.., j, ..]` is `arr[.., indices[.., j, ..], ..]`; along the
    /// other axes `arr` and `indices` broadcast. `indices` is of any integer dtype and takes no
    /// part in promotion (the result has `arr`'s dtype); a negative index counts from the end, one
    /// out of range is an error naming the axis and its length (NumPy's behaviour; Ivy's `mode`
    /// for such indices is not taken).
    ///
    /// ```
    /// // np.take_along_axis(a, np.argsort(a, axis=1), axis=1) of NumPy's docs.
    /// let a = ivy::array![[10, 30, 20], [60, 40, 50]]?;
    /// let order = ivy::array![[0, 2, 1], [1, 2, 0]]?;
    /// assert_eq!(ivy::take_along_axis(&a, &order, 1)?.to_string(), "[[10, 20, 30],\n [40, 50, 60]]");
    /// // Each row's entry at its label: log-probabilities of the labels.
    /// let labels = ivy::array![[2], [-3]]?;
    /// assert_eq!(ivy::take_along_axis(&a, &labels, 1)?.to_string(), "[[20],\n [60]]");
    /// let e = ivy::take_along_axis(&a, &ivy::array![[3u8], [0]]?, 1).unwrap_err();
    /// assert!(e.to_string().contains("axis 1 of length 3"), "{e}");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(taken_along(arr, indices, axis))]
    #[defaults(axis = required)]
    pub fn take_along_axis(
        arr: &Array,
        indices: &Indices,
        axis: isize,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// `arr` with `values` written at the positions `indices` gives along `axis` (NumPy's
    /// `put_along_axis`), as a new array (`arr` is not changed): position `[.., j, ..]` of the
    /// indices (broadcast with `arr` along the other axes, as in [`take_along_axis()`]) writes
    /// `values[.., j, ..]` (`values` broadcast to the indices' shape) at `arr[.., indices[.., j,
    /// ..], ..]`, combined with what is there by `mode` (Ivy's default,
    /// [`ScatterReduction::Replace`]: the last value written to a position stays;
    /// [`ScatterReduction::Sum`]: added). The result has `arr`'s dtype: `values` is cast to it
    /// where its dtype casts (as `out=` takes a result), else refused; `indices` is of any integer
    /// dtype. Negative indices count from the end; one out of range is an error naming the axis
    /// and its length. `bool` arrays are not taken.
    ///
    /// ```
    /// use ivy::ScatterReduction::*;
    /// // NumPy's example: the largest of each row replaced by 99.
    /// let a = ivy::array![[10, 30, 20], [60, 40, 50]]?;
    /// let at = ivy::array![[1], [0]]?;
    /// let put = ivy::put_along_axis::with(&a, &at, &ivy::array![99]?, 1).mode(Replace).call()?;
    /// assert_eq!(put.to_string(), "[[10, 99, 20],\n [99, 40, 50]]");
    /// let added = ivy::put_along_axis::with(&a, &at, &ivy::array![[1], [2]]?, 1).mode(Sum).call()?;
    /// assert_eq!(added.to_string(), "[[10, 31, 20],\n [62, 40, 50]]");
    /// let e = ivy::put_along_axis::with(&a, &at, &ivy::array![0.5]?, 1).mode(Replace).call().unwrap_err();
    /// assert!(e.to_string().contains("`values` of float64 cannot be written"), "{e}");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(put_along(arr, indices, values, axis))]
    #[defaults(axis = required, mode = ScatterReduction::Replace)]
    pub fn put_along_axis(
        arr: &Array,
        indices: &Indices,
        values: &Values,
        axis: isize,
        mode: ScatterReduction,
        out: Option<&mut Array>,
    ) -> Result<Array>;
}

pub use declared::*;

/// `x` with its axes `start_dim..=end_dim` merged into one (a 0-d `x` gives a 1-d array of
/// one element), through [`reshape()`].
///
/// ```
/// let x = ivy::reshape(&ivy::array![1, 2, 3, 4, 5, 6, 7, 8]?, &[2, 2, 2])?;
/// assert_eq!(ivy::flatten(&x)?.shape(), &[8]);
/// assert_eq!(ivy::flatten::with(&x).start_dim(1).end_dim(2).call()?.shape(), &[2, 4]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(flattened(x, start_dim, end_dim))]
#[defaults(start_dim = 0, end_dim = -1)]
#[handle_out]
#[nestable]
pub fn flatten(
    x: &Array,
    start_dim: isize,
    end_dim: isize,
    out: Option<&mut Array>,
) -> Result<Array> {
    if x.ndim() == 0 {
        return reshape(x, &[1]);
    }
    let start = crate::normalize_axis("flatten", start_dim, x.ndim())?;
    let end = crate::normalize_axis("flatten", end_dim, x.ndim())?;
    if start > end {
        return Err(crate::Error::InvalidInput(format!(
            "flatten: start_dim {start_dim} comes after end_dim {end_dim} in an array of {} \
             dimension(s); give a start_dim at or before end_dim",
            x.ndim()
        )));
    }
    let dims = x.shape();
    let merged = crate::element_count("flatten", &dims[start..=end])?;
    let shape: Vec<isize> = dims[..start]
        .iter()
        .chain([&merged])
        .chain(&dims[end + 1..])
        // Every dimension of an array fits `isize` (its element count does).
        .map(|&d| isize::try_from(d).unwrap_or(isize::MAX))
        .collect();
    reshape(x, &shape)
}

/// The arrays of `xs` joined along the existing axis `axis`; they must match in every other
/// dimension. Their dtypes promote together under the active rules.
///
/// ```
/// let x = ivy::array![[1, 2], [3, 4]]?;
/// let y = ivy::array![[5i8, 6]]?;
/// let z = ivy::concat(&[x, y])?;
/// assert_eq!(z.to_string(), "[[1, 2],\n [3, 4],\n [5, 6]]");
/// assert_eq!(z.dtype(), ivy::Dtype::Int32); // int32 with int8
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(concatenated(xs, axis))]
#[defaults(axis = 0)]
#[handle_out]
pub fn concat(xs: &[Array], axis: isize, out: Option<&mut Array>) -> Result<Array>;

/// The arrays of `arrays`, all of one shape, joined along a new axis `axis` of the result.
/// Their dtypes promote together under the active rules.
///
/// ```
/// let x = ivy::array![1.0, 2.0]?;
/// let y = ivy::array![3.0, 4.0]?;
/// assert_eq!(ivy::stack(&[x.clone(), y.clone()])?.to_string(), "[[1., 2.],\n [3., 4.]]");
/// assert_eq!(ivy::stack::with(&[x, y]).axis(-1).call()?.to_string(), "[[1., 3.],\n [2., 4.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(stacked(arrays, axis))]
#[defaults(axis = 0)]
#[handle_out]
pub fn stack(arrays: &[Array], axis: isize, out: Option<&mut Array>) -> Result<Array>;

/// Every array of `arrays` broadcast to the shape they broadcast to together, each keeping its
/// dtype. (Ivy's takes no `out`; here `out` takes one array per input.)
///
/// ```
/// let x = ivy::array![[1], [2]]?;
/// let y = ivy::array![0.5, 1.5, 2.5]?;
/// let b = ivy::broadcast_arrays(&[x, y])?;
/// assert_eq!((b[0].shape(), b[1].shape()), (&[2, 3][..], &[2, 3][..]));
/// assert_eq!(b[0].dtype(), ivy::Dtype::Int32);
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary(keep_dtypes)]
#[returns(broadcast_all(arrays))]
#[handle_out]
pub fn broadcast_arrays(arrays: &[Array], out: Option<&mut [Array]>) -> Result<Vec<Array>>;

/// `a` with the axes `source` moved to the positions `destination` (as many of each, no axis
/// twice), the other axes keeping their order, through [`permute_dims()`].
///
/// ```
/// ivy::init()?; // zeros takes no array to pick a backend from
/// let x = ivy::zeros(&[2, 3, 4])?;
/// assert_eq!(ivy::moveaxis(&x, &[0], &[-1])?.shape(), &[3, 4, 2]);
/// assert_eq!(ivy::moveaxis(&x, &[0, 1], &[-1, -2])?.shape(), &[4, 3, 2]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(moved(a, source, destination))]
#[defaults(source = required, destination = required)]
#[handle_out]
#[nestable]
pub fn moveaxis(
    a: &Array,
    source: &[isize],
    destination: &[isize],
    out: Option<&mut Array>,
) -> Result<Array> {
    let order = crate::type_rules::dims::moved_axes(source, destination, a.ndim())?;
    let order: Vec<isize> = order.into_iter().map(|i| i as isize).collect();
    permute_dims(a, &order)
}


/// Each array of `arys` with at least one dimension (a 0-d array becomes shape `[1]`), as
/// NumPy's and Ivy's `atleast_1d`, which return them all.
///
/// ```
/// let x = ivy::array![[1, 2]]?;
/// let s = ivy::asarray(ivy::HostArray::new(vec![], vec![5i32])?)?;
/// let out = ivy::atleast_1d(&[s, x])?;
/// assert_eq!((out[0].shape(), out[1].shape()), (&[1][..], &[1, 2][..]));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(all_at_least(self::listed(atleast_1d::DECL, arys)?, 1))]
#[nestable]
pub fn atleast_1d(arys: &[Array]) -> Result<Vec<Array>> {
    self::listed(atleast_1d::DECL, arys)?;
    arys.iter()
        .map(|x| reshape(x, &self::at_least_dims(x, 1)))
        .collect()
}

/// Each array of `arys` with at least two dimensions: a 0-d array becomes `[1, 1]`, a vector
/// `[n]` the row `[1, n]` (NumPy's `atleast_2d`).
///
/// ```
/// let x = ivy::array![1, 2, 3]?;
/// assert_eq!(ivy::atleast_2d(&[x])?[0].shape(), &[1, 3]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(all_at_least(self::listed(atleast_2d::DECL, arys)?, 2))]
#[nestable]
pub fn atleast_2d(arys: &[Array]) -> Result<Vec<Array>> {
    self::listed(atleast_2d::DECL, arys)?;
    arys.iter()
        .map(|x| reshape(x, &self::at_least_dims(x, 2)))
        .collect()
}

/// Each array of `arys` with at least three dimensions: a 0-d array becomes `[1, 1, 1]`, a
/// vector `[n]` becomes `[1, n, 1]`, a matrix `[m, n]` becomes `[m, n, 1]` (NumPy's
/// `atleast_3d`).
///
/// ```
/// let x = ivy::array![[1, 2, 3]]?;
/// assert_eq!(ivy::atleast_3d(&[x])?[0].shape(), &[1, 3, 1]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(all_at_least(self::listed(atleast_3d::DECL, arys)?, 3))]
#[nestable]
pub fn atleast_3d(arys: &[Array]) -> Result<Vec<Array>> {
    self::listed(atleast_3d::DECL, arys)?;
    arys.iter()
        .map(|x| reshape(x, &self::at_least_dims(x, 3)))
        .collect()
}

/// The shape of `x` with at least `ndim` dimensions ([`crate::type_rules::at_least_shape`]),
/// for `reshape`.
fn at_least_dims(x: &Array, ndim: usize) -> Vec<isize> {
    crate::type_rules::at_least_shape(x.shape(), ndim)
        .into_iter()
        .map(|d| isize::try_from(d).unwrap_or(isize::MAX))
        .collect()
}

/// The arrays joined column-wise (NumPy's `hstack`): along axis 0 when all are vectors (or
/// 0-d, taken as `[1]`), along axis 1 otherwise. Their dtypes promote together.
///
/// ```
/// let a = ivy::array![[1], [2]]?;
/// let b = ivy::array![[3], [4]]?;
/// assert_eq!(ivy::hstack(&[a, b])?.to_string(), "[[1, 3],\n [2, 4]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(stacked_along(self::listed(hstack::DECL, arrays)?, 1, None))]
#[nestable]
pub fn hstack(arrays: &[Array]) -> Result<Array> {
    self::listed(hstack::DECL, arrays)?;
    let axis = crate::type_rules::hstack_axis(arrays.iter().map(Array::ndim));
    let arrays: Vec<Array> = arrays
        .iter()
        .map(|x| reshape(x, &self::at_least_dims(x, 1)))
        .collect::<Result<_>>()?;
    concat::with(&arrays).axis(axis).call()
}

/// The arrays joined row-wise (NumPy's `vstack`): each with at least two dimensions (a
/// vector `[n]` is the row `[1, n]`), along axis 0. Their dtypes promote together.
///
/// ```
/// let a = ivy::array![1, 2]?;
/// let b = ivy::array![3, 4]?;
/// assert_eq!(ivy::vstack(&[a, b])?.to_string(), "[[1, 2],\n [3, 4]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(stacked_along(self::listed(vstack::DECL, arrays)?, 2, Some(0)))]
#[nestable]
pub fn vstack(arrays: &[Array]) -> Result<Array> {
    self::listed(vstack::DECL, arrays)?;
    let arrays: Vec<Array> = arrays
        .iter()
        .map(|x| reshape(x, &self::at_least_dims(x, 2)))
        .collect::<Result<_>>()?;
    concat(&arrays)
}

/// The arrays joined depth-wise (NumPy's `dstack`): each with at least three dimensions
/// (as [`atleast_3d()`]), along axis 2. Their dtypes promote together.
///
/// ```
/// let a = ivy::array![1, 2]?;
/// let b = ivy::array![3, 4]?;
/// assert_eq!(ivy::dstack(&[a, b])?.shape(), &[1, 2, 2]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(stacked_along(self::listed(dstack::DECL, arrays)?, 3, Some(2)))]
#[nestable]
pub fn dstack(arrays: &[Array]) -> Result<Array> {
    self::listed(dstack::DECL, arrays)?;
    let arrays: Vec<Array> = arrays
        .iter()
        .map(|x| reshape(x, &self::at_least_dims(x, 3)))
        .collect::<Result<_>>()?;
    concat::with(&arrays).axis(2).call()
}

/// `m` with the order of its columns (axis 1) reversed; `m` needs two dimensions or more.
///
/// ```
/// let m = ivy::array![[1, 2], [3, 4]]?;
/// assert_eq!(ivy::fliplr(&m)?.to_string(), "[[2, 1],\n [4, 3]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(flipped(m, Some(&[1])))]
#[handle_out]
#[nestable]
pub fn fliplr(m: &Array, out: Option<&mut Array>) -> Result<Array> {
    flip::with(m).axis(&[1]).call()
}

/// `m` with the order of its rows (axis 0) reversed; `m` needs one dimension or more.
///
/// ```
/// let m = ivy::array![[1, 2], [3, 4]]?;
/// assert_eq!(ivy::flipud(&m)?.to_string(), "[[3, 4],\n [1, 2]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(flipped(m, Some(&[0])))]
#[handle_out]
#[nestable]
pub fn flipud(m: &Array, out: Option<&mut Array>) -> Result<Array> {
    flip::with(m).axis(&[0]).call()
}

/// `m` turned by `k` quarter turns (counter-clockwise for positive `k`, from the first axis
/// of `axes` towards the second), as NumPy's `rot90` (Ivy's defaults `k = 1`, `axes = (0,
/// 1)`); `m` needs two dimensions or more, `axes` two different axes.
///
/// ```
/// let m = ivy::array![[1, 2], [3, 4]]?;
/// assert_eq!(ivy::rot90(&m)?.to_string(), "[[2, 4],\n [1, 3]]");
/// assert_eq!(ivy::rot90::with(&m).k(2).call()?.to_string(), "[[4, 3],\n [2, 1]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(rotated(m, k, axes))]
#[defaults(k = 1, axes = (0, 1))]
#[handle_out]
#[nestable]
pub fn rot90(m: &Array, k: isize, axes: (isize, isize), out: Option<&mut Array>) -> Result<Array> {
    let (a, b) = crate::type_rules::rotation_axes(m.ndim(), axes)?;
    let (a, b) = (a as isize, b as isize);
    let swap = || swapaxes(m, a, b);
    match k.rem_euclid(4) {
        0 => Ok(m.clone()),
        1 => swapaxes(&flip::with(m).axis(&[b]).call()?, a, b),
        2 => flip::with(m).axis(&[a, b]).call(),
        _ => flip::with(&swap()?).axis(&[b]).call(),
    }
}

/// The slices of `x` along `axis` (Ivy's default 0), one array each, without that axis
/// unless `keepdims` (Ivy's `unstack`, the inverse of [`stack()`]).
///
/// ```
/// let x = ivy::array![[1, 2], [3, 4]]?;
/// let rows = ivy::unstack(&x)?;
/// assert_eq!((rows.len(), rows[1].to_string()), (2, "[3, 4]".to_owned()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(unstacked(x, axis, keepdims))]
#[defaults(axis = 0)]
#[nestable]
pub fn unstack(x: &Array, axis: isize, keepdims: bool) -> Result<Vec<Array>> {
    let a = crate::normalize_axis("unstack", axis, x.ndim())?;
    if x.shape()[a] == 0 {
        return Ok(Vec::new());
    }
    let pieces = split::with(x).axis(axis).call()?;
    if keepdims {
        return Ok(pieces);
    }
    pieces
        .iter()
        .map(|p| squeeze::with(p).axis(&[axis]).call())
        .collect()
}

/// `x` with `pad_width[i]` zeros before and after axis `i` (Ivy's `zero_pad`: [`pad()`] with
/// constant zeros).
///
/// ```
/// let x = ivy::array![1, 2]?;
/// assert_eq!(ivy::zero_pad(&x, &[(1, 2)])?.to_string(), "[0, 1, 2, 0, 0]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(padded(x, pad_width))]
#[defaults(pad_width = required)]
#[handle_out]
#[nestable]
pub fn zero_pad(x: &Array, pad_width: &[(usize, usize)], out: Option<&mut Array>) -> Result<Array> {
    pad::with(x, pad_width).call()
}

/// `x` with `pad_width[i]` copies of `value` (Ivy's default 0, which must fit `x`'s dtype)
/// before and after axis `i` (Ivy's `constant_pad`: [`pad()`] in constant mode).
///
/// ```
/// let x = ivy::array![1.0f32, 2.0]?;
/// let y = ivy::constant_pad::with(&x, &[(1, 1)]).value(9).call()?;
/// assert_eq!(y.to_string(), "[9., 1., 2., 9.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(padded(x, pad_width))]
#[defaults(pad_width = required, value = Scalar::from(0))]
#[handle_out]
#[nestable]
pub fn constant_pad(
    x: &Array,
    pad_width: &[(usize, usize)],
    value: Scalar,
    out: Option<&mut Array>,
) -> Result<Array> {
    pad::with(x, pad_width).constant_values(value).call()
}

/// The elements of `x` at the integer positions `indices` along `axis` (of the flattened `x`
/// when `None`, Ivy's default), as Ivy's and NumPy's `take`: the result has `x`'s shape with
/// that axis replaced by `indices`' shape. A negative position counts from the end; one out
/// of `[-n, n)` is, by `mode`: `"fill"` (Ivy's default) `fill_value` (by default `nan` for
/// floats and complex, 0 otherwise), `"clip"` the nearest end, `"wrap"` taken modulo `n`,
/// `"raise"` an error.
///
/// ```
/// let x = ivy::array![[1.0f32, 2.0], [3.0, 4.0]]?;
/// let i = ivy::array![3i64, -1, 7]?;
/// assert_eq!(ivy::take(&x, &i)?.to_string(), "[ 4.,  4., nan]");
/// let j = ivy::array![0i64, 5]?;
/// assert_eq!(ivy::take::with(&x, &j).axis(1).mode("wrap").call()?.to_string(), "[[1., 2.],\n [3., 4.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(taken_of(x, indices, axis))]
#[defaults(mode = "fill")]
#[handle_out]
#[nestable]
pub fn take(
    x: &Array,
    indices: &Indices,
    axis: Option<isize>,
    mode: &str,
    fill_value: Option<Scalar>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let bad = |what: String| crate::Error::InvalidInput(format!("take: {what}"));
    if !indices.dtype().is_int() {
        return Err(bad(format!("indices must be integers, got {}", indices.dtype())));
    }
    let (source, axis) = match axis {
        Some(a) => (x.clone(), a),
        None => (reshape(x, &[-1])?, 0),
    };
    let a = crate::normalize_axis("take", axis, source.ndim())?;
    let n = source.shape()[a] as i64;
    let wanted = astype(indices, crate::Dtype::Int64)?.to_vec::<i64>()?;
    let mut outside = vec![0u8; wanted.len()];
    let mut positions = Vec::with_capacity(wanted.len());
    for (k, &i) in wanted.iter().enumerate() {
        let inside = (-n..n).contains(&i);
        positions.push(match mode {
            "fill" | "raise" if inside => i.rem_euclid(n.max(1)),
            "fill" => {
                outside[k] = 1;
                0
            }
            "raise" => {
                return Err(bad(format!("index {i} is out of bounds for an axis of length {n}")));
            }
            "clip" => i.clamp(0, (n - 1).max(0)),
            "wrap" if n > 0 => i.rem_euclid(n),
            "wrap" => 0,
            other => {
                return Err(bad(format!(
                    "mode must be \"fill\", \"clip\", \"wrap\" or \"raise\", got {other:?}"
                )));
            }
        });
    }
    let fill = fill_value.unwrap_or(if source.dtype().is_float() || source.dtype().is_complex() {
        Scalar::Float(f64::NAN)
    } else {
        Scalar::Int(0)
    });
    let shape = indices.shape().to_vec();
    if n == 0 {
        // Every position is outside (or an error above): all of them filled.
        let mut dims = source.shape()[..a].to_vec();
        dims.extend_from_slice(&shape);
        dims.extend_from_slice(&source.shape()[a + 1..]);
        return crate::with_backend(source.backend(), || {
            full::with(&dims, fill).dtype(source.dtype()).call()
        });
    }
    let host = crate::HostArray::new(shape.clone(), positions)?;
    let at = Array::from_host(source.backend(), host, source.device())?;
    let taken = gather::with(&source, &at).axis(axis).call()?;
    if !outside.contains(&1) {
        return Ok(taken);
    }
    // The mask of filled positions, placed along the axis and broadcast over the others.
    let mut mask_shape: Vec<isize> = vec![1; a];
    mask_shape.extend(shape.iter().map(|&d| d as isize));
    mask_shape.extend(std::iter::repeat_n(1, source.ndim() - a - 1));
    let mask = Array::from_host(source.backend(), crate::HostArray::new(shape, outside)?, source.device())?;
    where_(&reshape(&mask, &mask_shape)?, fill, &taken)
}

/// The arrays (or their types) of a list argument, checked at entry as an array argument is:
/// a dtype the function does not support on the backend in force, and no casting mode in
/// force finds another, is its `UnsupportedDtype` (the call and `output_type` alike). Where a
/// mode would cast, the list is taken as it is: the built-in backends support every dtype
/// these functions' callees take.
fn listed<'a, T: HasDtype>(
    decl: &'static crate::registry::FunctionDecl,
    xs: &'a [T],
) -> Result<&'a [T]> {
    let backend = crate::backend_stack::select(xs.first().and_then(HasDtype::backend))?;
    let supported = decl.supported_dtypes(backend);
    for dtype in xs.iter().map(HasDtype::dtype_of) {
        if !supported.contains(dtype) && crate::casting_mode().target(dtype, supported).is_none() {
            return Err(unsupported(decl, backend, supported, dtype));
        }
    }
    Ok(xs)
}

/// The dtype a composition taking a list computes in when its arrays promote to `dtype`: as
/// the entry casts an array argument, `dtype` itself where `decl` supports it on `backend`
/// (the one in scope if `None`), else the casting mode's target, else `decl`'s
/// `UnsupportedDtype` (the call and `output_type` alike).
pub(super) fn entry_dtype(
    decl: &'static crate::registry::FunctionDecl,
    backend: Option<crate::BackendId>,
    dtype: crate::Dtype,
) -> Result<crate::Dtype> {
    let backend = crate::backend_stack::select(backend)?;
    let supported = decl.supported_dtypes(backend);
    if supported.contains(dtype) {
        return Ok(dtype);
    }
    crate::casting_mode()
        .target(dtype, supported)
        .ok_or_else(|| unsupported(decl, backend, supported, dtype))
}

/// `decl`'s `UnsupportedDtype` for `dtype` on `backend`, which supports `supported`.
fn unsupported(
    decl: &'static crate::registry::FunctionDecl,
    backend: crate::BackendId,
    supported: crate::DtypeSet,
    dtype: crate::Dtype,
) -> crate::Error {
    crate::Error::UnsupportedDtype {
        function: decl.name,
        dtype,
        backend: backend.name(),
        version: backend.version().to_string(),
        supported,
        helpful_modes: crate::CastingMode::that_help(dtype, supported),
    }
}

/// An array or an array's type, for [`listed`].
trait HasDtype {
    fn dtype_of(&self) -> crate::Dtype;
    fn backend(&self) -> Option<crate::BackendId>;
}

impl HasDtype for Array {
    fn dtype_of(&self) -> crate::Dtype {
        self.dtype()
    }
    fn backend(&self) -> Option<crate::BackendId> {
        Some(Array::backend(self))
    }
}

impl HasDtype for crate::TensorType {
    fn dtype_of(&self) -> crate::Dtype {
        self.dtype
    }
    fn backend(&self) -> Option<crate::BackendId> {
        None
    }
}
