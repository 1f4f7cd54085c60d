//! The random-program differential test (issue 10): random sequences of library calls with
//! random dtypes and shapes, run on ndarray and on candle where both support the calls, must
//! agree. A few thousand programs here; `IVY_DIFFERENTIAL_PROGRAMS=1000000` (best with
//! `--release`) runs as many as asked, and as many calls on storage shared between threads.
#![cfg(feature = "candle")]

/// Programs (and calls on shared storage) to run: `IVY_DIFFERENTIAL_PROGRAMS`, else 3,000.
fn programs() -> u64 {
    std::env::var("IVY_DIFFERENTIAL_PROGRAMS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3000)
}

#[test]
fn random_programs_agree_on_ndarray_and_candle() {
    let programs = programs();
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

/// Issue 29: random calls on arrays shared between threads through clones, while other
/// threads write those arrays through `out=` (with the values they hold), agree on ndarray and
/// candle and never hang (a watchdog turns a hang into a failure).
#[test]
fn calls_on_storage_shared_between_threads_agree_and_never_hang() {
    let calls = programs();
    let candle = crate::candle().unwrap();
    let (done, finished) = std::sync::mpsc::channel();
    let started = std::time::Instant::now();
    std::thread::spawn(move || {
        let _ = done.send(ivy::conformance::differential_shared(candle, 29, calls));
    });
    // Generous: a debug build makes some thousands of calls a second on two cores.
    let bound = std::time::Duration::from_secs(120 + calls / 200);
    let found = match finished.recv_timeout(bound) {
        Ok(found) => found.unwrap(),
        Err(e) => panic!("{calls} calls on shared storage: not finished in {bound:?} ({e})"),
    };
    let shown: Vec<String> = found
        .disagreements
        .iter()
        .take(5)
        .map(|d| format!("{}: {}", d.program, d.problem))
        .collect();
    assert!(
        found.disagreements.is_empty(),
        "{} calls disagree; the first:\n{}",
        found.disagreements.len(),
        shown.join("\n")
    );
    assert_eq!(found.calls as u64, calls);
    assert!(found.compared * 4 >= found.calls, "{found:?}");
    assert!(found.writes > 0, "the writers never wrote");
    println!(
        "{} calls on shared storage ({} compared), {} writes through out=, in {:.1?}",
        found.calls,
        found.compared,
        found.writes,
        started.elapsed()
    );
}
