//! Values of the general functions (`all`, `any`, `isin`, `array_equal`, `allclose`,
//! `to_scalar`, `shape`, `size`, `stable_divide`): every dtype class, edge values, bad input.
//! Expected values are derived by hand (NumPy's documented semantics, which Ivy's follow).

use ivy::Dtype::{self, *};
use ivy::{Array, HostArray, HostData, Scalar};

/// `values` of `shape` as an array of `dtype` (on the backend in force).
fn arr(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
    ivy::init().unwrap();
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

fn bools(a: &Array) -> Vec<bool> {
    assert_eq!(a.dtype(), Bool);
    match a.to_host().unwrap().data() {
        HostData::Bool(v) => v.clone(),
        other => panic!("not bool: {:?}", other.dtype()),
    }
}

/// Every dtype but `bool` (whose values are only 0 and 1).
const NUMERIC: [Dtype; 13] = [
    Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Bfloat16, Float16, Float32, Float64,
    Complex64,
];

#[test]
fn all_and_any_reduce_every_dtype() {
    for d in NUMERIC.into_iter().chain([Complex128]) {
        // [[1, 0, 2], [3, 4, 5]]
        let x = arr(&[1.0, 0.0, 2.0, 3.0, 4.0, 5.0], &[2, 3], d);
        assert_eq!(bools(&ivy::all(&x).unwrap()), [false], "{d}");
        assert_eq!(bools(&ivy::any(&x).unwrap()), [true], "{d}");
        let cols = ivy::all::with(&x).axis(0).call().unwrap();
        assert_eq!(
            (cols.shape(), bools(&cols)),
            (&[3][..], vec![true, false, true])
        );
        let rows = ivy::all::with(&x).axis(-1).keepdims(true).call().unwrap();
        assert_eq!(
            (rows.shape(), bools(&rows)),
            (&[2, 1][..], vec![false, true])
        );
        let zeros = arr(&[0.0, 0.0], &[2], d);
        assert_eq!(
            bools(&ivy::any::with(&zeros).axis(0).call().unwrap()),
            [false]
        );
    }
    let b = ivy::array![[true, false], [true, true]].unwrap();
    assert_eq!(
        bools(&ivy::all::with(&b).axis(1).call().unwrap()),
        [false, true]
    );
    assert_eq!(
        bools(&ivy::any::with(&b).axis(0).call().unwrap()),
        [true, true]
    );
}

#[test]
fn all_and_any_edge_values() {
    // nan is nonzero; -0.0 is zero.
    let x = ivy::array![f64::NAN, -0.0, f64::INFINITY].unwrap();
    assert_eq!(bools(&ivy::all(&x).unwrap()), [false]);
    let nz = ivy::array![f64::NAN, f64::NEG_INFINITY].unwrap();
    assert_eq!(bools(&ivy::all(&nz).unwrap()), [true]);
    let nzero = ivy::array![-0.0f32].unwrap();
    assert_eq!(bools(&ivy::any(&nzero).unwrap()), [false]);
    // Empty reductions: all is true, any is false (NumPy).
    let empty = arr(&[], &[2, 0], Float32);
    let a = ivy::all::with(&empty).axis(1).call().unwrap();
    assert_eq!((a.shape(), bools(&a)), (&[2][..], vec![true, true]));
    let a = ivy::any::with(&empty)
        .axis(0)
        .keepdims(true)
        .call()
        .unwrap();
    assert_eq!((a.shape(), bools(&a)), (&[1, 0][..], vec![]));
    assert_eq!(bools(&ivy::any(&empty).unwrap()), [false]);
    // 0-d input, all axes with keepdims keeps 0 axes.
    let s = arr(&[3.0], &[], Int32);
    let r = ivy::all::with(&s).keepdims(true).call().unwrap();
    assert_eq!((r.shape(), bools(&r)), (&[][..], vec![true]));
    // Integer limits are nonzero.
    let lim = ivy::array![i64::MIN, i64::MAX].unwrap();
    assert_eq!(bools(&ivy::all(&lim).unwrap()), [true]);
    // A complex value with only an imaginary part is nonzero.
    let i = num_complex::Complex64::new(0.0, 1.0);
    let c = ivy::asarray(HostArray::new(vec![1], vec![i]).unwrap()).unwrap();
    assert_eq!(bools(&ivy::all(&c).unwrap()), [true]);
}

#[test]
fn all_and_any_refuse_bad_axes() {
    let x = arr(&[1.0, 2.0], &[2], Float64);
    for axis in [1, -2, isize::MAX, isize::MIN] {
        let e = ivy::all::with(&x)
            .axis(axis)
            .call()
            .unwrap_err()
            .to_string();
        assert!(e.contains("axis"), "{e}");
        assert!(ivy::any::with(&x).axis(axis).call().is_err());
    }
    // A 0-d array has no axis 0.
    assert!(
        ivy::all::with(&arr(&[1.0], &[], Int8))
            .axis(0)
            .call()
            .is_err()
    );
}

#[test]
fn all_writes_into_out() {
    let x = arr(&[1.0, 0.0], &[2], Int16);
    let mut out = ivy::array![true].unwrap();
    let r = ivy::all::with(&x)
        .axis(0)
        .keepdims(true)
        .out(&mut out)
        .call()
        .unwrap();
    assert_eq!(bools(&out), [false]);
    assert_eq!(bools(&r), [false]);
}

#[test]
fn isin_compares_values_after_promotion() {
    for d in NUMERIC {
        let x = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        let t = arr(&[4.0, 2.0, 7.0], &[3], d);
        let y = ivy::isin(&x, &t).unwrap();
        assert_eq!(y.shape(), &[2, 2], "{d}");
        assert_eq!(bools(&y), [false, true, false, true], "{d}");
        let n = ivy::isin::with(&x, &t)
            .assume_unique(true)
            .invert(true)
            .call()
            .unwrap();
        assert_eq!(bools(&n), [true, false, true, false], "{d}");
    }
    // Mixed dtypes: int8 elements against float64 tests compare as numbers.
    let x = arr(&[1.0, 2.0, 3.0], &[3], Int8);
    let t = ivy::array![2.0, 2.5].unwrap();
    assert_eq!(bools(&ivy::isin(&x, &t).unwrap()), [false, true, false]);
    // nan equals nothing (not even nan); -0.0 equals 0.0.
    let x = ivy::array![f64::NAN, -0.0, f64::INFINITY].unwrap();
    let t = ivy::array![f64::NAN, 0.0, f64::INFINITY].unwrap();
    assert_eq!(bools(&ivy::isin(&x, &t).unwrap()), [false, true, true]);
    // Bool.
    let b = ivy::array![true, false].unwrap();
    let tb = ivy::array![false].unwrap();
    assert_eq!(bools(&ivy::isin(&b, &tb).unwrap()), [false, true]);
    // Empty tests: nothing is found; empty elements: an empty result of their shape.
    let none = arr(&[], &[0], Int32);
    assert_eq!(bools(&ivy::isin(&x, &none).unwrap()), [false; 3]);
    let y = ivy::isin(&arr(&[], &[0, 2], Int32), &t).unwrap();
    assert_eq!(y.shape(), &[0, 2]);
    // A 0-d element array gives a 0-d result.
    let y = ivy::isin(&arr(&[7.0], &[], Uint8), &arr(&[7.0], &[1], Uint8));
    assert_eq!(bools(&y.unwrap()), [true]);
    // Integer limits.
    let x = ivy::array![u64::MAX, 0u64].unwrap();
    let t = ivy::array![u64::MAX].unwrap();
    assert_eq!(bools(&ivy::isin(&x, &t).unwrap()), [true, false]);
}

#[test]
fn array_equal_compares_shape_and_values() {
    let a = ivy::array![[1, 2], [3, 4]].unwrap();
    for d in NUMERIC {
        let b = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        assert!(ivy::array_equal(&a, &b).unwrap(), "{d}");
        let c = arr(&[1.0, 2.0, 3.0, 5.0], &[2, 2], d);
        assert!(!ivy::array_equal(&a, &c).unwrap(), "{d}");
        // Same values, another shape.
        let flat = arr(&[1.0, 2.0, 3.0, 4.0], &[4], d);
        assert!(!ivy::array_equal(&a, &flat).unwrap(), "{d}");
    }
    let nan = ivy::array![f32::NAN].unwrap();
    assert!(!ivy::array_equal(&nan, &nan).unwrap());
    assert!(ivy::array_equal(&ivy::array![0.0].unwrap(), &ivy::array![-0.0].unwrap()).unwrap());
    let empty = arr(&[], &[0, 3], Float32);
    assert!(ivy::array_equal(&empty, &arr(&[], &[0, 3], Int64)).unwrap());
    assert!(!ivy::array_equal(&empty, &arr(&[], &[3, 0], Float32)).unwrap());
    let b = ivy::array![true, false].unwrap();
    assert!(ivy::array_equal(&b, &ivy::array![1u8, 0].unwrap()).unwrap());
    // Values beyond f64's precision stay distinct (compared exactly, not through float64).
    let big = ivy::array![i64::MAX].unwrap();
    assert!(!ivy::array_equal(&big, &ivy::array![i64::MAX - 1].unwrap()).unwrap());
}

#[test]
fn allclose_follows_numpy() {
    let a = ivy::array![1.0, 2.0, 1e10].unwrap();
    // |a - b| <= atol + rtol * |b|: 1e-5 * 1e10 = 1e5 allows 1e10 + 1e4.
    let b = ivy::array![1.000001, 2.0, 1e10 + 1e4].unwrap();
    assert!(ivy::allclose(&a, &b, 1e-5, 1e-8, false).unwrap());
    let c = ivy::array![1.0001, 2.0, 1e10].unwrap();
    assert!(!ivy::allclose(&a, &c, 1e-5, 1e-8, false).unwrap());
    assert!(ivy::allclose(&a, &c, 1e-3, 0.0, false).unwrap());
    // atol alone, around 0.
    let z = ivy::array![0.0, 1e-9].unwrap();
    assert!(ivy::allclose(&z, &ivy::array![1e-9, 0.0].unwrap(), 0.0, 1e-8, false).unwrap());
    assert!(!ivy::allclose(&z, &ivy::array![1e-7, 0.0].unwrap(), 0.0, 1e-8, false).unwrap());
    // nan only with equal_nan; infinities only the same infinity.
    let n = ivy::array![f64::NAN, 1.0].unwrap();
    assert!(!ivy::allclose(&n, &n, 1e-5, 1e-8, false).unwrap());
    assert!(ivy::allclose(&n, &n, 1e-5, 1e-8, true).unwrap());
    let one = ivy::array![1.0, 1.0].unwrap();
    assert!(!ivy::allclose(&n, &one, 1e-5, 1e-8, true).unwrap());
    let inf = ivy::array![f64::INFINITY].unwrap();
    assert!(ivy::allclose(&inf, &inf, 1e-5, 1e-8, false).unwrap());
    let ninf = ivy::array![f64::NEG_INFINITY].unwrap();
    assert!(!ivy::allclose(&inf, &ninf, 1e-5, 1e-8, false).unwrap());
    assert!(!ivy::allclose(&inf, &ivy::array![1e308].unwrap(), 1.0, 1e8, false).unwrap());
    // Broadcasting, integers and a mixed-dtype pair.
    let col = arr(&[2.0, 2.0], &[2, 1], Int32);
    assert!(ivy::allclose(&col, &arr(&[2.0, 2.0, 2.0], &[3], Float16), 0.0, 0.0, false).unwrap());
    assert!(!ivy::allclose(&col, &arr(&[2.0, 3.0], &[2], Uint8), 0.0, 0.0, false).unwrap());
    // Empty arrays are all close.
    let e = arr(&[], &[0], Float32);
    assert!(ivy::allclose(&e, &e, 0.0, 0.0, false).unwrap());
    // Shapes that do not broadcast are an error.
    let err = ivy::allclose(&a, &one, 1e-5, 1e-8, false)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("allclose") && err.contains("[3]") && err.contains("[2]"),
        "{err}"
    );
}

