//! Kernels of the activations functions.

use ivy_runtime::KernelDecl;

/// The kernels of this category, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    Vec::new()
}

/// The functions of this category the backend has no kernel for on purpose, with the reason.
pub(crate) fn absent() -> Vec<ivy_runtime::Absent> {
    Vec::new()
}
