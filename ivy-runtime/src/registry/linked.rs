//! Every function declared and every kernel written in the program, gathered at link time
//! (`linkme`'s distributed slices): each declaration adds its own descriptor, so no list of
//! them is kept by hand. The library's catalogue ([`crate::functional::catalog`]) and a
//! backend's kernels ([`crate::Backend::kernels`]) are derived from them.

use std::any::TypeId;

use super::{FunctionDecl, KernelDecl};
use crate::backend::Backend;

/// Every declared function's descriptor (`#[primary]`, `#[compositional]`, ...), the library's
/// and any other crate's, in no particular order.
// SAFETY (both slices): linkme's `#[link_section]` statics, bounded by the linker's section
// start and stop symbols; each element is a `&'static` descriptor, type-checked by linkme.
#[allow(unsafe_code)]
#[linkme::distributed_slice]
pub static IVY_FUNCTIONS: [FunctionDecl];

/// Every backend kernel's descriptor (`#[implements(f for B)]`), for any backend, in no
/// particular order.
#[allow(unsafe_code)]
#[linkme::distributed_slice]
pub static IVY_KERNELS: [&'static KernelDecl];

/// Every function declared in the program: the library's and those of every crate linked in.
pub fn declared_functions() -> &'static [FunctionDecl] {
    &IVY_FUNCTIONS
}

/// Every kernel written in the program for the backend type `B` (`#[implements(f for B)]`,
/// in any crate linked in): what [`Backend::kernels`] installs by default.
pub fn linked_kernels<B: Backend>() -> Vec<&'static KernelDecl> {
    kernels_for(TypeId::of::<B>())
}

/// [`linked_kernels`] of the backend type `backend`.
pub(crate) fn kernels_for(backend: TypeId) -> Vec<&'static KernelDecl> {
    IVY_KERNELS
        .iter()
        .copied()
        .filter(|k| (k.backend)() == backend)
        .collect()
}
