//! The wrapper chain of one call, as the generated code drives it.
//!
//! * [`plan`]: which dtypes a call computes in, under a casting mode;
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
//! ([`fast_paths`]: inputs of mixed dtypes, or straight into `out`).

use ivy_grammar::Device;
use ivy_grammar::{Dtype, DtypeSet};

mod arrays;
mod composed;
mod declared;
mod entry;
mod fast_paths;
mod list;
mod plan;
mod typed;

pub use crate::array::ArrayLike;
pub use crate::registry::{TypeParam, TypesOf, Typing, distribute};
pub use crate::scalar::Like;
pub use arrays::{Arity, Arrays, ArraysCall, ArraysFn, with};
pub use composed::Composed;
pub use declared::{
    Declared, Fallible, Input, KernelError, Native, OptInput, SlotsOf, SlotsOfFunction, Thunk,
    Thunked,
};
pub use entry::{
    Given, Kernel, Leaves, PLAIN, arg, call, call_into, call_out, composed, given, infer, mixed,
    mixed_kernel, nested, opt_arg, passed, type_call, types,
};
pub use fast_paths::{FastPaths, IntoKernel, MixedKernel, run_into, run_mixed};
pub use list::{List, ListArg, refs};
use plan::{Plan, Wanted};
pub use typed::{TypeCall, TypeLike, TypeOutputs};

use crate::array::Array;
use crate::backend::BackendError;
use crate::backend_stack;
use crate::casting::{CastingMode, casting_mode};
use crate::error::{Error, Result};
use crate::outputs::Outputs;
use crate::promotion::{result_is_weak, result_type};
use crate::registry::{BackendId, FunctionDecl, Registered, Support, registered};
pub use crate::registry::{CallCtx, IntoThunk, MixedThunk};
use crate::scalar::{Operand, Scalar};

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
}

