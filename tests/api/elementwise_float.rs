//! Values of the float element-wise functions (sqrt .. logaddexp) on every float dtype of every
//! built-in backend, their edge values (±0, ±inf, nan, empty and 0-d arrays), integer and bool
//! inputs taken as the default float dtype, complex principal branches, and bad input.
//!
//! The expected values are closed forms (`asin(0.5) = pi/6`, `hypot(3, 4) = 5`, ..) or were
//! computed with Python's `math` and `cmath` modules (C's libm), written out here.

use crate::float_values;

use float_values::{
    FLOATS, UnaryCase, arr, assert_values, backends, check_unary_table, matches, values,
};
use ivy::Dtype::*;
use ivy::{Array, HostArray, HostData};

/// `π` and friends, as literals for the tables.
const PI: f64 = std::f64::consts::PI;
const FRAC_PI_2: f64 = std::f64::consts::FRAC_PI_2;
const FRAC_PI_4: f64 = std::f64::consts::FRAC_PI_4;
const LN_2: f64 = std::f64::consts::LN_2;
const INF: f64 = f64::INFINITY;
const NAN: f64 = f64::NAN;

type Binary = fn(&Array, &Array) -> ivy::Result<Array>;
/// A function's name, call and `(x1, x2, f(x1, x2))` triples.
type BinaryCase = (&'static str, Binary, Vec<(f64, f64, f64)>);

/// Each unary function with `(x, f(x))` pairs whose `x` every float dtype holds exactly.
fn unary_table() -> Vec<UnaryCase> {
    vec![
        (
            "sqrt",
            |x| ivy::sqrt(x),
            vec![
                (4.0, 2.0),
                (2.0, std::f64::consts::SQRT_2),
                (0.25, 0.5),
                (0.0, 0.0),
                (-0.0, -0.0),
                (INF, INF),
                (-1.0, NAN),
            ],
        ),
        (
            "exp2",
            |x| ivy::exp2(x),
            vec![
                (3.0, 8.0),
                (-1.0, 0.5),
                (0.5, std::f64::consts::SQRT_2),
                (-INF, 0.0),
                (INF, INF),
            ],
        ),
        (
            "log1p",
            |x| ivy::log1p(x),
            vec![
                (1.0, LN_2),
                (-0.5, -LN_2),
                (0.0, 0.0),
                (-0.0, -0.0),
                (-1.0, -INF),
                (-2.0, NAN),
            ],
        ),
        (
            "log2",
            |x| ivy::log2(x),
            vec![
                (8.0, 3.0),
                (0.5, -1.0),
                (3.0, 1.584962500721156),
                (0.0, -INF),
                (-1.0, NAN),
                (INF, INF),
            ],
        ),
        (
            "log10",
            |x| ivy::log10(x),
            vec![
                (1000.0, 3.0),
                (0.5, -std::f64::consts::LOG10_2),
                (0.0, -INF),
                (-1.0, NAN),
            ],
        ),
        (
            "sin",
            |x| ivy::sin(x),
            vec![
                (0.5, 0.479425538604203),
                (-2.0, -0.9092974268256817),
                (0.0, 0.0),
                (-0.0, -0.0),
                (INF, NAN),
            ],
        ),
        (
            "cos",
            |x| ivy::cos(x),
            vec![
                (0.5, 0.8775825618903728),
                (3.0, -0.9899924966004454),
                (0.0, 1.0),
                (-INF, NAN),
            ],
        ),
        (
            "asin",
            |x| ivy::asin(x),
            vec![
                (0.5, PI / 6.0),
                (-1.0, -FRAC_PI_2),
                (-0.0, -0.0),
                (2.0, NAN),
            ],
        ),
        (
            "acos",
            |x| ivy::acos(x),
            vec![(0.5, PI / 3.0), (-1.0, PI), (1.0, 0.0), (2.0, NAN)],
        ),
        (
            "atan",
            |x| ivy::atan(x),
            vec![
                (1.0, FRAC_PI_4),
                (-0.5, -0.4636476090008061),
                (INF, FRAC_PI_2),
                (-INF, -FRAC_PI_2),
                (-0.0, -0.0),
            ],
        ),
        (
            "sinh",
            |x| ivy::sinh(x),
            vec![
                (1.0, 1.1752011936438014),
                (-0.5, -0.5210953054937474),
                (-0.0, -0.0),
                (INF, INF),
            ],
        ),
        (
            "cosh",
            |x| ivy::cosh(x),
            vec![
                (1.0, 1.5430806348152437),
                (-0.5, 1.1276259652063807),
                (0.0, 1.0),
                (-INF, INF),
            ],
        ),
        (
            "tanh",
            |x| ivy::tanh(x),
            vec![
                (0.5, 0.46211715726000974),
                (-2.0, -0.9640275800758169),
                (-0.0, -0.0),
                (INF, 1.0),
                (-INF, -1.0),
            ],
        ),
        (
            "asinh",
            |x| ivy::asinh(x),
            vec![
                (1.0, 0.881373587019543),
                (-0.5, -0.48121182505960347),
                (-0.0, -0.0),
                (INF, INF),
            ],
        ),
        (
            "acosh",
            |x| ivy::acosh(x),
            vec![
                (1.0, 0.0),
                (2.0, 1.3169578969248166),
                (0.5, NAN),
                (INF, INF),
            ],
        ),
        (
            "atanh",
            |x| ivy::atanh(x),
            vec![
                (0.5, 0.5493061443340549),
                (-0.25, -0.25541281188299536),
                (1.0, INF),
                (-1.0, -INF),
                (2.0, NAN),
            ],
        ),
        (
            "erf",
            |x| ivy::erf(x),
            vec![
                (0.5, 0.5204998778130465),
                (-1.0, -0.8427007929497149),
                (2.0, 0.9953222650189527),
                (-0.0, -0.0),
                (INF, 1.0),
                (-INF, -1.0),
            ],
        ),
        (
            "deg2rad",
            |x| ivy::deg2rad(x),
            vec![
                (180.0, PI),
                (-90.0, -FRAC_PI_2),
                (45.0, FRAC_PI_4),
                (-INF, -INF),
            ],
        ),
        (
            "rad2deg",
            |x| ivy::rad2deg(x),
            vec![
                (1.0, 57.29577951308232),
                (-0.5, -28.64788975654116),
                (0.25, 14.32394487827058),
                (NAN, NAN),
            ],
        ),
    ]
}

/// Each binary function with `(x1, x2, f(x1, x2))` triples.
fn binary_table() -> Vec<BinaryCase> {
    vec![
        (
            "atan2",
            |a, b| ivy::atan2(a, b),
            vec![
                (1.0, 1.0, FRAC_PI_4),
                (1.0, -1.0, 3.0 * FRAC_PI_4),
                (-1.0, -1.0, -3.0 * FRAC_PI_4),
                (1.0, 0.0, FRAC_PI_2),
                // The sign of a zero `x1` picks the side of the cut.
                (0.0, -1.0, PI),
                (-0.0, -1.0, -PI),
                (-0.0, 2.0, -0.0),
                (NAN, 1.0, NAN),
            ],
        ),
        (
            "hypot",
            |a, b| ivy::hypot(a, b),
            vec![
                (3.0, 4.0, 5.0),
                (-5.0, 12.0, 13.0),
                (0.0, -0.0, 0.0),
                // An infinite side wins over nan (C's hypot).
                (INF, NAN, INF),
                (NAN, 1.0, NAN),
            ],
        ),
        (
            "logaddexp",
            |a, b| ivy::logaddexp(a, b),
            vec![
                (0.0, 0.0, LN_2),
                (1.0, 2.0, 2.3132616875182228),
                // No overflow in the exponentials.
                (1000.0, 1000.0, 1000.0 + LN_2),
                (-INF, -INF, -INF),
                (INF, INF, INF),
                (-INF, 0.0, 0.0),
                (NAN, 0.0, NAN),
            ],
        ),
    ]
}

#[test]
fn unary_values_in_every_float_dtype_on_every_backend() {
    check_unary_table(unary_table);
}

#[test]
fn binary_values_in_every_float_dtype_on_every_backend() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            for (name, f, points) in binary_table() {
                let x1: Vec<f64> = points.iter().map(|p| p.0).collect();
                let x2: Vec<f64> = points.iter().map(|p| p.1).collect();
                let want: Vec<f64> = points.iter().map(|p| p.2).collect();
                for dtype in FLOATS {
                    let y = f(&arr(&x1, dtype), &arr(&x2, dtype)).unwrap();
                    assert_eq!(y.dtype(), dtype, "{name}");
                    assert_values(name, dtype, &values(&y), &want);
                }
            }
        });
    }
}

