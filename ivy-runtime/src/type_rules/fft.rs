//! The discrete Fourier transforms' rules, once for the declarations' types and the kernels'
//! shapes: which dtype a transform gives ([`spectrum_dtype`], [`signal_dtype`]), how long its
//! result is along the transformed axis ([`Spectrum::lengths`]), and which axes with which
//! lengths an n-dimensional transform runs over ([`fft_axes`]).
//!
//! ```
//! use ivy_runtime::type_rules::{Spectrum, fft_axes};
//!
//! // rfft of 8 points gives 5 frequencies; irfft of 5 frequencies gives 8 points by default.
//! assert_eq!(Spectrum::Half.lengths("rfft", 8usize, None)?, (8, 5));
//! assert_eq!(Spectrum::Real.lengths("irfft", 5usize, None)?, (8, 8));
//! assert_eq!(Spectrum::Real.lengths("irfft", 5usize, Some(9))?, (9, 9));
//! assert!(Spectrum::Complex.lengths("fft", 3usize, Some(0)).is_err());
//! // fftn over the last two axes of a 3-d array, the last one padded to 6.
//! assert_eq!(fft_axes("fftn", 3, Some(&[4, 6]), None)?, vec![(1, Some(4)), (2, Some(6))]);
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

use ivy_grammar::Dtype;

use super::length::Length;
use crate::defaults::default_float_dtype;
use crate::error::{Error, Result};
use crate::shape::{distinct_axes, normalize_axis};
use crate::tensor_type::TensorType;

/// What a one-dimensional transform along an axis takes and gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spectrum {
    /// Complex to complex (`fft`, `ifft`): `n` points in and out, `n` the axis's length unless
    /// given.
    Complex,
    /// A real signal to the `n / 2 + 1` frequencies that determine its spectrum (`rfft`,
    /// `ihfft`), `n` the axis's length unless given.
    Half,
    /// Those `n / 2 + 1` frequencies back to `n` real points (`irfft`, `hfft`): `n` is
    /// `2 * (m - 1)` for an axis of `m` unless given.
    Real,
}

impl Spectrum {
    /// The transform's number of points `n` and the result's length along the axis, for an
    /// axis of `len` and the requested `n`; an error naming `function` where `n` would be less
    /// than 1 (an empty axis, an `n` of 0, `irfft` of a single frequency without `n`).
    pub fn lengths<D: Length>(
        self,
        function: &'static str,
        len: D,
        n: Option<usize>,
    ) -> Result<(D, D)> {
        let points = |n: usize| -> Result<usize> {
            if n < 1 {
                Err(Error::TypeRule {
                    function,
                    message: format!(
                        "{n} points: a transform takes at least 1 (give `n` >= 1, or an axis of \
                         at least {})",
                        if self == Spectrum::Real { 2 } else { 1 }
                    ),
                })
            } else {
                Ok(n)
            }
        };
        let n = match n {
            Some(n) => D::of(points(n)?),
            None if self == Spectrum::Real => {
                len.zip_with(len, |m, _| points(m.saturating_sub(1).saturating_mul(2)))?
            }
            None => len.zip_with(len, |m, _| points(m))?,
        };
        let out = match self {
            Spectrum::Half => n.zip_with(n, |n, _| Ok(n / 2 + 1))?,
            Spectrum::Complex | Spectrum::Real => n,
        };
        Ok((n, out))
    }
}

/// The complex dtype a transform of `dtype` gives: complex keeps its precision, `float64`
/// gives `complex128`, the narrower floats `complex64`, integers and `bool` the complex dtype
/// of the default float dtype (they are taken as that first).
pub fn spectrum_dtype(dtype: Dtype) -> Dtype {
    let float = if dtype.is_int() || dtype.is_bool() {
        default_float_dtype()
    } else {
        dtype
    };
    match float {
        Dtype::Float64 | Dtype::Complex128 => Dtype::Complex128,
        _ => Dtype::Complex64,
    }
}

/// The real dtype a transform to a real signal gives (`irfft`, `hfft`): the component dtype
/// of [`spectrum_dtype`].
pub fn signal_dtype(dtype: Dtype) -> Dtype {
    match spectrum_dtype(dtype) {
        Dtype::Complex128 => Dtype::Float64,
        _ => Dtype::Float32,
    }
}

/// The dtype of a transform's result of kind `spectrum` from `dtype`.
fn transformed_dtype(spectrum: Spectrum, dtype: Dtype) -> Dtype {
    match spectrum {
        Spectrum::Real => signal_dtype(dtype),
        Spectrum::Complex | Spectrum::Half => spectrum_dtype(dtype),
    }
}

/// A one-dimensional transform of `x` along `axis` with `n` points (`fft`, `rfft`, `irfft`,
/// ...): `x`'s shape with that axis's length replaced by the result's.
pub fn spectrum(
    x: &TensorType,
    n: Option<usize>,
    axis: isize,
    spectrum: Spectrum,
) -> Result<TensorType> {
    let a = normalize_axis("", axis, x.ndim())?;
    let mut shape = x.shape.clone();
    shape[a] = spectrum.lengths("", shape[a], n)?.1;
    Ok(TensorType::new(transformed_dtype(spectrum, x.dtype), shape))
}

