//! Version numbers, the version specs that key declarations (`"2.1 and below"`), and how a
//! version picks its entry among version-keyed declarations.
//!
//! Ivy's own grammar (`_dtype_from_version`) compares versions as Python tuples, so
//! `"2.2 and below"` does not match `2.2.0`, and a version no key matches takes the *last key
//! written*, whatever its version. Here versions are padded with zeros before comparing, and a
//! version no key matches takes the entry of the latest version the keys name at or below it
//! (see [`resolve`]), which does not depend on the order the keys are written in.
//!
//! * [`number`]: [`Version`], a dotted version number.
//! * [`spec`]: [`VersionSpec`], the key of a declaration.
//! * [`resolution`]: [`resolve`] (which key applies to a version) and [`check_overlaps`].
//! * [`error`]: [`VersionError`], why a string is not a version or a spec.

mod error;
mod number;
mod resolution;
mod spec;

pub use error::{VersionError, VersionErrorKind};
pub use number::Version;
pub use resolution::{OverlapError, check_overlaps, resolve, resolve_index};
pub use spec::{VersionSpec, VersionSpecForm};

/// Shorthands the tests of every version module use.
#[cfg(test)]
mod test_support {
    use std::hash::{Hash, Hasher};

    use proptest::prelude::*;

    use super::*;

    pub fn v(s: &str) -> Version {
        s.parse().unwrap()
    }

    pub fn k(s: &str) -> VersionSpec {
        s.parse().unwrap()
    }

    pub fn kind_of(s: &str) -> VersionErrorKind {
        s.parse::<Version>().unwrap_err().kind().clone()
    }

    pub fn hash_of(x: &impl Hash) -> u64 {
        use std::collections::hash_map::DefaultHasher;
        let mut h = DefaultHasher::new();
        x.hash(&mut h);
        h.finish()
    }

    pub fn version_strategy() -> impl Strategy<Value = Version> {
        prop::collection::vec(0u32..4, 1..=4).prop_map(|c| Version::new(&c).unwrap())
    }

    pub fn spec_strategy() -> impl Strategy<Value = VersionSpec> {
        (0u8..4, version_strategy(), version_strategy()).prop_map(|(form, a, b)| match form {
            0 => VersionSpec::exact(a),
            1 => VersionSpec::and_below(a),
            2 => VersionSpec::and_above(a),
            _ => VersionSpec::range(a.min(b), a.max(b)).unwrap(),
        })
    }
}
