//! The random functions: the stream pinned by known values, reproducibility per seed, the same
//! numbers on every backend, the ranges and shapes asked for, and bad input.
//!
//! Every test draws inside a seed scope of its own thread (or with a `seed` argument), so the
//! tests do not disturb each other's streams.

use ivy::Dtype::{self, *};
use ivy::{Array, HostArray, HostData};

fn setup() {
    ivy::init().unwrap();
}

/// The values of an array as `f64` (exact for every dtype the random functions give but the
/// 64-bit integers beyond 2^53, which these tests never draw).
fn values(a: &Array) -> Vec<f64> {
    let f = ivy::astype(a, Float64).unwrap();
    match f.to_host().unwrap().data() {
        HostData::Float64(v) => v.clone(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

const FLOATS: [Dtype; 4] = [Bfloat16, Float16, Float32, Float64];

/// The first values of the stream of seeds 0 and 42: ChaCha12 keyed by `rand_core`'s
/// `seed_from_u64` (PCG32 expansion), each value `(u64 >> 11) * 2^-53` from two 32-bit words,
/// low word first. Computed by an independent Python implementation of the published
/// algorithms (checked against the ChaCha20 all-zero-key vector of RFC 7539 and the RFC's
/// quarter-round vector; `tests/data/chacha12_stream.py`); not by this library.
const SEED_0: [f64; 5] = [
    0.7311134158637046,
    0.7734601843532382,
    0.025844634233355035,
    0.5841592619362002,
    0.26217063257252515,
];
const SEED_42: [f64; 5] = [
    0.5265574090027738,
    0.5427252099031439,
    0.6364650991438949,
    0.4059017582307767,
    0.034342817954956195,
];

#[test]
fn the_stream_is_pinned() {
    setup();
    for (seed, expected) in [(0, SEED_0), (42, SEED_42)] {
        let x = ivy::random_uniform::with(0.0, 1.0)
            .shape(&[5])
            .dtype(Float64)
            .seed(seed)
            .call()
            .unwrap();
        assert_eq!(values(&x), expected, "seed {seed}");
    }
    // low + (high - low) * u, drawn in float64 and rounded once: -1 + 2u.
    let x = ivy::random_uniform::with(-1.0, 1.0)
        .shape(&[5])
        .dtype(Float64)
        .seed(42)
        .call()
        .unwrap();
    let expected: Vec<f64> = SEED_42.iter().map(|u| -1.0 + 2.0 * u).collect();
    assert_eq!(values(&x), expected);
    // In float32: the same draws, each rounded to float32.
    let x = ivy::random_uniform::with(0.0, 1.0)
        .shape(&[5])
        .dtype(Float32)
        .seed(0)
        .call()
        .unwrap();
    let expected: Vec<f64> = SEED_0.iter().map(|u| f64::from(*u as f32)).collect();
    assert_eq!(values(&x), expected);
}

#[test]
fn a_seed_reproduces_and_the_stream_goes_on() {
    setup();
    let _scope = ivy::seed_scope(1);
    let draw = || {
        ivy::random_normal::with(0.0, 1.0)
            .shape(&[4])
            .dtype(Float64)
            .call()
    };
    ivy::seed(9);
    let (a, b) = (values(&draw().unwrap()), values(&draw().unwrap()));
    assert_ne!(a, b);
    ivy::seed(9);
    assert_eq!(values(&draw().unwrap()), a);
    assert_eq!(values(&draw().unwrap()), b);
    // A seed argument restarts the generator in force, as `seed` does.
    let c = ivy::random_normal::with(0.0, 1.0)
        .shape(&[4])
        .dtype(Float64)
        .seed(9)
        .call();
    assert_eq!(values(&c.unwrap()), a);
    assert_eq!(values(&draw().unwrap()), b);
    // Another seed, other numbers.
    let d = ivy::random_normal::with(0.0, 1.0)
        .shape(&[4])
        .dtype(Float64)
        .seed(10)
        .call();
    assert_ne!(values(&d.unwrap()), a);
}

#[test]
fn scopes_are_per_thread() {
    setup();
    let draw = || {
        let x = ivy::randint::with(0, 1000).shape(&[6]).call().unwrap();
        values(&x)
    };
    let here = ivy::with_seed(3, draw);
    let there = std::thread::spawn(move || ivy::with_seed(3, draw))
        .join()
        .unwrap();
    assert_eq!(here, there);
}

#[test]
fn random_uniform_ranges_and_shapes() {
    setup();
    let _scope = ivy::seed_scope(2);
    for d in FLOATS {
        let x = ivy::random_uniform::with(-2.0, 3.0)
            .shape(&[1000])
            .dtype(d)
            .call()
            .unwrap();
        assert_eq!((x.dtype(), x.shape()), (d, &[1000][..]));
        let v = values(&x);
        // In [low, high]: rounding to a narrow dtype may reach `high`.
        assert!(v.iter().all(|x| (-2.0..=3.0).contains(x)), "{d}");
        // The mean of 1000 values uniform in [-2, 3) is 0.5 within 0.2 (4 standard errors
        // of 0.046).
        assert!((mean(&v) - 0.5).abs() < 0.2, "{d}: {}", mean(&v));
    }
    // The bounds broadcast: a row of lows against a column of highs gives their shape.
    let low = ivy::array![0.0, 10.0, 20.0].unwrap();
    let high = ivy::array![[21.0], [31.0]].unwrap();
    let x = ivy::random_uniform(&low, &high).unwrap();
    assert_eq!((x.shape(), x.dtype()), (&[2, 3][..], Float64));
    let v = values(&x);
    for (i, x) in v.iter().enumerate() {
        let (lo, hi) = ([0.0, 10.0, 20.0][i % 3], [21.0, 31.0][i / 3]);
        assert!((lo..hi).contains(x), "{i}: {x}");
    }
    // low == high gives low; the default dtype of Rust floats is the default float dtype.
    let x = ivy::random_uniform::with(2.5, 2.5)
        .shape(&[3])
        .call()
        .unwrap();
    assert_eq!((x.dtype(), values(&x)), (Float32, vec![2.5; 3]));
    // Empty and 0-d results.
    let e = ivy::random_uniform::with(0.0, 1.0)
        .shape(&[0, 4])
        .call()
        .unwrap();
    assert_eq!(e.shape(), &[0, 4]);
    let s = ivy::random_uniform(0.0, 1.0).unwrap();
    assert_eq!(s.shape(), &[] as &[usize]);
}

#[test]
fn random_uniform_refuses_bad_input() {
    setup();
    let err = |r: ivy::Result<Array>| r.unwrap_err().to_string();
    let e = err(ivy::random_uniform::with(1.0, 0.0).shape(&[2]).call());
    assert!(e.contains("random_uniform") && e.contains("low"), "{e}");
    let e = err(ivy::random_uniform(0.0, f64::INFINITY));
    assert!(e.contains("finite"), "{e}");
    let e = err(ivy::random_uniform(0.0, f64::NAN));
    assert!(e.contains("finite"), "{e}");
    // Finite bounds whose difference is not.
    let e = err(ivy::random_uniform(-f64::MAX, f64::MAX));
    assert!(e.contains("high - low"), "{e}");
    // An integer dtype.
    let e = err(ivy::random_uniform::with(0.0, 1.0).dtype(Int32).call());
    assert!(e.contains("int32"), "{e}");
    // Bounds that do not broadcast to the shape asked for, or together.
    let two = ivy::array![0.0, 1.0].unwrap();
    let e = err(ivy::random_uniform::with(&two, 5.0).shape(&[3]).call());
    assert!(e.contains("[2]") && e.contains("[3]"), "{e}");
    let e = err(ivy::random_uniform(
        &two,
        &ivy::array![2.0, 3.0, 4.0].unwrap(),
    ));
    assert!(e.contains("random_uniform"), "{e}");
    // A shape too large to hold.
    let e = err(ivy::random_uniform::with(0.0, 1.0)
        .shape(&[usize::MAX, 2])
        .call());
    assert!(e.contains("random_uniform"), "{e}");
    // A complex bound.
    let c =
        ivy::asarray(HostArray::new(vec![1], vec![num_complex::Complex64::new(0.0, 1.0)]).unwrap())
            .unwrap();
    assert!(
        ivy::random_uniform::with(&c, 2.0)
            .dtype(Float64)
            .call()
            .is_err()
    );
}

#[test]
fn random_uniform_writes_into_out() {
    setup();
    let mut out = ivy::zeros::with(&[3]).dtype(Float64).call().unwrap();
    let r = ivy::random_uniform::with(0.0, 1.0)
        .shape(&[3])
        .dtype(Float64)
        .seed(0)
        .out(&mut out)
        .call()
        .unwrap();
    assert_eq!(values(&out), SEED_0[..3]);
    assert_eq!(values(&r), SEED_0[..3]);
}

#[test]
fn random_normal_moments_and_parameters() {
    setup();
    let _scope = ivy::seed_scope(4);
    for d in FLOATS {
        let x = ivy::random_normal::with(3.0, 2.0)
            .shape(&[4000])
            .dtype(d)
            .call()
            .unwrap();
        assert_eq!(x.dtype(), d);
        let v = values(&x);
        let m = mean(&v);
        let var = v.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (v.len() - 1) as f64;
        // Standard errors: 2 / sqrt(4000) = 0.032 for the mean; about 0.09 for the variance 4.
        assert!((m - 3.0).abs() < 0.15, "{d}: mean {m}");
        assert!((var - 4.0).abs() < 0.5, "{d}: variance {var}");
    }
    // std 0 gives the mean exactly; a mean array broadcasts to the shape.
    let mean_row = ivy::array![1.0, -2.0].unwrap();
    let x = ivy::random_normal::with(&mean_row, 0.0)
        .shape(&[2, 2])
        .call()
        .unwrap();
    assert_eq!(values(&x), [1.0, -2.0, 1.0, -2.0]);
    let err = |r: ivy::Result<Array>| r.unwrap_err().to_string();
    let e = err(ivy::random_normal(0.0, -1.0));
    assert!(e.contains("std") && e.contains("negative"), "{e}");
    let e = err(ivy::random_normal(f64::NAN, 1.0));
    assert!(e.contains("mean") && e.contains("finite"), "{e}");
    let e = err(ivy::random_normal::with(0.0, 1.0).dtype(Uint8).call());
    assert!(e.contains("uint8"), "{e}");
}

#[test]
fn randint_ranges_and_dtypes() {
    setup();
    let _scope = ivy::seed_scope(5);
    // Every value of [-3, 5) appears in 800 draws, and nothing else.
    let x = ivy::randint::with(-3, 5).shape(&[800]).call().unwrap();
    assert_eq!(x.dtype(), ivy::default_int_dtype());
    let v = values(&x);
    for k in -3..5 {
        let n = v.iter().filter(|x| **x == f64::from(k)).count();
        // 100 expected; the standard deviation is 9.4.
        assert!((50..150).contains(&n), "{k}: {n}");
    }
    assert_eq!(v.len(), 800);
    // The same draws in every signed dtype that holds them.
    let each = |d| {
        values(
            &ivy::randint::with(-100, 100)
                .shape(&[20])
                .dtype(d)
                .seed(8)
                .call()
                .unwrap(),
        )
    };
    let first = each(Int8);
    for d in [Int16, Int32, Int64] {
        assert_eq!(each(d), first, "{d}");
    }
    // The dtype limits are reachable: [-128, 128) fits int8 exactly.
    let x = ivy::randint::with(-128, 128)
        .shape(&[5000])
        .dtype(Int8)
        .call()
        .unwrap();
    let v = values(&x);
    assert!(v.contains(&-128.0) && v.contains(&127.0));
    // A one-value range; bounds that broadcast.
    let x = ivy::randint::with(7, 8).shape(&[3]).call().unwrap();
    assert_eq!(values(&x), [7.0; 3]);
    let lows = ivy::array![0i64, 10, 20].unwrap();
    let x = ivy::randint(&lows, 21).unwrap();
    assert_eq!((x.dtype(), x.shape()), (Int64, &[3][..]));
    assert!(
        values(&x)
            .iter()
            .zip([0.0, 10.0, 20.0])
            .all(|(x, lo)| (lo..21.0).contains(x))
    );
}

#[test]
fn randint_refuses_bad_input() {
    setup();
    let err = |r: ivy::Result<Array>| r.unwrap_err().to_string();
    let e = err(ivy::randint(3, 3));
    assert!(e.contains("randint") && e.contains("less than"), "{e}");
    let e = err(ivy::randint::with(0, 200).dtype(Int8).call());
    assert!(e.contains("int8") && e.contains("127"), "{e}");
    // As in Ivy: unsigned and float dtypes are refused.
    for d in [Uint8, Uint64, Float32, Bool] {
        let e = err(ivy::randint::with(0, 2).dtype(d).call());
        assert!(e.contains(&d.to_string()), "{e}");
    }
    // Float bounds are float arrays, which the kernel does not take.
    let e = err(ivy::randint::with(0.5, 2.0).dtype(Int32).call());
    assert!(e.contains("randint") && e.contains("float32"), "{e}");
}

#[test]
fn shuffle_permutes_along_an_axis() {
    setup();
    let _scope = ivy::seed_scope(6);
    let host = HostArray::new(vec![6, 2], (0..12).map(f64::from).collect()).unwrap();
    for d in [Int8, Uint64, Float16, Float64] {
        let x = ivy::asarray::with(host.clone()).dtype(d).call().unwrap();
        let y = ivy::shuffle(&x).unwrap();
        assert_eq!((y.dtype(), y.shape()), (d, &[6, 2][..]));
        // Rows stay whole: row r is [2k, 2k + 1] for some k, each k once.
        let v = values(&y);
        let mut ks: Vec<f64> = v
            .chunks(2)
            .map(|r| {
                assert_eq!(r[1], r[0] + 1.0);
                r[0] / 2.0
            })
            .collect();
        ks.sort_by(f64::total_cmp);
        assert_eq!(ks, [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
    }
    // Along the last axis: the same permutation in every row.
    let x = ivy::asarray(HostArray::new(vec![2, 8], (0..16).map(f64::from).collect()).unwrap())
        .unwrap();
    let v = values(&ivy::shuffle::with(&x).axis(-1).seed(1).call().unwrap());
    assert!((0..8).all(|i| v[8 + i] == v[i] + 8.0));
    let mut first = v[..8].to_vec();
    first.sort_by(f64::total_cmp);
    assert_eq!(first, (0..8).map(f64::from).collect::<Vec<_>>());
    // Reproducible per seed.
    let a = values(&ivy::shuffle::with(&x).axis(1).seed(77).call().unwrap());
    assert_eq!(
        values(&ivy::shuffle::with(&x).axis(1).seed(77).call().unwrap()),
        a
    );
    // 0-d and empty arrays come back as they are; bool too.
    let s = ivy::asarray(HostArray::new(vec![], vec![5u8]).unwrap()).unwrap();
    assert_eq!(values(&ivy::shuffle(&s).unwrap()), values(&s));
    let e = ivy::asarray(HostArray::new(vec![0, 3], Vec::<f64>::new()).unwrap()).unwrap();
    assert_eq!(ivy::shuffle(&e).unwrap().shape(), &[0, 3]);
    let b = ivy::array![true, false, false].unwrap();
    let y = ivy::shuffle(&b).unwrap();
    assert_eq!(values(&y).iter().sum::<f64>(), 1.0);
    // Complex rows stay whole too.
    let i = num_complex::Complex64::new(0.0, 1.0);
    let c = ivy::asarray(HostArray::new(vec![2, 1], vec![i, -i]).unwrap()).unwrap();
    let y = ivy::shuffle::with(&c).axis(0).call().unwrap().to_string();
    assert!(
        y.contains("+1.j") && y.contains("-1.j") && y.lines().count() == 2,
        "{y}"
    );
    // A bad axis.
    let e = ivy::shuffle::with(&x)
        .axis(2)
        .call()
        .unwrap_err()
        .to_string();
    assert!(e.contains("shuffle") && e.contains("axis"), "{e}");
}

#[cfg(feature = "candle")]
mod candle {
    use super::*;

    /// The same seed gives the same numbers on candle as on ndarray (the draws are made on the
    /// host, whatever the backend).
    #[test]
    fn candle_draws_the_same_numbers() {
        setup();
        // ndarray stays the default backend of the other tests' calls without arrays.
        ivy::set_default_backend(ivy::init().unwrap());
        let c = crate::candle().unwrap();
        let nd = ivy::init().unwrap();
        let draws = |backend| {
            ivy::with_backend(backend, || {
                let mut all = Vec::new();
                for d in FLOATS {
                    let u = ivy::random_uniform::with(-1.0, 1.0)
                        .shape(&[7])
                        .dtype(d)
                        .seed(11)
                        .call()
                        .unwrap();
                    let n = ivy::random_normal::with(0.0, 1.0)
                        .shape(&[7])
                        .dtype(d)
                        .seed(11)
                        .call()
                        .unwrap();
                    assert_eq!((u.backend(), n.backend()), (backend, backend));
                    all.push(values(&u));
                    all.push(values(&n));
                }
                for d in [Int16, Int32, Int64] {
                    let r = ivy::randint::with(-50, 50)
                        .shape(&[7])
                        .dtype(d)
                        .seed(11)
                        .call()
                        .unwrap();
                    assert_eq!(r.backend(), backend);
                    all.push(values(&r));
                }
                let host = HostArray::new(vec![5, 2], (0..10).map(f64::from).collect()).unwrap();
                let x = ivy::asarray::with(host).dtype(Float32).call().unwrap();
                all.push(values(
                    &ivy::shuffle::with(&x).axis(0).seed(11).call().unwrap(),
                ));
                all
            })
        };
        let on_candle = draws(c);
        assert_eq!(on_candle, draws(nd));
        // The pinned stream on candle too.
        ivy::with_backend(c, || {
            let x = ivy::random_uniform::with(0.0, 1.0)
                .shape(&[5])
                .dtype(Float64)
                .seed(42)
                .call()
                .unwrap();
            assert_eq!(values(&x), SEED_42);
            // Dtypes candle cannot hold are refused, not mangled.
            assert!(
                ivy::randint::with(0, 5)
                    .shape(&[2])
                    .dtype(Int8)
                    .call()
                    .is_err()
            );
        });
    }
}

#[test]
fn integer_bounds_give_the_default_float_dtype() {
    setup();
    let _scope = ivy::seed_scope(12);
    // As Ivy's (its `infer_dtype` looks at arrays only, and Python ints are none).
    let x = ivy::random_uniform::with(0, 2).shape(&[50]).call().unwrap();
    assert_eq!(x.dtype(), Float32);
    assert!(values(&x).iter().all(|v| (0.0..2.0).contains(v)));
    let x = ivy::random_normal::with(5, 0).shape(&[2]).call().unwrap();
    assert_eq!((x.dtype(), values(&x)), (Float32, vec![5.0, 5.0]));
    // Integer arrays too.
    let lows = ivy::array![1i8, 2].unwrap();
    let x = ivy::random_uniform(&lows, 3).unwrap();
    assert_eq!(x.dtype(), Float32);
    let _g = ivy::default_float_dtype_scope(Float64).unwrap();
    let x = ivy::random_uniform(0, 1).unwrap();
    assert_eq!(x.dtype(), Float64);
}
