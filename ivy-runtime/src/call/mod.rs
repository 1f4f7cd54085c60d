//! The wrapper chain of one call, as the generated code drives it.
//!
//! * [`plan`]: which dtypes a call computes in, under a casting mode;
//! * [`convert`]: the inputs cast and moved for the kernel;
//! * [`composed`]: the entry of a compositional body;
//! * [`entry`]: the bodies of declared functions, generic over their declaration;
//! * [`typed`]: the same steps on types, for `f::output_type`;
//!
//! A declared function's body is one call of [`entry`]'s generic functions, which select
//! the backend ([`Call::select`]), read the function's kernel slot for it, let a partial-mixed
//! handler choose the path, prepare the inputs ([`Call::prepare`]: promotion, dtype and device
//! inference, the support check with casting modes, moving arrays to the backend), call the
//! kernel inside [`Call::run`] (which turns a kernel's panic into an error), and end with
//! [`Call::cast_back`] (to a requested dtype that a casting mode replaced), then
//! [`write_out`]. A function with one output and an `out` argument prepares with
//! [`Call::prepare_into`] instead, which takes the backend's fast paths where its slot has them
//! ([`fast_paths`]: inputs of mixed dtypes, or straight into `out`); without `out`, an array
//! and a literal go to the backend's `scalar` kernel where it has one ([`call_into`]).

use ivy_grammar::Device;
use ivy_grammar::Dtype;

mod arrays;
mod callee;
mod composed;
mod convert;
mod declared;
mod entry;
mod fast_paths;
mod list;
mod literal;
mod plan;
mod typed;

pub use crate::array::ArrayLike;
pub use crate::registry::{TypeParam, TypesOf, Typing, distribute};
pub use crate::scalar::Like;
pub use arrays::{Arity, Arrays, ArraysCall, ArraysFn, arrays_signature, with};
pub use callee::{
    ComposedCallee, IvyFunction, NotAnIvyFunction, StandaloneCallee, callee, standalone_callee,
    undeclared,
};
pub use composed::Composed;
pub use declared::{
    Declared, Fallible, Input, KernelError, Native, OptInput, SlotsOf, SlotsOfFunction, Thunk,
    Thunked,
};
pub use entry::{
    Given, Kernel, Leaves, PLAIN, arg, call, call_into, call_out, composed, given, infer, mixed,
    mixed_kernel, nested, opt_arg, passed, type_call, types,
};
use fast_paths::compute_mixed;
pub use fast_paths::{
    FastPaths, IntoKernel, MixedKernel, ScalarKernel, run_into, run_mixed, run_scalar,
};
pub use list::{List, ListArg, refs};
use literal::Literal;
pub use typed::{TypeCall, TypeLike, TypeOutputs};

use crate::array::Array;
use crate::backend::BackendError;
use crate::backend_stack;
use crate::error::{Error, Result};
use crate::outputs::Outputs;
use crate::registry::{BackendId, FunctionDecl, Support, registered};
pub use crate::registry::{CallCtx, IntoThunk, MixedThunk, ScalarOperand, ScalarThunk};
use crate::scalar::Scalar;

/// How a call decides its dtype argument.
#[derive(Clone, Copy, Debug)]
pub enum DtypeArg<'a> {
    /// The function has no dtype argument.
    None,
    /// `#[infer_dtype]`: the requested dtype, else the inputs' dtype, else the kind of the
    /// relevant scalars, else the global default.
    Infer(Option<Dtype>, &'a [Scalar]),
    /// A dtype argument the kernel decides itself (`full`: the fill value decides).
    Passed(Option<Dtype>),
}

/// A call in progress, with its `N` array inputs prepared (held inline: no allocation).
pub struct Call<'a, const N: usize> {
    decl: &'static FunctionDecl,
    backend: BackendId,
    device: Device,
    arrays: [Prepared<'a>; N],
    /// The arrays made for the kernel, and the list, condition, index and values arguments,
    /// prepared, for the calls that have any (behind one pointer: the common call, whose
    /// inputs are right as given, checks and drops nothing more).
    extra: Option<Box<Extra<'a>>>,
    /// The 0-d array of a weak scalar input taken as given otherwise ([`Prepared::Literal`]).
    literal: Literal,
    dtype: Option<Dtype>,
    cast_back: Option<Dtype>,
    /// Whether the results are weakly typed ([`Call::plan`]).
    weak: bool,
}

