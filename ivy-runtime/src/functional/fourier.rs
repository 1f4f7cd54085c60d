//! Discrete Fourier transforms, as NumPy's `numpy.fft` and the Array API's `fft` extension (the
//! category is `fourier`: a module named `fft` would hide the function `fft`'s generated items).
//!
//! The one-dimensional transforms along an axis (`fft`, `ifft`, `rfft`, `irfft`) are the
//! backends' kernels; the others are written over them (`hfft`, `ihfft`, the n-dimensional
//! ones) or over the library (`fftfreq`, `rfftfreq`, `fftshift`, `ifftshift`). Dtypes follow
//! NumPy and the standard: a complex input keeps its precision, `float64` gives `complex128`,
//! the narrower floats `complex64`, integers and `bool` are taken as the default float dtype
//! first; the transforms to a real signal (`irfft`, `hfft`) give the component dtype. `n`
//! pads an axis with zeros or truncates it; a transform of fewer than 1 point is an error, as
//! is a 0-d input. [`FftNorm`] says which direction is scaled.

use ivy_grammar::{Device, Dtype};
use ivy_macros::{compositional, primary};

use crate::type_rules::{Spectrum, fft_axes, frequencies, spectra, spectrum_dtype};
use crate::{Array, Error, HostArray, Result, TensorType};

use super::{asarray, astype, conj, copy_array, roll};

/// Which direction of a transform is scaled, and by what (NumPy's and the Array API's `norm`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FftNorm {
    /// The forward transform unscaled, the inverse by `1/n` (the default).
    Backward,
    /// Both by `1/sqrt(n)`: each transform is unitary.
    Ortho,
    /// The forward transform by `1/n`, the inverse unscaled.
    Forward,
}
crate::dynamic::named!(FftNorm: "a normalization mode", Backward = "backward",
    Ortho = "ortho", Forward = "forward");

impl FftNorm {
    /// The factor the transform of `n` points in this mode multiplies by: forward, or inverse
    /// if `inverse`.
    ///
    /// ```
    /// use ivy::FftNorm;
    /// assert_eq!(FftNorm::Backward.scale(4, true), 0.25);
    /// assert_eq!(FftNorm::Ortho.scale(4, false), 0.5);
    /// assert_eq!(FftNorm::Forward.scale(4, true), 1.0);
    /// ```
    pub fn scale(self, n: usize, inverse: bool) -> f64 {
        match (self, inverse) {
            (FftNorm::Ortho, _) => 1.0 / (n as f64).sqrt(),
            (FftNorm::Backward, true) | (FftNorm::Forward, false) => 1.0 / n as f64,
            (FftNorm::Backward, false) | (FftNorm::Forward, true) => 1.0,
        }
    }

    /// The mode that scales the other direction as this one scales its own (`hfft` is an
    /// `irfft` of the conjugate, run in the swapped mode, as NumPy's).
    pub fn swapped(self) -> FftNorm {
        match self {
            FftNorm::Backward => FftNorm::Forward,
            FftNorm::Ortho => FftNorm::Ortho,
            FftNorm::Forward => FftNorm::Backward,
        }
    }
}

