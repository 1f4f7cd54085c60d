//! The functional API: every declared ivy function, by category (as Ivy's
//! `ivy/functional/ivy/<category>.py`).
//!
//! Each function is declared once with the `ivy-macros` attributes; backends implement the
//! primary ones. Besides the function itself, each declaration generates a type of the same
//! name holding its registry descriptor (`tan::DECL`, with support queries such as
//! `tan::DECL.supported_dtypes(backend)`), `tan::output_type` (the output types of a call from
//! its argument types, by the shape rule of its `#[returns(..)]`) and, for nestable functions,
//! `tan::nested`, which takes containers wherever the function takes arrays.

use crate::FunctionDecl;

mod activations;
mod creation;
mod data_type;
mod elementwise;
mod general;
mod layers;
mod linear_algebra;
mod losses;
mod manipulation;
mod nest;
mod norms;
mod random;
mod searching;
mod set;
mod sorting;
mod statistical;

pub use activations::*;
pub use creation::*;
pub use data_type::*;
pub use elementwise::*;
pub use general::*;
pub use layers::*;
pub use linear_algebra::*;
pub use losses::*;
pub use manipulation::*;
pub use nest::*;
#[allow(unused_imports)] // until the category has functions
pub use norms::*;
pub use random::*;
pub use searching::*;
pub use set::*;
pub use sorting::*;
pub use statistical::*;

/// Every function of the library by category, as the support report and the conformance sweep
/// list them (each category's list sits at the end of its file; a test checks that every
/// declaration there is listed).
pub static CATALOG: &[(&str, &[&FunctionDecl])] = &[
    ("creation", creation::FUNCTIONS),
    ("elementwise", elementwise::FUNCTIONS),
    ("statistical", statistical::FUNCTIONS),
    ("manipulation", manipulation::FUNCTIONS),
    ("searching", searching::FUNCTIONS),
    ("sorting", sorting::FUNCTIONS),
    ("set", set::FUNCTIONS),
    ("linear_algebra", linear_algebra::FUNCTIONS),
    ("activations", activations::FUNCTIONS),
    ("losses", losses::FUNCTIONS),
    ("norms", norms::FUNCTIONS),
    ("layers", layers::FUNCTIONS),
    ("random", random::FUNCTIONS),
    ("general", general::FUNCTIONS),
    ("data_type", data_type::FUNCTIONS),
    ("nest", nest::FUNCTIONS),
];
