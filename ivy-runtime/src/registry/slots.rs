//! The kernel slots of a declared function: one per backend id, filled at registration with the
//! backend's kernel, its fast paths, or its declared absence.

use std::any::TypeId;
use std::sync::OnceLock;

use super::{BackendId, KernelDecl, MAX_BACKENDS, Support};
use super::{IntoThunk, MixedThunk, ScalarThunk};

/// A kernel installed for one backend: its type-erasing thunk, its resolved support, its
/// registry entry and, for a partial-mixed kernel, the handler that decides per call.
pub struct Installed<T: Copy, H: Copy> {
    /// Calls the kernel.
    pub thunk: T,
    /// What it supports.
    pub support: Support,
    /// Chooses the kernel (`true`) or the compositional body (`false`).
    pub handler: Option<H>,
    /// The kernel's registry entry (its name and declarations, for explanations).
    pub kernel: &'static KernelDecl,
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

/// A backend has that form of kernel for the function already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotTaken;

/// Which slot of a function a kernel fills (`#[implements(f for B)]`, `#[implements(f for B,
/// into)]`, `#[implements(f for B, mixed_dtypes)]`, `#[implements(f for B, scalar)]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelForm {
    /// The function's kernel: allocates its result from inputs of the dtype the call
    /// computes in.
    Kernel,
    /// A fast path beside it for a call given `out`: writes the result straight into `out`'s
    /// own buffer (see [`IntoKernel`](crate::__private::IntoKernel)).
    Into,
    /// A fast path beside it for inputs of different dtypes: converts each element as it reads
    /// it, no converted copy made (see [`MixedKernel`](crate::__private::MixedKernel)).
    MixedDtypes,
    /// A fast path beside it for an array and a literal operand: reads the literal as a value,
    /// no 0-d array made of it (see [`ScalarKernel`](crate::__private::ScalarKernel)).
    Scalar,
}

/// The kernel slots of one declared function, one per backend id: the kernel's typed call
/// (its thunk and handler, whose types are the function's), and the [`SlotEntries`] that
/// queries read without the function's type.
pub struct Slots<T: Copy, H: Copy> {
    kernels: [OnceLock<Installed<T, H>>; MAX_BACKENDS],
    entries: SlotEntries,
}

