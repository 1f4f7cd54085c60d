//! NumPy broadcasting and axis arguments, shared by the kernels.

use ivy_runtime::Result;
use ndarray::{ArrayD, IxDyn, Zip};

use super::error;
use super::storage::element_count;

/// The shape `lhs` and `rhs` broadcast to under NumPy's rules (align trailing dimensions; each
/// pair must be equal or contain a 1), or an error naming both shapes.
pub fn broadcast_shapes(
    function: &'static str,
    lhs: &[usize],
    rhs: &[usize],
) -> Result<Vec<usize>> {
    let n = lhs.len().max(rhs.len());
    let dim = |s: &[usize], i: usize| {
        let pad = n - s.len();
        if i < pad { 1 } else { s[i - pad] }
    };
    (0..n)
        .map(|i| match (dim(lhs, i), dim(rhs, i)) {
            (a, b) if a == b || b == 1 => Ok(a),
            (1, b) => Ok(b),
            _ => Err(error::shapes(
                function,
                lhs,
                rhs,
                "do not broadcast together",
            )),
        })
        .collect()
}

/// `f` applied elementwise to `a` and `b` broadcast together.
pub fn zip_map<A: Copy, B: Copy, R>(
    function: &'static str,
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl FnMut(A, B) -> R,
) -> Result<ArrayD<R>> {
    let mut f = f;
    if a.shape() == b.shape() {
        return Ok(Zip::from(a).and(b).map_collect(|x, y| f(*x, *y)));
    }
    // A 0-d operand (a weak scalar, made an array) is a plain map over the other one.
    if b.ndim() == 0
        && let Some(&y) = b.first()
    {
        return Ok(a.mapv(|x| f(x, y)));
    }
    if a.ndim() == 0
        && let Some(&x) = a.first()
    {
        return Ok(b.mapv(|y| f(x, y)));
    }
    let shape = broadcast_shapes(function, a.shape(), b.shape())?;
    element_count(function, &shape)?;
    let too_many = || error::shapes(function, a.shape(), b.shape(), "do not broadcast together");
    let av = a.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    let bv = b.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    Ok(Zip::from(&av).and(&bv).map_collect(|x, y| f(*x, *y)))
}

/// `axis` as an index into `ndim` dimensions (negative counts from the end), or an error.
pub fn normalize_axis(function: &'static str, axis: isize, ndim: usize) -> Result<usize> {
    let n = ndim as isize;
    let a = if axis < 0 { axis + n } else { axis };
    if (0..n).contains(&a) {
        Ok(a as usize)
    } else {
        Err(error::axis(function, axis, ndim))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcasting_follows_numpy() {
        assert_eq!(
            broadcast_shapes("f", &[2, 1, 3], &[4, 1]).unwrap(),
            vec![2, 4, 3]
        );
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
        assert_eq!(normalize_axis("f", -1, 3).unwrap(), 2);
        assert_eq!(normalize_axis("f", 0, 1).unwrap(), 0);
        assert!(normalize_axis("f", 3, 3).is_err());
        assert!(normalize_axis("f", -4, 3).is_err());
        assert!(normalize_axis("f", 0, 0).is_err());
        assert!(normalize_axis("f", isize::MIN, 2).is_err());
    }
}
