//! `ivy_rs.asarray`: arrays from Python values (nested lists and tuples of Python scalars,
//! Python scalars, `ivy_rs.Array`s, NumPy arrays and other buffers), with the Array API's
//! dtype inference: `bool`; the default int dtype (int64 as `ivy_rs` sets it), or int64 and
//! uint64 for values it does not hold; the default float and complex dtypes.

use ivy::{Array, Device, Dtype, DtypeKind, HostArray, Scalar};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use crate::array::{PyArray, device_from_py};
use crate::dtype::dtype_from_py;
use crate::error::to_py_err;
use crate::host::{from_scalars, scalar_from_py, scalars};
use crate::numpy::host_from_foreign;

/// An array from `obj` (any value `asarray` takes), as `dtype` if one is given.
#[pyfunction]
#[pyo3(signature = (obj, /, *, dtype = None, device = None, copy = None))]
pub fn asarray(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    dtype: Option<&Bound<'_, PyAny>>,
    device: Option<&Bound<'_, PyAny>>,
    copy: Option<bool>,
) -> PyResult<Py<PyAny>> {
    let dtype = match dtype {
        Some(d) if !d.is_none() => Some(dtype_from_py(d)?),
        _ => None,
    };
    let device = device_from_py(device)?;
    if let Ok(a) = obj.cast::<PyArray>() {
        let x = a.borrow().inner.clone();
        if let Some(d) = device
            && d != x.device()
        {
            return Err(PyValueError::new_err(format!(
                "asarray: the array is on {} and cannot move to {d}",
                x.device()
            )));
        }
        let retyped = dtype.is_some_and(|d| d != x.dtype());
        if copy == Some(false) && retyped {
            return Err(PyValueError::new_err(
                "asarray: copy=False, but converting to another dtype copies",
            ));
        }
        let y = match (retyped, copy) {
            (true, _) => ivy::astype(&x, dtype.unwrap_or(x.dtype())),
            (false, Some(true)) => ivy::copy_array(&x),
            // The same array, as NumPy's `asarray` returns it.
            (false, _) => return Ok(obj.clone().unbind()),
        };
        return Ok(PyArray::wrap(py, y.map_err(to_py_err)?)?.into_any());
    }
    if copy == Some(false) {
        return Err(PyValueError::new_err(
            "asarray: copy=False, but only an ivy_rs.Array can be taken without a copy",
        ));
    }
    let host = host_from_py(obj, dtype)?;
    Ok(PyArray::wrap(py, new_array(host, device)?)?.into_any())
}

/// An array of `obj` as `asarray` reads it, as `dtype` if one is given (an array of another
/// dtype is converted).
pub fn array_from_py(obj: &Bound<'_, PyAny>, dtype: Option<Dtype>) -> PyResult<Array> {
    if let Ok(a) = obj.cast::<PyArray>() {
        let x = a.borrow().inner.clone();
        return match dtype {
            Some(d) if d != x.dtype() => ivy::astype(&x, d).map_err(to_py_err),
            _ => Ok(x),
        };
    }
    new_array(host_from_py(obj, dtype)?, None)
}

/// A new array of the backend in force holding `host`.
fn new_array(host: HostArray, device: Option<Device>) -> PyResult<Array> {
    ivy::asarray::with(host)
        .device(device)
        .call()
        .map_err(to_py_err)
}

/// The elements of `obj` in host memory: Python scalars and nested sequences of them, or an
/// object with `__array__` or the buffer protocol.
fn host_from_py(obj: &Bound<'_, PyAny>, dtype: Option<Dtype>) -> PyResult<HostArray> {
    let nested = obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>();
    if !nested && scalar_from_py(obj)?.is_none() {
        if let Some(host) = host_from_foreign(obj)? {
            return match dtype {
                Some(d) => host.astype(d).map_err(to_py_err),
                None => Ok(host),
            };
        }
        return Err(PyTypeError::new_err(format!(
            "asarray: cannot make an array of a {}",
            obj.get_type().name()?
        )));
    }
    let shape = shape_of(obj)?;
    let mut values = Vec::new();
    flatten(obj, &shape, &mut values)?;
    let dtype = match dtype {
        Some(d) => {
            check_values(&values, d)?;
            d
        }
        None => infer(&values)?,
    };
    from_scalars(dtype, shape, &values).map_err(to_py_err)
}

