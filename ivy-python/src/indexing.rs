//! `x[key]` and `x[key] = value` with NumPy's indexing: integers, slices (negative steps
//! too), `...`, `None`, tuples of these, and integer or boolean index arrays (an
//! `ivy_rs.Array`, or a list read as one), through ivy's `get_item` and `set_item`.

use ivy::{Array, Index};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyList, PySlice, PyTuple};

use crate::array::{PyArray, result, write_in_place};
use crate::asarray::array_from_py;
use crate::error::to_py_err;
use crate::functions::compute;
use crate::host::scalar_from_py;

/// One entry of a query, owning its index array ([`Index`] borrows it).
enum Key {
    At(isize),
    Slice {
        start: Option<isize>,
        stop: Option<isize>,
        step: isize,
    },
    NewAxis,
    Ellipsis,
    Array(Array),
}

impl Key {
    fn index(&self) -> Index<'_> {
        match self {
            Key::At(i) => Index::At(*i),
            Key::Slice { start, stop, step } => Index::Slice {
                start: *start,
                stop: *stop,
                step: *step,
            },
            Key::NewAxis => Index::NewAxis,
            Key::Ellipsis => Index::Ellipsis,
            Key::Array(a) => Index::Array(a),
        }
    }
}

/// An integer as a position or bound: beyond `isize` it is clamped, past the end of any axis
/// (as Python reads `x[:2**70]`).
fn position(obj: &Bound<'_, PyAny>) -> PyResult<isize> {
    let i: i128 = if obj.is_exact_instance_of::<PyInt>() {
        obj.extract()?
    } else {
        obj.call_method0("__index__")?.extract()?
    };
    Ok(i.clamp(isize::MIN as i128, isize::MAX as i128) as isize)
}

/// A slice bound: `None`, or an integer.
fn bound(obj: Bound<'_, PyAny>) -> PyResult<Option<isize>> {
    if obj.is_none() {
        Ok(None)
    } else {
        position(&obj).map(Some)
    }
}

/// One entry of a key.
fn key(obj: &Bound<'_, PyAny>) -> PyResult<Key> {
    let py = obj.py();
    // A Python int first, the usual key: the probes below would each raise and catch an
    // AttributeError on it (`x[i, j]` took 26 us, most of it formatting those messages).
    if obj.is_exact_instance_of::<PyInt>() {
        return position(obj).map(Key::At);
    }
    if obj.is_none() {
        return Ok(Key::NewAxis);
    }
    if obj.is(py.Ellipsis()) {
        return Ok(Key::Ellipsis);
    }
    if let Ok(s) = obj.cast::<PySlice>() {
        let step = bound(s.getattr("step")?)?.unwrap_or(1);
        if step == 0 {
            return Err(PyValueError::new_err("slice step cannot be zero"));
        }
        return Ok(Key::Slice {
            start: bound(s.getattr("start")?)?,
            stop: bound(s.getattr("stop")?)?,
            step,
        });
    }
    if let Ok(a) = obj.cast::<PyArray>() {
        return Ok(Key::Array(a.borrow().inner.clone()));
    }
    // `True`/`False`: a 0-d mask (NumPy's), before `int`, which `bool` is.
    if obj.is_instance_of::<PyBool>() || obj.is_instance_of::<PyList>() {
        return Ok(Key::Array(array_from_py(obj, None)?));
    }
    // A NumPy array (not a 0-d one, which is a position) is an index array.
    if obj.hasattr("__array__")?
        && obj
            .getattr("ndim")
            .is_ok_and(|n| n.extract::<usize>().is_ok_and(|n| n > 0))
    {
        return Ok(Key::Array(array_from_py(obj, None)?));
    }
    if obj.hasattr("__index__")? {
        return position(obj).map(Key::At);
    }
    Err(PyIndexError::new_err(format!(
        "only integers, slices (`:`), ellipsis (`...`), None and integer or boolean arrays are \
         valid indices, not {}",
        obj.get_type().name()?
    )))
}

/// The entries of a key: a tuple's items, or the key itself.
fn keys(obj: &Bound<'_, PyAny>) -> PyResult<Vec<Key>> {
    match obj.cast::<PyTuple>() {
        Ok(t) => t.iter().map(|item| key(&item)).collect(),
        Err(_) => Ok(vec![key(obj)?]),
    }
}

/// The value of `x[key] = value` as an array: an array, a Python scalar of `x`'s dtype (one
/// it does not fit is an error), or anything `asarray` takes, as `x`'s dtype.
fn value(x: &Array, obj: &Bound<'_, PyAny>) -> PyResult<Array> {
    if let Ok(a) = obj.cast::<PyArray>() {
        return Ok(a.borrow().inner.clone());
    }
    if let Some(s) = scalar_from_py(obj)? {
        return Array::scalar(x.backend(), s, x.dtype(), x.device()).map_err(to_py_err);
    }
    array_from_py(obj, Some(x.dtype()))
}

#[pymethods]
impl PyArray {
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let keys = keys(key)?;
        let query: Vec<Index<'_>> = keys.iter().map(Key::index).collect();
        let selected = compute(py, self.inner.size(), || ivy::get_item(&self.inner, &query));
        result(py, selected)
    }

    /// Writes in place, so every clone of the array sees it (NumPy's `x[key] = value`).
    fn __setitem__(
        slf: &Bound<'_, Self>,
        key: &Bound<'_, PyAny>,
        value: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let x = slf.borrow().inner.clone();
        let keys = keys(key)?;
        let val = self::value(&x, value)?;
        let query: Vec<Index<'_>> = keys.iter().map(Key::index).collect();
        write_in_place(slf, |x, target| {
            let new = ivy::set_item(x, &query, &val)?;
            ivy::copy_array::with(&new).out(target).call()
        })
    }
}
