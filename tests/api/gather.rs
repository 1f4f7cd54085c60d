//! The gather family (`take_along_axis`, `gather`, `gather_nd`) against the results NumPy's
//! and TensorFlow's documentation gives for the same values, on every backend and for every
//! dtype each holds; the index argument (`ivy::Indices`) of every integer dtype, never
//! promoted with the data, and its errors.

use ivy::Dtype::*;
use ivy::{Array, Dtype};

use crate::numeric_support::{arr, held, on_each_backend, values};

/// The integer dtypes, every one of which an index argument may have.
const INTEGERS: [Dtype; 8] = [Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64];

/// NumPy's example array of `take_along_axis`: `[[10, 30, 20], [60, 40, 50]]`.
fn numpy_a(dtype: Dtype) -> Array {
    arr(&[2, 3], &[10.0, 30.0, 20.0, 60.0, 40.0, 50.0], dtype)
}

/// Index positions of `shape` in `dtype`, on the ndarray backend (which holds every dtype: the
/// call moves them to its own).
fn positions(shape: &[usize], at: &[f64], dtype: Dtype) -> Array {
    ivy::with_backend(ivy::init().unwrap(), || arr(shape, at, dtype))
}

/// `expected` as `dtype` holds it (`bool` keeps whether a value is nonzero).
fn held_as(dtype: Dtype, expected: &[f64]) -> Vec<f64> {
    let truth = |v: &f64| {
        if dtype == Bool {
            (*v != 0.0) as u8 as f64
        } else {
            *v
        }
    };
    expected.iter().map(truth).collect()
}

/// `y` has `x`'s dtype, `shape`, and the values `expected`.
fn assert_result(y: &Array, x: &Array, shape: &[usize], expected: &[f64]) {
    assert_eq!(y.dtype(), x.dtype(), "the data's dtype, never promoted");
    assert_eq!(y.shape(), shape);
    assert_eq!(values(y), held_as(x.dtype(), expected), "in {}", x.dtype());
}

#[test]
fn take_along_axis_matches_numpy_docs_for_every_dtype() {
    on_each_backend(|b| {
        for d in held(b, &Dtype::ALL) {
            if d.is_complex() {
                continue; // values() reads real arrays
            }
            let a = numpy_a(d);
            // np.take_along_axis(a, np.argsort(a, axis=1), axis=1)
            let order = positions(&[2, 3], &[0.0, 2.0, 1.0, 1.0, 2.0, 0.0], Int64);
            let y = ivy::take_along_axis(&a, &order, 1).unwrap();
            assert_result(&y, &a, &[2, 3], &[10.0, 20.0, 30.0, 40.0, 50.0, 60.0]);
            // np.expand_dims(np.argmax(a, axis=1), axis=1) is [[1], [0]]: [[30], [60]].
            let max = positions(&[2, 1], &[1.0, 0.0], Int64);
            let y = ivy::take_along_axis(&a, &max, 1).unwrap();
            assert_result(&y, &a, &[2, 1], &[30.0, 60.0]);
            // Along axis 0, [[0, 1, 0], [1, 0, 1]]: column 1 swapped, [[10, 40, 20], [60, 30, 50]].
            let order0 = positions(&[2, 3], &[0.0, 1.0, 0.0, 1.0, 0.0, 1.0], Int64);
            let y = ivy::take_along_axis(&a, &order0, 0).unwrap();
            assert_result(&y, &a, &[2, 3], &[10.0, 40.0, 20.0, 60.0, 30.0, 50.0]);
        }
    });
}

#[test]
fn take_along_axis_counts_negatives_from_the_end_and_broadcasts() {
    on_each_backend(|_| {
        let a = numpy_a(Float32);
        // [[-1], [-3]] along axis 1: a[0, 2] = 20, a[1, 0] = 60.
        let at = positions(&[2, 1], &[-1.0, -3.0], Int64);
        let y = ivy::take_along_axis(&a, &at, -1).unwrap();
        assert_result(&y, &a, &[2, 1], &[20.0, 60.0]);
        // One row of indices [[2, 0]] broadcast over both rows (NumPy broadcasts the other
        // axes): [[20, 10], [50, 60]].
        let row = positions(&[1, 2], &[2.0, 0.0], Int64);
        let y = ivy::take_along_axis(&a, &row, 1).unwrap();
        assert_result(&y, &a, &[2, 2], &[20.0, 10.0, 50.0, 60.0]);
        // A length-1 `arr` axis broadcast against the indices': a[:1] at [[0], [2]] along 1.
        let first = ivy::get_item(&a, ivy::s![..1]).unwrap();
        let at = positions(&[2, 1], &[0.0, 2.0], Int64);
        let y = ivy::take_along_axis(&first, &at, 1).unwrap();
        assert_result(&y, &first, &[2, 1], &[10.0, 20.0]);
        // No positions: an empty result of the indices' length.
        let none = positions(&[2, 0], &[], Int64);
        let y = ivy::take_along_axis(&a, &none, 1).unwrap();
        assert_eq!(y.shape(), [2, 0]);
    });
}

