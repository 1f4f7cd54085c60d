//! The one error type of ivy: every fallible public call returns [`Result<T>`].

use ivy_grammar::{DeviceError, VersionError};
use ivy_grammar::{Dtype, DtypeSet, ParseError};

use crate::modes::{CastingMode, PromotionRules};

use crate::tensor_type::{Dim, FilterRule, TensorType, format_dims};

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in ivy. Each variant keeps what a caller needs to act on it,
/// and its message names what was wrong and what would have been accepted.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A string was not a dtype, dtype class, rule-set name, ... (see [`ParseError`]).
    #[error(transparent)]
    Parse(#[from] ParseError),

    /// The active promotion rules leave a pair of operands without a common dtype
    /// (only `array-api` has such pairs).
    #[error(
        "`{lhs}` and `{rhs}` have no common dtype under the {rules} promotion rules{}",
        defined_by_hint(.defined_by)
    )]
    NoCommonDtype {
        /// The left operand: a dtype name, or a weak scalar's value and kind.
        lhs: String,
        /// The right operand.
        rhs: String,
        /// The rules that were active.
        rules: PromotionRules,
        /// The rule sets that do define the pair.
        defined_by: Vec<PromotionRules>,
    },

    /// A weak scalar's value does not fit the dtype it would take (`300` next to `uint8`).
    /// Ivy would wrap it silently; we refuse.
    #[error(
        "the scalar {value} does not fit `{dtype}` (range {range}); \
         give it an explicit dtype wide enough, or cast the other operand first"
    )]
    ScalarOutOfRange {
        /// The scalar as written.
        value: String,
        /// The dtype it would have taken.
        dtype: Dtype,
        /// The values `dtype` holds, e.g. `0 to 255`.
        range: String,
    },

    /// An integer scalar lies outside what any integer dtype holds.
    #[error(
        "the integer {value} fits no integer dtype (int64 holds -9223372036854775808 to \
         9223372036854775807, uint64 holds 0 to 18446744073709551615)"
    )]
    NoDtypeForValue {
        /// The value as written.
        value: String,
    },

    /// A dtype of the wrong kind for its role, e.g. `int32` as the default float dtype.
    #[error("`{dtype}` cannot be {role}: expected one of {expected}")]
    WrongDtypeKind {
        /// The dtype given.
        dtype: Dtype,
        /// What it was given for, e.g. `"the default float dtype"`.
        role: &'static str,
        /// The dtypes that are accepted there.
        expected: DtypeSet,
    },

    /// A string was not a version or version spec.
    #[error(transparent)]
    Version(#[from] VersionError),

    /// A string was not a device.
    #[error(transparent)]
    Device(#[from] DeviceError),

    /// The function does not support an input's dtype on the active backend, and no casting
    /// mode in force finds a supported one.
    #[error(
        "{function} does not support `{dtype}` on {backend} {version} (it supports {supported}){}",
        modes_hint(.helpful_modes)
    )]
    UnsupportedDtype {
        /// The function called.
        function: &'static str,
        /// The unsupported dtype.
        dtype: Dtype,
        /// The backend's name.
        backend: &'static str,
        /// The backend's version.
        version: String,
        /// What the function supports there.
        supported: DtypeSet,
        /// The casting modes under which the call would work.
        helpful_modes: Vec<CastingMode>,
    },

    /// The function does not support the device on the active backend.
    #[error("{function} does not run on `{device}` with {backend}")]
    UnsupportedDevice {
        /// The function called.
        function: &'static str,
        /// The device asked for.
        device: String,
        /// The backend's name.
        backend: &'static str,
    },

    /// A call's array inputs are on two devices, and soft device mode (which moves them) is
    /// off.
    #[error(
        "{function}: the inputs are on two devices, `{first}` and `{second}` (move them with \
         `to_device`, or turn on soft device mode: `set_soft_device_mode(true)`)"
    )]
    MixedDevices {
        /// The function called.
        function: &'static str,
        /// The device of the first array input.
        first: String,
        /// The first other device an input is on.
        second: String,
    },

    /// No backend implements a primary function.
    #[error("{backend} has no kernel for {function}{}", reason_hint(.reason))]
    NoKernel {
        /// The function called.
        function: &'static str,
        /// The backend's name.
        backend: &'static str,
        /// Why, where the backend declares the kernel absent on purpose.
        reason: Option<&'static str>,
    },

    /// A backend cannot hold a dtype at all (it is one of its invalid dtypes).
    #[error(
        "{backend} {version} cannot hold `{dtype}` (its dtypes are {valid}){}",
        modes_hint(.helpful_modes)
    )]
    InvalidDtype {
        /// The dtype.
        dtype: Dtype,
        /// The backend's name.
        backend: &'static str,
        /// The backend's version.
        version: String,
        /// The dtypes it holds.
        valid: DtypeSet,
        /// The casting modes under which the array would be cast to a dtype it holds.
        helpful_modes: Vec<CastingMode>,
    },

    /// An Ivy dtype a backend's framework has no native dtype for ([`crate::as_native_dtype`]).
    #[error("{backend} has no native dtype for `{dtype}` (its native dtypes stand for {valid})")]
    NoNativeDtype {
        /// The dtype.
        dtype: Dtype,
        /// The backend's name.
        backend: &'static str,
        /// The dtypes it has native dtypes for.
        valid: DtypeSet,
    },

    /// A native dtype of a backend's framework that is none of Ivy's ([`crate::as_ivy_dtype`]).
    #[error(
        "the {backend} dtype `{native}` is none of Ivy's dtypes ({backend}'s stand for {valid})"
    )]
    NotIvyDtype {
        /// The native dtype, as the framework writes it.
        native: String,
        /// The backend's name.
        backend: &'static str,
        /// The dtypes it has native dtypes for.
        valid: DtypeSet,
    },

    /// No backend is registered to run a call on.
    #[error(
        "no backend is registered: call `ivy::init()` once (it registers the ndarray backend), \
         or register one with `ivy::register_backend`"
    )]
    NoBackend,

    /// No registered backend has this name.
    #[error("no registered backend is called `{name}` (registered: {})", .registered.join(", "))]
    UnknownBackend {
        /// The name asked for.
        name: String,
        /// The names registered.
        registered: Vec<&'static str>,
    },

    /// A framework's version is set after declarations keyed on it were resolved.
    #[error(
        "{framework}'s version is already fixed at {version}: declarations keyed on {framework} \
         versions were resolved at it; set it before the first call"
    )]
    FrameworkVersionFixed {
        /// The framework (`torch`).
        framework: &'static str,
        /// The version in force.
        version: String,
    },

    /// All backend slots are taken.
    #[error("at most {max} backends can be registered in one process")]
    TooManyBackends {
        /// The limit.
        max: usize,
    },

    /// A backend lists two kernels of one form for one function (or a kernel and a declared
    /// absence).
    #[error("{backend} lists two {what} for {function}")]
    DuplicateKernel {
        /// The function.
        function: &'static str,
        /// What it lists twice: `"kernels"`, `"`into` kernels"`, ...
        what: &'static str,
        /// The backend.
        backend: &'static str,
    },

    /// A kernel listed for a backend is written for another backend type.
    #[error(
        "the kernel `{kernel}` of {function} is written for another backend type than {backend}'s; \
         register it on a backend of the type in its `#[implements({function} for ..)]`"
    )]
    KernelBackendMismatch {
        /// The kernel function.
        kernel: &'static str,
        /// The function it implements.
        function: &'static str,
        /// The backend it was registered on.
        backend: &'static str,
    },

    /// A native array was not of the backend's native type.
    #[error("expected a native array of the {expected} backend")]
    WrongBackend {
        /// The backend whose native type was expected.
        expected: &'static str,
    },

    /// An array's native array was asked for as a type it is not ([`crate::Array::native`]).
    #[error("`{asked}` is not the native array type of the {backend} backend, `{native}`")]
    NotNative {
        /// The type asked for.
        asked: &'static str,
        /// The array's backend.
        backend: &'static str,
        /// The backend's native array type.
        native: &'static str,
    },

    /// Two shapes that had to agree did not.
    #[error("{what}: expected shape {expected:?}, got {got:?}")]
    ShapeMismatch {
        /// What was being checked.
        what: &'static str,
        /// The shape required.
        expected: Vec<usize>,
        /// The shape given.
        got: Vec<usize>,
    },

    /// A shape rule refused its input (see [`type_rules`](crate::type_rules)): the types given
    /// to `output_type`, or the shapes and arguments of a call, the function and argument
    /// named.
    #[error("{function}: {message}")]
    TypeRule {
        /// The function whose type was evaluated.
        function: &'static str,
        /// What was wrong.
        message: String,
    },

    /// An indexing query that does not fit the array it indexes (too many indices, a mask of
    /// another shape, index arrays that do not broadcast, ...): NumPy's `IndexError`.
    #[error("{function}: {message}")]
    Query {
        /// The function queried (`get_item`, `set_item`).
        function: &'static str,
        /// What was wrong.
        message: String,
    },

    /// Two types that had to agree did not (an `out` type given to `output_type`).
    #[error("{what}: expected type `{expected}`, got `{got}`")]
    TypeMismatch {
        /// What was being checked.
        what: &'static str,
        /// The type required.
        expected: String,
        /// The type given.
        got: String,
    },

    /// `out` has another shape than the result (`out=` never broadcasts: a compound
    /// assignment `a += b` where `b` is larger than `a` lands here).
    #[error(
        "{function}: out has shape {got:?}, but the result has shape {expected:?}; \
         pass an out of the result's shape"
    )]
    OutShape {
        /// The function whose result was to be written.
        function: &'static str,
        /// The result's shape.
        expected: Vec<usize>,
        /// `out`'s shape.
        got: Vec<usize>,
    },

    /// `out` has a dtype the result cannot be cast to without loss.
    #[error(
        "{function}: out has dtype `{out}`, but the result is `{result}`, which does not cast \
         to it under the active promotion rules; pass an out of dtype `{result}` or wider"
    )]
    OutDtype {
        /// The function whose result was to be written.
        function: &'static str,
        /// `out`'s dtype.
        out: Dtype,
        /// The result's dtype.
        result: Dtype,
    },

    /// `out` shares its native array with one the calling thread is reading (a
    /// [`NativeRef`](crate::NativeRef) of it or of a clone is alive): writing would wait for
    /// that reading, on this very thread, forever.
    #[error(
        "out shares its native array with a `NativeRef` this thread holds (from \
         `Array::native` on out or a clone of it); drop the reference before writing to out"
    )]
    OutBeingRead,

    /// Containers passed together do not share one structure.
    #[error("containers do not share one structure: {detail} at `{path}`")]
    ContainerStructure {
        /// The first key path at which they differ.
        path: String,
        /// How they differ there.
        detail: String,
    },

    /// A nestable call failed at one leaf of its containers.
    #[error("at `{path}`: {error}")]
    AtLeaf {
        /// The key path of the leaf (see [`Container`](crate::Container)).
        path: String,
        /// What went wrong there.
        error: Box<Error>,
    },

    /// An argument was a container or scalar where an array is needed, or the reverse.
    #[error("{function}: argument `{argument}` must be {expected}")]
    ArgumentKind {
        /// The function.
        function: &'static str,
        /// The argument.
        argument: &'static str,
        /// What it must be.
        expected: &'static str,
    },

    /// A backend kernel failed (its own error, in its words).
    #[error("{function} on {backend}: {message}")]
    Kernel {
        /// The function.
        function: &'static str,
        /// The backend.
        backend: &'static str,
        /// The kernel's message.
        message: String,
    },

    /// A backend kernel panicked; the panic was caught at the dispatch boundary.
    #[error("{function} on {backend} panicked: {message}")]
    KernelPanic {
        /// The function.
        function: &'static str,
        /// The backend.
        backend: &'static str,
        /// The panic message.
        message: String,
    },

    /// Two shapes that had to broadcast together (or to match, e.g. a matrix product's inner
    /// dimensions) do not.
    #[error("{function}: shapes {lhs:?} and {rhs:?} {why}")]
    Shapes {
        /// The function called.
        function: &'static str,
        /// The first shape.
        lhs: Vec<usize>,
        /// The second shape.
        rhs: Vec<usize>,
        /// What they fail at, e.g. `"do not broadcast together"`.
        why: &'static str,
    },

    /// A position outside an axis (an index of `get_item`, `gather`, `take_along_axis`, ...).
    #[error(
        "{function}: index {index} is out of range for axis {axis} of length {length} \
         (valid: {} to {})",
        -(*.length as i128), *.length as i128 - 1
    )]
    IndexOutOfRange {
        /// The function called.
        function: &'static str,
        /// The index given (negative from the end).
        index: i64,
        /// The axis it indexes.
        axis: usize,
        /// The axis's length.
        length: usize,
    },

    /// An axis outside `-ndim..ndim`.
    #[error(
        "{function}: axis {axis} is out of range for an array of {ndim} dimension(s) ({})",
        axis_range(*.ndim)
    )]
    AxisOutOfRange {
        /// The function called.
        function: &'static str,
        /// The axis given.
        axis: isize,
        /// The number of dimensions of the array.
        ndim: usize,
    },

    /// The memory for a result could not be had.
    #[error(
        "{function}: cannot allocate {} for a result of shape {shape:?}",
        ReadableBytes(*.bytes)
    )]
    OutOfMemory {
        /// The function called.
        function: &'static str,
        /// The result's shape.
        shape: Vec<usize>,
        /// The bytes asked for.
        bytes: usize,
    },

    /// A shape whose number of elements cannot be addressed.
    #[error("{function}: the shape {shape:?} has too many elements")]
    ShapeTooLarge {
        /// The function called.
        function: &'static str,
        /// The shape.
        shape: Vec<usize>,
    },

    /// Casting complex values to a real dtype, which would drop the imaginary part.
    #[error(
        "astype: casting `{from}` to `{to}` would drop the imaginary part; take the real \
         part (or the magnitude) first if that is what you want"
    )]
    ComplexToReal {
        /// The complex dtype.
        from: Dtype,
        /// The real dtype asked for.
        to: Dtype,
    },

    /// A kernel was given input it cannot handle (bad axis, shapes that do not broadcast, ...).
    #[error("{0}")]
    InvalidInput(String),

    /// A function that needs at least one operand got none.
    #[error("{function} needs at least one array, dtype or scalar")]
    NoOperands {
        /// The function called.
        function: &'static str,
    },

    /// A string was not a tensor type such as `float32[?, 3]` or `int8[]`.
    #[error("`{}` is not a tensor type: {problem}", ivy_grammar::echo(.input))]
    TensorTypeSyntax {
        /// The string as given.
        input: String,
        /// The token that is wrong (empty when the string ends too soon).
        token: String,
        /// What is wrong there and what would be accepted.
        problem: String,
        /// The valid token nearest the wrong one, where there is one (a dtype name).
        suggestion: Option<&'static str>,
    },

    /// A tensor type's `filter` refused an array.
    #[error("`{ty}` refuses an array of dtype `{dtype}` and shape {shape:?} ({rule}): {reason}")]
    TypeFilter {
        /// The type.
        ty: TensorType,
        /// The array's dtype.
        dtype: Dtype,
        /// The array's shape.
        shape: Vec<usize>,
        /// The rule that refused it.
        rule: FilterRule,
        /// Why.
        reason: String,
    },

    /// No array has both of two tensor types, so one cannot be refined to the other.
    #[error("`{from}` does not convert to `{to}`: {reason}")]
    TypeConvert {
        /// The type to refine.
        from: TensorType,
        /// The type it was to be refined to.
        to: TensorType,
        /// Where they disagree.
        reason: String,
    },

    /// A tensor type's size needs every dimension, and one is unknown.
    #[error("`{ty}` has no size in bytes: dimension {axis} is unknown")]
    UnknownDim {
        /// The type.
        ty: TensorType,
        /// The first unknown dimension.
        axis: usize,
    },

    /// An array of a tensor type would take more bytes than `usize` counts.
    #[error("an array of type `{ty}` would take more than {} bytes", usize::MAX)]
    SizeOverflow {
        /// The type.
        ty: TensorType,
    },

    /// Two shapes (known or partial) do not broadcast together.
    #[error(
        "{}shapes {} and {} do not broadcast: at aligned axis {axis}, {} and {} differ and \
         neither is 1",
        function_prefix(.function), format_dims(.lhs), format_dims(.rhs), .lengths.0, .lengths.1
    )]
    ShapesDoNotBroadcast {
        /// The function called (empty in a shape rule until its evaluation names it).
        function: &'static str,
        /// The left shape.
        lhs: Vec<Dim>,
        /// The right shape.
        rhs: Vec<Dim>,
        /// The axis of the broadcast shape where they disagree.
        axis: usize,
        /// The two lengths there.
        lengths: (usize, usize),
    },
}

