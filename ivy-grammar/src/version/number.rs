//! Version numbers: `2.1`, `0.11.1`, compared padded with zeros.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use super::error::{VersionError, VersionErrorKind};

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

    /// The version a literal like `"0.17.2"` spells (usable in `const` items), or `None` for
    /// anything but dot-separated decimal numbers (at most [`Version::MAX_COMPONENTS`]).
    ///
    /// ```
    /// use ivy_grammar::Version;
    ///
    /// const V: Version = Version::from_literal("0.17.2").unwrap();
    /// assert_eq!(V, Version::new(&[0, 17, 2]).unwrap());
    /// assert!(Version::from_literal("0.17.").is_none() && Version::from_literal("x").is_none());
    /// ```
    pub const fn from_literal(s: &str) -> Option<Version> {
        let bytes = s.as_bytes();
        let mut parts = [0u32; Version::MAX_COMPONENTS];
        let (mut len, mut i, mut digits) = (0usize, 0usize, 0usize);
        while i < bytes.len() {
            let b = bytes[i];
            if b == b'.' {
                if digits == 0 || len + 1 >= Version::MAX_COMPONENTS {
                    return None;
                }
                len += 1;
                digits = 0;
            } else if b.is_ascii_digit() {
                let Some(next) = parts[len].checked_mul(10) else {
                    return None;
                };
                let Some(next) = next.checked_add((b - b'0') as u32) else {
                    return None;
                };
                parts[len] = next;
                digits += 1;
            } else {
                return None;
            }
            i += 1;
        }
        if digits == 0 {
            return None;
        }
        Some(Version {
            parts,
            len: (len + 1) as u8,
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
        parse_version(s).map_err(|kind| VersionError::of_version(s, kind))
    }
}

/// Parses one version token, giving the reason it is not a version.
pub(super) fn parse_version(s: &str) -> Result<Version, VersionErrorKind> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::version::test_support::*;
    use proptest::prelude::*;

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

    proptest! {
        #[test]
        fn versions_round_trip(v in version_strategy()) {
            prop_assert_eq!(v.to_string().parse::<Version>().unwrap(), v);
        }
    }
}
