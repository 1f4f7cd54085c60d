//! `jax.numpy.fft`: JAX's discrete Fourier transforms (`jnp::fft::fft`, as JAX spells it),
//! over Ivy's.
//!
//! JAX transforms in its inexact dtype of the input ([`canonical_dtype`](super::canonical_dtype)
//! first): integers and `bool` in `float32` (`float64` for a 64-bit integer with x64), `float16`
//! and `bfloat16` in `float32`, so a real input gives `complex64` and, without
//! `jax_enable_x64`, a `float64` or `complex128` one too (its 32-bit kind). `norm` is JAX's
//! `"backward"` (the default), `"ortho"` or `"forward"`. Registered as `jax.fft`, `jax.rfft`
//! and so on (a frontend's registry names are qualified by the framework alone).
//!
//! ```
//! use ivy::frontends::jax as jnp;
//! ivy::init()?;
//!
//! let x = ivy::array![1i32, 2, 3, 4]?;
//! let spectrum = jnp::fft::fft(&x)?;
//! assert_eq!(spectrum.dtype(), ivy::Dtype::Complex64);
//! assert_eq!(jnp::fft::fftfreq(4)?.dtype(), ivy::Dtype::Float32);
//! # Ok::<(), ivy::Error>(())
//! ```

use ivy::{Array, Dtype, Result, TensorType};

/// The dtype JAX transforms an input of `dtype` in: its [`inexact_dtype`](super::inexact_dtype),
/// `float32` for `float16` and `bfloat16` (JAX's FFT has no half-precision kernel).
fn transform_dtype(dtype: Dtype) -> Dtype {
    match super::inexact_dtype(dtype) {
        Dtype::Float16 | Dtype::Bfloat16 => Dtype::Float32,
        other => other,
    }
}

/// `a` in [`transform_dtype`], narrowed first (as JAX takes a 64-bit input without x64;
/// `_function`, the transform's name, unused: no dtype is refused).
fn take(_function: &str, a: &Array) -> Result<Array> {
    crate::cast(&super::narrow(a)?, transform_dtype(a.dtype()))
}

/// The type of [`take`]`(function, a)`.
fn take_type(_function: &str, a: &TensorType) -> Result<TensorType> {
    crate::cast_type(a, transform_dtype(a.dtype))
}

// The one-dimensional transforms, `(a, n, axis, norm)` as JAX's: Ivy's of the same name on
// `a` as JAX takes it ([`take`]).
fft_one_dimensional! { "jax", a, axis via self::take, self::take_type;
    /// `jax.numpy.fft.fft`: the discrete Fourier transform along `axis` of `n` points (`a`'s
    /// length there if `None`; zero-padded or truncated to `n`).
    fft;
    /// `jax.numpy.fft.ifft`: the inverse of [`fft()`] (scaled by `1/n` by default).
    ifft;
    /// `jax.numpy.fft.rfft`: the transform of a real input, its `n/2 + 1` non-negative
    /// frequencies (a complex input is refused, as JAX's `ValueError`).
    rfft;
    /// `jax.numpy.fft.irfft`: the inverse of [`rfft()`], `n` real points (`2 (m - 1)` if
    /// `None`).
    irfft;
}

// The transforms over several axes, `(a, s, axes, norm)` as JAX's: Ivy's of the same name;
// `axes` every axis (`fftn`) or the last two (`fft2`) by default.
fft_several_axes! { "jax", a, axes via self::take, self::take_type;
    /// `jax.numpy.fft.fft2`: [`fft()`] over `axes` (the last two by default), `s` their
    /// lengths.
    fft2, [&[isize]], [&[-2, -1]];
    /// `jax.numpy.fft.ifft2`: the inverse of [`fft2()`].
    ifft2, [&[isize]], [&[-2, -1]];
    /// `jax.numpy.fft.fftn`: [`fft()`] over `axes` (every axis, or the last `len(s)`, by
    /// default), `s` their lengths.
    fftn, [Option<&[isize]>], [None];
    /// `jax.numpy.fft.ifftn`: the inverse of [`fftn()`].
    ifftn, [Option<&[isize]>], [None];
}

fft_frequencies! { "jax", dtype via super::narrow_dtype;
    /// `jax.numpy.fft.fftfreq`: the `n` sample frequencies of a transform of `n` points sampled
    /// `d` apart (`[0, 1, ..., -1] / (d n)`), in `dtype` (narrowed) or the default float.
    fftfreq;
    /// `jax.numpy.fft.rfftfreq`: the `n/2 + 1` non-negative sample frequencies of [`rfft()`],
    /// in `dtype` (narrowed) or the default float.
    rfftfreq;
}

fft_shifts! { "jax", x, axes via super::narrow, super::narrow_type;
    /// `jax.numpy.fft.fftshift`: `x` rolled so the zero frequency is in the middle of `axes`
    /// (every axis by default), in its own dtype (narrowed).
    fftshift;
    /// `jax.numpy.fft.ifftshift`: the inverse of [`fftshift()`].
    ifftshift;
}
