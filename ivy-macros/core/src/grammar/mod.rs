//! The one grammar of dtype names and dtype classes, shared by the macros and the runtime.

mod dtype;
mod dtype_set;
mod parse_error;

pub use dtype::{Dtype, DtypeKind};
pub use dtype_set::{DtypeClass, DtypeSet};
pub use parse_error::ParseError;
