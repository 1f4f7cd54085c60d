//! NumPy's reductions and running reductions. Sums and products of `bool` and narrow integers
//! accumulate in the 64-bit integer of their signedness (NumPy's default integers); `mean`,
//! `var` and `std` of integers are `float64`.

use crate::as_given;

/// The adapters of NumPy's reductions but `mean`, `var` and `std`: [`as_given`]'s, but an axis
/// 0 or -1 of a 0-d array, which these take as its only "axis" (`numpy.sum(1.5, axis=0)` is
/// 1.5; `numpy.mean` refuses it).
mod scalar_axis {
    pub(super) use crate::as_given::{dtype, running_dtype, take, take_type, within};

    /// `axis`, or `None` where it is 0 or -1 of a 0-d array.
    pub(super) fn axis(ndim: usize, axis: Option<isize>) -> Option<isize> {
        match axis {
            Some(0 | -1) if ndim == 0 => None,
            axis => axis,
        }
    }
}

accumulating! { "numpy" via scalar_axis;
    /// `numpy.sum`: the sum over `axis` (every axis if `None`).
    sum => sum;
    /// `numpy.prod`: the product over `axis` (every axis if `None`).
    prod => prod;
}

reducing! { "numpy" via as_given;
    /// `numpy.mean`: the arithmetic mean over `axis`; integers give `float64`.
    mean => mean;
}

reducing! { "numpy" via scalar_axis;
    /// `numpy.max` (`numpy.amax`): the largest element over `axis`; `nan` propagates.
    max => max;
    /// `numpy.min` (`numpy.amin`): the smallest element over `axis`; `nan` propagates.
    min => min;
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

spread! { "numpy" via as_given;
    /// `numpy.var`: the variance over `axis`.
    var => var;
    /// `numpy.std`: the standard deviation over `axis`.
    std => std;
}

running! { "numpy" via scalar_axis;
    /// `numpy.cumsum`: the running sums.
    cumsum => cumsum;
    /// `numpy.cumprod`: the running products.
    cumprod => cumprod;
}
