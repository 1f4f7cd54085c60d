//! The functions of issue 43 beyond the recorded NumPy/SciPy values
//! (`library_reference.rs`): integer dtypes and their extremes, `nan`/`inf`, empty and 0-d
//! arrays, complex inputs, shapes of the joining and rotating functions, output types, and
//! bad arguments. Expected values are derived by hand (or NumPy's, as noted).

use crate::numeric_support::*;

use ivy::Dtype::*;
use ivy::{HostArray, TensorType};

const INF: f64 = f64::INFINITY;
const NAN: f64 = f64::NAN;

#[test]
fn fmod_and_trunc_divide_round_toward_zero_in_every_real_dtype() {
    on_each_backend(|b| {
        for d in held(b, &[Int8, Int16, Int32, Int64, Float16, Float32, Float64]) {
            let x = arr(&[4], &[-7.0, 7.0, -6.0, 5.0], d);
            let y = arr(&[4], &[2.0, -2.0, 3.0, 5.0], d);
            // C's fmod keeps the sign of x: -7 % 2 is -1 (Python's % gives 1).
            assert_values(&ivy::fmod(&x, &y).unwrap(), &[4], &[-1.0, 1.0, 0.0, 0.0]);
            let q = ivy::trunc_divide(&x, &y).unwrap();
            assert_eq!(q.dtype(), d);
            assert_values(&q, &[4], &[-3.0, -3.0, -2.0, 1.0]);
        }
        for d in held(b, &[Uint8, Uint16, Uint32, Uint64]) {
            let x = arr(&[2], &[7.0, 200.0], d);
            assert_values(&ivy::trunc_divide(&x, 3).unwrap(), &[2], &[2.0, 66.0]);
            assert_values(&ivy::fmod(&x, 3).unwrap(), &[2], &[1.0, 2.0]);
        }
    });
    ivy::init().unwrap();
    // Integer division by zero is 0 (as floor_divide); the int8 minimum over -1 wraps.
    let x = arr(&[3], &[5.0, -128.0, -127.0], Int8);
    let y = arr(&[3], &[0.0, -1.0, -1.0], Int8);
    assert_values(
        &ivy::trunc_divide(&x, &y).unwrap(),
        &[3],
        &[0.0, -128.0, 127.0],
    );
    assert_values(&ivy::fmod(&x, &y).unwrap(), &[3], &[0.0, 0.0, 0.0]);
    // int64 extremes stay exact (no float round trip).
    let big = ivy::asarray(HostArray::new(vec![2], vec![i64::MAX, i64::MIN + 1]).unwrap()).unwrap();
    let q = ivy::trunc_divide(&big, 2i64).unwrap();
    assert_eq!(
        q.to_vec::<i64>().unwrap(),
        [i64::MAX / 2, (i64::MIN + 1) / 2]
    );
    // Floats: trunc(x / y), inf and nan through.
    let f = arr(&[4], &[-7.5, 1.0, INF, NAN], Float64);
    let q = ivy::trunc_divide(&f, 2.0).unwrap();
    assert_values(&q, &[4], &[-3.0, 0.0, INF, NAN]);
    assert_values(&ivy::fmod(&f, 2.0).unwrap(), &[4], &[-1.5, 1.0, NAN, NAN]);
    assert_values(
        &ivy::fmod(&arr(&[1], &[1.0], Float32), 0.0).unwrap(),
        &[1],
        &[NAN],
    );
}

