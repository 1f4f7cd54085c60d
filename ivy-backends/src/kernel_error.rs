//! The errors kernels raise on every backend: [`KernelError`], and the constructors the shared
//! loops and both backends' kernels use. None names a backend: the one error that does (a dtype
//! a kernel does not take) is each backend's own (`ndarray::error::unsupported_dtype`).
//!
//! Kernels return [`ivy_runtime::Result`]; every error they raise is built here, as a
//! [`KernelError`] converted by [`neutral`] (or by a backend's `raise`, which adds its name to
//! the unsupported dtype), so the mapping onto the runtime's error variants lives in one place.

use ivy_runtime::{Dtype, DtypeSet, Error};

/// What went wrong in a kernel. Every variant names the function.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum KernelError {
    /// The function has no kernel for this dtype.
    #[error("{function} does not support `{dtype}` (it takes {accepted})")]
    UnsupportedDtype {
        /// The function called.
        function: &'static str,
        /// The dtype given.
        dtype: Dtype,
        /// The dtypes it takes.
        accepted: DtypeSet,
    },

    /// Two operands that must share a dtype do not.
    #[error(
        "{function} needs operands of one dtype, got `{lhs}` and `{rhs}` \
         (promote them to a common dtype first)"
    )]
    DtypeMismatch {
        /// The function called.
        function: &'static str,
        /// The first operand's dtype (for a conversion: the dtype expected).
        lhs: Dtype,
        /// The second operand's dtype (for a conversion: the dtype found).
        rhs: Dtype,
    },

    /// Data whose length is not the number of elements of a shape.
    #[error("{function}: the shape {shape:?} needs {} elements, got {len}", shape.iter().product::<usize>())]
    DataLength {
        /// The function called.
        function: &'static str,
        /// The shape.
        shape: Vec<usize>,
        /// The number of elements given.
        len: usize,
    },

    /// Any other invalid argument.
    #[error("{function}: {message}")]
    Invalid {
        /// The function called.
        function: &'static str,
        /// What is wrong.
        message: String,
    },
}

/// The runtime error for a kernel error that names no backend: a data length that does not
/// match a shape becomes [`Error::ShapeMismatch`], everything else [`Error::InvalidInput`]
/// with the whole message. (A backend's `raise` turns [`KernelError::UnsupportedDtype`] into
/// [`Error::UnsupportedDtype`] naming itself, and the rest through here.)
pub fn neutral(e: KernelError) -> Error {
    match e {
        KernelError::DataLength {
            function,
            shape,
            len,
        } => Error::ShapeMismatch {
            what: function,
            expected: shape,
            got: vec![len],
        },
        other => Error::InvalidInput(other.to_string()),
    }
}

/// Two operands that must share a dtype and do not.
pub(crate) fn operand_dtypes(function: &'static str, lhs: Dtype, rhs: Dtype) -> Error {
    neutral(KernelError::DtypeMismatch { function, lhs, rhs })
}

/// An array of `found` where `expected` was needed.
pub(crate) fn dtype_mismatch(function: &'static str, expected: Dtype, found: Dtype) -> Error {
    neutral(KernelError::Invalid {
        function,
        message: format!("expected an array of `{expected}`, found `{found}`"),
    })
}

/// Operands whose shapes do not fit together, and `why`.
pub(crate) fn shapes(
    function: &'static str,
    lhs: &[usize],
    rhs: &[usize],
    why: &'static str,
) -> Error {
    Error::Shapes {
        function,
        lhs: lhs.to_vec(),
        rhs: rhs.to_vec(),
        why,
    }
}

/// `len` elements given for `shape`.
pub(crate) fn data_length(function: &'static str, shape: &[usize], len: usize) -> Error {
    neutral(KernelError::DataLength {
        function,
        shape: shape.to_vec(),
        len,
    })
}

/// Any other invalid argument, and what is wrong with it.
pub(crate) fn invalid(function: &'static str, message: impl Into<String>) -> Error {
    neutral(KernelError::Invalid {
        function,
        message: message.into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_onto_the_runtime_variants() {
        let e = data_length("from_vec", &[2, 2], 3);
        assert!(matches!(
            e,
            Error::ShapeMismatch {
                what: "from_vec",
                ..
            }
        ));
        let e = invalid("clip", "the min bound 1.5 is not an integer");
        assert_eq!(
            e.to_string(),
            Error::InvalidInput("clip: the min bound 1.5 is not an integer".into()).to_string()
        );
    }
}
