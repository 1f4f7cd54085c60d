//! Functions of arrays only: a primary function whose parameters are one to three arrays (or
//! array-likes) and an optional `out`, with one array out (`tan`, `add`, `where`-less
//! element-wise functions, ...). What the macros would emit for each of them alike is written
//! here once, generic over the arity: the kernel's arguments and signature ([`Arity`]), the
//! dispatch machinery ([`Declared`], through [`ArraysFn`]) and the builder ([`ArraysCall`]).
//! A declaration of such a function emits only what is its own.

use core::marker::PhantomData;

use super::{ArrayLike, CallCtx, PLAIN, call_into};
use super::{Declared, Fallible, Input, KernelError, Native, SlotsOf};
use crate::array::Array;
use crate::dynamic::{Args, Param, Signature, Value};
use crate::error::{Error, Result};
use crate::kind;
use crate::registry::FunctionDecl;

/// The arguments and kernel signature of a function of `N` arrays: the kernel takes the
/// arrays as the backend's native type and returns one.
pub struct Arrays<const N: usize>;

/// What [`Arrays`] gives [`Declared`] for each arity.
pub trait Arity: 'static {
    /// The prepared arrays, as the kernel's thunk receives them.
    type Args<'a>;
    /// The kernel: `fn(&N, ..) -> Fallible<N, E>`.
    type Kernel<N, E>;
    /// The prepared arrays, read off a call.
    fn args<'c, const K: usize>(call: &'c super::Call<'_, K>) -> Self::Args<'c>;
    /// Calls `kernel` on the prepared arrays as the backend's native type.
    fn run_kernel<N: Native, E: KernelError>(
        kernel: Self::Kernel<N, E>,
        args: &Self::Args<'_>,
        ctx: &CallCtx,
    ) -> Result<Array>;
}

/// [`Arity`] for one, two and three arrays.
macro_rules! arities {
    ($($n:literal: $($i:tt $x:ident),+;)+) => {$(
        impl Arity for Arrays<$n> {
            type Args<'a> = ($(arities!(@input $i),)+);
            type Kernel<N, E> = fn($(arities!(@native $i, N)),+) -> Fallible<N, E>;
            #[inline(always)]
            fn args<'c, const K: usize>(call: &'c super::Call<'_, K>) -> Self::Args<'c> {
                ($(call.array($i),)+)
            }
            #[inline(always)]
            fn run_kernel<N: Native, E: KernelError>(
                kernel: Self::Kernel<N, E>,
                args: &Self::Args<'_>,
                ctx: &CallCtx,
            ) -> Result<Array> {
                // A call with a kept literal reads it alone (`CallCtx::arg`); the others lock
                // each argument, with no check of theirs to pay.
                if ctx.has_literal() {
                    $(let $x = ctx.arg::<N>(args.$i)?;)+
                    return ctx.wrap(kernel($(&*$x),+));
                }
                $(let $x = ctx.native::<N>(args.$i)?;)+
                ctx.wrap(kernel($(&$x),+))
            }
        }
    )+};
    (@input $i:tt) => { Input<'a> };
    (@native $i:tt, $n:ident) => { &$n };
}

arities! {
    1: 0 x0;
    2: 0 x0, 1 x1;
    3: 0 x0, 1 x1, 2 x2;
}

/// A primary function of arrays only (see the module's doc), as its declaration implements
/// it: its descriptor, its slots and its arity. [`Declared`] follows, so a type that is not a
/// function with kernels is reported as `Declared`'s message says.
#[diagnostic::on_unimplemented(
    message = "`#[implements]` names a function that backends do not implement",
    label = "this function is not `#[primary]` or `#[mixed]`: only those have backend kernels",
    note = "compositional functions run their body on every backend; standalone functions use no backend"
)]
pub trait ArraysFn: Sized + 'static {
    /// `Arrays<N>`: the function takes `N` arrays.
    type Arity: Arity;
    /// The function's descriptor.
    const DECL: &'static FunctionDecl;
    /// The kernel of each backend.
    const SLOTS: &'static SlotsOf<Self>;
}

#[diagnostic::do_not_recommend]
impl<F: ArraysFn> Declared for F {
    type Kind = kind::Primary;
    type Args<'a> = <F::Arity as Arity>::Args<'a>;
    type Kernel<N, E> = <F::Arity as Arity>::Kernel<N, E>;
    /// Never called: a primary function has no partial-mixed handler.
    type Handler = fn(&Array) -> bool;
    type Output = Array;
    const DECL: &'static FunctionDecl = F::DECL;
    const SLOTS: &'static SlotsOf<Self> = F::SLOTS;

