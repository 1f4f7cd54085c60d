//! Pickling an array: its dtype's name, its shape and its elements' bytes (native byte order),
//! rebuilt on the backend in force when unpickled.

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};

use crate::array::PyArray;
use crate::error::to_py_err;
use crate::host::{from_bytes, to_bytes};

/// The array of `dtype` and `shape` holding `data`: what unpickling calls.
#[pyfunction]
#[pyo3(name = "_from_bytes")]
pub fn unpickle(
    py: Python<'_>,
    data: &Bound<'_, PyBytes>,
    dtype: &str,
    shape: Vec<usize>,
) -> PyResult<Py<PyArray>> {
    let dtype = dtype
        .parse::<ivy::Dtype>()
        .map_err(|e| to_py_err(e.into()))?;
    let host = from_bytes(dtype, shape, data.as_bytes()).map_err(to_py_err)?;
    PyArray::wrap(py, ivy::asarray(host).map_err(to_py_err)?)
}

#[pymethods]
impl PyArray {
    fn __reduce__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let rebuild = py.import("ivy_rs._native")?.getattr("_from_bytes")?;
        let host = self.inner.to_host().map_err(to_py_err)?;
        let args = (
            PyBytes::new(py, &to_bytes(&host)),
            host.dtype().to_string(),
            PyTuple::new(py, host.shape())?,
        );
        Ok((rebuild, args).into_pyobject(py)?.into_any().unbind())
    }
}
