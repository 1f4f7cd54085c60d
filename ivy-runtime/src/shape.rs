//! Shapes as every backend reads them: NumPy broadcasting, axis arguments, element counts.

use crate::error::{Error, Result};

/// The shape `lhs` and `rhs` broadcast to under NumPy's rules (align trailing dimensions; each
/// pair must be equal or contain a 1), or an error naming both shapes.
///
/// ```
/// use ivy_runtime::broadcast_shapes;
///
/// assert_eq!(broadcast_shapes("add", &[2, 1, 3], &[4, 1])?, vec![2, 4, 3]);
/// assert!(broadcast_shapes("add", &[2, 3], &[4]).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn broadcast_shapes(
    function: &'static str,
    lhs: &[usize],
    rhs: &[usize],
) -> Result<Vec<usize>> {
    broadcast_dims(lhs, rhs)
        .map(|d| {
            d.ok_or_else(|| Error::Shapes {
                function,
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
                why: "do not broadcast together",
            })
        })
        .collect()
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
        && broadcast_dims(lhs, rhs)
            .zip(shape)
            .all(|(d, s)| d == Some(*s))
}

/// The broadcast length of each dimension, leading first: `None` where the pair of lengths
/// does not broadcast.
fn broadcast_dims<'a>(
    lhs: &'a [usize],
    rhs: &'a [usize],
) -> impl Iterator<Item = Option<usize>> + 'a {
    let n = lhs.len().max(rhs.len());
    let dim = move |s: &[usize], i: usize| {
        let pad = n - s.len();
        if i < pad { 1 } else { s[i - pad] }
    };
    (0..n).map(move |i| match (dim(lhs, i), dim(rhs, i)) {
        (a, b) if a == b || b == 1 => Some(a),
        (1, b) => Some(b),
        _ => None,
    })
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
