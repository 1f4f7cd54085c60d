//! An array and a Rust literal (`x + 2`, `2 - x`, `x * t` with `t` changing every call): the
//! ndarray backend computes them by its `scalar` kernels (add, subtract, multiply, divide; pow
//! of floats),
//! reading the literal as a value. The values are checked against hand-derived results, against
//! plain Rust arithmetic on the elements, and, bit for bit, against the same call written into
//! `out` (which takes the literal as a 0-d array, through the function's `into` kernel).

use crate::counting;

use ivy::Dtype::{self, *};
use ivy::{Array, PromotionRules, Scalar};

/// The host data of `a`, printed: equal strings are equal values bit for bit (`-0.0` is not
/// `0.0`; every NaN prints alike, and the cases below have one NaN each).
fn exact(a: &Array) -> String {
    format!("{:?} {:?}", a.dtype(), a.to_host().unwrap())
}

/// `values` as an array of `dtype` (from float64, as `astype` converts).
fn of(values: &[f64], dtype: Dtype) -> Array {
    ivy::astype(&ivy::asarray(values.to_vec()).unwrap(), dtype).unwrap()
}

/// The functions with `scalar` kernels, of an array and a literal in either place.
type Op = fn(ivy::ArrayLike<'_>, ivy::ArrayLike<'_>) -> ivy::Result<Array>;
const OPS: [(&str, Op); 5] = [
    ("add", |a, b| ivy::add(a, b)),
    ("subtract", |a, b| ivy::subtract(a, b)),
    ("multiply", |a, b| ivy::multiply(a, b)),
    ("divide", |a, b| ivy::divide(a, b)),
    ("pow", |a, b| ivy::pow(a, b)),
];

/// `name`'s call written into `out` (a 0-d array of the literal, through the `into` kernel or
/// the kernel), for comparison.
fn into_out(name: &str, a: ivy::ArrayLike<'_>, b: ivy::ArrayLike<'_>, like: &Array) -> Array {
    let mut out = ivy::zeros_like(like).unwrap();
    match name {
        "add" => ivy::add::with(a, b).out(&mut out).call(),
        "subtract" => ivy::subtract::with(a, b).out(&mut out).call(),
        "multiply" => ivy::multiply::with(a, b).out(&mut out).call(),
        "divide" => ivy::divide::with(a, b).out(&mut out).call(),
        _ => ivy::pow::with(a, b).out(&mut out).call(),
    }
    .unwrap();
    out
}

