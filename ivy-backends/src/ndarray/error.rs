//! The ndarray backend's errors: the shared ones ([`crate::kernel_error`]) and the one that
//! names this backend, a dtype a kernel does not take.

use ivy_runtime::{Backend, Dtype, DtypeSet, Error};

use super::backend::{NDARRAY_VERSION, NdArrayBackend};
pub use crate::kernel_error::KernelError;
pub(crate) use crate::kernel_error::{
    data_length, dtype_mismatch, invalid, operand_dtypes, shapes,
};

/// The runtime error for a kernel error: an unsupported dtype becomes
/// [`Error::UnsupportedDtype`] naming this backend (no casting mode applies at the kernel
/// level); the rest as everywhere ([`crate::kernel_error::neutral`]).
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
        other => crate::kernel_error::neutral(other),
    }
}

impl From<KernelError> for Error {
    fn from(e: KernelError) -> Error {
        raise(e)
    }
}

/// `function` called with a `dtype` outside the ones it takes, `accepted`.
pub(crate) fn unsupported_dtype(function: &'static str, dtype: Dtype, accepted: DtypeSet) -> Error {
    raise(KernelError::UnsupportedDtype {
        function,
        dtype,
        accepted,
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
    }
}
