//! The candle kernels called directly, on tensors: values hand-derived or as NumPy documents
//! them, integer wrapping at the edges, and the candle behaviours that made a kernel our own
//! code or a cell declared unsupported (each checked on raw candle, so a candle release that
//! changes them fails here and prompts a look at the declarations).
#![cfg(feature = "candle")]

// The dense linear algebra the kernels call (`ivy_runtime::dense`).
extern crate ivy_faer;

use candle_core::{DType, Device, Tensor, WithDType};
use half::{bf16, f16};
use ivy_backends::candle as c;
use ivy_runtime::{Dtype, Error, Scalar};

fn t<T: WithDType>(v: Vec<T>, shape: &[usize]) -> Tensor {
    Tensor::from_vec(v, shape, &Device::Cpu).unwrap()
}

fn v1<T: WithDType>(v: Vec<T>) -> Tensor {
    let n = v.len();
    t(v, &[n])
}

fn vals<T: WithDType>(x: &Tensor) -> Vec<T> {
    x.flatten_all().unwrap().to_vec1::<T>().unwrap()
}

fn f16s(v: &[f32]) -> Vec<f16> {
    v.iter().map(|&x| f16::from_f32(x)).collect()
}

#[test]
fn integer_arithmetic_wraps_as_numpy() {
    let r = c::add(&v1(vec![i16::MAX, -5]), &v1(vec![1i16, 3])).unwrap();
    assert_eq!(vals::<i16>(&r), [i16::MIN, -2]);
    let r = c::subtract(&v1(vec![i32::MIN]), &v1(vec![1i32])).unwrap();
    assert_eq!(vals::<i32>(&r), [i32::MAX]);
    // (2^63 - 1)^2 = 2^126 - 2^64 + 1, which is 1 modulo 2^64.
    let r = c::multiply(&v1(vec![i64::MAX]), &v1(vec![i64::MAX])).unwrap();
    assert_eq!(vals::<i64>(&r), [1]);
    let r = c::subtract(&v1(vec![0u8, 10]), &v1(vec![1u8, 3])).unwrap();
    assert_eq!(vals::<u8>(&r), [255, 7]);
    let r = c::add(&v1(vec![u32::MAX]), &v1(vec![2u32])).unwrap();
    assert_eq!(vals::<u32>(&r), [1]);
    // abs(MIN) is MIN (NumPy), unsigned values are unchanged.
    for (x, want) in [(i16::MIN as i64, i16::MIN as i64), (-7, 7)] {
        let r = c::abs(&v1(vec![x as i16])).unwrap();
        assert_eq!(vals::<i16>(&r), [want as i16]);
    }
    assert_eq!(
        vals::<i32>(&c::abs(&v1(vec![i32::MIN, -3])).unwrap()),
        [i32::MIN, 3]
    );
    assert_eq!(
        vals::<i64>(&c::abs(&v1(vec![i64::MIN])).unwrap()),
        [i64::MIN]
    );
    assert_eq!(vals::<u8>(&c::abs(&v1(vec![200u8])).unwrap()), [200]);
}

#[test]
fn binary_kernels_broadcast_and_check_operands() {
    let col = t(vec![1i32, 2], &[2, 1]);
    let row = v1(vec![10i32, 20, 30]);
    let r = c::add(&col, &row).unwrap();
    assert_eq!(r.dims(), [2, 3]);
    assert_eq!(vals::<i32>(&r), [11, 21, 31, 12, 22, 32]);
    let r = c::multiply(
        &t(vec![1.5f32, 2.0], &[2, 1]),
        &row.to_dtype(DType::F32).unwrap(),
    );
    assert_eq!(vals::<f32>(&r.unwrap()), [15., 30., 45., 20., 40., 60.]);
    let scalar = t(vec![100u8], &[]);
    let r = c::subtract(&scalar, &v1(vec![1u8, 101])).unwrap();
    assert_eq!(vals::<u8>(&r), [99, 255]);
    let empty = t(Vec::<i64>::new(), &[0, 3]);
    assert_eq!(
        c::add(&empty, &v1(vec![1i64, 2, 3])).unwrap().dims(),
        [0, 3]
    );

    let msg = c::add(&t(vec![1i32; 6], &[2, 3]), &v1(vec![1i32, 2]))
        .unwrap_err()
        .into_error("add", "candle")
        .to_string();
    assert!(msg.contains("[2, 3]") && msg.contains("[2]"), "{msg}");
    let msg = c::add(&v1(vec![1i32]), &v1(vec![1i64]))
        .unwrap_err()
        .into_error("add", "candle")
        .to_string();
    assert!(msg.contains("int32") && msg.contains("int64"), "{msg}");
}

