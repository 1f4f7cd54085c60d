//! `Array`: a handle around one backend's native array.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use ivy_grammar::Device;
use ivy_grammar::Dtype;

mod typed;

use crate::error::{Error, Result};
use crate::host::HostArray;
use crate::panics::contain;
use crate::registry::{BackendId, Registered, registered};
use crate::scalar::Scalar;
use crate::storage::{NativeRef, Storage, read};

/// An n-dimensional array of one backend, with its dtype, shape and device at hand.
///
/// Cloning is cheap: clones share one native array, as Python names share one Ivy array.
/// Functions never modify their inputs; a function's `out` argument is the one thing written,
/// and every clone of `out` sees what was written (the shape and dtype stay those of `out`).
/// The native array goes in and out without a copy ([`Array::from_native`],
/// [`Array::native`], [`Array::into_native`]); between backends arrays move through host
/// memory ([`Array::to_backend`]).
///
/// An array is strongly typed unless made weak ([`Array::weak`]), as JAX's are: a weak array
/// stands for a value given without a dtype, and under the `jax` promotion rules gives way to
/// the other operands as a Rust literal does. A call whose array-like inputs are all weak
/// (scalars included) gives weak results, unless it is given a dtype (an `out` argument keeps
/// its own flag); `astype` and [`Array::cast`] give strong ones. The other rule sets promote a
/// weak array as a strong one.
#[derive(Clone)]
pub struct Array {
    backend: BackendId,
    dtype: Dtype,
    weak: bool,
    device: Device,
    shape: Shape,
    native: Storage,
}

/// An array argument as given: an array, or a weak scalar where the function takes one.
pub type ArrayLike<'a> = crate::scalar::Like<&'a Array>;

impl<'a> From<&'a Array> for ArrayLike<'a> {
    fn from(a: &'a Array) -> Self {
        ArrayLike::Array(a)
    }
}

/// Dimensions kept inline up to this many, so making an array allocates only its data.
const INLINE_DIMS: usize = 6;

/// A shape: inline for the common ranks, shared on the heap beyond.
#[derive(Clone)]
pub(crate) enum Shape {
    Inline { len: u8, dims: [usize; INLINE_DIMS] },
    Heap(Arc<[usize]>),
}

impl Shape {
    #[inline]
    pub(crate) fn new(dims: &[usize]) -> Shape {
        if dims.len() <= INLINE_DIMS {
            // Element by element: copying a slice of a few words is a `memcpy` call.
            let inline = std::array::from_fn(|i| dims.get(i).copied().unwrap_or(0));
            Shape::Inline {
                len: dims.len() as u8,
                dims: inline,
            }
        } else {
            Shape::Heap(dims.into())
        }
    }

    #[inline]
    fn as_slice(&self) -> &[usize] {
        match self {
            Shape::Inline { len, dims } => &dims[..*len as usize],
            Shape::Heap(dims) => dims,
        }
    }
}

impl Array {
    /// Wraps a native array of a registered backend. An error if `native` is not that
    /// backend's native type.
    pub fn from_native<N: Any + Send + Sync>(backend: BackendId, native: N) -> Result<Array> {
        contain("dtype", backend, || Array::from_result(backend, native))
    }

    /// [`Array::from_native`] for a kernel's result, inside the containment of the kernel's
    /// call (`Call::run`), which covers the backend's describing too.
    // Always: the common call's path, inlined into each function's call (LLVM stopped
    // doing it unasked once the functions of arrays only shared one generic builder).
    #[inline(always)]
    pub(crate) fn from_result<N: Any + Send + Sync>(
        backend: BackendId,
        native: N,
    ) -> Result<Array> {
        // Described before it is stored: no lock to take. The backend's entry looked up once.
        let reg = registered(backend);
        let described = reg.backend.describe(&native)?;
        Array::from_described(backend, reg, described, Storage::new(native))
    }

    pub(crate) fn from_shared(backend: BackendId, native: Storage) -> Result<Array> {
        let reg = registered(backend);
        let described = contain("dtype", backend, || {
            reg.backend.describe_stored(native.as_any())
        })?;
        Array::from_described(backend, reg, described, native)
    }

    /// The array of a described native array of `backend` (whose entry is `reg`); an error
    /// for a dtype the backend cannot hold.
    #[inline]
    fn from_described(
        backend: BackendId,
        reg: &Registered,
        (dtype, shape, device): (Dtype, Shape, Device),
        native: Storage,
    ) -> Result<Array> {
        if !reg.valid.contains(dtype) {
            return Err(invalid_dtype(dtype, backend));
        }
        Ok(Array {
            backend,
            dtype,
            weak: false,
            device,
            shape,
            native,
        })
    }

