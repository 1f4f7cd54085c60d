//! Indexing (`get_item` and `set_item` with `ivy::s![..]`) against NumPy's `x[...]` on the same
//! values, for every dtype each built-in backend holds; the expected values were written by
//! hand from NumPy's results (`np.arange(24).reshape(2, 3, 4)[q]`), or computed with NumPy
//! 2.4.6 where a comment gives the expression.

use ivy::Dtype::*;
use ivy::{Array, Index, s};

use crate::numeric_support::{arr, held, on_each_backend, values};

/// `np.arange(24).reshape(2, 3, 4)` in `dtype` (every value is exact in int8 and bfloat16;
/// bool keeps 0 and not 0).
fn cube(dtype: ivy::Dtype) -> Array {
    let v: Vec<f64> = (0..24).map(f64::from).collect();
    arr(&[2, 3, 4], &v, dtype)
}

fn check(x: &Array, query: &[Index], shape: &[usize], expected: &[f64]) {
    let y = ivy::get_item(x, query).unwrap();
    assert_eq!(y.shape(), shape, "{query:?} of {}", x.dtype());
    assert_eq!(y.dtype(), x.dtype());
    let truth = |v: &f64| {
        if x.dtype() == Bool {
            (*v != 0.0) as u8 as f64
        } else {
            *v
        }
    };
    let want: Vec<f64> = expected.iter().map(truth).collect();
    assert_eq!(values(&y), want, "{query:?} of {}", x.dtype());
    // The type agrees with the call (a mask's count is unknown to it).
    let t = ivy::get_item::output_type(&x.tensor_type(), query).unwrap();
    assert_eq!((t.dtype, t.shape.len()), (y.dtype(), y.ndim()), "{t}");
    for (dim, &n) in t.shape.iter().zip(y.shape()) {
        assert!(dim.is_none_or(|d| d == n), "{t} vs {:?}", y.shape());
    }
}

#[test]
#[allow(clippy::reversed_empty_ranges)] // `3..0;-2` is NumPy's `3:0:-2`, walked backward
fn every_basic_query_form_reads_what_numpy_reads() {
    on_each_backend(|b| {
        for d in held(b, &ivy::Dtype::ALL) {
            if d.is_complex() {
                continue; // values() reads real arrays; complex is covered below
            }
            let x = cube(d);
            // x[1] -> rows 12..24
            let second: Vec<f64> = (12..24).map(f64::from).collect();
            check(&x, s![1], &[3, 4], &second);
            // x[-1, 0] -> [12, 13, 14, 15]
            check(&x, s![-1, 0], &[4], &[12.0, 13.0, 14.0, 15.0]);
            // x[0, 1, 2] -> 6 (0-d)
            check(&x, s![0, 1, 2], &[], &[6.0]);
            // x[:, 1:, ::2] -> [[[4, 6], [8, 10]], [[16, 18], [20, 22]]]
            check(
                &x,
                s![.., 1.., ..;2],
                &[2, 2, 2],
                &[4.0, 6.0, 8.0, 10.0, 16.0, 18.0, 20.0, 22.0],
            );
            // x[0, ::-1, -1] -> [11, 7, 3]
            check(&x, s![0, ..;-1, -1], &[3], &[11.0, 7.0, 3.0]);
            // x[..., 3] -> [[3, 7, 11], [15, 19, 23]]
            check(&x, s![..., 3], &[2, 3], &[3.0, 7.0, 11.0, 15.0, 19.0, 23.0]);
            // x[None, 1, :2, 1:3] -> [[[13, 14], [17, 18]]]
            check(
                &x,
                s![NewAxis, 1, ..2, 1..3],
                &[1, 2, 2],
                &[13.0, 14.0, 17.0, 18.0],
            );
            // x[1, 2, None] -> [[20, 21, 22, 23]]
            check(&x, s![1, 2, NewAxis], &[1, 4], &[20.0, 21.0, 22.0, 23.0]);
            // x[0, 0, 3:0:-2] -> [3, 1]; x[0, 0, 1..=2] -> [1, 2]; x[0, 0, 5:] -> []
            check(&x, s![0, 0, 3..0;-2], &[2], &[3.0, 1.0]);
            check(&x, s![0, 0, 1..=2], &[2], &[1.0, 2.0]);
            check(&x, s![0, 0, 5..], &[0], &[]);
            // x[()] is x.
            let all: Vec<f64> = (0..24).map(f64::from).collect();
            check(&x, &[], &[2, 3, 4], &all);
        }
    });
}

#[test]
fn complex_arrays_are_indexed_alike() {
    on_each_backend(|b| {
        for d in held(b, &[Complex64, Complex128]) {
            let x = ivy::astype(&cube(Float64), d).unwrap();
            let y = ivy::get_item(&x, s![1, 2, ..;3]).unwrap();
            assert_eq!((y.dtype(), y.shape()), (d, &[2usize][..]));
            let re = ivy::real(&y).unwrap();
            assert_eq!(values(&re), [20.0, 23.0]);
        }
    });
}

