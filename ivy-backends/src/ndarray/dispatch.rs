//! The dtype dispatch of the ndarray backend, written once.
//!
//! An element-wise kernel is one operation over a class of element types, written in the form
//! of [`crate::ops::kernels`] (`negative(x) numeric => NumElem::neg;`), which this module's
//! maps `each!` and `zip!` run. Any other kernel is a generic function over one class of
//! element types (see [`crate::elem`]) implementing the class's `Map` trait (modelled on
//! candle's `Map1`/`Map2`). Both dispatch through the class's element types as
//! [`elem::classes`](crate::elem::classes) states them once ([`with_class!`](crate::with_class)),
//! calling the kernel with the concrete element type; a dtype outside the class is an error
//! naming the function and the dtype, never a panic.
//!
//! | class     | dtypes                       | element bound   | unary         | binary         |
//! |-----------|------------------------------|-----------------|---------------|----------------|
//! | all       | the 15                       | [`Element`]     | [`MapAll`]    | [`Map2All`]    |
//! | numeric   | all but `bool`               | [`NumElem`]     | [`MapNumeric`]| [`Map2Numeric`]|
//! | real      | integers and real floats     | [`RealElem`]    | [`MapReal`]   | [`Map2Real`]   |
//! | integer   | `int8` .. `uint64`           | [`IntElem`]     | [`MapInt`]    | [`Map2Int`]    |
//! | float     | `bfloat16` .. `float64`      | [`FloatElem`]   | [`MapFloat`]  | [`Map2Float`]  |
//! | inexact   | floats and complex           | [`InexactElem`] | [`MapInexact`]| [`Map2Inexact`]|
//! | complex   | `complex64`, `complex128`    | [`ComplexElem`] | [`MapComplex`]| [`Map2Complex`]|
//! | sortable  | the 15                       | [`SortElem`]    | [`MapSortable`]| [`Map2Sortable`]|
//!
//! Binary maps take two arrays of the same dtype (the runtime promotes before calling a
//! kernel); two different dtypes are an error naming both.
//!
//! A kernel reads its inputs as `&ArrayRef<T, IxDyn>` ([`ArrayRefD`], what every ndarray
//! array kind dereferences to), in any layout (a view of a basic slice is strided, its steps
//! possibly negative), and returns an owned `ArrayD`, which [`NdArray::from`] wraps without
//! copying.
//!
//! ```
//! use ivy_backends::ndarray::dispatch::MapFloat;
//! use ivy_backends::elem::{FloatElem, InexactElem};
//! use ivy_backends::ndarray::NdArray;
//! use ivy_runtime::Result;
//! use ndarray::ArrayRefD;
//!
//! struct Exp;
//! impl MapFloat for Exp {
//!     const NAME: &'static str = "exp";
//!     type Output = NdArray;
//!     fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
//!         Ok(a.mapv(InexactElem::exp).into())
//!     }
//! }
//!
//! let x = NdArray::from_vec(vec![0.0f32], &[1])?;
//! assert_eq!(Exp.map(&x)?, NdArray::from_vec(vec![1.0f32], &[1])?);
//! let err = Exp.map(&NdArray::from_vec(vec![1i32], &[1])?).unwrap_err();
//! assert!(err.to_string().contains("exp") && err.to_string().contains("int32"));
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

use ivy_runtime::{Dtype, DtypeSet, Result};
use ndarray::ArrayRefD;

use super::error;
use super::storage::{Element, NdArray};
use crate::elem::{
    ComplexElem, Conjugate, FloatElem, InexactElem, IntElem, NumElem, RealElem, SortElem,
};

pub use crate::elem::classes;

/// The elements of `x` as `T`, which the caller has matched to `x`'s dtype.
#[inline]
pub(crate) fn elements<T: Element>(x: &NdArray) -> &ArrayRefD<T> {
    T::view(x).unwrap_or_else(|| unreachable!("the dtype was matched to the element type"))
}

macro_rules! class_maps {
    ($(
        $class:ident $what:literal: $Bound:ident, $Map:ident, $Map2:ident;
    )*) => {$(
        #[doc = concat!("A unary kernel over the ", $what, " dtypes (see the [module docs](self)).")]
        pub trait $Map {
            /// The function's name, for errors.
            const NAME: &'static str;
            /// What the kernel returns.
            type Output;

            /// The kernel, for one element type of the class.
            fn f<T: $Bound>(&self, a: &ArrayRefD<T>) -> Result<Self::Output>;

            /// Calls [`Self::f`] with the element type of `x`; an error if `x`'s dtype is not
            #[doc = concat!("one of the ", $what, " dtypes.")]
            fn map(&self, x: &NdArray) -> Result<Self::Output> {
                let dtype = x.dtype();
                $crate::with_class!(dtype, $class, T => self.f(elements::<T>(x)), _ => {
                    Err(error::unsupported_dtype(Self::NAME, dtype, $crate::elem::classes::dtypes_of!($class)))
                })
            }
        }

        #[doc = concat!("A binary kernel over two arrays of the same ", $what, " dtype.")]
        pub trait $Map2 {
            /// The function's name, for errors.
            const NAME: &'static str;
            /// What the kernel returns.
            type Output;

            /// The kernel, for one element type of the class.
            fn f<T: $Bound>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<Self::Output>;

            /// Calls [`Self::f`] with the element type of `x1` and `x2`; an error if their
            #[doc = concat!("dtypes differ or are not ", $what, " dtypes.")]
            fn map(&self, x1: &NdArray, x2: &NdArray) -> Result<Self::Output> {
                let (dtype, other) = (x1.dtype(), x2.dtype());
                if dtype != other {
                    return Err(error::operand_dtypes(Self::NAME, dtype, other));
                }
                $crate::with_class!(dtype, $class, T => {
                    self.f(elements::<T>(x1), elements::<T>(x2))
                }, _ => Err(error::unsupported_dtype(Self::NAME, dtype, $crate::elem::classes::dtypes_of!($class))))
            }
        }
    )*};
}

