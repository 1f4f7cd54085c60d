//! The shape rules of the matrix products and solves, once, over dimensions of either kind
//! ([`Length`]), as [`dims`](super::dims) has those of the manipulation functions: the kernels
//! of both backends call them with their operands' shapes (`&[usize]`) and get the lengths they
//! compute with; `output_type` calls them with types' shapes (`&[Dim]`). A refusal names the
//! function and both shapes as given.
//!
//! ```
//! use ivy_runtime::type_rules::matrix_dims;
//!
//! let p = matrix_dims::matmul(&[5usize, 2, 3], &[3, 4])?;
//! assert_eq!((p.m, p.k, p.n, p.batch, p.shape), (2, 3, 4, vec![5], vec![5, 2, 4]));
//! let p = matrix_dims::matmul(&[None, Some(3)], &[Some(3)])?; // a matrix times a vector
//! assert_eq!(p.shape, vec![None]);
//! let e = matrix_dims::matmul(&[2usize, 3], &[4, 5]).unwrap_err();
//! assert_eq!(e.to_string(), "matmul: shapes [2, 3] and [4, 5] have mismatched inner dimensions");
//! # Ok::<(), ivy_runtime::Error>(())
//! ```
//!
//! [`Dim`]: crate::Dim

use super::length::{Length, element_count, same, shown};
use crate::error::{Error, Result};
use crate::shape::normalize_axis;

/// The refusal of `function`'s operands `a` and `b`: `function: shapes A and B {why}`.
fn refused<D: Length>(function: &'static str, a: &[D], b: &[D], why: &str) -> Error {
    Error::TypeRule {
        function,
        message: format!("shapes {} and {} {why}", shown(a), shown(b)),
    }
}

/// `a` with its last `tail` axes taken off: its batch axes.
fn batch_of<D>(a: &[D], tail: usize) -> &[D] {
    &a[..a.len() - tail]
}

/// `matmul`'s lengths (NumPy's rules): `m × k` matrices times `k × n` matrices, a 1-d left
/// operand a row (`m = 1`) and a 1-d right one a column (`n = 1`), the leading axes broadcast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatMul<D> {
    /// The left matrices' rows.
    pub m: D,
    /// The length the product sums over.
    pub k: D,
    /// The right matrices' columns.
    pub n: D,
    /// The shape the operands' batch axes broadcast to.
    pub batch: Vec<D>,
    /// The result's shape: the batch, then `m` unless the left operand is 1-d, then `n` unless
    /// the right one is.
    pub shape: Vec<D>,
}

/// `matmul`'s lengths for operands of shapes `a` and `b`: an error for a 0-d operand,
/// mismatched inner lengths or batch axes that do not broadcast.
pub fn matmul<D: Length>(a: &[D], b: &[D]) -> Result<MatMul<D>> {
    const F: &str = "matmul";
    let refuse = |why| refused(F, a, b, why);
    if a.is_empty() || b.is_empty() {
        return Err(refuse("include a 0-d operand, which has no matrix"));
    }
    let one = D::of(1);
    let a2 = if a.len() == 1 {
        vec![one, a[0]]
    } else {
        a.to_vec()
    };
    let b2 = if b.len() == 1 {
        vec![b[0], one]
    } else {
        b.to_vec()
    };
    let (m, k) = (a2[a2.len() - 2], a2[a2.len() - 1]);
    let n = b2[b2.len() - 1];
    let k = same(k, b2[b2.len() - 2], || {
        refuse("have mismatched inner dimensions")
    })?;
    let batch = crate::shape::broadcast(F, batch_of(&a2, 2), batch_of(&b2, 2))
        .map_err(|_| refuse("have batch dimensions that do not broadcast"))?;
    let mut shape = batch.clone();
    shape.extend((a.len() > 1).then_some(m));
    shape.extend((b.len() > 1).then_some(n));
    element_count(F, &shape)?;
    Ok(MatMul {
        m,
        k,
        n,
        batch,
        shape,
    })
}

/// `solve`'s lengths: `a` a stack of `m × m` matrices, `b` one vector of length `m` (1-d) or
/// a stack of `m × k` matrices, the batch axes broadcast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solve<D> {
    /// The matrices' size.
    pub m: D,
    /// The right-hand sides per matrix (1 for a vector).
    pub k: D,
    /// Whether `b` is one vector.
    pub vector: bool,
    /// The shape the batch axes broadcast to.
    pub batch: Vec<D>,
    /// The result's shape: the batch, then `m`, then `k` unless `b` is a vector.
    pub shape: Vec<D>,
}

/// `solve`'s lengths for operands of shapes `a` and `b`: an error unless `a` has square
/// matrices, `b` matches them and the batch axes broadcast.
pub fn solve<D: Length>(a: &[D], b: &[D]) -> Result<Solve<D>> {
    const F: &str = "solve";
    let refuse = |why| refused(F, a, b, why);
    let not_square = || refuse("need square matrices in x1's last two axes");
    let [.., rows, cols] = a else {
        return Err(not_square());
    };
    let m = same(*rows, *cols, not_square)?;
    let vector = b.len() == 1;
    let b2 = if vector {
        vec![b[0], D::of(1)]
    } else {
        b.to_vec()
    };
    let mismatch =
        || refuse("do not match: x2 needs x1's size M as its length (1-d) or its rows (M × K)");
    let [.., b_rows, k] = b2[..] else {
        return Err(mismatch());
    };
    let m = same(m, b_rows, mismatch)?;
    let batch = crate::shape::broadcast(F, batch_of(a, 2), batch_of(&b2, 2))
        .map_err(|_| refuse("have batch dimensions that do not broadcast"))?;
    let full = |tail: &[D]| -> Vec<D> { batch.iter().chain(tail).copied().collect() };
    element_count(F, &full(&[m, m]))?;
    let shape = if vector { full(&[m]) } else { full(&[m, k]) };
    element_count(F, &shape)?;
    Ok(Solve {
        m,
        k,
        vector,
        shape,
        batch,
    })
}

