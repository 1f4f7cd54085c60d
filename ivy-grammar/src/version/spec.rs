//! Version specs, the keys of declarations: `"X"`, `"X and below"`, `"X and above"`, `"X to Y"`.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use super::error::{VersionError, VersionErrorKind};
use super::number::{Version, parse_version};

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
    pub const fn matches(&self, version: &Version) -> bool {
        use std::cmp::Ordering::{Equal, Greater, Less};
        match &self.0 {
            Spec::Exact(x) => matches!(version.const_cmp(x), Equal),
            Spec::AndBelow(x) => !matches!(version.const_cmp(x), Greater),
            Spec::AndAbove(x) => !matches!(version.const_cmp(x), Less),
            Spec::Range(low, high) => {
                !matches!(version.const_cmp(low), Less)
                    && !matches!(version.const_cmp(high), Greater)
            }
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
    pub(super) fn is_strictly_within(&self, other: &VersionSpec) -> bool {
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
        let error = |version: Option<&str>, kind| VersionError::of_spec(s, version, kind);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::version::test_support::*;
    use proptest::prelude::*;

    fn spec_err(s: &str) -> VersionError {
        s.parse::<VersionSpec>().unwrap_err()
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
        fn specs_round_trip(spec in spec_strategy()) {
            prop_assert_eq!(spec.to_string().parse::<VersionSpec>().unwrap(), spec);
        }
    }
}
