//! The layers functions: `dropout`'s mask pinned by the generator's known stream, its
//! parameters, and bad input.

use ivy::Dtype::{self, *};
use ivy::{Array, HostArray, HostData};

fn arr(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
    ivy::init().unwrap();
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

fn values(a: &Array) -> Vec<f64> {
    let f = ivy::astype(a, Float64).unwrap();
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
        let y = ivy::dropout::with(&x, 0.5).seed(42).call().unwrap();
        assert_eq!(y.dtype(), d);
        assert_eq!(values(&y), [2.0, 4.0, 6.0, 0.0, 0.0], "{d}");
        // Without scaling, kept values are unchanged.
        let y = ivy::dropout::with(&x, 0.5)
            .scale(false)
            .seed(42)
            .call()
            .unwrap();
        assert_eq!(values(&y), [1.0, 2.0, 3.0, 0.0, 0.0], "{d}");
    }
    // prob 0.6: the third draw (0.636) survives, the first two (0.527, 0.543) do not; the
    // scale is 1 / 0.4 = 2.5.
    let x = arr(&ONE_TO_FIVE, &[5], Float64);
    let y = ivy::dropout::with(&x, 0.6).seed(42).call().unwrap();
    assert_eq!(values(&y), [0.0, 0.0, 7.5, 0.0, 0.0]);
}

#[test]
fn identity_and_extremes() {
    let x = arr(&ONE_TO_FIVE, &[5], Float32);
    for (prob, training) in [(0.5, false), (0.0, true), (1.0, false)] {
        let y = ivy::dropout::with(&x, prob)
            .training(training)
            .call()
            .unwrap();
        assert_eq!(values(&y), ONE_TO_FIVE, "{prob} {training}");
    }
    // prob 1 drops everything (no infinite scale).
    let y = ivy::dropout(&x, 1.0).unwrap();
    assert_eq!(values(&y), [0.0; 5]);
    // Empty and 0-d inputs.
    let e = arr(&[], &[0, 3], Float64);
    let y = ivy::dropout(&e, 0.5).unwrap();
    assert_eq!(y.shape(), &[0, 3]);
    let s = arr(&[3.0], &[], Float64);
    let y = ivy::dropout(&s, 0.25).unwrap();
    let v = values(&y)[0];
    assert!(v == 0.0 || v == 4.0, "{v}");
}

#[test]
fn dropout_drops_about_prob_of_the_elements() {
    let x = arr(&[1.0; 10_000], &[100, 100], Float32);
    let y = ivy::dropout::with(&x, 0.3).seed(1).call().unwrap();
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
    let y = ivy::dropout::with(&x, 0.5)
        .scale(false)
        .seed(42)
        .noise_shape(&[1, 4])
        .call()
        .unwrap();
    // The mask is seed 42's first 4 draws: column 3 is dropped, in every row.
    assert_eq!(
        values(&y),
        [0.0, 1.0, 2.0, 0.0, 4.0, 5.0, 6.0, 0.0, 8.0, 9.0, 10.0, 0.0]
    );
    for bad in [&[2][..], &[3, 4, 1], &[2, 4]] {
        let e = ivy::dropout::with(&x, 0.5)
            .noise_shape(bad)
            .call()
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
        let y = ivy::dropout(&x, 0.0).unwrap();
        assert_eq!((y.dtype(), values(&y)), (Float32, vec![1.0, 1.0]), "{d}");
    }
    let x = arr(&ONE_TO_FIVE, &[5], Int32);
    let y = ivy::dropout::with(&x, 0.5)
        .dtype(Float64)
        .seed(42)
        .call()
        .unwrap();
    assert_eq!(
        (y.dtype(), values(&y)),
        (Float64, vec![2.0, 4.0, 6.0, 0.0, 0.0])
    );
    // Complex inputs keep their dtype.
    let c = arr(&[1.0, 1.0], &[2], Complex64);
    let y = ivy::dropout(&c, 0.0).unwrap();
    assert_eq!(y.dtype(), Complex64);
    let e = ivy::dropout::with(&x, 0.5).dtype(Int32).call().unwrap_err();
    assert!(e.to_string().contains("int32"), "{e}");
}

