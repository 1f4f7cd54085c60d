//! Values of the set functions on every backend and dtype, against results derived by hand
//! (NumPy 2's `unique_*` give the same), with their edge cases.

use crate::shape_support;

use ivy::Dtype::*;
use shape_support::{FLOATS, arr, backends, check, each, ints, numeric, vals, vec1};

#[test]
fn unique_values_counts_and_inverse() {
    each(&numeric(), |d, at| {
        // [[3, 1], [3, 2]]
        let x = arr(&[3.0, 1.0, 3.0, 2.0], &[2, 2], d);
        check(
            &ivy::unique_values(&x).unwrap(),
            &[3],
            d,
            &[1.0, 2.0, 3.0],
            at,
        );
        let (v, c) = ivy::unique_counts(&x).unwrap();
        check(&v, &[3], d, &[1.0, 2.0, 3.0], at);
        assert_eq!(ints(&c), [1, 1, 2], "{at}");
        let (v, inv) = ivy::unique_inverse(&x).unwrap();
        check(&v, &[3], d, &[1.0, 2.0, 3.0], at);
        assert_eq!(
            (inv.shape(), ints(&inv)),
            (&[2, 2][..], vec![2, 0, 2, 1]),
            "{at}"
        );
        // [5, 3, 5, 1]: values, first positions, inverse, counts.
        let y = vec1(&[5.0, 3.0, 5.0, 1.0], d);
        let (v, first, inv, c) = ivy::unique_all(&y).unwrap();
        check(&v, &[3], d, &[1.0, 3.0, 5.0], at);
        assert_eq!(ints(&first), [3, 1, 0], "{at}");
        assert_eq!(ints(&inv), [2, 1, 2, 0], "{at}");
        assert_eq!(ints(&c), [1, 1, 2], "{at}");
        // Empty and 0-d arrays.
        let e = arr(&[], &[0, 2], d);
        let (v, first, inv, c) = ivy::unique_all(&e).unwrap();
        assert_eq!(
            (v.shape(), first.shape(), c.shape()),
            (&[0][..], &[0][..], &[0][..])
        );
        assert_eq!(inv.shape(), &[0, 2], "{at}");
        let s = arr(&[4.0], &[], d);
        let (v, inv) = ivy::unique_inverse(&s).unwrap();
        check(&v, &[1], d, &[4.0], at);
        assert_eq!(
            (inv.shape(), ints(&inv)),
            (&[] as &[usize], vec![0]),
            "{at}"
        );
    });
}

#[test]
fn every_nan_is_its_own_value_and_signed_zeros_are_one() {
    each(&FLOATS, |d, at| {
        let x = vec1(&[f64::NAN, 1.0, f64::NAN, -0.0, 0.0], d);
        let (v, first, inv, c) = ivy::unique_all(&x).unwrap();
        let v = vals(&v);
        assert_eq!(&v[..2], [0.0, 1.0], "{at}");
        assert!(v[2].is_nan() && v[3].is_nan() && v.len() == 4, "{at}");
        assert_eq!(ints(&first), [3, 1, 0, 2], "{at}");
        assert_eq!(ints(&inv), [2, 1, 3, 0, 0], "{at}");
        assert_eq!(ints(&c), [2, 1, 1, 1], "{at}");
    });
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        if backend.valid_dtypes().contains(Bool) {
            let b = vec1(&[1.0, 0.0, 1.0], Bool);
            let (v, c) = ivy::unique_counts(&b).unwrap();
            check(&v, &[2], Bool, &[0.0, 1.0], "bool");
            assert_eq!(ints(&c), [1, 2]);
        }
    }
}

#[test]
fn outputs_go_into_out_and_containers() {
    each(&[Int32], |d, at| {
        let x = vec1(&[3.0, 1.0, 3.0], d);
        let (mut values, mut counts) = (vec1(&[0.0, 0.0], d), vec1(&[0.0, 0.0], Int64));
        ivy::unique_counts::with(&x)
            .out((&mut values, &mut counts))
            .call()
            .unwrap();
        assert_eq!(
            (vals(&values), ints(&counts)),
            (vec![1.0, 3.0], vec![1, 2]),
            "{at}"
        );
        // An out of the wrong shape: an error, and neither out is written.
        let (mut values, mut short) = (vec1(&[0.0, 0.0], d), vec1(&[0.0], Int64));
        assert!(
            ivy::unique_counts::with(&x)
                .out((&mut values, &mut short))
                .call()
                .is_err()
        );
        assert_eq!(vals(&values), [0.0, 0.0], "{at}");
        let c = ivy::Container::new()
            .with("a", x.clone())
            .with("b", vec1(&[2.0, 2.0], d));
        let (v, n) = ivy::unique_counts::nested(&c).unwrap();
        let (v, n) = (v.into_container().unwrap(), n.into_container().unwrap());
        assert_eq!(vals(v.at("b").unwrap()), [2.0], "{at}");
        assert_eq!(ints(n.at("a").unwrap()), [1, 2], "{at}");
    });
}
