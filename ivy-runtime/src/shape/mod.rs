//! Shapes as every backend reads them: NumPy broadcasting, axis arguments, element counts.

use crate::error::{Error, Result};
use crate::tensor_type::Dim;
pub(crate) mod length;

pub use length::Length;

/// The shape arrays of shapes `lhs` and `rhs` broadcast to under NumPy's rules (trailing
/// dimensions aligned, missing leading ones taken as 1; each pair equal or one of them 1), or
/// an error naming `function`, both shapes and the first axis where they disagree. Written
/// once for known lengths (`usize`) and partial ones ([`Dim`](crate::Dim)): an unknown
/// dimension against a known `n` other than 1 gives `n` (the unknown one must be 1 or `n`, or
/// the call fails when it runs); against 1 or another unknown one it stays unknown.
pub(crate) fn broadcast<D: Length>(function: &'static str, lhs: &[D], rhs: &[D]) -> Result<Vec<D>> {
    aligned(lhs, rhs)
        .enumerate()
        .map(|(axis, (a, b))| {
            broadcast_dim(a, b).ok_or_else(|| Error::ShapesDoNotBroadcast {
                function,
                lhs: lhs.iter().map(|d| d.known()).collect(),
                rhs: rhs.iter().map(|d| d.known()).collect(),
                axis,
                lengths: (a.known().unwrap_or(0), b.known().unwrap_or(0)),
            })
        })
        .collect()
}

/// The shape arrays of known shapes broadcast to (see [`broadcast_dims`] for the rule).
///
/// ```
/// use ivy_runtime::broadcast_shapes;
///
/// assert_eq!(broadcast_shapes("add", &[2, 1, 3], &[4, 1])?, vec![2, 4, 3]);
/// let e = broadcast_shapes("add", &[2, 3], &[4]).unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "add: shapes [2, 3] and [4] do not broadcast: at aligned axis 1, 3 and 4 differ and \
///      neither is 1"
/// );
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn broadcast_shapes(
    function: &'static str,
    lhs: &[usize],
    rhs: &[usize],
) -> Result<Vec<usize>> {
    broadcast(function, lhs, rhs)
}

/// The shape arrays of partial shapes `lhs` and `rhs` broadcast to, for shape rules: NumPy's
/// rules, where an unknown dimension against a known `n` other than 1 gives `n` and against 1
/// or another unknown one stays unknown; the error names no function until the rule's
/// evaluation names it.
///
/// ```
/// use ivy_runtime::broadcast_dims;
/// assert_eq!(broadcast_dims(&[Some(2), None], &[Some(3)])?, [Some(2), Some(3)]);
/// assert_eq!(broadcast_dims(&[None], &[Some(1)])?, [None]);
/// assert!(broadcast_dims(&[Some(2)], &[Some(3)]).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn broadcast_dims(lhs: &[Dim], rhs: &[Dim]) -> Result<Vec<Dim>> {
    broadcast("", lhs, rhs)
}

/// Whether `lhs` and `rhs` broadcast to exactly `shape` (see [`broadcast_shapes`]), without
/// allocating.
///
/// ```
/// use ivy_runtime::broadcasts_to;
///
/// assert!(broadcasts_to(&[2, 1, 3], &[4, 1], &[2, 4, 3]));
/// assert!(!broadcasts_to(&[3], &[3], &[2, 3])); // they broadcast to [3]
/// assert!(!broadcasts_to(&[2, 3], &[4], &[2, 3]));
/// ```
pub fn broadcasts_to(lhs: &[usize], rhs: &[usize], shape: &[usize]) -> bool {
    shape.len() == lhs.len().max(rhs.len())
        && aligned(lhs, rhs)
            .zip(shape)
            .all(|((a, b), s)| broadcast_dim(a, b) == Some(*s))
}

/// The pairs of dimensions of `lhs` and `rhs` aligned from the end, leading first (a missing
/// leading dimension is 1).
fn aligned<'a, D: Length>(lhs: &'a [D], rhs: &'a [D]) -> impl Iterator<Item = (D, D)> + 'a {
    let n = lhs.len().max(rhs.len());
    let dim = move |s: &[D], i: usize| {
        let pad = n - s.len();
        if i < pad { D::of(1) } else { s[i - pad] }
    };
    (0..n).map(move |i| (dim(lhs, i), dim(rhs, i)))
}

