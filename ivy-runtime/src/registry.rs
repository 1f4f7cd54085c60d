//! The registry: registered backends, the static descriptors the macros generate for declared
//! functions and backend kernels, and the per-function kernel slots dispatch reads.
//!
//! Registration resolves every version-keyed declaration of a backend's kernels once, against
//! the backend's version, into bitsets; it then installs each kernel in its function's slot for
//! that backend. A call afterwards reads one slot (an array index by backend id) and tests one
//! bit: no hashing, no string compare, no allocation.

use std::sync::{Mutex, OnceLock};

use ivy_grammar::{Dtype, DtypeSet};
// The words of a descriptor, defined once by the grammar the macros parse them with.
use ivy_grammar::{Device, DeviceKind, Version, VersionSpec, resolve};
pub use ivy_grammar::{FunctionKind, Wrapper};

use crate::backend::{Absent, Backend, DynBackend, Erased};
use crate::call::Typing;
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
    fn everything(&self) -> Support {
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
/// no function may get a second kernel on one backend; on any error nothing is installed. The
/// facade's guide (`ivy::guide`) has an example.
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

/// A frontend framework a declaration's version keys refer to (`framework = "torch"`), with
/// the version it is taken at.
#[derive(Clone, Copy, Debug)]
pub struct Framework {
    /// Its name, e.g. `"torch"`.
    pub name: &'static str,
    /// The version its keys resolve against.
    pub version: Version,
}

/// A version-keyed declaration of dtypes, as the macro checked and typed it:
/// `"2.0.1 and below" => ["float16"], "1.12.1" => []`.
#[derive(Clone, Copy, Debug)]
pub struct DtypeDeclaration {
    /// `true` for `with_supported_dtypes`, `false` for `with_unsupported_dtypes`.
    pub supported: bool,
    /// A frontend framework whose version the keys refer to, instead of the backend's.
    pub framework: Option<Framework>,
    /// Version specs and the dtypes each covers (class words already resolved).
    pub entries: &'static [(VersionSpec, DtypeSet)],
}

/// A version-keyed declaration of devices: `"2.0 and below" => ["gpu"]`.
#[derive(Clone, Copy, Debug)]
pub struct DeviceDeclaration {
    /// `true` for `with_supported_devices`, `false` for `with_unsupported_devices`.
    pub supported: bool,
    /// A frontend framework whose version the keys refer to.
    pub framework: Option<Framework>,
    /// Version specs and the device kinds each covers.
    pub entries: &'static [(VersionSpec, &'static [DeviceKind])],
}

/// A version-keyed declaration of dtypes per device:
/// `"2.0 and below" => {"cpu": ["float16"], "gpu": ["bfloat16"]}`.
#[derive(Clone, Copy, Debug)]
pub struct DeviceDtypeDeclaration {
    /// `true` for `with_supported_device_and_dtypes`, `false` for the unsupported form.
    pub supported: bool,
    /// A frontend framework whose version the keys refer to.
    pub framework: Option<Framework>,
    /// Version specs, and for each the device kinds with their dtypes.
    #[allow(clippy::type_complexity)]
    pub entries: &'static [(VersionSpec, &'static [(DeviceKind, DtypeSet)])],
}

/// Every declaration that can sit on a function or a kernel.
#[derive(Clone, Copy, Debug, Default)]
pub struct Declarations {
    /// `with_(un)supported_dtypes`.
    pub dtypes: Option<DtypeDeclaration>,
    /// `with_(un)supported_devices`.
    pub devices: Option<DeviceDeclaration>,
    /// `with_(un)supported_device_and_dtypes`.
    pub device_dtypes: Option<DeviceDtypeDeclaration>,
}

impl DtypeDeclaration {
    /// What the declaration does to `dtypes` at `version` (at its framework's version for a
    /// framework form), usable in `const` code: the entry whose key matches (an exact key
    /// first), else `dtypes` unchanged. (Registration also takes the latest key below an
    /// uncovered version; compile-time checks use this on a backend's own version, which its
    /// declarations cover.)
    pub const fn narrow(&self, dtypes: DtypeSet, version: &Version) -> DtypeSet {
        let version = match self.framework {
            Some(f) => f.version,
            None => *version,
        };
        let mut found = None;
        let mut i = 0;
        while i < self.entries.len() {
            let (spec, set) = &self.entries[i];
            if spec.matches(&version) && (found.is_none() || spec.is_exact()) {
                found = Some(*set);
            }
            i += 1;
        }
        match (found, self.supported) {
            (Some(set), true) => dtypes.intersection(set),
            (Some(set), false) => dtypes.difference(set),
            (None, _) => dtypes,
        }
    }
}

impl Declarations {
    /// No declaration.
    pub const NONE: Declarations = Declarations {
        dtypes: None,
        devices: None,
        device_dtypes: None,
    };
}

