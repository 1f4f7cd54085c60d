//! Transcendental functions: exponentials and logarithms, trigonometric and hyperbolic
//! functions, `sqrt`, `erf`. Integers and `bool` reach them as the default float dtype (the
//! declarations' `#[integer_arrays_to_float]`), so each kernel takes the float dtypes, and the
//! complex ones where NumPy defines the function. Those candle computes too, with the same
//! element arithmetic, are [`crate::ops::kernels`]' shared list.

use std::mem::MaybeUninit;

use ivy_runtime::{Error, Result};
use ndarray::{ArrayD, ArrayRefD};

use super::super::backend::NdArrayBackend;
use super::super::dispatch::{classes, each, elements};
use super::super::error;
use super::super::storage::NdArray;
use crate::elem::{AccFloat, InexactElem, in_acc};
use crate::vmath::Function;
use ivy_macros::implements;
use ivy_runtime::functional as f;

/// `f` of every element of `a`, in any layout (a strided array is read in place, a block at a
/// time, with the same kernels, so every layout gets the same results): the vectorised
/// kernels for real floats, element by element for complex ([`InexactElem::map_transcendental`]).
pub(crate) fn transcendental<T: InexactElem>(f: Function, a: &ArrayRefD<T>) -> Result<ArrayD<T>> {
    let Some(x) = a.as_slice() else {
        let run = |out: &mut [MaybeUninit<T>], x: &[T], at: usize| {
            T::transcendental_into(f, &x[at..at + out.len()], out)
        };
        return crate::loops::arrays::map_with(f.name(), a.view(), &run);
    };
    ArrayD::from_shape_vec(a.raw_dim(), T::map_transcendental(f, x)?)
        .map_err(|e| error::invalid(f.name(), e.to_string()))
}

/// `f` over the elements of `a` in row-major order (a strided array is copied to standard
/// layout first), the result in `a`'s shape.
pub(crate) fn map_standard<T: Clone, U>(
    function: &'static str,
    a: &ArrayRefD<T>,
    f: impl FnOnce(&[T]) -> Result<Vec<U>>,
) -> Result<ArrayD<U>> {
    let a = crate::loops::arrays::standard_layout(function, a)?;
    let x = a
        .as_slice()
        .ok_or_else(|| error::invalid(function, "the array is not contiguous after copying"))?;
    ArrayD::from_shape_vec(a.raw_dim(), f(x)?).map_err(|e| error::invalid(function, e.to_string()))
}

/// The vectorised function `f` ([`transcendental`]) of a float or complex array; an error
/// naming it for other dtypes.
fn vectorised(f: Function, x: &NdArray) -> Result<NdArray> {
    let dtype = x.dtype();
    crate::with_class!(dtype, inexact, T => {
        transcendental(f, elements::<T>(x)).map(NdArray::from)
    }, _ => Err(error::unsupported_dtype(f.name(), dtype, classes::INEXACT)))
}

/// `e^x`; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
#[implements(f::exp for NdArrayBackend, takes = classes::INEXACT)]
pub fn exp(x: &NdArray) -> Result<NdArray> {
    vectorised(Function::Exp, x)
}

/// The natural logarithm: `-inf` at 0 and `nan` below 0 for real dtypes; the principal
/// branch for complex. Vectorised for real floats (see [`vmath`](crate::vmath) for the
/// accuracy).
#[implements(f::log for NdArrayBackend, takes = classes::INEXACT)]
pub fn log(x: &NdArray) -> Result<NdArray> {
    vectorised(Function::Log, x)
}

/// The tangent; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
#[implements(f::tan for NdArrayBackend, takes = classes::INEXACT)]
pub fn tan(x: &NdArray) -> Result<NdArray> {
    vectorised(Function::Tan, x)
}

/// The sine; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
#[implements(f::sin for NdArrayBackend, takes = classes::INEXACT)]
pub fn sin(x: &NdArray) -> Result<NdArray> {
    vectorised(Function::Sin, x)
}

/// The cosine; vectorised for real floats (see [`vmath`](crate::vmath) for the accuracy).
#[implements(f::cos for NdArrayBackend, takes = classes::INEXACT)]
pub fn cos(x: &NdArray) -> Result<NdArray> {
    vectorised(Function::Cos, x)
}

