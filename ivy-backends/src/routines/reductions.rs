//! Reductions and scans over `ndarray`-crate views, written once over the element classes and
//! run by both backends (the ndarray backend on its arrays, candle on views of its storage):
//! pairwise sums, products, means, variances, extremes along an axis or over everything, and
//! running sums and products.

use ivy_runtime::type_rules::reduced_shape;
use ivy_runtime::{HostElement, Result, Scalar, normalize_axis};
use ndarray::{ArrayD, ArrayViewD, Axis, IxDyn};

use crate::elem::{NumElem, RealElem};
use crate::kernel_error as error;

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
    reduce_with(function, x, axis, keepdims, &mut f)
}

/// [`reduce`] with `f` taken as `&dyn`: the walk over the lanes, compiled once per element
/// types.
fn reduce_with<T: Copy, R>(
    function: &'static str,
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
    f: &mut dyn FnMut(&[T]) -> Result<R>,
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
    /// The function's name.
    pub fn name(self) -> &'static str {
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
    let function = scan.name();
    let mut out = crate::loops::arrays::into_array(
        function,
        x.raw_dim(),
        crate::loops::arrays::row_major_vec(function, &x)?,
    )?;
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
