//! Which entry of a version-keyed declaration applies to a version, and the check that no two
//! keys match a common version.

use std::fmt;

use super::number::Version;
use super::spec::VersionSpec;

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
    use crate::version::VersionErrorKind;
    use crate::version::test_support::*;
    use proptest::prelude::*;

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

    proptest! {
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
