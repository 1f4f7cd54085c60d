//! ivy's settings from Python: the backend, the default dtypes, the casting mode, the
//! promotion rules and precise mode, each with a setter (process-wide), a getter and a
//! context manager (`with ivy_rs.using_backend("candle"):`) over ivy's thread-local scopes.

use ivy::{BackendId, CastingMode, Dtype, PromotionRules, ScopeGuard};
use pyo3::prelude::*;
use pyo3::types::PyModule;

use crate::dtype::{PyDType, dtype_from_py};
use crate::error::to_py_err;

/// A setting's value for a scope.
#[derive(Clone, Copy, Debug)]
enum Setting {
    Backend(BackendId),
    DefaultDtype(Dtype),
    DefaultFloatDtype(Dtype),
    DefaultIntDtype(Dtype),
    DefaultUintDtype(Dtype),
    DefaultComplexDtype(Dtype),
    CastingMode(CastingMode),
    PromotionRules(PromotionRules),
    PreciseMode(bool),
}

impl Setting {
    /// The scope of this value on this thread, until the guard is dropped.
    fn enter(self) -> ivy::Result<ScopeGuard> {
        Ok(match self {
            Setting::Backend(id) => ivy::backend_scope(id),
            Setting::DefaultDtype(d) => ivy::default_dtype_scope(d)?,
            Setting::DefaultFloatDtype(d) => ivy::default_float_dtype_scope(d)?,
            Setting::DefaultIntDtype(d) => ivy::default_int_dtype_scope(d)?,
            Setting::DefaultUintDtype(d) => ivy::default_uint_dtype_scope(d)?,
            Setting::DefaultComplexDtype(d) => ivy::default_complex_dtype_scope(d)?,
            Setting::CastingMode(m) => ivy::casting_mode_scope(m),
            Setting::PromotionRules(r) => ivy::promotion_rules_scope(r),
            Setting::PreciseMode(p) => ivy::precise_mode_scope(p),
        })
    }
}

/// A context manager of one setting: the value holds on this thread from `__enter__` to
/// `__exit__`. Bound to the thread that made it (ivy's scopes are thread-local).
#[pyclass(name = "Scope", module = "ivy_rs", unsendable)]
pub struct PyScope {
    setting: Setting,
    // One per `__enter__` not yet left: the object may be entered again inside itself.
    guards: Vec<ScopeGuard>,
}

#[pymethods]
impl PyScope {
    fn __enter__(mut slf: PyRefMut<'_, Self>) -> PyResult<PyRefMut<'_, Self>> {
        let guard = slf.setting.enter().map_err(to_py_err)?;
        slf.guards.push(guard);
        Ok(slf)
    }

    #[pyo3(signature = (*_args))]
    fn __exit__(&mut self, _args: &Bound<'_, pyo3::types::PyTuple>) -> bool {
        self.guards.pop();
        false
    }

    fn __repr__(&self) -> String {
        format!("<ivy_rs scope {:?}>", self.setting)
    }
}

/// A scope object of `setting`, checked now (a wrong value raises here, not at `with`).
fn scope(setting: Setting) -> PyResult<PyScope> {
    drop(setting.enter().map_err(to_py_err)?);
    Ok(PyScope {
        setting,
        guards: Vec::new(),
    })
}

/// The backend registered under `name` (`"ndarray"`, `"candle"`).
fn backend(name: &str) -> PyResult<BackendId> {
    ivy::backend_by_name(name).map_err(to_py_err)
}

/// Runs every call on every thread (without a scope of its own) on the backend `name`.
#[pyfunction]
fn set_backend(name: &str) -> PyResult<()> {
    ivy::set_backend(backend(name)?);
    Ok(())
}

/// Undoes the last `set_backend`, returning the name it had set.
#[pyfunction]
fn unset_backend() -> Option<&'static str> {
    ivy::unset_backend().map(BackendId::name)
}

/// The backend set (by a scope or `set_backend`), else `None`: calls then run on their first
/// array's backend, or the default one.
#[pyfunction]
fn current_backend() -> Option<&'static str> {
    ivy::current_backend().map(BackendId::name)
}

/// The names of the registered backends.
#[pyfunction]
fn backends() -> Vec<&'static str> {
    ivy::registered_backends()
        .into_iter()
        .map(BackendId::name)
        .collect()
}

/// A context manager running calls of this thread on the backend `name`.
#[pyfunction]
fn using_backend(name: &str) -> PyResult<PyScope> {
    scope(Setting::Backend(backend(name)?))
}

/// The setter, the unsetter, the getter and the context manager of one default dtype.
macro_rules! default_dtype {
    ($($set:ident, $unset:ident, $get:ident, $using:ident, $Setting:ident, $what:literal;)*) => {$(
        #[doc = concat!("Sets the ", $what, " for every thread.")]
        #[pyfunction]
        fn $set(dtype: &Bound<'_, PyAny>) -> PyResult<()> {
            ivy::$set(dtype_from_py(dtype)?).map_err(to_py_err)
        }

        #[doc = concat!("Undoes `", stringify!($set), "`: the ", $what, " is ivy's again.")]
        #[pyfunction]
        fn $unset() {
            ivy::$unset();
        }

        #[doc = concat!("The ", $what, " in force.")]
        #[pyfunction]
        fn $get() -> PyDType {
            PyDType { dtype: ivy::$get() }
        }

        #[doc = concat!("A context manager of the ", $what, " on this thread.")]
        #[pyfunction]
        fn $using(dtype: &Bound<'_, PyAny>) -> PyResult<PyScope> {
            scope(Setting::$Setting(dtype_from_py(dtype)?))
        }
    )*};
}

