//! The descriptor of a backend kernel.

use ivy_grammar::{DtypeSet, Version};

use super::{BackendId, Declarations, FunctionDecl, Registered, SlotTaken, Support};

/// The descriptor `#[implements(f for B)]` generates for a backend kernel.
pub struct KernelDecl {
    /// The kernel function's name.
    pub name: &'static str,
    /// The declared function it implements.
    pub function: &'static FunctionDecl,
    /// The backend type it is written for.
    pub backend: fn() -> std::any::TypeId,
    /// The kernel's own declarations.
    pub declarations: Declarations,
    /// Fills the function's slot for a backend; `Err` if the slot is taken.
    pub install: fn(BackendId, Support) -> std::result::Result<(), SlotTaken>,
}

impl KernelDecl {
    /// The dtypes the function's and the kernel's dtype declarations leave of `valid` at
    /// `version`, usable in `const` code: what dispatch ever hands the kernel on the CPU (a
    /// backend checks it against what the kernel's code takes, at compile time).
    pub const fn declared_dtypes(&self, valid: DtypeSet, version: &Version) -> DtypeSet {
        let mut dtypes = valid;
        if let Some(d) = &self.function.declarations.dtypes {
            dtypes = d.narrow(dtypes, version);
        }
        if let Some(d) = &self.declarations.dtypes {
            dtypes = d.narrow(dtypes, version);
        }
        dtypes
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
