//! `numpy.linalg`: NumPy's linear algebra (`np::linalg::inv`, as NumPy spells it), over Ivy's
//! decompositions.
//!
//! NumPy's `linalg` computes in `float32`, `float64`, `complex64` and `complex128`: integer and
//! `bool` inputs are taken as `float64`, a `float16` input is refused (NumPy's `TypeError`,
//! "array type float16 is unsupported in linalg"), and the results keep the input's precision.
//! `norm` and `matrix_power` with `n >= 0` are NumPy's exceptions: `norm` takes `float16` as it
//! is, and `matrix_power` multiplies in the input's dtype (integers stay integers).
//!
//! A singular matrix is an error where NumPy raises `LinAlgError` (`inv`, `solve`,
//! `matrix_power` with `n < 0`, a `cholesky` of a matrix that is not positive definite); `det`
//! of a singular matrix is 0 and `slogdet` gives the sign 0 and the logarithm `-inf`, as NumPy's.
//! The factors of `qr`, `svd` and `eigh` are NumPy's up to the sign (the phase) of each column
//! or row, which no two LAPACKs need agree on. NumPy's `matrix_rank` takes an absolute `tol`
//! too, which is not taken here.
//!
//! The functions are registered (in errors, reports and Python) as `numpy.inv` and so on, as
//! `jax.nn.softmax` is `jax.softmax`: a frontend's registry names are qualified by the
//! framework alone.
//!
//! ```
//! use ivy::frontends::numpy as np;
//! ivy::init()?;
//!
//! let a = ivy::array![[4i32, 7], [2, 6]]?;
//! let inverse = np::linalg::inv(&a)?;
//! assert_eq!(inverse.dtype(), ivy::Dtype::Float64); // NumPy's linalg computes in float64
//! assert_eq!(inverse.to_string(), "[[ 0.6, -0.7],\n [-0.2,  0.4]]");
//! assert!(np::linalg::inv(&ivy::array![[1.0, 2.0], [2.0, 4.0]]?).is_err()); // LinAlgError
//! # Ok::<(), ivy::Error>(())
//! ```

use ivy::{Array, Dtype, Error, Result, TensorType};
use ivy_macros::compositional;

/// The dtype NumPy's `linalg` computes an input of `dtype` in: `float64` for integers and
/// `bool`, the dtype itself where it is `float32`, `float64` or complex; `float16` (and
/// `bfloat16`) refused, as NumPy's `TypeError`.
fn linalg_dtype(function: &str, dtype: Dtype) -> Result<Dtype> {
    if dtype.is_int() || dtype.is_bool() {
        Ok(Dtype::Float64)
    } else if matches!(dtype, Dtype::Float16 | Dtype::Bfloat16) {
        Err(Error::InvalidInput(format!(
            "numpy.{function}: array type {dtype} is unsupported in linalg; numpy.linalg takes \
             float32, float64, complex64, complex128, integers and bool"
        )))
    } else {
        Ok(dtype)
    }
}

/// `x` in [`linalg_dtype`].
fn take(function: &str, x: &Array) -> Result<Array> {
    crate::cast(x, linalg_dtype(function, x.dtype())?)
}

/// The type of [`take`]`(function, x)`.
fn take_type(function: &str, x: &TensorType) -> Result<TensorType> {
    crate::cast_type(x, linalg_dtype(function, x.dtype)?)
}

/// The dtype NumPy's `linalg` computes two inputs in (`solve`): each input's
/// [`linalg_dtype`], promoted.
fn common_dtype(function: &str, a: Dtype, b: Dtype) -> Result<Dtype> {
    ivy::promote_types(linalg_dtype(function, a)?, linalg_dtype(function, b)?)
}

/// `numpy.linalg.multi_dot`: the product of a chain of arrays in the order of fewest
/// multiplications; the first may be a vector (a row) and the last a vector (a column). As
/// NumPy's `dot`, it keeps integers (they wrap).
#[compositional(frontend = "numpy")]
#[returns(ivy::multi_dot::output_type(arrays, None))]
#[handle_out]
pub fn multi_dot(arrays: &[Array], out: Option<&mut Array>) -> Result<Array> {
    ivy::multi_dot(arrays)
}

/// The adapters of the shared `linalg` forms (see `decomposed!` and `matrix_power!`): an input
/// in [`linalg_dtype`], a power's operand and the results as they are.
mod taken {
    pub(super) use super::{take, take_type};
    pub(super) use crate::as_given::{give, give_type};

    /// `a` itself: NumPy's `matrix_power` multiplies in any dtype.
    pub(super) fn operand(a: &ivy::Array, _n: i64) -> ivy::Result<ivy::Array> {
        Ok(a.clone())
    }

    /// `a` itself.
    pub(super) fn operand_type(a: &ivy::TensorType, _n: i64) -> ivy::Result<ivy::TensorType> {
        Ok(a.clone())
    }
}

decompositions! { "numpy.linalg"; decomposed! { "numpy" via taken, rcond } }

matrix_power! { "numpy" via taken;
    /// `numpy.linalg.matrix_power`: the `n`-th power of each square matrix of `a`. For `n >= 0`
    /// NumPy multiplies in `a`'s dtype (integers wrap, `float16` is taken), by its own order of
    /// repeated squarings; for `n < 0` it inverts first (as [`inv()`]: integers as `float64`, a
    /// singular matrix an error).
}