/// What kind of mistake an [`Error`] is, for bindings that map errors to their language's
/// exception classes (Python's `TypeError`, `ValueError`, ...). Every variant is classified
/// here, in one exhaustive match, so a new variant cannot be added unclassified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCategory {
    /// A dtype problem: unsupported, no common dtype, a cast refused, the wrong kind of
    /// dtype, a string that is not a dtype; or an argument of the wrong kind (a string where
    /// an array goes): Python's `TypeError`.
    Dtype,
    /// A value, shape, version or string that is wrong for its role.
    Value,
    /// A position outside an axis.
    Index,
    /// An axis outside an array's dimensions: a value wrong for its role and a position out
    /// of range at once (NumPy's `AxisError` is both a `ValueError` and an `IndexError`).
    Axis,
    /// Memory that could not be had.
    Memory,
    /// Anything else: backends, registration, kernels' own failures.
    Other,
}

impl Error {
    /// The kind of mistake this error is (see [`ErrorCategory`]).
    pub fn category(&self) -> ErrorCategory {
        use ErrorCategory::{Dtype as D, Index, Memory, Other, Value};
        match self {
            Error::Parse(e) if e.what() == "dtype" => D,
            Error::Parse(_) => Value,
            Error::NoCommonDtype { .. }
            | Error::WrongDtypeKind { .. }
            | Error::UnsupportedDtype { .. }
            | Error::InvalidDtype { .. }
            | Error::NoNativeDtype { .. }
            | Error::NotIvyDtype { .. }
            | Error::OutDtype { .. }
            | Error::ComplexToReal { .. }
            | Error::ArgumentKind { .. } => D,
            Error::ScalarOutOfRange { .. }
            | Error::NoDtypeForValue { .. }
            | Error::Version(_)
            | Error::Device(_)
            | Error::UnknownBackend { .. }
            | Error::FrameworkVersionFixed { .. }
            | Error::ShapeMismatch { .. }
            | Error::TypeRule { .. }
            | Error::TypeMismatch { .. }
            | Error::OutShape { .. }
            | Error::ContainerStructure { .. }
            | Error::Shapes { .. }
            | Error::ShapeTooLarge { .. }
            | Error::InvalidInput(_)
            | Error::NoOperands { .. }
            | Error::TensorTypeSyntax { .. }
            | Error::TypeFilter { .. }
            | Error::TypeConvert { .. }
            | Error::UnknownDim { .. }
            | Error::ShapesDoNotBroadcast { .. } => Value,
            Error::IndexOutOfRange { .. } | Error::Query { .. } => Index,
            Error::AxisOutOfRange { .. } => ErrorCategory::Axis,
            Error::OutOfMemory { .. } | Error::SizeOverflow { .. } => Memory,
            Error::AtLeaf { error, .. } => error.category(),
            Error::UnsupportedDevice { .. }
            | Error::MixedDevices { .. }
            | Error::NoKernel { .. }
            | Error::NoBackend
            | Error::TooManyBackends { .. }
            | Error::DuplicateKernel { .. }
            | Error::KernelBackendMismatch { .. }
            | Error::WrongBackend { .. }
            | Error::NotNative { .. }
            | Error::OutBeingRead
            | Error::Kernel { .. }
            | Error::KernelPanic { .. } => Other,
        }
    }
}

