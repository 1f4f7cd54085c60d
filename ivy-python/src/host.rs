//! Host arrays to and from raw bytes (what NumPy and the buffer protocol exchange) and
//! Python scalars, generic over the 15 element types through ivy's `with_dtype!`.

use half::{bf16, f16};
use ivy::{Dtype, HostArray, HostElement, Scalar, with_dtype};
use num_complex::Complex;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyComplex};

/// An element type as native-endian bytes, as NumPy lays it out.
pub trait NativeBytes: HostElement {
    /// Bytes per element.
    const SIZE: usize;
    /// Appends the element's bytes.
    fn put(self, out: &mut Vec<u8>);
    /// The element of `SIZE` bytes.
    fn get(bytes: &[u8]) -> Self;
}

/// `N` bytes from a slice of that length (`chunks_exact` gives exactly that).
fn fixed<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut a = [0u8; N];
    a.copy_from_slice(&bytes[..N]);
    a
}

macro_rules! primitive_bytes {
    ($($t:ty),*) => {$(
        impl NativeBytes for $t {
            const SIZE: usize = size_of::<$t>();
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_ne_bytes());
            }
            fn get(bytes: &[u8]) -> Self {
                <$t>::from_ne_bytes(fixed(bytes))
            }
        }
    )*};
}

primitive_bytes!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

macro_rules! half_bytes {
    ($($t:ty),*) => {$(
        impl NativeBytes for $t {
            const SIZE: usize = 2;
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_bits().to_ne_bytes());
            }
            fn get(bytes: &[u8]) -> Self {
                <$t>::from_bits(u16::from_ne_bytes(fixed(bytes)))
            }
        }
    )*};
}

half_bytes!(f16, bf16);

impl NativeBytes for bool {
    const SIZE: usize = 1;
    fn put(self, out: &mut Vec<u8>) {
        out.push(u8::from(self));
    }
    fn get(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
}

// A complex number is its real part, then its imaginary part (C's and NumPy's layout).
macro_rules! complex_bytes {
    ($($t:ty),*) => {$(
        impl NativeBytes for Complex<$t> {
            const SIZE: usize = 2 * size_of::<$t>();
            fn put(self, out: &mut Vec<u8>) {
                self.re.put(out);
                self.im.put(out);
            }
            fn get(bytes: &[u8]) -> Self {
                let part = size_of::<$t>();
                Complex::new(<$t>::get(&bytes[..part]), <$t>::get(&bytes[part..]))
            }
        }
    )*};
}

complex_bytes!(f32, f64);

/// The elements of `host`, native-endian, row-major.
pub fn to_bytes(host: &HostArray) -> Vec<u8> {
    with_dtype!(host.dtype(), T => {
        let elements = T::slice(host.data()).unwrap_or(&[]);
        let mut out = Vec::with_capacity(elements.len() * T::SIZE);
        for &x in elements {
            x.put(&mut out);
        }
        out
    })
}

/// A host array of `dtype` and `shape` from native-endian bytes; an error if their number is
/// not the shape's.
pub fn from_bytes(dtype: Dtype, shape: Vec<usize>, bytes: &[u8]) -> ivy::Result<HostArray> {
    with_dtype!(dtype, T => {
        if !bytes.len().is_multiple_of(T::SIZE) {
            return Err(ivy::Error::InvalidInput(format!(
                "{} bytes are no whole number of {dtype} elements ({} bytes each)",
                bytes.len(),
                T::SIZE
            )));
        }
        HostArray::new(shape, bytes.chunks_exact(T::SIZE).map(T::get).collect::<Vec<T>>())
    })
}

/// The elements of `host` as exact values, row-major.
pub fn scalars(host: &HostArray) -> Vec<Scalar> {
    with_dtype!(host.dtype(), T => T::slice(host.data())
        .unwrap_or(&[])
        .iter()
        .map(|x| x.to_scalar())
        .collect())
}

/// A host array of `dtype` and `shape` holding `values`, each converted with `astype`'s
/// rules (see [`HostElement::from_scalar`]).
pub fn from_scalars(dtype: Dtype, shape: Vec<usize>, values: &[Scalar]) -> ivy::Result<HostArray> {
    with_dtype!(dtype, T => HostArray::new(
        shape,
        values.iter().map(|&s| T::from_scalar(s)).collect::<Vec<T>>(),
    ))
}

/// A value as the Python scalar of its kind: `bool`, `int`, `float` or `complex`.
pub fn scalar_to_py(py: Python<'_>, value: Scalar) -> PyResult<Py<PyAny>> {
    Ok(match value {
        Scalar::Bool(b) => PyBool::new(py, b).to_owned().into_any().unbind(),
        Scalar::Int(i) => i.into_pyobject(py)?.into_any().unbind(),
        Scalar::Float(f) => f.into_pyobject(py)?.into_any().unbind(),
        Scalar::Complex(c) => PyComplex::from_doubles(py, c.re, c.im).into_any().unbind(),
    })
}

/// A Python `bool`, `int`, `float` or `complex` as a weak scalar; `None` for anything else.
/// An `int` beyond 128 bits is an `OverflowError`.
pub fn scalar_from_py(obj: &Bound<'_, PyAny>) -> PyResult<Option<Scalar>> {
    Ok(Some(if let Ok(b) = obj.cast::<PyBool>() {
        Scalar::Bool(b.is_true())
    } else if obj.is_instance_of::<pyo3::types::PyInt>() {
        Scalar::Int(obj.extract::<i128>()?)
    } else if obj.is_instance_of::<pyo3::types::PyFloat>() {
        Scalar::Float(obj.extract::<f64>()?)
    } else if let Ok(c) = obj.cast::<PyComplex>() {
        Scalar::Complex(num_complex::Complex64::new(c.real(), c.imag()))
    } else {
        return Ok(None);
    }))
}
