//! Linear algebra.

pub use crate::arguments::TensordotAxes;
use ivy_macros::{compositional, mixed, primary};

use crate::{Array, Dtype, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The matrix product, NumPy's `matmul` rules (1-d operands, broadcast batch dimensions).
    #[returns(matrix_product(x1, x2))]
    pub fn matmul(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `x` with its last two axes swapped.
    #[returns(transposed(x))]
    pub fn matrix_transpose(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The dot product of `x1` and `x2` along `axis` (`-1`: the last), with the other axes
    /// broadcast: `sum(conj(x1) * x2, axis)`, the Array API's `vecdot`. Both operands need the
    /// axis, of one length.
    ///
    /// ```
    /// let a = ivy::array![[1i32, 2], [3, 4]]?;
    /// let b = ivy::array![1i32, 10]?;
    /// assert_eq!(ivy::vecdot(&a, &b)?.to_string(), "[21, 43]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(dot_along(x1, x2, axis))]
    #[defaults(axis = -1)]
    pub fn vecdot(x1: &Array, x2: &Array, axis: isize, out: Option<&mut Array>) -> Result<Array>;

    /// The tensor dot product: the sum of products over the axes `axes` pairs (see
    /// [`TensordotAxes`]); the result has `x1`'s other axes, then `x2`'s, as NumPy's `tensordot`.
    ///
    /// ```
    /// use ivy::TensordotAxes;
    /// let a = ivy::array![[1.0f64, 2.0], [3.0, 4.0]]?;
    /// assert_eq!(ivy::tensordot(&a, &a)?.to_string(), "30.");
    /// let t = ivy::tensordot::with(&a, &a).axes(TensordotAxes::Pairs(&[0], &[0])).call()?;
    /// assert_eq!(t.to_string(), "[[10., 14.],\n [14., 20.]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(contraction(x1, x2, axes))]
    #[defaults(axes = TensordotAxes::Count(2))]
    pub fn tensordot(
        x1: &Array,
        x2: &Array,
        axes: TensordotAxes<'_>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The outer product of `x1` and `x2`, flattened first as NumPy's `outer` does: `out[i, j] =
    /// x1[i] * x2[j]`.
    ///
    /// ```
    /// let a = ivy::array![1i32, 2]?;
    /// let b = ivy::array![1i32, 10, 100]?;
    /// assert_eq!(ivy::outer(&a, &b)?.to_string(), "[[  1,  10, 100],\n [  2,  20, 200]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(outer_product(x1, x2))]
    pub fn outer(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The elements of the `offset`-th diagonal of the matrices of `x` in the plane of `axis1`
    /// and `axis2` (above the main diagonal for `offset > 0`), along a new last axis, as NumPy's
    /// `diagonal` (Ivy's defaults: `0, -2, -1`).
    ///
    /// ```
    /// let x = ivy::array![[1i32, 2, 3], [4, 5, 6]]?;
    /// assert_eq!(ivy::diagonal(&x)?.to_string(), "[1, 5]");
    /// assert_eq!(ivy::diagonal::with(&x).offset(1).call()?.to_string(), "[2, 6]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(diagonal_of(x, offset, axis1, axis2))]
    #[defaults(offset = 0, axis1 = -2, axis2 = -1)]
    pub fn diagonal(
        x: &Array,
        offset: isize,
        axis1: isize,
        axis2: isize,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The `ord`-norm of the vectors of `x` along `axis` (all elements as one vector if `None`):
    /// `sum(|x|^ord)^(1/ord)`; `ord = inf` the largest `|x|`, `-inf` the smallest, `0` the count of
    /// nonzero elements. `x` is converted to `dtype` first if one is given; integers and `bool` are
    /// taken as the default float dtype; a complex input gives the real dtype of its precision. A
    /// `NaN` `ord` is an error.
    ///
    /// ```
    /// let x = ivy::array![3.0f32, -4.0]?;
    /// assert_eq!(ivy::vector_norm(&x)?.to_string(), "5.");
    /// assert_eq!(ivy::vector_norm::with(&x).ord(1.0).call()?.to_string(), "7.");
    /// assert_eq!(ivy::vector_norm::with(&x).ord(f64::INFINITY).call()?.to_string(), "4.");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce_retyped(x, axis, keepdims, real_dtype(dtype)))]
    #[defaults(ord = 2.0)]
    #[integer_arrays_to_float]
    #[infer_dtype]
    pub fn vector_norm(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        ord: f64,
        dtype: Option<Dtype>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The `ord`-norm of the matrices of `x` in the plane of `axis` (rows, columns): `"fro"`
    /// (Frobenius), `"nuc"` (the sum of the singular values), `"1"` / `"-1"` (the largest /
    /// smallest column sum of `|x|`), `"inf"` / `"-inf"` (the same over rows), `"2"` / `"-2"` (the
    /// largest / smallest singular value), as NumPy's `norm` on matrices. Conversions as in
    /// [`vector_norm()`]. Singular values of a matrix holding `inf` or `NaN` are `NaN` (NumPy
    /// raises; torch and JAX give `NaN`).
    ///
    /// ```
    /// let x = ivy::array![[1.0f64, -2.0], [3.0, 4.0]]?;
    /// assert_eq!(ivy::matrix_norm::with(&x).ord("1").call()?.to_string(), "6.");
    /// assert_eq!(ivy::matrix_norm::with(&x).ord("inf").call()?.to_string(), "7.");
    /// assert_eq!(ivy::matrix_norm(&x)?.to_string(), "5.47722558");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce_axes(x, &[axis.0, axis.1], keepdims, real_dtype(dtype)))]
    #[defaults(ord = "fro", axis = (-2, -1))]
    #[integer_arrays_to_float]
    #[infer_dtype]
    pub fn matrix_norm(
        x: &Array,
        ord: &str,
        axis: (isize, isize),
        keepdims: bool,
        dtype: Option<Dtype>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The determinants of the square matrices of `x` (its last two axes), by LU decomposition
    /// with partial pivoting; a singular matrix gives 0, as NumPy's. Integers and `bool` are taken
    /// as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![[1.0f64, 2.0], [3.0, 4.0]]?;
    /// assert_eq!(ivy::det(&x)?.to_string(), "-2.");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(determinant(x))]
    #[integer_arrays_to_float]
    pub fn det(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The inverses of the square matrices of `x` (of their conjugate transposes if `adjoint`), by
    /// LU decomposition with partial pivoting. A singular matrix (an exactly zero pivot) is an
    /// error naming it, as NumPy's `LinAlgError`. Integers and `bool` are taken as the default
    /// float dtype.
    ///
    /// ```
    /// let x = ivy::array![[4.0f64, 7.0], [2.0, 6.0]]?;
    /// assert_eq!(ivy::inv(&x)?.to_string(), "[[ 0.6, -0.7],\n [-0.2,  0.4]]");
    /// assert!(ivy::inv(&ivy::array![[1.0f64, 2.0], [2.0, 4.0]]?).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(inverse(x))]
    #[integer_arrays_to_float]
    pub fn inv(x: &Array, adjoint: bool, out: Option<&mut Array>) -> Result<Array>;

    /// The solution `y` of `x1 @ y = x2` (of `x1^H @ y = x2` if `adjoint`) for square `x1`, as the
    /// Array API's `solve`: `x2` is one vector of length `M` if it is 1-d, else a stack of `M × K`
    /// matrices; batch dimensions broadcast. A singular `x1` is an error, as NumPy's. Integers and
    /// `bool` are taken as the default float dtype.
    ///
    /// ```
    /// let a = ivy::array![[3.0f64, 1.0], [1.0, 2.0]]?;
    /// let b = ivy::array![9.0f64, 8.0]?;
    /// assert_eq!(ivy::solve(&a, &b)?.to_string(), "[2., 3.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(solution(x1, x2))]
    #[integer_arrays_to_float]
    pub fn solve(x1: &Array, x2: &Array, adjoint: bool, out: Option<&mut Array>) -> Result<Array>;
}

pub use declared::*;

/// `x @ weight^T + bias`. Backends may implement it natively for some weights (the ndarray
/// kernel takes 2-d weights only and its partial-mixed handler says so); otherwise this body
/// runs, in terms of `matmul`, `matrix_transpose` and `add`.
#[mixed]
#[returns(linear_map(x, weight, bias))]
#[handle_out]
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let y = matmul(x, &matrix_transpose(weight)?)?;
    match bias {
        Some(b) => add(&y, b),
        None => Ok(y),
    }
}

use super::{add, multiply, sum};

/// The inner product over the last axes, as NumPy's `inner`: the result has `x1`'s other
/// axes, then `x2`'s; a 0-d operand multiplies. Composed of [`tensordot()`] and [`multiply()`].
///
/// ```
/// let a = ivy::array![[1i32, 2], [3, 4]]?;
/// let b = ivy::array![1i32, 1]?;
/// assert_eq!(ivy::inner(&a, &b)?.to_string(), "[3, 7]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(inner_product(x1, x2))]
#[handle_out]
#[nestable]
pub fn inner(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    if x1.ndim() == 0 || x2.ndim() == 0 {
        return multiply(x1, x2);
    }
    tensordot::with(x1, x2).axes(TensordotAxes::Pairs(&[-1], &[-1])).call()
}

/// The sum of the `offset`-th diagonal in the plane of `axis1` and `axis2` (Ivy's defaults:
/// `0, 0, 1`), [`sum()`] of [`diagonal()`]: its dtype follows `sum`'s (an `int8` trace is the
/// default int dtype, as the Array API's `trace`).
///
/// ```
/// let x = ivy::array![[1i8, 2], [3, 4]]?;
/// let t = ivy::trace(&x)?;
/// assert_eq!((t.to_string(), t.dtype()), ("5".to_owned(), ivy::Dtype::Int32));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(trace_of(x, offset, axis1, axis2))]
#[defaults(offset = 0, axis1 = 0, axis2 = 1)]
#[handle_out]
#[nestable]
pub fn trace(
    x: &Array,
    offset: isize,
    axis1: isize,
    axis2: isize,
    out: Option<&mut Array>,
) -> Result<Array> {
    sum::with(&diagonal::with(x).offset(offset).axis1(axis1).axis2(axis2).call()?).axis(-1).call()
}
