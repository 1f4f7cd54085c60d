//! [`DynBackend`]: a [`Backend`] with its native type erased, as the registry holds it. Every
//! call into the backend's own code goes through [`Erased::run`], which turns its errors into
//! ivy's (naming the operation) and contains its panics.

use std::any::{Any, TypeId};

use ivy_grammar::{Device, DeviceKind, Version};
use ivy_grammar::{Dtype, DtypeSet};

use super::{Absent, Backend, BackendError};
use crate::array::Shape;
use crate::error::{Error, Result};
use crate::host::HostArray;
use crate::host::Shown;
use crate::panics::contain;
use crate::registry::KernelDecl;
use crate::storage::{NativeRef, Storage, read, slot, write};

/// [`Backend`] with the native type erased.
pub(crate) trait DynBackend: Send + Sync {
    fn backend_type(&self) -> TypeId;
    /// The name of the backend's native array type, for errors.
    fn native_type(&self) -> &'static str;
    fn valid_dtypes(&self, version: &Version) -> DtypeSet;
    fn device_kinds(&self) -> &'static [DeviceKind];
    fn supports_device(&self, device: Device) -> bool;
    fn devices(&self) -> Vec<Device>;
    /// [`Backend::to_device`] of the native array in storage `x`.
    fn to_device(&self, x: &dyn Any, device: Device) -> Result<Storage>;
    /// The dtype, shape and device of `x`, a native array of the backend (uncontained: the
    /// caller contains the backend's code, see [`crate::panics`]).
    fn describe(&self, x: &dyn Any) -> Result<(Dtype, Shape, Device)>;
    /// [`DynBackend::describe`] of the native array in storage `x`.
    fn describe_stored(&self, x: &dyn Any) -> Result<(Dtype, Shape, Device)>;
    fn astype(&self, x: &dyn Any, dtype: Dtype) -> Result<Storage>;
    fn native_from_host(&self, host: HostArray, device: Device) -> Result<Storage>;
    fn to_host(&self, x: &dyn Any) -> Result<HostArray>;
    fn native_into_host(&self, x: Storage) -> Result<HostArray>;
    fn to_host_edges(&self, x: &dyn Any, shown: &[Shown]) -> Result<HostArray>;
    fn kernels(&self) -> Vec<&'static KernelDecl>;
    fn absent(&self) -> Vec<Absent>;
    /// Moves (or, when it is shared, copies) the native array of storage `value` into storage
    /// `out`, which every clone of `out` reads.
    fn assign(&self, out: &dyn Any, value: Storage) -> Result<()>;
    /// [`Backend::memory_extent`] of the native array in storage `x` (`None` too where the
    /// backend's code fails).
    fn memory_extent(&self, x: &dyn Any) -> Option<std::ops::Range<usize>>;
}

/// The error for a native array of another backend than `B` (built only when needed: an
/// error built and dropped costs every call).
#[cold]
fn wrong_backend<B: Backend>() -> Error {
    Error::WrongBackend { expected: B::NAME }
}

/// A backend behind [`DynBackend`].
pub(crate) struct Erased<B: Backend>(pub B);

impl<B: Backend> Erased<B> {
    /// The native array in storage `x`, read-locked.
    fn native<'a>(&self, x: &'a dyn Any) -> Result<NativeRef<'a, B::Native>> {
        match read::<B::Native>(x) {
            Some(x) => Ok(x),
            None => Err(wrong_backend::<B>()),
        }
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
    fn native_type(&self) -> &'static str {
        std::any::type_name::<B::Native>()
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
    fn devices(&self) -> Vec<Device> {
        self.0.devices()
    }
    fn to_device(&self, x: &dyn Any, device: Device) -> Result<Storage> {
        let x = self.native(x)?;
        let out = self.run("to_device", || self.0.to_device(&x, device))?;
        Ok(Storage::new(out))
    }
    fn describe(&self, x: &dyn Any) -> Result<(Dtype, Shape, Device)> {
        let Some(x) = x.downcast_ref::<B::Native>() else {
            return Err(wrong_backend::<B>());
        };
        let dtype = self
            .0
            .dtype(x)
            .map_err(|e| e.into_error("dtype", B::NAME))?;
        Ok((dtype, Shape::new(self.0.shape(x)), self.0.device(x)))
    }
    fn describe_stored(&self, x: &dyn Any) -> Result<(Dtype, Shape, Device)> {
        self.describe(&*self.native(x)?)
    }
    fn astype(&self, x: &dyn Any, dtype: Dtype) -> Result<Storage> {
        let x = self.native(x)?;
        let out = self.run("astype", || self.0.astype(&x, dtype))?;
        Ok(Storage::new(out))
    }
    fn native_from_host(&self, host: HostArray, device: Device) -> Result<Storage> {
        let out = self.run("native_from_host", || self.0.native_from_host(host, device))?;
        Ok(Storage::new(out))
    }
    fn to_host(&self, x: &dyn Any) -> Result<HostArray> {
        let x = self.native(x)?;
        self.run("to_host", || self.0.to_host(&x))
    }
    fn native_into_host(&self, mut x: Storage) -> Result<HostArray> {
        match x.take::<B::Native>() {
            Some(owned) => self.run("into_host", || self.0.native_into_host(owned)),
            None => self.to_host(x.as_any()),
        }
    }
    fn to_host_edges(&self, x: &dyn Any, shown: &[Shown]) -> Result<HostArray> {
        let x = self.native(x)?;
        self.run("to_host_edges", || self.0.to_host_edges(&x, shown))
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        self.0.kernels()
    }
    fn absent(&self) -> Vec<Absent> {
        self.0.absent()
    }
    fn memory_extent(&self, x: &dyn Any) -> Option<std::ops::Range<usize>> {
        let x = self.native(x).ok()?;
        self.run("memory_extent", || Ok(self.0.memory_extent(&x)))
            .ok()
            .flatten()
    }
    fn assign(&self, out: &dyn Any, value: Storage) -> Result<()> {
        let out_slot = slot::<B::Native>(out).ok_or_else(wrong_backend::<B>)?;
        if std::ptr::addr_eq(value.as_any(), out) {
            return Ok(());
        }
        let value = value
            .into_native::<B::Native>()
            .ok_or_else(wrong_backend::<B>)?;
        let mut out = write(out_slot)?;
        // The old array is dropped after the lock is released.
        let old = out.replace(value);
        drop(out);
        drop(old);
        Ok(())
    }
}
