//! Basic slices as views: on ndarray every basic query (integers, slices with any step, new
//! axes, an ellipsis) of a shared array reads its source's buffer without a copy (arrays from
//! `from_ndarray`, results of a page or more, views), on candle those whose slices have step
//! 1; a write to either side afterwards is not seen by the other (copy-on-write, as JAX's
//! arrays behave; NumPy's views would see it). The expected values were written by hand from
//! NumPy's `np.arange(24).reshape(2, 3, 4)[q]` (`x[i, j, k] == 12 i + 4 j + k`).

use ivy::ndarray::NdArray;
use ivy::{Array, Dtype, s};
use ndarray::{ArrayD, IxDyn};

use crate::numeric_support::{arr, assert_values, values};

/// `np.arange(24).reshape(2, 3, 4)` as float32 on the ndarray backend.
fn cube() -> Array {
    let v: Vec<f32> = (0..24u8).map(f32::from).collect();
    ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(&[2, 3, 4]), v).unwrap()).unwrap()
}

/// The address of the first element a float32 ndarray array reads.
fn first_element(a: &Array) -> *const f32 {
    a.native::<NdArray>()
        .unwrap()
        .as_array::<f32>()
        .unwrap()
        .as_ptr()
}

/// `x[query]` is a view of `x`'s buffer starting at element `offset` of it, and holds
/// `expected` in `shape`.
#[track_caller]
fn check_view(x: &Array, query: &[ivy::Index], offset: usize, shape: &[usize], expected: &[f64]) {
    let v = ivy::get_item(x, query).unwrap();
    assert_values(&v, shape, expected);
    assert_eq!(
        first_element(&v),
        first_element(x).wrapping_add(offset),
        "{query:?} is not a view of its source's buffer"
    );
}

#[test]
#[allow(clippy::reversed_empty_ranges)] // `3..0;-2` is NumPy's `3:0:-2`, walked backward
fn basic_slices_on_ndarray_share_the_buffer_and_read_what_numpy_reads() {
    let x = cube();
    // x[:, 1:, ::2] -> [[[4, 6], [8, 10]], [[16, 18], [20, 22]]], from x[0, 1, 0].
    let step2 = [4.0, 6.0, 8.0, 10.0, 16.0, 18.0, 20.0, 22.0];
    check_view(&x, s![.., 1.., ..;2], 4, &[2, 2, 2], &step2);
    // x[1, ::-1, 3:0:-2] -> [[23, 21], [19, 17], [15, 13]], from x[1, 2, 3].
    let back = [23.0, 21.0, 19.0, 17.0, 15.0, 13.0];
    check_view(&x, s![1, ..;-1, 3..0;-2], 23, &[3, 2], &back);
    // x[-1, 1:3] -> [[16, 17, 18, 19], [20, 21, 22, 23]], from x[1, 1, 0].
    let rows: Vec<f64> = (16..24).map(f64::from).collect();
    check_view(&x, s![-1, 1..3], 16, &[2, 4], &rows);
    // x[np.newaxis, ..., 2] -> [[[2, 6, 10], [14, 18, 22]]], from x[0, 0, 2].
    check_view(
        &x,
        s![NewAxis, ..., 2],
        2,
        &[1, 2, 3],
        &[2.0, 6.0, 10.0, 14.0, 18.0, 22.0],
    );
    // x[..., np.newaxis, ::-3] -> k = 3, 0 under each (i, j), from x[0, 0, 3].
    let every_third = [
        3.0, 0.0, 7.0, 4.0, 11.0, 8.0, 15.0, 12.0, 19.0, 16.0, 23.0, 20.0,
    ];
    check_view(&x, s![..., NewAxis, ..;-3], 3, &[2, 3, 1, 2], &every_third);
    // A view of a view reads the same buffer: x[1][::-1, 2] -> [22, 18, 14], from x[1, 2, 2].
    let row = ivy::get_item(&x, s![1]).unwrap();
    let v = ivy::get_item(&row, s![..;-1, 2]).unwrap();
    assert_values(&v, &[3], &[22.0, 18.0, 14.0]);
    assert_eq!(first_element(&v), first_element(&x).wrapping_add(22));
}

