//! What an operator takes beside an array: another array or a Python scalar (weak, as ivy's
//! Rust scalars are: `x + 2` keeps an int8 `x` int8).

use ivy::{Array, ArrayLike, Scalar};
use pyo3::prelude::*;

use crate::array::PyArray;
use crate::host::scalar_from_py;

/// An operand: an array, or a weak scalar.
pub enum Operand {
    /// An `ivy_rs.Array`.
    Array(Array),
    /// A Python `bool`, `int`, `float` or `complex`.
    Scalar(Scalar),
}

impl Operand {
    /// `obj` as an operand; `None` (so the operator returns `NotImplemented`) for anything else.
    pub fn from_py(obj: &Bound<'_, PyAny>) -> PyResult<Option<Operand>> {
        if let Ok(a) = obj.cast::<PyArray>() {
            return Ok(Some(Operand::Array(a.borrow().inner.clone())));
        }
        Ok(scalar_from_py(obj)?.map(Operand::Scalar))
    }

    /// The operand as ivy's functions take it.
    pub fn like(&self) -> ArrayLike<'_> {
        match self {
            Operand::Array(a) => ArrayLike::Array(a),
            Operand::Scalar(s) => ArrayLike::from(*s),
        }
    }
}
