//! Version numbers, the version specs that key declarations (`"2.1 and below"`), and how a
//! version picks its entry among version-keyed declarations.
//!
//! Ivy's own grammar (`_dtype_from_version`) compares versions as Python tuples, so
//! `"2.2 and below"` does not match `2.2.0`, and a version no key matches takes the *last key
//! written*, whatever its version. Here versions are padded with zeros before comparing, and a
//! version no key matches takes the entry of the latest version the keys name at or below it
//! (see [`resolve`]), which does not depend on the order the keys are written in.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use crate::parse_error::echo;

/// A dotted version number such as `2.1`, `0.11.1` or `1.12.1`: one to
/// [`Version::MAX_COMPONENTS`] numbers, each a `u32`, separated by dots.
///
/// Versions compare as numbers padded with zeros: `2.1 == 2.1.0`, `2.10 > 2.9`. `Eq`, `Ord` and
/// `Hash` all follow that padding, so `2.1` and `2.1.0` are one key in a map. `Display` prints
/// the numbers as written (`2.1` stays `2.1`, `2.1.0` stays `2.1.0`).
///
/// Parsing is strict: digits and dots only, no signs, no blanks, no leading zeros (`01`), no
/// empty number (`2..1`, `2.`), and no pre-release or build suffix (`2.0.0rc1`,
/// `2.1.0+cu118`); strip such a suffix before parsing.
///
/// ```
/// use ivy_grammar::Version;
///
/// let v: Version = "2.1".parse().unwrap();
/// assert_eq!(v, "2.1.0".parse().unwrap());
/// assert!("2.10".parse::<Version>().unwrap() > "2.9".parse().unwrap());
/// assert_eq!(v.to_string(), "2.1");
/// assert_eq!(v.components(), [2, 1]);
///
/// let err = "2.1.0+cu118".parse::<Version>().unwrap_err();
/// assert!(err.to_string().contains("the suffix `+cu118` is not accepted"));
/// ```
#[derive(Clone, Copy)]
pub struct Version {
    /// The numbers, padded with zeros past `len`.
    parts: [u32; Version::MAX_COMPONENTS],
    /// How many numbers were written (1 ..= `MAX_COMPONENTS`).
    len: u8,
}

impl Version {
    /// The most numbers a version may have. Four covers every scheme Ivy's backends use
    /// (`major.minor.patch`, plus one for the odd fourth number).
    pub const MAX_COMPONENTS: usize = 4;

    /// The version with the given numbers (usable in `const` items), or `None` when there are
    /// none or more than [`Version::MAX_COMPONENTS`].
    ///
    /// ```
    /// use ivy_grammar::Version;
    ///
    /// const V: Version = Version::new(&[0, 11, 1]).unwrap();
    /// assert_eq!(V.to_string(), "0.11.1");
    /// assert!(Version::new(&[]).is_none());
    /// assert!(Version::new(&[1, 2, 3, 4, 5]).is_none());
    /// ```
    pub const fn new(components: &[u32]) -> Option<Version> {
        if components.is_empty() || components.len() > Version::MAX_COMPONENTS {
            return None;
        }
        let mut parts = [0u32; Version::MAX_COMPONENTS];
        let mut i = 0;
        while i < components.len() {
            parts[i] = components[i];
            i += 1;
        }
        Some(Version {
            parts,
            len: components.len() as u8,
        })
    }

    /// The numbers as written, without padding.
    pub fn components(&self) -> &[u32] {
        let len = usize::from(self.len).min(Version::MAX_COMPONENTS);
        &self.parts[..len]
    }

    /// Compares as numbers padded with zeros (the `Ord` order, usable in `const` code).
    pub const fn const_cmp(&self, other: &Version) -> Ordering {
        let mut i = 0;
        while i < Version::MAX_COMPONENTS {
            if self.parts[i] < other.parts[i] {
                return Ordering::Less;
            }
            if self.parts[i] > other.parts[i] {
                return Ordering::Greater;
            }
            i += 1;
        }
        Ordering::Equal
    }
}

impl PartialEq for Version {
    fn eq(&self, other: &Version) -> bool {
        self.parts == other.parts
    }
}

impl Eq for Version {}

impl Hash for Version {
    /// Hashes the padded numbers, so that `2.1` and `2.1.0` hash alike.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts.hash(state);
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Version) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Version) -> Ordering {
        self.const_cmp(other)
    }
}

impl fmt::Display for Version {
    /// The numbers as written, joined with dots.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        for (i, n) in self.components().iter().enumerate() {
            if i > 0 {
                s.push('.');
            }
            s.push_str(&n.to_string());
        }
        f.pad(&s)
    }
}

impl fmt::Debug for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Version({self})")
    }
}

impl FromStr for Version {
    type Err = VersionError;

    /// Parses a dotted version such as `"2.1"` or `"0.11.1"` (see [`Version`] for what is
    /// rejected).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_version(s).map_err(|kind| VersionError {
            what: VERSION,
            input: s.to_owned(),
            version: None,
            kind,
        })
    }
}

/// Parses one version token, giving the reason it is not a version.
fn parse_version(s: &str) -> Result<Version, VersionErrorKind> {
    if s.is_empty() {
        return Err(VersionErrorKind::Empty);
    }
    if s.chars().any(char::is_whitespace) {
        return Err(VersionErrorKind::Blank);
    }
    let mut parts = [0u32; Version::MAX_COMPONENTS];
    let mut count = 0usize;
    let mut start = 0usize;
    for (index, component) in s.split('.').enumerate() {
        let n = parse_component(s, start, index, component)?;
        if let Some(slot) = parts.get_mut(index) {
            *slot = n;
        }
        count = index + 1;
        start += component.len() + 1;
    }
    if count > Version::MAX_COMPONENTS {
        return Err(VersionErrorKind::TooManyComponents { count });
    }
    Ok(Version {
        parts,
        len: count as u8,
    })
}