#[test]
fn index_arrays_still_copy() {
    let x = cube();
    let rows = ivy::array![1, 0].unwrap();
    let picked = ivy::get_item(&x, s![&rows, 0, 0]).unwrap();
    assert_values(&picked, &[2], &[12.0, 0.0]);
    let mask = ivy::greater(&x, 21.0f32).unwrap();
    let picked = ivy::get_item(&x, s![&mask]).unwrap();
    assert_values(&picked, &[2], &[22.0, 23.0]);
    let base = first_element(&x) as usize;
    let end = base + 24 * 4;
    assert!(!(base..end).contains(&(first_element(&picked) as usize)));
}

/// `[0, 1, 2, 3, 4, 5]` as float32 on ndarray.
fn six() -> Array {
    let v: Vec<f32> = (0..6u8).map(f32::from).collect();
    ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(&[6]), v).unwrap()).unwrap()
}

#[test]
fn a_write_to_the_source_is_not_seen_by_its_views_nor_the_other_way() {
    let x = six();
    let odd = ivy::get_item(&x, s![1..;2]).unwrap(); // strided
    let middle = ivy::get_item(&x, s![2..5]).unwrap(); // contiguous
    let back = ivy::get_item(&x, s![..;-1]).unwrap(); // negative step
    // `out=` into the source: its buffer is shared with the views, so the result is a fresh
    // array which `out` and its clones (`x`) then hold; the views keep the old buffer.
    let y = ivy::array![10.0f32, 11.0, 12.0, 13.0, 14.0, 15.0].unwrap();
    let mut out = x.clone();
    ivy::add::with(&y, &y).out(&mut out).call().unwrap();
    assert_values(&x, &[6], &[20.0, 22.0, 24.0, 26.0, 28.0, 30.0]);
    assert_values(&odd, &[3], &[1.0, 3.0, 5.0]);
    assert_values(&middle, &[3], &[2.0, 3.0, 4.0]);
    assert_values(&back, &[6], &[5.0, 4.0, 3.0, 2.0, 1.0, 0.0]);
    // `set_item` gives a new array: the source and its views keep their values.
    let filled = ivy::set_item(&x, s![..], &ivy::array![-1.0f32].unwrap()).unwrap();
    assert_values(&filled, &[6], &[-1.0; 6]);
    assert_values(&x, &[6], &[20.0, 22.0, 24.0, 26.0, 28.0, 30.0]);
    assert_values(&odd, &[3], &[1.0, 3.0, 5.0]);
    // `out=` into a view: the source and the other views keep theirs.
    let mut into_middle = middle.clone();
    ivy::add::with(&middle, &middle)
        .out(&mut into_middle)
        .call()
        .unwrap();
    assert_values(&middle, &[3], &[4.0, 6.0, 8.0]);
    let mut into_back = back.clone();
    ivy::exp::with(&back).out(&mut into_back).call().unwrap();
    let e: Vec<f64> = [5.0f32, 4.0, 3.0, 2.0, 1.0, 0.0]
        .iter()
        .map(|v| f64::from(v.exp()))
        .collect();
    assert_values(&back, &[6], &e);
    assert_values(&x, &[6], &[20.0, 22.0, 24.0, 26.0, 28.0, 30.0]);
    assert_values(&odd, &[3], &[1.0, 3.0, 5.0]);
    // A view taken before a second write on an earlier view keeps the earlier values.
    let of_middle = ivy::get_item(&middle, s![1..]).unwrap();
    ivy::multiply::with(&middle, &middle)
        .out(&mut into_middle)
        .call()
        .unwrap();
    assert_values(&middle, &[3], &[16.0, 36.0, 64.0]);
    assert_values(&of_middle, &[2], &[6.0, 8.0]);
}

/// `values` in `shape` as a shared ndarray array of `dtype` (float32 or float64), so that
/// basic slices of it are views.
fn shared(shape: &[usize], values: &[f64], dtype: Dtype) -> Array {
    let x = match dtype {
        Dtype::Float32 => {
            let v = values.iter().map(|&v| v as f32).collect();
            ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(shape), v).unwrap())
        }
        _ => ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(shape), values.to_vec()).unwrap()),
    };
    x.unwrap()
}

/// `x[query]`, checked to be a view of a shared `x`.
fn view(x: &Array, query: &[ivy::Index]) -> Array {
    let v = ivy::get_item(x, query).unwrap();
    assert!(v.native::<NdArray>().unwrap().is_shared());
    v
}