#[test]
fn bad_queries_are_errors_naming_the_axis() {
    on_each_backend(|_| {
        let x = cube(Float32);
        let e = ivy::get_item(&x, s![0, 3]).unwrap_err().to_string();
        assert!(
            e.contains("index 3") && e.contains("axis 1 of length 3"),
            "{e}"
        );
        let e = ivy::get_item(&x, s![-3]).unwrap_err().to_string();
        assert!(
            e.contains("axis 0 of length 2") && e.contains("-2 to 1"),
            "{e}"
        );
        let e = ivy::get_item(&x, s![0, 0, 0, 0]).unwrap_err().to_string();
        assert!(e.contains("too many indices"), "{e}");
        let e = ivy::get_item(&x, s![..;0]).unwrap_err().to_string();
        assert!(e.contains("step 0"), "{e}");
        let e = ivy::get_item(&x, s![..., 0, ...]).unwrap_err().to_string();
        assert!(e.contains("one ellipsis"), "{e}");
    });
}

#[test]
fn the_type_of_a_query_with_unknown_lengths() {
    ivy::init().unwrap();
    let t: ivy::TensorType = "float32[?, 3, 4]".parse().unwrap();
    let y = ivy::get_item::output_type(&t, s![.., 1, ..;2]).unwrap();
    assert_eq!(y.to_string(), "float32[?, 2]");
    let y = ivy::get_item::output_type(&t, s![1..]).unwrap();
    assert_eq!(y.to_string(), "float32[?, 3, 4]");
    assert!(ivy::get_item::output_type(&t, s![.., 3]).is_err());
}

fn ints(values: &[f64], shape: &[usize], dtype: ivy::Dtype) -> Array {
    arr(shape, values, dtype)
}

/// A boolean mask, on ndarray whatever backend is in scope (candle holds no bool; a query's
/// arrays are read wherever they live).
fn mask(bits: &[bool], shape: &[usize]) -> Array {
    let ndarray = ivy::init().unwrap();
    ivy::with_backend(ndarray, || Array::from_vec(bits.to_vec(), shape)).unwrap()
}

/// NumPy's advanced indexing with one index array, each expected value by hand from
/// `x = np.arange(24).reshape(2, 3, 4)`.
#[test]
fn an_index_array_or_a_mask_reads_what_numpy_reads() {
    on_each_backend(|b| {
        for d in held(b, &[Int8, Float32, Float64, Uint8, Int64]) {
            let x = cube(d);
            for idx_dtype in held(b, &[Int64, Int32, Uint8]) {
                // x[[1, 0]]: the two blocks swapped.
                let rows = ints(&[1.0, 0.0], &[2], idx_dtype);
                let mut swapped: Vec<f64> = (12..24).map(f64::from).collect();
                swapped.extend((0..12).map(f64::from));
                check(&x, s![&rows], &[2, 3, 4], &swapped);
            }
            // Negative positions count from the end: x[[-1]] is x[[1]].
            let last = ints(&[-1.0], &[1], Int64);
            let second: Vec<f64> = (12..24).map(f64::from).collect();
            check(&x, s![&last], &[1, 3, 4], &second);
            // x[0, [2, 0]]: adjacent advanced indices stay in place -> (2, 4).
            let cols = ints(&[2.0, 0.0], &[2], Int64);
            check(
                &x,
                s![0, &cols],
                &[2, 4],
                &[8.0, 9.0, 10.0, 11.0, 0.0, 1.0, 2.0, 3.0],
            );
            // x[0, :, [3, 1]]: separated by a slice, the array's dimension comes first.
            let lanes = ints(&[3.0, 1.0], &[2], Int64);
            check(
                &x,
                s![0, .., &lanes],
                &[2, 3],
                &[3.0, 7.0, 11.0, 1.0, 5.0, 9.0],
            );
            // x[:, [[0], [2]]]: a 2-d index array gives its shape in place.
            let grid = ints(&[0.0, 2.0], &[2, 1], Int64);
            let expected = [
                0.0, 1.0, 2.0, 3.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 20.0, 21.0, 22.0,
                23.0,
            ];
            check(&x, s![.., &grid], &[2, 2, 1, 4], &expected);
            // x[x % 5 == 0]: a mask over every axis -> [0, 5, 10, 15, 20].
            let fives: Vec<bool> = (0..24).map(|v| v % 5 == 0).collect();
            check(
                &x,
                s![&mask(&fives, &[2, 3, 4])],
                &[5],
                &[0.0, 5.0, 10.0, 15.0, 20.0],
            );
            // x[m] with m over the first two axes, true at (0, 1) and (1, 2).
            let m2 = mask(&[false, true, false, false, false, true], &[2, 3]);
            let expected = [4.0, 5.0, 6.0, 7.0, 20.0, 21.0, 22.0, 23.0];
            check(&x, s![&m2], &[2, 4], &expected);
            // x[..., [True, False, False, True]] -> (2, 3, 2).
            let m1 = mask(&[true, false, false, true], &[4]);
            let expected = [
                0.0, 3.0, 4.0, 7.0, 8.0, 11.0, 12.0, 15.0, 16.0, 19.0, 20.0, 23.0,
            ];
            check(&x, s![..., &m1], &[2, 3, 2], &expected);
            // x[1, :, m1]: separated -> the mask's dimension first, (2, 3).
            check(
                &x,
                s![1, .., &m1],
                &[2, 3],
                &[12.0, 16.0, 20.0, 15.0, 19.0, 23.0],
            );
            // An all-false mask picks nothing.
            check(&x, s![0, 0, &mask(&[false; 4], &[4])], &[0], &[]);
        }
    });
}

