//! ivy's own cost, in instructions (exact where wall time is too noisy): each case through
//! `ivy::` against the same operation done directly on the library below, each side counted by
//! callgrind.
//!
//! * `add/1`: a 1-element float32 `add`, what a call costs besides its kernel; also in its
//!   other forms, and with a Rust literal for an operand (`ivy::add(x, 2)`, `x + 2`, `2 + x`,
//!   and `x + t` with `t` new each call);
//! * `matmul/512`: a 512 × 512 float32 `matmul` against the bare GEMM it calls (faer's, into
//!   a zeroed result), what ivy adds around the GEMM (page faults are the kernel's and not
//!   counted: wall time shows them, `benches/headline.rs`).
//!
//! `cargo bench --bench per_call` runs this binary again under `valgrind --tool=callgrind` for
//! each side (`ivy`, `raw`) of each case, collecting only inside that side's measuring function
//! (`--toggle-collect`), which makes `calls` calls after a warm-up outside it (so one-time
//! set-up is not counted); each count over `calls` is the instructions of one call, result
//! dropped included. Prints both and the difference: ivy's overhead. Counted on one thread
//! (`RAYON_NUM_THREADS=1`): collection follows the measuring function on its own thread, so
//! a product run on rayon's pool would go uncounted (`benches/headline.rs` times that). Needs
//! valgrind on the `PATH`.

use std::hint::black_box;
use std::process::Command;

use ivy::Array;
use ndarray::{Array2, ArrayD, IxDyn};

/// The argument that makes the binary measure one side (it runs under callgrind then).
const MEASURE: &str = "--measure";

/// One case: its name, its calls per measurement (enough that the loop's own few instructions
/// vanish), and what it measures.
struct Case {
    name: &'static str,
    calls: u64,
    what: &'static str,
}

const CASES: [Case; 2] = [
    Case {
        name: "add",
        calls: 1000,
        what: "add, 1 element, float32",
    },
    Case {
        name: "matmul",
        calls: 3,
        what: "matmul, 512 x 512, float32",
    },
];

/// `n` float32 values spread over [-1, 1) (the golden-ratio sequence of the headline bench).
fn spread(n: usize) -> Vec<f32> {
    (0..n)
        .map(|i| (-1.0 + 2.0 * (i as f64 * 0.618_033_988_749_894_9).fract()) as f32)
        .collect()
}

fn ivy_of(a: ArrayD<f32>) -> Result<Array, String> {
    ivy::from_ndarray(a).map_err(|e| e.to_string())
}

#[inline(never)]
fn measure_ivy_add(x: &Array, y: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(ivy::add(black_box(x), black_box(y))));
    }
}

/// The other forms of the same call: `ivy::add::with(x, y).call()`, `x.add(y)` and
/// `ivy::add::positional(x, y, None)` (generated code's), each against `ivy::add(x, y)`.
#[inline(never)]
fn measure_builder_add(x: &Array, y: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(ivy::add::with(black_box(x), black_box(y)).call()));
    }
}

#[inline(never)]
fn measure_method_add(x: &Array, y: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(black_box(x).add(black_box(y))));
    }
}

#[inline(never)]
fn measure_positional_add(x: &Array, y: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(ivy::add::positional(
            black_box(x),
            black_box(y),
            None,
        )));
    }
}

/// An array and a Rust literal (weak: `2` takes `x`'s float32), as users write it most:
/// `ivy::add(x, 2)` and `x + 2`. Counted against two arrays, which they should not exceed.
#[inline(never)]
fn measure_literal_add(x: &Array, _: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(ivy::add(black_box(x), black_box(2))));
    }
}

#[inline(never)]
fn measure_operator_literal_add(x: &Array, _: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(black_box(x) + black_box(2)));
    }
}

/// A literal before the array (`2 + x`, `2 - x`).
#[inline(never)]
fn measure_literal_first_add(_: &Array, y: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(ivy::add(black_box(2), black_box(y))));
    }
}

/// An array and a literal that changes from call to call (`x * t` in a loop), which no
/// thread keeps the array of.
#[inline(never)]
fn measure_changing_literal_add(x: &Array, _: &Array, calls: u64) {
    for i in 0..calls {
        drop(black_box(ivy::add(black_box(x), black_box(i as f64))));
    }
}

/// A `measure_*_add`: the two operands and how many calls.
type Measure = fn(&Array, &Array, u64);

/// The forms `measure_*_add` counts besides `ivy`, by side name.
const FORMS: [(&str, Measure); 7] = [
    ("builder", measure_builder_add),
    ("method", measure_method_add),
    ("positional", measure_positional_add),
    ("literal", measure_literal_add),
    ("operator_literal", measure_operator_literal_add),
    ("literal_first", measure_literal_first_add),
    ("changing_literal", measure_changing_literal_add),
];

#[inline(never)]
fn measure_raw_add(a: &ArrayD<f32>, b: &ArrayD<f32>, calls: u64) {
    for _ in 0..calls {
        drop(black_box(black_box(a) + black_box(b)));
    }
}

