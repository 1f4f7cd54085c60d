//! The bodies of declared functions, written once: a generated function is one call of these,
//! generic over its declaration type `D`, with closures for what only the declaration knows
//! (how the kernel's arguments are read off the prepared call, the compositional body, the
//! shape rule). As pyo3's trampolines do, the machinery (the call path, the `catch_unwind`
//! around the kernel) is monomorphised per declaration by the compiler instead of being
//! emitted as tokens per function; the hot ones are `#[inline]`, so a call costs what the
//! code they replace did.

use ivy_grammar::{Device, Dtype};

use super::{
    ArrayLike, AsGiven, Call, CallCtx, Composed, Direct, DtypeArg, FastPaths, List, ListArg,
    Request, TypeCall, TypeLike, TypeOutputs, TypeParam, write_out,
};
use super::{Declared, Thunk};
use crate::array::Array;
use crate::container::{Leaf, NestArg, nest_map};
use crate::error::Result;
use crate::outputs::Outputs;
use crate::registry::{BackendId, FunctionDecl, Installed};
use crate::scalar::Scalar;
use crate::tensor_type::TensorType;

/// A call's dtype and device arguments and its list argument, as the wrappers hand them to its
/// planning.
#[derive(Clone, Copy, Debug)]
pub struct Given<'a> {
    /// The dtype argument.
    pub dtype: DtypeArg<'a>,
    /// The device argument.
    pub device: Option<Device>,
    /// The list argument, planned with the array inputs.
    pub list: Option<ListArg<'a>>,
    /// A condition argument (`where_`'s): read for its truth, not promoted.
    pub condition: Option<&'a Array>,
    /// An index argument (`take_along_axis`'s `indices`) and its parameter's name: positions,
    /// of an integer dtype, not promoted.
    pub indices: Option<(&'a Array, &'static str)>,
    /// A values argument (`put_along_axis`'s `values`) and its parameter's name: written into
    /// the first input, cast to its planned dtype as `out=` takes a result.
    pub values: Option<(&'a Array, &'static str)>,
}

/// A call without dtype, device or list arguments.
pub const PLAIN: Given<'static> = given(DtypeArg::None, None);

/// A call with these dtype and device arguments.
#[inline(always)]
pub const fn given(dtype: DtypeArg<'_>, device: Option<Device>) -> Given<'_> {
    Given {
        dtype,
        device,
        list: None,
        condition: None,
        indices: None,
        values: None,
    }
}

/// `#[infer_dtype]` without a device argument: the dtype requested, else inferred (from the
/// inputs, else the kind of `scalars`, else the default).
#[inline(always)]
pub fn infer(dtype: Option<Dtype>, scalars: &[Scalar]) -> Given<'_> {
    given(DtypeArg::Infer(dtype, scalars), None)
}

/// A dtype argument the kernel decides itself, without a device argument.
#[inline(always)]
pub fn passed(dtype: Option<Dtype>) -> Given<'static> {
    given(DtypeArg::Passed(dtype), None)
}

impl<'a> Given<'a> {
    /// With the list argument `list` (see [`List`]), promoted with the array inputs unless
    /// `keep_dtypes`.
    #[inline(always)]
    pub fn with_list(self, list: impl Into<List<'a>>, keep_dtypes: bool) -> Given<'a> {
        Given {
            list: Some(ListArg {
                list: list.into(),
                keep_dtypes,
            }),
            ..self
        }
    }

    /// With the condition argument `condition`, which the kernel gets in the backend's truth
    /// dtype (see [`Call::condition`]).
    #[inline(always)]
    pub fn with_condition(self, condition: &'a Array) -> Given<'a> {
        Given {
            condition: Some(condition),
            ..self
        }
    }

    /// With the index argument `indices` (the parameter `param`), which the kernel gets in
    /// an integer dtype its backend holds (see [`Call::indices`]).
    #[inline(always)]
    pub fn with_indices(self, indices: &'a Array, param: &'static str) -> Given<'a> {
        Given {
            indices: Some((indices, param)),
            ..self
        }
    }

    /// With the values argument `values` (the parameter `param`), which the kernel gets in the
    /// dtype the inputs are computed in (see [`Call::values`]).
    #[inline(always)]
    pub fn with_values(self, values: &'a Array, param: &'static str) -> Given<'a> {
        Given {
            values: Some((values, param)),
            ..self
        }
    }
}