/// The one-dimensional transforms: each is `#[primary]`, `#[handle_out]` and `#[nestable]`, and
/// takes integer and `bool` arrays as the default float dtype.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The discrete Fourier transform along `axis` of `n` points (the axis's length if `None`;
    /// the axis is padded with zeros or truncated to `n`), scaled as `norm` says.
    ///
    /// ```
    /// let x = ivy::array![1.0f64, 2.0, 3.0, 4.0]?;
    /// let y = ivy::fft(&x)?;
    /// assert_eq!((y.dtype(), y.to_string()), (ivy::Dtype::Complex128,
    ///     "[10.+0.j, -2.+2.j, -2.+0.j, -2.-2.j]".to_owned()));
    /// // Padded to 6 points, scaled by 1/6.
    /// let z = ivy::fft::with(&x).n(6).norm(ivy::FftNorm::Forward).call()?;
    /// assert_eq!(z.shape(), &[6]);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(spectrum(x, n, axis, Spectrum::Complex))]
    #[defaults(n = None, axis = -1, norm = FftNorm::Backward)]
    #[integer_arrays_to_float]
    pub fn fft(
        x: &Array,
        n: Option<usize>,
        axis: isize,
        norm: FftNorm,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The inverse discrete Fourier transform along `axis` of `n` points, scaled as `norm`
    /// says (by `1/n` by default): `ifft(fft(x))` is `x`.
    ///
    /// ```
    /// let x = ivy::array![10.0f32, -2.0, -2.0, -2.0]?;
    /// let y = ivy::ifft(&x)?;
    /// assert_eq!((y.dtype(), y.to_string()), (ivy::Dtype::Complex64,
    ///     "[1.+0.j, 3.+0.j, 3.+0.j, 3.+0.j]".to_owned()));
    /// let z = ivy::ifft(&ivy::fft(&ivy::array![1.0f64, 2.0, 3.0, 4.0]?)?)?;
    /// assert_eq!(z.to_string(), "[1.+0.j, 2.+0.j, 3.+0.j, 4.+0.j]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(fft)]
    #[returns(spectrum(x, n, axis, Spectrum::Complex))]
    #[defaults(n = None, axis = -1, norm = FftNorm::Backward)]
    #[integer_arrays_to_float]
    pub fn ifft();

    /// The discrete Fourier transform of a real `x` along `axis`, of `n` points: its first
    /// `n / 2 + 1` frequencies, which determine the rest (the others are their conjugates).
    /// Complex input is refused, as NumPy refuses it.
    ///
    /// ```
    /// let x = ivy::array![1.0f64, 2.0, 3.0, 4.0]?;
    /// assert_eq!(ivy::rfft(&x)?.to_string(), "[10.+0.j, -2.+2.j, -2.+0.j]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(fft)]
    #[returns(spectrum(x, n, axis, Spectrum::Half))]
    #[defaults(n = None, axis = -1, norm = FftNorm::Backward)]
    #[integer_arrays_to_float]
    pub fn rfft();

    /// The inverse of [`rfft()`]: the `n` real points (`2 * (m - 1)` for an axis of `m` if
    /// `None`) whose spectrum begins with `x` along `axis`. The axis is padded with zeros or
    /// truncated to `n / 2 + 1` frequencies first; the imaginary parts of the zero frequency
    /// (and of the Nyquist one for an even `n`) are ignored.
    ///
    /// ```
    /// let x = ivy::array![10.0f64, -2.0, -2.0]?;
    /// let y = ivy::irfft(&x)?;
    /// assert_eq!(y.dtype(), ivy::Dtype::Float64);
    /// assert_eq!(y.to_string(), "[1., 3., 3., 3.]");
    /// assert_eq!(ivy::irfft::with(&x).n(3).call()?.shape(), &[3]);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(fft)]
    #[returns(spectrum(x, n, axis, Spectrum::Real))]
    #[defaults(n = None, axis = -1, norm = FftNorm::Backward)]
    #[integer_arrays_to_float]
    pub fn irfft();
}

pub use declared::*;

/// The transform of a signal with Hermitian symmetry (the first `n / 2 + 1` points of it
/// along `axis`), whose spectrum is real: `n` real frequencies (`2 * (m - 1)` for an axis of
/// `m` if `None`). As NumPy's, [`irfft()`] of the conjugate in the swapped `norm`.
///
/// ```
/// let x = ivy::array![1.0f64, 2.0, 3.0]?;
/// assert_eq!(ivy::hfft(&x)?.to_string(), "[ 8., -2.,  0., -2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectrum(x, n, axis, Spectrum::Real))]
#[defaults(n = None, axis = -1, norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn hfft(
    x: &Array,
    n: Option<usize>,
    axis: isize,
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    self::checked("hfft", crate::type_rules::spectrum(&x.tensor_type(), n, axis, Spectrum::Real))?;
    irfft::with(&conj(x)?)
        .n(n)
        .axis(axis)
        .norm(norm.swapped())
        .call()
}

