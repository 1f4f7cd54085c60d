//! Linear algebra: `matmul`, `matrix_transpose`, `linear` on candle's own matrix product; the
//! other products, norms and decompositions run the shared routines
//! ([`crate::routines::linear_algebra`]) on candle's storage (candle has no decompositions, and
//! its product no integer kernel).
//!
//! Candle's product is declared unsupported where it fails or lies:
//!
//! * integers: an error in every release (`gemm` has no integer kernel);
//! * `bfloat16`: an error up to 0.11.0; 0.11.1 widens to `f32`, multiplies and rounds back;
//! * `float16`: wrong values: a single-row product accumulates in half precision (a 1 × 3000
//!   row of ones times a 3000 × 2 matrix of ones gives 2048, not 3000), while other shapes
//!   accumulate in `f32`. Measured on 0.11.1 and declared for every release; under a casting
//!   mode dispatch computes in `float32` instead.

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::matrix_dims;
use ivy_runtime::{BackendError, Dtype, DtypeSet, broadcast_source, check_result_size};

use super::backend::CandleBackend;
use super::cast::{as_dtype, astype};
use super::dispatch::{MapView, MapView2, from_array, with_elements};
use super::dtype::{CandleElem, dtype_of, with_candle_float};
use super::elementwise::add;
use super::error::{invalid, same_dtype, unsupported};
use super::host::to_host;
use crate::elem::classes;
use crate::kernel_error::operand_dtypes;
use crate::routines::linear_algebra::decompositions::{Op, Output, results};
use crate::routines::linear_algebra::norm::Norm;
use crate::routines::linear_algebra::products;
use crate::routines::reductions::reduction_axis;
use ivy_runtime::{HostArray, HostElement, TensordotAxes};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

/// The dtypes the product kernel takes (see the [module docs](self) for the others).
const PRODUCT_DTYPES: DtypeSet = DtypeSet::of(&[Dtype::Bfloat16, Dtype::Float32, Dtype::Float64]);

/// The matrix product with NumPy's `matmul` rules: two 1-d operands give their inner product
/// (0-d); a 1-d left (right) operand acts as a row (column) whose added dimension is removed;
/// for N-d operands the leading dimensions are stacks of matrices and broadcast. Mismatched
/// inner dimensions, batch dimensions that do not broadcast and 0-d operands are errors naming
/// both shapes.
#[implements(f::matmul for CandleBackend)]
#[with_unsupported_dtypes(
    reason = "candle's CPU product (gemm) has no integer kernel, refuses bfloat16 before 0.11.1, \
              and accumulates a one-row float16 product in half precision",
    upstream = "https://github.com/huggingface/candle/pull/594",
    "0.11.0 and below" => ["integer", "float16", "bfloat16"],
    "0.11.1 and above" => ["integer", "float16"]
)]
pub fn matmul(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    const F: &str = "matmul";
    let dtype = same_dtype(F, x1, x2)?;
    if !PRODUCT_DTYPES.contains(dtype) {
        return Err(unsupported(F, dtype, PRODUCT_DTYPES).into());
    }
    let p = matrix_dims::matmul(x1.dims(), x2.dims())?;
    let a = if x1.rank() == 1 {
        x1.unsqueeze(0)?
    } else {
        x1.clone()
    };
    let b = if x2.rank() == 1 {
        x2.unsqueeze(1)?
    } else {
        x2.clone()
    };
    let (ra, rb) = (a.rank(), b.rank());
    let batch = &p.batch;
    let full: Vec<usize> = batch.iter().copied().chain([p.m, p.n]).collect();
    check_result_size(F, &full, dtype.itemsize())?;
    let (a_batch, b_batch) = (&a.dims()[..ra - 2], &b.dims()[..rb - 2]);
    let product = if a_batch == batch.as_slice() && b_batch == batch.as_slice() {
        a.contiguous()?.matmul(&b.contiguous()?)?
    } else {
        // Broadcast batches: one product per matrix of the result, each reading its operands'
        // own matrices (candle's broadcast would copy an operand once per batch).
        let nb: usize = batch.iter().product();
        let mut products = ivy_runtime::result_vec::<Tensor>(F, batch)?;
        for i in 0..nb {
            let (ai, bi) = (
                matrix_of_batch(&a, batch, i)?,
                matrix_of_batch(&b, batch, i)?,
            );
            products.push(ai.contiguous()?.matmul(&bi.contiguous()?)?);
        }
        Tensor::stack(&products, 0)?
    };
    Ok(product.reshape(p.shape)?)
}

