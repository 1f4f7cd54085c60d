//! Why a string is not a version or a version spec.

use std::fmt;

use super::number::Version;
use crate::parse_error::echo;

const VERSION: &str = "version";
const VERSION_SPEC: &str = "version spec";

/// Why a string is not a [`Version`] or a [`VersionSpec`](super::VersionSpec).
///
/// It keeps the string as given, the version inside a spec that was at fault (if it was one
/// of the versions), and the reason. It displays on one line: what was wrong, then what is
/// accepted.
///
/// ```
/// use ivy_grammar::{VersionError, VersionErrorKind, VersionSpec};
///
/// let err: VersionError = "2.0.0rc1 and below".parse::<VersionSpec>().unwrap_err();
/// assert_eq!(err.input(), "2.0.0rc1 and below");
/// assert_eq!(err.version(), Some("2.0.0rc1"));
/// assert_eq!(err.kind(), &VersionErrorKind::Suffix { suffix: "rc1".into() });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VersionError {
    what: &'static str,
    input: String,
    version: Option<String>,
    kind: VersionErrorKind,
}

/// The reason in a [`VersionError`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum VersionErrorKind {
    /// The version is the empty string.
    Empty,
    /// The version contains a blank (space, tab, newline, ...).
    Blank,
    /// A number starts with `+` or `-`.
    Sign,
    /// The number at `index` (from 0) is missing: `.1`, `2.`, `2..1`.
    EmptyComponent {
        /// Which number, counting from 0.
        index: usize,
    },
    /// A pre-release or build suffix: `rc1` in `2.0.0rc1`, `+cu118` in `2.1.0+cu118`.
    Suffix {
        /// The suffix, from where it starts to the end of the version.
        suffix: String,
    },
    /// A character that is neither a digit nor a dot.
    InvalidCharacter {
        /// The character.
        found: char,
    },
    /// A number written with a leading zero, such as `01`.
    LeadingZero {
        /// The number as written.
        number: String,
    },
    /// A number larger than `u32::MAX`.
    NumberTooLarge {
        /// The number as written.
        number: String,
    },
    /// More than [`Version::MAX_COMPONENTS`] numbers.
    TooManyComponents {
        /// How many numbers there were.
        count: usize,
    },
    /// A spec that is not one of the four forms, or whose words are not separated by exactly
    /// one space.
    BadForm {
        /// The canonical spec the input most likely meant, if the intent is clear.
        suggestion: Option<String>,
    },
    /// `"X to Y"` with `X > Y`.
    ReversedRange {
        /// X.
        low: Version,
        /// Y.
        high: Version,
    },
}

impl VersionError {
    /// `input` is not a version, for `kind`.
    pub(super) fn of_version(input: &str, kind: VersionErrorKind) -> VersionError {
        VersionError {
            what: VERSION,
            input: input.to_owned(),
            version: None,
            kind,
        }
    }

    /// `input` is not a version spec, for `kind`; `version` is the token at fault, if one is.
    pub(super) fn of_spec(
        input: &str,
        version: Option<&str>,
        kind: VersionErrorKind,
    ) -> VersionError {
        VersionError {
            what: VERSION_SPEC,
            input: input.to_owned(),
            version: version.map(str::to_owned),
            kind,
        }
    }

    /// What the input should have been: `"version"` or `"version spec"`.
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// The input as given.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// In a spec, the version token that was not a version (`"2.0.0rc1"` in
    /// `"2.0.0rc1 and below"`); `None` when the whole input is at fault.
    pub fn version(&self) -> Option<&str> {
        self.version.as_deref()
    }

    /// Why the input was rejected.
    pub fn kind(&self) -> &VersionErrorKind {
        &self.kind
    }

    /// The canonical spelling the input most likely meant, if the intent is clear.
    pub fn suggestion(&self) -> Option<String> {
        match &self.kind {
            VersionErrorKind::BadForm { suggestion } => suggestion.clone(),
            VersionErrorKind::ReversedRange { low, high } => Some(format!("{high} to {low}")),
            _ => None,
        }
    }
}

