//! The vectorised transcendental kernels against libm element by element, on 10M elements.
//!
//! For each function and float type, four cases:
//! * `vmath into out` and `libm into out`: the slice kernel, and a scalar loop calling libm,
//!   writing into a preallocated output (the kernels' own speed);
//! * `vmath allocating` and `libm mapv`: a fresh result each time, as the ndarray backend's
//!   `exp`, `log` and `tan` now compute it and as they did before (`ArrayD::mapv`).
//!
//! The inputs are the same as `benches/numpy_transcendentals.py` uses: `x_i = lo + (hi - lo)
//! frac(i * 0.6180339887498949)` in `f64`, rounded to the type, over each function's range.
//!
//! Run: `cargo bench --bench transcendentals` (and `python benches/numpy_transcendentals.py`
//! in the same sitting for NumPy's side; quote ratios measured in one run).

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, criterion_group, criterion_main, measurement::WallTime,
};
use ivy::vmath::{Float, Function};
use ndarray::Array1;

const N: usize = 10_000_000;

/// The input range of each function's benchmark (the same in the NumPy script).
fn range(f: Function) -> (f64, f64) {
    match f {
        Function::Log => (0.001, 100.0),
        Function::Sin | Function::Cos | Function::Tan => (-100.0, 100.0),
        _ => (-10.0, 10.0),
    }
}

fn inputs(f: Function) -> Vec<f64> {
    let (lo, hi) = range(f);
    (0..N)
        .map(|i| lo + (hi - lo) * (i as f64 * 0.618_033_988_749_894_9).fract())
        .collect()
}

/// libm's function for `f`, element by element (sigmoid as `1 / (1 + e^-x)`).
macro_rules! libm {
    ($t:ty) => {
        |f: Function| -> fn($t) -> $t {
            match f {
                Function::Exp => <$t>::exp,
                Function::Log => <$t>::ln,
                Function::Sin => <$t>::sin,
                Function::Cos => <$t>::cos,
                Function::Tan => <$t>::tan,
                Function::Tanh => <$t>::tanh,
                Function::Sigmoid => |x| 1.0 / (1.0 + (-x).exp()),
            }
        }
    };
}

fn cases<T: Float + Send + Sync + 'static>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    f: Function,
    x: &[T],
    scalar: fn(T) -> T,
) {
    let mut out = vec![T::ZERO; x.len()];
    group.bench_function("vmath into out", |b| {
        b.iter(|| f.map(black_box(x), &mut out).unwrap())
    });
    group.bench_function("libm into out", |b| {
        b.iter(|| {
            for (o, &v) in out.iter_mut().zip(black_box(x)) {
                *o = scalar(v);
            }
        })
    });
    group.bench_function("vmath allocating", |b| {
        b.iter(|| f.map_to_vec(black_box(x)).unwrap())
    });
    let a = Array1::from_vec(x.to_vec());
    group.bench_function("libm mapv", |b| b.iter(|| black_box(&a).mapv(scalar)));
}

fn transcendentals(c: &mut Criterion) {
    for f in Function::ALL {
        let x64 = inputs(f);
        let x32: Vec<f32> = x64.iter().map(|&v| v as f32).collect();
        for (dtype, run) in [("float32", true), ("float64", false)] {
            let mut group = c.benchmark_group(format!("{}/{dtype}/10M", f.name()));
            group
                .sample_size(10)
                .warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(2));
            if run {
                cases(&mut group, f, &x32, libm!(f32)(f));
            } else {
                cases(&mut group, f, &x64, libm!(f64)(f));
            }
            group.finish();
        }
    }
}

criterion_group!(benches, transcendentals);
criterion_main!(benches);