#[test]
fn nan_to_num_replaces_nan_and_infinities_and_keeps_integers() {
    ivy::init().unwrap();
    for d in [Float16, Bfloat16, Float32, Float64] {
        let x = arr(&[4], &[NAN, INF, -INF, 1.5], d);
        let max = ivy::finfo(d).unwrap().max;
        assert_values(&ivy::nan_to_num(&x).unwrap(), &[4], &[0.0, max, -max, 1.5]);
        let y = ivy::nan_to_num::with(&x)
            .nan(-1.0)
            .posinf(2.0)
            .neginf(-3.0)
            .call()
            .unwrap();
        assert_values(&y, &[4], &[-1.0, 2.0, -3.0, 1.5]);
    }
    let i = arr(&[2], &[-128.0, 127.0], Int8);
    let same = ivy::nan_to_num(&i).unwrap();
    assert_eq!((same.dtype(), values(&same)), (Int8, vec![-128.0, 127.0]));
    // Complex: each part (NumPy: nan_to_num(complex(inf, nan)) is max + 0j).
    let z = carr(&[2], &[(INF, NAN), (1.0, -INF)]);
    let fixed = ivy::nan_to_num(&z).unwrap();
    assert_eq!(fixed.dtype(), Complex128);
    assert_eq!(cvalues(&fixed), [(f64::MAX, 0.0), (1.0, -f64::MAX)]);
    // Empty and 0-d arrays.
    assert_eq!(
        ivy::nan_to_num(&arr(&[0], &[], Float32)).unwrap().shape(),
        &[0]
    );
    assert_values(
        &ivy::nan_to_num(&arr(&[], &[NAN], Float64)).unwrap(),
        &[],
        &[0.0],
    );
    // A replacement that does not fit the dtype is an error naming it.
    assert!(
        ivy::nan_to_num::with(&arr(&[1], &[INF], Float16))
            .posinf(1e6)
            .call()
            .is_err()
    );
}

#[test]
fn isreal_checks_the_imaginary_part() {
    ivy::init().unwrap();
    let z = carr(&[3], &[(1.0, 0.0), (1.0, 2.0), (NAN, -0.0)]);
    let r = ivy::isreal(&z).unwrap();
    assert_eq!(
        (r.dtype(), r.to_string()),
        (Bool, "[ true, false,  true]".to_owned())
    );
    let f = ivy::isreal(&arr(&[2, 1], &[NAN, 2.0], Float32)).unwrap();
    assert_eq!(
        (f.shape(), f.to_string()),
        (&[2, 1][..], "[[ true],\n [ true]]".to_owned())
    );
}

#[test]
fn special_functions_at_their_edges() {
    on_each_backend(|b| {
        for d in held(b, &FLOATS) {
            // Hand-derived: I0 is even and infinite at ±inf (NumPy's i0 gives nan there).
            let x = arr(&[3], &[-INF, INF, 0.0], d);
            assert_values(&ivy::i0(&x).unwrap(), &[3], &[INF, INF, 1.0]);
            // lgamma(1) = lgamma(2) = 0; erfc(0) = 1; erfinv(±1) = ±inf; sinc(0) = 1.
            let y = arr(&[2], &[1.0, 2.0], d);
            assert_values(&ivy::lgamma(&y).unwrap(), &[2], &[0.0, 0.0]);
            let e = arr(&[3], &[1.0, -1.0, 0.0], d);
            assert_values(&ivy::erfinv(&e).unwrap(), &[3], &[INF, -INF, 0.0]);
            assert_values(&ivy::sinc(&arr(&[1], &[0.0], d)).unwrap(), &[1], &[1.0]);
            // Empty and 0-d arrays keep their shapes.
            assert_eq!(
                ivy::digamma(&arr(&[0, 2], &[], d)).unwrap().shape(),
                &[0, 2]
            );
            assert_eq!(
                ivy::erfc(&arr(&[], &[0.0], d)).unwrap().shape(),
                &[] as &[usize]
            );
        }
        // Integers are taken as the default float dtype.
        let i = arr(&[2], &[1.0, 3.0], Int32);
        let g = ivy::lgamma(&i).unwrap();
        assert_eq!(g.dtype(), Float32);
        assert_values(&g, &[2], &[0.0, std::f64::consts::LN_2]);
        // Broadcasting: zeta(2, [1, 2]) = [pi^2/6, pi^2/6 - 1].
        let q = arr(&[2], &[1.0, 2.0], Float64);
        let z = ivy::zeta(&arr(&[1], &[2.0], Float64), &q).unwrap();
        let p = std::f64::consts::PI.powi(2) / 6.0;
        assert_values(&z, &[2], &[p, p - 1.0]);
    });
    // Ln of 2^1024 + 2^1024 in base 2 (overflow-free): 1025.
    ivy::init().unwrap();
    let big = arr(&[1], &[1024.0], Float64);
    assert_values(&ivy::logaddexp2(&big, &big).unwrap(), &[1], &[1025.0]);
    // Complex inputs are refused, naming the function.
    let z = carr(&[1], &[(1.0, 1.0)]);
    assert_err(ivy::lgamma(&z), &["lgamma", "complex128"]);
}