/// The hyperbolic tangent; vectorised for real floats (see [`vmath`](crate::vmath) for the
/// accuracy).
#[implements(f::tanh for NdArrayBackend, takes = classes::INEXACT)]
pub fn tanh(x: &NdArray) -> Result<NdArray> {
    vectorised(Function::Tanh, x)
}

crate::ops::kernels::elementwise_kernels!(NdArrayBackend, NdArray, Error, each, zip;
    /// `e^x - 1`, accurate for `x` near 0.
    expm1(x) inexact => InexactElem::expm1;
    /// The square root: `nan` below 0 for real dtypes; for complex, the principal branch
    /// (`sqrt(-4 - 0i) == -2i`, as C99 and NumPy).
    sqrt(x) inexact => InexactElem::sqrt;
    /// The Gauss error function (musl's `erf`), computed in `f32` for the half floats.
    erf(x) float => |v| in_acc(v, AccFloat::erf);
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::v1;
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn transcendental_functions() {
        assert_eq!(
            exp(&v1(vec![0.0f64, 1.0])).unwrap(),
            v1(vec![1.0f64, std::f64::consts::E])
        );
        assert_eq!(exp(&v1(vec![f16::ZERO])).unwrap(), v1(vec![f16::ONE]));
        // e^1 in bf16: 2.71875 is the nearest bf16 to 2.71828...
        assert_eq!(
            exp(&v1(vec![bf16::ONE])).unwrap(),
            v1(vec![bf16::from_f32(2.71875)])
        );
        assert_eq!(expm1(&v1(vec![1e-20f64])).unwrap(), v1(vec![1e-20f64]));
        assert_eq!(
            log(&v1(vec![1.0f32, 0.0])).unwrap(),
            v1(vec![0.0f32, f32::NEG_INFINITY])
        );
        assert_eq!(log(&v1(vec![-1.0f64])).unwrap().to_string(), "[nan]");
        assert_eq!(tan(&v1(vec![0.0f32])).unwrap(), v1(vec![0.0f32]));
        // log(-1) = i*pi; exp(i*pi/2) = i; tan(i) = i*tanh(1).
        let c = log(&v1(vec![Complex::new(-1.0f64, 0.0)])).unwrap();
        assert_eq!(c, v1(vec![Complex::new(0.0f64, std::f64::consts::PI)]));
        let NdArray::Complex128(e) =
            exp(&v1(vec![Complex::new(0.0f64, std::f64::consts::FRAC_PI_2)])).unwrap()
        else {
            panic!("complex128 expected")
        };
        assert!(e[0].re.abs() < 1e-15 && (e[0].im - 1.0).abs() < 1e-15);
        let NdArray::Complex64(t) = tan(&v1(vec![Complex::new(0.0f32, 1.0)])).unwrap() else {
            panic!("complex64 expected")
        };
        assert!(t[0].re.abs() < 1e-6 && (t[0].im - 0.761_594_2).abs() < 1e-6);
        for f in [exp, expm1, tan, log] {
            let msg = f(&v1(vec![1i32])).unwrap_err().to_string();
            assert!(msg.contains("int32"), "{msg}");
            assert!(f(&v1(vec![true])).is_err());
        }
    }

    #[test]
    fn transcendentals_give_the_same_results_in_every_layout() {
        use ndarray::{IxDyn, s};
        let data: Vec<f32> = (0..24).map(|i| i as f32 * 0.37 + 0.1).collect();
        let a = ArrayD::from_shape_vec(IxDyn(&[4, 6]), data).unwrap();
        let transposed = a.clone().reversed_axes();
        let strided = a.clone().slice_move(s![.., ..;2]).into_dyn();
        for f in [exp, log, tan] {
            for b in [transposed.clone(), strided.clone()] {
                let standard = b.as_standard_layout().into_owned();
                assert!(!b.is_standard_layout() && standard.is_standard_layout());
                assert_eq!(
                    f(&NdArray::from(b)).unwrap(),
                    f(&NdArray::from(standard)).unwrap()
                );
            }
        }
        // e^1 rounded to float32 is 2.7182817 (and LN_2 is ln 2 rounded).
        assert_eq!(exp(&v1(vec![1.0f32])).unwrap(), v1(vec![2.718_281_7f32]));
        assert_eq!(
            log(&v1(vec![2.0f32])).unwrap(),
            v1(vec![std::f32::consts::LN_2])
        );
    }
}
