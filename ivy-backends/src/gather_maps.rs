//! Flat index maps of the gather family: for each element of a result, in row-major order, the
//! row-major offset of the input element it reads. `take_along_axis`, `gather` and
//! `gather_nd` are each one such map over the flattened input, which both backends apply the
//! same way (ndarray's `select`, candle's `index_select`); the scatter functions write through
//! the same maps. The shapes were checked first by the runtime's shape rules
//! ([`ivy_runtime::type_rules::gather`]); the index values are checked here, each against the
//! length of the axis it indexes ([`index_position`]).

use std::borrow::Cow;

use ivy_runtime::Result;
use ivy_runtime::type_rules::gather::{self as gather_rules, index_position};
use ivy_runtime::type_rules::query::QueryPlan;

use crate::elem::NumElem;

/// The values of an index argument in row-major order, in the integer dtype it was given:
/// each is read as an `i64` where it is used ([`Positions::at`]), so no widened copy of the
/// whole argument is made (an `int64` copy of a `uint8` index array is eight times its size).
/// A `uint64` beyond `i64::MAX` reads as `i64::MAX`, out of range of every axis as it was.
#[derive(Clone, Debug)]
pub(crate) enum Positions<'a> {
    Int8(Cow<'a, [i8]>),
    Int16(Cow<'a, [i16]>),
    Int32(Cow<'a, [i32]>),
    Int64(Cow<'a, [i64]>),
    Uint8(Cow<'a, [u8]>),
    Uint16(Cow<'a, [u16]>),
    Uint32(Cow<'a, [u32]>),
    Uint64(Cow<'a, [u64]>),
}

impl Positions<'_> {
    /// The value at row-major offset `i`, as an `i64`.
    #[inline]
    fn at(&self, i: usize) -> i64 {
        match self {
            Positions::Int8(v) => i64::from(v[i]),
            Positions::Int16(v) => i64::from(v[i]),
            Positions::Int32(v) => i64::from(v[i]),
            Positions::Int64(v) => v[i],
            Positions::Uint8(v) => i64::from(v[i]),
            Positions::Uint16(v) => i64::from(v[i]),
            Positions::Uint32(v) => i64::from(v[i]),
            Positions::Uint64(v) => i64::try_from(v[i]).unwrap_or(i64::MAX),
        }
    }
}

/// The row-major strides of `shape`, in elements.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// The offset of the multi-index `at` in an array of `strides`.
fn offset(at: impl IntoIterator<Item = usize>, strides: &[usize]) -> usize {
    at.into_iter().zip(strides).map(|(i, s)| i * s).sum()
}

/// For each multi-index of `shape` in row-major order, what `f` makes of it; allocated
/// fallibly (a map too long for memory is an error naming `function`).
fn map_over(
    function: &'static str,
    shape: &[usize],
    f: impl FnMut(&[usize]) -> Result<usize>,
) -> Result<Vec<usize>> {
    let mut v = ivy_runtime::result_vec(function, shape)?;
    offsets_over(shape, f, &mut |block| v.extend_from_slice(block))?;
    Ok(v)
}

/// Offsets per block handed over by [`offsets_over`]: 32 KiB on the stack.
const OFFSETS: usize = 4096;

/// For each multi-index of `shape` in row-major order, what `f` makes of it, handed to `each`
/// a block at a time (in order): a reader of the offsets needs no map of them all, eight
/// bytes for each element of the result.
fn offsets_over(
    shape: &[usize],
    mut f: impl FnMut(&[usize]) -> Result<usize>,
    each: &mut dyn FnMut(&[usize]),
) -> Result<()> {
    if shape.contains(&0) {
        return Ok(());
    }
    let mut block = [0usize; OFFSETS];
    let mut filled = 0;
    let mut at = vec![0; shape.len()];
    loop {
        block[filled] = f(&at)?;
        filled += 1;
        if filled == OFFSETS {
            each(&block);
            filled = 0;
        }
        if !next(&mut at, shape) {
            each(&block[..filled]);
            return Ok(());
        }
    }
}

/// `at` moved to the next multi-index of `shape` in row-major order, as an odometer (the last
/// axis turns fastest); `false` once it has passed the last (`at` back at zeros).
fn next(at: &mut [usize], shape: &[usize]) -> bool {
    for axis in (0..shape.len()).rev() {
        at[axis] += 1;
        if at[axis] < shape[axis] {
            return true;
        }
        at[axis] = 0;
    }
    false
}

/// `take_along_axis`: the result of `shape` reads `arr` (of shape `arr`) along `axis` at
/// the positions of `indices` (of shape `index_shape`), the other axes broadcast.
/// `put_along_axis` writes through the same map; `function` names the caller. The offsets go
/// to `each`, a block at a time ([`offsets_over`]).
pub(crate) fn take_along_axis(
    function: &'static str,
    arr: &[usize],
    index_shape: &[usize],
    indices: &Positions<'_>,
    axis: usize,
    shape: &[usize],
    each: &mut dyn FnMut(&[usize]),
) -> Result<()> {
    let (arr_strides, index_strides) = (strides(arr), strides(index_shape));
    // Along a broadcast axis (length 1) every position reads position 0.
    let own = |at: &[usize], own: &[usize], d: usize| if own[d] == 1 { 0 } else { at[d] };
    offsets_over(
        shape,
        |at| {
            let i = indices.at(offset(
                (0..at.len()).map(|d| own(at, index_shape, d)),
                &index_strides,
            ));
            let p = index_position(function, i, axis, arr[axis])?;
            let at_arr = (0..at.len()).map(|d| if d == axis { p } else { own(at, arr, d) });
            Ok(offset(at_arr, &arr_strides))
        },
        each,
    )
}

/// `gather`: the result of `shape` (`params[..axis] + index_shape[batch..] +
/// params[axis + 1..]`) reads `params` along `axis` at the positions of `indices`, the first
/// `batch` dimensions shared. The offsets go to `each`, a block at a time. Each position read
/// is a run of consecutive offsets (the axes after `axis`), and the positions of one slice
/// before `axis` are consecutive in `indices`: the loops follow that, with no multi-index per
/// element (the im2col of a convolution gathers millions).
pub(crate) fn gather(
    params: &[usize],
    index_shape: &[usize],
    indices: &Positions<'_>,
    axis: usize,
    batch: usize,
    shape: &[usize],
    each: &mut dyn FnMut(&[usize]),
) -> Result<()> {
    const F: &str = "gather";
    if shape.contains(&0) {
        return Ok(());
    }
    let (param_strides, index_strides) = (strides(params), strides(index_shape));
    let (run, count) = (
        param_strides[axis],
        index_shape[batch..].iter().product::<usize>(),
    );
    let mut block = [0usize; OFFSETS];
    let mut filled = 0;
    let mut at = vec![0; axis];
    loop {
        let base = offset(at.iter().copied(), &param_strides);
        let first = offset(at[..batch].iter().copied(), &index_strides);
        for j in first..first + count {
            let start = base + index_position(F, indices.at(j), axis, params[axis])? * run;
            for o in start..start + run {
                block[filled] = o;
                filled += 1;
                if filled == OFFSETS {
                    each(&block);
                    filled = 0;
                }
            }
        }
        if !next(&mut at, &params[..axis]) {
            each(&block[..filled]);
            return Ok(());
        }
    }
}

/// `gather_nd`: the result of `shape` (`index_shape[..-1] + params[batch + k..]`) reads
/// `params` at the positions each row of `indices` (of length `k`) gives in the `k`
/// dimensions after the first `batch`, which are shared. `scatter_nd` writes through the same
/// map (`params` the result's shape, `shape` the updates'); `function` names the caller. The
/// offsets go to `each`, a block at a time.
#[allow(clippy::too_many_arguments)]
pub(crate) fn gather_nd(
    function: &'static str,
    params: &[usize],
    index_shape: &[usize],
    indices: &Positions<'_>,
    batch: usize,
    k: usize,
    shape: &[usize],
    each: &mut dyn FnMut(&[usize]),
) -> Result<()> {
    let param_strides = strides(params);
    let rows = index_shape.len() - 1;
    let row_strides = strides(&index_shape[..rows]);
    offsets_over(
        shape,
        |at| {
            let row = offset(at[..rows].iter().copied(), &row_strides) * k;
            let mut o = offset(at[..batch].iter().copied(), &param_strides);
            for j in 0..k {
                let axis = batch + j;
                let i = indices.at(row + j);
                o += index_position(function, i, axis, params[axis])? * param_strides[axis];
            }
            Ok(o + offset(at[rows..].iter().copied(), &param_strides[batch + k..]))
        },
        each,
    )
}

/// `updates` written into `base` at `targets` (one per update): each position keeps the last
/// update that reaches it (row-major order of the updates), as NumPy's `x[i] = v`.
pub(crate) fn put<T: Copy>(mut base: Vec<T>, updates: &[T], targets: &[usize]) -> Vec<T> {
    for (&u, &t) in updates.iter().zip(targets) {
        base[t] = u;
    }
    base
}

/// `updates` written into `base` at `targets`: added where `sum`, else [`put`].
pub(crate) fn scatter<T: NumElem>(
    mut base: Vec<T>,
    updates: &[T],
    targets: &[usize],
    sum: bool,
) -> Vec<T> {
    if !sum {
        return put(base, updates, targets);
    }
    for (&u, &t) in updates.iter().zip(targets) {
        base[t] = base[t].add(u);
    }
    base
}

/// For each element of `x[query]` (the query resolved as `plan`), in row-major order, the
/// row-major offset of the element of `x` it is (`set_item` writes through it; `get_item`
/// reads through it with several index arrays): the grid of each other axis's positions with
/// the index arrays' broadcast shape where the plan places it, an element of that shape
/// reading each array at its broadcast position.
pub(crate) fn query_offsets(
    function: &'static str,
    plan: &QueryPlan<'_, usize>,
) -> Result<Vec<usize>> {
    let strides = strides(&plan.input_shape);
    let positions = plan
        .picks
        .iter()
        .zip(&plan.input_shape)
        .zip(&plan.axes)
        .map(|((pick, &n), &axis)| pick.positions(axis, n))
        .collect::<Result<Vec<_>>>()?;
    let rank = plan.block.len();
    // Each array's strides over the block: 0 along a dimension it is broadcast over.
    let arrays: Vec<(usize, Vec<usize>)> = plan
        .arrays
        .iter()
        .map(|(a, dims)| {
            let own = self::strides(dims);
            let lead = rank - dims.len();
            let over = (0..rank)
                .map(|j| match j.checked_sub(lead) {
                    Some(d) if dims[d] != 1 => own[d],
                    _ => 0,
                })
                .collect();
            (*a, over)
        })
        .collect();
    let others: Vec<usize> = (0..positions.len())
        .filter(|a| !plan.arrays.iter().any(|(b, _)| b == a))
        .collect();
    // How many of the other axes come before the block in the result.
    let lead = match plan.arrays.first() {
        Some(&(first, _)) if !plan.front => others.iter().filter(|&&a| a < first).count(),
        _ => 0,
    };
    let mut grid: Vec<usize> = others.iter().map(|&a| positions[a].len()).collect();
    grid.splice(lead..lead, plan.block.iter().copied());
    map_over(function, &grid, |at| {
        let (before, rest) = at.split_at(lead);
        let (b, after) = rest.split_at(rank);
        let basic: usize = before
            .iter()
            .chain(after)
            .zip(&others)
            .map(|(&i, &a)| positions[a][i] * strides[a])
            .sum();
        let advanced: usize = arrays
            .iter()
            .map(|(a, over)| positions[*a][offset(b.iter().copied(), over)] * strides[*a])
            .sum();
        Ok(basic + advanced)
    })
}

/// `size` zeros, allocated fallibly (the base `scatter_nd` writes into).
pub(crate) fn zeros<T: NumElem>(function: &'static str, size: usize) -> Result<Vec<T>> {
    let mut v = ivy_runtime::result_vec(function, &[size])?;
    v.resize(size, T::zero());
    Ok(v)
}

/// A call of the family, with its arguments as the shape rules take them (shapes and axes);
/// the indices' shape is given beside it.
#[derive(Clone, Copy)]
pub(crate) enum Call<'a> {
    /// `take_along_axis` of an array of shape `arr` along `axis`: `(arr, axis)`.
    TakeAlongAxis(&'a [usize], isize),
    /// `put_along_axis` of `values` (a shape) into an array of shape `arr` along `axis`:
    /// `(arr, values, axis)`.
    PutAlongAxis(&'a [usize], &'a [usize], isize),
    /// `gather` from `params` (a shape) along `axis`: `(params, axis, batch_dims)`.
    Gather(&'a [usize], isize, isize),
    /// `gather_nd` from `params` (a shape): `(params, batch_dims)`.
    GatherNd(&'a [usize], isize),
    /// `scatter_nd` of `updates` (a shape) into a result of `shape`: `(updates, shape)`.
    ScatterNd(&'a [usize], &'a [usize]),
}

/// The map of `call` (the positions it reads, or for `put_along_axis` and `scatter_nd` the
/// targets it writes, one per update) and the shape it reads into (the updates' shape, for
/// the writes), as both backends run it: the call's shape rule first, then the index values
/// (`positions`, which reads them as the backend holds them, row-major, only once the rule
/// has passed), then the map. Only this sequencing is generic; the rest is compiled once.
pub(crate) fn plan<'p, E: From<ivy_runtime::Error>>(
    call: Call<'_>,
    indices: &[usize],
    positions: impl FnOnce() -> std::result::Result<Positions<'p>, E>,
) -> std::result::Result<(Vec<usize>, Vec<usize>), E> {
    let planned = Planned::new(call, indices)?;
    let at = positions()?;
    let mut map = ivy_runtime::result_vec(planned.name(), planned.shape())?;
    planned.offsets(&at, &mut |block| map.extend_from_slice(block))?;
    Ok((map, planned.resolved.shape))
}

/// A call of the family whose shape rule has passed: the shape it reads into, and the offsets
/// it reads (or writes) once the index values are read, a block at a time, so that a reader
/// holds no map of them all ([`plan`] collects one, for the writes).
pub(crate) struct Planned<'a> {
    call: Call<'a>,
    indices: &'a [usize],
    resolved: Resolved,
}

impl<'a> Planned<'a> {
    /// `call` with indices of shape `indices`, checked by its shape rule.
    pub(crate) fn new(call: Call<'a>, indices: &'a [usize]) -> Result<Planned<'a>> {
        let resolved = resolve(call, indices)?;
        Ok(Planned {
            call,
            indices,
            resolved,
        })
    }

    /// The shape read into (the updates', for the writes).
    pub(crate) fn shape(&self) -> &[usize] {
        &self.resolved.shape
    }

    /// The function called, named in errors.
    fn name(&self) -> &'static str {
        match self.call {
            Call::TakeAlongAxis(..) => "take_along_axis",
            Call::PutAlongAxis(..) => "put_along_axis",
            Call::Gather(..) => "gather",
            Call::GatherNd(..) => "gather_nd",
            Call::ScatterNd(..) => "scatter_nd",
        }
    }

    /// The offsets, in the row-major order of [`Planned::shape`], given to `each` a block at
    /// a time; the index values `at` are each checked against the axis they index.
    pub(crate) fn offsets(&self, at: &Positions<'_>, each: &mut dyn FnMut(&[usize])) -> Result<()> {
        let Resolved {
            shape,
            axis,
            batch,
            k,
        } = &self.resolved;
        let (indices, name) = (self.indices, self.name());
        match self.call {
            Call::TakeAlongAxis(arr, _) | Call::PutAlongAxis(arr, ..) => {
                take_along_axis(name, arr, indices, at, *axis, shape, each)
            }
            Call::Gather(params, ..) => gather(params, indices, at, *axis, *batch, shape, each),
            Call::GatherNd(params, _) => {
                gather_nd(name, params, indices, at, *batch, *k, shape, each)
            }
            Call::ScatterNd(_, out) => gather_nd(name, out, indices, at, 0, *k, shape, each),
        }
    }
}

/// What a call's shape rule resolved: the shape read into, and the axis, batch dimensions
/// and row length, whichever the call has (0 otherwise).
struct Resolved {
    shape: Vec<usize>,
    axis: usize,
    batch: usize,
    k: usize,
}

/// `call`'s shape rule.
fn resolve(call: Call<'_>, indices: &[usize]) -> Result<Resolved> {
    let r = |shape, axis, batch, k| Resolved {
        shape,
        axis,
        batch,
        k,
    };
    Ok(match call {
        Call::TakeAlongAxis(arr, axis) => {
            let (axis, shape) = gather_rules::take_along_axis(arr, indices, axis)?;
            r(shape, axis, 0, 0)
        }
        Call::PutAlongAxis(arr, values, axis) => {
            let (axis, shape) = gather_rules::put_along_axis(arr, indices, values, axis)?;
            r(shape, axis, 0, 0)
        }
        Call::Gather(params, axis, batch_dims) => {
            let (axis, batch, shape) = gather_rules::gather(params, indices, axis, batch_dims)?;
            r(shape, axis, batch, 0)
        }
        Call::GatherNd(params, batch_dims) => {
            let (batch, k, shape) = gather_rules::gather_nd(params, indices, batch_dims)?;
            r(shape, 0, batch, k)
        }
        Call::ScatterNd(updates, shape) => {
            let k = gather_rules::scatter_nd(indices, updates, shape)?;
            r(updates.to_vec(), 0, 0, k)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(v: &[i64]) -> Positions<'_> {
        Positions::Int64(Cow::Borrowed(v))
    }

    /// The offsets a map function hands over, block by block, collected.
    fn collect(f: impl FnOnce(&mut dyn FnMut(&[usize])) -> Result<()>) -> Result<Vec<usize>> {
        let mut v = Vec::new();
        f(&mut |block| v.extend_from_slice(block))?;
        Ok(v)
    }

    /// Each index dtype reads as the `i64` of its value; a `uint64` past `i64::MAX` as
    /// `i64::MAX`.
    #[test]
    fn positions_read_in_their_own_dtype() {
        let at = |p: Positions<'_>| (p.at(0), p.at(1));
        assert_eq!(at(Positions::Int8(Cow::Borrowed(&[-3, 7]))), (-3, 7));
        assert_eq!(at(Positions::Uint8(Cow::Borrowed(&[255, 0]))), (255, 0));
        assert_eq!(at(Positions::Int32(Cow::Owned(vec![-1, 2]))), (-1, 2));
        let big = Positions::Uint64(Cow::Borrowed(&[u64::MAX, 5]));
        assert_eq!(at(big), (i64::MAX, 5));
        // The same map, whichever dtype holds the positions.
        let narrow = Positions::Uint8(Cow::Borrowed(&[2, 0]));
        assert_eq!(
            collect(|each| gather(&[2, 3], &[2], &narrow, 1, 0, &[2, 2], each)).unwrap(),
            [2, 0, 5, 3]
        );
    }

    #[test]
    fn maps_by_hand() {
        // a (2 x 3) along axis 1 at [[2], [-3]]: elements (0, 2) and (1, 0).
        assert_eq!(
            collect(|each| take_along_axis("t", &[2, 3], &[2, 1], &p(&[2, -3]), 1, &[2, 1], each))
                .unwrap(),
            [2, 3]
        );
        // A [1, 3] index broadcast over 2 rows.
        assert_eq!(
            collect(|each| take_along_axis("t", &[2, 3], &[1, 2], &p(&[1, 0]), 1, &[2, 2], each))
                .unwrap(),
            [1, 0, 4, 3]
        );
        // gather((2 x 3), [2, 0], axis 1) reads columns 2 and 0 of each row.
        assert_eq!(
            collect(|each| gather(&[2, 3], &[2], &p(&[2, 0]), 1, 0, &[2, 2], each)).unwrap(),
            [2, 0, 5, 3]
        );
        // batch_dims 1: row r reads column indices[r].
        assert_eq!(
            collect(|each| gather(&[2, 3], &[2], &p(&[2, 0]), 1, 1, &[2], each)).unwrap(),
            [2, 3]
        );
        // gather_nd((2 x 2), [[1, 0], [0, -1]]): elements (1, 0) and (0, 1).
        assert_eq!(
            collect(|each| gather_nd("t", &[2, 2], &[2, 2], &p(&[1, 0, 0, -1]), 0, 2, &[2], each))
                .unwrap(),
            [2, 1]
        );
        // Rows of one position: whole rows.
        assert_eq!(
            collect(|each| gather_nd("t", &[2, 2], &[1, 1], &p(&[1]), 0, 1, &[1, 2], each))
                .unwrap(),
            [2, 3]
        );
        assert!(collect(|each| gather(&[2, 3], &[1], &p(&[3]), 1, 0, &[2, 1], each)).is_err());
        assert!(map_over("t", &[0, 3], |_| Ok(0)).unwrap().is_empty());
        // Past a block of offsets: every one handed over, in order, in whole blocks but the last.
        let mut blocks = Vec::new();
        let n = 2 * OFFSETS + 5;
        offsets_over(&[n], |at| Ok(at[0]), &mut |b| blocks.push(b.to_vec())).unwrap();
        let lens: Vec<usize> = blocks.iter().map(Vec::len).collect();
        assert_eq!(lens, [OFFSETS, OFFSETS, 5]);
        assert!(blocks.concat().into_iter().eq(0..n));
        // Two updates at position 1: added, or the last kept.
        let base = || zeros::<i32>("t", 3).unwrap();
        assert_eq!(scatter(base(), &[2, 5, 1], &[1, 1, 0], true), [1, 7, 0]);
        assert_eq!(scatter(base(), &[2, 5, 1], &[1, 1, 0], false), [1, 5, 0]);
        assert_eq!(scatter(vec![1, 1, 1], &[2], &[2], true), [1, 1, 3]);
        // x[1:, ::-1] of a 3 x 2: elements (1, 1), (1, 0), (2, 1), (2, 0).
        let q = [
            ivy_runtime::Index::Slice {
                start: Some(1),
                stop: None,
                step: 1,
            },
            ivy_runtime::Index::Slice {
                start: None,
                stop: None,
                step: -1,
            },
        ];
        let plan = ivy_runtime::type_rules::query::resolve(&[3usize, 2], &q).unwrap();
        assert_eq!(query_offsets("t", &plan).unwrap(), [3, 2, 5, 4]);
    }

    /// Two index arrays read jointly, each at its broadcast position.
    #[test]
    fn several_arrays_by_hand() {
        use ivy_runtime::type_rules::query::Pick;
        let plan = |rows: (Vec<usize>, Vec<usize>), cols: (Vec<usize>, Vec<usize>)| {
            let block = if rows.1.len() == 2 {
                vec![2, 2]
            } else {
                vec![2]
            };
            QueryPlan {
                input_shape: vec![2, 3],
                picks: vec![Pick::Positions(rows.0), Pick::Positions(cols.0)],
                axes: vec![0, 1],
                arrays: vec![(0, rows.1), (1, cols.1)],
                shape: block.clone(),
                block,
                front: false,
            }
        };
        // x[[0, 1], [2, 0]] of a 2 x 3: elements (0, 2) and (1, 0).
        let p = plan((vec![0, 1], vec![2]), (vec![2, 0], vec![2]));
        assert_eq!(query_offsets("t", &p).unwrap(), [2, 3]);
        // x[[[0], [1]], [0, 2]]: broadcast to 2 x 2, (0, 0), (0, 2), (1, 0), (1, 2).
        let p = plan((vec![0, 1], vec![2, 1]), (vec![0, 2], vec![2]));
        assert_eq!(query_offsets("t", &p).unwrap(), [0, 2, 3, 5]);
    }
}