/// The lead's example: each row's log-probability at its label,
/// `take_along_axis(logp, labels[:, None], axis=1)`.
#[test]
fn take_along_axis_picks_each_rows_label() {
    on_each_backend(|_| {
        let logp = arr(&[3, 2], &[-0.5, -1.5, -2.0, -0.25, -1.0, -0.75], Float32);
        let labels = positions(&[3], &[1.0, 0.0, 1.0], Uint8);
        let column = ivy::expand_dims::with(&labels).axis(&[1]).call().unwrap();
        let y = ivy::take_along_axis(&logp, &column, 1).unwrap();
        assert_result(&y, &logp, &[3, 1], &[-1.5, -2.0, -0.75]);
    });
}

#[test]
fn an_index_of_every_integer_dtype_is_taken_and_never_promoted() {
    on_each_backend(|_| {
        // int16 (held by both backends) promotes with every integer dtype but int8 and uint8.
        let a = numpy_a(Int16);
        for d in INTEGERS {
            let at = positions(&[2, 1], &[2.0, 1.0], d);
            let y = ivy::take_along_axis(&a, &at, 1).unwrap();
            // int16 data with int64 (or uint64) indices stays int16.
            assert_result(&y, &a, &[2, 1], &[20.0, 40.0]);
            let g = ivy::gather::with(&a, &at).axis(1).call().unwrap();
            assert_eq!((g.dtype(), g.shape()), (Int16, &[2, 2, 1][..]), "{d}");
            let t = ivy::take_along_axis::output_type(&a.tensor_type(), &at.tensor_type(), 1, None)
                .unwrap();
            assert_eq!(t.to_string(), "int16[2, 1]");
        }
    });
}

#[test]
fn an_index_of_another_dtype_is_refused_naming_the_parameter() {
    on_each_backend(|_| {
        let a = numpy_a(Float32);
        for d in [Float32, Float64, Bool, Complex64] {
            let at = positions(&[2, 1], &[1.0, 0.0], d);
            let want = format!(
                "take_along_axis: `indices` must be of an integer dtype {{int8, int16, int32, \
                 int64, uint8, uint16, uint32, uint64}}, not {d}"
            );
            let e = ivy::take_along_axis(&a, &at, 1).unwrap_err();
            assert_eq!(e.to_string(), want);
            // The type gives the call's error.
            let e = ivy::take_along_axis::output_type(&a.tensor_type(), &at.tensor_type(), 1, None)
                .unwrap_err();
            assert_eq!(e.to_string(), want);
            let e = ivy::gather::with(&a, &at).axis(0).call().unwrap_err();
            assert!(
                e.to_string()
                    .starts_with("gather: `indices` must be of an integer dtype"),
                "{e}"
            );
            let e = ivy::gather_nd(&a, &at).unwrap_err();
            assert!(e.to_string().starts_with("gather_nd: `indices`"), "{e}");
        }
    });
}