#[test]
fn bad_index_arrays_are_errors() {
    on_each_backend(|b| {
        let x = cube(Float32);
        let far = ints(&[0.0, 5.0], &[2], Int64);
        let e = ivy::get_item(&x, s![.., &far]).unwrap_err().to_string();
        assert!(
            e.contains("index 5") && e.contains("axis 1 of length 3"),
            "{e}"
        );
        if !held(b, &[Uint64]).is_empty() {
            let big = Array::from_vec(vec![u64::MAX], &[1]).unwrap();
            assert!(ivy::get_item(&x, s![&big]).is_err());
        }
        let floats = ints(&[0.0], &[1], Float32);
        let e = ivy::get_item(&x, s![&floats]).unwrap_err().to_string();
        assert!(
            e.contains("integer dtype or bool") && e.contains("float32"),
            "{e}"
        );
        let m = mask(&[true, false], &[2]);
        let e = ivy::get_item(&x, s![.., &m]).unwrap_err().to_string();
        assert!(e.contains("mask of shape [2]") && e.contains("3"), "{e}");
    });
}

#[test]
fn the_type_of_an_array_query() {
    ivy::init().unwrap();
    let t: ivy::TensorType = "float32[2, 3, 4]".parse().unwrap();
    let rows = ints(&[0.0, 1.0, 0.0], &[3], Int64);
    let y = ivy::get_item::output_type(&t, s![0, .., &rows]).unwrap();
    assert_eq!(y.to_string(), "float32[3, 3]");
    // A mask's count is data: unknown in the type.
    let m = mask(&[true, false, true], &[3]);
    let y = ivy::get_item::output_type(&t, s![.., &m]).unwrap();
    assert_eq!(y.to_string(), "float32[2, ?, 4]");
}

/// `x[query] = val` (NumPy's assignment; Ivy's `set_item`) on `[[1, 2, 3], [4, 5, 6]]`, as a
/// new array: the results NumPy gives, written by hand.
#[test]
fn set_item_writes_what_numpy_assignment_writes() {
    on_each_backend(|b| {
        for d in held(b, &ivy::Dtype::ALL) {
            if d.is_complex() {
                continue; // values() reads real arrays
            }
            let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            let truth = |v: &[f64]| -> Vec<f64> {
                v.iter()
                    .map(|&v| {
                        if d == Bool {
                            (v != 0.0) as u8 as f64
                        } else {
                            v
                        }
                    })
                    .collect()
            };
            let set = |query: &[Index], val: &[f64], val_shape: &[usize]| {
                let y = ivy::set_item(&x, query, &arr(val_shape, val, d)).unwrap();
                assert_eq!((y.dtype(), y.shape()), (d, &[2, 3][..]));
                values(&y)
            };
            // x[0] = 0 -> [[0, 0, 0], [4, 5, 6]]
            assert_eq!(
                set(s![0], &[0.0], &[1]),
                truth(&[0.0, 0.0, 0.0, 4.0, 5.0, 6.0])
            );
            // x[:, ::2] = [[7, 8], [9, 10]] -> [[7, 2, 8], [9, 5, 10]]
            assert_eq!(
                set(s![.., ..;2], &[7.0, 8.0, 9.0, 10.0], &[2, 2]),
                truth(&[7.0, 2.0, 8.0, 9.0, 5.0, 10.0])
            );
            // x[-1, ::-1] = [20, 30, 40] -> [[1, 2, 3], [40, 30, 20]]
            assert_eq!(
                set(s![-1, ..;-1], &[20.0, 30.0, 40.0], &[3]),
                truth(&[1.0, 2.0, 3.0, 40.0, 30.0, 20.0])
            );
            // x[None, 1, 1:] = [[7, 8]] -> [[1, 2, 3], [4, 7, 8]]
            assert_eq!(
                set(s![NewAxis, 1, 1..], &[7.0, 8.0], &[1, 2]),
                truth(&[1.0, 2.0, 3.0, 4.0, 7.0, 8.0])
            );
            // x[..., 1] = [9, 0] -> [[1, 9, 3], [4, 0, 6]]
            assert_eq!(
                set(s![..., 1], &[9.0, 0.0], &[2]),
                truth(&[1.0, 9.0, 3.0, 4.0, 0.0, 6.0])
            );
            // Leading axes of length 1 are dropped, as NumPy's assignment drops them:
            // x[0] = np.full((1, 1, 3), 7) -> [[7, 7, 7], [4, 5, 6]];
            // x[:, 1] = [[8, 9]] -> [[1, 8, 3], [4, 9, 6]].
            assert_eq!(
                set(s![0], &[7.0, 7.0, 7.0], &[1, 1, 3]),
                truth(&[7.0, 7.0, 7.0, 4.0, 5.0, 6.0])
            );
            assert_eq!(
                set(s![.., 1], &[8.0, 9.0], &[1, 2]),
                truth(&[1.0, 8.0, 3.0, 4.0, 9.0, 6.0])
            );
            // x itself is unchanged.
            assert_eq!(values(&x), truth(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]));
        }
        // A leading axis longer than 1 is not dropped (NumPy: "could not broadcast input
        // array from shape (2,3) into shape (3,)"); the types say the same.
        let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], Float32);
        let val = arr(&[2, 3], &[0.0; 6], Float32);
        let want = "set_item: `val` of shape [2, 3] does not broadcast to the shape [3] of the \
                    positions written";
        assert_eq!(
            ivy::set_item(&x, s![0], &val).unwrap_err().to_string(),
            want
        );
        let t = ivy::set_item::output_type(&x.tensor_type(), s![0], &val.tensor_type());
        assert_eq!(t.unwrap_err().to_string(), want);
        let unit = arr(&[1, 1, 3], &[0.0; 3], Float32).tensor_type();
        let t = ivy::set_item::output_type(&x.tensor_type(), s![0], &unit).unwrap();
        assert_eq!(t.to_string(), "float32[2, 3]");
    });
}

