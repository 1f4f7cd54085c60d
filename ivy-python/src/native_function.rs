//! A declared function of arrays only (`add`, `tan`, `where`, ...) as a native Python
//! function: a builtin called through CPython's fast calling convention (`METH_FASTCALL`),
//! with arrays and Python scalars, which runs the declaration without run-time values
//! ([`ivy::dynamic::Signature::arrays`]), without a Python frame and without the argument tuple
//! a callable object's `__call__` is given, so a call costs the dispatch to the kernel and not
//! much more. Any other argument (nested lists, `out=`) takes the general path of
//! [`crate::functions::call`].
//!
//! The builtin's `self` is a small module object whose state points at the function's
//! [`ArraysFunction`]: a builtin bound to a module is what Python shows as a plain function
//! (`<built-in function add>`, `__qualname__` its name, pickled by reference to its module).
//!
//! This file is the module's boundary with CPython's C calling convention, which pyo3 does
//! not offer for a function made at run time: the only unsafe code outside DLPack.
#![allow(unsafe_code)]

use std::cell::UnsafeCell;
use std::ffi::{CString, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::ptr;

use ivy::dynamic::{ArraysRun, Signature, Value, signatures};
use ivy::{ArrayLike, Scalar};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::ffi;
use pyo3::panic::PanicException;
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

/// The definition of the modules that hold an [`ArraysFunction`] each (in their state: a
/// pointer to it, freed with the module). CPython initialises it on first use and reads it
/// after; it is never written from Rust.
struct HolderDef(UnsafeCell<ffi::PyModuleDef>);

// SAFETY: CPython reads and initialises the definition with the GIL held only.
unsafe impl Sync for HolderDef {}

static HOLDER: HolderDef = HolderDef(UnsafeCell::new(ffi::PyModuleDef {
    m_base: ffi::PyModuleDef_HEAD_INIT,
    m_name: c"ivy_rs._function".as_ptr(),
    m_doc: ptr::null(),
    m_size: size_of::<*mut ArraysFunction>() as ffi::Py_ssize_t,
    m_methods: ptr::null_mut(),
    m_slots: ptr::null_mut(),
    m_traverse: None,
    m_clear: None,
    m_free: Some(free_holder),
}));

/// The holder module's state: where its function's pointer is.
///
/// # Safety
/// `holder` is a module made from [`HOLDER`].
unsafe fn holder_state(holder: *mut ffi::PyObject) -> *mut *mut ArraysFunction {
    unsafe { ffi::PyModule_GetState(holder).cast() }
}

/// Frees a holder module's function (its state is zeroed until the function is set).
unsafe extern "C" fn free_holder(holder: *mut c_void) {
    // SAFETY: CPython calls `m_free` with a module made from `HOLDER`.
    unsafe {
        let state = holder_state(holder.cast());
        if !state.is_null() && !(*state).is_null() {
            drop(Box::from_raw(*state));
            *state = ptr::null_mut();
        }
    }
}

/// The function `index` of `functions()`, a function of arrays only, as the builtin `name` of
/// the module `module`, with the parameters `names` (Python's spelling: the arrays', then `out`),
/// the signature `text_signature` (`"(x1, x2, *, out=None)"`, which `inspect.signature` reads)
/// and the docstring `doc`; under the Array API's settings if `array_api`.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
pub fn arrays_function<'py>(
    py: Python<'py>,
    index: usize,
    name: String,
    names: Vec<String>,
    array_api: bool,
    module: &str,
    text_signature: &str,
    doc: &str,
) -> PyResult<Bound<'py, PyAny>> {
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
    let c_string = |what: &str, text: String| {
        CString::new(text)
            .map_err(|_| PyValueError::new_err(format!("{name}: its {what} holds a NUL")))
    };
    // CPython keeps pointers to the definition, its name and its docstring for as long as the
    // builtin lives, which is the process for the package's functions: they are leaked, once
    // per function defined.
    let ml_name = c_string("name", name.clone())?;
    let ml_doc = c_string("docstring", format!("{name}{text_signature}\n--\n\n{doc}"))?;
    let function = Box::new(ArraysFunction {
        name,
        signature,
        run,
        names,
        array_api,
    });
    // SAFETY: with the GIL held; the holder's state is as large as a pointer (`HOLDER`), and
    // it owns the box from here on (freed by `free_holder`).
    let holder = unsafe {
        let holder = ffi::PyModule_Create(HOLDER.0.get());
        let holder = Bound::from_owned_ptr_or_err(py, holder)?;
        *holder_state(holder.as_ptr()) = Box::into_raw(function);
        holder
    };
    let def = Box::leak(Box::new(ffi::PyMethodDef {
        ml_name: ml_name.into_raw(),
        ml_meth: ffi::PyMethodDefPointer {
            PyCFunctionFastWithKeywords: call_fast,
        },
        ml_flags: ffi::METH_FASTCALL | ffi::METH_KEYWORDS,
        ml_doc: ml_doc.into_raw(),
    }));
    let module = PyString::new(py, module);
    // SAFETY: `def` lives forever; `holder` and `module` are valid objects (borrowed: the
    // builtin takes its own references).
    unsafe {
        Bound::from_owned_ptr_or_err(
            py,
            ffi::PyCFunction_NewEx(def, holder.as_ptr(), module.as_ptr()),
        )
    }
}