/// The length two aligned dimensions broadcast to, `None` if they do not: 1 gives way to the
/// other; two known lengths must be equal; a known length wins over an unknown one.
#[inline]
fn broadcast_dim<D: Length>(a: D, b: D) -> Option<D> {
    match (a.known(), b.known()) {
        (Some(1), _) => Some(b),
        (_, Some(1)) => Some(a),
        (Some(x), Some(y)) if x != y => None,
        (Some(_), _) => Some(a),
        _ => Some(b),
    }
}

/// `axis` as an index into `ndim` dimensions (negative counts from the end), or an error
/// naming the valid range.
///
/// ```
/// use ivy_runtime::normalize_axis;
///
/// assert_eq!(normalize_axis("sum", -1, 3)?, 2);
/// assert!(normalize_axis("sum", 3, 3).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn normalize_axis(function: &'static str, axis: isize, ndim: usize) -> Result<usize> {
    let n = ndim as isize;
    let a = if axis < 0 {
        axis.checked_add(n)
    } else {
        Some(axis)
    };
    match a {
        Some(a) if (0..n).contains(&a) => Ok(a as usize),
        _ => Err(Error::AxisOutOfRange {
            function,
            axis,
            ndim,
        }),
    }
}

/// The axes of `axes` (negative counting from the end) as indices into `ndim` dimensions, in
/// the order given; an axis out of range, or named twice (`1` and `-1` of two dimensions), is
/// an error naming `function` and its `argument`.
///
/// ```
/// use ivy_runtime::distinct_axes;
///
/// assert_eq!(distinct_axes("flip", "axis", &[1, -3], 3)?, [1, 0]);
/// let e = distinct_axes("flip", "axis", &[1, -1], 2).unwrap_err();
/// assert_eq!(e.to_string(), "flip: `axis` names axis -1 twice; give each axis once");
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn distinct_axes(
    function: &'static str,
    argument: &str,
    axes: &[isize],
    ndim: usize,
) -> Result<Vec<usize>> {
    let mut out = Vec::with_capacity(axes.len().min(ndim));
    for &axis in axes {
        let i = normalize_axis(function, axis, ndim)?;
        if out.contains(&i) {
            return Err(Error::TypeRule {
                function,
                message: format!("`{argument}` names axis {axis} twice; give each axis once"),
            });
        }
        out.push(i);
    }
    Ok(out)
}

/// The number of elements of `shape`, or an error when it does not fit: the product of its
/// nonzero dimensions must fit `isize` (what Rust allocations and ndarray can address).
#[inline]
pub fn element_count(function: &'static str, shape: &[usize]) -> Result<usize> {
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d.max(1)))
        .filter(|&n| n <= isize::MAX as usize)
        .map(|_| shape.iter().product())
        .ok_or_else(|| Error::ShapeTooLarge {
            function,
            shape: shape.to_vec(),
        })
}

/// The index into an array of shape `own` that element `flat` (row-major) of its broadcast to
/// `broadcast` reads: `own` aligns to the right of `broadcast`, and its dimensions of length 1
/// are read at 0. Lets a kernel walk a broadcast operand without copying it out.
///
/// ```
/// // A [3] row broadcast to [2, 3]: element 4 (row 1, column 1) reads column 1.
/// assert_eq!(ivy_runtime::broadcast_source(&[3], &[2, 3], 4), [1]);
/// assert_eq!(ivy_runtime::broadcast_source(&[2, 1], &[2, 3], 4), [1, 0]);
/// ```
pub fn broadcast_source(own: &[usize], broadcast: &[usize], flat: usize) -> Vec<usize> {
    let skip = broadcast.len() - own.len().min(broadcast.len());
    let mut index = vec![0; own.len()];
    let mut rest = flat;
    for (j, len) in broadcast.iter().enumerate().rev() {
        let coordinate = rest % len.max(&1);
        rest /= len.max(&1);
        if let Some(k) = j.checked_sub(skip)
            && own[k] != 1
        {
            index[k] = coordinate;
        }
    }
    index
}

