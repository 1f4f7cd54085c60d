//! Values of the statistical functions on every built-in backend: the Array API's dtypes of
//! the accumulating reductions, means, variances, extremes, scans and `einsum`, with edge
//! values and bad input. Expected values are derived by hand (or are NumPy's, as noted).

use crate::numeric_support;

use ivy::Dtype::*;
use numeric_support::*;

#[test]
fn accumulating_reductions_widen_narrow_integers_and_bool() {
    on_each_backend(|b| {
        let _i = ivy::default_int_dtype_scope(Int32).unwrap();
        let _u = ivy::default_uint_dtype_scope(Uint32).unwrap();
        // (input, what sum/prod/cumsum give without a dtype): the Array API's rule.
        let cases = [
            (Int8, Int32),
            (Int16, Int32),
            (Int64, Int64),
            (Uint8, Uint32),
            (Uint16, Uint32),
            (Uint64, Uint64),
            (Float16, Float16),
            (Float32, Float32),
        ];
        for (input, widened) in cases {
            if !b.valid_dtypes().contains(input) || !b.valid_dtypes().contains(widened) {
                continue;
            }
            let x = arr(&[2], &[100.0, 100.0], input);
            let s = ivy::sum(&x).unwrap();
            assert_eq!(s.dtype(), widened, "sum of {input}");
            assert_values(&s, &[], &[200.0]);
            let p = ivy::prod(&x).unwrap();
            assert_eq!(p.dtype(), widened, "prod of {input}");
            let c = ivy::cumsum(&x).unwrap();
            assert_eq!(c.dtype(), widened, "cumsum of {input}");
            assert_values(&c, &[2], &[100.0, 200.0]);
        }
        // A dtype asked for wins, and integers wrap in it: 200 + 100 = 300 is 44 in uint8.
        let x = arr(&[2], &[200.0, 100.0], Uint8);
        let s = ivy::sum::with(&x).dtype(Uint8).call().unwrap();
        assert_eq!(s.dtype(), Uint8);
        assert_values(&s, &[], &[44.0]);
        let p = ivy::cumprod::with(&arr(&[2], &[16.0, 16.0], Uint8))
            .dtype(Uint8)
            .call()
            .unwrap();
        assert_values(&p, &[2], &[16.0, 0.0]);
    });
    // `bool` sums count (NumPy: np.sum([True, True, False]) == 2), in the default int.
    ivy::init().unwrap();
    let _i = ivy::default_int_dtype_scope(Int64).unwrap();
    let t = arr(&[3], &[1.0, 1.0, 0.0], Bool);
    let s = ivy::sum(&t).unwrap();
    assert_eq!(s.dtype(), Int64);
    assert_values(&s, &[], &[2.0]);
}

#[test]
fn empty_reductions_have_their_identities() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Float32]) {
            let e = arr(&[0, 3], &[], d);
            assert_values(&ivy::sum::with(&e).axis(0).call().unwrap(), &[3], &[0.0; 3]);
            assert_values(
                &ivy::prod::with(&e).axis(0).call().unwrap(),
                &[3],
                &[1.0; 3],
            );
            // NumPy: the mean of nothing is NaN.
            let m = ivy::mean::with(&e).axis(0).call().unwrap();
            assert_values(&m, &[3], &[f64::NAN; 3]);
            assert_err(ivy::max::with(&e).axis(0).call(), &["max", "no elements"]);
            assert_err(ivy::min(&e), &["min", "no elements"]);
        }
    });
}

#[test]
fn means_variances_and_deviations() {
    on_each_backend(|b| {
        for d in held(b, &FLOATS) {
            let x = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            let m = ivy::mean(&x).unwrap();
            assert_eq!(m.dtype(), d);
            assert_values(&m, &[], &[2.5]);
            assert_values(
                &ivy::mean::with(&x).axis(1).keepdims(true).call().unwrap(),
                &[2, 1],
                &[1.5, 3.5],
            );
            // Squared deviations 2.25 + 0.25 + 0.25 + 2.25 = 5: over 4 and over 3.
            assert_values(&ivy::var(&x).unwrap(), &[], &[1.25]);
            let v1 = ivy::var::with(&x).correction(1.0).call().unwrap();
            assert_values(&v1, &[], &[5.0 / 3.0]);
            let s = ivy::std::with(&x).axis(0).call().unwrap();
            assert_values(&s, &[2], &[1.0, 1.0]);
            // NumPy: np.var([1., 2.], ddof=2) is inf (0.5 / 0), np.var([1.], ddof=1) NaN (0 / 0).
            let two = arr(&[2], &[1.0, 2.0], d);
            assert_values(
                &ivy::var::with(&two).correction(2.0).call().unwrap(),
                &[],
                &[f64::INFINITY],
            );
            let one = arr(&[1], &[1.0], d);
            assert_values(
                &ivy::var::with(&one).correction(1.0).call().unwrap(),
                &[],
                &[f64::NAN],
            );
            let nan = arr(&[2], &[1.0, f64::NAN], d);
            assert_values(&ivy::mean(&nan).unwrap(), &[], &[f64::NAN]);
        }
        // Integers are taken as the default float dtype.
        for d in held(b, &[Int16, Int32, Uint8]) {
            let x = arr(&[4], &[1.0, 2.0, 3.0, 5.0], d);
            let m = ivy::mean(&x).unwrap();
            assert_eq!(m.dtype(), Float32);
            assert_values(&m, &[], &[2.75]);
            let s = ivy::std(&x).unwrap();
            // Deviations 1.75, 0.75, 0.25, 2.25: squares sum to 8.75, over 4 is 2.1875.
            assert_values(&s, &[], &[2.1875f64.sqrt()]);
        }
    });
    ivy::init().unwrap();
    let x = arr(&[2], &[1.0, 2.0], Float64);
    assert_err(
        ivy::var::with(&x).correction(f64::NAN).call(),
        &["var", "correction"],
    );
    assert_err(ivy::mean::with(&x).axis(1).call(), &["axis"]);
}