#[test]
fn take_along_axis_errors_name_the_axis_and_length() {
    on_each_backend(|_| {
        let a = numpy_a(Float32);
        let at = positions(&[2, 1], &[3.0, 0.0], Int64);
        let e = ivy::take_along_axis(&a, &at, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "take_along_axis: index 3 is out of range for axis 1 of length 3 (valid: -3 to 2)"
        );
        let at = positions(&[1, 3], &[0.0, -3.0, 1.0], Int16);
        let e = ivy::take_along_axis(&a, &at, 0).unwrap_err();
        assert_eq!(
            e.to_string(),
            "take_along_axis: index -3 is out of range for axis 0 of length 2 (valid: -2 to 1)"
        );
        // A uint64 beyond i64::MAX is out of range too (not wrapped to a negative position).
        let huge = ivy::with_backend(ivy::init().unwrap(), || {
            ivy::asarray(ivy::HostArray::new(vec![2, 1], vec![u64::MAX, 0]).unwrap()).unwrap()
        });
        let e = ivy::take_along_axis(&a, &huge, 1).unwrap_err();
        assert!(
            e.to_string()
                .contains("index 9223372036854775807 is out of range for axis 1"),
            "{e}"
        );
        // Dimensions that differ in number, or broadcast neither way.
        let flat = positions(&[2], &[0.0, 1.0], Int64);
        let e = ivy::take_along_axis(&a, &flat, 1).unwrap_err();
        assert_eq!(
            e.to_string(),
            "take_along_axis: `indices` of shape [2] has 1 dimension(s) and `arr` of shape \
             [2, 3] has 2; they must have as many"
        );
        let three = positions(&[3, 1], &[0.0, 1.0, 2.0], Int64);
        let e = ivy::take_along_axis(&a, &three, 1).unwrap_err();
        assert!(e.to_string().contains("do not broadcast"), "{e}");
        let e = ivy::take_along_axis(&a, &flat, 2).unwrap_err();
        assert!(e.to_string().contains("take_along_axis"), "{e}");
    });
}

#[test]
fn gather_matches_tensorflow_docs() {
    on_each_backend(|b| {
        for d in held(b, &Dtype::ALL) {
            if d.is_complex() {
                continue;
            }
            let p = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            let i = positions(&[2], &[2.0, 0.0], Int32);
            // tf.gather(p, [2, 0], axis=-1): [[3, 1], [6, 4]].
            let y = ivy::gather(&p, &i).unwrap();
            assert_result(&y, &p, &[2, 2], &[3.0, 1.0, 6.0, 4.0]);
            // axis 0 at [1, 0]: the rows swapped, [[4, 5, 6], [1, 2, 3]].
            let rows = positions(&[2], &[1.0, 0.0], Int64);
            let y = ivy::gather::with(&p, &rows).axis(0).call().unwrap();
            assert_result(&y, &p, &[2, 3], &[4.0, 5.0, 6.0, 1.0, 2.0, 3.0]);
        }
        // Ivy's docs: gather([0., 1., 2.], [1, 2]) is [1., 2.].
        let x = arr(&[3], &[0.0, 1.0, 2.0], Float32);
        let y = ivy::gather(&x, &positions(&[2], &[1.0, 2.0], Int64)).unwrap();
        assert_result(&y, &x, &[2], &[1.0, 2.0]);
        // Two-dimensional indices take their shape into the result: [[10, 20], [30, 40]].
        let x = arr(&[4], &[10.0, 20.0, 30.0, 40.0], Float32);
        let i = positions(&[2, 2], &[0.0, 1.0, 2.0, -1.0], Int64);
        let y = ivy::gather::with(&x, &i).axis(0).call().unwrap();
        assert_result(&y, &x, &[2, 2], &[10.0, 20.0, 30.0, 40.0]);
        // gather(p (2 x 3), i (2 x 2), axis 1): shape [2, 2, 2].
        let p = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], Float32);
        let i = positions(&[2, 2], &[0.0, 2.0, 1.0, 1.0], Int64);
        let y = ivy::gather::with(&p, &i).axis(1).call().unwrap();
        assert_result(
            &y,
            &p,
            &[2, 2, 2],
            &[1.0, 3.0, 2.0, 2.0, 4.0, 6.0, 5.0, 5.0],
        );
        // batch_dims 1: row r gathers from its own row, [[1, 3], [5, 5]].
        let y = ivy::gather::with(&p, &i)
            .axis(1)
            .batch_dims(1)
            .call()
            .unwrap();
        assert_result(&y, &p, &[2, 2], &[1.0, 3.0, 5.0, 5.0]);
        // batch_dims -1 counts from the end of the indices' dimensions: the same as 1.
        let y = ivy::gather::with(&p, &i)
            .axis(1)
            .batch_dims(-1)
            .call()
            .unwrap();
        assert_result(&y, &p, &[2, 2], &[1.0, 3.0, 5.0, 5.0]);
        let t = ivy::gather::output_type(&p.tensor_type(), &i.tensor_type(), 1, 0, None).unwrap();
        assert_eq!(t.to_string(), "float32[2, 2, 2]");
    });
}

