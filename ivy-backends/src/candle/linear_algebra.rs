//! Linear algebra: `matmul`, `matrix_transpose`, `linear`, on candle's own matrix product.
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
use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::{
    BackendError, Dtype, DtypeSet, KernelDecl, broadcast_shapes, broadcast_source,
    check_result_size,
};

use super::backend::CandleBackend;
use super::elementwise::add;
use super::error::{invalid, same_dtype, shapes, unsupported};

/// The dtypes the product kernel takes (see the [module docs](self) for the others).
const PRODUCT_DTYPES: DtypeSet = DtypeSet::of(&[Dtype::Bfloat16, Dtype::Float32, Dtype::Float64]);

/// The matrix product with NumPy's `matmul` rules: two 1-d operands give their inner product
/// (0-d); a 1-d left (right) operand acts as a row (column) whose added dimension is removed;
/// for N-d operands the leading dimensions are stacks of matrices and broadcast. Mismatched
/// inner dimensions, batch dimensions that do not broadcast and 0-d operands are errors naming
/// both shapes.
#[implements(f::matmul for CandleBackend)]
#[with_unsupported_dtypes(
    "0.11.0 and below" => ["integer", "float16", "bfloat16"],
    "0.11.1 and above" => ["integer", "float16"]
)]
pub fn matmul(x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
    const F: &str = "matmul";
    let dtype = same_dtype(F, x1, x2)?;
    if !PRODUCT_DTYPES.contains(dtype) {
        return Err(unsupported(F, dtype, PRODUCT_DTYPES).into());
    }
    let (sa, sb) = (x1.dims(), x2.dims());
    if sa.is_empty() || sb.is_empty() {
        let why = "include a 0-d operand, which has no matrix";
        return Err(shapes(F, sa, sb, why).into());
    }
    let a = if sa.len() == 1 {
        x1.unsqueeze(0)?
    } else {
        x1.clone()
    };
    let b = if sb.len() == 1 {
        x2.unsqueeze(1)?
    } else {
        x2.clone()
    };
    let (ra, rb) = (a.rank(), b.rank());
    let (m, k) = (a.dims()[ra - 2], a.dims()[ra - 1]);
    let (k2, n) = (b.dims()[rb - 2], b.dims()[rb - 1]);
    if k != k2 {
        return Err(shapes(F, sa, sb, "have mismatched inner dimensions").into());
    }
    let batch = broadcast_shapes(F, &a.dims()[..ra - 2], &b.dims()[..rb - 2])
        .map_err(|_| shapes(F, sa, sb, "have batch dimensions that do not broadcast"))?;
    let full: Vec<usize> = batch.iter().copied().chain([m, n]).collect();
    check_result_size(F, &full, dtype.itemsize())?;
    let (a_batch, b_batch) = (&a.dims()[..ra - 2], &b.dims()[..rb - 2]);
    let product = if a_batch == batch.as_slice() && b_batch == batch.as_slice() {
        a.contiguous()?.matmul(&b.contiguous()?)?
    } else {
        // Broadcast batches: one product per matrix of the result, each reading its operands'
        // own matrices (candle's broadcast would copy an operand once per batch).
        let nb: usize = batch.iter().product();
        let mut products = ivy_runtime::result_vec::<Tensor>(F, &batch)?;
        for i in 0..nb {
            let (ai, bi) = (
                matrix_of_batch(&a, &batch, i)?,
                matrix_of_batch(&b, &batch, i)?,
            );
            products.push(ai.contiguous()?.matmul(&bi.contiguous()?)?);
        }
        Tensor::stack(&products, 0)?
    };
    let mut shape = batch.clone();
    if sa.len() > 1 {
        shape.push(m);
    }
    if sb.len() > 1 {
        shape.push(n);
    }
    Ok(product.reshape(shape)?)
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

/// The linear-algebra kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![matmul, matrix_transpose, linear]
}
