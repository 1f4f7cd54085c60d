//! [`HostArray::astype`]: conversion between any two of the 15 dtypes in host memory.

use ivy_grammar::Dtype;

use super::{HostArray, HostData, HostElement, each_host};
use crate::Scalar;
use crate::error::{Error, Result};

impl HostArray {
    /// The array converted to `dtype`, with NumPy's `astype` semantics (see
    /// [`HostElement::from_scalar`]): integers wrap, floats truncate toward zero and saturate,
    /// anything to `bool` is `!= 0`, floats round to nearest. Complex to a real dtype is an
    /// error: the imaginary part is never dropped silently.
    ///
    /// ```
    /// use ivy_runtime::{Dtype, HostArray, HostData};
    ///
    /// let h = HostArray::from(vec![300i32, -1, 7]).astype(Dtype::Uint8)?;
    /// assert_eq!(h.data(), &HostData::Uint8(vec![44, 255, 7]));
    /// let c = HostArray::from(vec![num_complex::Complex32::new(1.0, 2.0)]);
    /// assert!(c.astype(Dtype::Float32).is_err());
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    pub fn astype(self, dtype: Dtype) -> Result<HostArray> {
        let from = self.dtype();
        if from == dtype {
            return Ok(self);
        }
        if from.is_complex() && !dtype.is_complex() && !dtype.is_bool() {
            return Err(Error::ComplexToReal { from, to: dtype });
        }
        let (shape, data) = self.into_parts();
        let data = each_host!(data, |v: S| convert_to(&v, &shape, dtype)?);
        Ok(HostArray { shape, data })
    }
}

/// Every element of `v` converted to `dtype` through its [`Scalar`], as
/// [`HostElement::from_scalar`] defines. The two steps are generic over one dtype each (the
/// source's, then the target's), joined by a buffer of scalars a chunk at a time, so that the
/// 225 pairs of dtypes compile as 15 + 15 loops: one loop per pair was 15% of this crate's
/// code. Both built-in backends cast with kernels of their own; this serves conversions in host
/// memory (moves between backends, a backend without `astype`).
/// The result, of `shape`, is allocated fallibly.
fn convert_to<S: HostElement>(v: &[S], shape: &[usize], dtype: Dtype) -> Result<HostData> {
    const CHUNK: usize = 256;
    let mut out =
        crate::with_dtype!(dtype, D => D::into_data(crate::alloc::result_vec("astype", shape)?));
    let mut buffer = [Scalar::Bool(false); CHUNK];
    for chunk in v.chunks(CHUNK) {
        let scalars = &mut buffer[..chunk.len()];
        for (scalar, x) in scalars.iter_mut().zip(chunk) {
            *scalar = x.to_scalar();
        }
        extend_from(&mut out, scalars);
    }
    Ok(out)
}

/// `scalars` converted to `data`'s dtype, appended to it.
fn extend_from(data: &mut HostData, scalars: &[Scalar]) {
    each_host!(data, |v: T| v
        .extend(scalars.iter().map(|s| T::from_scalar(*s))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::f16;
    use num_complex::Complex64;

    /// Longer than the chunks the conversion goes by: every element converted, in order.
    #[test]
    fn conversions_cross_chunks_in_order() {
        let values: Vec<i32> = (-300..300).collect();
        let h = HostArray::from(values.clone());
        let wrapped: Vec<u8> = values.iter().map(|&x| x as u8).collect();
        assert_eq!(
            h.clone().astype(Dtype::Uint8).unwrap().data(),
            &HostData::Uint8(wrapped)
        );
        let floats: Vec<f32> = values.iter().map(|&x| x as f32).collect();
        assert_eq!(
            h.clone().astype(Dtype::Float32).unwrap().data(),
            &HostData::Float32(floats)
        );
        let truths: Vec<bool> = values.iter().map(|&x| x != 0).collect();
        assert_eq!(
            h.astype(Dtype::Bool).unwrap().data(),
            &HostData::Bool(truths)
        );
    }

    #[test]
    fn numpy_astype_semantics() {
        let f = HostArray::from(vec![1.7f64, -1.7, f64::NAN, 1e10]);
        assert_eq!(
            f.clone().astype(Dtype::Int32).unwrap().data(),
            &HostData::Int32(vec![1, -1, 0, i32::MAX])
        );
        assert_eq!(
            f.astype(Dtype::Bool).unwrap().data(),
            &HostData::Bool(vec![true, true, true, true])
        );
        let b = HostArray::from(vec![true, false]);
        assert_eq!(
            b.astype(Dtype::Float16).unwrap().data(),
            &HostData::Float16(vec![f16::ONE, f16::ZERO])
        );
        let c = HostArray::from(vec![Complex64::new(0.0, 1.0)]);
        assert_eq!(
            c.clone().astype(Dtype::Bool).unwrap().data(),
            &HostData::Bool(vec![true])
        );
        assert!(matches!(
            c.astype(Dtype::Int8),
            Err(Error::ComplexToReal { .. })
        ));
    }
}
