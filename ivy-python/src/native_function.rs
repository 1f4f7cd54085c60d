//! A declared function of arrays only (`add`, `tan`, `where`, ...) as a native Python
//! callable, `ivy_rs.Function`: called with arrays and Python scalars, it runs the
//! declaration without run-time values ([`ivy::dynamic::Signature::arrays`]) and without a
//! Python frame, so a call costs the dispatch to the kernel and not much more. Any other
//! argument (nested lists, `out=`) takes the general path of [`crate::functions::call`].

use ivy::dynamic::{ArraysRun, Signature, Value, signatures};
use ivy::{ArrayLike, Scalar};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::array::PyArray;
use crate::array::result;
use crate::convert::value_from_py;
use crate::error::to_py_err;
use crate::functions::{array_api_scope, call_values, lets_gil_go};
use crate::host::scalar_from_py;
use crate::operand::Operand;

/// The most arrays a function of arrays only takes.
const MOST_ARRAYS: usize = 3;

/// A declared function of arrays only.
struct ArraysFunction {
    /// Its name, as Python calls it (for messages).
    name: String,
    signature: &'static Signature,
    run: ArraysRun,
    /// Its parameters as Python spells them: the arrays', then `out`.
    names: Vec<String>,
    /// Whether it runs under the Array API's settings.
    array_api: bool,
}

/// A declared function of arrays only, callable from Python. The package gives it its
/// `__doc__`, `__signature__` (which `inspect.signature` reads), `__module__` and
/// `__qualname__`; it pickles by reference, as a Python function does.
#[pyclass(name = "Function", module = "ivy_rs", frozen, dict)]
pub struct PyFunction {
    function: ArraysFunction,
}

#[pymethods]
impl PyFunction {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__(
        &self,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        self.function.call(args, kwargs)
    }

    fn __repr__(&self) -> String {
        format!("<ivy_rs function {}>", self.function.name)
    }

    /// Its name in its module: pickle finds it there.
    fn __reduce__(&self) -> String {
        self.function.name.clone()
    }
}

/// The function `index` of `functions()`, a function of arrays only, as the callable `name`
/// with the parameters `names` (Python's spelling: the arrays', then `out`); under the Array
/// API's settings if `array_api`.
#[pyfunction]
pub fn arrays_function(
    index: usize,
    name: String,
    names: Vec<String>,
    array_api: bool,
) -> PyResult<PyFunction> {
    let signature: &'static Signature = signatures()
        .get(index)
        .ok_or_else(|| PyIndexError::new_err(format!("no function has the index {index}")))?;
    let run = signature.arrays.ok_or_else(|| {
        PyValueError::new_err(format!(
            "{} is not a function of arrays only",
            signature.name()
        ))
    })?;
    if names.len() != signature.params.len() || names.len() > MOST_ARRAYS + 1 {
        return Err(PyValueError::new_err(format!(
            "{} takes {} parameters; {} names were given",
            signature.name(),
            signature.params.len(),
            names.len()
        )));
    }
    Ok(PyFunction {
        function: ArraysFunction {
            name,
            signature,
            run,
            names,
            array_api,
        },
    })
}

/// `likes` in an array (`false` after them): the inputs of [`ArraysRun`], without allocating.
fn inputs<'a>(likes: impl Iterator<Item = ArrayLike<'a>>) -> [ArrayLike<'a>; MOST_ARRAYS] {
    let mut inputs = [ArrayLike::Scalar(Scalar::Bool(false)); MOST_ARRAYS];
    for (input, like) in inputs.iter_mut().zip(likes) {
        *input = like;
    }
    inputs
}

/// An argument of the fast path: an array, borrowed from its Python object, or a weak scalar.
enum Borrowed<'py> {
    Array(PyRef<'py, PyArray>),
    Scalar(Scalar),
}

impl<'py> Borrowed<'py> {
    /// `obj` as an operand; `None` for anything else (nested lists, ...).
    fn from_py(obj: &Bound<'py, PyAny>) -> PyResult<Option<Borrowed<'py>>> {
        if let Ok(a) = obj.cast::<PyArray>() {
            return Ok(Some(Borrowed::Array(a.borrow())));
        }
        Ok(scalar_from_py(obj)?.map(Borrowed::Scalar))
    }

    fn like(&self) -> ArrayLike<'_> {
        match self {
            Borrowed::Array(a) => ArrayLike::Array(&a.inner),
            Borrowed::Scalar(s) => ArrayLike::Scalar(*s),
        }
    }