/// The inverse of [`hfft()`]: the first `n / 2 + 1` points of the Hermitian signal whose
/// spectrum is the real `x` along `axis`. As NumPy's, the conjugate of [`rfft()`] in the
/// swapped `norm`.
///
/// ```
/// let x = ivy::array![8.0f64, -2.0, 0.0, -2.0]?;
/// assert_eq!(ivy::ihfft(&x)?.to_string(), "[1.-0.j, 2.-0.j, 3.-0.j]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectrum(x, n, axis, Spectrum::Half))]
#[defaults(n = None, axis = -1, norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn ihfft(
    x: &Array,
    n: Option<usize>,
    axis: isize,
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    self::checked("ihfft", crate::type_rules::spectrum(&x.tensor_type(), n, axis, Spectrum::Half))?;
    conj(
        &rfft::with(x)
            .n(n)
            .axis(axis)
            .norm(norm.swapped())
            .call()?,
    )
}

use super::{add, divide, gather, multiply, real, zeros};

/// The discrete cosine transform of type `type_` (Ivy's `type`: 1, 2 (the default), 3 or 4)
/// of `x` along `axis`, of `n` points (`x` cut or padded with zeros to `n`; the axis's length
/// if `None`), as Ivy's `dct` and SciPy's `fft.dct`: type 2 is `y[k] = 2 sum x[m] cos(pi k (2m
/// + 1) / (2N))`, type 1 `x[0] + (-1)^k x[N-1] + 2 sum_{0<m<N-1} x[m] cos(pi k m / (N - 1))`
/// (at least 2 points), type 3 `x[0] + 2 sum_{m>0} x[m] cos(pi m (2k + 1) / (2N))`, type 4 `2
/// sum x[m] cos(pi (2m + 1)(2k + 1) / (4N))`. `norm` is `None` (those, unscaled) or
/// `"ortho"` (SciPy's orthonormal scaling; not for type 1, as Ivy's). Composed of [`fft()`]
/// of `2N` points (`2N - 2` for type 1) between two sets of twiddle factors: real floats give
/// real results in their dtype (the half floats through `float32`), complex inputs complex
/// ones (the real and imaginary parts transformed apart, as SciPy's). Integers and `bool` are
/// taken as the default float dtype. Absent where `fft` is (candle: no complex dtype).
///
/// ```
/// let x = ivy::array![1.0f64, 2.0, 3.0, 4.0]?;
/// let scipy = ivy::array![20.0f64, -6.308644059797899, 0.0, -0.44834152916796537]?;
/// assert!(ivy::allclose(&ivy::dct(&x)?, &scipy, 1e-12, 1e-12, false)?);
/// let type1 = ivy::array![15.0f64, -4.0, 0.0, -1.0]?;
/// let y = ivy::dct::with(&x).type_(1).call()?;
/// assert!(ivy::allclose(&y, &type1, 1e-12, 1e-12, false)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(cosine_transform(x, type_, n, axis, norm))]
#[defaults(type_ = 2, n = None, axis = -1, norm = None)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn dct(
    x: &Array,
    type_: u8,
    n: Option<usize>,
    axis: isize,
    norm: Option<&str>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let t = crate::type_rules::cosine_transform(&x.tensor_type(), type_, n, axis, norm)
        .map_err(|e| e.in_function("dct"))?;
    // The half floats compute in float32 and round once, as the transforms' kernels do.
    if matches!(x.dtype(), Dtype::Float16 | Dtype::Bfloat16) {
        let wide = astype(x, Dtype::Float32)?;
        let y = dct::with(&wide).type_(type_).n(n).axis(axis).norm(norm).call()?;
        return astype(&y, x.dtype());
    }
    let shape: Vec<usize> = t.shape.iter().map(|d| d.unwrap_or(0)).collect();
    if shape.contains(&0) {
        let dtype = t.dtype;
        return crate::with_backend(x.backend(), || zeros::with(&shape).dtype(dtype).call());
    }
    let a = crate::normalize_axis("dct", axis, x.ndim())?;
    let big_n = shape[a];
    let ortho = norm.is_some();
    // A vector along axis `a`, broadcast over the others, on x's backend.
    let (backend, device, ndim) = (x.backend(), x.device(), x.ndim());
    let along = |values: Vec<num_complex::Complex<f64>>| -> Result<Array> {
        let mut dims = vec![values.len()];
        dims.resize(ndim - a, 1);
        let host = HostArray::new(dims, values)?;
        astype(&Array::from_host(backend, host, device)?, crate::type_rules::spectrum_dtype(t.dtype))
    };
    let first = |count: usize| -> Result<Array> {
        let host = HostArray::new(vec![count], (0..count as i64).collect::<Vec<_>>())?;
        Array::from_host(backend, host, device)
    };
    let x = if x.shape()[a] > big_n {
        gather::with(x, &first(big_n)?).axis(axis).call()?
    } else {
        x.clone()
    };
    let len = x.shape()[a];
    let turn = |angle: f64| num_complex::Complex::from_polar(1.0, angle);
    let nf = big_n as f64;
    let pi = std::f64::consts::PI;
    // y = post * (the first N points of the FFT of M points of pre * x), real for real x.
    let (points, pre, post): (usize, Option<Vec<_>>, Option<Vec<_>>) = match type_ {
        1 => {
            let weight = |m: usize| if m == 0 || m == big_n - 1 { 1.0 } else { 2.0 };
            let pre = (0..len).map(|m| turn(0.0) * weight(m)).collect();
            (2 * big_n - 2, Some(pre), None)
        }
        2 => {
            let scale = |k: usize| match (ortho, k) {
                (false, _) => 2.0,
                (true, 0) => 2.0 / (4.0 * nf).sqrt(),
                (true, _) => 2.0 / (2.0 * nf).sqrt(),
            };
            let post = (0..big_n)
                .map(|k| turn(-pi * k as f64 / (2.0 * nf)) * scale(k))
                .collect();
            (2 * big_n, None, Some(post))
        }
        3 => {
            let scale = |m: usize| match (ortho, m) {
                (false, 0) => 1.0,
                (false, _) => 2.0,
                (true, 0) => 1.0 / nf.sqrt(),
                (true, _) => (2.0 / nf).sqrt(),
            };
            let pre = (0..len)
                .map(|m| turn(-pi * m as f64 / (2.0 * nf)) * scale(m))
                .collect();
            (2 * big_n, Some(pre), None)
        }
        _ => {
            let scale = if ortho { 2.0 / (2.0 * nf).sqrt() } else { 2.0 };
            let pre = (0..len).map(|m| turn(-pi * m as f64 / (2.0 * nf))).collect();
            let post = (0..big_n)
                .map(|k| turn(-pi * (2 * k + 1) as f64 / (4.0 * nf)) * scale)
                .collect();
            (2 * big_n, Some(pre), Some(post))
        }
    };
    let (pre, post) = (pre.map(along).transpose()?, post.map(along).transpose()?);
    let keep = first(big_n)?;
    let transform = |x: &Array| -> Result<Array> {
        let y = match &pre {
            Some(p) => multiply(x, p)?,
            None => x.clone(),
        };
        let y = fft::with(&y).n(Some(points)).axis(axis).call()?;
        let y = gather::with(&y, &keep).axis(axis).call()?;
        match &post {
            Some(p) => multiply(&y, p),
            None => Ok(y),
        }
    };
    if !x.dtype().is_complex() {
        return real(&transform(&x)?);
    }
    // The real-coefficient map of a complex x: (T(x) + conj(T(conj(x)))) / 2.
    let mirrored = conj(&transform(&conj(&x)?)?)?;
    divide(&add(&transform(&x)?, &mirrored)?, 2.0)
}