/// The matrix of `x` (batch dimensions, then a matrix) that the `index`-th matrix of the
/// broadcast `batch` reads, without a copy.
fn matrix_of_batch(x: &Tensor, batch: &[usize], index: usize) -> candle_core::Result<Tensor> {
    let own = &x.dims()[..x.rank() - 2];
    let mut t = x.clone();
    for at in broadcast_source(own, batch, index) {
        t = t.get(at)?;
    }
    Ok(t)
}

/// `x` with its last two axes swapped (a stack of transposed matrices), for any dtype; an
/// error below 2 dimensions.
#[implements(f::matrix_transpose for CandleBackend)]
pub fn matrix_transpose(x: &Tensor) -> Result<Tensor, BackendError> {
    let n = x.rank();
    if n < 2 {
        return Err(invalid(
            "matrix_transpose",
            format!("needs at least 2 dimensions, got shape {:?}", x.dims()),
        )
        .into());
    }
    Ok(x.transpose(n - 2, n - 1)?.contiguous()?)
}

/// `x @ weight^T + bias`: a linear layer with `weight` of shape `(out, in)` and `x` of shape
/// `(..., in)`, giving `(..., out)`. `weight` must be 2-d (other weights take the compositional
/// body); `bias` broadcasts against the product.
#[implements(f::linear for CandleBackend)]
#[partial_mixed(handler = |_x, weight, _bias| weight.ndim() == 2)]
#[with_unsupported_dtypes(
    reason = "candle's matrix product, as matmul's: no integer kernel, bfloat16 refused before \
              0.11.1, float16 accumulated in half precision",
    upstream = "https://github.com/huggingface/candle/pull/594",
    "0.11.0 and below" => ["integer", "float16", "bfloat16"],
    "0.11.1 and above" => ["integer", "float16"]
)]
pub fn linear(x: &Tensor, weight: &Tensor, bias: Option<&Tensor>) -> Result<Tensor, BackendError> {
    if weight.rank() != 2 {
        return Err(invalid(
            "linear",
            format!(
                "the weight must be 2-d (out, in), got shape {:?}",
                weight.dims()
            ),
        )
        .into());
    }
    let y = matmul(x, &weight.t()?)?;
    match bias {
        Some(b) => add(&y, b),
        None => Ok(y),
    }
}

/// A product of two tensors of one dtype, by the shared routines ([`products`]): candle's
/// product has no integer kernel and a half-precision accumulation.
enum Product<'a> {
    VecDot(isize),
    Tensordot(&'a [isize], &'a [isize]),
    Outer,
}

impl MapView2 for Product<'_> {
    const NAME: &'static str = "vecdot/tensordot/outer";

    fn f<T: CandleElem>(
        &self,
        a: ArrayViewD<'_, T>,
        b: ArrayViewD<'_, T>,
    ) -> ivy_runtime::Result<ArrayD<T>> {
        match *self {
            Product::VecDot(axis) => products::vecdot_view(a, b, axis),
            Product::Tensordot(ia, ib) => products::tensordot_view(a, b, ia, ib),
            Product::Outer => products::outer_view(a, b),
        }
    }
}

/// The sums of `conj(x1) * x2` along `axis` (see [`ivy_runtime::vecdot()`]), by the shared
/// routine; integers wrap.
#[implements(f::vecdot for CandleBackend)]
pub fn vecdot(x1: &Tensor, x2: &Tensor, axis: isize) -> Result<Tensor, BackendError> {
    Product::VecDot(axis).map(x1, x2)
}

/// The tensor dot product (see [`ivy_runtime::tensordot()`]), by the shared routine.
#[implements(f::tensordot for CandleBackend)]
pub fn tensordot(
    x1: &Tensor,
    x2: &Tensor,
    axes: TensordotAxes<'_>,
) -> Result<Tensor, BackendError> {
    let (ia, ib) = match axes {
        TensordotAxes::Count(n) => products::counted_axes(n, x1.rank(), x2.rank())?,
        TensordotAxes::Pairs(a, b) => (a.to_vec(), b.to_vec()),
    };
    Product::Tensordot(&ia, &ib).map(x1, x2)
}

/// The outer product of the flattened `x1` and `x2`, by the shared routine.
#[implements(f::outer for CandleBackend)]
pub fn outer(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    Product::Outer.map(x1, x2)
}

/// A diagonal, by the shared routine on candle's buffer.
struct Diagonal(isize, isize, isize);

impl MapView for Diagonal {
    fn f<T: CandleElem>(&self, x: ArrayViewD<'_, T>) -> ivy_runtime::Result<ArrayD<T>> {
        products::diagonal_view(x, self.0, self.1, self.2)
    }
}