class_maps! {
    all "all": Element, MapAll, Map2All;
    numeric "numeric": NumElem, MapNumeric, Map2Numeric;
    real "real numeric": RealElem, MapReal, Map2Real;
    integer "integer": IntElem, MapInt, Map2Int;
    float "float": FloatElem, MapFloat, Map2Float;
    inexact "inexact (float or complex)": InexactElem, MapInexact, Map2Inexact;
    complex "complex": ComplexElem, MapComplex, Map2Complex;
    numeric "numeric (with a conjugate)": Conjugate, MapConj, Map2Conj;
    all "every (in sort order)": SortElem, MapSortable, Map2Sortable;
}

/// The map of an element-wise kernel (see [`crate::ops::kernels`]): `$op` of each element of
/// `$x`, an [`NdArray`] of a dtype of `$class`, as a new array; for the other dtypes an error
/// naming the function `$name`.
macro_rules! each {
    ($name:expr, $class:ident, $x:expr, $op:expr) => {{
        let x: &$crate::ndarray::NdArray = $x;
        let dtype = x.dtype();
        $crate::with_class!(dtype, $class, T => {
            let a = $crate::ndarray::dispatch::elements::<T>(x);
            $crate::loops::arrays::map($name, a.view(), $op).map($crate::ndarray::NdArray::from)
        }, _ => Err($crate::ndarray::error::unsupported_dtype(
            $name,
            dtype,
            $crate::elem::classes::dtypes_of!($class),
        )))
    }};
}
pub(crate) use each;

/// The binary map of an element-wise kernel: `$op` of each pair of elements of `$x1` and `$x2`,
/// two arrays of one dtype of `$class` broadcast together; an error naming `$name` for other
/// dtypes, or two.
macro_rules! zip {
    ($name:expr, $class:ident, $x1:expr, $x2:expr, $op:expr) => {{
        let (x1, x2): (&$crate::ndarray::NdArray, &$crate::ndarray::NdArray) = ($x1, $x2);
        let (dtype, other) = (x1.dtype(), x2.dtype());
        if dtype != other {
            Err($crate::kernel_error::operand_dtypes($name, dtype, other))
        } else {
            $crate::with_class!(dtype, $class, T => {
                let (a, b) = (
                    $crate::ndarray::dispatch::elements::<T>(x1),
                    $crate::ndarray::dispatch::elements::<T>(x2),
                );
                $crate::loops::arrays::zip_map($name, a, b, $op)
                    .map($crate::ndarray::NdArray::from)
            }, _ => Err($crate::ndarray::error::unsupported_dtype(
                $name,
                dtype,
                $crate::elem::classes::dtypes_of!($class),
            )))
        }
    }};
}
pub(crate) use zip;

/// An error unless `dtype` is in `class`: for kernels that dispatch on a requested dtype
/// rather than on an input array.
pub fn require(function: &'static str, dtype: Dtype, class: DtypeSet) -> Result<()> {
    if class.contains(dtype) {
        Ok(())
    } else {
        Err(error::unsupported_dtype(function, dtype, class))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Count;
    impl MapInt for Count {
        const NAME: &'static str = "count";
        type Output = usize;
        fn f<T: IntElem>(&self, a: &ArrayRefD<T>) -> Result<usize> {
            Ok(a.len())
        }
    }

    struct Same;
    impl Map2All for Same {
        const NAME: &'static str = "same";
        type Output = bool;
        fn f<T: Element>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<bool> {
            Ok(a == b)
        }
    }

    #[test]
    fn a_class_map_reaches_every_dtype_of_its_class_and_refuses_the_rest() {
        for dtype in Dtype::ALL {
            let x = super::super::creation::zeros(&[3], dtype, ivy_runtime::Device::Cpu).unwrap();
            match Count.map(&x) {
                Ok(n) => assert!(dtype.is_int() && n == 3),
                Err(e) => {
                    assert!(!dtype.is_int());
                    let msg = e.to_string();
                    assert!(msg.contains("count") && msg.contains(dtype.name()), "{msg}");
                }
            }
            assert!(Same.map(&x, &x).unwrap());
        }
    }

    #[test]
    fn binary_maps_refuse_mixed_dtypes() {
        let a = NdArray::from_vec(vec![1i8], &[1]).unwrap();
        let b = NdArray::from_vec(vec![1i16], &[1]).unwrap();
        let msg = Same.map(&a, &b).unwrap_err().to_string();
        assert!(msg.contains("int8") && msg.contains("int16"), "{msg}");
    }

    #[test]
    fn with_dtype_names_the_element_type() {
        for dtype in Dtype::ALL {
            let d = ivy_runtime::with_dtype!(dtype, T => <T as ivy_runtime::HostElement>::DTYPE);
            assert_eq!(d, dtype);
        }
        assert!(require("f", Dtype::Bool, classes::NUMERIC).is_err());
    }
}
