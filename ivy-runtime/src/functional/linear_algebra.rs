//! Linear algebra.

pub use crate::arguments::TensordotAxes;
use ivy_macros::{compositional, mixed, primary};

use crate::{Array, Dtype, Result, TensorType};

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
    #[returns(reduce_retyped(x, axis, keepdims, dtype.real_dtype()))]
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
    #[returns(reduce_axes(x, &[axis.0, axis.1], keepdims, dtype.real_dtype()))]
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

    /// The Cholesky factors of the Hermitian positive-definite matrices of `x`: the lower
    /// triangular `L` with `x = L @ L^H`, read from the lower triangles, or if `upper` the upper
    /// triangular `U = L^H` (`x = U^H @ U`), read from the upper triangles. A matrix that is not
    /// positive definite is an error naming it, as NumPy's `LinAlgError`. Integers and `bool` are
    /// taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![[4.0f64, 2.0], [2.0, 5.0]]?;
    /// assert_eq!(ivy::cholesky(&x)?.to_string(), "[[2., 0.],\n [1., 2.]]");
    /// let u = ivy::cholesky::with(&x).upper(true).call()?;
    /// assert_eq!(u.to_string(), "[[2., 1.],\n [0., 2.]]");
    /// assert!(ivy::cholesky(&ivy::array![[1.0f64, 2.0], [2.0, 1.0]]?).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(inverse(x))]
    #[integer_arrays_to_float]
    pub fn cholesky(x: &Array, upper: bool, out: Option<&mut Array>) -> Result<Array>;

    /// The QR decompositions `x = Q @ R` of the matrices of `x` (`M × N`, `K = min(M, N)`), by
    /// Householder reflections: `Q` (`M × K`, orthonormal columns) and `R` (`K × N`, upper
    /// triangular) for `mode = "reduced"`, `Q` `M × M` and `R` `M × N` for `"complete"`. The
    /// signs of `R`'s rows (and `Q`'s columns) are not fixed: another library may give some of
    /// them negated. Integers and `bool` are taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![[3.0f64, 1.0], [4.0, 2.0], [0.0, 5.0]]?;
    /// let (q, r) = ivy::qr(&x)?;
    /// assert_eq!((q.shape(), r.shape()), (&[3, 2][..], &[2, 2][..]));
    /// assert!(ivy::allclose(&ivy::matmul(&q, &r)?, &x, 1e-12, 1e-12, false)?);
    /// let (q, r) = ivy::qr::with(&x).mode("complete").call()?;
    /// assert_eq!((q.shape(), r.shape()), (&[3, 3][..], &[3, 2][..]));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(qr_factors(x, mode))]
    #[defaults(mode = "reduced")]
    #[integer_arrays_to_float]
    pub fn qr(
        x: &Array,
        mode: &str,
        out: Option<(&mut Array, &mut Array)>,
    ) -> Result<(Array, Array)>;

    /// The singular value decompositions `x = U @ diag(S) @ Vh` of the matrices of `x` (`M ×
    /// N`, `K = min(M, N)`): `(U, S, Vh)`, the singular values `S` real and largest first; `U`
    /// `M × M` and `Vh` `N × N` if `full_matrices`, else `M × K` and `K × N`. The singular
    /// vectors' signs (phases) are not fixed. Ivy's `compute_uv = False` is [`svdvals()`]. A
    /// matrix holding `inf` or `NaN` gives `NaN`s. Integers and `bool` are taken as the default
    /// float dtype.
    ///
    /// ```
    /// let x = ivy::array![[0.0f64, 2.0], [3.0, 0.0]]?;
    /// let (u, s, vh) = ivy::svd(&x)?;
    /// assert_eq!(s.to_string(), "[3., 2.]");
    /// let usv = ivy::matmul(&ivy::multiply(&u, &s)?, &vh)?;
    /// assert!(ivy::allclose(&usv, &x, 1e-12, 1e-12, false)?);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(svd_factors(x, full_matrices))]
    #[defaults(full_matrices = true)]
    #[integer_arrays_to_float]
    pub fn svd(
        x: &Array,
        full_matrices: bool,
        out: Option<(&mut Array, &mut Array, &mut Array)>,
    ) -> Result<(Array, Array, Array)>;

    /// The singular values of the matrices of `x`, largest first, in the real dtype of `x`'s
    /// precision. Conversions as in [`svd()`].
    ///
    /// ```
    /// let x = ivy::array![[0.0f32, 2.0], [-3.0, 0.0]]?;
    /// assert_eq!(ivy::svdvals(&x)?.to_string(), "[3., 2.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(singular_values_of(x))]
    #[integer_arrays_to_float]
    pub fn svdvals(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The eigenvalues (real, ascending) and eigenvectors (the columns of a matrix) of the
    /// Hermitian matrices of `x`, read from their lower triangles (`uplo = "L"`) or upper ones
    /// (`"U"`). The eigenvectors' signs (phases) are not fixed. A matrix holding `inf` or `NaN`
    /// gives `NaN`s. Integers and `bool` are taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![[2.0f64, 0.0], [0.0, 1.0]]?;
    /// let (w, v) = ivy::eigh(&x)?;
    /// assert_eq!(w.to_string(), "[1., 2.]");
    /// assert_eq!(ivy::abs(&v)?.to_string(), "[[0., 1.],\n [1., 0.]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(eigen_pairs(x))]
    #[defaults(uplo = "L")]
    #[integer_arrays_to_float]
    pub fn eigh(
        x: &Array,
        uplo: &str,
        out: Option<(&mut Array, &mut Array)>,
    ) -> Result<(Array, Array)>;

    /// The eigenvalues of the Hermitian matrices of `x`, as [`eigh()`] gives them.
    ///
    /// ```
    /// let x = ivy::array![[1.0f64, 99.0], [0.0, 1.0]]?;
    /// assert_eq!(ivy::eigvalsh(&x)?.to_string(), "[1., 1.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(eigenvalues_of(x))]
    #[defaults(uplo = "L")]
    #[integer_arrays_to_float]
    pub fn eigvalsh(x: &Array, uplo: &str, out: Option<&mut Array>) -> Result<Array>;

    /// The signs and the natural logarithms of the absolute values of the determinants of the
    /// square matrices of `x`, by LU decomposition: `(sign, logabsdet)`, the sign in `x`'s
    /// dtype (of modulus 1 for complex), the logarithm real. A singular matrix gives `(0,
    /// -inf)`. Integers and `bool` are taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![[1.0f64, 2.0], [3.0, 4.0]]?;
    /// let (sign, logabsdet) = ivy::slogdet(&x)?;
    /// assert_eq!((sign.to_string(), logabsdet.to_string()), ("-1.".into(), "0.69314718".into()));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(signed_log_determinant(x))]
    #[integer_arrays_to_float]
    pub fn slogdet(
        x: &Array,
        out: Option<(&mut Array, &mut Array)>,
    ) -> Result<(Array, Array)>;

    /// The Moore-Penrose pseudo-inverses (`N × M`) of the matrices of `x` (`M × N`), by SVD:
    /// singular values at or below `rtol` times the largest count as zero (`None`: `max(M, N)`
    /// times the machine epsilon of `x`'s dtype). Integers and `bool` are taken as the default
    /// float dtype.
    ///
    /// ```
    /// let x = ivy::array![[2.0f64, 0.0], [0.0, 0.0]]?;
    /// assert_eq!(ivy::pinv(&x)?.to_string(), "[[0.5, 0. ],\n [0. , 0. ]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(pseudo_inverse(x))]
    #[integer_arrays_to_float]
    pub fn pinv(x: &Array, rtol: Option<f64>, out: Option<&mut Array>) -> Result<Array>;

    /// The ranks of the matrices of `x` (`int64`): how many singular values exceed `rtol` times
    /// the largest (`None`: as [`pinv()`]'s). Integers and `bool` are taken as the default float
    /// dtype.
    ///
    /// ```
    /// let x = ivy::array![[1.0f64, 2.0], [2.0, 4.0]]?;
    /// assert_eq!(ivy::matrix_rank(&x)?.to_string(), "1");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(rank_of(x))]
    #[integer_arrays_to_float]
    pub fn matrix_rank(x: &Array, rtol: Option<f64>, out: Option<&mut Array>) -> Result<Array>;

    /// The `n`-th powers of the square matrices of `x`, by repeated squaring: the identity for
    /// `n = 0`, powers of the inverse for a negative `n` (a singular matrix is then an error).
    /// Computed in `float64` (`complex128`) and rounded once. Integers and `bool` are taken as
    /// the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![[1.0f64, 1.0], [0.0, 1.0]]?;
    /// assert_eq!(ivy::matrix_power(&x, 3)?.to_string(), "[[1., 3.],\n [0., 1.]]");
    /// assert_eq!(ivy::matrix_power(&x, -1)?.to_string(), "[[ 1., -1.],\n [ 0.,  1.]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(inverse(x))]
    #[integer_arrays_to_float]
    pub fn matrix_power(x: &Array, n: i64, out: Option<&mut Array>) -> Result<Array>;

    /// The LU decompositions `a = P @ L @ U` of the matrices of `a` (`M × N`, `K = min(M, N)`;
    /// Ivy's `lu_factor`, SciPy's `linalg.lu_factor`, batched): `(LU, pivots)`, `LU` of `a`'s
    /// shape holding `U` on and above the diagonal and `L` below it (its unit diagonal not
    /// stored), `pivots` (`int64`, `K` per matrix) the row interchanges in order, 0-based as
    /// SciPy's (row `i` was swapped with row `pivots[i]`; torch's are 1-based). With `pivot`
    /// (the default), partial pivoting as LAPACK's `getrf` (the largest `|re| + |im|` of the
    /// column); without it, no interchange (`pivots` are `0..K`). A singular matrix is factored,
    /// not refused (as SciPy's, which warns): a zero pivot leaves its column as it is, and
    /// `U` then has a zero on its diagonal. A matrix holding `inf` or `NaN` is an error, as
    /// SciPy's. Computed in `float64` (`complex128`) and rounded once; integers and `bool` are
    /// taken as the default float dtype.
    ///
    /// ```
    /// let a = ivy::array![[1.0f64, 2.0], [3.0, 4.0]]?;
    /// let (lu, pivots) = ivy::lu_factor(&a)?;
    /// assert_eq!(lu.to_string(), "[[3.        , 4.        ],\n [0.33333333, 0.66666667]]");
    /// assert_eq!(pivots.to_string(), "[1, 1]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(lu_factors(a))]
    #[defaults(pivot = true)]
    #[integer_arrays_to_float]
    pub fn lu_factor(
        a: &Array,
        pivot: bool,
        out: Option<(&mut Array, &mut Array)>,
    ) -> Result<(Array, Array)>;
}

