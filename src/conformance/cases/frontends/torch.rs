//! The cases of PyTorch's functions.

use super::super::AsIndices;
use super::super::Case;
use super::super::Input;
use super::super::linear_algebra::{DIAGONAL, LOWER, PIVOTS, TRIPLES};
use super::super::{PROBABILITIES, SMALL, SQUARE, SQUARE_REVERSED, TARGETS};
use crate::{ConvPadding, FftNorm, Scalar};

/// A signal of 6 samples, one channel, channels first (`[N, C, L]`).
const SIGNAL: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0, 3.0, 1.0],
    shape: &[1, 1, 6],
};
/// A 2-tap weight from one channel to one (`[O, C, k]`).
const TAPS: Input = Input {
    values: &[2.0, 1.0],
    shape: &[1, 1, 2],
};
/// A 3 x 3 image of one channel, channels first (`[N, C, H, W]`).
const IMAGE: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0],
    shape: &[1, 1, 3, 3],
};
/// A 2 x 2 weight from one channel to one (`[O, C, kh, kw]`).
const FILTER: Input = Input {
    values: &[1.0, 0.0, 2.0, 1.0],
    shape: &[1, 1, 2, 2],
};
/// A 2 x 2 x 2 volume of one channel, channels first (`[N, C, D, H, W]`).
const VOLUME: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
    shape: &[1, 1, 2, 2, 2],
};
/// A 2 x 2 x 2 weight from one channel to one (`[O, C, kd, kh, kw]`).
const CUBE: Input = Input {
    values: &[1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0],
    shape: &[1, 1, 2, 2, 2],
};

