//! Index maps along one axis: for each position of a result's axis, the position of the input's
//! axis it reads. `roll`, `tile`, `repeat` and the non-constant `pad` modes are each one such
//! map per axis, which both backends apply the same way (ndarray's `select`, candle's
//! `index_select`). The arguments were checked first by the runtime's shape rules
//! ([`ivy_runtime::type_rules::dims`]): every map here is
//! in range of its axis. The plans below turn each function's checked arguments into its maps.

use ivy_runtime::{PadMode, Result};

use ivy_runtime::type_rules::dims::{self, Roll};
use ivy_runtime::type_rules::query::QueryPlan;

use crate::gather_maps;

/// An axis, and for each position of the result along it, the position of the input it reads.
pub(crate) type AxisMap = (usize, Vec<usize>);

/// The `len` positions of `positions` as a map, allocated fallibly (a map too long for
/// memory is an error naming `function`, never an abort).
fn map_of(
    function: &'static str,
    len: usize,
    positions: impl Iterator<Item = usize>,
) -> Result<Vec<usize>> {
    let mut v = ivy_runtime::result_vec(function, &[len])?;
    v.extend(positions.take(len));
    Ok(v)
}

/// An axis of length `n` rolled by `shift` places (toward larger positions when positive).
pub(crate) fn rolled(n: usize, shift: isize) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    // `shift mod n`, in 0..n: every length fits `isize`, so `n as isize` is exact.
    let s = shift.rem_euclid(n as isize) as usize;
    (0..n).map(|j| (j + n - s) % n).collect()
}

/// An axis of length `n` repeated `reps` times (`tile`).
pub(crate) fn tiled(n: usize, reps: usize) -> Result<Vec<usize>> {
    // The length was checked to fit (`dims::tile`).
    map_of("tile", n * reps, (0..reps).flat_map(|_| 0..n))
}

/// Each of the `n` positions of an axis repeated as `counts` says: `counts[i]` times for
/// position `i`, or `counts[0]` times each for a single count (`repeat`).
pub(crate) fn repeated(n: usize, counts: &[usize]) -> Result<Vec<usize>> {
    // The product and the sum were checked to fit (`dims::repeat`).
    let len = match counts {
        [c] => n * c,
        _ => counts.iter().sum(),
    };
    let count = |i: usize| match counts {
        [c] => *c,
        _ => counts.get(i).copied().unwrap_or(0),
    };
    let positions = (0..n).flat_map(|i| std::iter::repeat_n(i, count(i)));
    map_of("repeat", len, positions)
}

/// An axis of length `n` (at least 1) padded by `before` and `after` in `mode` (not
/// [`PadMode::Constant`], which reads no input). Each mode continues the axis periodically,
/// which is what NumPy's repeated padding gives for widths beyond the axis's length.
pub(crate) fn padded(n: usize, before: usize, after: usize, mode: PadMode) -> Result<Vec<usize>> {
    let (n_i, b_i) = (n as i128, before as i128);
    // The padded length was checked to fit (`dims::pad`).
    let len = before + n + after;
    let positions = (0..len as i128).map(move |p| {
        let i = p - b_i; // the position relative to the axis's start
        let j = match mode {
            PadMode::Constant | PadMode::Edge => i.clamp(0, n_i - 1),
            PadMode::Wrap => i.rem_euclid(n_i),
            PadMode::Reflect if n == 1 => 0,
            PadMode::Reflect => {
                let m = i.rem_euclid(2 * (n_i - 1));
                if m < n_i { m } else { 2 * (n_i - 1) - m }
            }
            PadMode::Symmetric => {
                let m = i.rem_euclid(2 * n_i);
                if m < n_i { m } else { 2 * n_i - 1 - m }
            }
        };
        j as usize
    });
    map_of("pad", len, positions)
}

/// `roll`'s index maps for an array of `shape`: the flattened array's, or one per rolled axis
/// (the shifts of an axis listed twice add up).
pub(crate) fn roll_maps(shape: &[usize], roll: &Roll) -> Vec<AxisMap> {
    match roll {
        Roll::Flat(s) => vec![(0, rolled(shape.iter().product(), *s))],
        Roll::Axes(shifts) => {
            // Each shift reduced modulo its axis first, so the sums cannot overflow.
            let mut total = vec![0isize; shape.len()];
            for &(axis, s) in shifts {
                let n = shape[axis] as isize;
                if n > 0 {
                    total[axis] = (total[axis] + s.rem_euclid(n)) % n;
                }
            }
            total
                .iter()
                .enumerate()
                .filter(|&(_, &s)| s != 0)
                .map(|(axis, &s)| (axis, rolled(shape[axis], s)))
                .collect()
        }
    }
}