/// What CPython calls: `args` holds `nargs` positional arguments, then one per name of
/// `kwnames` (a tuple, or null without keywords).
unsafe extern "C" fn call_fast(
    holder: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls a builtin with the thread attached.
    let py = unsafe { Python::assume_attached() };
    // A panic must not unwind into CPython: it becomes Python's `PanicException`, as it does
    // through pyo3's own functions.
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `holder` is the builtin's module, made by `arrays_function` with its
        // function set; the arguments are as CPython passes them.
        unsafe {
            let function = &**holder_state(holder);
            function.call_vector(py, args, nargs, kwnames)
        }
    }));
    match outcome {
        Ok(Ok(value)) => value.into_ptr(),
        Ok(Err(e)) => {
            e.restore(py);
            ptr::null_mut()
        }
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a Rust panic".to_owned());
            PanicException::new_err(message).restore(py);
            ptr::null_mut()
        }
    }
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
    /// `f(*args, **kwargs)` as CPython's fast calling convention passes them, bound as Python
    /// binds a function's arguments.
    ///
    /// # Safety
    /// `args` points at `nargs` positional arguments followed by one per name of `kwnames` (a
    /// tuple of strings, or null), each a valid object borrowed for the call.
    unsafe fn call_vector(
        &self,
        py: Python<'_>,
        args: *const *mut ffi::PyObject,
        nargs: ffi::Py_ssize_t,
        kwnames: *mut ffi::PyObject,
    ) -> PyResult<Py<PyAny>> {
        let arrays = self.names.len() - 1;
        let given = |i: usize| unsafe { Bound::from_borrowed_ptr(py, *args.add(i)) };
        let nargs = nargs as usize;
        if nargs == arrays && kwnames.is_null() {
            // The usual call, its arrays by position: no binding to do.
            let objects: [Option<Bound<'_, PyAny>>; MOST_ARRAYS] =
                std::array::from_fn(|i| (i < arrays).then(|| given(i)));
            let mut operands: [Option<Borrowed<'_>>; MOST_ARRAYS] = Default::default();
            for (operand, a) in operands.iter_mut().zip(objects.iter().flatten()) {
                *operand = Borrowed::from_py(a)?;
                if operand.is_none() {
                    return unsafe { self.call_slow(py, args, nargs, kwnames) };
                }
            }
            return self.run(py, operands, arrays);
        }
        unsafe { self.call_slow(py, args, nargs, kwnames) }
    }

    /// [`call_vector`](Self::call_vector) of anything but arrays and scalars by position: the
    /// arguments as a tuple and a dict, bound by [`call_bound`](Self::call_bound).
    ///
    /// # Safety
    /// As [`call_vector`](Self::call_vector).
    #[cold]
    #[inline(never)]
    unsafe fn call_slow(
        &self,
        py: Python<'_>,
        args: *const *mut ffi::PyObject,
        nargs: usize,
        kwnames: *mut ffi::PyObject,
    ) -> PyResult<Py<PyAny>> {
        let given = |i: usize| unsafe { Bound::from_borrowed_ptr(py, *args.add(i)) };
        let positional = PyTuple::new(py, (0..nargs).map(given))?;
        let keywords = if kwnames.is_null() {
            None
        } else {
            let names = unsafe { Bound::from_borrowed_ptr(py, kwnames) };
            let names = names.cast_into::<PyTuple>()?;
            let dict = PyDict::new(py);
            for (i, key) in names.iter().enumerate() {
                dict.set_item(key, given(nargs + i))?;
            }
            Some(dict)
        };
        self.call_bound(&positional, keywords.as_ref())
    }

    /// The call with its arguments bound to the parameters by position and name.
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