#[test]
fn kernels_read_negative_step_views_right() {
    for dtype in [Dtype::Float32, Dtype::Float64] {
        let a = shared(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], dtype);
        // a[::-1, ::-1] -> [[6, 5, 4], [3, 2, 1]]
        let r = view(&a, s![..;-1, ..;-1]);
        assert_values(
            &ivy::negative(&r).unwrap(),
            &[2, 3],
            &[-6.0, -5.0, -4.0, -3.0, -2.0, -1.0],
        );
        let squares = shared(&[2, 3], &[1.0, 4.0, 9.0, 16.0, 25.0, 36.0], dtype);
        let sr = view(&squares, s![..;-1, ..;-1]);
        assert_values(
            &ivy::sqrt(&sr).unwrap(),
            &[2, 3],
            &[6.0, 5.0, 4.0, 3.0, 2.0, 1.0],
        );
        // Broadcast against a row, and against another view: a[::-1, 0:1] -> [[4], [1]].
        let row = shared(&[3], &[10.0, 20.0, 30.0], dtype);
        let sum = ivy::add(&r, &row).unwrap();
        assert_values(&sum, &[2, 3], &[16.0, 25.0, 34.0, 13.0, 22.0, 31.0]);
        let col = view(&a, s![..;-1, 0..1]);
        let sum = ivy::add(&r, &col).unwrap();
        assert_values(&sum, &[2, 3], &[10.0, 9.0, 8.0, 4.0, 3.0, 2.0]);
        // Sums along each axis: [9, 7, 5] and [15, 6].
        let s0 = ivy::sum::with(&r).axis(0).call().unwrap();
        assert_values(&s0, &[3], &[9.0, 7.0, 5.0]);
        let s1 = ivy::sum::with(&r).axis(1).call().unwrap();
        assert_values(&s1, &[2], &[15.0, 6.0]);
        // m[::-1, ::2] of [[1, 2, 3], [4, 5, 6], [7, 8, 9]] -> [[7, 9], [4, 6], [1, 3]];
        // r @ that -> [[66, 96], [30, 42]].
        let m = shared(
            &[3, 3],
            &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0],
            dtype,
        );
        let mr = view(&m, s![..;-1, ..;2]);
        let p = ivy::matmul(&r, &mr).unwrap();
        assert_values(&p, &[2, 2], &[66.0, 96.0, 30.0, 42.0]);
    }
}

#[test]
fn small_results_are_held_alone_and_their_slices_copied() {
    // Below a page a result is held alone (its call allocates its elements and nothing
    // else), and a basic slice of it is a copy; from a page it is shared and the slice a view.
    let n = ivy::ndarray::SHARED_FROM / 4;
    for (len, shared) in [(n - 1, false), (n, true)] {
        let stop = ivy::Scalar::from(len as f64);
        let x = ivy::arange::with(ivy::Scalar::from(0.0), stop)
            .dtype(Dtype::Float32)
            .call()
            .unwrap();
        assert_eq!(x.native::<NdArray>().unwrap().is_shared(), shared, "{len}");
        let v = ivy::get_item(&x, s![2..;-2]).unwrap();
        let expected = [2.0, 0.0];
        assert_values(&v, &[2], &expected);
        let at = first_element(&x).wrapping_add(2);
        assert_eq!(first_element(&v) == at, shared, "{len}");
    }
}

