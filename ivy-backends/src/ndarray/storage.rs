//! [`NdArray`]: the ndarray backend's native array, an enum over `ArrayD<T>` for the 15 dtypes,
//! and [`Element`], the Rust element types that wrap into it without copying.

use half::{bf16, f16};
use ivy_runtime::{Dtype, Result, Scalar, rounding};
use ndarray::{ArrayD, IxDyn};
use num_complex::Complex;

use super::error;

/// An n-dimensional array of one of Ivy's 15 dtypes, stored as an `ndarray::ArrayD`.
///
/// Conversion to and from `ArrayD<T>` is zero-copy: `NdArray::from(array)` and
/// `ArrayD::<T>::try_from(nd)`.
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
    Int8(ArrayD<i8>),
    /// `int16`.
    Int16(ArrayD<i16>),
    /// `int32`.
    Int32(ArrayD<i32>),
    /// `int64`.
    Int64(ArrayD<i64>),
    /// `uint8`.
    Uint8(ArrayD<u8>),
    /// `uint16`.
    Uint16(ArrayD<u16>),
    /// `uint32`.
    Uint32(ArrayD<u32>),
    /// `uint64`.
    Uint64(ArrayD<u64>),
    /// `bfloat16`.
    Bfloat16(ArrayD<bf16>),
    /// `float16`.
    Float16(ArrayD<f16>),
    /// `float32`.
    Float32(ArrayD<f32>),
    /// `float64`.
    Float64(ArrayD<f64>),
    /// `bool`.
    Bool(ArrayD<bool>),
    /// `complex64`: two `float32`s.
    Complex64(ArrayD<Complex<f32>>),
    /// `complex128`: two `float64`s.
    Complex128(ArrayD<Complex<f64>>),
}

mod sealed {
    pub trait Sealed {}
}

/// A Rust element type of one of the 15 dtypes: `i8` .. `u64`, `half::bf16`, `half::f16`,
/// `f32`, `f64`, `bool`, `Complex<f32>`, `Complex<f64>`. Sealed: there are exactly 15.
pub trait Element:
    sealed::Sealed + Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static
{
    /// The dtype of this element type.
    const DTYPE: Dtype;

    /// Wraps an array of this element type, without copying.
    fn into_nd(a: ArrayD<Self>) -> NdArray;

    /// The array inside `nd`, if `nd` holds this element type.
    fn view(nd: &NdArray) -> Option<&ArrayD<Self>>;

    /// The array inside `nd` by value, or `nd` back when it holds another element type.
    fn from_nd(nd: NdArray) -> std::result::Result<ArrayD<Self>, NdArray>;

    /// The value `0` (`false`).
    fn zero() -> Self;

    /// The value `1` (`true`).
    fn one() -> Self;

    /// Whether the value is not zero (`NaN` is not zero; a complex number is zero only when
    /// both parts are).
    fn is_nonzero(self) -> bool;

    /// The value as a [`Scalar`], exactly.
    fn to_scalar(self) -> Scalar;

    /// A scalar converted with `astype` semantics: integers wrap, floats truncate toward zero
    /// and saturate (`NaN` gives 0), anything to `bool` is `!= 0`, `bool` is 0 or 1, a real
    /// value goes into the real part. A complex scalar given to a real type keeps its real part
    /// only: callers refuse that case before converting (see `astype`).
    fn from_scalar(s: Scalar) -> Self;
}

macro_rules! impl_element {
    ($($t:ty => $variant:ident,
       zero: $zero:expr, one: $one:expr,
       nonzero: |$nz:ident| $nonzero:expr,
       to: |$tv:ident| $to:expr,
       from: |$fv:ident| $from:expr;)*) => {$(
        impl sealed::Sealed for $t {}

        impl Element for $t {
            const DTYPE: Dtype = Dtype::$variant;

            #[inline]
            fn into_nd(a: ArrayD<Self>) -> NdArray {
                NdArray::$variant(a)
            }

            #[inline]
            fn view(nd: &NdArray) -> Option<&ArrayD<Self>> {
                match nd {
                    NdArray::$variant(a) => Some(a),
                    _ => None,
                }
            }

            #[inline]
            fn from_nd(nd: NdArray) -> std::result::Result<ArrayD<Self>, NdArray> {
                match nd {
                    NdArray::$variant(a) => Ok(a),
                    other => Err(other),
                }
            }

            #[inline]
            fn zero() -> Self {
                $zero
            }

            #[inline]
            fn one() -> Self {
                $one
            }

            #[inline]
            fn is_nonzero(self) -> bool {
                let $nz = self;
                $nonzero
            }

            #[inline]
            fn to_scalar(self) -> Scalar {
                let $tv = self;
                $to
            }

            #[inline]
            fn from_scalar(s: Scalar) -> Self {
                let $fv = s;
                $from
            }
        }
    )*};
}

macro_rules! int_element {
    ($($t:ty => $variant:ident),*) => {
        impl_element!($(
            $t => $variant,
            zero: 0, one: 1,
            nonzero: |x| x != 0,
            to: |x| Scalar::Int(x as i128),
            from: |s| match s {
                Scalar::Bool(b) => b as $t,
                Scalar::Int(i) => i as $t,
                Scalar::Float(f) => f as $t,
                Scalar::Complex(c) => c.re as $t,
            };
        )*);
    };
}

