//! ivy's errors as Python exceptions, with ivy's message text.

use ivy::ErrorCategory;
use pyo3::PyErr;
use pyo3::exceptions::{PyIndexError, PyMemoryError, PyRuntimeError, PyTypeError, PyValueError};

/// The Python exception of an ivy error: dtype problems are `TypeError`s; values, shapes,
/// versions and strings `ValueError`s; positions outside an axis `IndexError`s; memory that
/// could not be had `MemoryError`s; the rest `RuntimeError`s. The runtime classifies every
/// variant in one exhaustive match ([`ivy::Error::category`]), so a new variant cannot reach
/// here unclassified.
pub fn to_py_err(error: ivy::Error) -> PyErr {
    let message = error.to_string();
    match error.category() {
        ErrorCategory::Dtype => PyTypeError::new_err(message),
        ErrorCategory::Value => PyValueError::new_err(message),
        ErrorCategory::Index => PyIndexError::new_err(message),
        ErrorCategory::Memory => PyMemoryError::new_err(message),
        ErrorCategory::Other => PyRuntimeError::new_err(message),
    }
}
