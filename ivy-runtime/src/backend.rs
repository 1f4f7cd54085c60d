//! What a backend provides: its native array type, its dtypes, conversions and its kernels.
//!
//! The runtime never names a backend crate. A backend implements [`Backend`] for a marker type
//! and registers an instance with [`crate::register_backend`]; from then on arrays of that backend
//! carry its [`BackendId`](crate::BackendId), and dispatch reaches its kernels through the
//! per-function slots the registration filled.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use ivy_macros_core::grammar::{Device, Version};
use ivy_macros_core::{Dtype, DtypeSet};

use crate::array::Shape;
use crate::error::Result;
use crate::host::HostArray;
use crate::registry::KernelDecl;

/// An array framework ivy can run on.
pub trait Backend: Send + Sync + 'static {
    /// The framework's array type (ndarray: an enum over `ArrayD<T>`; candle: `Tensor`).
    type Native: Clone + Send + Sync + fmt::Display + 'static;

    /// The backend's name, e.g. `"ndarray"`.
    fn name(&self) -> &'static str;

    /// The framework's version, against which version-keyed declarations are resolved.
    fn version(&self) -> Version;

    /// The dtypes the framework can hold at all; the others are its invalid dtypes.
    fn native_dtypes(&self) -> DtypeSet;

    /// Whether arrays can live on `device`.
    fn supports_device(&self, device: Device) -> bool;

    /// The dtype of a native array.
    fn dtype(&self, x: &Self::Native) -> Dtype;

    /// The shape of a native array.
    fn shape<'a>(&self, x: &'a Self::Native) -> &'a [usize];

    /// The device a native array lives on.
    fn device(&self, x: &Self::Native) -> Device;

    /// `x` converted to `dtype`.
    fn astype(&self, x: &Self::Native, dtype: Dtype) -> Result<Self::Native>;

    /// A native array holding a host array's elements, on `device`.
    fn native_from_host(&self, host: HostArray, device: Device) -> Result<Self::Native>;

    /// The elements of a native array in host memory.
    fn native_to_host(&self, x: &Self::Native) -> Result<HostArray>;

    /// Every kernel the backend implements (see `ivy::kernels!`).
    fn kernels(&self) -> Vec<&'static KernelDecl>;
}

/// [`Backend`] with the native type erased, as the registry holds it.
pub(crate) trait DynBackend: Send + Sync {
    fn name(&self) -> &'static str;
    fn native_dtypes(&self) -> DtypeSet;
    fn supports_device(&self, device: Device) -> bool;
    fn describe(&self, x: &dyn Any) -> Option<(Dtype, Shape, Device)>;
    fn astype(&self, x: &dyn Any, dtype: Dtype) -> Result<Arc<dyn Any + Send + Sync>>;
    fn native_from_host(
        &self,
        host: HostArray,
        device: Device,
    ) -> Result<Arc<dyn Any + Send + Sync>>;
    fn native_to_host(&self, x: &dyn Any) -> Result<HostArray>;
    fn format(&self, x: &dyn Any, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn kernels(&self) -> Vec<&'static KernelDecl>;
}

/// A backend behind [`DynBackend`].
pub(crate) struct Erased<B: Backend>(pub B);

impl<B: Backend> Erased<B> {
    fn native<'a>(&self, x: &'a dyn Any) -> Result<&'a B::Native> {
        x.downcast_ref::<B::Native>()
            .ok_or_else(|| crate::Error::WrongBackend {
                expected: self.0.name(),
            })
    }
}

impl<B: Backend> DynBackend for Erased<B> {
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn native_dtypes(&self) -> DtypeSet {
        self.0.native_dtypes()
    }
    fn supports_device(&self, device: Device) -> bool {
        self.0.supports_device(device)
    }
    fn describe(&self, x: &dyn Any) -> Option<(Dtype, Shape, Device)> {
        let x = x.downcast_ref::<B::Native>()?;
        Some((
            self.0.dtype(x),
            Shape::new(self.0.shape(x)),
            self.0.device(x),
        ))
    }
    fn astype(&self, x: &dyn Any, dtype: Dtype) -> Result<Arc<dyn Any + Send + Sync>> {
        Ok(Arc::new(self.0.astype(self.native(x)?, dtype)?))
    }
    fn native_from_host(
        &self,
        host: HostArray,
        device: Device,
    ) -> Result<Arc<dyn Any + Send + Sync>> {
        Ok(Arc::new(self.0.native_from_host(host, device)?))
    }
    fn native_to_host(&self, x: &dyn Any) -> Result<HostArray> {
        self.0.native_to_host(self.native(x)?)
    }
    fn format(&self, x: &dyn Any, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match x.downcast_ref::<B::Native>() {
            Some(x) => fmt::Display::fmt(x, f),
            None => f.write_str("<array of another backend>"),
        }
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        self.0.kernels()
    }
}