pub use declared::*;

/// The eigenvalues `w` and right eigenvectors `v` of the general square matrices of `x`
/// (Ivy's experimental `eig`, NumPy's `linalg.eig`): `x @ v[..., :, i] = w[..., i] * v[...,
/// :, i]`, each eigenvector of unit Euclidean norm. The eigenvalues come in no particular
/// order and the eigenvectors' phases are not fixed. Both are complex, in the complex dtype
/// of `x`'s precision (`complex64` for `float32`, `complex128` for `float64`), also where
/// every eigenvalue is real (NumPy then gives a real dtype). A singular matrix has a zero
/// eigenvalue, not an error; a matrix holding `inf` or `NaN` is an error, as NumPy's
/// `LinAlgError`. Integers and `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![[0.0f64, -1.0], [1.0, 0.0]]?;
/// let (w, v) = ivy::eig(&x)?;
/// assert_eq!((w.dtype(), v.shape()), (ivy::Dtype::Complex128, &[2, 2][..]));
/// let av = ivy::matmul(&ivy::astype(&x, ivy::Dtype::Complex128)?, &v)?;
/// assert!(ivy::allclose(&av, &ivy::multiply(&v, &w)?, 1e-12, 1e-12, false)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(general_eigen_pairs(x))]
#[integer_arrays_to_float]
#[nestable]
pub fn eig(x: &Array) -> Result<(Array, Array)>;

