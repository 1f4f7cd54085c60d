//! `ivy_rs.DType`: one object per ivy dtype, and reading a dtype from a Python object.

use ivy::Dtype;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyComplex, PyFloat, PyInt, PyString, PyType};

use crate::error::to_py_err;

/// A dtype of ivy (`ivy_rs.int8`, ...): equal to another `DType` of the same name and to its
/// name as a string, and hashed as that string, so either finds it in a dict.
#[pyclass(name = "DType", module = "ivy_rs", frozen, skip_from_py_object)]
#[derive(Clone, Copy)]
pub struct PyDType {
    /// The dtype.
    pub dtype: Dtype,
}

#[pymethods]
impl PyDType {
    /// The dtype of a name (`DType("int8")`); a `TypeError` for a name that is no dtype.
    #[new]
    fn new(name: &str) -> PyResult<PyDType> {
        let dtype = name.parse::<Dtype>().map_err(|e| to_py_err(e.into()))?;
        Ok(PyDType { dtype })
    }

    /// The dtype's name, `"int8"`.
    #[getter]
    fn name(&self) -> String {
        self.dtype.to_string()
    }

    /// Bytes per element.
    #[getter]
    fn itemsize(&self) -> usize {
        self.dtype.itemsize()
    }

    fn __repr__(&self) -> String {
        format!("ivy_rs.{}", self.dtype)
    }

    fn __str__(&self) -> String {
        self.dtype.to_string()
    }

    /// The hash of the name, so that a `DType` and its name are one key.
    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        PyString::new(py, &self.dtype.to_string()).hash()
    }

    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        answer(py, same(self.dtype, other))
    }

    fn __ne__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        answer(py, same(self.dtype, other).map(|b| !b))
    }

    /// Pickled as its name.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyType>, (String,))> {
        Ok((py.get_type::<PyDType>(), (self.dtype.to_string(),)))
    }
}

/// A comparison's answer as Python takes it: `True`, `False` or `NotImplemented`.
fn answer(py: Python<'_>, answer: Option<bool>) -> PyResult<Py<PyAny>> {
    Ok(match answer {
        Some(b) => PyBool::new(py, b).to_owned().into_any().unbind(),
        None => py.NotImplemented(),
    })
}

/// Whether `other` (a `DType` or a name) is `dtype`; `None` (Python's `NotImplemented`) for
/// anything else.
fn same(dtype: Dtype, other: &Bound<'_, PyAny>) -> Option<bool> {
    if let Ok(d) = other.cast::<PyDType>() {
        return Some(d.get().dtype == dtype);
    }
    let name = other.cast::<PyString>().ok()?;
    Some(name.to_cow().is_ok_and(|n| n == dtype.to_string()))
}

/// Every ivy dtype, in ivy's order.
pub fn all_dtypes() -> &'static [Dtype] {
    &Dtype::ALL
}

/// The dtype a Python object names: a `DType`, a dtype name (`"int8"`), Python's `bool`,
/// `int`, `float` and `complex` (`bool` and the default dtypes of the other kinds), or an
/// object with a dtype name as `name` or `__name__` (a NumPy dtype or scalar type).
pub fn dtype_from_py(obj: &Bound<'_, PyAny>) -> PyResult<Dtype> {
    if let Ok(d) = obj.cast::<PyDType>() {
        return Ok(d.get().dtype);
    }
    if let Ok(name) = obj.cast::<PyString>() {
        return name
            .to_cow()?
            .parse::<Dtype>()
            .map_err(|e| to_py_err(e.into()));
    }
    if let Ok(ty) = obj.cast::<PyType>() {
        // Python's own types: as `asarray` takes values of them.
        let py = obj.py();
        if ty.is(py.get_type::<PyBool>()) {
            return Ok(Dtype::Bool);
        } else if ty.is(py.get_type::<PyInt>()) {
            return Ok(ivy::default_int_dtype());
        } else if ty.is(py.get_type::<PyFloat>()) {
            return Ok(ivy::default_float_dtype());
        } else if ty.is(py.get_type::<PyComplex>()) {
            return Ok(ivy::default_complex_dtype());
        }
    }
    for attribute in ["name", "__name__"] {
        if let Ok(name) = obj.getattr(attribute)
            && let Ok(name) = name.extract::<String>()
            && let Ok(dtype) = name.parse::<Dtype>()
        {
            return Ok(dtype);
        }
    }
    Err(PyTypeError::new_err(format!(
        "{} is not a dtype: give an ivy_rs dtype (ivy_rs.float32) or its name",
        obj.repr()?
    )))
}

/// The `DType` of `dtype`.
pub fn to_py(py: Python<'_>, dtype: Dtype) -> PyResult<Py<PyDType>> {
    Py::new(py, PyDType { dtype })
}