#[test]
fn literals_compute_what_their_0d_arrays_compute_bit_for_bit() {
    ivy::init().unwrap();
    let floats = [
        0.0,
        -0.0,
        1.5,
        -2.25,
        1e-45,
        3e38,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    let ints = [0.0, 1.0, -1.0, 127.0, -128.0, 100.0];
    let literals = [
        Scalar::Int(0),
        Scalar::Int(2),
        Scalar::Int(-3),
        Scalar::Int(127),
        // A tie in float32 once float64 has rounded it (see `hand_derived_values`).
        Scalar::Int((1 << 60) + (1 << 36) + 1),
        Scalar::Bool(true),
        Scalar::Float(0.1),
        Scalar::Float(-0.0),
        Scalar::Float(f64::NAN),
        Scalar::Float(f64::INFINITY),
        Scalar::Float(1e-40),
        Scalar::Complex(num_complex::Complex64::new(0.5, -2.0)),
    ];
    let mut compared = 0;
    for dtype in [
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Bfloat16, Float16, Float32,
        Float64, Complex64, Complex128,
    ] {
        let values: &[f64] = if dtype.is_float() || dtype.is_complex() {
            &floats
        } else if dtype.is_unsigned_int() {
            &ints[..2]
        } else {
            &ints
        };
        let x = of(values, dtype);
        for (name, op) in OPS {
            for s in literals {
                for first in [false, true] {
                    let (a, b): (ivy::ArrayLike<'_>, ivy::ArrayLike<'_>) = if first {
                        (s.into(), (&x).into())
                    } else {
                        ((&x).into(), s.into())
                    };
                    let Ok(got) = op(a, b) else {
                        // Not giving way to the dtype (a float next to integers), or not
                        // fitting it: the general path's errors, not this test's cases.
                        continue;
                    };
                    if got.dtype() != dtype {
                        continue;
                    }
                    let want = into_out(name, a, b, &got);
                    assert_eq!(
                        exact(&got),
                        exact(&want),
                        "{name} {dtype} {s:?} first {first}"
                    );
                    compared += 1;
                }
            }
        }
    }
    // Every dtype, function and side with the literals that give way to the dtype.
    assert!(compared > 500, "{compared}");
}

#[test]
fn hand_derived_values() {
    ivy::init().unwrap();
    // Integers wrap as the dtype does.
    let i8s = of(&[127.0, -128.0], Int8);
    assert_eq!(
        ivy::add(&i8s, 1).unwrap().to_vec::<i8>().unwrap(),
        [-128, -127]
    );
    assert_eq!(
        ivy::subtract(1, &i8s).unwrap().to_vec::<i8>().unwrap(),
        [-126, -127]
    );
    assert_eq!(
        ivy::subtract(&of(&[0.0], Uint8), 1)
            .unwrap()
            .to_vec::<u8>()
            .unwrap(),
        [255]
    );
    let top = ivy::asarray(vec![u64::MAX]).unwrap();
    assert_eq!(
        ivy::multiply(&top, 2).unwrap().to_vec::<u64>().unwrap(),
        [u64::MAX - 1]
    );
    let top = ivy::asarray(vec![i64::MAX]).unwrap();
    assert_eq!(
        ivy::add(&top, 1).unwrap().to_vec::<i64>().unwrap(),
        [i64::MIN]
    );

    // An integer literal reaches float32 through float64, as Python's `float` takes it:
    // 2^60 + 2^36 + 1 is 2^60 + 2^36 in float64 (ulp 256), a tie in float32 (ulp 2^37),
    // which rounds to even: 2^60. Straight to float32 it would be 2^60 + 2^37.
    let big = (1i64 << 60) + (1 << 36) + 1;
    let zero = of(&[0.0], Float32);
    assert_eq!(
        ivy::add(&zero, big).unwrap().to_vec::<f32>().unwrap(),
        [2f32.powi(60)]
    );
    assert_eq!(
        ivy::add(big, &zero).unwrap().to_vec::<f32>().unwrap(),
        [2f32.powi(60)]
    );
    // 2^53 + 1 is a tie in float64: 2^53.
    let zero = of(&[0.0], Float64);
    let big = (1i64 << 53) + 1;
    assert_eq!(
        ivy::add(&zero, big).unwrap().to_vec::<f64>().unwrap(),
        [2f64.powi(53)]
    );

    // float16: 0.1 is 0.0999755859375 there (0x2E66); 1 + it is 1.0999755859375, 102.375
    // steps of 2^-10 above 1, which rounds to 102: 1.099609375 (NumPy's float16(1.0996)).
    let one = of(&[1.0], Float16);
    let sum = ivy::add(&one, 0.1).unwrap().to_vec::<half::f16>().unwrap();
    assert_eq!(sum[0].to_f64(), 1.099609375);

    // Signed zeros, infinities, NaN.
    let f = |v: &[f64]| of(v, Float32);
    let bits = |a: Array| -> Vec<u32> {
        a.to_vec::<f32>()
            .unwrap()
            .iter()
            .map(|v| v.to_bits())
            .collect()
    };
    assert_eq!(
        bits(ivy::add(&f(&[-0.0]), 0.0).unwrap()),
        [0.0f32.to_bits()]
    );
    assert_eq!(
        bits(ivy::add(&f(&[-0.0]), -0.0).unwrap()),
        [(-0.0f32).to_bits()]
    );
    assert_eq!(
        bits(ivy::subtract(-0.0, &f(&[0.0])).unwrap()),
        [(-0.0f32).to_bits()]
    );
    assert_eq!(
        bits(ivy::subtract(&f(&[0.0]), 0.0).unwrap()),
        [0.0f32.to_bits()]
    );
    assert_eq!(
        bits(ivy::multiply(&f(&[2.0]), -0.0).unwrap()),
        [(-0.0f32).to_bits()]
    );
    let q = ivy::divide(1.0, &f(&[0.0, -0.0, f64::INFINITY])).unwrap();
    assert_eq!(
        q.to_vec::<f32>().unwrap(),
        [f32::INFINITY, f32::NEG_INFINITY, 0.0]
    );
    assert!(
        ivy::subtract(&f(&[f64::INFINITY]), f64::INFINITY)
            .unwrap()
            .to_vec::<f32>()
            .unwrap()[0]
            .is_nan()
    );
    assert!(
        ivy::add(&f(&[1.0]), f64::NAN)
            .unwrap()
            .to_vec::<f32>()
            .unwrap()[0]
            .is_nan()
    );
    // The least subnormal (2^-149) halved is a tie between 0 and itself: even, 0.
    assert_eq!(bits(ivy::multiply(&f(&[1e-45]), 0.5).unwrap()), [0]);

    // (1 + 2i) * 2i = -4 + 2i.
    let c = ivy::asarray(vec![num_complex::Complex32::new(1.0, 2.0)]).unwrap();
    let p = ivy::multiply(&c, num_complex::Complex64::new(0.0, 2.0)).unwrap();
    assert_eq!(
        p.to_vec::<num_complex::Complex32>().unwrap(),
        [num_complex::Complex32::new(-4.0, 2.0)]
    );
}

#[test]
fn dtypes_the_scalar_kernels_leave_take_the_kernels_way() {
    ivy::init().unwrap();
    // bool + True is a logical or; bool - 1 is refused as for two arrays.
    let b = ivy::asarray(vec![true, false]).unwrap();
    assert_eq!(
        ivy::add(&b, true).unwrap().to_vec::<bool>().unwrap(),
        [true, true]
    );
    assert!(ivy::subtract(&b, true).is_err());
    // Integers divide into the default float dtype.
    let q = ivy::divide(&of(&[1.0, 3.0], Int32), 2).unwrap();
    assert_eq!(
        (q.dtype(), q.to_vec::<f32>().unwrap()),
        (Float32, vec![0.5, 1.5])
    );
    let q = ivy::divide(3, &of(&[2.0, 4.0], Int32)).unwrap();
    assert_eq!(q.to_vec::<f32>().unwrap(), [1.5, 0.75]);
    // Integer powers: the kernel refuses a negative exponent before any power is taken.
    let i = of(&[2.0, 3.0], Int32);
    assert_eq!(ivy::pow(&i, 2).unwrap().to_vec::<i32>().unwrap(), [4, 9]);
    assert_eq!(ivy::pow(2, &i).unwrap().to_vec::<i32>().unwrap(), [4, 8]);
    assert!(ivy::pow(&i, -1).is_err());
    // Float powers: C's `pow`, as for two arrays.
    let f = of(&[2.0, 0.5], Float32);
    assert_eq!(
        ivy::pow(&f, 2).unwrap().to_vec::<f32>().unwrap(),
        [4.0, 0.25]
    );
    assert_eq!(
        ivy::pow(2, &f).unwrap().to_vec::<f32>().unwrap(),
        [4.0, 2f32.sqrt()]
    );
}

#[test]
fn layouts_and_shapes() {
    ivy::init().unwrap();
    // A transposed view is read in place: [[0, 3], [1, 4], [2, 5]] - 1.
    let x = ivy::reshape(&of(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], Float32), &[2, 3]).unwrap();
    let t = ivy::matrix_transpose(&x).unwrap();
    let d = ivy::subtract(&t, 1).unwrap();
    assert_eq!(d.shape(), [3, 2]);
    assert_eq!(d.to_vec::<f32>().unwrap(), [-1.0, 2.0, 0.0, 3.0, 1.0, 4.0]);
    let d = ivy::subtract(10, &t).unwrap();
    assert_eq!(d.to_vec::<f32>().unwrap(), [10.0, 7.0, 9.0, 6.0, 8.0, 5.0]);
    // 0-d and empty.
    let s = ivy::add(&ivy::asarray(3.0f32).unwrap(), 2).unwrap();
    assert_eq!(
        (s.shape(), s.to_vec::<f32>().unwrap()),
        (&[][..], vec![5.0])
    );
    let e = ivy::multiply(&of(&[], Float32), 2).unwrap();
    assert_eq!((e.shape(), e.dtype()), (&[0][..], Float32));
    // Large enough to be split across threads: each element as Rust adds it.
    let n = 100_003;
    let values: Vec<f32> = (0..n).map(|i| i as f32 * 0.37 - 9.0).collect();
    let x = ivy::asarray(values.clone()).unwrap();
    let got = ivy::subtract(0.25, &x).unwrap().to_vec::<f32>().unwrap();
    let want: Vec<f32> = values.iter().map(|v| 0.25 - v).collect();
    assert_eq!(got, want);
}

