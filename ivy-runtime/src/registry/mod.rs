//! The registry: registered backends, the static descriptors the macros generate for declared
//! functions and backend kernels, and the per-function kernel slots dispatch reads.
//!
//! Registration resolves every version-keyed declaration of a backend's kernels once, against
//! the backend's version, into bitsets; it then installs each kernel in its function's slot for
//! that backend. A call afterwards reads one slot (an array index by backend id) and tests one
//! bit: no hashing, no string compare, no allocation.

mod backends;
mod declarations;
mod framework_versions;
mod function;
mod kernel;
mod linked;
mod slots;
mod support;
#[cfg(test)]
mod tests;
mod thunks;
mod typing;

pub use ivy_grammar::{FunctionKind, Wrapper};

pub use backends::{
    BackendId, MAX_BACKENDS, backend_by_name, default_backend, register_backend,
    register_backend_as, register_kernels, registered_backends, set_default_backend,
};
pub(crate) use backends::{Registered, registered};
pub use declarations::{
    DeclarationNote, Declarations, DeviceDeclaration, DeviceDtypeDeclaration, DtypeDeclaration,
    Framework,
};
pub use framework_versions::{framework_version_in_force, set_framework_version};
pub use function::{FunctionDecl, SupportCache};
pub use kernel::KernelDecl;
pub(crate) use linked::kernels_for;
pub use linked::{IVY_FUNCTIONS, IVY_KERNELS, declared_functions, linked_kernels};
pub use slots::{Installed, KernelForm, KernelSupport, SlotAccess, SlotEntries, SlotTaken, Slots};
pub(crate) use support::{ALL_DEVICE_KINDS, kind_index};
pub use support::{DEVICE_KINDS, Support};
pub use thunks::{CallCtx, IntoThunk, MixedThunk, ScalarOperand, ScalarThunk};
pub use typing::{TypeParam, TypesOf, Typing, distribute};
