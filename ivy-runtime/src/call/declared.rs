//! [`Declared`]: what the macros implement for the type of each function with kernels, and
//! the types its dispatch is written in (a kernel's arguments, its thunk, its slots).

use std::any::TypeId;
use std::marker::PhantomData;

use crate::array::Array;
use crate::backend::BackendError;
use crate::error::Result;
use crate::outputs::Outputs;
use crate::registry::{CallCtx, FunctionDecl, SlotAccess, SlotEntries, Slots};

/// The dispatch machinery of a function with kernels (primary and mixed), implemented by the
/// macros for the function's type, wherever the declaration sits.
///
/// A type that implements neither this nor [`ArraysFn`](crate::call::ArraysFn) is reported
/// through `ArraysFn`'s message (its blanket implementation of this trait is the candidate
/// rustc explains).
pub trait Declared: 'static {
    /// The function's kind ([`Primary`](crate::kind::Primary) or
    /// [`Mixed`](crate::kind::Mixed)).
    type Kind;
    /// The arguments a kernel receives, after the wrappers.
    type Args<'a>;
    /// A kernel's signature over a backend's native array type `N`, failing with `E` (any
    /// error that converts into [`BackendError`]).
    type Kernel<N, E>;
    /// A partial-mixed handler: `true` runs the kernel, `false` the compositional body.
    type Handler: Copy + 'static;
    /// What the function returns: one array, a tuple of arrays or a list.
    type Output: Outputs;

    /// The function's descriptor (`f::DECL`).
    const DECL: &'static FunctionDecl;

    /// The kernel of each backend.
    const SLOTS: &'static SlotsOf<Self>;

    /// Calls a backend's kernel with prepared arguments: the body of each kernel's thunk.
    fn run_kernel<N, E>(
        kernel: Self::Kernel<N, E>,
        args: &Self::Args<'_>,
        ctx: &CallCtx,
    ) -> Result<Self::Output>
    where
        N: Send + Sync + 'static,
        E: Into<BackendError>;
}

/// An array argument as a kernel's prepared arguments (`Declared::Args`) hold it.
pub type Input<'a> = &'a Array;

/// An optional array argument as a kernel's prepared arguments hold it.
pub type OptInput<'a> = Option<&'a Array>;

/// What a kernel returns: its result over the backend's native type, or its error.
pub type Fallible<T, E> = core::result::Result<T, E>;

/// A backend's native array type, as a kernel's signature takes it.
pub trait Native: Send + Sync + 'static {}
impl<T: Send + Sync + 'static> Native for T {}

/// A kernel's error type: anything that converts into [`BackendError`].
pub trait KernelError: Into<BackendError> {}
impl<T: Into<BackendError>> KernelError for T {}

/// What a kernel's thunk of a function returns, named as one qualified path (so that a kernel
/// of an unknown function gets one error, at the path in `#[implements(..)]`).
pub trait Thunked: Declared {
    /// `Result<Self::Output>`.
    type Returned;
}
impl<D: Declared> Thunked for D {
    type Returned = Result<D::Output>;
}

/// The kernel slots of the function `D`, one per backend.
pub type SlotsOf<D> = Slots<Thunk<D>, <D as Declared>::Handler>;

/// The type-erased call of a kernel of the function `D`.
pub type Thunk<D> =
    for<'a, 'b> fn(&'a <D as Declared>::Args<'b>, &'a CallCtx) -> Result<<D as Declared>::Output>;

/// The slots of the declared function `D`, as a [`SlotAccess`].
pub struct SlotsOfFunction<D>(PhantomData<fn() -> D>);

impl<D> SlotsOfFunction<D> {
    /// The slots of `D`.
    pub const NEW: SlotsOfFunction<D> = SlotsOfFunction(PhantomData);
}

impl<D: Declared> SlotAccess for SlotsOfFunction<D> {
    fn function(&self) -> TypeId {
        TypeId::of::<D>()
    }
    fn entries(&self) -> &'static SlotEntries {
        D::SLOTS.entries()
    }
}
