//! Running one test of the current test binary in a child process whose address space is
//! limited (`ulimit -v`): how the memory-bound regression tests prove that a case stays within
//! a bound, or fails with an error instead of aborting.

use std::process::Command;

/// Runs `case` (a test of this binary, ignored or not) in a child limited to `limit_kib`; the child
/// must pass, and an abort ("memory allocation of .. failed") fails the parent.
pub fn run_limited(case: &str, limit_kib: u64) {
    let exe = std::env::current_exe().unwrap();
    let script = format!(
        "ulimit -v {limit_kib} && exec \"$0\" --exact {case} --include-ignored --test-threads=1"
    );
    let out = Command::new("sh")
        .args(["-c", &script])
        .arg(exe)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "{case} under a {limit_kib} KiB limit: {}\n{stdout}\n{stderr}",
        out.status
    );
}