    /// An array on `backend` holding a host array's elements; an error if the backend cannot
    /// hold their dtype (see [`Array::to_backend`] for casting on the way) or the device.
    pub fn from_host(backend: BackendId, host: HostArray, device: Device) -> Result<Array> {
        if !backend.valid_dtypes().contains(host.dtype()) {
            return Err(invalid_dtype(host.dtype(), backend));
        }
        let reg = registered(backend);
        if !reg.supports_device(device) {
            return Err(Error::UnsupportedDevice {
                function: "from_host",
                device: device.to_string(),
                backend: reg.name,
            });
        }
        let native = reg.backend.native_from_host(host, device)?;
        Array::from_shared(backend, native)
    }

    /// A 0-d array of `dtype` holding `value` (which must fit it), on `backend`.
    pub fn scalar(
        backend: BackendId,
        value: Scalar,
        dtype: Dtype,
        device: Device,
    ) -> Result<Array> {
        let host = crate::host::scalar_host(value, dtype)?;
        Array::from_host(backend, host, device)
    }

    /// The dtype.
    #[inline]
    pub fn dtype(&self) -> Dtype {
        self.dtype
    }

    /// This array, weakly typed (the same native array, not copied): under the `jax`
    /// promotion rules it promotes like a Rust literal of its kind (a weak `int32` array next
    /// to an `int8` array gives `int8`), as `jnp.asarray(2)` does in JAX. A weak `bool` array
    /// promotes as a strong one (JAX has no weak booleans); the other rule sets take every
    /// weak array as a strong one.
    ///
    /// ```
    /// use ivy::{Dtype::*, PromotionRules, with_promotion_rules};
    ///
    /// let x = ivy::array![1i8, 2]?;
    /// let two = ivy::array![2i32]?.weak();
    /// assert!(two.is_weak() && !x.is_weak());
    /// let sum = with_promotion_rules(PromotionRules::Jax, || ivy::add(&x, &two))?;
    /// assert_eq!(sum.dtype(), Int8);
    /// assert_eq!(ivy::add(&x, &two)?.dtype(), Int32); // ivy-precise: an array like any other
    /// assert!(!ivy::astype(&two, Int32)?.is_weak());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[inline]
    pub fn weak(self) -> Array {
        self.with_weak(true)
    }

    /// This array, strongly typed (the same native array, not copied).
    #[inline]
    pub fn strong(self) -> Array {
        self.with_weak(false)
    }

    /// Whether the array is weakly typed (see [`Array::weak`]).
    #[inline]
    pub fn is_weak(&self) -> bool {
        self.weak
    }

    /// This array with the weak flag `weak`.
    #[inline]
    pub(crate) fn with_weak(mut self, weak: bool) -> Array {
        self.weak = weak;
        self
    }

    /// The shape.
    #[inline]
    pub fn shape(&self) -> &[usize] {
        self.shape.as_slice()
    }

    /// The number of dimensions.
    #[inline]
    pub fn ndim(&self) -> usize {
        self.shape().len()
    }

    /// The number of elements.
    pub fn size(&self) -> usize {
        self.shape().iter().product()
    }

    /// The device.
    #[inline]
    pub fn device(&self) -> Device {
        self.device
    }

