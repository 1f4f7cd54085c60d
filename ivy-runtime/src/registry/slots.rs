//! The kernel slots of a declared function: one per backend id, filled at registration.

use std::sync::OnceLock;

use super::{BackendId, MAX_BACKENDS, Support};

/// A kernel installed for one backend: its type-erasing thunk, its resolved support and, for a
/// partial-mixed kernel, the handler that decides per call.
pub struct Installed<T: Copy, H: Copy> {
    /// Calls the kernel.
    pub thunk: T,
    /// What it supports.
    pub support: Support,
    /// Chooses the kernel (`true`) or the compositional body (`false`).
    pub handler: Option<H>,
}

/// What a function's kernel on one backend supports, and whether a partial-mixed handler
/// chooses per call between it and the compositional body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelSupport {
    /// The kernel's support.
    pub support: Support,
    /// Whether the kernel has a partial-mixed handler.
    pub partial: bool,
}

impl<T: Copy, H: Copy> Installed<T, H> {
    /// What the kernel supports, for support queries.
    pub fn kernel_support(&self) -> KernelSupport {
        KernelSupport {
            support: self.support,
            partial: self.handler.is_some(),
        }
    }
}

/// A backend has a kernel for the function already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotTaken;

/// The kernel slots of one declared function, one per backend id.
pub struct Slots<T: Copy, H: Copy> {
    slots: [OnceLock<Installed<T, H>>; MAX_BACKENDS],
}

impl<T: Copy, H: Copy> Slots<T, H> {
    /// No kernel for any backend.
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        Slots {
            slots: [const { OnceLock::new() }; MAX_BACKENDS],
        }
    }

    /// The kernel for `backend`, if it has one.
    #[inline]
    pub fn get(&self, backend: BackendId) -> Option<&Installed<T, H>> {
        self.slots[backend.index()].get()
    }

    /// Installs the kernel for `backend`; `Err` if one is installed already.
    pub fn install(
        &self,
        backend: BackendId,
        kernel: Installed<T, H>,
    ) -> std::result::Result<(), SlotTaken> {
        self.slots[backend.index()]
            .set(kernel)
            .map_err(|_| SlotTaken)
    }
}