/// `tile`'s index maps: each axis of the shape `x` is read as, repeated.
pub(crate) fn tile_maps(shape: &[usize], reps: &[usize]) -> Result<Vec<AxisMap>> {
    shape
        .iter()
        .zip(reps)
        .enumerate()
        .filter(|&(_, (_, &r))| r != 1)
        .map(|(axis, (&n, &r))| Ok((axis, tiled(n, r)?)))
        .collect()
}

/// `repeat`'s plan for `x`: the shape to read it as (flattened without an axis), and the index
/// map along the repeated axis.
pub(crate) fn repeat_plan(
    shape: &[usize],
    repeats: &[isize],
    axis: Option<isize>,
) -> Result<(Vec<usize>, AxisMap)> {
    let plan = dims::repeat(shape, repeats, axis)?;
    let map = repeated(plan.read_as[plan.axis], &plan.counts)?;
    Ok((plan.read_as, (plan.axis, map)))
}

/// `pad`'s index maps for the non-constant modes: one per padded axis.
pub(crate) fn pad_maps(
    shape: &[usize],
    widths: &[(usize, usize)],
    mode: PadMode,
) -> Result<Vec<AxisMap>> {
    shape
        .iter()
        .zip(widths)
        .enumerate()
        .filter(|&(_, (_, &w))| w != (0, 0))
        .map(|(axis, (&n, &(before, after)))| Ok((axis, padded(n, before, after, mode)?)))
        .collect()
}

/// How a kernel reads `x[query]` (the query resolved as `plan`, on `x` reshaped to the plan's
/// `input_shape`).
pub(crate) enum QueryRead {
    /// With one index array at most, each axis on its own: the maps of the axes not read whole
    /// (an integer reads one position; an index array its elements, flattened), then, where
    /// the array's dimensions go first, the order that moves its axis to the front; then the
    /// result's shape.
    Axes(Vec<AxisMap>, Option<Vec<usize>>),
    /// With several index arrays, read jointly: the row-major offset of each element of the
    /// result in the (flattened) input ([`gather_maps::query_offsets`]).
    Offsets(Vec<usize>),
}

/// How `get_item`'s kernels read the query of `plan` (see [`QueryRead`]).
pub(crate) fn query_read(plan: &QueryPlan<'_, usize>) -> Result<QueryRead> {
    const F: &str = "get_item";
    if plan.arrays.len() > 1 {
        return Ok(QueryRead::Offsets(gather_maps::query_offsets(F, plan)?));
    }
    let mut maps = Vec::new();
    for (axis, (pick, &n)) in plan.picks.iter().zip(&plan.input_shape).enumerate() {
        if !pick.is_whole(n) {
            maps.push((axis, pick.positions(plan.axes[axis], n)?));
        }
    }
    let front = match plan.arrays.first() {
        Some(&(a, _)) if plan.front => Some(
            std::iter::once(a)
                .chain((0..plan.picks.len()).filter(|&i| i != a))
                .collect(),
        ),
        _ => None,
    };
    Ok(QueryRead::Axes(maps, front))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_by_hand() {
        assert_eq!(rolled(4, 1), [3, 0, 1, 2]);
        assert_eq!(rolled(4, -5), [1, 2, 3, 0]);
        assert!(rolled(0, 3).is_empty());
        assert_eq!(tiled(2, 3).unwrap(), [0, 1, 0, 1, 0, 1]);
        assert!(tiled(2, 0).unwrap().is_empty());
        assert_eq!(repeated(3, &[2, 0, 1]).unwrap(), [0, 0, 2]);
        assert_eq!(repeated(2, &[3]).unwrap(), [0, 0, 0, 1, 1, 1]);
        assert!(repeated(0, &[3]).unwrap().is_empty());
        // A map longer than memory holds: an error, not an abort.
        assert!(tiled(1, isize::MAX as usize).is_err());
    }

    #[test]
    fn pad_maps_match_numpy() {
        // np.pad([1, 2, 3], (5, 4), mode) with values 1, 2, 3 at positions 0, 1, 2.
        let at = |mode| -> Vec<usize> { padded(3, 5, 4, mode).unwrap() };
        let values = |m: Vec<usize>| m.into_iter().map(|i| i + 1).collect::<Vec<_>>();
        for (mode, expected) in [
            (PadMode::Reflect, [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3]),
            (PadMode::Symmetric, [2, 3, 3, 2, 1, 1, 2, 3, 3, 2, 1, 1]),
            (PadMode::Wrap, [2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1]),
            (PadMode::Edge, [1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3]),
        ] {
            assert_eq!(values(at(mode)), expected, "{mode:?}");
        }
        // np.pad([1], 2, 'reflect') is [1, 1, 1, 1, 1].
        assert_eq!(padded(1, 2, 2, PadMode::Reflect).unwrap(), [0; 5]);
    }
}
