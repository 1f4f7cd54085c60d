//! [`NdArray`]: the ndarray backend's native array, an enum over the elements ([`Buffer`]) of
//! the 15 dtypes, and [`Element`], the Rust element types that wrap into it without copying.
//!
//! Elements are held alone or shared copy-on-write ([`Buffer`]), so that a basic slice
//! ([`get_item`](super::manipulation::get_item)) of a shared array is a view of its buffer:
//! kernels read either through `&ArrayRef<T, IxDyn>` ([`ArrayRefD`]), whatever its layout.

use half::{bf16, f16};
use ivy_runtime::{Dtype, HostArray, HostData, HostElement, Result, element_count};
use ndarray::{ArcArray, Array1, ArrayD, ArrayRefD, IxDyn};
use num_complex::Complex;
use std::any::{Any, TypeId};

use super::buffer::Buffer;
use super::error;

/// An n-dimensional array of one of Ivy's 15 dtypes: an `ndarray::ArrayD<T>` held alone or an
/// `ndarray::ArcArray<T, IxDyn>` shared copy-on-write ([`Buffer`]).
///
/// Conversion from `ArrayD<T>` and `ArcArray<T, IxDyn>` is zero-copy (`NdArray::from(array)`:
/// an `ArrayD` is held alone below [`SHARED_FROM`](super::buffer::SHARED_FROM) bytes, shared
/// from there). Back, `ArrayD::<T>::try_from(nd)` is zero-copy for an array held alone, and
/// for a shared one in standard layout that nothing else holds (no view of it, no array it
/// is a view of); otherwise it copies the elements (into standard layout).
///
/// ```
/// use ivy_backends::ndarray::NdArray;
/// use ivy_runtime::Dtype;
/// use ndarray::ArrayD;
///
/// let a = NdArray::from_vec(vec![1i8, 2, 3, 4], &[2, 2])?;
/// assert_eq!((a.dtype(), a.shape(), a.len()), (Dtype::Int8, &[2, 2][..], 4));
/// let back: ArrayD<i8> = a.try_into()?;
/// assert_eq!(back[[1, 0]], 3);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum NdArray {
    /// `int8`.
    Int8(Buffer<i8>),
    /// `int16`.
    Int16(Buffer<i16>),
    /// `int32`.
    Int32(Buffer<i32>),
    /// `int64`.
    Int64(Buffer<i64>),
    /// `uint8`.
    Uint8(Buffer<u8>),
    /// `uint16`.
    Uint16(Buffer<u16>),
    /// `uint32`.
    Uint32(Buffer<u32>),
    /// `uint64`.
    Uint64(Buffer<u64>),
    /// `bfloat16`.
    Bfloat16(Buffer<bf16>),
    /// `float16`.
    Float16(Buffer<f16>),
    /// `float32`.
    Float32(Buffer<f32>),
    /// `float64`.
    Float64(Buffer<f64>),
    /// `bool`.
    Bool(Buffer<bool>),
    /// `complex64`: two `float32`s.
    Complex64(Buffer<Complex<f32>>),
    /// `complex128`: two `float64`s.
    Complex128(Buffer<Complex<f64>>),
}

/// A Rust element type of one of the 15 dtypes (see [`HostElement`], which carries the
/// dtype and the conversions every backend shares), as ndarray stores it.
///
/// Implemented for every [`HostElement`] (the runtime seals that trait to the 15 types), so
/// the element classes of [`crate::elem`] rest on the runtime's trait alone and every class
/// member is an `Element` here. The variant is found by type identity, which the compiler
/// resolves per type: no run-time cost in an optimised build.
pub trait Element: HostElement {
    /// Wraps an array of this element type, without copying (a kernel's fresh result: see
    /// [`Buffer::result`]).
    #[inline]
    fn into_nd(a: ArrayD<Self>) -> NdArray {
        Self::buffer_into_nd(Buffer::result(a))
    }

    /// Wraps elements of this element type, without copying.
    fn buffer_into_nd(a: Buffer<Self>) -> NdArray;

    /// The elements inside `nd`, if `nd` holds this element type.
    fn view(nd: &NdArray) -> Option<&Buffer<Self>>;

    /// The elements inside `nd` by value, or `nd` back when it holds another element type.
    fn from_nd(nd: NdArray) -> std::result::Result<Buffer<Self>, NdArray>;
}

/// The value in `slot` (an `Option<B>`), taken, if `slot` holds one of type `B`. Generic over
/// the target alone (15 copies in all, not one per pair of element types).
#[inline]
fn taken<B: 'static>(slot: &mut dyn Any) -> Option<B> {
    slot.downcast_mut::<Option<B>>().and_then(Option::take)
}

