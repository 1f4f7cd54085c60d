//! DLPack, the Array API's interchange protocol, without copying the elements either way:
//! `Array.__dlpack__` hands a consumer (NumPy, PyTorch, JAX, ivy_rs itself) a capsule that
//! points into the array's own memory, kept alive by a clone of the native array; and
//! `from_dlpack` reads a producer's memory in place ([`NdArray::from_foreign`]), copying it
//! only on ivy's first write to it, so the producer never sees ivy's writes.
//!
//! A capsule names its struct: `dltensor_versioned` (DLPack 1.x, with flags; given when the
//! consumer asks for `max_version >= (1, 0)`) or `dltensor` (the unversioned one before it).
//! A consumer takes the struct by renaming the capsule `used_...`, and then calls its deleter;
//! a capsule dropped unused calls it itself.
//!
//! What is shared: exported memory is marked read-only (DLPack 1.x's flag; the unversioned
//! struct has none), and ivy writes to it only through copy-on-write, so the consumer sees
//! the array as it was exported. A small array held alone (under 4 KiB, see
//! `ivy::ndarray::SHARED_FROM`) is exported from a clone of it, which copies those few bytes;
//! an array on the candle backend is exported through the ndarray backend, a copy (refused
//! under `copy=False`).

use std::ffi::{CStr, c_void};
use std::sync::Arc;

use ivy::ndarray::{NdArray, RawParts};
use ivy::{Array, Device, Dtype};
use pyo3::exceptions::{PyBufferError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::{IntoPyObjectExt, ffi};

use crate::array::{PyArray, device_from_py};
use crate::error::to_py_err;

/// DLPack's device type of host memory (`kDLCPU`).
pub const CPU: i32 = 1;

/// The DLPack version this module speaks.
const VERSION: (u32, u32) = (1, 1);

/// DLPack 1.x's flag: the consumer must not write the memory.
const READ_ONLY: u64 = 1;
/// DLPack 1.x's flag: the memory is a copy made for this export.
const IS_COPIED: u64 = 1 << 1;

const VERSIONED: &CStr = c"dltensor_versioned";
const USED_VERSIONED: &CStr = c"used_dltensor_versioned";
const UNVERSIONED: &CStr = c"dltensor";
const USED_UNVERSIONED: &CStr = c"used_dltensor";

#[repr(C)]
struct DLDevice {
    device_type: i32,
    device_id: i32,
}

#[repr(C)]
struct DLDataType {
    code: u8,
    bits: u8,
    lanes: u16,
}

#[repr(C)]
struct DLTensor {
    data: *mut c_void,
    device: DLDevice,
    ndim: i32,
    dtype: DLDataType,
    shape: *mut i64,
    strides: *mut i64,
    byte_offset: u64,
}

#[repr(C)]
struct DLManagedTensor {
    dl_tensor: DLTensor,
    manager_ctx: *mut c_void,
    deleter: Option<unsafe extern "C" fn(*mut DLManagedTensor)>,
}

#[repr(C)]
struct DLPackVersion {
    major: u32,
    minor: u32,
}

#[repr(C)]
struct DLManagedTensorVersioned {
    version: DLPackVersion,
    manager_ctx: *mut c_void,
    deleter: Option<unsafe extern "C" fn(*mut DLManagedTensorVersioned)>,
    flags: u64,
    dl_tensor: DLTensor,
}

/// What the two managed structs share (the capsule name, the tensor, the manager's context,
/// the deleter), so that exporting, a capsule's destructor and dropping an import are written
/// once for both.
trait Managed: Sized + 'static {
    /// The capsule's name while unused.
    const NAME: &'static CStr;
    fn tensor_mut(&mut self) -> &mut DLTensor;
    fn set_context(&mut self, context: *mut c_void);
    fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)>;
}

/// [`Managed`] for a struct with these fields, named `name` in its capsule.
macro_rules! managed {
    ($($t:ty => $name:expr),*) => {$(
        impl Managed for $t {
            const NAME: &'static CStr = $name;
            fn tensor_mut(&mut self) -> &mut DLTensor {
                &mut self.dl_tensor
            }
            fn set_context(&mut self, context: *mut c_void) {
                self.manager_ctx = context;
            }
            fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)> {
                self.deleter
            }
        }
    )*};
}