/// The inverse transform of [`dct()`] as Ivy's (and TensorFlow's) `idct`: [`dct()`] of the
/// inverse type (type 2 for 3, 3 for 2; 1 and 4 their own), same `n`, `axis` and `norm`. With
/// `norm = "ortho"` it inverts `dct`; unscaled (`None`) it gives `2N` times the inverse
/// (`2(N - 1)` for type 1), as Ivy's, where SciPy's `idct` divides by that.
///
/// ```
/// let x = ivy::array![1.0f64, 2.0, 3.0, 4.0]?;
/// let y = ivy::dct::with(&x).norm(Some("ortho")).call()?;
/// let back = ivy::idct::with(&y).norm(Some("ortho")).call()?;
/// assert!(ivy::allclose(&back, &x, 1e-12, 1e-12, false)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(cosine_transform(x, type_, n, axis, norm))]
#[defaults(type_ = 2, n = None, axis = -1, norm = None)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn idct(
    x: &Array,
    type_: u8,
    n: Option<usize>,
    axis: isize,
    norm: Option<&str>,
    out: Option<&mut Array>,
) -> Result<Array> {
    crate::type_rules::cosine_transform(&x.tensor_type(), type_, n, axis, norm)
        .map_err(|e| e.in_function("idct"))?;
    let inverse = match type_ {
        2 => 3,
        3 => 2,
        other => other,
    };
    dct::with(x).type_(inverse).n(n).axis(axis).norm(norm).call()
}

