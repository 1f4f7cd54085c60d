//! Linear algebra rules: matrix products, contractions, diagonals, decompositions.

use super::elementwise::broadcast_retyped;
use super::fft::spectrum_dtype;
use super::{INDEX_DTYPE, axis, invalid, matrix_dims, promoted};
use crate::arguments::TensordotAxes;
use crate::error::Result;
use crate::shape::distinct_axes;
use crate::tensor_type::{Dim, TensorType};

fn contract(a: Dim, b: Dim, what: &str) -> Result<()> {
    match (a, b) {
        (Some(a), Some(b)) if a != b => {
            Err(invalid(format!("the {what} lengths {a} and {b} differ")))
        }
        _ => Ok(()),
    }
}

/// NumPy's `matmul`: a 1-D operand is a vector (its axis dropped from the result), the last
/// two axes multiply, the leading ones broadcast ([`matrix_dims::matmul`]).
pub fn matrix_product(x1: &TensorType, x2: &TensorType) -> Result<TensorType> {
    let shape = matrix_dims::matmul(&x1.shape, &x2.shape)?.shape;
    Ok(TensorType::new(promoted([x1, x2])?, shape))
}

/// `x` with its last two axes swapped.
pub fn transposed(x: &TensorType) -> Result<TensorType> {
    if x.ndim() < 2 {
        return Err(invalid(format!("{x} has fewer than two axes")));
    }
    let mut shape = x.shape.clone();
    shape.swap(x.ndim() - 2, x.ndim() - 1);
    Ok(TensorType::new(x.dtype, shape))
}

/// `linear`: `x @ weight.T + bias`, `x` of `[.., in]` and `weight` of `[out, in]`.
pub fn linear_map(
    x: &TensorType,
    weight: &TensorType,
    bias: Option<&TensorType>,
) -> Result<TensorType> {
    let product = matrix_product(x, &transposed(weight)?)?;
    match bias {
        Some(b) => broadcast_retyped(&[&product, b], promoted([&product, b])?),
        None => Ok(product),
    }
}

/// `vecdot`: the inputs broadcast, then summed over `axis` ([`matrix_dims::vecdot`]).
pub fn dot_along(x1: &TensorType, x2: &TensorType, axis: isize) -> Result<TensorType> {
    let shape = matrix_dims::vecdot(&x1.shape, &x2.shape, axis)?.shape;
    Ok(TensorType::new(promoted([x1, x2])?, shape))
}

/// `tensordot`: the contracted axes removed, `x1`'s remaining axes then `x2`'s.
pub fn contraction(
    x1: &TensorType,
    x2: &TensorType,
    axes: TensordotAxes<'_>,
) -> Result<TensorType> {
    let (a1, a2): (Vec<usize>, Vec<usize>) = match axes {
        TensordotAxes::Count(n) => {
            if n > x1.ndim() || n > x2.ndim() {
                return Err(invalid(format!(
                    "cannot contract {n} axes of {x1} and {x2}"
                )));
            }
            ((x1.ndim() - n..x1.ndim()).collect(), (0..n).collect())
        }
        TensordotAxes::Pairs(p1, p2) => {
            if p1.len() != p2.len() {
                return Err(invalid("the two axis lists differ in length"));
            }
            (
                distinct_axes("", "axes", p1, x1.ndim())?,
                distinct_axes("", "axes", p2, x2.ndim())?,
            )
        }
    };
    for (i, j) in a1.iter().zip(&a2) {
        contract(x1.shape[*i], x2.shape[*j], "contracted")?;
    }
    let shape = (0..x1.ndim())
        .filter(|i| !a1.contains(i))
        .map(|i| x1.shape[i])
        .chain(
            (0..x2.ndim())
                .filter(|j| !a2.contains(j))
                .map(|j| x2.shape[j]),
        )
        .collect::<Vec<_>>();
    Ok(TensorType::new(promoted([x1, x2])?, shape))
}

/// `outer`: every element of `x1` (flattened) by every element of `x2`.
pub fn outer_product(x1: &TensorType, x2: &TensorType) -> Result<TensorType> {
    let shape = vec![super::product(&x1.shape), super::product(&x2.shape)];
    Ok(TensorType::new(promoted([x1, x2])?, shape))
}

