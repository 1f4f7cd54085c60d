//! Parameters read off [`Value`]s: one [`FromValue`] per parameter type a declaration can
//! take.

use ivy_grammar::{Device, Dtype};

use super::Value;
use super::nested::to_array;
use crate::arguments::{ConvPadding, HistogramBins, PadMode, Sections, TensordotAxes};
use crate::array::{Array, ArrayLike};
use crate::error::Error;
use crate::host::HostArray;
use crate::scalar::{Like, Operand, Scalar};

/// Why a value is not a parameter's: of another kind (the caller names the parameter and what
/// it takes), or a conversion that failed with its own error.
#[derive(Debug)]
pub enum Refusal {
    /// The value is of a kind the parameter does not take.
    Kind,
    /// The value is of the right kind, but converting it failed.
    Error(Error),
}

impl From<Error> for Refusal {
    fn from(e: Error) -> Self {
        Refusal::Error(e)
    }
}

/// A parameter type read off a [`Value`] ([`Args::get`](super::Args::get)). A type that
/// borrows (`&[usize]`, `&Array` made from a nested list) borrows from its `Holder`, which
/// the call keeps for as long as the function runs.
pub trait FromValue<'a>: Sized {
    /// What the call keeps for the value to borrow from.
    type Holder: Default;
    /// What the parameter takes, as an error says it: "an array", "an integer".
    const EXPECTED: &'static str;
    /// The parameter's value.
    fn from_value(value: &'a Value, holder: &'a mut Self::Holder) -> Result<Self, Refusal>;
}

/// An element of a sequence parameter (`&[isize]`, `&[Array]`), or a plain value (an
/// integer, a dtype): read off one [`Value`] without a holder.
pub trait Element<'a>: Sized {
    /// What it is, as an error says it.
    const EXPECTED: &'static str;
    /// The element, or `None` for a value of another kind or out of its range.
    fn element(value: &'a Value) -> Option<Self>;
    /// The element, or why not: [`Element::element`], except where reading it can fail with
    /// an error of its own (an array made from nested numbers).
    fn read(value: &'a Value) -> Result<Self, Refusal> {
        Self::element(value).ok_or(Refusal::Kind)
    }
}

/// Integers: an exact Python `int` within the type's range.
macro_rules! integers {
    ($($t:ty: $what:literal),*) => {$(
        impl Element<'_> for $t {
            const EXPECTED: &'static str = $what;
            fn element(value: &Value) -> Option<Self> {
                match value {
                    Value::Int(i) => <$t>::try_from(*i).ok(),
                    _ => None,
                }
            }
        }
    )*};
}
// `isize` and `usize` as on the 64-bit targets ivy builds for: an error names the range the
// value missed.
integers!(
    isize: "an integer within int64",
    usize: "a non-negative integer within uint64",
    i64: "an integer within int64",
    i32: "an integer within int32",
    u64: "a non-negative integer within uint64",
    u32: "a non-negative integer within uint32"
);

impl Element<'_> for f64 {
    const EXPECTED: &'static str = "a real number";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Float(f) => Some(*f),
            // Every integer a real parameter takes, rounded as Python's `float(i)`.
            Value::Int(i) => Some(*i as f64),
            _ => None,
        }
    }
}

impl Element<'_> for bool {
    const EXPECTED: &'static str = "a boolean";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

impl<'a> Element<'a> for &'a str {
    const EXPECTED: &'static str = "a string";
    fn element(value: &'a Value) -> Option<Self> {
        match value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
}

impl Element<'_> for Dtype {
    const EXPECTED: &'static str = "a dtype or a dtype's name";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Dtype(d) => Some(*d),
            Value::Str(s) => s.parse().ok(),
            _ => None,
        }
    }
}

impl Element<'_> for Device {
    const EXPECTED: &'static str = "a device or a device's name";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Device(d) => Some(*d),
            Value::Str(s) => s.parse().ok(),
            _ => None,
        }
    }
}

