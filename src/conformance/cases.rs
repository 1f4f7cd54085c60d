//! One case per library function: the inputs it is called with, and the call.
//!
//! The inputs are the same numbers in every dtype (converted with `astype` semantics, so
//! `0.5` is `0` in an integer dtype and `true` in `bool`); they are chosen so that every
//! dtype holds the results (no overflow in int8, no infinity in float16).

use crate::{Array, Dtype, FunctionDecl, HostArray, Result, Scalar};

/// How a cell's dtype enters a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Via {
    /// The array inputs have the dtype.
    Inputs,
    /// The dtype argument is the dtype (creation functions).
    Argument,
}

/// An input array: its values and shape.
pub(crate) struct Input {
    pub(crate) values: &'static [f64],
    pub(crate) shape: &'static [usize],
}

/// A function's case.
pub(crate) struct Case {
    pub(crate) function: &'static FunctionDecl,
    pub(crate) via: Via,
    pub(crate) inputs: &'static [Input],
    /// Calls the function: with the prepared inputs (via `Inputs`), or with the dtype (via
    /// `Argument`).
    pub(crate) call: fn(&[Array], Dtype) -> Result<Array>,
}

const SQUARE: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0],
    shape: &[2, 2],
};
const SQUARE_REVERSED: Input = Input {
    values: &[4.0, 3.0, 2.0, 1.0],
    shape: &[2, 2],
};
const SMALL: Input = Input {
    values: &[0.25, 0.5, 1.0, 1.25],
    shape: &[2, 2],
};
const PROBABILITIES: Input = Input {
    values: &[0.25, 0.5, 0.125, 0.75],
    shape: &[2, 2],
};
const TARGETS: Input = Input {
    values: &[1.0, 0.0, 0.0, 1.0],
    shape: &[2, 2],
};

macro_rules! case {
    ($f:ident, $via:ident, [$($input:expr),*], |$x:ident, $d:ident| $call:expr) => {
        Case {
            function: &crate::$f::DECL,
            via: Via::$via,
            inputs: &[$($input),*],
            call: |$x, $d| {
                let _ = (&$x, $d);
                $call
            },
        }
    };
}

/// Every case, one per library function a backend can run (the standalone functions touch
/// no backend and have none).
pub(crate) static CASES: &[Case] = &[
    // creation
    case!(zeros, Argument, [], |x, d| crate::zeros(
        &[2, 3],
        Some(d),
        None
    )),
    case!(ones, Argument, [], |x, d| crate::ones(
        &[2, 3],
        Some(d),
        None
    )),
    case!(full, Argument, [], |x, d| crate::full(
        &[2, 2],
        Scalar::Int(1),
        Some(d),
        None
    )),
    case!(arange, Argument, [], |x, d| crate::arange(
        Scalar::Int(1),
        Scalar::Int(7),
        Scalar::Int(2),
        Some(d),
        None
    )),
    case!(asarray, Argument, [], |x, d| crate::asarray(
        HostArray::new(vec![2, 2], vec![1.0f64, 2.0, 3.0, 4.0])?,
        Some(d),
        None
    )),
    // elementwise
    case!(add, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| crate::add(
        &x[0], &x[1], None
    )),
    case!(subtract, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::subtract(&x[0], &x[1], None)
    }),
    case!(multiply, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::multiply(&x[0], &x[1], None)
    }),
    case!(divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::divide(&x[0], &x[1], None)
    }),
    case!(abs, Inputs, [SQUARE], |x, d| crate::abs(&x[0], None)),
    case!(exp, Inputs, [SQUARE], |x, d| crate::exp(&x[0], None)),
    case!(expm1, Inputs, [SMALL], |x, d| crate::expm1(&x[0], None)),
    case!(tan, Inputs, [SMALL], |x, d| crate::tan(&x[0], None)),
    case!(log, Inputs, [SQUARE], |x, d| crate::log(&x[0], None)),
    case!(clip, Inputs, [SQUARE], |x, d| crate::clip(
        &x[0],
        Scalar::Int(2),
        Scalar::Int(3),
        None
    )),
    case!(lcm, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| crate::lcm(
        &x[0], &x[1], None
    )),
    case!(logical_not, Inputs, [TARGETS], |x, d| crate::logical_not(
        &x[0], None
    )),
    // statistical
    case!(sum, Inputs, [SQUARE], |x, d| crate::sum(
        &x[0],
        Some(0),
        false,
        None,
        None
    )),
    case!(prod, Inputs, [SQUARE], |x, d| crate::prod(
        &x[0], None, false, None, None
    )),
    case!(cumsum, Inputs, [SQUARE], |x, d| crate::cumsum(
        &x[0], 1, None, None
    )),
    // linear algebra
    case!(matmul, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::matmul(&x[0], &x[1], None)
    }),
    case!(matrix_transpose, Inputs, [SQUARE], |x, d| {
        crate::matrix_transpose(&x[0], None)
    }),
    case!(linear, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| {
        crate::linear(&x[0], &x[1], None, None)
    }),
    // losses
    case!(cross_entropy, Inputs, [TARGETS, PROBABILITIES], |x, d| {
        crate::cross_entropy(&x[0], &x[1], Some(1), 1e-7, None)
    }),
    // data types
    // To the widest dtype of the input's kind (complex never goes to a real dtype).
    case!(astype, Inputs, [SQUARE], |x, d| {
        let to = if x[0].dtype().is_complex() {
            Dtype::Complex128
        } else {
            Dtype::Float64
        };
        crate::astype(&x[0], to, None)
    }),
];
