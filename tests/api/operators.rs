//! Rust's operators on arrays give exactly what the declared functions give: the same dtype,
//! the same values, or the same error, for every pair of dtypes and for weak scalars.

use ivy::Dtype::*;
use ivy::{Array, Dtype, HostArray, Result, Scalar};

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
    assert_eq!(outcome(-ivy::array![1i8, -2].unwrap()), "int8 [-1,  2]");
    assert_eq!(outcome(!ivy::array![0i8, 5].unwrap()), "int8 [-1, -6]");
    assert_eq!(
        outcome(!ivy::array![true, false].unwrap()),
        "bool [false,  true]"
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
    assert_eq!(outcome(2 - &a), "int8 [ 1,  0, -1]");
    // A `Scalar` is a scalar too (the one compound assignment takes).
    assert_eq!(outcome(Scalar::from(2) - &a), "int8 [ 1,  0, -1]");
    assert_eq!(outcome(&a + Scalar::from(2)), "int8 [3, 4, 5]");
    assert_eq!(outcome(&a * 2u8), outcome(ivy::multiply(&a, 2u8)));
    // A float literal next to integers is float64 (Ivy), a literal out of range an error.
    assert_eq!(outcome(&a * 0.5), outcome(ivy::multiply(&a, 0.5)));
    assert!(outcome(&a * 0.5).starts_with("float64"));
    assert!(outcome(&a + 300).contains("300"));
    let f = ivy::array![1.0f32, 2.0].unwrap();
    assert_eq!(outcome(1.0 / &f), "float32 [1. , 0.5]");
    assert_eq!(
        outcome(true & &ivy::array![true, false].unwrap()),
        "bool [ true, false]"
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

/// The built-in backends: ndarray, and candle when it is built.
fn backends() -> Vec<ivy::BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(crate::candle().unwrap());
    all
}

type Compound = fn(&mut Result<Array>, &Array);

/// `target op= rhs`, each compound operator with its values by hand: int64 `[12, -7, 5]` and
/// `[5, 2, 3]` (NumPy's `%` takes the divisor's sign, `>>` is arithmetic: -7 >> 2 = -2).
fn compounds() -> Vec<(&'static str, Compound, &'static str)> {
    vec![
        ("+=", |t, r| *t += r, "[17, -5,  8]"),
        ("-=", |t, r| *t -= r, "[ 7, -9,  2]"),
        ("*=", |t, r| *t *= r, "[ 60, -14,  15]"),
        ("%=", |t, r| *t %= r, "[2, 1, 2]"),
        ("&=", |t, r| *t &= r, "[4, 0, 1]"),
        ("|=", |t, r| *t |= r, "[13, -5,  7]"),
        ("^=", |t, r| *t ^= r, "[ 9, -5,  6]"),
        ("<<=", |t, r| *t <<= r, "[384, -28,  40]"),
        (">>=", |t, r| *t >>= r, "[ 0, -2,  0]"),
    ]
}

#[test]
fn every_compound_operator_writes_its_function_into_the_target() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let rhs = ivy::array![5i64, 2, 3].unwrap();
            for (op, assign, expected) in compounds() {
                let target = ivy::array![12i64, -7, 5].unwrap();
                let seen = target.clone();
                let mut acc = Ok(target);
                assign(&mut acc, &rhs);
                let written = acc.unwrap_or_else(|e| panic!("{op} on {backend}: {e}"));
                assert_eq!(outcome(Ok(written.clone())), format!("int64 {expected}"));
                // The out= path: the target's own storage, which its clones share.
                assert!(written.same_native(&seen), "{op} on {backend}");
                assert_eq!(outcome(Ok(seen)), format!("int64 {expected}"), "{op}");
                assert_eq!(written.backend(), backend);
            }
            // Division is true division: float32 [12, 7, 6] /= [4, 2, 3] = [3, 3.5, 2].
            let target = ivy::array![12.0f32, 7.0, 6.0].unwrap();
            let seen = target.clone();
            let mut acc = Ok(target);
            acc /= &ivy::array![4.0f32, 2.0, 3.0].unwrap();
            assert_eq!(outcome(acc), "float32 [3. , 3.5, 2. ]");
            assert_eq!(outcome(Ok(seen)), "float32 [3. , 3.5, 2. ]");
        });
    }
}

#[test]
fn compound_operators_take_every_operator_input() -> Result<()> {
    let b = ivy::array![10.0f64, 20.0]?;
    let target = ivy::array![1.0f64, 2.0]?;
    let seen = target.clone();
    let mut acc: Result<Array> = Ok(target);
    acc += &b; // [11, 22]
    acc -= b.clone(); // [1, 2]
    acc *= (&b - 8.0)?; // [2, 24]
    acc /= Scalar::from(2.0); // [1, 12]
    acc += Scalar::from(1u8); // [2, 13]
    // The right side a clone of the target: read before it is written, [4, 26].
    acc += seen.clone();
    assert_eq!(outcome(acc), "float64 [ 4., 26.]");
    assert_eq!(seen.to_string(), "[ 4., 26.]");
    let mut flags: Result<Array> = Ok(ivy::array![true, false, true]?);
    flags &= Scalar::from(true);
    flags ^= &ivy::array![false, false, true]?;
    flags |= Scalar::from(false);
    // [true, false, true] & true ^ [false, false, true] = [true, false, false].
    assert_eq!(outcome(flags), "bool [ true, false, false]");
    Ok(())
}

