//! `torch.linalg`: PyTorch's linear algebra (`torch::linalg::inv`, as PyTorch spells it), over
//! Ivy's decompositions.
//!
//! PyTorch's `linalg` takes `float32`, `float64`, `complex64` and `complex128` tensors and
//! keeps their dtype: integers, `bool`, `float16` and `bfloat16` are refused (its CPU kernels
//! have none for them), but by `matrix_exp`, which takes `float16` and `bfloat16`, and `cross`
//! and `multi_dot`, which multiply in any dtype PyTorch's products take. Operands of two-tensor
//! functions are of one dtype, as PyTorch's. A singular matrix is an error where PyTorch raises
//! (`inv`, `solve`, `cholesky` of a matrix that is not positive definite); `det` of one is 0.
//! The factors of `qr`, `svd` and `eigh` are PyTorch's up to the sign (phase) of each column or
//! row. Registered as `torch.inv` and so on (a frontend's registry names are qualified by the
//! framework alone).
//!
//! ```
//! use ivy::frontends::torch;
//! ivy::init()?;
//!
//! let a = ivy::array![[4.0f32, 7.0], [2.0, 6.0]]?;
//! assert_eq!(torch::linalg::inv(&a)?.to_string(), "[[ 0.6, -0.7],\n [-0.2,  0.4]]");
//! assert!(torch::linalg::inv(&ivy::array![[4i64, 7], [2, 6]]?).is_err()); // no integer kernel
//! # Ok::<(), ivy::Error>(())
//! ```

use ivy::{Array, Dtype, Error, Result, TensorType};
use ivy_macros::compositional;

/// PyTorch's refusal of an input of `linalg.<function>` that is not `float32`, `float64` or
/// complex.
fn check_linalg(function: &str, dtype: Dtype) -> Result<()> {
    if dtype.is_inexact() && !matches!(dtype, Dtype::Float16 | Dtype::Bfloat16) {
        return Ok(());
    }
    Err(Error::InvalidInput(format!(
        "torch.{function}: expected a float32, float64, complex64 or complex128 tensor, got \
         {dtype} (torch.linalg.{function} has no kernel for it)"
    )))
}

/// `a` as PyTorch's `linalg.<function>` takes it: itself, or refused.
fn take(function: &str, a: &Array) -> Result<Array> {
    self::check_linalg(function, a.dtype())?;
    Ok(a.clone())
}

/// The type of [`take`]`(function, a)`.
fn take_type(function: &str, a: &TensorType) -> Result<TensorType> {
    self::check_linalg(function, a.dtype)?;
    Ok(a.clone())
}

/// PyTorch's refusal of two operands of `function` of different dtypes.
fn check_same(function: &str, a: Dtype, b: Dtype) -> Result<()> {
    if a != b {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: expected operands of one dtype, got {a} and {b}"
        )));
    }
    Ok(())
}

/// `torch.linalg.cholesky`: the lower triangular `L` with `A = L @ L^H` of each matrix of `A`
/// (the upper `U = L^H` if `upper`); a matrix that is not positive definite is an error.
#[compositional(frontend = "torch")]
#[returns(ivy::cholesky::output_type(&self::take_type("cholesky", a)?, upper, None))]
#[defaults(upper = false)]
pub fn cholesky(a: &Array, upper: bool) -> Result<Array> {
    ivy::cholesky::with(&self::take("cholesky", a)?)
        .upper(upper)
        .call()
}

/// `torch.linalg.qr`: `(Q, R)` with `A = Q @ R`, `mode` `"reduced"` or `"complete"` (PyTorch's
/// `"r"`, which leaves `Q` empty, is refused).
#[compositional(frontend = "torch")]
#[returns(ivy::qr::output_type(&self::take_type("qr", a)?, mode, None))]
#[defaults(mode = "reduced")]
pub fn qr(a: &Array, mode: &str) -> Result<(Array, Array)> {
    ivy::qr::with(&self::take("qr", a)?).mode(mode).call()
}

/// `torch.linalg.svd`: `(U, S, Vh)` with `A = U @ diag(S) @ Vh`, `S` real and descending; `U`
/// and `Vh` square if `full_matrices`.
#[compositional(frontend = "torch")]
#[returns(ivy::svd::output_type(&self::take_type("svd", a)?, full_matrices, None))]
#[defaults(full_matrices = true)]
pub fn svd(a: &Array, full_matrices: bool) -> Result<(Array, Array, Array)> {
    ivy::svd::with(&self::take("svd", a)?)
        .full_matrices(full_matrices)
        .call()
}

