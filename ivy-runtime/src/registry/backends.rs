//! Registered backends: their ids, their entries, and registration (which resolves and
//! installs their kernels).

use std::sync::{Mutex, OnceLock};

use ivy_grammar::{Device, DeviceKind, DtypeSet, Version};

use super::{DEVICE_KINDS, FunctionDecl, KernelDecl, SlotTaken, Support, kind_index};
use crate::backend::{Absent, Backend, DynBackend, Erased};
use crate::error::{Error, Result};

/// How many backends (or versions of one backend) can be registered in a process.
pub const MAX_BACKENDS: usize = 16;

/// A registered backend: an index into the registry and into every function's kernel slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BackendId(pub(crate) u8);

impl BackendId {
    /// The registry index.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The backend's name.
    pub fn name(self) -> &'static str {
        registered(self).name
    }

    /// The version its declarations were resolved against.
    pub fn version(self) -> &'static Version {
        &registered(self).version
    }

    /// The dtypes the backend holds at its version (its valid dtypes).
    pub fn valid_dtypes(self) -> DtypeSet {
        registered(self).valid
    }

    /// The dtypes it cannot hold (its invalid dtypes).
    pub fn invalid_dtypes(self) -> DtypeSet {
        self.valid_dtypes().complement()
    }

    /// The kinds of device its arrays can live on.
    pub fn device_kinds(self) -> &'static [DeviceKind] {
        registered(self).backend.device_kinds()
    }

    /// Why the backend has no kernel for `function`, where it declares that on purpose
    /// ([`Backend::absent`]).
    pub fn absent_reason(self, function: &FunctionDecl) -> Option<&'static str> {
        registered(self)
            .absent
            .iter()
            .find(|a| std::ptr::eq(a.function, function))
            .map(|a| a.reason)
    }

    /// The kernel installed for `function`, if any.
    pub fn kernel(self, function: &FunctionDecl) -> Option<&'static KernelDecl> {
        let kernels = registered(self).kernels.lock();
        let kernels = kernels.unwrap_or_else(|e| e.into_inner());
        kernels
            .iter()
            .find(|k| std::ptr::eq(k.function, function))
            .copied()
    }
}

impl std::fmt::Display for BackendId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.name(), self.version())
    }
}

pub(crate) struct Registered {
    pub(crate) name: &'static str,
    pub(crate) version: Version,
    /// The dtypes it holds at `version`.
    pub(crate) valid: DtypeSet,
    pub(crate) backend: Box<dyn DynBackend>,
    pub(crate) absent: Vec<Absent>,
    /// Every kernel installed, for the support report's explanations (never read by a call).
    pub(crate) kernels: Mutex<Vec<&'static KernelDecl>>,
    /// Whether the backend holds arrays on the CPU.
    cpu: bool,
}

impl Registered {
    /// Whether arrays can live on `device` (the CPU answered from registration, without a
    /// call into the backend: it is on every call's path).
    #[inline]
    pub(crate) fn supports_device(&self, device: Device) -> bool {
        match device {
            Device::Cpu => self.cpu,
            other => self.backend.supports_device(other),
        }
    }

    /// What a kernel could support at most: every dtype it holds, on every device kind it has.
    pub(super) fn everything(&self) -> Support {
        let mut devices = [false; DEVICE_KINDS];
        for kind in self.backend.device_kinds() {
            devices[kind_index(*kind)] = true;
        }
        Support {
            dtypes: [self.valid; DEVICE_KINDS],
            devices,
        }
    }
}

static BACKENDS: [OnceLock<Registered>; MAX_BACKENDS] = [const { OnceLock::new() }; MAX_BACKENDS];
/// Held while registering: the number of backends registered so far.
static REGISTERING: Mutex<usize> = Mutex::new(0);

/// A registered backend's entry. Ids are only made by registration, after the entry is set.
pub(crate) fn registered(id: BackendId) -> &'static Registered {
    BACKENDS[id.index()]
        .get()
        .unwrap_or_else(|| unreachable!("backend ids exist only once registered"))
}

/// Every registered backend, in registration order.
pub fn registered_backends() -> Vec<BackendId> {
    (0..MAX_BACKENDS)
        .take_while(|i| BACKENDS[*i].get().is_some())
        .map(|i| BackendId(i as u8))
        .collect()
}

