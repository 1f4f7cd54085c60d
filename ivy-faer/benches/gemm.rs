//! float32 products of square matrices at 512, 1024 and 2048, on rayon's threads: the provider
//! linked into the program (`dense`: OpenBLAS with the `openblas` feature where it is
//! installed, else faer) beside faer's GEMM called directly (`faer`), in one run.
//!
//! Run: `cargo bench -p ivy-faer --features openblas --bench gemm`; `RAYON_NUM_THREADS` sets the
//! thread count of both.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use faer::{Accum, MatMut, MatRef, Par};
use ivy_runtime::dense::{Operand, dense};

extern crate ivy_faer;

fn gemm(c: &mut Criterion) {
    println!("dense: {}", ivy_faer::provider());
    let gemm = dense("matmul").expect("ivy-faer is linked").gemm_f32;
    for n in [512usize, 1024, 2048] {
        let a: Vec<f32> = (0..n * n)
            .map(|i| ((i * 7919) % 1000) as f32 / 500.0 - 1.0)
            .collect();
        let b: Vec<f32> = (0..n * n)
            .map(|i| ((i * 104_729) % 1000) as f32 / 500.0 - 1.0)
            .collect();
        let mut dst = vec![0.0f32; n * n];
        let mut g = c.benchmark_group(format!("gemm/{n}"));
        g.sample_size(10)
            .warm_up_time(Duration::from_millis(300))
            .measurement_time(Duration::from_secs(2));
        g.bench_function("dense", |bench| {
            bench.iter(|| {
                let lhs = Operand {
                    values: black_box(&a[..]),
                    row_major: true,
                };
                let rhs = Operand {
                    values: black_box(&b[..]),
                    row_major: true,
                };
                gemm(&mut dst, lhs, rhs, (n, n, n), true);
            })
        });
        g.bench_function("faer", |bench| {
            bench.iter(|| {
                faer::linalg::matmul::matmul(
                    MatMut::from_row_major_slice_mut(&mut dst, n, n),
                    Accum::Replace,
                    MatRef::from_row_major_slice(black_box(&a[..]), n, n),
                    MatRef::from_row_major_slice(black_box(&b[..]), n, n),
                    1.0f32,
                    Par::rayon(0),
                )
            })
        });
        g.finish();
    }
}

criterion_group!(benches, gemm);
criterion_main!(benches);