/// `rule`'s verdict on a call of `function` (a composition), its error naming `function`
/// rather than the transform it calls.
fn checked(function: &'static str, rule: Result<TensorType>) -> Result<()> {
    rule.map(drop).map_err(|e| e.in_function(function))
}

/// A one-dimensional transform of an array along an axis, of a number of points.
type Along<'a> = &'a dyn Fn(&Array, Option<usize>, isize) -> Result<Array>;

/// How an n-dimensional transform treats the last of its axes.
enum Last<'a> {
    /// As every other (`fftn`, `ifftn`).
    Same,
    /// With this transform from real numbers, run first (`rfftn`).
    FromReal(Along<'a>),
    /// With this transform to real numbers, run last (`irfftn`).
    ToReal(Along<'a>),
}

/// Runs `each` over every axis of [`fft_axes`] but the last, from the last to the first, and
/// the last as `last` says; with no axis, `x` in its transform's dtype.
fn over_axes(
    function: &'static str,
    x: &Array,
    (s, axes): (Option<&[usize]>, Option<&[isize]>),
    each: Along<'_>,
    last: Last<'_>,
) -> Result<Array> {
    let kind = match last {
        Last::Same => Spectrum::Complex,
        Last::FromReal(_) => Spectrum::Half,
        Last::ToReal(_) => Spectrum::Real,
    };
    checked(function, spectra(&x.tensor_type(), s, axes, kind))?;
    let plan = fft_axes(function, x.ndim(), s, axes)?;
    let Some((&(final_axis, final_n), rest)) = plan.split_last() else {
        return astype(x, spectrum_dtype(x.dtype()));
    };
    let final_axis = final_axis as isize;
    let others = |mut y: Array| -> Result<Array> {
        for &(a, n) in rest.iter().rev() {
            y = each(&y, n, a as isize)?;
        }
        Ok(y)
    };
    match last {
        Last::Same => others(each(x, final_n, final_axis)?),
        Last::FromReal(real) => others(real(x, final_n, final_axis)?),
        Last::ToReal(real) => real(&others(x.clone())?, final_n, final_axis),
    }
}

/// The n-dimensional discrete Fourier transform: [`fft()`] over each of `axes` (all if `None`;
/// no axis twice) with the number of points `s` gives for it (the axis's length if `None`).
/// With `s` and no `axes`, the last `s.len()` axes.
///
/// ```
/// let x = ivy::array![[1.0f64, 2.0], [3.0, 4.0]]?;
/// assert_eq!(ivy::fftn(&x)?.to_string(), "[[10.+0.j, -2.+0.j],\n [-4.+0.j,  0.+0.j]]");
/// assert_eq!(ivy::fftn::with(&x).s(&[3]).call()?.shape(), &[2, 3]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectra(x, s, axes, Spectrum::Complex))]
#[defaults(s = None, axes = None, norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn fftn(
    x: &Array,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    let each = |y: &Array, n: Option<usize>, axis: isize| {
        fft::with(y).n(n).axis(axis).norm(norm).call()
    };
    self::over_axes("fftn", x, (s, axes), &each, Last::Same)
}

