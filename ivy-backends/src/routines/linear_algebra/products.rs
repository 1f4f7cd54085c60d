//! Products and diagonals over views, shared by both backends: `tensordot`, `vecdot`, `outer`,
//! `diagonal`. Products accumulate in the element's accumulator type (`f32` for the half
//! floats) and integers wrap, as the element arithmetic of [`crate::elem`].

use ivy_runtime::type_rules::matrix_dims;
use ivy_runtime::{HostElement, Result, distinct_axes, element_count};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

use crate::elem::{Conjugate, NumElem};
use crate::kernel_error as error;
use ivy_runtime::HostElement as Element;

/// The elements of `x` in row-major order, allocated fallibly (a broadcast view can stand for
/// more elements than memory holds).
pub(crate) fn elements<T: Copy>(function: &'static str, x: &ArrayViewD<'_, T>) -> Result<Vec<T>> {
    let mut v = ivy_runtime::result_vec(function, &[x.len()])?;
    v.extend(x.iter().copied());
    Ok(v)
}

/// The elements of `x` with its axes in the order `order` (a permutation of them), in
/// row-major order.
fn row_major<T: Copy>(
    function: &'static str,
    x: &ArrayViewD<'_, T>,
    order: &[usize],
) -> Result<Vec<T>> {
    elements(function, &x.clone().permuted_axes(IxDyn(order)))
}

/// `x` broadcast to `shape`, which its function's shape rule found it broadcasts to.
pub(crate) fn broadcast<'v, T>(
    function: &'static str,
    x: &'v ArrayViewD<'_, T>,
    shape: &[usize],
) -> Result<ArrayViewD<'v, T>> {
    x.broadcast(IxDyn(shape)).ok_or_else(|| {
        error::invalid(
            function,
            format!(
                "an operand of shape {:?} does not broadcast to {shape:?}",
                x.shape()
            ),
        )
    })
}

/// An array of `shape` from its row-major elements.
pub(crate) fn shaped<T>(function: &'static str, shape: &[usize], v: Vec<T>) -> Result<ArrayD<T>> {
    ArrayD::from_shape_vec(IxDyn(shape), v).map_err(|e| error::invalid(function, e.to_string()))
}

/// The sums of products of `a` and `b` over the axis pairs `axes_a`, `axes_b` (negative
/// counts from the end): the result has `a`'s other axes, then `b`'s, as NumPy's
/// `tensordot`.
pub fn tensordot_view<T: NumElem>(
    a: ArrayViewD<'_, T>,
    b: ArrayViewD<'_, T>,
    axes_a: &[isize],
    axes_b: &[isize],
) -> Result<ArrayD<T>> {
    const F: &str = "tensordot";
    let (sa, sb) = (a.shape(), b.shape());
    if axes_a.len() != axes_b.len() {
        return Err(error::invalid(
            F,
            format!(
                "contracts {} axes of x1 with {} of x2; give as many of each",
                axes_a.len(),
                axes_b.len()
            ),
        ));
    }
    let ca = distinct_axes(F, "axes", axes_a, a.ndim())?;
    let cb = distinct_axes(F, "axes", axes_b, b.ndim())?;
    for (&i, &j) in ca.iter().zip(&cb) {
        if sa[i] != sb[j] {
            return Err(error::invalid(
                F,
                format!(
                    "the shapes {sa:?} and {sb:?} differ on the contracted axes {i} (x1) and \
                     {j} (x2); contracted axes must have one length"
                ),
            ));
        }
    }
    let free_a: Vec<usize> = (0..a.ndim()).filter(|i| !ca.contains(i)).collect();
    let free_b: Vec<usize> = (0..b.ndim()).filter(|i| !cb.contains(i)).collect();
    let k: usize = ca.iter().map(|&i| sa[i]).product();
    let m: usize = free_a.iter().map(|&i| sa[i]).product();
    let n: usize = free_b.iter().map(|&i| sb[i]).product();
    let shape: Vec<usize> = free_a
        .iter()
        .map(|&i| sa[i])
        .chain(free_b.iter().map(|&i| sb[i]))
        .collect();
    let count = element_count(F, &shape)?;
    let order_a: Vec<usize> = free_a.iter().chain(&ca).copied().collect();
    let order_b: Vec<usize> = cb.iter().chain(&free_b).copied().collect();
    let (av, bv) = (row_major(F, &a, &order_a)?, row_major(F, &b, &order_b)?);
    let mut out = ivy_runtime::result_vec(F, &[count])?;
    let mut row = Vec::new();
    for i in 0..m {
        row.clear();
        row.resize(n, <T::Acc as HostElement>::zero());
        for kk in 0..k {
            let x = av[i * k + kk].to_acc();
            for (r, &y) in row.iter_mut().zip(&bv[kk * n..(kk + 1) * n]) {
                *r = r.add(x.mul(y.to_acc()));
            }
        }
        out.extend(row.iter().map(|&r| T::from_acc(r)));
    }
    shaped(F, &shape, out)
}

