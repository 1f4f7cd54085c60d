//! NumPy broadcasting of two partial shapes, for the shape rules of functions.

use super::Dim;
use crate::error::{Error, Result};

/// The shape that arrays of partial shapes `lhs` and `rhs` broadcast to under NumPy's rules
/// (trailing dimensions aligned, missing leading ones taken as 1; each pair equal or one of
/// them 1), or an error naming the first pair of known dimensions that cannot broadcast.
///
/// An unknown dimension against a known `n` other than 1 gives `n` (the unknown one must be
/// 1 or `n`, or the call fails when it runs); against 1 or another unknown one it stays
/// unknown.
///
/// ```
/// use ivy_runtime::broadcast_dims;
/// assert_eq!(broadcast_dims(&[Some(2), None], &[Some(3)])?, [Some(2), Some(3)]);
/// assert_eq!(broadcast_dims(&[None], &[Some(1)])?, [None]);
/// assert!(broadcast_dims(&[Some(2)], &[Some(3)]).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn broadcast_dims(lhs: &[Dim], rhs: &[Dim]) -> Result<Vec<Dim>> {
    let n = lhs.len().max(rhs.len());
    let dim = |s: &[Dim], axis: usize| {
        let pad = n - s.len();
        if axis < pad { Some(1) } else { s[axis - pad] }
    };
    (0..n)
        .map(|axis| match (dim(lhs, axis), dim(rhs, axis)) {
            (Some(1), d) | (d, Some(1)) => Ok(d),
            (Some(a), Some(b)) if a != b => Err(Error::ShapesDoNotBroadcast {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
                axis,
                lengths: (a, b),
            }),
            (a, b) => Ok(a.or(b)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
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
