//! The relations between types: supertype, class of broadcastable types, refinement.

use super::{Dim, TensorType};
use crate::error::{Error, Result};

impl TensorType {
    /// Whether `self` holds every array `other` holds (seed 004's `is_super`, the relation
    /// `self >= other`): the same dtype and number of dimensions, and each dimension of `self`
    /// unknown or equal to `other`'s. A type is a supertype of itself.
    ///
    /// ```
    /// use ivy_runtime::TensorType;
    /// let any_cols: TensorType = "float64[2, ?]".parse()?;
    /// let one_col: TensorType = "float64[2, 1]".parse()?;
    /// assert!(any_cols.is_super(&one_col));
    /// assert!(!one_col.is_super(&any_cols));
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    pub fn is_super(&self, other: &TensorType) -> bool {
        self.dtype == other.dtype
            && self.ndim() == other.ndim()
            && self
                .shape
                .iter()
                .zip(&other.shape)
                .all(|(mine, theirs)| mine.is_none() || mine == theirs)
    }

    /// Whether `other` is in the same class of fixed broadcastable types (PyTensor's
    /// `in_same_class`): the same dtype and the same pattern of dimensions statically 1.
    /// `[2, 1]`, `[3, 1]` and `[?, 1]` are one class; `[2, ?]` is not in it, since its last
    /// dimension is not *known* to be 1.
    pub fn in_same_class(&self, other: &TensorType) -> bool {
        self.dtype == other.dtype && self.broadcastable() == other.broadcastable()
    }

    /// `other` refined to this type (PyTensor's `convert_variable`): the more specific type
    /// that both describe, each dimension known if either type knows it. It is `other`
    /// itself when `self` is a supertype of it, and `self` when `other` is a supertype of
    /// `self`. An error when no array has both types: the dtypes or the numbers of dimensions
    /// differ, or a dimension is known to be different lengths.
    ///
    /// ```
    /// use ivy_runtime::TensorType;
    /// let t: TensorType = "int8[?, 3]".parse()?;
    /// assert_eq!(t.convert_variable(&"int8[2, ?]".parse()?)?.to_string(), "int8[2, 3]");
    /// assert!(t.convert_variable(&"int8[2, 4]".parse()?).is_err());
    /// assert!(t.convert_variable(&"int16[2, 3]".parse()?).is_err());
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    pub fn convert_variable(&self, other: &TensorType) -> Result<TensorType> {
        let refuse = |reason: String| Error::TypeConvert {
            from: other.clone(),
            to: self.clone(),
            reason,
        };
        if self.dtype != other.dtype {
            return Err(refuse(format!(
                "its dtype is `{}`, the type's is `{}`; convert the dtype first (astype)",
                other.dtype, self.dtype
            )));
        }
        if self.ndim() != other.ndim() {
            return Err(refuse(dimensions_differ(other.ndim(), self.ndim())));
        }
        let shape = self
            .shape
            .iter()
            .zip(&other.shape)
            .enumerate()
            .map(|(axis, (&mine, &theirs))| match (mine, theirs) {
                (Some(m), Some(t)) if m != t => Err(refuse(format!(
                    "dimension {axis} is {t}, the type fixes it to {m}"
                ))),
                _ => Ok(mine.or(theirs)),
            })
            .collect::<Result<Vec<Dim>>>()?;
        Ok(TensorType::new(self.dtype, shape))
    }
}

/// Why an array or type of `got` dimensions does not fit a type of `expected`.
pub(crate) fn dimensions_differ(got: usize, expected: usize) -> String {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    format!(
        "it has {got} dimension{}, the type has {expected}",
        plural(got)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_grammar::Dtype::*;

    fn t(s: &str) -> TensorType {
        s.parse().unwrap()
    }

    #[test]
    fn is_super_is_reflexive_and_needs_dtype_and_rank() {
        for s in ["float32[]", "float32[?, 3]", "int8[0, ?, 1]"] {
            assert!(t(s).is_super(&t(s)), "{s}");
        }
        assert!(t("float32[?]").is_super(&t("float32[7]")));
        assert!(!t("float32[?]").is_super(&t("float64[7]")));
        assert!(!t("float32[?]").is_super(&t("float32[7, 1]")));
        assert!(!t("float32[]").is_super(&t("float32[1]")));
        assert!(!t("float32[?, 3]").is_super(&t("float32[?, ?]")));
    }

    #[test]
    fn classes_follow_the_static_ones() {
        // PyTensor's docstring: (2, 1), (3, 1) and (None, 1) are one class; (2, None) is not.
        let class = [t("int32[2, 1]"), t("int32[3, 1]"), t("int32[?, 1]")];
        for a in &class {
            for b in &class {
                assert!(a.in_same_class(b));
            }
            assert!(!a.in_same_class(&t("int32[2, ?]")));
            assert!(!a.in_same_class(&t("int64[2, 1]")));
        }
        assert!(t("bool[]").in_same_class(&t("bool[]")));
        assert!(!t("bool[]").in_same_class(&t("bool[1]")));
    }

    #[test]
    fn convert_variable_takes_the_known_dimensions_of_both() {
        assert_eq!(
            t("float64[2, ?]").convert_variable(&t("float64[2, 1]")),
            Ok(t("float64[2, 1]"))
        );
        assert_eq!(
            t("float64[2, 1]").convert_variable(&t("float64[2, ?]")),
            Ok(t("float64[2, 1]"))
        );
        assert_eq!(
            t("float64[?, ?, 5]").convert_variable(&t("float64[4, ?, ?]")),
            Ok(TensorType::new(Float64, [Some(4), None, Some(5)]))
        );
    }

    #[test]
    fn convert_variable_names_what_cannot_be_reconciled() {
        let e = t("uint8[3]").convert_variable(&t("uint8[4]")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "`uint8[4]` does not convert to `uint8[3]`: dimension 0 is 4, the type fixes it to 3"
        );
        let e = t("uint8[3]").convert_variable(&t("uint8[]")).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("it has 0 dimensions, the type has 1")
        );
        let e = t("uint8[3]").convert_variable(&t("int8[3]")).unwrap_err();
        assert!(
            e.to_string()
                .contains("its dtype is `int8`, the type's is `uint8`")
        );
    }
}