/// The sums of `conj(a) * b` along `axis` (counted in the broadcast shape; negative from the
/// end), the other axes broadcast: the Array API's `vecdot`.
pub fn vecdot_view<T: Conjugate>(
    a: ArrayViewD<'_, T>,
    b: ArrayViewD<'_, T>,
    axis: isize,
) -> Result<ArrayD<T>> {
    const F: &str = "vecdot";
    let v = matrix_dims::vecdot(a.shape(), b.shape(), axis)?;
    let (full, ax) = (&v.full, v.axis);
    // The summed axis last, the others in order: each result element reads one lane.
    let mut order: Vec<usize> = (0..full.len()).filter(|&i| i != ax).collect();
    order.push(ax);
    let ab = broadcast(F, &a, full)?;
    let bb = broadcast(F, &b, full)?;
    let (av, bv) = (row_major(F, &ab, &order)?, row_major(F, &bb, &order)?);
    let k = full[ax];
    let shape = v.shape;
    let count = element_count(F, &shape)?;
    let mut out = ivy_runtime::result_vec(F, &[count])?;
    for i in 0..count {
        let lane = (i * k)..((i + 1) * k);
        let dot = av[lane.clone()]
            .iter()
            .zip(&bv[lane])
            .fold(<T::Acc as HostElement>::zero(), |acc, (&x, &y)| {
                acc.add(x.conjugate().to_acc().mul(y.to_acc()))
            });
        out.push(T::from_acc(dot));
    }
    shaped(F, &shape, out)
}

/// `out[i, j] = a[i] * b[j]` over the flattened operands, as NumPy's `outer`.
pub fn outer_view<T: NumElem>(a: ArrayViewD<'_, T>, b: ArrayViewD<'_, T>) -> Result<ArrayD<T>> {
    const F: &str = "outer";
    let shape = [a.len(), b.len()];
    let count = element_count(F, &shape)?;
    let mut out = ivy_runtime::result_vec(F, &[count])?;
    let bs = crate::loops::arrays::row_major_vec(F, &b)?;
    for &x in a.iter() {
        out.extend(bs.iter().map(|&y| x.mul(y)));
    }
    shaped(F, &shape, out)
}

