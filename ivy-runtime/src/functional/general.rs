//! General functions: whole-array tests, comparisons and conversions, and queries.

use crate::FunctionDecl;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[];
