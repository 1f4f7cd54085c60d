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
    case!(reshape, Inputs, [ROWS], |x, d| (&x[0], &[3, -1], None), forms |x, d| [ivy::reshape(&x[0], &[3, -1])], [x[0].reshape(&[3, -1]) => ivy::reshape(&x[0], &[3, -1])]),
    case!(flatten, Inputs, [ROWS], |x, d| (&x[0], 0, -1, None), forms |x, d| [ivy::flatten(&x[0])], [x[0].flatten() => ivy::flatten(&x[0])]),
    case!(concat, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &[x[0].clone(), x[1].clone()],
        0,
        None
    ), forms |x, d| [ivy::concat(&[x[0].clone(), x[1].clone()])], []),
    case!(stack, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &[x[0].clone(), x[1].clone()],
        1,
        None
    ), forms |x, d| [ivy::stack::with(&[x[0].clone(), x[1].clone()]).axis(1).call()], []),
    case!(expand_dims, Inputs, [ROWS], |x, d| (&x[0], &[0, -1], None), forms |x, d| [ivy::expand_dims::with(&x[0]).axis(&[0, -1]).call()], [x[0].expand_dims() => ivy::expand_dims(&x[0])]),
    case!(squeeze, Inputs, [ROW], |x, d| (&x[0], None, None), forms |x, d| [ivy::squeeze(&x[0])], [x[0].squeeze() => ivy::squeeze(&x[0])]),
    case!(permute_dims, Inputs, [ROWS], |x, d| (&x[0], &[1, 0], None), forms |x, d| [ivy::permute_dims(&x[0], &[1, 0])], [x[0].permute_dims(&[1, 0]) => ivy::permute_dims(&x[0], &[1, 0])]),
    case!(flip, Inputs, [ROWS], |x, d| (&x[0], Some(&[1]), None), forms |x, d| [ivy::flip::with(&x[0]).axis(&[1]).call()], [x[0].flip() => ivy::flip(&x[0])]),
    case!(roll, Inputs, [ROWS], |x, d| (&x[0], &[1], Some(&[1]), None), forms |x, d| [ivy::roll::with(&x[0], &[1]).axis(&[1]).call()], [x[0].roll(&[1]) => ivy::roll(&x[0], &[1])]),
    case!(split, Inputs, [ROWS], |x, d| (
        &x[0],
        Some(Sections::Count(3)),
        1,
        false,
        None
    ), forms |x, d| [ivy::split::with(&x[0]).num_or_size_splits(Sections::Count(3)).axis(1).call()], [x[0].split() => ivy::split(&x[0])]),
    case!(tile, Inputs, [SQUARE], |x, d| (&x[0], &[2, 1], None), forms |x, d| [ivy::tile(&x[0], &[2, 1])], [x[0].tile(&[2, 1]) => ivy::tile(&x[0], &[2, 1])]),
    case!(repeat, Inputs, [SQUARE], |x, d| (
        &x[0],
        &[1, 2],
        Some(0),
        None
    ), forms |x, d| [ivy::repeat::with(&x[0], &[1, 2]).axis(0).call()], [x[0].repeat(&[1, 2]) => ivy::repeat(&x[0], &[1, 2])]),
    case!(broadcast_to, Inputs, [ROW], |x, d| (
        &x[0],
        &[2, 1, 4],
        None
    ), forms |x, d| [ivy::broadcast_to(&x[0], &[2, 1, 4])], [x[0].broadcast_to(&[2, 1, 4]) => ivy::broadcast_to(&x[0], &[2, 1, 4])]),
    case!(broadcast_arrays, Inputs, [SQUARE, PAIR], |x, d| (
        &[x[0].clone(), x[1].clone()],
        None
    ), forms |x, d| [ivy::broadcast_arrays(&[x[0].clone(), x[1].clone()])], []),
    case!(swapaxes, Inputs, [ROWS], |x, d| (&x[0], 0, 1, None), forms |x, d| [ivy::swapaxes(&x[0], 0, 1)], [x[0].swapaxes(0, 1) => ivy::swapaxes(&x[0], 0, 1)]),
    case!(moveaxis, Inputs, [ROWS], |x, d| (&x[0], &[0], &[-1], None), forms |x, d| [ivy::moveaxis(&x[0], &[0], &[-1])], [x[0].moveaxis(&[0], &[-1]) => ivy::moveaxis(&x[0], &[0], &[-1])]),
    case!(pad, Inputs, [ROWS], |x, d| (
        &x[0],
        &[(1, 2)],
        PadMode::Constant,
        1,
        None
    ), forms |x, d| [ivy::pad::with(&x[0], &[(1, 2)]).constant_values(1).call()], [x[0].pad(&[(1, 2)]) => ivy::pad(&x[0], &[(1, 2)])]),
    // Row 0 at column 1, row 1 at column 0 (then 0, 1).
    case!(take_along_axis, Inputs, [SQUARE, POSITIONS], |x, d| (
        &x[0],
        &x[1].as_indices()?,
        1,
        None
    ), forms |x, d| [ivy::take_along_axis(&x[0], &x[1].as_indices()?, 1)], [x[0].take_along_axis(&x[1].as_indices()?, 1) => ivy::take_along_axis(&x[0], &x[1].as_indices()?, 1)]),
    // Rows [3, 4] and [2, 1]: SQUARE_REVERSED's rows written at columns 1, 0 and 0, 1.
    case!(put_along_axis, Inputs, [SQUARE, POSITIONS, SQUARE_REVERSED], |x, d| (
        &x[0],
        &x[1].as_indices()?,
        &x[2],
        1,
        crate::ScatterReduction::Replace,
        None
    ), forms |x, d| [ivy::put_along_axis::with(&x[0], &x[1].as_indices()?, &x[2], 1).mode(crate::ScatterReduction::Replace).call()], [x[0].put_along_axis(&x[1].as_indices()?, &x[2], 1) => ivy::put_along_axis(&x[0], &x[1].as_indices()?, &x[2], 1)]),
    case!(atleast_1d, Inputs, [ROWS, PAIR], |x, d| (&[x[0].clone(), x[1].clone()]), forms |x, d| [ivy::atleast_1d(&[x[0].clone(), x[1].clone()])], []),
    case!(atleast_2d, Inputs, [ROWS, PAIR], |x, d| (&[x[0].clone(), x[1].clone()]), forms |x, d| [ivy::atleast_2d(&[x[0].clone(), x[1].clone()])], []),
    case!(atleast_3d, Inputs, [ROWS, PAIR], |x, d| (&[x[0].clone(), x[1].clone()]), forms |x, d| [ivy::atleast_3d(&[x[0].clone(), x[1].clone()])], []),
    case!(hstack, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&[x[0].clone(), x[1].clone()]), forms |x, d| [ivy::hstack(&[x[0].clone(), x[1].clone()])], []),
    case!(vstack, Inputs, [SQUARE, PAIR], |x, d| (&[x[0].clone(), x[1].clone()]), forms |x, d| [ivy::vstack(&[x[0].clone(), x[1].clone()])], []),
    case!(dstack, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&[x[0].clone(), x[1].clone()]), forms |x, d| [ivy::dstack(&[x[0].clone(), x[1].clone()])], []),
    case!(fliplr, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::fliplr(&x[0])], [x[0].fliplr() => ivy::fliplr(&x[0])]),
    case!(flipud, Inputs, [ROWS], |x, d| (&x[0], None), forms |x, d| [ivy::flipud(&x[0])], [x[0].flipud() => ivy::flipud(&x[0])]),
    case!(rot90, Inputs, [ROWS], |x, d| (&x[0], 3, (1, 0), None), forms |x, d| [ivy::rot90::with(&x[0]).k(3).axes((1, 0)).call()], [x[0].rot90() => ivy::rot90(&x[0])]),
    case!(unstack, Inputs, [ROWS], |x, d| (&x[0], 1, false), forms |x, d| [ivy::unstack::with(&x[0]).axis(1).call()], [x[0].unstack() => ivy::unstack(&x[0])]),
    case!(zero_pad, Inputs, [ROWS], |x, d| (&x[0], &[(1, 0), (0, 2)], None), forms |x, d| [ivy::zero_pad(&x[0], &[(1, 0), (0, 2)])], [x[0].zero_pad(&[(1, 0), (0, 2)]) => ivy::zero_pad(&x[0], &[(1, 0), (0, 2)])]),
    case!(constant_pad, Inputs, [ROWS], |x, d| (&x[0], &[(1, 1)], crate::Scalar::Int(1), None), forms |x, d| [ivy::constant_pad::with(&x[0], &[(1, 1)]).value(1).call()], [x[0].constant_pad(&[(1, 1)]) => ivy::constant_pad(&x[0], &[(1, 1)])]),
    case!(take, Inputs, [ROWS, POSITIONS], |x, d| (&x[0], &x[1].as_indices()?, Some(1), "clip", None, None), forms |x, d| [ivy::take::with(&x[0], &x[1].as_indices()?).axis(1).mode("clip").call()], [x[0].take(&x[1].as_indices()?) => ivy::take(&x[0], &x[1].as_indices()?)]),
];