impl Element<'_> for Scalar {
    const EXPECTED: &'static str = "a number or a boolean";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Bool(b) => Some(Scalar::Bool(*b)),
            Value::Int(i) => Some(Scalar::Int(*i)),
            Value::Float(f) => Some(Scalar::Float(*f)),
            Value::Complex(c) => Some(Scalar::Complex(*c)),
            _ => None,
        }
    }
}

impl Element<'_> for Operand {
    const EXPECTED: &'static str = "an array, a dtype or a number";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Array(a) => Some(Operand::from(a)),
            value => Dtype::element(value)
                .map(Operand::from)
                .or_else(|| Scalar::element(value).map(Operand::Weak)),
        }
    }
}

impl<'a> Element<'a> for &'a Array {
    const EXPECTED: &'static str = "an array";
    fn element(value: &'a Value) -> Option<Self> {
        match value {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
}

impl Element<'_> for Array {
    const EXPECTED: &'static str = "an array";
    fn element(value: &Value) -> Option<Self> {
        match value {
            Value::Array(a) => Some(a.clone()),
            _ => None,
        }
    }
    /// An array, or one made from nested numbers.
    fn read(value: &Value) -> Result<Self, Refusal> {
        match value {
            Value::List(_) | Value::Tuple(_) => Ok(to_array(value)?),
            value => Self::element(value).ok_or(Refusal::Kind),
        }
    }
}

impl<'a, A: Element<'a>, B: Element<'a>> Element<'a> for (A, B) {
    const EXPECTED: &'static str = "a pair";
    fn element(value: &'a Value) -> Option<Self> {
        match value {
            Value::List(v) | Value::Tuple(v) => match v.as_slice() {
                [a, b] => Some((A::element(a)?, B::element(b)?)),
                _ => None,
            },
            _ => None,
        }
    }
}

/// Each element type is a parameter type of its own, without a holder.
macro_rules! plain {
    ($($t:ty),*) => {$(
        impl<'a> FromValue<'a> for $t {
            type Holder = ();
            const EXPECTED: &'static str = <$t as Element<'a>>::EXPECTED;
            #[inline]
            fn from_value(value: &'a Value, _: &'a mut ()) -> Result<Self, Refusal> {
                <$t as Element<'a>>::element(value).ok_or(Refusal::Kind)
            }
        }
    )*};
}
plain!(
    isize,
    usize,
    i64,
    i32,
    u64,
    u32,
    f64,
    bool,
    &'a str,
    Dtype,
    Device,
    Scalar,
    Operand
);

impl<'a, A: Element<'a>, B: Element<'a>> FromValue<'a> for (A, B) {
    type Holder = ();
    const EXPECTED: &'static str = "a pair";
    fn from_value(value: &'a Value, _: &'a mut ()) -> Result<Self, Refusal> {
        Self::element(value).ok_or(Refusal::Kind)
    }
}

impl<'a> FromValue<'a> for &'a Array {
    /// An array made from nested numbers, which the call keeps.
    type Holder = Option<Array>;
    const EXPECTED: &'static str = "an array (or nested numbers)";
    #[inline]
    fn from_value(value: &'a Value, holder: &'a mut Option<Array>) -> Result<Self, Refusal> {
        match value {
            Value::Array(a) => Ok(a),
            Value::List(_) | Value::Tuple(_) => Ok(holder.insert(to_array(value)?)),
            _ => Err(Refusal::Kind),
        }
    }
}

impl<'a> FromValue<'a> for ArrayLike<'a> {
    type Holder = Option<Array>;
    const EXPECTED: &'static str = "an array or a number";
    #[inline]
    fn from_value(value: &'a Value, holder: &'a mut Option<Array>) -> Result<Self, Refusal> {
        match Scalar::element(value) {
            Some(s) => Ok(Like::Scalar(s)),
            None => <&Array>::from_value(value, holder).map(Like::Array),
        }
    }
}

impl<'a> FromValue<'a> for &'a mut Array {
    /// The array `out` names: a handle sharing its data, so writing it writes the caller's.
    type Holder = Option<Array>;
    const EXPECTED: &'static str = "an array";
    fn from_value(value: &'a Value, holder: &'a mut Option<Array>) -> Result<Self, Refusal> {
        match value {
            Value::Array(a) => Ok(holder.insert(a.clone())),
            _ => Err(Refusal::Kind),
        }
    }
}

