//! The cases of the Fourier functions.

use super::{Case, SQUARE};
use crate::FftNorm;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(fft, Inputs, [SQUARE], |x, d| (&x[0], Some(3), 0, FftNorm::Backward, None), forms |x, d| [ivy::fft::with(&x[0]).n(3).axis(0).call()], [x[0].fft() => ivy::fft(&x[0])]),
    case!(ifft, Inputs, [SQUARE], |x, d| (&x[0], None, -1, FftNorm::Ortho, None), forms |x, d| [ivy::ifft::with(&x[0]).norm(FftNorm::Ortho).call()], [x[0].ifft() => ivy::ifft(&x[0])]),
    case!(rfft, Inputs, [SQUARE], |x, d| (&x[0], None, -1, FftNorm::Backward, None), forms |x, d| [ivy::rfft(&x[0])], [x[0].rfft() => ivy::rfft(&x[0])]),
    case!(irfft, Inputs, [SQUARE], |x, d| (&x[0], Some(3), -1, FftNorm::Forward, None), forms |x, d| [ivy::irfft::with(&x[0]).n(3).norm(FftNorm::Forward).call()], [x[0].irfft() => ivy::irfft(&x[0])]),
    case!(hfft, Inputs, [SQUARE], |x, d| (&x[0], None, 0, FftNorm::Backward, None), forms |x, d| [ivy::hfft::with(&x[0]).axis(0).call()], [x[0].hfft() => ivy::hfft(&x[0])]),
    case!(ihfft, Inputs, [SQUARE], |x, d| (&x[0], None, -1, FftNorm::Backward, None), forms |x, d| [ivy::ihfft(&x[0])], [x[0].ihfft() => ivy::ihfft(&x[0])]),
    case!(dct, Inputs, [SQUARE], |x, d| (&x[0], 3, Some(3), 0, Some("ortho"), None), forms |x, d| [ivy::dct::with(&x[0]).type_(3).n(3).axis(0).norm(Some("ortho")).call()], [x[0].dct() => ivy::dct(&x[0])]),
    case!(idct, Inputs, [SQUARE], |x, d| (&x[0], 1, None, -1, None, None), forms |x, d| [ivy::idct::with(&x[0]).type_(1).call()], [x[0].idct() => ivy::idct(&x[0])]),
    case!(fftn, Inputs, [SQUARE], |x, d| (&x[0], None, None, FftNorm::Backward, None), forms |x, d| [ivy::fftn(&x[0])], [x[0].fftn() => ivy::fftn(&x[0])]),
    case!(ifftn, Inputs, [SQUARE], |x, d| (&x[0], Some(&[3]), Some(&[0]), FftNorm::Backward, None), forms |x, d| [ivy::ifftn::with(&x[0]).s(&[3]).axes(&[0]).call()], [x[0].ifftn() => ivy::ifftn(&x[0])]),
    case!(rfftn, Inputs, [SQUARE], |x, d| (&x[0], None, None, FftNorm::Backward, None), forms |x, d| [ivy::rfftn(&x[0])], [x[0].rfftn() => ivy::rfftn(&x[0])]),
    case!(irfftn, Inputs, [SQUARE], |x, d| (&x[0], Some(&[2, 2]), None, FftNorm::Backward, None), forms |x, d| [ivy::irfftn::with(&x[0]).s(&[2, 2]).call()], [x[0].irfftn() => ivy::irfftn(&x[0])]),
    case!(fft2, Inputs, [SQUARE], |x, d| (&x[0], None, &[-2, -1], FftNorm::Backward, None), forms |x, d| [ivy::fft2(&x[0])], [x[0].fft2() => ivy::fft2(&x[0])]),
    case!(ifft2, Inputs, [SQUARE], |x, d| (&x[0], None, &[0, 1], FftNorm::Forward, None), forms |x, d| [ivy::ifft2::with(&x[0]).axes(&[0, 1]).norm(FftNorm::Forward).call()], [x[0].ifft2() => ivy::ifft2(&x[0])]),
    case!(fftfreq, Argument, [], |x, d| (5, 0.5, Some(d), None), forms |x, d| [ivy::fftfreq::with(5).d(0.5).dtype(d).call()], []),
    case!(rfftfreq, Argument, [], |x, d| (5, 1.0, Some(d), None), forms |x, d| [ivy::rfftfreq::with(5).dtype(d).call()], []),
    case!(fftshift, Inputs, [SQUARE], |x, d| (&x[0], None, None), forms |x, d| [ivy::fftshift(&x[0])], [x[0].fftshift() => ivy::fftshift(&x[0])]),
    case!(ifftshift, Inputs, [SQUARE], |x, d| (&x[0], Some(&[1]), None), forms |x, d| [ivy::ifftshift::with(&x[0]).axes(&[1]).call()], [x[0].ifftshift() => ivy::ifftshift(&x[0])]),
];