/// An input as the call takes it: an array (or a type) where the function takes one, or any
/// weak scalar where it takes an array-like.
#[inline(always)]
pub fn arg<T: Into<U>, U>(given: T) -> Option<U> {
    Some(given.into())
}

/// An optional input as the call takes it.
#[inline(always)]
pub fn opt_arg<T: Into<U>, U>(given: Option<T>) -> Option<U> {
    given.map(Into::into)
}

/// The function `D`'s kernel on the backend a call selected.
pub struct Kernel<D: Declared> {
    backend: BackendId,
    installed: &'static Installed<Thunk<D>, D::Handler>,
}

impl<D: Declared> Kernel<D> {
    /// A call of this kernel with `inputs` and `given`, to prepare.
    #[inline(always)]
    fn request<'r, 'a, const N: usize>(
        &self,
        inputs: &'r [Option<ArrayLike<'a>>; N],
        given: Given<'a>,
    ) -> Request<'r, 'a, N> {
        Request {
            decl: D::DECL,
            backend: self.backend,
            support: Some(&self.installed.support),
            inputs,
            given,
        }
    }

    /// The kernel of the backend `inputs` (then the list argument) select, or the call's
    /// `NoKernel` error.
    #[inline]
    fn select(inputs: &[Option<ArrayLike<'_>>], given: &Given<'_>) -> Result<Kernel<D>> {
        let backend = Call::select_with(inputs, given.list)?;
        match D::SLOTS.get(backend) {
            Some(installed) => Ok(Kernel { backend, installed }),
            None => Err(Call::no_kernel(D::DECL, backend)),
        }
    }

    /// Prepares `inputs` for the kernel, reads its arguments off the prepared call (`args`),
    /// runs it (a panic inside becoming an error) and casts its result back.
    #[inline]
    pub fn call<'a, const N: usize>(
        self,
        inputs: [Option<ArrayLike<'a>>; N],
        given: Given<'a>,
        args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
    ) -> Result<D::Output> {
        let call = Call::prepare(self.request(&inputs, given))?;
        call.run_kernel::<D>(self.installed.thunk, args)
    }
}

impl<'a, const N: usize> Call<'a, N> {
    /// Runs the kernel `thunk` with the arguments `args` reads off this call, then casts
    /// its result back and makes it weak where the call's results are ([`Call::plan`]).
    #[inline]
    fn run_kernel<D: Declared>(
        &self,
        thunk: Thunk<D>,
        args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
    ) -> Result<D::Output> {
        let args = args(self);
        // Nearly every call has nothing to cast back or make weak: its result is the kernel's,
        // returned where the kernel wrote it (not moved through `finish`).
        if self.cast_back.is_none() && !self.weak {
            return self.run(|| thunk(&args, &self.ctx()));
        }
        self.finish(self.run(|| thunk(&args, &self.ctx())))
    }

    /// A kernel's `result` cast back and made weak where the call's results are
    /// ([`Call::plan`]; a call with neither returns the kernel's as it is, see
    /// [`Call::run_kernel`]). Generic over the outputs only, not the function, so one copy
    /// serves every function with the same outputs.
    #[inline(never)]
    fn finish<O: Outputs>(&self, result: Result<O>) -> Result<O> {
        let result = self.cast_back(result?)?;
        if self.weak {
            result.weakened()
        } else {
            Ok(result)
        }
    }
}