impl<'a> FromValue<'a> for &'a mut [Array] {
    /// The arrays `out` names, as handles sharing their data.
    type Holder = Vec<Array>;
    const EXPECTED: &'static str = "a sequence of arrays";
    fn from_value(value: &'a Value, holder: &'a mut Vec<Array>) -> Result<Self, Refusal> {
        *holder = elements(value)?;
        Ok(holder)
    }
}

/// The arrays `out` names for a function of several results, as handles sharing their data.
macro_rules! outs {
    ($($n:literal: $($x:ident),+;)+) => {$(
        impl<'a> FromValue<'a> for ($(outs!(@out $x),)+) {
            type Holder = Vec<Array>;
            const EXPECTED: &'static str = concat!("a sequence of ", $n, " arrays");
            fn from_value(value: &'a Value, holder: &'a mut Vec<Array>) -> Result<Self, Refusal> {
                *holder = elements(value)?;
                match holder.as_mut_slice() {
                    [$($x),+] => Ok(($($x,)+)),
                    _ => Err(Refusal::Kind),
                }
            }
        }
    )+};
    (@out $x:ident) => { &'a mut Array };
}
outs! {
    "two": a, b;
    "three": a, b, c;
    "four": a, b, c, d;
}

impl<'a, T: Element<'a>> FromValue<'a> for &'a [T] {
    type Holder = Vec<T>;
    const EXPECTED: &'static str = "a sequence";
    fn from_value(value: &'a Value, holder: &'a mut Vec<T>) -> Result<Self, Refusal> {
        *holder = elements(value)?;
        Ok(holder)
    }
}

/// The elements of a list or tuple, each of type `T`; a lone integer is a sequence of one
/// (`zeros(3)`, `expand_dims(x, 0)`, as NumPy and the Array API take shapes and axes).
fn elements<'a, T: Element<'a>>(value: &'a Value) -> Result<Vec<T>, Refusal> {
    match value {
        Value::List(v) | Value::Tuple(v) => v.iter().map(T::read).collect(),
        Value::Int(_) => T::read(value).map(|x| vec![x]),
        _ => Err(Refusal::Kind),
    }
}

impl<'a, T: FromValue<'a>> FromValue<'a> for Option<T> {
    type Holder = T::Holder;
    const EXPECTED: &'static str = T::EXPECTED;
    #[inline]
    fn from_value(value: &'a Value, holder: &'a mut T::Holder) -> Result<Self, Refusal> {
        match value {
            Value::None | Value::Absent => Ok(None),
            value => T::from_value(value, holder).map(Some),
        }
    }
}

impl<'a> FromValue<'a> for HostArray {
    type Holder = ();
    const EXPECTED: &'static str = "nested numbers or an array";
    fn from_value(value: &'a Value, _: &'a mut ()) -> Result<Self, Refusal> {
        match value {
            Value::Array(a) => Ok(a.to_host()?),
            value => Ok(super::nested::to_host(value)?),
        }
    }
}

/// A parameter that takes one of a fixed set of names (`"constant"`, `"left"`): the enum's
/// variants and their names, written once where the enum is.
macro_rules! named {
    ($t:ty: $what:literal, $($variant:ident = $name:literal),+ $(,)?) => {
        impl<'a> $crate::dynamic::FromValue<'a> for $t {
            type Holder = ();
            const EXPECTED: &'static str = $what;
            fn from_value(
                value: &'a $crate::dynamic::Value,
                _: &'a mut (),
            ) -> ::core::result::Result<Self, $crate::dynamic::Refusal> {
                let $crate::dynamic::Value::Str(s) = value else {
                    return Err($crate::dynamic::Refusal::Kind);
                };
                match s.as_str() {
                    $($name => Ok(<$t>::$variant),)+
                    other => Err($crate::dynamic::Refusal::Error($crate::Error::InvalidInput(
                        format!(
                            concat!("`{}` is not ", $what, ": expected one of ",
                                    $("`", $name, "` "),+),
                            other
                        )
                        .trim_end()
                        .to_owned(),
                    ))),
                }
            }
        }
    };
}
pub(crate) use named;
named!(PadMode: "a padding mode", Constant = "constant", Edge = "edge", Reflect = "reflect",
    Symmetric = "symmetric", Wrap = "wrap");