/// Float add, subtract and multiply are ours too (in parallel when large, into ivy's result
/// memory): the same values as on one thread, and half floats rounded once.
#[test]
fn float_arithmetic_large_broadcast_and_half() {
    let n = 300_001; // parallel pieces, and a partial last one
    let x = v1((0..n).map(|i| i as f32 * 0.5).collect());
    let y = v1((0..n).map(|i| (i % 7) as f32).collect());
    let want = |f: fn(f32, f32) -> f32| -> Vec<f32> {
        (0..n).map(|i| f(i as f32 * 0.5, (i % 7) as f32)).collect()
    };
    assert_eq!(vals::<f32>(&c::add(&x, &y).unwrap()), want(|a, b| a + b));
    assert_eq!(
        vals::<f32>(&c::subtract(&x, &y).unwrap()),
        want(|a, b| a - b)
    );
    assert_eq!(
        vals::<f32>(&c::multiply(&x, &y).unwrap()),
        want(|a, b| a * b)
    );
    // A large column against a row, and a transposed operand.
    let col = t((0..n).map(|i| i as f64).collect(), &[n, 1]);
    let row = v1(vec![0.25f64, -1.0]);
    let r = c::add(&col, &row).unwrap();
    assert_eq!(r.dims(), [n, 2]);
    let got = vals::<f64>(&r);
    assert!((0..n).all(|i| got[2 * i] == i as f64 + 0.25 && got[2 * i + 1] == i as f64 - 1.0));
    let m = t(vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]);
    let r = c::multiply(&m.t().unwrap(), &t(vec![10.0f32; 6], &[3, 2])).unwrap();
    assert_eq!(vals::<f32>(&r), [10., 40., 20., 50., 30., 60.]);
    // float16: 2048 + 1 ties to even (2048), 2048 + 3 is 2052; bfloat16 keeps 8 bits.
    let r = c::add(&v1(f16s(&[2048.0, 2048.0])), &v1(f16s(&[1.0, 3.0]))).unwrap();
    assert_eq!(vals::<f16>(&r), f16s(&[2048.0, 2052.0]));
    let b = |v: &[f32]| v.iter().map(|&x| bf16::from_f32(x)).collect::<Vec<_>>();
    let r = c::multiply(&v1(b(&[257.0, 3.0])), &v1(b(&[1.0, 1.5]))).unwrap();
    assert_eq!(vals::<bf16>(&r), b(&[256.0, 4.5]));
}

#[test]
fn division_is_true_division_and_never_an_integer_division() {
    // NumPy: np.array([1, -7, 0, 1, -1]) / np.array([2, 2, 0, 0, 0]) is
    // [0.5, -3.5, nan, inf, -inf] in the default float dtype.
    let r = c::divide(&v1(vec![1i32, -7, 0, 1, -1]), &v1(vec![2i32, 2, 0, 0, 0])).unwrap();
    assert_eq!(r.dtype(), DType::F32);
    let v = vals::<f32>(&r);
    assert_eq!(v[..2], [0.5, -3.5]);
    assert!(v[2].is_nan());
    assert_eq!(v[3..], [f32::INFINITY, f32::NEG_INFINITY]);
    for zero in [v1(vec![0u8]), v1(vec![0i64]), v1(vec![0u32])] {
        let one = zero.ones_like().unwrap();
        assert!(c::divide(&one, &zero).is_ok());
    }
    {
        let _g = ivy_runtime::default_float_dtype_scope(Dtype::Float64).unwrap();
        let r = c::divide(&v1(vec![1i64 << 60]), &v1(vec![3i64])).unwrap();
        assert_eq!(vals::<f64>(&r), [(1i64 << 60) as f64 / 3.0]);
    }
    let r = c::divide(&v1(f16s(&[1.0, 3.0])), &v1(f16s(&[4.0, 2.0]))).unwrap();
    assert_eq!(vals::<f16>(&r), f16s(&[0.25, 1.5]));
}

