//! Values of the searching functions on every backend and dtype, against results derived by
//! hand (NumPy gives the same), with their edge cases and bad arguments.

use crate::shape_support;

use ivy::Dtype::*;
use shape_support::{
    COMPLEX, FLOATS, INTS, arr, backends, check, each, err, ints, numeric, real, vals, vec1,
};

#[test]
fn argmax_and_argmin_find_the_first_extreme() {
    each(&numeric(), |d, at| {
        // [[1, 5, 5], [4, 0, 2]]
        let x = arr(&[1.0, 5.0, 5.0, 4.0, 0.0, 2.0], &[2, 3], d);
        let max = |axis, keep, last| {
            ivy::argmax::with(&x)
                .axis(axis)
                .keepdims(keep)
                .select_last_index(last)
                .call()
                .unwrap()
        };
        let min = |axis, keep, last| {
            ivy::argmin::with(&x)
                .axis(axis)
                .keepdims(keep)
                .select_last_index(last)
                .call()
                .unwrap()
        };
        assert_eq!(ints(&max(Some(1), false, false)), [1, 0], "{at}");
        assert_eq!(ints(&max(Some(1), false, true)), [2, 0], "{at}");
        assert_eq!(ints(&max(Some(0), false, false)), [1, 0, 0], "{at}");
        assert_eq!(ints(&max(None, false, false)), [1], "{at}");
        assert_eq!(ints(&min(Some(-1), false, false)), [0, 1], "{at}");
        assert_eq!(ints(&min(None, false, false)), [4], "{at}");
        assert_eq!(max(Some(1), true, false).shape(), &[2, 1], "{at}");
        assert_eq!(max(None, true, false).shape(), &[1, 1], "{at}");
        assert_eq!(max(None, false, false).shape(), &[] as &[usize], "{at}");
        // A 0-d array is its own extreme; an empty axis has none.
        let s = arr(&[3.0], &[], d);
        assert_eq!(ints(&ivy::argmin(&s).unwrap()), [0]);
        let e = arr(&[], &[2, 0], d);
        let m = err(ivy::argmax::with(&e).axis(1).call());
        assert!(m.contains("axis 1 is empty"), "{m}");
        assert!(err(ivy::argmin(&e)).contains("is empty"));
        // No positions to fill: an empty result.
        assert_eq!(ivy::argmax::with(&e).axis(0).call().unwrap().shape(), &[0]);
        assert!(ivy::argmax::with(&x).axis(2).call().is_err());
    });
}

#[test]
fn nan_is_the_extreme_either_way_and_complex_compares_lexicographically() {
    each(&FLOATS, |d, at| {
        let x = vec1(&[1.0, f64::NAN, 3.0, f64::NAN], d);
        assert_eq!(ints(&ivy::argmax(&x).unwrap()), [1], "{at}");
        assert_eq!(ints(&ivy::argmin(&x).unwrap()), [1], "{at}");
        assert_eq!(
            ints(
                &ivy::argmax::with(&x)
                    .select_last_index(true)
                    .call()
                    .unwrap()
            ),
            [3],
            "{at}"
        );
        let inf = vec1(&[-f64::INFINITY, f64::INFINITY, -0.0, 0.0], d);
        assert_eq!(ints(&ivy::argmax(&inf).unwrap()), [1]);
        assert_eq!(ints(&ivy::argmin(&inf).unwrap()), [0]);
        // -0.0 and 0.0 are equal: the first is the largest.
        let z = vec1(&[-0.0, 0.0], d);
        assert_eq!(ints(&ivy::argmax(&z).unwrap()), [0], "{at}");
    });
    each(&INTS, |d, at| {
        let info = ivy::iinfo(d).unwrap();
        let x = vec1(&[1.0, info.max as f64, info.min as f64], d);
        assert_eq!(ints(&ivy::argmax(&x).unwrap()), [1], "{at}");
        assert_eq!(ints(&ivy::argmin(&x).unwrap()), [2], "{at}");
    });
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        if backend.valid_dtypes().contains(Complex128) {
            // 1+0j < 1+2j < 2-1j, and 1-2j < 1+0j: by real part, then imaginary part (NumPy).
            let z = complex(&[(1.0, 0.0), (1.0, 2.0), (2.0, -1.0), (1.0, -2.0)]);
            assert_eq!(ints(&ivy::argmax(&z).unwrap()), [2]);
            assert_eq!(ints(&ivy::argmin(&z).unwrap()), [3]);
        }
        if backend.valid_dtypes().contains(Bool) {
            let b = vec1(&[0.0, 1.0, 1.0], Bool);
            assert_eq!(ints(&ivy::argmax(&b).unwrap()), [1]);
            assert_eq!(
                ints(
                    &ivy::argmax::with(&b)
                        .select_last_index(true)
                        .call()
                        .unwrap()
                ),
                [2]
            );
            assert_eq!(ints(&ivy::argmin(&b).unwrap()), [0]);
        }
    }
}

/// A `complex128` array of `(re, im)` pairs, on the backend set.
fn complex(pairs: &[(f64, f64)]) -> ivy::Array {
    let v: Vec<num_complex::Complex64> = pairs
        .iter()
        .map(|&(re, im)| num_complex::Complex64::new(re, im))
        .collect();
    let host = ivy::HostArray::new(vec![v.len()], v).unwrap();
    ivy::asarray(host).unwrap()
}

