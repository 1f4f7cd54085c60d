//! An array as Python values: `bool(x)`, `int(x)`, `float(x)`, `complex(x)`, `operator.index(x)`
//! of a one-element array, `x.item()`, `x.tolist()` and `value in x`.

use ivy::{Array, ArrayLike, Scalar};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::array::PyArray;
use crate::error::to_py_err;
use crate::host::{scalar_to_py, scalars};
use crate::operand::Operand;

/// The one element of a one-element array; `error` for any other size.
fn only(x: &Array, error: impl FnOnce(usize) -> PyErr) -> PyResult<Scalar> {
    if x.size() != 1 {
        return Err(error(x.size()));
    }
    let host = x.to_host().map_err(to_py_err)?;
    scalars(&host)
        .first()
        .copied()
        .ok_or_else(|| error(x.size()))
}

/// NumPy's error for converting an array of `n` elements to a Python scalar.
fn not_one(n: usize) -> PyErr {
    PyTypeError::new_err(format!(
        "only one-element arrays can be converted to Python scalars (this one has {n})"
    ))
}

/// The Python scalar of a one-element array, converted by the builtin `to` (`int`, ...).
fn builtin(py: Python<'_>, x: &Array, to: &str) -> PyResult<Py<PyAny>> {
    let value = scalar_to_py(py, only(x, not_one)?)?;
    Ok(py
        .import("builtins")?
        .getattr(to)?
        .call1((value,))?
        .unbind())
}

#[pymethods]
impl PyArray {
    fn __bool__(&self) -> PyResult<bool> {
        let value = only(&self.inner, |n| {
            PyValueError::new_err(format!(
                "the truth value of an array of {n} elements is ambiguous; use any() or all()"
            ))
        })?;
        Ok(match value {
            Scalar::Bool(b) => b,
            Scalar::Int(i) => i != 0,
            Scalar::Float(f) => f != 0.0,
            Scalar::Complex(c) => c.re != 0.0 || c.im != 0.0,
        })
    }

    fn __int__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        builtin(py, &self.inner, "int")
    }

    fn __float__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        builtin(py, &self.inner, "float")
    }

    fn __complex__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        builtin(py, &self.inner, "complex")
    }

    /// An integer array's one element as a Python `int` (for `range(x)`, `l[x]`).
    fn __index__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        if !self.inner.dtype().is_int() {
            return Err(PyTypeError::new_err(format!(
                "only integer arrays can be used as an index, not {}",
                self.inner.dtype()
            )));
        }
        scalar_to_py(py, only(&self.inner, not_one)?)
    }

    /// The one element as a Python scalar.
    fn item(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        scalar_to_py(py, only(&self.inner, not_one)?)
    }

    /// `value in x`: whether any element equals `value` (NumPy's `(x == value).any()`).
    fn __contains__(&self, py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Some(v) = Operand::from_py(value)? else {
            return Ok(false);
        };
        let hit = py
            .detach(|| ivy::any(&ivy::equal(ArrayLike::Array(&self.inner), v.like())?))
            .map_err(to_py_err)?;
        Ok(matches!(only(&hit, not_one)?, Scalar::Bool(true)))
    }

    /// The elements as nested lists of Python scalars (a 0-d array gives its scalar).
    fn tolist(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let host = self.inner.to_host().map_err(to_py_err)?;
        let values = scalars(&host);
        nest(py, host.shape(), &mut values.into_iter())
    }
}

/// The next elements of `values` as nested lists of `shape`.
fn nest(
    py: Python<'_>,
    shape: &[usize],
    values: &mut impl Iterator<Item = Scalar>,
) -> PyResult<Py<PyAny>> {
    let Some((&n, rest)) = shape.split_first() else {
        let value = values.next().unwrap_or(Scalar::Bool(false));
        return scalar_to_py(py, value);
    };
    let items = (0..n)
        .map(|_| nest(py, rest, values))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(PyList::new(py, items)?.into_any().unbind())
}