#[test]
fn set_item_with_index_arrays_keeps_the_last_value_and_casts_as_out_does() {
    on_each_backend(|_| {
        let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], Int32);
        // x[[1, 0, 1], 0] = [7, 8, 9] -> [[8, 2, 3], [9, 5, 6]] (row 1 written twice: 9 stays)
        let rows = ivy::with_backend(ivy::init().unwrap(), || arr(&[3], &[1.0, 0.0, 1.0], Int64));
        let rows = rows.to_backend(x.backend()).unwrap();
        let y = ivy::set_item(&x, s![&rows, 0], &arr(&[3], &[7.0, 8.0, 9.0], Int32)).unwrap();
        assert_eq!(values(&y), [8.0, 2.0, 3.0, 9.0, 5.0, 6.0]);
        // x[x > 4] = -1 -> [[1, 2, 3], [4, -1, -1]]; an int16 value casts into int32.
        // The mask made on ndarray (candle holds no bool; the query reads it where it is).
        let mask = ivy::with_backend(ivy::init().unwrap(), || {
            ivy::greater(&arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], Int32), 4).unwrap()
        });
        let y = ivy::set_item(&x, s![&mask], &arr(&[1], &[-1.0], Int16)).unwrap();
        assert_eq!(
            (y.dtype(), values(&y)),
            (Int32, vec![1.0, 2.0, 3.0, 4.0, -1.0, -1.0])
        );
        let t = ivy::set_item::output_type(
            &x.tensor_type(),
            s![0],
            &ivy::TensorType::known(Int16, &[3]),
        )
        .unwrap();
        assert_eq!(t.to_string(), "int32[2, 3]");
        // A float64 value does not cast into int32: refused, as `out=` would refuse it.
        let want = "set_item: `val` of float64 cannot be written into an array of int32: \
                    float64 does not cast to int32 under the active promotion rules (as `out=` \
                    would refuse it); cast them with astype first";
        let half = arr(&[1], &[0.5], Float64);
        assert_eq!(
            ivy::set_item(&x, s![0], &half).unwrap_err().to_string(),
            want
        );
        let e = ivy::set_item::output_type(&x.tensor_type(), s![0], &half.tensor_type());
        assert_eq!(e.unwrap_err().to_string(), want);
        // A position out of range, and a value of a shape that does not broadcast.
        let zero = arr(&[1], &[0.0], Int32);
        let e = ivy::set_item(&x, s![2], &zero).unwrap_err();
        assert_eq!(
            e.to_string(),
            "set_item: index 2 is out of range for axis 0 of length 2 (valid: -2 to 1)"
        );
        let e = ivy::set_item(&x, s![.., 0], &arr(&[3], &[0.0; 3], Int32)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "set_item: `val` of shape [3] does not broadcast to the shape [2] of the positions \
             written"
        );
    });
}

