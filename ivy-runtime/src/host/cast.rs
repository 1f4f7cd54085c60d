//! [`HostArray::astype`]: conversion between any two of the 15 dtypes in host memory.

use ivy_grammar::Dtype;

use super::{HostArray, HostData, HostElement, each_host};
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
        let data = each_host!(data, |v: S| convert_to(&v, dtype));
        Ok(HostArray { shape, data })
    }
}

/// Every element of `v` converted to `dtype`.
fn convert_to<S: HostElement>(v: &[S], dtype: Dtype) -> HostData {
    fn each<S: HostElement, D: HostElement>(v: &[S]) -> HostData {
        D::into_data(v.iter().map(|x| D::from_scalar(x.to_scalar())).collect())
    }
    crate::with_dtype!(dtype, D => each::<S, D>(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::f16;
    use num_complex::Complex64;

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
