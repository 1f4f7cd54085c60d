//! Values of the creation functions beyond zeros/ones/full/arange/asarray on every built-in
//! backend: spaced values, identity-like matrices, the `*_like` functions, grids, triangles,
//! one-hot vectors and copies, with edge values and bad input. Expected values are derived by
//! hand (or are NumPy's, as noted).

use crate::numeric_support;

use ivy::Dtype::*;
use ivy::Scalar;
use numeric_support::*;

#[test]
fn linspace_and_logspace() {
    on_each_backend(|b| {
        for d in held(b, &FLOATS) {
            let x = ivy::linspace::with(0.0, 1.0, 5).dtype(d).call().unwrap();
            assert_eq!(x.dtype(), d);
            assert_values(&x, &[5], &[0.0, 0.25, 0.5, 0.75, 1.0]);
            let y = ivy::linspace::with(0.0, 1.0, 4)
                .endpoint(false)
                .dtype(d)
                .call()
                .unwrap();
            assert_values(&y, &[4], &[0.0, 0.25, 0.5, 0.75]);
            let z = ivy::logspace::with(0.0, 3.0, 4).dtype(d).call().unwrap();
            assert_values(&z, &[4], &[1.0, 10.0, 100.0, 1000.0]);
            let w = ivy::logspace::with(0.0, 2.0, 2)
                .base(2.0)
                .endpoint(false)
                .dtype(d)
                .call()
                .unwrap();
            assert_values(&w, &[2], &[1.0, 2.0]);
        }
        // NumPy 2: integer dtypes take each value rounded down; np.linspace(-1, 0, 3,
        // dtype=int) is [-1, -1, 0], np.linspace(0, 10, 4, endpoint=False, dtype=int) [0, 2, 5, 7].
        for d in held(b, &[Int16, Int32, Int64]) {
            let x = ivy::linspace::with(-1.0, 0.0, 3).dtype(d).call().unwrap();
            assert_values(&x, &[3], &[-1.0, -1.0, 0.0]);
            let y = ivy::linspace::with(0.0, 10.0, 4)
                .endpoint(false)
                .dtype(d)
                .call()
                .unwrap();
            assert_values(&y, &[4], &[0.0, 2.0, 5.0, 7.0]);
        }
        // The edges: no values, one value (the start), a descending range.
        let e = ivy::linspace(0.0, 1.0, 0).unwrap();
        assert_eq!((e.shape(), e.dtype()), (&[0usize][..], Float32));
        assert_values(&ivy::linspace(3.0, 9.0, 1).unwrap(), &[1], &[3.0]);
        assert_values(&ivy::linspace(2.0, 0.0, 3).unwrap(), &[3], &[2.0, 1.0, 0.0]);
        let inf = ivy::linspace::with(0.0, f64::INFINITY, 2)
            .dtype(Float64)
            .call()
            .unwrap();
        assert_values(&inf, &[2], &[f64::NAN, f64::INFINITY]);
        for d in held(b, &[Uint8]) {
            assert_err(
                ivy::linspace::with(0.0, 300.0, 2).dtype(d).call(),
                &["linspace", "300", "uint8"],
            );
            // NumPy: np.linspace(0, inf, 2) is [nan, inf] (0 * inf): no integer holds them.
            assert_err(
                ivy::linspace::with(0.0, f64::INFINITY, 2).dtype(d).call(),
                &["linspace", "NaN"],
            );
        }
    });
    ivy::init().unwrap();
    assert!(ivy::linspace::with(0.0, 1.0, 2).dtype(Bool).call().is_err());
}

#[test]
fn eye_puts_ones_on_a_diagonal() {
    on_each_backend(|b| {
        for d in held(b, &[INTS.as_slice(), FLOATS.as_slice()].concat()) {
            let i = ivy::eye::with(3).dtype(d).call().unwrap();
            assert_eq!(i.dtype(), d);
            assert_values(&i, &[3, 3], &[1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0]);
            let up = ivy::eye::with(2).n_cols(3).k(1).dtype(d).call().unwrap();
            assert_values(&up, &[2, 3], &[0.0, 1.0, 0.0, 0.0, 0.0, 1.0]);
            let down = ivy::eye::with(3).n_cols(2).k(-1).dtype(d).call().unwrap();
            assert_values(&down, &[3, 2], &[0.0, 0.0, 1.0, 0.0, 0.0, 1.0]);
            let off = ivy::eye::with(2).k(5).dtype(d).call().unwrap();
            assert_values(&off, &[2, 2], &[0.0; 4]);
            let batch = ivy::eye::with(2).batch_shape(&[2]).dtype(d).call().unwrap();
            assert_values(
                &batch,
                &[2, 2, 2],
                &[1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0],
            );
            assert_eq!(
                ivy::eye::with(0).n_cols(4).dtype(d).call().unwrap().shape(),
                [0, 4]
            );
        }
        assert_err(ivy::eye(1 << 40), &["eye"]);
    });
}

