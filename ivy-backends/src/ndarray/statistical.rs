//! Reductions, scans and `einsum`.
//!
//! Each kernel is a generic function over an `ArrayViewD` (the `*_view` functions), which the
//! candle backend runs on candle's buffers too, so both backends share one definition:
//!
//! * sums are pairwise, blocked and vectorised ([`pairwise_sum`](crate::routines::reductions::pairwise_sum)), accumulating in the element's
//!   accumulator type (`f32` for `float16` and `bfloat16`); products and scans fold in it;
//!   integers wrap;
//! * extremes are vectorised and split across threads, and give what a fold in order gives
//!   (the first `NaN`; the first zero's sign);
//! * a scan along an array's one long lane runs in parallel blocks, each started from the
//!   blocks before it ([`scan_view`]): exact for integers, and for floats a grouping other
//!   than NumPy's one sequential pass (the last bits can differ);
//! * `var` and `std` compute in `float64` (two passes: the mean, then the squared deviations,
//!   each summed pairwise) and round once;
//! * `bool` sums are logical or, products logical and: computed as `uint64` zeros and ones,
//!   then nonzero ([`numeric_or_logical`]).
//!
//! The accumulating kernels (`sum`, `prod`, `cumsum`, `cumprod`) cast their input to the
//! `dtype` dispatch decided first (with [`astype`](super::cast::astype)).

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Dtype, Result, normalize_axis};
use ndarray::ArrayRefD;

use super::backend::NdArrayBackend;
use super::cast::{as_dtype, into_dtype};
use super::dispatch::{MapInexact, MapNumeric, MapReal, classes};
use super::error;
use super::storage::{Element, NdArray};
use crate::elem::{InexactElem, NumElem, RealElem};
use crate::routines::einsum::einsum as run_einsum;
use crate::routines::reductions::{
    Scan, extreme_view, mean_view, prod_view, reduction_axis, scan_view, sum_view, var_view,
};

/// Runs a numeric kernel on `x`, taking `bool` as `uint64` zeros and ones and the result back
/// as `bool` (nonzero): sums become logical or, products logical and, maxima any, minima all.
pub fn numeric_or_logical<M: MapNumeric<Output = NdArray>>(m: &M, x: &NdArray) -> Result<NdArray> {
    match x {
        NdArray::Bool(b) => logical(m.map(&b.mapv(u64::from).into())?),
        other => m.map(other),
    }
}

/// A `uint64` result of a kernel run on `bool` data, back as `bool`.
pub(crate) fn logical(r: NdArray) -> Result<NdArray> {
    into_dtype(r, Dtype::Bool)
}

/// A reduction over an axis, by kind.
#[derive(Clone, Copy)]
enum Fold {
    Sum,
    Prod,
}

struct Reduce {
    fold: Fold,
    axis: Option<usize>,
    keepdims: bool,
}

impl MapNumeric for Reduce {
    const NAME: &'static str = "reduction";
    type Output = NdArray;

    fn f<T: NumElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let (v, axis, keep) = (a.view(), self.axis, self.keepdims);
        Ok(match self.fold {
            Fold::Sum => sum_view(v, axis, keep)?,
            Fold::Prod => prod_view(v, axis, keep)?,
        }
        .into())
    }
}

fn reduce_kernel(
    function: &'static str,
    fold: Fold,
    x: &NdArray,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    let axis = reduction_axis(function, axis, x.ndim())?;
    let x = as_dtype(x, dtype)?;
    numeric_or_logical(
        &Reduce {
            fold,
            axis,
            keepdims,
        },
        &x,
    )
}

/// The sum of `x`'s elements over `axis` (all of them when `None`; negative counts from the
/// end), computed pairwise in `dtype` after casting `x` to it. An empty sum is 0; a `bool` sum
/// is logical or. An axis out of range is an error.
#[implements(f::sum for NdArrayBackend, takes = classes::ALL)]
pub fn sum(x: &NdArray, axis: Option<isize>, keepdims: bool, dtype: Dtype) -> Result<NdArray> {
    reduce_kernel("sum", Fold::Sum, x, axis, keepdims, dtype)
}

