//! The parts of complex numbers: `real`, `imag`, `conj`, `angle`. Every other dtype is its
//! own real part and conjugate.

use ivy_runtime::Result;

use super::super::backend::NdArrayBackend;
use super::super::dispatch::{classes, each};
use super::super::storage::NdArray;
use crate::elem::{ComplexElem, FloatElem};
use ivy_macros::implements;
use ivy_runtime::functional as f;

/// The real part of a complex array (in the matching real dtype); any other array is its own.
#[implements(f::real for NdArrayBackend, takes = classes::ALL)]
pub fn real(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        each!("real", complex, x, ComplexElem::re)
    } else {
        Ok(x.clone())
    }
}

/// The imaginary part of a complex array (in the matching real dtype); zeros of the dtype for
/// any other array.
#[implements(f::imag for NdArrayBackend, takes = classes::ALL)]
pub fn imag(val: &NdArray) -> Result<NdArray> {
    if val.dtype().is_complex() {
        each!("imag", complex, val, ComplexElem::im)
    } else {
        super::super::creation::zeros(val.shape(), val.dtype(), ivy_runtime::Device::Cpu)
    }
}

/// The complex conjugate; any other array is its own.
#[implements(f::conj for NdArrayBackend, takes = classes::ALL)]
pub fn conj(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        each!("conj", complex, x, ComplexElem::conj)
    } else {
        Ok(x.clone())
    }
}

/// `atan2(imag, real)`, in the matching real dtype for complex numbers; 0 or π for real
/// floats (π with the sign bit set, `-0.0` included). Float and complex dtypes (the runtime
/// takes integers as the default float dtype).
#[implements(f::angle for NdArrayBackend, takes = classes::INEXACT)]
pub fn angle(z: &NdArray, deg: bool) -> Result<NdArray> {
    if z.dtype().is_complex() {
        each!("angle", complex, z, |v| ComplexElem::angle(v, deg))
    } else {
        each!("angle", float, z, |v| FloatElem::angle(v, deg))
    }
}