macro_rules! impl_element {
    ($($t:ty => $variant:ident),* $(,)?) => {
        impl<T: HostElement> Element for T {
            #[inline]
            fn buffer_into_nd(a: Buffer<Self>) -> NdArray {
                // By type identity, moved once (through an `Option` and `Any`, as `view` and
                // `from_nd` go, the 112 bytes moved three times more: some 45 instructions a
                // 1-element result).
                let a = std::mem::ManuallyDrop::new(a);
                $(if TypeId::of::<Self>() == TypeId::of::<$t>() {
                    // SAFETY: `Self` is `$t`, so the two buffers are one type; `a` is not
                    // dropped (`ManuallyDrop`), so it is moved, not copied.
                    #[allow(unsafe_code)]
                    return NdArray::$variant(unsafe {
                        std::ptr::read((&raw const *a).cast::<Buffer<$t>>())
                    });
                })*
                unreachable!("HostElement is sealed to the 15 element types")
            }

            #[inline]
            fn view(nd: &NdArray) -> Option<&Buffer<Self>> {
                match nd {
                    $(NdArray::$variant(a) => (a as &dyn Any).downcast_ref(),)*
                }
            }

            #[inline]
            fn from_nd(nd: NdArray) -> std::result::Result<Buffer<Self>, NdArray> {
                match nd {
                    $(NdArray::$variant(a) => {
                        let mut slot = Some(a);
                        match taken::<Buffer<Self>>(&mut slot) {
                            Some(same) => Ok(same),
                            None => Err(NdArray::$variant(
                                slot.unwrap_or_else(|| unreachable!("not taken")),
                            )),
                        }
                    })*
                }
            }
        }
    };
}

impl_element!(
    i8 => Int8, i16 => Int16, i32 => Int32, i64 => Int64,
    u8 => Uint8, u16 => Uint16, u32 => Uint32, u64 => Uint64,
    bf16 => Bfloat16, f16 => Float16, f32 => Float32, f64 => Float64,
    bool => Bool, Complex<f32> => Complex64, Complex<f64> => Complex128,
);

/// Calls `$body` with `$a` bound to the [`Buffer`] inside `$nd`, for every variant.
macro_rules! each_variant {
    ($nd:expr, |$a:ident| $body:expr) => {
        match $nd {
            NdArray::Int8($a) => $body,
            NdArray::Int16($a) => $body,
            NdArray::Int32($a) => $body,
            NdArray::Int64($a) => $body,
            NdArray::Uint8($a) => $body,
            NdArray::Uint16($a) => $body,
            NdArray::Uint32($a) => $body,
            NdArray::Uint64($a) => $body,
            NdArray::Bfloat16($a) => $body,
            NdArray::Float16($a) => $body,
            NdArray::Float32($a) => $body,
            NdArray::Float64($a) => $body,
            NdArray::Bool($a) => $body,
            NdArray::Complex64($a) => $body,
            NdArray::Complex128($a) => $body,
        }
    };
}
pub(crate) use each_variant;

impl NdArray {
    /// The dtype of the elements.
    pub fn dtype(&self) -> Dtype {
        match self {
            NdArray::Int8(_) => Dtype::Int8,
            NdArray::Int16(_) => Dtype::Int16,
            NdArray::Int32(_) => Dtype::Int32,
            NdArray::Int64(_) => Dtype::Int64,
            NdArray::Uint8(_) => Dtype::Uint8,
            NdArray::Uint16(_) => Dtype::Uint16,
            NdArray::Uint32(_) => Dtype::Uint32,
            NdArray::Uint64(_) => Dtype::Uint64,
            NdArray::Bfloat16(_) => Dtype::Bfloat16,
            NdArray::Float16(_) => Dtype::Float16,
            NdArray::Float32(_) => Dtype::Float32,
            NdArray::Float64(_) => Dtype::Float64,
            NdArray::Bool(_) => Dtype::Bool,
            NdArray::Complex64(_) => Dtype::Complex64,
            NdArray::Complex128(_) => Dtype::Complex128,
        }
    }

    /// The shape (empty for a 0-d array).
    pub fn shape(&self) -> &[usize] {
        each_variant!(self, |a| a.shape())
    }

