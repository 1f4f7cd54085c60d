//! Linear algebra: `matmul`, `matrix_transpose`, `linear`, and over views shared with the
//! candle backend: products and diagonals ([`products`]), norms
//! ([`norm`](crate::routines::linear_algebra::norm)), the decompositions
//! ([`decompositions`](crate::routines::linear_algebra::decompositions), on faer); `matmul`'s
//! GEMM ([`gemm`], faer's).

use ivy_runtime::Result;
use ndarray::{Array3, ArrayRefD, Axis, IxDyn};

use super::backend::NdArrayBackend;
use super::cast::{as_dtype, into_dtype};
use super::dispatch::{
    Map2Conj, Map2Inexact, Map2Numeric, MapAll, MapInexact, classes, elements, require,
};
use super::elementwise::add;
use super::error;
use super::statistical::logical;
use super::storage::{Element, NdArray};
use crate::elem::{Conjugate, InexactElem, NumElem, from_acc_array, to_acc_array};
use crate::routines::linear_algebra::decompositions::{LinalgElem, Op, Output, results};
use crate::routines::linear_algebra::norm::Norm;
use crate::routines::linear_algebra::{gemm, products};
use crate::routines::reductions::reduction_axis;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::matrix_dims;
use ivy_runtime::{Dtype, TensordotAxes, broadcast_source};
use ndarray::ArrayViewD;
use num_complex::Complex;

struct MatMul;

impl Map2Inexact for MatMul {
    const NAME: &'static str = "matmul";
    type Output = NdArray;

    fn f<T: InexactElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        // In the accumulator type (`f32` for the half types: ndarray's fast GEMM only covers
        // f32, f64 and complex; the others are read in place).
        let (a, b) = (to_acc_array(a), to_acc_array(b));
        let out = stacked_products(&a.view(), &b.view(), gemm::mat_mul)?;
        Ok(from_acc_array::<T>(out).into())
    }
}

/// The products of NumPy's `matmul` rules, each matrix's by `product` (which overwrites its
/// `out`): a 1-d left operand is a row (1, k), a 1-d right operand a column (k, 1), the added
/// dimension removed from the result; batch dimensions broadcast.
fn stacked_products<A: Clone + num_traits::Zero>(
    a: &ArrayViewD<'_, A>,
    b: &ArrayViewD<'_, A>,
    product: impl Fn(
        &ndarray::ArrayView2<'_, A>,
        &ndarray::ArrayView2<'_, A>,
        &mut ndarray::ArrayViewMut2<'_, A>,
    ) -> Result<()>,
) -> Result<ndarray::ArrayD<A>> {
    const F: &str = "matmul";
    let p = matrix_dims::matmul(a.shape(), b.shape())?;
    let a2 = if a.ndim() == 1 {
        a.clone().insert_axis(Axis(0))
    } else {
        a.clone()
    };
    let b2 = if b.ndim() == 1 {
        b.clone().insert_axis(Axis(1))
    } else {
        b.clone()
    };
    let (batch, m, n) = (&p.batch, p.m, p.n);
    let full: Vec<usize> = batch.iter().copied().chain([m, n]).collect();
    let reshape = |e: ndarray::ShapeError| error::invalid(F, e.to_string());
    // The result is the only allocation sized by the broadcast: each product reads its
    // operands' own matrices (a broadcast operand is read again, never copied per batch).
    let nb: usize = batch.iter().product();
    let out = crate::loops::parallel::zeroed(F, &full, A::zero())?;
    let mut out = Array3::from_shape_vec((nb, m, n), out).map_err(reshape)?;
    for i in 0..nb {
        product(
            &matrix_of_batch(&a2, batch, i),
            &matrix_of_batch(&b2, batch, i),
            &mut out.index_axis_mut(Axis(0), i),
        )?;
    }
    out.into_shape_with_order(IxDyn(&p.shape)).map_err(reshape)
}

/// `out = a · b` in `i64` with wrapping arithmetic: modulo 2^64, hence modulo 2^bits of any
/// narrower integer dtype, the two's-complement product NumPy's integer `matmul` gives.
fn wrapping_mat_mul(
    a: &ndarray::ArrayView2<'_, i64>,
    b: &ndarray::ArrayView2<'_, i64>,
    out: &mut ndarray::ArrayViewMut2<'_, i64>,
) -> Result<()> {
    for (a_row, mut out_row) in a.rows().into_iter().zip(out.rows_mut()) {
        for (&x, b_row) in a_row.iter().zip(b.rows()) {
            out_row.zip_mut_with(&b_row, |o, &y| *o = o.wrapping_add(x.wrapping_mul(y)));
        }
    }
    Ok(())
}