int_element!(
    i8 => Int8, i16 => Int16, i32 => Int32, i64 => Int64,
    u8 => Uint8, u16 => Uint16, u32 => Uint32, u64 => Uint64
);

/// `f64` into a real float type, rounding to nearest.
trait FromF64 {
    fn from_f64(x: f64) -> Self;
    fn from_i128(x: i128) -> Self;
}

impl FromF64 for f32 {
    fn from_f64(x: f64) -> Self {
        x as f32
    }
    fn from_i128(x: i128) -> Self {
        x as f32
    }
}

impl FromF64 for f64 {
    fn from_f64(x: f64) -> Self {
        x
    }
    fn from_i128(x: i128) -> Self {
        x as f64
    }
}

// Not `half`'s `from_f64`, which rounds through f32 or drops bits: see `ivy_runtime::rounding`.
impl FromF64 for f16 {
    fn from_f64(x: f64) -> Self {
        rounding::f16_from_f64(x)
    }
    fn from_i128(x: i128) -> Self {
        rounding::f16_from_int(x)
    }
}

impl FromF64 for bf16 {
    fn from_f64(x: f64) -> Self {
        rounding::bf16_from_f64(x)
    }
    fn from_i128(x: i128) -> Self {
        rounding::bf16_from_int(x)
    }
}

macro_rules! float_element {
    ($($t:ty => $variant:ident, $to_f64:expr);*) => {
        impl_element!($(
            $t => $variant,
            zero: <$t as num_traits::Zero>::zero(), one: <$t as num_traits::One>::one(),
            nonzero: |x| x != <$t as num_traits::Zero>::zero(),
            to: |x| Scalar::Float(($to_f64)(x)),
            from: |s| match s {
                Scalar::Bool(b) => if b { <$t as num_traits::One>::one() }
                    else { <$t as num_traits::Zero>::zero() },
                Scalar::Int(i) => <$t as FromF64>::from_i128(i),
                Scalar::Float(f) => <$t as FromF64>::from_f64(f),
                Scalar::Complex(c) => <$t as FromF64>::from_f64(c.re),
            };
        )*);
    };
}

float_element!(
    bf16 => Bfloat16, |x: bf16| x.to_f64();
    f16 => Float16, |x: f16| x.to_f64();
    f32 => Float32, f64::from;
    f64 => Float64, |x: f64| x
);

impl_element!(
    bool => Bool,
    zero: false, one: true,
    nonzero: |x| x,
    to: |x| Scalar::Bool(x),
    from: |s| match s {
        Scalar::Bool(b) => b,
        Scalar::Int(i) => i != 0,
        Scalar::Float(f) => f != 0.0,
        Scalar::Complex(c) => c.re != 0.0 || c.im != 0.0,
    };
);

macro_rules! complex_element {
    ($($t:ty => $variant:ident, $re:ty);*) => {
        impl_element!($(
            Complex<$re> => $variant,
            zero: Complex::new(0.0, 0.0), one: Complex::new(1.0, 0.0),
            nonzero: |x| x.re != 0.0 || x.im != 0.0,
            to: |x| Scalar::Complex(num_complex::Complex64::new(x.re as f64, x.im as f64)),
            from: |s| match s {
                Scalar::Bool(b) => Complex::new(b as u8 as $re, 0.0),
                Scalar::Int(i) => Complex::new(<$re as FromF64>::from_i128(i), 0.0),
                Scalar::Float(f) => Complex::new(f as $re, 0.0),
                Scalar::Complex(c) => Complex::new(c.re as $re, c.im as $re),
            };
        )*);
    };
}

complex_element!(Complex<f32> => Complex64, f32; Complex<f64> => Complex128, f64);

/// Calls `$body` with `$a` bound to the `ArrayD<_>` inside `$nd`, for every variant.
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

    /// The array inside, if it holds `T`, by reference.
    pub fn as_array<T: Element>(&self) -> Option<&ArrayD<T>> {
        T::view(self)
    }
}

/// The number of elements of `shape`, or an error when ndarray cannot hold the shape: the
/// product of its nonzero dimensions must fit `isize` (ndarray panics otherwise).
pub(crate) fn element_count(function: &'static str, shape: &[usize]) -> Result<usize> {
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d.max(1)))
        .filter(|&n| n <= isize::MAX as usize)
        .map(|_| shape.iter().product())
        .ok_or_else(|| {
            error::invalid(
                function,
                format!("the shape {shape:?} has too many elements"),
            )
        })
}

impl<T: Element> From<ArrayD<T>> for NdArray {
    /// Wraps the array, without copying.
    fn from(a: ArrayD<T>) -> NdArray {
        T::into_nd(a)
    }
}

impl<T: Element> TryFrom<NdArray> for ArrayD<T> {
    type Error = ivy_runtime::Error;

    /// Unwraps the array, without copying; an error naming both dtypes when it holds another
    /// element type.
    fn try_from(nd: NdArray) -> Result<ArrayD<T>> {
        T::from_nd(nd).map_err(|other| error::dtype_mismatch("try_from", T::DTYPE, other.dtype()))
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
