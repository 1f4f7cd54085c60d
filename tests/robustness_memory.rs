//! Issue 10, items 1, 2 and 3: a result too large for the memory at hand is an `Err` naming the
//! function, the shape and the bytes asked for, never an abort; printing a large array reads
//! only what it prints.
//!
//! The machine running the tests may well have the memory for some of these results, so the
//! cases run in a child process of this test binary whose address space is limited with
//! `ulimit -v`: there, every one of them is beyond reach.

mod memory_limit;

use ivy::{Array, Dtype, Error};
use memory_limit::run_limited;

/// The child's address-space limit: room for the test harness and small arrays, and far less
/// than any result below asks for.
const LIMIT_KIB: u64 = 2 << 20;
/// A tighter limit, for the batched product: the copy it must not make is then smaller, and so
/// is the product (debug builds multiply slowly).
const TIGHT_LIMIT_KIB: u64 = 1 << 20;

/// The error must be `OutOfMemory` for `function`, naming `shape` and the bytes in words.
fn assert_out_of_memory<T: std::fmt::Debug>(
    result: ivy::Result<T>,
    function: &str,
    shape: &[usize],
    readable_bytes: &str,
) {
    let message = out_of_memory_message(result, function, shape);
    assert!(message.contains(readable_bytes), "{message}");
}

/// The message of an `OutOfMemory` error for `function` naming `shape`, which `result` must be.
fn out_of_memory_message<T: std::fmt::Debug>(
    result: ivy::Result<T>,
    function: &str,
    shape: &[usize],
) -> String {
    match result {
        Err(e @ Error::OutOfMemory { .. }) => {
            let message = e.to_string();
            assert!(
                message.starts_with(&format!("{function}: cannot allocate")),
                "{message}"
            );
            assert!(message.contains(&format!("{shape:?}")), "{message}");
            message
        }
        other => panic!("{function}: expected OutOfMemory, got {other:?}"),
    }
}

fn zeros(shape: &[usize], dtype: Dtype) -> Array {
    ivy::zeros::with(shape).dtype(dtype).call().unwrap()
}

#[test]
fn results_too_large_for_memory_are_errors() {
    run_limited("limited::ndarray_results", LIMIT_KIB);
}

#[test]
fn batched_matmul_memory_follows_its_inputs_and_output() {
    run_limited("limited::ndarray_batched_matmul", TIGHT_LIMIT_KIB);
}

#[cfg(feature = "candle")]
#[test]
fn batched_matmul_memory_follows_its_inputs_and_output_on_candle() {
    run_limited("limited::candle_batched_matmul", TIGHT_LIMIT_KIB);
}

#[cfg(feature = "candle")]
#[test]
fn results_too_large_for_memory_are_errors_on_candle() {
    run_limited("limited::candle_results", LIMIT_KIB);
}

/// Item 3: a 1 GiB array prints its summary under the 2 GiB limit, where a copy of it would
/// not fit.
fn prints_a_gibibyte_array_without_copying_it() {
    let big = ivy::full::with(&[1 << 28], 2.5)
        .dtype(Dtype::Float32)
        .call()
        .unwrap();
    assert_eq!(big.to_string(), "[2.5, 2.5, 2.5, ..., 2.5, 2.5, 2.5]");
}

/// Item 2: `(2000×2000) @ (500×2000×1)` has an 8 MB result but asked for 16 GB, copying the
/// broadcast left operand once per batch. The same at a scale a debug build multiplies
/// quickly: `(1000×1000) @ (150×1000×1)` in float64 has a 1.2 MB result; the copy would take
/// 1.2 GB, past the 1 GiB limit.
fn batched_matmul_reads_a_broadcast_operand_in_place() {
    let a = ivy::ones::with(&[1000, 1000])
        .dtype(Dtype::Float64)
        .call()
        .unwrap();
    let b = ivy::ones::with(&[150, 1000, 1])
        .dtype(Dtype::Float64)
        .call()
        .unwrap();
    let c = ivy::matmul(&a, &b).unwrap();
    assert_eq!(c.shape(), [150, 1000, 1]);
    // Every element is a sum of 1000 ones.
    match c.to_host().unwrap().into_parts().1 {
        ivy::HostData::Float64(v) => assert!(v.iter().all(|x| *x == 1000.0)),
        other => panic!("{:?}", other.dtype()),
    }
}

