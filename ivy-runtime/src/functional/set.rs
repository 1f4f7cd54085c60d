//! Sets: the unique values of an array, with their counts, first positions and inverse.

use crate::FunctionDecl;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[];
