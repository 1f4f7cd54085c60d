//! Reductions, scans and `einsum`. The accumulating ones cast their input to the requested
//! dtype first, then reduce in that dtype: integers wrap, `float16` and `bfloat16` accumulate
//! in `f32` and round once at the end.
//!
//! Only `sum` of `float32` and `float64` is candle's own. The rest runs the shared routines
//! ([`crate::routines`]) on candle's buffers ([`MapView`]), because candle's versions get it wrong:
//!
//! * integer sums use plain `+`, which panics on overflow where candle-core is compiled with
//!   overflow checks (NumPy wraps);
//! * half-float sums accumulate in half precision: 4096 `float16` ones sum to 2048;
//! * candle has no product reduction, no running product, no variance over an axis with a
//!   correction, and no `einsum`;
//! * `cumsum` multiplies by an n × n triangular matrix: n² memory on a long axis (exhausted
//!   before any error), and every element times 0 enters every sum, so one `inf` or `nan`
//!   poisons the sums before it (`cumsum([1, inf, 2])` gives `[nan, inf, inf]`); integers
//!   are an error;
//! * `max` and `min` of candle drop `NaN` (NumPy propagates it).

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::HostArray;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Dtype, DtypeSet, Scalar, normalize_axis};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

use super::backend::CandleBackend;
use super::cast::as_dtype;
use super::dispatch::{MapView, from_array};
use super::dtype::{CandleElem, dtype_of, with_candle_type};
use super::error::{invalid, invalid_dtype, unsupported};
use crate::elem::classes;
use crate::kernel_error::operand_dtypes;
use crate::routines::einsum::einsum as run_einsum;
use crate::routines::reductions as shared;

/// A reduction or scan, run by the shared view kernels.
enum Kernel {
    Sum,
    Prod,
    Mean,
    Var {
        correction: f64,
        root: bool,
    },
    Extreme {
        function: &'static str,
        largest: bool,
    },
}

/// A [`Kernel`] over an axis (every axis if `None`).
struct Reduce {
    kernel: Kernel,
    axis: Option<usize>,
    keepdims: bool,
}

impl MapView for Reduce {
    fn f<T: CandleElem>(&self, x: ArrayViewD<'_, T>) -> ivy_runtime::Result<ArrayD<T>> {
        let (axis, keep) = (self.axis, self.keepdims);
        match self.kernel {
            Kernel::Sum => shared::sum_view(x, axis, keep),
            Kernel::Prod => shared::prod_view(x, axis, keep),
            Kernel::Mean => shared::mean_view(x, axis, keep),
            Kernel::Var { correction, root } => {
                Ok(shared::var_view(x, axis, correction, keep, root)?
                    .mapv(|v| T::from_scalar(Scalar::Float(v))))
            }
            Kernel::Extreme { function, largest } => {
                shared::extreme_view(function, x, axis, keep, largest)
            }
        }
    }
}

/// An error unless `x` holds floats (a direct call: dispatch converts integers first).
fn require_float(function: &'static str, x: &Tensor) -> Result<(), BackendError> {
    let dtype = dtype_of(x)?;
    if dtype.is_float() {
        Ok(())
    } else {
        Err(unsupported(function, dtype, DtypeSet::FLOAT).into())
    }
}

/// `kernel` of `x` over `axis`, after casting `x` to `dtype` if one is given.
fn reduce(
    function: &'static str,
    kernel: Kernel,
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Option<Dtype>,
) -> Result<Tensor, BackendError> {
    let axis = shared::reduction_axis(function, axis, x.rank())?;
    let x = match dtype {
        Some(d) => as_dtype(x, d)?,
        None => ::std::borrow::Cow::Borrowed(x),
    };
    Reduce {
        kernel,
        axis,
        keepdims,
    }
    .map(&x)
}

