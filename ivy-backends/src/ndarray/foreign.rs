//! Memory shared with another library without a copy, both ways (what DLPack's `DLTensor`
//! describes, and `ivy_rs`'s `__dlpack__` and `from_dlpack` exchange): an array's elements
//! where they lie, for a reader holding a clone of the array ([`NdArray::raw_parts`]); and an
//! array over memory another library owns, read in place and copied on its first write
//! ([`NdArray::from_foreign`]).

use std::any::Any;
use std::ptr::NonNull;
use std::sync::Arc;

use ivy_runtime::{Dtype, Result};
use ndarray::{ArrayView, Axis, IxDyn, ShapeBuilder};

use super::buffer::{Buffer, Foreign};
use super::error;
use super::storage::{NdArray, each_variant};

/// Where an array's elements lie: the address of the element at index zero, and the step to
/// the next element along each axis, in elements (negative along a reversed axis).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawParts {
    /// The address of the element at index zero (aligned, and dangling when there is none).
    pub data: *const u8,
    /// The step along each axis, in elements.
    pub strides: Vec<isize>,
}

impl NdArray {
    /// Where this array's elements lie. They stay there, unchanged, while this array lives:
    /// a write to another array sharing them copies them first (copy-on-write), and this
    /// array itself is only written through `&mut`. So a clone held by a reader (a DLPack
    /// consumer's) keeps them valid for it; a clone of a small array held alone (under
    /// [`SHARED_FROM`](super::SHARED_FROM) bytes) is a copy, so take the parts of the clone.
    ///
    /// ```
    /// use ivy_backends::ndarray::NdArray;
    ///
    /// let a = NdArray::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2])?;
    /// let parts = a.raw_parts();
    /// assert_eq!(parts.strides, [2, 1]);
    /// assert_eq!(parts.data, a.as_array::<f32>().unwrap().as_ptr().cast());
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    pub fn raw_parts(&self) -> RawParts {
        each_variant!(self, |a| RawParts {
            data: a.as_ptr().cast(),
            strides: a.strides().to_vec(),
        })
    }

    /// An array of `dtype` and `shape` over memory another library owns, without a copy:
    /// read in place while `owner` lives (the last array reading it drops `owner`), and
    /// copied by the first write to it, so the library never sees ivy's writes. `strides`
    /// are in elements, negative along a reversed axis. An error naming the problem when
    /// `data` is not aligned for `dtype`, or `strides` has not `shape`'s length.
    ///
    /// # Safety
    ///
    /// Each of the elements `shape` and `strides` reach from `data` is a valid element of
    /// `dtype` (a `bool` is 0 or 1), inside one allocation that stays valid, and is written
    /// by no one, while `owner` lives.
    #[allow(unsafe_code)]
    pub unsafe fn from_foreign(
        dtype: Dtype,
        data: *const u8,
        shape: &[usize],
        strides: &[isize],
        owner: Arc<dyn Any + Send + Sync>,
    ) -> Result<NdArray> {
        if strides.len() != shape.len() {
            return Err(error::invalid(
                "from_foreign",
                format!(
                    "{} strides for a shape of {} axes",
                    strides.len(),
                    shape.len()
                ),
            ));
        }
        crate::with_class!(dtype, all, T => {
            // SAFETY: the caller's promise, passed on.
            unsafe { foreign::<T>(data, shape, strides, owner) }
        }, _ => Err(error::invalid("from_foreign", format!("no element type for {dtype}"))))
    }
}

