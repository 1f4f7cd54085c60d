//! A backend with no behaviour for the compile-time cases: `Native` arrays of `NativeBackend`,
//! which holds every dtype. Included with `#[path = "../support/native.rs"] mod native;`.
#![allow(dead_code)]

use ivy::{Backend, BackendError, Device, Dtype, DtypeSet, HostArray, Version};

#[derive(Clone)]
pub struct Native;

pub struct NativeBackend;

impl Backend for NativeBackend {
    type Native = Native;
    const NAME: &'static str = "native";
    const VALID_DTYPES: DtypeSet = DtypeSet::VALID;

    fn version(&self) -> Version {
        "1.0".parse().unwrap()
    }
    fn dtype(&self, _: &Native) -> Result<Dtype, BackendError> {
        Ok(Dtype::Float32)
    }
    fn shape<'a>(&self, _: &'a Native) -> &'a [usize] {
        &[]
    }
    fn native_from_host(&self, _: HostArray, _: Device) -> Result<Native, BackendError> {
        Ok(Native)
    }
    fn to_host(&self, _: &Native) -> Result<HostArray, BackendError> {
        Ok(HostArray::scalar(0.0f32))
    }
}
