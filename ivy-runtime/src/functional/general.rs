//! General functions: whole-array tests, comparisons and conversions, and queries.
//!
//! `all`, `any` and `isin` have kernels (their results are `bool` arrays); `array_equal`,
//! `allclose` and `to_scalar` give Rust values, as Ivy's give Python ones, read in host memory,
//! so every backend gives the same answer.

pub use crate::arguments::{Index, Query};
use ivy_macros::{compositional, primary, standalone};

use super::{add, divide};
use crate::host::HostArray;
use crate::promotion::result_type;
use crate::shape::{broadcast_offsets, broadcast_shapes};
use crate::host::{close, elements, same_value};
use crate::{Array, ArrayLike, Operand, Result, Scalar, Tolerance};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// Whether every element of `x` is nonzero (`true`), over `axis` (all axes if `None`), keeping
    /// the reduced axis as length 1 if `keepdims`. An empty reduction is `true`; `nan` is nonzero.
    ///
    /// ```
    /// let x = ivy::array![[true, false], [true, true]]?;
    /// assert_eq!(ivy::all(&x)?.to_string(), "false");
    /// assert_eq!(ivy::all::with(&x).axis(0).call()?.to_string(), "[ true, false]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce_retyped(x, axis, keepdims, Dtype::Bool))]
    pub fn all(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// Whether any element of `x` is nonzero (`true`), over `axis` (all axes if `None`), keeping
    /// the reduced axis as length 1 if `keepdims`. An empty reduction is `false`.
    ///
    /// ```
    /// let x = ivy::array![[0, 0], [0, 3]]?;
    /// assert_eq!(ivy::any(&x)?.to_string(), "true");
    /// assert_eq!(ivy::any::with(&x).axis(1).keepdims(true).call()?.to_string(), "[[false],\n [ true]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(all)]
    #[returns(reduce_retyped(x, axis, keepdims, Dtype::Bool))]
    pub fn any();

    /// The slices of `params` at the positions `indices` gives along `axis` (Ivy's and
    /// TensorFlow's `gather`): the result has shape `params[..axis] + indices[batch_dims..] +
    /// params[axis + 1..]`. With `batch_dims = b`, the first `b` dimensions of `params` and
    /// `indices` are batches (equal lengths; `b` at most `axis`; negative counts from the end of
    /// `indices`' dimensions), and each batch gathers from its own slice. `indices` is of any
    /// integer dtype and takes no part in promotion; a negative index counts from the end, one out
    /// of range is an error naming the axis and its length.
    ///
    /// ```
    /// let p = ivy::array![[1, 2, 3], [4, 5, 6]]?;
    /// let i = ivy::array![2, 0]?;
    /// assert_eq!(ivy::gather(&p, &i)?.to_string(), "[[3, 1],\n [6, 4]]");
    /// let rows = ivy::array![1, 0]?;
    /// assert_eq!(ivy::gather::with(&p, &rows).axis(0).call()?.to_string(), "[[4, 5, 6],\n [1, 2, 3]]");
    /// // One position per row: row 0 reads column 2, row 1 column 0.
    /// assert_eq!(ivy::gather::with(&p, &i).axis(1).batch_dims(1).call()?.to_string(), "[3, 4]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(gathered(params, indices, axis, batch_dims))]
    #[defaults(axis = -1, batch_dims = 0)]
    pub fn gather(
        params: &Array,
        indices: &Indices,
        axis: isize,
        batch_dims: isize,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The elements (or slices) of `params` at the positions the rows of `indices` give (Ivy's
    /// and TensorFlow's `gather_nd`): each row of `indices`' last dimension, of length `k`, is a
    /// position in the `k` dimensions of `params` after its first `batch_dims`, and the result
    /// has shape `indices[..-1] + params[batch_dims + k..]`. With `batch_dims = b`, the first `b`
    /// dimensions of both are batches (equal lengths). Negative positions count from the end; one
    /// out of range is an error naming the axis and its length.
    ///
    /// ```
    /// let p = ivy::array![[1, 2], [3, 4]]?;
    /// let at = ivy::array![[1, 0], [0, -1]]?;
    /// assert_eq!(ivy::gather_nd(&p, &at)?.to_string(), "[3, 2]");
    /// assert_eq!(ivy::gather_nd(&p, &ivy::array![[1]]?)?.to_string(), "[[3, 4]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(gathered_nd(params, indices, batch_dims))]
    #[defaults(batch_dims = 0)]
    pub fn gather_nd(
        params: &Array,
        indices: &Indices,
        batch_dims: isize,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// An array of zeros of `shape` into which `updates` are scattered at the positions the rows
    /// of `indices` give (Ivy's and TensorFlow's `scatter_nd`): each row of `indices`' last
    /// dimension, of length `k`, is a position in the first `k` dimensions of `shape`, and
    /// `updates` holds one update (a slice of the result: `updates` has shape `indices[..-1] +
    /// shape[k..]`) per position. Updates reaching one position combine by `reduction` (Ivy's
    /// default, [`ScatterReduction::Sum`]: added). The result has `updates`' dtype; `indices` is
    /// of any integer dtype, negative positions count from the end, one out of range is an error
    /// naming the axis and its length. Ivy's `shape` is optional (then `out`'s); here it is
    /// required, and `out` is written after. `bool` updates have no sum: unsupported.
    ///
    /// ```
    /// use ivy::ScatterReduction::*;
    /// // TensorFlow's example: updates 9, 10, 11, 12 at positions 4, 3, 1, 7 of 8.
    /// let at = ivy::array![[4], [3], [1], [7]]?;
    /// let u = ivy::array![9, 10, 11, 12]?;
    /// assert_eq!(ivy::scatter_nd::with(&at, &u, &[8]).reduction(Sum).call()?.to_string(), "[ 0, 11,  0, 10,  9,  0,  0, 12]");
    /// let twice = ivy::array![[1], [1]]?;
    /// let u = ivy::array![2.0, 5.0]?;
    /// assert_eq!(ivy::scatter_nd::with(&twice, &u, &[3]).reduction(Sum).call()?.to_string(), "[0., 7., 0.]");
    /// assert_eq!(ivy::scatter_nd::with(&twice, &u, &[3]).reduction(Replace).call()?.to_string(), "[0., 5., 0.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(scattered_nd(indices, updates, shape))]
    #[defaults(shape = required, reduction = ScatterReduction::Sum)]
    pub fn scatter_nd(
        indices: &Indices,
        updates: &Array,
        shape: &[usize],
        reduction: ScatterReduction,
        out: Option<&mut Array>,
    ) -> Result<Array>;
}

pub use declared::*;

/// Whether each element of `elements` equals some element of `test_elements` (a `bool` array
/// of `elements`' shape; both are promoted to one dtype first, so values compare as numbers;
/// `nan` equals nothing). `invert` gives the opposite; `assume_unique` is a hint a kernel may
/// use, never a change of result.
///
/// ```
/// let x = ivy::array![[1, 2], [3, 4]]?;
/// let y = ivy::isin(&x, &ivy::array![4.0, 2.0]?)?;
/// assert_eq!(y.to_string(), "[[false,  true],\n [false,  true]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(predicate(elements))]
#[nestable]
pub fn isin(
    elements: &Array,
    test_elements: &Array,
    assume_unique: bool,
    invert: bool,
) -> Result<Array>;

/// `numerator / (denominator + min_denominator)`: a division that stays finite where the
/// denominator is 0 (Ivy's default `min_denominator` is `1e-12`). The sum and the quotient
/// promote as `add` and `divide` do.
///
/// ```
/// let x = ivy::array![1.0, 6.0]?;
/// let y = ivy::stable_divide(&x, &ivy::array![0.0, 2.0]?)?;
/// assert_eq!(y.to_string(), "[1.e+12, 3.e+00]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
// The body's own steps, on types: a composition's type is its callees' types composed.
#[returns({
    let denominator = add::output_type(denominator, min_denominator.unwrap_or(1e-12), None)?;
    divide::output_type(numerator, &denominator, None)
})]
#[nestable]
pub fn stable_divide(
    numerator: ArrayLike<'_>,
    denominator: ArrayLike<'_>,
    min_denominator: Option<f64>,
) -> Result<Array> {
    let denominator = add(denominator, min_denominator.unwrap_or(1e-12))?;
    divide(numerator, &denominator)
}

