//! `jax.numpy.linalg`: JAX's linear algebra (`jnp::linalg::inv`, as JAX spells it), over Ivy's
//! decompositions.
//!
//! JAX's `linalg` takes an input as its floating-point functions do (integers and `bool` in
//! `float32`, a 64-bit integer in `float64` with x64; without x64 every 64-bit dtype in its
//! 32-bit kind), refuses `float16` and `bfloat16` (its CPU's LAPACK has no kernel for them:
//! `NotImplementedError`; `det` takes them) and gives its results in the input's precision; `matrix_rank` gives
//! the default integer (`int32` without x64). `matrix_power` with `n >= 0`, `multi_dot`,
//! `cross`, `outer` and `diagonal` keep their operands' dtypes (promoted as JAX promotes), as
//! `jnp.matmul` does. `eig` and `eigvals` give complex results, as JAX's, in the input's
//! precision.
//!
//! A singular matrix is an error where JAX gives `inf`s or `nan`s (`inv`, `solve`,
//! `matrix_power` with `n < 0`, a `cholesky` of a matrix that is not positive definite), as in
//! the NumPy frontend; `det` of a singular matrix is 0 and `slogdet` gives `(0, -inf)`, as
//! JAX's. The factors of `qr`, `svd`, `eigh` and `eig` are JAX's up to the sign (phase) of
//! each column or row. `jax.numpy.linalg.trace`, over the last two axes, is not declared: its
//! registry name would be `jax.numpy.trace`'s (`jax.trace`), over the first two.
//!
//! ```
//! use ivy::frontends::jax as jnp;
//! ivy::init()?;
//!
//! let a = ivy::array![[4i64, 7], [2, 6]]?;
//! let inverse = jnp::linalg::inv(&a)?;
//! assert_eq!(inverse.dtype(), ivy::Dtype::Float32); // integers in the default float
//! assert_eq!(jnp::linalg::matrix_rank(&a)?.dtype(), ivy::Dtype::Int32); // no x64
//! assert_eq!(jnp::linalg::matrix_power(&a, 2)?.dtype(), ivy::Dtype::Int32);
//! # Ok::<(), ivy::Error>(())
//! ```

use ivy::{Array, Dtype, Error, Result, TensorType};
use ivy_macros::compositional;

/// The dtype JAX's `linalg` computes an input of `dtype` in: its floating-point functions'
/// ([`inexact_dtype`](super::inexact_dtype)); `float16` and `bfloat16` refused but by `det`
/// (JAX's is an LU it computes itself).
fn linalg_dtype(function: &str, dtype: Dtype) -> Result<Dtype> {
    match super::inexact_dtype(dtype) {
        d @ (Dtype::Float16 | Dtype::Bfloat16) if function != "det" => {
            Err(Error::InvalidInput(format!(
                "jax.{function}: jax.numpy.linalg.{function} has no {d} kernel on CPU; it takes \
             float32, float64, complex64, complex128, integers and bool"
            )))
        }
        d => Ok(d),
    }
}

/// `a` in [`linalg_dtype`], narrowed first.
fn take(function: &str, a: &Array) -> Result<Array> {
    crate::cast(&super::narrow(a)?, linalg_dtype(function, a.dtype())?)
}

/// The type of [`take`]`(function, a)`.
fn take_type(function: &str, a: &TensorType) -> Result<TensorType> {
    crate::cast_type(a, linalg_dtype(function, a.dtype)?)
}

/// A result (an array, its type, or a tuple of them) as JAX gives it: each
/// [`give`](super::give)n (a 64-bit result without x64 in its 32-bit kind).
trait Given: Sized {
    /// `self` as JAX gives it.
    fn given(self) -> Result<Self>;
}

impl Given for Array {
    fn given(self) -> Result<Self> {
        super::give(self)
    }
}

impl Given for TensorType {
    fn given(self) -> Result<Self> {
        super::give_type(self)
    }
}

impl<A: Given, B: Given> Given for (A, B) {
    fn given(self) -> Result<Self> {
        Ok((self.0.given()?, self.1.given()?))
    }
}

impl<A: Given, B: Given, C: Given> Given for (A, B, C) {
    fn given(self) -> Result<Self> {
        Ok((self.0.given()?, self.1.given()?, self.2.given()?))
    }
}

/// The adapters of the shared `linalg` forms (see `decomposed!` and `matrix_power!`): an input
/// in [`linalg_dtype`], a power's operand narrowed, the results [`Given`].
mod taken {
    pub(super) use super::{take, take_type};

    /// `a` narrowed: JAX's `matrix_power` multiplies in any dtype.
    pub(super) fn operand(a: &ivy::Array, _n: i64) -> ivy::Result<ivy::Array> {
        super::super::narrow(a)
    }

    /// The type of [`operand`]`(a, n)`.
    pub(super) fn operand_type(a: &ivy::TensorType, _n: i64) -> ivy::Result<ivy::TensorType> {
        super::super::narrow_type(a)
    }

    /// The result as JAX gives it.
    pub(super) fn give<T: super::Given>(x: T) -> ivy::Result<T> {
        x.given()
    }

    /// The result's type as JAX gives it.
    pub(super) fn give_type<T: super::Given>(x: T) -> ivy::Result<T> {
        x.given()
    }
}

decompositions! { "jax.numpy.linalg"; decomposed! { "jax" via taken, rtol } }

matrix_power! { "jax" via taken;
    /// `jax.numpy.linalg.matrix_power`: the `n`-th power of each square matrix of `a`. For
    /// `n >= 0` in `a`'s dtype (narrowed without x64; integers wrap, `float16` is taken), by
    /// NumPy's order of repeated squarings; for `n < 0` the power of the inverse, in JAX's
    /// `linalg` dtype (a singular matrix an error).
}

