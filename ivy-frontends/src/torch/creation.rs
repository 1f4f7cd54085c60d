//! PyTorch's tensor creation: `float32` unless a dtype is given or the fill value says
//! otherwise (an integer fill or range is `int64`).

use ivy::{Array, Dtype, Result, Scalar};
use ivy_macros::compositional;

use crate::as_given;

zeros_and_ones! { "torch"; filled! { "torch" via as_given, size, like input } }

/// `torch.full`: `fill_value` everywhere in `size`; without `dtype`, the fill value's
/// (`int64` for an integer, `float32` for a float, `bool`).
#[compositional(frontend = "torch")]
#[returns(ivy::full::output_type(size, fill_value, dtype, None))]
#[defaults(size = required, fill_value = required)]
pub fn full(size: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    ivy::full::with(size, fill_value).dtype(dtype).call()
}

/// `torch.arange`: `start, start + step, ...` below `end`; `arange(5)` is `[0, 1, 2, 3, 4]`
/// (`int64`), and a float among the arguments makes it `float32`.
#[compositional(frontend = "torch")]
#[returns(ivy::arange::output_type(start, end, step, dtype, None))]
#[defaults(start = Scalar::Int(0), end = required, step = Scalar::Int(1))]
pub fn arange(start: Scalar, end: Scalar, step: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    ivy::arange::with(start, end).step(step).dtype(dtype).call()
}

/// `torch.eye`: an `n` x `m` matrix (`m` = `n` if `None`) with ones on the diagonal.
#[compositional(frontend = "torch")]
#[returns(ivy::eye::output_type(n, m, 0, &[], dtype, None))]
#[defaults(n = required)]
pub fn eye(n: usize, m: Option<usize>, dtype: Option<Dtype>) -> Result<Array> {
    ivy::eye::with(n).n_cols(m).dtype(dtype).call()
}