/// The eigenvalues of the general square matrices of `x`, as [`eig()`] gives them.
///
/// ```
/// let x = ivy::array![[2.0f32, 0.0], [0.0, 3.0]]?;
/// let w = ivy::eigvals(&x)?;
/// assert_eq!((w.dtype(), w.to_string()), (ivy::Dtype::Complex64, "[2.+0.j, 3.+0.j]".into()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(general_eigenvalues_of(x))]
#[integer_arrays_to_float]
#[nestable]
pub fn eigvals(x: &Array) -> Result<Array>;

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

use super::{Sections, concat, split, subtract};
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

/// The cross products of the 3-element vectors of `x1` and `x2` along `axis` (`-1`: the last),
/// the other axes broadcast (`axis` counts in the broadcast shape), as the Array API's `cross`.
/// Composed of [`split()`], [`multiply()`], [`subtract()`] and [`concat()`]: integers wrap, as
/// their products do.
///
/// ```
/// let a = ivy::array![1i32, 0, 0]?;
/// let b = ivy::array![[0i32, 1, 0], [0, 0, 1]]?;
/// assert_eq!(ivy::cross(&a, &b)?.to_string(), "[[ 0,  0,  1],\n [ 0, -1,  0]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(cross_product(x1, x2, axis))]
#[defaults(axis = -1)]
#[handle_out]
#[nestable]
pub fn cross(x1: &Array, x2: &Array, axis: isize, out: Option<&mut Array>) -> Result<Array> {
    let t = crate::type_rules::cross_product(&x1.tensor_type(), &x2.tensor_type(), axis)
        .map_err(|e| e.in_function("cross"))?;
    // The axis counted from the end, so that it names the same axis in both operands.
    let axis = if axis < 0 {
        axis
    } else {
        axis - t.ndim() as isize
    };
    let parts = |x: &Array| {
        split::with(x)
            .num_or_size_splits(Sections::Count(3))
            .axis(axis)
            .call()
    };
    let (a, b) = (parts(x1)?, parts(x2)?);
    let term = |i: usize, j: usize| {
        subtract(
            &multiply(&a[i], &b[j])?,
            &multiply(&a[j], &b[i])?,
        )
    };
    concat::with(&[term(1, 2)?, term(2, 0)?, term(0, 1)?])
        .axis(axis)
        .call()
}

