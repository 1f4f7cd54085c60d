//! `torch.fft`: PyTorch's discrete Fourier transforms (`torch::fft::fft`, as PyTorch spells
//! it), over Ivy's.
//!
//! PyTorch transforms integer and `bool` tensors as `float32` (its default float, giving
//! `complex64`), and refuses `float16` and `bfloat16` on the CPU; `float32`, `float64` and
//! complex tensors keep their precision. Registered as `torch.fft`, `torch.rfft` and so on (a
//! frontend's registry names are qualified by the framework alone).
//!
//! ```
//! use ivy::frontends::torch;
//! ivy::init()?;
//!
//! let x = ivy::array![1i64, 2, 3, 4]?;
//! let spectrum = torch::fft::fft(&x)?;
//! assert_eq!(spectrum.dtype(), ivy::Dtype::Complex64); // integers as float32
//! assert_eq!(spectrum.to_string(), "[10.+0.j, -2.+2.j, -2.+0.j, -2.-2.j]");
//! # Ok::<(), ivy::Error>(())
//! ```

use ivy::{Array, Dtype, Error, Result, TensorType};

/// The dtype PyTorch transforms an input of `dtype` in: `float32` for integers and `bool`,
/// the dtype itself for `float32`, `float64` and complex; `float16` and `bfloat16` refused.
fn transform_dtype(function: &str, dtype: Dtype) -> Result<Dtype> {
    if dtype.is_int() || dtype.is_bool() {
        Ok(Dtype::Float32)
    } else if matches!(dtype, Dtype::Float16 | Dtype::Bfloat16) {
        Err(Error::InvalidInput(format!(
            "torch.{function}: unsupported dtype {dtype} (torch.fft.{function} has no CPU kernel \
             for it)"
        )))
    } else {
        Ok(dtype)
    }
}

/// `input` in [`transform_dtype`].
fn take(function: &str, input: &Array) -> Result<Array> {
    crate::cast(input, transform_dtype(function, input.dtype())?)
}

/// The type of [`take`]`(function, input)`.
fn take_type(function: &str, input: &TensorType) -> Result<TensorType> {
    crate::cast_type(input, transform_dtype(function, input.dtype)?)
}

// The one-dimensional transforms, `(input, n, dim, norm)` as PyTorch's: Ivy's of the same
// name on `input` as PyTorch takes it ([`take`]).
fft_one_dimensional! { "torch", input, dim via self::take, self::take_type;
    /// `torch.fft.fft`: the discrete Fourier transform along `dim` of `n` points.
    fft;
    /// `torch.fft.ifft`: the inverse of [`fft()`].
    ifft;
    /// `torch.fft.rfft`: the transform of a real tensor, its `n/2 + 1` non-negative
    /// frequencies (a complex tensor is refused).
    rfft;
    /// `torch.fft.irfft`: the inverse of [`rfft()`], `n` real points (`2 (m - 1)` if `None`).
    irfft;
}

// The transforms over several dimensions, `(input, s, dim, norm)` as PyTorch's: Ivy's of the
// same name, over every dimension (or the last `len(s)`) by default.
fft_several_axes! { "torch", input, dim via self::take, self::take_type;
    /// `torch.fft.fftn`: [`fft()`] over `dim`, `s` their lengths.
    fftn, [Option<&[isize]>], [None];
    /// `torch.fft.ifftn`: the inverse of [`fftn()`].
    ifftn, [Option<&[isize]>], [None];
}

fft_frequencies! { "torch", dtype via crate::as_given::dtype;
    /// `torch.fft.fftfreq`: the `n` sample frequencies of a transform of `n` points sampled `d`
    /// apart, in `dtype` (PyTorch's default float, `float32`, if `None`).
    fftfreq;
    /// `torch.fft.rfftfreq`: the `n/2 + 1` non-negative sample frequencies of [`rfft()`], in
    /// `dtype` (`float32` if `None`).
    rfftfreq;
}

fft_shifts! { "torch", input, dim via crate::as_given::take, crate::as_given::take_type;
    /// `torch.fft.fftshift`: `input` rolled so the zero frequency is in the middle of `dim`
    /// (every dimension by default).
    fftshift;
    /// `torch.fft.ifftshift`: the inverse of [`fftshift()`].
    ifftshift;
}