/// One case per function of `ivy::frontends::torch`.
pub(super) static CASES: &[Case] = &[
    // Mathematical functions.
    case!(frontend torch::add, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], Scalar::Int(2), None)),
    case!(frontend torch::sub, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], Scalar::Int(1), None)),
    case!(frontend torch::mul, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::div, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], Some("trunc"), None)),
    case!(frontend torch::floor_divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::pow, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::maximum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::minimum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::atan2, Inputs, [SMALL, SQUARE], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::remainder, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::fmod, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::sqrt, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::exp, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::expm1, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::log, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::log2, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::log10, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::log1p, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::sin, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::cos, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::tan, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::asin, Inputs, [PROBABILITIES], |x, d| (&x[0], None)),
    case!(frontend torch::acos, Inputs, [PROBABILITIES], |x, d| (&x[0], None)),
    case!(frontend torch::atan, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::sinh, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::cosh, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::tanh, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::neg, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::abs, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::sign, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::square, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::floor, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::ceil, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::trunc, Inputs, [SMALL], |x, d| (&x[0], None)),
    case!(frontend torch::clamp, Inputs, [SQUARE], |x, d| (&x[0], Scalar::Int(2), Scalar::Int(3), None)),
    // Logic functions.
    case!(frontend torch::eq, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::ne, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::lt, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::le, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::gt, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::ge, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::logical_and, Inputs, [TARGETS, SQUARE], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::logical_or, Inputs, [TARGETS, SQUARE], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::logical_xor, Inputs, [TARGETS, SQUARE], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::logical_not, Inputs, [TARGETS], |x, d| (&x[0], None)),
    case!(frontend torch::isnan, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::isfinite, Inputs, [SQUARE], |x, d| (&x[0], None)),
    // Manipulation.
    case!(frontend torch::reshape, Inputs, [SQUARE], |x, d| (&x[0], &[4, 1])),
    case!(frontend torch::transpose, Inputs, [SQUARE], |x, d| (&x[0], 0, 1)),
    case!(frontend torch::permute, Inputs, [SQUARE], |x, d| (&x[0], &[1, 0])),
    case!(frontend torch::cat, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (x, 0)),
    case!(frontend torch::stack, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (x, 1)),
    case!(frontend torch::where_, Inputs, [TARGETS, SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], &x[2])),
    case!(frontend torch::squeeze, Inputs, [SQUARE], |x, d| (&x[0], Some(0))),
    case!(frontend torch::unsqueeze, Inputs, [SQUARE], |x, d| (&x[0], 1)),
    case!(frontend torch::flatten, Inputs, [SQUARE], |x, d| (&x[0], 0, -1)),
    case!(frontend torch::flip, Inputs, [SQUARE], |x, d| (&x[0], &[0])),
    case!(frontend torch::clone, Inputs, [SQUARE], |x, d| (&x[0])),
    // Linear algebra and activations.
    case!(frontend torch::matmul, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::mm, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None)),
    case!(frontend torch::trace, Inputs, [SQUARE], |x, d| (&x[0])),
    // torch.fft.
    case!(frontend torch::fft::fft, Inputs, [SQUARE], |x, d| (&x[0], Some(3), 0, FftNorm::Backward)),
    case!(frontend torch::fft::ifft, Inputs, [SQUARE], |x, d| (&x[0], None, -1, FftNorm::Ortho)),
    case!(frontend torch::fft::rfft, Inputs, [SQUARE], |x, d| (&x[0], None, -1, FftNorm::Backward)),
    case!(frontend torch::fft::irfft, Inputs, [SQUARE], |x, d| (&x[0], Some(3), -1, FftNorm::Forward)),
    case!(frontend torch::fft::fftn, Inputs, [SQUARE], |x, d| (&x[0], None, None, FftNorm::Backward)),
    case!(frontend torch::fft::ifftn, Inputs, [SQUARE], |x, d| (&x[0], Some(&[2, 3]), None, FftNorm::Backward)),
    case!(frontend torch::fft::fftfreq, Argument, [], |x, d| (5, 0.5, Some(d))),
    case!(frontend torch::fft::rfftfreq, Argument, [], |x, d| (5, 1.0, Some(d))),
    case!(frontend torch::fft::fftshift, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::fft::ifftshift, Inputs, [SQUARE], |x, d| (&x[0], Some(&[1]))),
    // torch.linalg.
    case!(frontend torch::linalg::cholesky, Inputs, [DIAGONAL], |x, d| (&x[0], false)),
    case!(frontend torch::linalg::qr, Inputs, [SQUARE], |x, d| (&x[0], "reduced")),
    case!(frontend torch::linalg::svd, Inputs, [SQUARE], |x, d| (&x[0], true)),
    case!(frontend torch::linalg::svdvals, Inputs, [SQUARE], |x, d| (&x[0])),
    case!(frontend torch::linalg::eigh, Inputs, [DIAGONAL], |x, d| (&x[0], "L")),
    case!(frontend torch::linalg::eigvalsh, Inputs, [DIAGONAL], |x, d| (&x[0], "L")),
    case!(frontend torch::linalg::inv, Inputs, [LOWER], |x, d| (&x[0])),
    case!(frontend torch::linalg::det, Inputs, [LOWER], |x, d| (&x[0])),
    case!(frontend torch::linalg::slogdet, Inputs, [LOWER], |x, d| (&x[0])),
    case!(frontend torch::linalg::pinv, Inputs, [LOWER], |x, d| (&x[0], None)),
    case!(frontend torch::linalg::matrix_rank, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::linalg::solve, Inputs, [LOWER, SQUARE_REVERSED], |x, d| (&x[0], &x[1])),
    case!(frontend torch::linalg::matrix_power, Inputs, [LOWER], |x, d| (&x[0], 3)),
    case!(frontend torch::linalg::lu_factor, Inputs, [LOWER], |x, d| (&x[0])),
    case!(frontend torch::linalg::lu_solve, Inputs, [LOWER, PIVOTS, SQUARE_REVERSED], |x, d| (&x[0], &x[1].as_indices()?, &x[2], true, false)),
    case!(frontend torch::linalg::matrix_exp, Inputs, [LOWER], |x, d| (&x[0])),
    case!(frontend torch::linalg::multi_dot, Inputs, [SQUARE, SQUARE_REVERSED, LOWER], |x, d| (&[x[0].clone(), x[1].clone(), x[2].clone()])),
    case!(frontend torch::linalg::cross, Inputs, [TRIPLES, TRIPLES], |x, d| (&x[0], &x[1], -1)),
    case!(frontend torch::softmax, Inputs, [SMALL], |x, d| (&x[0], 1, None)),
    // torch.nn.functional.
    case!(frontend torch::nn::functional::conv1d, Inputs, [SIGNAL, TAPS], |x, d| (&x[0], &x[1], None, &[1], ConvPadding::Same, &[1], 1)),
    case!(frontend torch::nn::functional::conv2d, Inputs, [IMAGE, FILTER], |x, d| (&x[0], &x[1], None, &[1], ConvPadding::Explicit(&[(1, 1)]), &[1], 1)),
    case!(frontend torch::nn::functional::conv3d, Inputs, [VOLUME, CUBE], |x, d| (&x[0], &x[1], None, &[1], ConvPadding::Valid, &[1], 1)),
    case!(frontend torch::nn::functional::conv_transpose1d, Inputs, [SIGNAL, TAPS], |x, d| (&x[0], &x[1], None, &[2], &[1], &[1], 1, &[1])),
    case!(frontend torch::nn::functional::conv_transpose2d, Inputs, [IMAGE, FILTER], |x, d| (&x[0], &x[1], None, &[1], &[0], &[0], 1, &[1])),
    case!(frontend torch::nn::functional::max_pool1d, Inputs, [SIGNAL], |x, d| (&x[0], &[2], None, &[1], &[1], false)),
    case!(frontend torch::nn::functional::max_pool2d, Inputs, [IMAGE], |x, d| (&x[0], &[2], Some(&[1]), &[0], &[1], true)),
    case!(frontend torch::nn::functional::avg_pool1d, Inputs, [SIGNAL], |x, d| (&x[0], &[3], Some(&[2]), &[1], true, true)),
    case!(frontend torch::nn::functional::avg_pool2d, Inputs, [IMAGE], |x, d| (&x[0], &[2], Some(&[1]), &[1], false, false, None)),
    case!(frontend torch::nn::functional::interpolate, Inputs, [SIGNAL], |x, d| (&x[0], Some(&[4]), None, "nearest", None, None, false)),
    // Reductions.
    case!(frontend torch::sum, Inputs, [SQUARE], |x, d| (&x[0], Some(0), false, None, None)),
    case!(frontend torch::prod, Inputs, [SQUARE], |x, d| (&x[0], None, false, None, None)),
    case!(frontend torch::mean, Inputs, [SQUARE], |x, d| (&x[0], Some(1), true, None, None)),
    case!(frontend torch::amax, Inputs, [SQUARE], |x, d| (&x[0], Some(1), false, None)),
    case!(frontend torch::amin, Inputs, [SQUARE], |x, d| (&x[0], None, false, None)),
    case!(frontend torch::max, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::min, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::argmax, Inputs, [SQUARE], |x, d| (&x[0], Some(0), false, None)),
    case!(frontend torch::argmin, Inputs, [SQUARE], |x, d| (&x[0], None, false, None)),
    case!(frontend torch::cumsum, Inputs, [SQUARE], |x, d| (&x[0], 0, None, None)),
    case!(frontend torch::cumprod, Inputs, [SQUARE], |x, d| (&x[0], 1, None, None)),
    // Creation: the dtype asked for is the cell's.
    case!(frontend torch::zeros, Argument, [], |x, d| (&[2, 2], Some(d))),
    case!(frontend torch::ones, Argument, [], |x, d| (&[2, 2], Some(d))),
    case!(frontend torch::zeros_like, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::ones_like, Inputs, [SQUARE], |x, d| (&x[0], None)),
    case!(frontend torch::full, Argument, [], |x, d| (&[2, 2], Scalar::Int(1), Some(d))),
    case!(frontend torch::arange, Argument, [], |x, d| (Scalar::Int(0), Scalar::Int(4), Scalar::Int(1), Some(d))),
    case!(frontend torch::eye, Argument, [], |x, d| (2, Some(3), Some(d))),
];