/// What a function's slots hold that reads the same for every function, so that it is compiled
/// once, not once per function: each backend's kernel entry and support (written with the
/// kernel, by [`Slots::install`]), its fast paths and a declared absence.
pub struct SlotEntries {
    kernels: [OnceLock<(&'static KernelDecl, KernelSupport)>; MAX_BACKENDS],
    into: [OnceLock<(IntoThunk, &'static KernelDecl)>; MAX_BACKENDS],
    mixed: [OnceLock<(MixedThunk, &'static KernelDecl)>; MAX_BACKENDS],
    scalar: [OnceLock<(ScalarThunk, &'static KernelDecl)>; MAX_BACKENDS],
    absent: [OnceLock<&'static str>; MAX_BACKENDS],
}

impl<T: Copy, H: Copy> Slots<T, H> {
    /// No kernel for any backend.
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        Slots {
            kernels: [const { OnceLock::new() }; MAX_BACKENDS],
            entries: SlotEntries {
                kernels: [const { OnceLock::new() }; MAX_BACKENDS],
                into: [const { OnceLock::new() }; MAX_BACKENDS],
                mixed: [const { OnceLock::new() }; MAX_BACKENDS],
                scalar: [const { OnceLock::new() }; MAX_BACKENDS],
                absent: [const { OnceLock::new() }; MAX_BACKENDS],
            },
        }
    }

    /// The kernel for `backend`, if it has one.
    #[inline]
    pub fn get(&self, backend: BackendId) -> Option<&Installed<T, H>> {
        self.kernels[backend.index()].get()
    }

    /// The entries read without the function's type.
    #[inline]
    pub fn entries(&self) -> &SlotEntries {
        &self.entries
    }

    /// The kernel writing into `out` for `backend`, if it has one.
    #[inline]
    pub fn into_kernel(&self, backend: BackendId) -> Option<IntoThunk> {
        self.entries.into[backend.index()]
            .get()
            .map(|(thunk, _)| *thunk)
    }

    /// The kernel reading inputs of different dtypes for `backend`, if it has one.
    #[inline]
    pub fn mixed_kernel(&self, backend: BackendId) -> Option<MixedThunk> {
        self.entries.mixed[backend.index()]
            .get()
            .map(|(thunk, _)| *thunk)
    }

    /// The kernel of an array and a literal operand for `backend`, if it has one.
    #[inline]
    pub fn scalar_kernel(&self, backend: BackendId) -> Option<ScalarThunk> {
        self.entries.scalar_kernel(backend)
    }

    /// Installs the kernel for `backend`; `Err` if one is installed already.
    pub fn install(
        &self,
        backend: BackendId,
        kernel: Installed<T, H>,
    ) -> std::result::Result<(), SlotTaken> {
        let entry = (kernel.kernel, kernel.kernel_support());
        fill(&self.entries.kernels, backend, entry)?;
        fill(&self.kernels, backend, kernel)
    }

    /// Installs the kernel writing into `out` (`kernel`, whose call is `thunk`) for `backend`;
    /// `Err` if one is installed already.
    pub fn install_into(
        &self,
        backend: BackendId,
        thunk: IntoThunk,
        kernel: &'static KernelDecl,
    ) -> std::result::Result<(), SlotTaken> {
        fill(&self.entries.into, backend, (thunk, kernel))
    }

    /// Installs the kernel reading inputs of different dtypes for `backend`; `Err` if one is
    /// installed already.
    pub fn install_mixed(
        &self,
        backend: BackendId,
        thunk: MixedThunk,
        kernel: &'static KernelDecl,
    ) -> std::result::Result<(), SlotTaken> {
        fill(&self.entries.mixed, backend, (thunk, kernel))
    }

    /// Installs the kernel of an array and a literal operand for `backend`; `Err` if one is
    /// installed already.
    pub fn install_scalar(
        &self,
        backend: BackendId,
        thunk: ScalarThunk,
        kernel: &'static KernelDecl,
    ) -> std::result::Result<(), SlotTaken> {
        fill(&self.entries.scalar, backend, (thunk, kernel))
    }
}

impl SlotEntries {
    /// [`Slots::scalar_kernel`]. Out of line (and so compiled once): in line, LLVM worked out
    /// the slot's address ahead of every call of the function, with or without a literal
    /// (six instructions a call of two arrays).
    #[inline(never)]
    pub fn scalar_kernel(&self, backend: BackendId) -> Option<ScalarThunk> {
        self.scalar[backend.index()].get().map(|(thunk, _)| *thunk)
    }

    /// What the kernel on `backend` supports, if there is one.
    pub fn support(&self, backend: BackendId) -> Option<KernelSupport> {
        self.kernels[backend.index()].get().map(|(_, s)| *s)
    }

    /// The kernel's registry entry on `backend`, if there is one.
    pub fn kernel(&self, backend: BackendId) -> Option<&'static KernelDecl> {
        self.kernels[backend.index()].get().map(|(k, _)| *k)
    }

    /// The kernel of `form` installed for the function on `backend`, if any.
    pub fn installed(&self, backend: BackendId, form: KernelForm) -> Option<&'static KernelDecl> {
        let i = backend.index();
        match form {
            KernelForm::Kernel => self.kernel(backend),
            KernelForm::Into => self.into[i].get().map(|(_, k)| *k),
            KernelForm::MixedDtypes => self.mixed[i].get().map(|(_, k)| *k),
            KernelForm::Scalar => self.scalar[i].get().map(|(_, k)| *k),
        }
    }

    /// Why `backend` has no kernel, where it declares that on purpose.
    pub fn absent(&self, backend: BackendId) -> Option<&'static str> {
        self.absent[backend.index()].get().copied()
    }

    /// Records that `backend` has no kernel on purpose, and why; `Err` if it has one.
    pub fn declare_absent(
        &self,
        backend: BackendId,
        reason: &'static str,
    ) -> std::result::Result<(), SlotTaken> {
        if self.kernel(backend).is_some() {
            return Err(SlotTaken);
        }
        fill(&self.absent, backend, reason)
    }
}

/// Fills `backend`'s cell of `cells` with `value`; `Err` if it is filled already.
fn fill<V>(
    cells: &[OnceLock<V>; MAX_BACKENDS],
    backend: BackendId,
    value: V,
) -> std::result::Result<(), SlotTaken> {
    cells[backend.index()].set(value).map_err(|_| SlotTaken)
}

/// A function's slots as its descriptor reaches them, without its declaration type: what the
/// registry and the support queries read and write (through [`SlotAccess::entries`]).
pub trait SlotAccess: Sync {
    /// The declaration type's identity: two descriptors are of one function when it is equal.
    fn function(&self) -> TypeId;
    /// The entries of the function's slots.
    fn entries(&self) -> &'static SlotEntries;
}