use super::{abs, astype, divide, eye, max, reshape, scatter_nd, triu, tril};
use crate::{HostArray, ScatterReduction};

/// Of a vector `x`, the square matrix with `x` on its `k`-th diagonal (above the main one
/// for `k > 0`, below for `k < 0`) and zeros elsewhere; of a matrix, its `k`-th diagonal
/// (NumPy's `diag`; Ivy's default `k` is 0). Other ranks are an error.
///
/// ```
/// let v = ivy::array![1, 2]?;
/// assert_eq!(ivy::diag::with(&v).k(1).call()?.to_string(), "[[0, 1, 0],\n [0, 0, 2],\n [0, 0, 0]]");
/// let m = ivy::array![[1, 2], [3, 4]]?;
/// assert_eq!(ivy::diag::with(&m).k(-1).call()?.to_string(), "[3]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(diag_of(x, k))]
#[defaults(k = 0)]
#[handle_out]
#[nestable]
pub fn diag(x: &Array, k: isize, out: Option<&mut Array>) -> Result<Array> {
    let t = crate::type_rules::diag_of(&x.tensor_type(), k).map_err(|e| e.in_function("diag"))?;
    if x.ndim() == 2 {
        return diagonal::with(x).offset(k).axis1(0).axis2(1).call();
    }
    let side = t.shape[0].unwrap_or(0);
    let (row, col) = if k >= 0 { (0, k.unsigned_abs()) } else { (k.unsigned_abs(), 0) };
    let positions: Vec<i64> = (0..x.shape()[0])
        .flat_map(|i| [(row + i) as i64, (col + i) as i64])
        .collect();
    let host = HostArray::new(vec![x.shape()[0], 2], positions)?;
    let indices = Array::from_host(x.backend(), host, x.device())?;
    scatter_nd::with(&indices, x, &[side, side])
        .reduction(ScatterReduction::Sum)
        .call()
}

