//! The declared functions for Python: their signatures as data (the package generates a
//! Python function from each, python/ivy_rs/_functions.py), and the one entry point every
//! generated function calls.

use ivy::dynamic::{Signature, Value, signatures};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::convert::{value_from_py, value_to_py};
use crate::error::to_py_err;

/// The number of input elements from which a call lets the GIL go while it runs.
const DETACH_FROM: usize = 1 << 14;

/// Whether a computation over `elements` input elements lets the GIL go ([`compute`]).
pub fn lets_gil_go(elements: usize) -> bool {
    elements >= DETACH_FROM
}

/// Runs `f`, a computation over `elements` input elements, letting the GIL go only where the
/// work is worth the hand-over (about 0.2 us): other Python threads run while a large call
/// computes. `f` must hold no borrow of a Python object, so those threads may use them.
pub fn compute<T: Send>(py: Python<'_>, elements: usize, f: impl FnOnce() -> T + Send) -> T {
    if lets_gil_go(elements) {
        py.detach(f)
    } else {
        f()
    }
}

/// A default Python cannot spell, as a generated function's signature shows it: `<-1>`, the
/// declaration's text. Passed for an argument, it leaves the argument out, and the call takes
/// the declared default.
#[pyclass(name = "Default", module = "ivy_rs", frozen)]
pub struct Absent {
    text: String,
}

#[pymethods]
impl Absent {
    fn __repr__(&self) -> String {
        format!("<{}>", self.text)
    }
}

/// A signature as Python reads it: `(index, name, module, doc, params, arrays)`, each parameter
/// `(name, type, default, keyword_only)` with types and defaults as the Rust declaration
/// writes them (`default` is `None` for a parameter every call gives); `arrays` says whether
/// it is a function of arrays only, which [`crate::native_function`] makes a native function.
type Described = (
    usize,
    &'static str,
    &'static str,
    &'static str,
    Vec<(&'static str, &'static str, Option<&'static str>, bool)>,
    bool,
);

/// Every declared function callable from Python: the library's, the frontends' and those of
/// every crate linked into this module, with the index [`call`] takes.
#[pyfunction]
pub fn functions() -> Vec<Described> {
    signatures()
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let params = s
                .params
                .iter()
                .map(|p| (p.name, p.ty, p.default, p.keyword_only))
                .collect();
            (
                i,
                s.name(),
                s.decl.module(),
                s.doc,
                params,
                s.arrays.is_some(),
            )
        })
        .collect()
}

/// The marker of an argument left out whose default the declaration writes `text`.
#[pyfunction]
pub fn absent(text: String) -> Absent {
    Absent { text }
}

/// Calls the function `index` of [`functions`] with `args`, one per parameter in order (the
/// marker of [`absent`] for one left out).
#[pyfunction]
pub fn call(py: Python<'_>, index: usize, args: &Bound<'_, PyTuple>) -> PyResult<Py<PyAny>> {
    let signature: &Signature = signatures()
        .get(index)
        .ok_or_else(|| PyIndexError::new_err(format!("no function has the index {index}")))?;
    let values = args
        .iter()
        .map(|a| {
            if a.is_instance_of::<Absent>() {
                Ok(Value::Absent)
            } else {
                value_from_py(&a)
            }
        })
        .collect::<PyResult<Vec<_>>>()?;
    call_values(py, signature, &values)
}

/// Calls `signature`'s function with `values`, one per parameter in order.
pub fn call_values(py: Python<'_>, signature: &Signature, values: &[Value]) -> PyResult<Py<PyAny>> {
    let elements: usize = values
        .iter()
        .map(|v| match v {
            Value::Array(a) => a.size(),
            _ => 0,
        })
        .sum();
    let result = compute(py, elements, || signature.call(values)).map_err(to_py_err)?;
    value_to_py(py, result)
}

/// The Array API's settings on this thread until dropped: its promotion rules (pairs it leaves
/// undefined are errors) and its default dtypes (int64, uint64, float64, complex128).
pub fn array_api_scope() -> ivy::Result<[ivy::ScopeGuard; 5]> {
    use ivy::Dtype::{Complex128, Float64, Int64, Uint64};
    Ok([
        ivy::promotion_rules_scope(ivy::PromotionRules::ArrayApi),
        ivy::default_int_dtype_scope(Int64)?,
        ivy::default_uint_dtype_scope(Uint64)?,
        ivy::default_float_dtype_scope(Float64)?,
        ivy::default_complex_dtype_scope(Complex128)?,
    ])
}

/// [`call`] under the Array API's settings: the calls of `ivy_rs.array_api`.
#[pyfunction]
pub fn call_array_api(
    py: Python<'_>,
    index: usize,
    args: &Bound<'_, PyTuple>,
) -> PyResult<Py<PyAny>> {
    let _scope = array_api_scope().map_err(to_py_err)?;
    call(py, index, args)
}

/// `f(*args, **kwargs)` under the Array API's settings: the namespace's functions written in
/// Python (`asarray`), and the operators of its arrays.
#[pyfunction]
#[pyo3(signature = (f, *args, **kwargs))]
pub fn in_array_api(
    f: &Bound<'_, PyAny>,
    args: &Bound<'_, PyTuple>,
    kwargs: Option<&Bound<'_, pyo3::types::PyDict>>,
) -> PyResult<Py<PyAny>> {
    let _scope = array_api_scope().map_err(to_py_err)?;
    f.call(args, kwargs).map(Bound::unbind)
}
