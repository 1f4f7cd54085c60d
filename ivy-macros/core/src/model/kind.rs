//! Function kinds and wrappers: the grammar's [`FunctionKind`] and [`Wrapper`], the same types
//! the runtime's descriptors hold.

pub use crate::grammar::{FunctionKind, Wrapper};