/// `torch.linalg.svdvals`: the singular values (real, descending) of each matrix of `A`.
#[compositional(frontend = "torch")]
#[returns(ivy::svdvals::output_type(&self::take_type("svdvals", a)?, None))]
pub fn svdvals(a: &Array) -> Result<Array> {
    ivy::svdvals(&self::take("svdvals", a)?)
}

/// `torch.linalg.eigh`: the eigenvalues (real, ascending) and eigenvectors of each Hermitian
/// matrix of `A`, read from the triangle `uplo` names (PyTorch's `UPLO`).
#[compositional(frontend = "torch")]
#[returns(ivy::eigh::output_type(&self::take_type("eigh", a)?, uplo, None))]
#[defaults(uplo = "L")]
pub fn eigh(a: &Array, uplo: &str) -> Result<(Array, Array)> {
    ivy::eigh::with(&self::take("eigh", a)?).uplo(uplo).call()
}

/// `torch.linalg.eigvalsh`: the eigenvalues (real, ascending) of each Hermitian matrix of `A`.
#[compositional(frontend = "torch")]
#[returns(ivy::eigvalsh::output_type(&self::take_type("eigvalsh", a)?, uplo, None))]
#[defaults(uplo = "L")]
pub fn eigvalsh(a: &Array, uplo: &str) -> Result<Array> {
    ivy::eigvalsh::with(&self::take("eigvalsh", a)?)
        .uplo(uplo)
        .call()
}

/// `torch.linalg.inv`: the inverse of each square matrix of `A`; a singular one is an error.
#[compositional(frontend = "torch")]
#[returns(ivy::inv::output_type(&self::take_type("inv", a)?, false, None))]
pub fn inv(a: &Array) -> Result<Array> {
    ivy::inv(&self::take("inv", a)?)
}

/// `torch.linalg.det`: the determinant of each square matrix of `A` (0 for a singular one).
#[compositional(frontend = "torch")]
#[returns(ivy::det::output_type(&self::take_type("det", a)?, None))]
pub fn det(a: &Array) -> Result<Array> {
    ivy::det(&self::take("det", a)?)
}

/// `torch.linalg.slogdet`: `(sign, logabsdet)` of each square matrix of `A`; a singular one
/// gives `(0, -inf)`.
#[compositional(frontend = "torch")]
#[returns(ivy::slogdet::output_type(&self::take_type("slogdet", a)?, None))]
pub fn slogdet(a: &Array) -> Result<(Array, Array)> {
    ivy::slogdet(&self::take("slogdet", a)?)
}

/// `torch.linalg.pinv`: the pseudo-inverse of each matrix of `A`; singular values at or below
/// `rtol` times the largest count as zero (`None`: `max(M, N)` times the machine epsilon).
#[compositional(frontend = "torch")]
#[returns(ivy::pinv::output_type(&self::take_type("pinv", a)?, rtol, None))]
#[defaults(rtol = None)]
pub fn pinv(a: &Array, rtol: Option<f64>) -> Result<Array> {
    ivy::pinv::with(&self::take("pinv", a)?).rtol(rtol).call()
}

/// `torch.linalg.matrix_rank`: the rank (`int64`) of each matrix of `A` (`rtol` as [`pinv()`]'s).
#[compositional(frontend = "torch")]
#[returns(ivy::matrix_rank::output_type(&self::take_type("matrix_rank", a)?, rtol, None))]
#[defaults(rtol = None)]
pub fn matrix_rank(a: &Array, rtol: Option<f64>) -> Result<Array> {
    ivy::matrix_rank::with(&self::take("matrix_rank", a)?)
        .rtol(rtol)
        .call()
}