/// A primary function: the backend's kernel (see [`Kernel::call`]).
#[inline]
pub fn call<'a, D: Declared, const N: usize>(
    inputs: [Option<ArrayLike<'a>>; N],
    given: Given<'a>,
    args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
) -> Result<D::Output> {
    Kernel::<D>::select(&inputs, &given)?.call(inputs, given, args)
}

/// A primary function with several outputs and `out`: [`call`], then [`write_out`].
#[inline]
pub fn call_out<'a, D: Declared, const N: usize>(
    inputs: [Option<ArrayLike<'a>>; N],
    given: Given<'a>,
    out: Option<<D::Output as Outputs>::Out<'_>>,
    args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
) -> Result<D::Output> {
    write_out(D::DECL.name, call::<D, N>(inputs, given, args)?, out)
}

/// A primary function with one output and `out`: as [`call`], but a fast path in the
/// function's slot may compute the call first (see [`Call::prepare_into`]); then
/// [`write_out`].
#[inline]
pub fn call_into<'a, D: Declared<Output = Array>, const N: usize>(
    inputs: [Option<ArrayLike<'a>>; N],
    given: Given<'a>,
    out: Option<&mut Array>,
    args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
) -> Result<Array> {
    let kernel = Kernel::<D>::select(&inputs, &given)?;
    // The common call: inputs the kernel takes as given and no `out`, so no fast path applies
    // but the `scalar` kernel's, which takes an array and a literal as given.
    if out.is_none() {
        let request = kernel.request(&inputs, given);
        match Call::as_given(request, |backend| D::SLOTS.scalar_kernel(backend)) {
            Some(AsGiven::Call(call)) => return call.run_kernel::<D>(kernel.installed.thunk, args),
            Some(AsGiven::Scalar(x, operand, thunk)) => {
                let ctx = CallCtx::new(kernel.backend, D::DECL.name);
                if let Some(done) = thunk(x, operand, &ctx).transpose() {
                    return done;
                }
            }
            None => {}
        }
    }
    call_into_prepared::<D, N>(kernel, inputs, given, out, args)
}

/// [`call_into`] past its common call: the fast paths tried, then the kernel prepared for
/// (out of line: one copy per function, beside the common call inlined).
#[inline(never)]
fn call_into_prepared<'a, D: Declared<Output = Array>, const N: usize>(
    kernel: Kernel<D>,
    inputs: [Option<ArrayLike<'a>>; N],
    given: Given<'a>,
    out: Option<&mut Array>,
    args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
) -> Result<Array> {
    let request = kernel.request(&inputs, given);
    // Without `out`, past `as_given` (which `call_into` tried, with the `scalar` kernel): a
    // weak scalar's own path before the fast paths are looked up.
    if out.is_none()
        && let Some(call) = Call::with_weak_scalars(request)
    {
        return call?.run_kernel::<D>(kernel.installed.thunk, args);
    }
    let into = out.as_deref();
    let fast = FastPaths {
        into: D::SLOTS.into_kernel(kernel.backend),
        mixed: D::SLOTS.mixed_kernel(kernel.backend),
    };
    let call = match Call::prepare_into(request, into, fast)? {
        Direct::Done(done) => return write_out(D::DECL.name, done, out),
        Direct::Kernel(call) => call,
    };
    let result = call.run_kernel::<D>(kernel.installed.thunk, args)?;
    write_out(D::DECL.name, result, out)
}