managed!(DLManagedTensorVersioned => VERSIONED, DLManagedTensor => UNVERSIONED);

/// Calls the deleter of the struct at `m`, if it has one.
///
/// # Safety
///
/// `m` is a live managed struct whose deleter has not run.
#[allow(unsafe_code)]
unsafe fn delete<M: Managed>(m: *mut M) {
    // SAFETY: the caller's promise.
    unsafe {
        if let Some(deleter) = (*m).deleter() {
            deleter(m);
        }
    }
}

/// DLPack's type code and bits of `dtype`.
fn dl_dtype(dtype: Dtype) -> DLDataType {
    let code = match dtype {
        Dtype::Int8 | Dtype::Int16 | Dtype::Int32 | Dtype::Int64 => 0,
        Dtype::Uint8 | Dtype::Uint16 | Dtype::Uint32 | Dtype::Uint64 => 1,
        Dtype::Float16 | Dtype::Float32 | Dtype::Float64 => 2,
        Dtype::Bfloat16 => 4,
        Dtype::Complex64 | Dtype::Complex128 => 5,
        Dtype::Bool => 6,
    };
    DLDataType {
        code,
        bits: (dtype.bits().max(8)) as u8,
        lanes: 1,
    }
}

/// The dtype of DLPack's type code and bits, if ivy has it.
fn from_dl_dtype(t: &DLDataType) -> Option<Dtype> {
    if t.lanes != 1 {
        return None;
    }
    Some(match (t.code, t.bits) {
        (0, 8) => Dtype::Int8,
        (0, 16) => Dtype::Int16,
        (0, 32) => Dtype::Int32,
        (0, 64) => Dtype::Int64,
        (1, 8) => Dtype::Uint8,
        (1, 16) => Dtype::Uint16,
        (1, 32) => Dtype::Uint32,
        (1, 64) => Dtype::Uint64,
        (2, 16) => Dtype::Float16,
        (2, 32) => Dtype::Float32,
        (2, 64) => Dtype::Float64,
        (4, 16) => Dtype::Bfloat16,
        (5, 64) => Dtype::Complex64,
        (5, 128) => Dtype::Complex128,
        (6, 8) => Dtype::Bool,
        _ => return None,
    })
}

/// One exported tensor: the struct the capsule points to (first, so that its address is
/// the whole's), the shape and strides it points to, and the native array whose memory it
/// points into, all freed together by the deleter.
#[repr(C)]
struct Exported<M> {
    managed: M,
    shape: Vec<i64>,
    strides: Vec<i64>,
    native: NdArray,
}

/// The deleter of an exported tensor (callable from any thread, without the GIL: it frees
/// Rust memory only).
#[allow(unsafe_code)]
unsafe extern "C" fn delete_exported<M>(managed: *mut M) {
    // SAFETY: `managed` is the first field of a boxed `Exported<M>` (repr(C)) that `export`
    // leaked, and DLPack calls the deleter once.
    drop(unsafe { Box::from_raw(managed.cast::<Exported<M>>()) });
}

/// The destructor of a capsule of `M`: its deleter, unless a consumer took it (renamed it).
#[allow(unsafe_code)]
unsafe extern "C" fn drop_capsule<M: Managed>(capsule: *mut ffi::PyObject) {
    // SAFETY: a capsule Python is destroying; a renamed (used) one is left to its consumer.
    unsafe {
        if ffi::PyCapsule_IsValid(capsule, M::NAME.as_ptr()) == 1 {
            delete(ffi::PyCapsule_GetPointer(capsule, M::NAME.as_ptr()).cast::<M>());
        }
    }
}

/// A new capsule owning `managed`, pointed into `native`'s memory with `shape` and `strides`
/// (all freed together by the deleter).
#[allow(unsafe_code)]
fn capsule<M: Managed>(
    managed: M,
    shape: Vec<i64>,
    strides: Vec<i64>,
    native: NdArray,
) -> *mut ffi::PyObject {
    let mut e = Box::new(Exported {
        managed,
        shape,
        strides,
        native,
    });
    *e.managed.tensor_mut() = dl_tensor(&e.native, &mut e.shape, &mut e.strides);
    let m = Box::into_raw(e);
    // SAFETY: `m` is a live boxed `Exported`, whose first field the capsule points to; the
    // destructor frees it unless a consumer took it (and then calls the deleter).
    unsafe {
        (*m).managed.set_context(m.cast());
        ffi::PyCapsule_New(m.cast(), M::NAME.as_ptr(), Some(drop_capsule::<M>))
    }
}