/// `vecdot`'s lengths: the operands broadcast together, then summed along `axis`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VecDot<D> {
    /// The axis summed over, in the broadcast shape.
    pub axis: usize,
    /// The shape the operands broadcast to.
    pub full: Vec<D>,
    /// The result's shape: `full` without `axis`.
    pub shape: Vec<D>,
}

/// `vecdot`'s lengths for operands of shapes `a` and `b` along `axis` (counted in the broadcast
/// shape; negative from the end): an error for a 0-d operand, an axis out of range, operands
/// that lack the axis or differ along it, or that do not broadcast.
pub fn vecdot<D: Length>(a: &[D], b: &[D], axis: isize) -> Result<VecDot<D>> {
    const F: &str = "vecdot";
    let refuse = |why| refused(F, a, b, why);
    if a.is_empty() || b.is_empty() {
        return Err(refuse("include a 0-d operand, which has no axis"));
    }
    let nd = a.len().max(b.len());
    let ax = normalize_axis(F, axis, nd)?;
    // The axis in each operand's own dimensions (both are right-aligned in the broadcast).
    let own = |s: &[D]| ax.checked_sub(nd - s.len()).map(|i| s[i]);
    let lacks = || Error::TypeRule {
        function: F,
        message: format!(
            "the shapes {} and {} differ along the axis {axis} or lack it; both need it, of \
                 one length",
            shown(a),
            shown(b)
        ),
    };
    match (own(a), own(b)) {
        (Some(x), Some(y)) => same(x, y, lacks)?,
        _ => return Err(lacks()),
    };
    let full = crate::shape::broadcast(F, a, b).map_err(|_| refuse("do not broadcast"))?;
    element_count(F, &full)?;
    let shape = full
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != ax)
        .map(|(_, &d)| d)
        .collect();
    Ok(VecDot {
        axis: ax,
        full,
        shape,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matmul_follows_numpy_for_vectors_and_batches() {
        // Hand-derived, as NumPy's `matmul` gives them.
        let p = matmul(&[3usize], &[3]).unwrap();
        assert_eq!((p.m, p.k, p.n, p.shape), (1, 3, 1, vec![]));
        let p = matmul(&[2usize, 1, 4, 3], &[5, 3, 6]).unwrap();
        assert_eq!((p.batch, p.shape), (vec![2, 5], vec![2, 5, 4, 6]));
        let p = matmul(&[Some(4), None], &[Some(3), Some(2)]).unwrap();
        assert_eq!((p.k, p.shape), (Some(3), vec![Some(4), Some(2)]));
        let e = matmul(&[2usize, 2, 3], &[3, 3, 4]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "matmul: shapes [2, 2, 3] and [3, 3, 4] have batch dimensions that do not broadcast"
        );
        let e = matmul::<usize>(&[], &[2]).unwrap_err().to_string();
        assert!(e.contains("0-d operand"), "{e}");
    }

    #[test]
    fn solve_takes_a_vector_or_matrices_of_matching_rows() {
        let s = solve(&[4usize, 3, 3], &[3]).unwrap();
        assert_eq!((s.m, s.k, s.vector, s.shape), (3, 1, true, vec![4, 3]));
        let s = solve(&[3usize, 3], &[2, 3, 5]).unwrap();
        assert_eq!((s.batch, s.shape), (vec![2], vec![2, 3, 5]));
        let s = solve(&[None, Some(3)], &[None]).unwrap();
        assert_eq!(s.shape, vec![Some(3)]);
        let e = solve(&[2usize, 3], &[2]).unwrap_err().to_string();
        assert_eq!(
            e,
            "solve: shapes [2, 3] and [2] need square matrices in x1's last two axes"
        );
        let e = solve(&[2usize, 2], &[3]).unwrap_err().to_string();
        assert!(
            e.starts_with("solve: shapes [2, 2] and [3] do not match"),
            "{e}"
        );
        assert!(solve::<usize>(&[2, 2], &[]).is_err());
    }

    #[test]
    fn vecdot_sums_one_axis_of_the_broadcast() {
        let v = vecdot(&[2usize, 3], &[3], -1).unwrap();
        assert_eq!((v.axis, v.full, v.shape), (1, vec![2, 3], vec![2]));
        let v = vecdot(&[4usize, 1], &[5, 4, 1], 1).unwrap();
        assert_eq!((v.axis, v.full, v.shape), (1, vec![5, 4, 1], vec![5, 1]));
        // The axis must be in both operands: the first of [4, 1] against [5, 4, 1] is not.
        assert!(vecdot(&[4usize, 1], &[5, 4, 1], 0).is_err());
        let e = vecdot(&[2usize, 2], &[3], -1).unwrap_err().to_string();
        assert!(e.contains("[2, 2]") && e.contains("[3]"), "{e}");
        let v = vecdot(&[None, Some(3)], &[Some(3)], 1).unwrap();
        assert_eq!(v.shape, vec![None]);
    }
}
