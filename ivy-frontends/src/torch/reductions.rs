//! PyTorch's reductions and running reductions. Sums and products of integers and `bool`
//! accumulate in `int64`; `mean` refuses integers and `bool` unless given a floating-point
//! `dtype`.

use ivy::{Array, Dtype, Result};
use ivy_macros::compositional;

/// PyTorch's reductions over `dim` (every dimension if `None`) with `keepdim` and `dtype`:
/// `accumulating` ones (`sum`, `prod`) give Ivy's function the dtype to accumulate in (by default
/// as [`super::accumulate_dtype`] says); `floating` ones (`mean`) refuse integers and `bool`
/// without a floating-point `dtype`, and take `input` in `dtype` first.
macro_rules! reducing {
    (accumulating $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        reducing!(@fn [input, dim, keepdim, dtype] $(#[$doc])* $name,
            ivy::$ivy::output_type(input, dim, keepdim, super::accumulate_dtype(input.dtype, dtype), None),
            {
                let dtype = super::accumulate_dtype(input.dtype(), dtype);
                ivy::$ivy::with(input).axis(dim).keepdims(keepdim).dtype(dtype).call()
            });
    )*};
    (floating $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        reducing!(@fn [input, dim, keepdim, dtype] $(#[$doc])* $name,
            {
                super::floating_only(stringify!($name), input.dtype, dtype)?;
                ivy::$ivy::output_type(&super::taken_type(input, dtype)?, dim, keepdim, None)
            },
            {
                super::floating_only(stringify!($name), input.dtype(), dtype)?;
                ivy::$ivy::with(&super::taken(input, dtype)?).axis(dim).keepdims(keepdim).call()
            });
    )*};
    // The parameters' names come from the arm that writes the type and the value (hygiene).
    (@fn [$input:ident, $dim:ident, $keepdim:ident, $dtype:ident]
        $(#[$doc:meta])* $name:ident, $type:expr, $value:block) => {
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns($type)]
        #[handle_out]
        pub fn $name(
            $input: &Array,
            $dim: Option<isize>,
            $keepdim: bool,
            $dtype: Option<Dtype>,
            out: Option<&mut Array>,
        ) -> Result<Array> $value
    };
}

reducing! { accumulating
    /// `torch.sum`: the sum over `dim` (every dimension if `None`).
    sum => sum;
    /// `torch.prod`: the product over `dim` (every dimension if `None`).
    prod => prod;
}

reducing! { floating
    /// `torch.mean`: the arithmetic mean over `dim` (every dimension if `None`), of `input`
    /// taken in `dtype` if one is given; an integer or `bool` input without a `dtype` is an
    /// error, as in PyTorch.
    mean => mean;
}

/// PyTorch's extrema and their positions over `dim` (every dimension if `None`), refused for
/// the dtypes PyTorch has no kernel for (`LIMITED_UINTS` and the list given first): after
/// `=>`, Ivy's function and what its `output_type` takes after `keepdim` that PyTorch's
/// function has not (`argmax => argmax(false)`).
macro_rules! extremum {
    ($refused:expr; $( $(#[$doc:meta])* $name:ident => $ivy:ident $(($($more:expr),*))?; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns({
            super::check_kernel(stringify!($name), input.dtype, $refused)?;
            ivy::$ivy::output_type(input, dim, keepdim, $($($more,)*)? None)
        })]
        #[handle_out]
        pub fn $name(
            input: &Array,
            dim: Option<isize>,
            keepdim: bool,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            super::check_kernel(stringify!($name), input.dtype(), $refused)?;
            ivy::$ivy::with(input).axis(dim).keepdims(keepdim).call()
        }
    )*};
}

extremum! { &[];
    /// `torch.amax`: the largest element over `dim`; `nan` propagates.
    amax => max;
    /// `torch.amin`: the smallest element over `dim`; `nan` propagates.
    amin => min;
}

/// The dtypes PyTorch's `argmax` and `argmin` refuse beyond its limited unsigned ones.
const UNORDERED: [Dtype; 3] = [Dtype::Complex64, Dtype::Complex128, Dtype::Bool];

// The positions: of the flattened tensor if `dim` is `None`, as `int64`; the first of equal
// extrema. PyTorch has no kernel for complex numbers and `bool`.
extremum! { &UNORDERED;
    /// `torch.argmax`: the position of the largest element.
    argmax => argmax(false);
    /// `torch.argmin`: the position of the smallest element.
    argmin => argmin(false);
}

/// PyTorch's full extrema (its `max(input, dim)` form, a `(values, indices)` pair, is not
/// here: see [`amax`] and [`argmax`]).
macro_rules! full_extremum {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns({
            super::check_kernel(stringify!($name), input.dtype, &[])?;
            ivy::$ivy::output_type(input, None, false, None)
        })]
        #[handle_out]
        pub fn $name(input: &Array, out: Option<&mut Array>) -> Result<Array> {
            super::check_kernel(stringify!($name), input.dtype(), &[])?;
            ivy::$ivy(input)
        }
    )*};
}

full_extremum! {
    /// `torch.max(input)`: the largest element; `nan` propagates.
    max => max;
    /// `torch.min(input)`: the smallest element; `nan` propagates.
    min => min;
}

/// PyTorch's running reductions along `dim` (required), accumulated as `sum` and `prod` are.
macro_rules! running {
    ($( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns(ivy::$ivy::output_type(input, dim, false, false, super::accumulate_dtype(input.dtype, dtype), None))]
        #[defaults(dim = required)]
        #[handle_out]
        pub fn $name(
            input: &Array,
            dim: isize,
            dtype: Option<Dtype>,
            out: Option<&mut Array>,
        ) -> Result<Array> {
            let dtype = super::accumulate_dtype(input.dtype(), dtype);
            ivy::$ivy::with(input).axis(dim).dtype(dtype).call()
        }
    )*};
}

running! {
    /// `torch.cumsum`: the running sums.
    cumsum => cumsum;
    /// `torch.cumprod`: the running products.
    cumprod => cumprod;
}