#[test]
fn gather_errors_name_what_is_wrong() {
    on_each_backend(|_| {
        let p = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], Float32);
        let e = ivy::gather::with(&p, &positions(&[1], &[-4.0], Int64))
            .axis(1)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather: index -4 is out of range for axis 1 of length 3 (valid: -3 to 2)"
        );
        let i = positions(&[2, 1], &[0.0, 1.0], Int64);
        let e = ivy::gather::with(&p, &i)
            .axis(0)
            .batch_dims(1)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather: `batch_dims` (1) must not exceed the axis gathered along (0)"
        );
        let e = ivy::gather::with(&p, &i)
            .axis(1)
            .batch_dims(3)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather: `batch_dims` is 3; with `indices` of 2 dimension(s) it must be in -2 to 2"
        );
        let three = positions(&[3], &[0.0, 1.0, 2.0], Int64);
        let e = ivy::gather::with(&p, &three)
            .axis(1)
            .batch_dims(1)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather: the batch dimensions of `params` [2, 3] and `indices` [3] differ at axis 0"
        );
        let e = ivy::gather::with(&p, &three).axis(2).call().unwrap_err();
        assert!(e.to_string().contains("axis 2 is out of range"), "{e}");
    });
}

#[test]
fn gather_nd_matches_tensorflow_docs() {
    on_each_backend(|b| {
        for d in held(b, &Dtype::ALL) {
            if d.is_complex() {
                continue;
            }
            // params [['a', 'b'], ['c', 'd']] as [[1, 2], [3, 4]].
            let p = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            // indices [[0, 0], [1, 1]]: ['a', 'd'].
            let i = positions(&[2, 2], &[0.0, 0.0, 1.0, 1.0], Int64);
            let y = ivy::gather_nd(&p, &i).unwrap();
            assert_result(&y, &p, &[2], &[1.0, 4.0]);
            // indices [[1], [0]]: [['c', 'd'], ['a', 'b']].
            let i = positions(&[2, 1], &[1.0, 0.0], Uint32);
            let y = ivy::gather_nd(&p, &i).unwrap();
            assert_result(&y, &p, &[2, 2], &[3.0, 4.0, 1.0, 2.0]);
        }
        // batch_dims 1: indices [[1], [0]] over params [[[a0, b0], [c0, d0]], [[a1, b1],
        // [c1, d1]]] (0..8 here): [[c0, d0], [a1, b1]].
        let v: Vec<f64> = (0..8).map(f64::from).collect();
        let p = arr(&[2, 2, 2], &v, Float64);
        let i = positions(&[2, 1], &[1.0, 0.0], Int64);
        let y = ivy::gather_nd::with(&p, &i).batch_dims(1).call().unwrap();
        assert_result(&y, &p, &[2, 2], &[2.0, 3.0, 4.0, 5.0]);
        // Negative positions count from the end: [[-1, -2, 0]] is element (1, 0, 0) = 4.
        let i = positions(&[1, 3], &[-1.0, -2.0, 0.0], Int8);
        let y = ivy::gather_nd(&p, &i).unwrap();
        assert_result(&y, &p, &[1], &[4.0]);
        let t = ivy::gather_nd::output_type(&p.tensor_type(), &i.tensor_type(), 0, None).unwrap();
        assert_eq!(t.to_string(), "float64[1]");
    });
}

#[test]
fn gather_nd_errors_name_what_is_wrong() {
    on_each_backend(|_| {
        let p = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], Float32);
        let i = positions(&[1, 2], &[0.0, 2.0], Int64);
        let e = ivy::gather_nd(&p, &i).unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather_nd: index 2 is out of range for axis 1 of length 2 (valid: -2 to 1)"
        );
        let i = positions(&[1, 3], &[0.0, 0.0, 0.0], Int64);
        let e = ivy::gather_nd(&p, &i).unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather_nd: `indices` [1, 3] gives positions in 3 dimension(s) after 0 batch \
             dimension(s), but `params` [2, 2] has 2"
        );
        let scalar = positions(&[], &[0.0], Int64);
        let e = ivy::gather_nd(&p, &scalar).unwrap_err();
        assert_eq!(
            e.to_string(),
            "gather_nd: `indices` must have at least one dimension (its last holds positions)"
        );
        // The last dimension unknown to a type: the result's rank is unknown.
        let t = ivy::TensorType::new(Int64, [Some(2), None]);
        let e = ivy::gather_nd::output_type(&p.tensor_type(), &t, 0, None).unwrap_err();
        assert!(e.to_string().contains("must be known"), "{e}");
    });
}