default_dtype! {
    set_default_float_dtype, unset_default_float_dtype, default_float_dtype,
        using_default_float_dtype, DefaultFloatDtype, "default float dtype";
    set_default_int_dtype, unset_default_int_dtype, default_int_dtype,
        using_default_int_dtype, DefaultIntDtype, "default int dtype";
    set_default_uint_dtype, unset_default_uint_dtype, default_uint_dtype,
        using_default_uint_dtype, DefaultUintDtype, "default uint dtype";
    set_default_complex_dtype, unset_default_complex_dtype, default_complex_dtype,
        using_default_complex_dtype, DefaultComplexDtype, "default complex dtype";
}

/// Sets the default dtype (`ivy.set_default_dtype`: the default of its kind) for every thread.
#[pyfunction]
fn set_default_dtype(dtype: &Bound<'_, PyAny>) -> PyResult<()> {
    ivy::set_default_dtype(dtype_from_py(dtype)?).map_err(to_py_err)
}

/// Undoes `set_default_dtype`.
#[pyfunction]
fn unset_default_dtype() {
    ivy::unset_default_dtype();
}

/// A context manager of the default dtype on this thread.
#[pyfunction]
fn using_default_dtype(dtype: &Bound<'_, PyAny>) -> PyResult<PyScope> {
    scope(Setting::DefaultDtype(dtype_from_py(dtype)?))
}

/// A casting mode by name (`"off"`, `"upcast"`, `"downcast"`, `"crosscast"`, `"cast"`).
fn casting(name: &str) -> PyResult<CastingMode> {
    name.parse::<CastingMode>().map_err(|e| to_py_err(e.into()))
}

/// Sets the casting mode for every thread.
#[pyfunction]
fn set_casting_mode(mode: &str) -> PyResult<()> {
    ivy::set_casting_mode(casting(mode)?);
    Ok(())
}

/// The casting mode in force, by name.
#[pyfunction]
fn casting_mode() -> String {
    ivy::casting_mode().to_string()
}

/// A context manager of the casting mode on this thread.
#[pyfunction]
fn using_casting_mode(mode: &str) -> PyResult<PyScope> {
    scope(Setting::CastingMode(casting(mode)?))
}

/// A promotion rule set by name (`"ivy-precise"`, `"array-api"`, `"numpy"`, ...).
fn rules(name: &str) -> PyResult<PromotionRules> {
    name.parse::<PromotionRules>()
        .map_err(|e| to_py_err(e.into()))
}

/// Sets the promotion rules for every thread.
#[pyfunction]
fn set_promotion_rules(rules: &str) -> PyResult<()> {
    ivy::set_promotion_rules(self::rules(rules)?);
    Ok(())
}

/// The promotion rules in force, by name.
#[pyfunction]
fn promotion_rules() -> String {
    ivy::promotion_rules().to_string()
}

/// A context manager of the promotion rules on this thread.
#[pyfunction]
fn using_promotion_rules(rules: &str) -> PyResult<PyScope> {
    scope(Setting::PromotionRules(self::rules(rules)?))
}

/// Sets precise mode (Ivy's precise promotion) for every thread.
#[pyfunction]
fn set_precise_mode(precise: bool) {
    ivy::set_precise_mode(precise);
}

/// Whether precise mode is in force.
#[pyfunction]
fn is_precise_mode() -> bool {
    ivy::is_precise_mode()
}

/// A context manager of precise mode on this thread.
#[pyfunction]
fn using_precise_mode(precise: bool) -> PyResult<PyScope> {
    scope(Setting::PreciseMode(precise))
}

/// Adds the settings' functions and the scope class to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyScope>()?;
    m.add_function(wrap_pyfunction!(set_backend, m)?)?;
    m.add_function(wrap_pyfunction!(unset_backend, m)?)?;
    m.add_function(wrap_pyfunction!(current_backend, m)?)?;
    m.add_function(wrap_pyfunction!(backends, m)?)?;
    m.add_function(wrap_pyfunction!(using_backend, m)?)?;
    m.add_function(wrap_pyfunction!(set_default_float_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(unset_default_float_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(default_float_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(using_default_float_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(set_default_int_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(unset_default_int_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(default_int_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(using_default_int_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(set_default_uint_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(unset_default_uint_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(default_uint_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(using_default_uint_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(set_default_complex_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(unset_default_complex_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(default_complex_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(using_default_complex_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(set_default_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(unset_default_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(using_default_dtype, m)?)?;
    m.add_function(wrap_pyfunction!(set_casting_mode, m)?)?;
    m.add_function(wrap_pyfunction!(casting_mode, m)?)?;
    m.add_function(wrap_pyfunction!(using_casting_mode, m)?)?;
    m.add_function(wrap_pyfunction!(set_promotion_rules, m)?)?;
    m.add_function(wrap_pyfunction!(promotion_rules, m)?)?;
    m.add_function(wrap_pyfunction!(using_promotion_rules, m)?)?;
    m.add_function(wrap_pyfunction!(set_precise_mode, m)?)?;
    m.add_function(wrap_pyfunction!(is_precise_mode, m)?)?;
    m.add_function(wrap_pyfunction!(using_precise_mode, m)?)?;
    Ok(())
}