/// `x` and `y` in host memory, converted to the dtype they promote to under the active rules.
fn promoted(x0: &Array, x1: &Array) -> Result<(HostArray, HostArray)> {
    let dtype = result_type(&[Operand::from(x0), Operand::from(x1)])?;
    Ok((x0.to_host()?.astype(dtype)?, x1.to_host()?.astype(dtype)?))
}

/// Whether a value is `nan` (in either part, for complex).
fn is_nan(s: Scalar) -> bool {
    match s {
        Scalar::Float(v) => v.is_nan(),
        Scalar::Complex(c) => c.is_nan(),
        _ => false,
    }
}

/// Whether `x0` and `x1` have the same shape and equal elements (NumPy's `array_equal`, which
/// Ivy's backends call): the values compare after promotion to one dtype, so `1` equals `1.0`;
/// `nan` equals nothing.
///
/// ```
/// let a = ivy::array![1, 2]?;
/// assert!(ivy::array_equal(&a, &ivy::array![1.0, 2.0]?)?);
/// assert!(!ivy::array_equal(&a, &ivy::array![[1, 2]]?)?); // another shape
/// assert!(!ivy::array_equal(&ivy::array![f64::NAN]?, &ivy::array![f64::NAN]?)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn array_equal(x0: &Array, x1: &Array) -> Result<bool> {
    if x0.shape() != x1.shape() {
        return Ok(false);
    }
    let (a, b) = promoted(x0, x1)?;
    Ok(elements(a.data())
        .zip(elements(b.data()))
        .all(|(x, y)| !is_nan(x) && same_value(x, y)))
}

