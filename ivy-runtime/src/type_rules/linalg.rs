//! Linear algebra rules: matrix products, contractions, diagonals, decompositions.

use super::elementwise::broadcast_retyped;
use super::{axis, invalid, matrix_dims, promoted};
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
