//! The ivy runtime: everything but the macros and the backends. The facade crate `ivy`
//! re-exports it whole.
//!
//! * **Dtypes**: [`Dtype`] and [`DtypeSet`] (Ivy's 15 dtypes and the classes of dtype
//!   declarations), parsed by the grammar the macros use too; [`iinfo()`], [`finfo()`].
//! * **Promotion** under six rule sets ([`PromotionRules`]): [`promote_types()`],
//!   [`result_type()`] (arrays, dtypes and weak scalars, [`Scalar`]), [`can_cast()`], and
//!   [`promote_types_of_inputs()`] / [`type_promote_arrays()`], which convert arrays.
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
//! use ivy_runtime::{precise_mode_scope, result_type, Dtype, Operand};
//!
//! // A Rust literal next to an array is weak, as a Python scalar is in Ivy; a float one next
//! // to integers is float64, as Ivy converts it.
//! let of = |a: Operand, b: Operand| result_type(&[a, b]);
//! assert_eq!(of(Dtype::Int8.into(), 2.into())?, Dtype::Int8);
//! assert_eq!(of(Dtype::Int32.into(), 1.5.into())?, Dtype::Float64);
//! assert_eq!(of(Dtype::Int32.into(), Dtype::Float32.into())?, Dtype::Float64);
//! {
//!     let _g = precise_mode_scope(false);
//!     assert_eq!(of(Dtype::Int32.into(), Dtype::Float32.into())?, Dtype::Float32);
//! }
//! # Ok::<(), ivy_runtime::Error>(())
//! ```
//!
//! # Floors
//!
//! The modules stand on six floors. A module uses modules of its own floor and of the floors
//! below, never of one above: a type that a lower floor needs belongs on that floor
//! (`tests/floors.rs` reads this list and checks every `crate::` path of the sources against
//! it, and that no cycle among the modules is longer than five).
//!
//! 1. **vocabulary** (`kind`, `modes`, `rounding`, `error`, `info`, `tensor_type`, `shape`,
//!    `alloc`, `recycling`, `dense`, `panics`): the words of the settings, static types,
//!    shapes and lengths, errors, fallible allocation, the containment of panics;
//! 2. **settings** (`settings`, `defaults`, `scalar`, `casting`, `promotion`, `frontend`): the
//!    scoped settings and what they decide for dtypes and weak scalars;
//! 3. **host** (`host`, `display`, `rng`): arrays in host memory, printing, random draws;
//! 4. **arrays** (`registry`, `backend`, `storage`, `array`, `backend_stack`, `devices`,
//!    `arguments`, `decision`, `outputs`, `container`, `dynamic`): backends and their registry,
//!    the array handle and its device, the argument types that hold arrays, the results of
//!    kernels and containers, and arguments and results as values known only at run time;
//! 5. **calls** (`type_rules`, `call`): the shape and dtype rules, and the wrapper chain of a
//!    call;
//! 6. **library** (`functional`, `operators`, `container_operators`, `elements`, `__private`):
//!    the declared functions, what is built on them (operators on arrays and on containers),
//!    and what generated code calls.

// Generated code names `::ivy::__private`; inside this crate `ivy` is the runtime itself.
extern crate self as ivy;

// The floors, bottom up, one group each (see the crate doc).
mod alloc;
pub mod dense;
mod error;
mod info;
pub mod kind;
mod modes;
mod panics;
mod recycling;
pub mod rounding;
// The library's `shape` function is re-exported (by the glob of `functional`); its declaration
// type is `functional::shape`.
#[allow(hidden_glob_reexports)]
mod shape;
pub mod tensor_type;

mod casting;
mod defaults;
mod frontend;
mod promotion;
mod scalar;
mod settings;

mod display;
mod host;
pub mod rng;

mod arguments;
mod array;
mod backend;
mod backend_stack;
mod container;
mod decision;
mod devices;
pub mod dynamic;
mod outputs;
mod registry;
mod storage;

mod call;
pub mod type_rules;

mod container_operators;
mod elements;
pub mod functional;
pub mod operators;

#[doc(hidden)]
pub mod __private;

// The element types' crates, for the exported `element_type!` map.
#[doc(hidden)]
pub use {half, num_complex};

pub use ivy_grammar::{
    Device, DeviceKind, Dtype, DtypeClass, DtypeKind, DtypeSet, Frontend, ParseError, Version,
    VersionError, VersionSpec, Word, echo, suggest,
};

pub use alloc::{
    HUGE_FROM, PROBE_FROM, advise_huge_pages, check_result_size, result_blocks, result_vec,
};
pub use array::Array;
pub use backend::{
    Absent, Backend, BackendError, NativeDtypes, as_ivy_dtype, as_native_dtype,
    default_dtype_as_native, is_native_dtype, native_dtypes, strided_extent,
};
pub use backend_stack::{backend_scope, current_backend, set_backend, unset_backend, with_backend};
pub use call::{ArrayLike, ArraysCall, Like, TypeLike, TypeOutputs, TypeParam, TypesOf, Typing};
pub use casting::{
    CastingMode, casting_mode, casting_mode_scope, set_casting_mode, with_casting_mode,
};
pub use container::{Container, KeyChains, Nest, NestArg, Node};
pub use decision::{Decision, Verdict};
pub use devices::{
    default_device, default_device_scope, dev, gpu_is_available, is_soft_device_mode, num_gpus,
    set_default_device, set_soft_device_mode, soft_device_mode_scope, to_device,
    unset_default_device, unset_soft_device_mode, with_default_device, with_soft_device_mode,
};
pub use display::{
    EDGE_ITEMS, PrintStyle, SUMMARY_THRESHOLD, array_text, scalar_text, write_array,
};
pub use host::{HostArray, HostData, HostElement, Shown};
pub use recycling::{
    DEFAULT_RECYCLING_LIMIT, RECYCLED_FROM, recycle_result, recycled_bytes, recycling_limit,
    release_recycled, set_recycling_limit,
};
pub use registry::{
    BackendId, DeclarationNote, FunctionDecl, FunctionKind, KernelDecl, KernelForm, MAX_BACKENDS,
    ScalarOperand, SlotAccess, SlotEntries, Support, Wrapper, backend_by_name, declared_functions,
    default_backend, framework_version_in_force, linked_kernels, register_backend,
    register_backend_as, register_kernels, registered_backends, set_default_backend,
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
    set_default_uint_dtype, unset_default_complex_dtype, unset_default_dtype,
    unset_default_float_dtype, unset_default_int_dtype, unset_default_uint_dtype,
    with_default_complex_dtype, with_default_dtype, with_default_float_dtype,
    with_default_int_dtype, with_default_uint_dtype,
};
pub use error::{Error, ErrorCategory, Result};
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
    JaxType, PromotionRules, is_precise_mode, precise_mode_scope, promotion_rules,
    promotion_rules_scope, set_precise_mode, set_promotion_rules, with_precise_mode,
    with_promotion_rules,
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
