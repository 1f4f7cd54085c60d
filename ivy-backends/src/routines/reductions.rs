//! Reductions and scans over `ndarray`-crate views, written once over the element classes and
//! run by both backends (the ndarray backend on its arrays, candle on views of its storage):
//! pairwise sums, products, means, variances, extremes along an axis or over everything, and
//! running sums and products.

use ivy_runtime::type_rules::reduced_shape;
use ivy_runtime::{HostElement, Result, Scalar, normalize_axis};
use ndarray::{ArrayD, ArrayViewD, Axis, IxDyn};
use pulp::{Simd, WithSimd};

use crate::elem::{NumElem, RealElem};
use crate::kernel_error as error;
use crate::loops::strided::RowMajor;
use crate::loops::team;

/// Independent running sums of [`pairwise_sum`]: a vector the compiler keeps in registers,
/// each lane adding every `LANES`-th element.
const LANES: usize = 16;

/// Rows of [`LANES`] elements that the lanes add one by one; longer runs of rows are split in
/// two, summed apart and combined (pairwise).
const LEAF_ROWS: usize = 16;

/// Rows of a node of [`Leaves`] (four leaves), summed in one dispatch to vectorised code.
const NODE_ROWS: usize = 4 * LEAF_ROWS;

/// The sum of `x` by blocked pairwise summation, in the accumulator type: the elements, as
/// rows of 16, are summed lane by lane (vectorised), up to 16 rows one by one and longer
/// runs as two parts combined, recursively (split after half the rows, rounded down to whole
/// nodes of 64 rows, or of 16 within a node); the lanes' sums then combine as
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
        crate::vmath::dispatch(LaneSums(rows))
    };
    let last = tail.iter().fold(zero(), |acc, &v| acc.add(v.to_acc()));
    tree(&lanes).add(last)
}

/// [`lane_sums`] compiled for the CPU's best instruction set (detected once, as the
/// transcendentals' [`crate::vmath`] loops are).
struct LaneSums<'a, T>(&'a [T]);

impl<T: NumElem> WithSimd for LaneSums<'_, T> {
    type Output = [T::Acc; LANES];

    #[inline(always)]
    fn with_simd<S: Simd>(self, simd: S) -> Self::Output {
        lane_sums(simd, self.0)
    }
}

/// The sum of each lane of `x` (a whole number of rows of [`LANES`]), pairwise over rows: a
/// run of rows is split in two ([`split_rows`]), summed apart and combined, down to leaves of
/// at most [`LEAF_ROWS`] rows. The nodes of up to four leaves run in [`Leaves`], one dispatch
/// to vectorised code each.
fn lane_sums<S: Simd, T: NumElem>(simd: S, x: &[T]) -> [T::Acc; LANES] {
    let rows = x.len() / LANES;
    if splits_across_threads(rows) {
        return across_threads(rows, &|first, rows| {
            serial_lane_sums(simd, &x[first * LANES..(first + rows) * LANES])
        });
    }
    serial_lane_sums(simd, x)
}

/// [`lane_sums`] on the calling thread.
fn serial_lane_sums<S: Simd, T: NumElem>(simd: S, x: &[T]) -> [T::Acc; LANES] {
    let rows = x.len() / LANES;
    if rows <= NODE_ROWS {
        return simd.vectorize(Leaves(x));
    }
    let (a, b) = x.split_at(split_rows(rows) * LANES);
    let mut sa = serial_lane_sums(simd, a);
    add_lanes(&mut sa, &serial_lane_sums(simd, b));
    sa
}

/// Whether a pairwise sum of `rows` rows is long enough to split across threads
/// ([`crate::loops::parallel::is_large_reduction`]; more than a node).
fn splits_across_threads(rows: usize) -> bool {
    rows > NODE_ROWS && crate::loops::parallel::is_large_reduction(rows * LANES)
}