    /// The number of dimensions.
    pub fn ndim(&self) -> usize {
        each_variant!(self, |a| a.ndim())
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        each_variant!(self, |a| a.len())
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// An array of `shape` holding `data` in row-major order; an error (not a panic) when
    /// `data.len()` is not the product of `shape`.
    pub fn from_vec<T: Element>(data: Vec<T>, shape: &[usize]) -> Result<NdArray> {
        let expected = element_count("from_vec", shape)?;
        if expected != data.len() {
            return Err(error::data_length("from_vec", shape, data.len()));
        }
        ArrayD::from_shape_vec(IxDyn(shape), data)
            .map(T::into_nd)
            .map_err(|e| error::invalid("from_vec", e.to_string()))
    }

    /// A 0-d array holding `value`.
    pub fn scalar<T: Element>(value: T) -> NdArray {
        T::into_nd(ArrayD::from_elem(IxDyn(&[]), value))
    }

    /// The entries [`shown[i]`](ivy_runtime::Shown) keeps along each axis `i` (what printing
    /// shows; axes past its end whole), in host memory: only those are copied, straight into
    /// a result allocated fallibly (an axis at a time, the first copies would hold nearly the
    /// whole array: a third of `[3; 20]`'s 3.5 GB).
    pub fn to_host_edges(&self, shown: &[ivy_runtime::Shown]) -> Result<HostArray> {
        fn picked<T: Element>(
            a: &ArrayRefD<T>,
            shown: &[ivy_runtime::Shown],
        ) -> Result<(Vec<usize>, HostData)> {
            let picks: Vec<Vec<usize>> = a
                .shape()
                .iter()
                .enumerate()
                .map(|(axis, &n)| {
                    let s = shown
                        .get(axis)
                        .copied()
                        .unwrap_or(ivy_runtime::Shown::whole(n));
                    s.ranges(n).into_iter().flatten().collect()
                })
                .collect();
            let shape: Vec<usize> = picks.iter().map(Vec::len).collect();
            let mut out = ivy_runtime::result_vec("to_host_edges", &shape)?;
            if shape.contains(&0) {
                return Ok((shape, T::into_data(out)));
            }
            // An odometer over the picked positions, the last axis turning fastest.
            let mut at = vec![0usize; shape.len()];
            let mut index = vec![0usize; shape.len()];
            loop {
                for ((i, &j), p) in index.iter_mut().zip(&at).zip(&picks) {
                    *i = p[j];
                }
                out.push(a[index.as_slice()]);
                let mut axis = shape.len();
                loop {
                    if axis == 0 {
                        return Ok((shape, T::into_data(out)));
                    }
                    axis -= 1;
                    at[axis] += 1;
                    if at[axis] < shape[axis] {
                        break;
                    }
                    at[axis] = 0;
                }
            }
        }
        let (shape, data) = each_variant!(self, |a| picked(a, shown)?);
        HostArray::from_data(shape, data)
    }

    /// Gives the memory of a large array held by nothing else to ivy's recycling
    /// ([`ivy_runtime::recycle_result`]) for a later result of its size, leaving an empty
    /// array; a small one is left as it is, and a shared one (a view's source, or a view) is
    /// only dropped by its caller (the other holders keep the buffer).
    #[inline]
    pub(crate) fn recycle(&mut self) {
        fn bytes<T>(a: &Buffer<T>) -> usize {
            a.len() * std::mem::size_of::<T>()
        }
        // Nearly every result is small (every array this is called on): its size is all that
        // is worked out, the giving back is out of line.
        if each_variant!(&*self, |a| bytes(a)) >= ivy_runtime::RECYCLED_FROM {
            self.give_back();
        }
    }

    /// [`NdArray::recycle`] of a large array.
    #[cold]
    #[inline(never)]
    fn give_back(&mut self) {
        fn give<T: Clone>(a: &mut Buffer<T>) {
            let empty = Buffer::Owned(Array1::from_vec(Vec::new()).into_dyn());
            let a = std::mem::replace(a, empty);
            if let Ok(unique) = a.try_into_owned_nocopy() {
                ivy_runtime::recycle_result(unique.into_raw_vec_and_offset().0);
            }
        }
        each_variant!(self, |a| give(a))
    }

    /// The array inside, if it holds `T`, by reference (as kernels read it; its `as_ptr()`
    /// is the address of the first element, in the buffer a view shares with its source).
    pub fn as_array<T: Element>(&self) -> Option<&ArrayRefD<T>> {
        T::view(self).map(|a| &**a)
    }

    /// The host memory the elements lie in (see [`ivy_runtime::strided_extent`]): a view's
    /// lies inside its source's.
    pub fn memory_extent(&self) -> Option<std::ops::Range<usize>> {
        fn extent<T>(a: &ArrayRefD<T>) -> Option<std::ops::Range<usize>> {
            let first = a.as_ptr() as usize;
            ivy_runtime::strided_extent(first, a.shape(), a.strides(), size_of::<T>())
        }
        each_variant!(self, |a| extent(a))
    }

    /// Whether the elements are shared copy-on-write, so that a basic slice of this array is
    /// a view ([`Buffer`]).
    pub fn is_shared(&self) -> bool {
        each_variant!(self, |a| a.is_shared())
    }
}

impl<T: Element> From<ArrayD<T>> for NdArray {
    /// Wraps the array, without copying: held alone below
    /// [`SHARED_FROM`](super::buffer::SHARED_FROM) bytes, shared from there (how kernels wrap
    /// their results; `NdArray::from(a.into_shared())` shares any array).
    fn from(a: ArrayD<T>) -> NdArray {
        T::into_nd(a)
    }
}

impl<T: Element> From<ArcArray<T, IxDyn>> for NdArray {
    /// Wraps the shared array, without copying: the result shares its buffer (copy-on-write),
    /// and basic slices of it are views.
    fn from(a: ArcArray<T, IxDyn>) -> NdArray {
        T::buffer_into_nd(Buffer::Shared(a))
    }
}

impl<T: Element> From<Buffer<T>> for NdArray {
    /// Wraps the elements, without copying.
    fn from(a: Buffer<T>) -> NdArray {
        T::buffer_into_nd(a)
    }
}

/// A copy of `a` in standard layout, allocated fallibly.
fn copied<T: Element>(a: &ArrayRefD<T>) -> Result<ArrayD<T>> {
    let v = crate::loops::arrays::row_major_vec("try_from", a)?;
    crate::loops::arrays::into_array("try_from", a.raw_dim(), v)
}

impl<T: Element> TryFrom<NdArray> for ArrayD<T> {
    type Error = ivy_runtime::Error;