#[test]
fn activations_keep_integers_where_exact_and_refuse_bad_arguments() {
    on_each_backend(|b| {
        for d in held(b, &[Int8, Int32, Int64, Uint8]) {
            let x = arr(&[3], &[0.0, 3.0, 100.0], d);
            let y = ivy::relu6(&x).unwrap();
            assert_eq!(y.dtype(), d);
            assert_values(&y, &[3], &[0.0, 3.0, 6.0]);
        }
        let i = arr(&[2], &[-1.0, 2.0], Int32);
        assert_eq!(ivy::elu(&i).unwrap().dtype(), Float32);
        assert_eq!(ivy::softsign(&i).unwrap().dtype(), Float32);
        // nan stays nan; the tails of logsigmoid neither overflow nor underflow.
        let x = arr(&[3], &[NAN, -1000.0, 1000.0], Float64);
        assert_values(&ivy::logsigmoid(&x).unwrap(), &[3], &[NAN, -1000.0, 0.0]);
        assert_values(&ivy::hardshrink(&x).unwrap(), &[3], &[NAN, -1000.0, 1000.0]);
        assert_values(
            &ivy::elu(&arr(&[1], &[-INF], Float32)).unwrap(),
            &[1],
            &[-1.0],
        );
        // prelu broadcasts its slope; logsumexp keeps the axis with keepdims.
        let m = arr(&[2, 2], &[-1.0, 2.0, -3.0, 4.0], Float32);
        let slope = arr(&[2], &[0.5, 0.25], Float32);
        assert_values(
            &ivy::prelu(&m, &slope).unwrap(),
            &[2, 2],
            &[-0.5, 2.0, -1.5, 4.0],
        );
        let l = ivy::logsumexp::with(&m)
            .axis(0)
            .keepdims(true)
            .call()
            .unwrap();
        assert_eq!(l.shape(), &[1, 2]);
        // Empty arrays.
        assert_eq!(ivy::selu(&arr(&[0], &[], Float32)).unwrap().shape(), &[0]);
    });
    ivy::init().unwrap();
    let x = arr(&[1], &[1.0], Float32);
    assert_err(ivy::celu::with(&x).alpha(0.0).call(), &["celu", "alpha"]);
    assert_err(ivy::logsumexp::with(&x).axis(3).call(), &["axis"]);
}

#[test]
fn losses_reduce_as_asked_and_refuse_unknown_reductions() {
    on_each_backend(|_| {
        let t = arr(&[2, 2], &[1.0, 0.0, 2.0, 2.0], Float32);
        let p = arr(&[2, 2], &[0.0, 0.0, 4.0, 2.5], Float32);
        // |diffs| = 1, 0, 2, 0.5.
        assert_values(&ivy::l1_loss(&t, &p).unwrap(), &[], &[0.875]);
        let none = ivy::l1_loss::with(&t, &p).reduction("none").call().unwrap();
        assert_values(&none, &[2, 2], &[1.0, 0.0, 2.0, 0.5]);
        // Huber (delta 1): 0.5, 0, 1.5, 0.125.
        let h = ivy::huber_loss::with(&t, &p)
            .reduction("sum")
            .call()
            .unwrap();
        assert_values(&h, &[], &[2.125]);
        // Smooth L1 with beta below 1e-5 is the L1 loss.
        let s = ivy::smooth_l1_loss::with(&p, &t).beta(0.0).call().unwrap();
        assert_values(&s, &[], &[0.875]);
    });
    ivy::init().unwrap();
    let a = arr(&[1], &[1.0], Float32);
    assert_err(
        ivy::l1_loss::with(&a, &a).reduction("avg").call(),
        &["l1_loss", "\"avg\""],
    );
    assert_err(
        ivy::kl_div::with(&a, &a).reduction("max").call(),
        &["kl_div", "batchmean"],
    );
    // An empty input's mean is nan, its sum 0.
    let e = arr(&[0], &[], Float64);
    assert_values(&ivy::l1_loss(&e, &e).unwrap(), &[], &[NAN]);
    assert_values(
        &ivy::huber_loss::with(&e, &e)
            .reduction("sum")
            .call()
            .unwrap(),
        &[],
        &[0.0],
    );
}