/// The `offset`-th diagonal of the matrices of `x` in the plane of `axis1` and `axis2`, along
/// a new last axis after the other axes, as NumPy's `diagonal`.
pub fn diagonal_view<T: Element>(
    x: ArrayViewD<'_, T>,
    offset: isize,
    axis1: isize,
    axis2: isize,
) -> Result<ArrayD<T>> {
    const F: &str = "diagonal";
    if x.ndim() < 2 {
        return Err(error::invalid(
            F,
            format!("needs at least 2 dimensions, got shape {:?}", x.shape()),
        ));
    }
    let axes = distinct_axes(F, "axis1, axis2", &[axis1, axis2], x.ndim()).map_err(|_| {
        error::invalid(
            F,
            format!(
                "axis1 {axis1} and axis2 {axis2} must be two different axes of a {}-d array",
                x.ndim()
            ),
        )
    })?;
    let (r, c) = (axes[0], axes[1]);
    let (rows, cols) = (x.shape()[r], x.shape()[c]);
    let skip = offset.unsigned_abs();
    let (row0, col0) = if offset >= 0 { (0, skip) } else { (skip, 0) };
    let len = rows.saturating_sub(row0).min(cols.saturating_sub(col0));
    let mut order: Vec<usize> = (0..x.ndim()).filter(|&i| i != r && i != c).collect();
    let mut shape: Vec<usize> = order.iter().map(|&i| x.shape()[i]).collect();
    shape.push(len);
    order.extend([r, c]);
    let count = element_count(F, &shape)?;
    let v = row_major(F, &x, &order)?;
    let mut out = ivy_runtime::result_vec(F, &[count])?;
    if len > 0 {
        for m in v.chunks_exact(rows * cols) {
            out.extend((0..len).map(|i| m[(row0 + i) * cols + col0 + i]));
        }
    }
    shaped(F, &shape, out)
}

/// The axes `tensordot`'s count form contracts: the last `n` of a `ndim1`-d `x1` with the
/// first `n` of a `ndim2`-d `x2`; an error if either has fewer than `n`.
pub fn counted_axes(n: usize, ndim1: usize, ndim2: usize) -> Result<(Vec<isize>, Vec<isize>)> {
    if n > ndim1 || n > ndim2 {
        return Err(error::invalid(
            "tensordot",
            format!(
                "cannot contract {n} axes of a {ndim1}-d and a {ndim2}-d array; give at most {}",
                ndim1.min(ndim2)
            ),
        ));
    }
    let first: Vec<isize> = (0..n as isize).collect();
    let last = first.iter().map(|i| i + (ndim1 - n) as isize).collect();
    Ok((last, first))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn tensordot_contracts_pairs_of_axes() {
        // Hand-computed: a^T b for a = [[1, 2], [3, 4]], b = [[5, 6], [7, 8]].
        let (a, b) = (
            array![[1i32, 2], [3, 4]].into_dyn(),
            array![[5i32, 6], [7, 8]].into_dyn(),
        );
        let r = tensordot_view(a.view(), b.view(), &[0], &[0]).unwrap();
        assert_eq!(r, array![[26, 30], [38, 44]].into_dyn());
        let r = tensordot_view(a.view(), b.view(), &[], &[]).unwrap();
        assert_eq!(r.shape(), [2, 2, 2, 2]);
        assert!(tensordot_view(a.view(), b.view(), &[0, 0], &[0, 1]).is_err());
        assert!(tensordot_view(a.view(), b.view(), &[0], &[]).is_err());
    }

    #[test]
    fn diagonals_take_offsets_and_axes() {
        let x = array![[1i8, 2, 3], [4, 5, 6]].into_dyn();
        assert_eq!(
            diagonal_view(x.view(), 0, 0, 1).unwrap(),
            array![1i8, 5].into_dyn()
        );
        assert_eq!(
            diagonal_view(x.view(), 2, 0, 1).unwrap(),
            array![3i8].into_dyn()
        );
        assert_eq!(
            diagonal_view(x.view(), -1, 0, 1).unwrap(),
            array![4i8].into_dyn()
        );
        assert_eq!(
            diagonal_view(x.view(), 1, 1, 0).unwrap(),
            array![4i8].into_dyn()
        );
        assert_eq!(diagonal_view(x.view(), 9, 0, 1).unwrap().shape(), [0]);
        assert!(diagonal_view(x.view(), 0, 1, 1).is_err());
    }
}