/// The `offset`-th diagonal of the matrices of `x` in the plane of `axis1` and `axis2`.
#[implements(f::diagonal for CandleBackend)]
pub fn diagonal(
    x: &Tensor,
    offset: isize,
    axis1: isize,
    axis2: isize,
) -> Result<Tensor, BackendError> {
    Diagonal(offset, axis1, axis2).map(x)
}

/// The norms of `x` as `dtype` (a float dtype), in `f64` by the shared routines, rounded to
/// `dtype`.
fn norm_of(norm: &Norm<'_>, x: &Tensor, dtype: Dtype) -> Result<Tensor, BackendError> {
    let x = as_dtype(x, dtype)?;
    let norms = with_candle_float!(dtype, T => with_elements::<T, _>(&x, |v| {
        let view = ArrayViewD::from_shape(IxDyn(x.dims()), v)?;
        from_array(norm.of_view(view)?)
    }), _ => Err(unsupported("vector_norm/matrix_norm", dtype, DtypeSet::FLOAT).into()))?;
    astype(&norms, dtype)
}

/// The `ord`-norms of the vectors of `x` (as `dtype`) along `axis`, in `f64`, rounded to
/// `dtype`.
#[implements(f::vector_norm for CandleBackend, takes = classes::FLOAT)]
pub fn vector_norm(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    ord: f64,
    dtype: Dtype,
) -> Result<Tensor, BackendError> {
    let axis = reduction_axis("vector_norm", axis, x.rank())?;
    let norm = Norm::Vector {
        axis,
        keepdims,
        ord,
    };
    norm_of(&norm, x, dtype)
}

/// The `ord`-norms of the matrices of `x` (as `dtype`), in `f64`, rounded to `dtype` (candle
/// has no SVD).
#[implements(f::matrix_norm for CandleBackend, takes = classes::FLOAT)]
pub fn matrix_norm(
    x: &Tensor,
    ord: &str,
    axis: (isize, isize),
    keepdims: bool,
    dtype: Dtype,
) -> Result<Tensor, BackendError> {
    let norm = Norm::Matrix {
        ord,
        axis,
        keepdims,
    };
    norm_of(&norm, x, dtype)
}

/// The results of `op` on `xs`, of one float dtype, by the shared routine ([`Op::run`];
/// candle has no decompositions) on `float64` host copies, rounded back to that dtype (counts
/// stay `int64`).
fn decomposed(op: Op, xs: &[&Tensor]) -> Result<Vec<Tensor>, BackendError> {
    let function = op.name();
    let dtype = match xs {
        [x1, x2] => same_dtype(function, x1, x2)?,
        [x, ..] => dtype_of(x)?,
        [] => Dtype::Float64,
    };
    if !dtype.is_float() {
        return Err(unsupported(function, dtype, DtypeSet::FLOAT).into());
    }
    let hosts = xs
        .iter()
        .map(|x| to_host(&*as_dtype(x, Dtype::Float64)?))
        .collect::<Result<Vec<HostArray>, BackendError>>()?;
    let views = hosts
        .iter()
        .map(|h| {
            let v = f64::slice(h.data())
                .ok_or_else(|| operand_dtypes(function, Dtype::Float64, h.dtype()))?;
            ArrayViewD::from_shape(IxDyn(h.shape()), v)
                .map_err(|e| invalid(function, e.to_string()))
        })
        .collect::<ivy_runtime::Result<Vec<_>>>()?;
    op.run(&views, ivy_runtime::finfo(dtype)?.eps)?
        .into_iter()
        .map(|r| {
            let to = r.dtype(dtype);
            let t = match r {
                Output::Same(a) | Output::Real(a) => from_array(a)?,
                Output::Index(a) => from_array(a)?,
                Output::Complex(_) => {
                    return Err(unsupported(function, Dtype::Complex128, DtypeSet::FLOAT).into());
                }
            };
            astype(&t, to)
        })
        .collect()
}

/// The one result of `op` on `xs` ([`decomposed`]).
fn decomposed1(op: Op, xs: &[&Tensor]) -> Result<Tensor, BackendError> {
    let [r] = results(op, decomposed(op, xs)?)?;
    Ok(r)
}

/// The determinants of the square matrices of `x`, by LU decomposition in `float64`, rounded
/// to `x`'s dtype; a singular matrix gives 0.
#[implements(f::det for CandleBackend, takes = classes::FLOAT)]
pub fn det(x: &Tensor) -> Result<Tensor, BackendError> {
    decomposed1(Op::Det, &[x])
}

/// The inverses of the square matrices of `x`, computed as [`det`] is.
#[implements(f::inv for CandleBackend, takes = classes::FLOAT)]
pub fn inv(x: &Tensor, adjoint: bool) -> Result<Tensor, BackendError> {
    decomposed1(Op::Inv { adjoint }, &[x])
}

