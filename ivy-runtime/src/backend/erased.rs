//! [`DynBackend`]: a [`Backend`] with its native type erased, as the registry holds it. Every
//! call into the backend's own code goes through [`Erased::run`], which turns its errors into
//! ivy's (naming the operation) and contains its panics.

use std::any::{Any, TypeId};
use std::sync::Arc;

use ivy_grammar::{Device, DeviceKind, Version};
use ivy_grammar::{Dtype, DtypeSet};

use super::{Absent, Backend, BackendError};
use crate::array::Shape;
use crate::error::{Error, Result};
use crate::host::HostArray;
use crate::panics::contain;
use crate::registry::KernelDecl;

/// A native array behind the type-erased interface.
pub(crate) type Native = Arc<dyn Any + Send + Sync>;

/// [`Backend`] with the native type erased.
pub(crate) trait DynBackend: Send + Sync {
    fn backend_type(&self) -> TypeId;
    fn valid_dtypes(&self, version: &Version) -> DtypeSet;
    fn device_kinds(&self) -> &'static [DeviceKind];
    fn supports_device(&self, device: Device) -> bool;
    fn describe(&self, x: &dyn Any) -> Result<(Dtype, Shape, Device)>;
    fn astype(&self, x: &dyn Any, dtype: Dtype) -> Result<Native>;
    fn native_from_host(&self, host: HostArray, device: Device) -> Result<Native>;
    fn to_host(&self, x: &dyn Any) -> Result<HostArray>;
    fn native_into_host(&self, x: Native) -> Result<HostArray>;
    fn to_host_edges(&self, x: &dyn Any, edges: &[bool], count: usize) -> Result<HostArray>;
    fn kernels(&self) -> Vec<&'static KernelDecl>;
    fn absent(&self) -> Vec<Absent>;
}

/// A backend behind [`DynBackend`].
pub(crate) struct Erased<B: Backend>(pub B);

impl<B: Backend> Erased<B> {
    fn native<'a>(&self, x: &'a dyn Any) -> Result<&'a B::Native> {
        x.downcast_ref::<B::Native>()
            .ok_or(Error::WrongBackend { expected: B::NAME })
    }

    /// Runs the backend's own code for `operation`: its errors become ivy's, and a panic in it
    /// an error too (see [`contain`]).
    fn run<T>(
        &self,
        operation: &'static str,
        f: impl FnOnce() -> std::result::Result<T, BackendError>,
    ) -> Result<T> {
        contain(operation, B::NAME, || {
            f().map_err(|e| e.into_error(operation, B::NAME))
        })
    }
}

impl<B: Backend> DynBackend for Erased<B> {
    fn backend_type(&self) -> TypeId {
        TypeId::of::<B>()
    }
    fn valid_dtypes(&self, version: &Version) -> DtypeSet {
        self.0.valid_dtypes(version) & B::VALID_DTYPES
    }
    fn device_kinds(&self) -> &'static [DeviceKind] {
        self.0.device_kinds()
    }
    fn supports_device(&self, device: Device) -> bool {
        self.0.supports_device(device)
    }
    fn describe(&self, x: &dyn Any) -> Result<(Dtype, Shape, Device)> {
        let x = self.native(x)?;
        let dtype = self.run("dtype", || self.0.dtype(x))?;
        Ok((dtype, Shape::new(self.0.shape(x)), self.0.device(x)))
    }
    fn astype(&self, x: &dyn Any, dtype: Dtype) -> Result<Native> {
        let x = self.native(x)?;
        let out = self.run("astype", || self.0.astype(x, dtype))?;
        Ok(Arc::new(out))
    }
    fn native_from_host(&self, host: HostArray, device: Device) -> Result<Native> {
        let out = self.run("native_from_host", || self.0.native_from_host(host, device))?;
        Ok(Arc::new(out))
    }
    fn to_host(&self, x: &dyn Any) -> Result<HostArray> {
        let x = self.native(x)?;
        self.run("to_host", || self.0.to_host(x))
    }
    fn native_into_host(&self, x: Native) -> Result<HostArray> {
        match x.downcast::<B::Native>() {
            Ok(x) => match Arc::try_unwrap(x) {
                Ok(owned) => self.run("into_host", || self.0.native_into_host(owned)),
                Err(shared) => self.run("to_host", || self.0.to_host(&shared)),
            },
            Err(_) => Err(Error::WrongBackend { expected: B::NAME }),
        }
    }
    fn to_host_edges(&self, x: &dyn Any, edges: &[bool], count: usize) -> Result<HostArray> {
        let x = self.native(x)?;
        self.run("to_host_edges", || self.0.to_host_edges(x, edges, count))
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        self.0.kernels()
    }
    fn absent(&self) -> Vec<Absent> {
        self.0.absent()
    }
}
