//! The rules of [`TensorType::filter`](crate::TensorType::filter)(crate::TensorType::filter).

use std::fmt;

/// The rule of [`TensorType::filter`](crate::TensorType::filter) that refused an array.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_print_their_names() {
        assert_eq!(FilterRule::PrecisionLoss.to_string(), "precision loss");
        assert_eq!(FilterRule::Ndim.to_string(), "number of dimensions");
    }
}
