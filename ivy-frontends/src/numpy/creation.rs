//! NumPy's array creation: `float64` unless a dtype is given or the fill value says otherwise
//! (an integer fill or range is `int64`).

use ivy::{Array, Dtype, Result, Scalar};
use ivy_macros::compositional;

use crate::as_given;

zeros_and_ones! { "numpy"; filled! { "numpy" via as_given, shape, like a } }

/// `numpy.full`: `fill_value` everywhere in `shape`; without `dtype`, the fill value's
/// (`int64` for an integer, `float64` for a float, `bool`).
#[compositional(frontend = "numpy")]
#[returns(ivy::full::output_type(shape, fill_value, dtype, None))]
#[defaults(shape = required, fill_value = required)]
pub fn full(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    ivy::full::with(shape, fill_value).dtype(dtype).call()
}

/// `numpy.arange`: `start, start + step, ...` below `stop`; `arange(5)` is `[0, 1, 2, 3, 4]`
/// (`int64`), and a float among the arguments makes it `float64`.
#[compositional(frontend = "numpy")]
#[returns(ivy::arange::output_type(start, stop, step, dtype, None))]
#[defaults(start = Scalar::Int(0), stop = required, step = Scalar::Int(1))]
pub fn arange(start: Scalar, stop: Scalar, step: Scalar, dtype: Option<Dtype>) -> Result<Array> {
    ivy::arange::with(start, stop)
        .step(step)
        .dtype(dtype)
        .call()
}

/// `numpy.eye`: an `n` x `m` array (`m` = `n` if `None`) with ones on the `k`-th diagonal.
#[compositional(frontend = "numpy")]
#[returns(ivy::eye::output_type(n, m, k, &[], dtype, None))]
#[defaults(n = required, k = 0)]
pub fn eye(n: usize, m: Option<usize>, k: isize, dtype: Option<Dtype>) -> Result<Array> {
    ivy::eye::with(n).n_cols(m).k(k).dtype(dtype).call()
}
