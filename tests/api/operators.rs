//! Rust's operators on arrays give exactly what the declared functions give: the same dtype,
//! the same values, or the same error, for every pair of dtypes and for weak scalars.

use ivy::Dtype::*;
use ivy::{Array, Dtype, HostArray, Result};

fn arr(values: &[f64], dtype: Dtype) -> Array {
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

/// The outcome of a call, comparable: the dtype and the elements as text, or the error's text.
fn outcome(r: Result<Array>) -> String {
    match r {
        Ok(a) => format!("{} {}", a.dtype(), a),
        Err(e) => format!("error: {e}"),
    }
}

type Binary = fn(&Array, &Array) -> Result<Array>;

/// Each operator beside its function.
fn binaries() -> Vec<(&'static str, Binary, Binary)> {
    vec![
        ("+", |a, b| a + b, |a, b| ivy::add(a, b)),
        ("-", |a, b| a - b, |a, b| ivy::subtract(a, b)),
        ("*", |a, b| a * b, |a, b| ivy::multiply(a, b)),
        ("/", |a, b| a / b, |a, b| ivy::divide(a, b)),
        ("%", |a, b| a % b, |a, b| ivy::remainder(a, b)),
        ("&", |a, b| a & b, |a, b| ivy::bitwise_and(a, b)),
        ("|", |a, b| a | b, |a, b| ivy::bitwise_or(a, b)),
        ("^", |a, b| a ^ b, |a, b| ivy::bitwise_xor(a, b)),
        ("<<", |a, b| a << b, |a, b| ivy::bitwise_left_shift(a, b)),
        (">>", |a, b| a >> b, |a, b| ivy::bitwise_right_shift(a, b)),
    ]
}

#[test]
fn every_operator_is_its_function_for_every_dtype_pair() {
    ivy::init().unwrap();
    let mut compared = 0;
    for (op, by_operator, by_function) in binaries() {
        for &d1 in &Dtype::ALL {
            for &d2 in &Dtype::ALL {
                let (a, b) = (arr(&[1.0, 2.0, 3.0], d1), arr(&[1.0, 1.0, 0.0], d2));
                assert_eq!(
                    outcome(by_operator(&a, &b)),
                    outcome(by_function(&a, &b)),
                    "{d1} {op} {d2}"
                );
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 10 * 15 * 15);
}

#[test]
fn unary_operators_are_negative_and_not() {
    ivy::init().unwrap();
    for &d in &Dtype::ALL {
        let a = arr(&[0.0, 1.0, 2.0], d);
        assert_eq!(outcome(-&a), outcome(ivy::negative(&a)), "-{d}");
        let not = if d == Bool {
            ivy::logical_not(&a)
        } else {
            ivy::bitwise_invert(&a)
        };
        assert_eq!(outcome(!&a), outcome(not), "!{d}");
    }
    // By hand: -[1, -2] and !int8 [0, 5] = [-1, -6], ![true, false].
    assert_eq!(outcome(-ivy::array![1i8, -2].unwrap()), "int8 [-1, 2]");
    assert_eq!(outcome(!ivy::array![0i8, 5].unwrap()), "int8 [-1, -6]");
    assert_eq!(
        outcome(!ivy::array![true, false].unwrap()),
        "bool [false, true]"
    );
    // NumPy's ~ on floats is a TypeError; here an error naming bitwise_invert.
    let e = outcome(!ivy::array![1.5f32].unwrap());
    assert!(
        e.starts_with("error") && e.contains("bitwise_invert"),
        "{e}"
    );
}

#[test]
fn scalars_are_weak_on_either_side() {
    let a = ivy::array![1i8, 2, 3].unwrap();
    // By hand: int8 stays int8 next to an integer literal; 2 - a = [1, 0, -1].
    assert_eq!(outcome(&a + 2), "int8 [3, 4, 5]");
    assert_eq!(outcome(2 - &a), "int8 [1, 0, -1]");
    assert_eq!(outcome(&a * 2u8), outcome(ivy::multiply(&a, 2u8)));
    // A float literal next to integers is float64 (Ivy), a literal out of range an error.
    assert_eq!(outcome(&a * 0.5), outcome(ivy::multiply(&a, 0.5)));
    assert!(outcome(&a * 0.5).starts_with("float64"));
    assert!(outcome(&a + 300).contains("300"));
    let f = ivy::array![1.0f32, 2.0].unwrap();
    assert_eq!(outcome(1.0 / &f), "float32 [1., 0.5]");
    assert_eq!(
        outcome(true & &ivy::array![true, false].unwrap()),
        "bool [true, false]"
    );
}

#[test]
fn results_chain_and_owned_arrays_are_taken() -> Result<()> {
    let a = ivy::array![1.0f64, 2.0]?;
    let b = ivy::array![10.0f64, 20.0]?;
    // (a + b) * 2 - a = [21, 42] by hand.
    let chained = ((&a + &b)? * 2.0 - &a)?;
    assert_eq!(chained.to_string(), "[21., 42.]");
    let right = (&a + (&b - &a))?;
    assert_eq!(right.to_string(), "[10., 20.]");
    let owned = (a.clone() + b.clone())?;
    assert_eq!(owned.to_string(), "[11., 22.]");
    // An error early in a chain is the chain's error.
    let short = ivy::array![1.0f64, 2.0, 3.0]?;
    let e = ((&a + &short) * &b + &b).unwrap_err();
    assert_eq!(e.to_string(), (&a + &short).unwrap_err().to_string());
    Ok(())
}