#[test]
fn exp_log_and_tan() {
    let r = c::exp(&v1(vec![0.0f64, 1.0])).unwrap();
    assert_eq!(vals::<f64>(&r), [1.0, std::f64::consts::E]);
    // e in bfloat16: 2.71875 is the nearest.
    assert_eq!(
        vals::<bf16>(&c::exp(&v1(vec![bf16::ONE])).unwrap()),
        [bf16::from_f32(2.71875)]
    );
    let r = vals::<f32>(&c::log(&v1(vec![1.0f32, 0.0, -1.0])).unwrap());
    assert_eq!(r[..2], [0.0, f32::NEG_INFINITY]);
    assert!(r[2].is_nan());
    let r = vals::<f64>(&c::tan(&v1(vec![0.0f64, std::f64::consts::FRAC_PI_4, -1.0])).unwrap());
    assert_eq!(r[0], 0.0);
    assert!((r[1] - 1.0).abs() < 4e-16, "{}", r[1]);
    // tan(-1) = -1.5574077246549023 (NumPy).
    assert!((r[2] + 1.557_407_724_654_902_3).abs() < 1e-15, "{}", r[2]);
    // tan(1) = 1.5574077 lies between the float16 neighbours 1.5566406 and 1.5576172 (the
    // spacing is 2^-10) and rounds to the nearer, 1.5576172 = 1 + 571 * 2^-10.
    assert_eq!(
        vals::<f16>(&c::tan(&v1(f16s(&[1.0]))).unwrap()),
        [f16::from_f32(1.0 + 571.0 / 1024.0)]
    );
    for f in [c::exp, c::log, c::tan, c::expm1] {
        let e = f(&v1(vec![1i32])).unwrap_err().into_error("f", "candle");
        assert!(
            matches!(
                e,
                Error::UnsupportedDtype {
                    dtype: Dtype::Int32,
                    ..
                }
            ),
            "{e}"
        );
    }
}

#[test]
fn expm1_is_accurate_everywhere() {
    // Against the standard library's exp_m1 (an independent libm): within 2 units in the last
    // place over 2001 points from -5 to 5, tiny values included.
    let xs: Vec<f64> = (-1000..=1000)
        .map(|i| i as f64 * 0.005)
        .chain([
            1e-300, -1e-300, 1e-10, -1e-10, 1e-5, 0.49999, 0.5, 30.0, -40.0,
        ])
        .collect();
    let got = vals::<f64>(&c::expm1(&v1(xs.clone())).unwrap());
    for (x, y) in xs.iter().zip(got) {
        let want = x.exp_m1();
        let ulp = f64::EPSILON * want.abs().max(f64::MIN_POSITIVE);
        assert!(
            (y - want).abs() <= 2.0 * ulp,
            "expm1({x}) = {y}, want {want}"
        );
    }
    let special = vals::<f64>(
        &c::expm1(&v1(vec![
            -0.0f64,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ]))
        .unwrap(),
    );
    assert!(special[0] == 0.0 && special[0].is_sign_negative());
    assert_eq!(special[1..3], [f64::INFINITY, -1.0]);
    assert!(special[3].is_nan());
    // float32 near zero: expm1(1e-7) = 1.00000005e-07, not exp(1e-7) - 1 = 1.1920929e-07.
    let r = vals::<f32>(&c::expm1(&v1(vec![1e-7f32])).unwrap());
    assert!(
        (f64::from(r[0]) - 1.000_000_05e-7).abs() < 1e-14,
        "{}",
        r[0]
    );
    // float16 computes in float32 and rounds once: expm1(2^-12) = 2^-12 + 2^-25 + ..., which
    // is 2^-12 in float16.
    let tiny = f16::from_f32(2f32.powi(-12));
    assert_eq!(vals::<f16>(&c::expm1(&v1(vec![tiny])).unwrap()), [tiny]);
}

