//! A declared function's output types from a list of argument types alone, for tools that know
//! nothing of its signature (`ivy type sum 'int8[3, ?]'`): `f::DECL.output_types(&types)`.
//!
//! The given types fill the function's array parameters in order (an optional one only when
//! types are left for it; a list of arrays, as `concat` takes, gets every type left); every
//! other parameter takes the function's default where its declaration states one
//! (`#[defaults(end_dim = -1)]`), else the zero value of its type (`None`, `false`, `0`,
//! empty). A function with a parameter that has no default (`eye`'s `n_rows`, declared
//! `#[defaults(n_rows = required)]`), or whose type has no zero value (`astype`'s `dtype`,
//! `clip`'s bounds), cannot be typed this way: call its `output_type` with the arguments.

use super::FunctionDecl;
use crate::error::{Error, Result};
use crate::tensor_type::TensorType;

/// How a parameter takes part in [`FunctionDecl::output_types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeParam {
    /// An array: one type.
    Array(&'static str),
    /// An optional array: one type if any is left for it, else none.
    OptArray(&'static str),
    /// A list of arrays: every type left.
    Arrays(&'static str),
    /// Anything else: its default.
    Default(&'static str),
}

/// A function's `output_type` on the types given to each of its parameters.
pub type TypesOf = fn(&[&[TensorType]]) -> Result<Vec<TensorType>>;

/// What a declaration generates for [`FunctionDecl::output_types`]: its parameters, and its
/// `output_type` called with the types distributed over them.
#[derive(Clone, Copy, Debug)]
pub struct Typing {
    /// The parameters, in order (`out` left out).
    pub params: &'static [TypeParam],
    /// `output_type` on the types given to each parameter ([`distribute`]); `None` where
    /// the function cannot be typed from types alone.
    pub eval: Option<TypesOf>,
    /// Why it cannot, if it cannot: the parameters with no default.
    pub untypable: Option<&'static str>,
}

/// The types each parameter of `params` gets from `given`: one per array, one or none per
/// optional array, the rest to a list of arrays; or an error naming what the function takes.
pub fn distribute<'t>(
    function: &'static str,
    params: &[TypeParam],
    given: &'t [TensorType],
) -> Result<Vec<&'t [TensorType]>> {
    let required = params
        .iter()
        .filter(|p| matches!(p, TypeParam::Array(_)))
        .count();
    let list = params.iter().any(|p| matches!(p, TypeParam::Arrays(_)));
    let optional = if list {
        0
    } else {
        params
            .iter()
            .filter(|p| matches!(p, TypeParam::OptArray(_)))
            .count()
    };
    let names: Vec<&str> = params
        .iter()
        .filter_map(|p| match p {
            TypeParam::Array(n) => Some(*n),
            TypeParam::OptArray(n) => Some(*n),
            TypeParam::Arrays(n) => Some(*n),
            TypeParam::Default(_) => None,
        })
        .collect();
    if given.len() < required || (!list && given.len() > required + optional) {
        let takes = match (list, optional) {
            (true, _) => format!("at least {required}"),
            (false, 0) => required.to_string(),
            (false, o) => format!("{required} to {}", required + o),
        };
        return Err(Error::InvalidInput(format!(
            "{function} takes {takes} array types ({}), {} given",
            names.join(", "),
            given.len()
        )));
    }
    let mut spare = given.len() - required;
    let mut at = 0;
    let mut take = |n: usize| {
        let part = &given[at..at + n];
        at += n;
        part
    };
    Ok(params
        .iter()
        .map(|p| match p {
            TypeParam::Array(_) => take(1),
            TypeParam::OptArray(_) if spare > 0 && !list => {
                spare -= 1;
                take(1)
            }
            TypeParam::Arrays(_) => take(spare),
            TypeParam::OptArray(_) | TypeParam::Default(_) => take(0),
        })
        .collect())
}

impl FunctionDecl {
    /// The output types of a call with arrays of the `given` types, every other argument at
    /// its default, on the backend in force, without running it (each function's
    /// `output_type` takes every argument).
    ///
    /// ```
    /// ivy::init()?;
    /// let x: ivy::TensorType = "int8[3, ?]".parse()?;
    /// let types = ivy::sum::DECL.output_types(&[x])?;
    /// assert_eq!(types[0].to_string(), "int32[]"); // every axis, the default int dtype
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn output_types(&self, given: &[TensorType]) -> Result<Vec<TensorType>> {
        let Some(typing) = &self.typing else {
            return Err(Error::InvalidInput(format!(
                "{} has no output types: it is a plain (standalone) function",
                self.name
            )));
        };
        let Some(eval) = typing.eval else {
            let why = typing.untypable.unwrap_or("a parameter");
            // A list of parameters (`start`, `stop`, `num`) is plural.
            let has = if why.contains(", ") { "have" } else { "has" };
            return Err(Error::InvalidInput(format!(
                "{} cannot be typed from array types alone: {why} {has} no default (call \
                 `{}::output_type` with the arguments)",
                self.name, self.name
            )));
        };
        let parts = distribute(self.name, typing.params, given)?;
        eval(&parts)
    }
}
