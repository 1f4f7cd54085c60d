//! Index maps along one axis: for each position of a result's axis, the position of the input's
//! axis it reads. `roll`, `tile`, `repeat` and the non-constant `pad` modes are each one such
//! map per axis, which both backends apply the same way (ndarray's `select`, candle's
//! `index_select`). The arguments were checked first ([`crate::shape_args`]): every map here is
//! in range of its axis. The plans below turn each function's checked arguments into its maps.

use ivy_runtime::{PadMode, Result, normalize_axis};

use crate::shape_args::{self, Roll};

/// An axis, and for each position of the result along it, the position of the input it reads.
pub(crate) type AxisMap = (usize, Vec<usize>);

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
pub(crate) fn tiled(n: usize, reps: usize) -> Vec<usize> {
    (0..reps).flat_map(|_| 0..n).collect()
}

/// Each position `i` of an axis repeated `counts[i]` times (`repeat`).
pub(crate) fn repeated(counts: &[usize]) -> Vec<usize> {
    counts
        .iter()
        .enumerate()
        .flat_map(|(i, &c)| std::iter::repeat_n(i, c))
        .collect()
}

/// An axis of length `n` (at least 1) padded by `before` and `after` in `mode` (not
/// [`PadMode::Constant`], which reads no input). Each mode continues the axis periodically,
/// which is what NumPy's repeated padding gives for widths beyond the axis's length.
pub(crate) fn padded(n: usize, before: usize, after: usize, mode: PadMode) -> Vec<usize> {
    let (n_i, b_i) = (n as i128, before as i128);
    let total = before as i128 + n_i + after as i128;
    (0..total)
        .map(|p| {
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
        })
        .collect()
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
pub(crate) fn tile_maps(shape: &[usize], reps: &[usize]) -> Vec<AxisMap> {
    shape
        .iter()
        .zip(reps)
        .enumerate()
        .filter(|&(_, (_, &r))| r != 1)
        .map(|(axis, (&n, &r))| (axis, tiled(n, r)))
        .collect()
}

/// `repeat`'s plan for `x`: the shape to read it as (flattened without an axis), and the index
/// map along the repeated axis.
pub(crate) fn repeat_plan(
    shape: &[usize],
    repeats: &[isize],
    axis: Option<isize>,
) -> Result<(Vec<usize>, AxisMap)> {
    let (shape, axis) = match axis {
        Some(a) => (shape.to_vec(), normalize_axis("repeat", a, shape.len())?),
        None => (vec![shape.iter().product()], 0),
    };
    let counts = shape_args::repeat_counts(shape[axis], repeats)?;
    Ok((shape, (axis, repeated(&counts))))
}

/// `pad`'s index maps for the non-constant modes: one per padded axis.
pub(crate) fn pad_maps(shape: &[usize], widths: &[(usize, usize)], mode: PadMode) -> Vec<AxisMap> {
    shape
        .iter()
        .zip(widths)
        .enumerate()
        .filter(|&(_, (_, &w))| w != (0, 0))
        .map(|(axis, (&n, &(before, after)))| (axis, padded(n, before, after, mode)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_by_hand() {
        assert_eq!(rolled(4, 1), [3, 0, 1, 2]);
        assert_eq!(rolled(4, -5), [1, 2, 3, 0]);
        assert!(rolled(0, 3).is_empty());
        assert_eq!(tiled(2, 3), [0, 1, 0, 1, 0, 1]);
        assert!(tiled(2, 0).is_empty());
        assert_eq!(repeated(&[2, 0, 1]), [0, 0, 2]);
    }

    #[test]
    fn pad_maps_match_numpy() {
        // np.pad([1, 2, 3], (5, 4), mode) with values 1, 2, 3 at positions 0, 1, 2.
        let at = |mode| -> Vec<usize> { padded(3, 5, 4, mode) };
        let values = |m: Vec<usize>| m.into_iter().map(|i| i + 1).collect::<Vec<_>>();
        assert_eq!(
            values(at(PadMode::Reflect)),
            [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3]
        );
        assert_eq!(
            values(at(PadMode::Symmetric)),
            [2, 3, 3, 2, 1, 1, 2, 3, 3, 2, 1, 1]
        );
        assert_eq!(
            values(at(PadMode::Wrap)),
            [2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1]
        );
        assert_eq!(
            values(at(PadMode::Edge)),
            [1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3]
        );
        // np.pad([1], 2, 'reflect') is [1, 1, 1, 1, 1].
        assert_eq!(padded(1, 2, 2, PadMode::Reflect), [0; 5]);
    }
}