/// What a call prepared beyond the inputs it takes as given.
struct Extra<'a> {
    /// The arrays made for the kernel (inputs converted, a condition in its truth dtype),
    /// which [`Prepared::Made`] index.
    made: Vec<Array>,
    /// The list argument's arrays.
    list: Vec<Array>,
    /// The condition argument.
    condition: Prepared<'a>,
    /// The index argument.
    indices: Prepared<'a>,
    /// The values argument.
    values: Prepared<'a>,
}

impl<const N: usize> Drop for Call<'_, N> {
    // Always: the common call has no `extra`, and its drop stays a branch inlined (with the
    // extra's drop inside, LLVM kept the whole drop out of line).
    #[inline(always)]
    fn drop(&mut self) {
        if let Some(extra) = self.extra.take() {
            drop_extra(extra);
        }
    }
}

/// Drops what a call prepared beyond its inputs (out of line: see `Call`'s drop).
#[inline(never)]
fn drop_extra(extra: Box<Extra<'_>>) {
    drop(extra);
}

impl Extra<'_> {
    /// Only the arrays made for the kernel.
    fn made(made: Vec<Array>) -> Self {
        Extra {
            made,
            list: Vec::new(),
            condition: Prepared::Absent,
            indices: Prepared::Absent,
            values: Prepared::Absent,
        }
    }
}

/// A prepared input: the caller's array when it is right as given (no reference count
/// traffic on the common path), else the one made for the kernel (kept in the call's
/// [`Extra`]: a `Call` of given inputs has nothing to drop).
#[derive(Clone, Copy)]
enum Prepared<'a> {
    /// An absent optional input.
    Absent,
    Given(&'a Array),
    /// The made array at this index of [`Extra::made`].
    Made(usize),
    /// The call's [`Literal`].
    Literal,
}

impl CallCtx {
    /// Wraps a kernel's result: its native outputs, or its error (which names the function).
    #[inline]
    pub fn wrap<R: Outputs, N: Send + Sync + 'static, E: Into<BackendError>>(
        &self,
        result: std::result::Result<R::Native<N>, E>,
    ) -> Result<R> {
        crate::outputs::kernel_result::<R, N, E>(self.backend(), self.function(), result)
    }
}

impl Call<'_, 0> {
    /// Picks the backend: the scoped or set backend, else the first array argument's, else
    /// the default backend.
    #[inline]
    pub fn select(inputs: &[Option<ArrayLike<'_>>]) -> Result<BackendId> {
        Self::select_with(inputs, None)
    }

    /// [`Call::select`], the list argument's first array counting after the inputs.
    #[inline]
    pub fn select_with(
        inputs: &[Option<ArrayLike<'_>>],
        list: Option<ListArg<'_>>,
    ) -> Result<BackendId> {
        let first = inputs
            .iter()
            .find_map(|i| match i {
                Some(ArrayLike::Array(a)) => Some(a.backend()),
                _ => None,
            })
            .or_else(|| list.and_then(|l| l.list.first()).map(Array::backend));
        backend_stack::select(first)
    }

    /// The error for a primary function without a kernel on the backend.
    pub fn no_kernel(decl: &'static FunctionDecl, backend: BackendId) -> Error {
        Error::NoKernel {
            function: decl.name,
            backend: backend.name(),
            reason: backend.absent_reason(decl),
        }
    }
}

/// What a call is prepared from.
#[derive(Clone, Copy, Debug)]
pub struct Request<'r, 'a, const N: usize> {
    /// The function called.
    pub decl: &'static FunctionDecl,
    /// The backend it runs on.
    pub backend: BackendId,
    /// The dtypes and devices its kernel supports there, when a kernel will run.
    pub support: Option<&'r Support>,
    /// Its array-like inputs.
    pub inputs: &'r [Option<ArrayLike<'a>>; N],
    /// Its dtype and device arguments and the other arguments planned with the inputs.
    pub given: Given<'a>,
}

