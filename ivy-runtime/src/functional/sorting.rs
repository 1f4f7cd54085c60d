//! Sorting: sorted values, the permutations that sort, and insertion points.

use crate::FunctionDecl;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[];