/// The inverse of [`fftn()`]: [`ifft()`] over each of `axes`.
///
/// ```
/// let x = ivy::array![[10.0f64, -2.0], [-4.0, 0.0]]?;
/// assert_eq!(ivy::ifftn(&x)?.to_string(), "[[1.+0.j, 2.+0.j],\n [3.+0.j, 4.+0.j]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectra(x, s, axes, Spectrum::Complex))]
#[defaults(s = None, axes = None, norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn ifftn(
    x: &Array,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    let each = |y: &Array, n: Option<usize>, axis: isize| {
        ifft::with(y).n(n).axis(axis).norm(norm).call()
    };
    self::over_axes("ifftn", x, (s, axes), &each, Last::Same)
}

/// The n-dimensional transform of a real `x`: [`rfft()`] over the last of `axes`, then
/// [`fft()`] over the others.
///
/// ```
/// let x = ivy::array![[1.0f64, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]?;
/// let y = ivy::rfftn(&x)?;
/// assert_eq!(y.to_string(), "[[ 36.+0.j,  -4.+4.j,  -4.+0.j],\n [-16.+0.j,   0.+0.j,   0.+0.j]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectra(x, s, axes, Spectrum::Half))]
#[defaults(s = None, axes = None, norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn rfftn(
    x: &Array,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    let each = |y: &Array, n: Option<usize>, axis: isize| {
        fft::with(y).n(n).axis(axis).norm(norm).call()
    };
    let last = |y: &Array, n: Option<usize>, axis: isize| {
        rfft::with(y).n(n).axis(axis).norm(norm).call()
    };
    self::over_axes("rfftn", x, (s, axes), &each, Last::FromReal(&last))
}

/// The inverse of [`rfftn()`]: [`ifft()`] over every one of `axes` but the last, then
/// [`irfft()`] over the last (`2 * (m - 1)` points for an axis of `m` unless `s` says).
///
/// ```
/// let x = ivy::array![[21.0f64, -3.0], [-9.0, 0.0]]?;
/// let y = ivy::irfftn::with(&x).s(&[2, 3]).axes(&[0, 1]).call()?;
/// assert_eq!((y.dtype(), y.shape()), (ivy::Dtype::Float64, &[2usize, 3][..]));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectra(x, s, axes, Spectrum::Real))]
#[defaults(s = None, axes = None, norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn irfftn(
    x: &Array,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    let each = |y: &Array, n: Option<usize>, axis: isize| {
        ifft::with(y).n(n).axis(axis).norm(norm).call()
    };
    let last = |y: &Array, n: Option<usize>, axis: isize| {
        irfft::with(y).n(n).axis(axis).norm(norm).call()
    };
    self::over_axes("irfftn", x, (s, axes), &each, Last::ToReal(&last))
}