/// A mixed function's kernel for this call: `None` (the compositional body runs) where the
/// backend has none, or its partial-mixed handler declines the arguments.
#[inline]
pub fn mixed_kernel<D: Declared>(
    inputs: &[Option<ArrayLike<'_>>],
    handler: impl FnOnce(D::Handler) -> bool,
) -> Result<Option<Kernel<D>>> {
    let backend = Call::select(inputs)?;
    Ok(D::SLOTS
        .get(backend)
        .filter(|installed| installed.handler.is_none_or(handler))
        .map(|installed| Kernel { backend, installed }))
}

/// A compositional body: its inputs checked (and cast under a casting mode) at entry, then
/// `body` run with them (see [`Composed`]); then [`write_out`].
#[inline]
pub fn composed<R: Outputs, const N: usize>(
    decl: &'static FunctionDecl,
    inputs: [Option<ArrayLike<'_>>; N],
    out: Option<R::Out<'_>>,
    body: impl FnOnce(&Composed<N>) -> Result<R>,
) -> Result<R> {
    let _frontend = decl.frontend.map(crate::frontend_scope);
    write_out(decl.name, body(&Composed::prepare(decl, &inputs)?)?, out)
}

/// A mixed function: the backend's kernel where [`mixed_kernel`] found one (see
/// [`Kernel::call`]), else the compositional body (see [`composed`]); then [`write_out`].
#[inline]
pub fn mixed<'a, D: Declared, const N: usize>(
    kernel: Option<Kernel<D>>,
    inputs: [Option<ArrayLike<'a>>; N],
    given: Given<'a>,
    out: Option<<D::Output as Outputs>::Out<'_>>,
    args: impl for<'c> FnOnce(&'c Call<'a, N>) -> D::Args<'c>,
    body: impl FnOnce(&Composed<N>) -> Result<D::Output>,
) -> Result<D::Output> {
    match kernel {
        Some(kernel) => write_out(D::DECL.name, kernel.call(inputs, given, args)?, out),
        None => composed(D::DECL, inputs, out, body),
    }
}

/// The start of `f::output_type`: the call's steps on types ([`TypeCall`]), before the
/// function's shape rule runs on the inputs' planned types and [`TypeCall::finish`] ends it
/// as the call does.
pub fn type_call<const N: usize>(
    decl: &'static FunctionDecl,
    inputs: [Option<TypeLike<'_>>; N],
    given: Given<'_>,
) -> Result<TypeCall<N>> {
    TypeCall::new(decl, &inputs, given.dtype, given.device)
}

/// The end of a function's `typing`: its `output_type`'s result as a list of types.
pub fn types<R: TypeOutputs>(result: Result<R>) -> Result<Vec<TensorType>> {
    result.map(R::into_vec)
}

/// `f::nested`: `f` leaf by leaf over the containers among `args`, each
/// leaf's arguments read through [`Leaves`].
pub fn nested<R: Outputs>(
    decl: &'static FunctionDecl,
    args: &[NestArg<'_>],
    mut f: impl FnMut(Leaves<'_, '_>) -> Result<R>,
) -> Result<R::Nested> {
    nest_map(args, |leaves| f(Leaves { decl, leaves }))
}

/// One leaf's worth of the array arguments of `f::nested`, by input index; a leaf of the
/// wrong kind is an error naming the function and the parameter.
#[derive(Clone, Copy)]
pub struct Leaves<'l, 'a> {
    decl: &'static FunctionDecl,
    leaves: &'l [Leaf<'a>],
}

impl<'a> Leaves<'_, 'a> {
    /// The array input at `index`.
    pub fn array(self, index: usize) -> Result<&'a Array> {
        self.leaves[index].array(self.decl.name, || self.param(index))
    }

    /// The optional array input at `index`.
    pub fn opt_array(self, index: usize) -> Result<Option<&'a Array>> {
        self.leaves[index].opt_array(self.decl.name, || self.param(index))
    }

    /// The array-or-scalar input at `index`.
    pub fn array_like(self, index: usize) -> Result<ArrayLike<'a>> {
        self.leaves[index].array_like(self.decl.name, || self.param(index))
    }

    /// The name of the parameter of the input at `index`, from the declaration's typing.
    fn param(self, index: usize) -> &'static str {
        let params = self.decl.typing.map_or(&[][..], |t| t.params);
        params
            .iter()
            .filter_map(|p| match p {
                TypeParam::Array(n) | TypeParam::OptArray(n) => Some(*n),
                _ => None,
            })
            .nth(index)
            .unwrap_or("an array argument")
    }
}