#[test]
fn binary_functions_broadcast_and_take_scalars() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let host = HostArray::new(vec![2, 1], vec![3.0f32, 5.0]).unwrap();
            let col = ivy::asarray(host).unwrap();
            let row = arr(&[4.0, 12.0], Float32);
            let y = ivy::hypot(&col, &row).unwrap();
            assert_eq!(y.shape(), &[2, 2]);
            assert_values(
                "hypot",
                Float32,
                &values(&y),
                &[5.0, 12.36931687685298, 6.4031242374328485, 13.0],
            );
            // A Python-like float scalar is weak: the array's dtype wins.
            let y = ivy::atan2(&arr(&[1.0, -1.0], Float16), -1.0).unwrap();
            assert_eq!(y.dtype(), Float16);
            assert_values(
                "atan2",
                Float16,
                &values(&y),
                &[3.0 * FRAC_PI_4, -3.0 * FRAC_PI_4],
            );
        });
    }
}

/// Precision beyond what textbook formulas give, in float64 (ndarray and candle share these
/// element functions).
#[test]
fn accurate_where_naive_formulas_are_not() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let tiny = arr(&[1e-20], Float64);
            let functions: [(&str, float_values::Unary); 4] = [
                ("log1p", |x| ivy::log1p(x)),
                ("asinh", |x| ivy::asinh(x)),
                ("atanh", |x| ivy::atanh(x)),
                // erf(x) = 2x / sqrt(pi) for tiny x.
                ("erf", |x| ivy::multiply(&ivy::erf(x)?, PI.sqrt() / 2.0)),
            ];
            for (name, f) in functions {
                assert_values(name, Float64, &values(&f(&tiny).unwrap()), &[1e-20]);
            }
            // acosh near 1: acosh(1 + 2^-30) = sqrt(2 * 2^-30) (1 - 2^-30 / 12 ..).
            let near_one = arr(&[1.0 + 2f64.powi(-30)], Float64);
            assert_values(
                "acosh",
                Float64,
                &values(&ivy::acosh(&near_one).unwrap()),
                &[2f64.powi(-29).sqrt() * (1.0 - 2f64.powi(-30) / 12.0)],
            );
            // hypot does not overflow in the squares.
            let big = arr(&[1e300], Float64);
            assert_values(
                "hypot",
                Float64,
                &values(&ivy::hypot(&big, &big).unwrap()),
                &[1.4142135623730952e300],
            );
        });
    }
}

