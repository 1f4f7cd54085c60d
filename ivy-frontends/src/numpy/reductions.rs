//! NumPy's reductions and running reductions. Sums and products of `bool` and narrow integers
//! accumulate in the 64-bit integer of their signedness (NumPy's default integers); `mean`,
//! `var` and `std` of integers are `float64`.

use ivy::{Array, Dtype, Result, TensorType};
use ivy_macros::compositional;

/// NumPy's reductions over one axis or all, with a `dtype` to accumulate in.
macro_rules! accumulating {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "numpy")]
        #[returns(ivy::$ivy::output_type(a, axis, keepdims, dtype, None))]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            dtype: Option<Dtype>,
            keepdims: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            ivy::$ivy::with(a).axis(axis).keepdims(keepdims).dtype(dtype).call()
        }
    )*};
}

accumulating! {
    /// `numpy.sum`: the sum over `axis` (every axis if `None`).
    sum => sum;
    /// `numpy.prod`: the product over `axis` (every axis if `None`).
    prod => prod;
}

/// NumPy's reductions with no dtype to accumulate in (after `=>`, Ivy's function and what its
/// `output_type` takes after `keepdims` that NumPy's function has not).
macro_rules! reducing {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident $(($($more:expr),*))?; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "numpy")]
        #[returns(ivy::$ivy::output_type(a, axis, keepdims, $($($more,)*)? None))]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            keepdims: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            ivy::$ivy::with(a).axis(axis).keepdims(keepdims).call()
        }
    )*};
}

reducing! {
    /// `numpy.max` (`numpy.amax`): the largest element over `axis`; `nan` propagates.
    max => max;
    /// `numpy.min` (`numpy.amin`): the smallest element over `axis`; `nan` propagates.
    min => min;
    /// `numpy.mean`: the arithmetic mean over `axis`; integers give `float64`.
    mean => mean;
    /// `numpy.all`: whether every element over `axis` is truthy.
    all => all;
    /// `numpy.any`: whether some element over `axis` is truthy.
    any => any;
    /// `numpy.argmax`: the position of the first largest element over `axis` (of the
    /// flattened array if `None`), as `int64`.
    argmax => argmax(false);
    /// `numpy.argmin`: the position of the first smallest element over `axis`, as `int64`.
    argmin => argmin(false);
}

/// NumPy's spreads, with `ddof` ("delta degrees of freedom") subtracted from the count.
macro_rules! spread {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "numpy")]
        #[returns(ivy::$ivy::output_type(a, axis, ddof, keepdims, None))]
        #[defaults(ddof = 0.0)]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            ddof: f64,
            keepdims: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            ivy::$ivy::with(a).axis(axis).correction(ddof).keepdims(keepdims).call()
        }
    )*};
}

spread! {
    /// `numpy.var`: the variance over `axis`.
    var => var;
    /// `numpy.std`: the standard deviation over `axis`.
    std => std;
}

/// NumPy's running reductions: along `axis`, or over the flattened array if `None`.
macro_rules! running {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "numpy")]
        #[returns(ivy::$ivy::output_type(&flat_type(a, axis)?, axis.unwrap_or(0), false, false, dtype, None))]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            dtype: Option<Dtype>,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            let flat = match axis {
                Some(_) => a.clone(),
                None => ivy::reshape(a, &[-1])?,
            };
            ivy::$ivy::with(&flat).axis(axis.unwrap_or(0)).dtype(dtype).call()
        }
    )*};
}

running! {
    /// `numpy.cumsum`: the running sums.
    cumsum => cumsum;
    /// `numpy.cumprod`: the running products.
    cumprod => cumprod;
}

/// The type a running reduction runs over: `a`'s, or flattened where `axis` is `None`.
fn flat_type(a: &TensorType, axis: Option<isize>) -> Result<TensorType> {
    match axis {
        Some(_) => Ok(a.clone()),
        None => ivy::reshape::output_type(a, &[-1], None),
    }
}