#[test]
fn bad_probabilities() {
    let x = arr(&ONE_TO_FIVE, &[5], Float32);
    for p in [-0.1, 1.5, f64::NAN, f64::INFINITY] {
        let e = ivy::dropout(&x, p).unwrap_err().to_string();
        assert!(e.contains("prob") && e.contains("[0, 1]"), "{e}");
    }
}

#[test]
fn dropout_writes_into_out() {
    let x = arr(&ONE_TO_FIVE, &[5], Float64);
    let mut out = arr(&[9.0; 5], &[5], Float64);
    ivy::dropout::with(&x, 0.5)
        .seed(42)
        .out(&mut out)
        .call()
        .unwrap();
    assert_eq!(values(&out), [2.0, 4.0, 6.0, 0.0, 0.0]);
}

#[cfg(feature = "candle")]
#[test]
fn candle_drops_the_same_elements() {
    // ndarray stays the default backend of the other tests' calls without arrays.
    ivy::set_default_backend(ivy::init().unwrap());
    let c = crate::candle().unwrap();
    ivy::with_backend(c, || {
        for d in [Bfloat16, Float16, Float32, Float64] {
            let x = arr(&ONE_TO_FIVE, &[5], d);
            let y = ivy::dropout::with(&x, 0.5).seed(42).call().unwrap();
            assert_eq!(y.backend(), c);
            assert_eq!(values(&y), [2.0, 4.0, 6.0, 0.0, 0.0], "{d}");
        }
    });
}

/// `scaled_dot_product_attention` with the defaults but `scale`, `mask` and `is_causal`.
fn attention(
    q: &Array,
    k: &Array,
    v: &Array,
    scale: Option<f64>,
    mask: Option<&Array>,
    is_causal: bool,
) -> ivy::Result<Array> {
    ivy::scaled_dot_product_attention::with(q, k, v, 0.0)
        .scale(scale)
        .mask(mask)
        .is_causal(is_causal)
        .call()
}

fn close(a: &[f64], b: &[f64], tol: f64) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tol)
}

#[test]
fn attention_weights_are_a_softmax_of_the_scores() {
    // E = 4, so the scale is 1/2; the scores are 0 and 4 / 2 = 2; the weights
    // 1 / (1 + e^2) = 0.11920292202211755 and e^2 / (1 + e^2) = 0.8807970779778823.
    for (d, tol) in [
        (Float64, 1e-15),
        (Float32, 1e-7),
        (Float16, 2e-3),
        (Bfloat16, 1e-2),
    ] {
        let q = arr(&[1.0; 4], &[1, 4], d);
        let k = arr(&[0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0], &[2, 4], d);
        let v = arr(&[1.0, 0.0, 0.0, 1.0], &[2, 2], d);
        let y = attention(&q, &k, &v, None, None, false).unwrap();
        assert_eq!((y.dtype(), y.shape()), (d, &[1, 2][..]));
        let expected = [0.11920292202211755, 0.8807970779778823];
        assert!(close(&values(&y), &expected, tol), "{d}: {:?}", values(&y));
    }
}

#[test]
fn large_scores_stay_finite() {
    // Equal scores of 1000 (e^1000 overflows): uniform weights, the mean of the values.
    for d in [Float32, Float64] {
        let q = arr(&[1000.0], &[1, 1], d);
        let k = arr(&[1.0, 1.0], &[2, 1], d);
        let v = arr(&[2.0, 4.0], &[2, 1], d);
        let y = attention(&q, &k, &v, Some(1.0), None, false).unwrap();
        assert_eq!(values(&y), [3.0], "{d}");
        // Scores 1000 and 0: all the weight on the first key.
        let k = arr(&[1.0, 0.0], &[2, 1], d);
        let y = attention(&q, &k, &v, Some(1.0), None, false).unwrap();
        assert_eq!(values(&y), [2.0], "{d}");
    }
}