#[inline(never)]
fn measure_ivy_matmul(x: &Array, y: &Array, calls: u64) {
    for _ in 0..calls {
        drop(black_box(ivy::matmul(black_box(x), black_box(y))));
    }
}

#[inline(never)]
fn measure_raw_matmul(a: &Array2<f32>, b: &Array2<f32>, calls: u64) {
    for _ in 0..calls {
        drop(black_box(gemm(black_box(a), black_box(b))));
    }
}

/// `a · b` by faer's GEMM on one thread, into a fresh zeroed result: the kernel under
/// `ivy::matmul` for row-major float32 operands.
fn gemm(a: &Array2<f32>, b: &Array2<f32>) -> Vec<f32> {
    let ((m, k), n) = (a.dim(), b.ncols());
    let mut out = vec![0.0f32; m * n];
    let lhs = a.as_slice().expect("a row-major left operand");
    let rhs = b.as_slice().expect("a row-major right operand");
    faer::linalg::matmul::matmul(
        faer::MatMut::from_row_major_slice_mut(&mut out, m, n),
        faer::Accum::Replace,
        faer::MatRef::from_row_major_slice(lhs, m, k),
        faer::MatRef::from_row_major_slice(rhs, k, n),
        1.0,
        faer::Par::Seq,
    );
    out
}

/// One side of one case, warmed up first (registry, thread-locals and allocator caches).
fn run(case: &str, side: &str) -> Result<(), String> {
    let calls = CASES
        .iter()
        .find(|c| c.name == case)
        .ok_or_else(|| format!("unknown case {case:?}; expected add or matmul"))?
        .calls;
    let one = |v: f32| ArrayD::from_shape_vec(IxDyn(&[1]), vec![v]).map_err(|e| e.to_string());
    let square =
        |n: usize| Array2::from_shape_vec((n, n), spread(n * n)).map_err(|e| e.to_string());
    match (case, side) {
        ("add", "ivy") => {
            let (x, y) = (ivy_of(one(1.5)?)?, ivy_of(one(2.25)?)?);
            ivy::add(&x, &y).map_err(|e| e.to_string())?;
            measure_ivy_add(&x, &y, calls);
        }
        ("add", "raw") => {
            let (a, b) = (one(1.5)?, one(2.25)?);
            drop(black_box(&a + &b));
            measure_raw_add(&a, &b, calls);
        }
        ("add", form) if FORMS.iter().any(|(f, _)| *f == form) => {
            let (x, y) = (ivy_of(one(1.5)?)?, ivy_of(one(2.25)?)?);
            ivy::add(&x, &y).map_err(|e| e.to_string())?;
            for (_, measure) in FORMS.iter().filter(|(f, _)| *f == form) {
                measure(&x, &y, calls);
            }
        }
        ("matmul", "ivy") => {
            let a = square(512)?;
            let b = a.t().as_standard_layout().into_owned();
            let (x, y) = (ivy_of(a.into_dyn())?, ivy_of(b.into_dyn())?);
            ivy::matmul(&x, &y).map_err(|e| e.to_string())?;
            measure_ivy_matmul(&x, &y, calls);
        }
        ("matmul", "raw") => {
            let a = square(512)?;
            let b = a.t().as_standard_layout().into_owned();
            drop(black_box(gemm(&a, &b)));
            measure_raw_matmul(&a, &b, calls);
        }
        _ => {
            return Err(format!(
                "unknown side {side:?}; expected ivy, raw, or for add builder, method, positional, literal, operator_literal, literal_first or changing_literal"
            ));
        }
    }
    Ok(())
}

/// The instructions callgrind collected in `function` of this binary run with `case`, `side`.
fn count(case: &str, side: &str, function: &str) -> Result<u64, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let output = Command::new("valgrind")
        .args([
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            &format!("--toggle-collect=*{function}*"),
        ])
        .arg(&exe)
        .args([MEASURE, case, side])
        .env("RAYON_NUM_THREADS", "1")
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
        let arg = |i: usize| args.get(at + i).map_or("", String::as_str);
        return run(arg(1), arg(2));
    }
    println!("instructions per call (callgrind):");
    for case in CASES {
        let per_call = |side: &str| -> Result<f64, String> {
            let function = format!("measure_{side}_{}", case.name);
            Ok(count(case.name, side, &function)? as f64 / case.calls as f64)
        };
        let (ivy, raw) = (per_call("ivy")?, per_call("raw")?);
        println!("{}:", case.what);
        println!("  through ivy         {ivy:12.0}");
        println!("  raw                 {raw:12.0}");
        println!(
            "  ivy's overhead      {:12.0}  ({:.4}x)",
            ivy - raw,
            ivy / raw
        );
        if case.name == "add" {
            for (form, _) in FORMS {
                match per_call(form)? {
                    // The linker kept one copy of identical functions: none is counted here.
                    0.0 => println!("  as {form:<16}   the same machine code as ivy::add(x, y)"),
                    n => println!("  as {form:<16} {n:12.0}  ({:.4}x ivy::add(x, y))", n / ivy),
                }
            }
        }
    }
    Ok(())
}
