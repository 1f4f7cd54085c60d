//! The cases of the creation functions.

use super::{Case, Input, SQUARE};
use crate::{HostArray, Scalar};

/// A vector for `meshgrid`.
const ROW: Input = Input {
    values: &[1.0, 2.0, 3.0],
    shape: &[3],
};

/// A shorter vector for `meshgrid`.
const PAIR: Input = Input {
    values: &[4.0, 1.0],
    shape: &[2],
};

/// Indices for `one_hot` (as `bool`: 0, 1, 1).
const INDICES: Input = Input {
    values: &[0.0, 2.0, 1.0],
    shape: &[3],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(zeros, Argument, [], |x, d| (&[2, 3], Some(d), None)),
    case!(ones, Argument, [], |x, d| (&[2, 3], Some(d), None)),
    case!(full, Argument, [], |x, d| (
        &[2, 2],
        Scalar::Int(1),
        Some(d),
        None
    )),
    case!(arange, Argument, [], |x, d| (
        Scalar::Int(1),
        Scalar::Int(7),
        Scalar::Int(2),
        Some(d),
        None
    )),
    case!(asarray, Argument, [], |x, d| (
        HostArray::new(vec![2, 2], vec![1.0f64, 2.0, 3.0, 4.0])?,
        Some(d),
        None
    )),
    case!(empty, Argument, [], |x, d| (&[2, 3], Some(d), None)),
    case!(linspace, Argument, [], |x, d| (
        0.0,
        3.0,
        4,
        true,
        Some(d),
        None
    )),
    case!(logspace, Argument, [], |x, d| (
        0.0,
        2.0,
        3,
        2.0,
        true,
        Some(d),
        None
    )),
    case!(eye, Argument, [], |x, d| (
        2,
        Some(3),
        1,
        &[2],
        Some(d),
        None
    )),
    case!(zeros_like, Inputs, [SQUARE], |x, d| (&x[0], None, None)),
    case!(ones_like, Inputs, [SQUARE], |x, d| (&x[0], None, None)),
    case!(full_like, Inputs, [SQUARE], |x, d| (
        &x[0],
        Scalar::Int(1),
        None,
        None
    )),
    case!(empty_like, Inputs, [SQUARE], |x, d| (&x[0], None, None)),
    case!(meshgrid, Inputs, [ROW, PAIR], |x, d| (
        &[&x[0], &x[1]],
        false,
        "xy"
    )),
    case!(tril, Inputs, [SQUARE], |x, d| (&x[0], 0, None)),
    case!(triu, Inputs, [SQUARE], |x, d| (&x[0], 1, None)),
    case!(one_hot, Inputs, [INDICES], |x, d| (
        &x[0], 3, None, None, None, None, None, None
    )),
    case!(copy_array, Inputs, [SQUARE], |x, d| (&x[0], None)),
];
