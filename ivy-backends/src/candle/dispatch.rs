//! Kernels of our own over candle's CPU storage, for what candle lacks (a product reduction)
//! or gets wrong (integer arithmetic that panics on overflow where candle-core is built with
//! overflow checks, half-float sums that accumulate in half precision), with the dtype
//! dispatch written once (modelled on candle's own `Map1`/`Map2`):
//!
//! * [`Map1`]: a kernel over the row-major elements of one tensor, for any of the nine dtypes;
//! * [`ZipMap`]: an element-wise binary operation over two tensors of one dtype, broadcast as
//!   NumPy does.
//!
//! Elements are read in place from candle's CPU storage ([`with_elements`]), the element-wise
//! loops are the shared ones ([`crate::loops::elementwise`]: in parallel when large, into
//! ivy's result memory, huge pages for large results), and the result is handed to candle
//! without a copy (`Tensor::from_vec`).
//!
//! ```
//! use candle_core::{Device, Tensor};
//! use ivy_backends::candle::dispatch::ZipMap;
//! use ivy_backends::candle::dtype::CandleElem;
//! use ivy_backends::elem::NumElem;
//!
//! struct WrappingAdd;
//! impl ZipMap for WrappingAdd {
//!     const NAME: &'static str = "add";
//!     fn f<T: CandleElem>(a: T, b: T) -> T {
//!         NumElem::add(a, b) // wrapping for integers
//!     }
//! }
//!
//! let x = Tensor::new(&[i16::MAX, 1], &Device::Cpu)?;
//! let y = WrappingAdd.map(&x, &Tensor::new(1i16, &Device::Cpu)?)?;
//! assert_eq!(y.to_vec1::<i16>()?, [i16::MIN, 2]);
//! # Ok::<(), ivy_runtime::BackendError>(())
//! ```

use candle_core::{Device, Storage, Tensor, WithDType};
use ivy_runtime::{BackendError, DtypeSet, broadcast_shapes, check_result_size};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

use super::dtype::{CandleElem, CandleFloat, dtype_of, with_candle_float, with_candle_type};
use super::error;
use crate::loops::elementwise::{self, MapRun, ZipRun};

/// Calls `f` with the elements of `x` in row-major order: borrowed from candle's CPU storage
/// when `x` is contiguous, else from a contiguous copy.
pub fn with_elements<T: WithDType, R>(
    x: &Tensor,
    f: impl FnOnce(&[T]) -> Result<R, BackendError>,
) -> Result<R, BackendError> {
    // Only this adapter is compiled per caller; the storage's lock and layout, once per
    // element type.
    let (mut f, mut result) = (Some(f), None);
    with_elements_dyn::<T>(x, &mut |v| result = f.take().map(|f| f(v)))?;
    result.unwrap_or_else(|| Err(BackendError::msg("the tensor's elements were not read")))
}

/// [`with_elements`] for a callback taken as `&dyn`.
fn with_elements_dyn<T: WithDType>(
    x: &Tensor,
    f: &mut dyn FnMut(&[T]),
) -> Result<(), BackendError> {
    let x = contiguous(x)?;
    let (storage, layout) = x.storage_and_layout();
    f(elements_of(&storage, layout)?);
    Ok(())
}

/// `x`, or a contiguous copy of it.
fn contiguous(x: &Tensor) -> Result<Tensor, BackendError> {
    Ok(if x.is_contiguous() {
        x.clone()
    } else {
        x.contiguous()?
    })
}

/// The elements a contiguous tensor's layout covers in its storage.
fn elements_of<'a, T: WithDType>(
    storage: &'a Storage,
    layout: &candle_core::Layout,
) -> Result<&'a [T], BackendError> {
    let range = layout.contiguous_offsets().map(|(start, end)| start..end);
    match storage {
        Storage::Cpu(cpu) => {
            // A tensor made with `Tensor::from_storage` may claim more elements than its
            // storage holds: an error here, not an out-of-bounds panic.
            let all = cpu.as_slice::<T>()?;
            range
                .and_then(|r| all.get(r))
                .ok_or_else(|| BackendError::msg("the tensor's layout does not fit its storage"))
        }
        _ => Err(error::not_on_cpu()),
    }
}

