//! Backends and modes stacked on several threads at once: each thread's scopes are its own.
//! One test in its own binary, as it also uses the process-wide backend stack.

use std::sync::{Arc, Barrier};
use std::thread;

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
                                let i = ivy::astype(&x, Int32, None).unwrap();
                                let h = ivy::astype(&i, Float16, None).unwrap();
                                let y = ivy::multiply(&i, &h, None).unwrap();
                                assert_eq!((y.dtype(), y.backend()), (Float16, old));
                            }
                            let i = ivy::astype(&x, Int32, None).unwrap();
                            let h = ivy::astype(&i, Float16, None).unwrap();
                            assert_eq!(ivy::multiply(&i, &h, None).unwrap().dtype(), Float64);
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