    /// The array on `device` of its backend (Ivy's `to_device`): itself where it is there
    /// already, else the backend's move ([`Backend::to_device`](crate::Backend::to_device)).
    /// A device the backend does not have is an error naming it.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 2.0]?;
    /// assert_eq!(x.to_device(ivy::Device::Cpu)?.device(), ivy::Device::Cpu);
    /// let e = x.to_device(ivy::Device::Gpu(0)).unwrap_err().to_string();
    /// assert_eq!(e, "to_device does not run on `gpu:0` with ndarray");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn to_device(&self, device: Device) -> Result<Array> {
        if device == self.device {
            return Ok(self.clone());
        }
        let reg = registered(self.backend);
        if !reg.supports_device(device) {
            return Err(Error::UnsupportedDevice {
                function: "to_device",
                device: device.to_string(),
                backend: reg.name,
            });
        }
        let native = reg.backend.to_device(self.storage(), device)?;
        Ok(Array::from_shared(self.backend, native)?.with_weak(self.weak))
    }

    /// The backend the array belongs to.
    #[inline]
    pub fn backend(&self) -> BackendId {
        self.backend
    }

    /// The native array, if it is of type `N`, for reading.
    ///
    /// It is shared with the array's clones; a function called on another thread with a
    /// clone as `out` writes to it once the returned reference is dropped, and one called on
    /// this thread is an error ([`Error::OutBeingRead`]: it would wait for itself forever).
    /// Functions of the array itself run while it is held.
    ///
    /// Holding it blocks every write to the array through `out=` (or a compound assignment)
    /// on other threads until it is dropped. So two threads deadlock if each holds
    /// `native()` of one array and then writes the other's through `out=`: each waits for
    /// the other's reference, forever. Drop the reference before a call that writes, or take
    /// the arrays in one order on every thread.
    ///
    /// ```
    /// use ivy::ndarray::NdArray;
    ///
    /// let x = ivy::array![1.0f32, 2.0]?;
    /// assert_eq!(x.native::<NdArray>()?.shape(), &[2]);
    /// assert!(x.native::<String>().is_err()); // not the backend's native type
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[inline]
    pub fn native<N: Any>(&self) -> Result<NativeRef<'_, N>> {
        read::<N>(self.storage()).ok_or_else(|| not_native::<N>(self.backend))
    }

    /// The native array by value: without a copy when this handle is its only owner. An
    /// error naming the backend's native type if it is not `N`.
    ///
    /// ```
    /// use ivy::ndarray::NdArray;
    ///
    /// let x = ivy::array![1.0f32, 2.0]?;
    /// assert_eq!(x.clone().into_native::<NdArray>()?.shape(), &[2]);
    /// let e = x.into_native::<Vec<f32>>().unwrap_err().to_string();
    /// assert!(e.contains("Vec<f32>") && e.contains("ndarray backend") && e.contains("NdArray"));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn into_native<N: Any + Clone + Send + Sync>(self) -> Result<N> {
        let backend = self.backend;
        self.native
            .into_native::<N>()
            .ok_or_else(|| not_native::<N>(backend))
    }

    /// The native array's storage, type-erased (for the runtime's own printing, conversions
    /// and writes to `out`).
    pub(crate) fn storage(&self) -> &(dyn Any + Send + Sync) {
        self.native.as_any()
    }

    /// The native array read without the lock, if it is of type `N` and this handle is its
    /// only one.
    ///
    /// # Safety
    ///
    /// No clone of this array's storage may be made while the reference lives (see
    /// [`Storage::read_alone`]).
    #[allow(unsafe_code)]
    #[inline]
    pub(crate) unsafe fn native_alone<N: Any>(&self) -> Option<&N> {
        // SAFETY: the caller's promise, passed on.
        unsafe { self.native.read_alone() }
    }

    /// The elements in host memory.
    pub fn to_host(&self) -> Result<HostArray> {
        registered(self.backend).backend.to_host(self.storage())
    }

    /// The array on another backend (itself if it is there already), through host memory.
    ///
    /// A dtype the other backend cannot hold is an error naming the dtype and the backend,
    /// unless a casting mode is in force: then the array is cast to the dtype that mode finds
    /// among those the backend holds (int8 under `upcast` to a backend without int8: int16).
    pub fn to_backend(&self, backend: BackendId) -> Result<Array> {
        // Moved, not retyped: a weak array stays weak.
        Ok(self
            .to_backend_as(backend, self.dtype_on(backend)?)?
            .with_weak(self.weak))
    }

    /// The array on another backend, like [`Array::to_backend`], taking it: when this handle
    /// is the array's only owner and both backends can hand over a buffer (ndarray in standard
    /// layout to candle, say), nothing is copied.
    pub fn into_backend(self, backend: BackendId) -> Result<Array> {
        if backend == self.backend {
            return Ok(self);
        }
        let dtype = self.dtype_on(backend)?;
        let (device, weak) = (self.device, self.weak);
        let host = registered(self.backend)
            .backend
            .native_into_host(self.native)?;
        Ok(Array::from_host(backend, host.astype(dtype)?, device)?.with_weak(weak))
    }

    /// The dtype this array takes on `backend`: its own, or under a casting mode one the
    /// backend holds.
    fn dtype_on(&self, backend: BackendId) -> Result<Dtype> {
        let valid = backend.valid_dtypes();
        if valid.contains(self.dtype) {
            return Ok(self.dtype);
        }
        crate::casting::casting_mode()
            .target(self.dtype, valid)
            .ok_or_else(|| invalid_dtype(self.dtype, backend))
    }

    /// The array on `backend` as `dtype`: converted in host memory on the way, so neither
    /// backend has to hold a dtype it cannot (the cast, then the move).
    pub(crate) fn to_backend_as(&self, backend: BackendId, dtype: Dtype) -> Result<Array> {
        if backend == self.backend {
            return self.cast(dtype);
        }
        Array::from_host(backend, self.to_host()?.astype(dtype)?, self.device)
    }

    /// The array converted to `dtype` on its own backend (itself if it has that dtype), strongly
    /// typed (a dtype given explicitly); an error if the backend cannot hold `dtype`.
    pub fn cast(&self, dtype: Dtype) -> Result<Array> {
        if dtype == self.dtype {
            return Ok(self.clone().strong());
        }
        if !self.backend.valid_dtypes().contains(dtype) {
            return Err(invalid_dtype(dtype, self.backend));
        }
        let native = registered(self.backend)
            .backend
            .astype(self.storage(), dtype)?;
        Array::from_shared(self.backend, native)
    }

    /// Writes `value` (of this array's backend, dtype and shape) to the native array this
    /// handle shares with its clones.
    pub(crate) fn write(&self, value: Array) -> Result<()> {
        registered(self.backend)
            .backend
            .assign(self.storage(), value.native)
    }

    /// Whether both handles share one native array (one is a clone of the other, or was
    /// written to as the other's `out`).
    pub fn same_native(&self, other: &Array) -> bool {
        self.native.ptr_eq(&other.native)
    }

    /// Whether no clone of this handle shares its native array.
    #[inline]
    pub(crate) fn is_unshared(&self) -> bool {
        self.native.is_unshared()
    }

    /// The host memory the elements lie in, as the backend tells it
    /// ([`Backend::memory_extent`](crate::Backend::memory_extent)).
    pub(crate) fn memory_extent(&self) -> Option<std::ops::Range<usize>> {
        registered(self.backend)
            .backend
            .memory_extent(self.storage())
    }
}