#[test]
fn scatter_nd_matches_tensorflow_docs() {
    use ivy::ScatterReduction::{Replace, Sum};
    on_each_backend(|b| {
        for d in held(b, &Dtype::ALL) {
            if d.is_complex() || d == Bool {
                continue; // bool has no sum (unsupported, below)
            }
            // tf.scatter_nd([[4], [3], [1], [7]], [9, 10, 11, 12], [8]).
            let at = positions(&[4, 1], &[4.0, 3.0, 1.0, 7.0], Int64);
            let u = arr(&[4], &[9.0, 10.0, 11.0, 12.0], d);
            let y = ivy::scatter_nd::with(&at, &u, &[8])
                .reduction(Sum)
                .call()
                .unwrap();
            assert_result(&y, &u, &[8], &[0.0, 11.0, 0.0, 10.0, 9.0, 0.0, 0.0, 12.0]);
            // Slices: tf.scatter_nd([[0], [2]], updates (2 x 4), [4, 4]) fills rows 0 and 2.
            let at = positions(&[2, 1], &[0.0, 2.0], Uint8);
            let v: Vec<f64> = (1..=8).map(f64::from).collect();
            let u = arr(&[2, 4], &v, d);
            let y = ivy::scatter_nd::with(&at, &u, &[4, 4])
                .reduction(Sum)
                .call()
                .unwrap();
            let mut want = vec![0.0; 16];
            want[..4].copy_from_slice(&v[..4]);
            want[8..12].copy_from_slice(&v[4..]);
            assert_result(&y, &u, &[4, 4], &want);
        }
        // Repeated positions: summed (Ivy's default), or the last kept.
        let at = positions(&[3, 1], &[1.0, -2.0, 0.0], Int32);
        let u = arr(&[3], &[2.0, 5.0, 1.0], Float32);
        let y = ivy::scatter_nd::with(&at, &u, &[3])
            .reduction(Sum)
            .call()
            .unwrap();
        assert_result(&y, &u, &[3], &[1.0, 7.0, 0.0]);
        let y = ivy::scatter_nd::with(&at, &u, &[3])
            .reduction(Replace)
            .call()
            .unwrap();
        assert_result(&y, &u, &[3], &[1.0, 5.0, 0.0]);
        // Element positions in two dimensions: [[0, 1], [1, 0]] of a 2 x 2.
        let at = positions(&[2, 2], &[0.0, 1.0, 1.0, 0.0], Int64);
        let y = ivy::scatter_nd::with(&at, &arr(&[2], &[3.0, 4.0], Int32), &[2, 2])
            .reduction(Sum)
            .call()
            .unwrap();
        assert_eq!(values(&y), [0.0, 3.0, 4.0, 0.0]);
        let t = ivy::scatter_nd::output_type(
            &at.tensor_type(),
            &ivy::TensorType::known(Int32, &[2]),
            &[2, 2],
            Sum,
            None,
        )
        .unwrap();
        assert_eq!(t.to_string(), "int32[2, 2]");
    });
}