/// The integer and `bool` `matmul`: one kernel for the nine dtypes, in `int64` (see
/// [`wrapping_mat_mul`]), its result wrapped back to the operands' dtype as `astype` wraps
/// (a `bool` product counts its true `and`s, and is true where the count is not zero).
fn integer_matmul(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    let dtype = x1.dtype();
    let (a, b) = (as_dtype(x1, Dtype::Int64)?, as_dtype(x2, Dtype::Int64)?);
    let out = stacked_products(
        &elements::<i64>(&a).view(),
        &elements::<i64>(&b).view(),
        wrapping_mat_mul,
    )?;
    into_dtype(out.into(), dtype)
}

/// The matrix of `x` (batch dimensions, then a matrix) that the `index`-th matrix of the
/// broadcast `batch` reads, as a view.
fn matrix_of_batch<'a, A>(
    x: &ArrayViewD<'a, A>,
    batch: &[usize],
    index: usize,
) -> ndarray::ArrayView2<'a, A> {
    let own = &x.shape()[..x.ndim() - 2];
    let mut view = x.clone();
    for at in broadcast_source(own, batch, index) {
        view = view.index_axis_move(Axis(0), at);
    }
    view.into_dimensionality()
        .unwrap_or_else(|_| unreachable!("batch axes removed, two remain"))
}

/// The matrix product with NumPy's `matmul` rules: two 1-d arrays give their inner product
/// (0-d); a 1-d left (right) operand acts as a row (column) whose added dimension is removed;
/// for N-d operands the leading dimensions are stacks of matrices and broadcast. Both operands
/// have one float or complex dtype (`float16` and `bfloat16` multiply in `f32` and round the
/// result). Mismatched inner dimensions, batch dimensions that do not broadcast and 0-d
/// operands are errors naming both shapes. Integer products wrap in the operands' dtype, and
/// `bool` products are the `or` of `and`s, as NumPy's are.
#[implements(f::matmul for NdArrayBackend, takes = classes::ALL)]
pub fn matmul(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    // Operands of two dtypes are Map2's error, as for floats.
    if !x1.dtype().is_inexact() && x1.dtype() == x2.dtype() {
        return integer_matmul(x1, x2);
    }
    MatMul.map(x1, x2)
}

struct Transpose;

impl MapAll for Transpose {
    const NAME: &'static str = "matrix_transpose";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let n = a.ndim();
        if n < 2 {
            return Err(error::invalid(
                Self::NAME,
                format!("needs at least 2 dimensions, got shape {:?}", a.shape()),
            ));
        }
        let mut v = a.view();
        v.swap_axes(n - 2, n - 1);
        let copy = crate::loops::arrays::row_major_vec(Self::NAME, &v)?;
        Ok(crate::loops::arrays::into_array(Self::NAME, v.raw_dim(), copy)?.into())
    }
}

/// `x` with its last two axes swapped (a stack of transposed matrices), for any dtype; an
/// error below 2 dimensions.
#[implements(f::matrix_transpose for NdArrayBackend, takes = classes::ALL)]
pub fn matrix_transpose(x: &NdArray) -> Result<NdArray> {
    Transpose.map(x)
}

/// `x @ weight^T + bias`: a linear layer with `weight` of shape `(out, in)` and `x` of shape
/// `(..., in)`, giving `(..., out)`. `weight` must be 2-d; `bias` broadcasts against the
/// product. All operands share one dtype, any: integers wrap and `bool` is the `or` of `and`s,
/// as in [`matmul`].
#[implements(f::linear for NdArrayBackend, takes = classes::ALL)]
#[partial_mixed(handler = |_x, weight, _bias| weight.ndim() == 2)]
pub fn linear(x: &NdArray, weight: &NdArray, bias: Option<&NdArray>) -> Result<NdArray> {
    if weight.ndim() != 2 {
        return Err(error::invalid(
            "linear",
            format!(
                "the weight must be 2-d (out, in), got shape {:?}",
                weight.shape()
            ),
        ));
    }
    let y = matmul(x, &matrix_transpose(weight)?)?;
    match bias {
        Some(b) => add(&y, b),
        None => Ok(y),
    }
}

