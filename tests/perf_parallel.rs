//! Large element-wise kernels run in parallel (issue 9) and give the serial path's results,
//! bit for bit: each large input is computed whole (above the parallel threshold, on a pool of
//! two threads, so the parallel path runs even on one core) and in pieces below the threshold
//! (the serial path), and the two must agree on every bit, `NaN` payloads included.
//!
//! The inputs are random bit patterns, so every class of value is there: normal and
//! subnormal numbers, zeros of both signs, infinities and `NaN`s (the kernels' slow paths).

use half::f16;
use ivy::loops::parallel::THRESHOLD;
use ivy::ndarray::{Element, NdArray};
use ivy::vmath::{Float, Function};
use ndarray::ArrayRefD;

/// Elements of each large input: above the threshold, and not a whole number of pieces or of
/// the kernels' blocks, so a partial last piece is covered.
const N: usize = 3 * THRESHOLD + 1234;

/// Elements per serial piece: below the threshold, a whole number of the vectorised kernels'
/// blocks (1024), so each element is computed in the block the whole computation puts it in.
const PIECE: usize = 8 * 1024;

/// `n` pseudo-random 64-bit words (xorshift64*, seeded), for the bit patterns.
fn words(n: usize, mut seed: u64) -> Vec<u64> {
    (0..n)
        .map(|_| {
            seed ^= seed >> 12;
            seed ^= seed << 25;
            seed ^= seed >> 27;
            seed.wrapping_mul(0x2545_f491_4f6c_dd1d)
        })
        .collect()
}

fn f32s(n: usize, seed: u64) -> Vec<f32> {
    words(n, seed)
        .into_iter()
        .map(|w| f32::from_bits((w >> 32) as u32))
        .collect()
}

fn f64s(n: usize, seed: u64) -> Vec<f64> {
    words(n, seed).into_iter().map(f64::from_bits).collect()
}

fn f16s(n: usize, seed: u64) -> Vec<f16> {
    words(n, seed)
        .into_iter()
        .map(|w| f16::from_bits((w >> 48) as u16))
        .collect()
}

/// `work` on a pool of `n` threads (one: the serial path; two: the parallel path, whatever
/// the machine's core count).
fn on_threads<R: Send>(n: usize, work: impl FnOnce() -> R + Send) -> R {
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .expect("a thread pool")
        .install(work)
}

fn on_two_threads<R: Send>(work: impl FnOnce() -> R + Send) -> R {
    on_threads(2, work)
}

/// The elements of an `ndarray` backend array of element type `T`, in row-major order.
fn elements<T: Element>(a: &NdArray) -> Vec<T> {
    let a: &ArrayRefD<T> = a.as_array().expect("the expected element type");
    a.iter().copied().collect()
}

/// Whether two slices of floats hold the same bits.
fn same_bits<T: Copy + std::fmt::Debug>(got: &[T], want: &[T], bits: fn(T) -> u64) {
    assert_eq!(got.len(), want.len());
    if let Some(i) = (0..got.len()).find(|&i| bits(got[i]) != bits(want[i])) {
        panic!("element {i}: parallel {:?}, serial {:?}", got[i], want[i]);
    }
}

fn f32_bits(v: f32) -> u64 {
    u64::from(v.to_bits())
}

fn f64_bits(v: f64) -> u64 {
    v.to_bits()
}

fn f16_bits(v: f16) -> u64 {
    u64::from(v.to_bits())
}

/// `f` of every element of `x` three ways in parallel (into a new vector, into an output,
/// in place), each against `f` on serial pieces.
fn check_vmath<T: Float + Element + std::fmt::Debug>(f: Function, x: &[T], bits: fn(T) -> u64) {
    let serial: Vec<T> = x
        .chunks(PIECE)
        .flat_map(|piece| f.map_to_vec(piece).expect("a piece's result"))
        .collect();
    let (whole, into, in_place) = on_two_threads(|| {
        let whole = f.map_to_vec(x).expect("the whole result");
        let mut into = x.to_vec();
        f.map(x, &mut into).expect("same lengths");
        let mut in_place = x.to_vec();
        f.map_in_place(&mut in_place);
        (whole, into, in_place)
    });
    for parallel in [&whole, &into, &in_place] {
        same_bits(parallel, &serial, bits);
    }
}

#[test]
fn vectorised_kernels_in_parallel_match_the_serial_path() {
    let (x32, x64, x16) = (f32s(N, 1), f64s(N, 2), f16s(N, 3));
    for f in Function::ALL {
        check_vmath(f, &x32, f32_bits);
        check_vmath(f, &x64, f64_bits);
        check_vmath(f, &x16, f16_bits);
    }
}

#[test]
fn kernels_through_the_backend_in_parallel_match_the_serial_path() {
    let x = f32s(N, 4);
    let array = |v: &[f32]| NdArray::from_vec(v.to_vec(), &[v.len()]).expect("a 1-d array");
    type Unary = fn(&NdArray) -> ivy::Result<NdArray>;
    let unary: [(&str, Unary); 3] = [
        ("exp", ivy::ndarray::exp),
        ("log", ivy::ndarray::log),
        ("tan", ivy::ndarray::tan),
    ];
    for (name, f) in unary {
        let serial: Vec<f32> = x
            .chunks(PIECE)
            .flat_map(|piece| elements::<f32>(&f(&array(piece)).expect(name)))
            .collect();
        let whole = on_two_threads(|| f(&array(&x)).expect(name));
        same_bits(&elements::<f32>(&whole), &serial, f32_bits);
    }
}

