//! `jax.numpy`'s reductions and running reductions. Sums and products of `bool` and narrow
//! integers accumulate in the default integer of their signedness (`int32`/`uint32` without
//! x64, `int64`/`uint64` with it); `mean`, `var` and `std` of integers and `bool` are `float32`
//! (`float64` for a 64-bit integer), with x64 too.

use ivy::{Array, Dtype, Result, TensorType};
use ivy_macros::compositional;

/// JAX's reductions over one axis or all, with a `dtype` to accumulate in.
macro_rules! accumulating {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "jax")]
        #[returns(ivy::$ivy::output_type(&super::narrow_type(a)?, axis, keepdims, super::narrow_dtype(dtype), None))]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            dtype: Option<Dtype>,
            keepdims: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            ivy::$ivy::with(&super::narrow(a)?)
                .axis(axis)
                .keepdims(keepdims)
                .dtype(super::narrow_dtype(dtype))
                .call()
        }
    )*};
}

accumulating! {
    /// `jax.numpy.sum`: the sum over `axis` (every axis if `None`).
    sum => sum;
    /// `jax.numpy.prod`: the product over `axis` (every axis if `None`).
    prod => prod;
}

/// JAX's reductions with no dtype to accumulate in (after `=>`, Ivy's function and what its
/// `output_type` takes after `keepdims` that JAX's function has not).
macro_rules! reducing {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident $(($($more:expr),*))?; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "jax")]
        #[returns(super::with_float_of(a.dtype, || ivy::$ivy::output_type(&super::narrow_type(a)?, axis, keepdims, $($($more,)*)? None)))]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            keepdims: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            let a = super::narrow(a)?;
            super::with_float_of(a.dtype(), || {
                ivy::$ivy::with(&a).axis(axis).keepdims(keepdims).call()
            })
        }
    )*};
}

reducing! {
    /// `jax.numpy.max` (`amax`): the largest element over `axis`; `nan` propagates.
    max => max;
    /// `jax.numpy.min` (`amin`): the smallest element over `axis`; `nan` propagates.
    min => min;
    /// `jax.numpy.mean`: the arithmetic mean over `axis`; integers give the default float.
    mean => mean;
    /// `jax.numpy.all`: whether every element over `axis` is truthy.
    all => all;
    /// `jax.numpy.any`: whether some element over `axis` is truthy.
    any => any;
}

/// JAX's positions of an extreme over `axis` (of the flattened array if `None`), in the
/// default integer dtype (`int32` without x64).
macro_rules! positions {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "jax")]
        #[returns(index_type(ivy::$ivy::output_type(&super::narrow_type(a)?, axis, keepdims, false, None)?))]
        pub fn $name(a: &Array, axis: Option<isize>, keepdims: bool) -> Result<Array> {
            let positions = ivy::$ivy::with(&super::narrow(a)?)
                .axis(axis)
                .keepdims(keepdims)
                .call()?;
            self::index(&positions)
        }
    )*};
}

positions! {
    /// `jax.numpy.argmax`: the position of the first largest element.
    argmax => argmax;
    /// `jax.numpy.argmin`: the position of the first smallest element.
    argmin => argmin;
}

/// Positions in the default integer dtype.
fn index(positions: &Array) -> Result<Array> {
    super::cast(positions, ivy::default_int_dtype())
}

/// The type of positions of the type `t`: the default integer dtype.
fn index_type(t: TensorType) -> Result<TensorType> {
    super::cast_type(&t, ivy::default_int_dtype())
}

/// JAX's spreads, with `ddof` ("delta degrees of freedom") subtracted from the count.
macro_rules! spread {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "jax")]
        #[returns(super::with_float_of(a.dtype, || ivy::$ivy::output_type(&super::narrow_type(a)?, axis, ddof, keepdims, None)))]
        #[defaults(ddof = 0.0)]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            ddof: f64,
            keepdims: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            let a = super::narrow(a)?;
            super::with_float_of(a.dtype(), || {
                ivy::$ivy::with(&a)
                    .axis(axis)
                    .correction(ddof)
                    .keepdims(keepdims)
                    .call()
            })
        }
    )*};
}

spread! {
    /// `jax.numpy.var`: the variance over `axis`.
    var => var;
    /// `jax.numpy.std`: the standard deviation over `axis`.
    std => std;
}

/// JAX's running reductions: along `axis`, or over the flattened array if `None`.
macro_rules! running {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "jax")]
        #[returns(ivy::$ivy::output_type(&flat_type(&super::narrow_type(a)?, axis)?, axis.unwrap_or(0), false, false, running_dtype(a.dtype, dtype), None))]
        #[handle_out]
        pub fn $name(
            a: &Array,
            axis: Option<isize>,
            dtype: Option<Dtype>,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            let dtype = self::running_dtype(a.dtype(), dtype);
            let a = super::narrow(a)?;
            let flat = match axis {
                Some(_) => a,
                None => ivy::reshape(&a, &[-1])?,
            };
            ivy::$ivy::with(&flat).axis(axis.unwrap_or(0)).dtype(dtype).call()
        }
    )*};
}

running! {
    /// `jax.numpy.cumsum`: the running sums.
    cumsum => cumsum;
    /// `jax.numpy.cumprod`: the running products.
    cumprod => cumprod;
}

/// The dtype JAX's running reductions of an `input` array accumulate in: `dtype` (canonical),
/// else an integer input's own (`jnp.cumsum` of `int8` is `int8`, where its `sum` widens),
/// else Ivy's choice (`bool` gives the default integer).
fn running_dtype(input: Dtype, dtype: Option<Dtype>) -> Option<Dtype> {
    let input = super::canonical_dtype(input);
    super::narrow_dtype(dtype).or(input.is_int().then_some(input))
}

/// The type a running reduction runs over: `a`'s, or flattened where `axis` is `None`.
fn flat_type(a: &TensorType, axis: Option<isize>) -> Result<TensorType> {
    match axis {
        Some(_) => Ok(a.clone()),
        None => ivy::reshape::output_type(a, &[-1], None),
    }
}