/// NumPy's advanced indexing with several index arrays (broadcast together; integers among
/// them count as 0-d arrays; a mask as its `nonzero()` arrays), each expected value computed
/// with NumPy 2.4.6 from `x = np.arange(24).reshape(2, 3, 4)`.
#[test]
fn several_index_arrays_read_what_numpy_reads() {
    on_each_backend(|b| {
        for d in held(b, &[Int8, Int32, Uint8, Float32, Float64, Bool]) {
            let x = cube(d);
            let idx = |v: &[f64], shape: &[usize]| ints(v, shape, held(b, &[Int32, Int64])[0]);
            let (i01, i10) = (idx(&[0.0, 1.0], &[2]), idx(&[1.0, 0.0], &[2]));
            // Adjacent: the broadcast shape stands where the arrays are.
            // x[[0, 1], [2, 0]] -> (2, 4)
            let expected = [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0];
            check(&x, s![&i01, &idx(&[2.0, 0.0], &[2])], &[2, 4], &expected);
            // x[:, [0, 2], [1, 3]] -> (2, 2)
            let (i02, i13) = (idx(&[0.0, 2.0], &[2]), idx(&[1.0, 3.0], &[2]));
            check(&x, s![.., &i02, &i13], &[2, 2], &[1.0, 11.0, 13.0, 23.0]);
            // x[1, [0, 2], [3, 1]] -> (2,): an integer beside arrays is one more (0-d) array.
            let i31 = idx(&[3.0, 1.0], &[2]);
            check(&x, s![1, &i02, &i31], &[2], &[15.0, 21.0]);
            // x[[0, 1], 1, [2, -1]] -> (2,)
            check(
                &x,
                s![&i01, 1, &idx(&[2.0, -1.0], &[2])],
                &[2],
                &[6.0, 19.0],
            );
            // x[None, [0, 1], [1, 2]] -> (1, 2, 4)
            let i12 = idx(&[1.0, 2.0], &[2]);
            let expected = [4.0, 5.0, 6.0, 7.0, 20.0, 21.0, 22.0, 23.0];
            check(&x, s![NewAxis, &i01, &i12], &[1, 2, 4], &expected);
            // x[[-1, 0], [-1, -3], [-4, 3]] -> (2,): negative positions count from the end.
            let (a, c) = (idx(&[-1.0, 0.0], &[2]), idx(&[-4.0, 3.0], &[2]));
            check(
                &x,
                s![&a, &idx(&[-1.0, -3.0], &[2]), &c],
                &[2],
                &[20.0, 3.0],
            );
            // Separated (by a slice or a new axis): the broadcast shape goes first.
            // x[[1, 0], :, [3, 1]] -> (2, 3)
            let expected = [15.0, 19.0, 23.0, 1.0, 5.0, 9.0];
            check(&x, s![&i10, .., &i31], &[2, 3], &expected);
            // x[[1, 0], :, 2] -> (2, 3)
            let expected = [14.0, 18.0, 22.0, 2.0, 6.0, 10.0];
            check(&x, s![&i10, .., 2], &[2, 3], &expected);
            // x[:, [1, 2], None, [3, 1]] -> (2, 2, 1)
            let i12b = idx(&[1.0, 2.0], &[2]);
            check(
                &x,
                s![.., &i12b, NewAxis, &i31],
                &[2, 2, 1],
                &[7.0, 19.0, 9.0, 21.0],
            );
            // Broadcasting index arrays.
            // x[np.array([0, 1])[:, None], [2, 0, 1]] -> (2, 3, 4)
            let rows = idx(&[0.0, 1.0], &[2, 1]);
            let expected: Vec<f64> = [2, 0, 1, 5, 3, 4]
                .iter()
                .flat_map(|r| (0..4).map(move |k| f64::from(r * 4 + k)))
                .collect();
            check(
                &x,
                s![&rows, &idx(&[2.0, 0.0, 1.0], &[3])],
                &[2, 3, 4],
                &expected,
            );
            // x[:, [[0], [2]], [1, 3]] -> (2, 2, 2)
            let expected = [1.0, 3.0, 9.0, 11.0, 13.0, 15.0, 21.0, 23.0];
            check(
                &x,
                s![.., &idx(&[0.0, 2.0], &[2, 1]), &i13],
                &[2, 2, 2],
                &expected,
            );
            // x[..., [0, 1], [[3], [2]]] -> (2, 2, 2)
            let expected = [3.0, 7.0, 2.0, 6.0, 15.0, 19.0, 14.0, 18.0];
            let c32 = idx(&[3.0, 2.0], &[2, 1]);
            check(&x, s![..., &i01, &c32], &[2, 2, 2], &expected);
            // x[[[0, 1], [1, 0]], [2, 0], ::2] -> (2, 2, 2)
            let expected = [8.0, 10.0, 12.0, 14.0, 20.0, 22.0, 0.0, 2.0];
            let blocks = idx(&[0.0, 1.0, 1.0, 0.0], &[2, 2]);
            check(
                &x,
                s![&blocks, &idx(&[2.0, 0.0], &[2]), ..;2],
                &[2, 2, 2],
                &expected,
            );
            // A mask counts as its nonzero() arrays.
            // x[np.array([[False, True, False], [False, False, True]]), [0, 3]] -> (2,)
            let m2 = mask(&[false, true, false, false, false, true], &[2, 3]);
            check(&x, s![&m2, &idx(&[0.0, 3.0], &[2])], &[2], &[4.0, 23.0]);
            // x[[1, 0], np.array([True, False, True])] -> (2, 4)
            let m1 = mask(&[true, false, true], &[3]);
            let expected = [12.0, 13.0, 14.0, 15.0, 8.0, 9.0, 10.0, 11.0];
            check(&x, s![&i10, &m1], &[2, 4], &expected);
            // Empty and 0-d index arrays. e = np.array([], dtype=np.int64):
            // x[e, e] -> (0, 4); x[e[:, None], 1, [0, 2]] -> (0, 2);
            // x[np.array(1), 2, [[3]]] -> (1, 1) [23]
            let (e, e_column) = (idx(&[], &[0]), idx(&[], &[0, 1]));
            check(&x, s![&e, &e], &[0, 4], &[]);
            check(&x, s![&e_column, 1, &i02], &[0, 2], &[]);
            let (one, three) = (idx(&[1.0], &[]), idx(&[3.0], &[1, 1]));
            check(&x, s![&one, 2, &three], &[1, 1], &[23.0]);
            // x[np.array([False, True]), :, [0, 2]] -> (2, 3): a count of 1 broadcasts.
            let second = mask(&[false, true], &[2]);
            let expected = [12.0, 16.0, 20.0, 14.0, 18.0, 22.0];
            check(
                &x,
                s![&second, .., &idx(&[0.0, 2.0], &[2])],
                &[2, 3],
                &expected,
            );
        }
    });
}