/// `inner`: the last axes contracted, `x1`'s other axes then `x2`'s.
pub fn inner_product(x1: &TensorType, x2: &TensorType) -> Result<TensorType> {
    if x1.ndim() == 0 || x2.ndim() == 0 {
        return Ok(TensorType::new(
            promoted([x1, x2])?,
            [x1.shape.clone(), x2.shape.clone()].concat(),
        ));
    }
    contraction(x1, x2, TensordotAxes::Pairs(&[-1], &[-1]))
}

/// `diagonal`: axes `axis1` and `axis2` removed, the diagonal's length appended.
pub fn diagonal_of(
    x: &TensorType,
    offset: isize,
    axis1: isize,
    axis2: isize,
) -> Result<TensorType> {
    let (a, b) = (axis(axis1, x.ndim())?, axis(axis2, x.ndim())?);
    if a == b {
        return Err(invalid("axis1 and axis2 are the same axis"));
    }
    let len = x.shape[a].zip(x.shape[b]).map(|(n1, n2)| {
        let (n1, n2, k) = (n1 as isize, n2 as isize, offset);
        let l = if k >= 0 {
            n1.min(n2 - k)
        } else {
            (n1 + k).min(n2)
        };
        l.max(0) as usize
    });
    let mut shape: Vec<Dim> = (0..x.ndim())
        .filter(|i| *i != a && *i != b)
        .map(|i| x.shape[i])
        .collect();
    shape.push(len);
    Ok(TensorType::new(x.dtype, shape))
}

/// `trace`: axes `axis1` and `axis2` summed away, in the dtype `sum` accumulates in.
pub fn trace_of(x: &TensorType, offset: isize, axis1: isize, axis2: isize) -> Result<TensorType> {
    let mut d = diagonal_of(x, offset, axis1, axis2)?;
    d.shape.pop();
    d.dtype = super::accumulator_dtype(d.dtype);
    Ok(d)
}

/// A stack of square matrices (`det`, `inv`): the last two axes, equal where known.
fn square(x: &TensorType) -> Result<()> {
    if x.ndim() < 2 {
        return Err(invalid(format!("{x} is not a stack of matrices")));
    }
    contract(x.shape[x.ndim() - 2], x.shape[x.ndim() - 1], "matrix")
}

/// `det`: one value per matrix of the stack.
pub fn determinant(x: &TensorType) -> Result<TensorType> {
    square(x)?;
    Ok(TensorType::new(x.dtype, x.shape[..x.ndim() - 2].to_vec()))
}

/// `inv`: a stack of square matrices, as it is.
pub fn inverse(x: &TensorType) -> Result<TensorType> {
    square(x)?;
    Ok(x.clone())
}

/// A stack of matrices (`qr`, `svd`, `pinv`): its batch shape, rows and columns.
fn matrices(x: &TensorType) -> Result<(Vec<Dim>, Dim, Dim)> {
    let n = x.ndim();
    if n < 2 {
        return Err(invalid(format!("{x} is not a stack of matrices")));
    }
    Ok((x.shape[..n - 2].to_vec(), x.shape[n - 2], x.shape[n - 1]))
}

/// The smaller of two lengths: known if both are, or if either is a known 0.
fn min_dim(a: Dim, b: Dim) -> Dim {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (Some(0), None) | (None, Some(0)) => Some(0),
        _ => None,
    }
}

/// `batch` followed by `tail`, in `dtype`.
fn stacked(dtype: crate::Dtype, batch: &[Dim], tail: &[Dim]) -> TensorType {
    TensorType::new(dtype, [batch, tail].concat())
}

/// `qr`: `Q` (`M × K`) and `R` (`K × N`), `K = min(M, N)` for `"reduced"`, `M` for
/// `"complete"`.
pub fn qr_factors(x: &TensorType, mode: &str) -> Result<(TensorType, TensorType)> {
    let (batch, m, n) = matrices(x)?;
    let k = match mode {
        "reduced" => min_dim(m, n),
        "complete" => m,
        other => {
            return Err(invalid(format!(
                "unknown mode {other:?}: expected \"reduced\" or \"complete\""
            )));
        }
    };
    Ok((
        stacked(x.dtype, &batch, &[m, k]),
        stacked(x.dtype, &batch, &[k, n]),
    ))
}

