//! Reductions, scans and `einsum`.
//!
//! Each kernel is a generic function over an `ArrayViewD` (the `*_view` functions), which the
//! candle backend runs on candle's buffers too, so both backends share one definition:
//!
//! * sums are pairwise, blocked and vectorised ([`pairwise_sum`]), accumulating in the element's
//!   accumulator type (`f32` for `float16` and `bfloat16`); products and scans fold in it;
//!   integers wrap;
//! * `var` and `std` compute in `float64` (two passes: the mean, then the squared deviations,
//!   each summed pairwise) and round once;
//! * `bool` sums are logical or, products logical and: computed as `uint64` zeros and ones,
//!   then nonzero ([`numeric_or_logical`]).
//!
//! The accumulating kernels (`sum`, `prod`, `cumsum`, `cumprod`) cast their input to the
//! `dtype` dispatch decided first (with [`astype`](super::cast::astype)).

use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::reduced_shape;
use ivy_runtime::{Array, Dtype, HostElement, KernelDecl, Operand, Result, Scalar};
use ivy_runtime::{normalize_axis, result_type};
use ndarray::{ArrayD, ArrayViewD, Axis, IxDyn};

use super::backend::NdArrayBackend;
use super::cast::{as_dtype, into_dtype};
use super::dispatch::{MapInexact, MapNumeric, MapReal, classes, takes};
use super::elem::{InexactElem, NumElem, RealElem};
use super::error;
use super::storage::NdArray;

pub mod einsum;

/// Independent running sums of [`pairwise_sum`]: a vector the compiler keeps in registers,
/// each lane adding every `LANES`-th element.
const LANES: usize = 16;

/// Rows of [`LANES`] elements that the lanes add one by one; longer runs of rows are split in
/// two, summed apart and combined (pairwise).
const LEAF_ROWS: usize = 16;

/// The sum of `x` by blocked pairwise summation, in the accumulator type: the elements, as
/// rows of 16, are summed lane by lane (vectorised), up to 16 rows one by one and longer
/// runs as two halves combined, recursively; the lanes' sums then combine as
/// a tree, and the last partial row is added last. The rounding error grows as `O(log n)`,
/// where one running total's grows as `O(n)`: as accurate as NumPy's pairwise sum (16
/// additions one by one per lane, as its eight accumulators make over a block of 128), and
/// not limited by the latency of one chain of additions. Large inputs sum their halves in
/// parallel ([`crate::loops::parallel`]); the tree is the same, and so is the result, bit for
/// bit.
pub fn pairwise_sum<T: NumElem>(x: &[T]) -> T::Acc {
    let zero = <T::Acc as HostElement>::zero;
    let (rows, tail) = x.split_at(x.len() - x.len() % LANES);
    let lanes = if rows.is_empty() {
        [zero(); LANES]
    } else {
        lane_sums(rows)
    };
    let last = tail.iter().fold(zero(), |acc, &v| acc.add(v.to_acc()));
    tree(&lanes).add(last)
}

/// The sum of each lane of `x` (a whole number of rows of [`LANES`]), pairwise over rows.
fn lane_sums<T: NumElem>(x: &[T]) -> [T::Acc; LANES] {
    let rows = x.len() / LANES;
    if rows <= LEAF_ROWS {
        let mut sums = [<T::Acc as HostElement>::zero(); LANES];
        for row in x.chunks_exact(LANES) {
            for (s, &v) in sums.iter_mut().zip(row) {
                *s = s.add(v.to_acc());
            }
        }
        return sums;
    }
    let (a, b) = x.split_at(rows / 2 * LANES);
    let (mut sa, sb) = if crate::loops::parallel::is_large(x.len()) {
        let contained = ivy_runtime::Contained::here();
        rayon::join(
            || contained.run(|| lane_sums(a)),
            || contained.run(|| lane_sums(b)),
        )
    } else {
        (lane_sums(a), lane_sums(b))
    };
    for (s, t) in sa.iter_mut().zip(sb) {
        *s = s.add(t);
    }
    sa
}

/// The sum of `v` (a power-of-two length) as a balanced tree.
fn tree<A: NumElem>(v: &[A]) -> A {
    match v {
        [one] => *one,
        _ => {
            let (a, b) = v.split_at(v.len() / 2);
            tree(a).add(tree(b))
        }
    }
}

