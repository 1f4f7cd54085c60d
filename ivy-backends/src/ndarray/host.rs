//! Conversions between [`NdArray`] and the runtime's host arrays ([`HostArray`]): how an
//! array enters `asarray` and moves between backends.

use ivy_runtime::{HostArray, HostData, Result};
#[cfg(test)]
use ndarray::ArrayD;
use ndarray::IxDyn;

use super::buffer::Buffer;
use super::storage::{Element, NdArray};
use crate::loops::arrays::{into_array, row_major_vec};

macro_rules! host_conversions {
    ($($variant:ident),* $(,)?) => {
        impl NdArray {
            /// A host copy of the elements (row-major), its memory allocated fallibly.
            pub fn to_host(&self) -> Result<HostArray> {
                let data = match self {
                    $(NdArray::$variant(a) => HostData::$variant(row_major_vec("to_host", a)?),)*
                };
                HostArray::from_data(self.shape().to_vec(), data)
            }

            /// The elements in host memory, without a copy when the array is in standard
            /// (row-major, contiguous) layout and holds its buffer alone (no view shares it).
            pub fn into_host(self) -> Result<HostArray> {
                let shape = self.shape().to_vec();
                let data = match self {
                    $(NdArray::$variant(a) => HostData::$variant(into_row_major(a)?),)*
                };
                HostArray::from_data(shape, data)
            }

            /// The array holding a host array's elements, without a copy.
            pub fn from_host(host: HostArray) -> Result<NdArray> {
                let (shape, data) = host.into_parts();
                NdArray::from_data(&shape, data)
            }

            /// The array of `shape` holding `data` (in row-major order), without a copy: how
            /// the shared routines' results ([`crate::routines`], [`crate::convert`]) become
            /// ndarray arrays.
            pub fn from_data(shape: &[usize], data: HostData) -> Result<NdArray> {
                let shape = IxDyn(shape);
                Ok(match data {
                    $(HostData::$variant(v) => {
                        NdArray::$variant(Buffer::result(into_array("from_host", shape, v)?))
                    })*
                })
            }
        }
    };
}

impl std::fmt::Display for NdArray {
    /// As ivy prints arrays (NumPy-like), copying only what it shows.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        ivy_runtime::write_array(f, self.shape(), |shown| self.to_host_edges(shown))
    }
}

host_conversions!(
    Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Bfloat16, Float16, Float32, Float64,
    Bool, Complex64, Complex128,
);

/// The elements of `a` in row-major order: its own buffer when nothing else holds it and it
/// is in standard layout, else a copy allocated fallibly.
fn into_row_major<T: Element>(a: Buffer<T>) -> Result<Vec<T>> {
    if !a.is_standard_layout() {
        return row_major_vec("to_host", &a);
    }
    let a = match a.try_into_owned_nocopy() {
        Ok(unique) => unique,
        Err(shared) => return row_major_vec("to_host", &shared),
    };
    // Contiguous and row-major: the elements are `len` consecutive ones of the buffer.
    let len = a.len();
    let (mut v, offset) = a.into_raw_vec_and_offset();
    let start = offset.unwrap_or(0).min(v.len());
    v.drain(..start);
    v.truncate(len);
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_runtime::Dtype;

    #[test]
    fn round_trips_every_dtype() {
        for dtype in Dtype::ALL {
            let nd = super::super::cast::astype(
                &NdArray::from_vec(vec![1u8, 0, 1, 1, 0, 1], &[2, 3]).unwrap(),
                dtype,
            )
            .unwrap();
            let h = nd.to_host().unwrap();
            assert_eq!((h.dtype(), h.shape()), (dtype, &[2, 3][..]));
            assert_eq!(NdArray::from_host(h.clone()).unwrap(), nd);
            assert_eq!(nd.into_host().unwrap(), h);
        }
    }

    #[test]
    fn into_host_is_row_major_for_any_layout() {
        let a = ArrayD::from_shape_vec(IxDyn(&[2, 2]), vec![1i32, 2, 3, 4]).unwrap();
        let t = NdArray::from(a.clone().reversed_axes());
        assert_eq!(
            t.into_host().unwrap().data(),
            &HostData::Int32(vec![1, 3, 2, 4])
        );
        let ptr = a.as_ptr();
        let h = NdArray::from(a).into_host().unwrap();
        match h.data() {
            HostData::Int32(v) => assert_eq!(v.as_ptr(), ptr, "no copy"),
            other => panic!("{other:?}"),
        }
        let sliced = NdArray::from(
            ArrayD::from_shape_vec(IxDyn(&[4]), vec![1u8, 2, 3, 4])
                .unwrap()
                .slice_move(ndarray::s![1..3])
                .into_dyn(),
        );
        assert_eq!(
            sliced.into_host().unwrap().data(),
            &HostData::Uint8(vec![2, 3])
        );
    }
}
