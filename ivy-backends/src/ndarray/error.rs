//! The errors of the ndarray kernels: [`KernelError`], and the constructors kernels use.
//!
//! Kernels return [`ivy_runtime::Result`]; every error they raise is built here, as a
//! [`KernelError`] converted by [`raise`], so the mapping onto the runtime's error variants
//! lives in one place.

use ivy_runtime::{Dtype, DtypeSet, Error};

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

    /// Two shapes that had to broadcast together (or to match, e.g. a matrix product's inner
    /// dimensions) do not.
    #[error("{function}: shapes {lhs:?} and {rhs:?} {why}")]
    Shapes {
        /// The function called.
        function: &'static str,
        /// The first shape.
        lhs: Vec<usize>,
        /// The second shape.
        rhs: Vec<usize>,
        /// What they fail at, e.g. `"do not broadcast"`.
        why: &'static str,
    },

    /// An axis outside `-ndim..ndim`.
    #[error("{function}: axis {axis} is out of range for an array of {ndim} dimension(s)")]
    AxisOutOfRange {
        /// The function called.
        function: &'static str,
        /// The axis given.
        axis: isize,
        /// The number of dimensions of the array.
        ndim: usize,
    },

    /// Casting complex values to a real dtype, which would drop the imaginary part.
    #[error(
        "astype: casting `{from}` to `{to}` would drop the imaginary part; take the real \
         part (or the magnitude) first if that is what you want"
    )]
    ComplexToReal {
        /// The complex dtype.
        from: Dtype,
        /// The real dtype asked for.
        to: Dtype,
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

/// The backend's name, as errors give it.
pub const BACKEND: &str = "ndarray";
/// The ndarray version this backend is built against, as errors give it.
pub const NDARRAY_VERSION: &str = "0.17";

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
            backend: BACKEND,
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
    raise(KernelError::Shapes {
        function,
        lhs: lhs.to_vec(),
        rhs: rhs.to_vec(),
        why,
    })
}

pub(crate) fn data_length(function: &'static str, shape: &[usize], len: usize) -> Error {
    raise(KernelError::DataLength {
        function,
        shape: shape.to_vec(),
        len,
    })
}

pub(crate) fn axis(function: &'static str, axis: isize, ndim: usize) -> Error {
    raise(KernelError::AxisOutOfRange {
        function,
        axis,
        ndim,
    })
}

pub(crate) fn complex_to_real(from: Dtype, to: Dtype) -> Error {
    raise(KernelError::ComplexToReal { from, to })
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
        let e = shapes("add", &[2, 3], &[4], "do not broadcast together");
        assert_eq!(
            e,
            Error::InvalidInput("add: shapes [2, 3] and [4] do not broadcast together".into())
        );
        let e = complex_to_real(Dtype::Complex64, Dtype::Float32);
        assert!(e.to_string().contains("imaginary"));
    }
}