/// The tensor of `native` (on the host), pointing into its memory.
fn dl_tensor(native: &NdArray, shape: &mut [i64], strides: &mut [i64]) -> DLTensor {
    let RawParts { data, .. } = native.raw_parts();
    DLTensor {
        data: data.cast_mut().cast(),
        device: DLDevice {
            device_type: CPU,
            device_id: 0,
        },
        ndim: shape.len() as i32,
        dtype: dl_dtype(native.dtype()),
        shape: shape.as_mut_ptr(),
        strides: strides.as_mut_ptr(),
        byte_offset: 0,
    }
}

/// A capsule of `x`'s elements, as `x.__dlpack__(...)` gives it (see the module's doc).
#[allow(unsafe_code)]
pub fn export<'py>(
    py: Python<'py>,
    x: &Array,
    versioned: bool,
    copy: Option<bool>,
) -> PyResult<Bound<'py, PyAny>> {
    let ndarray = ivy::init().map_err(to_py_err)?;
    let moved = x.backend() != ndarray;
    if moved && copy == Some(false) {
        return Err(PyBufferError::new_err(format!(
            "__dlpack__: an array on the {} backend is exported as a copy (copy=False was given)",
            x.backend().name()
        )));
    }
    let copied = copy == Some(true) || moved;
    let source = if copied {
        own_copy(x, ndarray)?
    } else {
        x.clone()
    };
    let native = source.native::<NdArray>().map_err(to_py_err)?.clone();
    let parts = native.raw_parts();
    let shape: Vec<i64> = native.shape().iter().map(|&n| n as i64).collect();
    let strides: Vec<i64> = parts.strides.iter().map(|&s| s as i64).collect();
    let tensor = dl_tensor(&native, &mut [], &mut []);
    let capsule = if versioned {
        let managed = DLManagedTensorVersioned {
            version: DLPackVersion {
                major: VERSION.0,
                minor: VERSION.1,
            },
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_exported::<DLManagedTensorVersioned>),
            flags: READ_ONLY | if copied { IS_COPIED } else { 0 },
            dl_tensor: tensor,
        };
        capsule(managed, shape, strides, native)
    } else {
        let managed = DLManagedTensor {
            dl_tensor: tensor,
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_exported::<DLManagedTensor>),
        };
        capsule(managed, shape, strides, native)
    };
    // SAFETY: a new reference, or null with the error set (the box is leaked then: Python
    // could not allocate a capsule).
    unsafe { Bound::from_owned_ptr_or_err(py, capsule) }
}

/// `x`'s elements in memory of their own on `backend` (`ivy::copy_array` shares them
/// copy-on-write, which DLPack's `copy=True` cannot tell from no copy).
fn own_copy(x: &Array, backend: ivy::BackendId) -> PyResult<Array> {
    let host = x.to_host().map_err(to_py_err)?;
    Array::from_host(backend, host, Device::Cpu).map_err(to_py_err)
}

/// A tensor a consumer took from a producer's capsule: the producer's deleter runs when the
/// last array reading its memory is dropped (from any thread, as DLPack allows).
struct Imported {
    managed: *mut c_void,
    /// [`delete`] for the struct's type.
    delete: unsafe fn(*mut c_void),
}

// SAFETY: DLPack lets a consumer call the deleter from any thread; the memory is only read.
#[allow(unsafe_code)]
unsafe impl Send for Imported {}
// SAFETY: as above: nothing is done through `&Imported`.
#[allow(unsafe_code)]
unsafe impl Sync for Imported {}

impl Imported {
    /// The struct `managed`, of type `M`, taken from its capsule.
    #[allow(unsafe_code)]
    fn new<M: Managed>(managed: *mut c_void) -> Imported {
        unsafe fn delete_as<M: Managed>(m: *mut c_void) {
            // SAFETY: `Imported`'s promise: a struct of type `M`, deleted once.
            unsafe { delete(m.cast::<M>()) }
        }
        Imported {
            managed,
            delete: delete_as::<M>,
        }
    }
}