#[test]
fn where_picks_by_truth_and_broadcasts() {
    each(&real(), |d, at| {
        let c = vec1(&[1.0, 0.0, 1.0], d);
        let x = vec1(&[1.0, 2.0, 3.0], d);
        let y = ivy::where_(&c, &x, 0).unwrap();
        check(&y, &[3], d, &[1.0, 0.0, 3.0], at);
        // A column condition against a row and a scalar: [[1, 2, 3], [9, 9, 9]].
        let col = arr(&[1.0, 0.0], &[2, 1], d);
        let y = ivy::where_(&col, &x, 9).unwrap();
        check(&y, &[2, 3], d, &[1.0, 2.0, 3.0, 9.0, 9.0, 9.0], at);
        let e = arr(&[], &[0], d);
        assert_eq!(ivy::where_(&e, &e, &e).unwrap().shape(), &[0], "{at}");
        let big = ivy::broadcast_to(&vec1(&[1.0], d), &[1 << 16]).unwrap();
        let column = ivy::reshape(&big, &[-1, 1]).unwrap();
        let row = ivy::reshape(&big, &[1, -1]).unwrap();
        // 2^16 by 2^16 by 2^16 elements: addressable, more than memory.
        let cube = ivy::reshape(&big, &[-1, 1, 1]).unwrap();
        let w = ivy::where_(&cube, &column, &row);
        assert!(w.is_err(), "{at}");
        let m = err(ivy::where_(&vec1(&[1.0, 0.0], d), &x, 0));
        assert!(m.contains("where_"), "{m}");
    });
    each(&FLOATS, |d, at| {
        // NaN is true and -0.0 false, as NumPy's truth.
        let c = vec1(&[f64::NAN, -0.0, 0.5], d);
        let y = ivy::where_(&c, 1, 2).unwrap();
        assert_eq!(vals(&y), [1.0, 2.0, 1.0], "{at}");
    });
    each(&[Float32], |_, at| {
        // x1 and x2 promote (int16 with float32 is float32); the condition does not take part.
        let c = vec1(&[1.0, 0.0], Float64);
        let y = ivy::where_(&c, &vec1(&[1.0, 2.0], Int16), &vec1(&[0.5, 0.5], Float32));
        check(&y.unwrap(), &[2], Float32, &[1.0, 0.5], at);
    });
    // A bool condition made on ndarray selects between arrays on any backend.
    ivy::init().unwrap();
    let mask = vec1(&[1.0, 0.0], Bool);
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        let (a, b) = (vec1(&[1.0, 2.0], Int32), vec1(&[7.0, 8.0], Int32));
        let y = ivy::where_(&mask, &a, &b).unwrap();
        check(&y, &[2], Int32, &[1.0, 8.0], backend.name());
    }
}

#[test]
fn nonzero_and_argwhere_give_positions_in_row_major_order() {
    each(&numeric(), |d, at| {
        // [[0, 3], [4, 0]]
        let x = arr(&[0.0, 3.0, 4.0, 0.0], &[2, 2], d);
        let p = ivy::nonzero(&x).unwrap();
        assert_eq!((ints(&p[0]), ints(&p[1])), (vec![0, 1], vec![1, 0]), "{at}");
        let p = ivy::nonzero::with(&x)
            .size(3)
            .fill_value(-1)
            .call()
            .unwrap();
        assert_eq!(
            (ints(&p[0]), ints(&p[1])),
            (vec![0, 1, -1], vec![1, 0, -1]),
            "{at}"
        );
        assert!(
            ivy::nonzero::with(&x)
                .size(1 << 60)
                .fill_value(-1)
                .call()
                .is_err(),
            "{at}"
        );
        let p = ivy::nonzero::with(&x)
            .size(1)
            .fill_value(-1)
            .call()
            .unwrap();
        assert_eq!((ints(&p[0]), ints(&p[1])), (vec![0], vec![1]), "{at}");
        let w = ivy::argwhere(&x).unwrap();
        assert_eq!(
            (w.shape(), ints(&w)),
            (&[2, 2][..], vec![0, 1, 1, 0]),
            "{at}"
        );
        // 0-d: nonzero refuses it (NumPy 2); argwhere gives one row of no coordinates.
        let s = arr(&[5.0], &[], d);
        assert!(err(ivy::nonzero(&s)).contains("0-d array"));
        assert_eq!(ivy::argwhere(&s).unwrap().shape(), &[1, 0], "{at}");
        let z = arr(&[0.0], &[], d);
        assert_eq!(ivy::argwhere(&z).unwrap().shape(), &[0, 0], "{at}");
        let e = arr(&[], &[0], d);
        let p = ivy::nonzero(&e).unwrap();
        assert_eq!((p.len(), p[0].shape()), (1, &[0][..]), "{at}");
    });
    each(&FLOATS, |d, at| {
        let x = vec1(&[f64::NAN, -0.0, f64::INFINITY, 0.0], d);
        let p = ivy::nonzero(&x).unwrap();
        assert_eq!(ints(&p[0]), [0, 2], "{at}");
    });
    // `out` takes one array per axis.
    each(&[Int64], |d, at| {
        let x = arr(&[0.0, 3.0, 4.0, 0.0], &[2, 2], d);
        let mut outs = vec![vec1(&[9.0, 9.0], Int64), vec1(&[9.0, 9.0], Int64)];
        ivy::nonzero::with(&x).out(&mut outs).call().unwrap();
        assert_eq!(
            (ints(&outs[0]), ints(&outs[1])),
            (vec![0, 1], vec![1, 0]),
            "{at}"
        );
    });
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        if backend.valid_dtypes().contains(Bool) {
            let b = vec1(&[0.0, 1.0, 1.0], Bool);
            assert_eq!(ints(&ivy::nonzero(&b).unwrap()[0]), [1, 2]);
        }
        if backend.valid_dtypes().contains(Complex64) {
            let c = vec1(&[0.0, 2.0], COMPLEX[0]);
            assert_eq!(ints(&ivy::argwhere(&c).unwrap()), [1]);
        }
    }
}