/// Parses the `index`-th number of the version `s`, which starts at byte `start`.
fn parse_component(
    s: &str,
    start: usize,
    index: usize,
    component: &str,
) -> Result<u32, VersionErrorKind> {
    let digits = component.bytes().take_while(u8::is_ascii_digit).count();
    if component.is_empty() {
        return Err(VersionErrorKind::EmptyComponent { index });
    }
    if digits < component.len() {
        // `digits` counts one-byte ASCII digits, so these are char boundaries.
        let rest = &component[digits..];
        let c = rest.chars().next().unwrap_or('?');
        return Err(if digits == 0 && (c == '+' || c == '-') {
            VersionErrorKind::Sign
        } else if digits == 0 && index > 0 && c.is_ascii_alphabetic() && component.len() > 1 {
            // `2.1.dev0`: the suffix starts at the dot before this component. A lone letter, as
            // in the wildcard `2.x`, is reported as a bad character instead.
            VersionErrorKind::Suffix {
                suffix: s[start.saturating_sub(1)..].to_owned(),
            }
        } else if digits > 0 && (c.is_ascii_alphabetic() || matches!(c, '+' | '-' | '_' | '~')) {
            // `0rc1`, `0+cu118`: the suffix runs to the end of the version.
            VersionErrorKind::Suffix {
                suffix: s[start + digits..].to_owned(),
            }
        } else {
            VersionErrorKind::InvalidCharacter { found: c }
        });
    }
    if component.len() > 1 && component.starts_with('0') {
        return Err(VersionErrorKind::LeadingZero {
            number: component.to_owned(),
        });
    }
    component
        .bytes()
        .try_fold(0u32, |n, b| {
            n.checked_mul(10)?.checked_add(u32::from(b - b'0'))
        })
        .ok_or_else(|| VersionErrorKind::NumberTooLarge {
            number: component.to_owned(),
        })
}

/// The key of a version-keyed declaration: `"X"` (exactly X), `"X and below"`, `"X and above"`
/// or `"X to Y"`, every form inclusive of the versions it names.
///
/// Words are separated by exactly one space; anything else is an error naming the four forms
/// (with a "did you mean" where the intent is clear, as in `"2.1 and bellow"`). `"X to Y"` needs
/// `X <= Y`. Two specs are equal when they have the same form and equal versions (padded:
/// `"2.1"` equals `"2.1.0"`). `Display` gives the canonical string back.
///
/// ```
/// use ivy_grammar::{Version, VersionSpec};
///
/// let spec: VersionSpec = "2.2 and below".parse().unwrap();
/// // Ivy compares (2, 2) with (2, 2, 0) as tuples and says no; we pad with zeros.
/// assert!(spec.matches(&"2.2.0".parse().unwrap()));
/// assert!(!spec.matches(&"2.2.1".parse().unwrap()));
/// assert_eq!(spec.to_string(), "2.2 and below");
///
/// let range: VersionSpec = "1.5.0 to 1.9.0".parse().unwrap();
/// assert!(range.matches(&"1.9".parse().unwrap()));
/// assert!("2.1 to 1.5".parse::<VersionSpec>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct VersionSpec(Spec);

/// The representation of a [`VersionSpec`]; private so that a range is never reversed.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Spec {
    Exact(Version),
    AndBelow(Version),
    AndAbove(Version),
    Range(Version, Version),
}

/// The form of a [`VersionSpec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VersionSpecForm {
    /// `"X"`: exactly X.
    Exact,
    /// `"X and below"`: X and every older version.
    AndBelow,
    /// `"X and above"`: X and every newer version.
    AndAbove,
    /// `"X to Y"`: X, Y and every version between them.
    Range,
}

impl VersionSpec {
    /// `"X"`: exactly `version`.
    pub const fn exact(version: Version) -> VersionSpec {
        VersionSpec(Spec::Exact(version))
    }

    /// `"X and below"`: `version` and every older version.
    pub const fn and_below(version: Version) -> VersionSpec {
        VersionSpec(Spec::AndBelow(version))
    }

    /// `"X and above"`: `version` and every newer version.
    pub const fn and_above(version: Version) -> VersionSpec {
        VersionSpec(Spec::AndAbove(version))
    }

    /// `"X to Y"`: `low`, `high` and every version between them; `None` when `low > high`.
    pub const fn range(low: Version, high: Version) -> Option<VersionSpec> {
        match low.const_cmp(&high) {
            Ordering::Greater => None,
            _ => Some(VersionSpec(Spec::Range(low, high))),
        }
    }

    /// The form of the spec.
    pub const fn form(&self) -> VersionSpecForm {
        match self.0 {
            Spec::Exact(_) => VersionSpecForm::Exact,
            Spec::AndBelow(_) => VersionSpecForm::AndBelow,
            Spec::AndAbove(_) => VersionSpecForm::AndAbove,
            Spec::Range(..) => VersionSpecForm::Range,
        }
    }

    /// Whether the spec is an exact key (`"X"`). `"X to X"` is a range, not an exact key.
    pub const fn is_exact(&self) -> bool {
        matches!(self.0, Spec::Exact(_))
    }

    /// The oldest version the spec matches, or `None` for `"X and below"` (no lower bound).
    pub const fn lower(&self) -> Option<Version> {
        match self.0 {
            Spec::Exact(v) | Spec::AndAbove(v) | Spec::Range(v, _) => Some(v),
            Spec::AndBelow(_) => None,
        }
    }

    /// The newest version the spec matches, or `None` for `"X and above"` (no upper bound).
    pub const fn upper(&self) -> Option<Version> {
        match self.0 {
            Spec::Exact(v) | Spec::AndBelow(v) | Spec::Range(_, v) => Some(v),
            Spec::AndAbove(_) => None,
        }
    }

    /// Whether `version` is one the spec matches (every form includes the versions it names).
    pub fn matches(&self, version: &Version) -> bool {
        match &self.0 {
            Spec::Exact(x) => version == x,
            Spec::AndBelow(x) => version <= x,
            Spec::AndAbove(x) => version >= x,
            Spec::Range(low, high) => low <= version && version <= high,
        }
    }