#[test]
fn the_ndarray_conversions_copy_only_a_shared_or_strided_array() {
    let x = six();
    let view = ivy::get_item(&x, s![1..4]).unwrap();
    // The view shares `x`'s buffer: taking it out copies, and leaves `x` as it was.
    let out: ArrayD<f32> = ivy::ndarray::NdArrayBackend::unwrap(view).unwrap();
    assert_eq!(out.as_slice().unwrap(), &[1.0, 2.0, 3.0]);
    assert_eq!(values(&x), [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
    // A strided view held alone comes out in standard layout.
    let strided = ivy::get_item(&six(), s![..;-2]).unwrap();
    let out: ArrayD<f32> = ivy::ndarray::NdArrayBackend::unwrap(strided).unwrap();
    assert_eq!(out.as_slice().unwrap(), &[5.0, 3.0, 1.0]);
    // An array held alone comes out without a copy.
    let a = ArrayD::from_shape_vec(IxDyn(&[3]), vec![1.5f32, 2.5, 3.5]).unwrap();
    let ptr = a.as_ptr();
    let back: ArrayD<f32> =
        ivy::ndarray::NdArrayBackend::unwrap(ivy::from_ndarray(a).unwrap()).unwrap();
    assert_eq!(back.as_ptr(), ptr);
}

#[cfg(feature = "candle")]
mod on_candle {
    use super::*;
    use candle_core::Tensor;

    /// Whether `a` and `b` read the same candle storage, and where `b` starts in it.
    fn shares(a: &Array, b: &Array) -> (bool, usize) {
        let (ta, tb) = (
            a.native::<Tensor>().unwrap().clone(),
            b.native::<Tensor>().unwrap().clone(),
        );
        let (sa, _) = ta.storage_and_layout();
        let (sb, lb) = tb.storage_and_layout();
        (std::ptr::eq(&*sa, &*sb), lb.start_offset())
    }

    /// `np.arange(24).reshape(2, 3, 4)` in float32 on candle.
    fn candle_cube() -> Array {
        let b = crate::candle().unwrap();
        ivy::with_backend(b, || {
            let v: Vec<f64> = (0..24).map(f64::from).collect();
            arr(&[2, 3, 4], &v, Dtype::Float32)
        })
    }

    #[test]
    fn unit_step_slices_share_the_storage() {
        let x = candle_cube();
        // x[-1, 1:3] -> [[16 .. 19], [20 .. 23]], at offset 16.
        let v = ivy::get_item(&x, s![-1, 1..3]).unwrap();
        let rows: Vec<f64> = (16..24).map(f64::from).collect();
        assert_values(&v, &[2, 4], &rows);
        assert_eq!(shares(&x, &v), (true, 16));
        // x[np.newaxis, ..., 1:3] -> k = 1, 2 under each (i, j), at offset 1.
        let v = ivy::get_item(&x, s![NewAxis, ..., 1..3]).unwrap();
        let inner = [
            1.0, 2.0, 5.0, 6.0, 9.0, 10.0, 13.0, 14.0, 17.0, 18.0, 21.0, 22.0,
        ];
        assert_values(&v, &[1, 2, 3, 2], &inner);
        assert_eq!(shares(&x, &v), (true, 1));
        // x[:, 2] -> [[8 .. 11], [20 .. 23]], at offset 8; a kernel reads it right.
        let v = ivy::get_item(&x, s![.., 2]).unwrap();
        let expected = [8.0, 9.0, 10.0, 11.0, 20.0, 21.0, 22.0, 23.0];
        assert_values(&v, &[2, 4], &expected);
        assert_eq!(shares(&x, &v), (true, 8));
        let s0 = ivy::sum::with(&v).axis(0).call().unwrap();
        assert_values(&s0, &[4], &[28.0, 30.0, 32.0, 34.0]);
        let plus = ivy::add(&v, &ivy::get_item(&x, s![0, 0]).unwrap()).unwrap();
        let sums = [8.0, 10.0, 12.0, 14.0, 20.0, 22.0, 24.0, 26.0];
        assert_values(&plus, &[2, 4], &sums);
        // Other steps copy (candle's layouts take no negative strides): x[0, 0, ::-2] ->
        // [3, 1] in a storage of its own.
        let v = ivy::get_item(&x, s![0, 0, ..;-2]).unwrap();
        assert_values(&v, &[2], &[3.0, 1.0]);
        assert!(!shares(&x, &v).0);
    }

    #[test]
    fn a_write_to_the_source_is_not_seen_by_its_views() {
        let x = candle_cube();
        let v = ivy::get_item(&x, s![0, 1]).unwrap(); // [4, 5, 6, 7]
        let mut out = x.clone();
        ivy::add::with(&x, &x).out(&mut out).call().unwrap();
        assert_eq!(values(&x)[5], 10.0);
        assert_values(&v, &[4], &[4.0, 5.0, 6.0, 7.0]);
        let mut into_v = v.clone();
        ivy::add::with(&v, &v).out(&mut into_v).call().unwrap();
        assert_values(&v, &[4], &[8.0, 10.0, 12.0, 14.0]);
        assert_eq!(values(&x)[5], 10.0);
    }
}
