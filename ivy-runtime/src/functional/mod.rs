//! The functional API: every declared ivy function, by category (as Ivy's
//! `ivy/functional/ivy/<category>.py`).
//!
//! Each function is declared once with the `ivy-macros` attributes; backends implement the
//! primary ones. Besides the function itself, each declaration generates a module of the same
//! name holding its registry descriptor (`tan::DECL`, with support queries such as
//! `tan::DECL.supported_dtypes(backend)`) and, for nestable functions, `tan::nested`, which
//! takes containers wherever the function takes arrays.

use crate::FunctionDecl;

mod creation;
mod data_type;
mod elementwise;
mod linear_algebra;
mod losses;
mod statistical;

pub use creation::*;
pub use data_type::*;
pub use elementwise::*;
pub use linear_algebra::*;
pub use losses::*;
pub use statistical::*;

/// Every function of the library by category, as the support report and the conformance sweep
/// list them (each category's list sits at the end of its file; a test checks that every
/// declaration there is listed).
pub static CATALOG: &[(&str, &[&FunctionDecl])] = &[
    ("creation", creation::FUNCTIONS),
    ("elementwise", elementwise::FUNCTIONS),
    ("statistical", statistical::FUNCTIONS),
    ("linear_algebra", linear_algebra::FUNCTIONS),
    ("losses", losses::FUNCTIONS),
    ("data_type", data_type::FUNCTIONS),
];