/// Issue 29 item 2: each of these aborted under a memory limit ("memory allocation of ..
/// failed"); each is now an `OutOfMemory` error, on either backend. Every case runs in a child
/// of its own, so each one is seen to fail or pass on its own.
#[test]
fn remaining_aborts_are_errors() {
    for case in REMAINING_ABORTS {
        run_limited(&format!("ndarray_case::{case}"), LIMIT_KIB);
    }
}

#[cfg(feature = "candle")]
#[test]
fn remaining_aborts_are_errors_on_candle() {
    for case in REMAINING_ABORTS {
        run_limited(&format!("candle_case::{case}"), LIMIT_KIB);
    }
}

/// The cases of [`remaining_aborts_are_errors`], on the current backend (uint8 and float32:
/// dtypes both backends hold).
mod aborts {
    use super::*;

    /// 4,096 arrays of 4 MiB (one array, shared) stacked: 16 GiB.
    pub fn stack() {
        let x = zeros(&[1 << 22], Dtype::Uint8);
        let arrays = vec![x; 4096];
        assert_out_of_memory(ivy::stack(&arrays), "stack", &[4096, 1 << 22], "16.0 GiB");
    }

    /// Ten 256 MiB arrays (one, shared) joined: 2.5 GiB, past the limit (as two 1.4 GiB
    /// arrays are past 4 GiB, quicker to fill in a debug build).
    pub fn concat() {
        let x = zeros(&[1 << 28], Dtype::Uint8);
        assert_out_of_memory(ivy::concat(&vec![x; 10]), "concat", &[10 << 28], "2.5 GiB");
    }

    /// Sorting 2^28 elements takes a position per element: 2 GiB of them.
    pub fn sort_argsort_unique() {
        let x = zeros(&[1 << 28], Dtype::Uint8);
        let shape = [1 << 28];
        assert_out_of_memory(
            ivy::sort::with(&x).axis(0).call(),
            "sort",
            &shape,
            "2.0 GiB",
        );
        assert_out_of_memory(
            ivy::argsort::with(&x).axis(0).call(),
            "argsort",
            &shape,
            "2.0 GiB",
        );
        assert_out_of_memory(ivy::unique_values(&x), "unique_values", &shape, "2.0 GiB");
    }

    /// The softmax of 1 GiB of float32 works on several arrays of its size at once.
    pub fn softmax() {
        let x = zeros(&[1 << 28], Dtype::Float32);
        out_of_memory_message(ivy::softmax(&x), "softmax", &[1 << 28]);
    }

    /// No elements, and 2^40 parts: their lengths alone take 8 TiB.
    pub fn split() {
        let x = zeros(&[1 << 40, 0], Dtype::Uint8);
        assert_out_of_memory(ivy::split(&x), "split", &[1 << 40], "8.0 TiB");
    }
}

/// One child test per case of [`aborts`] and backend, run by [`remaining_aborts_are_errors`].
macro_rules! remaining_aborts {
    ($($case:ident),* $(,)?) => {
        const REMAINING_ABORTS: &[&str] = &[$(stringify!($case)),*];

        mod ndarray_case {
            $(
                #[test]
                #[ignore = "run under a memory limit by remaining_aborts_are_errors"]
                fn $case() {
                    ivy::init().unwrap();
                    super::aborts::$case();
                }
            )*
        }

        #[cfg(feature = "candle")]
        mod candle_case {
            $(
                #[test]
                #[ignore = "run under a memory limit by remaining_aborts_are_errors_on_candle"]
                fn $case() {
                    let candle = ivy::candle::register().unwrap();
                    ivy::with_backend(candle, super::aborts::$case);
                }
            )*
        }
    };
}

