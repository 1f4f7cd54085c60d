//! Declared functions called with values known only at run time: what a binding to a dynamic
//! language (the Python module) calls.
//!
//! Each declaration that can be called this way adds a [`Signature`] to the program's list
//! ([`signatures`], a link-time list as [`declared_functions`](crate::declared_functions)):
//! its parameters' names, types as written and defaults as written, its doc comment, and a
//! function that reads its arguments off a slice of [`Value`]s, calls the declared function
//! and gives its result back as a [`Value`]. The conversion of each argument is the
//! parameter type's [`FromValue`] (pyo3's `extract_argument` with a holder is the model: a
//! `&[usize]` borrows from a vector the call holds); of the result, [`IntoValue`]. A
//! declaration whose parameter or result types have no conversion (a closure, a container, a
//! generic) has no signature, and is not callable this way.
//!
//! ```
//! use ivy::dynamic::{Value, signature_of};
//!
//! ivy::init()?;
//! let sum = signature_of("sum").expect("sum is declared");
//! assert_eq!(sum.params[0].name, "x");
//! let x = Value::List(vec![Value::Int(1), Value::Int(2), Value::Int(3)]);
//! let total = sum.call(&[x, Value::Absent, Value::Bool(true)])?;
//! let Value::Array(total) = total else { panic!("sum gives an array") };
//! assert_eq!((total.to_string(), total.shape()), ("[6]".to_owned(), &[1usize][..]));
//! # Ok::<(), ivy::Error>(())
//! ```

mod from_value;
mod into_value;
mod nested;

pub(crate) use from_value::named;
pub use from_value::{Element, FromValue, Refusal};
pub use into_value::IntoValue;

use ivy_grammar::{Device, Dtype};
use num_complex::Complex64;

use crate::array::{Array, ArrayLike};
use crate::error::{Error, Result};
use crate::registry::FunctionDecl;