#[test]
fn like_functions_keep_the_shape_and_dtype() {
    on_each_backend(|b| {
        for d in held(b, &[Int16, Uint8, Float16, Float32]) {
            let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            let z = ivy::zeros_like(&x).unwrap();
            assert_eq!((z.dtype(), z.backend()), (d, b));
            assert_values(&z, &[2, 3], &[0.0; 6]);
            assert_values(&ivy::ones_like(&x).unwrap(), &[2, 3], &[1.0; 6]);
            assert_values(&ivy::empty_like(&x).unwrap(), &[2, 3], &[0.0; 6]);
            let f = ivy::full_like(&x, Scalar::Int(7)).unwrap();
            assert_values(&f, &[2, 3], &[7.0; 6]);
            let g = ivy::full_like::with(&x, Scalar::Float(0.5))
                .dtype(Float64)
                .call()
                .unwrap();
            assert_eq!(g.dtype(), Float64);
            assert_values(&g, &[2, 3], &[0.5; 6]);
            assert_values(
                &ivy::empty::with(&[0, 2]).dtype(d).call().unwrap(),
                &[0, 2],
                &[],
            );
        }
        let i = arr(&[1], &[1.0], Int16);
        assert_err(ivy::full_like(&i, Scalar::Float(1.5)), &["1.5", "int16"]);
        assert_err(ivy::full_like(&i, Scalar::Int(1 << 20)), &["int16"]);
    });
}

#[test]
fn meshgrid_in_both_indexings() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Float32, Float64]) {
            let x = arr(&[3], &[1.0, 2.0, 3.0], d);
            let y = arr(&[2], &[7.0, 8.0], d);
            // NumPy: np.meshgrid([1, 2, 3], [7, 8]) gives two (2, 3) grids.
            let g = ivy::meshgrid(&[&x, &y]).unwrap();
            assert_values(&g[0], &[2, 3], &[1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
            assert_values(&g[1], &[2, 3], &[7.0, 7.0, 7.0, 8.0, 8.0, 8.0]);
            assert_eq!((g[0].dtype(), g[0].backend()), (d, b));
            let m = ivy::meshgrid::with(&[&x, &y])
                .indexing("ij")
                .call()
                .unwrap();
            assert_values(&m[0], &[3, 2], &[1.0, 1.0, 2.0, 2.0, 3.0, 3.0]);
            assert_values(&m[1], &[3, 2], &[7.0, 8.0, 7.0, 8.0, 7.0, 8.0]);
            let s = ivy::meshgrid::with(&[&x, &y]).sparse(true).call().unwrap();
            assert_values(&s[0], &[1, 3], &[1.0, 2.0, 3.0]);
            assert_values(&s[1], &[2, 1], &[7.0, 8.0]);
            let one = ivy::meshgrid(&[&x]).unwrap();
            assert_values(&one[0], &[3], &[1.0, 2.0, 3.0]);
            let three = ivy::meshgrid(&[&x, &y, &y]).unwrap();
            assert_eq!(three[2].shape(), [2, 3, 2]);
        }
        let x = arr(&[2], &[1.0, 2.0], Float32);
        assert!(ivy::meshgrid(&[]).unwrap().is_empty());
        assert_err(
            ivy::meshgrid::with(&[&x]).indexing("yx").call(),
            &["meshgrid", "\"yx\"", "\"ij\""],
        );
        let m = arr(&[1, 2], &[1.0, 2.0], Float32);
        assert_err(ivy::meshgrid(&[&x, &m]), &["meshgrid", "[1, 2]"]);
    });
}

