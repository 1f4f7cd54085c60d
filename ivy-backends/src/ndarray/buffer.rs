//! [`Buffer`]: the elements of one [`NdArray`](super::NdArray), held by it alone or shared
//! copy-on-write with views of it.
//!
//! A basic slice (`get_item` of integers, slices, new axes, an ellipsis) of a shared buffer is
//! a view: an `ArcArray` over the same memory, no element copied. Sharing costs one allocation
//! (the `Arc` around the elements), which a small result would pay on every call: a call
//! allocates its result's elements and nothing else (DESIGN §10). So a kernel's result is
//! shared from [`SHARED_FROM`] bytes ([`Buffer::result`]) and held alone below, and a basic
//! slice of an array held alone copies its elements (less than [`SHARED_FROM`] bytes, less
//! than the call itself costs). Arrays given by the user (`NdArray::from`, `from_ndarray`) are
//! shared whatever their size. Which one an array is cannot be seen but by its addresses: a
//! write to a shared buffer (an `into` kernel's, through `out=`) first makes it the writer's
//! own when anything else shares it, so no array sees another's writes.
//!
//! A third kind reads memory another library owns in place ([`Foreign`], what `from_dlpack`
//! makes without a copy); it is never written: a write first copies it, as a shared buffer's.

use std::any::Any;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use ndarray::{ArcArray, ArrayD, ArrayRefD, ArrayView, IxDyn, SliceInfo, SliceInfoElem};

/// Kernel results from this many bytes are shared ([`Buffer::Shared`]), so that basic slices
/// of them are views; smaller ones are held alone ([`Buffer::Owned`]). A page: the copy a
/// slice of a smaller array makes costs less than the call, and the `Arc` a larger result
/// is wrapped in costs little next to writing its elements.
pub const SHARED_FROM: usize = 4096;

/// The elements of an [`NdArray`](super::NdArray): an `ndarray` array held alone, or shared
/// copy-on-write (see the [module docs](self)). Reads go through `&ArrayRef<T, IxDyn>`
/// ([`Deref`]), whichever it is; a write through [`DerefMut`] first makes shared elements the
/// writer's own when anything else holds them (an allocation the size of the elements, not
/// fallible: writers of user-sized arrays check [`Buffer::is_unique`] first).
#[derive(Clone, Debug)]
pub enum Buffer<T: 'static> {
    /// Held by this array alone: a basic slice of it copies.
    Owned(ArrayD<T>),
    /// Shared, copy-on-write, with the views of it: a basic slice of it is a view.
    Shared(ArcArray<T, IxDyn>),
    /// In memory another library owns, read in place: a basic slice of it is a view, a write
    /// copies it first.
    Foreign(Foreign<T>),
}

/// Elements in memory another library owns (a DLPack producer's), read in place: a view of
/// them, and what keeps them alive (dropped with the last array that reads them).
#[derive(Clone)]
pub struct Foreign<T: 'static> {
    view: ArrayView<'static, T, IxDyn>,
    owner: Arc<dyn Any + Send + Sync>,
}

impl<T: 'static> Foreign<T> {
    /// Elements read through `view`, kept alive by `owner`.
    ///
    /// # Safety
    ///
    /// The memory `view` reads stays valid and unwritten by anyone while `owner` lives.
    #[allow(unsafe_code)]
    pub unsafe fn new(view: ArrayView<'_, T, IxDyn>, owner: Arc<dyn Any + Send + Sync>) -> Self {
        // SAFETY: the caller's promise: the memory outlives `owner`, which this view keeps.
        let view = unsafe {
            std::mem::transmute::<ArrayView<'_, T, IxDyn>, ArrayView<'static, T, IxDyn>>(view)
        };
        Foreign { view, owner }
    }
}

impl<T: fmt::Debug> fmt::Debug for Foreign<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Foreign")
            .field("view", &self.view)
            .finish_non_exhaustive()
    }
}

impl<T: Clone> Buffer<T> {
    /// A kernel's result: shared from [`SHARED_FROM`] bytes, held alone below.
    #[inline]
    pub fn result(a: ArrayD<T>) -> Buffer<T> {
        if a.len().saturating_mul(size_of::<T>()) >= SHARED_FROM {
            Buffer::Shared(a.into_shared())
        } else {
            Buffer::Owned(a)
        }
    }

