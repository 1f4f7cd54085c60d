//! Kernels of the norms functions.

/// The functions of this category the backend has no kernel for on purpose, with the reason.
pub(crate) fn absent() -> Vec<ivy_runtime::Absent> {
    Vec::new()
}