#[test]
fn scatter_nd_errors_name_what_is_wrong() {
    use ivy::ScatterReduction::Sum;
    on_each_backend(|_| {
        let u = arr(&[2], &[1.0, 2.0], Float32);
        let at = positions(&[2, 1], &[0.0, 4.0], Int64);
        let e = ivy::scatter_nd::with(&at, &u, &[4])
            .reduction(Sum)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "scatter_nd: index 4 is out of range for axis 0 of length 4 (valid: -4 to 3)"
        );
        let at = positions(&[3, 1], &[0.0, 1.0, 2.0], Int64);
        let e = ivy::scatter_nd::with(&at, &u, &[4])
            .reduction(Sum)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "scatter_nd: `updates` has shape [2], but `indices` [3, 1] into `shape` [4] takes \
             updates of shape [3]"
        );
        let at = positions(&[1, 2], &[0.0, 1.0], Int64);
        let e = ivy::scatter_nd::with(&at, &u, &[4])
            .reduction(Sum)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "scatter_nd: `indices` [1, 2] gives positions in 2 dimension(s), but `shape` [4] \
             has 1"
        );
        let at = positions(&[2, 1], &[0.0, 1.0], Float64);
        let e = ivy::scatter_nd::with(&at, &u, &[4])
            .reduction(Sum)
            .call()
            .unwrap_err();
        assert!(
            e.to_string().starts_with("scatter_nd: `indices` must be"),
            "{e}"
        );
    });
    // bool updates have no sum: declared unsupported on ndarray.
    ivy::with_backend(ivy::init().unwrap(), || {
        let at = positions(&[1, 1], &[0.0], Int64);
        let e = ivy::scatter_nd::with(&at, &arr(&[1], &[1.0], Bool), &[2])
            .reduction(Sum)
            .call()
            .unwrap_err();
        assert!(matches!(e, ivy::Error::UnsupportedDtype { .. }), "{e}");
    });
}

#[test]
fn put_along_axis_matches_numpy_docs() {
    use ivy::ScatterReduction::{Replace, Sum};
    on_each_backend(|b| {
        for d in held(b, &Dtype::ALL) {
            if d.is_complex() || d == Bool {
                continue; // bool is not taken (below)
            }
            // np.put_along_axis(a, np.expand_dims(np.argmax(a, axis=1), axis=1), 99, axis=1):
            // [[10, 99, 20], [99, 40, 50]].
            let a = numpy_a(d);
            let at = positions(&[2, 1], &[1.0, 0.0], Int64);
            let v = arr(&[1], &[99.0], d);
            let y = ivy::put_along_axis::with(&a, &at, &v, 1)
                .mode(Replace)
                .call()
                .unwrap();
            assert_result(&y, &a, &[2, 3], &[10.0, 99.0, 20.0, 99.0, 40.0, 50.0]);
            // `a` itself is unchanged (a new array).
            assert_eq!(values(&a), [10.0, 30.0, 20.0, 60.0, 40.0, 50.0]);
        }
        let a = numpy_a(Float32);
        // Along axis 0, one value per column, negative positions: rows 1, 0, 1.
        let at = positions(&[1, 3], &[-1.0, 0.0, 1.0], Int8);
        let v = arr(&[1, 3], &[1.0, 2.0, 3.0], Float32);
        let y = ivy::put_along_axis::with(&a, &at, &v, 0)
            .mode(Replace)
            .call()
            .unwrap();
        assert_result(&y, &a, &[2, 3], &[10.0, 2.0, 20.0, 1.0, 40.0, 3.0]);
        // Sum adds to what is there, twice where a position repeats; Replace keeps the last.
        let at = positions(&[1, 2], &[2.0, 2.0], Int64);
        let v = arr(&[1, 2], &[1.0, 5.0], Float32);
        let y = ivy::put_along_axis::with(&a, &at, &v, 1)
            .mode(Sum)
            .call()
            .unwrap();
        assert_result(&y, &a, &[2, 3], &[10.0, 30.0, 26.0, 60.0, 40.0, 56.0]);
        let y = ivy::put_along_axis::with(&a, &at, &v, 1)
            .mode(Replace)
            .call()
            .unwrap();
        assert_result(&y, &a, &[2, 3], &[10.0, 30.0, 5.0, 60.0, 40.0, 5.0]);
    });
}

#[test]
fn put_along_axis_casts_values_to_the_arrays_dtype_as_out_does() {
    use ivy::ScatterReduction::Replace;
    on_each_backend(|_| {
        let a = numpy_a(Float32);
        let at = positions(&[2, 1], &[0.0, 0.0], Int64);
        // uint8 values cast to float32 (they would promote to it): the result stays float32.
        let v = positions(&[1], &[7.0], Uint8);
        let y = ivy::put_along_axis::with(&a, &at, &v, 1)
            .mode(Replace)
            .call()
            .unwrap();
        assert_result(&y, &a, &[2, 3], &[7.0, 30.0, 20.0, 7.0, 40.0, 50.0]);
        // float64 values do not cast to float32: refused, as `out=` would refuse them.
        let v = positions(&[1], &[7.0], Float64);
        let want = "put_along_axis: `values` of float64 cannot be written into an array of \
                    float32: float64 does not cast to float32 under the active promotion rules \
                    (as `out=` would refuse it); cast them with astype first";
        let e = ivy::put_along_axis::with(&a, &at, &v, 1)
            .mode(Replace)
            .call()
            .unwrap_err();
        assert_eq!(e.to_string(), want);
        let e = ivy::put_along_axis::output_type(
            &a.tensor_type(),
            &at.tensor_type(),
            &v.tensor_type(),
            1,
            Replace,
            None,
        )
        .unwrap_err();
        assert_eq!(e.to_string(), want);
        let t = ivy::put_along_axis::output_type(
            &a.tensor_type(),
            &at.tensor_type(),
            &ivy::TensorType::known(Int16, &[1]),
            1,
            Replace,
            None,
        )
        .unwrap();
        assert_eq!(t.to_string(), "float32[2, 3]");
    });
}

