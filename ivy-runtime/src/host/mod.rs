//! Arrays in host memory: what `asarray` takes, how an array moves between backends, and the
//! conversions between dtypes every backend shares.

mod cast;
mod dispatch;
mod element;
mod select;
mod values;

pub use element::HostElement;
pub use select::Shown;
pub(crate) use values::{close, elements, same_value};

use half::{bf16, f16};
use ivy_grammar::Dtype;
use num_complex::{Complex32, Complex64};

use crate::error::{Error, Result};
use crate::scalar::Scalar;

/// The elements of a host array, one variant per dtype, in row-major order.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)] // one variant per dtype, named as the dtype
pub enum HostData {
    Int8(Vec<i8>),
    Int16(Vec<i16>),
    Int32(Vec<i32>),
    Int64(Vec<i64>),
    Uint8(Vec<u8>),
    Uint16(Vec<u16>),
    Uint32(Vec<u32>),
    Uint64(Vec<u64>),
    Bfloat16(Vec<bf16>),
    Float16(Vec<f16>),
    Float32(Vec<f32>),
    Float64(Vec<f64>),
    Bool(Vec<bool>),
    Complex64(Vec<Complex32>),
    Complex128(Vec<Complex64>),
}

/// An n-dimensional array in host memory: a shape and row-major elements of one dtype.
///
/// ```
/// use ivy_runtime::{Dtype, HostArray};
///
/// let h = HostArray::new(vec![2, 2], vec![1.0f32, 2.0, 3.0, 4.0])?;
/// assert_eq!(h.dtype(), Dtype::Float32);
/// assert!(HostArray::new(vec![3], vec![1i8, 2]).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct HostArray {
    shape: Vec<usize>,
    data: HostData,
}

/// Calls `$body` with `$v` bound to the `Vec<_>` inside `$data` (a `HostData`), for every
/// variant; `$T` names the element type (the one map, [`element_type!`](crate::element_type)).
macro_rules! each_host {
    ($data:expr, |$v:ident: $T:ident| $body:expr) => {
        $crate::host::each_host!(@arms $data, $v, $T, $body, [
            Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
            Bfloat16, Float16, Float32, Float64, Bool, Complex64, Complex128
        ])
    };
    (@arms $data:expr, $v:ident, $T:ident, $body:expr, [$($D:ident),*]) => {
        match $data {
            $($crate::host::HostData::$D($v) => {
                #[allow(dead_code)]
                type $T = $crate::element_type!($D);
                $body
            })*
        }
    };
}
pub(crate) use each_host;

impl HostData {
    /// The dtype of the elements.
    pub fn dtype(&self) -> Dtype {
        each_host!(self, |_v: T| <T as HostElement>::DTYPE)
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        each_host!(self, |v: T| v.len())
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl HostArray {
    /// An array of `shape` holding `data` (row-major); an error if the lengths disagree.
    pub fn new<T: HostElement>(shape: Vec<usize>, data: Vec<T>) -> Result<HostArray> {
        HostArray::from_data(shape, T::into_data(data))
    }

    /// An array of `shape` holding `data`; an error if the lengths disagree.
    pub fn from_data(shape: Vec<usize>, data: HostData) -> Result<HostArray> {
        let expected = shape.iter().try_fold(1usize, |n, d| n.checked_mul(*d));
        if expected != Some(data.len()) {
            return Err(Error::ShapeMismatch {
                what: "host array data",
                expected: shape,
                got: vec![data.len()],
            });
        }
        Ok(HostArray { shape, data })
    }

    /// A 0-d array of one element.
    pub fn scalar<T: HostElement>(value: T) -> HostArray {
        HostArray {
            shape: vec![],
            data: T::into_data(vec![value]),
        }
    }

    /// The dtype of the elements.
    pub fn dtype(&self) -> Dtype {
        self.data.dtype()
    }

    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The elements, row-major.
    pub fn data(&self) -> &HostData {
        &self.data
    }

    /// Shape and elements, by value.
    pub fn into_parts(self) -> (Vec<usize>, HostData) {
        (self.shape, self.data)
    }
}

impl<T: HostElement> From<T> for HostArray {
    /// A 0-d array.
    fn from(v: T) -> HostArray {
        HostArray {
            shape: Vec::new(),
            data: T::into_data(vec![v]),
        }
    }
}

impl<T: HostElement> From<Vec<T>> for HostArray {
    /// A 1-d array.
    fn from(v: Vec<T>) -> HostArray {
        HostArray {
            shape: vec![v.len()],
            data: T::into_data(v),
        }
    }
}

impl<T: HostElement> From<&[T]> for HostArray {
    /// A 1-d array.
    fn from(v: &[T]) -> HostArray {
        HostArray::from(v.to_vec())
    }
}

impl<T: HostElement, const N: usize> From<[T; N]> for HostArray {
    /// A 1-d array.
    fn from(v: [T; N]) -> HostArray {
        HostArray::from(v.to_vec())
    }
}

impl<T: HostElement, const N: usize> From<&[T; N]> for HostArray {
    /// A 1-d array.
    fn from(v: &[T; N]) -> HostArray {
        HostArray::from(v.to_vec())
    }
}

impl<T: HostElement, const N: usize, const M: usize> From<[[T; N]; M]> for HostArray {
    /// A 2-d array of `M` rows and `N` columns.
    fn from(rows: [[T; N]; M]) -> HostArray {
        HostArray {
            shape: vec![M, N],
            data: T::into_data(rows.iter().flatten().copied().collect()),
        }
    }
}

/// A 0-d host array of `dtype` holding `value`, which must fit it.
pub(crate) fn scalar_host(value: Scalar, dtype: Dtype) -> Result<HostArray> {
    if !value.fits(dtype) {
        return Err(Error::ScalarOutOfRange {
            value: value.to_string(),
            dtype,
            range: Scalar::range_of(dtype),
        });
    }
    let data = crate::with_dtype!(dtype, T => T::into_data(vec![T::from_literal(value)]));
    Ok(HostArray {
        shape: vec![],
        data,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shape_whose_size_overflows_is_an_error() {
        // 2^63 * 2 wraps to 0 in usize: it must not pass for an empty array.
        let huge = vec![1usize << (usize::BITS - 1), 2];
        assert!(HostArray::from_data(huge.clone(), HostData::Int8(vec![])).is_err());
        assert!(HostArray::from_data(vec![usize::MAX, 2], HostData::Int8(vec![])).is_err());
        assert!(HostArray::from_data(vec![0, usize::MAX], HostData::Int8(vec![])).is_ok());
    }
}