#[test]
fn extremes_propagate_nan_and_take_every_class() {
    on_each_backend(|b| {
        for d in held(b, &[INTS.as_slice(), FLOATS.as_slice()].concat()) {
            let x = arr(&[2, 3], &[1.0, 7.0, 4.0, 5.0, 2.0, 6.0], d);
            assert_values(
                &ivy::max::with(&x).axis(0).call().unwrap(),
                &[3],
                &[5.0, 7.0, 6.0],
            );
            assert_values(
                &ivy::min::with(&x).axis(-1).keepdims(true).call().unwrap(),
                &[2, 1],
                &[1.0, 2.0],
            );
            assert_values(&ivy::max(&x).unwrap(), &[], &[7.0]);
        }
        for d in held(b, &[Int8, Int16, Int32, Int64]) {
            let x = arr(&[2], &[-1.0, -5.0], d);
            assert_values(&ivy::min(&x).unwrap(), &[], &[-5.0]);
        }
        for d in held(b, &FLOATS) {
            let x = arr(&[3], &[1.0, f64::NAN, 3.0], d);
            assert_values(&ivy::max(&x).unwrap(), &[], &[f64::NAN]);
            assert_values(&ivy::min(&x).unwrap(), &[], &[f64::NAN]);
            let inf = arr(&[2], &[f64::NEG_INFINITY, -0.0], d);
            assert_values(&ivy::min(&inf).unwrap(), &[], &[f64::NEG_INFINITY]);
        }
    });
    ivy::init().unwrap();
    // `bool`: any and all.
    let t = arr(&[2, 2], &[1.0, 0.0, 0.0, 0.0], Bool);
    assert_eq!(
        ivy::max::with(&t).axis(1).call().unwrap().to_string(),
        "[ true, false]"
    );
    assert_eq!(ivy::min(&t).unwrap().to_string(), "false");
    let big = arr(&[2], &[i64::MAX as f64, 0.0], Int64);
    assert_eq!(ivy::max(&big).unwrap().to_string(), "9223372036854775807");
}

#[test]
fn scans_run_exclusive_and_reversed() {
    on_each_backend(|b| {
        for d in held(b, &[Int16, Int32, Uint8, Float32, Float64]) {
            let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            let c = ivy::cumsum::with(&x).axis(1).dtype(d).call().unwrap();
            assert_values(&c, &[2, 3], &[1.0, 3.0, 6.0, 4.0, 9.0, 15.0]);
            let c = ivy::cumsum::with(&x)
                .axis(1)
                .exclusive(true)
                .dtype(d)
                .call()
                .unwrap();
            assert_values(&c, &[2, 3], &[0.0, 1.0, 3.0, 0.0, 4.0, 9.0]);
            let c = ivy::cumsum::with(&x).reverse(true).dtype(d).call().unwrap();
            assert_values(&c, &[2, 3], &[5.0, 7.0, 9.0, 4.0, 5.0, 6.0]);
            let p = ivy::cumprod::with(&x).axis(-1).dtype(d).call().unwrap();
            assert_values(&p, &[2, 3], &[1.0, 2.0, 6.0, 4.0, 20.0, 120.0]);
            let p = ivy::cumprod::with(&x)
                .axis(-1)
                .exclusive(true)
                .reverse(true)
                .dtype(d)
                .call()
                .unwrap();
            assert_values(&p, &[2, 3], &[6.0, 3.0, 1.0, 30.0, 6.0, 1.0]);
        }
        for d in held(b, &[Float32, Float64]) {
            // NumPy: np.cumsum([1, inf, 2]) is [1, inf, inf], np.cumprod([2, nan, 1]) [2, nan, nan].
            let x = arr(&[3], &[1.0, f64::INFINITY, 2.0], d);
            let c = ivy::cumsum(&x).unwrap();
            assert_values(&c, &[3], &[1.0, f64::INFINITY, f64::INFINITY]);
            let y = arr(&[3], &[2.0, f64::NAN, 1.0], d);
            let p = ivy::cumprod(&y).unwrap();
            assert_values(&p, &[3], &[2.0, f64::NAN, f64::NAN]);
        }
        let x = arr(&[2], &[1.0, 2.0], Float32);
        assert_err(ivy::cumprod::with(&x).axis(1).call(), &["cumprod", "axis"]);
        assert_values(&ivy::cumprod(&arr(&[0], &[], Float32)).unwrap(), &[0], &[]);
    });
}

