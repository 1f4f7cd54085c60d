//! Creation kernels: the shared routines ([`crate::routines::creation`]) made ndarray arrays,
//! named and called as the declarations are (as on every backend). ndarray offers the CPU
//! only, so the device is decided.

use ivy_runtime::{Device, Dtype, DtypeSet, HostArray, HostData, Result, Scalar};
use ndarray::{ArrayD, ArrayRefD, ArrayViewD};

use super::backend::NdArrayBackend;
use super::cast::{as_dtype, into_dtype};
use super::dispatch::{MapAll, classes, require};
use super::storage::{Element, NdArray};
use crate::routines::creation::{self as shared, Triangle};
use ivy_macros::implements;
use ivy_runtime::functional as f;

/// The 1-d array of `data`'s elements.
fn one_d(data: HostData) -> Result<NdArray> {
    NdArray::from_data(&[data.len()], data)
}

/// The array of a host array's elements, converted to `dtype` (default: the data's own; see
/// [`astype`](super::cast::astype): no copy when the dtypes agree).
#[implements(f::asarray for NdArrayBackend, takes = classes::ALL)]
pub fn asarray(data: HostArray, dtype: Option<Dtype>, _device: Device) -> Result<NdArray> {
    let dtype = dtype.unwrap_or(data.dtype());
    into_dtype(NdArray::from_host(data)?, dtype)
}

shared::creation_kernels!(NdArrayBackend, NdArray, ivy_runtime::Error;
    filled checked => NdArray::from_data;
    spaced [, takes = classes::REAL] in_class(classes::REAL) => one_d;
    eye [, takes = classes::ALL] in_class(classes::ALL) => NdArray::from_host;
    one_hot [, takes = ONE_HOT] in_class(ONE_HOT) => from_int64_view;
);

/// A check that a dtype is of `class`, for the kernels the shared routines write: the dtype,
/// or an error naming the function.
fn checked(function: &'static str, dtype: Dtype, class: DtypeSet) -> Result<Dtype> {
    require(function, dtype, class).map(|()| dtype)
}

/// [`checked`] against one class.
fn in_class(class: DtypeSet) -> impl Fn(&'static str, Dtype) -> Result<Dtype> {
    move |function, dtype| checked(function, dtype, class)
}

/// Zeros of `x`'s shape.
#[implements(f::zeros_like for NdArrayBackend, takes = classes::ALL)]
pub fn zeros_like(x: &NdArray, dtype: Dtype, device: Device) -> Result<NdArray> {
    zeros(x.shape(), dtype, device)
}

/// Ones of `x`'s shape.
#[implements(f::ones_like for NdArrayBackend, takes = classes::ALL)]
pub fn ones_like(x: &NdArray, dtype: Dtype, device: Device) -> Result<NdArray> {
    ones(x.shape(), dtype, device)
}

/// `fill_value` in `x`'s shape; the value must fit the dtype.
#[implements(f::full_like for NdArrayBackend, takes = classes::ALL)]
pub fn full_like(x: &NdArray, fill_value: Scalar, dtype: Dtype, device: Device) -> Result<NdArray> {
    full(x.shape(), fill_value, Some(dtype), device)
}

/// An array of `x`'s shape: zeros.
#[implements(f::empty_like for NdArrayBackend, takes = classes::ALL)]
pub fn empty_like(x: &NdArray, dtype: Dtype, device: Device) -> Result<NdArray> {
    zeros(x.shape(), dtype, device)
}

impl MapAll for Triangle {
    const NAME: &'static str = "tril/triu";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(self.of(a.view())?.into())
    }
}

/// The lower triangle of the matrices of `x`: on and below the `k`-th diagonal.
#[implements(f::tril for NdArrayBackend, takes = classes::ALL)]
pub fn tril(x: &NdArray, k: isize) -> Result<NdArray> {
    Triangle { k, upper: false }.map(x)
}

