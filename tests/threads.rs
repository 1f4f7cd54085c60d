//! Backends and modes stacked on several threads at once: each thread's scopes are its own
//! (in its own binary, as it also uses the process-wide backend stack); and threads sharing
//! one storage through clones and `out=` never deadlock (issue 29, under a watchdog).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::Duration;

use ivy::Dtype::*;
use ivy::{
    Array, CastingMode, Error, HostArray, backend_scope, casting_mode_scope, precise_mode_scope,
};

/// `x` unchanged: a function whose kernel's declarations depend on the backend's version.
#[ivy::primary]
#[ivy::returns(same(x))]
pub fn settle(x: &Array) -> ivy::Result<Array>;

// The kernel set an older ndarray would get: no half precision before 0.17.
#[ivy::implements(settle for ivy::ndarray::NdArrayBackend)]
#[ivy::with_unsupported_dtypes("0.16 and below" => ["float16", "bfloat16"], "0.17 and above" => [])]
fn settle_ndarray(x: &ivy::ndarray::NdArray) -> ivy::Result<ivy::ndarray::NdArray> {
    Ok(x.clone())
}

fn half(backend: ivy::BackendId) -> Array {
    let host = HostArray::new(vec![2], vec![0.5f32, 1.0]).unwrap();
    Array::from_host(backend, host, ivy::Device::Cpu)
        .unwrap()
        .cast(Float16)
        .unwrap()
}

#[test]
fn backends_and_modes_stack_per_thread() {
    let current = ivy::init().unwrap();
    // The same backend under an older version, whose declarations leave out half precision
    // for settle (its kernel's key "0.16 and below").
    let old =
        ivy::register_backend_as(ivy::ndarray::NdArrayBackend, "0.16.1".parse().unwrap()).unwrap();
    assert_ne!(current, old);
    for backend in [current, old] {
        ivy::register_kernels(backend, ivy::kernels![settle_ndarray]).unwrap();
    }
    let x = half(current);

    let barrier = Arc::new(Barrier::new(4));
    let handles: Vec<_> = (0..4)
        .map(|t| {
            let barrier = barrier.clone();
            let x = x.clone();
            thread::spawn(move || {
                barrier.wait();
                for _ in 0..100 {
                    match t {
                        0 => {
                            let _b = backend_scope(old);
                            match settle(&x) {
                                Err(Error::UnsupportedDtype { version, .. }) => {
                                    assert_eq!(version, "0.16.1")
                                }
                                other => panic!("old backend without a mode: {other:?}"),
                            }
                        }
                        1 => {
                            let _b = backend_scope(current);
                            let y = settle(&x).unwrap();
                            assert_eq!((y.dtype(), y.backend()), (Float16, current));
                        }
                        2 => {
                            let _b = backend_scope(old);
                            let _m = casting_mode_scope(CastingMode::Upcast);
                            let y = settle(&x).unwrap();
                            assert_eq!((y.dtype(), y.backend()), (Float32, old));
                        }
                        _ => {
                            let _b = backend_scope(current);
                            {
                                let _inner = backend_scope(old);
                                let _p = precise_mode_scope(false);
                                // int32 with float16: jax's float16 without precision.
                                let i = ivy::astype(&x, Int32).unwrap();
                                let h = ivy::astype(&i, Float16).unwrap();
                                let y = ivy::multiply(&i, &h).unwrap();
                                assert_eq!((y.dtype(), y.backend()), (Float16, old));
                            }
                            let i = ivy::astype(&x, Int32).unwrap();
                            let h = ivy::astype(&i, Float16).unwrap();
                            assert_eq!(ivy::multiply(&i, &h).unwrap().dtype(), Float64);
                        }
                    }
                }
                (
                    ivy::current_backend(),
                    ivy::casting_mode(),
                    ivy::is_precise_mode(),
                )
            })
        })
        .collect();
    for h in handles {
        assert_eq!(
            h.join().unwrap(),
            (None, CastingMode::Off, true),
            "scopes ended with their threads"
        );
    }

    // The process-wide stack: set, seen by other threads, unset.
    ivy::set_backend(old);
    let seen = thread::spawn(move || settle(&half(current)).map(|a| a.dtype()))
        .join()
        .unwrap();
    assert!(
        matches!(seen, Err(Error::UnsupportedDtype { .. })),
        "{seen:?}"
    );
    assert_eq!(ivy::unset_backend(), Some(old));
    assert_eq!(ivy::current_backend(), None);
    assert_eq!(settle(&x).unwrap().dtype(), Float16);
}