/// `svd`: `U` (`M × K`), `S` (`K`, real) and `Vh` (`K × N`), `K = min(M, N)`; `U` `M × M` and
/// `Vh` `N × N` if `full_matrices`.
pub fn svd_factors(
    x: &TensorType,
    full_matrices: bool,
) -> Result<(TensorType, TensorType, TensorType)> {
    let (batch, m, n) = matrices(x)?;
    let k = min_dim(m, n);
    let (uc, vr) = if full_matrices { (m, n) } else { (k, k) };
    Ok((
        stacked(x.dtype, &batch, &[m, uc]),
        stacked(x.dtype.real_dtype(), &batch, &[k]),
        stacked(x.dtype, &batch, &[vr, n]),
    ))
}

/// `svdvals`: `min(M, N)` real values per matrix.
pub fn singular_values_of(x: &TensorType) -> Result<TensorType> {
    let (batch, m, n) = matrices(x)?;
    Ok(stacked(x.dtype.real_dtype(), &batch, &[min_dim(m, n)]))
}

/// `eigvalsh`: `N` real values per square matrix.
pub fn eigenvalues_of(x: &TensorType) -> Result<TensorType> {
    square(x)?;
    let (batch, _, n) = matrices(x)?;
    Ok(stacked(x.dtype.real_dtype(), &batch, &[n]))
}

/// `eigh`: the eigenvalues ([`eigenvalues_of`]) and the eigenvectors (`x`'s type).
pub fn eigen_pairs(x: &TensorType) -> Result<(TensorType, TensorType)> {
    Ok((eigenvalues_of(x)?, x.clone()))
}

/// `eigvals`: `N` complex eigenvalues per `N × N` matrix, in the complex dtype of `x`'s
/// precision ([`spectrum_dtype`]).
pub fn general_eigenvalues_of(x: &TensorType) -> Result<TensorType> {
    square(x)?;
    let (batch, _, n) = matrices(x)?;
    Ok(stacked(spectrum_dtype(x.dtype), &batch, &[n]))
}

/// `eig`: the eigenvalues ([`general_eigenvalues_of`]) and the eigenvectors (`x`'s shape, of
/// the eigenvalues' dtype).
pub fn general_eigen_pairs(x: &TensorType) -> Result<(TensorType, TensorType)> {
    let w = general_eigenvalues_of(x)?;
    let v = TensorType::new(w.dtype, x.shape.clone());
    Ok((w, v))
}

/// `slogdet`: a sign (`x`'s dtype) and a real log-magnitude per square matrix.
pub fn signed_log_determinant(x: &TensorType) -> Result<(TensorType, TensorType)> {
    let sign = determinant(x)?;
    let log = TensorType::new(x.dtype.real_dtype(), sign.shape.clone());
    Ok((sign, log))
}

/// `pinv`: an `N × M` matrix per `M × N` one.
pub fn pseudo_inverse(x: &TensorType) -> Result<TensorType> {
    let (batch, m, n) = matrices(x)?;
    Ok(stacked(x.dtype, &batch, &[n, m]))
}

/// `matrix_rank`: an `int64` count per matrix.
pub fn rank_of(x: &TensorType) -> Result<TensorType> {
    let (batch, _, _) = matrices(x)?;
    Ok(TensorType::new(INDEX_DTYPE, batch))
}

/// `cross`: the inputs broadcast, each with 3 elements along `axis` (counted in the broadcast
/// shape), in their promoted dtype.
pub fn cross_product(x1: &TensorType, x2: &TensorType, axis_: isize) -> Result<TensorType> {
    let t = broadcast_retyped(&[x1, x2], promoted([x1, x2])?)?;
    let a = axis(axis_, t.ndim())?;
    for x in [x1, x2] {
        let at = a as isize - t.ndim() as isize + x.ndim() as isize;
        let Ok(at) = usize::try_from(at) else {
            return Err(invalid(format!("{x} has no axis {axis_}")));
        };
        if let Some(len) = x.shape[at]
            && len != 3
        {
            return Err(invalid(format!(
                "{x} has {len} elements along axis {axis_}: cross products take 3"
            )));
        }
    }
    Ok(t)
}

/// `solve`: `x1` square matrices, `x2` a vector or matrices of matching rows; the batch
/// dimensions broadcast ([`matrix_dims::solve`]).
pub fn solution(x1: &TensorType, x2: &TensorType) -> Result<TensorType> {
    let shape = matrix_dims::solve(&x1.shape, &x2.shape)?.shape;
    Ok(TensorType::new(promoted([x1, x2])?, shape))
}