/// What a kernel supports on one backend, resolved at registration: the dtypes per device kind,
/// and the device kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Support {
    /// Supported dtypes on each [`DeviceKind`] (indexed by `DeviceKind as usize`).
    pub dtypes: [DtypeSet; DEVICE_KINDS],
    /// Supported device kinds.
    pub devices: [bool; DEVICE_KINDS],
}

/// How many device kinds there are.
pub const DEVICE_KINDS: usize = 3;

pub(crate) fn kind_index(kind: DeviceKind) -> usize {
    match kind {
        DeviceKind::Cpu => 0,
        DeviceKind::Gpu => 1,
        DeviceKind::Tpu => 2,
    }
}

const ALL_DEVICE_KINDS: [DeviceKind; DEVICE_KINDS] =
    [DeviceKind::Cpu, DeviceKind::Gpu, DeviceKind::Tpu];

impl Support {
    /// Everything in `valid` on every device.
    pub const fn all(valid: DtypeSet) -> Support {
        Support {
            dtypes: [valid; DEVICE_KINDS],
            devices: [true; DEVICE_KINDS],
        }
    }

    /// The dtypes supported on `device`.
    #[inline]
    pub fn dtypes_on(&self, device: Device) -> DtypeSet {
        let k = kind_index(device.kind());
        if self.devices[k] {
            self.dtypes[k]
        } else {
            DtypeSet::EMPTY
        }
    }

    /// Both supports at once (what works on either path... of both).
    pub fn intersect(self, other: Support) -> Support {
        let mut out = self;
        for k in 0..DEVICE_KINDS {
            out.dtypes[k] = self.dtypes[k] & other.dtypes[k];
            out.devices[k] = self.devices[k] && other.devices[k];
        }
        out
    }

    /// Applies `declarations` resolved at `version` (or their framework's version).
    fn apply(mut self, d: &Declarations, version: &Version) -> Support {
        let at = |framework: Option<Framework>| framework.map_or(*version, |f| f.version);
        if let Some(decl) = d.dtypes
            && let Some(set) = resolve(decl.entries, &at(decl.framework))
        {
            for dtypes in &mut self.dtypes {
                *dtypes = if decl.supported {
                    *dtypes & *set
                } else {
                    *dtypes - *set
                };
            }
        }
        if let Some(decl) = d.devices
            && let Some(kinds) = resolve(decl.entries, &at(decl.framework))
        {
            for kind in ALL_DEVICE_KINDS {
                let listed = kinds.contains(&kind);
                self.devices[kind_index(kind)] &= listed == decl.supported;
            }
        }
        if let Some(decl) = d.device_dtypes
            && let Some(per_device) = resolve(decl.entries, &at(decl.framework))
        {
            for kind in ALL_DEVICE_KINDS {
                let set = per_device.iter().find(|(k, _)| *k == kind).map(|(_, s)| *s);
                let dtypes = &mut self.dtypes[kind_index(kind)];
                match (decl.supported, set) {
                    (true, Some(set)) => *dtypes = *dtypes & set,
                    // A device missing from a "supported" list supports nothing.
                    (true, None) => *dtypes = DtypeSet::EMPTY,
                    (false, Some(set)) => *dtypes = *dtypes - set,
                    (false, None) => {}
                }
            }
        }
        self
    }
}

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
    fn resolve(&self, entry: &Registered) -> Support {
        entry
            .everything()
            .apply(&self.function.declarations, &entry.version)
            .apply(&self.declarations, &entry.version)
    }
}

/// The descriptor a declaration (`#[primary]`, `#[compositional]`, ...) generates: what the
/// function is, and how to reach what it supports. A declared function `f` exposes it as
/// `f::DECL`.
pub struct FunctionDecl {
    /// The function's name.
    pub name: &'static str,
    /// Its kind.
    pub kind: FunctionKind,
    /// Its wrappers, in chain order.
    pub wrappers: &'static [Wrapper],
    /// The ivy functions its body calls (compositional and mixed functions).
    pub callees: &'static [&'static FunctionDecl],
    /// Declarations on the function itself: they apply on every backend.
    pub declarations: Declarations,
    /// Declarations for one backend only (Ivy's `unsupported_dtypes = {"torch": ..}`).
    pub backend_declarations: &'static [(&'static str, Declarations)],
    /// Reads the function's kernel slot for a backend (functions without kernels: `None`).
    pub kernel_support: fn(BackendId) -> Option<KernelSupport>,
    /// Mixed functions: wrappers added on the backend-kernel path (Ivy's `to_add`).
    pub to_add: &'static [Wrapper],
    /// Mixed functions: wrappers skipped on the backend-kernel path (Ivy's `to_skip`).
    pub to_skip: &'static [Wrapper],
    /// Functions with a compositional body: the cache of its support per backend, resolved on
    /// first use (registrations never change, so a compositional call checks a bitset instead
    /// of walking its callees every time).
    pub composed: Option<fn() -> &'static SupportCache>,
    /// Its output types from argument types (see [`FunctionDecl::output_types`]); `None` for
    /// a standalone function.
    pub typing: Option<Typing>,
}