/// The two-dimensional transform: [`fftn()`] over `axes`, the last two by default.
///
/// ```
/// let x = ivy::reshape(&ivy::array![1.0f64, 2.0, 3.0, 4.0]?, &[1, 2, 2])?;
/// let y = ivy::fft2(&x)?;
/// assert_eq!(y.to_string(), "[[[10.+0.j, -2.+0.j],\n  [-4.+0.j,  0.+0.j]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectra(x, s, Some(axes), Spectrum::Complex))]
#[defaults(s = None, axes = &[-2, -1], norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn fft2(
    x: &Array,
    s: Option<&[usize]>,
    axes: &[isize],
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    fftn::positional(x, s, Some(axes), norm, None)
}

/// The inverse of [`fft2()`]: [`ifftn()`] over `axes`, the last two by default.
///
/// ```
/// let x = ivy::array![[10.0f64, -2.0], [-4.0, 0.0]]?;
/// assert_eq!(ivy::ifft2(&x)?.to_string(), "[[1.+0.j, 2.+0.j],\n [3.+0.j, 4.+0.j]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(spectra(x, s, Some(axes), Spectrum::Complex))]
#[defaults(s = None, axes = &[-2, -1], norm = FftNorm::Backward)]
#[handle_out]
#[nestable]
pub fn ifft2(
    x: &Array,
    s: Option<&[usize]>,
    axes: &[isize],
    norm: FftNorm,
    out: Option<&mut Array>,
) -> Result<Array> {
    ifftn::positional(x, s, Some(axes), norm, None)
}

