//! What an installed kernel is called with: the call's context ([`CallCtx`]), and the erased
//! fast paths a function's slots hold beside its kernels.

use ivy_grammar::Dtype;

use super::BackendId;
use crate::array::Array;
use crate::backend::BackendError;
use crate::error::Result;
use crate::host::HostElement;
use crate::scalar::Scalar;
use crate::storage::{ArgRef, NativeRef};

/// What a kernel thunk needs besides its arguments.
pub struct CallCtx {
    backend: BackendId,
    function: &'static str,
    /// The address of the call's kept literal array, 0 if it has none: an argument the call
    /// alone holds, which [`CallCtx::arg`] reads without its lock.
    literal: usize,
}

impl CallCtx {
    /// The context of a call of `function` on `backend`.
    #[inline]
    pub(crate) fn new(backend: BackendId, function: &'static str) -> CallCtx {
        CallCtx {
            backend,
            function,
            literal: 0,
        }
    }

    /// The context of a call of `function` on `backend` that holds `literal` alone: its kept
    /// literal array, which no other call under way has and whose storage nothing else holds
    /// ([`crate::call`]'s `Literal::kept`).
    #[inline]
    pub(crate) fn with_literal(
        backend: BackendId,
        function: &'static str,
        literal: Option<&Array>,
    ) -> CallCtx {
        CallCtx {
            backend,
            function,
            literal: literal.map_or(0, |a| std::ptr::from_ref(a).addr()),
        }
    }

    /// Whether the call has a kept literal among its arguments ([`CallCtx::arg`]).
    #[inline(always)]
    pub(crate) fn has_literal(&self) -> bool {
        self.literal != 0
    }

    /// The native array of an argument of a kernel that takes arrays alone (its thunk passes
    /// the kernel nothing but the native arrays): the call's kept literal without its lock, as
    /// no one else can reach it while the kernel runs; any other array locked, as
    /// [`CallCtx::native`].
    #[inline(always)]
    pub(crate) fn arg<'a, N: 'static>(&self, a: &'a Array) -> Result<ArgRef<'a, N>> {
        if std::ptr::from_ref(a).addr() == self.literal {
            // SAFETY: `a` is the call's kept literal, which no other call under way has and no
            // clone shares (taken so; its storage unshared is checked again here). The thunk
            // passes the kernel its native array only, so no clone is made while it lives.
            #[allow(unsafe_code)]
            if let Some(native) = unsafe { a.native_alone::<N>() } {
                return Ok(ArgRef::alone(native));
            }
        }
        a.native::<N>().map(ArgRef::locked)
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

/// An installed `scalar` kernel, erased: what
/// [`ScalarKernel`](crate::__private::ScalarKernel) says, on arrays.
pub type ScalarThunk =
    fn(x: &Array, operand: ScalarOperand, ctx: &CallCtx) -> Result<Option<Array>>;

/// The literal operand of a call a `scalar` kernel computes
/// ([`ScalarKernel`](crate::__private::ScalarKernel)): a value that gives way to the
/// array operand's dtype under the promotion rules in force and fits it (the runtime checked
/// both), and whether it is the function's first argument (`2 - x`) or its second (`x - 2`).
///
/// ```
/// use ivy::{Scalar, ScalarOperand};
///
/// let two = ScalarOperand::new(Scalar::Int(2), false);
/// assert_eq!(two.value::<f32>(), 2.0);
/// assert!(!two.is_first());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScalarOperand {
    value: Scalar,
    first: bool,
}

impl ScalarOperand {
    /// The literal `value`, the function's first argument if `first`, else its second.
    #[inline]
    pub fn new(value: Scalar, first: bool) -> ScalarOperand {
        ScalarOperand { value, first }
    }

    /// The literal in the element type `T` of the array operand's dtype, as a 0-d array of it
    /// would hold it ([`HostElement::from_literal`](crate::HostElement::from_literal)).
    #[inline]
    pub fn value<T: HostElement>(self) -> T {
        T::from_literal(self.value)
    }

    /// Whether the literal is the function's first argument.
    #[inline]
    pub fn is_first(self) -> bool {
        self.first
    }
}
