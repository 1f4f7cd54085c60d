//! `ivy_rs.Array`: an ivy array in Python, its attributes and its printed forms. The
//! operators, indexing and conversions are in files of their own.

use ivy::{Array, Device, Dtype};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::dtype::PyDType;
use crate::error::to_py_err;
use crate::functions::compute;

/// An n-dimensional array of one of ivy's backends, with the Python array protocol.
#[pyclass(name = "Array", module = "ivy_rs")]
pub struct PyArray {
    /// The array. Its clones share its native array: an in-place operator writes through to
    /// every `ivy_rs.Array` made from it without a copy.
    pub inner: Array,
}

impl PyArray {
    /// The Python object of an array.
    pub fn wrap(py: Python<'_>, inner: Array) -> PyResult<Py<PyArray>> {
        Py::new(py, PyArray { inner })
    }
}

/// The Python object of an ivy result, or its error as a Python exception.
pub fn result(py: Python<'_>, r: ivy::Result<Array>) -> PyResult<Py<PyAny>> {
    Ok(PyArray::wrap(py, r.map_err(to_py_err)?)?.into_any())
}

/// Writes `write(x, target)` into `slf`'s array `x`: `target` is a clone of `x`, sharing its
/// native array, so what `out=` writes there reaches `x` and every clone. No borrow of `slf`
/// is held while it runs, so other threads may use it while a large write lets the GIL go.
pub fn write_in_place<F>(slf: &Bound<'_, PyArray>, write: F) -> PyResult<()>
where
    F: for<'a> FnOnce(&'a Array, &'a mut Array) -> ivy::Result<Array> + Send,
{
    let py = slf.py();
    let x = slf.borrow().inner.clone();
    let mut target = x.clone();
    compute(py, x.size(), || write(&x, &mut target).map(drop)).map_err(to_py_err)?;
    if !target.same_native(&x) {
        // Not written through (no `out=` kernel does this today): the result replaces it.
        slf.try_borrow_mut()
            .map_err(|_| PyRuntimeError::new_err("the array is in use by another thread"))?
            .inner = target;
    }
    Ok(())
}

/// The device a Python object names: `None` for the default, else its name (`"cpu"`).
pub fn device_from_py(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Device>> {
    match obj {
        None => Ok(None),
        Some(o) if o.is_none() => Ok(None),
        Some(o) => {
            let name: String = o.str()?.extract()?;
            name.parse::<Device>()
                .map(Some)
                .map_err(|e| to_py_err(e.into()))
        }
    }
}

/// NumPy's dtypes that its `repr` leaves unnamed (Linux's defaults).
fn repr_omits(dtype: Dtype) -> bool {
    matches!(
        dtype,
        Dtype::Float64 | Dtype::Int64 | Dtype::Bool | Dtype::Complex128
    )
}

#[pymethods]
impl PyArray {
    /// The dtype.
    #[getter]
    fn dtype(&self) -> PyDType {
        PyDType {
            dtype: self.inner.dtype(),
        }
    }

    /// The shape, a tuple of ints.
    #[getter]
    fn shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.inner.shape())
    }

    /// The number of dimensions.
    #[getter]
    fn ndim(&self) -> usize {
        self.inner.ndim()
    }

    /// The number of elements.
    #[getter]
    fn size(&self) -> usize {
        self.inner.size()
    }

    /// The device, by name (`"cpu"`).
    #[getter]
    fn device(&self) -> String {
        self.inner.device().to_string()
    }

    /// The name of the backend holding the array (`"ndarray"`, `"candle"`).
    #[getter]
    fn backend(&self) -> &'static str {
        self.inner.backend().name()
    }

    /// The transpose of a 2-d array (the Array API refuses other ranks; `mT` takes any stack
    /// of matrices).
    #[getter(T)]
    fn transpose(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        if self.inner.ndim() != 2 {
            return Err(PyValueError::new_err(format!(
                "x.T needs a 2-d array, not {}-d; use x.mT for stacks of matrices",
                self.inner.ndim()
            )));
        }
        result(py, ivy::matrix_transpose(&self.inner))
    }

    /// The transpose of each matrix (the last two axes).
    #[getter(mT)]
    fn matrix_transpose(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        result(py, ivy::matrix_transpose(&self.inner))
    }

    /// The array on `device` (itself where it is there already).
    #[pyo3(signature = (device, /, *, stream = None))]
    fn to_device(
        slf: PyRef<'_, Self>,
        device: &Bound<'_, PyAny>,
        stream: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyArray>> {
        if stream.is_some_and(|s| !s.is_none()) {
            return Err(PyValueError::new_err(
                "to_device: streams are not supported",
            ));
        }
        let to = device_from_py(Some(device))?.unwrap_or(Device::Cpu);
        if to == slf.inner.device() {
            return Ok(slf.into());
        }
        Err(PyValueError::new_err(format!(
            "to_device: the array is on {} and {} has no device {to}",
            slf.inner.device(),
            slf.inner.backend().name()
        )))
    }

    /// The `ivy_rs` module (the Array API's namespace of the array).
    #[pyo3(signature = (*, api_version = None))]
    fn __array_namespace__(
        &self,
        py: Python<'_>,
        api_version: Option<&str>,
    ) -> PyResult<Py<PyModule>> {
        if let Some(v) = api_version
            && !matches!(v, "2021.12" | "2022.12" | "2023.12")
        {
            return Err(PyValueError::new_err(format!(
                "api_version {v:?} is not supported (2021.12, 2022.12, 2023.12)"
            )));
        }
        Ok(py.import("ivy_rs")?.unbind())
    }

    /// The length of the first axis; a `TypeError` for a 0-d array, as NumPy's.
    fn __len__(&self) -> PyResult<usize> {
        self.inner
            .shape()
            .first()
            .copied()
            .ok_or_else(|| PyTypeError::new_err("len() of a 0-d array"))
    }

    /// As NumPy prints an array: `array([1, 2], dtype=int8)`.
    fn __repr__(&self) -> String {
        let (x, dtype) = (&self.inner, self.inner.dtype());
        if x.size() == 0 {
            let shape = match x.shape() {
                [_] => String::new(),
                dims => format!("shape={}, ", tuple(dims)),
            };
            return format!("array([], {shape}dtype={dtype})");
        }
        let style = ivy::PrintStyle::NUMPY_REPR;
        let body = format!("array({}", x.to_text(&style));
        // What NumPy's text cannot show: the shape of an array it summarises with `...`, and
        // a dtype other than the default one of its kind.
        let mut extras = Vec::new();
        if x.size() > ivy::SUMMARY_THRESHOLD {
            extras.push(format!("shape={}", tuple(x.shape())));
        }
        if !repr_omits(dtype) {
            extras.push(format!("dtype={dtype}"));
        }
        if extras.is_empty() {
            return format!("{body})");
        }
        let extras = format!("{})", extras.join(", "));
        // On the last line if they fit within NumPy's line width, else on their own.
        let last_line = body.rsplit('\n').next().unwrap_or("").chars().count() + ",".len();
        let spacer = if last_line + extras.len() + 1 > ivy::PrintStyle::NUMPY_STR.line_width {
            format!("\n{}", " ".repeat(style.prefix))
        } else {
            " ".to_owned()
        };
        format!("{body},{spacer}{extras}")
    }

    /// The elements as NumPy's `str` prints them; a 0-d array as its scalar does (`2.0`,
    /// `(1+2j)`, `True`).
    fn __str__(&self) -> PyResult<String> {
        let x = &self.inner;
        let text = x.to_text(&ivy::PrintStyle::NUMPY_STR);
        if x.ndim() > 0 || !(x.dtype().is_float() || x.dtype().is_complex()) {
            return Ok(text);
        }
        let host = x.to_host().map_err(to_py_err)?;
        let Some(&value) = crate::host::scalars(&host).first() else {
            return Ok(text);
        };
        Ok(match value {
            ivy::Scalar::Float(v) => ivy::scalar_text(v, x.dtype(), true),
            ivy::Scalar::Complex(c) => {
                let im = ivy::scalar_text(c.im.abs(), x.dtype(), false);
                let sign = if c.im.is_sign_negative() && !c.im.is_nan() {
                    '-'
                } else {
                    '+'
                };
                // As Python writes a complex number: `1j` on a positive zero, else `(re+imj)`.
                if c.re == 0.0 && !c.re.is_sign_negative() {
                    format!("{}{im}j", if sign == '-' { "-" } else { "" })
                } else {
                    format!("({}{sign}{im}j)", ivy::scalar_text(c.re, x.dtype(), false))
                }
            }
            _ => text,
        })
    }
}

fn tuple(dims: &[usize]) -> String {
    match dims {
        [d] => format!("({d},)"),
        _ => {
            let parts: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            format!("({})", parts.join(", "))
        }
    }
}
