//! Frontend frameworks: a declaration may key its versions by one of them
//! (`framework = "torch"`) instead of by the backend's version.

use crate::parse_error::{ParseError, parse_word};
use crate::version::Version;

/// The frameworks `framework = ".."` accepts (Ivy's `ivy.functional.frontends.versions`).
pub const FRAMEWORKS: [&str; 9] = [
    "torch",
    "tensorflow",
    "numpy",
    "jax",
    "paddle",
    "scipy",
    "sklearn",
    "xgboost",
    "mindspore",
];

/// The version each framework of [`FRAMEWORKS`] is taken at (same order).
const FRAMEWORK_VERSIONS: [Version; 9] = {
    const fn v(c: &[u32]) -> Version {
        match Version::new(c) {
            Some(v) => v,
            None => panic!("a valid version"),
        }
    }
    [
        v(&[2, 2]),
        v(&[2, 15, 0]),
        v(&[1, 25, 2]),
        v(&[0, 4, 24]),
        v(&[2, 6, 0]),
        v(&[1, 10, 1]),
        v(&[1, 3, 0]),
        v(&[1, 7, 6]),
        v(&[2, 0, 0]),
    ]
};

/// The version a framework's declarations resolve against; an error naming the nearest
/// framework for an unknown name.
///
/// ```
/// use ivy_grammar::framework_version;
///
/// assert_eq!(framework_version("torch").unwrap().to_string(), "2.2");
/// assert_eq!(framework_version("pytorch").unwrap_err().suggestion(), Some("torch"));
/// ```
pub fn framework_version(name: &str) -> Result<Version, ParseError> {
    parse_word("framework", name, &FRAMEWORKS, &FRAMEWORK_VERSIONS)
}

crate::word_enum! {
    /// The frameworks this library has a frontend of (`ivy::frontends::numpy`, ...): functions
    /// with that framework's names, defaults and promotion, declared
    /// `#[compositional(frontend = "numpy")]`.
    pub enum Frontend: "frontend" {
        /// NumPy 2 (`numpy`).
        Numpy = "numpy",
        /// PyTorch (`torch`).
        Torch = "torch",
        /// JAX's NumPy (`jax.numpy`).
        Jax = "jax",
    }
}