/// The Kronecker product of `a` and `b` (NumPy's `kron`): the blocks `a[i, j] * b`, for any
/// ranks (the lower-rank operand taken with leading axes of length 1). The dtypes promote.
///
/// ```
/// let a = ivy::array![[1, 2], [3, 4]]?;
/// let b = ivy::array![[0, 1], [1, 0]]?;
/// assert_eq!(
///     ivy::kron(&a, &b)?.to_string(),
///     "[[0, 1, 0, 2],\n [1, 0, 2, 0],\n [0, 3, 0, 4],\n [3, 0, 4, 0]]"
/// );
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(kron_of(a, b))]
#[handle_out]
#[nestable]
pub fn kron(a: &Array, b: &Array, out: Option<&mut Array>) -> Result<Array> {
    let t = crate::type_rules::kron_of(&a.tensor_type(), &b.tensor_type())
        .map_err(|e| e.in_function("kron"))?;
    let n = t.ndim();
    let dims = |x: &Array| -> Vec<isize> {
        let mut s = vec![1; n - x.ndim()];
        s.extend(x.shape().iter().map(|&d| d as isize));
        s
    };
    // a's axes at the even positions, b's at the odd ones: their product is the blocks.
    let (da, db) = (dims(a), dims(b));
    let spread_a: Vec<isize> = da.iter().flat_map(|&d| [d, 1]).collect();
    let spread_b: Vec<isize> = db.iter().flat_map(|&d| [1, d]).collect();
    let product = multiply(&reshape(a, &spread_a)?, &reshape(b, &spread_b)?)?;
    let shape: Vec<isize> = t.shape.iter().map(|d| d.unwrap_or(0) as isize).collect();
    reshape(&product, &shape)
}

use super::type_promote_arrays;

/// The product `x[0] @ x[1] @ ... @ x[n-1]` of a chain of two or more matrices, multiplied in
/// the order that takes the fewest scalar multiplications (NumPy's `linalg.multi_dot`, by the
/// same dynamic programme over the matrices' dimensions). The first array may be a vector (a
/// row) and the last one a vector (a column), their axis dropped from the result as
/// [`matmul()`] drops it; the others are 2-d. The dtypes promote together first
/// ([`type_promote_arrays()`]), then [`matmul()`] multiplies, so integers wrap as its products do.
///
/// ```
/// let a = ivy::array![[0, 1, 2], [3, 4, 5]]?;
/// let b = ivy::array![[0, 1], [2, 3], [4, 5]]?;
/// let c = ivy::array![[0, 1], [2, 3]]?;
/// assert_eq!(ivy::multi_dot(&[a, b, c])?.to_string(), "[[ 26,  49],\n [ 80, 148]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(self::chain_type(x, None))]
#[handle_out]
#[nestable]
pub fn multi_dot(x: &[Array], out: Option<&mut Array>) -> Result<Array> {
    let types: Vec<TensorType> = x.iter().map(Array::tensor_type).collect();
    let t = self::chain_type(&types, x.first().map(Array::backend))?;
    let mut x = type_promote_arrays(x)?;
    if x[0].dtype() != t.dtype {
        x = x.iter().map(|m| astype(m, t.dtype)).collect::<Result<_>>()?;
    }
    if x.len() == 2 {
        return matmul(&x[0], &x[1]);
    }
    // The chain's dimensions: matrix i is dims[i] × dims[i + 1] (a first vector a row, a last
    // one a column).
    let last = x.len() - 1;
    let mut dims: Vec<usize> = vec![if x[0].ndim() == 1 { 1 } else { x[0].shape()[0] }];
    dims.extend(x.iter().map(|m| m.shape()[m.ndim() - 1]));
    if x[last].ndim() == 1 {
        dims[x.len()] = 1;
    }
    let split = self::chain_order(&dims);
    self::chain_multiply(&x, &split, 0, last)
}