/// `f` of each lane of `x` along `axis` (all of `x`, in row-major order, as one lane when
/// `None`), as an array of the reduced shape. Each lane reaches `f` as a contiguous slice
/// (copied into a buffer when it is strided).
pub fn reduce<T: Copy, R>(
    function: &'static str,
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
    mut f: impl FnMut(&[T]) -> Result<R>,
) -> Result<ArrayD<R>> {
    let shape = reduced_shape(x.shape(), axis.as_ref().map(std::slice::from_ref), keepdims);
    let mut buffer = Vec::new();
    let mut lane = |v: ndarray::ArrayView1<'_, T>| match v.as_slice() {
        Some(s) => f(s),
        None => {
            buffer.clear();
            buffer.extend(v.iter().copied());
            f(&buffer)
        }
    };
    // The result's memory first: a reduction of a zero-element input can still ask for more
    // than there is (`sum` of `[2^40, 0]` over axis 1), and must not walk its lanes first.
    let mut values = ivy_runtime::result_vec::<R>(function, &shape)?;
    match axis {
        None => {
            let flat = match x.as_slice() {
                Some(s) => lane(ndarray::ArrayView1::from(s))?,
                None => {
                    let mut all = ivy_runtime::result_vec::<T>(function, x.shape())?;
                    all.extend(x.iter().copied());
                    lane(ndarray::ArrayView1::from(&all[..]))?
                }
            };
            values.push(flat);
        }
        Some(a) => {
            for v in x.lanes(Axis(a)) {
                values.push(lane(v)?);
            }
        }
    }
    ArrayD::from_shape_vec(IxDyn(&shape), values)
        .map_err(|e| error::invalid(function, e.to_string()))
}

/// The axis of a reduction, normalized (`None`: every axis).
pub fn reduction_axis(
    function: &'static str,
    axis: Option<isize>,
    ndim: usize,
) -> Result<Option<usize>> {
    axis.map(|a| normalize_axis(function, a, ndim)).transpose()
}

/// `count` in the accumulator type of `T`.
fn count<A: HostElement>(count: usize) -> A {
    A::from_scalar(Scalar::Int(count as i128))
}

/// The sums of `x` over `axis`, pairwise.
pub fn sum_view<T: NumElem>(
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
) -> Result<ArrayD<T>> {
    reduce("sum", x, axis, keepdims, |v| {
        Ok(T::from_acc(pairwise_sum(v)))
    })
}

/// The products of `x` over `axis`, folded in the accumulator type.
pub fn prod_view<T: NumElem>(
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
) -> Result<ArrayD<T>> {
    reduce("prod", x, axis, keepdims, |v| {
        let one = <T::Acc as HostElement>::one();
        Ok(T::from_acc(
            v.iter().fold(one, |acc, &e| acc.mul(e.to_acc())),
        ))
    })
}

/// The means of `x` over `axis`: the pairwise sum divided by the count (`NaN` for none).
pub fn mean_view<T: NumElem>(
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
) -> Result<ArrayD<T>> {
    reduce("mean", x, axis, keepdims, |v| {
        Ok(T::from_acc(pairwise_sum(v) / count::<T::Acc>(v.len())))
    })
}

/// A real element's value in `f64` (exact for every dtype but the 64-bit integers, which
/// round); the real part of a complex one.
pub fn real_f64<T: HostElement>(v: T) -> f64 {
    match v.to_scalar() {
        Scalar::Float(f) => f,
        Scalar::Int(i) => i as f64,
        Scalar::Bool(b) => f64::from(u8::from(b)),
        Scalar::Complex(c) => c.re,
    }
}

/// The variances of `x` over `axis` (their square roots if `root`), in `float64`: the
/// squared deviations from the mean, summed pairwise, divided by `max(N - correction, 0)`.
pub fn var_view<T: HostElement>(
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    correction: f64,
    keepdims: bool,
    root: bool,
) -> Result<ArrayD<f64>> {
    const F: &str = "var";
    if !correction.is_finite() {
        return Err(error::invalid(
            F,
            format!("the correction {correction} is not a finite number"),
        ));
    }
    let mut wide = Vec::new();
    reduce(F, x, axis, keepdims, |v| {
        wide.clear();
        wide.extend(v.iter().map(|&e| real_f64(e)));
        let n = wide.len() as f64;
        let mean = pairwise_sum(&wide) / n;
        wide.iter_mut().for_each(|e| *e = (*e - mean) * (*e - mean));
        let var = pairwise_sum(&wide) / (n - correction).max(0.0);
        Ok(if root { var.sqrt() } else { var })
    })
}

/// Whether a value is `NaN` (only floats can be).
fn is_nan<T: PartialOrd>(v: &T) -> bool {
    v.partial_cmp(v).is_none()
}

