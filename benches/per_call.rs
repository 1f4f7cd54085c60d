//! ivy's own cost per call, in instructions: a 1-element float32 `add` through `ivy::add`
//! against the same add on raw `ArrayD`s, each counted by callgrind.
//!
//! `cargo bench --bench per_call` runs this binary twice more under
//! `valgrind --tool=callgrind`, collecting only inside one measuring function (`--toggle-collect`),
//! which makes `CALLS` calls after a warm-up outside it (so one-time set-up is not counted);
//! each count over `CALLS` is the instructions of one call, result dropped included. Prints both
//! and the difference: the framework's overhead. Needs valgrind on the `PATH`.

use std::hint::black_box;
use std::process::Command;

use ivy::Array;
use ndarray::{ArrayD, IxDyn};

/// Calls per measurement: enough that the loop's own few instructions vanish.
const CALLS: u64 = 1000;

/// The argument that makes the binary measure one side (it runs under callgrind then).
const MEASURE: &str = "--measure";

fn inputs() -> (ArrayD<f32>, ArrayD<f32>) {
    let one = |v: f32| ArrayD::from_shape_vec(IxDyn(&[1]), vec![v]).expect("one element");
    (one(1.5), one(2.25))
}

#[inline(never)]
fn measure_ivy(x: &Array, y: &Array) {
    for _ in 0..CALLS {
        drop(black_box(ivy::add(black_box(x), black_box(y), None)));
    }
}

#[inline(never)]
fn measure_ndarray(a: &ArrayD<f32>, b: &ArrayD<f32>) {
    for _ in 0..CALLS {
        drop(black_box(black_box(a) + black_box(b)));
    }
}

/// One side's calls, warmed up first (registry, thread-locals and allocator caches).
fn run(side: &str) -> Result<(), String> {
    let (a, b) = inputs();
    match side {
        "ivy" => {
            let x = ivy::from_ndarray(a).map_err(|e| e.to_string())?;
            let y = ivy::from_ndarray(b).map_err(|e| e.to_string())?;
            ivy::add(&x, &y, None).map_err(|e| e.to_string())?;
            measure_ivy(&x, &y);
        }
        "ndarray" => {
            drop(black_box(&a + &b));
            measure_ndarray(&a, &b);
        }
        other => return Err(format!("unknown side {other:?}; expected ivy or ndarray")),
    }
    Ok(())
}

/// The instructions callgrind collected in `function` of this binary run with `side`.
fn count(side: &str, function: &str) -> Result<u64, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let output = Command::new("valgrind")
        .args([
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            &format!("--toggle-collect=*{function}*"),
        ])
        .arg(&exe)
        .args([MEASURE, side])
        .output()
        .map_err(|e| format!("could not run valgrind ({e}); install it to count instructions"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("valgrind failed:\n{stderr}"));
    }
    stderr
        .lines()
        .find_map(|l| l.split("Collected :").nth(1))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| format!("no `Collected :` line in callgrind's output:\n{stderr}"))
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == MEASURE) {
        return run(args.get(at + 1).map_or("", String::as_str));
    }
    let ivy = count("ivy", "measure_ivy")? as f64 / CALLS as f64;
    let raw = count("ndarray", "measure_ndarray")? as f64 / CALLS as f64;
    println!("add, 1 element, float32 (instructions per call, callgrind):");
    println!("  ivy::add            {ivy:8.0}");
    println!("  ArrayD + ArrayD     {raw:8.0}");
    println!(
        "  ivy's overhead      {:8.0}  ({:.2}x)",
        ivy - raw,
        ivy / raw
    );
    Ok(())
}
