//! The fast paths a backend may register beside a function's kernel, in the function's slots
//! (see [`KernelForm`](crate::registry::KernelForm)):
//!
//! * `#[implements(f for B, into)]`: an [`IntoKernel`] computes a call given `out` straight
//!   into `out`'s own buffer: nothing allocated, every clone of `out` sees the result;
//! * `#[implements(f for B, mixed_dtypes)]`: a [`MixedKernel`] computes from inputs of
//!   different dtypes, converting each element as it reads it, with no converted copy of an
//!   input made first;
//! * `#[implements(f for B, scalar)]`: a [`ScalarKernel`] computes a function of two arrays
//!   from one array and a literal operand (`x + 2`, `2 - x`, `x * t`), the literal read as a
//!   value ([`ScalarOperand`]), with no 0-d array made of it.
//!
//! All are for functions whose only arguments are arrays and that have one output (a
//! `scalar` kernel: two arrays). Each computes the same values as the function's kernel would
//! after the runtime's conversions, and may decline a call (`Ok(false)`, `Ok(None)`) it has no
//! loop for, having written nothing; the runtime then takes the kernel's path. Here the erased
//! calls of each: reading the inputs' native arrays, locking `out`, containing a panic, naming
//! the function in an error.

use ivy_grammar::Dtype;

use super::Call;
use crate::array::Array;
use crate::array::ArrayLike;
use crate::backend::BackendError;
use crate::error::Result;
use crate::registry::{BackendId, CallCtx, FunctionDecl, IntoThunk, MixedThunk, ScalarOperand};
use crate::storage::{NativeRef, slot};

/// An `into` kernel over a backend's native array type `N`: the function of `inputs` (its
/// array arguments in order, all of the dtype the call computes in) written into `out`;
/// `Ok(false)`, with `out` untouched, where `out` does not fit (another shape or dtype, a
/// layout the kernel cannot write) or the kernel has no loop for the inputs.
pub type IntoKernel<N, E> = fn(inputs: &[&N], out: &mut N) -> std::result::Result<bool, E>;

/// A `mixed_dtypes` kernel over a backend's native array type `N`: the function of `inputs`
/// (its array arguments in order, of different dtypes) computed in `dtype`, each element
/// converted as [`Backend::astype`](crate::Backend::astype) would convert it; `Ok(None)` where
/// the kernel has no loop for these inputs.
pub type MixedKernel<N, E> = fn(inputs: &[&N], dtype: Dtype) -> std::result::Result<Option<N>, E>;

/// A `scalar` kernel over a backend's native array type `N`: the function of two arrays
/// computed from the array `x` and the literal `operand` in its place (first or second), as
/// the function's kernel computes it from `x` and a 0-d array of the literal in `x`'s dtype;
/// `Ok(None)` where the kernel has no loop for `x`'s dtype.
pub type ScalarKernel<N, E> =
    fn(x: &N, operand: ScalarOperand) -> std::result::Result<Option<N>, E>;

/// The fast paths a function's slot has for the backend a call selected.
#[derive(Clone, Copy, Default)]
pub struct FastPaths {
    /// The `into` kernel.
    pub into: Option<IntoThunk>,
    /// The `mixed_dtypes` kernel.
    pub mixed: Option<MixedThunk>,
}

/// Calls an `into` kernel: the inputs read, `out` written only if no one is reading it.
pub fn run_into<N: Send + Sync + 'static, E: Into<BackendError>>(
    kernel: IntoKernel<N, E>,
    inputs: &[&Array],
    out: &Array,
    ctx: &CallCtx,
) -> Result<bool> {
    let Some(out) = slot::<N>(out.storage()) else {
        return Ok(false);
    };
    // The inputs are read-locked first, and `out` is written only if no one is reading it:
    // waiting for `out` while holding an input could deadlock with a call on another thread
    // writing to that input while reading `out`.
    with_natives::<N, bool>(inputs, |inputs| {
        let Some(mut out) = out.try_write() else {
            return Ok(false);
        };
        let Some(out) = out.as_mut() else {
            return Ok(false);
        };
        ctx.contain(|| kernel(inputs, out))
    })
    .map(|written| written.unwrap_or(false))
}