impl<'a> FromValue<'a> for TensordotAxes<'a> {
    /// The two axis lists, when given as lists.
    type Holder = (Vec<isize>, Vec<isize>);
    const EXPECTED: &'static str = "a number of axes, or two lists of axes";
    fn from_value(value: &'a Value, holder: &'a mut Self::Holder) -> Result<Self, Refusal> {
        match value {
            Value::Int(n) => usize::try_from(*n)
                .map(TensordotAxes::Count)
                .map_err(|_| Refusal::Kind),
            Value::List(v) | Value::Tuple(v) => match v.as_slice() {
                [a, b] => {
                    *holder = (elements(a)?, elements(b)?);
                    Ok(TensordotAxes::Pairs(&holder.0, &holder.1))
                }
                _ => Err(Refusal::Kind),
            },
            _ => Err(Refusal::Kind),
        }
    }
}

impl<'a> FromValue<'a> for Sections<'a> {
    /// The split points, when given as a list.
    type Holder = Vec<usize>;
    const EXPECTED: &'static str = "a number of sections, or a list of split sizes";
    fn from_value(value: &'a Value, holder: &'a mut Vec<usize>) -> Result<Self, Refusal> {
        match value {
            Value::Int(n) => usize::try_from(*n)
                .map(Sections::Count)
                .map_err(|_| Refusal::Kind),
            value => {
                *holder = elements(value)?;
                Ok(Sections::Sizes(holder))
            }
        }
    }
}

impl<'a> FromValue<'a> for HistogramBins<'a> {
    /// The edges, when given as a list.
    type Holder = Vec<f64>;
    const EXPECTED: &'static str = "a number of bins, or a list of bin edges";
    fn from_value(value: &'a Value, holder: &'a mut Vec<f64>) -> Result<Self, Refusal> {
        match value {
            Value::Int(n) => usize::try_from(*n)
                .map(HistogramBins::Count)
                .map_err(|_| Refusal::Kind),
            value => {
                *holder = elements(value)?;
                Ok(HistogramBins::Edges(holder))
            }
        }
    }
}

impl<'a> FromValue<'a> for ConvPadding<'a> {
    /// The explicit pairs, when given as a list (or one number for every side).
    type Holder = Vec<(usize, usize)>;
    const EXPECTED: &'static str = "\"SAME\", \"VALID\", a number of zeros, a list of one number \
         per spatial axis, or a list of (before, after) pairs";
    fn from_value(value: &'a Value, holder: &'a mut Self::Holder) -> Result<Self, Refusal> {
        match value {
            Value::Str(s) => match s.as_str() {
                "SAME" | "same" => Ok(ConvPadding::Same),
                "VALID" | "valid" => Ok(ConvPadding::Valid),
                other => Err(Refusal::Error(crate::Error::InvalidInput(format!(
                    "`{other}` is not a padding: expected `SAME`, `VALID`, a number, one number \
                     per spatial axis or (before, after) pairs"
                )))),
            },
            Value::Int(n) => {
                let n = usize::try_from(*n).map_err(|_| Refusal::Kind)?;
                *holder = vec![(n, n)];
                Ok(ConvPadding::Explicit(holder))
            }
            value => {
                // Numbers, one per spatial axis, pad both sides of theirs (PyTorch's and
                // TensorFlow's `padding=[1, 2]`); else each element is a pair.
                *holder = match elements::<usize>(value) {
                    Ok(each) => each.into_iter().map(|p| (p, p)).collect(),
                    Err(_) => elements(value)?,
                };
                Ok(ConvPadding::Explicit(holder))
            }
        }
    }
}