/// The solutions of `x1 @ y = x2`, computed as [`det`] is.
#[implements(f::solve for CandleBackend, takes = classes::FLOAT)]
pub fn solve(x1: &Tensor, x2: &Tensor, adjoint: bool) -> Result<Tensor, BackendError> {
    decomposed1(Op::Solve { adjoint }, &[x1, x2])
}

/// The Cholesky factors of the matrices of `x`, computed as [`det`] is.
#[implements(f::cholesky for CandleBackend, takes = classes::FLOAT)]
pub fn cholesky(x: &Tensor, upper: bool) -> Result<Tensor, BackendError> {
    decomposed1(Op::Cholesky { upper }, &[x])
}

/// The QR factors of the matrices of `x`, computed as [`det`] is.
#[implements(f::qr for CandleBackend, takes = classes::FLOAT)]
pub fn qr(x: &Tensor, mode: &str) -> Result<(Tensor, Tensor), BackendError> {
    let op = Op::qr(mode)?;
    let [q, r] = results(op, decomposed(op, &[x])?)?;
    Ok((q, r))
}

/// The singular value decompositions of the matrices of `x`, computed as [`det`] is.
#[implements(f::svd for CandleBackend, takes = classes::FLOAT)]
pub fn svd(x: &Tensor, full_matrices: bool) -> Result<(Tensor, Tensor, Tensor), BackendError> {
    let op = Op::Svd {
        full: full_matrices,
    };
    let [u, s, vh] = results(op, decomposed(op, &[x])?)?;
    Ok((u, s, vh))
}

/// The singular values of the matrices of `x`, computed as [`det`] is.
#[implements(f::svdvals for CandleBackend, takes = classes::FLOAT)]
pub fn svdvals(x: &Tensor) -> Result<Tensor, BackendError> {
    decomposed1(Op::Svdvals, &[x])
}

/// The eigenvalues and eigenvectors of the symmetric matrices of `x`, computed as [`det`] is.
#[implements(f::eigh for CandleBackend, takes = classes::FLOAT)]
pub fn eigh(x: &Tensor, uplo: &str) -> Result<(Tensor, Tensor), BackendError> {
    let op = Op::eigh(uplo, true)?;
    let [w, v] = results(op, decomposed(op, &[x])?)?;
    Ok((w, v))
}

/// The eigenvalues of the symmetric matrices of `x`, computed as [`det`] is.
#[implements(f::eigvalsh for CandleBackend, takes = classes::FLOAT)]
pub fn eigvalsh(x: &Tensor, uplo: &str) -> Result<Tensor, BackendError> {
    decomposed1(Op::eigh(uplo, false)?, &[x])
}

/// The signs and log-magnitudes of the determinants of the matrices of `x`, computed as
/// [`det`] is.
#[implements(f::slogdet for CandleBackend, takes = classes::FLOAT)]
pub fn slogdet(x: &Tensor) -> Result<(Tensor, Tensor), BackendError> {
    let [sign, log] = results(Op::Slogdet, decomposed(Op::Slogdet, &[x])?)?;
    Ok((sign, log))
}

/// The packed LU factors and row interchanges of the matrices of `a` (see
/// [`ivy_runtime::lu_factor()`]), computed as [`det`] is.
#[implements(f::lu_factor for CandleBackend, takes = classes::FLOAT)]
pub fn lu_factor(a: &Tensor, pivot: bool) -> Result<(Tensor, Tensor), BackendError> {
    let op = Op::LuFactor { pivot };
    let [lu, pivots] = results(op, decomposed(op, &[a])?)?;
    Ok((lu, pivots))
}

/// The pseudo-inverses of the matrices of `x`, computed as [`det`] is.
#[implements(f::pinv for CandleBackend, takes = classes::FLOAT)]
pub fn pinv(x: &Tensor, rtol: Option<f64>) -> Result<Tensor, BackendError> {
    decomposed1(Op::Pinv { rtol }, &[x])
}

/// The ranks of the matrices of `x` (`int64`), computed as [`det`] is.
#[implements(f::matrix_rank for CandleBackend, takes = classes::FLOAT)]
pub fn matrix_rank(x: &Tensor, rtol: Option<f64>) -> Result<Tensor, BackendError> {
    decomposed1(Op::MatrixRank { rtol }, &[x])
}

/// The `n`-th powers of the square matrices of `x`, computed as [`det`] is.
#[implements(f::matrix_power for CandleBackend, takes = classes::FLOAT)]
pub fn matrix_power(x: &Tensor, n: i64) -> Result<Tensor, BackendError> {
    decomposed1(Op::MatrixPower(n), &[x])
}
