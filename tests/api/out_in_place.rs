//! `out=`: the result is written into `out`'s own buffer, every clone of `out` sees it, and
//! where the backend has an in-place kernel nothing at all is allocated; on error `out` and
//! its clones are untouched.

use crate::counting;

use ivy::{Array, Dtype, Error};
use ndarray::{ArrayD, IxDyn};

use counting::{allocations, bytes_allocated};

/// A call writing to the `out` it is given.
type Call<'a> = dyn Fn(&mut Array) -> Array + 'a;

fn f32s(values: &[f32], shape: &[usize]) -> Array {
    ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(shape), values.to_vec()).unwrap()).unwrap()
}

fn values(a: &Array) -> Vec<f32> {
    ivy::ndarray::NdArrayBackend::unwrap::<f32>(a.clone())
        .unwrap()
        .iter()
        .copied()
        .collect()
}

#[test]
fn clones_of_out_see_the_result() {
    let x = f32s(&[1.0, 2.0, 3.0], &[3]);
    let y = f32s(&[10.0, 20.0, 30.0], &[3]);
    let mut out = f32s(&[0.0; 3], &[3]);
    let view = out.clone();
    let result = ivy::add::with(&x, &y).out(&mut out).call().unwrap();
    assert_eq!(values(&view), [11.0, 22.0, 33.0]);
    assert!(result.same_native(&view) && out.same_native(&view));
    // The inputs are read, never written.
    assert_eq!(values(&x), [1.0, 2.0, 3.0]);
}

#[test]
fn in_place_kernels_allocate_nothing() {
    let n = 4096;
    let data: Vec<f32> = (0..n).map(|i| i as f32 * 0.001).collect();
    let x = f32s(&data, &[64, 64]);
    let y = f32s(&data, &[64, 64]);
    let row = f32s(&data[..64], &[64]);
    let mut out = f32s(&vec![0.0; n], &[64, 64]);
    let view = out.clone();
    // Warm up: the registry, thread-locals, the CPU feature detection.
    ivy::add::with(&x, &y).out(&mut out).call().unwrap();
    ivy::exp::with(&x).out(&mut out).call().unwrap();
    let cases: [(&str, &Call); 9] = [
        ("add", &|o| ivy::add::with(&x, &y).out(o).call().unwrap()),
        ("add, broadcast row", &|o| {
            ivy::add::with(&x, &row).out(o).call().unwrap()
        }),
        ("subtract", &|o| {
            ivy::subtract::with(&x, &y).out(o).call().unwrap()
        }),
        ("multiply", &|o| {
            ivy::multiply::with(&x, &y).out(o).call().unwrap()
        }),
        ("divide", &|o| {
            ivy::divide::with(&x, &y).out(o).call().unwrap()
        }),
        ("exp", &|o| ivy::exp::with(&x).out(o).call().unwrap()),
        ("log", &|o| ivy::log::with(&x).out(o).call().unwrap()),
        ("tan", &|o| ivy::tan::with(&x).out(o).call().unwrap()),
        ("sigmoid", &|o| {
            ivy::sigmoid::with(&x).out(o).call().unwrap()
        }),
    ];
    for (name, call) in cases {
        // What the allocating kernel gives, computed first.
        let fresh = call(&mut f32s(&vec![0.0; n], &[64, 64]));
        let fresh = values(&fresh);
        let count = allocations(|| drop(call(&mut out)));
        assert_eq!(count, 0, "{name} into out allocated {count} times");
        let written = values(&view);
        assert!(
            written
                .iter()
                .zip(&fresh)
                .all(|(a, b)| a.to_bits() == b.to_bits()),
            "{name}: the in-place result differs from the allocating kernel's"
        );
    }
    // exp(0.001 * 10) = e^0.01 = 1.010050167..., rounded to float32.
    ivy::exp::with(&x).out(&mut out).call().unwrap();
    assert_eq!(values(&view)[10], 1.010_050_2);
}