    /// The versions both specs match, as a spec, or `None` when they share no version.
    ///
    /// ```
    /// use ivy_grammar::VersionSpec;
    ///
    /// let a: VersionSpec = "2.0 and below".parse().unwrap();
    /// let b: VersionSpec = "1.5 to 2.1".parse().unwrap();
    /// assert_eq!(a.intersection(&b).unwrap().to_string(), "1.5 to 2.0");
    /// let c: VersionSpec = "2.1 and above".parse().unwrap();
    /// assert_eq!(a.intersection(&c), None);
    /// ```
    pub fn intersection(&self, other: &VersionSpec) -> Option<VersionSpec> {
        let low = match (self.lower(), other.lower()) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        let high = match (self.upper(), other.upper()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        match (low, high) {
            (Some(l), Some(h)) if l == h => Some(VersionSpec::exact(l)),
            (Some(l), Some(h)) => VersionSpec::range(l, h),
            (None, Some(h)) => Some(VersionSpec::and_below(h)),
            (Some(l), None) => Some(VersionSpec::and_above(l)),
            // Both unbounded would need one spec without a lower bound and one without an
            // upper bound... but then each supplies the other's missing bound. Not reachable.
            (None, None) => None,
        }
    }

    /// Whether every version `self` matches is matched by `other`.
    fn is_within(&self, other: &VersionSpec) -> bool {
        let low_ok = match (other.lower(), self.lower()) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(o), Some(s)) => o <= s,
        };
        let high_ok = match (other.upper(), self.upper()) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(o), Some(s)) => s <= o,
        };
        low_ok && high_ok
    }

    /// Whether `self` matches a strict subset of the versions `other` matches.
    fn is_strictly_within(&self, other: &VersionSpec) -> bool {
        self.is_within(other) && !other.is_within(self)
    }
}

impl fmt::Display for VersionSpec {
    /// The canonical string: `2.1`, `2.1 and below`, `2.1 and above`, `1.5 to 2.1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match &self.0 {
            Spec::Exact(x) => x.to_string(),
            Spec::AndBelow(x) => format!("{x} and below"),
            Spec::AndAbove(x) => format!("{x} and above"),
            Spec::Range(low, high) => format!("{low} to {high}"),
        };
        f.pad(&s)
    }
}

impl fmt::Debug for VersionSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VersionSpec({:?})", self.to_string())
    }
}

impl FromStr for VersionSpec {
    type Err = VersionError;

    /// Parses `"X"`, `"X and below"`, `"X and above"` or `"X to Y"`, words separated by exactly
    /// one space.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let error = |version: Option<&str>, kind| VersionError {
            what: VERSION_SPEC,
            input: s.to_owned(),
            version: version.map(str::to_owned),
            kind,
        };
        let bad_form = || {
            error(
                None,
                VersionErrorKind::BadForm {
                    suggestion: suggest_spec(s),
                },
            )
        };
        let version = |token: &str| parse_version(token).map_err(|kind| error(Some(token), kind));
        let words: Vec<&str> = s.split(' ').collect();
        if words.iter().any(|w| w.is_empty()) {
            return Err(bad_form());
        }
        match words.as_slice() {
            [x] => match parse_version(x) {
                Ok(v) => Ok(VersionSpec::exact(v)),
                // `1.5-2.1`: a range written with a dash.
                Err(_) if suggest_spec(s).is_some() => Err(bad_form()),
                Err(kind) => Err(error(Some(x), kind)),
            },
            [x, "and", "below"] => Ok(VersionSpec::and_below(version(x)?)),
            [x, "and", "above"] => Ok(VersionSpec::and_above(version(x)?)),
            [x, "to", y] => {
                let (low, high) = (version(x)?, version(y)?);
                VersionSpec::range(low, high)
                    .ok_or_else(|| error(None, VersionErrorKind::ReversedRange { low, high }))
            }
            _ => Err(bad_form()),
        }
    }
}

/// A canonical spec close to the malformed `s`, when the intent is clear: blanks normalised,
/// case folded, `below` / `or below` / `and bellow` for `and below`, `-` for `to`, ...
fn suggest_spec(s: &str) -> Option<String> {
    const BELOW: &[&str] = &[
        "below",
        "or below",
        "and lower",
        "or lower",
        "and older",
        "or older",
        "and earlier",
        "or earlier",
    ];
    const ABOVE: &[&str] = &[
        "above",
        "or above",
        "and higher",
        "or higher",
        "and newer",
        "or newer",
        "and later",
        "or later",
        "and up",
    ];
    // The longest canonical spec is `X to Y` with two versions of four ten-digit numbers; input
    // several times longer is no slip of one, and is not worth reading again.
    const LONGEST_SPEC: usize = 2 * (Version::MAX_COMPONENTS * 11 - 1) + 4;
    if s.len() > 4 * LONGEST_SPEC {
        return None;
    }
    let lower = s.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let candidate = match words.as_slice() {
        [] => None,
        [x] => match x.split_once('-') {
            Some((a, b)) => Some(format!("{a} to {b}")),
            None => Some((*x).to_owned()),
        },
        [x, to, y] if matches!(*to, "to" | "-" | ".." | "until" | "through" | "thru") => {
            Some(format!("{x} to {y}"))
        }
        [x, rest @ ..] => {
            let rest = rest.join(" ");
            // The length bound keeps the edit-distance table small whatever the input.
            let close = |target: &str| {
                target == rest
                    || (rest.len() <= 16 && strsim::damerau_levenshtein(&rest, target) <= 2)
            };
            let below = close("and below") || BELOW.contains(&rest.as_str());
            let above = close("and above") || ABOVE.contains(&rest.as_str());
            match (below, above) {
                (true, false) => Some(format!("{x} and below")),
                (false, true) => Some(format!("{x} and above")),
                _ => None,
            }
        }
    };
    candidate.filter(|c| c != s && c.parse::<VersionSpec>().is_ok())
}

const VERSION: &str = "version";
const VERSION_SPEC: &str = "version spec";

/// Why a string is not a [`Version`] or a [`VersionSpec`].
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