/// Calls a `mixed_dtypes` kernel.
pub fn run_mixed<N: Send + Sync + 'static, E: Into<BackendError>>(
    kernel: MixedKernel<N, E>,
    inputs: &[&Array],
    dtype: Dtype,
    ctx: &CallCtx,
) -> Result<Option<Array>> {
    let made =
        with_natives::<N, Option<N>>(inputs, |inputs| ctx.contain(|| kernel(inputs, dtype)))?;
    made.flatten()
        .map(|native| Array::from_result(ctx.backend(), native))
        .transpose()
}

/// Calls a `scalar` kernel on the array `x` (read-locked) and the literal `operand`.
pub fn run_scalar<N: Send + Sync + 'static, E: Into<BackendError>>(
    kernel: ScalarKernel<N, E>,
    x: &Array,
    operand: ScalarOperand,
    ctx: &CallCtx,
) -> Result<Option<Array>> {
    let (function, backend) = (ctx.function(), ctx.backend());
    // Read, computed and described inside one containment, as a kernel's thunk is: the
    // result is not moved out of it before it is an array. (`CallCtx::wrap` on the transposed
    // result did the same with 28 instructions more: the native array moved through it.)
    crate::panics::contain(function, backend, || {
        match kernel(&*x.native::<N>()?, operand) {
            Ok(Some(native)) => Array::from_result(backend, native).map(Some),
            Ok(None) => Ok(None),
            Err(e) => Err(e.into().into_error(function, backend.name())),
        }
    })
}

/// `f` of the native arrays of `inputs` (one to three), read-locked; `None` for more.
fn with_natives<N: 'static, R>(
    inputs: &[&Array],
    f: impl FnOnce(&[&N]) -> Result<R>,
) -> Result<Option<R>> {
    match *inputs {
        [x] => f(&[&*read(x)?]).map(Some),
        [x, y] => f(&[&*read(x)?, &*read(y)?]).map(Some),
        [x, y, z] => f(&[&*read(x)?, &*read(y)?, &*read(z)?]).map(Some),
        _ => Ok(None),
    }
}

fn read<N: 'static>(a: &Array) -> Result<NativeRef<'_, N>> {
    a.native::<N>()
}

impl<const N: usize> Call<'_, N> {
    /// Computes the call straight into `out`'s own buffer with the backend's `into` kernel,
    /// where `out` fits it (on the call's backend and device, sharing no storage with an input,
    /// nothing to cast back; the kernel checks shape, dtype and layout): `Some` of `out` then,
    /// every clone of `out` seeing the result, nothing allocated. `None` otherwise, with `out`
    /// untouched: the kernel then runs and [`write_out`] writes its result.
    #[inline(never)]
    pub(super) fn compute_into(&self, into: IntoThunk, out: &Array) -> Result<Option<Array>> {
        if self.cast_back.is_some() || out.backend() != self.backend || out.device() != self.device
        {
            return Ok(None);
        }
        let mut inputs: [&Array; N] = [out; N];
        for (index, input) in inputs.iter_mut().enumerate() {
            match self.opt_array(index) {
                Some(a) if !a.same_native(out) => *input = a,
                // An absent optional input, or one `out` would overwrite as it is read.
                _ => return Ok(None),
            }
        }
        let written = into(&inputs, out, &self.ctx())?;
        Ok(written.then(|| out.clone()))
    }
}

/// `decl` of `inputs` (arrays of different dtypes) computed in `dtype` by the backend's
/// `mixed_dtypes` kernel, where every input is an array on `backend`.
#[inline(never)]
pub(super) fn compute_mixed<const N: usize>(
    mixed: MixedThunk,
    decl: &'static FunctionDecl,
    backend: BackendId,
    inputs: &[Option<ArrayLike<'_>>; N],
    dtype: Dtype,
) -> Result<Option<Array>> {
    let Some(Some(ArrayLike::Array(first))) = inputs.first() else {
        return Ok(None);
    };
    let mut arrays: [&Array; N] = [*first; N];
    for (array, input) in arrays.iter_mut().zip(inputs) {
        match input {
            Some(ArrayLike::Array(a)) if a.backend() == backend => *array = a,
            _ => return Ok(None),
        }
    }
    mixed(&arrays, dtype, &CallCtx::new(backend, decl.name))
}