/// The sum of `x`'s elements over `axis` (all of them when `None`), computed pairwise in
/// `dtype` after casting `x` to it; an empty sum is 0. Not candle's own sum: over ten million
/// float32 values it drifts by thousands of units where the pairwise sum is NumPy's.
#[implements(f::sum for CandleBackend)]
pub fn sum(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<Tensor, BackendError> {
    reduce("sum", Kernel::Sum, x, axis, keepdims, Some(dtype))
}

/// The product of `x`'s elements over `axis` (all of them when `None`), computed in `dtype`
/// after casting `x` to it; an empty product is 1.
#[implements(f::prod for CandleBackend)]
pub fn prod(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<Tensor, BackendError> {
    reduce("prod", Kernel::Prod, x, axis, keepdims, Some(dtype))
}

/// The mean of `x`'s floats over `axis`; `NaN` over no elements.
#[implements(f::mean for CandleBackend, takes = classes::FLOAT)]
pub fn mean(x: &Tensor, axis: Option<isize>, keepdims: bool) -> Result<Tensor, BackendError> {
    require_float("mean", x)?;
    reduce("mean", Kernel::Mean, x, axis, keepdims, None)
}

/// [`var`] or (with `root`) [`std`] of `x`'s floats over `axis`.
fn variance(
    function: &'static str,
    x: &Tensor,
    axis: Option<isize>,
    correction: f64,
    keepdims: bool,
    root: bool,
) -> Result<Tensor, BackendError> {
    require_float(function, x)?;
    let kernel = Kernel::Var { correction, root };
    reduce(function, kernel, x, axis, keepdims, None)
}

/// The variance of `x`'s floats over `axis`, in `float64`, rounded once.
#[implements(f::var for CandleBackend, takes = classes::FLOAT)]
pub fn var(
    x: &Tensor,
    axis: Option<isize>,
    correction: f64,
    keepdims: bool,
) -> Result<Tensor, BackendError> {
    variance("var", x, axis, correction, keepdims, false)
}

/// The standard deviation of `x`'s floats over `axis`: the square root of [`var`].
#[implements(f::std for CandleBackend, takes = classes::FLOAT)]
pub fn std(
    x: &Tensor,
    axis: Option<isize>,
    correction: f64,
    keepdims: bool,
) -> Result<Tensor, BackendError> {
    variance("std", x, axis, correction, keepdims, true)
}

/// [`max`] or (not `largest`) [`min`] of `x` over `axis`.
fn extreme(
    function: &'static str,
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    largest: bool,
) -> Result<Tensor, BackendError> {
    let kernel = Kernel::Extreme { function, largest };
    reduce(function, kernel, x, axis, keepdims, None)
}

/// The largest element of `x` over `axis`; `NaN` propagates; an error over no elements.
#[implements(f::max for CandleBackend)]
pub fn max(x: &Tensor, axis: Option<isize>, keepdims: bool) -> Result<Tensor, BackendError> {
    extreme("max", x, axis, keepdims, true)
}

/// The smallest element of `x` over `axis`; `NaN` propagates; an error over no elements.
#[implements(f::min for CandleBackend)]
pub fn min(x: &Tensor, axis: Option<isize>, keepdims: bool) -> Result<Tensor, BackendError> {
    extreme("min", x, axis, keepdims, false)
}

/// Running sums or products along an axis.
struct Scanned {
    scan: shared::Scan,
    axis: usize,
    exclusive: bool,
    reverse: bool,
}

impl MapView for Scanned {
    fn f<T: CandleElem>(&self, x: ArrayViewD<'_, T>) -> ivy_runtime::Result<ArrayD<T>> {
        shared::scan_view(x, self.scan, self.axis, self.exclusive, self.reverse)
    }
}

/// The kernel `$name` of each running `$scan` ([`shared::Scan`]) along `axis` (negative counts
/// from the end), computed in `dtype` after casting `x` to it; the same shape as `x`.
macro_rules! scans {
    ($($(#[$doc:meta])* $name:ident: $scan:ident;)*) => {$(
        $(#[$doc])*
        #[implements(f::$name for CandleBackend)]
        pub fn $name(
            x: &Tensor,
            axis: isize,
            exclusive: bool,
            reverse: bool,
            dtype: Dtype,
        ) -> Result<Tensor, BackendError> {
            let scan = shared::Scan::$scan;
            let axis = normalize_axis(scan.name(), axis, x.rank())?;
            let x = as_dtype(x, dtype)?;
            Scanned {
                scan,
                axis,
                exclusive,
                reverse,
            }
            .map(&x)
        }
    )*};
}

scans! {
    /// The running sums of `x` along `axis` (negative counts from the end), computed in `dtype`
    /// after casting `x` to it; the same shape as `x`.
    cumsum: Sum;
    /// The running products of `x` along `axis`, computed in `dtype` after casting `x` to it.
    cumprod: Prod;
}

/// Einstein summation: the shared kernel ([`run_einsum`]; candle has none) over the
/// operands' elements (promoted to one dtype by the call) in host memory.
#[implements(f::einsum for CandleBackend)]
pub fn einsum(equation: &str, operands: &[&Tensor]) -> Result<Tensor, BackendError> {
    let first = operands
        .first()
        .ok_or_else(|| invalid("einsum", "needs at least one operand"))?;
    let dtype = dtype_of(first)?;
    let hosts = operands
        .iter()
        .map(|t| super::host::to_host(t))
        .collect::<Result<Vec<HostArray>, BackendError>>()?;
    fn view<T: CandleElem>(h: &HostArray) -> ivy_runtime::Result<ArrayViewD<'_, T>> {
        let elements = T::slice(h.data()).ok_or_else(|| {
            operand_dtypes("einsum", <T as ivy_runtime::HostElement>::DTYPE, h.dtype())
        })?;
        ArrayViewD::from_shape(IxDyn(h.shape()), elements)
            .map_err(|e| invalid("einsum", e.to_string()))
    }
    with_candle_type!(dtype, T => {
        let views = hosts.iter().map(view::<T>).collect::<ivy_runtime::Result<Vec<_>>>()?;
        from_array(run_einsum(equation, &views)?)
    }, _ => Err(invalid_dtype(dtype).into()))
}
