//! Whatever string comes in, the dtype layer answers with a value or an error, never a panic.

use ivy::{Dtype, DtypeClass, DtypeSet, JaxType, PromotionRules};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parsers_never_panic_and_errors_keep_the_token(s in any::<String>()) {
        if let Err(e) = s.parse::<Dtype>() {
            prop_assert_eq!(e.token(), s.as_str());
            prop_assert_eq!(e.to_string().lines().count(), 1);
            // A suggestion resembles the input: a third of its letters at most are edited, so
            // the lengths differ by no more than that.
            if let Some(w) = e.suggestion() {
                let len = s.trim().chars().count();
                prop_assert!(len.abs_diff(w.len()) <= len.max(3) / 3, "{:?} -> {}", s, w);
            }
        }
        let _ = s.parse::<DtypeSet>();
        let _ = s.parse::<DtypeClass>();
        let _ = s.parse::<JaxType>();
        if let Err(e) = s.parse::<PromotionRules>() {
            prop_assert_eq!(e.to_string().lines().count(), 1);
        }
    }

    #[test]
    fn near_misses_suggest_the_intended_name(i in 0..Dtype::COUNT, pos in 0usize..12) {
        let name = Dtype::ALL[i].name();
        let mut chars: Vec<char> = name.chars().collect();
        let p = pos % chars.len();
        chars.remove(p);
        let typo: String = chars.into_iter().collect();
        if let Err(e) = typo.parse::<Dtype>() {
            // A deleted letter is one edit away from the intended name; another name may tie.
            let s = e.suggestion().unwrap();
            prop_assert!(strsim_distance(&typo, s) <= 1, "{} -> {}", typo, s);
        }
    }
}

/// Edit distance, written here so the test does not reuse the code under test.
fn strsim_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}