#[test]
fn masks_hide_keys() {
    // Two queries, three keys, equal scores (zero queries): each query averages the values
    // of the keys it may attend to.
    let q = arr(&[0.0; 2], &[2, 1], Float64);
    let k = arr(&[1.0, 2.0, 3.0], &[3, 1], Float64);
    let v = arr(&[3.0, 6.0, 9.0], &[3, 1], Float64);
    let mask = ivy::array![[true, false, false], [false, true, true]].unwrap();
    let y = attention(&q, &k, &v, None, Some(&mask), false).unwrap();
    assert_eq!(values(&y), [3.0, 7.5]);
    // A numeric mask: nonzero attends; a row mask broadcasts over the queries.
    let row = arr(&[0.0, 5.0, 0.0], &[3], Int32);
    let y = attention(&q, &k, &v, None, Some(&row), false).unwrap();
    assert_eq!(values(&y), [6.0, 6.0]);
    // A query that may attend to nothing averages every value (Ivy's rule).
    let none = ivy::array![[false, false, false], [true, false, false]].unwrap();
    let y = attention(&q, &k, &v, None, Some(&none), false).unwrap();
    assert_eq!(values(&y), [6.0, 3.0]);
    // A hidden key's large score does not count.
    let q1 = arr(&[1.0], &[1, 1], Float64);
    let k1 = arr(&[1000.0, 0.0], &[2, 1], Float64);
    let v1 = arr(&[1.0, 5.0], &[2, 1], Float64);
    let m1 = ivy::array![false, true].unwrap();
    let y = attention(&q1, &k1, &v1, Some(1.0), Some(&m1), false).unwrap();
    assert_eq!(values(&y), [5.0]);
    // A mask that does not broadcast to the scores' shape [2, 3].
    let bad = ivy::array![true, false].unwrap();
    assert!(attention(&q, &k, &v, None, Some(&bad), false).is_err());
}

#[test]
fn causal_attention() {
    // Query i averages the values of keys 0..=i (equal scores).
    let q = arr(&[0.0; 3], &[3, 1], Float64);
    let k = arr(&[1.0, 2.0, 3.0], &[3, 1], Float64);
    let v = arr(&[3.0, 6.0, 9.0], &[3, 1], Float64);
    let y = attention(&q, &k, &v, None, None, true).unwrap();
    assert_eq!(values(&y), [3.0, 4.5, 6.0]);
    // A mask takes precedence over is_causal (as in Ivy).
    let all = ivy::array![true, true, true].unwrap();
    let y = attention(&q, &k, &v, None, Some(&all), true).unwrap();
    assert_eq!(values(&y), [6.0, 6.0, 6.0]);
}

#[test]
fn leading_axes_broadcast() {
    // A batch of two queries [2, 1, 1] against one key/value set [2, 1].
    let q = arr(&[0.0, 1000.0], &[2, 1, 1], Float64);
    let k = arr(&[1.0, 0.0], &[2, 1], Float64);
    let v = arr(&[2.0, 4.0], &[2, 1], Float64);
    let y = attention(&q, &k, &v, Some(1.0), None, false).unwrap();
    assert_eq!((y.shape(), values(&y)), (&[2, 1, 1][..], vec![3.0, 2.0]));
}