remaining_aborts!(stack, concat, sort_argsort_unique, softmax, split);

/// The cases, run only by [`run_limited`] (run alone, they could take the machine's memory).
mod limited {
    use super::*;

    #[test]
    #[ignore = "run under a memory limit by results_too_large_for_memory_are_errors"]
    fn ndarray_results() {
        ivy::init().unwrap();
        // Broadcasting two 256 KiB operands into 16 GiB.
        let a = zeros(&[65536, 1], Dtype::Float32);
        let b = zeros(&[1, 65536], Dtype::Float32);
        assert_out_of_memory(ivy::add(&a, &b), "add", &[65536, 65536], "16.0 GiB");

        // A cast to a wider dtype: 256 MiB of int8 becomes 4 GiB of complex128.
        let x = zeros(&[1 << 28], Dtype::Int8);
        assert_out_of_memory(
            ivy::astype(&x, Dtype::Complex128),
            "astype",
            &[1 << 28],
            "4.0 GiB",
        );
        drop(x);

        // Creation: 4 PiB.
        assert_out_of_memory(
            ivy::zeros::with(&[1 << 40, 1 << 10])
                .dtype(Dtype::Float32)
                .call(),
            "zeros",
            &[1 << 40, 1 << 10],
            "4.0 PiB",
        );

        prints_a_gibibyte_array_without_copying_it();
        assert_out_of_memory(
            ivy::matmul(
                &zeros(&[1 << 40, 0], Dtype::Float32),
                &zeros(&[0, 1], Dtype::Float32),
            ),
            "matmul",
            &[1 << 40, 1],
            "4.0 TiB",
        );
        // A reduction of a zero-element input with a 4 TiB result.
        assert_out_of_memory(
            ivy::sum::with(&zeros(&[1 << 40, 0], Dtype::Float32))
                .axis(1)
                .call(),
            "sum",
            &[1 << 40],
            "4.0 TiB",
        );

        // The process is still usable afterwards.
        let sum = ivy::add(&zeros(&[2], Dtype::Float32), 1.5).unwrap();
        assert_eq!(sum.to_string(), "[1.5, 1.5]");
    }

    #[test]
    #[ignore = "run under a memory limit by batched_matmul_memory_follows_its_inputs_and_output"]
    fn ndarray_batched_matmul() {
        ivy::init().unwrap();
        batched_matmul_reads_a_broadcast_operand_in_place();
    }

    #[cfg(feature = "candle")]
    #[test]
    #[ignore = "run under a memory limit by batched_matmul_memory_follows_its_inputs_and_output_on_candle"]
    fn candle_batched_matmul() {
        let candle = ivy::candle::register().unwrap();
        ivy::with_backend(candle, batched_matmul_reads_a_broadcast_operand_in_place);
    }

    #[cfg(feature = "candle")]
    #[test]
    #[ignore = "run under a memory limit by results_too_large_for_memory_are_errors_on_candle"]
    fn candle_results() {
        let candle = ivy::candle::register().unwrap();
        ivy::with_backend(candle, || {
            let a = zeros(&[65536, 1], Dtype::Float32);
            let b = zeros(&[1, 65536], Dtype::Float32);
            assert_out_of_memory(ivy::add(&a, &b), "add", &[65536, 65536], "16.0 GiB");

            assert_out_of_memory(
                ivy::sum::with(&zeros(&[1 << 40, 0], Dtype::Float32))
                    .axis(1)
                    .call(),
                "sum",
                &[1 << 40],
                "4.0 TiB",
            );
            assert_out_of_memory(
                // int16 sums into the default int dtype, int32: candle's path is ours here.
                ivy::sum::with(&zeros(&[1 << 40, 0], Dtype::Int16))
                    .axis(1)
                    .call(),
                "sum",
                &[1 << 40],
                "4.0 TiB",
            );
            let x = zeros(&[1 << 28], Dtype::Uint8);
            assert_out_of_memory(
                ivy::astype(&x, Dtype::Float64),
                "astype",
                &[1 << 28],
                "2.0 GiB",
            );
            drop(x);
            prints_a_gibibyte_array_without_copying_it();
        });
    }
}