#[test]
fn binary_kernels_in_parallel_match_the_serial_path() {
    let (x, y) = (f32s(N, 5), f32s(N, 6));
    let array = |v: &[f32]| NdArray::from_vec(v.to_vec(), &[v.len()]).expect("a 1-d array");
    let add = |a: &NdArray, b: &NdArray| ivy::ndarray::add(a, b).expect("add");

    // Same shapes.
    let serial: Vec<f32> = x
        .chunks(PIECE)
        .zip(y.chunks(PIECE))
        .flat_map(|(a, b)| elements::<f32>(&add(&array(a), &array(b))))
        .collect();
    let whole = on_two_threads(|| add(&array(&x), &array(&y)));
    same_bits(&elements::<f32>(&whole), &serial, f32_bits);

    // A 0-d operand on either side.
    let s = NdArray::scalar(y[0]);
    let serial: Vec<f32> = x
        .chunks(PIECE)
        .flat_map(|a| elements::<f32>(&add(&s, &array(a))))
        .collect();
    let whole = on_two_threads(|| add(&s, &array(&x)));
    same_bits(&elements::<f32>(&whole), &serial, f32_bits);

    // A row broadcast down the rows of a matrix.
    let cols = 1000;
    let rows = N / cols;
    let matrix = NdArray::from_vec(x[..rows * cols].to_vec(), &[rows, cols]).expect("a matrix");
    let row = array(&y[..cols]);
    let serial: Vec<f32> = x[..rows * cols]
        .chunks(cols * (PIECE / cols))
        .flat_map(|m| {
            let m = NdArray::from_vec(m.to_vec(), &[m.len() / cols, cols]).expect("rows");
            elements::<f32>(&add(&m, &row))
        })
        .collect();
    let whole = on_two_threads(|| add(&matrix, &row));
    same_bits(&elements::<f32>(&whole), &serial, f32_bits);
}

/// Sums split their halves across threads above the threshold; the tree of additions is the
/// same, so the result is the serial one, bit for bit (finite values: a `NaN` anywhere would
/// make any two sums agree).
#[test]
fn sums_in_parallel_match_the_serial_path() {
    let x: Vec<f32> = f32s(16 * N, 7)
        .into_iter()
        .map(|v| if v.is_finite() { v % 1e3 } else { 1.0 })
        .collect();
    let a = NdArray::from_vec(x, &[16 * N]).expect("a 1-d array");
    let sum = || ivy::ndarray::sum(&a, None, false, ivy::Dtype::Float32).expect("sum");
    let (serial, parallel) = (on_threads(1, sum), on_two_threads(sum));
    same_bits(
        &elements::<f32>(&parallel),
        &elements::<f32>(&serial),
        f32_bits,
    );
}

#[test]
fn matrix_products_in_parallel_match_the_serial_path() {
    // Above the product threshold, with sizes that are not whole numbers of the GEMM's
    // tiles; values in [-1, 1) (random bit patterns would make every product `NaN`).
    let (m, k, n) = (203, 150, 170);
    assert!(m * k * n >= ivy::routines::linear_algebra::gemm::PARALLEL_THRESHOLD);
    let unit = |len: usize, seed: u64| -> Vec<f64> {
        words(len, seed)
            .into_iter()
            .map(|w| (w >> 11) as f64 / (1u64 << 52) as f64 - 1.0)
            .collect()
    };
    let (a, b) = (unit(2 * m * k, 7), unit(k * n, 8));
    let single = |v: &[f64]| v.iter().map(|&v| v as f32).collect::<Vec<f32>>();
    // A single product, and a batch of two against one broadcast matrix; float64 and float32.
    for shape in [vec![m, k], vec![2, m, k]] {
        let len: usize = shape.iter().product();
        same_product(
            a[..len].to_vec(),
            &shape,
            b.clone(),
            &[k, n],
            f64_bits,
            |v| v,
        );
        let widen = f64::from;
        same_product(
            single(&a[..len]),
            &shape,
            single(&b),
            &[k, n],
            f32_bits,
            widen,
        );
    }
}

/// `x · y` on one thread and on two, which must agree bit for bit on faer. OpenBLAS (the
/// `openblas` feature, where it is installed) blocks a product by its thread count, so there
/// they must agree to a few units in the last place of the type (`value` widens an element).
fn same_product<T: Element + std::fmt::Debug>(
    x: Vec<T>,
    x_shape: &[usize],
    y: Vec<T>,
    y_shape: &[usize],
    bits: fn(T) -> u64,
    value: fn(T) -> f64,
) {
    let x = NdArray::from_vec(x, x_shape).expect("left operand");
    let y = NdArray::from_vec(y, y_shape).expect("right operand");
    let matmul = || ivy::ndarray::matmul(&x, &y).expect("matmul");
    let serial = on_threads(1, matmul);
    let parallel = on_two_threads(matmul);
    let (parallel, serial) = (elements::<T>(&parallel), elements::<T>(&serial));
    if !ivy::dense_provider().starts_with("OpenBLAS") {
        return same_bits(&parallel, &serial, bits);
    }
    // 150 products of values in [-1, 1): each sum within 150 of the type's epsilon of the
    // other's, relative to 1 (float32's epsilon: the narrower type read by its bits' width).
    let epsilon = if size_of::<T>() == 4 {
        f64::from(f32::EPSILON)
    } else {
        f64::EPSILON
    };
    for (i, (&p, &s)) in parallel.iter().zip(&serial).enumerate() {
        let (p, s) = (value(p), value(s));
        assert!(
            (p - s).abs() <= 150.0 * epsilon,
            "element {i}: parallel {p}, serial {s} (OpenBLAS)"
        );
    }
}
