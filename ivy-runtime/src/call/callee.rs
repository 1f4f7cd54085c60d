//! The calls a declared function's body makes, as the generated code records and checks them:
//! [`IvyFunction`], what the macros implement for the type of every declared function, and
//! the stand-in a call's name takes when it names no declared function.
//!
//! The macros cannot see which names are declared functions: for each call `f(..)` a body
//! makes, the generated code imports `f` as `__ivy_callee` next to a glob import of
//! `__private::undeclared`, whose `__ivy_callee` is [`NotAnIvyFunction`]. An explicit import
//! shadows a glob one in the namespaces it has, so in the type namespace `__ivy_callee` is the
//! declared function's type `f` when there is one and the stand-in otherwise (a plain helper,
//! which has a value only). The checks are then trait bounds, each one error with its own
//! message at the call.

use super::Declared;
use crate::kind;
use crate::registry::FunctionDecl;

/// A declared function, as its type `f` (every kind): what a compositional body's call of `f`
/// records, and what a standalone body's call is checked against. A function with kernels has
/// it through [`Declared`]; the macros implement it for compositional and standalone ones.
pub trait IvyFunction {
    /// The function's kind ([`kind::Primary`], [`kind::Compositional`], [`kind::Mixed`] or
    /// [`kind::Standalone`]).
    type Kind;
    /// The function's descriptor (`f::DECL`).
    const DECL: &'static FunctionDecl;
}

impl<F: Declared> IvyFunction for F {
    type Kind = F::Kind;
    const DECL: &'static FunctionDecl = F::DECL;
}

/// What a compositional or mixed body calls by a lower-case name: a declared function. (Its
/// one implementation is over [`IvyFunction`], so that an error names no list of them.)
#[diagnostic::on_unimplemented(
    message = "this call is of no declared ivy function, and a compositional body's lower-case \
               calls are ivy function calls",
    label = "no ivy function is declared by this name",
    note = "list a plain helper in `not_ivy = [..]` of the kind attribute (`#[compositional(not_ivy \
            = [helper])]`), or call it through a path (`self::helper(..)`): the functions a body \
            calls give its supported dtypes"
)]
pub trait ComposedCallee {
    /// The callee's descriptor.
    const DECL: &'static FunctionDecl;
}

#[diagnostic::do_not_recommend]
impl<F: IvyFunction> ComposedCallee for F {
    const DECL: &'static FunctionDecl = F::DECL;
}

/// The type `__ivy_callee` of a call whose name is no declared function's (a plain helper).
pub struct NotAnIvyFunction;

/// The glob import that gives a call's name its stand-in type (see the module doc).
pub mod undeclared {
    pub use super::NotAnIvyFunction as __ivy_callee;
}

/// What a `#[standalone]` function may call: plain functions and other standalone functions
/// (seed 002: a standalone function references no primary, compositional or mixed function).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is a declared ivy function, and a `#[standalone]` function calls none \
               but other standalone ones",
    label = "`{Self}` is declared primary, compositional or mixed",
    note = "declare the calling function `#[compositional]` (a body in terms of ivy functions), \
            or call no declared function from it"
)]
pub trait StandaloneCallee {}

impl StandaloneCallee for NotAnIvyFunction {}

#[diagnostic::do_not_recommend]
impl<F: IvyFunction<Kind = kind::Standalone>> StandaloneCallee for F {}

/// The descriptor of a compositional body's callee `F`.
pub const fn callee<F: ComposedCallee>() -> &'static FunctionDecl {
    F::DECL
}

/// Checks a standalone body's callee `F`.
pub const fn standalone_callee<F: StandaloneCallee>() {}