#[test]
fn out_of_another_dtype_is_cast_and_seen_by_clones() {
    let x = f32s(&[0.5, 1.5], &[2]);
    let mut out = ivy::zeros::with(&[2]).dtype(Dtype::Float64).call().unwrap();
    let view = out.clone();
    let result = ivy::add::with(&x, &x).out(&mut out).call().unwrap();
    assert_eq!(
        (result.dtype(), view.dtype()),
        (Dtype::Float64, Dtype::Float64)
    );
    let got = ivy::ndarray::NdArrayBackend::unwrap::<f64>(view).unwrap();
    assert_eq!(got.as_slice().unwrap(), &[1.0, 3.0]);
}

#[test]
fn an_input_that_is_a_clone_of_out_is_read_before_out_is_written() {
    let mut out = f32s(&[1.0, 2.0, 3.0], &[3]);
    let x = out.clone();
    let y = f32s(&[10.0, 20.0, 30.0], &[3]);
    ivy::add::with(&x, &y).out(&mut out).call().unwrap();
    // `x` shares `out`'s array: it sees the result too, as in NumPy's `add::with(a, b).out(out=a).call()`.
    assert_eq!(values(&out), [11.0, 22.0, 33.0]);
    assert_eq!(values(&x), [11.0, 22.0, 33.0]);
    ivy::multiply::with(&x, &x).out(&mut out).call().unwrap();
    assert_eq!(values(&out), [121.0, 484.0, 1089.0]);
}