/// The product of `x`'s elements over `axis` (all of them when `None`), computed in `dtype`
/// after casting `x` to it. An empty product is 1; a `bool` product is logical and.
#[implements(f::prod for NdArrayBackend, takes = classes::ALL)]
pub fn prod(x: &NdArray, axis: Option<isize>, keepdims: bool, dtype: Dtype) -> Result<NdArray> {
    reduce_kernel("prod", Fold::Prod, x, axis, keepdims, dtype)
}

struct Mean {
    axis: Option<usize>,
    keepdims: bool,
}

impl MapInexact for Mean {
    const NAME: &'static str = "mean";
    type Output = NdArray;

    fn f<T: InexactElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(mean_view(a.view(), self.axis, self.keepdims)?.into())
    }
}

/// The mean of `x`'s floats or complex numbers over `axis`: the pairwise sum over the count,
/// in the accumulator type; `NaN` over no elements.
#[implements(f::mean for NdArrayBackend, takes = classes::INEXACT)]
pub fn mean(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    let axis = reduction_axis("mean", axis, x.ndim())?;
    Mean { axis, keepdims }.map(x)
}

struct Scanned {
    scan: Scan,
    axis: usize,
    exclusive: bool,
    reverse: bool,
}

impl MapNumeric for Scanned {
    const NAME: &'static str = "cumsum/cumprod";
    type Output = NdArray;

    fn f<T: NumElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(scan_view(a.view(), self.scan, self.axis, self.exclusive, self.reverse)?.into())
    }
}

/// The kernel `$name` of each running `$scan` ([`Scan`]) along `axis` (negative counts from
/// the end), computed in `dtype` after casting `x` to it; the same shape as `x`.
macro_rules! scans {
    ($($(#[$doc:meta])* $name:ident: $scan:ident;)*) => {$(
        $(#[$doc])*
        #[implements(f::$name for NdArrayBackend, takes = classes::ALL)]
        pub fn $name(
            x: &NdArray,
            axis: isize,
            exclusive: bool,
            reverse: bool,
            dtype: Dtype,
        ) -> Result<NdArray> {
            let scan = Scan::$scan;
            let axis = normalize_axis(scan.name(), axis, x.ndim())?;
            let x = as_dtype(x, dtype)?;
            let scanned = Scanned {
                scan,
                axis,
                exclusive,
                reverse,
            };
            numeric_or_logical(&scanned, &x)
        }
    )*};
}

scans! {
    /// The running sums of `x` along `axis` (negative counts from the end), computed in `dtype`
    /// after casting `x` to it; the same shape as `x`. A `bool` running sum is a running or.
    cumsum: Sum;
    /// The running products of `x` along `axis`, computed in `dtype` after casting `x` to it. A
    /// `bool` running product is a running and.
    cumprod: Prod;
}

struct Variance {
    axis: Option<usize>,
    correction: f64,
    keepdims: bool,
    root: bool,
}

impl MapReal for Variance {
    const NAME: &'static str = "var";
    type Output = NdArray;

    fn f<T: RealElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let v = var_view(
            a.view(),
            self.axis,
            self.correction,
            self.keepdims,
            self.root,
        )?;
        into_dtype(v.into(), T::DTYPE)
    }
}

fn variance(
    function: &'static str,
    x: &NdArray,
    axis: Option<isize>,
    correction: f64,
    keepdims: bool,
    root: bool,
) -> Result<NdArray> {
    super::dispatch::require(function, x.dtype(), classes::FLOAT)?;
    let axis = reduction_axis(function, axis, x.ndim())?;
    Variance {
        axis,
        correction,
        keepdims,
        root,
    }
    .map(x)
}

/// The variance of `x`'s floats over `axis`, computed in `float64` and rounded once: the
/// squared deviations from the mean over `max(N - correction, 0)`.
#[implements(f::var for NdArrayBackend, takes = classes::FLOAT)]
pub fn var(x: &NdArray, axis: Option<isize>, correction: f64, keepdims: bool) -> Result<NdArray> {
    variance("var", x, axis, correction, keepdims, false)
}

/// The standard deviation of `x`'s floats over `axis`: the square root of [`var`].
#[implements(f::std for NdArrayBackend, takes = classes::FLOAT)]
pub fn std(x: &NdArray, axis: Option<isize>, correction: f64, keepdims: bool) -> Result<NdArray> {
    variance("std", x, axis, correction, keepdims, true)
}

struct Extreme {
    function: &'static str,
    axis: Option<usize>,
    keepdims: bool,
    largest: bool,
}

impl MapReal for Extreme {
    const NAME: &'static str = "max/min";
    type Output = NdArray;

    fn f<T: RealElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let r = extreme_view(
            self.function,
            a.view(),
            self.axis,
            self.keepdims,
            self.largest,
        )?;
        Ok(r.into())
    }
}

