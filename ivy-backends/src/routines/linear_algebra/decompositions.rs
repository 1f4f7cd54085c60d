//! Determinants, inverses, linear solves and singular values, on the program's dense linear
//! algebra ([`ivy_runtime::dense`]; the `ivy` crate links faer's LU decomposition with partial
//! pivoting and SVD, pure Rust, no BLAS). Kernels compute in `float64` or `complex128`
//! ([`LinalgElem`]) and their callers round once to the input's dtype.

use ivy_runtime::dense::{DecompositionElem, dense};
use ivy_runtime::type_rules::matrix_dims;
use ivy_runtime::{Result, element_count};
use ndarray::{ArrayD, ArrayViewD, Axis};
use num_complex::Complex;

use super::products::{broadcast, elements, shaped};
use crate::kernel_error as error;
use ivy_runtime::HostElement as Element;

/// An element the decompositions compute in: `f64` or `Complex<f64>`.
pub trait LinalgElem: Element + DecompositionElem {}

impl LinalgElem for f64 {}
impl LinalgElem for Complex<f64> {}

/// The stack of square matrices of `x` (its last two axes), in row-major order: the elements,
/// the matrices' size and the batch shape. An error unless `x` has square matrices.
fn square_stack<T: Copy>(
    function: &'static str,
    x: ArrayViewD<'_, T>,
) -> Result<(Vec<T>, usize, Vec<usize>)> {
    let s = x.shape();
    let nd = s.len();
    if nd < 2 || s[nd - 1] != s[nd - 2] {
        return Err(error::invalid(
            function,
            format!("needs square matrices in its last two axes, got shape {s:?}"),
        ));
    }
    let n = s[nd - 1];
    Ok((elements(function, &x)?, n, s[..nd - 2].to_vec()))
}

/// The error of the `index`-th matrix of a stack being singular, as NumPy's `LinAlgError`.
fn singular(function: &'static str, index: usize) -> ivy_runtime::Error {
    error::invalid(
        function,
        format!("the matrix at index {index} of the stack is singular; it has no inverse"),
    )
}

/// The determinants of the square matrices of `x`; a singular one gives 0, an empty one 1.
pub fn det_view<T: LinalgElem>(x: ArrayViewD<'_, T>) -> Result<ArrayD<T>> {
    const F: &str = "det";
    let (v, n, batch) = square_stack(F, x)?;
    let lu = T::decompositions(dense(F)?);
    let mut out = ivy_runtime::result_vec(F, &batch)?;
    let count = out.capacity();
    for b in 0..count {
        let m = &v[b * n * n..(b + 1) * n * n];
        out.push(if n == 0 {
            <T as ivy_runtime::HostElement>::one()
        } else {
            (lu.det)(m, n)
        });
    }
    shaped(F, &batch, out)
}

/// The inverses of the square matrices of `x` (of their conjugate transposes if `adjoint`); a
/// singular one is an error.
pub fn inv_view<T: LinalgElem>(x: ArrayViewD<'_, T>, adjoint: bool) -> Result<ArrayD<T>> {
    const F: &str = "inv";
    let shape = x.shape().to_vec();
    let (v, n, batch) = square_stack(F, x)?;
    let lu = T::decompositions(dense(F)?);
    let mut out = ivy_runtime::result_vec(F, &shape)?;
    let count = element_count(F, &batch)?;
    for b in 0..count {
        let a = &v[b * n * n..(b + 1) * n * n];
        out.extend((lu.inverse)(a, n, adjoint).ok_or_else(|| singular(F, b))?);
    }
    shaped(F, &shape, out)
}

/// The solutions `y` of `a @ y = b` (of `a^H @ y = b` if `adjoint`) for the square matrices
/// of `a`: `b` one vector of length `M` if it is 1-d, else a stack of `M × K` matrices; batch
/// dimensions broadcast. A singular matrix is an error.
pub fn solve_view<T: LinalgElem>(
    a: ArrayViewD<'_, T>,
    b: ArrayViewD<'_, T>,
    adjoint: bool,
) -> Result<ArrayD<T>> {
    const F: &str = "solve";
    let s = matrix_dims::solve(a.shape(), b.shape())?;
    let (m, k) = (s.m, s.k);
    let b = if s.vector { b.insert_axis(Axis(1)) } else { b };
    let full = |tail: [usize; 2]| -> Vec<usize> { s.batch.iter().copied().chain(tail).collect() };
    let (fa, fb) = (full([m, m]), full([m, k]));
    let av = elements(F, &broadcast(F, &a, &fa)?)?;
    let bv = elements(F, &broadcast(F, &b, &fb)?)?;
    let lu = T::decompositions(dense(F)?);
    let mut out = ivy_runtime::result_vec(F, &s.shape)?;
    for i in 0..element_count(F, &s.batch)? {
        let (lhs, rhs) = (
            &av[i * m * m..(i + 1) * m * m],
            &bv[i * m * k..(i + 1) * m * k],
        );
        out.extend((lu.solve)(lhs, m, adjoint, rhs, k).ok_or_else(|| singular(F, i))?);
    }
    shaped(F, &s.shape, out)
}

/// The singular values of the `rows × cols` matrix `m` (row-major), largest first; `NaN`s if
/// it holds `inf` or `NaN` (the decomposition does not converge on them).
pub fn singular_values<T: LinalgElem>(
    function: &'static str,
    m: &[T],
    rows: usize,
    cols: usize,
) -> Result<Vec<f64>> {
    if m.iter().any(|v| !v.finite()) {
        return Ok(vec![f64::NAN; rows.min(cols)]);
    }
    (T::decompositions(dense(function)?).singular_values)(m, rows, cols)
        .map_err(|e| error::invalid(function, format!("the SVD did not converge: {e}")))
}