/// The shape of nested sequences, read down their first elements (checked by [`flatten`]).
fn shape_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        let n = obj.len()?;
        let mut shape = vec![n];
        if n > 0 {
            shape.extend(shape_of(&obj.get_item(0)?)?);
        }
        return Ok(shape);
    }
    if let Ok(a) = obj.cast::<PyArray>() {
        return Ok(a.borrow().inner.shape().to_vec());
    }
    Ok(Vec::new())
}

/// The elements of nested sequences, row-major; an error where their lengths disagree.
fn flatten(obj: &Bound<'_, PyAny>, shape: &[usize], out: &mut Vec<Scalar>) -> PyResult<()> {
    let ragged = || {
        PyValueError::new_err(
            "asarray: the nested sequences have an inhomogeneous shape (every list at one depth \
             must have the same length)",
        )
    };
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        let (&n, rest) = shape.split_first().ok_or_else(ragged)?;
        if obj.len()? != n {
            return Err(ragged());
        }
        for item in obj.try_iter()? {
            flatten(&item?, rest, out)?;
        }
        return Ok(());
    }
    if let Ok(a) = obj.cast::<PyArray>() {
        let x = &a.borrow().inner;
        if x.shape() != shape {
            return Err(ragged());
        }
        out.extend(scalars(&x.to_host().map_err(to_py_err)?));
        return Ok(());
    }
    if !shape.is_empty() {
        return Err(ragged());
    }
    if let Some(s) = scalar_from_py(obj)? {
        out.push(s);
        return Ok(());
    }
    // A NumPy scalar (or 0-d array) reads as the Python scalar of its `item()`.
    if obj.hasattr("item")?
        && let Some(s) = scalar_from_py(&obj.call_method0("item")?)?
    {
        out.push(s);
        return Ok(());
    }
    Err(PyTypeError::new_err(format!(
        "asarray: a {} is not a number",
        obj.get_type().name()?
    )))
}

/// The dtype of Python values without one given: the widest kind among them, at its default
/// dtype; integers the default int unless it cannot hold them, then int64 or uint64.
fn infer(values: &[Scalar]) -> PyResult<Dtype> {
    let kind = values.iter().map(|s| s.kind()).max_by_key(|k| rank(*k));
    Ok(match kind {
        None => ivy::default_float_dtype(),
        Some(DtypeKind::Bool) => Dtype::Bool,
        Some(DtypeKind::Float) => ivy::default_float_dtype(),
        Some(DtypeKind::Complex) => ivy::default_complex_dtype(),
        Some(_) => [ivy::default_int_dtype(), Dtype::Int64, Dtype::Uint64]
            .into_iter()
            .find(|d| values.iter().all(|s| s.fits(*d)))
            .ok_or_else(|| {
                PyOverflowError::new_err("asarray: the integers fit no integer dtype")
            })?,
    })
}

/// The order of kinds in inference: bool < int < float < complex.
fn rank(kind: DtypeKind) -> u8 {
    match kind {
        DtypeKind::Bool => 0,
        DtypeKind::SignedInt | DtypeKind::UnsignedInt => 1,
        DtypeKind::Float => 2,
        DtypeKind::Complex => 3,
    }
}

/// Python values given a dtype: an integer must fit an integer dtype (NumPy 2 refuses
/// `asarray([300], dtype=int8)` too), and a complex value needs a complex dtype.
fn check_values(values: &[Scalar], dtype: Dtype) -> PyResult<()> {
    for s in values {
        match s {
            Scalar::Int(i) if dtype.is_int() && !s.fits(dtype) => {
                return Err(PyOverflowError::new_err(format!(
                    "asarray: the integer {i} is out of bounds for {dtype}"
                )));
            }
            Scalar::Complex(_) if !dtype.is_complex() => {
                return Err(PyTypeError::new_err(format!(
                    "asarray: complex values do not convert to {dtype}"
                )));
            }
            _ => {}
        }
    }
    Ok(())
}
