//! `jax.numpy`'s reductions and running reductions. Sums and products of `bool` and narrow
//! integers accumulate in the default integer of their signedness (`int32`/`uint32` without
//! x64, `int64`/`uint64` with it); `mean`, `var` and `std` of integers and `bool` are `float32`
//! (`float64` for a 64-bit integer), with x64 too.

use ivy::{Array, Result, TensorType};
use ivy_macros::compositional;

use super::taken;

accumulating! { "jax" via taken;
    /// `jax.numpy.sum`: the sum over `axis` (every axis if `None`).
    sum => sum;
    /// `jax.numpy.prod`: the product over `axis` (every axis if `None`).
    prod => prod;
}

reducing! { "jax" via taken;
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

spread! { "jax" via taken;
    /// `jax.numpy.var`: the variance over `axis`.
    var => var;
    /// `jax.numpy.std`: the standard deviation over `axis`.
    std => std;
}

running! { "jax" via taken;
    /// `jax.numpy.cumsum`: the running sums.
    cumsum => cumsum;
    /// `jax.numpy.cumprod`: the running products.
    cumprod => cumprod;
}
