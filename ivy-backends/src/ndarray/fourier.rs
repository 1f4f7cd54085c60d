//! The discrete Fourier transforms along an axis ([`crate::routines::fft`]): the input cast to
//! `complex128`, transformed there, and the result rounded once to the dtype the declaration
//! gives (`complex64` from `float32` and narrower, `float32` from `irfft` of `complex64`).

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::{Spectrum, signal_dtype, spectrum_dtype};
use ivy_runtime::{Dtype, FftNorm, Result};
use num_complex::Complex;

use super::backend::NdArrayBackend;
use super::cast::{as_dtype, into_dtype};
use super::dispatch::classes;
use super::error;
use super::storage::{Element, NdArray};
use crate::routines::fft::Transform;

/// `t` of `x`, in `complex128`, rounded to the result's dtype.
fn transformed(t: Transform, x: &NdArray) -> Result<NdArray> {
    let wide = as_dtype(x, Dtype::Complex128)?;
    let view = Complex::<f64>::view(&wide)
        .ok_or_else(|| error::operand_dtypes(t.function, Dtype::Complex128, wide.dtype()))?
        .view();
    match t.spectrum {
        Spectrum::Real => into_dtype(t.real(view)?.into(), signal_dtype(x.dtype())),
        Spectrum::Complex | Spectrum::Half => {
            into_dtype(t.complex(view)?.into(), spectrum_dtype(x.dtype()))
        }
    }
}

/// The transform `function` of `x` along `axis`, of `n` points, of kind `spectrum`.
fn along(
    function: &'static str,
    spectrum: Spectrum,
    inverse: bool,
    (x, n, axis, norm): (&NdArray, Option<usize>, isize, FftNorm),
) -> Result<NdArray> {
    let t = Transform {
        function,
        spectrum,
        inverse,
        n,
        axis,
        norm,
    };
    transformed(t, x)
}

/// The discrete Fourier transform of `x` along `axis` (see [`ivy_runtime::fft()`]).
#[implements(f::fft for NdArrayBackend, takes = classes::INEXACT)]
pub fn fft(x: &NdArray, n: Option<usize>, axis: isize, norm: FftNorm) -> Result<NdArray> {
    along("fft", Spectrum::Complex, false, (x, n, axis, norm))
}

/// The inverse discrete Fourier transform of `x` along `axis` (see [`ivy_runtime::ifft()`]).
#[implements(f::ifft for NdArrayBackend, takes = classes::INEXACT)]
pub fn ifft(x: &NdArray, n: Option<usize>, axis: isize, norm: FftNorm) -> Result<NdArray> {
    along("ifft", Spectrum::Complex, true, (x, n, axis, norm))
}

/// The transform of the real `x` along `axis`, its first `n / 2 + 1` frequencies (see
/// [`ivy_runtime::rfft()`]); complex input is not taken.
#[implements(f::rfft for NdArrayBackend, takes = classes::FLOAT)]
pub fn rfft(x: &NdArray, n: Option<usize>, axis: isize, norm: FftNorm) -> Result<NdArray> {
    along("rfft", Spectrum::Half, false, (x, n, axis, norm))
}

/// The `n` real points whose spectrum begins with `x` along `axis` (see
/// [`ivy_runtime::irfft()`]).
#[implements(f::irfft for NdArrayBackend, takes = classes::INEXACT)]
pub fn irfft(x: &NdArray, n: Option<usize>, axis: isize, norm: FftNorm) -> Result<NdArray> {
    along("irfft", Spectrum::Real, true, (x, n, axis, norm))
}