/// `einsum`: the output subscripts' lengths (after `->`, or `...` and the letters seen once,
/// in alphabetical order), each letter's length taken from the operands as the call takes it
/// ([`einsum_plan`](super::einsum_plan)); in their promoted dtype.
pub fn einsum_of(equation: &str, operands: &[&TensorType]) -> Result<TensorType> {
    let shapes: Vec<&[Dim]> = operands.iter().map(|o| o.shape.as_slice()).collect();
    let shape = super::einsum_plan(equation, &shapes)?.output_shape();
    Ok(TensorType::new(promoted(operands.iter().copied())?, shape))
}

/// `diag`: of a vector of length `n`, the square matrix of side `n + |k|`; of a matrix, its
/// `k`-th diagonal (a vector). Other ranks are an error.
pub fn diag_of(x: &TensorType, k: isize) -> Result<TensorType> {
    let shift = k.unsigned_abs();
    match x.shape.as_slice() {
        [n] => {
            let side = n.and_then(|n| n.checked_add(shift));
            Ok(TensorType::new(x.dtype, [side, side]))
        }
        [rows, cols] => {
            let len = match (rows, cols) {
                (Some(r), Some(c)) if k >= 0 => Some((*r).min(c.saturating_sub(shift))),
                (Some(r), Some(c)) => Some(r.saturating_sub(shift).min(*c)),
                _ => None,
            };
            Ok(TensorType::new(x.dtype, [len]))
        }
        other => Err(invalid(format!(
            "diag takes a vector or a matrix, got {} dimension(s)",
            other.len()
        ))),
    }
}

/// `kron`: the shapes (the shorter one padded with leading 1s) multiplied axis by axis, in
/// the promoted dtype.
pub fn kron_of(a: &TensorType, b: &TensorType) -> Result<TensorType> {
    let n = a.ndim().max(b.ndim());
    let padded = |t: &TensorType| {
        let mut s = vec![Some(1); n - t.ndim()];
        s.extend_from_slice(&t.shape);
        s
    };
    let shape: Vec<Dim> = padded(a)
        .iter()
        .zip(padded(b))
        .map(|(p, q)| p.zip(q).and_then(|(p, q)| p.checked_mul(q)))
        .collect();
    Ok(TensorType::new(promoted([a, b])?, shape))
}

/// `multi_dot`: the product of a chain of two or more matrices, in the dtype they promote to
/// together; the first and the last may be vectors (a row, a column: their axis is dropped
/// from the result), as NumPy's `linalg.multi_dot`.
pub fn chain_product(xs: &[TensorType]) -> Result<TensorType> {
    if xs.len() < 2 {
        return Err(invalid(format!(
            "{} array(s) given; the chain takes two or more",
            xs.len()
        )));
    }
    let last = xs.len() - 1;
    for (i, x) in xs.iter().enumerate() {
        if x.ndim() != 2 && !(x.ndim() == 1 && (i == 0 || i == last)) {
            return Err(invalid(format!(
                "array {i} of the chain is {x}: the first and the last are 1-d or 2-d, the \
                 others 2-d"
            )));
        }
    }
    let mut shape = xs[0].shape.clone();
    for x in &xs[1..] {
        shape = matrix_dims::matmul(&shape, &x.shape)?.shape;
    }
    Ok(TensorType::new(promoted(xs)?, shape))
}

/// `lu_factor`: the packed factors (`x`'s type) and `K = min(M, N)` row interchanges
/// (`int64`) per matrix.
pub fn lu_factors(x: &TensorType) -> Result<(TensorType, TensorType)> {
    let (batch, m, n) = matrices(x)?;
    Ok((x.clone(), stacked(INDEX_DTYPE, &batch, &[min_dim(m, n)])))
}

/// `lu_solve`: `lu` square matrices, `p` their interchanges (an integer dtype, one per row:
/// `lu`'s shape without its last axis), `b` as [`solution`]'s.
pub fn lu_solution(lu: &TensorType, p: &TensorType, b: &TensorType) -> Result<TensorType> {
    square(lu)?;
    if !p.dtype.is_int() {
        return Err(invalid(format!(
            "the pivots are {p}: they are row numbers, of an integer dtype"
        )));
    }
    let rows = &lu.shape[..lu.ndim() - 1];
    if p.ndim() != rows.len()
        || p.shape
            .iter()
            .zip(rows)
            .any(|(a, b)| contract(*a, *b, "pivots'").is_err())
    {
        return Err(invalid(format!(
            "the pivots are {p}: one per row of the factors {lu}"
        )));
    }
    solution(lu, b)
}
