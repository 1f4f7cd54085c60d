//! `filter`: an array made to fit a type, under seed 004's strict / lossless / downcast rules.

use std::fmt;

use super::TensorType;
use super::relations::dimensions_differ;
use super::values::{elements, same_value};
use crate::array::Array;
use crate::error::{Error, Result};
use crate::promotion::{can_cast, promotion_rules};
use crate::scalar::Scalar;

/// The rule of [`TensorType::filter`] that refused an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FilterRule {
    /// Strict filtering takes only arrays of the type's exact dtype.
    StrictDtype,
    /// The array must have the type's number of dimensions.
    Ndim,
    /// Each dimension the type knows must be the array's.
    Shape,
    /// Without `allow_downcast`, a conversion that is not lossless by dtype must keep every
    /// value.
    PrecisionLoss,
    /// The backend could not convert the array to the type's dtype.
    Conversion,
}

impl fmt::Display for FilterRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            FilterRule::StrictDtype => "strict dtype",
            FilterRule::Ndim => "number of dimensions",
            FilterRule::Shape => "static shape",
            FilterRule::PrecisionLoss => "precision loss",
            FilterRule::Conversion => "conversion",
        })
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

    #[test]
    fn rules_print_their_names() {
        assert_eq!(FilterRule::PrecisionLoss.to_string(), "precision loss");
        assert_eq!(FilterRule::Ndim.to_string(), "number of dimensions");
    }
}
