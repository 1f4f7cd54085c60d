//! ivy's errors as Python exceptions, with ivy's message text.

use ivy::ErrorCategory;
use pyo3::exceptions::{PyIndexError, PyMemoryError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyTuple, PyType};

/// `ivy_rs.AxisError`: an axis outside an array's dimensions, both a `ValueError` and an
/// `IndexError` as NumPy's `AxisError` is (the Array API asks for an `IndexError`, NumPy's
/// users catch `ValueError`s).
static AXIS_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// The class `AxisError`, made on first use.
pub fn axis_error(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    AXIS_ERROR
        .get_or_try_init(py, || {
            let bases = PyTuple::new(
                py,
                [py.get_type::<PyValueError>(), py.get_type::<PyIndexError>()],
            )?;
            let namespace = pyo3::types::PyDict::new(py);
            namespace.set_item("__module__", "ivy_rs")?;
            let class = py
                .get_type::<PyType>()
                .call1(("AxisError", bases, namespace))?;
            Ok(class.cast_into::<PyType>()?.unbind())
        })
        .map(|c| c.bind(py))
}

/// The Python exception of an ivy error: dtype problems are `TypeError`s; values, shapes,
/// versions and strings `ValueError`s; positions outside an axis `IndexError`s; axes outside
/// an array's dimensions `AxisError`s (both of those); memory that
/// could not be had `MemoryError`s; the rest `RuntimeError`s. The runtime classifies every
/// variant in one exhaustive match ([`ivy::Error::category`]), so a new variant cannot reach
/// here unclassified.
pub fn to_py_err(error: ivy::Error) -> PyErr {
    let message = error.to_string();
    match error.category() {
        ErrorCategory::Dtype => PyTypeError::new_err(message),
        ErrorCategory::Value => PyValueError::new_err(message),
        ErrorCategory::Index => PyIndexError::new_err(message),
        ErrorCategory::Axis => Python::attach(|py| match axis_error(py) {
            Ok(class) => PyErr::from_type(class.clone(), message),
            Err(e) => e,
        }),
        ErrorCategory::Memory => PyMemoryError::new_err(message),
        ErrorCategory::Other => PyRuntimeError::new_err(message),
    }
}