/// Whether `a` and `b` are equal within a tolerance, element by element after broadcasting
/// them together: `|a - b| <= atol + rtol * |b|` (the modulus for complex values), NumPy's
/// `allclose`. Infinities match only the same infinity; `nan` matches `nan` only if
/// `equal_nan`. Ivy's defaults are `rtol = 1e-5`, `atol = 1e-8`. Shapes that do not broadcast
/// are an error.
///
/// ```
/// let a = ivy::array![1.0, 2.0]?;
/// assert!(ivy::allclose(&a, &ivy::array![1.000001, 2.0]?, 1e-5, 1e-8, false)?);
/// assert!(!ivy::allclose(&a, &ivy::array![1.1, 2.0]?, 1e-5, 1e-8, false)?);
/// assert!(ivy::allclose(&ivy::array![[2.0], [2.0]]?, &ivy::array![2.0]?, 1e-5, 1e-8, false)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn allclose(a: &Array, b: &Array, rtol: f64, atol: f64, equal_nan: bool) -> Result<bool> {
    let shape = broadcast_shapes("allclose", a.shape(), b.shape())?;
    let (ha, hb) = promoted(a, b)?;
    let (va, vb): (Vec<Scalar>, Vec<Scalar>) =
        (elements(ha.data()).collect(), elements(hb.data()).collect());
    let tolerance = Tolerance { rtol, atol };
    Ok(broadcast_offsets(a.shape(), &shape)
        .zip(broadcast_offsets(b.shape(), &shape))
        .all(|(i, j)| {
            let (x, y) = (va[i], vb[j]);
            if is_nan(x) || is_nan(y) {
                equal_nan && is_nan(x) && is_nan(y)
            } else {
                close(x, y, tolerance)
            }
        }))
}

/// The value of a one-element array (any shape: `[7]`, `[[7]]`, a 0-d array), exactly as held.
/// An error for any other number of elements.
///
/// ```
/// use ivy::Scalar;
///
/// assert_eq!(ivy::to_scalar(&ivy::array![[7u8]]?)?, Scalar::Int(7));
/// assert_eq!(ivy::to_scalar(&ivy::array![0.5f32]?)?, Scalar::Float(0.5));
/// assert!(ivy::to_scalar(&ivy::array![1, 2]?).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn to_scalar(x: &Array) -> Result<Scalar> {
    if x.size() != 1 {
        return Err(crate::Error::InvalidInput(format!(
            "to_scalar: the array has {} elements (shape {:?}); only a one-element array has a \
             scalar value",
            x.size(),
            x.shape()
        )));
    }
    let host = x.to_host()?;
    elements(host.data()).next().ok_or_else(|| {
        crate::Error::InvalidInput("to_scalar: the array gave no element".to_owned())
    })
}

/// The shape of `x` (Ivy's `as_array=True` form is `asarray` of it).
///
/// ```
/// assert_eq!(ivy::shape(&ivy::array![[1, 2, 3]]?), &[1, 3]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn shape(x: &Array) -> &[usize] {
    x.shape()
}

/// The number of elements of `x`: the product of its shape (1 for a 0-d array).
///
/// ```
/// assert_eq!(ivy::size(&ivy::array![[1, 2, 3], [4, 5, 6]]?), 6);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn size(x: &Array) -> usize {
    x.size()
}