impl Drop for Imported {
    #[allow(unsafe_code)]
    fn drop(&mut self) {
        // SAFETY: the struct the producer gave, taken once (the capsule was renamed).
        unsafe { (self.delete)(self.managed) }
    }
}

/// The capsule `x.__dlpack__` gives, asking for a versioned one first.
fn capsule_of<'py>(x: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = x.py();
    let kwargs = PyDict::new(py);
    kwargs.set_item("max_version", (VERSION.0, VERSION.1))?;
    match x.call_method("__dlpack__", (), Some(&kwargs)) {
        // A producer older than DLPack 1.0 takes no `max_version`.
        Err(e) if e.is_instance_of::<PyTypeError>(py) => x.call_method0("__dlpack__"),
        other => other,
    }
}

/// `from_dlpack(x, /, *, device=None, copy=None)`: an array of the elements of `x` (an
/// object with `__dlpack__`), read in place where `x`'s memory allows (host memory, aligned)
/// and the ndarray backend is the one in force; a copy under `copy=True`, and an error
/// under `copy=False` where it would copy.
#[pyfunction]
#[pyo3(signature = (x, /, *, device = None, copy = None))]
#[allow(unsafe_code)]
pub fn from_dlpack(
    py: Python<'_>,
    x: &Bound<'_, PyAny>,
    device: Option<&Bound<'_, PyAny>>,
    copy: Option<bool>,
) -> PyResult<Py<PyAny>> {
    if let Some(d) = device_from_py(device)?
        && d != Device::Cpu
    {
        return Err(PyBufferError::new_err(format!(
            "from_dlpack: ivy_rs arrays are on cpu, not {d}"
        )));
    }
    if !x.hasattr("__dlpack__")? {
        return Err(PyTypeError::new_err(format!(
            "from_dlpack: {} has no __dlpack__",
            x.get_type().name()?
        )));
    }
    let (kind, id): (i32, i32) = x.call_method0("__dlpack_device__")?.extract()?;
    if kind != CPU {
        return Err(PyBufferError::new_err(format!(
            "from_dlpack: the producer's memory is on DLPack device ({kind}, {id}); ivy_rs reads host memory (device type {CPU})"
        )));
    }
    let capsule = capsule_of(x)?;
    let ptr = capsule.as_ptr();
    // SAFETY: reading a capsule by its name, which `PyCapsule_IsValid` checks first.
    let (managed, versioned) = unsafe {
        if ffi::PyCapsule_IsValid(ptr, VERSIONED.as_ptr()) == 1 {
            (ffi::PyCapsule_GetPointer(ptr, VERSIONED.as_ptr()), true)
        } else if ffi::PyCapsule_IsValid(ptr, UNVERSIONED.as_ptr()) == 1 {
            (ffi::PyCapsule_GetPointer(ptr, UNVERSIONED.as_ptr()), false)
        } else {
            return Err(PyTypeError::new_err(
                "from_dlpack: __dlpack__ gave no unused DLPack capsule (dltensor_versioned or dltensor)",
            ));
        }
    };
    // SAFETY: the capsule's struct, named by the capsule, alive while the capsule is.
    let tensor = unsafe {
        if versioned {
            let m = &*managed.cast::<DLManagedTensorVersioned>();
            if m.version.major != 1 {
                return Err(PyBufferError::new_err(format!(
                    "from_dlpack: DLPack {}.{} is not one ivy_rs reads (1.x)",
                    m.version.major, m.version.minor
                )));
            }
            &m.dl_tensor
        } else {
            &(*managed.cast::<DLManagedTensor>()).dl_tensor
        }
    };
    let dtype = from_dl_dtype(&tensor.dtype).ok_or_else(|| {
        let t = &tensor.dtype;
        PyBufferError::new_err(format!(
            "from_dlpack: DLPack's type (code {}, {} bits, {} lanes) has no ivy dtype",
            t.code, t.bits, t.lanes
        ))
    })?;
    let ndim = usize::try_from(tensor.ndim)
        .map_err(|_| PyBufferError::new_err(format!("from_dlpack: ndim {}", tensor.ndim)))?;
    // SAFETY: DLPack's `shape` holds `ndim` lengths, and `strides`, when not null, `ndim` steps.
    let (lengths, steps) = unsafe {
        let lengths = if ndim == 0 {
            &[][..]
        } else {
            std::slice::from_raw_parts(tensor.shape, ndim)
        };
        let steps = (!tensor.strides.is_null() && ndim > 0)
            .then(|| std::slice::from_raw_parts(tensor.strides, ndim));
        (lengths, steps)
    };
    let shape = lengths
        .iter()
        .map(|&n| usize::try_from(n))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| {
            PyBufferError::new_err(format!("from_dlpack: a negative length in {lengths:?}"))
        })?;
    ivy::element_count("from_dlpack", &shape).map_err(to_py_err)?;
    let strides: Vec<isize> = match steps {
        Some(s) => s
            .iter()
            .map(|&s| isize::try_from(s))
            .collect::<Result<_, _>>()
            .map_err(|_| PyBufferError::new_err(format!("from_dlpack: strides {s:?}")))?,
        // Compact, row-major.
        None => {
            let mut step = 1isize;
            let mut strides = vec![0isize; ndim];
            for (s, &n) in strides.iter_mut().zip(&shape).rev() {
                *s = step;
                step = step.saturating_mul(n as isize);
            }
            strides
        }
    };
    let data = tensor
        .data
        .cast::<u8>()
        .wrapping_add(tensor.byte_offset as usize)
        .cast_const();
    // Taken: from here the capsule leaves the deleter to us.
    let used = if versioned {
        USED_VERSIONED
    } else {
        USED_UNVERSIONED
    };
    // SAFETY: renaming the live capsule we hold.
    if unsafe { ffi::PyCapsule_SetName(ptr, used.as_ptr()) } != 0 {
        return Err(PyErr::fetch(py));
    }
    let owner = Arc::new(if versioned {
        Imported::new::<DLManagedTensorVersioned>(managed)
    } else {
        Imported::new::<DLManagedTensor>(managed)
    });
    // SAFETY: the producer's memory, as its tensor describes it, stays valid until its
    // deleter runs, which `owner` calls when the last array reading it is dropped; it is
    // written by no one meanwhile, the producer's promise in sharing it (DLPack's contract).
    let native = unsafe { NdArray::from_foreign(dtype, data, &shape, &strides, owner) }
        .map_err(to_py_err)?;
    let ndarray = ivy::init().map_err(to_py_err)?;
    let mut a = Array::from_native(ndarray, native).map_err(to_py_err)?;
    let elsewhere = ivy::current_backend().filter(|&b| b != ndarray);
    if let Some(backend) = elsewhere {
        if copy == Some(false) {
            return Err(PyBufferError::new_err(format!(
                "from_dlpack: the {} backend in force takes a copy (copy=False was given)",
                backend.name()
            )));
        }
        a = a.to_backend(backend).map_err(to_py_err)?;
    } else if copy == Some(true) {
        a = own_copy(&a, ndarray)?;
    }
    PyArray::wrap(py, a)?.into_py_any(py)
}

