//! `TensorType` (seed 004, PyTensor's "Types"): a dtype and a partial static shape, the type of
//! arrays before any data exists.
//!
//! A type stands for a set of arrays: `float32[?, 3]` is every `float32` array of two
//! dimensions whose second one is 3. Each dimension is known (`Some(n)`) or unknown (`None`,
//! printed `?`); the number of dimensions is always known. On it:
//!
//! * the relations of seed 004: [`TensorType::is_super`] (`self` holds every array `other`
//!   holds), [`TensorType::in_same_class`] (same dtype and same statically-1 dimensions), and
//!   [`TensorType::convert_variable`] (the more specific type both describe, or an error);
//! * [`TensorType::filter`]: an array made to fit the type, under the seed's strict / lossless /
//!   `allow_downcast` rules;
//! * [`TensorType::values_eq`], [`TensorType::values_eq_approx`] and
//!   [`TensorType::may_share_memory`] on arrays; [`TensorType::get_size`] in bytes;
//! * a printed form that parses back: `float32[?, 3]`, `int8[]` (a 0-d type);
//! * [`broadcast_dims`]: NumPy broadcasting of two partial shapes, for shape rules.
//!
//! Every [`Array`](crate::Array) has a type with every dimension known:
//! [`Array::tensor_type`](crate::Array::tensor_type).
//!
//! ```
//! use ivy_runtime::{Dtype, TensorType};
//!
//! let rows: TensorType = "float64[2, ?]".parse()?;
//! let fixed = TensorType::known(Dtype::Float64, &[2, 1]);
//! assert_eq!(rows.to_string(), "float64[2, ?]");
//! assert!(rows.is_super(&fixed) && !fixed.is_super(&rows));
//! assert!(!rows.in_same_class(&fixed)); // [2, 1] is statically broadcastable, [2, ?] is not
//! assert_eq!(rows.convert_variable(&fixed)?, fixed);
//! assert_eq!(fixed.get_size()?, 16); // 2 x 1 x 8 bytes
//! assert!(rows.get_size().is_err()); // dimension 1 is unknown
//! assert!("float33[2]".parse::<TensorType>().is_err()); // did you mean `float32`?
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

mod filter;
mod parse;
mod relations;
mod size;
mod tolerance;

pub use crate::shape::broadcast_dims;
pub use filter::FilterRule;
pub(crate) use parse::format_dims;
pub(crate) use relations::dimensions_differ;
pub use tolerance::Tolerance;

use ivy_grammar::Dtype;

/// One dimension of a static shape: `Some(n)` when known, `None` when any length will do.
pub type Dim = Option<usize>;

/// What a function's `output_type` gives: the output types of a call from its arguments'
/// types (one [`TensorType`] per output: `T` is a tuple or a `Vec` for several), or the error
/// the call would give.
pub type TypeResult<T = TensorType> = crate::Result<T>;

/// The static type of arrays: a dtype and a shape whose dimensions may be unknown.
///
/// Equality is plain equality of dtype and shape (`float32[?]` and `float32[3]` differ); the
/// relations between types are [`TensorType::is_super`] and [`TensorType::in_same_class`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    /// The dtype of the arrays.
    pub dtype: Dtype,
    /// One entry per dimension: its length, or `None` if it is not known statically.
    pub shape: Vec<Dim>,
}

impl TensorType {
    /// A type of `dtype` whose dimensions are `shape` (`None` for an unknown one).
    ///
    /// ```
    /// use ivy_runtime::{Dtype, TensorType};
    /// let t = TensorType::new(Dtype::Float32, [None, Some(3)]);
    /// assert_eq!(t.to_string(), "float32[?, 3]");
    /// ```
    pub fn new(dtype: Dtype, shape: impl Into<Vec<Dim>>) -> TensorType {
        TensorType {
            dtype,
            shape: shape.into(),
        }
    }

    /// The type of arrays of `dtype` and exactly `shape`.
    pub fn known(dtype: Dtype, shape: &[usize]) -> TensorType {
        TensorType::new(dtype, shape.iter().map(|&n| Some(n)).collect::<Vec<_>>())
    }

    /// The number of dimensions.
    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    /// Per dimension, whether it is statically 1 (PyTensor's `broadcastable`): an unknown
    /// dimension is not, though it may turn out to be 1.
    pub fn broadcastable(&self) -> Vec<bool> {
        self.shape.iter().map(|d| *d == Some(1)).collect()
    }

    /// The shape, if every dimension is known.
    pub fn known_shape(&self) -> Option<Vec<usize>> {
        self.shape.iter().copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcastable_marks_only_static_ones() {
        let t = TensorType::new(Dtype::Int8, [Some(1), None, Some(3), Some(1)]);
        assert_eq!(t.ndim(), 4);
        assert_eq!(t.broadcastable(), vec![true, false, false, true]);
        assert!(TensorType::new(Dtype::Int8, []).broadcastable().is_empty());
    }

    #[test]
    fn known_shape_needs_every_dimension() {
        assert_eq!(
            TensorType::known(Dtype::Bool, &[2, 0]).known_shape(),
            Some(vec![2, 0])
        );
        assert_eq!(
            TensorType::new(Dtype::Bool, [Some(2), None]).known_shape(),
            None
        );
        assert_eq!(TensorType::new(Dtype::Bool, []).known_shape(), Some(vec![]));
    }
}
