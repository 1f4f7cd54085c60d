//! Registered backends: their ids, their entries, and registration (which resolves and
//! installs their kernels).

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock};

use ivy_grammar::{Device, DeviceKind, DtypeSet, Version};

use super::{DEVICE_KINDS, FunctionDecl, KernelDecl, KernelForm, SlotTaken, Support, kind_index};
use crate::backend::{Absent, Backend, DynBackend, Erased};
use crate::error::{Error, Result};

/// How many backends (or versions of one backend) can be registered in a process.
pub const MAX_BACKENDS: usize = 16;

/// A registered backend: an index into the registry and into every function's kernel slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BackendId(pub(crate) u8);

impl crate::panics::BackendName for BackendId {
    fn name(self) -> &'static str {
        BackendId::name(self)
    }
}

impl BackendId {
    /// The registry index.
    #[inline]
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
    #[inline]
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

    /// The devices present ([`Backend::devices`]).
    pub fn devices(self) -> Vec<Device> {
        registered(self).backend.devices()
    }

    /// Whether its arrays can live on `device` ([`Backend::supports_device`]).
    pub fn supports_device(self, device: Device) -> bool {
        registered(self).supports_device(device)
    }

    /// Why the backend has no kernel for `function`, where it declares that on purpose
    /// ([`Backend::absent`]).
    pub fn absent_reason(self, function: &FunctionDecl) -> Option<&'static str> {
        function.absent_reason(self)
    }

    /// The kernel installed for `function`, if any.
    pub fn kernel(self, function: &FunctionDecl) -> Option<&'static KernelDecl> {
        function.kernel(self)
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

/// The byte of [`DEFAULT`] while no backend is registered.
const NO_DEFAULT: u8 = u8::MAX;

/// The default backend's id, or [`NO_DEFAULT`].
static DEFAULT: AtomicU8 = AtomicU8::new(NO_DEFAULT);

/// Makes `id` the default backend if there is none yet (the first registration).
fn offer_default(id: BackendId) {
    let _ = DEFAULT.compare_exchange(NO_DEFAULT, id.0, Ordering::AcqRel, Ordering::Acquire);
}

/// Makes `id` the default backend: the one calls without arrays and without a set backend use.
pub fn set_default_backend(id: BackendId) {
    DEFAULT.store(id.0, Ordering::Release);
}

/// The default backend, if any backend is registered.
pub fn default_backend() -> Option<BackendId> {
    let byte = DEFAULT.load(Ordering::Acquire);
    (byte != NO_DEFAULT).then_some(BackendId(byte))
}

/// A registered backend's entry. Ids are only made by registration, after the entry is set.
#[inline]
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
        cpu: backend.supports_device(Device::Cpu),
        backend,
    };
    install(id, &entry, entry.backend.kernels(), entry.backend.absent())?;
    if BACKENDS[id.index()].set(entry).is_err() {
        unreachable!("ids are handed out under the registration lock");
    }
    *count += 1;
    offer_default(id);
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
    install(backend, registered(backend), kernels, Vec::new())
}

/// Resolves `kernels` for the backend `id` and installs them with the backend's declared
/// absences (see [`Backend::absent`]), or installs nothing.
fn install(
    id: BackendId,
    entry: &Registered,
    kernels: Vec<&'static KernelDecl>,
    absent: Vec<Absent>,
) -> Result<()> {
    // Resolve everything before installing anything, so a bad declaration installs nothing.
    // A function listed twice is found here too: a slot installed and then abandoned would
    // be taken for the next backend given this id.
    let mut resolved: Vec<(&'static KernelDecl, Support)> = Vec::new();
    let listed = |resolved: &[(&KernelDecl, Support)], function: &FunctionDecl, form| {
        let id = function.slots.map(|s| s.function());
        resolved.iter().any(|(k, _)| {
            k.form == form && id.is_some() && k.function.slots.map(|s| s.function()) == id
        })
    };
    for kernel in kernels {
        if (kernel.backend)() != entry.backend.backend_type() {
            return Err(Error::KernelBackendMismatch {
                kernel: kernel.name,
                function: kernel.function.name,
                backend: entry.name,
            });
        }
        if is_listed_or_installed(kernel, &resolved, id) {
            continue;
        }
        let taken = kernel
            .function
            .slots
            .is_some_and(|s| s.entries().installed(id, kernel.form).is_some());
        if taken || listed(&resolved, kernel.function, kernel.form) {
            return Err(duplicate(kernel.function, kernel.form, entry));
        }
        resolved.push((kernel, kernel.resolve(entry)));
    }
    if let Some(a) = absent
        .iter()
        .find(|a| listed(&resolved, a.function, KernelForm::Kernel))
    {
        return Err(Error::DuplicateKernel {
            function: a.function.name,
            what: "entries (a kernel and a declared absence)",
            backend: entry.name,
        });
    }
    for (kernel, support) in resolved {
        (kernel.install)(kernel, id, support)
            .map_err(|SlotTaken| duplicate(kernel.function, kernel.form, entry))?;
    }
    for Absent { function, reason } in absent {
        if let Some(slots) = function.slots {
            // The slot was checked free above.
            let _ = slots.entries().declare_absent(id, reason);
        }
    }
    Ok(())
}

/// The error for a kernel of `form` whose slot is taken.
fn duplicate(function: &FunctionDecl, form: KernelForm, entry: &Registered) -> Error {
    Error::DuplicateKernel {
        function: function.name,
        what: match form {
            KernelForm::Kernel => "kernels",
            KernelForm::Into => "`into` kernels",
            KernelForm::MixedDtypes => "`mixed_dtypes` kernels",
            KernelForm::Scalar => "`scalar` kernels",
        },
        backend: entry.name,
    }
}

/// Whether `kernel` itself (not another kernel for its function) is among `resolved` or
/// installed on `id` already: a kernel both linked and listed, or listed twice, is installed
/// once.
fn is_listed_or_installed(
    kernel: &'static KernelDecl,
    resolved: &[(&'static KernelDecl, Support)],
    id: BackendId,
) -> bool {
    let installed = kernel
        .function
        .slots
        .and_then(|s| s.entries().installed(id, kernel.form));
    resolved
        .iter()
        .map(|(k, _)| *k)
        .chain(installed)
        .any(|k| k.is(kernel))
}