    /// The operand as its own: the array cloned (sharing its elements) and the borrow let go.
    fn into_owned(self) -> Operand {
        match self {
            Borrowed::Array(a) => Operand::Array(a.inner.clone()),
            Borrowed::Scalar(s) => Operand::Scalar(s),
        }
    }
}

impl ArraysFunction {
    /// `f(*args, **kwargs)`, bound as Python binds a function's arguments.
    fn call(
        &self,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let arrays = self.names.len() - 1;
        if args.len() == arrays && kwargs.is_none_or(|k| k.is_empty()) {
            // The usual call, its arrays by position: no binding to do.
            let mut operands: [Option<Borrowed<'_>>; MOST_ARRAYS] = Default::default();
            for (operand, a) in operands.iter_mut().zip(args.iter()) {
                *operand = Borrowed::from_py(&a)?;
                if operand.is_none() {
                    return self.call_bound(args, kwargs);
                }
            }
            return self.run(args.py(), operands, arrays);
        }
        self.call_bound(args, kwargs)
    }

    /// [`call`](Self::call) with its arguments bound to the parameters by position and name.
    /// Cold: kept out of the usual call's code, whose instruction-cache footprint is most of
    /// its cost.
    #[cold]
    #[inline(never)]
    fn call_bound(
        &self,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let arrays = self.names.len() - 1;
        if args.len() > arrays {
            return Err(PyTypeError::new_err(format!(
                "{}() takes {arrays} positional arguments but {} were given",
                self.name,
                args.len()
            )));
        }
        let mut given: [Option<Bound<'_, PyAny>>; MOST_ARRAYS + 1] = Default::default();
        for (slot, a) in given.iter_mut().zip(args.iter()) {
            *slot = Some(a);
        }
        for (key, value) in kwargs.into_iter().flatten() {
            let key = key.cast_into::<PyString>()?;
            let key = key.to_cow()?;
            let Some(i) = self.names.iter().position(|n| *n == key) else {
                return Err(PyTypeError::new_err(format!(
                    "{}() got an unexpected keyword argument '{key}'",
                    self.name
                )));
            };
            if given[i].replace(value).is_some() {
                return Err(PyTypeError::new_err(format!(
                    "{}() got multiple values for argument '{key}'",
                    self.name
                )));
            }
        }
        if let Some(i) = given[..arrays].iter().position(Option::is_none) {
            return Err(PyTypeError::new_err(format!(
                "{}() missing required argument: '{}'",
                self.name, self.names[i]
            )));
        }
        let py = args.py();
        if given[arrays].as_ref().is_none_or(|out| out.is_none()) {
            let mut operands: [Option<Borrowed<'_>>; MOST_ARRAYS] = Default::default();
            for (operand, a) in operands.iter_mut().zip(given.iter().flatten()) {
                *operand = Borrowed::from_py(a)?;
            }
            if operands[..arrays].iter().all(Option::is_some) {
                return self.run(py, operands, arrays);
            }
        }
        // Nested lists, another argument, or `out=`: read as run-time values.
        let values = given[..=arrays]
            .iter()
            .map(|a| a.as_ref().map_or(Ok(Value::Absent), value_from_py))
            .collect::<PyResult<Vec<_>>>()?;
        let _scope = self.scope()?;
        call_values(py, self.signature, &values)
    }

    /// Runs the function on the first `arrays` of `operands` (each given).
    fn run(
        &self,
        py: Python<'_>,
        operands: [Option<Borrowed<'_>>; MOST_ARRAYS],
        arrays: usize,
    ) -> PyResult<Py<PyAny>> {
        let _scope = self.scope()?;
        let elements: usize = operands
            .iter()
            .flatten()
            .map(|o| match o {
                Borrowed::Array(a) => a.inner.size(),
                Borrowed::Scalar(_) => 0,
            })
            .sum();
        if lets_gil_go(elements) {
            // Its arrays are then the call's own, so other threads may use their Python
            // objects meanwhile.
            let owned = operands.map(|o| o.map(Borrowed::into_owned));
            let inputs = inputs(owned.iter().flatten().map(Operand::like));
            return result(py, py.detach(|| (self.run)(&inputs[..arrays], None)));
        }
        let inputs = inputs(operands.iter().flatten().map(Borrowed::like));
        result(py, (self.run)(&inputs[..arrays], None))
    }

    /// The Array API's settings while a call runs, if the function is the namespace's.
    fn scope(&self) -> PyResult<Option<[ivy::ScopeGuard; 5]>> {
        self.array_api
            .then(array_api_scope)
            .transpose()
            .map_err(to_py_err)
    }
}
