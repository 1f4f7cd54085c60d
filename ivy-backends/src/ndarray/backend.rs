//! The ndarray backend as the runtime sees it: name, version, dtypes, conversions, kernels.

use ivy_runtime::{
    Array, Backend, BackendError, BackendId, Device, Dtype, DtypeSet, HostArray, Result, Shown,
    Version,
};
use ndarray::ArrayD;

use super::storage::{Element, NdArray};

/// The version of the ndarray crate this backend is built against; its version-keyed
/// declarations resolve against it. A workspace test (`tests/api/backend_versions.rs`) checks it
/// against Cargo.lock.
pub const NDARRAY_VERSION: &str = "0.17.2";

/// [`NDARRAY_VERSION`] as a [`Version`], for compile-time checks of declarations.
pub(crate) const VERSION: Version = match Version::from_literal(NDARRAY_VERSION) {
    Some(v) => v,
    None => panic!("NDARRAY_VERSION is a version"),
};

/// The ndarray backend: every dtype, CPU only.
///
/// ```
/// use ivy_backends::ndarray::NdArrayBackend;
/// use ivy_runtime::{Backend, DtypeSet};
///
/// assert_eq!(NdArrayBackend::NAME, "ndarray");
/// assert_eq!(NdArrayBackend::VALID_DTYPES, DtypeSet::VALID);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NdArrayBackend;

impl NdArrayBackend {
    /// An ivy array around an `ndarray::ArrayD`, without a copy, on the registered ndarray
    /// backend `id`; its buffer is shared copy-on-write, so basic slices of it are views.
    ///
    /// ```
    /// use ivy_backends::ndarray::NdArrayBackend;
    /// use ndarray::{ArrayD, IxDyn};
    ///
    /// let id = ivy_runtime::register_backend(NdArrayBackend)?;
    /// let a = ArrayD::from_shape_vec(IxDyn(&[2]), vec![1.5f32, 2.5]).unwrap();
    /// let ptr = a.as_ptr();
    /// let x = NdArrayBackend::wrap(id, a)?;
    /// let back: ArrayD<f32> = NdArrayBackend::unwrap(x)?;
    /// assert_eq!(back.as_ptr(), ptr); // the same buffer, in and out
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    pub fn wrap<T: Element>(id: BackendId, a: ArrayD<T>) -> Result<Array> {
        // Shared whatever its size: basic slices of it are views.
        Array::from_native(id, NdArray::from(a.into_shared()))
    }

    /// The `ndarray::ArrayD` inside an ivy array of this backend, without a copy when nothing
    /// else holds its buffer (no clone of the array, no view of it: see
    /// [`NdArray`]'s conversions) and it is in standard layout; an error if it has another
    /// dtype or backend.
    pub fn unwrap<T: Element>(x: Array) -> Result<ArrayD<T>> {
        ArrayD::<T>::try_from(x.into_native::<NdArray>()?)
    }
}

impl Backend for NdArrayBackend {
    type Native = NdArray;

    const NAME: &'static str = "ndarray";

    const VALID_DTYPES: DtypeSet = DtypeSet::VALID;

    fn version(&self) -> Version {
        VERSION
    }

    fn dtype(&self, x: &NdArray) -> Result<Dtype, BackendError> {
        Ok(x.dtype())
    }

    fn shape<'a>(&self, x: &'a NdArray) -> &'a [usize] {
        x.shape()
    }

    fn native_from_host(&self, host: HostArray, _: Device) -> Result<NdArray, BackendError> {
        Ok(NdArray::from_host(host)?)
    }

    fn to_host(&self, x: &NdArray) -> Result<HostArray, BackendError> {
        Ok(x.to_host()?)
    }

    fn native_into_host(&self, x: NdArray) -> Result<HostArray, BackendError> {
        Ok(x.into_host()?)
    }

    fn recycle(native: &mut NdArray) {
        native.recycle();
    }

    fn astype(&self, x: &NdArray, dtype: Dtype) -> Result<NdArray, BackendError> {
        Ok(super::cast::astype(x, dtype)?)
    }

    fn to_host_edges(&self, x: &NdArray, shown: &[Shown]) -> Result<HostArray, BackendError> {
        Ok(x.to_host_edges(shown)?)
    }

    fn memory_extent(&self, x: &NdArray) -> Option<std::ops::Range<usize>> {
        x.memory_extent()
    }
}