/// `x[...] = val` with several index arrays, on `y = np.arange(1, 7).reshape(2, 3)` (and the
/// cube), each result computed with NumPy 2.4.6.
#[test]
fn set_item_with_several_index_arrays_writes_what_numpy_writes() {
    on_each_backend(|b| {
        for d in held(b, &[Int16, Int64, Float32, Float64]) {
            let y = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            let idx = |v: &[f64], shape: &[usize]| ints(v, shape, held(b, &[Int64])[0]);
            let set = |x: &Array, query: &[Index], val: &[f64], val_shape: &[usize]| {
                let val = arr(val_shape, val, d);
                let z = ivy::set_item(x, query, &val).unwrap();
                let t = ivy::set_item::output_type(&x.tensor_type(), query, &val.tensor_type());
                assert_eq!(t.unwrap(), z.tensor_type());
                values(&z)
            };
            let (i00, i01, i02) = (
                idx(&[0.0, 0.0], &[2]),
                idx(&[0.0, 1.0], &[2]),
                idx(&[0.0, 2.0], &[2]),
            );
            let (i11, i20, i01_column) = (
                idx(&[1.0, 1.0], &[2]),
                idx(&[2.0, 0.0], &[2]),
                idx(&[0.0, 1.0], &[2, 1]),
            );
            // y[[0, 1], [2, 0]] = [7, 8] -> [[1, 2, 7], [8, 5, 6]]
            let q = s![&i01, &i20];
            let want = [1.0, 2.0, 7.0, 8.0, 5.0, 6.0];
            assert_eq!(set(&y, q, &[7.0, 8.0], &[2]), want);
            // y[[[0], [1]], [0, 2]] = [[10, 20], [30, 40]] -> [[10, 2, 20], [30, 5, 40]]
            let q = s![&i01_column, &i02];
            let want = [10.0, 2.0, 20.0, 30.0, 5.0, 40.0];
            assert_eq!(set(&y, q, &[10.0, 20.0, 30.0, 40.0], &[2, 2]), want);
            // y[[0, 0], [1, 1]] = [5, 6] -> [[1, 6, 3], [4, 5, 6]] (the last value stays)
            let q = s![&i00, &i11];
            assert_eq!(
                set(&y, q, &[5.0, 6.0], &[2]),
                [1.0, 6.0, 3.0, 4.0, 5.0, 6.0]
            );
            // y[[0, 1], [0, 1]] = 0 -> [[0, 2, 3], [4, 0, 6]] (a value broadcast)
            let q = s![&i01, &i01];
            assert_eq!(set(&y, q, &[0.0], &[]), [0.0, 2.0, 3.0, 4.0, 0.0, 6.0]);
            // y[np.array([True, False]), [0, 2]] = 9 -> [[9, 2, 9], [4, 5, 6]]
            let first = mask(&[true, false], &[2]);
            let q = s![&first, &i02];
            assert_eq!(set(&y, q, &[9.0], &[1]), [9.0, 2.0, 9.0, 4.0, 5.0, 6.0]);
            // z = np.arange(24).reshape(2, 3, 4); z[[1, 0], :, [3, 1]] = [[-1, -2, -3],
            // [-4, -5, -6]]: separated, the written block's first axis is the arrays'.
            let z = cube(d);
            let (i10, i31) = (idx(&[1.0, 0.0], &[2]), idx(&[3.0, 1.0], &[2]));
            let q = s![&i10, .., &i31];
            let val = [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0];
            let want = [
                0.0, -4.0, 2.0, 3.0, 4.0, -5.0, 6.0, 7.0, 8.0, -6.0, 10.0, 11.0, 12.0, 13.0, 14.0,
                -1.0, 16.0, 17.0, 18.0, -2.0, 20.0, 21.0, 22.0, -3.0,
            ];
            assert_eq!(set(&z, q, &val, &[2, 3]), want);
        }
    });
}