    /// The elements `info` picks: a view of shared elements (no element copied), a copy of
    /// elements held alone.
    pub fn sliced(&self, info: &SliceInfo<Vec<SliceInfoElem>, IxDyn, IxDyn>) -> Buffer<T> {
        match self {
            Buffer::Shared(a) => Buffer::Shared(a.clone().slice_move(info)),
            Buffer::Owned(a) => Buffer::Owned(a.slice(info).to_owned()),
            Buffer::Foreign(f) => Buffer::Foreign(Foreign {
                view: f.view.clone().slice_move(info),
                owner: f.owner.clone(),
            }),
        }
    }

    /// The elements as an owned array, without a copy when nothing else holds them; else the
    /// elements back.
    pub fn try_into_owned_nocopy(self) -> Result<ArrayD<T>, Buffer<T>> {
        match self {
            Buffer::Owned(a) => Ok(a),
            Buffer::Shared(a) => a.try_into_owned_nocopy().map_err(Buffer::Shared),
            Buffer::Foreign(f) => Err(Buffer::Foreign(f)),
        }
    }

    /// Whether the elements are shared (a basic slice of them is a view).
    pub fn is_shared(&self) -> bool {
        !matches!(self, Buffer::Owned(_))
    }

    /// Whether nothing else holds the elements, so that a write through [`DerefMut`] copies
    /// nothing.
    pub fn is_unique(&self) -> bool {
        match self {
            Buffer::Owned(_) => true,
            Buffer::Shared(a) => a.is_unique(),
            Buffer::Foreign(_) => false,
        }
    }
}

impl<T> Deref for Buffer<T> {
    type Target = ArrayRefD<T>;

    #[inline]
    fn deref(&self) -> &ArrayRefD<T> {
        match self {
            Buffer::Owned(a) => a,
            Buffer::Shared(a) => a,
            Buffer::Foreign(f) => &f.view,
        }
    }
}

impl<T: Clone> DerefMut for Buffer<T> {
    /// The elements for writing: shared ones are first made this array's own (copied) when
    /// anything else holds them, and foreign ones always, so that no other array (and no other
    /// library) sees the write.
    #[inline]
    fn deref_mut(&mut self) -> &mut ArrayRefD<T> {
        if let Buffer::Foreign(f) = self {
            *self = Buffer::Owned(f.view.to_owned());
        }
        match self {
            Buffer::Owned(a) => a,
            Buffer::Shared(a) => a,
            Buffer::Foreign(_) => unreachable!("foreign elements were copied above"),
        }
    }
}

impl<T: PartialEq> PartialEq for Buffer<T> {
    /// Equal shapes and elements, whether held alone or shared.
    fn eq(&self, other: &Buffer<T>) -> bool {
        **self == **other
    }
}

impl<T> From<ArrayD<T>> for Buffer<T> {
    /// Held alone, without copying.
    fn from(a: ArrayD<T>) -> Buffer<T> {
        Buffer::Owned(a)
    }
}

impl<T> From<ArcArray<T, IxDyn>> for Buffer<T> {
    /// Shared, without copying.
    fn from(a: ArcArray<T, IxDyn>) -> Buffer<T> {
        Buffer::Shared(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_results_are_held_alone_and_large_ones_shared() {
        let small = ArrayD::from_elem(IxDyn(&[SHARED_FROM / 4 - 1]), 1.0f32);
        assert!(!Buffer::result(small).is_shared());
        let large = ArrayD::from_elem(IxDyn(&[SHARED_FROM / 4]), 1.0f32);
        assert!(Buffer::result(large).is_shared());
    }

    #[test]
    fn a_write_to_shared_elements_copies_them_first() {
        let a = ArrayD::from_shape_vec(IxDyn(&[3]), vec![1, 2, 3]).unwrap();
        let shared: Buffer<i32> = a.into_shared().into();
        let info = SliceInfo::try_from(vec![SliceInfoElem::from(1..)]).unwrap();
        let view = shared.sliced(&info);
        assert_eq!(view.as_ptr(), shared.as_ptr().wrapping_add(1));
        let mut written = shared.clone();
        assert!(!written.is_unique());
        written[[0]] = 9;
        assert!(written.is_unique());
        assert_eq!((written[[0]], shared[[0]], view[[0]]), (9, 1, 2));
        // Held alone, the write goes in place, and a slice is a copy.
        let mut alone: Buffer<i32> = ArrayD::from_elem(IxDyn(&[2]), 5).into();
        let at = alone.as_ptr();
        alone[[1]] = 6;
        assert_eq!(alone.as_ptr(), at);
        let copy = alone.sliced(&info);
        assert!(copy.as_ptr() != alone.as_ptr().wrapping_add(1) && copy[[0]] == 6);
    }
}
