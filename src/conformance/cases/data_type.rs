//! The cases of the data type functions.

use super::{Case, SQUARE, SQUARE_REVERSED};
use crate::Dtype;

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    // To the widest dtype of the input's kind (complex never goes to a real dtype).
    case!(astype, Inputs, [SQUARE], |x, d| (
        &x[0],
        if d.is_complex() {
            Dtype::Complex128
        } else {
            Dtype::Float64
        },
        None
    )),
    case!(
        type_promote_arrays,
        Inputs,
        [SQUARE, SQUARE_REVERSED],
        |x, d| (&x[0], &x[1])
    ),
];