#[test]
fn compound_scalars_are_weak() -> Result<()> {
    // NumPy: a = np.array([1, 2, 3], np.int8); a += 2 stays int8.
    let mut acc: Result<Array> = Ok(ivy::array![1i8, 2, 3]?);
    acc += Scalar::from(2);
    acc <<= Scalar::from(1);
    acc -= Scalar::from(1u8);
    assert_eq!(outcome(acc), "int8 [5, 7, 9]");
    let mut acc: Result<Array> = Ok(ivy::array![1.0f32, 3.0]?);
    acc *= Scalar::from(0.5);
    assert_eq!(outcome(acc), "float32 [0.5, 1.5]");
    // NumPy: a += 2.5 raises "Cannot cast ufunc 'add' output from dtype('float64') to
    // dtype('int8')"; here the out= path's error, naming add, and the target is untouched.
    let target = ivy::array![1i8, 2, 3]?;
    let seen = target.clone();
    let mut acc: Result<Array> = Ok(target);
    acc += Scalar::from(2.5);
    assert_eq!(
        outcome(acc),
        "error: add: out has dtype `int8`, but the result is `float64`, which does not cast to \
         it under the active promotion rules; pass an out of dtype `float64` or wider"
    );
    assert_eq!(seen.to_string(), "[1, 2, 3]");
    // A literal out of the target's range is add's own error.
    let mut acc: Result<Array> = Ok(ivy::array![1i8, 2, 3]?);
    acc += Scalar::from(300);
    assert!(outcome(acc).contains("300"));
    Ok(())
}

#[test]
fn a_result_of_another_dtype_is_an_error_and_the_target_is_untouched() -> Result<()> {
    let cases: Vec<(Array, Compound, Dtype, &str)> = vec![
        // int8 += float32 array: float32.
        (ivy::array![1i8, 2]?, |t, r| *t += r, Float32, "add"),
        // int8 += int16 array: int16 (NumPy's in-place casting, same_kind, would allow it;
        // out= casts only where can_cast does).
        (ivy::array![1i8, 2]?, |t, r| *t *= r, Int16, "multiply"),
        // int64 /= int64: true division is a float (NumPy: UFuncTypeError too).
        (ivy::array![1i64, 2]?, |t, r| *t /= r, Int64, "divide"),
        // bool |= int8 array: int8.
        (
            ivy::array![true, false]?,
            |t, r| *t |= r,
            Int8,
            "bitwise_or",
        ),
    ];
    for (target, assign, rhs_dtype, function) in cases {
        let seen = target.clone();
        let before = seen.to_string();
        let rhs = ivy::astype(&ivy::array![1i8, 1]?, rhs_dtype)?;
        let mut acc = Ok(target.clone());
        assign(&mut acc, &rhs);
        let e = outcome(acc);
        assert!(
            e.starts_with(&format!("error: {function}: out has dtype")),
            "{e}"
        );
        assert_eq!(seen.to_string(), before, "{function}");
    }
    // The errors of the out= path, by variant: the function, the target's dtype, the result's.
    let mut acc: Result<Array> = Ok(ivy::array![1i8, 2]?);
    acc += &ivy::array![0.5f32, 0.5]?;
    assert!(
        matches!(
            acc,
            Err(ivy::Error::OutDtype {
                function: "add",
                out: Int8,
                result: Float32
            })
        ),
        "{acc:?}"
    );
    // bool += int: the weak int makes an integer result, which bool cannot hold.
    let mut acc: Result<Array> = Ok(ivy::array![true, false]?);
    acc += Scalar::from(1);
    assert!(
        matches!(
            acc,
            Err(ivy::Error::OutDtype {
                function: "add",
                out: Bool,
                ..
            })
        ),
        "{acc:?}"
    );
    Ok(())
}

#[test]
fn a_right_side_broadcasts_to_the_target_and_never_beyond() -> Result<()> {
    ivy::init()?;
    // [[1, 2, 3], [4, 5, 6]] += [10, 20, 30], by hand.
    let target = Array::from_vec(vec![1i32, 2, 3, 4, 5, 6], &[2, 3])?;
    let mut acc = Ok(target);
    acc += &ivy::array![10i32, 20, 30]?;
    let written = acc?;
    assert_eq!(written.shape(), [2, 3]);
    assert_eq!(written.to_vec::<i32>()?, [11, 22, 33, 14, 25, 36]);
    // [3] += [2, 3] would be [2, 3]: NumPy's "non-broadcastable output operand with shape
    // (3,) doesn't match the broadcast shape (2,3)".
    let target = ivy::array![1i32, 2, 3]?;
    let seen = target.clone();
    let mut acc = Ok(target);
    acc += &written;
    assert_eq!(
        outcome(acc),
        "error: add: out has shape [3], but the result has shape [2, 3]; pass an out of the \
         result's shape"
    );
    assert_eq!(seen.to_string(), "[1, 2, 3]");
    Ok(())
}

#[test]
fn an_error_stays_the_first_error() -> Result<()> {
    let a = ivy::array![1.0f64, 2.0]?;
    let short = ivy::array![1.0f64, 2.0, 3.0]?;
    let first = (&a + &short).unwrap_err().to_string();
    // An Err target stays as it is, whatever follows.
    let mut acc = &a + &short;
    acc += &a;
    acc *= Scalar::from(2.0);
    acc -= ivy::array![true]?;
    assert_eq!(outcome(acc), format!("error: {first}"));
    // A failed write, then more: the failed write's error stays.
    let mut acc: Result<Array> = Ok(ivy::array![1i8]?);
    acc += Scalar::from(2.5);
    acc += &short;
    assert!(outcome(acc).starts_with("error: add: out has dtype `int8`"));
    Ok(())
}