/// `multi_dot`'s type ([`chain_product`](crate::type_rules::chain_product)), in the dtype its
/// arrays are cast to as the entry casts an array argument (a list is not cast at entry).
fn chain_type(x: &[TensorType], backend: Option<crate::BackendId>) -> Result<TensorType> {
    let t = crate::type_rules::chain_product(x).map_err(|e| e.in_function("multi_dot"))?;
    let dtype = super::manipulation::entry_dtype(multi_dot::DECL, backend, t.dtype)?;
    Ok(TensorType::new(dtype, t.shape))
}

/// The matrix-chain order of NumPy's `_multi_dot_matrix_chain_order`: `split[i][j]` is where
/// the cheapest product of matrices `i..=j` splits (the first cheapest, as NumPy's).
fn chain_order(dims: &[usize]) -> Vec<Vec<usize>> {
    let n = dims.len() - 1;
    let mut cost = vec![vec![0f64; n]; n];
    let mut split = vec![vec![0usize; n]; n];
    for len in 1..n {
        for i in 0..n - len {
            let j = i + len;
            cost[i][j] = f64::INFINITY;
            for k in i..j {
                // Counted in f64: the products of three lengths may overflow usize.
                let c = cost[i][k]
                    + cost[k + 1][j]
                    + dims[i] as f64 * dims[k + 1] as f64 * dims[j + 1] as f64;
                if c < cost[i][j] {
                    cost[i][j] = c;
                    split[i][j] = k;
                }
            }
        }
    }
    split
}

/// The product of matrices `i..=j` of `x` in the order of `split`.
fn chain_multiply(x: &[Array], split: &[Vec<usize>], i: usize, j: usize) -> Result<Array> {
    if i == j {
        return Ok(x[i].clone());
    }
    let k = split[i][j];
    matmul(
        &chain_multiply(x, split, i, k)?,
        &chain_multiply(x, split, k + 1, j)?,
    )
}

/// The solution `y` of `x1 @ y = x2` (of `x1^H @ y = x2` with `adjoint`) for triangular
/// matrices `x1`, read from their upper triangles (Ivy's default) or their lower ones; with
/// `unit_diagonal`, the diagonal is taken as ones, whatever it holds (SciPy's
/// `solve_triangular`). Batched as [`solve()`]; a matrix with a zero on its diagonal is
/// singular, an error naming its index in the stack.
///
/// ```
/// let a = ivy::array![[2.0, 1.0], [0.0, 4.0]]?;
/// let b = ivy::array![3.0, 8.0]?;
/// assert_eq!(ivy::solve_triangular(&a, &b)?.to_string(), "[0.5, 2. ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(solution(x1, x2))]
#[defaults(upper = true)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn solve_triangular(
    x1: &Array,
    x2: &Array,
    upper: bool,
    adjoint: bool,
    unit_diagonal: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let off = isize::from(unit_diagonal);
    let mut a = if upper {
        triu::with(x1).k(off).call()?
    } else {
        tril::with(x1).k(-off).call()?
    };
    if unit_diagonal {
        let n = x1.shape().last().copied().unwrap_or(0);
        let ones = crate::with_backend(x1.backend(), || eye::with(n).dtype(x1.dtype()).call())?;
        a = add(&a, &ones)?;
    }
    solve::with(&a, x2).adjoint(adjoint).call()
}

use super::{Indices, broadcast_to, conj, expand_dims, gather, squeeze, zeros};