impl CallCtx {
    /// Wraps a kernel's result: its native outputs, or its error (which names the function).
    #[inline]
    pub fn wrap<R: Outputs, N: Send + Sync + 'static, E: Into<BackendError>>(
        &self,
        result: std::result::Result<R::Native<N>, E>,
    ) -> Result<R> {
        crate::outputs::kernel_result::<R, N, E>(self.backend, self.function, result)
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
        if let Some(call) = Self::as_given(r) {
            return Ok(call);
        }
        let (plan, device, weak) = Self::plan(r)?;
        Self::convert(r, device, plan, weak)
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
        let call = match Self::as_given(r) {
            Some(call) => call,
            None => {
                let (plan, device, weak) = Self::plan(r)?;
                let Request {
                    decl,
                    backend,
                    inputs,
                    ..
                } = r;
                if let (Some(mixed), Some(compute), None) =
                    (fast.mixed, plan.compute, plan.cast_back)
                    && inputs
                        .iter()
                        .any(|i| matches!(i, Some(ArrayLike::Array(a)) if a.dtype() != compute))
                    && let Some(made) = compute_mixed(mixed, decl, backend, inputs, compute)?
                {
                    return Ok(Direct::Done(made.with_weak(weak)));
                }
                Self::convert(r, device, plan, weak)?
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
    /// for), none weak. Nothing to promote, convert or cast: the plan [`plan_dtypes`] would
    /// make, without its general steps. `None` for any other call, which takes the general path
    /// (and gets its errors there).
    // Always: the common call's path, inlined into each function's call (LLVM stopped
    // doing it unasked once the functions of arrays only shared one generic builder).
    #[inline(always)]
    fn as_given(r: Request<'_, 'a, N>) -> Option<Call<'a, N>> {
        let (
            Some(support),
            DtypeArg::None,
            None,
            None,
            None,
            None,
            None,
            Some(Some(ArrayLike::Array(first))),
        ) = (
            r.support,
            r.given.dtype,
            r.given.device,
            r.given.list,
            r.given.condition,
            r.given.indices,
            r.given.values,
            r.inputs.first(),
        )
        else {
            return None;
        };
        let (dtype, device) = (first.dtype(), first.device());
        if r.decl.input_dtype(dtype) != dtype
            || !support.dtypes_on(device).contains(dtype)
            || !registered(r.backend).supports_device(device)
        {
            return None;
        }
        let mut arrays = [Prepared::Absent; N];
        for (slot, input) in arrays.iter_mut().zip(r.inputs) {
            match input {
                Some(ArrayLike::Array(a))
                    if a.backend() == r.backend
                        && a.dtype() == dtype
                        && a.device() == device
                        && !a.is_weak() =>
                {
                    *slot = Prepared::Given(a);
                }
                _ => return None,
            }
        }
        Some(Call {
            decl: r.decl,
            backend: r.backend,
            device,
            arrays,
            extra: None,
            dtype: None,
            cast_back: None,
            weak: false,
        })
    }

    /// The dtypes and device the call runs with, and whether its results are weakly typed:
    /// when the array-like inputs (the list's arrays promoted with them included) make a weak
    /// result under the active rules ([`result_is_weak`]) and no dtype is given.
    #[inline]
    fn plan(r: Request<'_, 'a, N>) -> Result<(Plan, Device, bool)> {
        let list = r.given.list.map(|l| l.list);
        let device = r
            .given
            .device
            .or_else(|| {
                r.inputs.iter().find_map(|i| match i {
                    Some(ArrayLike::Array(a)) => Some(a.device()),
                    _ => None,
                })
            })
            .or_else(|| list.and_then(List::first).map(Array::device))
            .unwrap_or(Device::Cpu);
        // Promotion: the dtype every array-like input takes (on the stack: no allocation).
        let mut operands = [Operand::Typed(Dtype::Bool); N];
        let mut count = 0;
        for input in r.inputs.iter().flatten() {
            operands[count] = match input {
                ArrayLike::Array(a) => Operand::from(*a),
                ArrayLike::Scalar(s) => Operand::Weak(*s),
            };
            count += 1;
        }
        let explicit = dtype_given(r.decl, r.given.dtype);
        let (plan, weak) = match r.given.list {
            // A list promoted with the inputs: one operand per element.
            Some(ListArg {
                list,
                keep_dtypes: false,
            }) => {
                let mut all = operands[..count].to_vec();
                all.extend(list.iter().map(Operand::from));
                let plan = plan_dtypes(r.decl, r.backend, r.support, device, &all, r.given.dtype)?;
                (plan, !explicit && result_is_weak(&all))
            }
            _ => {
                let operands = &operands[..count];
                let plan = plan_dtypes(
                    r.decl,
                    r.backend,
                    r.support,
                    device,
                    operands,
                    r.given.dtype,
                )?;
                (plan, !explicit && result_is_weak(operands))
            }
        };
        Ok((plan, device, weak))
    }

    /// The inputs on the backend, in the dtype the kernel computes in: cast, then moved.
    #[inline]
    fn convert(
        r: Request<'_, 'a, N>,
        device: Device,
        plan: Plan,
        weak: bool,
    ) -> Result<Call<'a, N>> {
        let target = plan.compute.unwrap_or(Dtype::Float32);
        let mut made = Vec::new();
        let condition = match r.given.condition {
            Some(c) => Self::convert_condition(r.backend, device, c, &mut made)?,
            None => Prepared::Absent,
        };
        let indices = match r.given.indices {
            Some((i, param)) => {
                Self::convert_indices(r.decl, r.backend, device, i, param, &mut made)?
            }
            None => Prepared::Absent,
        };
        let values = match r.given.values {
            Some((v, param)) => {
                Self::convert_values(r.decl, r.backend, v, param, target, &mut made)?
            }
            None => Prepared::Absent,
        };
        let list = match r.given.list {
            Some(list) => Self::convert_list(r.decl, r.backend, device, r.support, list, target)?,
            None => Vec::new(),
        };
        let mut arrays = [Prepared::Absent; N];
        for (slot, input) in arrays.iter_mut().zip(r.inputs) {
            *slot = match *input {
                None => Prepared::Absent,
                Some(ArrayLike::Array(a)) if a.backend() == r.backend && a.dtype() == target => {
                    Prepared::Given(a)
                }
                Some(ArrayLike::Array(a)) => {
                    made_from(&mut made, a.to_backend_as(r.backend, target)?)
                }
                Some(ArrayLike::Scalar(s)) => {
                    made_from(&mut made, Array::scalar(r.backend, s, target, device)?)
                }
            };
        }
        let extra = (!made.is_empty()
            || r.given.list.is_some()
            || r.given.condition.is_some()
            || r.given.indices.is_some()
            || r.given.values.is_some())
        .then(|| {
            Box::new(Extra {
                made,
                list,
                condition,
                indices,
                values,
            })
        });
        let (dtype, cast_back) = (plan.dtype, plan.cast_back);
        Ok(Call {
            decl: r.decl,
            backend: r.backend,
            device,
            arrays,
            extra,
            dtype,
            cast_back,
            weak,
        })
    }

    /// A condition argument on the backend, in its truth dtype: `bool` where the backend
    /// holds it, else `uint8` (0 or 1), each element's truth as `astype(bool)` reads it.
    fn convert_condition(
        backend: BackendId,
        device: Device,
        condition: &'a Array,
        made: &mut Vec<Array>,
    ) -> Result<Prepared<'a>> {
        let truth = if backend.valid_dtypes().contains(Dtype::Bool) {
            Dtype::Bool
        } else {
            Dtype::Uint8
        };
        if condition.backend() == backend && condition.dtype() == truth {
            return Ok(Prepared::Given(condition));
        }
        let host = condition.to_host()?.astype(Dtype::Bool)?.astype(truth)?;
        Ok(made_from(made, Array::from_host(backend, host, device)?))
    }

    /// An index argument on the backend as `int64`: of an integer dtype (else the error naming
    /// the function and `param`), its values kept (a `uint64` beyond `i64::MAX` becomes
    /// `i64::MAX`, out of range of every axis as it was).
    fn convert_indices(
        decl: &'static FunctionDecl,
        backend: BackendId,
        device: Device,
        indices: &'a Array,
        param: &'static str,
        made: &mut Vec<Array>,
    ) -> Result<Prepared<'a>> {
        crate::type_rules::gather::index_dtype(decl.name, param, indices.dtype())?;
        if indices.backend() == backend && indices.dtype() == Dtype::Int64 {
            return Ok(Prepared::Given(indices));
        }
        let host = indices.to_host()?;
        let host = match host.data() {
            crate::host::HostData::Uint64(u) => {
                let mut v = crate::alloc::result_vec(decl.name, host.shape())?;
                v.extend(u.iter().map(|&i| i.min(i64::MAX as u64) as i64));
                crate::host::HostArray::new(host.shape().to_vec(), v)?
            }
            _ => host.astype(Dtype::Int64)?,
        };
        Ok(made_from(made, Array::from_host(backend, host, device)?))
    }

    /// A values argument on the backend in `target`, the dtype the inputs are computed in:
    /// refused where its dtype does not cast to it (as `out=` refuses a result).
    fn convert_values(
        decl: &'static FunctionDecl,
        backend: BackendId,
        values: &'a Array,
        param: &'static str,
        target: Dtype,
        made: &mut Vec<Array>,
    ) -> Result<Prepared<'a>> {
        crate::type_rules::gather::values_dtype(decl.name, param, values.dtype(), target)?;
        if values.backend() == backend && values.dtype() == target {
            return Ok(Prepared::Given(values));
        }
        Ok(made_from(made, values.to_backend_as(backend, target)?))
    }

    /// A list argument's arrays on the backend: each in `target` when promoted with the
    /// inputs, else in its own dtype as its own plan (support and casting mode) has it.
    fn convert_list(
        decl: &'static FunctionDecl,
        backend: BackendId,
        device: Device,
        support: Option<&Support>,
        list: ListArg<'_>,
        target: Dtype,
    ) -> Result<Vec<Array>> {
        list.list
            .iter()
            .map(|a| {
                let dtype = if list.keep_dtypes {
                    let own = [Operand::Typed(a.dtype())];
                    let plan = plan_dtypes(decl, backend, support, device, &own, DtypeArg::None)?;
                    plan.compute.unwrap_or(a.dtype())
                } else {
                    target
                };
                if a.backend() == backend && a.dtype() == dtype {
                    Ok(a.clone())
                } else {
                    a.to_backend_as(backend, dtype)
                }
            })
            .collect()
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

    /// The prepared index argument, as `int64` (see [`Given::with_indices`]).
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
        }
    }

    /// The context a thunk needs.
    pub fn ctx(&self) -> CallCtx {
        CallCtx {
            backend: self.backend,
            function: self.decl.name,
        }
    }

    /// Runs a kernel, turning a panic inside it into [`Error::KernelPanic`] (printing
    /// nothing).
    #[inline]
    pub fn run<R>(&self, kernel: impl FnOnce() -> Result<R>) -> Result<R> {
        crate::panics::contain(self.decl.name, self.backend, kernel)
    }

    /// Computes the call straight into `out`'s own buffer with the backend's `into` kernel,
    /// where `out` fits it (on the call's backend and device, sharing no storage with an input,
    /// nothing to cast back; the kernel checks shape, dtype and layout): `Some` of `out` then,
    /// every clone of `out` seeing the result, nothing allocated. `None` otherwise, with `out`
    /// untouched: the kernel then runs and [`write_out`] writes its result.
    #[inline(never)]
    fn compute_into(&self, into: IntoThunk, out: &Array) -> Result<Option<Array>> {
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

/// Whether a call of `decl` is given a dtype, which makes its results strong: a dtype argument
/// passed, or a required `dtype` parameter (`astype`'s), which is no dtype argument of the
/// planning (`DtypeArg::None`) but is always given.
fn dtype_given(decl: &FunctionDecl, dtype: DtypeArg<'_>) -> bool {
    match dtype {
        DtypeArg::Infer(given, _) | DtypeArg::Passed(given) => given.is_some(),
        DtypeArg::None => decl.typing.is_some_and(|t| {
            t.params
                .iter()
                .any(|p| matches!(p, TypeParam::Default("dtype")))
        }),
    }
}

/// `array`, kept in `made`: the prepared input that refers to it.
fn made_from<'a>(made: &mut Vec<Array>, array: Array) -> Prepared<'a> {
    made.push(array);
    Prepared::Made(made.len() - 1)
}

/// What [`Call::prepare_into`] leaves to do.
pub enum Direct<'a, const N: usize> {
    /// The backend computed the call without the function's kernel: the result, `out` itself
    /// when it was written into.
    Done(Array),
    /// The call, prepared for its kernel.
    Kernel(Call<'a, N>),
}

/// `decl` of `inputs` (arrays of different dtypes) computed in `dtype` by the backend's
/// `mixed_dtypes` kernel, where every input is an array on `backend`.
#[inline(never)]
fn compute_mixed<const N: usize>(
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
    let ctx = CallCtx {
        backend,
        function: decl.name,
    };
    mixed(&arrays, dtype, &ctx)
}

/// The dtypes a call of `decl` on `backend` and `device` runs with, for array-like inputs
/// `operands`: their common dtype under the active rules (the function's
/// `#[integer_arrays_to_float]` applied), and the dtype argument, each checked against
/// `support` (when a kernel will run) and replaced under the casting mode in force. The call
/// and its type ([`TypeCall`]) both plan here.
fn plan_dtypes(
    decl: &'static FunctionDecl,
    backend: BackendId,
    support: Option<&Support>,
    device: Device,
    operands: &[Operand],
    dtype: DtypeArg<'_>,
) -> Result<Plan> {
    let reg = registered(backend);
    let unsupported_device = || Error::UnsupportedDevice {
        function: decl.name,
        device: device.to_string(),
        backend: reg.name,
    };
    if !reg.supports_device(device) {
        return Err(unsupported_device());
    }
    let supported = match support {
        Some(s) => {
            if !s.devices[crate::registry::kind_index(device.kind())] {
                return Err(unsupported_device());
            }
            Some(s.dtypes_on(device))
        }
        None => None,
    };
    let common = match operands {
        [] => None,
        [Operand::Typed(d)] => Some(*d),
        // The common case: arrays of one dtype, nothing to promote.
        [Operand::Typed(d), rest @ ..]
            if rest
                .iter()
                .all(|o| matches!(o, Operand::Typed(e) if e == d)) =>
        {
            Some(*d)
        }
        ops => Some(result_type(ops)?),
    }
    .map(|d| decl.input_dtype(d));
    // The support check, with the casting mode in force (at once when the inputs' dtype is
    // supported and there is no dtype argument: the common case).
    match (supported, common, dtype) {
        (Some(set), Some(d), DtypeArg::None) if set.contains(d) => Ok(Plan {
            compute: Some(d),
            dtype: None,
            cast_back: None,
        }),
        _ => check_plan(decl, reg, backend, supported, common, dtype),
    }
}

/// The plan for a common dtype and dtype argument, checked against what the function supports,
/// under the casting mode in force (out of line: the common case never gets here).
#[inline(never)]
fn check_plan(
    decl: &'static FunctionDecl,
    reg: &Registered,
    backend: BackendId,
    supported: Option<DtypeSet>,
    common: Option<Dtype>,
    dtype: DtypeArg<'_>,
) -> Result<Plan> {
    let wanted = Wanted::new(common, dtype, decl.accumulates)?;
    Ok(match supported {
        None => wanted.unchecked(),
        Some(set) => {
            let valid = backend.valid_dtypes();
            wanted.plan(casting_mode(), set, valid).ok_or_else(|| {
                let dtype = wanted.first_unsupported(set);
                Error::UnsupportedDtype {
                    function: decl.name,
                    dtype,
                    backend: reg.name,
                    version: reg.version.to_string(),
                    supported: set,
                    helpful_modes: CastingMode::ALL
                        .into_iter()
                        .filter(|m| *m != CastingMode::Off && wanted.plan(*m, set, valid).is_some())
                        .collect(),
                }
            })?
        }
    })
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
