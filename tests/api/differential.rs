//! The random-program differential test (issue 10): random sequences of library calls with
//! random dtypes and shapes, run on ndarray and on candle where both support the calls, must
//! agree. A few thousand programs here; `IVY_DIFFERENTIAL_PROGRAMS=1000000` (best with
//! `--release`) runs as many as asked.
#![cfg(feature = "candle")]

#[test]
fn random_programs_agree_on_ndarray_and_candle() {
    let programs: u64 = std::env::var("IVY_DIFFERENTIAL_PROGRAMS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3000);
    let candle = crate::candle().unwrap();
    let found = ivy::conformance::differential(candle, 0..programs).unwrap();
    let shown: Vec<String> = found
        .disagreements
        .iter()
        .take(5)
        .map(|d| format!("seed {}: {}\n{}", d.seed, d.problem, d.program))
        .collect();
    assert!(
        found.disagreements.is_empty(),
        "{} of {} programs disagree; the first:\n{}",
        found.disagreements.len(),
        found.programs,
        shown.join("\n")
    );
    // The programs must mostly run, not be refused: a test that compares nothing proves
    // nothing.
    assert_eq!(found.programs as u64, programs);
    assert!(
        found.compared * 4 >= found.calls,
        "only {} of {} calls were compared",
        found.compared,
        found.calls
    );
    println!(
        "{} programs, {} calls, {} compared on both backends",
        found.programs, found.calls, found.compared
    );
}