impl fmt::Debug for Array {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // JAX's spelling of the weak flag, shown only where it is set.
        let weak = if self.weak { ", weak_type=True" } else { "" };
        write!(
            f,
            "Array({}, dtype={}{weak}, shape={:?}, backend={})",
            self,
            self.dtype,
            self.shape(),
            self.backend
        )
    }
}

impl From<&Array> for crate::scalar::Operand {
    /// An array takes part in promotion through its dtype, whether it is 0-d and whether it
    /// is weak ([`Operand::of_array`](crate::Operand::of_array)).
    #[inline]
    fn from(a: &Array) -> Self {
        crate::scalar::Operand::of_array(a.dtype, a.ndim() == 0, a.weak)
    }
}

/// The error for a dtype `backend` cannot hold, naming the casting modes that find one it does.
#[cold]
pub(crate) fn invalid_dtype(dtype: Dtype, backend: BackendId) -> Error {
    let valid = backend.valid_dtypes();
    Error::InvalidDtype {
        dtype,
        backend: backend.name(),
        version: backend.version().to_string(),
        valid,
        helpful_modes: crate::casting::CastingMode::that_help(dtype, valid),
    }
}

/// The error for a native array asked for as `N`, which `backend`'s arrays are not.
#[cold]
fn not_native<N>(backend: BackendId) -> Error {
    Error::NotNative {
        asked: std::any::type_name::<N>(),
        backend: backend.name(),
        native: registered(backend).backend.native_type(),
    }
}

impl Array {
    /// The array as NumPy prints it in `style` ([`PrintStyle::NUMPY_REPR`](crate::PrintStyle)
    /// for the body of Python's `repr`); its `Display` is [`PrintStyle::RUST`](crate::PrintStyle).
    /// Only the elements shown are read (see [`write_array`](crate::write_array)).
    ///
    /// ```
    /// let x = ivy::array![[1.5f64, -2.0], [3.0, 4.25]]?;
    /// assert_eq!(x.to_text(&ivy::PrintStyle::NUMPY_STR), "[[ 1.5  -2.  ]\n [ 3.    4.25]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn to_text(&self, style: &crate::PrintStyle) -> String {
        let backend = &registered(self.backend()).backend;
        crate::display::array_text(
            self.shape(),
            |shown| {
                if crate::display::elides_any(shown, self.shape()) {
                    backend.to_host_edges(self.storage(), shown)
                } else {
                    backend.to_host(self.storage())
                }
            },
            style,
        )
    }
}

impl fmt::Display for Array {
    /// NumPy-like; see [`write_array`](crate::write_array).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text(&crate::PrintStyle::RUST))
    }
}