#[test]
fn einsum_contracts_takes_diagonals_and_broadcasts() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Int64, Float32, Float64]) {
            let a = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            let c = arr(&[2, 2], &[5.0, 6.0, 7.0, 8.0], d);
            let mm = ivy::einsum("ij,jk->ik", &[&a, &c]).unwrap();
            assert_values(&mm, &[2, 2], &[19.0, 22.0, 43.0, 50.0]);
            assert_values(&ivy::einsum("ii", &[&a]).unwrap(), &[], &[5.0]);
            assert_values(&ivy::einsum("ii->i", &[&a]).unwrap(), &[2], &[1.0, 4.0]);
            assert_values(
                &ivy::einsum("ij->ji", &[&a]).unwrap(),
                &[2, 2],
                &[1.0, 3.0, 2.0, 4.0],
            );
            // Implicit output: the letters that appear once, in order (`ji` sorts to `ij`).
            assert_values(
                &ivy::einsum("ji", &[&a]).unwrap(),
                &[2, 2],
                &[1.0, 3.0, 2.0, 4.0],
            );
            assert_values(&ivy::einsum("ij->", &[&a]).unwrap(), &[], &[10.0]);
            let v = arr(&[2], &[1.0, 10.0], d);
            let o = ivy::einsum("i,j->ij", &[&v, &v]).unwrap();
            assert_values(&o, &[2, 2], &[1.0, 10.0, 10.0, 100.0]);
            // `...` broadcasts: a stack of two matrices times one vector.
            let s = arr(&[2, 1, 2], &[1.0, 2.0, 3.0, 4.0], d);
            let r = ivy::einsum("...ij,j->...i", &[&s, &v]).unwrap();
            assert_values(&r, &[2, 1], &[21.0, 43.0]);
        }
        let a = arr(&[2, 3], &[1.0; 6], Float32);
        assert_err(ivy::einsum("ij,jk->ik", &[&a]), &["einsum"]);
        assert_err(ivy::einsum("ij,jk->ik", &[&a, &a]), &["einsum"]);
        assert_err(ivy::einsum("i->i", &[&a]), &["einsum"]);
        assert_err(ivy::einsum("ij->k", &[&a]), &["einsum"]);
        assert_err(ivy::einsum("i1->i", &[&a]), &["einsum"]);
    });
    // Operands of two dtypes promote to one (int32 with float64: float64).
    ivy::init().unwrap();
    let a = arr(&[2], &[1.0, 2.0], Int32);
    let f = arr(&[2], &[0.5, 0.25], Float64);
    let r = ivy::einsum("i,i", &[&a, &f]).unwrap();
    assert_eq!(r.dtype(), Float64);
    assert_values(&r, &[], &[1.0]);
}

#[test]
fn dtypes_outside_a_kernel_are_refused_or_cast() {
    ivy::init().unwrap();
    let c = carr(&[2], &[(1.0, 1.0), (2.0, 0.0)]);
    // Complex has no order: max is declared unsupported on every backend.
    assert!(ivy::max(&c).is_err());
    let m = ivy::mean(&c).unwrap();
    assert_eq!((cvalues(&m), m.dtype()), (vec![(1.5, 0.5)], Complex128));
}

/// Float sums are pairwise (issue 7), at least as accurate as NumPy's: ten million float32
/// copies of 0.1 sum exactly to 10^7 × 0.100000001490116119384765625 = 1000000.0149011612
/// (hand-derived). NumPy 2.4.6's float32 sum gives 1000000.125 (`np.full(10**7, 0.1,
/// dtype=np.float32).sum()`, run for this test), 0.110 off; a running float32 total gives
/// 1087937.0.
#[test]
fn ten_million_float32_values_sum_as_accurately_as_numpy() {
    const EXACT: f64 = 1_000_000.014_901_161_2;
    const NUMPY_ERROR: f64 = 1_000_000.125 - EXACT;
    on_each_backend(|b| {
        let x = ivy::full::with(&[10_000_000], 0.1)
            .dtype(Float32)
            .call()
            .unwrap();
        for axis in [None, Some(0)] {
            let total = ivy::sum::with(&x).axis(axis).call().unwrap();
            assert_eq!(total.dtype(), Float32);
            let got = values(&total)[0];
            assert!(
                (got - EXACT).abs() <= NUMPY_ERROR + 1e-9,
                "{b}, axis {axis:?}: {got}"
            );
        }
    });
}
