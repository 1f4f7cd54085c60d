//! Recycling: the memory of a large result dropped with no clone alive serves the next result
//! of its size instead of fresh pages; a live array's memory is never taken, a recycled
//! result holds only what its kernel wrote, and what is kept stays within its limit.

mod counting;

use std::sync::{Mutex, MutexGuard, PoisonError};

use ivy::ndarray::NdArray;
use ivy::{Array, DEFAULT_RECYCLING_LIMIT, RECYCLED_FROM};
use ndarray::{ArrayD, IxDyn};

use counting::bytes_allocated;

/// Elements of the large results here: 8 MB as `float32`, twice [`RECYCLED_FROM`].
const N: usize = 2 * RECYCLED_FROM / 4;

/// What is kept is the process's: one test at a time, each from nothing kept.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn alone() -> MutexGuard<'static, ()> {
    let guard = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    ivy::set_recycling_limit(DEFAULT_RECYCLING_LIMIT);
    ivy::release_recycled();
    guard
}

fn array<T: ivy::ndarray::Element>(values: Vec<T>) -> Array {
    let n = values.len();
    ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(&[n]), values).unwrap()).unwrap()
}

/// `i % 1000` as `float32`, for each of `N` elements: sums of two are exact.
fn ramp() -> Array {
    array((0..N).map(|i| (i % 1000) as f32).collect())
}

/// Where the array's elements start.
fn start(a: &Array) -> usize {
    let native = a.native::<NdArray>().unwrap();
    match &*native {
        NdArray::Float32(a) => a.as_ptr() as usize,
        NdArray::Int32(a) => a.as_ptr() as usize,
        other => panic!("no float32 or int32: {:?}", other.dtype()),
    }
}

fn f32_values(a: &Array) -> Vec<f32> {
    ivy::ndarray::NdArrayBackend::unwrap::<f32>(a.clone())
        .unwrap()
        .iter()
        .copied()
        .collect()
}

/// Whether every element of `a` is `expected(i)`.
fn holds(a: &Array, expected: impl Fn(usize) -> f32) -> bool {
    f32_values(a)
        .iter()
        .enumerate()
        .all(|(i, &v)| v == expected(i))
}

#[test]
fn a_dropped_large_result_is_the_next_results_memory() {
    let _alone = alone();
    let x = ramp();
    let first = ivy::add(&x, &x).unwrap();
    let at = start(&first);
    drop(first);
    assert!(ivy::recycled_bytes() >= 4 * N);
    // The next results of that size, from other kernels too, take it: no new data.
    let mut sum = None;
    let bytes = bytes_allocated(|| sum = Some(ivy::add(&x, &x).unwrap()));
    let sum = sum.unwrap();
    assert!(bytes < RECYCLED_FROM, "the add allocated {bytes} bytes");
    assert_eq!(start(&sum), at);
    assert!(holds(&sum, |i| 2.0 * (i % 1000) as f32));
    drop(sum);
    let zeros = array(vec![0.0f32; N]);
    let mut exp = None;
    let bytes = bytes_allocated(|| exp = Some(ivy::exp(&zeros).unwrap()));
    let exp = exp.unwrap();
    assert!(bytes < RECYCLED_FROM, "exp allocated {bytes} bytes");
    assert_eq!(start(&exp), at);
    assert!(holds(&exp, |_| 1.0));
    drop(exp);
    // int8 + float32, converted as it is read.
    let small = array((0..N).map(|i| (i % 100) as i8).collect());
    let mixed = ivy::add(&small, &x).unwrap();
    assert_eq!(start(&mixed), at);
    assert!(holds(&mixed, |i| ((i % 100) + (i % 1000)) as f32));
}

#[test]
fn memory_of_another_dtype_holds_only_the_new_values() {
    let _alone = alone();
    let ints = array((0..N as i32).collect());
    let doubled = ivy::add(&ints, &ints).unwrap();
    let at = start(&doubled);
    drop(doubled);
    let x = ramp();
    let product = ivy::multiply(&x, &x).unwrap();
    assert_eq!(start(&product), at);
    assert!(holds(&product, |i| ((i % 1000) * (i % 1000)) as f32));
}

#[test]
fn memory_an_array_still_holds_is_never_taken() {
    let _alone = alone();
    let x = ramp();
    // A clone keeps the result alive.
    let first = ivy::add(&x, &x).unwrap();
    let clone = first.clone();
    drop(first);
    assert_eq!(ivy::recycled_bytes(), 0);
    let second = ivy::multiply(&x, &x).unwrap();
    assert_ne!(start(&second), start(&clone));
    // A native array taken out is its caller's.
    let taken = ivy::ndarray::NdArrayBackend::unwrap::<f32>(second).unwrap();
    let third = ivy::subtract(&x, &x).unwrap();
    assert_ne!(third.native::<NdArray>().unwrap().len(), 0);
    assert_ne!(start(&third), taken.as_ptr() as usize);
    assert!(holds(&clone, |i| 2.0 * (i % 1000) as f32));
    assert!(holds(&third, |_| 0.0));
    assert!(
        taken
            .iter()
            .enumerate()
            .all(|(i, &v)| v == ((i % 1000) * (i % 1000)) as f32)
    );
}

#[test]
fn what_is_kept_stays_within_the_limit_and_none_when_off() {
    let _alone = alone();
    let x = ramp();
    ivy::set_recycling_limit(3 * 4 * N);
    let live: Vec<Array> = (0..6).map(|_| ivy::add(&x, &x).unwrap()).collect();
    drop(live);
    let kept = ivy::recycled_bytes();
    assert!((2 * 4 * N..=3 * 4 * N).contains(&kept), "{kept} bytes kept");
    ivy::release_recycled();
    assert_eq!(ivy::recycled_bytes(), 0);
    // Off: every result is new memory.
    ivy::set_recycling_limit(0);
    drop(ivy::add(&x, &x).unwrap());
    assert_eq!(ivy::recycled_bytes(), 0);
    let bytes = bytes_allocated(|| drop(ivy::add(&x, &x).unwrap()));
    assert!(bytes >= 4 * N, "{bytes} bytes");
    ivy::set_recycling_limit(DEFAULT_RECYCLING_LIMIT);
}

#[cfg(feature = "candle")]
#[test]
fn candle_results_are_left_to_candle() {
    let _alone = alone();
    let candle = ivy::candle::register().unwrap();
    let x = ramp().to_backend(candle).unwrap();
    // The ndarray array it came from was recycled.
    ivy::release_recycled();
    drop(ivy::add(&x, &x).unwrap());
    assert_eq!(ivy::recycled_bytes(), 0);
}
