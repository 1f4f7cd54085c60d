//! The wrapper chain of one call, as the generated code drives it.
//!
//! * [`plan`]: which dtypes a call computes in, under a casting mode;
//! * [`composed`]: the entry of a compositional body;
//! * [`entry`]: the bodies of declared functions, generic over their declaration;
//! * [`typed`]: the same steps on types, for `f::output_type`;
//! * [`typing`]: output types from a list of argument types, for tools.
//!
//! A declared function's body is one call of [`entry`]'s generic functions, which select
//! the backend ([`Call::select`]), read the function's kernel slot for it, let a partial-mixed
//! handler choose the path, prepare the inputs ([`Call::prepare`]: promotion, dtype and device
//! inference, the support check with casting modes, moving arrays to the backend), call the
//! kernel inside [`Call::run`] (which turns a kernel's panic into an error), and end with
//! [`Call::cast_back`] (to a requested dtype that a casting mode replaced), then
//! [`write_out`]. A function with one output and an `out` argument prepares with
//! [`Call::prepare_into`] instead, which lets the backend compute the call directly where it
//! can (inputs of mixed dtypes, or straight into `out`).

use std::any::Any;

use ivy_grammar::Device;
use ivy_grammar::{Dtype, DtypeSet};

mod composed;
mod entry;
mod plan;
mod typed;
mod typing;

pub use composed::Composed;
pub use entry::{
    Given, Kernel, Leaves, PLAIN, arg, call, call_into, call_out, composed, infer, kernel_support,
    mixed, mixed_kernel, nested, opt_arg, passed, type_call, types,
};
pub(crate) use plan::accumulator_dtype;
use plan::{Plan, Wanted};
pub use typed::{TypeCall, TypeLike, TypeOutputs};
pub use typing::{TypeParam, TypesOf, Typing, distribute};

use crate::array::Array;
use crate::backend::BackendError;
use crate::backend_stack;
use crate::casting::{CastingMode, casting_mode};
use crate::error::{Error, Result};
use crate::outputs::Outputs;
use crate::promotion::result_type;
use crate::registry::{BackendId, FunctionDecl, Registered, Support, registered};
use crate::scalar::{Operand, Scalar};
use crate::storage::NativeRef;

/// An array argument as given: an array, or a weak scalar where the function takes one.
#[derive(Clone, Copy, Debug)]
pub enum ArrayLike<'a> {
    /// An array.
    Array(&'a Array),
    /// A weak scalar: it takes the dtype of the other inputs.
    Scalar(Scalar),
}

impl<'a> From<&'a Array> for ArrayLike<'a> {
    fn from(a: &'a Array) -> Self {
        ArrayLike::Array(a)
    }
}

impl<T: Into<Scalar>> From<T> for ArrayLike<'_> {
    /// Any scalar [`Scalar`] converts from (Rust numbers, `bool`, complex numbers).
    fn from(v: T) -> Self {
        ArrayLike::Scalar(v.into())
    }
}

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
    arrays: [Option<Prepared<'a>>; N],
    dtype: Option<Dtype>,
    cast_back: Option<Dtype>,
}

/// A prepared input: the caller's array when it is right as given (no reference count
/// traffic on the common path), else the one made for the kernel (boxed: a call moves its
/// inputs several times, and a made one already cost a conversion).
enum Prepared<'a> {
    Given(&'a Array),
    Made(Box<Array>),
}

impl Prepared<'_> {
    #[inline]
    fn get(&self) -> &Array {
        match self {
            Prepared::Given(a) => a,
            Prepared::Made(a) => a,
        }
    }
}

/// What a kernel thunk needs besides its arguments.
pub struct CallCtx {
    backend: BackendId,
    function: &'static str,
}

impl CallCtx {
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

    /// Wraps a kernel's result: its native outputs, or its error (which names the function).
    #[inline]
    pub fn wrap<R: Outputs, N: Send + Sync + 'static, E: Into<BackendError>>(
        &self,
        result: std::result::Result<R::Native<N>, E>,
    ) -> Result<R> {
        crate::outputs::kernel_result::<R, N, E>(self.backend, self.function, result)
    }

    /// The backend the kernel runs on.
    pub fn backend(&self) -> BackendId {
        self.backend
    }

    /// The function being called.
    pub fn function(&self) -> &'static str {
        self.function
    }
}