/// The child's limit for printing `[3; 20]` int8 (3.25 GiB): room for the array, not for the
/// 1.1 GiB copy printing used to make of it.
const PRINT_LIMIT_KIB: u64 = 4 << 20;

/// Copies of an input, sized by it, made with allocations that could not fail: each case
/// aborted under the limit ("memory allocation of .. bytes failed"); each is now an
/// `OutOfMemory` error, or no copy is made at all and the call succeeds. One child per case.
#[test]
fn copies_of_inputs_are_fallible() {
    for case in COPIES {
        run_limited(&format!("copy_case::{case}"), LIMIT_KIB);
    }
}

/// `gather` of narrow indices allocates its result and nothing of their size but them.
#[test]
fn gather_reads_narrow_indices_in_place() {
    run_limited("copy_case::gather_narrow_indices", TIGHT_LIMIT_KIB);
}

/// Printing a large array copies only what it shows (`[3; 20]` shows 729 elements).
#[test]
fn printing_copies_only_what_it_shows() {
    run_limited("copy_case::print_3_pow_20", PRINT_LIMIT_KIB);
}

/// The cases of [`copies_of_inputs_are_fallible`], on the ndarray backend, each within
/// [`LIMIT_KIB`].
mod copies {
    use super::*;
    use ivy::s;

    const GIB: usize = 1 << 30;

    /// `to_vec` of 1 GiB copies it once (`NdArray::to_host`): past the limit, an error.
    pub fn to_vec_too_large() {
        let x = zeros(&[GIB], Dtype::Uint8);
        assert_out_of_memory(x.to_vec::<u8>(), "to_host", &[GIB], "1.0 GiB");
    }

    /// `to_vec` of 700 MiB: the host copy is the result (it was copied a second time).
    pub fn to_vec_copies_once() {
        let n = 700 << 20;
        let x = ivy::full::with(&[n], 7).dtype(Dtype::Uint8).call().unwrap();
        let v = x.to_vec::<u8>().unwrap();
        assert_eq!((v.len(), v[0], v[n - 1]), (n, 7, 7));
    }

    /// `set_item` writes into a copy of its input, allocated fallibly.
    pub fn set_item() {
        let x = zeros(&[GIB], Dtype::Uint8);
        let v = ivy::full::with(&[], 5).dtype(Dtype::Uint8).call().unwrap();
        assert_out_of_memory(ivy::set_item(&x, s![0], &v), "set_item", &[GIB], "1.0 GiB");
    }

    /// A reversed view (no copy) given to a binary kernel, made standard first.
    pub fn add_reversed() {
        let x = zeros(&[GIB], Dtype::Uint8);
        let r = ivy::get_item(&x, s![..;-1]).unwrap();
        assert_out_of_memory(ivy::add(&r, 1u8), "add", &[GIB], "1.0 GiB");
    }

    /// A reversed view given to a unary kernel (the shared element-wise map).
    pub fn abs_reversed() {
        let x = zeros(&[GIB], Dtype::Int8);
        let r = ivy::get_item(&x, s![..;-1]).unwrap();
        assert_out_of_memory(ivy::abs(&r), "abs", &[GIB], "1.0 GiB");
    }

    /// A reversed view given to a vectorised transcendental.
    pub fn exp_reversed() {
        let x = zeros(&[GIB / 4], Dtype::Float32);
        let r = ivy::get_item(&x, s![..;-1]).unwrap();
        assert_out_of_memory(ivy::exp(&r), "exp", &[GIB / 4], "1.0 GiB");
    }