#[test]
fn under_every_rule_set_a_literal_gives_the_dtype_promotion_gives() {
    ivy::init().unwrap();
    let literals = [
        Scalar::Bool(true),
        Scalar::Int(2),
        Scalar::Int(300),
        Scalar::Int(-1),
        Scalar::Float(2.5),
        Scalar::Float(1e39),
        Scalar::Float(f64::NAN),
        Scalar::Complex(num_complex::Complex64::new(1.0, 1.0)),
    ];
    for rules in PromotionRules::ALL {
        ivy::with_promotion_rules(rules, || {
            for dtype in ivy::ALL_DTYPES.iter() {
                let x = of(&[1.0], dtype);
                for s in literals {
                    let promoted = ivy::result_type(&[dtype.into(), s.into()]);
                    let got = ivy::add(&x, s);
                    match (&promoted, &got) {
                        (Ok(want), Ok(got)) => {
                            assert_eq!(got.dtype(), *want, "{rules} {dtype} {s:?}")
                        }
                        // Refused either way, or a literal that does not fit the dtype
                        // promotion gives (300 in int8), which the call refuses.
                        (Err(_), Err(_)) | (Ok(_), Err(ivy::Error::ScalarOutOfRange { .. })) => {}
                        // A dtype the kernel does not take (bool subtract is not asked here).
                        _ => panic!("{rules} {dtype} {s:?}: promotion {promoted:?}, call {got:?}"),
                    }
                }
            }
        });
    }
}

#[test]
fn a_changing_literal_allocates_only_each_result() {
    ivy::init().unwrap();
    let x = ivy::asarray(vec![1.0f32; 1000]).unwrap();
    // Warm: the thread's first call sets up what it keeps.
    drop(ivy::multiply(&x, 0.5).unwrap());
    let bytes = counting::bytes_allocated(|| {
        for i in 0..10 {
            drop(ivy::multiply(&x, f64::from(i)).unwrap());
        }
    });
    // Ten 4,000-byte results and their small bookkeeping; no array made of each literal.
    assert!(bytes < 10 * (4000 + 400), "{bytes} bytes");
}