/// The host memory `x`'s elements lie in, read from its layout in its CPU storage (see
/// [`ivy_runtime::strided_extent`]; a view made by `narrow` lies inside its source's); `None`
/// off the CPU.
pub fn memory_extent(x: &Tensor) -> Option<std::ops::Range<usize>> {
    let dtype = dtype_of(x).ok()?;
    let (storage, layout) = x.storage_and_layout();
    let Storage::Cpu(cpu) = &*storage else {
        return None;
    };
    let strides: Vec<isize> = layout.stride().iter().map(|&s| s as isize).collect();
    let extent = |first: usize, itemsize: usize| {
        ivy_runtime::strided_extent(first, layout.dims(), &strides, itemsize)
    };
    with_candle_type!(dtype, T => {
        let all = cpu.as_slice::<T>().ok()?;
        let first = all.as_ptr().wrapping_add(layout.start_offset()) as usize;
        extent(first, size_of::<T>())
    }, _ => None)
}

/// A tensor of `shape` holding `v` (taking its buffer).
pub fn from_vec<T: WithDType>(v: Vec<T>, shape: &[usize]) -> Result<Tensor, BackendError> {
    Ok(Tensor::from_vec(v, shape, &Device::Cpu)?)
}

/// A kernel of ours over one tensor's elements, for any of the nine dtypes candle holds.
pub trait Map1 {
    /// What the kernel returns.
    type Output;

    /// The kernel, for one element type: the elements in row-major order, and their shape.
    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Self::Output, BackendError>;

    /// Calls [`Self::f`] with the element type and elements of `x`.
    fn map(&self, x: &Tensor) -> Result<Self::Output, BackendError> {
        let dtype = dtype_of(x)?;
        with_candle_type!(
            dtype, T => with_elements::<T, _>(x, |v| self.f(v, x.dims())),
            _ => unreachable!("dtype_of gives one of the nine dtypes")
        )
    }
}

/// An element-wise binary operation of ours over two tensors of one dtype, broadcast together.
pub trait ZipMap {
    /// The function's name, for errors.
    const NAME: &'static str;

    /// The operation on two elements.
    fn f<T: CandleElem>(a: T, b: T) -> T;

    /// [`Self::f`] over `x1` and `x2` broadcast together; an error if their dtypes differ or
    /// their shapes do not broadcast.
    fn map(&self, x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
        let dtype = error::same_dtype(Self::NAME, x1, x2)?;
        with_candle_type!(dtype, T => zip_elements(Self::NAME, x1, x2, Self::f::<T>),
            _ => unreachable!("same_dtype gives one of the nine dtypes"))
    }
}

/// The shape `x1` and `x2` broadcast to, checked to be addressable before candle computes with
/// it (candle multiplies dimensions unchecked).
pub fn broadcast_shape(
    function: &'static str,
    x1: &Tensor,
    x2: &Tensor,
) -> Result<Vec<usize>, BackendError> {
    let shape = broadcast_shapes(function, x1.dims(), x2.dims())?;
    let element_bytes = x1.dtype().size_in_bytes().max(x2.dtype().size_in_bytes());
    check_result_size(function, &shape, element_bytes)?;
    Ok(shape)
}

/// `f` over the elements of `x1` and `x2`, whose element type is `T`, broadcast together; an
/// error if their shapes do not broadcast (or their dtype is not `T`'s). The shared loop
/// ([`elementwise::zip`]) over candle's storage: in parallel when large, into ivy's result
/// memory, which candle then owns.
pub fn zip_elements<T: WithDType>(
    function: &'static str,
    x1: &Tensor,
    x2: &Tensor,
    f: impl Fn(T, T) -> T + Sync + Send,
) -> Result<Tensor, BackendError> {
    zip_elements_with(function, x1, x2, &elementwise::zip_run(f))
}

