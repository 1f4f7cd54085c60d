//! Values of the activations on every float dtype of every built-in backend, their edge values
//! (±inf, nan, huge arguments, empty and 0-d arrays), integer inputs, the axis of the softmaxes,
//! and bad arguments.
//!
//! The expected values are closed forms (`sigmoid(0) = 1/2`, `hardswish(1) = 2/3`, ..) or were
//! computed from the definitions with Python's `math` module (C's libm), written out here.

use crate::float_values;

use float_values::{
    FLOATS, UnaryCase, arr, arr_shaped, assert_values, backends, check_unary_table, values,
};
use ivy::Dtype::*;

const LN_2: f64 = std::f64::consts::LN_2;
const INF: f64 = f64::INFINITY;
const NAN: f64 = f64::NAN;

/// Each element-wise activation with `(x, f(x))` pairs whose `x` every float dtype holds.
fn table() -> Vec<UnaryCase> {
    vec![
        (
            "relu",
            |x| ivy::relu(x),
            vec![
                (-1.0, 0.0),
                // NumPy's maximum keeps its first operand when they compare equal.
                (-0.0, -0.0),
                (2.0, 2.0),
                (0.5, 0.5),
                (-INF, 0.0),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "leaky_relu",
            |x| ivy::leaky_relu::with(x).alpha(0.25).call(),
            vec![
                (-1.0, -0.25),
                (-0.0, -0.0),
                (2.0, 2.0),
                (-INF, -INF),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "gelu",
            |x| ivy::gelu(x),
            vec![
                (-1.0, -0.15865525393145707),
                (2.0, 1.9544997361036416),
                (0.5, 0.34573123063700656),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "gelu (tanh)",
            |x| ivy::gelu::with(x).approximate(true).call(),
            vec![
                (-1.0, -0.15880800939172324),
                (2.0, 1.954597694087775),
                (0.5, 0.34571400982514394),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "sigmoid",
            |x| ivy::sigmoid(x),
            vec![
                (-1.0, 0.2689414213699951),
                (0.0, 0.5),
                (2.0, 0.8807970779778823),
                (-INF, 0.0),
                (INF, 1.0),
                (NAN, NAN),
            ],
        ),
        (
            "softplus",
            |x| ivy::softplus(x),
            vec![
                (-1.0, 0.31326168751822286),
                (0.0, LN_2),
                (2.0, 2.1269280110429727),
                // No overflow: ln(1 + e^1000) is 1000 to every precision.
                (1000.0, 1000.0),
                (-INF, 0.0),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "softplus (beta 2, threshold 3)",
            |x| ivy::softplus::with(x).beta(2.0).threshold(3.0).call(),
            vec![
                (-1.0, 0.06346400552148625),
                (0.0, LN_2 / 2.0),
                // beta * x = 4 > 3: x itself.
                (2.0, 2.0),
            ],
        ),
        (
            "silu",
            |x| ivy::silu(x),
            vec![
                (-1.0, -0.2689414213699951),
                (2.0, 1.7615941559557646),
                (0.0, 0.0),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "mish",
            |x| ivy::mish(x),
            vec![
                (-1.0, -0.30340146137410895),
                (2.0, 1.9439589595339946),
                (0.5, 0.3752452113048951),
                (0.0, 0.0),
                (INF, INF),
                (NAN, NAN),
            ],
        ),
        (
            "hardswish",
            |x| ivy::hardswish(x),
            vec![
                (-1.0, -1.0 / 3.0),
                (1.0, 2.0 / 3.0),
                (-0.5, -0.20833333333333334),
                // x * 0 / 6 below -3.
                (-4.0, -0.0),
                // Linear from 3 on.
                (3.0, 3.0),
                (4.0, 4.0),
                (NAN, NAN),
            ],
        ),
    ]
}

#[test]
fn values_in_every_float_dtype_on_every_backend() {
    check_unary_table(table);
}

#[test]
fn relu_keeps_integers_and_the_others_take_them_as_the_default_float() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            // int32 and uint8 are held by both backends.
            let y = ivy::relu(&arr(&[-3.0, 0.0, 4.0], Int32)).unwrap();
            assert_eq!(y.dtype(), Int32);
            assert_eq!(values(&y), [0.0, 0.0, 4.0]);
            let y = ivy::relu(&arr(&[0.0, 255.0], Uint8)).unwrap();
            assert_eq!((y.dtype(), values(&y)), (Uint8, vec![0.0, 255.0]));

            let x = arr(&[0.0, 2.0], Int32);
            let y = ivy::sigmoid(&x).unwrap();
            assert_eq!(y.dtype(), Float32);
            assert_values("sigmoid", Float32, &values(&y), &[0.5, 0.8807970779778823]);
            for (name, f, _) in table().into_iter().skip(1) {
                assert_eq!(f(&x).unwrap().dtype(), Float32, "{name}");
            }
            let y = ivy::softmax(&x).unwrap();
            assert_eq!(y.dtype(), Float32);
            assert_values(
                "softmax",
                Float32,
                &values(&y),
                &[0.11920292202211757, 0.8807970779778825],
            );
        });
    }
}

#[test]
fn softmax_and_log_softmax_along_an_axis() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            for dtype in FLOATS {
                let x = arr(&[1.0, 2.0, 3.0], dtype);
                assert_values(
                    "softmax",
                    dtype,
                    &values(&ivy::softmax(&x).unwrap()),
                    &[0.09003057317038046, 0.24472847105479767, 0.6652409557748219],
                );
                assert_values(
                    "log_softmax",
                    dtype,
                    &values(&ivy::log_softmax::with(&x).axis(-1).call().unwrap()),
                    &[
                        -2.4076059644443806,
                        -1.4076059644443806,
                        -0.4076059644443806,
                    ],
                );
                // Along the first axis of a 2x2: each column is softmax([a, a + 2]).
                let m = arr_shaped(&[1.0, 2.0, 3.0, 4.0], &[2, 2], dtype);
                let y = ivy::softmax::with(&m).axis(0).call().unwrap();
                assert_eq!(y.shape(), &[2, 2]);
                let (lo, hi) = (0.11920292202211757, 0.8807970779778825);
                assert_values("softmax", dtype, &values(&y), &[lo, lo, hi, hi]);
                // Along the last (the default): each row is softmax([a, a + 1]).
                let y = ivy::log_softmax(&m).unwrap();
                let (lo, hi) = (-1.3132616875182228, -0.31326168751822286);
                assert_values("log_softmax", dtype, &values(&y), &[lo, hi, lo, hi]);
            }
        });
    }
}