impl<'a, const N: usize> Call<'a, N> {
    /// Prepares the request's inputs for the kernel on its backend.
    ///
    /// Array-like inputs are promoted together under the active rules (weak scalars taking the
    /// arrays' dtype) and made arrays of the common dtype on the backend. When the request has
    /// a `support` (a kernel will run), the common dtype and the resolved dtype argument must
    /// be supported on the device, or be cast under the casting mode in force.
    pub fn prepare(r: Request<'_, 'a, N>) -> Result<Call<'a, N>> {
        if let Some(AsGiven::Call(call)) = Self::as_given(r, |_| None) {
            return Ok(call);
        }
        if let Some(call) = Self::with_weak_scalars(r) {
            return call;
        }
        let (plan, device, weak, moves) = Self::plan(r)?;
        Self::convert(r, device, plan, weak, moves)
    }

    /// [`Call::prepare`] for a function with one output and an `out` argument, taking the
    /// backend's fast paths for it (`fast`) where they apply: inputs of different dtypes
    /// converted as they are read, or the result written straight into `out`'s own buffer
    /// (every clone of `out` then sees it, nothing is allocated). [`Direct::Done`] then, with
    /// the result for [`write_out`] (`out` itself when written into it); else the call,
    /// prepared for its kernel.
    pub fn prepare_into(
        r: Request<'_, 'a, N>,
        out: Option<&Array>,
        fast: FastPaths,
    ) -> Result<Direct<'a, N>> {
        let call = match Self::as_given(r, |_| None) {
            Some(AsGiven::Call(call)) => call,
            // (No `scalar` kernel named: never `AsGiven::Scalar`.)
            _ if let Some(call) = Self::with_weak_scalars(r) => call?,
            _ => {
                let (plan, device, weak, moves) = Self::plan(r)?;
                let Request {
                    decl,
                    backend,
                    inputs,
                    ..
                } = r;
                if let (Some(mixed), Some(compute), None, false) =
                    (fast.mixed, plan.compute, plan.cast_back, moves)
                    && inputs
                        .iter()
                        .any(|i| matches!(i, Some(ArrayLike::Array(a)) if a.dtype() != compute))
                    && let Some(made) = compute_mixed(mixed, decl, backend, inputs, compute)?
                {
                    return Ok(Direct::Done(made.with_weak(weak)));
                }
                Self::convert(r, device, plan, weak, moves)?
            }
        };
        Ok(match (fast.into, out) {
            (Some(into), Some(out)) => match call.compute_into(into, out)? {
                Some(written) => Direct::Done(written),
                None => Direct::Kernel(call),
            },
            _ => Direct::Kernel(call),
        })
    }

    /// The common call, prepared at once: every input an array on `backend`, all of one dtype
    /// and device, which the kernel takes as they are (no dtype argument, no device asked
    /// for), none weak; or, after the first, one literal that gives way to that dtype: with
    /// one array, in either place, the backend's `scalar` kernel where `scalar_kernel` names
    /// one ([`AsGiven::Scalar`]), else the 0-d array of the literal the thread has kept
    /// ([`Literal::kept`]: `x + 2` in a loop). Nothing to promote, convert or cast: the plan
    /// [`plan_dtypes`] would make, without its general steps. `None` for any other call, which
    /// takes the general path (and gets its errors there).
    // Always: the common call's path, inlined into each function's call (LLVM stopped
    // doing it unasked once the functions of arrays only shared one generic builder).
    #[inline(always)]
    fn as_given(
        r: Request<'_, 'a, N>,
        scalar_kernel: impl Fn(BackendId) -> Option<ScalarThunk>,
    ) -> Option<AsGiven<'a, N>> {
        let Some(Some(ArrayLike::Array(first))) = r.inputs.first() else {
            // A literal before the array (`2 - x`), for the `scalar` kernel.
            let [Some(ArrayLike::Scalar(s)), Some(ArrayLike::Array(x))] = r.inputs.as_slice()
            else {
                return None;
            };
            let thunk = scalar_kernel(r.backend)?;
            let (dtype, device) = Self::kept_type(r, x)?;
            return (taken_as_is(x, r.backend, dtype, device)
                && crate::promotion::gives_way(*s, dtype))
            .then(|| AsGiven::Scalar(x, ScalarOperand::new(*s, true), thunk));
        };
        let (dtype, device) = Self::kept_type(r, first)?;
        let mut arrays = [Prepared::Absent; N];
        let mut literal = Literal::default();
        for (slot, input) in arrays.iter_mut().zip(r.inputs) {
            match input {
                Some(ArrayLike::Array(a)) if taken_as_is(a, r.backend, dtype, device) => {
                    *slot = Prepared::Given(a);
                }
                Some(ArrayLike::Scalar(s)) if literal.array().is_none() => {
                    // The second of two inputs: `first` and the literal, read as a value.
                    if N == 2
                        && let Some(thunk) = scalar_kernel(r.backend)
                    {
                        let operand = ScalarOperand::new(*s, false);
                        return crate::promotion::gives_way(*s, dtype)
                            .then_some(AsGiven::Scalar(first, operand, thunk));
                    }
                    // A literal the thread has kept the array of, as the arrays are taken.
                    literal = Literal::kept(r.backend, s, dtype, device)?;
                    *slot = Prepared::Literal;
                }
                _ => return None,
            }
        }
        Some(AsGiven::Call(Call {
            decl: r.decl,
            backend: r.backend,
            device,
            arrays,
            extra: None,
            literal,
            dtype: None,
            cast_back: None,
            weak: false,
        }))
    }

    /// The dtype and device a call computes in when its array input `first` decides them as
    /// it is: the request has no dtype, device, list, condition, index or values argument, a
    /// kernel will run, and it takes `first`'s dtype on `first`'s device as given. `None`
    /// otherwise.
    // Always: the common call's path (see `as_given`).
    #[inline(always)]
    fn kept_type(r: Request<'_, 'a, N>, first: &Array) -> Option<(Dtype, Device)> {
        let (Some(support), DtypeArg::None, None, None, None, None, None) = (
            r.support,
            r.given.dtype,
            r.given.device,
            r.given.list,
            r.given.condition,
            r.given.indices,
            r.given.values,
        ) else {
            return None;
        };
        let (dtype, device) = (first.dtype(), first.device());
        (r.decl.input_dtype(dtype) == dtype
            && support.dtypes_on(device).contains(dtype)
            && registered(r.backend).supports_device(device))
        .then_some((dtype, device))
    }

    /// [`Call::as_given`] with weak scalars among the inputs (`x + 2`, `2 - x`): where each
    /// gives way to the arrays' dtype under the active rules and fits it, promotion changes
    /// nothing, so the scalars are made 0-d arrays of that dtype (the first one kept for the
    /// thread's next call: [`Literal`]) and the arrays are taken as given, the general path's
    /// plan without its general steps. `None` for any other call (out of line: the general
    /// path handles it, and its errors).
    #[inline(never)]
    pub(super) fn with_weak_scalars(r: Request<'_, 'a, N>) -> Option<Result<Call<'a, N>>> {
        let first = r.inputs.iter().find_map(|i| match i {
            Some(ArrayLike::Array(a)) => Some(*a),
            _ => None,
        })?;
        let (dtype, device) = Self::kept_type(r, first)?;
        let fits = r.inputs.iter().all(|input| match input {
            Some(ArrayLike::Array(a)) => taken_as_is(a, r.backend, dtype, device),
            Some(ArrayLike::Scalar(s)) => crate::promotion::gives_way(*s, dtype),
            None => false,
        });
        if !fits {
            return None;
        }
        let mut made = Vec::new();
        let mut literal = Literal::default();
        let mut arrays = [Prepared::Absent; N];
        for (slot, input) in arrays.iter_mut().zip(r.inputs) {
            *slot = match *input {
                Some(ArrayLike::Scalar(s)) if literal.array().is_none() => {
                    match Literal::kept(r.backend, &s, dtype, device)
                        .map_or_else(|| Literal::made(r.backend, s, dtype, device), Ok)
                    {
                        Ok(kept) => literal = kept,
                        Err(e) => return Some(Err(e)),
                    }
                    Prepared::Literal
                }
                Some(ArrayLike::Scalar(s)) => match Array::scalar(r.backend, s, dtype, device) {
                    Ok(a) => convert::made_from(&mut made, a),
                    Err(e) => return Some(Err(e)),
                },
                Some(ArrayLike::Array(a)) => Prepared::Given(a),
                None => Prepared::Absent,
            };
        }
        Some(Ok(Call {
            decl: r.decl,
            backend: r.backend,
            device,
            arrays,
            extra: (!made.is_empty()).then(|| Box::new(Extra::made(made))),
            literal,
            dtype: None,
            cast_back: None,
            weak: false,
        }))
    }

    /// The backend the call runs on.
    #[inline]
    pub fn backend(&self) -> BackendId {
        self.backend
    }

    /// The device the call runs on.
    #[inline]
    pub fn device(&self) -> Device {
        self.device
    }

    /// The resolved dtype argument (the backend kernel's `dtype: Dtype`).
    #[inline]
    pub fn dtype(&self) -> Dtype {
        self.dtype.unwrap_or(Dtype::Float32)
    }

    /// The dtype argument as the kernel should see it, where the function decides it itself.
    #[inline]
    pub fn dtype_opt(&self) -> Option<Dtype> {
        self.dtype
    }

    /// The prepared array input at `index`.
    #[inline]
    pub fn array(&self, index: usize) -> &Array {
        self.opt_array(index)
            .unwrap_or_else(|| unreachable!("required array inputs are always prepared"))
    }

    /// The prepared condition argument, in the backend's truth dtype (see
    /// [`Given::with_condition`]).
    #[inline]
    pub fn condition(&self) -> &Array {
        self.planned(|e| e.condition)
    }

    /// The prepared index argument: on the call's backend, in its own integer dtype where the
    /// backend holds it, else `int64` (see [`Given::with_indices`]); a kernel reads any
    /// integer dtype.
    #[inline]
    pub fn indices(&self) -> &Array {
        self.planned(|e| e.indices)
    }

    /// The prepared values argument, in the inputs' dtype (see [`Given::with_values`]).
    #[inline]
    pub fn values(&self) -> &Array {
        self.planned(|e| e.values)
    }

    /// An argument the call planned apart from its inputs (`which` of [`Extra`]): a function
    /// whose declaration has one is always called with it, so it is always prepared.
    #[inline]
    fn planned(&self, which: impl FnOnce(&Extra<'a>) -> Prepared<'a>) -> &Array {
        self.extra
            .as_ref()
            .and_then(|e| self.get(which(e)))
            .unwrap_or_else(|| unreachable!("a declared argument is always prepared"))
    }

    /// The prepared list argument's arrays.
    #[inline]
    pub fn list(&self) -> &[Array] {
        self.extra.as_ref().map_or(&[], |e| &e.list)
    }

    /// The prepared optional array input at `index`.
    #[inline]
    pub fn opt_array(&self, index: usize) -> Option<&Array> {
        self.get(self.arrays[index])
    }

    /// The array a prepared input is.
    #[inline]
    fn get(&self, prepared: Prepared<'a>) -> Option<&Array> {
        match prepared {
            Prepared::Absent => None,
            Prepared::Given(a) => Some(a),
            Prepared::Made(i) => self.extra.as_ref().and_then(|e| e.made.get(i)),
            Prepared::Literal => self.literal.array(),
        }
    }

    /// The context a thunk needs.
    pub fn ctx(&self) -> CallCtx {
        CallCtx::with_literal(self.backend, self.decl.name, self.literal.array())
    }

    /// Runs a kernel, turning a panic inside it into [`Error::KernelPanic`] (printing
    /// nothing).
    #[inline]
    pub fn run<R>(&self, kernel: impl FnOnce() -> Result<R>) -> Result<R> {
        crate::panics::contain(self.decl.name, self.backend, kernel)
    }

    /// Casts the outputs the kernel computed in the replaced dtype back to the dtype the
    /// caller asked for, where a casting mode replaced it.
    #[inline]
    pub fn cast_back<R: Outputs>(&self, result: R) -> Result<R> {
        match (self.cast_back, self.dtype) {
            (Some(asked), Some(computed)) => result.cast_back(computed, asked),
            _ => Ok(result),
        }
    }
}