/// [`NdArray::from_foreign`] of element type `T`.
///
/// # Safety
///
/// As [`NdArray::from_foreign`]'s.
#[allow(unsafe_code)]
unsafe fn foreign<T: super::Element>(
    data: *const u8,
    shape: &[usize],
    strides: &[isize],
    owner: Arc<dyn Any + Send + Sync>,
) -> Result<NdArray> {
    let empty = shape.contains(&0);
    let mut start = if empty {
        NonNull::<T>::dangling().as_ptr().cast_const()
    } else {
        data.cast::<T>()
    };
    if !start.is_aligned() {
        return Err(error::invalid(
            "from_foreign",
            format!(
                "the elements at {data:p} are not aligned for {} ({} bytes)",
                T::DTYPE,
                align_of::<T>()
            ),
        ));
    }
    // ndarray takes steps of one sign from the lowest address: start there, and turn the
    // reversed axes around afterwards.
    let mut steps = Vec::with_capacity(shape.len());
    for (&n, &s) in shape.iter().zip(strides) {
        if s < 0 && !empty {
            // SAFETY: the element `n - 1` steps along the axis is one the caller promised.
            start = unsafe { start.offset(s * (n as isize - 1)) };
        }
        steps.push(if empty { 0 } else { s.unsigned_abs() });
    }
    // SAFETY: `start` is aligned and non-null, and every element the steps reach from it is
    // one the caller promised valid and unwritten while `owner` (kept beside the view) lives.
    let mut view = unsafe { ArrayView::from_shape_ptr(IxDyn(shape).strides(IxDyn(&steps)), start) };
    for (axis, &s) in strides.iter().enumerate() {
        if s < 0 && !empty {
            view.invert_axis(Axis(axis));
        }
    }
    // SAFETY: as above: the memory outlives `owner`, which the buffer keeps.
    Ok(NdArray::from(Buffer::Foreign(unsafe {
        Foreign::new(view, owner)
    })))
}

#[cfg(test)]
#[allow(unsafe_code)]
mod tests {
    use super::*;

    #[test]
    fn reads_foreign_memory_in_place_and_copies_on_write() {
        // Memory "another library" owns: kept alive by the owner.
        let owner: Arc<Vec<i32>> = Arc::new(vec![1, 2, 3, 4, 5, 6]);
        let data = owner.as_ptr().cast::<u8>();
        // The transpose of [[1, 2, 3], [4, 5, 6]], read in place.
        // SAFETY: `owner` holds six i32 and is never written.
        let t =
            unsafe { NdArray::from_foreign(Dtype::Int32, data, &[3, 2], &[1, 3], owner.clone()) }
                .unwrap();
        let a = t.as_array::<i32>().unwrap();
        assert_eq!(a.as_ptr(), owner.as_ptr());
        assert_eq!(a.iter().copied().collect::<Vec<_>>(), [1, 4, 2, 5, 3, 6]);
        assert_eq!(t.raw_parts().strides, [1, 3]);
        // Reversed: element 0 is the last in memory.
        // SAFETY: as above.
        let r = unsafe {
            NdArray::from_foreign(
                Dtype::Int32,
                data.wrapping_add(20),
                &[6],
                &[-1],
                owner.clone(),
            )
        }
        .unwrap();
        assert_eq!(
            r.as_array::<i32>()
                .unwrap()
                .iter()
                .copied()
                .collect::<Vec<_>>(),
            [6, 5, 4, 3, 2, 1]
        );
        // A write copies first: the owner's memory is unchanged.
        let mut w = t.clone();
        if let NdArray::Int32(b) = &mut w {
            b[[0, 0]] = 9;
        }
        assert_eq!(owner[0], 1);
        assert_eq!(w.as_array::<i32>().unwrap()[[0, 0]], 9);
        assert!(!std::ptr::eq(
            w.as_array::<i32>().unwrap().as_ptr(),
            owner.as_ptr()
        ));
        // Dropping every array drops the owner's last clone but ours.
        drop((t, r, w));
        assert_eq!(Arc::strong_count(&owner), 1);
    }

    #[test]
    fn refuses_misaligned_memory_and_wrong_strides() {
        let owner: Arc<Vec<i32>> = Arc::new(vec![1, 2]);
        let data = owner.as_ptr().cast::<u8>();
        // SAFETY: refused before any read.
        let e = unsafe {
            NdArray::from_foreign(
                Dtype::Int32,
                data.wrapping_add(1),
                &[1],
                &[1],
                owner.clone(),
            )
        }
        .unwrap_err()
        .to_string();
        assert!(e.contains("not aligned") && e.contains("int32"), "{e}");
        // SAFETY: refused before any read.
        let e = unsafe { NdArray::from_foreign(Dtype::Int32, data, &[2], &[], owner) }
            .unwrap_err()
            .to_string();
        assert!(e.contains("strides"), "{e}");
    }
}