/// The lane sums of a run of `rows` rows, its tree cut into parts of at most
/// [`crate::loops::parallel::reduction_part`] elements (subtrees, each summed by
/// `part(first, rows)`), the parts summed in parallel ([`team`]) and combined as the tree
/// combines them: the same tree, bit for bit.
fn across_threads<A: NumElem>(
    rows: usize,
    part: &(dyn Fn(usize, usize) -> [A; LANES] + Sync),
) -> [A; LANES] {
    /// Whether a run of `rows` rows is cut into parts of at most `most` elements.
    fn cut(rows: usize, most: usize) -> bool {
        rows > NODE_ROWS && rows * LANES > most
    }
    /// The parts of rows `first..first + rows`, in order, appended to `parts`.
    fn parts_of(first: usize, rows: usize, most: usize, parts: &mut Vec<(usize, usize)>) {
        if cut(rows, most) {
            let split = split_rows(rows);
            parts_of(first, split, most, parts);
            parts_of(first + split, rows - split, most, parts);
        } else {
            parts.push((first, rows));
        }
    }
    /// The sums of `rows` rows from the sums of their parts, taken in order.
    fn combine<A: NumElem>(
        rows: usize,
        most: usize,
        sums: &mut impl Iterator<Item = [A; LANES]>,
    ) -> [A; LANES] {
        if cut(rows, most) {
            let split = split_rows(rows);
            let mut sa = combine(split, most, sums);
            add_lanes(&mut sa, &combine(rows - split, most, sums));
            sa
        } else {
            sums.next()
                .unwrap_or_else(|| unreachable!("a sum per part, as `parts_of` made them"))
        }
    }
    let most = crate::loops::parallel::reduction_part(rows * LANES);
    let mut parts = Vec::new();
    parts_of(0, rows, most, &mut parts);
    let sums = team::collect(parts.len(), &|i| part(parts[i].0, parts[i].1));
    combine(rows, most, &mut sums.into_iter())
}

/// The rows of the first part when a run of `rows` rows (more than [`LEAF_ROWS`]) splits in
/// two: half of them, rounded down to whole nodes of [`NODE_ROWS`] (to whole leaves within a
/// node), at least one. Every node but a run's last is then four whole leaves, so the loops
/// run the same counts node after node: the branches of leaves of 9 or 10 rows that halving
/// gave were mispredicted often enough to halve the speed.
#[inline(always)]
fn split_rows(rows: usize) -> usize {
    let unit = if rows > NODE_ROWS {
        NODE_ROWS
    } else {
        LEAF_ROWS
    };
    (rows / 2 / unit).max(1) * unit
}

/// [`pairwise_sum`] of the elements of an array in any layout (`len` of them, in row-major
/// order), read in place: the same tree, each node of up to 64 rows of 16 gathered into
/// scratch, so the same sum, bit for bit, as of the elements copied out.
pub fn pairwise_sum_strided<T: NumElem>(x: &RowMajor<'_, T>, len: usize) -> T::Acc {
    let zero = <T::Acc as HostElement>::zero;
    let rows = len / LANES;
    let lanes = if rows == 0 {
        [zero(); LANES]
    } else {
        strided_lane_sums(x, rows)
    };
    let mut tail = Vec::with_capacity(LANES);
    x.read(rows * LANES, len - rows * LANES, &mut tail);
    let last = tail.iter().fold(zero(), |acc, &v| acc.add(v.to_acc()));
    tree(&lanes).add(last)
}

/// [`lane_sums`] of the first `rows` rows of `x`, split as it splits them; each node read
/// into scratch and summed by it.
fn strided_lane_sums<T: NumElem>(x: &RowMajor<'_, T>, rows: usize) -> [T::Acc; LANES] {
    if splits_across_threads(rows) {
        return across_threads(rows, &|first, rows| {
            serial_strided_lane_sums(x, first, rows)
        });
    }
    serial_strided_lane_sums(x, 0, rows)
}

/// [`strided_lane_sums`] of rows `first..first + rows`, on the calling thread.
fn serial_strided_lane_sums<T: NumElem>(
    x: &RowMajor<'_, T>,
    first: usize,
    rows: usize,
) -> [T::Acc; LANES] {
    if rows <= NODE_ROWS {
        let mut block = Vec::with_capacity(rows * LANES);
        x.read(first * LANES, rows * LANES, &mut block);
        return crate::vmath::dispatch(LaneSums(&block));
    }
    let split = split_rows(rows);
    let mut sa = serial_strided_lane_sums(x, first, split);
    add_lanes(
        &mut sa,
        &serial_strided_lane_sums(x, first + split, rows - split),
    );
    sa
}

/// `sums += other`, lane by lane.
#[inline(always)]
fn add_lanes<A: NumElem>(sums: &mut [A; LANES], other: &[A; LANES]) {
    for j in 0..LANES {
        sums[j] = sums[j].add(other[j]);
    }
}

