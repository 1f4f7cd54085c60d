//! The `ivy_rs._native` extension module: ivy's arrays, dtypes, errors and settings for
//! Python. The public namespace is the pure-Python package `ivy_rs` around it
//! (python/ivy_rs/__init__.py).

use pyo3::prelude::*;

mod array;
mod asarray;
mod conversions;
mod convert;
mod dlpack;
mod dtype;
mod error;
mod functions;
mod host;
mod indexing;
mod native_function;
mod numpy;
mod operand;
mod operators;
mod pickle;
mod settings;

pub use error::to_py_err;

/// The module `ivy_rs._native`: see [`register`].
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    register(m)
}

/// Fills `m` as `ivy_rs._native` is filled: registers both backends (ndarray, the default,
/// and candle), and adds the classes, one `DType` per dtype, `asarray`, the settings and the
/// declared functions' signatures and entry points. A crate with declared functions of its
/// own makes its own extension module with it; its functions are among `functions()` there,
/// as every declared function linked into the module is:
///
/// ```ignore
/// #[pyo3::pymodule]
/// fn my_module(m: &pyo3::Bound<'_, pyo3::types::PyModule>) -> pyo3::PyResult<()> {
///     ivy_python::register(m)
/// }
/// ```
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    ivy::init().map_err(to_py_err)?;
    ivy::candle::register().map_err(to_py_err)?;
    m.add("AxisError", error::axis_error(m.py())?)?;
    m.add_class::<array::PyArray>()?;
    m.add_class::<dtype::PyDType>()?;
    for &d in dtype::all_dtypes() {
        m.add(d.to_string().as_str(), dtype::to_py(m.py(), d)?)?;
    }
    m.add_function(wrap_pyfunction!(asarray::asarray, m)?)?;
    m.add_function(wrap_pyfunction!(dlpack::from_dlpack, m)?)?;
    m.add_class::<functions::Absent>()?;
    m.add_function(wrap_pyfunction!(functions::functions, m)?)?;
    m.add_function(wrap_pyfunction!(functions::absent, m)?)?;
    m.add_function(wrap_pyfunction!(functions::call, m)?)?;
    m.add_function(wrap_pyfunction!(functions::call_array_api, m)?)?;
    m.add_function(wrap_pyfunction!(native_function::arrays_function, m)?)?;
    m.add_function(wrap_pyfunction!(functions::in_array_api, m)?)?;
    m.add_function(wrap_pyfunction!(pickle::unpickle, m)?)?;
    settings::register(m)?;
    Ok(())
}