#[test]
fn clip_follows_numpy() {
    let i = Scalar::Int;
    let r = c::clip(&v1(vec![-5i16, 0, 5]), i(-1), i(1)).unwrap();
    assert_eq!(vals::<i16>(&r), [-1, 0, 1]);
    // Bounds beyond the dtype's range clamp to it; max wins when min > max.
    let r = c::clip(&v1(vec![0u8, 255]), i(-1000), i(1000)).unwrap();
    assert_eq!(vals::<u8>(&r), [0, 255]);
    let r = c::clip(&v1(vec![1i64, 9]), i(5), i(3)).unwrap();
    assert_eq!(vals::<i64>(&r), [3, 3]);
    let r = vals::<f32>(
        &c::clip(
            &v1(vec![0.1f32, 0.9, f32::NAN]),
            Scalar::Float(0.25),
            Scalar::Float(0.75),
        )
        .unwrap(),
    );
    assert_eq!(r[..2], [0.25, 0.75]);
    assert!(r[2].is_nan());
    // A NaN bound makes every element NaN (NumPy).
    let r = c::clip(&v1(vec![0.5f64, 2.0]), Scalar::Float(f64::NAN), i(1)).unwrap();
    assert!(vals::<f64>(&r).iter().all(|v| v.is_nan()));
    let r = c::clip(&t(vec![3.0f32], &[]), i(0), i(2)).unwrap();
    assert_eq!((r.dims().len(), vals::<f32>(&r)), (0, vec![2.0]));
    assert!(c::clip(&v1(vec![1i32]), Scalar::Float(0.5), i(2)).is_err());
}

#[test]
fn reductions_in_every_class() {
    let m = t(vec![1i64, 2, 3, 4, 5, 6], &[2, 3]);
    let s = c::sum(&m, Some(0), false, Dtype::Int64).unwrap();
    assert_eq!((s.dims(), vals::<i64>(&s)), (&[3][..], vec![5, 7, 9]));
    let s = c::sum(&m, Some(-1), true, Dtype::Int64).unwrap();
    assert_eq!((s.dims(), vals::<i64>(&s)), (&[2, 1][..], vec![6, 15]));
    let p = c::prod(&m, None, true, Dtype::Int64).unwrap();
    assert_eq!((p.dims(), vals::<i64>(&p)), (&[1, 1][..], vec![720]));
    // Wrapping: int32 MAX + 1; 200 + 100 in uint8 is 44; 256 * 256 in int16 is 0.
    let s = c::sum(&v1(vec![i32::MAX, 1]), None, false, Dtype::Int32).unwrap();
    assert_eq!((s.dims().len(), vals::<i32>(&s)), (0, vec![i32::MIN]));
    let s = c::sum(&v1(vec![200u8, 100]), None, false, Dtype::Uint8).unwrap();
    assert_eq!(vals::<u8>(&s), [44]);
    let p = c::prod(&v1(vec![256i16, 256]), None, false, Dtype::Int16).unwrap();
    assert_eq!(vals::<i16>(&p), [0]);
    // The input is cast first: uint8 summed as int64 does not wrap.
    let s = c::sum(&v1(vec![200u8, 100]), None, false, Dtype::Int64).unwrap();
    assert_eq!(vals::<i64>(&s), [300]);
    // Floats: candle's sum for float32/float64, ours for the products.
    let f = t(vec![1.5f32, 2.5, 3.0, 4.0], &[2, 2]);
    let s = c::sum(&f, Some(0), false, Dtype::Float32).unwrap();
    assert_eq!(vals::<f32>(&s), [4.5, 6.5]);
    let s = c::sum(&f, None, true, Dtype::Float32).unwrap();
    assert_eq!((s.dims(), vals::<f32>(&s)), (&[1, 1][..], vec![11.0]));
    let p = c::prod(&v1(vec![1.5f64, -2.0, 0.5]), None, false, Dtype::Float64).unwrap();
    assert_eq!(vals::<f64>(&p), [-1.5]);
    // Empty: a sum is 0, a product 1.
    let e = t(Vec::<f32>::new(), &[0, 3]);
    assert_eq!(
        vals::<f32>(&c::sum(&e, Some(0), false, Dtype::Float32).unwrap()),
        [0.0; 3]
    );
    assert_eq!(
        vals::<i32>(&c::prod(&t(Vec::<i32>::new(), &[0]), None, false, Dtype::Int32).unwrap()),
        [1]
    );
    assert_eq!(
        c::sum(&e, Some(1), false, Dtype::Float32).unwrap().dims(),
        [0]
    );
    assert!(c::sum(&m, Some(2), false, Dtype::Int64).is_err());
}