/// A node of [`lane_sums`] of at most [`NODE_ROWS`] rows, split as [`split_rows`] splits it:
/// four whole leaves as two pairs, or (a run's last node) leaves of [`LEAF_ROWS`] rows and the
/// rest, each combined with the sum of those after it.
struct Leaves<'a, T>(&'a [T]);

impl<T: NumElem> WithSimd for Leaves<'_, T> {
    type Output = [T::Acc; LANES];

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) -> Self::Output {
        if let Ok(node) = <&[T; NODE_ROWS * LANES]>::try_from(self.0) {
            let l = node.as_chunks::<{ LEAF_ROWS * LANES }>().0;
            let (mut s0, s1, mut s2, s3) = (leaf(&l[0]), leaf(&l[1]), leaf(&l[2]), leaf(&l[3]));
            add_lanes(&mut s0, &s1);
            add_lanes(&mut s2, &s3);
            add_lanes(&mut s0, &s2);
            return s0;
        }
        // The last leaf (the short one) first, then each whole leaf before it.
        let mut leaves = self.0.chunks(LEAF_ROWS * LANES).rev();
        let mut sums = leaves
            .next()
            .map_or([<T::Acc as HostElement>::zero(); LANES], leaf);
        for l in leaves {
            let mut s = leaf(l);
            add_lanes(&mut s, &sums);
            sums = s;
        }
        sums
    }
}

/// The lane sums of a leaf (at most [`LEAF_ROWS`] rows), each lane adding the rows one by
/// one, in order: a row is one vector addition (or a few). The leaves of a node are summed
/// one after the other, not interleaved: their chains of additions are independent, so the
/// CPU overlaps them anyway, and interleaved (an array of accumulators per leaf) the compiler
/// left them unvectorised, one element at a time.
#[inline(always)]
fn leaf<T: NumElem>(x: &[T]) -> [T::Acc; LANES] {
    let mut sums = [<T::Acc as HostElement>::zero(); LANES];
    for row in x.as_chunks::<LANES>().0 {
        crate::loops::prefetch::ahead(row);
        add_row(&mut sums, row);
    }
    sums
}

/// `sums += row`, lane by lane, in the accumulator type: one vector addition or a few.
#[inline(always)]
fn add_row<T: NumElem>(sums: &mut [T::Acc; LANES], row: &[T; LANES]) {
    for j in 0..LANES {
        sums[j] = sums[j].add(row[j].to_acc());
    }
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

/// The reduction over every element of an array of `shape` whose value is `value` (a strided
/// array's, read in place: see [`sum_view`]).
fn total<R>(
    function: &'static str,
    shape: &[usize],
    keepdims: bool,
    value: R,
) -> Result<ArrayD<R>> {
    let shape = reduced_shape(shape, None, keepdims);
    ArrayD::from_shape_vec(IxDyn(&shape), vec![value])
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
    if axis.is_none() && x.as_slice().is_none() {
        let sum = pairwise_sum_strided(&RowMajor::new(x.view()), x.len());
        return total("sum", x.shape(), keepdims, T::from_acc(sum));
    }
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
    if axis.is_none() && x.as_slice().is_none() {
        let sum = pairwise_sum_strided(&RowMajor::new(x.view()), x.len());
        let mean = T::from_acc(sum / count::<T::Acc>(x.len()));
        return total("mean", x.shape(), keepdims, mean);
    }
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
        if v.is_empty() {
            return Err(error::invalid(
                function,
                "the reduction is over no elements, and has no identity; give an axis of \
                 nonzero length or a nonempty array",
            ));
        }
        Ok(if largest {
            extreme::<T, true>(v)
        } else {
            extreme::<T, false>(v)
        })
    })
}