/// The sample frequencies of the `n` points of [`fft()`], in cycles per unit of the sample
/// spacing `d`: `[0, 1, .., (n - 1) / 2, -(n / 2), .., -1] / (d * n)`, computed in `float64`
/// and converted once to `dtype` (the default float dtype if `None`; another dtype as
/// [`astype()`] converts, an integer one truncating).
///
/// ```
/// ivy::init()?; // no array to pick a backend from
/// let f = ivy::fftfreq::with(5).d(0.1).dtype(ivy::Dtype::Float64).call()?;
/// assert_eq!(f.to_string(), "[ 0.,  2.,  4., -4., -2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(crate::functional::fourier::frequency_type(fftfreq::DECL, n, false, dtype))]
#[defaults(n = required, d = 1.0)]
pub fn fftfreq(n: usize, d: f64, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array> {
    let (host, dtype) = self::sample_frequencies("fftfreq", n, d, false, dtype)?;
    asarray::with(host).dtype(dtype).device(device).call()
}

/// The sample frequencies of the `n / 2 + 1` points of [`rfft()`]: `[0, 1, .., n / 2] / (d *
/// n)`, in `dtype` (the default float dtype if `None`).
///
/// ```
/// ivy::init()?;
/// let f = ivy::rfftfreq::with(6).d(2.0).dtype(ivy::Dtype::Float64).call()?;
/// assert_eq!(f.to_string(), "[0.        , 0.08333333, 0.16666667, 0.25      ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(crate::functional::fourier::frequency_type(rfftfreq::DECL, n, true, dtype))]
#[defaults(n = required, d = 1.0)]
pub fn rfftfreq(n: usize, d: f64, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array> {
    let (host, dtype) = self::sample_frequencies("rfftfreq", n, d, true, dtype)?;
    asarray::with(host).dtype(dtype).device(device).call()
}

/// The values of [`fftfreq()`] (of [`rfftfreq()`] if `half`) in `float64`, and the dtype they
/// are to be converted to. (The bodies call `asarray` themselves: a composition's callees,
/// whose support is its own, are the functions its body names.)
fn sample_frequencies(
    function: &'static str,
    n: usize,
    d: f64,
    half: bool,
    dtype: Option<Dtype>,
) -> Result<(HostArray, Dtype)> {
    let decl = if half { rfftfreq::DECL } else { fftfreq::DECL };
    let t = self::frequency_type(decl, n, half, dtype).map_err(|e| e.in_function(function))?;
    let len = t.shape[0].unwrap_or(0);
    let mut values: Vec<f64> = crate::result_vec(function, &[len])?;
    let unit = 1.0 / (d * n as f64);
    let positive = if half { len } else { n.div_ceil(2) };
    values.extend((0..positive).map(|k| k as f64 * unit));
    values.extend((positive..len).map(|k| -((n - k) as f64) * unit));
    Ok((HostArray::new(vec![len], values)?, t.dtype))
}

/// The type of `decl`'s result (`fftfreq`, or `rfftfreq`'s half spectrum) for `n` points in
/// `dtype`: [`frequencies`], if `decl` supports that dtype on the backend in scope.
fn frequency_type(
    decl: &'static crate::FunctionDecl,
    n: usize,
    half: bool,
    dtype: Option<Dtype>,
) -> Result<TensorType> {
    let t = frequencies(n, half, dtype)?;
    self::supported(decl, t.dtype)?;
    Ok(t)
}

/// Whether `decl` (a composition taking a dtype argument) supports `dtype` on the backend in
/// scope, else its `UnsupportedDtype` error: a composition's entry checks only its array
/// inputs. A dtype the backend cannot hold is helped by no casting mode, as the result would
/// be cast back to it.
fn supported(decl: &'static crate::FunctionDecl, dtype: Dtype) -> Result<()> {
    let backend = crate::backend_stack::select(None)?;
    let supported = decl.supported_dtypes(backend);
    if supported.contains(dtype) {
        return Ok(());
    }
    let helpful_modes = if backend.valid_dtypes().contains(dtype) {
        crate::CastingMode::that_help(dtype, supported)
    } else {
        Vec::new()
    };
    Err(Error::UnsupportedDtype {
        function: decl.name,
        dtype,
        backend: backend.name(),
        version: backend.version().to_string(),
        supported,
        helpful_modes,
    })
}

/// `x` with the zero frequency moved to the middle of each of `axes` (every axis if `None`):
/// each rolled by half its length, rounded down, as NumPy's.
///
/// ```
/// let f = ivy::array![0.0, 1.0, 2.0, -2.0, -1.0]?;
/// assert_eq!(ivy::fftshift(&f)?.to_string(), "[-2., -1.,  0.,  1.,  2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(shifted(x, axes))]
#[defaults(axes = None)]
#[handle_out]
#[nestable]
pub fn fftshift(x: &Array, axes: Option<&[isize]>, out: Option<&mut Array>) -> Result<Array> {
    let (shifts, axes) = self::shifts("fftshift", x, axes, false)?;
    if axes.is_empty() {
        return copy_array(x);
    }
    roll::with(x, &shifts).axis(&axes[..]).call()
}

/// The inverse of [`fftshift()`]: each of `axes` rolled back by half its length, rounded down.
///
/// ```
/// let f = ivy::array![-2.0, -1.0, 0.0, 1.0, 2.0]?;
/// assert_eq!(ivy::ifftshift(&f)?.to_string(), "[ 0.,  1.,  2., -2., -1.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(shifted(x, axes))]
#[defaults(axes = None)]
#[handle_out]
#[nestable]
pub fn ifftshift(x: &Array, axes: Option<&[isize]>, out: Option<&mut Array>) -> Result<Array> {
    let (shifts, axes) = self::shifts("ifftshift", x, axes, true)?;
    if axes.is_empty() {
        return copy_array(x);
    }
    roll::with(x, &shifts).axis(&axes[..]).call()
}

/// The shifts that roll `x` by half of each of `axes` (every axis if `None`), back if
/// `inverse`, and those axes.
fn shifts(
    function: &'static str,
    x: &Array,
    axes: Option<&[isize]>,
    inverse: bool,
) -> Result<(Vec<isize>, Vec<isize>)> {
    let axes: Vec<isize> = match axes {
        Some(axes) => axes.to_vec(),
        None => (0..x.ndim() as isize).collect(),
    };
    let mut shifts = Vec::with_capacity(axes.len());
    for &a in &axes {
        let half = (x.shape()[crate::normalize_axis(function, a, x.ndim())?] / 2) as isize;
        shifts.push(if inverse { -half } else { half });
    }
    Ok((shifts, axes))
}
