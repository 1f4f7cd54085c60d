//! An array against a [`TensorType`]: `filter` (seed 004's strict / lossless / downcast
//! rules), the type of an array, and comparing the values of arrays.

use super::Array;
use crate::error::{Error, Result};
use crate::host::{close, elements, same_value};
use crate::promotion::{can_cast, promotion_rules};
use crate::scalar::Scalar;
use crate::tensor_type::{FilterRule, TensorType, Tolerance, dimensions_differ};

impl Array {
    /// The array's [`TensorType`]: its dtype and its shape, every dimension known (a 2 x 3
    /// `int8` array is of type `int8[2, 3]`).
    pub fn tensor_type(&self) -> TensorType {
        TensorType::known(self.dtype(), self.shape())
    }
}

impl TensorType {
    /// `array` made to fit this type (seed 004's `filter`), or an error naming the rule that
    /// refused it and why.
    ///
    /// The shape must fit in every case: the same number of dimensions, and each dimension
    /// the type knows equal to the array's. The dtype:
    ///
    /// * the type's own: the array is returned as it is (no copy);
    /// * `strict`: any other dtype is refused;
    /// * a dtype that casts to the type's without loss under the active promotion rules
    ///   ([`can_cast()`](crate::can_cast())): converted;
    /// * otherwise, with `allow_downcast`: converted, whatever is lost;
    /// * otherwise converted only if every value survives the conversion exactly (`NaN` stays
    ///   `NaN`): `[1.0, 2.0]` of `float64` goes into `int8`, `[0.5]` does not. The error names
    ///   the first value that would change and what it would become.
    ///
    /// The last rule is the seed's, from its `DoubleType` example (`x_float == x`, else an
    /// error unless downcasting is allowed). PyTensor's own `TensorType` refuses such an
    /// ndarray without looking at its values, and checks values only for Python data; its
    /// `allow_downcast=None` acts as `false` here.
    pub fn filter(&self, array: &Array, strict: bool, allow_downcast: bool) -> Result<Array> {
        let refuse = |rule, reason| Error::TypeFilter {
            ty: self.clone(),
            dtype: array.dtype(),
            shape: array.shape().to_vec(),
            rule,
            reason,
        };
        let from = array.dtype();
        if strict && from != self.dtype {
            let reason = format!(
                "strict filtering takes only `{}` arrays; filter with strict = false to convert",
                self.dtype
            );
            return Err(refuse(FilterRule::StrictDtype, reason));
        }
        self.check_shape(array.shape())
            .map_err(|(rule, reason)| refuse(rule, reason))?;
        if from == self.dtype {
            return Ok(array.clone());
        }
        let lossless = can_cast(from, self.dtype);
        let converted = array
            .cast(self.dtype)
            .map_err(|e| refuse(FilterRule::Conversion, e.to_string()))?;
        if lossless || allow_downcast {
            return Ok(converted);
        }
        match first_change(array, &converted)? {
            None => Ok(converted),
            Some((index, before, after)) => {
                let reason = format!(
                    "`{from}` does not cast to `{}` without loss under the {} promotion rules, \
                     and the value {before} at {index:?} would become {after}; pass \
                     allow_downcast = true to accept the loss, or convert the array first",
                    self.dtype,
                    promotion_rules()
                );
                Err(refuse(FilterRule::PrecisionLoss, reason))
            }
        }
    }

    /// Whether `array` is of this type as it is: `filter(array, strict = true, ..)` takes it.
    pub fn is_valid_value(&self, array: &Array) -> bool {
        array.dtype() == self.dtype && self.check_shape(array.shape()).is_ok()
    }

    /// Whether an array of `shape` fits the type's shape; if not, the rule and why.
    fn check_shape(&self, shape: &[usize]) -> Result<(), (FilterRule, String)> {
        if shape.len() != self.ndim() {
            return Err((
                FilterRule::Ndim,
                dimensions_differ(shape.len(), self.ndim()),
            ));
        }
        for (axis, (&n, want)) in shape.iter().zip(&self.shape).enumerate() {
            if let Some(m) = *want
                && m != n
            {
                let reason = format!("dimension {axis} is {n}, the type fixes it to {m}");
                return Err((FilterRule::Shape, reason));
            }
        }
        Ok(())
    }
}

/// The first element whose value `converted` does not keep: its index, and the value before
/// and after.
fn first_change(
    original: &Array,
    converted: &Array,
) -> Result<Option<(Vec<usize>, Scalar, Scalar)>> {
    let (before, after) = (original.to_host()?, converted.to_host()?);
    let change = elements(before.data())
        .zip(elements(after.data()))
        .enumerate()
        .find(|(_, (b, a))| !same_value(*b, *a));
    Ok(change.map(|(flat, (b, a))| (unravel(flat, original.shape()), b, a)))
}

