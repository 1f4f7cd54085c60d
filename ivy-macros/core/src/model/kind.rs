//! Function kinds and wrappers: the grammar's [`FunctionKind`] and [`Wrapper`], the same types
//! the runtime's descriptors hold.

pub use crate::grammar::{FunctionKind, Wrapper};

/// The engine's former name of [`FunctionKind`], still used by `expand`.
pub type Kind = FunctionKind;

/// The engine's former name of [`Wrapper`], still used by `expand`.
pub type WrapperName = Wrapper;
