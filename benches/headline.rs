//! The headline operations of issue 9, each through ivy and on the raw library below it, in one
//! process, so the two columns of the side-by-side table come from one sitting.
//!
//! Every group is `<case>` with two functions, `ivy` and `ndarray` (the bare ndarray code a user
//! would write for the same result; for `fft`, rustfft, the library below ivy's); with the cargo feature `candle`, groups `candle/<case>`
//! compare ivy over the candle backend with raw candle on the 10M cases. The inputs are the
//! ones `benches/numpy_headline.py` builds, for NumPy's column: `lo + (hi - lo) frac(i * 0.618..)`
//! over each function's range (float32, rounded from float64; the float64 cases widen those).
//!
//! Run: `cargo bench --bench headline` (add `--features candle` for the candle groups), then
//! `python benches/numpy_headline.py` and `python benches/torch_headline.py` (PyTorch's column,
//! at ivy's thread count) in the same sitting.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, criterion_group, criterion_main, measurement::WallTime,
};
use half::f16;
use ivy::{Array, Dtype};
use ndarray::{Array2, ArrayD, Axis, IxDyn, Zip};

/// The element count of the large cases.
const N: usize = 10_000_000;

/// `n` values spread over `[lo, hi)` (the golden-ratio sequence NumPy's script uses too).
fn spread(n: usize, lo: f64, hi: f64) -> ArrayD<f32> {
    let v = (0..n)
        .map(|i| (lo + (hi - lo) * (i as f64 * 0.618_033_988_749_894_9).fract()) as f32)
        .collect();
    ArrayD::from_shape_vec(IxDyn(&[n]), v).expect("a 1-d shape holds its elements")
}

/// `n` int8 values cycling through -128..=127.
fn int8s(n: usize) -> ArrayD<i8> {
    ArrayD::from_shape_vec(IxDyn(&[n]), (0..n).map(|i| i as u8 as i8).collect())
        .expect("a 1-d shape holds its elements")
}

/// `a` as an ivy array in memory ivy allocated, as NumPy's scripts' inputs are in NumPy's:
/// both advise large arrays onto huge pages (`ivy_runtime::alloc`), where a Rust `Vec` of
/// them is on 4 KiB pages (a 10M float32 sum read from one takes some 10% longer here).
fn ivy_of<T: ivy::ndarray::Element>(a: &ArrayD<T>) -> Array {
    let adopted = ivy::from_ndarray(a.clone()).expect("the ndarray backend registers");
    ivy::copy_array(&adopted).expect("a copy in ivy's memory")
}

/// A group for one case: few samples, so the whole bench runs in minutes.
fn group<'a>(c: &'a mut Criterion, name: &str, large: bool) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(if large { 300 } else { 200 }))
        .measurement_time(Duration::from_secs(1));
    g
}

fn add(c: &mut Criterion) {
    let (a1, b1) = (spread(1, -10.0, 10.0), spread(1, 1.0, 2.0));
    let (x1, y1) = (ivy_of(&a1), ivy_of(&b1));
    let mut g = group(c, "add/1", false);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::add(black_box(&x1), black_box(&y1)).unwrap())
    });
    g.bench_function("ndarray", |b| b.iter(|| black_box(&a1) + black_box(&b1)));
    g.finish();

    let (a, bb) = (spread(N, -10.0, 10.0), spread(N, 1.0, 2.0));
    let (x, y) = (ivy_of(&a), ivy_of(&bb));
    let mut g = group(c, "add/10M allocating", true);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::add(black_box(&x), black_box(&y)).unwrap())
    });
    g.bench_function("ndarray", |b| b.iter(|| black_box(&a) + black_box(&bb)));
    g.finish();

    let mut g = group(c, "add/10M into out", true);
    let mut out = ivy_of(&ArrayD::<f32>::zeros(IxDyn(&[N])));
    g.bench_function("ivy", |b| {
        b.iter(|| {
            ivy::add::with(black_box(&x), black_box(&y))
                .out(&mut out)
                .call()
                .unwrap()
        })
    });
    let mut o = ArrayD::<f32>::zeros(IxDyn(&[N]));
    g.bench_function("ndarray", |b| {
        b.iter(|| {
            Zip::from(&mut o)
                .and(black_box(&a))
                .and(black_box(&bb))
                .for_each(|o, &p, &q| *o = p + q)
        })
    });
    g.finish();

    let i8s = int8s(N);
    let xi = ivy_of(&i8s);
    let mut g = group(c, "int8 + float32/10M", true);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::add(black_box(&xi), black_box(&y)).unwrap())
    });
    g.bench_function("ndarray", |b| {
        b.iter(|| {
            Zip::from(black_box(&i8s))
                .and(black_box(&bb))
                .map_collect(|&p, &q| f32::from(p) + q)
        })
    });
    g.finish();
}