/// The axes of an n-dimensional transform of an array of `ndim` dimensions, each with the
/// number of points asked for it (`None`: the axis's own): `axes` (all of them if `None`),
/// or, with `s` and no `axes`, the last `s.len()`; `s` and `axes` of one length. An axis named
/// twice, out of range, or an `s` longer than the dimensions are errors naming `function`.
pub fn fft_axes(
    function: &'static str,
    ndim: usize,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
) -> Result<Vec<(usize, Option<usize>)>> {
    let refuse = |message: String| Error::TypeRule { function, message };
    let axes = match (axes, s) {
        (Some(axes), _) => distinct_axes(function, "axes", axes, ndim)?,
        (None, Some(s)) if s.len() > ndim => {
            return Err(refuse(format!(
                "`s` has {} lengths for an array of {ndim} dimensions",
                s.len()
            )));
        }
        (None, Some(s)) => (ndim - s.len()..ndim).collect(),
        (None, None) => (0..ndim).collect(),
    };
    match s {
        Some(s) if s.len() != axes.len() => Err(refuse(format!(
            "`s` has {} lengths for {} axes: give one per axis",
            s.len(),
            axes.len()
        ))),
        Some(s) => Ok(axes.into_iter().zip(s.iter().map(|&n| Some(n))).collect()),
        None => Ok(axes.into_iter().map(|a| (a, None)).collect()),
    }
}

/// An n-dimensional transform of `x` (`fftn`, `rfftn`, `irfftn`, ...): every axis of
/// [`fft_axes`] transformed as [`Spectrum::Complex`] but the last, transformed as `last`.
pub fn spectra(
    x: &TensorType,
    s: Option<&[usize]>,
    axes: Option<&[isize]>,
    last: Spectrum,
) -> Result<TensorType> {
    let plan = fft_axes("", x.ndim(), s, axes)?;
    if plan.is_empty() && last != Spectrum::Complex {
        return Err(Error::TypeRule {
            function: "",
            message: "a real transform needs at least one axis".into(),
        });
    }
    let mut shape = x.shape.clone();
    for (i, &(axis, n)) in plan.iter().enumerate() {
        let kind = if i + 1 == plan.len() {
            last
        } else {
            Spectrum::Complex
        };
        shape[axis] = kind.lengths("", shape[axis], n)?.1;
    }
    Ok(TensorType::new(transformed_dtype(last, x.dtype), shape))
}

/// The sample frequencies of a transform of `n` points (`fftfreq`; `rfftfreq` if `half`): `n`
/// (or `n / 2 + 1`) of them, in `dtype`, the default float dtype if `None`. `n` must be at
/// least 1.
pub fn frequencies(n: usize, half: bool, dtype: Option<Dtype>) -> Result<TensorType> {
    let dtype = dtype.unwrap_or_else(default_float_dtype);
    let (_, len) = if half {
        Spectrum::Half
    } else {
        Spectrum::Complex
    }
    .lengths("", n, Some(n))?;
    Ok(TensorType::new(dtype, [Some(len)]))
}

/// `x`'s type, after checking `axes` (`fftshift`, `ifftshift`).
pub fn shifted(x: &TensorType, axes: Option<&[isize]>) -> Result<TensorType> {
    for &a in axes.unwrap_or_default() {
        normalize_axis("", a, x.ndim())?;
    }
    Ok(x.clone())
}

/// `dct` / `idct`: `x` with `n` points along `axis` (the axis's own length if `None`), in its
/// dtype. `type_` is 1, 2, 3 or 4; type 1 takes at least 2 points, the others 1; `norm` is
/// `None` or `"ortho"`, and `None` only for type 1 (as Ivy's).
pub fn cosine_transform(
    x: &TensorType,
    type_: u8,
    n: Option<usize>,
    axis: isize,
    norm: Option<&str>,
) -> Result<TensorType> {
    let refuse = |message: String| Error::TypeRule {
        function: "",
        message,
    };
    if !(1..=4).contains(&type_) {
        return Err(refuse(format!(
            "type {type_}: the DCT types are 1, 2, 3 and 4"
        )));
    }
    match norm {
        None => {}
        Some("ortho") if type_ != 1 => {}
        Some("ortho") => {
            return Err(refuse(
                "norm \"ortho\" with type 1: type 1 takes no normalization (as Ivy's)".into(),
            ));
        }
        Some(other) => {
            return Err(refuse(format!(
                "norm {other:?}: expected None or \"ortho\""
            )));
        }
    }
    let a = normalize_axis("", axis, x.ndim())?;
    let mut shape = x.shape.clone();
    let points = n.map_or(shape[a], Some);
    let least = if type_ == 1 { 2 } else { 1 };
    if let Some(p) = points
        && p < least
    {
        return Err(refuse(format!(
            "{p} points: a DCT of type {type_} takes at least {least} (give `n` >= {least}, or \
             an axis of at least {least})"
        )));
    }
    shape[a] = points;
    Ok(TensorType::new(x.dtype, shape))
}