/// The elements of `x` a query picks (NumPy's `x[...]`, Ivy's `get_item`): an integer drops
/// its axis, a slice keeps it (with steps, negative too), [`Index::NewAxis`] inserts one, an
/// ellipsis stands for the unnamed axes, axes after the query are whole, and index arrays
/// (integer arrays, boolean masks) pick by their elements as NumPy's advanced indexing does:
/// they broadcast together (an integer among them counts as a 0-d array, a mask as its
/// `nonzero()` arrays), and the broadcast shape stands where they are in the query if they
/// are adjacent there, else first. A position out of range is an error naming the axis and
/// its length; index arrays whose shapes do not broadcast, or of a dtype neither integer nor
/// bool, are an error.
///
/// A basic query (integers, slices, new axes, an ellipsis: no index array) gives a view of
/// `x` where the backend can: the result reads `x`'s memory, no element copied (on ndarray
/// every basic query, negative steps included, of an array that shares its buffer: not of a
/// result under 4 KiB, which is held alone and whose slices are copied; on candle those whose
/// slices all have step 1, as its layouts take no negative strides). Index arrays copy what
/// they pick. A view is copy-on-write, as JAX's arrays: a later write to `x` or to the view
/// (through `out=`) is not seen by the other, where NumPy's view would show it.
///
/// ```
/// use ivy::s;
/// let x = ivy::array![[1, 2, 3], [4, 5, 6]]?;
/// assert_eq!(ivy::get_item(&x, s![1])?.to_string(), "[4, 5, 6]");
/// assert_eq!(ivy::get_item(&x, s![.., ..;-2])?.to_string(), "[[3, 1],\n [6, 4]]");
/// assert_eq!(ivy::get_item(&x, s![-1, 1..])?.to_string(), "[5, 6]");
/// assert_eq!(ivy::get_item(&x, s![NewAxis, ..., 0])?.shape(), [1, 2]);
/// let rows = ivy::array![1, 0, 1]?;
/// assert_eq!(ivy::get_item(&x, s![&rows, 0])?.to_string(), "[4, 1, 4]");
/// let cols = ivy::array![2, 0, 1]?; // x[[1, 0, 1], [2, 0, 1]]
/// assert_eq!(ivy::get_item(&x, s![&rows, &cols])?.to_string(), "[6, 1, 5]");
/// let mask = ivy::greater(&x, 2)?;
/// assert_eq!(ivy::get_item(&x, s![&mask])?.to_string(), "[3, 4, 5, 6]");
/// let e = ivy::get_item(&x, s![2]).unwrap_err();
/// assert!(e.to_string().contains("axis 0 of length 2"), "{e}");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(indexed(x, query))]
#[defaults(query = required)]
#[nestable]
pub fn get_item(x: &Array, query: &[Index<'_>]) -> Result<Array>;

/// `x` with the elements a query picks set to `val` (NumPy's `x[...] = val`, Ivy's
/// `set_item`), as a new array (`x` is not changed: JAX's `x.at[...].set(val)`). The query is
/// [`get_item()`]'s (`ivy::s![..]`: integers, slices, new axes, an ellipsis, index arrays
/// and masks); `val` broadcasts to the shape of the elements picked (its leading axes of
/// length 1 beyond that shape's rank dropped, as NumPy's assignment drops them) and is cast
/// to `x`'s dtype where its dtype casts (as `out=` takes a result), else refused. An element
/// an index array picks twice keeps the last value. Ivy's `copy` is not taken (the result is
/// always new).
///
/// ```
/// use ivy::s;
/// let x = ivy::array![[1, 2, 3], [4, 5, 6]]?;
/// assert_eq!(ivy::set_item(&x, s![0], &ivy::array![0]?)?.to_string(), "[[0, 0, 0],\n [4, 5, 6]]");
/// let y = ivy::set_item(&x, s![.., ..;2], &ivy::array![[7, 8], [9, 10]]?)?;
/// assert_eq!(y.to_string(), "[[ 7,  2,  8],\n [ 9,  5, 10]]");
/// let mask = ivy::greater(&x, 4)?;
/// let y = ivy::set_item(&x, s![&mask], &ivy::array![-1]?)?;
/// assert_eq!(y.to_string(), "[[ 1,  2,  3],\n [ 4, -1, -1]]");
/// assert!(ivy::set_item(&x, s![0], &ivy::array![0.5]?).is_err()); // float64 into int32
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(item_set(x, query, val))]
#[defaults(query = required)]
#[nestable]
pub fn set_item(x: &Array, query: &[Index<'_>], val: &Values) -> Result<Array>;

/// An array of positions (any integer dtype: `int8` to `int64`, `uint8` to `uint64`), outside
/// the promotion of the other inputs: the index argument of the gather and scatter functions.
/// It is an [`Array`] (this is an alias), named apart so that its dtype never enters the
/// result's: the call checks that it is of an integer dtype (else an error naming the function
/// and the parameter) and hands it to the kernel as `int64` on the call's backend.
pub type Indices = Array;

/// An array of values written into another array (`put_along_axis`'s `values`), outside the
/// promotion of the inputs: it is an [`Array`] (this is an alias), named apart so that its
/// dtype never widens the result's. The call casts it to the dtype of the array written into
/// where its dtype casts to that one (`can_cast`, as `out=` takes a result), and refuses it
/// otherwise with an error naming the function and the parameter.
pub type Values = Array;

/// How [`scatter_nd()`] combines the updates that reach one position (Ivy's `reduction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScatterReduction {
    /// Their sum, added to the zeros (Ivy's default, `"sum"`; TensorFlow's `scatter_nd`).
    Sum,
    /// The last of them in row-major order of `indices` (Ivy's `"replace"`; NumPy's
    /// `x[i] = v` with repeated positions).
    Replace,
}
crate::dynamic::named!(ScatterReduction: "a reduction", Sum = "sum", Replace = "replace");