#[pymethods]
impl PyArray {
    /// A DLPack capsule of the array's own memory (see the module `dlpack`): `copy=True`
    /// exports a copy, `copy=False` refuses where exporting would copy (an array on the
    /// candle backend); `max_version` of 1.0 or later gives a versioned capsule, marked
    /// read-only.
    #[pyo3(signature = (*, stream = None, max_version = None, dl_device = None, copy = None))]
    fn __dlpack__<'py>(
        &self,
        py: Python<'py>,
        stream: Option<&Bound<'py, PyAny>>,
        max_version: Option<(u32, u32)>,
        dl_device: Option<(i32, i32)>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if stream.is_some_and(|s| !s.is_none()) {
            return Err(PyValueError::new_err("__dlpack__: the host has no streams"));
        }
        if let Some(d) = dl_device
            && d.0 != CPU
        {
            return Err(PyBufferError::new_err(format!(
                "__dlpack__: dl_device {d:?}: the array is in host memory, device ({CPU}, 0)"
            )));
        }
        let versioned = max_version.is_some_and(|(major, _)| major >= 1);
        export(py, &self.inner, versioned, copy)
    }

    /// `(kDLCPU, 0)`: the arrays are in host memory.
    fn __dlpack_device__(&self) -> (i32, i32) {
        (CPU, 0)
    }
}