#[test]
fn integers_and_bool_are_taken_as_the_default_float() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            // int32 and uint8 are held by both backends.
            for dtype in [Int32, Uint8] {
                let x = arr(&[4.0, 9.0], dtype);
                let y = ivy::sqrt(&x).unwrap();
                assert_eq!(y.dtype(), Float32, "sqrt of {dtype}");
                assert_values("sqrt", Float32, &values(&y), &[2.0, 3.0]);
                for (name, f, _) in unary_table() {
                    assert_eq!(f(&x).unwrap().dtype(), Float32, "{name} of {dtype}");
                }
                for (name, f, _) in binary_table() {
                    assert_eq!(f(&x, &x).unwrap().dtype(), Float32, "{name} of {dtype}");
                }
            }
            let y = ivy::atan2(&arr(&[1.0], Int32), &arr(&[-1.0], Float64)).unwrap();
            assert_eq!(y.dtype(), Float64, "an integer next to float64");
        });
    }
    // bool only on ndarray (candle holds no bool).
    ivy::init().unwrap();
    let b = ivy::astype(&arr(&[1.0, 0.0], Float32), Bool).unwrap();
    let y = ivy::exp2(&b).unwrap();
    assert_eq!(y.dtype(), Float32);
    assert_values("exp2", Float32, &values(&y), &[2.0, 1.0]);
}

#[test]
fn empty_and_zero_dimensional_arrays() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            for (name, f, _) in unary_table() {
                let empty = f(&arr(&[], Float32)).unwrap();
                assert_eq!(
                    (empty.shape(), empty.dtype()),
                    (&[0][..], Float32),
                    "{name}"
                );
                let scalar = ivy::asarray(HostArray::scalar(0.5f64)).unwrap();
                assert_eq!(f(&scalar).unwrap().shape(), &[] as &[usize], "{name}");
            }
            let empty = arr(&[], Float64);
            let y = ivy::logaddexp(&empty, &arr(&[1.0], Float64)).unwrap();
            assert_eq!(y.shape(), &[0]);
        });
    }
}

