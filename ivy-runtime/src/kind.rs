//! The kinds of a declared function, as types: `<f as IvyFunction>::Kind` (and, for a function
//! with backend kernels, `<f as Declared>::Kind`) of the generated code. Public so that a
//! compile error about a kind names these paths, not the macros' private ones.

/// A function kind whose kernels may carry a partial-mixed handler: mixed functions.
#[diagnostic::on_unimplemented(
    message = "`#[partial_mixed]` needs a mixed function, and this kernel implements another kind",
    label = "the function this kernel implements is not `#[mixed]`",
    note = "declare the function `#[mixed]` to give its kernels a handler, or remove `#[partial_mixed]`"
)]
pub trait IsMixed {
    /// A handler of type `H` (the function's): the kernel's handler is typed through this, so
    /// that a handler on a kernel of another kind is this trait's one error, whatever the
    /// handler's arity.
    type Handler<H>;
}

/// A primary function (`#[primary]`): backends implement it.
pub struct Primary;

/// A mixed function (`#[mixed]`): backends may implement it, else its body runs.
pub struct Mixed;

/// A compositional function (`#[compositional]`): its body, in terms of other ivy functions.
pub struct Compositional;

/// A standalone function (`#[standalone]`): plain Rust that calls no other kind.
pub struct Standalone;

impl IsMixed for Mixed {
    type Handler<H> = H;
}
