//! The descriptor of a declared function, and what it supports on each backend.

use std::sync::OnceLock;

use ivy_grammar::{Device, DeviceKind, Dtype, DtypeSet, Frontend, FunctionKind, Wrapper};

use super::Typing;
use super::{
    ALL_DEVICE_KINDS, BackendId, DEVICE_KINDS, Declarations, KernelDecl, KernelSupport,
    MAX_BACKENDS, SlotAccess, Support, kind_index, registered,
};

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
    /// The function's kernel slots (functions without kernels: `None`).
    pub slots: Option<&'static dyn SlotAccess>,
    /// Whether it is an accumulating reduction (`#[infer_dtype(accumulate)]`): without a dtype
    /// argument, it computes a narrow integer or `bool` input in the default integer dtype of
    /// its signedness, as the Array API says of sums.
    pub accumulates: bool,
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
    /// A frontend's function (`#[compositional(frontend = "numpy")]`): its call and its output
    /// types run under that framework's promotion rules and default dtypes
    /// ([`frontend_scope`](crate::frontend_scope)).
    pub frontend: Option<Frontend>,
    /// The path of its declaration type (`core::any::type_name` of `f`), whose module the
    /// library's catalogue takes its category from (see [`FunctionDecl::module`]).
    pub path: fn() -> &'static str,
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
        slots: None,
        accumulates: false,
        to_add: &[],
        to_skip: &[],
        composed: None,
        typing: None,
        frontend: None,
        path: || "",
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
    /// What the function's kernel on `backend` supports, if it has one.
    #[inline]
    pub fn kernel_support(&self, backend: BackendId) -> Option<KernelSupport> {
        self.slots.and_then(|s| s.entries().support(backend))
    }

    /// The function's kernel on `backend`, if it has one.
    pub fn kernel(&self, backend: BackendId) -> Option<&'static KernelDecl> {
        self.slots.and_then(|s| s.entries().kernel(backend))
    }

    /// Why `backend` has no kernel for the function, where it declares that on purpose
    /// ([`Backend::absent`](crate::Backend::absent)).
    pub fn absent_reason(&self, backend: BackendId) -> Option<&'static str> {
        self.slots.and_then(|s| s.entries().absent(backend))
    }

    /// The module the function is declared in, e.g. `"ivy_runtime::functional::elementwise"`.
    pub fn module(&self) -> &'static str {
        (self.path)()
            .rsplit_once("::")
            .map_or("", |(module, _)| module)
    }

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
        self.promoted_support_at_depth(backend, 0)
    }

    /// [`FunctionDecl::support`] below a composition `depth` calls deep.
    fn promoted_support_at_depth(&self, backend: BackendId, depth: usize) -> Support {
        let mut s = self.support_at_depth(backend, depth);
        for k in 0..DEVICE_KINDS {
            s.dtypes[k] = s.dtypes[k] | self.promoted(s.dtypes[k], backend);
        }
        s
    }

    /// The dtypes supported on a backend (on the CPU) only because the function promotes them
    /// to the default float dtype first (`#[integer_arrays_to_float]`).
    pub fn promoted_dtypes(&self, backend: BackendId) -> DtypeSet {
        self.promoted_dtypes_on(backend, DeviceKind::Cpu)
    }

    /// [`FunctionDecl::promoted_dtypes`] on devices of `device`.
    pub fn promoted_dtypes_on(&self, backend: BackendId, device: DeviceKind) -> DtypeSet {
        let native = self
            .support_at_depth(backend, 0)
            .dtypes_on(Device::from(device));
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
        // A callee's support includes what it promotes (seed 002: a composition supports what
        // its callees accept, and an `#[integer_arrays_to_float]` callee accepts integers).
        for callee in self.callees {
            s = s.intersect(callee.promoted_support_at_depth(backend, depth + 1));
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
        match (self.kind, self.kernel_support(backend)) {
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

    /// The supported dtypes (on the CPU) on every registered backend at once, in the order
    /// they were registered: what Ivy's `function_supported_dtypes(fn)` answers per backend
    /// when no backend is set. A backend registered at several versions
    /// ([`register_backend_as`](crate::register_backend_as)) answers once per version.
    ///
    /// ```
    /// let ndarray = ivy::init()?;
    /// let per_backend = ivy::tan::DECL.supported_dtypes_per_backend();
    /// let on_ndarray = per_backend.iter().find(|(b, _)| *b == ndarray).map(|(_, d)| *d);
    /// assert_eq!(on_ndarray, Some(ivy::tan::DECL.supported_dtypes(ndarray)));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn supported_dtypes_per_backend(&self) -> Vec<(BackendId, DtypeSet)> {
        super::registered_backends()
            .into_iter()
            .map(|b| (b, self.supported_dtypes(b)))
            .collect()
    }

    /// The unsupported dtypes (on the CPU, each backend's invalid dtypes included) on every
    /// registered backend at once: see [`FunctionDecl::supported_dtypes_per_backend`].
    pub fn unsupported_dtypes_per_backend(&self) -> Vec<(BackendId, DtypeSet)> {
        super::registered_backends()
            .into_iter()
            .map(|b| (b, self.unsupported_dtypes(b)))
            .collect()
    }

    /// The device kinds the function supports on a backend (Ivy's
    /// `function_supported_devices`): those the backend has, less those its declarations
    /// rule out.
    pub fn supported_devices(&self, backend: BackendId) -> Vec<DeviceKind> {
        let s = self.support(backend);
        ALL_DEVICE_KINDS
            .into_iter()
            .filter(|k| s.devices[kind_index(*k)])
            .collect()
    }

    /// The supported dtypes on each supported device kind (Ivy's
    /// `function_supported_devices_and_dtypes`): device-and-dtype declarations decide them per
    /// kind.
    pub fn supported_devices_and_dtypes(&self, backend: BackendId) -> Vec<(DeviceKind, DtypeSet)> {
        let s = self.support(backend);
        ALL_DEVICE_KINDS
            .into_iter()
            .filter(|k| s.devices[kind_index(*k)])
            .map(|k| (k, s.dtypes[kind_index(k)]))
            .collect()
    }

    /// The device kinds the function does not support on a backend, those the backend does not
    /// have included (Ivy's `function_unsupported_devices`).
    ///
    /// ```
    /// use ivy::DeviceKind;
    ///
    /// let ndarray = ivy::init()?;
    /// assert_eq!(ivy::add::DECL.supported_devices(ndarray), [DeviceKind::Cpu]);
    /// assert_eq!(
    ///     ivy::add::DECL.unsupported_devices(ndarray),
    ///     [DeviceKind::Gpu, DeviceKind::Tpu]
    /// );
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn unsupported_devices(&self, backend: BackendId) -> Vec<DeviceKind> {
        let s = self.support(backend);
        ALL_DEVICE_KINDS
            .into_iter()
            .filter(|k| !s.devices[kind_index(*k)])
            .collect()
    }

    /// The unsupported dtypes on each device kind, every dtype on a kind the function does not
    /// run on (Ivy's `function_unsupported_devices_and_dtypes`); kinds where every dtype is
    /// supported are left out.
    pub fn unsupported_devices_and_dtypes(
        &self,
        backend: BackendId,
    ) -> Vec<(DeviceKind, DtypeSet)> {
        let s = self.support(backend);
        ALL_DEVICE_KINDS
            .into_iter()
            .map(|k| (k, s.dtypes_on(Device::from(k)).complement()))
            .filter(|(_, unsupported)| !unsupported.is_empty())
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