/// The transcendental cases: (name, input range, through ivy, libm per element).
type Transcendental<T> = (
    &'static str,
    f64,
    f64,
    fn(&Array) -> ivy::Result<Array>,
    fn(T) -> T,
);

fn transcendentals(c: &mut Criterion) {
    let f32s: [Transcendental<f32>; 7] = [
        ("exp", -10.0, 10.0, ivy::exp, f32::exp),
        ("log", 0.001, 100.0, ivy::log, f32::ln),
        ("tan", -100.0, 100.0, ivy::tan, f32::tan),
        ("sin", -100.0, 100.0, ivy::sin, f32::sin),
        ("cos", -100.0, 100.0, ivy::cos, f32::cos),
        ("tanh", -10.0, 10.0, ivy::tanh, f32::tanh),
        ("sigmoid", -10.0, 10.0, ivy::sigmoid, |x| {
            1.0 / (1.0 + (-x).exp())
        }),
    ];
    for (name, lo, hi, through_ivy, scalar) in f32s {
        let a = spread(N, lo, hi);
        transcendental(c, &format!("{name}/10M"), &a, through_ivy, scalar);
    }
    let f64s: [Transcendental<f64>; 7] = [
        ("exp", -10.0, 10.0, ivy::exp, f64::exp),
        ("log", 0.001, 100.0, ivy::log, f64::ln),
        ("tan", -100.0, 100.0, ivy::tan, f64::tan),
        ("sin", -100.0, 100.0, ivy::sin, f64::sin),
        ("cos", -100.0, 100.0, ivy::cos, f64::cos),
        ("tanh", -10.0, 10.0, ivy::tanh, f64::tanh),
        ("sigmoid", -10.0, 10.0, ivy::sigmoid, |x| {
            1.0 / (1.0 + (-x).exp())
        }),
    ];
    for (name, lo, hi, through_ivy, scalar) in f64s {
        let a = spread(N, lo, hi).mapv(f64::from);
        transcendental(c, &format!("{name} float64/10M"), &a, through_ivy, scalar);
    }
}

/// One transcendental case: ivy against `mapv` of the libm function.
fn transcendental<T: ivy::ndarray::Element>(
    c: &mut Criterion,
    case: &str,
    a: &ArrayD<T>,
    through_ivy: fn(&Array) -> ivy::Result<Array>,
    scalar: fn(T) -> T,
) {
    let x = ivy_of(a);
    let mut g = group(c, case, true);
    g.bench_function("ivy", |b| b.iter(|| through_ivy(black_box(&x)).unwrap()));
    g.bench_function("ndarray", |b| b.iter(|| black_box(a).mapv(scalar)));
    g.finish();
}

fn reductions(c: &mut Criterion) {
    let a = spread(N, -10.0, 10.0);
    let x = ivy_of(&a);
    let mut g = group(c, "sum/10M", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::sum(black_box(&x)).unwrap()));
    g.bench_function("ndarray", |b| b.iter(|| black_box(&a).sum()));
    g.finish();

    let mut g = group(c, "mean/10M", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::mean(black_box(&x)).unwrap()));
    g.bench_function("ndarray", |b| b.iter(|| black_box(&a).mean()));
    g.finish();

    let mut g = group(c, "max/10M", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::max(black_box(&x)).unwrap()));
    // NaN-propagating, as ivy's and NumPy's.
    g.bench_function("ndarray", |b| {
        b.iter(|| {
            black_box(&a).fold(f32::NEG_INFINITY, |m, &e| {
                if e > m || e.is_nan() || m.is_nan() {
                    if m.is_nan() { m } else { e }
                } else {
                    m
                }
            })
        })
    });
    g.finish();

    let a64 = a.mapv(f64::from);
    let x64 = ivy_of(&a64);
    let mut g = group(c, "sum float64/10M", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::sum(black_box(&x64)).unwrap()));
    g.bench_function("ndarray", |b| b.iter(|| black_box(&a64).sum()));
    g.finish();

    let mut g = group(c, "cumsum/10M", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::cumsum(black_box(&x)).unwrap()));
    // A fresh copy accumulated in place: the same allocation ivy's result needs.
    g.bench_function("ndarray", |b| {
        b.iter(|| {
            let mut r = black_box(&a).clone();
            r.accumulate_axis_inplace(Axis(0), |&prev, cur| *cur += prev);
            r
        })
    });
    g.finish();
}