/// `f` of `x1` and `x2`, with `bool` operands taken as `uint64` zeros and ones and the
/// result back as `bool` (nonzero): sums of products become ors of ands, as NumPy's.
fn numeric_or_logical2(
    x1: &NdArray,
    x2: &NdArray,
    f: impl Fn(&NdArray, &NdArray) -> Result<NdArray>,
) -> Result<NdArray> {
    match (x1, x2) {
        (NdArray::Bool(a), NdArray::Bool(b)) => {
            logical(f(&a.mapv(u64::from).into(), &b.mapv(u64::from).into())?)
        }
        _ => f(x1, x2),
    }
}

struct VecDot(isize);

impl Map2Conj for VecDot {
    const NAME: &'static str = "vecdot";
    type Output = NdArray;

    fn f<T: Conjugate>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(products::vecdot_view(a.view(), b.view(), self.0)?.into())
    }
}

/// The sums of `conj(x1) * x2` along `axis`, the other axes broadcast (see
/// [`ivy_runtime::vecdot()`]); integers wrap; `bool`: any of the ands.
#[implements(f::vecdot for NdArrayBackend, takes = classes::ALL)]
pub fn vecdot(x1: &NdArray, x2: &NdArray, axis: isize) -> Result<NdArray> {
    numeric_or_logical2(x1, x2, |a, b| VecDot(axis).map(a, b))
}

/// A product of two arrays over views.
enum Product<'a> {
    Tensordot(&'a [isize], &'a [isize]),
    Outer,
}

impl Map2Numeric for Product<'_> {
    const NAME: &'static str = "tensordot/outer";
    type Output = NdArray;

    fn f<T: NumElem>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(match self {
            Product::Tensordot(ia, ib) => products::tensordot_view(a.view(), b.view(), ia, ib)?,
            Product::Outer => products::outer_view(a.view(), b.view())?,
        }
        .into())
    }
}

/// The sums of products of `x1` and `x2` over the axis pairs `axes` (see
/// [`ivy_runtime::tensordot()`]); integers wrap; `bool`: any of the ands.
#[implements(f::tensordot for NdArrayBackend, takes = classes::ALL)]
pub fn tensordot(x1: &NdArray, x2: &NdArray, axes: TensordotAxes<'_>) -> Result<NdArray> {
    let (ia, ib) = match axes {
        TensordotAxes::Count(n) => products::counted_axes(n, x1.ndim(), x2.ndim())?,
        TensordotAxes::Pairs(a, b) => (a.to_vec(), b.to_vec()),
    };
    numeric_or_logical2(x1, x2, |a, b| Product::Tensordot(&ia, &ib).map(a, b))
}

/// The outer product of the flattened `x1` and `x2`; integers wrap; `bool`: and.
#[implements(f::outer for NdArrayBackend, takes = classes::ALL)]
pub fn outer(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    numeric_or_logical2(x1, x2, |a, b| Product::Outer.map(a, b))
}

struct Diagonal(isize, isize, isize);

impl MapAll for Diagonal {
    const NAME: &'static str = "diagonal";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(products::diagonal_view(a.view(), self.0, self.1, self.2)?.into())
    }
}

/// The `offset`-th diagonal of the matrices of `x` in the plane of `axis1` and `axis2`, along
/// a new last axis, for any dtype.
#[implements(f::diagonal for NdArrayBackend, takes = classes::ALL)]
pub fn diagonal(x: &NdArray, offset: isize, axis1: isize, axis2: isize) -> Result<NdArray> {
    Diagonal(offset, axis1, axis2).map(x)
}

/// A norm of float or complex arrays, computed in `f64` by the shared routines.
impl MapInexact for Norm<'_> {
    const NAME: &'static str = "vector_norm/matrix_norm";
    type Output = NdArray;

    fn f<T: InexactElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        into_dtype(self.of_view(a.view())?.into(), T::DTYPE.real_dtype())
    }
}

/// The `ord`-norms of the vectors of `x` (as `dtype`) along `axis`, in `f64`, rounded to the
/// real dtype of `dtype`'s precision.
#[implements(f::vector_norm for NdArrayBackend, takes = classes::INEXACT)]
pub fn vector_norm(
    x: &NdArray,
    axis: Option<isize>,
    keepdims: bool,
    ord: f64,
    dtype: Dtype,
) -> Result<NdArray> {
    let axis = reduction_axis("vector_norm", axis, x.ndim())?;
    Norm::Vector {
        axis,
        keepdims,
        ord,
    }
    .map(&*as_dtype(x, dtype)?)
}