    /// Unwraps the array: without copying when it is held alone ([`Buffer::Owned`]), or
    /// shared but held by nothing else and in standard layout; otherwise (a view, an array a
    /// view reads, a strided view held alone) its elements are copied into a new array in
    /// standard layout. An error naming both dtypes when it holds another element type.
    fn try_from(nd: NdArray) -> Result<ArrayD<T>> {
        let a = T::from_nd(nd)
            .map_err(|other| error::dtype_mismatch("try_from", T::DTYPE, other.dtype()))?;
        match a {
            Buffer::Owned(a) => Ok(a),
            // A view held alone keeps its whole source's buffer: only a standard one is taken.
            Buffer::Shared(a) if a.is_standard_layout() => match a.try_into_owned_nocopy() {
                Ok(unique) => Ok(unique),
                Err(shared) => copied(&shared),
            },
            other => copied(&other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_and_unwraps_without_copying() {
        let a = ArrayD::from_shape_vec(IxDyn(&[2, 3]), vec![1.0f32; 6]).unwrap();
        let ptr = a.as_ptr();
        let nd = NdArray::from(a);
        assert_eq!(nd.dtype(), Dtype::Float32);
        assert_eq!(nd.shape(), &[2, 3]);
        assert_eq!(nd.ndim(), 2);
        assert_eq!(nd.len(), 6);
        let back = ArrayD::<f32>::try_from(nd).unwrap();
        assert_eq!(back.as_ptr(), ptr);
    }

    #[test]
    fn try_from_the_wrong_type_names_both_dtypes() {
        let nd = NdArray::from_vec(vec![1u8, 2], &[2]).unwrap();
        let msg = ArrayD::<i64>::try_from(nd).unwrap_err().to_string();
        assert!(msg.contains("int64") && msg.contains("uint8"), "{msg}");
    }

    #[test]
    fn from_vec_checks_the_length() {
        let err = NdArray::from_vec(vec![1i32, 2, 3], &[2, 2]).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("[2, 2]") && msg.contains('3'), "{msg}");
        assert!(NdArray::from_vec(vec![0i8; 0], &[usize::MAX, 2]).is_err());
        let s = NdArray::from_vec(vec![f16::from_f32(1.5)], &[]).unwrap();
        assert_eq!((s.ndim(), s.len(), s.dtype()), (0, 1, Dtype::Float16));
    }

    #[test]
    fn every_element_type_knows_its_dtype() {
        let all = [
            NdArray::scalar(0i8),
            NdArray::scalar(0i16),
            NdArray::scalar(0i32),
            NdArray::scalar(0i64),
            NdArray::scalar(0u8),
            NdArray::scalar(0u16),
            NdArray::scalar(0u32),
            NdArray::scalar(0u64),
            NdArray::scalar(bf16::ZERO),
            NdArray::scalar(f16::ZERO),
            NdArray::scalar(0f32),
            NdArray::scalar(0f64),
            NdArray::scalar(false),
            NdArray::scalar(Complex::new(0f32, 0.0)),
            NdArray::scalar(Complex::new(0f64, 0.0)),
        ];
        let dtypes: Vec<Dtype> = all.iter().map(NdArray::dtype).collect();
        assert_eq!(dtypes, Dtype::ALL);
    }
}
