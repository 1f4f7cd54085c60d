//! Searching: the positions of extreme, true or nonzero elements, and `where`.

use crate::FunctionDecl;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[];