#[test]
fn to_scalar_gives_the_held_value() {
    assert_eq!(
        ivy::to_scalar(&arr(&[-7.0], &[], Int8)).unwrap(),
        Scalar::Int(-7)
    );
    assert_eq!(
        ivy::to_scalar(&arr(&[7.0], &[1, 1], Uint64)).unwrap(),
        Scalar::Int(7)
    );
    assert_eq!(
        ivy::to_scalar(&ivy::array![u64::MAX].unwrap()).unwrap(),
        Scalar::Int(u64::MAX.into())
    );
    assert_eq!(
        ivy::to_scalar(&arr(&[0.5], &[1], Bfloat16)).unwrap(),
        Scalar::Float(0.5)
    );
    assert_eq!(
        ivy::to_scalar(&ivy::array![true].unwrap()).unwrap(),
        Scalar::Bool(true)
    );
    let Scalar::Float(n) = ivy::to_scalar(&ivy::array![f32::NAN].unwrap()).unwrap() else {
        panic!("not a float")
    };
    assert!(n.is_nan());
    for bad in [arr(&[], &[0], Float32), arr(&[1.0, 2.0], &[2], Int32)] {
        let e = ivy::to_scalar(&bad).unwrap_err().to_string();
        assert!(e.contains("to_scalar") && e.contains("one-element"), "{e}");
    }
}

