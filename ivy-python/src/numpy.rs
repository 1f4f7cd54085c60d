//! Arrays to and from NumPy, by their bytes: `numpy.asarray(x)` (`Array.__array__`) and
//! `asarray` of anything with `__array__` or the buffer protocol. NumPy is imported only
//! here, when it is used; bfloat16 needs `ml_dtypes` on NumPy's side. DLPack, which shares
//! memory without a copy, is `dlpack`'s.

use ivy::{Dtype, HostArray};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString, PyTuple};

use crate::array::PyArray;
use crate::error::to_py_err;
use crate::host::{from_bytes, to_bytes};

/// NumPy's dtype object for `dtype`.
fn numpy_dtype<'py>(np: &Bound<'py, PyModule>, dtype: Dtype) -> PyResult<Bound<'py, PyAny>> {
    if dtype == Dtype::Bfloat16 {
        let ml = np.py().import("ml_dtypes").map_err(|_| {
            PyTypeError::new_err(
                "NumPy has no bfloat16 of its own: install ml_dtypes, or cast the array first",
            )
        })?;
        return np.call_method1("dtype", (ml.getattr("bfloat16")?,));
    }
    np.call_method1("dtype", (dtype.to_string(),))
}

#[pymethods]
impl PyArray {
    /// A NumPy array of the same dtype, shape and elements (a copy: `copy=False` is refused),
    /// converted to `dtype` if one is given.
    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if copy == Some(false) {
            return Err(PyValueError::new_err(
                "an ivy_rs.Array reaches NumPy only as a copy (copy=False was given)",
            ));
        }
        let host = self.inner.to_host().map_err(to_py_err)?;
        let np = py.import("numpy")?;
        let bytes = PyByteArray::new(py, &to_bytes(&host));
        let shape = PyTuple::new(py, host.shape())?;
        let a = np
            .call_method1("frombuffer", (bytes, numpy_dtype(&np, host.dtype())?))?
            .call_method1("reshape", (shape,))?;
        match dtype {
            Some(d) if !d.is_none() => a.call_method1("astype", (d,)),
            _ => Ok(a),
        }
    }
}

/// The elements of an object with `__array__` (read through NumPy) or the buffer protocol
/// (read through `memoryview`); `None` for an object with neither.
pub fn host_from_foreign(obj: &Bound<'_, PyAny>) -> PyResult<Option<HostArray>> {
    let py = obj.py();
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Ok(None);
    }
    if obj.hasattr("__array__")? {
        let np = py.import("numpy")?;
        let mut a = np.call_method1("asarray", (obj,))?;
        let dt = a.getattr("dtype")?;
        if !dt.getattr("isnative")?.is_truthy()? {
            a = a.call_method1("astype", (dt.call_method1("newbyteorder", ("=",))?,))?;
        }
        let name: String = a.getattr("dtype")?.getattr("name")?.extract()?;
        let dtype = name
            .parse::<Dtype>()
            .map_err(|_| PyTypeError::new_err(format!("NumPy's dtype {name} has no ivy dtype")))?;
        return read(dtype, &a).map(Some);
    }
    let Ok(view) = py.import("builtins")?.getattr("memoryview")?.call1((obj,)) else {
        return Ok(None);
    };
    let format: String = view.getattr("format")?.extract()?;
    let itemsize: usize = view.getattr("itemsize")?.extract()?;
    let dtype = buffer_dtype(&format, itemsize).ok_or_else(|| {
        PyTypeError::new_err(format!("a buffer of format {format:?} has no ivy dtype"))
    })?;
    read(dtype, &view).map(Some)
}

/// `obj.shape` and `obj.tobytes()` (row-major, as NumPy's and `memoryview`'s are) as a host
/// array of `dtype`.
fn read(dtype: Dtype, obj: &Bound<'_, PyAny>) -> PyResult<HostArray> {
    let shape: Vec<usize> = obj.getattr("shape")?.extract()?;
    let bytes = obj.call_method0("tobytes")?;
    let bytes = bytes.cast::<PyBytes>()?;
    from_bytes(dtype, shape, bytes.as_bytes()).map_err(to_py_err)
}

/// The dtype of a buffer's struct format (native byte order only).
fn buffer_dtype(format: &str, itemsize: usize) -> Option<Dtype> {
    let code = format.strip_prefix(['@', '=']).unwrap_or(format);
    let little = cfg!(target_endian = "little");
    let code = match code.strip_prefix('<') {
        Some(c) if little => c,
        Some(_) => return None,
        None => code,
    };
    Some(match (code, itemsize) {
        ("?", 1) => Dtype::Bool,
        ("b" | "h" | "i" | "l" | "q" | "n", 1) => Dtype::Int8,
        ("b" | "h" | "i" | "l" | "q" | "n", 2) => Dtype::Int16,
        ("b" | "h" | "i" | "l" | "q" | "n", 4) => Dtype::Int32,
        ("b" | "h" | "i" | "l" | "q" | "n", 8) => Dtype::Int64,
        ("B" | "H" | "I" | "L" | "Q" | "N", 1) => Dtype::Uint8,
        ("B" | "H" | "I" | "L" | "Q" | "N", 2) => Dtype::Uint16,
        ("B" | "H" | "I" | "L" | "Q" | "N", 4) => Dtype::Uint32,
        ("B" | "H" | "I" | "L" | "Q" | "N", 8) => Dtype::Uint64,
        ("e", 2) => Dtype::Float16,
        ("f", 4) => Dtype::Float32,
        ("d", 8) => Dtype::Float64,
        ("Zf", 8) => Dtype::Complex64,
        ("Zd", 16) => Dtype::Complex128,
        _ => return None,
    })
}