impl FunctionDecl {
    /// The fields a declaration leaves at their defaults: no wrappers, callees, declarations
    /// or kernels. Generated descriptors spell out only the rest.
    pub const BASE: FunctionDecl = FunctionDecl {
        name: "",
        kind: FunctionKind::Standalone,
        wrappers: &[],
        callees: &[],
        declarations: Declarations::NONE,
        backend_declarations: &[],
        kernel_support: |_| None,
        to_add: &[],
        to_skip: &[],
        composed: None,
        typing: None,
    };
}

/// A [`Support`] per backend id, each computed once.
pub struct SupportCache([OnceLock<Support>; MAX_BACKENDS]);

impl SupportCache {
    /// Nothing computed yet.
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        SupportCache([const { OnceLock::new() }; MAX_BACKENDS])
    }
}

impl FunctionDecl {
    /// Whether `wrapper` is in the chain.
    pub fn has(&self, wrapper: Wrapper) -> bool {
        self.wrappers.contains(&wrapper)
    }

    /// The dtype an input of `dtype` is computed in before any support check: the default
    /// float dtype for integers and `bool` where the function is
    /// `#[integer_arrays_to_float]`, else `dtype`.
    #[inline]
    pub fn input_dtype(&self, dtype: Dtype) -> Dtype {
        if (dtype.is_int() || dtype.is_bool()) && self.has(Wrapper::IntegerArraysToFloat) {
            crate::defaults::default_float_dtype()
        } else {
            dtype
        }
    }

    /// What the function supports on a backend: its kernel's support for a primary function;
    /// for a compositional one, the intersection of its callees' support, narrowed by its own
    /// declarations for that backend; for a mixed one, the kernel's support where there is a
    /// kernel (both paths' where a handler chooses per call), else the compositional support.
    /// An `#[integer_arrays_to_float]` function supports too the integers and `bool` (those
    /// the backend holds) wherever it supports the default float dtype
    /// ([`FunctionDecl::promoted_dtypes`]).
    pub fn support(&self, backend: BackendId) -> Support {
        let mut s = self.support_at_depth(backend, 0);
        for k in 0..DEVICE_KINDS {
            s.dtypes[k] = s.dtypes[k] | self.promoted(s.dtypes[k], backend);
        }
        s
    }

    /// The dtypes supported on a backend (on the CPU) only because the function promotes them
    /// to the default float dtype first (`#[integer_arrays_to_float]`).
    pub fn promoted_dtypes(&self, backend: BackendId) -> DtypeSet {
        let native = self.support_at_depth(backend, 0).dtypes_on(Device::Cpu);
        self.promoted(native, backend) - native
    }

    /// The integers and `bool` that `supported` admits through promotion to the default float.
    fn promoted(&self, supported: DtypeSet, backend: BackendId) -> DtypeSet {
        let float = crate::defaults::default_float_dtype();
        if self.has(Wrapper::IntegerArraysToFloat) && supported.contains(float) {
            (DtypeSet::INTEGER | DtypeSet::BOOL) & backend.valid_dtypes()
        } else {
            DtypeSet::EMPTY
        }
    }

    /// What the function's compositional body supports on a backend: the intersection of its
    /// callees' support, narrowed by its own declarations (all of them, and those for this
    /// backend).
    pub fn compositional_support(&self, backend: BackendId) -> Support {
        match self.composed {
            Some(cache) => {
                *cache().0[backend.index()].get_or_init(|| self.compositional_at_depth(backend, 0))
            }
            None => self.compositional_at_depth(backend, 0),
        }
    }

    fn compositional_at_depth(&self, backend: BackendId, depth: usize) -> Support {
        let mut s = registered(backend).everything();
        // A body that (indirectly) calls itself adds nothing beyond its other callees.
        if depth > 64 {
            return s;
        }
        for callee in self.callees {
            s = s.intersect(callee.support_at_depth(backend, depth + 1));
        }
        let (name, version) = (backend.name(), backend.version());
        s = s.apply(&self.declarations, version);
        for (b, decl) in self.backend_declarations {
            if *b == name {
                s = s.apply(decl, version);
            }
        }
        s
    }