#[test]
fn shape_and_size() {
    let x = arr(&[0.0; 6], &[2, 1, 3], Float64);
    assert_eq!((ivy::shape(&x), ivy::size(&x)), (&[2, 1, 3][..], 6));
    let s = arr(&[0.0], &[], Int8);
    assert_eq!((ivy::shape(&s), ivy::size(&s)), (&[][..], 1));
    let e = arr(&[], &[4, 0], Bool);
    assert_eq!((ivy::shape(&e), ivy::size(&e)), (&[4, 0][..], 0));
}

#[test]
fn stable_divide_adds_the_minimum_denominator() {
    // 1 / (0 + 1e-12) = 1e12; 6 / (2 + 1e-12) = 3 within float64 rounding.
    let y = ivy::stable_divide(
        &ivy::array![1.0, 6.0].unwrap(),
        &ivy::array![0.0, 2.0].unwrap(),
    )
    .unwrap();
    let HostData::Float64(v) = y.to_host().unwrap().data().clone() else {
        panic!()
    };
    assert_eq!(v[0], 1e12);
    assert!((v[1] - 3.0).abs() < 1e-11);
    // An explicit minimum, and integer inputs: as in Ivy, a Python float with an integer
    // array becomes float64 (ivy-semantics 3.3, rule 1).
    let y = ivy::stable_divide::with(&arr(&[3.0], &[1], Int32), &arr(&[0.0], &[1], Int32))
        .min_denominator(0.5)
        .call()
        .unwrap();
    assert_eq!(y.dtype(), Float64);
    assert_eq!(y.to_string(), "[6.]");
    // In non-precise mode too, 1e-12 next to integers is float64, never rounded to float32
    // first (1 / float32(1e-12) would be 1.00000002e12).
    let y = ivy::with_precise_mode(false, || {
        ivy::stable_divide(&arr(&[1.0], &[1], Int32), &arr(&[0.0], &[1], Int32))
    })
    .unwrap();
    let HostData::Float64(v) = y.to_host().unwrap().data().clone() else {
        panic!("{}", y.dtype())
    };
    assert_eq!(v[0], 1e12);
    // A scalar numerator broadcasts; 0 / 0 stays finite.
    let y = ivy::stable_divide::with(0.0, &ivy::array![0.0, 4.0].unwrap())
        .min_denominator(1.0)
        .call()
        .unwrap();
    assert_eq!(y.to_string(), "[0., 0.]");
    // Shapes that do not broadcast are an error.
    assert!(
        ivy::stable_divide(
            &ivy::array![1.0, 2.0].unwrap(),
            &ivy::array![1.0, 2.0, 3.0].unwrap()
        )
        .is_err()
    );
}

