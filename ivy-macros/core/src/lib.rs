//! The engine behind `ivy-macros`, in four stages: [`parse`] (attribute syntax), [`check`] (every
//! validation, lowering to the [`model`]) and [`expand`] (code generation). `ivy-macros` only
//! forwards its entry points to [`expand::attribute`] and [`expand::kernels`]; keeping the engine
//! in a normal library makes it testable.
//!
//! The words of a declaration (dtype names and classes, version specs, device and framework
//! names) are parsed by [`grammar`] (the crate `ivy-grammar`), the same code the runtime parses
//! run-time strings with.

pub use ivy_grammar as grammar;

pub mod check;
pub mod expand;
pub mod facade;
pub mod model;
pub mod parse;