/// The `ord`-norms of the matrices of `x` (as `dtype`) in the plane of `axis`, in `f64`,
/// rounded to the real dtype of `dtype`'s precision.
#[implements(f::matrix_norm for NdArrayBackend, takes = classes::INEXACT)]
pub fn matrix_norm(
    x: &NdArray,
    ord: &str,
    axis: (isize, isize),
    keepdims: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    Norm::Matrix {
        ord,
        axis,
        keepdims,
    }
    .map(&*as_dtype(x, dtype)?)
}

/// The results of `op` on `xs` (of one float or complex dtype), computed in `float64`
/// (`complex128` for complex) by the shared routine and rounded back: to the operands' dtype,
/// or for real results to the real dtype of its precision (counts stay `int64`).
fn decomposed(op: Op, xs: &[&NdArray]) -> Result<Vec<NdArray>> {
    let function = op.name();
    let dtype = xs.first().map_or(Dtype::Float64, |x| x.dtype());
    require(function, dtype, classes::INEXACT)?;
    if let Some(x) = xs.iter().find(|x| x.dtype() != dtype) {
        return Err(error::operand_dtypes(function, dtype, x.dtype()));
    }
    let eps = ivy_runtime::finfo(dtype)?.eps;
    let wide = if dtype.is_complex() {
        Dtype::Complex128
    } else {
        Dtype::Float64
    };
    let cast = xs
        .iter()
        .map(|x| as_dtype(x, wide))
        .collect::<Result<Vec<_>>>()?;
    fn run<T: LinalgElem>(
        op: Op,
        xs: &[std::borrow::Cow<'_, NdArray>],
        eps: f64,
        dtype: Dtype,
    ) -> Result<Vec<NdArray>> {
        let views = xs
            .iter()
            .map(|x| {
                T::view(x)
                    .map(|a| a.view())
                    .ok_or_else(|| error::operand_dtypes(op.name(), T::DTYPE, x.dtype()))
            })
            .collect::<Result<Vec<_>>>()?;
        op.run(&views, eps)?
            .into_iter()
            .map(|r| {
                let to = r.dtype(dtype);
                into_dtype(
                    match r {
                        Output::Same(a) => a.into(),
                        Output::Real(a) => a.into(),
                        Output::Index(a) => a.into(),
                        Output::Complex(a) => a.into(),
                    },
                    to,
                )
            })
            .collect()
    }
    if wide == Dtype::Complex128 {
        run::<Complex<f64>>(op, &cast, eps, dtype)
    } else {
        run::<f64>(op, &cast, eps, dtype)
    }
}

/// The one result of `op` on `xs` ([`decomposed`]).
fn decomposed1(op: Op, xs: &[&NdArray]) -> Result<NdArray> {
    let [r] = results(op, decomposed(op, xs)?)?;
    Ok(r)
}

/// The determinants of the square matrices of `x`, by LU decomposition in `float64` (or
/// `complex128`), rounded to `x`'s dtype; a singular matrix gives 0.
#[implements(f::det for NdArrayBackend, takes = classes::INEXACT)]
pub fn det(x: &NdArray) -> Result<NdArray> {
    decomposed1(Op::Det, &[x])
}

/// The inverses of the square matrices of `x` (of their conjugate transposes if `adjoint`),
/// computed as [`det`] is; a singular matrix is an error.
#[implements(f::inv for NdArrayBackend, takes = classes::INEXACT)]
pub fn inv(x: &NdArray, adjoint: bool) -> Result<NdArray> {
    decomposed1(Op::Inv { adjoint }, &[x])
}

/// The solutions of `x1 @ y = x2` (see [`ivy_runtime::solve()`]), computed as [`det`] is; a
/// singular `x1` is an error.
#[implements(f::solve for NdArrayBackend, takes = classes::INEXACT)]
pub fn solve(x1: &NdArray, x2: &NdArray, adjoint: bool) -> Result<NdArray> {
    decomposed1(Op::Solve { adjoint }, &[x1, x2])
}

/// The Cholesky factors of the matrices of `x` (see [`ivy_runtime::cholesky()`]), computed as
/// [`det`] is; a matrix that is not positive definite is an error.
#[implements(f::cholesky for NdArrayBackend, takes = classes::INEXACT)]
pub fn cholesky(x: &NdArray, upper: bool) -> Result<NdArray> {
    decomposed1(Op::Cholesky { upper }, &[x])
}

/// The QR factors of the matrices of `x` (see [`ivy_runtime::qr()`]), computed as [`det`] is.
#[implements(f::qr for NdArrayBackend, takes = classes::INEXACT)]
pub fn qr(x: &NdArray, mode: &str) -> Result<(NdArray, NdArray)> {
    let op = Op::qr(mode)?;
    let [q, r] = results(op, decomposed(op, &[x])?)?;
    Ok((q, r))
}

/// The singular value decompositions of the matrices of `x` (see [`ivy_runtime::svd()`]),
/// computed as [`det`] is.
#[implements(f::svd for NdArrayBackend, takes = classes::INEXACT)]
pub fn svd(x: &NdArray, full_matrices: bool) -> Result<(NdArray, NdArray, NdArray)> {
    let op = Op::Svd {
        full: full_matrices,
    };
    let [u, s, vh] = results(op, decomposed(op, &[x])?)?;
    Ok((u, s, vh))
}

/// The singular values of the matrices of `x`, computed as [`det`] is.
#[implements(f::svdvals for NdArrayBackend, takes = classes::INEXACT)]
pub fn svdvals(x: &NdArray) -> Result<NdArray> {
    decomposed1(Op::Svdvals, &[x])
}

/// The eigenvalues and eigenvectors of the Hermitian matrices of `x` (see
/// [`ivy_runtime::eigh()`]), computed as [`det`] is.
#[implements(f::eigh for NdArrayBackend, takes = classes::INEXACT)]
pub fn eigh(x: &NdArray, uplo: &str) -> Result<(NdArray, NdArray)> {
    let op = Op::eigh(uplo, true)?;
    let [w, v] = results(op, decomposed(op, &[x])?)?;
    Ok((w, v))
}

/// The eigenvalues of the Hermitian matrices of `x`, computed as [`det`] is.
#[implements(f::eigvalsh for NdArrayBackend, takes = classes::INEXACT)]
pub fn eigvalsh(x: &NdArray, uplo: &str) -> Result<NdArray> {
    decomposed1(Op::eigh(uplo, false)?, &[x])
}

/// The eigenvalues and unit eigenvectors of the general square matrices of `x` (see
/// [`ivy_runtime::eig()`]), computed as [`det`] is, in the complex dtype of `x`'s precision.
#[implements(f::eig for NdArrayBackend, takes = classes::INEXACT)]
pub fn eig(x: &NdArray) -> Result<(NdArray, NdArray)> {
    let op = Op::Eig { vectors: true };
    let [w, v] = results(op, decomposed(op, &[x])?)?;
    Ok((w, v))
}

/// The eigenvalues of the general square matrices of `x`, computed as [`eig`] does.
#[implements(f::eigvals for NdArrayBackend, takes = classes::INEXACT)]
pub fn eigvals(x: &NdArray) -> Result<NdArray> {
    decomposed1(Op::Eig { vectors: false }, &[x])
}

/// The signs and log-magnitudes of the determinants of the matrices of `x`, computed as
/// [`det`] is.
#[implements(f::slogdet for NdArrayBackend, takes = classes::INEXACT)]
pub fn slogdet(x: &NdArray) -> Result<(NdArray, NdArray)> {
    let [sign, log] = results(Op::Slogdet, decomposed(Op::Slogdet, &[x])?)?;
    Ok((sign, log))
}

/// The packed LU factors and row interchanges of the matrices of `a` (see
/// [`ivy_runtime::lu_factor()`]), computed as [`det`] is.
#[implements(f::lu_factor for NdArrayBackend, takes = classes::INEXACT)]
pub fn lu_factor(a: &NdArray, pivot: bool) -> Result<(NdArray, NdArray)> {
    let op = Op::LuFactor { pivot };
    let [lu, pivots] = results(op, decomposed(op, &[a])?)?;
    Ok((lu, pivots))
}

/// The pseudo-inverses of the matrices of `x`, computed as [`det`] is.
#[implements(f::pinv for NdArrayBackend, takes = classes::INEXACT)]
pub fn pinv(x: &NdArray, rtol: Option<f64>) -> Result<NdArray> {
    decomposed1(Op::Pinv { rtol }, &[x])
}

/// The ranks of the matrices of `x` (`int64`), from their singular values in `float64`.
#[implements(f::matrix_rank for NdArrayBackend, takes = classes::INEXACT)]
pub fn matrix_rank(x: &NdArray, rtol: Option<f64>) -> Result<NdArray> {
    decomposed1(Op::MatrixRank { rtol }, &[x])
}

/// The `n`-th powers of the square matrices of `x`, computed as [`det`] is.
#[implements(f::matrix_power for NdArrayBackend, takes = classes::INEXACT)]
pub fn matrix_power(x: &NdArray, n: i64) -> Result<NdArray> {
    decomposed1(Op::MatrixPower(n), &[x])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::arr;
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn two_d_and_vectors() {
        let a = arr(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2]);
        let b = arr(vec![5.0f64, 6.0, 7.0, 8.0], &[2, 2]);
        assert_eq!(
            matmul(&a, &b).unwrap(),
            arr(vec![19.0f64, 22.0, 43.0, 50.0], &[2, 2])
        );
        let v = arr(vec![1.0f64, 1.0], &[2]);
        assert_eq!(matmul(&a, &v).unwrap(), arr(vec![3.0f64, 7.0], &[2]));
        assert_eq!(matmul(&v, &a).unwrap(), arr(vec![4.0f64, 6.0], &[2]));
        assert_eq!(matmul(&v, &v).unwrap(), arr(vec![2.0f64], &[]));
        let r = arr(vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]);
        let c = arr(vec![1.0f32, 0.0, 0.0, 1.0, 1.0, 1.0], &[3, 2]);
        assert_eq!(
            matmul(&r, &c).unwrap(),
            arr(vec![4.0f32, 5.0, 10.0, 11.0], &[2, 2])
        );
    }

    #[test]
    fn batches_broadcast() {
        // (2, 2, 2) @ (2, 2): each matrix of the stack times b.
        let a = arr(vec![1.0f32, 0.0, 0.0, 1.0, 2.0, 0.0, 0.0, 2.0], &[2, 2, 2]);
        let b = arr(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]);
        assert_eq!(
            matmul(&a, &b).unwrap(),
            arr(vec![1.0f32, 2.0, 3.0, 4.0, 2.0, 4.0, 6.0, 8.0], &[2, 2, 2])
        );
        // (3, 1, 1, 2) @ (2, 2, 1) -> (3, 2, 1, 1).
        let x = arr(vec![1.0f64, 1.0, 2.0, 2.0, 3.0, 3.0], &[3, 1, 1, 2]);
        let y = arr(vec![1.0f64, 1.0, 10.0, 0.0], &[2, 2, 1]);
        assert_eq!(
            matmul(&x, &y).unwrap(),
            arr(vec![2.0f64, 10.0, 4.0, 20.0, 6.0, 30.0], &[3, 2, 1, 1])
        );
        // A vector against a stack: (2,) @ (2, 2, 2) -> (2, 2).
        let v = arr(vec![1.0f32, 1.0], &[2]);
        assert_eq!(
            matmul(&v, &a).unwrap(),
            arr(vec![1.0f32, 1.0, 2.0, 2.0], &[2, 2])
        );
    }

    #[test]
    fn half_and_complex_products() {
        let h = |v: &[f32]| v.iter().map(|x| f16::from_f32(*x)).collect::<Vec<_>>();
        let a = arr(h(&[1.0, 2.0, 3.0, 4.0]), &[2, 2]);
        let b = arr(h(&[0.5, 0.0, 0.0, 0.25]), &[2, 2]);
        assert_eq!(
            matmul(&a, &b).unwrap(),
            arr(h(&[0.5, 0.5, 1.5, 1.0]), &[2, 2])
        );
        // 2049 in f32, rounded once to bf16 (spacing 16 at 2048): 2048.
        let bb = |v: &[f32]| v.iter().map(|x| bf16::from_f32(*x)).collect::<Vec<_>>();
        let row = arr(bb(&[2048.0, 1.0]), &[1, 2]);
        let col = arr(bb(&[1.0, 1.0]), &[2, 1]);
        assert_eq!(matmul(&row, &col).unwrap(), arr(bb(&[2048.0]), &[1, 1]));
        let i = Complex::new(0.0f32, 1.0);
        let one = Complex::new(1.0f32, 0.0);
        let c = arr(vec![i, one], &[1, 2]);
        let d = arr(vec![i, i], &[2, 1]);
        // i*i + 1*i = -1 + i.
        assert_eq!(
            matmul(&c, &d).unwrap(),
            arr(vec![Complex::new(-1.0f32, 1.0)], &[1, 1])
        );
    }

    #[test]
    fn empty_inner_dimension_gives_zeros() {
        let a = arr(Vec::<f64>::new(), &[2, 0]);
        let b = arr(Vec::<f64>::new(), &[0, 3]);
        assert_eq!(matmul(&a, &b).unwrap(), arr(vec![0.0f64; 6], &[2, 3]));
    }

    #[test]
    fn huge_results_are_errors_not_panics() {
        let a = arr(Vec::<f32>::new(), &[1 << 40, 0]);
        let b = arr(Vec::<f32>::new(), &[0, 1 << 40]);
        assert!(matmul(&a, &b).is_err());
        let c = arr(Vec::<f32>::new(), &[1 << 40, 1, 0]);
        let d = arr(Vec::<f32>::new(), &[1, 1 << 40, 0]);
        assert!(crate::ndarray::elementwise::add(&c, &d).is_err());
    }

    #[test]
    fn bad_operands() {
        let a = arr(vec![1.0f32; 6], &[2, 3]);
        let msg = matmul(&a, &a).unwrap_err().to_string();
        assert!(msg.contains("[2, 3]") && msg.contains("inner"), "{msg}");
        let s = arr(vec![1.0f32], &[]);
        assert!(matmul(&s, &a).is_err());
        let x = arr(vec![1.0f32; 12], &[3, 2, 2]);
        let y = arr(vec![1.0f32; 8], &[2, 2, 2]);
        let msg = matmul(&x, &y).unwrap_err().to_string();
        assert!(
            msg.contains("[3, 2, 2]") && msg.contains("[2, 2, 2]"),
            "{msg}"
        );
        // Integers multiply (1·1 + 1·1 = 2), but not with another dtype.
        let i = arr(vec![1i32; 4], &[2, 2]);
        assert_eq!(matmul(&i, &i).unwrap(), arr(vec![2i32; 4], &[2, 2]));
        let l = arr(vec![1i64; 4], &[2, 2]);
        let msg = matmul(&i, &l).unwrap_err().to_string();
        assert!(msg.contains("matmul"), "{msg}");
        let d = arr(vec![1.0f64; 4], &[2, 2]);
        assert!(matmul(&a, &d).is_err());
    }

    #[test]
    fn transpose_swaps_the_last_two_axes() {
        let x = arr(vec![1i8, 2, 3, 4, 5, 6], &[2, 3]);
        assert_eq!(
            matrix_transpose(&x).unwrap(),
            arr(vec![1i8, 4, 2, 5, 3, 6], &[3, 2])
        );
        let b = arr(
            vec![true, false, false, true, true, true, false, false],
            &[2, 2, 2],
        );
        assert_eq!(
            matrix_transpose(&b).unwrap(),
            arr(
                vec![true, false, false, true, true, false, true, false],
                &[2, 2, 2]
            )
        );
        assert!(matrix_transpose(&arr(vec![1u8, 2], &[2])).is_err());
    }

    #[test]
    fn linear_layer() {
        let x = arr(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]);
        // weight (out=3, in=2).
        let w = arr(vec![1.0f32, 0.0, 0.0, 1.0, 1.0, 1.0], &[3, 2]);
        let b = arr(vec![0.5f32, 0.5, 0.5], &[3]);
        assert_eq!(
            linear(&x, &w, Some(&b)).unwrap(),
            arr(vec![1.5f32, 2.5, 3.5, 3.5, 4.5, 7.5], &[2, 3])
        );
        let v = arr(vec![1.0f32, 2.0], &[2]);
        assert_eq!(
            linear(&v, &w, None).unwrap(),
            arr(vec![1.0f32, 2.0, 3.0], &[3])
        );
        let w3 = arr(vec![1.0f32; 8], &[2, 2, 2]);
        assert!(linear(&x, &w3, None).is_err());
        assert!(linear(&x, &arr(vec![1.0f32; 6], &[2, 3]), None).is_err());
    }
}
