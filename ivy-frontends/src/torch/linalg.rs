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

/// The adapters of the shared `linalg` forms (see `decomposed!` and `matrix_power!`): an input
/// as [`take`] takes it, a power's operand as [`operand`] does, the results as they are.
mod taken {
    pub(super) use super::{operand, operand_type, take, take_type};
    pub(super) use crate::as_given::{give, give_type};
}

decompositions! { "torch.linalg"; decomposed! { "torch" via taken, rtol } }

matrix_power! { "torch" via taken;
    /// `torch.linalg.matrix_power`: the `n`-th power of each square matrix of `A`. For `n >= 0`
    /// in `A`'s dtype (integers wrap, `float16` and `bfloat16` are taken; `bool` and the
    /// unsigned dtypes PyTorch has few kernels for are refused); for `n < 0` the power of the
    /// inverse (floating-point and complex tensors only, a singular matrix an error).
}

/// `a` as PyTorch's `matrix_power` takes it for the `n`-th power (`n >= 0`): itself, but the
/// unsigned dtypes PyTorch has few kernels for where it makes an identity (`n = 0`) or
/// multiplies (`n >= 2`), and `bool` where it multiplies; `n = 1` is a copy of any dtype.
fn check_power(dtype: Dtype, n: i64) -> Result<()> {
    match n {
        1 => Ok(()),
        0 => super::check_kernel("matrix_power", dtype, &[]),
        _ => super::check_kernel("matrix_power", dtype, &[Dtype::Bool]),
    }
}

/// `a` as PyTorch's `matrix_power` takes it for the `n`-th power ([`check_power`]).
fn operand(a: &Array, n: i64) -> Result<Array> {
    self::check_power(a.dtype(), n)?;
    Ok(a.clone())
}

/// The type of [`operand`]`(a, n)`.
fn operand_type(a: &TensorType, n: i64) -> Result<TensorType> {
    self::check_power(a.dtype, n)?;
    Ok(a.clone())
}

/// `torch.linalg.lu_factor`: `(LU, pivots)` of each square or rectangular matrix of `A` with
/// partial pivoting (`pivot = false` is PyTorch's CUDA-only choice, refused on its CPU: not
/// taken): `LU` holding `U` and `L` (its unit diagonal not stored), `pivots` `int32` and
/// 1-based, as PyTorch gives them (row `i` was interchanged with row `pivots[i] - 1`). A
/// matrix with a zero on `U`'s diagonal (singular) is an error, as PyTorch's.
#[compositional(frontend = "torch")]
#[returns({
    let (lu, pivots) = ivy::lu_factor::output_type(&self::take_type("lu_factor", a)?, true, None)?;
    Ok::<_, ivy::Error>((lu, crate::cast_type(&pivots, Dtype::Int32)?))
})]
pub fn lu_factor(a: &Array) -> Result<(Array, Array)> {
    let (lu, pivots) = ivy::lu_factor(&self::take("lu_factor", a)?)?;
    // Read on the host: a backend may hold no `bool` for an `equal`.
    let diagonal = crate::cast(&ivy::abs(&ivy::diagonal(&lu)?)?, Dtype::Float64)?;
    if diagonal.to_vec::<f64>()?.contains(&0.0) {
        return Err(Error::InvalidInput(
            "torch.lu_factor: U has a zero on its diagonal (a singular matrix), on which \
             lu_solve would divide by zero; torch.linalg.lu_factor refuses it"
                .into(),
        ));
    }
    Ok((lu, crate::cast(&ivy::add(&pivots, 1)?, Dtype::Int32)?))
}

/// `torch.linalg.lu_solve`: the solution `X` of `A @ X = B` (`A^H @ X = B` if `adjoint`) from
/// the factors [`lu_factor()`] gives (`pivots` 1-based), or of `X @ A = B` (`X @ A^H = B`)
/// where `left` is false. `B` is a stack of matrices (at least 2-d, as PyTorch's) whose batch
/// broadcasts with `LU`'s; `LU` and `B` of one dtype.
#[compositional(frontend = "torch")]
#[returns({
    self::check_same("lu_solve", lu.dtype, b.dtype)?;
    self::check_matrices("lu_solve", b.ndim())?;
    let lu = self::take_type("lu_solve", lu)?;
    // The call makes the pivots 0-based before it solves: a backend's refusal comes from there.
    ivy::subtract::output_type(pivots, 1, None)?;
    if left {
        ivy::lu_solve::output_type(&lu, pivots, b, "N", None)
    } else {
        let bt = ivy::matrix_transpose::output_type(b, None)?;
        ivy::matrix_transpose::output_type(&ivy::lu_solve::output_type(&lu, pivots, &bt, "N", None)?, None)
    }
})]
#[defaults(left = true, adjoint = false)]
pub fn lu_solve(lu: &Array, pivots: &Array, b: &Array, left: bool, adjoint: bool) -> Result<Array> {
    self::check_same("lu_solve", lu.dtype(), b.dtype())?;
    self::check_matrices("lu_solve", b.ndim())?;
    let lu = self::take("lu_solve", lu)?;
    let p = ivy::subtract(pivots, 1)?;
    if left {
        let trans = if adjoint { "C" } else { "N" };
        return ivy::lu_solve::with(&lu, &p, b).trans(trans).call();
    }
    // X @ A = B is A^T @ X^T = B^T; X @ A^H = B is A @ X^H = B^H.
    let (b, trans) = if adjoint {
        (ivy::conj(&ivy::matrix_transpose(b)?)?, "N")
    } else {
        (ivy::matrix_transpose(b)?, "T")
    };
    let x = ivy::lu_solve::with(&lu, &p, &b).trans(trans).call()?;
    let x = ivy::matrix_transpose(&x)?;
    if adjoint { ivy::conj(&x) } else { Ok(x) }
}

/// PyTorch's refusal of a right-hand side of `function` that is not a stack of matrices.
fn check_matrices(function: &str, ndim: usize) -> Result<()> {
    if ndim < 2 {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: the input tensor B must have at least 2 dimensions, got {ndim}"
        )));
    }
    Ok(())
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