#[test]
fn joining_flipping_rotating_and_padding_as_numpy() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Float32, Float64]) {
            let a = arr(&[2], &[1.0, 2.0], d);
            let c = arr(&[2], &[3.0, 4.0], d);
            let s = arr(&[], &[5.0], d);
            // NumPy: hstack of vectors is one vector; vstack makes rows; dstack a depth axis.
            assert_values(
                &ivy::hstack(&[a.clone(), c.clone()]).unwrap(),
                &[4],
                &[1.0, 2.0, 3.0, 4.0],
            );
            assert_values(
                &ivy::hstack(&[a.clone(), s.clone()]).unwrap(),
                &[3],
                &[1.0, 2.0, 5.0],
            );
            assert_values(
                &ivy::vstack(&[a.clone(), c.clone()]).unwrap(),
                &[2, 2],
                &[1.0, 2.0, 3.0, 4.0],
            );
            assert_values(
                &ivy::dstack(&[a.clone(), c.clone()]).unwrap(),
                &[1, 2, 2],
                &[1.0, 3.0, 2.0, 4.0],
            );
            let shapes =
                |v: Vec<ivy::Array>| v.iter().map(|x| x.shape().to_vec()).collect::<Vec<_>>();
            let m = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            assert_eq!(
                shapes(ivy::atleast_1d(&[s.clone(), m.clone()]).unwrap()),
                [vec![1], vec![2, 3]]
            );
            assert_eq!(
                shapes(ivy::atleast_2d(&[s.clone(), a.clone()]).unwrap()),
                [vec![1, 1], vec![1, 2]]
            );
            assert_eq!(
                shapes(ivy::atleast_3d(&[s.clone(), a.clone(), m.clone()]).unwrap()),
                [vec![1, 1, 1], vec![1, 2, 1], vec![2, 3, 1]]
            );
            assert_values(
                &ivy::fliplr(&m).unwrap(),
                &[2, 3],
                &[3.0, 2.0, 1.0, 6.0, 5.0, 4.0],
            );
            assert_values(
                &ivy::flipud(&m).unwrap(),
                &[2, 3],
                &[4.0, 5.0, 6.0, 1.0, 2.0, 3.0],
            );
            // NumPy's rot90 of [[1, 2, 3], [4, 5, 6]] for k = 1, 2, 3, -1 and axes (1, 0).
            let r = |k: isize, axes: (isize, isize)| {
                ivy::rot90::with(&m).k(k).axes(axes).call().unwrap()
            };
            assert_values(&r(1, (0, 1)), &[3, 2], &[3.0, 6.0, 2.0, 5.0, 1.0, 4.0]);
            assert_values(&r(2, (0, 1)), &[2, 3], &[6.0, 5.0, 4.0, 3.0, 2.0, 1.0]);
            assert_values(&r(3, (0, 1)), &[3, 2], &[4.0, 1.0, 5.0, 2.0, 6.0, 3.0]);
            assert_values(&r(-1, (0, 1)), &[3, 2], &[4.0, 1.0, 5.0, 2.0, 6.0, 3.0]);
            assert_values(&r(1, (1, 0)), &[3, 2], &[4.0, 1.0, 5.0, 2.0, 6.0, 3.0]);
            assert_values(&r(4, (0, 1)), &[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
            let cols = ivy::unstack::with(&m).axis(1).call().unwrap();
            assert_eq!(cols.len(), 3);
            assert_values(&cols[2], &[2], &[3.0, 6.0]);
            let kept = ivy::unstack::with(&m).keepdims(true).call().unwrap();
            assert_values(&kept[1], &[1, 3], &[4.0, 5.0, 6.0]);
            assert_values(
                &ivy::zero_pad(&a, &[(1, 2)]).unwrap(),
                &[5],
                &[0.0, 1.0, 2.0, 0.0, 0.0],
            );
            let p = ivy::constant_pad::with(&a, &[(0, 1)])
                .value(7)
                .call()
                .unwrap();
            assert_values(&p, &[3], &[1.0, 2.0, 7.0]);
        }
    });
    ivy::init().unwrap();
    let v = arr(&[2], &[1.0, 2.0], Float32);
    assert_err(ivy::rot90(&v), &["rot90", "2 or more"]);
    let m = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], Float32);
    assert_err(
        ivy::rot90::with(&m).axes((1, 1)).call(),
        &["rot90", "different"],
    );
    assert!(ivy::fliplr(&v).is_err());
    assert!(
        ivy::unstack(&arr(&[0, 2], &[], Float32))
            .unwrap()
            .is_empty()
    );
    // Promotion across the joined arrays: int8 with float32 is float32.
    let i = arr(&[2], &[1.0, 2.0], Int8);
    assert_eq!(ivy::vstack(&[i, v]).unwrap().dtype(), Float32);
}

