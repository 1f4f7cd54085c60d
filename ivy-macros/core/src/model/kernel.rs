//! A checked backend implementation: `#[implements(f for B)]`.

use proc_macro2::Span;
use syn::{Expr, ItemFn, Path, Type};

use super::declarations::Declarations;

/// A backend kernel, checked.
#[derive(Clone, Debug)]
pub struct KernelModel {
    /// The kernel function, ivy attributes removed.
    pub item: ItemFn,
    /// The declared function it implements.
    pub function: Path,
    /// `#[partial_mixed(handler = ..)]`: the handler and where the attribute is.
    pub handler: Option<(Expr, Span)>,
    /// The kernel's own declarations.
    pub declarations: Declarations,
    /// The backend type the kernel is written for.
    pub backend: Type,
    /// Which slot it fills.
    pub form: KernelForm,
    /// `takes = <DtypeSet>`: the dtypes its code takes (then its dtype declaration).
    pub takes: Option<Expr>,
}

/// Which slot of its function a kernel fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelForm {
    /// The function's kernel.
    Kernel,
    /// `into`: a fast path writing into `out`.
    Into,
    /// `mixed_dtypes`: a fast path reading inputs of different dtypes.
    MixedDtypes,
    /// `scalar`: a fast path reading an array and a literal.
    Scalar,
}