#[test]
fn attention_dropout_only_in_training() {
    let q = arr(&[0.0], &[1, 1], Float64);
    let k = arr(&[1.0, 2.0], &[2, 1], Float64);
    let v = arr(&[2.0, 4.0], &[2, 1], Float64);
    let run = |p, training| {
        ivy::scaled_dot_product_attention::with(&q, &k, &v, p)
            .training(training)
            .call()
    };
    assert_eq!(values(&run(0.9, false).unwrap()), [3.0]);
    assert_eq!(values(&run(1.0, true).unwrap()), [0.0]);
    // Seed 42's first draws, 0.527 and 0.543, are both at least 0.5: nothing is dropped, the
    // weights 1/2 are scaled to 1: 2 + 4.
    let y = ivy::with_seed(42, || run(0.5, true)).unwrap();
    assert_eq!(values(&y), [6.0]);
    for p in [1.5, -0.5, f64::NAN] {
        let e = run(p, false).unwrap_err().to_string();
        assert!(e.contains("dropout_p") && e.contains("[0, 1]"), "{e}");
    }
    // No features: every score is 0, the weights uniform.
    let (q0, k0) = (arr(&[], &[1, 0], Float64), arr(&[], &[2, 0], Float64));
    let y = ivy::scaled_dot_product_attention(&q0, &k0, &v, 0.0);
    assert_eq!(values(&y.unwrap()), [3.0]);
}

#[test]
fn attention_refuses_bad_shapes_and_dtypes() {
    let m = |shape: &[usize], d| arr(&vec![1.0; shape.iter().product()], shape, d);
    let err = |q: &Array, k: &Array, v: &Array| {
        attention(q, k, v, None, None, false)
            .unwrap_err()
            .to_string()
    };
    let e = err(
        &m(&[3], Float32),
        &m(&[2, 3], Float32),
        &m(&[2, 3], Float32),
    );
    assert!(e.contains("at least 2 axes") && e.contains("[3]"), "{e}");
    let e = err(
        &m(&[1, 3], Float32),
        &m(&[2, 4], Float32),
        &m(&[2, 3], Float32),
    );
    assert!(e.contains("agree") && e.contains("[2, 4]"), "{e}");
    let e = err(
        &m(&[1, 3], Float32),
        &m(&[2, 3], Float32),
        &m(&[5, 3], Float32),
    );
    assert!(e.contains("agree") && e.contains("[5, 3]"), "{e}");
    let e = err(
        &m(&[1, 3], Complex64),
        &m(&[2, 3], Float32),
        &m(&[2, 3], Float32),
    );
    assert!(e.contains("does not support `complex64`"), "{e}");
    // Integer inputs are taken as the default float dtype.
    let y = attention(
        &m(&[1, 3], Int32),
        &m(&[2, 3], Int8),
        &m(&[2, 3], Int32),
        None,
        None,
        false,
    );
    assert_eq!(
        (y.as_ref().unwrap().dtype(), values(&y.unwrap())),
        (Float32, vec![1.0; 3])
    );
    // Leading axes that do not broadcast.
    assert!(
        attention(
            &m(&[2, 1, 3], Float32),
            &m(&[3, 2, 3], Float32),
            &m(&[3, 2, 3], Float32),
            None,
            None,
            false
        )
        .is_err()
    );
}

#[cfg(feature = "candle")]
#[test]
fn candle_attends_the_same() {
    // ndarray stays the default backend of the other tests' calls without arrays.
    ivy::set_default_backend(ivy::init().unwrap());
    let c = crate::candle().unwrap();
    ivy::with_backend(c, || {
        let q = arr(&[0.0; 3], &[3, 1], Float32);
        let k = arr(&[1.0, 2.0, 3.0], &[3, 1], Float32);
        let v = arr(&[3.0, 6.0, 9.0], &[3, 1], Float32);
        let y = attention(&q, &k, &v, None, None, true).unwrap();
        assert_eq!(y.backend(), c);
        assert_eq!(values(&y), [3.0, 4.5, 6.0]);
        let q = arr(&[1000.0], &[1, 1], Float32);
        let k = arr(&[1.0, 1.0], &[2, 1], Float32);
        let v = arr(&[2.0, 4.0], &[2, 1], Float32);
        assert_eq!(
            values(&attention(&q, &k, &v, Some(1.0), None, false).unwrap()),
            [3.0]
        );
    });
}