#[test]
fn output_types_match_the_calls() {
    ivy::init().unwrap();
    let t = |dtype, shape: &[Option<usize>]| TensorType::new(dtype, shape.to_vec());
    let m = t(Float32, &[Some(2), None]);
    assert_eq!(
        ivy::rot90::output_type(&m, 1, (0, 1), None).unwrap(),
        t(Float32, &[None, Some(2)])
    );
    assert_eq!(
        ivy::hstack::output_type(&[t(Int8, &[Some(2)]), t(Float32, &[Some(3)])]).unwrap(),
        t(Float32, &[Some(5)])
    );
    assert_eq!(
        ivy::logsumexp::output_type(&t(Int32, &[Some(2), Some(3)]), Some(1), false, None).unwrap(),
        t(Float32, &[Some(2)])
    );
    assert_eq!(
        ivy::unstack::output_type(&t(Float64, &[Some(3), Some(4)]), 0, false).unwrap(),
        vec![t(Float64, &[Some(4)]); 3]
    );
    assert_eq!(
        ivy::xlogy::output_type(&t(Int8, &[Some(3)]), &t(Float64, &[Some(1)]), None).unwrap(),
        t(Float64, &[Some(3)])
    );
    assert_eq!(
        ivy::isreal::output_type(&t(Complex64, &[Some(3)]), None).unwrap(),
        t(Bool, &[Some(3)])
    );
}

#[path = "../../examples/fit_and_spectrum.rs"]
#[allow(dead_code)] // the example's `main`
mod fit_and_spectrum;

#[test]
fn the_fit_and_spectrum_example_agrees_with_numpy_on_every_backend() {
    // NumPy: lstsq of the same design matrix; the rfft's two largest magnitudes.
    let numpy = [
        1.070_833_333_333_333,
        0.443_452_380_952_381,
        0.063_690_476_190_476,
    ];
    for backend in backends() {
        let c = fit_and_spectrum::fit(backend).unwrap();
        for (got, want) in c.iter().zip(numpy) {
            assert!((got - want).abs() < 1e-10, "{c:?} on {}", backend.name());
        }
        let peaks = fit_and_spectrum::strongest_frequencies(backend).unwrap();
        assert_eq!(peaks, [5.0, 12.0], "on {}", backend.name());
    }
}