/// The solutions `x` of `A @ x = b` (`trans = "N"`, Ivy's default), `A^T @ x = b` (`"T"`) or
/// `A^H @ x = b` (`"C"`) from the LU factors of `A` as [`lu_factor()`] gives them: `lu` the
/// packed factors (square), `p` the row interchanges (0-based, SciPy's `lu_solve`). `b` is
/// one vector if it is 1-d, else a stack of `N × K` matrices; batch dimensions broadcast, as
/// [`solve()`]'s. Composed of [`gather()`] (the interchanges) and [`solve_triangular()`]
/// (`L` then `U`): a zero on `U`'s diagonal (a singular `A`) is an error naming the matrix,
/// where SciPy's gives `inf`s and `NaN`s. Integers and `bool` are taken as the default float
/// dtype (the pivots stay integers).
///
/// ```
/// let a = ivy::array![[1.0f64, 2.0], [3.0, 4.0]]?;
/// let (lu, p) = ivy::lu_factor(&a)?;
/// let b = ivy::array![5.0f64, 6.0]?;
/// assert_eq!(ivy::lu_solve(&lu, &p, &b)?.to_string(), "[-4. ,  4.5]");
/// let t = ivy::lu_solve::with(&lu, &p, &b).trans("T").call()?;
/// assert_eq!(t.to_string(), "[-1.,  2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(lu_solution(lu, p, b))]
#[defaults(trans = "N")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn lu_solve(
    lu: &Array,
    p: &Indices,
    b: &Array,
    trans: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let t = crate::type_rules::lu_solution(&lu.tensor_type(), &p.tensor_type(), &b.tensor_type())
        .map_err(|e| e.in_function("lu_solve"))?;
    let (transposed, conjugated) = match trans {
        "N" => (false, false),
        "T" => (true, lu.dtype().is_complex() || b.dtype().is_complex()),
        "C" => (true, false),
        other => {
            return Err(crate::Error::InvalidInput(format!(
                "lu_solve: unknown trans {other:?}: expected \"N\", \"T\" or \"C\""
            )));
        }
    };
    let shape: Vec<usize> = t.shape.iter().map(|d| d.unwrap_or(0)).collect();
    if shape.contains(&0) {
        let dtype = t.dtype;
        return crate::with_backend(b.backend(), || zeros::with(&shape).dtype(dtype).call());
    }
    let n = lu.shape()[lu.ndim() - 1];
    // b as a stack of matrices, everything broadcast to the batch of the result.
    let vector = b.ndim() == 1;
    let b = if vector { expand_dims::with(b).axis(&[-1]).call()? } else { b.clone() };
    let batch = &shape[..shape.len() - if vector { 1 } else { 2 }];
    let with = |tail: &[usize]| [batch, tail].concat();
    let k = b.shape()[b.ndim() - 1];
    let b = broadcast_to(&b, &with(&[n, k]))?;
    let lu = broadcast_to(lu, &with(&[n, n]))?;
    let p = broadcast_to(p, &with(&[n]))?;
    // The interchanges as one permutation per matrix: row i of L @ U is row rows[i] of A.
    let swaps = super::astype(&p, Dtype::Int64)?.to_vec::<i64>()?;
    let mut rows = Vec::with_capacity(swaps.len());
    let mut inverse = vec![0i64; swaps.len()];
    for (m, swaps) in swaps.chunks(n).enumerate() {
        let mut order: Vec<i64> = (0..n as i64).collect();
        for (i, &s) in swaps.iter().enumerate() {
            let s = usize::try_from(s).ok().filter(|&s| s < n).ok_or_else(|| {
                crate::Error::InvalidInput(format!(
                    "lu_solve: pivot {s} of matrix {m} is not a row of its {n}; the pivots are \
                     0-based row numbers"
                ))
            })?;
            order.swap(i, s);
        }
        for (i, &r) in order.iter().enumerate() {
            inverse[m * n + r as usize] = i as i64;
        }
        rows.extend(order);
    }
    let (backend, device) = (b.backend(), b.device());
    let positions = |values: Vec<i64>| -> Result<Array> {
        let host = HostArray::new(with(&[n]), values)?;
        Array::from_host(backend, host, device)
    };
    let nb = batch.len() as isize;
    let permuted = |x: &Array, order: Vec<i64>| {
        gather::with(x, &positions(order)?)
            .axis(nb)
            .batch_dims(nb)
            .call()
    };
    let x = if transposed {
        // A = Pᵀ L U, so Aᵀ x = b is Uᵀ Lᵀ (P x) = b; a plain transpose of complex factors is
        // the adjoint of their conjugates.
        let c = |x: Array| if conjugated { conj(&x) } else { Ok(x) };
        let y = solve_triangular::with(&lu, &c(b)?).adjoint(true).call()?;
        let z = solve_triangular::with(&lu, &y)
            .upper(false)
            .unit_diagonal(true)
            .adjoint(true)
            .call()?;
        permuted(&c(z)?, inverse)?
    } else {
        let y = solve_triangular::with(&lu, &permuted(&b, rows)?)
            .upper(false)
            .unit_diagonal(true)
            .call()?;
        solve_triangular(&lu, &y)?
    };
    if vector { squeeze::with(&x).axis(&[-1]).call() } else { Ok(x) }
}