#[test]
fn half_float_reductions_accumulate_in_f32() {
    // 4096 ones: 4096 is a float16, so the exact sum is representable.
    let ones = Tensor::ones(4096, DType::F16, &Device::Cpu).unwrap();
    let s = c::sum(&ones, None, false, Dtype::Float16).unwrap();
    assert_eq!(vals::<f16>(&s), [f16::from_f32(4096.0)]);
    let ones = Tensor::ones(300, DType::BF16, &Device::Cpu).unwrap();
    let s = c::sum(&ones, None, false, Dtype::Bfloat16).unwrap();
    assert_eq!(vals::<bf16>(&s), [bf16::from_f32(300.0)]);
    let ones = Tensor::ones(3000, DType::F16, &Device::Cpu).unwrap();
    let r = vals::<f16>(&c::cumsum(&ones, 0, false, false, Dtype::Float16).unwrap());
    assert_eq!(
        (r[2047], r[2999]),
        (f16::from_f32(2048.0), f16::from_f32(3000.0))
    );
}

#[test]
fn cumsum_is_a_running_sum() {
    // NumPy: np.cumsum([1, inf, 2]) is [1, inf, inf]; np.cumsum([1, nan, 2]) [1, nan, nan].
    let r = vals::<f32>(
        &c::cumsum(
            &v1(vec![1.0f32, f32::INFINITY, 2.0]),
            0,
            false,
            false,
            Dtype::Float32,
        )
        .unwrap(),
    );
    assert_eq!(r, [1.0, f32::INFINITY, f32::INFINITY]);
    let r = vals::<f64>(
        &c::cumsum(
            &v1(vec![1.0f64, f64::NAN, 2.0]),
            -1,
            false,
            false,
            Dtype::Float64,
        )
        .unwrap(),
    );
    assert!(r[0] == 1.0 && r[1].is_nan() && r[2].is_nan());
    let m = t(vec![1i16, 2, 3, 4, 5, 6], &[2, 3]);
    let r = c::cumsum(&m, 0, false, false, Dtype::Int16).unwrap();
    assert_eq!(
        (r.dims(), vals::<i16>(&r)),
        (&[2, 3][..], vec![1, 2, 3, 5, 7, 9])
    );
    let r = c::cumsum(&m, 1, false, false, Dtype::Int16).unwrap();
    assert_eq!(vals::<i16>(&r), [1, 3, 6, 4, 9, 15]);
    // 200 + 100 wraps in uint8 to 44, then 45.
    let r = c::cumsum(&v1(vec![200u8, 100, 1]), 0, false, false, Dtype::Uint8).unwrap();
    assert_eq!(vals::<u8>(&r), [200, 44, 45]);
    // A long axis is linear in memory and time (candle's own is an n x n matrix).
    let long = Tensor::ones(1 << 20, DType::F32, &Device::Cpu).unwrap();
    let r = vals::<f32>(&c::cumsum(&long, 0, false, false, Dtype::Float32).unwrap());
    assert_eq!(r[(1 << 20) - 1], (1 << 20) as f32);
    assert!(c::cumsum(&t(vec![1.0f32], &[]), 0, false, false, Dtype::Float32).is_err());
}

