//! Every ndarray kernel over every dtype and awkward shapes and values: results follow the
//! declared dtype classes, and no input makes a kernel panic.

// The dense linear algebra the kernels call (`ivy_runtime::dense`).
extern crate ivy_faer;

use ivy_backends::ndarray::{self as nd, NdArray};
use ivy_runtime::HostArray;
use ivy_runtime::{Device, Dtype, Scalar};

/// Awkward values in every dtype: zero, negatives, a fraction, NaN, infinities, huge values.
fn nasty(dtype: Dtype, shape: &[usize]) -> NdArray {
    let pool = [
        0.0,
        -1.0,
        1.5,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        1e30,
        -1e30,
        127.0,
    ];
    let n: usize = shape.iter().product();
    let values: Vec<f64> = (0..n).map(|i| pool[i % pool.len()]).collect();
    let h = HostArray::new(shape.to_vec(), values).unwrap();
    nd::asarray(h, Some(dtype), Device::Cpu).unwrap()
}

const SHAPES: [&[usize]; 6] = [&[], &[0], &[3], &[2, 3], &[2, 1, 3], &[3, 0, 2]];

#[test]
fn every_kernel_over_every_dtype_follows_its_class() {
    for dtype in Dtype::ALL {
        for shape in SHAPES {
            let x = nasty(dtype, shape);
            let ctx = format!("{dtype} {shape:?}");
            let numeric = dtype.is_numeric();
            let inexact = dtype.is_float() || dtype.is_complex();

            assert!(nd::add(&x, &x).is_ok(), "add {ctx}");
            assert!(nd::multiply(&x, &x).is_ok(), "multiply {ctx}");
            assert_eq!(nd::subtract(&x, &x).is_ok(), numeric, "subtract {ctx}");
            let q = nd::divide(&x, &x).unwrap();
            if !inexact {
                assert_eq!(
                    q.dtype(),
                    ivy_runtime::default_float_dtype(),
                    "divide {ctx}"
                );
            }
            assert_eq!(nd::abs(&x).is_ok(), numeric, "abs {ctx}");
            for f in [nd::exp, nd::expm1, nd::tan, nd::log] {
                assert_eq!(f(&x).is_ok(), inexact, "{ctx}");
            }
            let clip = nd::clip(&x, Scalar::Int(-1), Scalar::Int(1));
            assert_eq!(
                clip.is_ok(),
                dtype.is_int() || dtype.is_float(),
                "clip {ctx}"
            );
            assert_eq!(nd::lcm(&x, &x).is_ok(), dtype.is_int(), "lcm {ctx}");
            assert_eq!(nd::logical_not(&x).unwrap().dtype(), Dtype::Bool);

            let ndim = shape.len() as isize;
            for axis in [None, Some(0), Some(-1), Some(5)] {
                let in_range = axis.is_none_or(|a| a < ndim && a >= -ndim);
                for f in [nd::sum, nd::prod] {
                    let r = f(&x, axis, false, dtype);
                    assert_eq!(r.is_ok(), in_range, "reduce {axis:?} {ctx}");
                    let k = f(&x, axis, true, dtype);
                    if let Ok(k) = k {
                        assert_eq!(k.ndim(), shape.len(), "keepdims {ctx}");
                    }
                }
            }
            assert_eq!(
                nd::cumsum(&x, -1, false, false, dtype).is_ok(),
                !shape.is_empty(),
                "cumsum {ctx}"
            );

            let t = nd::matrix_transpose(&x);
            assert_eq!(t.is_ok(), shape.len() >= 2, "matrix_transpose {ctx}");
            if inexact && shape.len() >= 2 {
                let xt = t.unwrap();
                assert!(nd::matmul(&x, &xt).is_ok(), "matmul {ctx}");
            }
            let _ = nd::matmul(&x, &x);
            let _ = nd::linear(&x, &x, Some(&x));

            for to in Dtype::ALL {
                let y = nd::astype(&x, to);
                let drops_imaginary = dtype.is_complex() && !to.is_complex() && !to.is_bool();
                assert_eq!(y.is_err(), drops_imaginary, "astype {ctx} -> {to}");
            }
            // NaN != NaN, so compare the printed arrays.
            let back = NdArray::from_host(x.to_host().unwrap()).unwrap();
            assert_eq!(
                (back.dtype(), back.to_string()),
                (dtype, x.to_string()),
                "{ctx}"
            );
        }
    }
}

#[test]
fn extreme_integers_wrap() {
    let i = |v: Vec<i64>| NdArray::from_vec(v.clone(), &[v.len()]).unwrap();
    assert_eq!(
        nd::add(&i(vec![i64::MAX]), &i(vec![1])).unwrap(),
        i(vec![i64::MIN])
    );
    assert_eq!(nd::abs(&i(vec![i64::MIN])).unwrap(), i(vec![i64::MIN]));
    assert_eq!(
        nd::multiply(&i(vec![i64::MIN]), &i(vec![-1])).unwrap(),
        i(vec![i64::MIN])
    );
    assert_eq!(
        nd::lcm(&i(vec![i64::MIN]), &i(vec![3])).unwrap(),
        // |MIN| * 3 = 3 * 2^63, wrapped into 64 bits: 2^63 (= MIN).
        i(vec![i64::MIN])
    );
    let u = NdArray::from_vec(vec![u64::MAX, u64::MAX], &[2]).unwrap();
    assert_eq!(
        nd::sum(&u, None, false, Dtype::Uint64).unwrap(),
        NdArray::scalar(u64::MAX - 1)
    );
    assert_eq!(
        nd::sum(&u, None, false, Dtype::Float64).unwrap(),
        NdArray::scalar(2.0 * 18446744073709551616.0f64)
    );
}

#[test]
fn display_of_a_kernel_result() {
    let x = nd::arange(
        Scalar::Int(0),
        Scalar::Int(6),
        Scalar::Int(1),
        Dtype::Float32,
        Device::Cpu,
    )
    .unwrap();
    let h = HostArray::new(vec![2, 3], vec![0.0f32, 1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
    let m = nd::asarray(h, Some(Dtype::Float32), Device::Cpu).unwrap();
    let y = nd::divide(
        &m,
        &nd::full(&[], Scalar::Int(2), Some(Dtype::Float32), Device::Cpu).unwrap(),
    )
    .unwrap();
    assert_eq!(x.to_string(), "[0., 1., 2., 3., 4., 5.]");
    assert_eq!(y.to_string(), "[[0. , 0.5, 1. ],\n [1.5, 2. , 2.5]]");
    let c = nd::astype(&m, Dtype::Complex64).unwrap();
    assert_eq!(
        nd::sum(&c, Some(0), false, Dtype::Complex64)
            .unwrap()
            .to_string(),
        "[3.+0.j, 5.+0.j, 7.+0.j]"
    );
}