/// A value given to or returned by a dynamic call.
#[derive(Clone, Debug)]
pub enum Value {
    /// An argument left out: the parameter takes its declared default.
    Absent,
    /// No value (Python's `None`): `None` for an `Option` parameter.
    None,
    /// A boolean.
    Bool(bool),
    /// An integer (wide enough for every `int64` and `uint64` value).
    Int(i128),
    /// A real number.
    Float(f64),
    /// A complex number.
    Complex(Complex64),
    /// A string: a name (`"float32"`, `"cpu"`, a mode).
    Str(String),
    /// A dtype.
    Dtype(Dtype),
    /// A device.
    Device(Device),
    /// An array.
    Array(Array),
    /// A sequence: a shape, axes, arrays, or nested numbers read as an array.
    List(Vec<Value>),
    /// A fixed group of values (a function's several results; a pair).
    Tuple(Vec<Value>),
    /// Named values: a result with fields (`finfo`'s `bits`, `eps`, ...).
    Record(Vec<(&'static str, Value)>),
}

/// One parameter of a [`Signature`].
#[derive(Clone, Copy, Debug)]
pub struct Param {
    /// Its name as declared.
    pub name: &'static str,
    /// Its type as written in the declaration (`"&Array"`, `"Option<Dtype>"`).
    pub ty: &'static str,
    /// Its default as written (`"None"`, `"false"`, `"-1"`), `None` where every call gives it.
    pub default: Option<&'static str>,
    /// Whether a binding should take it by name only (`dtype`, `device` and `out`, as the
    /// Array API and Ivy take them).
    pub keyword_only: bool,
}

impl Param {
    /// A parameter every call gives, of the type written `ty`.
    pub const fn new(name: &'static str, ty: &'static str) -> Param {
        Param {
            name,
            ty,
            default: None,
            keyword_only: false,
        }
    }

    /// An array parameter every call gives (`&Array`).
    pub const fn array(name: &'static str) -> Param {
        Param::new(name, "&Array")
    }

    /// An array-like parameter every call gives (`ArrayLike<'_>`).
    pub const fn array_like(name: &'static str) -> Param {
        Param::new(name, "ArrayLike<'_>")
    }

    /// `out: Option<&mut Array>`, by name only, `None` by default.
    pub const OUT: Param = Param::new("out", "Option<&mut Array>").or("None").keyword();

    /// The parameter with the default written `default`.
    pub const fn or(self, default: &'static str) -> Param {
        Param {
            default: Some(default),
            ..self
        }
    }

    /// The parameter, taken by name only.
    pub const fn keyword(self) -> Param {
        Param {
            keyword_only: true,
            ..self
        }
    }
}

/// A declared function as a dynamic call sees it.
pub struct Signature {
    /// The function's descriptor.
    pub decl: &'static FunctionDecl,
    /// Its doc comment.
    pub doc: &'static str,
    /// Its parameters, in declaration order.
    pub params: &'static [Param],
    /// Reads the arguments, calls the function and converts its result.
    pub run: fn(&Args<'_>) -> Result<Value>,
    /// For a function of arrays only, the call without run-time values (a binding's fast
    /// path): its arrays in order and its `out`.
    pub arrays: Option<ArraysRun>,
}

/// A function of arrays only, called with its arrays in declaration order and its `out`
/// ([`Signature::arrays`]); another number of arrays than it takes is an error.
pub type ArraysRun = fn(&[ArrayLike<'_>], Option<&mut Array>) -> Result<Array>;

/// A call's arguments, one per parameter in declaration order ([`Value::Absent`] for one left
/// out), as [`Signature::run`] reads them.
pub struct Args<'v> {
    signature: &'v Signature,
    values: &'v [Value],
}

impl Signature {
    /// The signature of the function `decl`, with its doc's prose, its parameters, and the
    /// function that runs it.
    pub const fn new(
        decl: &'static FunctionDecl,
        doc: &'static str,
        params: &'static [Param],
        run: fn(&Args<'_>) -> Result<Value>,
    ) -> Signature {
        Signature {
            decl,
            doc,
            params,
            run,
            arrays: None,
        }
    }

    /// The function's name (`"add"`; a frontend's function, `"numpy.add"`).
    pub fn name(&self) -> &'static str {
        self.decl.name
    }

    /// Calls the function with `values`, one per parameter in declaration order
    /// ([`Value::Absent`] for a parameter left out; missing trailing ones are left out).
    pub fn call(&self, values: &[Value]) -> Result<Value> {
        if values.len() > self.params.len() {
            return Err(Error::InvalidInput(format!(
                "{} takes {} arguments ({}), got {}",
                self.name(),
                self.params.len(),
                self.params
                    .iter()
                    .map(|p| p.name)
                    .collect::<Vec<_>>()
                    .join(", "),
                values.len()
            )));
        }
        (self.run)(&Args {
            signature: self,
            values,
        })
    }
}

impl<'v> Args<'v> {
    /// The argument `index` as the parameter's type `T`; an error naming the parameter and
    /// what it takes if it is left out or of another kind.
    #[inline]
    pub fn get<'a, T: FromValue<'a>>(
        &'a self,
        index: usize,
        holder: &'a mut T::Holder,
    ) -> Result<T> {
        match self.value(index) {
            Value::Absent => Err(Error::InvalidInput(format!(
                "{}: argument `{}` is required",
                self.signature.name(),
                self.param(index)
            ))),
            value => self.convert(index, value, holder),
        }
    }

    /// [`Args::get`], or `default` where the argument is left out.
    #[inline]
    pub fn get_or<'a, T: FromValue<'a>>(
        &'a self,
        index: usize,
        holder: &'a mut T::Holder,
        default: T,
    ) -> Result<T> {
        match self.value(index) {
            Value::Absent => Ok(default),
            value => self.convert(index, value, holder),
        }
    }

    fn value(&self, index: usize) -> &'v Value {
        self.values.get(index).unwrap_or(&Value::Absent)
    }

    fn param(&self, index: usize) -> &'static str {
        self.signature.params.get(index).map_or("?", |p| p.name)
    }

    fn convert<'a, T: FromValue<'a>>(
        &'a self,
        index: usize,
        value: &'a Value,
        holder: &'a mut T::Holder,
    ) -> Result<T> {
        T::from_value(value, holder).map_err(|refusal| match refusal {
            Refusal::Kind => Error::ArgumentKind {
                function: self.signature.name(),
                argument: self.param(index),
                expected: T::EXPECTED,
            },
            Refusal::Error(e) => e,
        })
    }
}

/// Every signature in the program (the library's, the frontends' and those of every crate
/// linked in), in no particular order.
// SAFETY: linkme's `#[link_section]` static, bounded by the linker's section start and stop
// symbols; each element is a `Signature`, type-checked by linkme.
#[allow(unsafe_code)]
#[linkme::distributed_slice]
pub static IVY_SIGNATURES: [Signature];

/// Every declared function callable with [`Value`]s.
pub fn signatures() -> &'static [Signature] {
    &IVY_SIGNATURES
}

/// The signature of a function called `name` (`"add"`, `"numpy.add"`), if one has one (a
/// program that declares a function of the library's name has two: see
/// [`FunctionDecl::module`] to tell them apart).
pub fn signature_of(name: &str) -> Option<&'static Signature> {
    IVY_SIGNATURES.iter().find(|s| s.name() == name)
}