fn matmul(c: &mut Criterion) {
    for n in [512usize, 1024] {
        let a = spread(n * n, -1.0, 1.0)
            .into_shape_with_order((n, n))
            .expect("n * n elements");
        let b2: Array2<f32> = a.t().to_owned();
        let (x, y) = (
            ivy_of(&a.clone().into_dyn()),
            ivy_of(&b2.clone().into_dyn()),
        );
        let mut g = group(c, &format!("matmul/{n}"), true);
        g.bench_function("ivy", |b| {
            b.iter(|| ivy::matmul(black_box(&x), black_box(&y)).unwrap())
        });
        g.bench_function("ndarray", |b| b.iter(|| black_box(&a).dot(black_box(&b2))));
        g.finish();
    }
}

/// A 3 × 3 "SAME" convolution of a 1 × 64 × 128 × 128 float32 input (NCHW) with 64 filters
/// (OIHW): ivy's `conv2d` (an im2col gather and one matrix product) against the same im2col
/// written in bare ndarray and its `dot`, the cost of the one matrix product (64 × 576 times
/// 576 × 16384) being the floor of both.
fn conv2d(c: &mut Criterion) {
    use ndarray::{Array3, s};
    let (channels, side, filters) = (64usize, 128usize, 64usize);
    let x = spread(channels * side * side, -1.0, 1.0)
        .into_shape_with_order((channels, side, side))
        .expect("C * H * W elements");
    let f = spread(filters * channels * 9, -1.0, 1.0)
        .into_shape_with_order((filters, channels * 9))
        .expect("O * C * 9 elements");
    let xi = ivy_of(
        &x.clone()
            .into_shape_with_order(IxDyn(&[1, channels, side, side]))
            .expect("NCHW"),
    );
    let fi = ivy_of(
        &f.clone()
            .into_shape_with_order(IxDyn(&[filters, channels, 3, 3]))
            .expect("OIHW"),
    );
    let mut g = group(c, "conv2d/3x3 64x128x128 64 filters", true);
    g.bench_function("ivy", |b| {
        b.iter(|| {
            ivy::conv2d::with(black_box(&xi), black_box(&fi), &[1], ivy::ConvPadding::Same)
                .data_format("NCHW")
                .filter_format("channel_first")
                .call()
                .unwrap()
        })
    });
    g.bench_function("ndarray", |b| {
        b.iter(|| {
            let mut padded = Array3::<f32>::zeros((channels, side + 2, side + 2));
            padded
                .slice_mut(s![.., 1..=side, 1..=side])
                .assign(black_box(&x));
            let mut columns = Array2::<f32>::zeros((channels * 9, side * side));
            for (row, mut column) in columns.axis_iter_mut(Axis(0)).enumerate() {
                let (ch, tap) = (row / 9, row % 9);
                let (dy, dx) = (tap / 3, tap % 3);
                let window = padded.slice(s![ch, dy..dy + side, dx..dx + side]);
                column
                    .iter_mut()
                    .zip(window.iter())
                    .for_each(|(d, v)| *d = *v);
            }
            black_box(&f).dot(&columns)
        })
    });
    g.finish();
}

/// The FFT of 2^20 complex64 values: ivy's `fft` against rustfft's planned transform (the
/// library below it) on a copy of the input, as ivy allocates its result.
fn fft(c: &mut Criterion) {
    use num_complex::Complex32;
    let n = 1usize << 20;
    let (re, im) = (spread(n, -1.0, 1.0), spread(n, 0.0, 2.0));
    let v: Vec<Complex32> = re
        .iter()
        .zip(&im)
        .map(|(&r, &i)| Complex32::new(r, i))
        .collect();
    let x = ivy_of(&ArrayD::from_shape_vec(IxDyn(&[n]), v.clone()).expect("1-d"));
    let plan = rustfft::FftPlanner::<f32>::new().plan_fft_forward(n);
    let mut g = group(c, "fft complex64/2^20", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::fft(black_box(&x)).unwrap()));
    g.bench_function("ndarray", |b| {
        b.iter(|| {
            let mut buffer = black_box(&v).clone();
            plan.process(&mut buffer);
            buffer
        })
    });
    g.finish();
}

