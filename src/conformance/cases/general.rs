//! The cases of the general functions (`array_equal`, `allclose`, `to_scalar`, `shape` and
//! `size` are standalone: they touch no backend kernel).

use super::{AsIndices, Case, Input, POSITIONS, SQUARE, SQUARE_REVERSED};

/// A mask with one zero.
const MASK: Input = Input {
    values: &[1.0, 0.0, 1.0, 1.0],
    shape: &[2, 2],
};

/// Values to look for, two of them in `SQUARE`.
const WANTED: Input = Input {
    values: &[4.0, 2.0, 7.0],
    shape: &[3],
};

/// Two values to write.
const TWO: Input = Input {
    values: &[5.0, 6.0],
    shape: &[2],
};

/// Positions 1 and 0 in rows of one.
const ROW_POSITIONS: Input = Input {
    values: &[1.0, 0.0],
    shape: &[2, 1],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(all, Inputs, [MASK], |x, d| (&x[0], Some(0), false, None), forms |x, d| [ivy::all::with(&x[0]).axis(0).call()], [x[0].all() => ivy::all(&x[0])]),
    case!(any, Inputs, [MASK], |x, d| (&x[0], Some(1), true, None), forms |x, d| [ivy::any::with(&x[0]).axis(1).keepdims(true).call()], [x[0].any() => ivy::any(&x[0])]),
    case!(isin, Inputs, [SQUARE, WANTED], |x, d| (
        &x[0], &x[1], false, false
    ), forms |x, d| [ivy::isin(&x[0], &x[1])], [x[0].isin(&x[1]) => ivy::isin(&x[0], &x[1])]),
    // x[-1, ::-1] of a 2 x 2 array: its last row reversed.
    case!(get_item, Inputs, [SQUARE], |x, d| (
        &x[0],
        ivy::s![-1, ..;-1]
    ), forms |x, d| [ivy::get_item(&x[0], ivy::s![-1, ..;-1])], [x[0].get_item(ivy::s![-1, ..;-1]) => ivy::get_item(&x[0], ivy::s![-1, ..;-1])]),
    // Columns 1, 0, 0, 1 of each row; then the elements (1, 0) and (0, 1).
    case!(gather, Inputs, [SQUARE, POSITIONS], |x, d| (
        &x[0],
        &x[1].as_indices()?,
        -1,
        0,
        None
    ), forms |x, d| [ivy::gather(&x[0], &x[1].as_indices()?)], [x[0].gather(&x[1].as_indices()?) => ivy::gather(&x[0], &x[1].as_indices()?)]),
    case!(gather_nd, Inputs, [SQUARE, POSITIONS], |x, d| (
        &x[0],
        &x[1].as_indices()?,
        0,
        None
    ), forms |x, d| [ivy::gather_nd(&x[0], &x[1].as_indices()?)], [x[0].gather_nd(&x[1].as_indices()?) => ivy::gather_nd(&x[0], &x[1].as_indices()?)]),
    // SQUARE's rows swapped into rows 1 and 0 of three.
    case!(scatter_nd, Inputs, [ROW_POSITIONS, SQUARE], |x, d| (
        &x[0].as_indices()?,
        &x[1],
        &[3, 2],
        crate::ScatterReduction::Sum,
        None
    ), forms |x, d| [ivy::scatter_nd::with(&x[0].as_indices()?, &x[1], &[3, 2]).reduction(crate::ScatterReduction::Sum).call()], []),
    // x[-1, ::-1] = [5, 6]: the last row becomes [6, 5].
    case!(set_item, Inputs, [SQUARE, TWO], |x, d| (
        &x[0],
        ivy::s![-1, ..;-1],
        &x[1]
    ), forms |x, d| [ivy::set_item(&x[0], ivy::s![-1, ..;-1], &x[1])], [x[0].set_item(ivy::s![-1, ..;-1], &x[1]) => ivy::set_item(&x[0], ivy::s![-1, ..;-1], &x[1])]),
    case!(stable_divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::stable_divide(&x[0], &x[1])], [x[0].stable_divide(&x[1]) => ivy::stable_divide(&x[0], &x[1])]),
];