#[test]
fn matmul_follows_numpy_rules() {
    let a = t(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]);
    let b = t(vec![5.0f32, 6.0, 7.0, 8.0], &[2, 2]);
    let r = c::matmul(&a, &b).unwrap();
    assert_eq!(
        (r.dims(), vals::<f32>(&r)),
        (&[2, 2][..], vec![19., 22., 43., 50.])
    );
    // 1-d with 1-d: the inner product, 0-d.
    let r = c::matmul(&v1(vec![1.0f64, 2.0]), &v1(vec![3.0f64, 4.0])).unwrap();
    assert_eq!((r.dims().len(), vals::<f64>(&r)), (0, vec![11.0]));
    // 1-d on the left is a row, on the right a column; the added axis goes.
    let r = c::matmul(&v1(vec![1.0f32, 1.0]), &a).unwrap();
    assert_eq!((r.dims(), vals::<f32>(&r)), (&[2][..], vec![4., 6.]));
    let r = c::matmul(&a, &v1(vec![1.0f32, 1.0])).unwrap();
    assert_eq!(vals::<f32>(&r), [3., 7.]);
    // Batch dimensions broadcast: (2, 1, 2, 3) @ (3, 3, 4) is (2, 3, 2, 4).
    let x = Tensor::ones((2, 1, 2, 3), DType::F64, &Device::Cpu).unwrap();
    let y = Tensor::ones((3, 3, 4), DType::F64, &Device::Cpu).unwrap();
    let r = c::matmul(&x, &y).unwrap();
    assert_eq!(r.dims(), [2, 3, 2, 4]);
    assert!(vals::<f64>(&r).iter().all(|&v| v == 3.0));
    // bfloat16 multiplies in candle 0.11.1 (widened to f32 inside).
    let r = c::matmul(
        &a.to_dtype(DType::BF16).unwrap(),
        &b.to_dtype(DType::BF16).unwrap(),
    );
    assert_eq!(vals::<bf16>(&r.unwrap())[3], bf16::from_f32(50.0));
    let k0 = c::matmul(
        &t(Vec::<f32>::new(), &[2, 0]),
        &t(Vec::<f32>::new(), &[0, 3]),
    )
    .unwrap();
    assert_eq!(vals::<f32>(&k0), [0.0; 6]);

    let err = |a: &Tensor, b: &Tensor| {
        c::matmul(a, b)
            .unwrap_err()
            .into_error("matmul", "candle")
            .to_string()
    };
    assert!(err(&a, &t(vec![1.0f32; 3], &[3, 1])).contains("inner"));
    assert!(err(&t(vec![1.0f32], &[]), &a).contains("0-d"));
    let ints = t(vec![1i64; 4], &[2, 2]);
    assert!(err(&ints, &ints).contains("int64"));
    let halves = a.to_dtype(DType::F16).unwrap();
    assert!(err(&halves, &halves).contains("float16"));
}

#[test]
fn transpose_and_linear() {
    let x = t((0..6).collect::<Vec<u32>>(), &[2, 3]);
    let r = c::matrix_transpose(&x).unwrap();
    assert_eq!(
        (r.dims(), vals::<u32>(&r)),
        (&[3, 2][..], vec![0, 3, 1, 4, 2, 5])
    );
    let s = t((0..12).map(|v| v as i16).collect(), &[2, 2, 3]);
    let r = c::matrix_transpose(&s).unwrap();
    assert_eq!(r.dims(), [2, 3, 2]);
    assert_eq!(vals::<i16>(&r)[6..], [6, 9, 7, 10, 8, 11]);
    assert!(c::matrix_transpose(&v1(vec![1.0f32])).is_err());
    // x (2, 3) @ w^T (w: (1, 3)) + b: [[1, 2, 3], [4, 5, 6]] . [1, 0, -1] + 10 = [8, 8].
    let x = t(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]);
    let w = t(vec![1.0f64, 0.0, -1.0], &[1, 3]);
    let b = v1(vec![10.0f64]);
    let r = c::linear(&x, &w, Some(&b)).unwrap();
    assert_eq!((r.dims(), vals::<f64>(&r)), (&[2, 1][..], vec![8.0, 8.0]));
    assert!(c::linear(&x, &v1(vec![1.0f64, 0.0, -1.0]), None).is_err());
}

#[test]
fn astype_has_ivys_semantics() {
    // Integers wrap; floats truncate toward zero and saturate; NaN is 0.
    let r = c::astype(&v1(vec![300i64, -1]), Dtype::Uint8).unwrap();
    assert_eq!(vals::<u8>(&r), [44, 255]);
    let r = c::astype(&v1(vec![70000u32]), Dtype::Int16).unwrap();
    assert_eq!(vals::<i16>(&r), [4464]); // 70000 - 65536
    let r = c::astype(&v1(vec![1e10f32, -1e10, -1.7, f32::NAN]), Dtype::Int16).unwrap();
    assert_eq!(vals::<i16>(&r), [i16::MAX, i16::MIN, -1, 0]);
    // Correct rounding where candle's to_dtype rounds twice: 2^24 + 2^16 + 1 lies just above
    // the midpoint of the bfloat16 neighbours 2^24 and 2^24 + 2^17.
    let r = c::astype(&v1(vec![16_842_753i32]), Dtype::Bfloat16).unwrap();
    assert_eq!(vals::<bf16>(&r), [bf16::from_f32(16_908_288.0)]);
    // 2049 + 2^-30 lies just above the midpoint of the float16 neighbours 2048 and 2050.
    let r = c::astype(&v1(vec![2049.0 + 2f64.powi(-30)]), Dtype::Float16).unwrap();
    assert_eq!(vals::<f16>(&r), [f16::from_f32(2050.0)]);
    let r = c::astype(&v1(f16s(&[1.5, -0.25])), Dtype::Bfloat16).unwrap();
    assert_eq!(
        vals::<bf16>(&r),
        [bf16::from_f32(1.5), bf16::from_f32(-0.25)]
    );
    let x = v1(vec![1.5f32]);
    assert_eq!(vals::<f32>(&c::astype(&x, Dtype::Float32).unwrap()), [1.5]);
    assert!(c::astype(&x, Dtype::Bool).is_err());
}