#[test]
fn put_along_axis_errors_name_what_is_wrong() {
    use ivy::ScatterReduction::Replace;
    on_each_backend(|_| {
        let a = numpy_a(Float32);
        let v = arr(&[1], &[0.0], Float32);
        let at = positions(&[2, 1], &[0.0, 3.0], Int64);
        let e = ivy::put_along_axis::with(&a, &at, &v, 1)
            .mode(Replace)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "put_along_axis: index 3 is out of range for axis 1 of length 3 (valid: -3 to 2)"
        );
        let at = positions(&[2, 1], &[0.0, 1.0], Int64);
        let two = arr(&[2, 2], &[0.0; 4], Float32);
        let e = ivy::put_along_axis::with(&a, &at, &two, 1)
            .mode(Replace)
            .call()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "put_along_axis: `values` of shape [2, 2] does not broadcast to the shape [2, 1] of \
             the positions written"
        );
        let e = ivy::put_along_axis::with(&a, &at, &v, 2)
            .mode(Replace)
            .call()
            .unwrap_err();
        assert!(e.to_string().contains("axis 2 is out of range"), "{e}");
        let f = positions(&[2, 1], &[0.0, 1.0], Float32);
        let e = ivy::put_along_axis::with(&a, &f, &v, 1)
            .mode(Replace)
            .call()
            .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("put_along_axis: `indices` must be"),
            "{e}"
        );
    });
    // bool arrays are not taken (declared unsupported on ndarray).
    ivy::with_backend(ivy::init().unwrap(), || {
        let b = arr(&[2], &[1.0, 0.0], Bool);
        let at = positions(&[1], &[0.0], Int64);
        let e = ivy::put_along_axis::with(&b, &at, &b, 0)
            .mode(Replace)
            .call()
            .unwrap_err();
        assert!(matches!(e, ivy::Error::UnsupportedDtype { .. }), "{e}");
    });
}

#[test]
fn the_gather_family_writes_into_out() {
    on_each_backend(|_| {
        let a = numpy_a(Int16);
        let at = positions(&[2, 1], &[2.0, 0.0], Uint8);
        // An int32 `out` takes the int16 result (it casts), as for every function.
        let mut out = arr(&[2, 1], &[0.0, 0.0], Int32);
        let y = ivy::take_along_axis::with(&a, &at, 1)
            .out(&mut out)
            .call()
            .unwrap();
        assert_eq!((values(&out), out.dtype()), (vec![20.0, 60.0], Int32));
        assert_eq!(values(&y), [20.0, 60.0]);
        let mut out = arr(&[2, 2, 1], &[0.0; 4], Int16);
        ivy::gather::with(&a, &at)
            .axis(1)
            .out(&mut out)
            .call()
            .unwrap();
        assert_eq!(values(&out), [20.0, 10.0, 50.0, 60.0]);
        // An int8 `out` cannot take int16: refused, `out` untouched.
        let mut small = arr(&[2, 1], &[1.0, 1.0], Int16);
        let mut narrow = ivy::astype(&small, Uint8).unwrap();
        assert!(
            ivy::take_along_axis::with(&a, &at, 1)
                .out(&mut narrow)
                .call()
                .is_err()
        );
        assert_eq!(values(&narrow), [1.0, 1.0]);
        ivy::take_along_axis::with(&a, &at, 1)
            .out(&mut small)
            .call()
            .unwrap();
        assert_eq!(values(&small), [20.0, 60.0]);
    });
}