    fn support_at_depth(&self, backend: BackendId, depth: usize) -> Support {
        match (self.kind, (self.kernel_support)(backend)) {
            (FunctionKind::Primary, Some(k)) => k.support,
            (FunctionKind::Primary, None) => Support {
                dtypes: [DtypeSet::EMPTY; DEVICE_KINDS],
                devices: [false; DEVICE_KINDS],
            },
            // A handler may send any call down either path: what both paths support.
            (FunctionKind::Mixed, Some(k)) if k.partial => k
                .support
                .intersect(self.compositional_at_depth(backend, depth)),
            (FunctionKind::Mixed, Some(k)) => k.support,
            (FunctionKind::Standalone, _) => registered(backend).everything(),
            _ => self.compositional_at_depth(backend, depth),
        }
    }

    /// The supported dtypes on a backend, on the CPU.
    pub fn supported_dtypes(&self, backend: BackendId) -> DtypeSet {
        self.support(backend).dtypes_on(Device::Cpu)
    }

    /// The unsupported dtypes on a backend, on the CPU (the backend's invalid dtypes included).
    pub fn unsupported_dtypes(&self, backend: BackendId) -> DtypeSet {
        self.supported_dtypes(backend).complement()
    }

    /// The device kinds the function supports on a backend.
    pub fn supported_devices(&self, backend: BackendId) -> Vec<DeviceKind> {
        let s = self.support(backend);
        ALL_DEVICE_KINDS
            .into_iter()
            .filter(|k| s.devices[kind_index(*k)])
            .collect()
    }

    /// The supported dtypes on each supported device kind.
    pub fn supported_devices_and_dtypes(&self, backend: BackendId) -> Vec<(DeviceKind, DtypeSet)> {
        let s = self.support(backend);
        ALL_DEVICE_KINDS
            .into_iter()
            .filter(|k| s.devices[kind_index(*k)])
            .map(|k| (k, s.dtypes[kind_index(k)]))
            .collect()
    }
}

impl std::fmt::Debug for FunctionDecl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FunctionDecl")
            .field("name", &self.name)
            .field("kind", &self.kind)
            .field("wrappers", &self.wrappers)
            .finish_non_exhaustive()
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_grammar::Dtype;

    fn version(s: &str) -> Version {
        s.parse().unwrap()
    }

    fn spec(s: &str) -> VersionSpec {
        s.parse().unwrap()
    }

    fn leak<T>(v: Vec<T>) -> &'static [T] {
        Vec::leak(v)
    }

    #[test]
    fn a_framework_form_resolves_against_that_frameworks_version() {
        // torch is taken at 2.2: "2.2 and above" applies, whatever the backend's version.
        let d = Declarations {
            dtypes: Some(DtypeDeclaration {
                supported: false,
                framework: Some(Framework {
                    name: "torch",
                    version: version("2.2"),
                }),
                entries: leak(vec![
                    (spec("2.1 and below"), DtypeSet::of(&[Dtype::Float16])),
                    (spec("2.2 and above"), DtypeSet::of(&[Dtype::Bfloat16])),
                ]),
            }),
            ..Declarations::NONE
        };
        let s = Support::all(DtypeSet::VALID).apply(&d, &version("0.1"));
        assert_eq!(
            s.dtypes_on(Device::Cpu),
            DtypeSet::VALID.without(Dtype::Bfloat16)
        );
    }

    #[test]
    fn device_declarations_narrow_per_device_kind() {
        let d = Declarations {
            devices: Some(DeviceDeclaration {
                supported: false,
                framework: None,
                entries: leak(vec![(spec("1.0 and above"), &[DeviceKind::Gpu][..])]),
            }),
            device_dtypes: Some(DeviceDtypeDeclaration {
                supported: false,
                framework: None,
                entries: leak(vec![(
                    spec("1.0 and above"),
                    leak(vec![(DeviceKind::Cpu, DtypeSet::of(&[Dtype::Float16]))]),
                )]),
            }),
            ..Declarations::NONE
        };
        let s = Support::all(DtypeSet::VALID).apply(&d, &version("1.5"));
        assert_eq!(
            s.dtypes_on(Device::Cpu),
            DtypeSet::VALID.without(Dtype::Float16)
        );
        assert_eq!(
            s.dtypes_on(Device::Gpu(0)),
            DtypeSet::EMPTY,
            "gpu is unsupported"
        );
        assert_eq!(s.dtypes_on(Device::Tpu(0)), DtypeSet::VALID);
    }

    #[test]
    fn a_version_below_every_key_takes_the_oldest() {
        let d = Declarations {
            dtypes: Some(DtypeDeclaration {
                supported: true,
                framework: None,
                entries: leak(vec![
                    (spec("1.0 to 1.9"), DtypeSet::FLOAT),
                    (spec("2.0 and above"), DtypeSet::NUMERIC),
                ]),
            }),
            ..Declarations::NONE
        };
        let s = Support::all(DtypeSet::VALID).apply(&d, &version("0.5"));
        assert_eq!(s.dtypes_on(Device::Cpu), DtypeSet::FLOAT);
    }
}
