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
    case!(zeros, Argument, [], |x, d| (&[2, 3], Some(d), None), forms |x, d| [ivy::zeros::with(&[2, 3]).dtype(d).call()], []),
    case!(ones, Argument, [], |x, d| (&[2, 3], Some(d), None), forms |x, d| [ivy::ones::with(&[2, 3]).dtype(d).call()], []),
    case!(full, Argument, [], |x, d| (
        &[2, 2],
        Scalar::Int(1),
        Some(d),
        None
    ), forms |x, d| [ivy::full::with(&[2, 2], Scalar::Int(1)).dtype(d).call()], []),
    case!(arange, Argument, [], |x, d| (
        Scalar::Int(1),
        Scalar::Int(7),
        Scalar::Int(2),
        Some(d),
        None
    ), forms |x, d| [ivy::arange::with(Scalar::Int(1), Scalar::Int(7)).step(Scalar::Int(2)).dtype(d).call()], []),
    case!(asarray, Argument, [], |x, d| (
        HostArray::new(vec![2, 2], vec![1.0f64, 2.0, 3.0, 4.0])?,
        Some(d),
        None
    ), forms |x, d| [ivy::asarray::with(HostArray::new(vec![2, 2], vec![1.0f64, 2.0, 3.0, 4.0])?).dtype(d).call()], []),
    case!(empty, Argument, [], |x, d| (&[2, 3], Some(d), None), forms |x, d| [ivy::empty::with(&[2, 3]).dtype(d).call()], []),
    case!(linspace, Argument, [], |x, d| (
        0.0,
        3.0,
        4,
        true,
        Some(d),
        None
    ), forms |x, d| [ivy::linspace::with(0.0, 3.0, 4).dtype(d).call()], []),
    case!(logspace, Argument, [], |x, d| (
        0.0,
        2.0,
        3,
        2.0,
        true,
        Some(d),
        None
    ), forms |x, d| [ivy::logspace::with(0.0, 2.0, 3).base(2.0).dtype(d).call()], []),
    case!(eye, Argument, [], |x, d| (
        2,
        Some(3),
        1,
        &[2],
        Some(d),
        None
    ), forms |x, d| [ivy::eye::with(2).n_cols(3).k(1).batch_shape(&[2]).dtype(d).call()], []),
    case!(tril_indices, Neither, [], |x, d| (3, Some(4), -1, None), forms |x, d| [ivy::tril_indices::with(3).n_cols(4).k(-1).call()], []),
    case!(triu_indices, Neither, [], |x, d| (3, None, 1, None), forms |x, d| [ivy::triu_indices::with(3).k(1).call()], []),
    case!(zeros_like, Inputs, [SQUARE], |x, d| (&x[0], None, None), forms |x, d| [ivy::zeros_like(&x[0])], [x[0].zeros_like() => ivy::zeros_like(&x[0])]),
    case!(ones_like, Inputs, [SQUARE], |x, d| (&x[0], None, None), forms |x, d| [ivy::ones_like(&x[0])], [x[0].ones_like() => ivy::ones_like(&x[0])]),
    case!(full_like, Inputs, [SQUARE], |x, d| (
        &x[0],
        Scalar::Int(1),
        None,
        None
    ), forms |x, d| [ivy::full_like(&x[0], Scalar::Int(1))], [x[0].full_like(Scalar::Int(1)) => ivy::full_like(&x[0], Scalar::Int(1))]),
    case!(empty_like, Inputs, [SQUARE], |x, d| (&x[0], None, None), forms |x, d| [ivy::empty_like(&x[0])], [x[0].empty_like() => ivy::empty_like(&x[0])]),
    case!(meshgrid, Inputs, [ROW, PAIR], |x, d| (
        &[&x[0], &x[1]],
        false,
        "xy"
    ), forms |x, d| [ivy::meshgrid(&[&x[0], &x[1]])], []),
    case!(tril, Inputs, [SQUARE], |x, d| (&x[0], 0, None), forms |x, d| [ivy::tril(&x[0])], [x[0].tril() => ivy::tril(&x[0])]),
    case!(triu, Inputs, [SQUARE], |x, d| (&x[0], 1, None), forms |x, d| [ivy::triu::with(&x[0]).k(1).call()], [x[0].triu() => ivy::triu(&x[0])]),
    case!(one_hot, Inputs, [INDICES], |x, d| (
        &x[0], 3, None, None, None, None, None, None
    ), forms |x, d| [ivy::one_hot(&x[0], 3)], [x[0].one_hot(3) => ivy::one_hot(&x[0], 3)]),
    case!(copy_array, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::copy_array(&x[0])], [x[0].copy_array() => ivy::copy_array(&x[0])]),
];