/// `numpy.linalg.solve`: the solution `x` of `a @ x = b` for each square matrix of `a`; `b` is
/// one vector if it is 1-d, else a stack of matrices (NumPy 2's rule); a singular `a` is an
/// error (NumPy's `LinAlgError`). Both are taken in their common `linalg` dtype.
#[compositional(frontend = "numpy")]
#[returns({
    let d = self::common_dtype("solve", a.dtype, b.dtype)?;
    ivy::solve::output_type(&crate::cast_type(a, d)?, &crate::cast_type(b, d)?, false, None)
})]
pub fn solve(a: &Array, b: &Array) -> Result<Array> {
    let d = self::common_dtype("solve", a.dtype(), b.dtype())?;
    ivy::solve(&crate::cast(a, d)?, &crate::cast(b, d)?)
}

/// `numpy.linalg.norm`: with no `axis`, of `x` flattened (the 2-norm) or, given `ord`, of the
/// vector (1-d `x`) or the matrix (2-d); with one axis, of the vectors along it (`ord` a number
/// as text, `"inf"`, `"-inf"`; default 2); with two, of the matrices in their plane (`ord`
/// `"fro"` (default), `"nuc"`, `"1"`, `"-1"`, `"2"`, `"-2"`, `"inf"`, `"-inf"`). Integers and
/// `bool` are taken as `float64`, other dtypes as they are; a complex input gives a real norm.
#[compositional(frontend = "numpy")]
#[returns(match self::norm_axes(x.ndim(), ord, axis).and_then(|a| self::check_singular_values(&a, x.dtype).map(|()| a))? {
    NormAxes::All => ivy::vector_norm::output_type(&self::norm_input_type(x)?, None, keepdims, 2.0, None, None),
    NormAxes::Vector(axis, ord) => ivy::vector_norm::output_type(&self::norm_input_type(x)?, Some(axis), keepdims, ord, None, None),
    NormAxes::Matrix(axes, ord) => ivy::matrix_norm::output_type(&self::norm_input_type(x)?, ord, axes, keepdims, None, None),
})]
#[defaults(ord = None, axis = None, keepdims = false)]
pub fn norm(x: &Array, ord: Option<&str>, axis: Option<&[isize]>, keepdims: bool) -> Result<Array> {
    let input = if x.dtype().is_inexact() {
        x.clone()
    } else {
        crate::cast(x, Dtype::Float64)?
    };
    let axes = self::norm_axes(x.ndim(), ord, axis)?;
    self::check_singular_values(&axes, x.dtype())?;
    match axes {
        NormAxes::All => ivy::vector_norm::with(&input).keepdims(keepdims).call(),
        NormAxes::Vector(axis, ord) => ivy::vector_norm::with(&input)
            .axis(Some(axis))
            .ord(ord)
            .keepdims(keepdims)
            .call(),
        NormAxes::Matrix(axes, ord) => ivy::matrix_norm::with(&input)
            .ord(ord)
            .axis(axes)
            .keepdims(keepdims)
            .call(),
    }
}

/// The type of `norm`'s input as it takes it: integers and `bool` as `float64`.
fn norm_input_type(x: &TensorType) -> Result<TensorType> {
    if x.dtype.is_inexact() {
        Ok(x.clone())
    } else {
        crate::cast_type(x, Dtype::Float64)
    }
}

/// NumPy's refusal of a `float16` input of a matrix norm of singular values (`"nuc"`, `"2"`,
/// `"-2"`), which its `svd` computes.
fn check_singular_values(axes: &NormAxes<'_>, dtype: Dtype) -> Result<()> {
    match axes {
        NormAxes::Matrix(_, "nuc" | "2" | "-2") => linalg_dtype("norm", dtype).map(|_| ()),
        _ => Ok(()),
    }
}

/// What `numpy.linalg.norm` computes, read from `ord` and `axis` as NumPy reads them.
enum NormAxes<'a> {
    /// The 2-norm of all elements (no `ord`, no `axis`).
    All,
    /// A vector norm of order `.1` along an axis.
    Vector(isize, f64),
    /// A matrix norm (`matrix_norm`'s `ord`) in the plane of two axes.
    Matrix((isize, isize), &'a str),
}

/// [`NormAxes`] of an array of `ndim` dimensions, or NumPy's refusal.
fn norm_axes<'a>(
    ndim: usize,
    ord: Option<&'a str>,
    axis: Option<&[isize]>,
) -> Result<NormAxes<'a>> {
    let axes: Vec<isize> = match (axis, ord) {
        (None, None) => return Ok(NormAxes::All),
        (None, Some(_)) if ndim == 1 => vec![0],
        (None, Some(_)) if ndim == 2 => vec![0, 1],
        (None, Some(_)) => {
            return Err(Error::InvalidInput(format!(
                "numpy.norm: an `ord` without `axis` takes a 1-d or 2-d array, got {ndim}-d"
            )));
        }
        (Some(axis), _) => axis.to_vec(),
    };
    match axes[..] {
        [a] => {
            let text = ord.unwrap_or("2");
            let ord: f64 = text.parse().map_err(|_| {
                Error::InvalidInput(format!(
                    "numpy.norm: invalid norm order {text:?} for vectors; expected a \
                     number, \"inf\" or \"-inf\""
                ))
            })?;
            Ok(NormAxes::Vector(a, ord))
        }
        [a, b] => Ok(NormAxes::Matrix((a, b), ord.unwrap_or("fro"))),
        _ => Err(Error::InvalidInput(format!(
            "numpy.norm: `axis` names one or two axes, got {axes:?}"
        ))),
    }
}
