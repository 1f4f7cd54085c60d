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
    ), forms |x, d| [ivy::astype(&x[0], if d.is_complex() {
            Dtype::Complex128
        } else {
            Dtype::Float64
        })], [x[0].astype(if d.is_complex() {
            Dtype::Complex128
        } else {
            Dtype::Float64
        }) => ivy::astype(&x[0], if d.is_complex() {
            Dtype::Complex128
        } else {
            Dtype::Float64
        })]),
    case!(type_promote_arrays, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &[x[0].clone(), x[1].clone()]
    ), forms |x, d| [ivy::type_promote_arrays(&[x[0].clone(), x[1].clone()])], []),
    case!(promote_types_of_inputs, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1]
    ), forms |x, d| [ivy::promote_types_of_inputs(&x[0], &x[1])], [
        x[0].promote_types_of_inputs(&x[1]) => ivy::promote_types_of_inputs(&x[0], &x[1]),
    ]),
];
