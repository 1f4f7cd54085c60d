//! PyTorch's products and `trace`.

use ivy::{Array, Dtype, Error, Result, TensorType};
use ivy_macros::compositional;

/// `torch.matmul`: the matrix product, broadcast over leading dimensions; a 1-d operand is a
/// vector.
#[compositional(frontend = "torch")]
#[returns({
    self::check_same("matmul", input.dtype, other.dtype)?;
    ivy::matmul::output_type(input, other, None)
})]
#[handle_out]
pub fn matmul(input: &Array, other: &Array, out: Option<&mut Array>) -> Result<Array> {
    self::check_same("matmul", input.dtype(), other.dtype())?;
    ivy::matmul(input, other)
}

/// PyTorch's refusal of a product of two dtypes: it promotes no operands of a product.
fn check_same(function: &str, a: Dtype, b: Dtype) -> Result<()> {
    if a != b {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: takes operands of one dtype, got {a} and {b}"
        )));
    }
    Ok(())
}

/// `torch.mm`: the product of two matrices (2-d tensors only; see [`matmul`]).
#[compositional(frontend = "torch")]
#[returns({
    self::check_matrices(input.ndim(), mat2.ndim())?;
    self::check_same("mm", input.dtype, mat2.dtype)?;
    ivy::matmul::output_type(input, mat2, None)
})]
#[handle_out]
pub fn mm(input: &Array, mat2: &Array, out: Option<&mut Array>) -> Result<Array> {
    self::check_matrices(input.ndim(), mat2.ndim())?;
    self::check_same("mm", input.dtype(), mat2.dtype())?;
    ivy::matmul(input, mat2)
}

/// `torch.mm`'s refusal of operands that are not matrices.
fn check_matrices(input: usize, mat2: usize) -> Result<()> {
    if input != 2 || mat2 != 2 {
        return Err(Error::InvalidInput(format!(
            "torch.mm: takes two 2-d tensors, got {input}-d and {mat2}-d; use torch.matmul"
        )));
    }
    Ok(())
}

/// `torch.trace`: the sum of the main diagonal of a 2-d tensor; integers are summed as
/// `int64`; PyTorch has no kernel for `bool`.
#[compositional(frontend = "torch")]
#[returns(ivy::sum::output_type(&diagonal_type(input)?, Some(-1), false, super::accumulate_dtype(input.dtype, None), None))]
#[with_unsupported_dtypes(framework = "torch", "2.0.1 and below" => ["float16", "bfloat16"])]
pub fn trace(input: &Array) -> Result<Array> {
    self::check_matrix(input.ndim())?;
    super::check_kernel("trace", input.dtype(), &[Dtype::Bool])?;
    let diagonal = ivy::diagonal::with(input).axis1(0).axis2(1).call()?;
    let dtype = super::accumulate_dtype(input.dtype(), None);
    ivy::sum::with(&diagonal).axis(-1).dtype(dtype).call()
}

/// The type of the main diagonal of `input`, a 2-d tensor.
fn diagonal_type(input: &TensorType) -> Result<TensorType> {
    check_matrix(input.ndim())?;
    super::check_kernel("trace", input.dtype, &[Dtype::Bool])?;
    ivy::diagonal::output_type(input, 0, 0, 1, None)
}

/// `torch.trace`'s refusal of an input that is not a matrix.
fn check_matrix(ndim: usize) -> Result<()> {
    if ndim != 2 {
        return Err(Error::InvalidInput(format!(
            "torch.trace: takes a 2-d tensor, got {ndim}-d"
        )));
    }
    Ok(())
}