impl fmt::Display for VersionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a {}", echo(&self.input), self.what)?;
        let token = self.version.as_deref().unwrap_or(&self.input);
        let reason = match &self.kind {
            VersionErrorKind::Empty => "it is empty".to_owned(),
            VersionErrorKind::Blank => "blanks are not accepted".to_owned(),
            VersionErrorKind::Sign => "signs are not accepted".to_owned(),
            VersionErrorKind::EmptyComponent { index } => {
                if *index == 0 {
                    "a number is missing before the first dot".to_owned()
                } else if token.ends_with('.') && token.split('.').count() == index + 1 {
                    "a number is missing after the last dot".to_owned()
                } else {
                    "a number is missing between two dots".to_owned()
                }
            }
            VersionErrorKind::Suffix { suffix } => format!(
                "the suffix `{}` is not accepted (no pre-release or build suffixes)",
                echo(suffix)
            ),
            VersionErrorKind::InvalidCharacter { found } => {
                format!("`{}` is not a digit or a dot", found.escape_debug())
            }
            VersionErrorKind::LeadingZero { number } => {
                format!("the number `{}` has a leading zero", echo(number))
            }
            VersionErrorKind::NumberTooLarge { number } => {
                format!("the number `{}` is larger than {}", echo(number), u32::MAX)
            }
            VersionErrorKind::TooManyComponents { count } => format!(
                "it has {count} numbers, at most {} are accepted",
                Version::MAX_COMPONENTS
            ),
            VersionErrorKind::BadForm { suggestion } => match suggestion {
                Some(s) => format!("did you mean `{s}`?"),
                None => String::new(),
            },
            VersionErrorKind::ReversedRange { low, high } => {
                format!(
                    "the range is reversed, {low} is above {high} (did you mean `{high} to {low}`?)"
                )
            }
        };
        if !reason.is_empty() {
            f.write_str(if matches!(self.kind, VersionErrorKind::BadForm { .. }) {
                "; "
            } else {
                ": "
            })?;
            if let Some(v) = &self.version {
                write!(f, "in `{}`, ", echo(v))?;
            }
            f.write_str(&reason)?;
        }
        if self.what == VERSION_SPEC {
            f.write_str(
                " (expected `X`, `X and below`, `X and above` or `X to Y`, one space between \
                 words, X and Y versions like \"2.1\" or \"0.11.1\")",
            )
        } else {
            write!(
                f,
                " (expected a version like \"2.1\" or \"0.11.1\": up to {} numbers separated by dots)",
                Version::MAX_COMPONENTS
            )
        }
    }
}

impl std::error::Error for VersionError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::version::VersionSpec;
    use proptest::prelude::*;

    #[test]
    fn version_messages_say_what_is_wrong_and_what_is_accepted() {
        let msg = |s: &str| s.parse::<Version>().unwrap_err().to_string();
        const TAIL: &str =
            " (expected a version like \"2.1\" or \"0.11.1\": up to 4 numbers separated by dots)";
        assert_eq!(
            msg("2.1.0+cu118"),
            format!(
                "`2.1.0+cu118` is not a version: the suffix `+cu118` is not accepted \
                 (no pre-release or build suffixes){TAIL}"
            )
        );
        assert_eq!(msg(""), format!("`` is not a version: it is empty{TAIL}"));
        assert_eq!(
            msg("2..1"),
            format!("`2..1` is not a version: a number is missing between two dots{TAIL}")
        );
        assert_eq!(
            msg("0.15.2."),
            format!("`0.15.2.` is not a version: a number is missing after the last dot{TAIL}")
        );
        assert_eq!(
            msg(".5"),
            format!("`.5` is not a version: a number is missing before the first dot{TAIL}")
        );
        assert_eq!(
            msg("1.2.3.4.5"),
            format!("`1.2.3.4.5` is not a version: it has 5 numbers, at most 4 are accepted{TAIL}")
        );
        assert_eq!(
            msg("2.1\n"),
            format!("`2.1\\n` is not a version: blanks are not accepted{TAIL}")
        );
        assert_eq!(msg("2.1\n").lines().count(), 1);
    }

    proptest! {
        #[test]
        fn messages_stay_on_one_line(s in "\\PC*[\\n\\r\\t]\\PC*") {
            let e = s.parse::<VersionSpec>().unwrap_err();
            prop_assert_eq!(e.to_string().lines().count(), 1);
        }
    }
}
