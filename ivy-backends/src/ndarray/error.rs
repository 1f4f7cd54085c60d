//! The errors of the ndarray kernels: [`KernelError`], and the constructors kernels use.
//!
//! Kernels return [`ivy_runtime::Result`]; every error they raise is built here, as a
//! [`KernelError`] converted by [`raise`], so the mapping onto the runtime's error variants
//! lives in one place.

use ivy_runtime::{Backend, Dtype, DtypeSet, Error};

use super::backend::{NDARRAY_VERSION, NdArrayBackend};

/// What went wrong in an ndarray kernel. Every variant names the function.
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

/// The runtime error for a kernel error: an unsupported dtype becomes
/// [`Error::UnsupportedDtype`] (no casting mode applies at the kernel level), a data length
/// that does not match a shape [`Error::ShapeMismatch`], and everything else
/// [`Error::InvalidInput`] with the whole message.
pub fn raise(e: KernelError) -> Error {
    match e {
        KernelError::UnsupportedDtype {
            function,
            dtype,
            accepted,
        } => Error::UnsupportedDtype {
            function,
            dtype,
            backend: <NdArrayBackend as Backend>::NAME,
            version: NDARRAY_VERSION.to_owned(),
            supported: accepted,
            helpful_modes: Vec::new(),
        },
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

impl From<KernelError> for Error {
    fn from(e: KernelError) -> Error {
        raise(e)
    }
}

pub(crate) fn unsupported_dtype(function: &'static str, dtype: Dtype, accepted: DtypeSet) -> Error {
    raise(KernelError::UnsupportedDtype {
        function,
        dtype,
        accepted,
    })
}

pub(crate) fn operand_dtypes(function: &'static str, lhs: Dtype, rhs: Dtype) -> Error {
    raise(KernelError::DtypeMismatch { function, lhs, rhs })
}

pub(crate) fn dtype_mismatch(function: &'static str, expected: Dtype, found: Dtype) -> Error {
    raise(KernelError::Invalid {
        function,
        message: format!("expected an array of `{expected}`, found `{found}`"),
    })
}

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

pub(crate) fn data_length(function: &'static str, shape: &[usize], len: usize) -> Error {
    raise(KernelError::DataLength {
        function,
        shape: shape.to_vec(),
        len,
    })
}

pub(crate) fn invalid(function: &'static str, message: impl Into<String>) -> Error {
    raise(KernelError::Invalid {
        function,
        message: message.into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_onto_the_runtime_variants() {
        let e = unsupported_dtype("abs", Dtype::Bool, DtypeSet::NUMERIC);
        assert!(matches!(
            e,
            Error::UnsupportedDtype {
                function: "abs",
                dtype: Dtype::Bool,
                backend: "ndarray",
                ..
            }
        ));
        let e = data_length("from_vec", &[2, 2], 3);
        assert!(matches!(
            e,
            Error::ShapeMismatch {
                what: "from_vec",
                ..
            }
        ));
    }
}