/// `"f: "` for a named function, nothing for none.
fn function_prefix(function: &str) -> String {
    if function.is_empty() {
        String::new()
    } else {
        format!("{function}: ")
    }
}

fn modes_hint(modes: &[CastingMode]) -> String {
    let helpful: Vec<&str> = modes
        .iter()
        .filter(|m| **m != CastingMode::Off)
        .map(|m| m.name())
        .collect();
    if helpful.is_empty() {
        "; no casting mode finds a supported dtype".to_owned()
    } else {
        format!(
            "; the call works under the casting mode {}",
            helpful.join(" or ")
        )
    }
}

fn axis_range(ndim: usize) -> String {
    match ndim {
        0 => "a 0-d array has no axes".to_owned(),
        n => format!("valid: -{n} to {}", n - 1),
    }
}

fn reason_hint(reason: &Option<&'static str>) -> String {
    reason.map(|r| format!(" ({r})")).unwrap_or_default()
}

fn defined_by_hint(rules: &[PromotionRules]) -> String {
    if rules.is_empty() {
        return String::new();
    }
    let names: Vec<String> = rules.iter().map(|r| r.to_string()).collect();
    format!(" (defined under {})", names.join(", "))
}

impl Error {
    /// The error with `function` named where it names none: shape rules
    /// ([`type_rules`](crate::type_rules)) do not know which function they serve.
    pub(crate) fn in_function(mut self, name: &'static str) -> Error {
        match &mut self {
            Error::TypeRule { function, .. }
            | Error::AxisOutOfRange { function, .. }
            | Error::Shapes { function, .. }
            | Error::ShapesDoNotBroadcast { function, .. }
                if function.is_empty() =>
            {
                *function = name;
            }
            _ => {}
        }
        self
    }
}