/// The largest (`largest`) or smallest elements of `x` over `axis`; a `NaN` wins. A lane
/// without elements is an error.
pub fn extreme_view<T: RealElem>(
    function: &'static str,
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
    largest: bool,
) -> Result<ArrayD<T>> {
    reduce(function, x, axis, keepdims, |v| {
        let (&first, rest) = v.split_first().ok_or_else(|| {
            error::invalid(
                function,
                "the reduction is over no elements, and has no identity; give an axis of \
                 nonzero length or a nonempty array",
            )
        })?;
        Ok(rest.iter().fold(first, |m, &e| {
            let better = if largest { e > m } else { e < m };
            if !is_nan(&m) && (is_nan(&e) || better) {
                e
            } else {
                m
            }
        }))
    })
}

/// A running sum or product.
#[derive(Clone, Copy)]
pub enum Scan {
    /// Running sums.
    Sum,
    /// Running products.
    Prod,
}

impl Scan {
    fn name(self) -> &'static str {
        match self {
            Scan::Sum => "cumsum",
            Scan::Prod => "cumprod",
        }
    }

    fn identity<A: NumElem>(self) -> A {
        match self {
            Scan::Sum => A::zero(),
            Scan::Prod => A::one(),
        }
    }

    fn apply<A: NumElem>(self, a: A, b: A) -> A {
        match self {
            Scan::Sum => a.add(b),
            Scan::Prod => a.mul(b),
        }
    }
}

/// The running sums or products of `x` along `axis`, in the accumulator type: each leaves out
/// its own element if `exclusive` (the first is the identity), and they run from the end if
/// `reverse`. The first running value is the first element itself (so `-0.0` stays `-0.0`).
///
/// One copy of `x` is the result; each lane is then scanned in place, reading every element
/// before overwriting it.
pub fn scan_view<T: NumElem>(
    x: ArrayViewD<'_, T>,
    scan: Scan,
    axis: usize,
    exclusive: bool,
    reverse: bool,
) -> Result<ArrayD<T>> {
    let mut out = x.to_owned();
    for mut lane in out.lanes_mut(Axis(axis)) {
        if reverse {
            scan_lane(lane.iter_mut().rev(), scan, exclusive);
        } else if let Some(s) = lane.as_slice_mut() {
            scan_lane(s.iter_mut(), scan, exclusive);
        } else {
            scan_lane(lane.iter_mut(), scan, exclusive);
        }
    }
    Ok(out)
}

/// The running values of one lane, in the order `lane` visits it, written over it.
fn scan_lane<'a, T: NumElem>(
    mut lane: impl Iterator<Item = &'a mut T>,
    scan: Scan,
    exclusive: bool,
) {
    let Some(first) = lane.next() else {
        return;
    };
    let mut run = first.to_acc();
    if exclusive {
        *first = T::from_acc(scan.identity());
    }
    for e in lane {
        let next = scan.apply(run, e.to_acc());
        *e = T::from_acc(if exclusive { run } else { next });
        run = next;
    }
}

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

    fn f<T: NumElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
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
#[implements(f::sum for NdArrayBackend)]
pub fn sum(x: &NdArray, axis: Option<isize>, keepdims: bool, dtype: Dtype) -> Result<NdArray> {
    reduce_kernel("sum", Fold::Sum, x, axis, keepdims, dtype)
}

/// The product of `x`'s elements over `axis` (all of them when `None`), computed in `dtype`
/// after casting `x` to it. An empty product is 1; a `bool` product is logical and.
#[implements(f::prod for NdArrayBackend)]
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

    fn f<T: InexactElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(mean_view(a.view(), self.axis, self.keepdims)?.into())
    }
}

/// The mean of `x`'s floats or complex numbers over `axis`: the pairwise sum over the count,
/// in the accumulator type; `NaN` over no elements.
#[implements(f::mean for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
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

    fn f<T: NumElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(scan_view(a.view(), self.scan, self.axis, self.exclusive, self.reverse)?.into())
    }
}

