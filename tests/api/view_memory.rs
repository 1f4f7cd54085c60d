//! Views are read in place: an element-wise call, a cast or a sum of a reversed or strided view
//! (`x[::-1]`, `x[::2]`) allocates its result and a few blocks of scratch, never a copy of the
//! view (README: "a call allocates its result's data, nothing else"); and it gives the values
//! the same call gives on a contiguous copy of the view.

use crate::counting;

use ivy::{Array, Dtype, s};
use ndarray::{ArrayD, IxDyn};

use counting::peak_bytes;

/// Elements of the source array: 2 MiB of `float32`, under the size from which results are
/// recycled (`ivy::RECYCLED_FROM`), so each result is fresh memory this thread counts.
const N: usize = 512 * 1024;

/// What a call may hold beyond its result: blocks of scratch and bookkeeping. A copy of the
/// smallest view here is 16 times as much.
const SCRATCH: usize = 64 << 10;

/// `x`, shared (so its basic slices are views): `float32` values whose `exp` is finite.
fn source() -> Array {
    let v: Vec<f32> = (0..N).map(|i| (i % 1000) as f32 * 0.01 - 5.0).collect();
    ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(&[N]), v).unwrap()).unwrap()
}

/// A contiguous copy of `v` (through the host: another path than the kernels').
fn contiguous(v: &Array) -> Array {
    ivy::asarray(v.to_host().unwrap()).unwrap()
}

/// The bytes of `a`'s elements.
fn bytes(a: &Array) -> usize {
    a.size() * a.dtype().itemsize()
}

/// A call on a view.
type Call = fn(&Array) -> Array;

/// `call(v)` holds at most its result and [`SCRATCH`] at once, and equals `call` of a
/// contiguous copy of `v`.
#[track_caller]
fn reads_in_place(name: &str, v: &Array, call: Call) {
    // Warm up: the registry, thread-locals, the CPU feature detection.
    drop(call(&contiguous(&ivy::get_item(v, s![..2]).unwrap())));
    // Before the call: `out=` calls write their result to `v`'s clones.
    let expected = call(&contiguous(v));
    let mut result = None;
    let peak = peak_bytes(|| result = Some(call(v)));
    let result = result.unwrap();
    let size = bytes(&result);
    assert!(
        peak <= size + SCRATCH,
        "{name}: {peak} bytes held at once for a {size}-byte result (a copy of the view is {})",
        bytes(v)
    );
    assert_same(name, &result, &expected);
}

/// `got` holds `expected`'s dtype, shape and values (the first difference named, not the
/// arrays printed).
#[track_caller]
fn assert_same(name: &str, got: &Array, expected: &Array) {
    assert_eq!(got.dtype(), expected.dtype(), "{name}");
    assert_eq!(got.shape(), expected.shape(), "{name}");
    let (g, e) = (values(got), values(expected));
    let first = g
        .iter()
        .zip(&e)
        .position(|(a, b)| a.to_bits() != b.to_bits());
    assert!(
        first.is_none(),
        "{name}: element {} is {} where a contiguous copy gives {}",
        first.unwrap_or(0),
        g[first.unwrap_or(0)],
        e[first.unwrap_or(0)]
    );
}

/// The values as `float64` (exact from `float32`, `float16` and `float64`), through the host.
fn values(a: &Array) -> Vec<f64> {
    match ivy::astype(&contiguous(a), Dtype::Float64)
        .unwrap()
        .to_host()
        .unwrap()
        .data()
    {
        ivy::HostData::Float64(v) => v.clone(),
        other => panic!("float64 expected, not {:?}", other.dtype()),
    }
}

#[test]
fn a_reversed_view_is_read_in_place() {
    let x = source();
    let query = s![..;-1];
    let cases: [(&str, Call); 4] = [
        ("add(v, v)", |v| ivy::add(v, v).unwrap()),
        ("astype(v, float64)", |v| {
            ivy::astype(v, Dtype::Float64).unwrap()
        }),
        ("astype(v, float16)", |v| {
            ivy::astype(v, Dtype::Float16).unwrap()
        }),
        ("exp(v, out=v)", |v| {
            // `out` is `v` (a clone is the same array): the result replaces its elements.
            let mut out = v.clone();
            ivy::exp::with(v).out(&mut out).call().unwrap();
            out
        }),
    ];
    for (name, call) in cases {
        // A view of its own: an `out=` call replaces its view's elements.
        reads_in_place(name, &ivy::get_item(&x, query).unwrap(), call);
    }
}