/// Padé coefficients of degree 6 for `e^x`: `c_k = (12 - k)! 6! / (12! k! (6 - k)!)`.
const PADE6: [f64; 7] = [
    1.0,
    0.5,
    5.0 / 44.0,
    1.0 / 66.0,
    1.0 / 792.0,
    1.0 / 15840.0,
    1.0 / 665280.0,
];

/// The matrix exponential `e^x = sum of x^k / k!` of each square matrix of `x` (SciPy's
/// `expm`, batched over leading axes): by scaling and squaring, `x / 2^s` with its largest
/// absolute row sum at most 1/2 (over the batch), a Padé approximant of degree 6 (relative
/// error below 4e-16 there), then squared `s` times; the half floats in float32. Integers and
/// `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![[0.0, 1.0], [0.0, 0.0]]?;
/// assert_eq!(ivy::matrix_exp(&x)?.to_string(), "[[1., 1.],\n [0., 1.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(inverse(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn matrix_exp(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    crate::type_rules::inverse(&x.tensor_type()).map_err(|e| e.in_function("matrix_exp"))?;
    // The half floats compute in float32 and round once, as their kernels do.
    if matches!(x.dtype(), Dtype::Float16 | Dtype::Bfloat16) {
        let wide = matrix_exp(&astype(x, Dtype::Float32)?)?;
        return astype(&wide, x.dtype());
    }
    let n = x.shape().last().copied().unwrap_or(0);
    if x.shape().contains(&0) {
        return Ok(x.clone());
    }
    let row_sums = sum::with(&abs(x)?).axis(-1).call()?;
    let norm = astype(&max(&row_sums)?, Dtype::Float64)?.to_vec::<f64>()?[0];
    if !norm.is_finite() {
        return Err(crate::Error::InvalidInput(format!(
            "matrix_exp: the matrices hold a non-finite value (largest absolute row sum {norm})"
        )));
    }
    let squarings = if norm > 0.5 { (norm / 0.5).log2().ceil() as i32 } else { 0 };
    let a = divide(x, 2f64.powi(squarings))?;
    let identity = crate::with_backend(x.backend(), || eye::with(n).dtype(x.dtype()).call())?;
    // N = sum c_k A^k and D = sum (-1)^k c_k A^k, from the powers of A.
    let (mut numerator, mut denominator) = (identity.clone(), identity);
    let mut power = a.clone();
    for (k, c) in PADE6.iter().enumerate().skip(1) {
        if k > 1 {
            power = matmul(&power, &a)?;
        }
        let term = multiply(&power, *c)?;
        numerator = add(&numerator, &term)?;
        denominator = if k % 2 == 0 {
            add(&denominator, &term)?
        } else {
            subtract(&denominator, &term)?
        };
    }
    let mut e = solve(&denominator, &numerator)?;
    for _ in 0..squarings {
        e = matmul(&e, &e)?;
    }
    Ok(e)
}
