//! What an installed kernel is called with: the call's context ([`CallCtx`]), and the erased
//! fast paths a function's slots hold beside its kernels.

use ivy_grammar::Dtype;

use super::BackendId;
use crate::array::Array;
use crate::backend::BackendError;
use crate::error::Result;
use crate::storage::NativeRef;

/// What a kernel thunk needs besides its arguments.
pub struct CallCtx {
    backend: BackendId,
    function: &'static str,
}

impl CallCtx {
    /// The context of a call of `function` on `backend`.
    #[inline]
    pub(crate) fn new(backend: BackendId, function: &'static str) -> CallCtx {
        CallCtx { backend, function }
    }

    /// The native array of an argument, as the kernel's backend types it.
    #[inline]
    pub fn native<'a, N: 'static>(&self, a: &'a Array) -> Result<NativeRef<'a, N>> {
        a.native::<N>()
    }

    /// An optional argument's native array.
    #[inline]
    pub fn native_opt<'a, N: 'static>(
        &self,
        a: Option<&'a Array>,
    ) -> Result<Option<NativeRef<'a, N>>> {
        a.map(|a| a.native::<N>()).transpose()
    }

    /// The native arrays of a list argument's prepared arrays, read.
    pub fn natives<'a, N: 'static>(&self, list: &'a [Array]) -> Result<Vec<NativeRef<'a, N>>> {
        list.iter().map(|a| a.native::<N>()).collect()
    }

    /// Runs backend code of the kernel's call (a fast path), turning its error into ivy's
    /// (naming the function and backend) and a panic in it into [`Error::KernelPanic`].
    pub(crate) fn contain<T, E: Into<BackendError>>(
        &self,
        code: impl FnOnce() -> std::result::Result<T, E>,
    ) -> Result<T> {
        let (function, backend) = (self.function, self.backend);
        crate::panics::contain(function, backend, || {
            code().map_err(|e| e.into().into_error(function, backend.name()))
        })
    }

    /// The backend the kernel runs on.
    #[inline]
    pub fn backend(&self) -> BackendId {
        self.backend
    }

    /// The function being called.
    #[inline]
    pub fn function(&self) -> &'static str {
        self.function
    }
}

/// An installed `into` kernel, erased: what
/// [`IntoKernel`](crate::__private::IntoKernel) says, on arrays.
pub type IntoThunk = fn(inputs: &[&Array], out: &Array, ctx: &CallCtx) -> Result<bool>;

/// An installed `mixed_dtypes` kernel, erased: what
/// [`MixedKernel`](crate::__private::MixedKernel) says, on arrays.
pub type MixedThunk = fn(inputs: &[&Array], dtype: Dtype, ctx: &CallCtx) -> Result<Option<Array>>;