#[test]
fn creation_kernels() {
    let cpu = ivy_runtime::Device::Cpu;
    for dtype in c::dtype::VALID.iter() {
        let z = c::zeros(&[2, 0, 3], dtype, cpu).unwrap();
        assert_eq!(
            (c::dtype::dtype_of(&z).unwrap(), z.dims()),
            (dtype, &[2, 0, 3][..])
        );
        let o = c::ones(&[2], dtype, cpu).unwrap();
        assert_eq!(vals::<f64>(&o.to_dtype(DType::F64).unwrap()), [1.0, 1.0]);
    }
    let f = c::full(&[2], Scalar::Int(-3), Some(Dtype::Int16), cpu).unwrap();
    assert_eq!(vals::<i16>(&f), [-3, -3]);
    assert!(c::full(&[1], Scalar::Int(300), Some(Dtype::Uint8), cpu).is_err());
    // NumPy: np.arange(1, 2, 0.25) is [1, 1.25, 1.5, 1.75].
    let a = c::arange(
        Scalar::Int(1),
        Scalar::Int(2),
        Scalar::Float(0.25),
        Dtype::Float32,
        cpu,
    );
    assert_eq!(vals::<f32>(&a.unwrap()), [1.0, 1.25, 1.5, 1.75]);
    // Near an integer dtype's limit (candle's arange_step would overflow `current += step`).
    let a = c::arange(
        Scalar::Int(200),
        Scalar::Int(255),
        Scalar::Int(50),
        Dtype::Uint8,
        cpu,
    );
    assert_eq!(vals::<u8>(&a.unwrap()), [200, 250]);
    // A size no machine holds is an error, not an abort.
    assert!(c::zeros(&[1 << 40, 1 << 20], Dtype::Float64, cpu).is_err());
    assert!(c::zeros(&[usize::MAX, 2], Dtype::Uint8, cpu).is_err());
}

#[test]
fn the_candle_behaviours_behind_our_kernels_and_declarations() {
    let cpu = &Device::Cpu;
    // float16 matmul, declared unsupported: a single row accumulates in half precision.
    let row = Tensor::ones((1, 3000), DType::F16, cpu).unwrap();
    let ones = Tensor::ones((3000, 2), DType::F16, cpu).unwrap();
    let r = vals::<f16>(&row.matmul(&ones).unwrap());
    assert_eq!(
        r[0],
        f16::from_f32(2048.0),
        "candle's float16 matmul changed: revisit"
    );
    // Integer matmul, declared unsupported: an error.
    let i = Tensor::ones((2, 2), DType::I64, cpu).unwrap();
    assert!(i.matmul(&i).is_err());
    // Candle's cumsum (replaced): inf times 0 poisons earlier sums.
    let x = Tensor::new(&[1f32, f32::INFINITY, 2.0], cpu).unwrap();
    assert!(vals::<f32>(&x.cumsum(0).unwrap())[0].is_nan());
    // Candle's half sums (replaced): 4096 float16 ones sum to 2048.
    let h = Tensor::ones(4096, DType::F16, cpu).unwrap();
    assert_eq!(vals::<f16>(&h.sum_all().unwrap()), [f16::from_f32(2048.0)]);
    // Candle's to_dtype (bypassed for these pairs): rounding twice.
    let r = Tensor::new(&[16_842_753i32], cpu)
        .unwrap()
        .to_dtype(DType::BF16);
    assert_eq!(vals::<bf16>(&r.unwrap()), [bf16::from_f32(16_777_216.0)]);
    let r = Tensor::new(&[2049.0 + 2f64.powi(-30)], cpu)
        .unwrap()
        .to_dtype(DType::F16);
    assert_eq!(vals::<f16>(&r.unwrap()), [f16::from_f32(2048.0)]);
}

