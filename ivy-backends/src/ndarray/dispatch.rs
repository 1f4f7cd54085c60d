//! The dtype dispatch of the ndarray backend, written once.
//!
//! A kernel is a generic function over one class of element types (see [`crate::elem`]).
//! It implements the class's `Map` trait (modelled on candle's `Map1`/`Map2`): the trait's
//! provided `map` matches every [`NdArray`] variant of the class and calls the kernel's `f` with
//! the concrete element type; a dtype outside the class is an error naming the function and
//! the dtype, never a panic.
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

/// The dtypes of each class, for dispatch and for error messages.
pub mod classes {
    use ivy_runtime::DtypeSet;

    /// Every dtype.
    pub const ALL: DtypeSet = DtypeSet::VALID;
    /// Every dtype but `bool`.
    pub const NUMERIC: DtypeSet = DtypeSet::NUMERIC;
    /// Integers and real floats.
    pub const REAL: DtypeSet = DtypeSet::INTEGER.union(DtypeSet::FLOAT);
    /// Signed and unsigned integers.
    pub const INTEGER: DtypeSet = DtypeSet::INTEGER;
    /// Real floats, `bfloat16` and `float16` included.
    pub const FLOAT: DtypeSet = DtypeSet::FLOAT;
    /// Real floats and complex.
    pub const INEXACT: DtypeSet = DtypeSet::FLOAT.union(DtypeSet::COMPLEX);
    /// `complex64` and `complex128`.
    pub const COMPLEX: DtypeSet = DtypeSet::COMPLEX;
    /// Signed integers.
    pub const SIGNED: DtypeSet = DtypeSet::SIGNED;
}

macro_rules! class_maps {
    ($(
        $class:literal, $set:expr, $Bound:ident, $Map:ident, $Map2:ident, [$($V:ident),*];
    )*) => {$(
        #[doc = concat!("A unary kernel over the ", $class, " dtypes (see the [module docs](self)).")]
        pub trait $Map {
            /// The function's name, for errors.
            const NAME: &'static str;
            /// What the kernel returns.
            type Output;

            /// The kernel, for one element type of the class.
            fn f<T: $Bound>(&self, a: &ArrayRefD<T>) -> Result<Self::Output>;

            /// Calls [`Self::f`] with the element type of `x`; an error if `x`'s dtype is not
            #[doc = concat!("one of the ", $class, " dtypes.")]
            fn map(&self, x: &NdArray) -> Result<Self::Output> {
                #[allow(unreachable_patterns)]
                match x {
                    $(NdArray::$V(a) => self.f(a),)*
                    other => Err(error::unsupported_dtype(Self::NAME, other.dtype(), $set)),
                }
            }
        }

        #[doc = concat!("A binary kernel over two arrays of the same ", $class, " dtype.")]
        pub trait $Map2 {
            /// The function's name, for errors.
            const NAME: &'static str;
            /// What the kernel returns.
            type Output;

            /// The kernel, for one element type of the class.
            fn f<T: $Bound>(&self, a: &ArrayRefD<T>, b: &ArrayRefD<T>) -> Result<Self::Output>;

            /// Calls [`Self::f`] with the element type of `x1` and `x2`; an error if their
            #[doc = concat!("dtypes differ or are not ", $class, " dtypes.")]
            fn map(&self, x1: &NdArray, x2: &NdArray) -> Result<Self::Output> {
                #[allow(unreachable_patterns)]
                match (x1, x2) {
                    $((NdArray::$V(a), NdArray::$V(b)) => self.f(a, b),)*
                    (a, b) if a.dtype() != b.dtype() => {
                        Err(error::operand_dtypes(Self::NAME, a.dtype(), b.dtype()))
                    }
                    (a, _) => Err(error::unsupported_dtype(Self::NAME, a.dtype(), $set)),
                }
            }
        }
    )*};
}

class_maps! {
    "all", classes::ALL, Element, MapAll, Map2All, [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
        Bfloat16, Float16, Float32, Float64, Bool, Complex64, Complex128
    ];
    "numeric", classes::NUMERIC, NumElem, MapNumeric, Map2Numeric, [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
        Bfloat16, Float16, Float32, Float64, Complex64, Complex128
    ];
    "real numeric", classes::REAL, RealElem, MapReal, Map2Real, [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
        Bfloat16, Float16, Float32, Float64
    ];
    "integer", classes::INTEGER, IntElem, MapInt, Map2Int, [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64
    ];
    "float", classes::FLOAT, FloatElem, MapFloat, Map2Float, [
        Bfloat16, Float16, Float32, Float64
    ];
    "inexact (float or complex)", classes::INEXACT, InexactElem, MapInexact, Map2Inexact, [
        Bfloat16, Float16, Float32, Float64, Complex64, Complex128
    ];
    "complex", classes::COMPLEX, ComplexElem, MapComplex, Map2Complex, [
        Complex64, Complex128
    ];    "numeric (with a conjugate)", classes::NUMERIC, Conjugate, MapConj, Map2Conj, [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
        Bfloat16, Float16, Float32, Float64, Complex64, Complex128
    ];
    "every (in sort order)", classes::ALL, SortElem, MapSortable, Map2Sortable, [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
        Bfloat16, Float16, Float32, Float64, Bool, Complex64, Complex128
    ];
}

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
            let x = super::super::creation::zeros(&[3], dtype).unwrap();
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
