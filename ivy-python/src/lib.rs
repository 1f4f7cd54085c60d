//! The `ivy_rs._native` extension module: ivy's arrays, dtypes, errors and settings for
//! Python. The public namespace is the pure-Python package `ivy_rs` around it
//! (python/ivy_rs/__init__.py).

use pyo3::prelude::*;

mod array;
mod asarray;
mod conversions;
mod convert;
mod dtype;
mod error;
mod host;
mod indexing;
mod numpy;
mod operand;
mod operators;
mod pickle;
mod settings;

pub use error::to_py_err;

/// The module `ivy_rs._native`: registers both backends (ndarray, the default, and candle),
/// and holds the classes, one `DType` per dtype, `asarray` and the settings.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    ivy::init().map_err(to_py_err)?;
    ivy::candle::register().map_err(to_py_err)?;
    m.add_class::<array::PyArray>()?;
    m.add_class::<dtype::PyDType>()?;
    for &d in dtype::all_dtypes() {
        m.add(d.to_string().as_str(), dtype::to_py(m.py(), d)?)?;
    }
    m.add_function(wrap_pyfunction!(asarray::asarray, m)?)?;
    m.add_function(wrap_pyfunction!(pickle::unpickle, m)?)?;
    settings::register(m)?;
    Ok(())
}