/// The upper triangle of the matrices of `x`: on and above the `k`-th diagonal.
#[implements(f::triu for NdArrayBackend, takes = classes::ALL)]
pub fn triu(x: &NdArray, k: isize) -> Result<NdArray> {
    Triangle { k, upper: true }.map(x)
}

/// The dtypes `one_hot` makes.
const ONE_HOT: DtypeSet = classes::REAL.union(DtypeSet::BOOL);

/// What `make` makes of `indices` as `int64`, as an array.
fn from_int64_view(
    indices: &NdArray,
    make: impl FnOnce(ArrayViewD<'_, i64>) -> Result<HostArray>,
) -> Result<NdArray> {
    let ind = as_dtype(indices, Dtype::Int64)?;
    let ind = ArrayD::<i64>::try_from(ind.into_owned())?;
    NdArray::from_host(make(ind.view())?)
}

/// A copy of `x` in new memory.
#[implements(f::copy_array for NdArrayBackend, takes = classes::ALL)]
pub fn copy_array(x: &NdArray) -> Result<NdArray> {
    Ok(x.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    // The kernels as the tests call them: on the CPU, with a dtype.
    fn zeros(shape: &[usize], dtype: Dtype) -> Result<NdArray> {
        super::zeros(shape, dtype, Device::Cpu)
    }
    fn ones(shape: &[usize], dtype: Dtype) -> Result<NdArray> {
        super::ones(shape, dtype, Device::Cpu)
    }
    fn full(shape: &[usize], fill_value: Scalar, dtype: Dtype) -> Result<NdArray> {
        super::full(shape, fill_value, Some(dtype), Device::Cpu)
    }
    fn arange(start: Scalar, stop: Option<Scalar>, step: Scalar, dtype: Dtype) -> Result<NdArray> {
        match stop {
            Some(stop) => super::arange(start, stop, step, dtype, Device::Cpu),
            None => super::arange(Scalar::Int(0), start, step, dtype, Device::Cpu),
        }
    }
    fn asarray(data: HostArray, dtype: Dtype) -> Result<NdArray> {
        super::asarray(data, Some(dtype), Device::Cpu)
    }
    use crate::ndarray::test_support::v1;
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn zeros_and_ones_for_every_dtype() {
        assert_eq!(zeros(&[2], Dtype::Bool).unwrap(), v1(vec![false, false]));
        assert_eq!(ones(&[2], Dtype::Bool).unwrap(), v1(vec![true, true]));
        assert_eq!(ones(&[2], Dtype::Bfloat16).unwrap(), v1(vec![bf16::ONE; 2]));
        assert_eq!(
            ones(&[1], Dtype::Complex64).unwrap(),
            v1(vec![Complex::new(1.0f32, 0.0)])
        );
        for d in Dtype::ALL {
            let z = zeros(&[2, 0, 3], d).unwrap();
            assert_eq!((z.dtype(), z.shape(), z.len()), (d, &[2, 0, 3][..], 0));
            let s = ones(&[], d).unwrap();
            assert_eq!((s.ndim(), s.len()), (0, 1));
        }
        assert!(zeros(&[usize::MAX, usize::MAX], Dtype::Int8).is_err());
        assert!(zeros(&[isize::MAX as usize / 2, 4], Dtype::Float64).is_err());
    }

    #[test]
    fn full_checks_that_the_value_fits() {
        assert_eq!(
            full(&[2], Scalar::Int(-3), Dtype::Int8).unwrap(),
            v1(vec![-3i8, -3])
        );
        assert_eq!(
            full(&[1], Scalar::Float(0.5), Dtype::Float16).unwrap(),
            v1(vec![f16::from_f32(0.5)])
        );
        assert_eq!(
            full(&[1], Scalar::Bool(true), Dtype::Bool).unwrap(),
            v1(vec![true])
        );
        assert!(full(&[1], Scalar::Int(2), Dtype::Bool).is_err());
        assert_eq!(
            full(&[1], Scalar::Bool(true), Dtype::Uint8).unwrap(),
            v1(vec![1u8])
        );
        assert_eq!(
            full(&[1], Scalar::Float(2.0), Dtype::Complex128).unwrap(),
            v1(vec![Complex::new(2.0f64, 0.0)])
        );
        let msg = full(&[1], Scalar::Int(300), Dtype::Uint8)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("300") && msg.contains("uint8"), "{msg}");
        assert!(full(&[1], Scalar::Float(1.0), Dtype::Int32).is_err());
        assert!(full(&[1], Scalar::Float(1e39), Dtype::Float32).is_err());
        assert!(
            full(
                &[1],
                Scalar::Complex(Complex::new(1.0, 1.0)),
                Dtype::Float64
            )
            .is_err()
        );
    }

    #[test]
    fn arange_like_numpy() {
        let i = |v: i128| Scalar::Int(v);
        let f = Scalar::Float;
        assert_eq!(
            arange(i(5), None, i(1), Dtype::Int64).unwrap(),
            v1(vec![0i64, 1, 2, 3, 4])
        );
        assert_eq!(
            arange(i(1), Some(i(10)), i(3), Dtype::Int32).unwrap(),
            v1(vec![1i32, 4, 7])
        );
        assert_eq!(
            arange(i(10), Some(i(0)), i(-4), Dtype::Uint8).unwrap(),
            v1(vec![10u8, 6, 2])
        );
        assert_eq!(
            arange(i(0), Some(i(5)), i(-1), Dtype::Int8).unwrap(),
            v1(Vec::<i8>::new())
        );
        assert_eq!(
            arange(f(0.0), Some(f(1.0)), f(0.25), Dtype::Float32).unwrap(),
            v1(vec![0.0f32, 0.25, 0.5, 0.75])
        );
        // ceil((1 - 0) / 0.3) = 4 values.
        assert_eq!(
            arange(f(0.0), Some(f(1.0)), f(0.3), Dtype::Float64)
                .unwrap()
                .len(),
            4
        );
        assert_eq!(
            arange(i(3), None, i(1), Dtype::Float16).unwrap(),
            v1(vec![
                f16::from_f32(0.0),
                f16::from_f32(1.0),
                f16::from_f32(2.0)
            ])
        );
        assert_eq!(
            arange(f(1.0), Some(f(-1.0)), f(-0.5), Dtype::Bfloat16).unwrap(),
            v1([1.0f32, 0.5, 0.0, -0.5].map(bf16::from_f32).to_vec())
        );
    }

    #[test]
    fn arange_errors() {
        let i = |v: i128| Scalar::Int(v);
        assert!(arange(i(0), Some(i(5)), i(0), Dtype::Int32).is_err());
        assert!(
            arange(
                Scalar::Float(0.0),
                Some(Scalar::Float(1.0)),
                Scalar::Float(0.0),
                Dtype::Float32
            )
            .is_err()
        );
        assert!(arange(i(0), Some(i(300)), i(1), Dtype::Uint8).is_err());
        assert!(arange(Scalar::Float(0.5), Some(i(3)), i(1), Dtype::Int32).is_err());
        assert!(arange(i(3), None, i(1), Dtype::Bool).is_err());
        assert!(arange(i(3), None, i(1), Dtype::Complex64).is_err());
        assert!(
            arange(
                Scalar::Float(0.0),
                Some(Scalar::Float(1e300)),
                Scalar::Float(1e-300),
                Dtype::Float64
            )
            .is_err()
        );
        assert!(arange(Scalar::Float(f64::NAN), None, i(1), Dtype::Float64).is_err());
        assert!(arange(i(i128::MIN), Some(i(i128::MAX)), i(1), Dtype::Int64).is_err());
    }

    #[test]
    fn asarray_converts_from_host() {
        let h = HostArray::new(vec![2], vec![1.9f64, -2.5]).unwrap();
        assert_eq!(
            asarray(h.clone(), Dtype::Int16).unwrap(),
            v1(vec![1i16, -2])
        );
        assert_eq!(asarray(h, Dtype::Float64).unwrap(), v1(vec![1.9f64, -2.5]));
    }
}
