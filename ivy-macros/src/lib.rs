//! Attribute macros for declaring ivy functions and their backend implementations.
//!
//! This crate holds only the entry points: a proc-macro crate can export nothing else, and
//! keeping the engine in `ivy-macros-core` (a normal library) makes it testable. Every
//! attribute calls the same driver, [`ivy_macros_core::expand::attribute`]: whichever ivy
//! attribute comes first on an item takes its ivy siblings and expands them together, so the
//! order they are written in never matters.
//!
//! * Kinds: [`macro@primary`], [`macro@compositional`], [`macro@mixed`], [`macro@standalone`].
//! * Shape rule: [`macro@returns`]; the defaults of its output types: [`macro@defaults`].
//! * Wrappers: [`macro@nestable`], [`macro@handle_out`], [`macro@infer_dtype`],
//!   [`macro@infer_device`].
//! * Declarations: [`macro@with_supported_dtypes`] and its five siblings.
//! * Backends: [`macro@implements`], [`macro@partial_mixed`], [`kernels!`].
//!
//! On an inline module, a kind, the wrappers and the declarations apply to the functions inside
//! (Ivy's context-manager form), so a group of functions states its attribute stack once: a
//! kind makes every function inside a declared function of that kind (unless it writes its
//! own), wrappers and declarations go to every declared function inside. There, a function
//! may take the parameters and output of one declared before it: [`macro@signature_of`].
//!
//! ```text
//! #[primary]
//! #[handle_out]
//! #[nestable]
//! mod unary {
//!     use super::*;
//!
//!     /// Sine.
//!     #[returns(same(x))]
//!     pub fn sin(x: &Array, out: Option<&mut Array>) -> Result<Array>;
//! }
//! pub use unary::*;
//! ```
//!
//! Generated code names the facade as `::ivy`, or as the calling crate's `Cargo.toml` renames
//! the dependency (`ivy_rs = { package = "ivy", .. }`). A crate that reaches ivy through a
//! re-export instead names the path on the kind attribute or `#[implements]`, as serde's
//! `#[serde(crate = "..")]`: `#[primary(crate = "crate::reexports::ivy")]` (a path that
//! resolves from anywhere in the crate: absolute, or from `crate::`).

use proc_macro::TokenStream;

macro_rules! ivy_attributes {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[proc_macro_attribute]
        pub fn $name(args: TokenStream, item: TokenStream) -> TokenStream {
            ivy_macros_core::expand::attribute(stringify!($name), args.into(), item.into()).into()
        }
    )*};
}

ivy_attributes! {
    /// Declares a function that each backend implements: a signature without a body,
    /// `pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;`.
    primary,
    /// Declares a function whose body is written in terms of other ivy functions; no backend
    /// implements it. Its lower-case calls are its callees, each a declared function (a call
    /// of anything else is a compile error at the call): `#[compositional(not_ivy = [helper])]`
    /// excludes a plain helper.
    compositional,
    /// Declares a function with a compositional body and backend kernels where a backend has
    /// one: `#[mixed]` or `#[mixed(to_add = [infer_dtype], to_skip = [infer_device])]` (the
    /// kernel path with or without a wrapper that fills its arguments; the other wrappers apply
    /// to both paths or neither, and listing one is a compile error saying why).
    mixed,
    /// Declares a plain function (emitted unchanged) with a registry declaration. It calls
    /// plain functions and other standalone ones only (seed 002): a call of a primary,
    /// compositional or mixed function is a compile error naming it.
    standalone,
    /// The declaration's shape rule, evaluated by `f::output_type` on the input types:
    /// `#[returns(broadcast(&[x1, x2]))]` (the rules of `ivy::type_rules`, which are in scope
    /// there, or any expression giving `Result` of the output types, with each array parameter
    /// bound to its type). Every kind but `#[standalone]` needs one.
    returns,
    /// The defaults of parameters that take no array: `#[defaults(start_dim = 0, end_dim =
    /// -1)]`. A parameter with one is optional in calls (`flatten(&x)` leaves both out,
    /// `flatten::with(&x).end_dim(1).call()` names one), as every `Option` (left out: `None`)
    /// and `bool` (left out: `false`) is; the output types from array types alone
    /// (`f::DECL.output_types`, `ivy type`) take it too. A parameter the function has no
    /// default for is `required` (`#[defaults(n_rows = required)]`): every call gives it, and
    /// the function cannot be typed from array types alone, saying that parameter is why.
    defaults,
    /// On an inline module: gathers the methods of `Array` its declared functions make (each
    /// function whose first parameter is an array, with the rest of its required parameters)
    /// in a trait of the given name, implemented for `Array`: `#[ivy::methods(ArrayOps)] mod
    /// ops { .. }`, then `use ops::ArrayOps;` and `x.axpy(&y)?`. (Ivy's own functions are
    /// methods of `Array` with no import.)
    methods,
    /// In a module of declarations: the function takes the parameters and output of one
    /// declared before it, `#[signature_of(argmax)] pub fn argmin();`, with parameters
    /// renamed where it says (`#[signature_of(random_uniform, low = mean, high = std)]`).
    signature_of,
    /// Wrapper: the function's `nested` form accepts containers wherever it accepts arrays.
    nestable,
    /// Wrapper: integer and `bool` inputs are promoted to the default float dtype first, so a
    /// float function accepts them on every backend (Ivy's superset behaviour).
    integer_arrays_to_float,
    /// Wrapper: the `out: Option<&mut Array>` parameter is checked, then written.
    handle_out,
    /// Wrapper: `dtype: Option<Dtype>` is decided before the kernel runs.
    infer_dtype,
    /// Wrapper: `device: Option<Device>` is decided before the kernel runs.
    infer_device,
    /// Declares the supported dtypes per version: `("2.0.1 and below" => ["float32"])`.
    with_supported_dtypes,
    /// Declares the unsupported dtypes per version: `("2.0.1 and below" => ["float16"])`.
    with_unsupported_dtypes,
    /// Declares the supported devices per version: `("2.0 and below" => ["cpu"])`.
    with_supported_devices,
    /// Declares the unsupported devices per version: `("2.0 and below" => ["gpu"])`.
    with_unsupported_devices,
    /// Declares the supported dtypes per device per version:
    /// `("2.0 and below" => {"cpu" => ["float32"], "gpu" => ["float16"]})`.
    with_supported_device_and_dtypes,
    /// Declares the unsupported dtypes per device per version:
    /// `("2.0 and below" => {"cpu" => ["float16"]})`.
    with_unsupported_device_and_dtypes,
    /// Marks a backend kernel of a declared function for a backend type:
    /// `#[implements(tan for NdArrayBackend)]`; with `, into`, `, mixed_dtypes` or `, scalar`, a
    /// fast path beside it (the guide's section 2, `ivy::guide`).
    implements,
    /// Gives a mixed function's kernel a handler that chooses, per call, between the kernel
    /// (`true`) and the compositional body: `#[partial_mixed(handler = |x, w| w.ndim() == 2)]`.
    partial_mixed,
}

/// The kernels a backend registers: `ivy::kernels![tan, add]` is the
/// `Vec<&'static KernelDecl>` its `Backend::kernels` returns.
#[proc_macro]
pub fn kernels(input: TokenStream) -> TokenStream {
    ivy_macros_core::expand::kernels(input.into()).into()
}