#[test]
fn several_index_arrays_that_do_not_broadcast_are_errors() {
    on_each_backend(|_| {
        let x = cube(Float32);
        let (two, three) = (
            ints(&[0.0, 1.0], &[2], Int64),
            ints(&[0.0, 1.0, 2.0], &[3], Int64),
        );
        // NumPy: "shape mismatch: indexing arrays could not be broadcast together with
        // shapes (2,) (3,)".
        let want = "get_item: the index arrays of shapes [2], [3] do not broadcast together \
                    (aligned from the end, each length must equal the others or be 1; a mask \
                    counts as one array of its count of `true`s)";
        let e = ivy::get_item(&x, s![&two, &three]).unwrap_err();
        assert_eq!(e.to_string(), want);
        let t = ivy::get_item::output_type(&x.tensor_type(), s![&two, &three]);
        assert_eq!(t.unwrap_err().to_string(), want);
        let val = arr(&[1], &[0.0], Float32);
        let e = ivy::set_item(&x, s![&two, .., &three], &val).unwrap_err();
        assert_eq!(e.to_string(), want.replace("get_item", "set_item"));
        // A mask of 3 `true`s against an array of 2.
        let m = mask(&[true, true, true], &[3]);
        let e = ivy::get_item(&x, s![&two, &m]).unwrap_err().to_string();
        assert!(e.contains("shapes [2], [3] do not broadcast"), "{e}");
        // A position out of range in the second array names its axis.
        let far = ints(&[0.0, 3.0], &[2], Int64);
        let e = ivy::get_item(&x, s![&two, &far]).unwrap_err().to_string();
        assert!(
            e.contains("index 3") && e.contains("axis 1 of length 3"),
            "{e}"
        );
        let e = ivy::set_item(&x, s![&two, &far], &val)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("set_item: index 3") && e.contains("axis 1 of length 3"),
            "{e}"
        );
        // After a mask over two axes, the axis named is the input's own.
        let m2 = mask(&[true, false, false, false, false, true], &[2, 3]);
        let e = ivy::get_item(&x, s![&m2, &ints(&[4.0], &[1], Int64)])
            .unwrap_err()
            .to_string();
        assert!(e.contains("axis 2 of length 4"), "{e}");
        // Arrays broadcast to a result too large for memory (2^40 x 4 elements): an error,
        // never an abort.
        let n = 1 << 20;
        let zeros = vec![0.0; n];
        let (column, row) = (ints(&zeros, &[n, 1], Int64), ints(&zeros, &[1, n], Int64));
        let e = ivy::get_item(&x, s![&column, &row]).unwrap_err();
        assert!(
            e.to_string().starts_with("get_item: cannot allocate"),
            "{e}"
        );
        let e = ivy::set_item(&x, s![&column, &row], &val).unwrap_err();
        assert!(
            e.to_string().starts_with("set_item: cannot allocate"),
            "{e}"
        );
        // Broadcast beyond the address space (2^60 x 32 elements): the shape refused.
        let wide = arr(&[2, 2, 2, 32], &[0.0; 256], Float32);
        let n = 1 << 20;
        let bits = vec![0.0; n];
        let along = |shape: &[usize]| ints(&bits, shape, Int64);
        let (a, b, c) = (along(&[n, 1, 1]), along(&[1, n, 1]), along(&[1, 1, n]));
        let e = ivy::get_item(&wide, s![&a, &b, &c])
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("get_item: ") && e.contains("too many elements"),
            "{e}"
        );
        let e = ivy::set_item(&wide, s![&a, &b, &c], &val).unwrap_err();
        assert!(
            e.to_string().starts_with("set_item: ") && e.to_string().contains("too many elements"),
            "{e}"
        );
        // A float array among them is refused as alone.
        let floats = ints(&[0.0, 1.0], &[2], Float32);
        let e = ivy::get_item(&x, s![&two, &floats])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("integer dtype or bool") && e.contains("float32"),
            "{e}"
        );
    });
}

#[test]
fn the_type_of_a_query_with_several_arrays() {
    ivy::init().unwrap();
    let t: ivy::TensorType = "float32[?, 3, 4]".parse().unwrap();
    let rows = ints(&[0.0, 1.0], &[2, 1], Int64);
    let cols = ints(&[0.0, 1.0, 2.0], &[3], Int64);
    // x[rows, :, cols]: separated, the broadcast shape (2, 3) first.
    let y = ivy::get_item::output_type(&t, s![&rows, .., &cols]).unwrap();
    assert_eq!(y.to_string(), "float32[2, 3, 3]");
    // x[:, rows, cols]: adjacent, in place.
    let y = ivy::get_item::output_type(&t, s![.., &rows, &cols]).unwrap();
    assert_eq!(y.to_string(), "float32[?, 2, 3]");
    // A mask's count is data: against an array of 3 it broadcasts to 3 (the call checks it).
    let m = mask(&[true, false, true], &[3]);
    let y = ivy::get_item::output_type(&t, s![.., &m, &cols]).unwrap();
    assert_eq!(y.to_string(), "float32[?, 3]");
    let y = ivy::get_item::output_type(&t, s![.., &m, 1]).unwrap();
    assert_eq!(y.to_string(), "float32[?, ?]");
}

/// The positions Python's `range(n)[start:stop:step]` reads, computed in `i128` from Python's
/// rules for `slice.indices` (bounds of any size, negative ones from the end, clamped), walked
/// one step at a time: the reference the slicing below is checked against.
fn python_positions(start: Option<i128>, stop: Option<i128>, step: i128, n: i128) -> Vec<i128> {
    let (lower, upper) = if step > 0 { (0, n) } else { (-1, n - 1) };
    let bound = |v: Option<i128>, default: i128| match v {
        None => default,
        Some(v) if v < 0 => (v + n).max(lower),
        Some(v) => v.min(upper),
    };
    let (first, end) = if step > 0 {
        (bound(start, lower), bound(stop, upper))
    } else {
        (bound(start, upper), bound(stop, lower))
    };
    let mut positions = Vec::new();
    let mut i = first;
    while (step > 0 && i < end) || (step < 0 && i > end) {
        positions.push(i);
        i += step;
    }
    positions
}

