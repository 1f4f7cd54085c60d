//! What a backend provides: its native array type, its dtypes and devices, conversions through
//! host memory, and its kernels.
//!
//! The runtime never names a backend crate. A backend implements [`Backend`] for a type of its
//! own (a marker, or a struct holding configuration) and registers an instance with
//! [`crate::register_backend`]; from then on arrays of that backend carry its
//! [`BackendId`](crate::BackendId), and dispatch reaches its kernels through the per-function
//! slots the registration filled. Every fact about a backend is keyed on that type, never on
//! the framework's array type, so a backend over a foreign array type (`candle_core::Tensor`)
//! needs no newtype.

mod erased;
mod error;
mod extent;
mod native_dtype;

pub(crate) use erased::{DynBackend, Erased};
pub use error::BackendError;
pub use extent::strided_extent;
pub use native_dtype::{
    NativeDtypes, as_ivy_dtype, as_native_dtype, default_dtype_as_native, is_native_dtype,
    native_dtypes,
};

use ivy_grammar::{Device, DeviceKind, Version};
use ivy_grammar::{Dtype, DtypeSet};

use crate::host::HostArray;
use crate::registry::{FunctionDecl, KernelDecl};

/// An array framework ivy can run on.
///
/// Eight items are required: the native array type, the name, the dtypes the framework can
/// hold, its version, the dtype and shape of a native array, and the two conversions through
/// host memory. Everything else has a default that a backend overrides where it can do better
/// (a cast without a round trip through host memory, devices other than the CPU, printing that
/// reads only what it shows). Its kernels need no method: [`Backend::kernels`] finds every
/// kernel written for the backend's type (`#[implements(f for B)]`).
///
/// Methods that the framework's own code can fail in return [`BackendError`], which any
/// `std::error::Error` converts into with `?`.
///
/// The facade's `ivy::guide` walks through a complete backend, with its kernels and declarations.
pub trait Backend: Send + Sync + 'static {
    /// The framework's array type (ndarray: an enum over `ArrayD<T>`; candle: `Tensor`).
    type Native: Clone + Send + Sync + 'static;

    /// The backend's name, e.g. `"ndarray"`.
    const NAME: &'static str;

    /// Every dtype the framework can hold in some version; the others are its invalid dtypes.
    /// Kernel declarations are checked against it at compile time (a kernel cannot declare a
    /// dtype unsupported that its backend never holds).
    const VALID_DTYPES: DtypeSet;

    /// The framework's version, against which version-keyed declarations are resolved.
    fn version(&self) -> Version;

    /// The dtypes the framework holds at `version` (default: [`Backend::VALID_DTYPES`]). A
    /// framework that gained dtypes over time narrows this for older versions.
    fn valid_dtypes(&self, version: &Version) -> DtypeSet {
        let _ = version;
        Self::VALID_DTYPES
    }

    /// The kinds of device arrays can live on (default: the CPU only).
    fn device_kinds(&self) -> &'static [DeviceKind] {
        &[DeviceKind::Cpu]
    }

    /// Whether arrays can live on `device` (default: its kind is one of
    /// [`Backend::device_kinds`], with any index).
    fn supports_device(&self, device: Device) -> bool {
        self.device_kinds().contains(&device.kind())
    }

    /// The devices present, which [`num_gpus`](crate::num_gpus) counts (default: the first
    /// device of each of [`Backend::device_kinds`]: `cpu`, `gpu:0`, ...). A backend that finds
    /// its GPUs at run time lists them here.
    fn devices(&self) -> Vec<Device> {
        self.device_kinds()
            .iter()
            .map(|k| Device::from(*k))
            .collect()
    }

    /// `x` on `device` (Ivy's `to_device`). The default hands back a clone where `x` is on
    /// `device` already (moving `cpu` to `cpu` copies nothing), else copies it through host
    /// memory onto `device` ([`Backend::to_host`], then [`Backend::native_from_host`]). The
    /// runtime only passes devices the backend supports.
    fn to_device(&self, x: &Self::Native, device: Device) -> Result<Self::Native, BackendError> {
        if self.device(x) == device {
            return Ok(x.clone());
        }
        self.native_from_host(self.to_host(x)?, device)
    }

    /// The dtype of a native array; an error for a framework dtype that is none of Ivy's.
    fn dtype(&self, x: &Self::Native) -> Result<Dtype, BackendError>;

    /// The shape of a native array.
    fn shape<'a>(&self, x: &'a Self::Native) -> &'a [usize];

    /// The device a native array lives on (default: the CPU).
    fn device(&self, x: &Self::Native) -> Device {
        let _ = x;
        Device::Cpu
    }

    /// A native array holding a host array's elements, on `device`, taking their buffer where
    /// the framework can (then moving an array between backends copies nothing). The runtime
    /// only passes dtypes the backend holds and devices it supports.
    fn native_from_host(
        &self,
        host: HostArray,
        device: Device,
    ) -> Result<Self::Native, BackendError>;

    /// The elements of a native array in host memory.
    fn to_host(&self, x: &Self::Native) -> Result<HostArray, BackendError>;

    /// The elements of a native array in host memory, taking the array: a backend whose arrays
    /// can give up their buffer overrides this to move it without a copy (default:
    /// [`Backend::to_host`]). [`Array::into_backend`](crate::Array::into_backend) uses it.
    fn native_into_host(&self, x: Self::Native) -> Result<HostArray, BackendError> {
        self.to_host(&x)
    }

    /// Sees a native array that an [`Array`](crate::Array) held with no clone left, just before
    /// it is dropped: a backend whose arrays hold a `Vec` overrides this to take the memory of
    /// large ones (leaving any valid array in its place) and give it to
    /// [`recycle_result`](crate::recycle_result), where its next results of that size take it
    /// instead of fresh pages (default: nothing is taken). It must not panic.
    fn recycle(native: &mut Self::Native)
    where
        Self: Sized,
    {
        let _ = native;
    }

    /// `x` converted to `dtype` with `astype` semantics (see [`HostArray::astype`]). The
    /// default goes through host memory; the runtime only passes dtypes the backend holds.
    fn astype(&self, x: &Self::Native, dtype: Dtype) -> Result<Self::Native, BackendError> {
        let host = self.to_host(x)?.astype(dtype)?;
        self.native_from_host(host, self.device(x))
    }

    /// The elements printing shows, in host memory: along each axis `i`, the entries
    /// [`shown[i]`](crate::Shown) keeps. The default copies the whole array to host memory and
    /// selects there; a backend that can select first overrides it, so printing a large array
    /// reads only what it shows.
    fn to_host_edges(
        &self,
        x: &Self::Native,
        shown: &[crate::Shown],
    ) -> Result<HostArray, BackendError> {
        Ok(self.to_host(x)?.select_edges(shown)?)
    }

    /// The host memory a native array's elements lie in, as addresses from the lowest byte
    /// of any element to just past the highest ([`strided_extent`] computes it from a strided
    /// layout), so that [`TensorType::may_share_memory`](crate::TensorType::may_share_memory)
    /// finds a view and its source, and overlapping views. `None` (the default) where the
    /// array has no element, its memory is not host memory, or the backend does not say:
    /// then only handles of one native array are taken to share memory.
    fn memory_extent(&self, x: &Self::Native) -> Option<std::ops::Range<usize>> {
        let _ = x;
        None
    }

    /// Every kernel the backend implements (default: every kernel written for its type,
    /// `#[implements(f for B)]`, in any crate linked into the program:
    /// [`linked_kernels`](crate::linked_kernels)). A backend that lists its kernels instead
    /// overrides this with `ivy::kernels![..]`. More kernels can be added after registration
    /// with [`register_kernels`](crate::register_kernels).
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        crate::registry::kernels_for(std::any::TypeId::of::<Self>())
    }

    /// Primary functions the backend has no kernel for on purpose, with the reason (default:
    /// none). A call gets [`Error::NoKernel`](crate::Error::NoKernel) with the reason, and the
    /// test that every library function has a kernel on every built-in backend accepts it.
    fn absent(&self) -> Vec<Absent> {
        Vec::new()
    }
}

/// A primary function a backend has no kernel for on purpose: see [`Backend::absent`].
#[derive(Clone, Copy, Debug)]
pub struct Absent {
    /// The function.
    pub function: &'static FunctionDecl,
    /// Why, e.g. `"candle has no integer remainder"`.
    pub reason: &'static str,
}
