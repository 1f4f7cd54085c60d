//! The version of each framework whose versions declarations may be keyed on
//! (`#[with_unsupported_dtypes(framework = "torch", "2.0.1 and below" => [..])]`): chosen once
//! per process, as a backend's version is chosen when it registers, before anything keyed on
//! it is resolved; else the version the grammar takes it at.

use std::sync::OnceLock;

use ivy_grammar::{FRAMEWORKS, ParseError, Version, framework_version};

use super::declarations::Framework;
use crate::error::{Error, Result};

/// The version chosen for each framework of [`FRAMEWORKS`] (same order), fixed at first use.
static CHOSEN: [OnceLock<Version>; FRAMEWORKS.len()] =
    [const { OnceLock::new() }; FRAMEWORKS.len()];

/// The position of `name` in [`FRAMEWORKS`], or the grammar's error naming the nearest one.
fn index(name: &str) -> Result<usize> {
    FRAMEWORKS
        .iter()
        .position(|f| *f == name)
        .ok_or_else(|| ParseError::new("framework", name, &FRAMEWORKS).into())
}

/// The version `framework`'s keys resolve at: the one [`set_framework_version`] chose, else
/// the one the declaration was compiled with (the grammar's); fixed from the first call on.
pub(crate) fn resolved_version(framework: &Framework) -> Version {
    match index(framework.name) {
        Ok(i) => *CHOSEN[i].get_or_init(|| framework.version),
        // Only the grammar's names are ever compiled into a declaration.
        Err(_) => framework.version,
    }
}

/// Chooses the version of `framework` (one of [`FRAMEWORKS`]: `"torch"`, `"numpy"`, ...) that
/// declarations keyed on its versions resolve at, for the whole process, as the release a
/// program follows: `set_framework_version("torch", "2.0.1")` makes a
/// `framework = "torch", "2.0.1 and below" => ["float16"]` declaration apply. Set it before
/// the first call: once anything keyed on it was resolved, it is fixed, and setting another
/// version is [`Error::FrameworkVersionFixed`]. An unknown framework or a malformed version
/// is an error naming what is accepted.
///
/// ```
/// assert_eq!(ivy_runtime::framework_version_in_force("jax")?.to_string(), "0.4.24");
/// let err = ivy_runtime::set_framework_version("pytorch", "2.0").unwrap_err();
/// assert!(err.to_string().contains("did you mean `torch`"), "{err}");
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn set_framework_version(framework: &str, version: &str) -> Result<()> {
    let i = index(framework)?;
    let version: Version = version.parse()?;
    let fixed = CHOSEN[i].get_or_init(|| version);
    if *fixed == version {
        Ok(())
    } else {
        Err(Error::FrameworkVersionFixed {
            framework: FRAMEWORKS[i],
            version: fixed.to_string(),
        })
    }
}

/// The version `framework`'s keys resolve at (fixing it, if nothing chose it yet): the one
/// [`set_framework_version`] chose, else the grammar's.
pub fn framework_version_in_force(framework: &str) -> Result<Version> {
    let i = index(framework)?;
    let default = framework_version(FRAMEWORKS[i])?;
    Ok(*CHOSEN[i].get_or_init(|| default))
}