/// `[0, 1, 2, 3, 4]` in float32, on the backend in scope.
fn five() -> Array {
    arr(&[5], &[0.0, 1.0, 2.0, 3.0, 4.0], Float32)
}

/// Steps and bounds at the limits of `isize` and `usize` read what Python reads (issue 46:
/// the slice length overflowed, and `usize` bounds wrapped into negative positions).
#[test]
#[allow(clippy::reversed_empty_ranges)] // `3..0;MIN` is Python's `3:0:MIN`, walked backward
fn steps_and_bounds_at_the_integer_limits_read_what_python_reads() {
    const MAX: isize = isize::MAX;
    const MIN: isize = isize::MIN;
    on_each_backend(|_| {
        let x = five();
        let read = |q: &[Index]| values(&ivy::get_item(&x, q).unwrap());
        // range(5)[::MAX] == [0], [::MIN] == [4], [::-MAX] == [4], [3:0:MIN] == [3], [1::MAX] == [1]
        assert_eq!(read(s![..;MAX]), [0.0]);
        assert_eq!(read(s![..;MIN]), [4.0]);
        assert_eq!(read(s![..;-MAX]), [4.0]);
        assert_eq!(read(s![3..0;MIN]), [3.0]);
        assert_eq!(read(s![1..;MAX]), [1.0]);
        // Python clamps large bounds: [0:2**64-1] is everything, [2**63:] nothing.
        assert_eq!(read(s![0..usize::MAX]), [0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(read(s![0..=MAX]), [0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(read(s![0..=usize::MAX]), [0.0, 1.0, 2.0, 3.0, 4.0]);
        assert!(read(s![(1usize << 63)..]).is_empty());
        // A position beyond the axis is an error, however large (NumPy: IndexError).
        let e = ivy::get_item(&x, s![usize::MAX]).unwrap_err().to_string();
        assert!(e.contains("out of range"), "{e}");
        // set_item writes where get_item reads.
        let y = ivy::set_item(&x, s![..;MIN], &arr(&[1], &[9.0], Float32)).unwrap();
        assert_eq!(values(&y), [0.0, 1.0, 2.0, 3.0, 9.0]);
        let y = ivy::set_item(&x, s![..;MAX], &arr(&[1], &[9.0], Float32)).unwrap();
        assert_eq!(values(&y), [9.0, 1.0, 2.0, 3.0, 4.0]);
    });
}

/// A bound as a query writes it: an `isize`, or a `usize` (converted by `Index::from`).
fn arb_bound() -> impl proptest::strategy::Strategy<Value = Option<i128>> {
    use proptest::prelude::*;
    prop_oneof![
        Just(None),
        (-8i128..8).prop_map(Some),
        any::<isize>().prop_map(|v| Some(v as i128)),
        any::<usize>().prop_map(|v| Some(v as i128)),
        prop::sample::select(vec![
            isize::MIN as i128,
            isize::MAX as i128,
            -(isize::MAX as i128),
            usize::MAX as i128,
            1i128 << 63
        ])
        .prop_map(Some),
    ]
}

/// A nonzero step, small or at the limits.
fn arb_step() -> impl proptest::strategy::Strategy<Value = isize> {
    use proptest::prelude::*;
    prop_oneof![
        (-6isize..7).prop_filter("nonzero", |s| *s != 0),
        any::<isize>().prop_filter("nonzero", |s| *s != 0),
        prop::sample::select(vec![isize::MIN, isize::MAX, -isize::MAX, isize::MIN + 1]),
    ]
}

/// The bound as the query takes it: an `isize` as it is, a larger one through `usize`.
fn as_index(start: Option<i128>, stop: Option<i128>, step: isize) -> Index<'static> {
    let to_isize = |v: i128| match isize::try_from(v) {
        Ok(v) => v,
        Err(_) => match Index::from(usize::try_from(v).unwrap()..) {
            Index::Slice { start: Some(s), .. } => s,
            other => panic!("{other:?}"),
        },
    };
    Index::Slice {
        start: start.map(to_isize),
        stop: stop.map(to_isize),
        step,
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

    /// Any slice, bounds and step of any size, reads on every backend the positions Python
    /// reads, computed in `i128`.
    #[test]
    fn any_slice_reads_what_python_reads(
        n in 0usize..7,
        start in arb_bound(),
        stop in arb_bound(),
        step in arb_step(),
    ) {
        let want: Vec<f64> = python_positions(start, stop, step as i128, n as i128)
            .into_iter()
            .map(|p| p as f64)
            .collect();
        let values_n: Vec<f64> = (0..n).map(|i| i as f64).collect();
        let query = [as_index(start, stop, step)];
        on_each_backend(|_| {
            let x = arr(&[n], &values_n, Float32);
            let got = values(&ivy::get_item(&x, &query).unwrap());
            assert_eq!(got, want, "range({n})[{start:?}:{stop:?}:{step}]");
        });
    }
}