    #[inline(always)]
    fn run_kernel<N, E>(
        kernel: Self::Kernel<N, E>,
        args: &Self::Args<'_>,
        ctx: &CallCtx,
    ) -> Result<Array>
    where
        N: Send + Sync + 'static,
        E: Into<crate::backend::BackendError>,
    {
        <F::Arity as Arity>::run_kernel::<N, E>(kernel, args, ctx)
    }
}

/// A call of a function of arrays being written, as `f::with(x, ..)` returns it (`tan`,
/// `add`, ...): its arrays given, `out` named or left out ([`out`](Self::out)), then run by
/// [`call`](Self::call).
///
/// ```
/// # fn main() -> ivy::Result<()> {
/// let x = ivy::array![0.0f32, 1.0]?;
/// let mut out = ivy::zeros(&[2])?;
/// ivy::tan::with(&x).out(&mut out).call()?;
/// assert_eq!(out.to_vec::<f32>()?, ivy::tan(&x)?.to_vec::<f32>()?);
/// # Ok(())
/// # }
/// ```
#[must_use = "a call being written runs at `.call()`"]
pub struct ArraysCall<'a, F, const N: usize> {
    inputs: [Option<ArrayLike<'a>>; N],
    out: Option<&'a mut Array>,
    function: PhantomData<F>,
}

impl<'a, F, const N: usize> ArraysCall<'a, F, N>
where
    F: ArraysFn<Arity = Arrays<N>>,
    Arrays<N>: Arity,
{
    /// Gives `out` (left out: `None`): the result is written into it, as Ivy's `out=`.
    #[inline]
    pub fn out(mut self, out: impl Into<Option<&'a mut Array>>) -> Self {
        self.out = out.into();
        self
    }

    /// Runs the function with the arguments given.
    #[inline]
    pub fn call(self) -> Result<Array> {
        call_into::<F, N>(self.inputs, PLAIN, self.out, <Arrays<N> as Arity>::args)
    }
}

/// `f::with(..)` of a function of arrays: its inputs given, `out` left out.
#[inline(always)]
pub fn with<'a, F, const N: usize>(inputs: [Option<ArrayLike<'a>>; N]) -> ArraysCall<'a, F, N> {
    ArraysCall {
        inputs,
        out: None,
        function: PhantomData,
    }
}

/// The dynamic signature of a function of arrays only: its `N` arrays (each an array, a
/// number or nested numbers at run time) then `out`, as `params` names them.
pub const fn arrays_signature<F, const N: usize>(
    doc: &'static str,
    params: &'static [Param],
) -> Signature
where
    F: ArraysFn<Arity = Arrays<N>>,
    Arrays<N>: Arity,
{
    Signature {
        arrays: Some(run_arrays_direct::<F, N>),
        ..Signature::new(F::DECL, doc, params, run_arrays::<F, N>)
    }
}

/// Runs a function of arrays on its arrays, without run-time values ([`Signature::arrays`]).
fn run_arrays_direct<F, const N: usize>(
    inputs: &[ArrayLike<'_>],
    out: Option<&mut Array>,
) -> Result<Array>
where
    F: ArraysFn<Arity = Arrays<N>>,
    Arrays<N>: Arity,
{
    let inputs = <[ArrayLike<'_>; N]>::try_from(inputs).map_err(|_| {
        Error::InvalidInput(format!(
            "{} takes {N} arrays, got {}",
            F::DECL.name,
            inputs.len()
        ))
    })?;
    with::<F, N>(inputs.map(Some)).out(out).call()
}

/// Reads a function of arrays' arguments off run-time values and runs it.
fn run_arrays<F, const N: usize>(args: &Args<'_>) -> Result<Value>
where
    F: ArraysFn<Arity = Arrays<N>>,
    Arrays<N>: Arity,
{
    let mut holders: [Option<Array>; N] = [const { None }; N];
    let mut out = None;
    let mut inputs = [None; N];
    for (i, (holder, input)) in holders.iter_mut().zip(&mut inputs).enumerate() {
        *input = Some(args.get::<ArrayLike<'_>>(i, holder)?);
    }
    let out = args.get_or::<Option<&mut Array>>(N, &mut out, None)?;
    with::<F, N>(inputs).out(out).call().map(Value::Array)
}
