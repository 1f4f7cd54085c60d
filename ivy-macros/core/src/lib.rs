//! The engine behind `ivy-macros`, and the grammar both compile time and run time share.
//!
//! [`grammar`] holds the vocabulary of ivy declarations: the 15 dtype names ([`Dtype`]), the
//! dtype class words (`valid`, `numeric`, `integer`, ...) as [`DtypeSet`]s, the error those
//! parsers return ([`ParseError`]), version numbers ([`Version`]) and the version specs that key
//! declarations ([`VersionSpec`], resolved with [`resolve`] and checked with [`check_overlaps`]),
//! and device names ([`Device`]). It needs nothing from `syn`, so `ivy-runtime` re-exports it: a
//! string written in an attribute and one given at run time go through the same code.
//!
//! With the default feature `syntax`, the crate is also the macro engine, in four stages:
//! [`parse`] (attribute syntax), [`check`] (every validation, lowering to the [`model`]) and
//! [`expand`] (code generation). `ivy-macros` only forwards its entry points to
//! [`expand::attribute`] and [`expand::kernels`].

pub mod grammar;

#[cfg(feature = "syntax")]
pub mod check;
#[cfg(feature = "syntax")]
pub mod expand;
#[cfg(feature = "syntax")]
pub mod facade;
#[cfg(feature = "syntax")]
pub mod model;
#[cfg(feature = "syntax")]
pub mod parse;

pub use grammar::{
    Device, DeviceError, DeviceErrorKind, DeviceKind, Dtype, DtypeKind, DtypeSet, OverlapError,
    ParseError, Version, VersionError, VersionErrorKind, VersionSpec, VersionSpecForm,
    check_overlaps, resolve, resolve_index,
};