/// Calls each reading thread makes: a few seconds' worth by default, as many as
/// `IVY_SHARED_STORAGE_CALLS` asks (a million and more, to hunt rare interleavings).
fn calls() -> usize {
    std::env::var("IVY_SHARED_STORAGE_CALLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000)
}

/// Runs `work` on a thread of its own and returns what it gave: a failure, not a hang, when it
/// has not finished within `seconds` (a deadlock's symptom).
fn within<T: Send + 'static>(
    seconds: u64,
    what: &str,
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (done, finished) = mpsc::channel();
    thread::spawn(move || {
        let _ = done.send(work());
    });
    match finished.recv_timeout(Duration::from_secs(seconds)) {
        Ok(value) => value,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{what}: not finished in {seconds} s (a deadlock)")
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{what}: the work panicked"),
    }
}

fn f32s(values: &[f32]) -> Array {
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    Array::from_host(ivy::init().unwrap(), host, ivy::Device::Cpu).unwrap()
}

fn read(a: &Array) -> Vec<f32> {
    let values = ivy::ndarray::NdArrayBackend::unwrap::<f32>(a.clone()).unwrap();
    values.iter().copied().collect()
}

/// Writes `maximum(source, 0.5)` to `out` (a clone of some array) until `stop`, on the default
/// backend whatever the process-wide one is; the writes made.
fn writer(source: Array, mut out: Array, stop: Arc<AtomicBool>) -> thread::JoinHandle<usize> {
    let backend = ivy::init().unwrap();
    thread::spawn(move || {
        let _b = backend_scope(backend);
        let mut writes = 0;
        while !stop.load(Ordering::Relaxed) {
            ivy::maximum::with(&source, 0.5f32)
                .out(&mut out)
                .call()
                .unwrap();
            writes += 1;
        }
        writes
    })
}

/// The program and its mirror: calls taking one array twice, and two arrays in both
/// orders, while other threads write clones of both through `out=` (reading one, writing the
/// other as well). Each result is one whole state of its inputs: before or after a write.
#[test]
fn calls_sharing_storage_with_writers_on_other_threads_never_deadlock() {
    let calls = calls();
    let bound = 120 + (calls / 2_000) as u64;
    let (before, after) = ([1.0f32, 2.0, 0.25, -1.0], [1.0f32, 2.0, 0.5, 0.5]);
    let x = f32s(&before);
    let y = f32s(&before);
    let stop = Arc::new(AtomicBool::new(false));
    let writers = [
        writer(x.clone(), x.clone(), stop.clone()),
        writer(y.clone(), y.clone(), stop.clone()),
        // Reading one storage while writing the other, in both directions.
        writer(y.clone(), x.clone(), stop.clone()),
        writer(x.clone(), y.clone(), stop.clone()),
    ];
    let backend = ivy::init().unwrap();
    let readers: Vec<_> = (0..3)
        .map(|t| {
            let (x, y) = (x.clone(), y.clone());
            thread::spawn(move || {
                let _b = backend_scope(backend);
                for i in 0..calls {
                    let sum = match (t + i) % 3 {
                        0 => ivy::add(&x, &x),
                        1 => ivy::add(&x, &y),
                        _ => ivy::add(&y, &x),
                    }
                    .unwrap();
                    let sum = read(&sum);
                    for (k, s) in sum.iter().enumerate() {
                        let halves = [before[k], after[k]];
                        assert!(
                            halves.iter().any(|a| halves.iter().any(|b| a + b == *s)),
                            "element {k} of a sum is {s}: not of the inputs' states"
                        );
                    }
                }
            })
        })
        .collect();
    within(bound, "readers and writers of shared storage", move || {
        for r in readers {
            r.join().unwrap();
        }
        stop.store(true, Ordering::Relaxed);
        let writes: usize = writers.into_iter().map(|w| w.join().unwrap()).sum();
        assert!(writes > 0, "the writers never wrote");
    });
    assert_eq!(read(&x), after);
    assert_eq!(read(&y), after);
}