#[test]
fn a_wrong_out_is_an_error_and_out_and_its_clones_are_untouched() {
    let x = f32s(&[1.0, 2.0, 3.0], &[3]);
    let mut short = f32s(&[7.0, 8.0], &[2]);
    let view = short.clone();
    let e = ivy::add::with(&x, &x).out(&mut short).call().unwrap_err();
    assert!(
        matches!(
            e,
            Error::OutShape {
                function: "add",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(values(&view), [7.0, 8.0]);
    // Same length, another shape: never written in place either.
    let mut flat = f32s(&[7.0; 4], &[4]);
    let square = f32s(&[1.0; 4], &[2, 2]);
    let e = ivy::exp::with(&square).out(&mut flat).call().unwrap_err();
    assert!(
        matches!(
            e,
            Error::OutShape {
                function: "exp",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(values(&flat), [7.0; 4]);
    // A dtype the result does not cast to safely.
    let mut ints = ivy::zeros::with(&[3]).dtype(Dtype::Int8).call().unwrap();
    let ints_view = ints.clone();
    let e = ivy::add::with(&x, &x).out(&mut ints).call().unwrap_err();
    assert!(matches!(e, Error::OutDtype { .. }), "{e}");
    let untouched = ivy::ndarray::NdArrayBackend::unwrap::<i8>(ints_view).unwrap();
    assert_eq!(untouched.as_slice().unwrap(), &[0, 0, 0]);
}

#[test]
fn functions_without_an_in_place_kernel_write_out_too() {
    let x = f32s(&[3.0, 1.0, 2.0], &[3]);
    let mut out = f32s(&[0.0; 3], &[3]);
    let view = out.clone();
    ivy::sort::with(&x).out(&mut out).call().unwrap();
    assert_eq!(values(&view), [1.0, 2.0, 3.0]);
}

#[cfg(feature = "candle")]
#[test]
fn clones_of_a_candle_out_see_the_result() {
    let candle = crate::candle().unwrap();
    let x = f32s(&[1.0, 2.0], &[2]).to_backend(candle).unwrap();
    let mut out = ivy::zeros::with(&[2])
        .dtype(Dtype::Float32)
        .call()
        .unwrap()
        .to_backend(candle)
        .unwrap();
    let view = out.clone();
    let result = ivy::add::with(&x, &x).out(&mut out).call().unwrap();
    assert!(result.same_native(&view) && result.backend() == candle);
    let got = view.to_backend(ivy::init().unwrap()).unwrap();
    assert_eq!(values(&got), [2.0, 4.0]);
}

#[test]
fn a_call_without_out_allocates_its_result_only() {
    // One allocation, the result's elements. Nothing for the call itself (no error values, no
    // copies of inputs), nor for the storage its clones share (what `out=` writes through):
    // the warm-up call's result, dropped unshared, left its storage to this thread's next
    // result.
    let x = f32s(&[1.5], &[1]);
    let y = f32s(&[2.25], &[1]);
    drop(ivy::add(&x, &y).unwrap());
    let mut result = None;
    let count = allocations(|| result = Some(ivy::add(&x, &y).unwrap()));
    assert_eq!(count, 1, "a 1-element add allocated {count} times");
    assert_eq!(values(&result.take().unwrap()), [3.75]);
    // The same with promotion (int8 + float32 on one element, converted as read).
    let i = ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(&[1]), vec![3i8]).unwrap()).unwrap();
    drop(ivy::add(&i, &y).unwrap());
    let count = allocations(|| result = Some(ivy::add(&i, &y).unwrap()));
    assert_eq!(values(&result.take().unwrap()), [5.25]);
    assert_eq!(
        count, 1,
        "int8 + float32 on one element allocated {count} times"
    );
}

#[test]
fn a_recycled_storage_never_changes_a_live_array() {
    let x = f32s(&[1.5], &[1]);
    let y = f32s(&[2.25], &[1]);
    // A result dropped while a clone lives keeps its storage.
    let first = ivy::add(&x, &y).unwrap();
    let view = first.clone();
    drop(first);
    let second = ivy::add(&y, &y).unwrap();
    assert!(!second.same_native(&view));
    assert_eq!((values(&view), values(&second)), (vec![3.75], vec![4.5]));
    // A result written to `out` is a clone of `out`: dropping it keeps `out`.
    let mut out = f32s(&[0.0], &[1]);
    drop(ivy::add::with(&x, &x).out(&mut out).call().unwrap());
    let third = ivy::add(&x, &y).unwrap();
    assert!(!third.same_native(&out));
    assert_eq!(values(&out), [3.0]);
    // Many results, made and dropped in turns: each keeps its own value.
    let mut live: Vec<(f32, Array)> = Vec::new();
    for round in 0..4 {
        for i in 0..12 {
            let v = (round * 100 + i) as f32;
            live.push((
                2.0 * v,
                ivy::add(&f32s(&[v], &[1]), &f32s(&[v], &[1])).unwrap(),
            ));
        }
        live.retain(|(v, _)| *v as u32 % 3 != round % 3);
        for (v, a) in &live {
            assert_eq!(values(a), [*v]);
        }
    }
    // The native array taken out of a result is its own; the next result does not touch it.
    let taken = ivy::ndarray::NdArrayBackend::unwrap::<f32>(ivy::add(&x, &y).unwrap()).unwrap();
    let fourth = ivy::add(&y, &y).unwrap();
    assert_eq!(
        (taken.as_slice().unwrap(), values(&fourth)),
        (&[3.75f32][..], vec![4.5])
    );
}

#[cfg(feature = "candle")]
#[test]
fn storages_of_two_backends_are_recycled_apart() {
    let candle = crate::candle().unwrap();
    let ndarray = ivy::init().unwrap();
    let x = f32s(&[1.0, 2.0], &[2]);
    let cx = x.to_backend(candle).unwrap();
    for _ in 0..3 {
        // Dropped in turns, so each backend's next result finds the other's shell spare too.
        drop(ivy::add(&cx, &cx).unwrap());
        let on_ndarray = ivy::add(&x, &x).unwrap();
        drop(ivy::add(&x, &x).unwrap());
        let on_candle = ivy::add(&cx, &cx).unwrap();
        assert_eq!(on_candle.backend(), candle);
        assert_eq!(on_ndarray.backend(), ndarray);
        assert_eq!(values(&on_candle.to_backend(ndarray).unwrap()), [2.0, 4.0]);
        assert_eq!(values(&on_ndarray), [2.0, 4.0]);
    }
}

/// The values of an integer array of any backend, as `i64`.
#[cfg(feature = "candle")]
fn ints(a: &Array) -> Vec<i64> {
    let wide = a
        .to_backend(ivy::init().unwrap())
        .unwrap()
        .cast(Dtype::Int64);
    let wide = ivy::ndarray::NdArrayBackend::unwrap::<i64>(wide.unwrap()).unwrap();
    wide.iter().copied().collect()
}

/// Issue 29, item 4: a call with several outputs writes none of them when one cannot be
/// written (here the second, whose native array this thread is reading).
#[test]
fn a_call_with_several_outputs_writes_none_when_one_cannot_be_written() {
    let y = f32s(&[1.0, 2.0, 3.0, 4.0], &[4]);
    let (first, second) = (f32s(&[0.0; 2], &[2]), f32s(&[0.0; 2], &[2]));
    let (first_view, second_view) = (first.clone(), second.clone());
    let mut outs = vec![first, second];
    let held = second_view.native::<ivy::ndarray::NdArray>().unwrap();
    let e = ivy::split::with(&y)
        .num_or_size_splits(ivy::Sections::Count(2))
        .out(&mut outs)
        .call()
        .unwrap_err();
    drop(held);
    assert!(matches!(e, Error::OutBeingRead), "{e:?}");
    assert_eq!(values(&first_view), [0.0, 0.0]);
    assert_eq!(values(&second_view), [0.0, 0.0]);
    ivy::split::with(&y)
        .num_or_size_splits(ivy::Sections::Count(2))
        .out(&mut outs)
        .call()
        .unwrap();
    assert_eq!(values(&first_view), [1.0, 2.0]);
    assert_eq!(values(&second_view), [3.0, 4.0]);
}

/// Issue 29, item 5: a result of a dtype `out`'s backend cannot hold (candle holds no int8,
/// uint16 or bool) is cast to `out`'s dtype first, then moved.
#[cfg(feature = "candle")]
#[test]
fn a_result_is_cast_to_outs_dtype_before_it_moves_to_outs_backend() {
    let candle = ivy::candle::register().unwrap();
    let on_candle = |n: usize, dtype| {
        ivy::zeros::with(&[n])
            .dtype(dtype)
            .call()
            .unwrap()
            .to_backend(candle)
            .unwrap()
    };
    let x = ivy::astype(&f32s(&[1.0, -2.0, 3.0, 4.0], &[4]), Dtype::Int8).unwrap();
    // int8 + int8 is int8: [2, -4, 6, 8], into a candle int16.
    let mut out = on_candle(4, Dtype::Int16);
    let view = out.clone();
    ivy::add::with(&x, &x).out(&mut out).call().unwrap();
    assert_eq!((view.dtype(), view.backend()), (Dtype::Int16, candle));
    assert_eq!(ints(&view), [2, -4, 6, 8]);
    // uint16 + uint16 is uint16: [2, 4, 6, 8], into a candle uint32.
    let u = ivy::astype(&f32s(&[1.0, 2.0, 3.0, 4.0], &[4]), Dtype::Uint16).unwrap();
    let mut out = on_candle(4, Dtype::Uint32);
    let view = out.clone();
    ivy::add::with(&u, &u).out(&mut out).call().unwrap();
    assert_eq!(ints(&view), [2, 4, 6, 8]);
    // [1, -2, 3, 4] < 2 is bool: [true, true, false, false], into a candle uint8.
    let mut out = on_candle(4, Dtype::Uint8);
    let view = out.clone();
    ivy::less::with(&x, 2).out(&mut out).call().unwrap();
    assert_eq!(ints(&view), [1, 1, 0, 0]);
    // The split: int8 parts [1, -2] and [3, 4], into an ndarray int8 and a candle
    // int16.
    let (first, second) = (
        ivy::zeros::with(&[2]).dtype(Dtype::Int8).call().unwrap(),
        on_candle(2, Dtype::Int16),
    );
    let (first_view, second_view) = (first.clone(), second.clone());
    let mut outs = vec![first, second];
    ivy::split::with(&x)
        .num_or_size_splits(ivy::Sections::Count(2))
        .out(&mut outs)
        .call()
        .unwrap();
    assert_eq!(ints(&first_view), [1, -2]);
    assert_eq!(ints(&second_view), [3, 4]);
    assert_eq!(second_view.backend(), candle);
}

/// An `out` too large for the caches is written with non-temporal stores (float32 and
/// float64): the same values as the allocating call, bit for bit, specials included (signed
/// zeros, infinities, NaNs, subnormals), seen by `out`'s clones, nothing allocated but the
/// threads' team (its shared state and a job for each helper, rayon's: a few small blocks,
/// none sized by the data).
#[test]
fn large_outs_written_past_the_caches_hold_the_allocating_results() {
    ivy::init().unwrap();
    let n = (32 << 20) / 4 + 13;
    let special = [
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1e-310,
        1e300,
    ];
    let spread = |k: f64| -> Vec<f64> {
        (0..n)
            .map(|i| {
                if i % 11 == 5 {
                    special[i / 11 % special.len()]
                } else {
                    (i as f64 * k).sin() * 7.0
                }
            })
            .collect()
    };
    let (a, b) = (spread(0.37), spread(0.11));
    for dtype in [Dtype::Float32, Dtype::Float64] {
        let len = if dtype == Dtype::Float32 { n } else { n / 2 };
        let arr = |v: &[f64]| {
            let host = ivy::HostArray::new(vec![len], v[..len].to_vec()).unwrap();
            ivy::asarray::with(host).dtype(dtype).call().unwrap()
        };
        let (x, y) = (arr(&a), arr(&b));
        let mut out = ivy::zeros::with(&[len]).dtype(dtype).call().unwrap();
        let view = out.clone();
        let ops: [(&str, Array, &Call); 4] = [
            ("add", ivy::add(&x, &y).unwrap(), &|o| {
                ivy::add::with(&x, &y).out(o).call().unwrap()
            }),
            ("subtract", ivy::subtract(&x, &y).unwrap(), &|o| {
                ivy::subtract::with(&x, &y).out(o).call().unwrap()
            }),
            ("multiply", ivy::multiply(&x, &y).unwrap(), &|o| {
                ivy::multiply::with(&x, &y).out(o).call().unwrap()
            }),
            ("divide", ivy::divide(&x, &y).unwrap(), &|o| {
                ivy::divide::with(&x, &y).out(o).call().unwrap()
            }),
        ];
        let bits = |a: &Array| -> Vec<u64> {
            match dtype {
                Dtype::Float32 => a
                    .to_vec::<f32>()
                    .unwrap()
                    .iter()
                    .map(|v| u64::from(v.to_bits()))
                    .collect(),
                _ => a
                    .to_vec::<f64>()
                    .unwrap()
                    .iter()
                    .map(|v| v.to_bits())
                    .collect(),
            }
        };
        for (name, want, into) in ops {
            let mut count = 0;
            let bytes = bytes_allocated(|| count = allocations(|| drop(into(&mut out))));
            // The team's state, a job per helper, and a block of rayon's queue now and then.
            let helpers = rayon::current_num_threads() - 1;
            assert!(
                count <= helpers + 2 && bytes < 4096,
                "{name} {dtype}: {count} allocations, {bytes} bytes"
            );
            assert!(
                bits(&view) == bits(&want),
                "{name} {dtype}: not the allocating result"
            );
        }
    }
}
