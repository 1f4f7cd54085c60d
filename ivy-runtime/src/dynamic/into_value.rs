//! Results given back as [`Value`]s: one [`IntoValue`] per result type a declaration can
//! return.

use ivy_grammar::{Dtype, DtypeSet};

use super::Value;
use crate::array::Array;
use crate::info::{Finfo, Iinfo};
use crate::scalar::Scalar;

/// A declared function's result as a [`Value`].
pub trait IntoValue {
    /// The value.
    fn into_value(self) -> Value;
}

impl IntoValue for Array {
    fn into_value(self) -> Value {
        Value::Array(self)
    }
}

impl IntoValue for () {
    fn into_value(self) -> Value {
        Value::None
    }
}

impl IntoValue for bool {
    fn into_value(self) -> Value {
        Value::Bool(self)
    }
}

impl IntoValue for usize {
    fn into_value(self) -> Value {
        Value::Int(self as i128)
    }
}

impl IntoValue for i64 {
    fn into_value(self) -> Value {
        Value::Int(self.into())
    }
}

impl IntoValue for f64 {
    fn into_value(self) -> Value {
        Value::Float(self)
    }
}

impl IntoValue for String {
    fn into_value(self) -> Value {
        Value::Str(self)
    }
}

impl IntoValue for Dtype {
    fn into_value(self) -> Value {
        Value::Dtype(self)
    }
}

/// A set of dtypes as a list of them, in the order of [`Dtype::ALL`].
impl IntoValue for DtypeSet {
    fn into_value(self) -> Value {
        Value::List(self.iter().map(Value::Dtype).collect())
    }
}

impl IntoValue for Scalar {
    fn into_value(self) -> Value {
        match self {
            Scalar::Bool(b) => Value::Bool(b),
            Scalar::Int(i) => Value::Int(i),
            Scalar::Float(f) => Value::Float(f),
            Scalar::Complex(c) => Value::Complex(c),
        }
    }
}

impl<T: IntoValue> IntoValue for Vec<T> {
    fn into_value(self) -> Value {
        Value::List(self.into_iter().map(IntoValue::into_value).collect())
    }
}

impl<A: IntoValue, B: IntoValue> IntoValue for (A, B) {
    fn into_value(self) -> Value {
        Value::Tuple(vec![self.0.into_value(), self.1.into_value()])
    }
}

impl<A: IntoValue, B: IntoValue, C: IntoValue> IntoValue for (A, B, C) {
    fn into_value(self) -> Value {
        Value::Tuple(vec![
            self.0.into_value(),
            self.1.into_value(),
            self.2.into_value(),
        ])
    }
}

impl<A: IntoValue, B: IntoValue, C: IntoValue, D: IntoValue> IntoValue for (A, B, C, D) {
    fn into_value(self) -> Value {
        Value::Tuple(vec![
            self.0.into_value(),
            self.1.into_value(),
            self.2.into_value(),
            self.3.into_value(),
        ])
    }
}

impl IntoValue for Iinfo {
    fn into_value(self) -> Value {
        Value::Record(vec![
            ("bits", Value::Int(self.bits.into())),
            ("min", Value::Int(self.min)),
            ("max", Value::Int(self.max)),
            ("dtype", Value::Dtype(self.dtype)),
        ])
    }
}

impl IntoValue for Finfo {
    fn into_value(self) -> Value {
        Value::Record(vec![
            ("bits", Value::Int(self.bits.into())),
            ("eps", Value::Float(self.eps)),
            ("max", Value::Float(self.max)),
            ("min", Value::Float(self.min)),
            ("smallest_normal", Value::Float(self.smallest_normal)),
            ("dtype", Value::Dtype(self.dtype)),
        ])
    }
}