#[test]
fn a_strided_view_is_read_in_place() {
    let x = source();
    let query = s![..;2];
    let cases: [(&str, Call); 6] = [
        ("exp(v)", |v| ivy::exp(v).unwrap()),
        ("add(v, v)", |v| ivy::add(v, v).unwrap()),
        ("add(v, 1)", |v| ivy::add(v, 1.0).unwrap()),
        ("maximum(v, v)", |v| ivy::maximum(v, v).unwrap()),
        ("astype(v, float64)", |v| {
            ivy::astype(v, Dtype::Float64).unwrap()
        }),
        ("sum(v)", |v| ivy::sum(v).unwrap()),
    ];
    for (name, call) in cases {
        // A view of its own: an `out=` call replaces its view's elements.
        reads_in_place(name, &ivy::get_item(&x, query).unwrap(), call);
    }
}

/// Views of more than one axis, transposed and broadcast against a contiguous operand, read
/// as their contiguous copies do, into `out` too.
#[test]
fn views_of_many_axes_are_read_as_their_copies() {
    let x = source();
    let m = ivy::reshape(&x, &[512, 1024]).unwrap();
    let t = ivy::permute_dims(&m, &[1, 0]).unwrap();
    let v = ivy::get_item(&m, s![1..;3, ..;-5]).unwrap();
    let row = ivy::get_item(&m, s![7, ..;-5]).unwrap();
    let cases: [(&str, Array, Array); 3] = [
        (
            "t + t",
            ivy::add(&t, &t).unwrap(),
            ivy::add(&contiguous(&t), &contiguous(&t)).unwrap(),
        ),
        (
            "v * row",
            ivy::multiply(&v, &row).unwrap(),
            ivy::multiply(&contiguous(&v), &contiguous(&row)).unwrap(),
        ),
        (
            "sum(v)",
            ivy::sum(&v).unwrap(),
            ivy::sum(&contiguous(&v)).unwrap(),
        ),
    ];
    for (name, got, expected) in cases {
        assert_same(name, &got, &expected);
    }
    // Into an `out` of its own: the in-place kernels read the views too.
    let mut out = ivy::zeros_like(&v).unwrap();
    ivy::subtract::with(&v, &row).out(&mut out).call().unwrap();
    let expected = ivy::subtract(&contiguous(&v), &contiguous(&row)).unwrap();
    assert_same("subtract into out", &out, &expected);
    let mut out = ivy::zeros_like(&t).unwrap();
    ivy::tanh::with(&t).out(&mut out).call().unwrap();
    let expected = ivy::tanh(&contiguous(&t)).unwrap();
    assert_same("tanh into out", &out, &expected);
}

/// The memory each call above holds at once on a 256 MiB `float32` array, beyond its result,
/// printed (the figures of the note on issue 46): `cargo test --release --all-features --test
/// api view_memory::peaks -- --ignored --nocapture`.
#[test]
#[ignore]
fn peaks_on_a_256_mib_array() {
    const MIB: f64 = (1 << 20) as f64;
    let n = 64 << 20;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.01 - 5.0).collect();
    let x = ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(&[n]), x).unwrap()).unwrap();
    let reversed: &[ivy::Index] = s![..;-1];
    let strided: &[ivy::Index] = s![..;2];
    let cases: [(&str, &[ivy::Index], Call); 8] = [
        ("add(v, v), v = x[::-1]", reversed, |v| {
            ivy::add(v, v).unwrap()
        }),
        ("astype(v, float64), v = x[::-1]", reversed, |v| {
            ivy::astype(v, Dtype::Float64).unwrap()
        }),
        ("exp(v, out=v), v = x[::-1]", reversed, |v| {
            let mut out = v.clone();
            ivy::exp::with(v).out(&mut out).call().unwrap();
            out
        }),
        ("maximum(v, v), v = x[::-1]", reversed, |v| {
            ivy::maximum(v, v).unwrap()
        }),
        ("exp(v), v = x[::2]", strided, |v| ivy::exp(v).unwrap()),
        ("add(v, v), v = x[::2]", strided, |v| {
            ivy::add(v, v).unwrap()
        }),
        ("astype(v, float64), v = x[::2]", strided, |v| {
            ivy::astype(v, Dtype::Float64).unwrap()
        }),
        ("sum(v), v = x[::2]", strided, |v| ivy::sum(v).unwrap()),
    ];
    for (name, query, call) in cases {
        // A view of its own: an `out=` call replaces its view's elements.
        let v = &ivy::get_item(&x, query).unwrap();
        ivy::release_recycled();
        let mut result = None;
        let peak = peak_bytes(|| result = Some(call(v)));
        let size = bytes(&result.unwrap());
        println!(
            "{name:34} result {:6.1} MiB, held at once {:6.1} MiB: {:+.1} KiB more",
            size as f64 / MIB,
            peak as f64 / MIB,
            (peak as f64 - size as f64) / 1024.0
        );
    }
}
