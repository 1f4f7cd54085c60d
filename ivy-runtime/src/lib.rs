//! The ivy runtime: everything but the macros and the backends. The facade crate `ivy`
//! re-exports it whole.
//!
//! * **Dtypes**: [`Dtype`] and [`DtypeSet`] (Ivy's 15 dtypes and the classes of dtype
//!   declarations), parsed by the grammar the macros use too; [`iinfo()`], [`finfo()`].
//! * **Promotion** under six rule sets ([`PromotionRules`]): [`promote_types()`],
//!   [`promote_types_of_inputs`] (weak scalars, [`Scalar`]), [`result_type()`], [`can_cast()`].
//! * **Defaults and modes**: [`default_dtype`] (seed 000's four steps), the default float,
//!   int, uint and complex dtypes, the promotion rules, the [`CastingMode`] and the backend,
//!   each with a process-wide value and scoped thread-local overrides.
//! * **Arrays**: [`Array`], a handle around one backend's native array; [`HostArray`] in host
//!   memory, with the dtype conversions every backend shares ([`HostArray::astype`]) and
//!   NumPy-like printing ([`write_array`]); [`Container`], nested maps of arrays;
//!   [`TensorType`], static types with partial shapes.
//! * **Backends**: the [`Backend`] trait, [`register_backend`] and [`register_kernels`], the
//!   registry that resolves version-keyed declarations once per backend, and the dispatch of
//!   every call (backend choice, promotion, support check with casting modes, the kernel).
//! * **The library** ([`functional`]): every declared function by category, with its
//!   declaration `f::DECL` and, for nestable ones, `f::nested`; [`functional::catalog()`].
//! * **Memory**: results allocated fallibly ([`result_vec`]), large ones on huge pages, and
//!   the memory of large results dropped unshared kept for the next ones of their size
//!   ([`recycle_result`], bounded by [`set_recycling_limit`]).
//! * **Errors**: one [`Error`] type; [`BackendError`] for what backend code fails with.
//!
//! ```
//! use ivy_runtime::{promote_types_of_inputs, precise_mode_scope, Dtype};
//!
//! // A Rust literal next to an array is weak, as a Python scalar is in Ivy; a float one next
//! // to integers is float64, as Ivy converts it.
//! assert_eq!(promote_types_of_inputs(Dtype::Int8, 2)?, Dtype::Int8);
//! assert_eq!(promote_types_of_inputs(Dtype::Int32, 1.5)?, Dtype::Float64);
//! assert_eq!(promote_types_of_inputs(Dtype::Int32, Dtype::Float32)?, Dtype::Float64);
//! {
//!     let _g = precise_mode_scope(false);
//!     assert_eq!(promote_types_of_inputs(Dtype::Int32, Dtype::Float32)?, Dtype::Float32);
//! }
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

// Generated code names `::ivy::__private`; inside this crate `ivy` is the runtime itself.
extern crate self as ivy;

mod alloc;
mod array;
mod backend;
mod backend_stack;
mod call;
mod casting;
mod container;
mod decision;
mod defaults;
pub mod dense;
mod display;
mod elements;
mod error;
mod frontend;
pub mod functional;
mod host;
mod info;
pub mod kind;
pub mod operators;
mod outputs;
mod panics;
mod promotion;
mod recycling;
mod registry;
pub mod rng;
pub mod rounding;
mod scalar;
mod settings;
mod storage;
// The library's `shape` function is re-exported (by the glob of `functional`); its declaration
// type is `functional::shape`.
#[allow(hidden_glob_reexports)]
mod shape;
pub mod tensor_type;
pub mod type_rules;

#[doc(hidden)]
pub mod __private;

pub use ivy_grammar::{
    Device, DeviceKind, Dtype, DtypeClass, DtypeKind, DtypeSet, Frontend, ParseError, Version,
    VersionError, VersionSpec, Word, echo, suggest,
};

