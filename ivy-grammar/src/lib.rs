//! The one grammar of ivy declarations, shared by the macros (compile time) and the runtime (run
//! time): a string written in an attribute and one given at run time go through the same code.
//!
//! * [`Dtype`]: Ivy's 15 dtype names, and [`DtypeSet`]: the dtype class words (`valid`,
//!   `numeric`, `integer`, ...) as bitsets.
//! * [`Version`] numbers and the [`VersionSpec`]s that key declarations (`"X"`, `"X and below"`,
//!   `"X and above"`, `"X to Y"`), resolved with [`resolve`] and checked with [`check_overlaps`].
//! * [`Device`] names and the frontend [`FRAMEWORKS`].
//! * [`ParseError`], the error every word parser returns, with a "did you mean" suggestion, and
//!   [`Word`] with [`word_enum!`], what every vocabulary of single words shares.
//!
//! The crate needs nothing from `syn`: `ivy-macros-core` (the macro engine) and `ivy-runtime`
//! both depend on it, and the runtime re-exports its public types.

mod device;
mod dtype;
mod dtype_set;
mod framework;
mod function;
mod parse_error;
mod version;
mod word;

pub use device::{Device, DeviceError, DeviceErrorKind, DeviceKind};
pub use dtype::{Dtype, DtypeKind};
pub use dtype_set::{DtypeClass, DtypeSet};
pub use framework::{FRAMEWORKS, Frontend, framework_version};
pub use function::{FunctionKind, Wrapper};
pub use parse_error::{ECHO_CHARS, ParseError, echo, parse_word, suggest};
pub use version::{
    OverlapError, Version, VersionError, VersionErrorKind, VersionSpec, VersionSpecForm,
    check_overlaps, resolve, resolve_index,
};
pub use word::Word;