/// [`zip_elements`] with its innermost loop made already ([`elementwise::zip_run`]): compiled
/// once per element type.
fn zip_elements_with<T: WithDType>(
    function: &'static str,
    x1: &Tensor,
    x2: &Tensor,
    run: &ZipRun<'_, T, T, T>,
) -> Result<Tensor, BackendError> {
    // Two read locks of candle's storage at once (one if `x1` and `x2` share it): ivy never
    // writes into a tensor, so no writer can be waiting between them.
    let values = with_elements::<T, _>(x1, |a| {
        with_elements::<T, _>(x2, |b| {
            Ok(elementwise::zip_with(
                function,
                a,
                x1.dims(),
                b,
                x2.dims(),
                run,
            )?)
        })
    })?;
    if x1.dims() == x2.dims() {
        return from_vec(values, x1.dims());
    }
    from_vec(values, &broadcast_shapes(function, x1.dims(), x2.dims())?)
}

/// `f` over the elements of `x`, whose element type is `T`, in `x`'s shape: the shared loop
/// ([`elementwise::map`]), as [`zip_elements`].
pub fn map_elements<T: WithDType>(
    function: &'static str,
    x: &Tensor,
    f: impl Fn(T) -> T + Sync + Send,
) -> Result<Tensor, BackendError> {
    map_elements_with(function, x, &elementwise::map_run(f))
}

/// [`map_elements`] with its innermost loop made already ([`elementwise::map_run`]).
fn map_elements_with<T: WithDType>(
    function: &'static str,
    x: &Tensor,
    run: &MapRun<'_, T, T>,
) -> Result<Tensor, BackendError> {
    with_elements::<T, _>(x, |v| {
        from_vec(elementwise::map_with(function, v, x.dims(), run)?, x.dims())
    })
}

/// The map of an element-wise kernel (see [`crate::ops::kernels`]): `$op` of each element of
/// `$x`, a tensor of a dtype of `$class` (narrowed to candle's), as a new tensor; for the other
/// dtypes an error naming the function `$name`.
macro_rules! each {
    ($name:expr, $class:ident, $x:expr, $op:expr) => {{
        let x: &::candle_core::Tensor = $x;
        let dtype = $crate::candle::dtype::dtype_of(x)?;
        $crate::candle::dtype::with_candle_class!(dtype, $class, T => {
            $crate::candle::dispatch::map_elements::<T>($name, x, $op)
        }, _ => Err($crate::candle::error::unsupported(
            $name,
            dtype,
            $crate::elem::classes::dtypes_of!($class),
        ).into()))
    }};
}
pub(crate) use each;

/// The binary map of an element-wise kernel: `$op` of each pair of elements of `$x1` and `$x2`,
/// two tensors of one dtype of `$class` broadcast together; an error naming `$name` for other
/// dtypes, or two.
macro_rules! zip {
    ($name:expr, $class:ident, $x1:expr, $x2:expr, $op:expr) => {{
        let (x1, x2): (&::candle_core::Tensor, &::candle_core::Tensor) = ($x1, $x2);
        let dtype = $crate::candle::error::same_dtype($name, x1, x2)?;
        $crate::candle::dtype::with_candle_class!(dtype, $class, T => {
            $crate::candle::dispatch::zip_elements::<T>($name, x1, x2, $op)
        }, _ => Err($crate::candle::error::unsupported(
            $name,
            dtype,
            $crate::elem::classes::dtypes_of!($class),
        ).into()))
    }};
}
pub(crate) use zip;

/// A kernel of ours over one float tensor's elements (`bfloat16` .. `float64`), for float
/// functions candle lacks; an error naming the function for other dtypes.
pub trait MapFloat {
    /// The function's name, for errors.
    fn name(&self) -> &'static str;

    /// What the kernel returns.
    type Output;

    /// The kernel, for one float type: the elements in row-major order, and their shape.
    fn f<T: CandleFloat>(&self, x: &[T], shape: &[usize]) -> Result<Self::Output, BackendError>;