/// The largest (`LARGEST`) or smallest element of `v` (not empty), as a fold in order that
/// keeps the first `NaN`, else the first of equal extremes, gives it. The extreme value comes
/// from [`Extremes`] (vectorised, and in parallel pieces when large); only two cases depend
/// on which element it is: a `NaN` (the first one is the result) and a zero (the first zero
/// gives the sign), each found with one more scan that stops there.
fn extreme<T: RealElem, const LARGEST: bool>(v: &[T]) -> T {
    let (m, nan) = if crate::loops::parallel::is_large_reduction(v.len()) {
        let piece = crate::loops::parallel::reduction_part(v.len());
        team::collect_parts(v.len(), piece, &|part| {
            crate::vmath::dispatch(Extremes::<T, LARGEST>(&v[part]))
        })
        .into_iter()
        .reduce(|a, b| (better::<T, LARGEST>(b.0, a.0), a.1 | b.1))
        .unwrap_or((v[0], false))
    } else {
        crate::vmath::dispatch(Extremes::<T, LARGEST>(v))
    };
    if nan {
        v.iter().copied().find(is_nan).unwrap_or(m)
    } else if m == <T as HostElement>::zero() {
        v.iter().copied().find(|&e| e == m).unwrap_or(m)
    } else {
        m
    }
}

/// `b` if it is larger (`LARGEST`) or smaller than `a`, else `a` (`a` when either is `NaN`):
/// one `max`/`min` instruction of the CPU.
#[inline(always)]
fn better<T: PartialOrd, const LARGEST: bool>(a: T, b: T) -> T {
    if (LARGEST && b > a) || (!LARGEST && b < a) {
        b
    } else {
        a
    }
}

/// Elements per row of [`Extremes`]: enough independent lanes for the CPU to overlap their
/// comparisons.
const EXTREME_LANES: usize = 64;

/// The extreme value of a nonempty slice (any of equal ones) and whether it holds a `NaN`,
/// lane by lane, compiled for the CPU's best instruction set.
struct Extremes<'a, T, const LARGEST: bool>(&'a [T]);

impl<T: RealElem, const LARGEST: bool> WithSimd for Extremes<'_, T, LARGEST> {
    type Output = (T, bool);

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) -> (T, bool) {
        let x = self.0;
        let (rows, tail) = x.as_chunks::<EXTREME_LANES>();
        let mut m = [x[0]; EXTREME_LANES];
        let mut nan = [false; EXTREME_LANES];
        // Whole arrays in, whole arrays out ([`extreme_row`]): the lanes stay in registers
        // (updated in place, they went through memory, a masked store per row).
        for row in rows {
            crate::loops::prefetch::ahead(row);
            (m, nan) = extreme_row::<T, LARGEST>(m, nan, row);
        }
        let mut all = m[0];
        for &e in m[1..].iter().chain(tail) {
            all = better::<T, LARGEST>(all, e);
        }
        let nan = nan.iter().any(|&n| n) || tail.iter().any(is_nan) || is_nan(&x[0]);
        (all, nan)
    }
}