    /// A reversed view given to an `into` kernel: read in place (issue 46 item 4), so the
    /// call writes `out` within the limit, where a copy of the view (768 MiB beside the input
    /// and `out`) would not fit.
    pub fn add_reversed_into() {
        let n = 768 << 20;
        let x = zeros(&[n], Dtype::Uint8);
        let r = ivy::get_item(&x, s![..;-1]).unwrap();
        let mut out = zeros(&[n], Dtype::Uint8);
        ivy::add::with(&r, 1u8).out(&mut out).call().unwrap();
        let last = ivy::get_item(&out, s![-1]).unwrap();
        assert_eq!(last.to_vec::<u8>().unwrap(), [1]);
    }

    /// `gather` of 112 MiB of uint8 positions, under [`TIGHT_LIMIT_KIB`]: they are read as
    /// they are (their int64 copy would take 896 MiB beside a host copy of them), so the
    /// result is the one large allocation, and fits. (Fewer elements than the other cases:
    /// a debug build gathers slowly.)
    pub fn gather_narrow_indices() {
        let n = 112 << 20;
        let x = ivy::arange::with(0, 256)
            .dtype(Dtype::Uint8)
            .call()
            .unwrap();
        let idx = ivy::full::with(&[n], 200)
            .dtype(Dtype::Uint8)
            .call()
            .unwrap();
        let g = ivy::gather::with(&x, &idx).axis(0).call().unwrap();
        assert_eq!((g.shape(), g.dtype()), (&[n][..], Dtype::Uint8));
        let last = ivy::get_item(&g, s![-1]).unwrap();
        assert_eq!(u8::try_from(&last).unwrap(), 200);
    }

    /// 256 MiB of uint8 positions, the first out of range: `gather` and `take_along_axis`
    /// read it and refuse it, where widening them all to int64 first (2 GiB) aborted.
    pub fn gather_reads_indices_as_given() {
        let x = ivy::arange::with(0, 100)
            .dtype(Dtype::Uint8)
            .call()
            .unwrap();
        let idx = ivy::full::with(&[GIB / 4], 200)
            .dtype(Dtype::Uint8)
            .call()
            .unwrap();
        let out_of_range = "index 200 is out of range for axis 0 of length 100";
        let e = ivy::gather::with(&x, &idx).axis(0).call().unwrap_err();
        assert!(
            e.to_string().starts_with("gather: ") && e.to_string().contains(out_of_range),
            "{e}"
        );
        let e = ivy::take_along_axis(&x, &idx, 0).unwrap_err();
        assert!(e.to_string().contains(out_of_range), "{e}");
    }

    /// Printing `[3; 20]` int8 (3.25 GiB): 729 elements read (the first of each outer axis),
    /// where one axis at a time copied a third of it first.
    pub fn print_3_pow_20() {
        let x = zeros(&[3; 20], Dtype::Int8);
        let shown = x.to_string();
        assert_eq!(shown.matches('0').count(), 729, "{shown}");
        assert!(shown.contains("..."), "{shown}");
    }
}

/// One child test per case of [`copies`], run by [`copies_of_inputs_are_fallible`] (and
/// [`gather_reads_narrow_indices_in_place`], [`printing_copies_only_what_it_shows`]).
macro_rules! copy_cases {
    ($($case:ident),* $(,)?) => {
        const COPIES: &[&str] = &[$(stringify!($case)),*];

        mod copy_case {
            $(
                #[test]
                #[ignore = "run under a memory limit by copies_of_inputs_are_fallible"]
                fn $case() {
                    ivy::init().unwrap();
                    super::copies::$case();
                }
            )*

            #[test]
            #[ignore = "run under a memory limit by gather_reads_narrow_indices_in_place"]
            fn gather_narrow_indices() {
                ivy::init().unwrap();
                super::copies::gather_narrow_indices();
            }

            #[test]
            #[ignore = "run under a memory limit by printing_copies_only_what_it_shows"]
            fn print_3_pow_20() {
                ivy::init().unwrap();
                super::copies::print_3_pow_20();
            }
        }
    };
}

copy_cases!(
    to_vec_too_large,
    to_vec_copies_once,
    set_item,
    add_reversed,
    abs_reversed,
    exp_reversed,
    add_reversed_into,
    gather_reads_indices_as_given,
);
