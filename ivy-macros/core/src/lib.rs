//! The engine behind `ivy-macros`, and the grammar both compile time and run time share.
//!
//! [`grammar`] holds the vocabulary of ivy declarations: the 15 dtype names ([`Dtype`]), the
//! dtype class words (`valid`, `numeric`, `integer`, ...) as [`DtypeSet`]s, and the error every
//! parser in it returns ([`ParseError`]). It needs nothing from `syn`, so `ivy-runtime` re-exports
//! it: a dtype string written in an attribute and one given at run time go through the same code.

pub mod grammar;

pub use grammar::{Dtype, DtypeKind, DtypeSet, ParseError};