/// One row of [`Extremes`]: each lane's extreme so far against the row's element, and
/// whether either was `NaN`. A plain loop over the lanes, not `std::array::from_fn`, whose
/// closure went uninlined where LLVM does not inline across codegen units (the workspace's
/// release profile, without LTO): a call per element, a `max` of 10M float32 in 21 ms
/// instead of 0.7.
#[inline(always)]
fn extreme_row<T: RealElem, const LARGEST: bool>(
    m: [T; EXTREME_LANES],
    nan: [bool; EXTREME_LANES],
    row: &[T; EXTREME_LANES],
) -> ([T; EXTREME_LANES], [bool; EXTREME_LANES]) {
    let (mut m2, mut nan2) = (m, nan);
    for j in 0..EXTREME_LANES {
        m2[j] = better::<T, LARGEST>(m[j], row[j]);
        nan2[j] = nan[j] | is_nan(&row[j]);
    }
    (m2, nan2)
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
/// A scan along an array's only lane of at least [`SCAN_BLOCK`] elements runs in blocks of
/// that many (`scan_in_blocks`), in parallel; otherwise one copy of `x` is the result, each
/// lane then scanned in place, reading every element before overwriting it.
pub fn scan_view<T: NumElem>(
    x: ArrayViewD<'_, T>,
    scan: Scan,
    axis: usize,
    exclusive: bool,
    reverse: bool,
) -> Result<ArrayD<T>> {
    let function = scan.name();
    if let Some(s) = x.as_slice()
        && s.len() >= SCAN_BLOCK
        && x.len_of(Axis(axis)) == s.len()
    {
        let mut out = crate::loops::parallel::zeroed(function, x.shape(), T::zero())?;
        scan_in_blocks(s, &mut out, scan, exclusive, reverse);
        return crate::loops::arrays::into_array(function, x.raw_dim(), out);
    }
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

/// The elements per block of a long scan (`scan_in_blocks`): a fixed count, so the result
/// does not depend on the number of threads.
pub const SCAN_BLOCK: usize = 1 << 18;

/// The running values of `x` written into `out` (the same length) by blocks of
/// [`SCAN_BLOCK`] elements, in parallel: first each block's total (sums pairwise, products
/// lane by lane), then each block's running values, started from the running value of the
/// blocks before it (their totals combined in order). Exact for integers (wrapping sums and
/// products do not depend on the grouping). For floats, an element's running value is the
/// earlier blocks' total plus the running sum within its block, in order: a grouping other
/// than NumPy's one sequential pass, so the last bits can differ from it; the rounding error
/// is at most the sequential pass's (the blocks' totals are summed pairwise).
fn scan_in_blocks<T: NumElem>(x: &[T], out: &mut [T], scan: Scan, exclusive: bool, reverse: bool) {
    let len = x.len().min(out.len());
    let totals = team::collect_parts(len, SCAN_BLOCK, &|part| block_total(&x[part], scan));
    // The running value before each block, in the order the scan visits the blocks.
    let mut starts = vec![None; totals.len()];
    let mut run: Option<T::Acc> = None;
    let order: Box<dyn Iterator<Item = usize>> = if reverse {
        Box::new((0..totals.len()).rev())
    } else {
        Box::new(0..totals.len())
    };
    for k in order {
        starts[k] = run;
        run = Some(run.map_or(totals[k], |r| scan.apply(r, totals[k])));
    }
    team::each_part(&mut out[..len], SCAN_BLOCK, &|part, out| {
        let start = starts[part.start / SCAN_BLOCK];
        let pairs = x[part].iter().zip(out.iter_mut());
        if reverse {
            scan_from(pairs.rev(), start, scan, exclusive);
        } else {
            scan_from(pairs, start, scan, exclusive);
        }
    });
}

/// The sum (pairwise) or product (lane by lane) of a block of a scan, in the accumulator type.
fn block_total<T: NumElem>(block: &[T], scan: Scan) -> T::Acc {
    match scan {
        Scan::Sum => pairwise_sum(block),
        Scan::Prod => {
            let one = <T::Acc as HostElement>::one;
            let mut lanes = [one(); LANES];
            let rows = block.chunks_exact(LANES);
            let tail = rows.remainder();
            for row in rows {
                for (p, &v) in lanes.iter_mut().zip(row) {
                    *p = p.mul(v.to_acc());
                }
            }
            tail.iter()
                .fold(lanes.iter().fold(one(), |p, &l| p.mul(l)), |p, &v| {
                    p.mul(v.to_acc())
                })
        }
    }
}

/// The running values of `pairs`' inputs written to their outputs, in the order `pairs`
/// visits them, starting from `start` (the running value before the first; `None` at the
/// start of the scan, where the first running value is the first element itself).
fn scan_from<'a, T: NumElem>(
    mut pairs: impl Iterator<Item = (&'a T, &'a mut T)>,
    start: Option<T::Acc>,
    scan: Scan,
    exclusive: bool,
) {
    let mut run = match start {
        Some(run) => run,
        None => {
            let Some((&first, out)) = pairs.next() else {
                return;
            };
            *out = if exclusive {
                T::from_acc(scan.identity())
            } else {
                first
            };
            first.to_acc()
        }
    };
    for (&x, out) in pairs {
        let next = scan.apply(run, x.to_acc());
        *out = T::from_acc(if exclusive { run } else { next });
        run = next;
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::ArrayD;

    /// Values with every bit of the mantissa in use (the golden-ratio sequence), so that any
    /// change in the order of additions shows in the sum's last bits.
    fn spread(n: usize) -> Vec<f32> {
        (0..n)
            .map(|i| (20.0 * (i as f64 * 0.618_033_988_749_894_9).fract() - 10.0) as f32)
            .collect()
    }

    /// The pairwise order [`pairwise_sum`] documents, written the plain way: rows of 16 lanes,
    /// runs of more than 16 rows split after half of them rounded down to a multiple of 64
    /// rows (of 16 rows within 64), at least one such multiple, and combined; the lanes as a
    /// balanced tree, the partial row last.
    fn reference_sum(x: &[f32]) -> f32 {
        fn lanes(x: &[f32]) -> [f32; 16] {
            let rows = x.len() / 16;
            if rows <= 16 {
                let mut s = [0.0f32; 16];
                for row in x.chunks_exact(16) {
                    for j in 0..16 {
                        s[j] += row[j];
                    }
                }
                return s;
            }
            let unit = if rows > 64 { 64 } else { 16 };
            let first = std::cmp::max(rows / 2 / unit, 1) * unit;
            let (a, b) = x.split_at(first * 16);
            let (mut sa, sb) = (lanes(a), lanes(b));
            for j in 0..16 {
                sa[j] += sb[j];
            }
            sa
        }
        fn tree(v: &[f32]) -> f32 {
            if v.len() == 1 {
                v[0]
            } else {
                let (a, b) = v.split_at(v.len() / 2);
                tree(a) + tree(b)
            }
        }
        let whole = x.len() - x.len() % 16;
        let l = lanes(&x[..whole]);
        tree(&l) + x[whole..].iter().fold(0.0, |a, &v| a + v)
    }

    /// The leaves, one dispatch per node, add the same numbers in the same order: the sum is the
    /// documented tree's bit for bit, at every node shape (one leaf to four, whole or with a
    /// short last one, and runs ending in a node of one row) and on the parallel path.
    #[test]
    fn pairwise_sums_keep_their_order_bit_for_bit() {
        let x = spread(3 << 20);
        let mut lens: Vec<usize> = (0..=70 * 16).step_by(5).collect();
        lens.extend([
            33 * 16,
            48 * 16 + 1,
            64 * 16,
            65 * 16,
            66 * 16 + 3,
            129 * 16,
            130 * 16,
            200 * 16 + 9,
            1 << 16,
            (1 << 20) + 7,
            3 << 20,
        ]);
        for n in lens {
            let got = pairwise_sum(&x[..n]);
            assert_eq!(got.to_bits(), reference_sum(&x[..n]).to_bits(), "n = {n}");
        }
    }

    /// A strided or reversed array sums, read in place, to what its elements copied out sum
    /// to, bit for bit (the same tree), on the serial and the parallel path.
    #[test]
    fn strided_sums_are_the_sums_of_their_copies() {
        let x = spread(2 * ((1 << 20) + 7));
        let a = ndarray::ArrayView1::from(&x[..]).into_dyn();
        let lens = [
            0,
            1,
            15,
            16,
            17,
            33 * 16,
            65 * 16 + 3,
            130 * 16,
            (1 << 20) + 7,
        ];
        for n in lens {
            let every_other = a.slice(ndarray::s![..2 * n;2]);
            let reversed = a.slice(ndarray::s![..n;-1]);
            for v in [every_other, reversed] {
                let copy: Vec<f32> = v.iter().copied().collect();
                let got = pairwise_sum_strided(&RowMajor::new(v.into_dyn()), n);
                assert_eq!(got.to_bits(), pairwise_sum(&copy).to_bits(), "n = {n}");
            }
        }
    }

    /// What a fold in order gives: the first `NaN`, else the first of the extreme elements.
    fn reference_extreme(x: &[f64], largest: bool) -> f64 {
        x[1..].iter().fold(x[0], |m, &e| {
            let better = if largest { e > m } else { e < m };
            if !m.is_nan() && (e.is_nan() || better) {
                e
            } else {
                m
            }
        })
    }

    fn extreme_of(x: &[f64], largest: bool) -> f64 {
        let a = ArrayD::from_shape_vec(ndarray::IxDyn(&[x.len()]), x.to_vec()).unwrap();
        extreme_view("max", a.view(), None, false, largest)
            .unwrap()
            .into_iter()
            .next()
            .unwrap()
    }

    /// The vectorised, parallel extremes are the fold's: a `NaN` anywhere is the result (its
    /// payload too), the first zero gives a zero's sign, and infinities are plain values.
    #[test]
    fn extremes_are_the_folds_bit_for_bit() {
        let nan_a = f64::from_bits(0x7ff8_0000_0000_0001);
        let nan_b = f64::from_bits(0xfff8_0000_0000_0002);
        let parallel = crate::loops::parallel::REDUCTION_THRESHOLD + 3;
        for n in [1, 2, 63, 64, 65, 1000, (1 << 16) + 3, 1 << 18, parallel] {
            let base: Vec<f64> = spread(n).iter().map(|&v| f64::from(v)).collect();
            let mut cases = vec![base.clone()];
            let mut nans = base.clone();
            nans[n / 2] = nan_a;
            nans[n - 1] = nan_b;
            cases.push(nans);
            let mut first_nan = base.clone();
            first_nan[0] = nan_b;
            cases.push(first_nan);
            let zeros: Vec<f64> = (0..n)
                .map(|i| if i % 3 == 1 { 0.0 } else { -0.0 })
                .collect();
            cases.push(zeros.clone());
            cases.push(zeros.iter().map(|&z| -z).collect());
            let mut inf = base.clone();
            inf[n - 1] = f64::INFINITY;
            inf[0] = f64::NEG_INFINITY;
            cases.push(inf);
            for x in &cases {
                for largest in [true, false] {
                    assert_eq!(
                        extreme_of(x, largest).to_bits(),
                        reference_extreme(x, largest).to_bits(),
                        "n = {n}, largest = {largest}"
                    );
                }
            }
        }
    }

    fn scan_of<T: NumElem>(x: &[T], scan: Scan, exclusive: bool, reverse: bool) -> Vec<T> {
        let a = ArrayD::from_shape_vec(ndarray::IxDyn(&[x.len()]), x.to_vec()).unwrap();
        scan_view(a.view(), scan, 0, exclusive, reverse)
            .unwrap()
            .into_iter()
            .collect()
    }

    /// Scans in blocks are exact for integers: a sequential wrapping pass gives the same, for
    /// sums and products, exclusive and reversed, at and around the block size.
    #[test]
    fn scans_in_blocks_are_exact_for_integers() {
        for n in [SCAN_BLOCK, SCAN_BLOCK + 1, 3 * SCAN_BLOCK + 17] {
            let x: Vec<i32> = (0..n)
                .map(|i| (i as i32).wrapping_mul(2_654_435_761u32 as i32) >> 7)
                .collect();
            let odd: Vec<i64> = (0..n).map(|i| 2 * (i as i64 % 5) + 1).collect();
            for (exclusive, reverse) in [(false, false), (true, false), (false, true), (true, true)]
            {
                let mut order: Vec<usize> = (0..n).collect();
                if reverse {
                    order.reverse();
                }
                let (mut sum, mut prod) = (vec![0i32; n], vec![0i64; n]);
                let (mut s, mut p) = (0i32, 1i64);
                for &i in &order {
                    let (ns, np) = (s.wrapping_add(x[i]), p.wrapping_mul(odd[i]));
                    (sum[i], prod[i]) = if exclusive { (s, p) } else { (ns, np) };
                    (s, p) = (ns, np);
                }
                let case = format!("n = {n}, exclusive = {exclusive}, reverse = {reverse}");
                assert_eq!(scan_of(&x, Scan::Sum, exclusive, reverse), sum, "{case}");
                assert_eq!(
                    scan_of(&odd, Scan::Prod, exclusive, reverse),
                    prod,
                    "{case}"
                );
            }
        }
    }

    /// Float scans in blocks: on multiples of 1/8 whose running sums stay below 2^21, every
    /// grouping is exact, so each running value is the exact one (summed in `f64`); a leading
    /// `-0.0` stays.
    #[test]
    fn float_scans_in_blocks_are_exact_where_every_order_is() {
        let n = 3 * SCAN_BLOCK + 5;
        let x: Vec<f32> = (0..n).map(|i| ((i % 7) as f32 - 3.0) / 8.0 + 1.0).collect();
        for reverse in [false, true] {
            let got = scan_of(&x, Scan::Sum, false, reverse);
            let mut exact = 0.0f64;
            let order: Box<dyn Iterator<Item = usize>> = if reverse {
                Box::new((0..n).rev())
            } else {
                Box::new(0..n)
            };
            for i in order {
                exact += f64::from(x[i]);
                assert_eq!(f64::from(got[i]), exact, "at {i}, reverse = {reverse}");
            }
        }
        let mut z = vec![1.0f32; SCAN_BLOCK];
        z[0] = -0.0;
        z[1] = 0.0;
        assert_eq!(
            scan_of(&z, Scan::Sum, false, false)[0].to_bits(),
            (-0.0f32).to_bits()
        );
    }
}