#[test]
fn triangles_of_matrices() {
    on_each_backend(|b| {
        for d in held(b, &[INTS.as_slice(), FLOATS.as_slice()].concat()) {
            let x = arr(&[3, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], d);
            let l = ivy::tril(&x).unwrap();
            assert_values(&l, &[3, 3], &[1.0, 0.0, 0.0, 4.0, 5.0, 0.0, 7.0, 8.0, 9.0]);
            let l = ivy::tril::with(&x).k(-1).call().unwrap();
            assert_values(&l, &[3, 3], &[0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 7.0, 8.0, 0.0]);
            let u = ivy::triu::with(&x).k(1).call().unwrap();
            assert_values(&u, &[3, 3], &[0.0, 2.0, 3.0, 0.0, 0.0, 6.0, 0.0, 0.0, 0.0]);
            assert_values(
                &ivy::triu::with(&x).k(-5).call().unwrap(),
                &[3, 3],
                &values(&x),
            );
            let s = arr(&[2, 1, 2], &[1.0, 2.0, 3.0, 4.0], d);
            assert_values(&ivy::triu(&s).unwrap(), &[2, 1, 2], &[1.0, 2.0, 3.0, 4.0]);
            assert_values(&ivy::tril(&s).unwrap(), &[2, 1, 2], &[1.0, 0.0, 3.0, 0.0]);
            let v = arr(&[2], &[1.0, 2.0], d);
            assert_err(ivy::tril(&v), &["tril", "2 dimensions", "[2]"]);
        }
    });
}

#[test]
fn one_hot_vectors() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Int64, Uint8]) {
            let i = arr(&[3], &[0.0, 2.0, 1.0], d);
            let h = ivy::one_hot(&i, 3).unwrap();
            assert_eq!(h.dtype(), Float32);
            assert_values(&h, &[3, 3], &[1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
            // Along axis 0: column j is the vector of index j.
            let h = ivy::one_hot::with(&i, 3)
                .axis(0)
                .dtype(Int32)
                .call()
                .unwrap();
            assert_values(&h, &[3, 3], &[1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
            let h = ivy::one_hot::with(&i, 4)
                .on_value(Scalar::Int(5))
                .off_value(Scalar::Int(-1))
                .dtype(Int16)
                .call();
            if b.valid_dtypes().contains(Int16) {
                let h = h.unwrap();
                assert_eq!(h.shape(), [3, 4]);
                assert_values(
                    &h,
                    &[3, 4],
                    &[
                        5.0, -1.0, -1.0, -1.0, -1.0, -1.0, 5.0, -1.0, -1.0, 5.0, -1.0, -1.0,
                    ],
                );
            }
            let s = arr(&[2, 2], &[0.0, 1.0, 1.0, 0.0], d);
            assert_eq!(
                ivy::one_hot::with(&s, 2).axis(1).call().unwrap().shape(),
                [2, 2, 2]
            );
            assert_err(ivy::one_hot(&i, 2), &["one_hot", "2", "depth"]);
            assert_err(ivy::one_hot::with(&i, 3).axis(3).call(), &["axis"]);
            assert_err(
                ivy::one_hot::with(&i, 3)
                    .on_value(Scalar::Int(300))
                    .dtype(Uint8)
                    .call(),
                &["one_hot", "300", "uint8"],
            );
        }
    });
    ivy::init().unwrap();
    // Without a dtype, the on value's decides (Ivy's rule): an integer gives the default int.
    let i = arr(&[1], &[0.0], Int64);
    let h = ivy::one_hot::with(&i, 2)
        .on_value(Scalar::Int(3))
        .call()
        .unwrap();
    assert_eq!(h.dtype(), ivy::default_int_dtype());
    assert_values(&h, &[1, 2], &[3.0, 0.0]);
    let neg = arr(&[1], &[-1.0], Int64);
    assert_err(ivy::one_hot(&neg, 2), &["one_hot", "-1"]);
}

#[test]
fn copies_hold_the_same_values() {
    on_each_backend(|b| {
        for d in held(b, &[INTS.as_slice(), FLOATS.as_slice()].concat()) {
            let x = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            let c = ivy::copy_array(&x).unwrap();
            assert_eq!((c.dtype(), c.backend()), (d, b));
            assert_values(&c, &[2, 2], &[1.0, 2.0, 3.0, 4.0]);
            let e = ivy::copy_array(&arr(&[0], &[], d)).unwrap();
            assert_values(&e, &[0], &[]);
        }
    });
}
