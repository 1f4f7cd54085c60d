//! Values of the sorting functions on every backend and dtype, against results derived by hand
//! (NumPy's stable sort gives the same), with their edge cases and bad arguments.

use crate::shape_support;

use ivy::Dtype::*;
use ivy::Side;
use shape_support::{FLOATS, INTS, arr, backends, check, each, err, ints, numeric, vals, vec1};

#[test]
fn sort_and_argsort_along_an_axis_stably() {
    each(&numeric(), |d, at| {
        let x = vec1(&[3.0, 1.0, 2.0, 1.0], d);
        let s = ivy::sort(&x).unwrap();
        check(&s, &[4], d, &[1.0, 1.0, 2.0, 3.0], at);
        let s = ivy::sort::with(&x).axis(0).descending(true).call().unwrap();
        check(&s, &[4], d, &[3.0, 2.0, 1.0, 1.0], at);
        // Equal elements keep their order, ascending and descending.
        assert_eq!(
            ints(&ivy::argsort::with(&x).axis(0).call().unwrap()),
            [1, 3, 2, 0],
            "{at}"
        );
        assert_eq!(
            ints(
                &ivy::argsort::with(&x)
                    .axis(0)
                    .descending(true)
                    .stable(false)
                    .call()
                    .unwrap()
            ),
            [0, 2, 1, 3],
            "{at}"
        );
        // [[4, 1], [2, 3]]: each column along axis 0, each row along axis 1.
        let m = arr(&[4.0, 1.0, 2.0, 3.0], &[2, 2], d);
        check(
            &ivy::sort::with(&m).axis(0).call().unwrap(),
            &[2, 2],
            d,
            &[2.0, 1.0, 4.0, 3.0],
            at,
        );
        check(
            &ivy::sort::with(&m).axis(1).call().unwrap(),
            &[2, 2],
            d,
            &[1.0, 4.0, 2.0, 3.0],
            at,
        );
        let a = ivy::argsort::with(&m).axis(0).call().unwrap();
        assert_eq!(
            (a.shape(), ints(&a)),
            (&[2, 2][..], vec![1, 0, 0, 1]),
            "{at}"
        );
        let e = arr(&[], &[2, 0], d);
        assert_eq!(
            ivy::sort::with(&e).axis(1).call().unwrap().shape(),
            &[2, 0],
            "{at}"
        );
        assert_eq!(
            ivy::argsort::with(&e).axis(0).call().unwrap().shape(),
            &[2, 0],
            "{at}"
        );
        assert!(ivy::sort::with(&m).axis(2).call().is_err());
        assert!(ivy::argsort(&arr(&[1.0], &[], d)).is_err());
    });
}

#[test]
fn nan_sorts_last_and_signed_zeros_keep_their_order() {
    each(&FLOATS, |d, at| {
        let x = vec1(&[3.0, f64::NAN, -1.0, f64::INFINITY, -f64::INFINITY], d);
        let s = vals(&ivy::sort::with(&x).axis(0).call().unwrap());
        assert_eq!(&s[..4], [-f64::INFINITY, -1.0, 3.0, f64::INFINITY], "{at}");
        assert!(s[4].is_nan(), "{at}");
        // Descending is the reverse order: NaN first.
        let s = vals(&ivy::sort::with(&x).axis(0).descending(true).call().unwrap());
        assert!(s[0].is_nan(), "{at}");
        assert_eq!(&s[1..], [f64::INFINITY, 3.0, -1.0, -f64::INFINITY], "{at}");
        assert_eq!(
            ints(&ivy::argsort::with(&x).axis(0).call().unwrap()),
            [4, 2, 0, 3, 1]
        );
        let z = vals(
            &ivy::sort::with(&vec1(&[0.0, -0.0], d))
                .axis(0)
                .call()
                .unwrap(),
        );
        assert!(z[0].is_sign_positive() && z[1].is_sign_negative(), "{at}");
    });
    each(&INTS, |d, at| {
        let info = ivy::iinfo(d).unwrap();
        let (lo, hi) = (info.min as f64, info.max as f64);
        let s = ivy::sort::with(&vec1(&[hi, 1.0, lo], d))
            .axis(0)
            .call()
            .unwrap();
        check(&s, &[3], d, &[lo, 1.0, hi], at);
    });
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        if backend.valid_dtypes().contains(Bool) {
            let b = ivy::sort::with(&vec1(&[1.0, 0.0, 1.0], Bool))
                .axis(0)
                .call()
                .unwrap();
            check(&b, &[3], Bool, &[0.0, 1.0, 1.0], "bool");
        }
    }
}

#[test]
fn searchsorted_finds_insertion_points() {
    each(&numeric(), |d, at| {
        let x = vec1(&[1.0, 2.0, 2.0, 3.0], d);
        let v = arr(&[2.0, 0.0, 4.0, 3.0], &[2, 2], d);
        let left = ivy::searchsorted(&x, &v).unwrap();
        assert_eq!(
            (left.shape(), ints(&left)),
            (&[2, 2][..], vec![1, 0, 4, 3]),
            "{at}"
        );
        let right = ivy::searchsorted::with(&x, &v)
            .side(Side::Right)
            .call()
            .unwrap();
        assert_eq!(ints(&right), [3, 0, 4, 4], "{at}");
        let e = arr(&[], &[0], d);
        assert_eq!(ints(&ivy::searchsorted(&e, &v).unwrap()), [0; 4]);
        assert_eq!(ivy::searchsorted(&x, &e).unwrap().shape(), &[0]);
        let m = err(ivy::searchsorted(&v, &x));
        assert!(m.contains("give a sorted 1-d array"), "{m}");
    });
    each(&[Int32], |d, at| {
        // A weak float scalar makes the comparison in floats, and a 0-d result.
        let x = vec1(&[1.0, 2.0, 2.0, 3.0], d);
        let p = ivy::searchsorted(&x, 2.5).unwrap();
        assert_eq!((p.shape(), ints(&p)), (&[] as &[usize], vec![3]), "{at}");
    });
    each(&FLOATS, |d, at| {
        // NaN sorts last: it goes after every number, before (left) or after (right) NaNs.
        let x = vec1(&[1.0, f64::NAN], d);
        let v = vec1(&[f64::NAN, 5.0], d);
        assert_eq!(ints(&ivy::searchsorted(&x, &v).unwrap()), [1, 1], "{at}");
        assert_eq!(
            ints(
                &ivy::searchsorted::with(&x, &v)
                    .side(Side::Right)
                    .call()
                    .unwrap()
            ),
            [2, 1],
            "{at}"
        );
    });
}
