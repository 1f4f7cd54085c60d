//! The size in bytes of the arrays of a type (PyTensor's `get_size`, for memory profiles).

use super::TensorType;
use crate::error::{Error, Result};

impl TensorType {
    /// The bytes of data an array of this type takes: the number of elements times the
    /// dtype's item size (a 0-d type is one element). An error names the first unknown
    /// dimension, or says the size overflows `usize`.
    ///
    /// ```
    /// use ivy_runtime::{Dtype, TensorType};
    /// assert_eq!(TensorType::known(Dtype::Float64, &[2, 3]).get_size()?, 48);
    /// assert_eq!(TensorType::known(Dtype::Complex64, &[]).get_size()?, 8);
    /// assert!("int8[4, ?]".parse::<TensorType>()?.get_size().is_err());
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    pub fn get_size(&self) -> Result<usize> {
        let dims = self
            .shape
            .iter()
            .enumerate()
            .map(|(axis, dim)| {
                dim.ok_or_else(|| Error::UnknownDim {
                    ty: self.clone(),
                    axis,
                })
            })
            .collect::<Result<Vec<usize>>>()?;
        // An empty array takes no bytes, however long its other dimensions.
        if dims.contains(&0) {
            return Ok(0);
        }
        dims.iter()
            .try_fold(self.dtype.itemsize(), |bytes, &n| bytes.checked_mul(n))
            .ok_or_else(|| Error::SizeOverflow { ty: self.clone() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_grammar::Dtype::*;

    #[test]
    fn bytes_are_elements_times_item_size() {
        // Item sizes: bool 1, bfloat16 2, complex128 16.
        assert_eq!(TensorType::known(Bool, &[3, 5]).get_size(), Ok(15));
        assert_eq!(TensorType::known(Bfloat16, &[7]).get_size(), Ok(14));
        assert_eq!(TensorType::known(Complex128, &[2, 0, 9]).get_size(), Ok(0));
        assert_eq!(TensorType::known(Complex128, &[]).get_size(), Ok(16));
    }

    #[test]
    fn the_first_unknown_dimension_is_named() {
        let t = TensorType::new(Int32, [Some(2), None, None]);
        assert_eq!(
            t.get_size().unwrap_err().to_string(),
            "`int32[2, ?, ?]` has no size in bytes: dimension 1 is unknown"
        );
    }

    #[test]
    fn overflow_is_an_error_but_an_empty_array_takes_nothing() {
        assert!(matches!(
            TensorType::known(Int16, &[usize::MAX, 1]).get_size(),
            Err(Error::SizeOverflow { .. })
        ));
        assert!(
            TensorType::known(Int8, &[usize::MAX / 2 + 1, 2])
                .get_size()
                .is_err()
        );
        // A host array of shape [usize::MAX, 0] exists (it has no elements): 0 bytes.
        assert_eq!(TensorType::known(Int16, &[usize::MAX, 0]).get_size(), Ok(0));
        assert_eq!(TensorType::known(Int16, &[0, usize::MAX]).get_size(), Ok(0));
    }
}
