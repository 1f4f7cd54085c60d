//! `numpy.fft`: NumPy's discrete Fourier transforms (`np::fft::fft`, as NumPy spells it), over
//! Ivy's.
//!
//! NumPy 2 transforms `float32` (and `float16`, taken as `float32`) in single precision, giving
//! `complex64`, and integers and `bool` as `float64`, giving `complex128`; complex inputs keep
//! their precision; `irfft` of `float16` is given in `float16`, as NumPy's. `norm` is NumPy's `"backward"` (the default), `"ortho"` or `"forward"`. A
//! transform of no points is an error, as NumPy's `ValueError`. Registered as `numpy.fft`,
//! `numpy.rfft` and so on (a frontend's registry names are qualified by the framework alone).
//!
//! ```
//! use ivy::frontends::numpy as np;
//! ivy::init()?;
//!
//! let x = ivy::array![1i32, 2, 3, 4]?;
//! let spectrum = np::fft::fft(&x)?;
//! assert_eq!(spectrum.dtype(), ivy::Dtype::Complex128);
//! assert_eq!(spectrum.to_string(), "[10.+0.j, -2.+2.j, -2.+0.j, -2.-2.j]");
//! assert_eq!(np::fft::fftfreq(4)?.to_string(), "[ 0.  ,  0.25, -0.5 , -0.25]");
//! # Ok::<(), ivy::Error>(())
//! ```

use ivy::{Array, Dtype, Result, TensorType};

/// The dtype NumPy transforms an input of `dtype` in: `float64` for integers and `bool`,
/// `float32` for `float16`, the dtype itself otherwise.
fn transform_dtype(dtype: Dtype) -> Dtype {
    if dtype.is_int() || dtype.is_bool() {
        Dtype::Float64
    } else if matches!(dtype, Dtype::Float16 | Dtype::Bfloat16) {
        Dtype::Float32
    } else {
        dtype
    }
}

/// `a` in [`transform_dtype`] (`_function`, the transform's name, unused: no dtype is refused).
fn take(_function: &str, a: &Array) -> Result<Array> {
    crate::cast(a, transform_dtype(a.dtype()))
}

/// The type of [`take`]`(function, a)`.
fn take_type(_function: &str, a: &TensorType) -> Result<TensorType> {
    crate::cast_type(a, transform_dtype(a.dtype))
}

/// A real result (`irfft`'s) of an input of `input` dtype as NumPy gives it: in `float16` for
/// a `float16` input (computed in `float32`); any other result as it is.
fn give(input: Dtype, result: Array) -> Result<Array> {
    if input == Dtype::Float16 && !result.dtype().is_complex() {
        crate::cast(&result, input)
    } else {
        Ok(result)
    }
}

/// The type of [`give`]`(input, result)`.
fn give_type(input: Dtype, result: TensorType) -> Result<TensorType> {
    if input == Dtype::Float16 && !result.dtype.is_complex() {
        crate::cast_type(&result, input)
    } else {
        Ok(result)
    }
}

// The one-dimensional transforms, `(a, n, axis, norm, out)` as NumPy's: Ivy's of the same
// name on `a` as NumPy takes it ([`take`]), the result as it gives it ([`give`]).
fft_one_dimensional! { "numpy", a, axis, out via self::take, self::take_type, self::give,
    self::give_type;
    /// `numpy.fft.fft`: the discrete Fourier transform along `axis` of `n` points (`a`'s
    /// length there if `None`; zero-padded or truncated to `n`).
    fft;
    /// `numpy.fft.ifft`: the inverse of [`fft()`] (scaled by `1/n` by default).
    ifft;
    /// `numpy.fft.rfft`: the transform of a real input, its `n/2 + 1` non-negative frequencies
    /// (a complex input is refused, as NumPy's `TypeError`).
    rfft;
    /// `numpy.fft.irfft`: the inverse of [`rfft()`], `n` real points (`2 (m - 1)` if `None`).
    irfft;
}

// The transforms over several axes, `(a, s, axes, norm, out)` as NumPy's: Ivy's of the same
// name; `axes` every axis (`fftn`) or the last two (`fft2`) by default.
fft_several_axes! { "numpy", a, axes, out via self::take, self::take_type;
    /// `numpy.fft.fft2`: [`fft()`] over `axes` (the last two by default), `s` their lengths.
    fft2, [&[isize]], [&[-2, -1]];
    /// `numpy.fft.ifft2`: the inverse of [`fft2()`].
    ifft2, [&[isize]], [&[-2, -1]];
    /// `numpy.fft.fftn`: [`fft()`] over `axes` (every axis, or the last `len(s)`, by default),
    /// `s` their lengths.
    fftn, [Option<&[isize]>], [None];
    /// `numpy.fft.ifftn`: the inverse of [`fftn()`].
    ifftn, [Option<&[isize]>], [None];
}

fft_frequencies! { "numpy", in Some(ivy::Dtype::Float64);
    /// `numpy.fft.fftfreq`: the `n` sample frequencies of a transform of `n` points sampled `d`
    /// apart (`[0, 1, ..., -1] / (d n)`), `float64`.
    fftfreq;
    /// `numpy.fft.rfftfreq`: the `n/2 + 1` non-negative sample frequencies of [`rfft()`],
    /// `float64`.
    rfftfreq;
}

fft_shifts! { "numpy", x, axes via crate::as_given::take, crate::as_given::take_type;
    /// `numpy.fft.fftshift`: `x` rolled so the zero frequency is in the middle of `axes`
    /// (every axis by default), in its own dtype.
    fftshift;
    /// `numpy.fft.ifftshift`: the inverse of [`fftshift()`].
    ifftshift;
}
