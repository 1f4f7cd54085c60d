//! Kernels of the general functions: none. `all`, `any` and `isin` give `bool` arrays, which
//! candle cannot hold; the other general functions touch no backend kernel.

use ivy_runtime::Absent;
use ivy_runtime::functional as f;

/// The functions of this category the backend has no kernel for on purpose, with the reason.
pub(crate) fn absent() -> Vec<Absent> {
    super::backend::bool_results(&[f::all::DECL, f::any::DECL, f::isin::DECL])
}