/// `jax.numpy.linalg.eig`: the eigenvalues and right eigenvectors (unit columns) of each
/// square matrix of `a`, complex in `a`'s precision, in no particular order.
#[compositional(frontend = "jax")]
#[returns(taken::give_type(ivy::eig::output_type(&self::take_type("eig", a)?)?))]
pub fn eig(a: &Array) -> Result<(Array, Array)> {
    taken::give(ivy::eig(&self::take("eig", a)?)?)
}

/// `jax.numpy.linalg.eigvals`: the eigenvalues of each square matrix of `a`, complex in `a`'s
/// precision, in no particular order.
#[compositional(frontend = "jax")]
#[returns(taken::give_type(ivy::eigvals::output_type(&self::take_type("eigvals", a)?)?))]
pub fn eigvals(a: &Array) -> Result<Array> {
    taken::give(ivy::eigvals(&self::take("eigvals", a)?)?)
}

/// The dtype JAX's `linalg.solve` computes `a` and `b` in: their promotion made inexact, as
/// its floating-point functions of two arrays do, `float16` and `bfloat16` refused.
fn common_dtype(a: Dtype, b: Dtype) -> Result<Dtype> {
    linalg_dtype("solve", super::common_inexact_dtype(a, b)?)
}

/// `jax.numpy.linalg.solve`: the solution `x` of `a @ x = b` for each square matrix of `a`;
/// `b` is one vector if it is 1-d, else a stack of matrices (NumPy 2's rule, which JAX
/// follows); both are taken in their common dtype; a singular `a` is an error.
#[compositional(frontend = "jax")]
#[returns({
    let d = self::common_dtype(a.dtype, b.dtype)?;
    ivy::solve::output_type(&crate::cast_type(a, d)?, &crate::cast_type(b, d)?, false, None)
})]
pub fn solve(a: &Array, b: &Array) -> Result<Array> {
    let d = self::common_dtype(a.dtype(), b.dtype())?;
    let (a, b) = (super::narrow(a)?, super::narrow(b)?);
    ivy::solve(&crate::cast(&a, d)?, &crate::cast(&b, d)?)
}

/// `jax.numpy.linalg.multi_dot`: the product of a chain of arrays in the order of fewest
/// multiplications; the first may be a vector (a row) and the last a vector (a column).
/// Integers stay integers, as `jnp.dot`'s.
#[compositional(frontend = "jax")]
#[returns(super::give_type(ivy::multi_dot::output_type(&super::narrow_types(arrays)?, None)?))]
pub fn multi_dot(arrays: &[Array]) -> Result<Array> {
    super::give(ivy::multi_dot(&super::narrow_all(arrays)?)?)
}

/// `jax.numpy.linalg.cross`: the cross product of the 3-vectors of `x1` and `x2` along `axis`
/// (broadcast), computed in their promoted dtype.
#[compositional(frontend = "jax")]
#[returns({
    let d = self::promoted(x1.dtype, x2.dtype)?;
    ivy::cross::output_type(&crate::cast_type(x1, d)?, &crate::cast_type(x2, d)?, axis, None)
})]
#[defaults(axis = -1)]
pub fn cross(x1: &Array, x2: &Array, axis: isize) -> Result<Array> {
    // Both in their promoted dtype first, as JAX's (a `bool` operand of an integer one).
    let d = self::promoted(x1.dtype(), x2.dtype())?;
    let (x1, x2) = (super::retype(x1, d)?, super::retype(x2, d)?);
    ivy::cross::with(&x1, &x2).axis(axis).call()
}

/// The dtype JAX promotes two operands of `dtype1` and `dtype2` to: each canonical, promoted,
/// then canonical (`int8` with `uint64` is `int32` without x64).
fn promoted(dtype1: Dtype, dtype2: Dtype) -> Result<Dtype> {
    let (d1, d2) = (
        super::canonical_dtype(dtype1),
        super::canonical_dtype(dtype2),
    );
    Ok(super::canonical_dtype(ivy::promote_types(d1, d2)?))
}

/// `jax.numpy.linalg.outer`: the outer product of the 1-d `x1` and `x2`, in their promoted
/// dtype.
#[compositional(frontend = "jax")]
#[returns({
    self::vectors("outer", x1.ndim(), x2.ndim())?;
    super::give_type(ivy::outer::output_type(&super::narrow_type(x1)?, &super::narrow_type(x2)?, None)?)
})]
pub fn outer(x1: &Array, x2: &Array) -> Result<Array> {
    self::vectors("outer", x1.ndim(), x2.ndim())?;
    super::give(ivy::outer(&super::narrow(x1)?, &super::narrow(x2)?)?)
}

/// JAX's refusal of operands of `function` that are not both 1-d (Ivy's `outer` flattens
/// them, as NumPy's).
fn vectors(function: &str, ndim1: usize, ndim2: usize) -> Result<()> {
    if ndim1 != 1 || ndim2 != 1 {
        return Err(Error::InvalidInput(format!(
            "jax.{function}: takes 1-d arrays, got {ndim1}-d and {ndim2}-d"
        )));
    }
    Ok(())
}

/// `jax.numpy.linalg.diagonal`: the `offset`-th diagonal of each matrix of `x` (its last two
/// axes), in `x`'s dtype.
#[compositional(frontend = "jax")]
#[returns(ivy::diagonal::output_type(&super::narrow_type(x)?, offset, -2, -1, None))]
#[defaults(offset = 0)]
pub fn diagonal(x: &Array, offset: isize) -> Result<Array> {
    ivy::diagonal::with(&super::narrow(x)?)
        .offset(offset)
        .call()
}
