//! Nested numbers (`[[1, 2], [3, 4]]`) read as an array, with the dtype `asarray` gives Python
//! data: `bool` for booleans only, else the default int dtype for integers (`int64`, or
//! `uint64`, where it cannot hold them), else the default float dtype, else the default
//! complex dtype: the defaults in force, Ivy's (int32, float32) or the Array API's (int64,
//! float64) in its namespace.

use num_complex::Complex64;

use super::Value;
use crate::array::Array;
use crate::backend_stack;
use crate::defaults;
use crate::error::{Error, Result};
use crate::host::HostArray;
use crate::scalar::Scalar;

/// The nested numbers `value` as an array on the backend in force.
pub(super) fn to_array(value: &Value) -> Result<Array> {
    let backend = backend_stack::select(None)?;
    Array::from_host(backend, to_host(value)?, crate::devices::default_device())
}

/// The nested numbers `value` as a host array.
pub(super) fn to_host(value: &Value) -> Result<HostArray> {
    let mut shape = vec![];
    let mut probe = value;
    while let Value::List(v) | Value::Tuple(v) = probe {
        shape.push(v.len());
        match v.first() {
            Some(first) => probe = first,
            None => break,
        }
    }
    let mut leaves = vec![];
    flatten(value, &shape, &mut leaves)?;
    let kind = leaves.iter().map(|v| rank(v)).max().unwrap_or(RANK_FLOAT);
    let (host, default) = match kind {
        RANK_BOOL => return collect(shape, &leaves, |v| matches!(v, Value::Bool(true))),
        RANK_INT => (ints(shape, &leaves)?, defaults::default_int_dtype()),
        RANK_FLOAT => (
            collect(shape, &leaves, real)?,
            defaults::default_float_dtype(),
        ),
        _ => (
            collect(shape, &leaves, |v| match v {
                Value::Complex(c) => *c,
                v => Complex64::new(real(v), 0.0),
            })?,
            defaults::default_complex_dtype(),
        ),
    };
    let held = |v: &&Value| match v {
        Value::Int(i) => Scalar::Int(*i).fits(default),
        _ => true,
    };
    if kind == RANK_INT && !leaves.iter().all(held) {
        return Ok(host);
    }
    host.astype(default)
}

const RANK_BOOL: u8 = 0;
const RANK_INT: u8 = 1;
const RANK_FLOAT: u8 = 2;

/// Where a leaf's kind sits in bool < int < float < complex.
fn rank(v: &Value) -> u8 {
    match v {
        Value::Bool(_) => RANK_BOOL,
        Value::Int(_) => RANK_INT,
        Value::Float(_) => RANK_FLOAT,
        _ => 3,
    }
}

fn real(v: &Value) -> f64 {
    match v {
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        _ => f64::NAN,
    }
}

/// The leaves of `value` in row-major order, checking that every list at depth `d` has
/// `shape[d]` elements and that the leaves are numbers.
fn flatten<'v>(value: &'v Value, shape: &[usize], out: &mut Vec<&'v Value>) -> Result<()> {
    match (value, shape.split_first()) {
        (Value::List(v) | Value::Tuple(v), Some((&len, rest))) if v.len() == len => {
            v.iter().try_for_each(|x| flatten(x, rest, out))
        }
        (Value::List(_) | Value::Tuple(_), _) => Err(Error::InvalidInput(format!(
            "nested sequences of unequal lengths: expected the shape {shape:?} all through"
        ))),
        (Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(_), None) => {
            out.push(value);
            Ok(())
        }
        (Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(_), Some(_)) => {
            Err(Error::InvalidInput(format!(
                "a number where a sequence was expected: nested sequences must have the shape {shape:?} all through"
            )))
        }
        (other, _) => Err(Error::InvalidInput(format!(
            "nested numbers expected, found {}",
            kind_name(other)
        ))),
    }
}

fn kind_name(v: &Value) -> &'static str {
    match v {
        Value::Absent | Value::None => "None",
        Value::Str(_) => "a string",
        Value::Dtype(_) => "a dtype",
        Value::Device(_) => "a device",
        Value::Array(_) => "an array (nested arrays are not read; stack them)",
        _ => "a number",
    }
}

fn collect<T: crate::host::HostElement>(
    shape: Vec<usize>,
    leaves: &[&Value],
    f: impl Fn(&Value) -> T,
) -> Result<HostArray> {
    HostArray::new(shape, leaves.iter().map(|v| f(v)).collect())
}

/// Integers as `int64`, or `uint64` where one is above `int64`'s range and none is negative.
fn ints(shape: Vec<usize>, leaves: &[&Value]) -> Result<HostArray> {
    let int = |v: &Value| match v {
        Value::Int(i) => *i,
        Value::Bool(b) => i128::from(*b),
        _ => 0,
    };
    if leaves.iter().all(|v| i64::try_from(int(v)).is_ok()) {
        return collect(shape, leaves, |v| int(v) as i64);
    }
    if leaves.iter().all(|v| u64::try_from(int(v)).is_ok()) {
        return collect(shape, leaves, |v| int(v) as u64);
    }
    Err(Error::InvalidInput(
        "an integer beyond both int64 and uint64 in nested numbers".to_owned(),
    ))
}