/// A byte count as a person reads it: `512 bytes`, `3.0 MiB`, `8.0 TiB`; `usize::MAX` (a size
/// that overflowed) reads `more than the address space`.
pub(crate) struct ReadableBytes(pub usize);

impl std::fmt::Display for ReadableBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
        if self.0 == usize::MAX {
            return f.write_str("more than the address space");
        }
        if self.0 < 1024 {
            return write!(f, "{} bytes", self.0);
        }
        let mut value = self.0 as f64 / 1024.0;
        let mut unit = 0;
        while value >= 1024.0 && unit + 1 < UNITS.len() {
            value /= 1024.0;
            unit += 1;
        }
        write!(f, "{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn categories_follow_the_kind_of_mistake() {
        let index = crate::type_rules::gather::index_position("get_item", 3, 1, 3).unwrap_err();
        assert_eq!(
            index.to_string(),
            "get_item: index 3 is out of range for axis 1 of length 3 (valid: -3 to 2)"
        );
        assert_eq!(index.category(), ErrorCategory::Index);
        let dtype_name = Error::from("int33".parse::<Dtype>().unwrap_err());
        assert_eq!(dtype_name.category(), ErrorCategory::Dtype);
        let mode_name = Error::from("sideways".parse::<CastingMode>().unwrap_err());
        assert_eq!(mode_name.category(), ErrorCategory::Value);
        let memory = Error::OutOfMemory {
            function: "zeros",
            shape: vec![1 << 40],
            bytes: 1 << 42,
        };
        assert_eq!(memory.category(), ErrorCategory::Memory);
        let at_leaf = Error::AtLeaf {
            path: "a/b".into(),
            error: Box::new(index),
        };
        assert_eq!(at_leaf.category(), ErrorCategory::Index);
        assert_eq!(Error::NoBackend.category(), ErrorCategory::Other);
    }

    #[test]
    fn byte_counts_read_in_binary_units() {
        assert_eq!(ReadableBytes(512).to_string(), "512 bytes");
        assert_eq!(ReadableBytes(3 << 20).to_string(), "3.0 MiB");
        assert_eq!(ReadableBytes(1536).to_string(), "1.5 KiB");
        assert_eq!(ReadableBytes(8 << 40).to_string(), "8.0 TiB");
        assert_eq!(
            ReadableBytes(usize::MAX).to_string(),
            "more than the address space"
        );
    }
}
