//! Python objects to and from the values of ivy's dynamic calls (the arguments and results
//! of the generated functions).

use ivy::dynamic::Value;
use num_complex::Complex64;
use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyComplex, PyFloat, PyInt, PyList, PyString, PyTuple};

use crate::array::PyArray;
use crate::dtype::PyDType;

/// The value of a Python object: `None`, `bool`, `int` (128 bits: a larger one is an
/// `OverflowError`), `float`, `complex`, `str`, `ivy_rs.DType`, `ivy_rs.Array`, and lists and
/// tuples of these. A device is given by name, so it arrives as `Str`.
pub fn value_from_py(obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    // Arrays first: the common argument, one type check away.
    Ok(if let Ok(a) = obj.cast::<PyArray>() {
        Value::Array(a.borrow().inner.clone())
    } else if obj.is_none() {
        Value::None
    } else if let Ok(b) = obj.cast::<PyBool>() {
        Value::Bool(b.is_true())
    } else if obj.is_instance_of::<PyInt>() {
        Value::Int(obj.extract::<i128>().map_err(|_| {
            PyOverflowError::new_err(format!(
                "{} does not fit 128 bits",
                obj.repr()
                    .map_or_else(|_| "the integer".into(), |r| r.to_string())
            ))
        })?)
    } else if obj.is_instance_of::<PyFloat>() {
        Value::Float(obj.extract()?)
    } else if let Ok(c) = obj.cast::<PyComplex>() {
        Value::Complex(Complex64::new(c.real(), c.imag()))
    } else if let Ok(s) = obj.cast::<PyString>() {
        Value::Str(s.to_cow()?.into_owned())
    } else if let Ok(d) = obj.cast::<PyDType>() {
        Value::Dtype(d.get().dtype)
    } else if let Ok(l) = obj.cast::<PyList>() {
        Value::List(
            l.iter()
                .map(|x| value_from_py(&x))
                .collect::<PyResult<_>>()?,
        )
    } else if let Ok(t) = obj.cast::<PyTuple>() {
        Value::Tuple(
            t.iter()
                .map(|x| value_from_py(&x))
                .collect::<PyResult<_>>()?,
        )
    } else {
        return Err(PyTypeError::new_err(format!(
            "a {} is not an argument ivy takes (arrays, dtypes, numbers, strings, None, and \
             lists and tuples of them)",
            obj.get_type().name()?
        )));
    })
}

/// The Python object of a value (`Absent` is `None`; a device is its name).
pub fn value_to_py(py: Python<'_>, value: Value) -> PyResult<Py<PyAny>> {
    Ok(match value {
        Value::Absent | Value::None => py.None(),
        Value::Bool(b) => PyBool::new(py, b).to_owned().into_any().unbind(),
        Value::Int(i) => i.into_pyobject(py)?.into_any().unbind(),
        Value::Float(f) => f.into_pyobject(py)?.into_any().unbind(),
        Value::Complex(c) => PyComplex::from_doubles(py, c.re, c.im).into_any().unbind(),
        Value::Str(s) => PyString::new(py, &s).into_any().unbind(),
        Value::Dtype(dtype) => Py::new(py, PyDType { dtype })?.into_any(),
        Value::Device(d) => PyString::new(py, &d.to_string()).into_any().unbind(),
        Value::Array(a) => PyArray::wrap(py, a)?.into_any(),
        Value::List(items) => {
            let items = items
                .into_iter()
                .map(|v| value_to_py(py, v))
                .collect::<PyResult<Vec<_>>>()?;
            PyList::new(py, items)?.into_any().unbind()
        }
        Value::Record(fields) => {
            let kwargs = pyo3::types::PyDict::new(py);
            for (name, v) in fields {
                kwargs.set_item(name, value_to_py(py, v)?)?;
            }
            let namespace = py.import("types")?.getattr("SimpleNamespace")?;
            namespace.call((), Some(&kwargs))?.unbind()
        }
        Value::Tuple(items) => {
            let items = items
                .into_iter()
                .map(|v| value_to_py(py, v))
                .collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, items)?.into_any().unbind()
        }
    })
}