#[cfg(feature = "candle")]
mod candle {
    use super::*;

    /// The same values on candle; the `bool` functions are absent there (declared), so they
    /// fail with a clear error rather than a wrong value.
    #[test]
    fn general_functions_on_candle() {
        // ndarray stays the default backend of the other tests' calls without arrays.
        ivy::set_default_backend(ivy::init().unwrap());
        let c = crate::candle().unwrap();
        ivy::with_backend(c, || {
            for d in [
                Uint8, Uint32, Int16, Int32, Int64, Bfloat16, Float16, Float32, Float64,
            ] {
                let x = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
                assert_eq!(x.backend(), c);
                let y = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
                assert!(ivy::array_equal(&x, &y).unwrap(), "{d}");
                assert!(ivy::allclose(&x, &y, 0.0, 0.0, false).unwrap(), "{d}");
                let five = if d.is_float() {
                    Scalar::Float(5.0)
                } else {
                    Scalar::Int(5)
                };
                assert_eq!(ivy::to_scalar(&arr(&[5.0], &[], d)).unwrap(), five);
                let e = ivy::all(&x).unwrap_err().to_string();
                assert!(e.contains("all"), "{e}");
                assert!(ivy::isin(&x, &y).is_err());
            }
            let y = ivy::stable_divide(
                &arr(&[1.0, 6.0], &[2], Float64),
                &arr(&[0.0, 2.0], &[2], Float64),
            )
            .unwrap();
            assert_eq!(y.backend(), c);
            let HostData::Float64(v) = y.to_host().unwrap().data().clone() else {
                panic!()
            };
            assert_eq!(v[0], 1e12);
        });
    }
}