pub use alloc::{
    HUGE_FROM, PROBE_FROM, advise_huge_pages, check_result_size, result_blocks, result_vec,
};
pub use array::Array;
pub use backend::{Absent, Backend, BackendError};
pub use backend_stack::{
    backend_scope, current_backend, default_backend, set_backend, set_default_backend,
    unset_backend, with_backend,
};
pub use call::{ArrayLike, ArraysCall, Like, TypeLike, TypeOutputs, TypeParam, TypesOf, Typing};
pub use casting::{
    CastingMode, casting_mode, casting_mode_scope, set_casting_mode, with_casting_mode,
};
pub use container::{Container, Nest, NestArg, Node};
pub use decision::{Decision, Verdict};
pub use display::{EDGE_ITEMS, SUMMARY_THRESHOLD, Shown, write_array};
pub use host::{HostArray, HostData, HostElement};
pub use recycling::{
    DEFAULT_RECYCLING_LIMIT, RECYCLED_FROM, recycle_result, recycled_bytes, recycling_limit,
    release_recycled, set_recycling_limit,
};
pub use registry::{
    BackendId, FunctionDecl, FunctionKind, KernelDecl, KernelForm, MAX_BACKENDS, SlotAccess,
    SlotEntries, Support, Wrapper, backend_by_name, declared_functions, framework_version_in_force,
    linked_kernels, register_backend, register_backend_as, register_kernels, registered_backends,
    set_framework_version,
};
pub use shape::{
    broadcast_shapes, broadcast_source, broadcasts_to, distinct_axes, element_count, normalize_axis,
};
pub use storage::NativeRef;

pub use defaults::{
    default_complex_dtype, default_complex_dtype_scope, default_dtype, default_dtype_scope,
    default_float_dtype, default_float_dtype_scope, default_int_dtype, default_int_dtype_scope,
    default_uint_dtype, default_uint_dtype_scope, global_default_dtype, infer_default_dtype,
    set_default_complex_dtype, set_default_dtype, set_default_float_dtype, set_default_int_dtype,
    set_default_uint_dtype, unset_default_dtype, with_default_complex_dtype, with_default_dtype,
    with_default_float_dtype, with_default_int_dtype, with_default_uint_dtype,
};
pub use error::{Error, Result};
pub use frontend::{
    FrontendScope, FrontendSettings, frontend_scope, frontend_settings, jax_enable_x64,
    jax_enable_x64_scope, set_jax_enable_x64,
};
pub use functional::*;
// `finfo` and `iinfo` are the function forms in `functional` (taking dtypes and arrays).
pub use info::{Finfo, Iinfo};
pub use operators::OperatorInput;
pub use outputs::Outputs;
pub use panics::Contained;
pub use promotion::{
    JaxType, PromotionRules, is_precise_mode, precise_mode_scope, promote_types_of_inputs,
    promotion_rules, promotion_rules_scope, set_precise_mode, set_promotion_rules,
    with_precise_mode, with_promotion_rules,
};
pub use scalar::{ArrayOperand, Operand, Readable, Scalar};
pub use settings::ScopeGuard;
pub use tensor_type::{Dim, FilterRule, TensorType, Tolerance, TypeResult, broadcast_dims};

/// Every dtype (Ivy's `all_dtypes`).
pub const ALL_DTYPES: DtypeSet = DtypeSet::VALID;
/// Every dtype but `bool` (Ivy's `all_numeric_dtypes`).
pub const ALL_NUMERIC_DTYPES: DtypeSet = DtypeSet::NUMERIC;
/// Signed and unsigned integers (Ivy's `all_int_dtypes`).
pub const ALL_INT_DTYPES: DtypeSet = DtypeSet::INTEGER;
/// Unsigned integers (Ivy's `all_uint_dtypes`).
pub const ALL_UINT_DTYPES: DtypeSet = DtypeSet::UNSIGNED;
/// Real floats, `bfloat16` included (Ivy's `all_float_dtypes`).
pub const ALL_FLOAT_DTYPES: DtypeSet = DtypeSet::FLOAT;
/// Complex dtypes (Ivy's `all_complex_dtypes`).
pub const ALL_COMPLEX_DTYPES: DtypeSet = DtypeSet::COMPLEX;
