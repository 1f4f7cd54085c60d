//! What a call through ivy costs next to calling the ndarray kernel directly.
//!
//! `ivy::add(&x, &y)` selects the backend, reads the kernel slot, checks support (a bitset
//! test), promotes, and wraps the result; `ndarray::add(&nx, &ny)` is the kernel alone. The
//! difference is the framework's overhead per call; on 16 elements it is most visible, on 64 Ki
//! elements it should vanish next to the kernel.
//!
//! Run: `cargo bench --bench dispatch` (quote ratios measured in one run).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ivy::{Array, Dtype, HostArray};

fn inputs(n: usize) -> (Array, Array) {
    let host = HostArray::new(vec![n], (0..n).map(|i| i as f32).collect::<Vec<_>>()).unwrap();
    let x = ivy::asarray::with(host)
        .dtype(Dtype::Float32)
        .call()
        .unwrap();
    (x.clone(), x)
}

fn dispatch(c: &mut Criterion) {
    ivy::init().unwrap();
    for n in [16usize, 1024, 65536] {
        let (x, y) = inputs(n);
        let (nx, ny) = (
            x.native::<ivy::ndarray::NdArray>().unwrap().clone(),
            y.native::<ivy::ndarray::NdArray>().unwrap().clone(),
        );
        let mut group = c.benchmark_group(format!("add/{n}"));
        group.bench_function("ndarray kernel", |b| {
            b.iter(|| ivy::ndarray::add(black_box(&nx), black_box(&ny)).unwrap())
        });
        group.bench_function("ivy::add", |b| {
            b.iter(|| ivy::add(black_box(&x), black_box(&y)).unwrap())
        });
        group.bench_function("ivy::add with a weak scalar", |b| {
            b.iter(|| ivy::add(black_box(&x), black_box(2.0)).unwrap())
        });
        group.finish();
        let mut group = c.benchmark_group(format!("tan/{n}"));
        group.bench_function("ndarray kernel", |b| {
            b.iter(|| ivy::ndarray::tan(black_box(&nx)).unwrap())
        });
        group.bench_function("ivy::tan", |b| b.iter(|| ivy::tan(black_box(&x)).unwrap()));
        group.finish();
    }
}

criterion_group!(benches, dispatch);
criterion_main!(benches);