/// The first registered backend with this name.
pub fn backend_by_name(name: &str) -> Result<BackendId> {
    let all = registered_backends();
    all.iter()
        .copied()
        .find(|id| id.name() == name)
        .ok_or_else(|| Error::UnknownBackend {
            name: name.to_owned(),
            registered: all.iter().map(|id| id.name()).collect(),
        })
}

/// Registers a backend under its own version, with the kernels it lists; the first backend
/// registered becomes the default backend.
pub fn register_backend<B: Backend>(backend: B) -> Result<BackendId> {
    let version = backend.version();
    register_backend_as(backend, version)
}

/// Registers a backend as if it were `version`: its valid dtypes and every version-keyed
/// declaration resolve against that version (tests and the support report use this to see
/// what an older release of a framework would give).
pub fn register_backend_as<B: Backend>(backend: B, version: Version) -> Result<BackendId> {
    let mut count = REGISTERING.lock().unwrap_or_else(|e| e.into_inner());
    if *count >= MAX_BACKENDS {
        return Err(Error::TooManyBackends { max: MAX_BACKENDS });
    }
    let id = BackendId(*count as u8);
    crate::storage::recycle_with::<B>();
    let backend: Box<dyn DynBackend> = Box::new(Erased(backend));
    let entry = Registered {
        name: B::NAME,
        valid: backend.valid_dtypes(&version),
        version,
        absent: backend.absent(),
        kernels: Mutex::new(Vec::new()),
        cpu: backend.supports_device(Device::Cpu),
        backend,
    };
    install(id, &entry, entry.backend.kernels())?;
    if BACKENDS[id.index()].set(entry).is_err() {
        unreachable!("ids are handed out under the registration lock");
    }
    *count += 1;
    crate::backend_stack::offer_default(id);
    Ok(id)
}

/// Adds kernels to a registered backend: kernels a crate writes for its own declared functions
/// (or for library functions the backend lacks), resolved against the backend's version as its
/// own are. Each kernel must be written for the backend's type (`#[implements(f for B)]`), and
/// no function may get a second kernel on one backend (a kernel installed already, as every
/// kernel linked for a backend with the default [`Backend::kernels`] is, is skipped); on any
/// error nothing is installed. The facade's guide (`ivy::guide`) has an example.
pub fn register_kernels(backend: BackendId, kernels: Vec<&'static KernelDecl>) -> Result<()> {
    let _lock = REGISTERING.lock().unwrap_or_else(|e| e.into_inner());
    install(backend, registered(backend), kernels)
}

/// Resolves `kernels` for the backend `id` and installs them, or installs nothing.
fn install(id: BackendId, entry: &Registered, kernels: Vec<&'static KernelDecl>) -> Result<()> {
    // Resolve everything before installing anything, so a bad declaration installs nothing.
    // A function listed twice is found here too: a slot installed and then abandoned would
    // be taken for the next backend given this id.
    let mut resolved: Vec<(&'static KernelDecl, Support)> = Vec::new();
    for kernel in kernels {
        if (kernel.backend)() != entry.backend.backend_type() {
            return Err(Error::KernelBackendMismatch {
                kernel: kernel.name,
                function: kernel.function.name,
                backend: entry.name,
            });
        }
        if is_listed_or_installed(kernel, &resolved, entry) {
            continue;
        }
        let support = kernel.resolve(entry);
        let listed = resolved
            .iter()
            .any(|(k, _)| std::ptr::eq(k.function, kernel.function));
        if listed || (kernel.function.kernel_support)(id).is_some() {
            return Err(Error::DuplicateKernel {
                function: kernel.function.name,
                backend: entry.name,
            });
        }
        resolved.push((kernel, support));
    }
    let mut installed = entry.kernels.lock().unwrap_or_else(|e| e.into_inner());
    for (kernel, support) in resolved {
        (kernel.install)(id, support).map_err(|SlotTaken| Error::DuplicateKernel {
            function: kernel.function.name,
            backend: entry.name,
        })?;
        installed.push(kernel);
    }
    Ok(())
}

/// Whether `kernel` itself (not another kernel for its function) is among `resolved` or
/// installed on `entry` already: a kernel both linked and listed, or listed twice, is
/// installed once.
fn is_listed_or_installed(
    kernel: &'static KernelDecl,
    resolved: &[(&'static KernelDecl, Support)],
    entry: &Registered,
) -> bool {
    let installed = entry.kernels.lock().unwrap_or_else(|e| e.into_inner());
    resolved
        .iter()
        .map(|(k, _)| *k)
        .chain(installed.iter().copied())
        .any(|k| std::ptr::eq(k, kernel))
}