#[test]
fn softmaxes_neither_overflow_nor_underflow() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            for dtype in FLOATS {
                // e^1000 overflows every dtype; the shift by the maximum avoids it.
                let x = arr(&[1000.0, 1000.0], dtype);
                let y = ivy::softmax(&x).unwrap();
                assert_values("softmax", dtype, &values(&y), &[0.5, 0.5]);
                // softmax(-1000 relative) underflows to 0; its logarithm is still finite.
                let x = arr(&[0.0, -1000.0], dtype);
                let y = ivy::log_softmax(&x).unwrap();
                assert_values("log_softmax", dtype, &values(&y), &[0.0, -1000.0]);
                // A nan makes its lane nan.
                let x = arr(&[1.0, NAN], dtype);
                let y = values(&ivy::softmax(&x).unwrap());
                assert!(y.iter().all(|v| v.is_nan()), "{dtype}: {y:?}");
            }
        });
    }
}

/// The GELU without cancellation in its negative tail (`erfc` for the exact form, `x / (1 +
/// e^-2u)` for the tanh form, not `x/2 * (1 + ..)`).
#[test]
fn gelu_keeps_its_negative_tail() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            for dtype in [Float32, Float64] {
                let x = arr(&[-10.0], dtype);
                let exact = ivy::gelu(&x).unwrap();
                let what = format!("gelu on {backend:?}");
                assert_values(&what, dtype, &values(&exact), &[-7.619853024160593e-23]);
                let tanh = ivy::gelu::with(&x).approximate(true).call().unwrap();
                assert_values(&what, dtype, &values(&tanh), &[-1.2040923482098023e-37]);
            }
        });
    }
}

#[test]
fn empty_and_zero_dimensional_arrays() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let empty = arr(&[], Float32);
            let scalar = arr_shaped(&[0.5], &[], Float32);
            for (name, f, _) in table() {
                assert_eq!(f(&empty).unwrap().shape(), &[0], "{name}");
                assert_eq!(f(&scalar).unwrap().shape(), &[] as &[usize], "{name}");
            }
            let empty = arr_shaped(&[], &[0, 3], Float32);
            for axis in [0, 1] {
                let y = ivy::softmax::with(&empty).axis(axis).call().unwrap();
                assert_eq!(y.shape(), &[0, 3]);
                let y = ivy::log_softmax::with(&empty).axis(axis).call().unwrap();
                assert_eq!(y.shape(), &[0, 3]);
            }
        });
    }
}

#[test]
fn out_receives_the_result() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let mut out = arr(&[7.0, 7.0], Float32);
            ivy::relu::with(&arr(&[-1.0, 2.0], Float32))
                .out(&mut out)
                .call()
                .unwrap();
            assert_eq!(values(&out), [0.0, 2.0]);
            let mut out = arr(&[7.0, 7.0], Float64);
            ivy::softmax::with(&arr(&[0.0, 0.0], Float64))
                .out(&mut out)
                .call()
                .unwrap();
            assert_eq!(values(&out), [0.5, 0.5]);
        });
    }
}

#[test]
fn bad_arguments_are_errors_naming_them() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let x = arr(&[1.0, 2.0], Float32);
            let cases = [
                ("axis", ivy::softmax::with(&x).axis(1).call()),
                ("axis", ivy::log_softmax::with(&x).axis(-2).call()),
                ("beta", ivy::softplus::with(&x).beta(0.0).call()),
                ("beta", ivy::softplus::with(&x).beta(INF).call()),
                ("alpha", ivy::leaky_relu::with(&x).alpha(NAN).call()),
            ];
            for (argument, result) in cases {
                let err = result.unwrap_err().to_string();
                assert!(err.contains(argument), "{argument}: {err}");
            }
        });
    }
    // bool and complex only on ndarray (candle holds neither): relu takes integers and real
    // floats.
    ivy::init().unwrap();
    let b = ivy::astype(&arr(&[1.0, 0.0], Float32), Bool).unwrap();
    let err = ivy::relu(&b).unwrap_err().to_string();
    assert!(err.contains("relu") && err.contains("bool"), "{err}");
    let z = ivy::astype(&arr(&[1.0], Float32), Complex64).unwrap();
    for (name, result) in [
        ("relu", ivy::relu(&z)),
        ("sigmoid", ivy::sigmoid(&z)),
        ("softmax", ivy::softmax(&z)),
    ] {
        let err = result.unwrap_err().to_string();
        assert!(
            err.contains(name) && err.contains("complex64"),
            "{name}: {err}"
        );
    }
}