fn astype(c: &mut Criterion) {
    let a = spread(N, -10.0, 10.0);
    let x = ivy_of(&a);
    let mut g = group(c, "astype f32->f16/10M", true);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::astype(black_box(&x), Dtype::Float16).unwrap())
    });
    g.bench_function("ndarray", |b| b.iter(|| black_box(&a).mapv(f16::from_f32)));
    g.finish();
}

/// The 10M cases on candle: ivy over the candle backend against the same candle calls made
/// directly (`Tensor` operations on the CPU).
#[cfg(feature = "candle")]
fn candle(c: &mut Criterion) {
    use candle_core::{DType, Device, Tensor};

    let id = ivy::candle::register().expect("the candle backend registers");
    let tensor = |a: &ArrayD<f32>| {
        Tensor::from_slice(a.as_slice().expect("contiguous"), a.len(), &Device::Cpu)
            .expect("a 1-d tensor")
    };
    let on_candle = |t: &Tensor| Array::from_native(id, t.clone()).expect("a candle array");
    let (ta, tb) = (
        tensor(&spread(N, -10.0, 10.0)),
        tensor(&spread(N, 1.0, 2.0)),
    );
    let (x, y) = (on_candle(&ta), on_candle(&tb));

    let mut g = group(c, "candle/add/10M allocating", true);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::add(black_box(&x), black_box(&y)).unwrap())
    });
    g.bench_function("candle", |b| {
        b.iter(|| black_box(&ta).add(black_box(&tb)).unwrap())
    });
    g.finish();

    // Candle has no int8: its narrowest integer, uint8, plays the part.
    let tu = ta.to_dtype(DType::U8).expect("f32 to u8");
    let xu = on_candle(&tu);
    let mut g = group(c, "candle/uint8 + float32/10M", true);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::add(black_box(&xu), black_box(&y)).unwrap())
    });
    g.bench_function("candle", |b| {
        b.iter(|| {
            black_box(&tu)
                .to_dtype(DType::F32)
                .and_then(|p| p.add(black_box(&tb)))
                .unwrap()
        })
    });
    g.finish();

    type Ivy = fn(&Array) -> ivy::Result<Array>;
    type Raw = fn(&Tensor) -> candle_core::Result<Tensor>;
    let cases: [(&str, f64, f64, Ivy, Raw); 3] = [
        ("exp", -10.0, 10.0, ivy::exp, Tensor::exp),
        ("log", 0.001, 100.0, ivy::log, Tensor::log),
        ("tan", -100.0, 100.0, ivy::tan, |t| t.sin()?.div(&t.cos()?)),
    ];
    for (name, lo, hi, through_ivy, raw) in cases {
        let t = tensor(&spread(N, lo, hi));
        let x = on_candle(&t);
        let mut g = group(c, &format!("candle/{name}/10M"), true);
        g.bench_function("ivy", |b| b.iter(|| through_ivy(black_box(&x)).unwrap()));
        g.bench_function("candle", |b| b.iter(|| raw(black_box(&t)).unwrap()));
        g.finish();
    }

    let mut g = group(c, "candle/sum/10M", true);
    g.bench_function("ivy", |b| b.iter(|| ivy::sum(black_box(&x)).unwrap()));
    g.bench_function("candle", |b| b.iter(|| black_box(&ta).sum_all().unwrap()));
    g.finish();

    let mut g = group(c, "candle/astype f32->f16/10M", true);
    g.bench_function("ivy", |b| {
        b.iter(|| ivy::astype(black_box(&x), Dtype::Float16).unwrap())
    });
    g.bench_function("candle", |b| {
        b.iter(|| black_box(&ta).to_dtype(DType::F16).unwrap())
    });
    g.finish();
}

#[cfg(not(feature = "candle"))]
fn candle(_: &mut Criterion) {}

fn setup(c: &mut Criterion) {
    ivy::init().expect("the ndarray backend registers");
    add(c);
    transcendentals(c);
    reductions(c);
    matmul(c);
    conv2d(c);
    fft(c);
    astype(c);
    candle(c);
}

criterion_group!(benches, setup);
criterion_main!(benches);
