//! Rust values in and out of arrays: `Array::from_vec`, `Array::from_slice`, `Array::to_vec`,
//! and `f32::try_from(&array)` for a one-element array. The element type is the dtype
//! (`Vec<f32>` is float32): nothing converts silently; `astype` converts on purpose.

use crate::alloc::result_vec;
use crate::array::Array;
use crate::error::{Error, Result};
use crate::host::{HostArray, HostElement};

impl Array {
    /// An array of `shape` holding `data` in row-major order, its dtype that of the element
    /// type, on the backend in force (as `asarray`; `ivy::init()` registers the embedded
    /// one). An error if `data` does not have as many elements as `shape` says.
    ///
    /// ```
    /// ivy::init()?;
    /// let x = ivy::Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2])?;
    /// assert_eq!((x.dtype(), x.shape()), (ivy::Dtype::Float32, &[2usize, 2][..]));
    /// assert!(ivy::Array::from_vec(vec![1i8, 2, 3], &[2, 2]).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn from_vec<T: HostElement>(data: Vec<T>, shape: &[usize]) -> Result<Array> {
        crate::asarray(HostArray::new(shape.to_vec(), data)?)
    }

    /// [`Array::from_vec`] from a slice, copied.
    ///
    /// ```
    /// ivy::init()?;
    /// let x = ivy::Array::from_slice(&[1u8, 2, 3], &[3])?;
    /// assert_eq!(x.to_vec::<u8>()?, [1, 2, 3]);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn from_slice<T: HostElement>(data: &[T], shape: &[usize]) -> Result<Array> {
        let mut copy = result_vec("from_slice", &[data.len()])?;
        copy.extend_from_slice(data);
        Array::from_vec(copy, shape)
    }

    /// The elements in row-major order, as `T`; `T` must be the element type of the array's
    /// dtype (`f64` for float64, `bool` for bool, `Complex<f32>` for complex64, ...), else an
    /// error naming both: cast first with `astype` where a conversion is meant.
    ///
    /// ```
    /// let x = ivy::array![[1i32, 2], [3, 4]]?;
    /// assert_eq!(x.to_vec::<i32>()?, [1, 2, 3, 4]);
    /// let e = x.to_vec::<f32>().unwrap_err();
    /// assert!(e.to_string().contains("int32"), "{e}");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn to_vec<T: HostElement>(&self) -> Result<Vec<T>> {
        self.check_element::<T>("to_vec")?;
        // The host copy is the result: taken, not copied again.
        let (_, data) = self.to_host()?.into_parts();
        T::from_data(data).ok_or_else(|| unreachable!("the dtype was checked"))
    }

    /// The one element of a 0-d or one-element array, as `T` (see [`Array::to_vec`] for `T`).
    fn to_element<T: HostElement>(&self) -> Result<T> {
        self.check_element::<T>("an element")?;
        if self.size() != 1 {
            return Err(Error::InvalidInput(format!(
                "only an array of one element converts to a {}; this one has shape {:?}",
                T::DTYPE,
                self.shape()
            )));
        }
        let host = self.to_host()?;
        T::slice(host.data())
            .map(|v| v[0])
            .ok_or_else(|| unreachable!("the dtype was checked"))
    }

    /// An error unless `T` is the element type of the array's dtype.
    fn check_element<T: HostElement>(&self, what: &str) -> Result<()> {
        if self.dtype() == T::DTYPE {
            Ok(())
        } else {
            Err(Error::InvalidInput(format!(
                "{what} as `{}` (dtype {}) of an array of dtype {}: ask for the element type \
                 of {} or cast the array first with astype",
                std::any::type_name::<T>(),
                T::DTYPE,
                self.dtype(),
                self.dtype(),
            )))
        }
    }
}

/// `f32::try_from(&array)` and the like, for every element type.
macro_rules! element_from_array {
    ($($t:ty),*) => {$(
        impl TryFrom<&Array> for $t {
            type Error = Error;

            /// The one element of a 0-d or one-element array whose dtype is this type's.
            fn try_from(a: &Array) -> Result<$t> {
                a.to_element()
            }
        }
    )*};
}

element_from_array!(
    i8,
    i16,
    i32,
    i64,
    u8,
    u16,
    u32,
    u64,
    f32,
    f64,
    bool,
    half::f16,
    half::bf16,
    num_complex::Complex32,
    num_complex::Complex64
);