    /// Calls [`Self::f`] with the element type and elements of `x`.
    fn map(&self, x: &Tensor) -> Result<Self::Output, BackendError> {
        let dtype = dtype_of(x)?;
        with_candle_float!(
            dtype, T => with_elements::<T, _>(x, |v| self.f(v, x.dims())),
            _ => Err(error::unsupported(self.name(), dtype, DtypeSet::FLOAT).into())
        )
    }
}

/// An element-wise binary operation of ours over two float tensors of one dtype, broadcast
/// together.
pub trait ZipMapFloat {
    /// The function's name, for errors.
    const NAME: &'static str;

    /// The operation on two elements.
    fn f<T: CandleFloat>(a: T, b: T) -> T;

    /// [`Self::f`] over `x1` and `x2` broadcast together; an error if their dtypes differ or
    /// are not float, or their shapes do not broadcast.
    fn map(&self, x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
        let dtype = error::same_dtype(Self::NAME, x1, x2)?;
        with_candle_float!(dtype, T => zip_elements(Self::NAME, x1, x2, Self::f::<T>),
            _ => Err(error::unsupported(Self::NAME, dtype, DtypeSet::FLOAT).into()))
    }
}

/// A kernel of ours written over an `ndarray`-crate view (the shared routines,
/// [`crate::routines`], so both backends share one definition), run on one tensor's elements
/// in place.
pub trait MapView {
    /// The kernel, for one element type.
    fn f<T: CandleElem>(&self, x: ArrayViewD<'_, T>) -> ivy_runtime::Result<ArrayD<T>>;

    /// Calls [`Self::f`] on `x`'s elements; its result becomes a tensor.
    fn map(&self, x: &Tensor) -> Result<Tensor, BackendError> {
        Viewed(self).map(x)
    }
}

/// A kernel of ours written over two views of one element type (a shared routine, such as a
/// product), run on two tensors' elements in place.
pub trait MapView2 {
    /// The function's name, for errors.
    const NAME: &'static str;

    /// The kernel, for one element type.
    fn f<T: CandleElem>(
        &self,
        a: ArrayViewD<'_, T>,
        b: ArrayViewD<'_, T>,
    ) -> ivy_runtime::Result<ArrayD<T>>;

    /// Calls [`Self::f`] on the elements of `x1` and `x2`, which must share a dtype; its
    /// result becomes a tensor.
    fn map(&self, x1: &Tensor, x2: &Tensor) -> Result<Tensor, BackendError> {
        let dtype = error::same_dtype(Self::NAME, x1, x2)?;
        // Two read locks of candle's storage at once (one if `x1` and `x2` share it): ivy
        // never writes into a tensor, so no writer can be waiting between them.
        with_candle_type!(dtype, T => with_elements::<T, _>(x1, |a| {
            with_elements::<T, _>(x2, |b| {
                let a = ArrayViewD::from_shape(IxDyn(x1.dims()), a)?;
                let b = ArrayViewD::from_shape(IxDyn(x2.dims()), b)?;
                from_array(self.f(a, b)?)
            })
        }), _ => unreachable!("same_dtype gives one of the nine dtypes"))
    }
}

/// A [`MapView`] as a [`Map1`].
struct Viewed<'a, M: ?Sized>(&'a M);

impl<M: MapView + ?Sized> Map1 for Viewed<'_, M> {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        let view = ArrayViewD::from_shape(IxDyn(shape), x)?;
        from_array(self.0.f(view)?)
    }
}

/// A tensor holding `a`'s elements (taking its buffer when it is in row-major order).
pub fn from_array<T: WithDType>(a: ArrayD<T>) -> Result<Tensor, BackendError> {
    let shape = a.shape().to_vec();
    let n = a.len();
    let v = if a.is_standard_layout() {
        let (mut v, offset) = a.into_raw_vec_and_offset();
        v.drain(..offset.unwrap_or(0).min(v.len()));
        v.truncate(n);
        v
    } else {
        a.iter().copied().collect()
    };
    from_vec(v, &shape)
}
