//! The one grammar shared by the macros and the runtime: dtype names and dtype classes, version
//! numbers and the version specs that key declarations, frontend framework names, and device
//! names.

mod device;
mod dtype;
mod dtype_set;
mod framework;
mod parse_error;
mod version;

pub use device::{Device, DeviceError, DeviceErrorKind, DeviceKind};
pub use dtype::{Dtype, DtypeKind};
pub use dtype_set::{DtypeClass, DtypeSet};
pub use framework::{FRAMEWORKS, framework_version};
pub use parse_error::{ECHO_CHARS, ParseError, echo, parse_word, suggest};
pub use version::{
    OverlapError, Version, VersionError, VersionErrorKind, VersionSpec, VersionSpecForm,
    check_overlaps, resolve, resolve_index,
};