fn extreme(
    function: &'static str,
    x: &NdArray,
    axis: Option<isize>,
    keepdims: bool,
    largest: bool,
) -> Result<NdArray> {
    let axis = reduction_axis(function, axis, x.ndim())?;
    let m = Extreme {
        function,
        axis,
        keepdims,
        largest,
    };
    match x {
        NdArray::Bool(b) => logical(m.map(&b.mapv(u8::from).into())?),
        other => m.map(other),
    }
}

/// The largest element of `x` over `axis` (all when `None`); `NaN` propagates; `bool`: any.
/// An error over no elements.
#[implements(f::max for NdArrayBackend, takes = classes::REAL.union(ivy_runtime::DtypeSet::BOOL))]
pub fn max(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    extreme("max", x, axis, keepdims, true)
}

/// The smallest element of `x` over `axis` (all when `None`); `NaN` propagates; `bool`: all.
/// An error over no elements.
#[implements(f::min for NdArrayBackend, takes = classes::REAL.union(ivy_runtime::DtypeSet::BOOL))]
pub fn min(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    extreme("min", x, axis, keepdims, false)
}

struct Einsum<'a> {
    equation: &'a str,
    operands: &'a [&'a NdArray],
}

impl MapNumeric for Einsum<'_> {
    const NAME: &'static str = "einsum";
    type Output = NdArray;

    fn f<T: NumElem>(&self, _first: &ArrayRefD<T>) -> Result<NdArray> {
        let views = self
            .operands
            .iter()
            .map(|o| {
                T::view(o)
                    .map(|a| a.view())
                    .ok_or_else(|| error::operand_dtypes("einsum", T::DTYPE, o.dtype()))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(run_einsum(self.equation, &views)?.into())
    }
}

/// Einstein summation (see [`ivy_runtime::einsum()`]): the operands (promoted to one dtype by
/// the call) summed over the equation's index space (products and sums in the accumulator
/// type; `bool` as logical and, or).
#[implements(f::einsum for NdArrayBackend, takes = classes::ALL)]
pub fn einsum(equation: &str, operands: &[&NdArray]) -> Result<NdArray> {
    let first = operands
        .first()
        .ok_or_else(|| error::invalid("einsum", "needs at least one operand"))?;
    if first.dtype() != Dtype::Bool {
        return Einsum { equation, operands }.map(first);
    }
    let counts = operands
        .iter()
        .map(|o| as_dtype(o, Dtype::Uint64).map(|c| c.into_owned()))
        .collect::<Result<Vec<_>>>()?;
    let counts: Vec<&NdArray> = counts.iter().collect();
    logical(
        Einsum {
            equation,
            operands: &counts,
        }
        .map(counts[0])?,
    )
}