/// `torch.linalg.solve`: the solution `X` of `A @ X = B`; `B` is a stack of vectors where it is
/// 1-d or has `A`'s shape but its last axis (PyTorch's rule), else a stack of matrices; `A` and
/// `B` of one dtype; a singular `A` is an error.
#[compositional(frontend = "torch")]
#[returns({
    self::check_same("solve", a.dtype, b.dtype)?;
    let a = self::take_type("solve", a)?;
    match self::vectors_shape(&a.shape, &b.shape) {
        Some(columns) => {
            let b = ivy::reshape::output_type(b, &columns, None)?;
            let x = ivy::solve::output_type(&a, &b, false, None)?;
            ivy::reshape::output_type(&x, &columns[..columns.len() - 1], None)
        }
        None => ivy::solve::output_type(&a, b, false, None),
    }
})]
pub fn solve(a: &Array, b: &Array) -> Result<Array> {
    self::check_same("solve", a.dtype(), b.dtype())?;
    let a = self::take("solve", a)?;
    let known = |s: &[usize]| s.iter().map(|&d| Some(d)).collect::<Vec<_>>();
    match self::vectors_shape(&known(a.shape()), &known(b.shape())) {
        Some(columns) => {
            let x = ivy::solve(&a, &ivy::reshape(b, &columns)?)?;
            ivy::reshape(&x, &columns[..columns.len() - 1])
        }
        None => ivy::solve(&a, b),
    }
}

/// Where `b` is a stack of vectors of `a`'s batch (`a`'s shape without its last axis, and
/// more than 1-d), the shape of `b` as a stack of one-column matrices; else `None`.
fn vectors_shape(a: &[Option<usize>], b: &[Option<usize>]) -> Option<Vec<isize>> {
    let batch_of_vectors = b.len() >= 2 && b.len() + 1 == a.len() && b == &a[..a.len() - 1];
    let dims: Option<Vec<isize>> = b.iter().map(|d| d.map(|d| d as isize)).collect();
    batch_of_vectors.then_some(dims?).map(|mut d| {
        d.push(1);
        d
    })
}

/// `torch.linalg.matrix_exp`: the exponential of each square matrix of `A` (floating-point
/// and complex tensors, `float16` and `bfloat16` too).
#[compositional(frontend = "torch")]
#[returns({
    self::check_floating("matrix_exp", a.dtype)?;
    ivy::matrix_exp::output_type(a, None)
})]
pub fn matrix_exp(a: &Array) -> Result<Array> {
    self::check_floating("matrix_exp", a.dtype())?;
    ivy::matrix_exp(a)
}

/// PyTorch's refusal of an integer or `bool` input of `function`.
fn check_floating(function: &str, dtype: Dtype) -> Result<()> {
    if dtype.is_inexact() {
        return Ok(());
    }
    Err(Error::InvalidInput(format!(
        "torch.{function}: expected a floating-point or complex tensor, got {dtype}"
    )))
}

/// `torch.linalg.multi_dot`: the product of a chain of tensors of one dtype in the order of
/// fewest multiplications; the first may be a vector (a row) and the last a vector (a column).
#[compositional(frontend = "torch")]
#[returns({
    self::check_all_same("multi_dot", tensors.iter().map(|t| t.dtype))?;
    if let Some(t) = tensors.first() {
        super::check_kernel("multi_dot", t.dtype, &[Dtype::Bool])?;
    }
    ivy::multi_dot::output_type(tensors, None)
})]
pub fn multi_dot(tensors: &[Array]) -> Result<Array> {
    self::check_all_same("multi_dot", tensors.iter().map(Array::dtype))?;
    if let Some(t) = tensors.first() {
        super::check_kernel("multi_dot", t.dtype(), &[Dtype::Bool])?;
    }
    ivy::multi_dot(tensors)
}

/// PyTorch's refusal of a list of tensors of more than one dtype.
fn check_all_same(function: &str, mut dtypes: impl Iterator<Item = Dtype>) -> Result<()> {
    let Some(first) = dtypes.next() else {
        return Ok(());
    };
    dtypes.try_for_each(|d| check_same(function, first, d))
}

/// `torch.linalg.cross`: the cross product of the 3-vectors of `input` and `other` along `dim`
/// (broadcast); operands of one dtype.
#[compositional(frontend = "torch")]
#[returns({
    self::check_same("cross", input.dtype, other.dtype)?;
    super::check_kernel("cross", input.dtype, &[])?;
    ivy::cross::output_type(input, other, dim, None)
})]
#[defaults(dim = -1)]
pub fn cross(input: &Array, other: &Array, dim: isize) -> Result<Array> {
    self::check_same("cross", input.dtype(), other.dtype())?;
    super::check_kernel("cross", input.dtype(), &[])?;
    ivy::cross::with(input, other).axis(dim).call()
}
