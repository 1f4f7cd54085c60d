//! NumPy's products and `trace`.

use ivy::{Array, Result};
use ivy_macros::compositional;

use crate::as_given;

/// `numpy.matmul`: the matrix product, broadcast over leading axes; a 1-d operand is a
/// vector.
#[compositional(frontend = "numpy")]
#[returns(ivy::matmul::output_type(x1, x2, None))]
#[handle_out]
pub fn matmul(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    ivy::matmul(x1, x2)
}

dot! { "numpy" via as_given;
    /// `numpy.dot`: a 0-d operand multiplies the other; for 1-d and 2-d operands the inner or
    /// matrix product (`matmul`); beyond, the sum over `a`'s last axis and `b`'s second to
    /// last.
}

trace! { "numpy" via as_given, out;
    /// `numpy.trace`: the sum of the `offset`-th diagonal of the planes of axes `axis1` and
    /// `axis2`, accumulated as `numpy.sum` does (narrow integers as `int64`) or in `dtype`.
}