/// Holding `x.native()` while calling functions of `x`, with a writer of a clone of `x`
/// waiting on another thread: the calls run (they read what the thread reads already), and the
/// writer writes once the reference is dropped.
#[test]
fn a_held_native_array_does_not_block_its_own_threads_calls_behind_a_writer() {
    let before = [0.0f32, 1.0, -1.0];
    let x = f32s(&before);
    let (a, mut w) = (x.clone(), x.clone());
    let backend = ivy::init().unwrap();
    within(60, "calls while holding a native array", move || {
        let _b = backend_scope(backend);
        let held = x.native::<ivy::ndarray::NdArray>().unwrap();
        let writing = thread::spawn(move || {
            let _b = backend_scope(backend);
            ivy::maximum::with(&a, 0.5f32).out(&mut w).call().unwrap();
        });
        // Time for the writer to wait on the storage `held` reads.
        thread::sleep(Duration::from_millis(200));
        for _ in 0..100 {
            // The writer waits for `held`: every call sees `x` as it was.
            let e = ivy::exp(&x).unwrap();
            assert_eq!(read(&e), [1.0, 1.0f32.exp(), (-1.0f32).exp()]);
            let s = ivy::add(&x, &x).unwrap();
            assert_eq!(read(&s), [0.0, 2.0, -2.0]);
        }
        assert!(
            !writing.is_finished(),
            "the writer wrote while `x` was held"
        );
        drop(held);
        writing.join().unwrap();
        assert_eq!(read(&x), [0.5, 1.0, 0.5]);
    });
}

/// Writing through `out=` to a clone of an array whose native array this very thread holds is
/// an error (it would wait for itself forever), with `out` untouched, and works once dropped.
#[test]
fn writing_out_while_this_thread_reads_it_is_an_error_not_a_hang() {
    let x = f32s(&[1.0, 2.0]);
    let y = f32s(&[0.0, 0.0]);
    let backend = ivy::init().unwrap();
    within(60, "a write to out this thread reads", move || {
        let _b = backend_scope(backend);
        let mut out = x.clone();
        let held = x.native::<ivy::ndarray::NdArray>().unwrap();
        // With an in-place kernel (exp) and without one (sort); from another array and from
        // `out` itself.
        for result in [
            ivy::exp::with(&y).out(&mut out).call(),
            ivy::add::with(&y, &y).out(&mut out).call(),
            ivy::sort::with(&y).out(&mut out).call(),
            ivy::add::with(&x, &x).out(&mut out).call(),
        ] {
            let e = result.unwrap_err();
            assert!(matches!(e, Error::OutBeingRead), "{e:?}");
            assert!(e.to_string().contains("NativeRef"), "{e}");
        }
        drop(held);
        assert_eq!(read(&x), [1.0, 2.0]);
        ivy::exp::with(&y).out(&mut out).call().unwrap();
        assert_eq!(read(&x), [1.0, 1.0]);
    });
}

/// A kept literal's array is read by its call without the storage's lock (it is the call's
/// alone): threads adding literals at once (the same ones and their own), each also inside
/// rayon's pool, each get their own sums, large (split across the pool) and small, while
/// another thread writes `out=` into a clone of the array they read.
#[test]
fn literals_added_on_many_threads_at_once_give_each_its_own_sums() {
    use rayon::prelude::*;
    within(120, "literal calls on many threads", || {
        let small = f32s(&[1.0, 2.0, 3.0]);
        let large = f32s(&(0..100_000).map(|i| i as f32).collect::<Vec<_>>());
        let stop = Arc::new(AtomicBool::new(false));
        // Its writes leave the values as they are: `maximum([1, 2, 3], 0.5)`.
        let writes = writer(f32s(&[1.0, 2.0, 3.0]), small.clone(), stop.clone());
        let barrier = Arc::new(Barrier::new(4));
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let (small, large, barrier) = (small.clone(), large.clone(), barrier.clone());
                thread::spawn(move || {
                    barrier.wait();
                    for round in 0..200 {
                        // A literal every thread uses, and one of this thread's own.
                        for k in [2, 10 + t] {
                            let y = ivy::add(&small, k).unwrap();
                            assert_eq!(read(&y), [1.0, 2.0, 3.0].map(|v| v + k as f32));
                        }
                        if round % 50 == 0 {
                            let y = ivy::add(&large, t).unwrap();
                            let sums = read(&y);
                            assert!(sums.iter().enumerate().all(|(i, &s)| s == (i + t) as f32));
                        }
                    }
                    // The same from the pool's threads, each keeping its own arrays.
                    (0..64usize).into_par_iter().for_each(|k| {
                        let y = ivy::multiply(&small, k).unwrap();
                        assert_eq!(read(&y), [1.0, 2.0, 3.0].map(|v| v * k as f32));
                    });
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        stop.store(true, Ordering::Relaxed);
        assert!(writes.join().unwrap() > 0);
    });
}
