//! The layers functions: `dropout`'s mask pinned by the generator's known stream, its
//! parameters, and bad input.

use ivy::Dtype::{self, *};
use ivy::{Array, HostArray, HostData};

fn arr(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
    ivy::init().unwrap();
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::asarray(host, Some(dtype), None).unwrap()
}

fn values(a: &Array) -> Vec<f64> {
    let f = ivy::astype(a, Float64, None).unwrap();
    match f.to_host().unwrap().data() {
        HostData::Float64(v) => v.clone(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

const ONE_TO_FIVE: [f64; 5] = [1.0, 2.0, 3.0, 4.0, 5.0];

#[test]
fn the_mask_follows_the_seeded_draws() {
    // Seed 42's first uniform draws (tests/random.rs, from an independent implementation):
    // 0.527, 0.543, 0.636, 0.406, 0.034. Below prob 0.5: the last two are dropped; the others
    // are scaled by 1 / (1 - 0.5) = 2.
    for d in [Bfloat16, Float16, Float32, Float64] {
        let x = arr(&ONE_TO_FIVE, &[5], d);
        let y = ivy::dropout(&x, 0.5, true, None, true, Some(42), None, None).unwrap();
        assert_eq!(y.dtype(), d);
        assert_eq!(values(&y), [2.0, 4.0, 6.0, 0.0, 0.0], "{d}");
        // Without scaling, kept values are unchanged.
        let y = ivy::dropout(&x, 0.5, false, None, true, Some(42), None, None).unwrap();
        assert_eq!(values(&y), [1.0, 2.0, 3.0, 0.0, 0.0], "{d}");
    }
    // prob 0.6: the third draw (0.636) survives, the first two (0.527, 0.543) do not; the
    // scale is 1 / 0.4 = 2.5.
    let x = arr(&ONE_TO_FIVE, &[5], Float64);
    let y = ivy::dropout(&x, 0.6, true, None, true, Some(42), None, None).unwrap();
    assert_eq!(values(&y), [0.0, 0.0, 7.5, 0.0, 0.0]);
}

#[test]
fn identity_and_extremes() {
    let x = arr(&ONE_TO_FIVE, &[5], Float32);
    for (prob, training) in [(0.5, false), (0.0, true), (1.0, false)] {
        let y = ivy::dropout(&x, prob, true, None, training, None, None, None).unwrap();
        assert_eq!(values(&y), ONE_TO_FIVE, "{prob} {training}");
    }
    // prob 1 drops everything (no infinite scale).
    let y = ivy::dropout(&x, 1.0, true, None, true, None, None, None).unwrap();
    assert_eq!(values(&y), [0.0; 5]);
    // Empty and 0-d inputs.
    let e = arr(&[], &[0, 3], Float64);
    let y = ivy::dropout(&e, 0.5, true, None, true, None, None, None).unwrap();
    assert_eq!(y.shape(), &[0, 3]);
    let s = arr(&[3.0], &[], Float64);
    let y = ivy::dropout(&s, 0.25, true, None, true, None, None, None).unwrap();
    let v = values(&y)[0];
    assert!(v == 0.0 || v == 4.0, "{v}");
}

#[test]
fn dropout_drops_about_prob_of_the_elements() {
    let x = arr(&[1.0; 10_000], &[100, 100], Float32);
    let y = ivy::dropout(&x, 0.3, true, None, true, Some(1), None, None).unwrap();
    let v = values(&y);
    let dropped = v.iter().filter(|x| **x == 0.0).count();
    // 3000 expected; the standard deviation is 46.
    assert!((2800..3200).contains(&dropped), "{dropped}");
    // Kept values: 1 / 0.7, rounded to float32.
    let kept = f64::from((1.0f64 / 0.7) as f32);
    assert!(v.iter().all(|x| *x == 0.0 || *x == kept));
}

#[test]
fn noise_shape_drops_whole_slices() {
    let x = arr(
        &(0..12).map(f64::from).collect::<Vec<_>>(),
        &[3, 4],
        Float64,
    );
    let y = ivy::dropout(&x, 0.5, false, None, true, Some(42), Some(&[1, 4]), None).unwrap();
    // The mask is seed 42's first 4 draws: column 3 is dropped, in every row.
    assert_eq!(
        values(&y),
        [0.0, 1.0, 2.0, 0.0, 4.0, 5.0, 6.0, 0.0, 8.0, 9.0, 10.0, 0.0]
    );
    for bad in [&[2][..], &[3, 4, 1], &[2, 4]] {
        let e = ivy::dropout(&x, 0.5, true, None, true, None, Some(bad), None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("dropout"), "{e}");
    }
}

#[test]
fn dtypes_of_the_result() {
    // Integers and bool become the default float dtype.
    for d in [Int8, Uint64, Bool] {
        let x = arr(&[1.0, 1.0], &[2], d);
        let y = ivy::dropout(&x, 0.0, true, None, true, None, None, None).unwrap();
        assert_eq!((y.dtype(), values(&y)), (Float32, vec![1.0, 1.0]), "{d}");
    }
    let x = arr(&ONE_TO_FIVE, &[5], Int32);
    let y = ivy::dropout(&x, 0.5, true, Some(Float64), true, Some(42), None, None).unwrap();
    assert_eq!(
        (y.dtype(), values(&y)),
        (Float64, vec![2.0, 4.0, 6.0, 0.0, 0.0])
    );
    // Complex inputs keep their dtype.
    let c = arr(&[1.0, 1.0], &[2], Complex64);
    let y = ivy::dropout(&c, 0.0, true, None, true, None, None, None).unwrap();
    assert_eq!(y.dtype(), Complex64);
    let e = ivy::dropout(&x, 0.5, true, Some(Int32), true, None, None, None).unwrap_err();
    assert!(e.to_string().contains("int32"), "{e}");
}

#[test]
fn bad_probabilities() {
    let x = arr(&ONE_TO_FIVE, &[5], Float32);
    for p in [-0.1, 1.5, f64::NAN, f64::INFINITY] {
        let e = ivy::dropout(&x, p, true, None, true, None, None, None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("prob") && e.contains("[0, 1]"), "{e}");
    }
}

#[test]
fn dropout_writes_into_out() {
    let x = arr(&ONE_TO_FIVE, &[5], Float64);
    let mut out = arr(&[9.0; 5], &[5], Float64);
    ivy::dropout(&x, 0.5, true, None, true, Some(42), None, Some(&mut out)).unwrap();
    assert_eq!(values(&out), [2.0, 4.0, 6.0, 0.0, 0.0]);
}

#[cfg(feature = "candle")]
#[test]
fn candle_drops_the_same_elements() {
    let c = ivy::candle::register().unwrap();
    ivy::with_backend(c, || {
        for d in [Bfloat16, Float16, Float32, Float64] {
            let x = arr(&ONE_TO_FIVE, &[5], d);
            let y = ivy::dropout(&x, 0.5, true, None, true, Some(42), None, None).unwrap();
            assert_eq!(y.backend(), c);
            assert_eq!(values(&y), [2.0, 4.0, 6.0, 0.0, 0.0], "{d}");
        }
    });
}
