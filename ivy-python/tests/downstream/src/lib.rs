//! A user's crate: one declared function of its own, `scaled_add`, and the extension module
//! `downstream` that exposes it to Python beside ivy's, made by `ivy_python::register`.

use ivy::{Array, Result, compositional};
use pyo3::prelude::*;

/// `x1 + alpha * x2`, element-wise.
#[compositional]
#[defaults(alpha = 1.0)]
#[returns(broadcast(&[x1, x2]))]
pub fn scaled_add(x1: &Array, x2: &Array, alpha: f64) -> Result<Array> {
    ivy::add(x1, &ivy::multiply(x2, alpha)?)
}

/// The module `downstream`: ivy's arrays, settings and functions, and `scaled_add`.
#[pymodule]
fn downstream(m: &Bound<'_, PyModule>) -> PyResult<()> {
    ivy_python::register(m)
}