#[test]
fn out_receives_the_result() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let mut out = arr(&[0.0, 0.0], Float32);
            let y = ivy::log2::with(&arr(&[8.0, 0.5], Float32))
                .out(&mut out)
                .call()
                .unwrap();
            assert_values("log2", Float32, &values(&out), &[3.0, -1.0]);
            assert_values("log2", Float32, &values(&y), &[3.0, -1.0]);
            // A wrong shape is an error and leaves `out` as it was.
            let mut wrong = arr(&[7.0, 7.0, 7.0], Float32);
            let err = ivy::log2::with(&arr(&[8.0, 0.5], Float32))
                .out(&mut wrong)
                .call()
                .unwrap_err();
            assert!(err.to_string().contains("shape"), "{err}");
            assert_eq!(values(&wrong), [7.0, 7.0, 7.0]);
        });
    }
}

#[test]
fn shapes_that_do_not_broadcast_are_an_error() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let (a, b) = (arr(&[1.0, 2.0], Float32), arr(&[1.0, 2.0, 3.0], Float32));
            for (name, f, _) in binary_table() {
                let err = f(&a, &b).unwrap_err().to_string();
                assert!(err.contains("[2]") && err.contains("[3]"), "{name}: {err}");
            }
        });
    }
}

/// The elements of a complex128 array, as `(re, im)`.
fn complex_values(a: &Array) -> Vec<(f64, f64)> {
    match ivy::astype(a, Complex128)
        .unwrap()
        .to_host()
        .unwrap()
        .data()
    {
        HostData::Complex128(v) => v.iter().map(|c| (c.re, c.im)).collect(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

/// `[(re, im)]` as a complex128 array (ndarray: candle holds no complex).
fn complex(parts: &[(f64, f64)]) -> Array {
    let data: Vec<_> = parts
        .iter()
        .map(|&(re, im)| num_complex::Complex::new(re, im))
        .collect();
    ivy::asarray(HostArray::new(vec![parts.len()], data).unwrap()).unwrap()
}

#[test]
fn complex_inputs_take_the_principal_branches_on_ndarray() {
    ivy::init().unwrap();
    let check = |name: &str, got: Vec<(f64, f64)>, want: &[(f64, f64)]| {
        for (g, w) in got.iter().zip(want) {
            assert!(
                matches(g.0, w.0, 1e-13) && matches(g.1, w.1, 1e-13),
                "{name}: got {got:?}, want {want:?}"
            );
        }
    };
    // The sign of a zero imaginary part picks the side of the cut (cmath agrees).
    let z = complex(&[(-4.0, 0.0), (-4.0, -0.0)]);
    check(
        "sqrt",
        complex_values(&ivy::sqrt(&z).unwrap()),
        &[(0.0, 2.0), (0.0, -2.0)],
    );
    let z = complex(&[(2.0, 0.0), (2.0, -0.0)]);
    check(
        "asin",
        complex_values(&ivy::asin(&z).unwrap()),
        &[
            (FRAC_PI_2, 1.3169578969248166),
            (FRAC_PI_2, -1.3169578969248166),
        ],
    );
    // No overflow and no lost digits.
    let z = complex(&[(400.0, 1.0)]);
    check(
        "tanh",
        complex_values(&ivy::tanh(&z).unwrap()),
        &[(1.0, 0.0)],
    );
    let z = complex(&[(1e-20, 1e-20)]);
    check(
        "asinh",
        complex_values(&ivy::asinh(&z).unwrap()),
        &[(1e-20, 1e-20)],
    );
    check(
        "log1p",
        complex_values(&ivy::log1p(&z).unwrap()),
        &[(1e-20, 1e-20)],
    );
}

#[test]
fn real_only_functions_refuse_complex_naming_what_they_take() {
    ivy::init().unwrap();
    let z = complex(&[(1.0, 1.0)]);
    for (name, result) in [
        ("erf", ivy::erf(&z)),
        ("deg2rad", ivy::deg2rad(&z)),
        ("rad2deg", ivy::rad2deg(&z)),
        ("atan2", ivy::atan2(&z, &z)),
        ("hypot", ivy::hypot(&z, &z)),
        ("logaddexp", ivy::logaddexp(&z, &z)),
    ] {
        let err = result.unwrap_err().to_string();
        assert!(
            err.contains(name) && err.contains("complex128"),
            "{name}: {err}"
        );
    }
}