/// Whether the array input `a` is right as given for a kernel on `backend` computing in `dtype`
/// on `device`: nothing to convert or move, and strong.
#[inline(always)]
fn taken_as_is(a: &Array, backend: BackendId, dtype: Dtype, device: Device) -> bool {
    a.backend() == backend && a.dtype() == dtype && a.device() == device && !a.is_weak()
}

/// What [`Call::as_given`] makes of a request it takes.
pub(super) enum AsGiven<'a, const N: usize> {
    /// The call, prepared.
    Call(Call<'a, N>),
    /// Two inputs, an array and a literal in either order, for the backend's `scalar` kernel:
    /// the array (taken as given), the literal (which gives way to its dtype and fits it), and
    /// the kernel's call.
    Scalar(&'a Array, ScalarOperand, ScalarThunk),
}

/// What [`Call::prepare_into`] leaves to do.
pub enum Direct<'a, const N: usize> {
    /// The backend computed the call without the function's kernel: the result, `out` itself
    /// when it was written into.
    Done(Array),
    /// The call, prepared for its kernel.
    Kernel(Call<'a, N>),
}

/// `handle_out` for `function`'s result: see [`Outputs::write_out`].
#[inline(always)]
pub fn write_out<R: Outputs>(
    function: &'static str,
    result: R,
    out: Option<R::Out<'_>>,
) -> Result<R> {
    match out {
        None => Ok(result),
        out => result.write_out(function, out),
    }
}