fn scan_kernel(
    scan: Scan,
    x: &NdArray,
    axis: isize,
    exclusive: bool,
    reverse: bool,
    dtype: Dtype,
) -> Result<NdArray> {
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

/// The running sums of `x` along `axis` (negative counts from the end), computed in `dtype`
/// after casting `x` to it; the same shape as `x`. A `bool` running sum is a running or.
#[implements(f::cumsum for NdArrayBackend)]
pub fn cumsum(
    x: &NdArray,
    axis: isize,
    exclusive: bool,
    reverse: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    scan_kernel(Scan::Sum, x, axis, exclusive, reverse, dtype)
}

/// The running products of `x` along `axis`, computed in `dtype` after casting `x` to it. A
/// `bool` running product is a running and.
#[implements(f::cumprod for NdArrayBackend)]
pub fn cumprod(
    x: &NdArray,
    axis: isize,
    exclusive: bool,
    reverse: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    scan_kernel(Scan::Prod, x, axis, exclusive, reverse, dtype)
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

    fn f<T: RealElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
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
#[implements(f::var for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
pub fn var(x: &NdArray, axis: Option<isize>, correction: f64, keepdims: bool) -> Result<NdArray> {
    variance("var", x, axis, correction, keepdims, false)
}

/// The standard deviation of `x`'s floats over `axis`: the square root of [`var`].
#[implements(f::std for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["integer", "bool", "complex"])]
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

    fn f<T: RealElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
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
#[implements(f::max for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["complex"])]
pub fn max(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    extreme("max", x, axis, keepdims, true)
}

/// The smallest element of `x` over `axis` (all when `None`); `NaN` propagates; `bool`: all.
/// An error over no elements.
#[implements(f::min for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["complex"])]
pub fn min(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    extreme("min", x, axis, keepdims, false)
}

/// The dtype `einsum` computes in: the operands' promoted under the active rules.
pub fn einsum_dtype(operands: &[&Array]) -> Result<Dtype> {
    if operands.is_empty() {
        return Err(error::invalid("einsum", "needs at least one operand"));
    }
    let dtypes: Vec<Operand> = operands.iter().map(|a| Operand::Typed(a.dtype())).collect();
    result_type(&dtypes)
}

/// An `einsum` operand as an ndarray array of `dtype`: its own array when it lives on an
/// ndarray backend, else a copy through host memory.
fn einsum_operand(a: &Array, dtype: Dtype) -> Result<NdArray> {
    match a.native::<NdArray>() {
        Ok(nd) => Ok(as_dtype(&nd, dtype)?.into_owned()),
        Err(_) => into_dtype(NdArray::from_host(a.to_host()?)?, dtype),
    }
}

struct Einsum<'a> {
    equation: &'a str,
    operands: &'a [NdArray],
}

impl MapNumeric for Einsum<'_> {
    const NAME: &'static str = "einsum";
    type Output = NdArray;

    fn f<T: NumElem>(&self, _first: &ArrayD<T>) -> Result<NdArray> {
        let views = self
            .operands
            .iter()
            .map(|o| {
                T::view(o)
                    .map(|a| a.view())
                    .ok_or_else(|| error::operand_dtypes("einsum", T::DTYPE, o.dtype()))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(einsum::einsum(self.equation, &views)?.into())
    }
}

/// Einstein summation (see [`ivy_runtime::einsum()`]): the operands promoted to one dtype and
/// made ndarray arrays, then summed over the equation's index space (products and sums in the
/// accumulator type; `bool` as logical and, or).
#[implements(f::einsum for NdArrayBackend)]
pub fn einsum(equation: &str, operands: &[&Array]) -> Result<NdArray> {
    let dtype = einsum_dtype(operands)?;
    let ops = operands
        .iter()
        .map(|a| einsum_operand(a, dtype))
        .collect::<Result<Vec<_>>>()?;
    let logical_ops: Vec<NdArray>;
    let (ops, is_bool) = if dtype == Dtype::Bool {
        logical_ops = ops
            .iter()
            .map(|o| as_dtype(o, Dtype::Uint64).map(|c| c.into_owned()))
            .collect::<Result<_>>()?;
        (&logical_ops, true)
    } else {
        (&ops, false)
    };
    let r = Einsum {
        equation,
        operands: ops,
    }
    .map(&ops[0])?;
    if is_bool { logical(r) } else { Ok(r) }
}

// What each kernel's code takes, checked against its declarations at compile time.
takes!(__ivy_kernel_sum, classes::ALL);
takes!(__ivy_kernel_prod, classes::ALL);
takes!(__ivy_kernel_cumsum, classes::ALL);
takes!(__ivy_kernel_cumprod, classes::ALL);
takes!(__ivy_kernel_mean, classes::INEXACT);
takes!(__ivy_kernel_var, classes::FLOAT);
takes!(__ivy_kernel_std, classes::FLOAT);
takes!(
    __ivy_kernel_max,
    classes::REAL.union(ivy_runtime::DtypeSet::BOOL)
);
takes!(
    __ivy_kernel_min,
    classes::REAL.union(ivy_runtime::DtypeSet::BOOL)
);
takes!(__ivy_kernel_einsum, classes::ALL);

/// The reduction kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![sum, prod, cumsum, cumprod, mean, var, std, max, min, einsum]
}