/// The multi-index of the `flat`-th element in row-major order.
fn unravel(mut flat: usize, shape: &[usize]) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    for (i, &n) in shape.iter().enumerate().rev() {
        if n > 0 {
            index[i] = flat % n;
            flat /= n;
        }
    }
    index
}

impl TensorType {
    /// Whether `a` and `b` hold the same values: the same dtype, the same shape and equal
    /// elements, `NaN` equal to `NaN` (PyTensor's `values_eq`; part by part for complex).
    pub fn values_eq(a: &Array, b: &Array) -> Result<bool> {
        compare(a, b, same_value)
    }

    /// Whether `a` and `b` hold nearly the same values (PyTensor's `values_eq_approx`): the
    /// same dtype and shape, and each pair of elements within [`Tolerance::for_dtype`];
    /// `NaN` matches `NaN` and an infinity matches only the same infinity. Integers and
    /// `bool` must be equal.
    pub fn values_eq_approx(a: &Array, b: &Array) -> Result<bool> {
        TensorType::values_eq_approx_with(a, b, Tolerance::for_dtype(a.dtype()))
    }

    /// [`TensorType::values_eq_approx`] with a tolerance of the caller's choosing.
    pub fn values_eq_approx_with(a: &Array, b: &Array, tolerance: Tolerance) -> Result<bool> {
        if a.dtype().is_inexact() {
            compare(a, b, |x, y| close(x, y, tolerance))
        } else {
            TensorType::values_eq(a, b)
        }
    }

    /// Whether `a` and `b` may share memory (PyTensor's and NumPy's `may_share_memory`): both
    /// handles hold one native array (a clone, or what [`TensorType::filter`] returned
    /// unconverted), or the host memory their elements lie in overlaps, as with a view and its
    /// source (a basic slice, `get_item` with integers, slices, new axes), or two views whose
    /// ranges overlap. Like NumPy's, it compares the ranges from each array's lowest element to
    /// its highest, gaps included: two interleaved views (`x[::2]` and `x[1::2]`) are taken to
    /// share memory though no element is in both; views of disjoint ranges (`x[..2]` and
    /// `x[2..]`) are not, nor is an array without elements. A backend that does not tell where
    /// its arrays lie ([`Backend::memory_extent`](crate::Backend::memory_extent)) shares only
    /// through one native array. Views are copy-on-write: once either side is written (through
    /// `out=`), the writer holds memory of its own and the two no longer share.
    ///
    /// ```
    /// use ivy::{TensorType, s};
    ///
    /// // A result of 4 KiB or more (on ndarray) is shared: its basic slices are views.
    /// ivy::init()?;
    /// let x = ivy::zeros(&[1024])?;
    /// let head = x.get_item(s![..3])?;
    /// let middle = x.get_item(s![2..4])?;
    /// let tail = x.get_item(s![3..])?;
    /// assert!(TensorType::may_share_memory(&x, &head)); // a view and its source
    /// assert!(TensorType::may_share_memory(&head, &middle)); // overlapping views
    /// assert!(!TensorType::may_share_memory(&head, &tail)); // disjoint views
    /// assert!(!TensorType::may_share_memory(&x, &ivy::add(&x, 1.0)?)); // a result
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn may_share_memory(a: &Array, b: &Array) -> bool {
        if a.same_native(b) {
            return true;
        }
        match (a.memory_extent(), b.memory_extent()) {
            (Some(x), Some(y)) => x.start < y.end && y.start < x.end,
            _ => false,
        }
    }
}

/// Same dtype, same shape, and `eq` for every pair of elements.
fn compare(a: &Array, b: &Array, eq: impl Fn(Scalar, Scalar) -> bool) -> Result<bool> {
    if a.dtype() != b.dtype() || a.shape() != b.shape() {
        return Ok(false);
    }
    let (ha, hb) = (a.to_host()?, b.to_host()?);
    Ok(elements(ha.data())
        .zip(elements(hb.data()))
        .all(|(x, y)| eq(x, y)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unravel_is_row_major() {
        assert_eq!(unravel(0, &[2, 3]), vec![0, 0]);
        assert_eq!(unravel(4, &[2, 3]), vec![1, 1]);
        assert_eq!(unravel(23, &[2, 3, 4]), vec![1, 2, 3]);
        assert_eq!(unravel(0, &[]), Vec::<usize>::new());
    }
}