impl Call<'_, 0> {
    /// Picks the backend: the scoped or set backend, else the first array argument's, else
    /// the default backend.
    #[inline]
    pub fn select(inputs: &[Option<ArrayLike<'_>>]) -> Result<BackendId> {
        let first = inputs.iter().find_map(|i| match i {
            Some(ArrayLike::Array(a)) => Some(a.backend()),
            _ => None,
        });
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

impl<'a, const N: usize> Call<'a, N> {
    /// Prepares the inputs for the kernel on `backend`.
    ///
    /// Array-like inputs are promoted together under the active rules (weak scalars taking the
    /// arrays' dtype) and made arrays of the common dtype on `backend`. When `support` is
    /// given (a kernel will run), the common dtype and the resolved dtype argument must be
    /// supported on the device, or be cast under the casting mode in force.
    pub fn prepare(
        decl: &'static FunctionDecl,
        backend: BackendId,
        support: Option<&Support>,
        inputs: &[Option<ArrayLike<'a>>; N],
        dtype: DtypeArg<'_>,
        device: Option<Device>,
    ) -> Result<Call<'a, N>> {
        if let Some(call) = Self::as_given(decl, backend, support, inputs, dtype, device) {
            return Ok(call);
        }
        let (plan, device) = Self::plan(decl, backend, support, inputs, dtype, device)?;
        Self::convert(decl, backend, device, inputs, plan)
    }

    /// [`Call::prepare`] for a function with one output and an `out` argument, letting the
    /// backend compute the call without the function's kernel where it can do better:
    /// from inputs of different dtypes converted as they are read
    /// ([`Backend::compute_mixed`](crate::Backend::compute_mixed)), or straight into `out`'s
    /// own buffer ([`Backend::compute_into`](crate::Backend::compute_into): every clone of
    /// `out` then sees the result, nothing is allocated). [`Direct::Done`] then, with the result
    /// for [`write_out`] (`out` itself when written into it); else the call, prepared for its
    /// kernel.
    #[allow(clippy::too_many_arguments)]
    pub fn prepare_into(
        decl: &'static FunctionDecl,
        backend: BackendId,
        support: Option<&Support>,
        inputs: &[Option<ArrayLike<'a>>; N],
        dtype: DtypeArg<'_>,
        device: Option<Device>,
        out: Option<&Array>,
    ) -> Result<Direct<'a, N>> {
        let call = match Self::as_given(decl, backend, support, inputs, dtype, device) {
            Some(call) => call,
            None => {
                let (plan, device) = Self::plan(decl, backend, support, inputs, dtype, device)?;
                if let (Some(compute), None) = (plan.compute, plan.cast_back)
                    && inputs
                        .iter()
                        .any(|i| matches!(i, Some(ArrayLike::Array(a)) if a.dtype() != compute))
                    && let Some(made) = compute_mixed(decl, backend, inputs, compute)?
                {
                    return Ok(Direct::Done(made));
                }
                Self::convert(decl, backend, device, inputs, plan)?
            }
        };
        Ok(match call.compute_into(out)? {
            Some(written) => Direct::Done(written),
            None => Direct::Kernel(call),
        })
    }

    /// The common call, prepared at once: every input an array on `backend`, all of one dtype
    /// and device, which the kernel takes as they are (no dtype argument, no device asked
    /// for). Nothing to promote, convert or cast: the plan [`plan_dtypes`] would make, without
    /// its general steps. `None` for any other call, which takes the general path (and gets
    /// its errors there).
    #[inline]
    fn as_given(
        decl: &'static FunctionDecl,
        backend: BackendId,
        support: Option<&Support>,
        inputs: &[Option<ArrayLike<'a>>; N],
        dtype: DtypeArg<'_>,
        device: Option<Device>,
    ) -> Option<Call<'a, N>> {
        let (Some(support), DtypeArg::None, None, Some(Some(ArrayLike::Array(first)))) =
            (support, dtype, device, inputs.first())
        else {
            return None;
        };
        let (dtype, device) = (first.dtype(), first.device());
        if decl.input_dtype(dtype) != dtype
            || !support.dtypes_on(device).contains(dtype)
            || !registered(backend).supports_device(device)
        {
            return None;
        }
        let mut arrays: [Option<Prepared<'a>>; N] = [const { None }; N];
        for (slot, input) in arrays.iter_mut().zip(inputs) {
            match input {
                Some(ArrayLike::Array(a))
                    if a.backend() == backend && a.dtype() == dtype && a.device() == device =>
                {
                    // The placeholder replaced is `None`: forgotten, it skips a drop call.
                    std::mem::forget(slot.replace(Prepared::Given(a)));
                }
                _ => return None,
            }
        }
        Some(Call {
            decl,
            backend,
            device,
            arrays,
            dtype: None,
            cast_back: None,
        })
    }

    /// The dtypes and device the call runs with.
    #[inline]
    fn plan(
        decl: &'static FunctionDecl,
        backend: BackendId,
        support: Option<&Support>,
        inputs: &[Option<ArrayLike<'a>>; N],
        dtype: DtypeArg<'_>,
        device: Option<Device>,
    ) -> Result<(Plan, Device)> {
        let device = device
            .or_else(|| {
                inputs.iter().find_map(|i| match i {
                    Some(ArrayLike::Array(a)) => Some(a.device()),
                    _ => None,
                })
            })
            .unwrap_or(Device::Cpu);
        // Promotion: the dtype every array-like input takes (on the stack: no allocation).
        let mut operands = [Operand::Typed(Dtype::Bool); N];
        let mut count = 0;
        for input in inputs.iter().flatten() {
            operands[count] = match input {
                ArrayLike::Array(a) => Operand::Typed(a.dtype()),
                ArrayLike::Scalar(s) => Operand::Weak(*s),
            };
            count += 1;
        }
        let plan = plan_dtypes(decl, backend, support, device, &operands[..count], dtype)?;
        Ok((plan, device))
    }

    /// The inputs on the backend, in the dtype the kernel computes in: cast, then moved.
    #[inline]
    fn convert(
        decl: &'static FunctionDecl,
        backend: BackendId,
        device: Device,
        inputs: &[Option<ArrayLike<'a>>; N],
        plan: Plan,
    ) -> Result<Call<'a, N>> {
        let target = plan.compute.unwrap_or(Dtype::Float32);
        let mut arrays: [Option<Prepared<'a>>; N] = [const { None }; N];
        for (slot, input) in arrays.iter_mut().zip(inputs) {
            let prepared = match *input {
                None => None,
                Some(ArrayLike::Array(a)) if a.backend() == backend && a.dtype() == target => {
                    Some(Prepared::Given(a))
                }
                Some(ArrayLike::Array(a)) => {
                    Some(Prepared::Made(Box::new(a.to_backend_as(backend, target)?)))
                }
                Some(ArrayLike::Scalar(s)) => Some(Prepared::Made(Box::new(Array::scalar(
                    backend, s, target, device,
                )?))),
            };
            // The placeholder replaced is `None`: forgotten, it skips a drop call per input.
            std::mem::forget(std::mem::replace(slot, prepared));
        }
        let (dtype, cast_back) = (plan.dtype, plan.cast_back);
        Ok(Call {
            decl,
            backend,
            device,
            arrays,
            dtype,
            cast_back,
        })
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
        self.arrays[index]
            .as_ref()
            .map(Prepared::get)
            .unwrap_or_else(|| unreachable!("required array inputs are always prepared"))
    }

    /// The prepared optional array input at `index`.
    #[inline]
    pub fn opt_array(&self, index: usize) -> Option<&Array> {
        self.arrays[index].as_ref().map(Prepared::get)
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

    /// Computes the call straight into `out`'s own buffer where the backend has an in-place
    /// kernel for the function and `out` fits it exactly (the result's shape and dtype, on
    /// the call's backend and device, sharing no storage with an input): `Some` of `out`
    /// then, every clone of `out` seeing the result, nothing allocated. `None` otherwise, with
    /// `out` untouched: the kernel then runs and [`write_out`] writes its result.
    #[inline]
    fn compute_into(&self, out: Option<&Array>) -> Result<Option<Array>> {
        match out {
            Some(out)
                if self.cast_back.is_none()
                    && out.backend() == self.backend
                    && out.device() == self.device =>
            {
                self.compute_into_out(out)
            }
            _ => Ok(None),
        }
    }

    #[inline(never)]
    fn compute_into_out(&self, out: &Array) -> Result<Option<Array>> {
        let mut inputs: [&dyn Any; N] = [&(); N];
        for (input, slot) in inputs.iter_mut().zip(&self.arrays) {
            match slot {
                Some(a) if !a.get().same_native(out) => *input = a.get().storage(),
                // An absent optional input, or one `out` would overwrite as it is read.
                _ => return Ok(None),
            }
        }
        let written =
            registered(self.backend)
                .backend
                .compute_into(self.decl, &inputs, out.storage())?;
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

/// What [`Call::prepare_into`] leaves to do.
pub enum Direct<'a, const N: usize> {
    /// The backend computed the call without the function's kernel: the result, `out` itself
    /// when it was written into.
    Done(Array),
    /// The call, prepared for its kernel.
    Kernel(Call<'a, N>),
}

/// `decl` of `inputs` (arrays of different dtypes) computed in `dtype` by the backend's
/// kernel for mixed dtypes, where it has one and every input is an array on `backend`.
#[inline(never)]
fn compute_mixed<const N: usize>(
    decl: &'static FunctionDecl,
    backend: BackendId,
    inputs: &[Option<ArrayLike<'_>>; N],
    dtype: Dtype,
) -> Result<Option<Array>> {
    let mut natives: [&dyn Any; N] = [&(); N];
    for (native, input) in natives.iter_mut().zip(inputs) {
        match input {
            Some(ArrayLike::Array(a)) if a.backend() == backend => *native = a.storage(),
            _ => return Ok(None),
        }
    }
    registered(backend)
        .backend
        .compute_mixed(decl, &natives, dtype)?
        .map(|made| Array::from_shared(backend, made))
        .transpose()
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
    let wanted = Wanted::new(common, dtype, crate::functional::accumulates(decl))?;
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

/// `handle_out`: see [`Outputs::write_out`].
#[inline(always)]
pub fn write_out<R: Outputs>(result: R, out: Option<R::Out<'_>>) -> Result<R> {
    match out {
        None => Ok(result),
        out => result.write_out(out),
    }
}