/// Picks the entry whose spec applies to `version` among version-keyed declarations.
///
/// The rules, in order (DESIGN.md section 5):
///
/// 1. An exact key (`"X"`) equal to `version` wins over any range. Among several such keys
///    (duplicates, which [`check_overlaps`] rejects), the first written wins.
/// 2. Else the range keys (`and below`, `and above`, `to`) that match `version`. Several can
///    match only when they overlap (which [`check_overlaps`] rejects); then the innermost wins:
///    a range that lies strictly within another matching range beats it, and among the ranges
///    no other lies within, the first written wins.
/// 3. Else no key matches `version`: it resolves as the latest *known version* at or below it,
///    the known versions being those the keys name (`X` of `"X"`, `"X and below"` and
///    `"X and above"`; `X` and `Y` of `"X to Y"`). Such a known version is matched by the key
///    that names it, so rules 1 and 2 then pick the entry.
/// 4. Else `version` is older than every known version: it resolves as the oldest one.
///
/// So a non-empty list always gives an entry, and the result does not depend on the order the
/// keys are written in unless they overlap. Ivy instead takes the *last key written* when
/// nothing matches (rule 3 and 4 there), even for a version older than all of them, and
/// compares unpadded tuples, so its `"2.2 and below"` does not match `2.2.0`.
///
/// Returns `None` only for an empty list.
///
/// ```
/// use ivy_grammar::{Version, VersionSpec, resolve};
///
/// let v = |s: &str| s.parse::<Version>().unwrap();
/// let k = |s: &str| s.parse::<VersionSpec>().unwrap();
/// let entries = [(k("2.4.2 and below"), "A"), (k("2.5.0 and above"), "B")];
/// assert_eq!(resolve(&entries, &v("2.4.5")), Some(&"A")); // Ivy: "B", the last key
/// assert_eq!(resolve(&entries, &v("2.5")), Some(&"B"));
/// ```
pub fn resolve<'a, T>(entries: &'a [(VersionSpec, T)], version: &Version) -> Option<&'a T> {
    resolve_by(entries.len(), |i| entries.get(i).map(|(s, _)| s), version)
        .and_then(|i| entries.get(i))
        .map(|(_, value)| value)
}

/// The index of the spec [`resolve`] would pick for `version`, or `None` for an empty list.
pub fn resolve_index(specs: &[VersionSpec], version: &Version) -> Option<usize> {
    resolve_by(specs.len(), |i| specs.get(i), version)
}

/// [`resolve_index`] over any indexed list of specs.
fn resolve_by<'a>(
    len: usize,
    spec: impl Fn(usize) -> Option<&'a VersionSpec>,
    version: &Version,
) -> Option<usize> {
    let specs = || (0..len).filter_map(|i| spec(i).map(|s| (i, s)));
    let covering = |v: &Version| -> Option<usize> {
        if let Some((i, _)) = specs().find(|(_, s)| s.is_exact() && s.matches(v)) {
            return Some(i);
        }
        let matching: Vec<(usize, &VersionSpec)> = specs()
            .filter(|(_, s)| !s.is_exact() && s.matches(v))
            .collect();
        matching
            .iter()
            .find(|(_, s)| !matching.iter().any(|(_, o)| o.is_strictly_within(s)))
            .map(|(i, _)| *i)
    };
    if let Some(i) = covering(version) {
        return Some(i);
    }
    let known = || {
        specs().flat_map(|(i, s)| {
            [s.lower(), s.upper()]
                .into_iter()
                .flatten()
                .map(move |v| (i, v))
        })
    };
    let latest_below = known()
        .filter(|(_, k)| k <= version)
        .max_by(|a, b| a.1.cmp(&b.1));
    let (owner, anchor) = latest_below.or_else(|| known().min_by(|a, b| a.1.cmp(&b.1)))?;
    covering(&anchor).or(Some(owner))
}

/// Two keys of one declaration that share a version (or are the same key).
///
/// ```
/// use ivy_grammar::{VersionSpec, check_overlaps};
///
/// let specs: Vec<VersionSpec> =
///     ["2.0 and below", "2.5", "1.5 to 2.1"].iter().map(|s| s.parse().unwrap()).collect();
/// let err = check_overlaps(&specs).unwrap_err();
/// assert_eq!((err.first(), err.second()), (0, 2));
/// assert_eq!(err.common().to_string(), "1.5 to 2.0");
/// assert_eq!(
///     err.to_string(),
///     "version spec `1.5 to 2.1` overlaps the earlier `2.0 and below`: both match 1.5 to 2.0 \
///      (each version may be matched by one key only)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OverlapError {
    first: usize,
    second: usize,
    first_spec: VersionSpec,
    second_spec: VersionSpec,
}

impl OverlapError {
    /// The index of the earlier key.
    pub fn first(&self) -> usize {
        self.first
    }

    /// The index of the later key: the one to point at.
    pub fn second(&self) -> usize {
        self.second
    }

    /// The earlier key.
    pub fn first_spec(&self) -> &VersionSpec {
        &self.first_spec
    }

    /// The later key.
    pub fn second_spec(&self) -> &VersionSpec {
        &self.second_spec
    }

    /// The versions both keys match.
    pub fn common(&self) -> VersionSpec {
        // The keys overlap, so the intersection exists; the fallback is never taken.
        self.first_spec
            .intersection(&self.second_spec)
            .unwrap_or(self.second_spec)
    }

    /// Whether the two keys are the same spec (`"2.1"` and `"2.1.0"` included).
    pub fn is_duplicate(&self) -> bool {
        self.first_spec == self.second_spec
    }
}

impl fmt::Display for OverlapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (first, second) = (self.first_spec.to_string(), self.second_spec.to_string());
        if self.is_duplicate() {
            write!(f, "version spec `{second}` repeats the earlier `{first}`")?;
            if first != second {
                f.write_str(" (versions are padded with zeros, so they are the same)")?;
            }
            Ok(())
        } else {
            write!(
                f,
                "version spec `{second}` overlaps the earlier `{first}`: both match {} \
                 (each version may be matched by one key only)",
                self.common()
            )
        }
    }
}

impl std::error::Error for OverlapError {}

