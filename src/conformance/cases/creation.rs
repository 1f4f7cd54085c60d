//! The cases of the creation functions.

use super::Case;
use crate::{HostArray, Scalar};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
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
];
