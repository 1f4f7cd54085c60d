//! NumPy's products and `trace`.

use ivy::{Array, Dtype, Result, TensordotAxes};
use ivy_macros::compositional;

/// `numpy.matmul`: the matrix product, broadcast over leading axes; a 1-d operand is a
/// vector.
#[compositional(frontend = "numpy")]
#[returns(ivy::matmul::output_type(x1, x2, None))]
#[handle_out]
pub fn matmul(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array> {
    ivy::matmul(x1, x2)
}

/// `numpy.dot`: for 1-d and 2-d operands the inner or matrix product (`matmul`); beyond, the
/// sum over `a`'s last axis and `b`'s second to last.
#[compositional(frontend = "numpy")]
#[returns(crate::dot_type(a, b))]
pub fn dot(a: &Array, b: &Array) -> Result<Array> {
    if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul(a, b)
    } else {
        let axes = crate::dot_axes(b.ndim());
        ivy::tensordot::with(a, b)
            .axes(TensordotAxes::Pairs(&[-1], &axes))
            .call()
    }
}

/// `numpy.trace`: the sum of the `offset`-th diagonal of the planes of axes `axis1` and
/// `axis2`, accumulated as `numpy.sum` does (narrow integers as `int64`) or in `dtype`.
#[compositional(frontend = "numpy")]
#[returns(ivy::sum::output_type(&ivy::diagonal::output_type(a, offset, axis1, axis2, None)?, Some(-1), false, dtype, None))]
#[defaults(offset = 0, axis1 = 0, axis2 = 1)]
#[handle_out]
pub fn trace(
    a: &Array,
    offset: isize,
    axis1: isize,
    axis2: isize,
    dtype: Option<Dtype>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let diagonal = ivy::diagonal::with(a)
        .offset(offset)
        .axis1(axis1)
        .axis2(axis2)
        .call()?;
    ivy::sum::with(&diagonal).axis(-1).dtype(dtype).call()
}