/// Checks that no two keys of one declaration match a common version, duplicates included.
///
/// Reports the first offending pair in reading order: the smallest `second` index that
/// overlaps an earlier key, with the smallest such `first`. An exact key inside a range
/// (`"0.11.1 and below"` with `"0.8.0"`) is not an overlap: it is the documented way to carve
/// out one version, and [`resolve`] gives the exact key precedence. Two exact keys for the same
/// version are duplicates.
pub fn check_overlaps(specs: &[VersionSpec]) -> Result<(), OverlapError> {
    for (second, b) in specs.iter().enumerate() {
        for (first, a) in specs.iter().enumerate().take(second) {
            let carve_out = a.is_exact() != b.is_exact();
            if !carve_out && a.intersection(b).is_some() {
                return Err(OverlapError {
                    first,
                    second,
                    first_spec: *a,
                    second_spec: *b,
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn v(s: &str) -> Version {
        s.parse().unwrap()
    }

    fn k(s: &str) -> VersionSpec {
        s.parse().unwrap()
    }

    fn kind_of(s: &str) -> VersionErrorKind {
        s.parse::<Version>().unwrap_err().kind
    }

    fn spec_err(s: &str) -> VersionError {
        s.parse::<VersionSpec>().unwrap_err()
    }

    fn hash_of(x: &impl Hash) -> u64 {
        use std::collections::hash_map::DefaultHasher;
        let mut h = DefaultHasher::new();
        x.hash(&mut h);
        h.finish()
    }

    #[test]
    fn versions_are_padded_with_zeros() {
        assert_eq!(v("2.1"), v("2.1.0"));
        assert_eq!(v("2.1"), v("2.1.0.0"));
        assert_eq!(v("2"), v("2.0.0"));
        assert_eq!(hash_of(&v("2.1")), hash_of(&v("2.1.0")));
        assert_eq!(v("2.1").cmp(&v("2.1.0")), Ordering::Equal);
        assert_ne!(v("2.1"), v("2.1.1"));
        let set: std::collections::HashSet<Version> = [v("2.1"), v("2.1.0")].into();
        assert_eq!(set.len(), 1);
    }

    #[test]
    fn versions_compare_as_numbers() {
        assert!(v("2.10") > v("2.9"));
        assert!(v("0.11.1") > v("0.8.0"));
        assert!(v("1.12.1") < v("2.2"));
        assert!(v("2.2") < v("2.2.1"));
        assert!(v("2.2.0") < v("2.2.1"));
        assert!(v("1.9.1") > v("1.9"));
        assert!(v("0.0.0.1") > v("0"));
        assert!(v("4294967295") > v("4294967294.9"));
        let mut sorted = [v("2.10"), v("2.9"), v("2.1.0"), v("0.11.1"), v("2.1.1")];
        sorted.sort();
        let shown: Vec<String> = sorted.iter().map(Version::to_string).collect();
        assert_eq!(shown, ["0.11.1", "2.1.0", "2.1.1", "2.9", "2.10"]);
    }

    #[test]
    fn display_is_as_written() {
        assert_eq!(v("2.1").to_string(), "2.1");
        assert_eq!(v("2.1.0").to_string(), "2.1.0");
        assert_eq!(v("0.11.1").to_string(), "0.11.1");
        assert_eq!(v("0").to_string(), "0");
        assert_eq!(v("1.2.3.4").components(), [1, 2, 3, 4]);
        assert_eq!(format!("{:>6}|", v("2.1")), "   2.1|");
        assert_eq!(format!("{:?}", v("2.1.0")), "Version(2.1.0)");
        assert_eq!(Version::new(&[2, 1]), Some(v("2.1")));
    }

    #[test]
    fn malformed_versions_are_rejected_with_the_reason() {
        use VersionErrorKind as K;
        assert_eq!(kind_of(""), K::Empty);
        assert_eq!(kind_of(" 2.1"), K::Blank);
        assert_eq!(kind_of("2.1 "), K::Blank);
        assert_eq!(kind_of("2. 1"), K::Blank);
        assert_eq!(kind_of("+2.1"), K::Sign);
        assert_eq!(kind_of("-1"), K::Sign);
        assert_eq!(kind_of("2.-1"), K::Sign);
        assert_eq!(kind_of(".1"), K::EmptyComponent { index: 0 });
        assert_eq!(kind_of("2."), K::EmptyComponent { index: 1 });
        assert_eq!(kind_of("2..1"), K::EmptyComponent { index: 1 });
        let suffix = |s: &str| K::Suffix { suffix: s.into() };
        assert_eq!(kind_of("2.0.0rc1"), suffix("rc1"));
        assert_eq!(kind_of("2.1.0+cu118"), suffix("+cu118"));
        assert_eq!(kind_of("1.0.0-beta.2"), suffix("-beta.2"));
        assert_eq!(kind_of("2.1.dev0"), suffix(".dev0"));
        assert_eq!(kind_of("v2.1"), K::InvalidCharacter { found: 'v' });
        assert_eq!(kind_of("2,1"), K::InvalidCharacter { found: ',' });
        assert_eq!(kind_of("2.x"), K::InvalidCharacter { found: 'x' });
        assert_eq!(kind_of("2.١"), K::InvalidCharacter { found: '١' });
        assert_eq!(kind_of("*"), K::InvalidCharacter { found: '*' });
        assert_eq!(
            kind_of("2.01"),
            K::LeadingZero {
                number: "01".into()
            }
        );
        assert_eq!(
            kind_of("00"),
            K::LeadingZero {
                number: "00".into()
            }
        );
        assert_eq!(
            kind_of("4294967296"),
            K::NumberTooLarge {
                number: "4294967296".into()
            }
        );
        assert_eq!(kind_of("1.2.3.4.5"), K::TooManyComponents { count: 5 });
        assert_eq!(kind_of("torchvision 0.15.2."), K::Blank);
        assert_eq!(kind_of("0.15.2."), K::EmptyComponent { index: 3 });
    }

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

    #[test]
    fn every_spec_form_parses_and_displays_canonically() {
        assert_eq!(k("2.1").form(), VersionSpecForm::Exact);
        assert!(k("2.1").is_exact());
        assert_eq!(k("2.1 and below").form(), VersionSpecForm::AndBelow);
        assert_eq!(k("2.1 and above").form(), VersionSpecForm::AndAbove);
        assert_eq!(k("1.5 to 2.1").form(), VersionSpecForm::Range);
        assert!(!k("2.1 to 2.1").is_exact());
        for s in [
            "2.1",
            "0.11.1 and below",
            "1.12.1 and above",
            "1.5.0 to 1.9.0",
            "2 to 2.0",
        ] {
            assert_eq!(k(s).to_string(), s);
        }
        assert_eq!(
            format!("{:?}", k("2.1 and below")),
            "VersionSpec(\"2.1 and below\")"
        );
        assert_eq!(k("2.1"), k("2.1.0"));
        assert_eq!(hash_of(&k("2.1 and below")), hash_of(&k("2.1.0 and below")));
        assert_ne!(k("2.1"), k("2.1 to 2.1"));
        assert_eq!(k("1.5 to 2.1").lower(), Some(v("1.5")));
        assert_eq!(k("1.5 to 2.1").upper(), Some(v("2.1")));
        assert_eq!(k("2.1 and below").lower(), None);
        assert_eq!(k("2.1 and above").upper(), None);
        assert_eq!(VersionSpec::range(v("2.1"), v("1.5")), None);
    }

    #[test]
    fn every_form_includes_the_versions_it_names() {
        let exact = k("2.1");
        assert!(exact.matches(&v("2.1")) && exact.matches(&v("2.1.0")));
        assert!(!exact.matches(&v("2.1.1")) && !exact.matches(&v("2.0.9")));

        let below = k("2.1 and below");
        assert!(below.matches(&v("2.1.0")) && below.matches(&v("0.1")));
        assert!(!below.matches(&v("2.1.1")));

        let above = k("2.1 and above");
        assert!(above.matches(&v("2.1.0")) && above.matches(&v("30")));
        assert!(!above.matches(&v("2.0.99")));

        let range = k("1.5.0 to 1.9.0");
        assert!(range.matches(&v("1.5")) && range.matches(&v("1.7.3")));
        assert!(range.matches(&v("1.9.0")) && range.matches(&v("1.9")));
        assert!(!range.matches(&v("1.9.1")) && !range.matches(&v("1.4.99")));
    }

    #[test]
    fn malformed_specs_name_the_four_forms() {
        const TAIL: &str = " (expected `X`, `X and below`, `X and above` or `X to Y`, one \
                            space between words, X and Y versions like \"2.1\" or \"0.11.1\")";
        let e = spec_err("2.1  and below");
        assert_eq!(
            e.kind(),
            &VersionErrorKind::BadForm {
                suggestion: Some("2.1 and below".into())
            }
        );
        assert_eq!(
            e.to_string(),
            format!("`2.1  and below` is not a version spec; did you mean `2.1 and below`?{TAIL}")
        );
        assert_eq!(
            spec_err("below 2.1").to_string(),
            format!("`below 2.1` is not a version spec{TAIL}")
        );
        let suggestion = |s: &str| spec_err(s).suggestion();
        assert_eq!(
            suggestion("2.1 and bellow").as_deref(),
            Some("2.1 and below")
        );
        assert_eq!(
            suggestion("2.1 AND ABOVE").as_deref(),
            Some("2.1 and above")
        );
        assert_eq!(suggestion("2.1 or below").as_deref(), Some("2.1 and below"));
        assert_eq!(suggestion("2.1 and up").as_deref(), Some("2.1 and above"));
        assert_eq!(suggestion("2.1 - 2.5").as_deref(), Some("2.1 to 2.5"));
        assert_eq!(suggestion("2.1-2.5").as_deref(), Some("2.1 to 2.5"));
        assert_eq!(suggestion(" 2.1").as_deref(), Some("2.1"));
        assert_eq!(suggestion("2.1 to 2.5 ").as_deref(), Some("2.1 to 2.5"));
        assert_eq!(
            suggestion("2.1\tand below").as_deref(),
            Some("2.1 and below")
        );
        assert_eq!(suggestion("2.1 and"), None);
        assert_eq!(suggestion("2.1 to"), None);
        assert_eq!(suggestion(""), None);
        assert_eq!(suggestion("2.1 to 2.5 and above"), None);
        assert_eq!(suggestion("2.1 and below and above"), None);
        for bad in [
            "",
            " ",
            "and below",
            "2.1 and",
            "2.1 to 3 to 4",
            "2.1 And below",
        ] {
            assert!(matches!(
                spec_err(bad).kind(),
                VersionErrorKind::BadForm { .. }
            ));
        }
    }

    #[test]
    fn a_bad_version_inside_a_spec_is_named() {
        let e = spec_err("2.1.0+cu118 and below");
        assert_eq!(e.version(), Some("2.1.0+cu118"));
        assert!(e.to_string().starts_with(
            "`2.1.0+cu118 and below` is not a version spec: in `2.1.0+cu118`, the suffix \
             `+cu118` is not accepted"
        ));
        let e = spec_err("1.5 to 2.x");
        assert_eq!(e.version(), Some("2.x"));
        assert_eq!(e.kind(), &VersionErrorKind::InvalidCharacter { found: 'x' });
        assert_eq!(spec_err(">=2.1").version(), Some(">=2.1"));
    }

    #[test]
    fn reversed_ranges_are_rejected() {
        let e = spec_err("2.1 to 1.5");
        assert_eq!(
            e.kind(),
            &VersionErrorKind::ReversedRange {
                low: v("2.1"),
                high: v("1.5")
            }
        );
        assert_eq!(e.suggestion().as_deref(), Some("1.5 to 2.1"));
        assert!(e.to_string().starts_with(
            "`2.1 to 1.5` is not a version spec: the range is reversed, 2.1 is above 1.5 \
             (did you mean `1.5 to 2.1`?)"
        ));
        assert!(k("2.1 to 2.1.0").matches(&v("2.1")));
    }

    fn entries<'a>(keys: &[(&str, &'a str)]) -> Vec<(VersionSpec, &'a str)> {
        keys.iter().map(|(s, x)| (k(s), *x)).collect()
    }

    fn at<'a>(e: &'a [(VersionSpec, &'a str)], version: &str) -> Option<&'a str> {
        resolve(e, &v(version)).copied()
    }

    #[test]
    fn ivy_row_16_and_17_tuple_length_quirk() {
        // Ivy: 2.2.0 -> B, because (2, 2) < (2, 2, 0) makes "2.2 and below" miss it.
        // Ours: "2.2 and below" matches 2.2.0. Both keys match (they overlap, which
        // check_overlaps rejects); neither lies within the other, so the first written wins.
        let e = entries(&[("2.2 and below", "A"), ("1.12.1 and above", "B")]);
        assert_eq!(at(&e, "2.2.0"), Some("A"));
        assert_eq!(at(&e, "2.1.0"), Some("A")); // as Ivy
        assert_eq!(at(&e, "2.2"), Some("A")); // as Ivy
        assert_eq!(at(&e, "2.2.1"), Some("B"));
        assert_eq!(at(&e, "1.0"), Some("A"));
        let specs: Vec<VersionSpec> = e.iter().map(|(s, _)| *s).collect();
        let err = check_overlaps(&specs).unwrap_err();
        assert_eq!(err.common().to_string(), "1.12.1 to 2.2");
    }

    #[test]
    fn ivy_row_18_unmatched_version_takes_the_latest_known_at_or_below() {
        // Ivy: 2.4.5 -> B, the last key written. Ours: 2.4.2 is the latest known version at or
        // below 2.4.5, whatever the order.
        let e = entries(&[("2.4.2 and below", "A"), ("2.5.0 and above", "B")]);
        assert_eq!(at(&e, "2.4.5"), Some("A"));
        let e = entries(&[("2.5.0 and above", "B"), ("2.4.2 and below", "A")]);
        assert_eq!(at(&e, "2.4.5"), Some("A"));
        assert_eq!(at(&e, "2.4.2"), Some("A"));
        assert_eq!(at(&e, "2.5"), Some("B"));
    }

    #[test]
    fn ivy_row_19_ranges_are_inclusive() {
        let e = entries(&[("1.5.0 to 1.9.0", "B"), ("1.9.1 and above", "C")]);
        assert_eq!(at(&e, "1.9.0"), Some("B"));
        assert_eq!(at(&e, "1.9"), Some("B"));
        assert_eq!(at(&e, "1.5"), Some("B"));
        assert_eq!(at(&e, "1.9.1"), Some("C"));
        // 1.9.0.5 is matched by neither key; 1.9.0 is the latest known version below it.
        assert_eq!(at(&e, "1.9.0.5"), Some("B"));
    }

    #[test]
    fn ivy_row_20_empty_list_and_build_suffix() {
        // Ivy raises ValueError("No version found in the dictionary"); we give None.
        let e: Vec<(VersionSpec, &str)> = Vec::new();
        assert_eq!(at(&e, "2.1"), None);
        assert_eq!(resolve_index(&[], &v("2.1")), None);
        // Ivy raises on int("0+cu118"); we reject it at parse time, naming the suffix.
        assert_eq!(
            kind_of("2.1.0+cu118"),
            VersionErrorKind::Suffix {
                suffix: "+cu118".into()
            }
        );
    }

    #[test]
    fn an_exact_key_beats_any_range() {
        let e = entries(&[("1.0 and above", "R"), ("2.1", "X"), ("1.0 to 3.0", "T")]);
        assert_eq!(at(&e, "2.1.0"), Some("X"));
        assert_eq!(at(&e, "2.1.1"), Some("T")); // T lies within R
        assert_eq!(at(&e, "3.1"), Some("R"));
        assert_eq!(at(&e, "0.5"), Some("T"));
    }

    #[test]
    fn overlapping_ranges_pick_the_innermost_then_the_first_written() {
        let e = entries(&[("1.0 to 3.0", "wide"), ("2.0 to 2.5", "narrow")]);
        assert_eq!(at(&e, "2.2"), Some("narrow"));
        assert_eq!(at(&e, "2.7"), Some("wide"));
        let e = entries(&[("3.0 and below", "below"), ("1.0 to 2.0", "range")]);
        assert_eq!(at(&e, "1.5"), Some("range"));
        let e = entries(&[("1.0 to 2.0", "first"), ("1.5 to 2.5", "second")]);
        assert_eq!(at(&e, "1.7"), Some("first"));
        let e = entries(&[("1.5 to 2.5", "first"), ("1.0 to 2.0", "second")]);
        assert_eq!(at(&e, "1.7"), Some("first"));
        let e = entries(&[("2.0 and below", "first"), ("2.0.0 and below", "second")]);
        assert_eq!(at(&e, "1.0"), Some("first"));
    }

    #[test]
    fn uncovered_versions_take_the_latest_known_version_at_or_below() {
        let e = entries(&[("1.0 to 1.5", "A"), ("2.0 to 2.5", "B"), ("3.0", "C")]);
        assert_eq!(at(&e, "1.7"), Some("A"));
        assert_eq!(at(&e, "2.7"), Some("B"));
        assert_eq!(at(&e, "3.0.1"), Some("C"));
        assert_eq!(at(&e, "10"), Some("C"));
        let e = entries(&[("1.5", "A"), ("2.0", "B")]);
        assert_eq!(at(&e, "1.7"), Some("A"));
        assert_eq!(at(&e, "2.0.1"), Some("B"));
        assert_eq!(resolve_index(&[k("1.5"), k("2.0")], &v("1.9")), Some(0));
    }

    #[test]
    fn versions_older_than_every_key_take_the_oldest() {
        let e = entries(&[("3.0 and above", "new"), ("2.0 to 2.5", "old")]);
        assert_eq!(at(&e, "1.0"), Some("old"));
        let e = entries(&[("2.0 and above", "A"), ("3.0", "B")]);
        assert_eq!(at(&e, "1.9"), Some("A"));
        let e = entries(&[("0.11.1", "only")]);
        assert_eq!(at(&e, "0.8"), Some("only"));
        assert_eq!(at(&e, "5"), Some("only"));
    }

    #[test]
    fn design_example_resolves() {
        // DESIGN.md: "0.11.1 and below" => [...], "0.8.0" => [].
        let e = entries(&[("0.11.1 and below", "list"), ("0.8.0", "empty")]);
        assert_eq!(at(&e, "0.8"), Some("empty"));
        assert_eq!(at(&e, "0.9.0"), Some("list"));
        assert_eq!(at(&e, "0.12.0"), Some("list"));
    }

    fn overlap(keys: &[&str]) -> Result<(), OverlapError> {
        let specs: Vec<VersionSpec> = keys.iter().map(|s| k(s)).collect();
        check_overlaps(&specs)
    }

    #[test]
    fn overlaps_are_reported_with_both_indices() {
        let e = overlap(&["2.0 and below", "1.5 to 2.1"]).unwrap_err();
        assert_eq!((e.first(), e.second()), (0, 1));
        assert_eq!(e.common(), k("1.5 to 2.0"));
        assert!(!e.is_duplicate());
        // An exact key inside a range carves that version out: allowed.
        assert_eq!(overlap(&["1.0", "1.0 and above"]), Ok(()));
        assert_eq!(overlap(&["0.11.1 and below", "0.8.0"]), Ok(()));
        let e = overlap(&["2.1", "2.1.0"]).unwrap_err();
        assert!(e.is_duplicate());
        let e = overlap(&["1.0 to 2.0", "2.0 to 3.0"]).unwrap_err();
        assert_eq!(e.common(), k("2.0"));
        let e = overlap(&["1.0 and above", "0.5 and above"]).unwrap_err();
        assert_eq!(e.common(), k("1.0 and above"));
        let e = overlap(&["1.0 and below", "0.5 and below"]).unwrap_err();
        assert_eq!(e.common(), k("0.5 and below"));
        // The first pair in reading order: the later key as early as possible.
        let e = overlap(&[
            "1.0 to 1.5",
            "3.0 and above",
            "2.0",
            "0.5 to 1.0",
            "3.5 to 4",
        ])
        .unwrap_err();
        assert_eq!((e.first(), e.second()), (0, 3));
        let e = overlap(&["3.0 and above", "1.0", "0.5 to 3.0"]).unwrap_err();
        assert_eq!((e.first(), e.second()), (0, 2));
    }

    #[test]
    fn duplicates_are_reported() {
        let e = overlap(&["2.1", "2.1"]).unwrap_err();
        assert!(e.is_duplicate());
        assert_eq!(
            e.to_string(),
            "version spec `2.1` repeats the earlier `2.1`"
        );
        let e = overlap(&["1.0 and below", "2.1", "2.1.0"]).unwrap_err();
        assert!(e.is_duplicate());
        assert_eq!((e.first(), e.second()), (1, 2));
        assert_eq!(
            e.to_string(),
            "version spec `2.1.0` repeats the earlier `2.1` \
             (versions are padded with zeros, so they are the same)"
        );
        assert!(
            overlap(&["1 to 2", "1.0 to 2.0.0"])
                .unwrap_err()
                .is_duplicate()
        );
    }

    #[test]
    fn disjoint_keys_pass() {
        assert_eq!(overlap(&[]), Ok(()));
        assert_eq!(overlap(&["2.1 and below"]), Ok(()));
        assert_eq!(overlap(&["2.4.2 and below", "2.5.0 and above"]), Ok(()));
        assert_eq!(overlap(&["0.11.1 and below", "0.12"]), Ok(()));
        assert_eq!(
            overlap(&["1.0 to 1.9", "1.9.1 to 2.0", "2.0.1 and above", "0.9"]),
            Ok(())
        );
        assert_eq!(overlap(&["2.1", "2.1.1"]), Ok(()));
    }

    fn version_strategy() -> impl Strategy<Value = Version> {
        prop::collection::vec(0u32..4, 1..=4).prop_map(|c| Version::new(&c).unwrap())
    }

    fn spec_strategy() -> impl Strategy<Value = VersionSpec> {
        (0u8..4, version_strategy(), version_strategy()).prop_map(|(form, a, b)| match form {
            0 => VersionSpec::exact(a),
            1 => VersionSpec::and_below(a),
            2 => VersionSpec::and_above(a),
            _ => VersionSpec::range(a.min(b), a.max(b)).unwrap(),
        })
    }

    proptest! {
        #[test]
        fn parsers_never_panic(s in ".*") {
            let _ = s.parse::<Version>().map_err(|e| e.to_string());
            let _ = s.parse::<VersionSpec>().map_err(|e| e.to_string());
        }

        #[test]
        fn spec_like_strings_never_panic(s in "[0-9. +a-z-]{0,24}") {
            if let Ok(spec) = s.parse::<VersionSpec>() {
                prop_assert_eq!(spec.to_string().parse::<VersionSpec>().unwrap(), spec);
            }
            if let Ok(version) = s.parse::<Version>() {
                prop_assert_eq!(version.to_string(), s.as_str());
            }
            let _ = s.parse::<VersionSpec>().map_err(|e| e.to_string());
        }

        #[test]
        fn messages_stay_on_one_line(s in "\\PC*[\\n\\r\\t]\\PC*") {
            let e = s.parse::<VersionSpec>().unwrap_err();
            prop_assert_eq!(e.to_string().lines().count(), 1);
        }

        #[test]
        fn versions_round_trip(v in version_strategy()) {
            prop_assert_eq!(v.to_string().parse::<Version>().unwrap(), v);
        }

        #[test]
        fn specs_round_trip(spec in spec_strategy()) {
            prop_assert_eq!(spec.to_string().parse::<VersionSpec>().unwrap(), spec);
        }

        #[test]
        fn overlaps_agree_with_a_brute_force_search(
            specs in prop::collection::vec(spec_strategy(), 0..5),
        ) {
            // Every version in this grid, padded, lies in 0..4 per number.
            let grid: Vec<Version> = (0..4u32).flat_map(|a| (0..4u32).flat_map(move |b|
                (0..4u32).flat_map(move |c| (0..4u32).map(move |d|
                    Version::new(&[a, b, c, d]).unwrap()))))
                .chain([Version::new(&[4]).unwrap()])
                .collect();
            // An exact key inside a range is a carve-out, not an overlap.
            let shared = (1..specs.len()).any(|j| (0..j).any(|i|
                specs[i].is_exact() == specs[j].is_exact()
                    && grid.iter().any(|g| specs[i].matches(g) && specs[j].matches(g))));
            prop_assert_eq!(check_overlaps(&specs).is_err(), shared);
        }

        #[test]
        fn resolution_picks_a_matching_key_when_there_is_one(
            specs in prop::collection::vec(spec_strategy(), 0..6),
            version in version_strategy(),
        ) {
            let got = resolve_index(&specs, &version);
            prop_assert_eq!(got.is_some(), !specs.is_empty());
            if specs.iter().any(|s| s.matches(&version)) {
                prop_assert!(specs[got.unwrap()].matches(&version));
            }
            if check_overlaps(&specs).is_ok() {
                // Without overlaps the order of the keys does not matter.
                let reversed: Vec<VersionSpec> = specs.iter().rev().copied().collect();
                let back = resolve_index(&reversed, &version).map(|i| specs.len() - 1 - i);
                prop_assert_eq!(back, got);
            }
        }
    }
}