/// Awkward values in `dtype`: zero, negatives, a fraction, NaN, infinities, huge values (each
/// converted as `astype` converts: saturated or wrapped for integers).
fn nasty(dtype: Dtype, shape: &[usize]) -> Tensor {
    let pool = [
        0.0,
        -1.0,
        1.5,
        f64::NAN,
        f64::INFINITY,
        -f64::INFINITY,
        1e30,
        -1e30,
        127.0,
    ];
    let n: usize = shape.iter().product();
    let values: Vec<f64> = (0..n).map(|i| pool[i % pool.len()]).collect();
    let h = ivy_runtime::HostArray::new(shape.to_vec(), values).unwrap();
    c::host::tensor_from_host(h.astype(dtype).unwrap()).unwrap()
}

#[test]
fn every_kernel_over_every_dtype_and_awkward_shapes_does_what_it_declares() {
    use ivy_runtime::functional as f;
    let id = c::register().unwrap();
    // What the kernel itself takes: integers that a function promotes to the default float
    // before dispatch (`#[integer_arrays_to_float]`) never reach it.
    let supported = |decl: &ivy_runtime::FunctionDecl, d: Dtype| {
        (decl.supported_dtypes(id) - decl.promoted_dtypes(id)).contains(d)
    };
    let shapes: [&[usize]; 6] = [&[], &[0], &[3], &[2, 3], &[2, 1, 3], &[3, 0, 2]];
    for dtype in c::dtype::VALID.iter() {
        for shape in shapes {
            let x = nasty(dtype, shape);
            let ctx = format!("{dtype} {shape:?}");
            for (decl, r) in [
                (f::add::DECL, c::add(&x, &x)),
                (f::subtract::DECL, c::subtract(&x, &x)),
                (f::multiply::DECL, c::multiply(&x, &x)),
                (f::divide::DECL, c::divide(&x, &x)),
                (f::abs::DECL, c::abs(&x)),
                (f::exp::DECL, c::exp(&x)),
                (f::expm1::DECL, c::expm1(&x)),
                (f::tan::DECL, c::tan(&x)),
                (f::log::DECL, c::log(&x)),
                (f::clip::DECL, c::clip(&x, Scalar::Int(-1), Scalar::Int(1))),
            ] {
                let r = r.map(|t| t.dims().to_vec());
                assert_eq!(r.is_ok(), supported(decl, dtype), "{} {ctx}", decl.name);
                if let Ok(dims) = r {
                    assert_eq!(dims, shape, "{} {ctx}", decl.name);
                }
            }
            let ndim = shape.len() as isize;
            for axis in [None, Some(0), Some(-1), Some(5)] {
                let in_range = axis.is_none_or(|a| a < ndim && a >= -ndim);
                for (name, f) in [("sum", c::sum as fn(_, _, _, _) -> _), ("prod", c::prod)] {
                    for keepdims in [false, true] {
                        let r = f(&x, axis, keepdims, dtype);
                        assert_eq!(r.is_ok(), in_range, "{name} {axis:?} {ctx}");
                        if let (Ok(r), true) = (r, keepdims) {
                            assert_eq!(r.dims().len(), shape.len(), "{name} keepdims {ctx}");
                        }
                    }
                }
            }
            let r = c::cumsum(&x, -1, false, false, dtype);
            assert_eq!(r.is_ok(), !shape.is_empty(), "cumsum {ctx}");
            let t = c::matrix_transpose(&x);
            assert_eq!(t.is_ok(), shape.len() >= 2, "matrix_transpose {ctx}");
            if shape.len() >= 2 {
                let r = c::matmul(&x, &t.unwrap());
                assert_eq!(r.is_ok(), supported(f::matmul::DECL, dtype), "matmul {ctx}");
            }
            for to in c::dtype::VALID.iter() {
                assert!(c::astype(&x, to).is_ok(), "astype {ctx} -> {to}");
            }
        }
    }
}
