//! The cases of the manipulation functions.

use super::{AsIndices, Case, Input, POSITIONS, SQUARE, SQUARE_REVERSED};
use crate::{PadMode, Sections};

/// Six small values with a repeat and a zero, in two rows.
pub(super) const ROWS: Input = Input {
    values: &[3.0, 1.0, 2.0, 1.0, 0.0, 2.0],
    shape: &[2, 3],
};
/// One row of four.
const ROW: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0],
    shape: &[1, 4],
};
/// Two values, broadcast against [`SQUARE`].
const PAIR: Input = Input {
    values: &[2.0, 1.0],
    shape: &[2],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(reshape, Inputs, [ROWS], |x, d| (&x[0], &[3, -1], None)),
    case!(flatten, Inputs, [ROWS], |x, d| (&x[0], 0, -1, None)),
    case!(concat, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &[x[0].clone(), x[1].clone()],
        0,
        None
    )),
    case!(stack, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &[x[0].clone(), x[1].clone()],
        1,
        None
    )),
    case!(expand_dims, Inputs, [ROWS], |x, d| (&x[0], &[0, -1], None)),
    case!(squeeze, Inputs, [ROW], |x, d| (&x[0], None, None)),
    case!(permute_dims, Inputs, [ROWS], |x, d| (&x[0], &[1, 0], None)),
    case!(flip, Inputs, [ROWS], |x, d| (&x[0], Some(&[1]), None)),
    case!(roll, Inputs, [ROWS], |x, d| (&x[0], &[1], Some(&[1]), None)),
    case!(split, Inputs, [ROWS], |x, d| (
        &x[0],
        Some(Sections::Count(3)),
        1,
        false,
        None
    )),
    case!(tile, Inputs, [SQUARE], |x, d| (&x[0], &[2, 1], None)),
    case!(repeat, Inputs, [SQUARE], |x, d| (
        &x[0],
        &[1, 2],
        Some(0),
        None
    )),
    case!(broadcast_to, Inputs, [ROW], |x, d| (
        &x[0],
        &[2, 1, 4],
        None
    )),
    case!(broadcast_arrays, Inputs, [SQUARE, PAIR], |x, d| (
        &[x[0].clone(), x[1].clone()],
        None
    )),
    case!(swapaxes, Inputs, [ROWS], |x, d| (&x[0], 0, 1, None)),
    case!(moveaxis, Inputs, [ROWS], |x, d| (&x[0], &[0], &[-1], None)),
    case!(pad, Inputs, [ROWS], |x, d| (
        &x[0],
        &[(1, 2)],
        PadMode::Constant,
        1,
        None
    )),
    // Row 0 at column 1, row 1 at column 0 (then 0, 1).
    case!(take_along_axis, Inputs, [SQUARE, POSITIONS], |x, d| (
        &x[0],
        &x[1].as_indices()?,
        1,
        None
    )),
    // Rows [3, 4] and [2, 1]: SQUARE_REVERSED's rows written at columns 1, 0 and 0, 1.
    case!(put_along_axis, Inputs, [SQUARE, POSITIONS, SQUARE_REVERSED], |x, d| (
        &x[0],
        &x[1].as_indices()?,
        &x[2],
        1,
        crate::ScatterReduction::Replace,
        None
    )),
];
