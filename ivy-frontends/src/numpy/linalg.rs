//! NumPy's products and `trace`.

use ivy::{Array, Dtype, Result, TensorType, TensordotAxes};
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
#[returns(dot_type(a, b))]
pub fn dot(a: &Array, b: &Array) -> Result<Array> {
    if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul(a, b)
    } else {
        let axes = self::dot_axes(b.ndim());
        ivy::tensordot::with(a, b)
            .axes(TensordotAxes::Pairs(&[-1], &axes))
            .call()
    }
}

/// The axis of `b` that `numpy.dot` sums over with `a`'s last: its second to last (its only
/// one if 1-d).
fn dot_axes(b_ndim: usize) -> [isize; 1] {
    [if b_ndim >= 2 { -2 } else { -1 }]
}

/// The type of [`dot`].
fn dot_type(a: &TensorType, b: &TensorType) -> Result<TensorType> {
    if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul::output_type(a, b, None)
    } else {
        let axes = dot_axes(b.ndim());
        ivy::tensordot::output_type(a, b, TensordotAxes::Pairs(&[-1], &axes), None)
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
