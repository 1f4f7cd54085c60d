//! The descriptor of a backend kernel.

use super::{BackendId, Declarations, FunctionDecl, KernelForm, Registered, SlotTaken, Support};

/// The descriptor `#[implements(f for B)]` generates for a backend kernel.
pub struct KernelDecl {
    /// The kernel function's name.
    pub name: &'static str,
    /// The module it is written in (`module_path!()`): with its name, the kernel's identity.
    pub module: &'static str,
    /// The declared function it implements.
    pub function: &'static FunctionDecl,
    /// Which of the function's slots it fills: the kernel, or a fast path beside it.
    pub form: KernelForm,
    /// The backend type it is written for.
    pub backend: fn() -> std::any::TypeId,
    /// The kernel's own declarations.
    pub declarations: Declarations,
    /// Fills the function's slot for a backend with this kernel (`self`), of the support
    /// resolved for it; `Err` if the slot is taken.
    pub install: fn(&'static KernelDecl, BackendId, Support) -> Result<(), SlotTaken>,
}

impl KernelDecl {
    /// Whether `self` and `other` describe one kernel (one name in one module: a kernel's name
    /// is also a type, so a module has one of each).
    pub fn is(&self, other: &KernelDecl) -> bool {
        (self.module, self.name) == (other.module, other.name)
    }

    /// What the kernel supports on a backend: everything the backend holds, narrowed by the
    /// function's declarations and then the kernel's own.
    pub(super) fn resolve(&self, entry: &Registered) -> Support {
        entry
            .everything()
            .apply(&self.function.declarations, &entry.version)
            .apply(&self.declarations, &entry.version)
    }
}