/// The row-major offsets into an array of `shape` of the elements of it broadcast to `to`, in
/// `to`'s row-major order (`shape` must broadcast to `to`, as [`broadcast_shapes`] checks).
pub(crate) fn broadcast_offsets(shape: &[usize], to: &[usize]) -> impl Iterator<Item = usize> {
    let lead = to.len().saturating_sub(shape.len());
    // `shape`'s strides, aligned to the trailing axes of `to`; 0 along broadcast axes.
    let mut strides = vec![0; to.len()];
    let mut step = 1;
    for (axis, &d) in shape.iter().enumerate().rev() {
        if d != 1
            && let Some(s) = strides.get_mut(lead + axis)
        {
            *s = step;
        }
        step *= d;
    }
    let count: usize = to.iter().product();
    let mut index = vec![0; to.len()];
    let mut offset = 0;
    (0..count).map(move |_| {
        let current = offset;
        // The next multi-index, as an odometer: the last axis turns fastest.
        for axis in (0..to.len()).rev() {
            index[axis] += 1;
            offset += strides[axis];
            if index[axis] < to[axis] {
                break;
            }
            offset -= strides[axis] * index[axis];
            index[axis] = 0;
        }
        current
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcasting_follows_numpy() {
        assert_eq!(broadcast_shapes("f", &[], &[5]).unwrap(), vec![5]);
        assert_eq!(broadcast_shapes("f", &[0], &[1]).unwrap(), vec![0]);
        let msg = broadcast_shapes("add", &[2, 3], &[4])
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("add") && msg.contains("[2, 3]") && msg.contains("[4]"),
            "{msg}"
        );
    }

    #[test]
    fn axes_count_from_the_end() {
        assert_eq!(normalize_axis("f", 0, 1).unwrap(), 0);
        assert!(normalize_axis("f", -4, 3).is_err());
        assert!(normalize_axis("f", 0, 0).is_err());
        assert!(normalize_axis("f", isize::MIN, 2).is_err());
    }

    #[test]
    fn element_counts_that_overflow_are_errors() {
        assert_eq!(element_count("f", &[2, 0, 3]).unwrap(), 0);
        assert!(element_count("f", &[usize::MAX, 2]).is_err());
        assert!(element_count("f", &[1 << 40, 0, 1 << 40]).is_err());
    }

    #[test]
    fn broadcast_offsets_repeat_along_broadcast_axes() {
        let offsets = |s: &[usize], to: &[usize]| broadcast_offsets(s, to).collect::<Vec<_>>();
        assert_eq!(offsets(&[3], &[2, 3]), [0, 1, 2, 0, 1, 2]);
        assert_eq!(offsets(&[2, 1], &[2, 3]), [0, 0, 0, 1, 1, 1]);
        assert_eq!(offsets(&[], &[2, 2]), [0, 0, 0, 0]);
        assert_eq!(offsets(&[2, 2], &[2, 2]), [0, 1, 2, 3]);
        assert_eq!(offsets(&[1, 3], &[2, 0, 3]), Vec::<usize>::new());
        assert_eq!(offsets(&[], &[]), [0]);
    }
}

#[cfg(test)]
mod broadcast_tests {
    use super::*;

    const Q: Dim = None;

    #[test]
    fn known_dimensions_follow_numpy() {
        // np.broadcast_shapes((8, 1, 6, 1), (7, 1, 5)) == (8, 7, 6, 5)
        let a = [Some(8), Some(1), Some(6), Some(1)];
        let b = [Some(7), Some(1), Some(5)];
        assert_eq!(
            broadcast_dims(&a, &b),
            Ok(vec![Some(8), Some(7), Some(6), Some(5)])
        );
        // A zero-length dimension broadcasts with 1, and gives 0.
        assert_eq!(broadcast_dims(&[Some(0)], &[Some(1)]), Ok(vec![Some(0)]));
        assert_eq!(broadcast_dims(&[], &[Some(4)]), Ok(vec![Some(4)]));
        assert_eq!(broadcast_dims(&[], &[]), Ok(vec![]));
    }

    #[test]
    fn unknown_dimensions_take_what_is_known_beside_them() {
        assert_eq!(broadcast_dims(&[Q, Q], &[Some(3)]), Ok(vec![Q, Some(3)]));
        assert_eq!(broadcast_dims(&[Q], &[Some(1)]), Ok(vec![Q]));
        assert_eq!(broadcast_dims(&[Q], &[Q]), Ok(vec![Q]));
        assert_eq!(broadcast_dims(&[Some(0)], &[Q]), Ok(vec![Some(0)]));
        assert_eq!(broadcast_dims(&[Q], &[]), Ok(vec![Q]));
    }

    #[test]
    fn the_error_names_both_shapes_and_the_axis() {
        let e = broadcast_dims(&[Q, Some(2)], &[Some(3)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "shapes [?, 2] and [3] do not broadcast: at aligned axis 1, 2 and 3 differ and \
             neither is 1"
        );
    }
}
