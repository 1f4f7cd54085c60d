//! Nested containers: mapping over them and indexing into them.

use crate::FunctionDecl;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[];
