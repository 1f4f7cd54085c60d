//! Determinants, inverses, linear solves and singular values, on the program's dense linear
//! algebra ([`ivy_runtime::dense`]; the `ivy` crate links faer's LU decomposition with partial
//! pivoting and SVD, pure Rust, no BLAS). Kernels compute in `float64` or `complex128`
//! ([`LinalgElem`]) and their callers round once to the input's dtype.

use ivy_runtime::dense::{DecompositionElem, dense};
use ivy_runtime::{Result, broadcast_shapes, element_count};
use ndarray::{ArrayD, ArrayViewD, Axis, IxDyn};
use num_complex::Complex;

use super::products::{elements, shaped};
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
    let (sa, sb) = (a.shape().to_vec(), b.shape().to_vec());
    // Each refusal names both shapes as given.
    let refused = |why: &'static str| error::shapes(F, &sa, &sb, why);
    let na = sa.len();
    if na < 2 || sa[na - 1] != sa[na - 2] {
        return Err(refused("need square matrices in x1's last two axes"));
    }
    let m = sa[na - 1];
    let vector = b.ndim() == 1;
    let b = if vector { b.insert_axis(Axis(1)) } else { b };
    let nb = b.ndim();
    if nb < 2 || b.shape()[nb - 2] != m {
        return Err(refused(
            "do not match: x2 needs x1's size M as its length (1-d) or its rows (M × K)",
        ));
    }
    let k = b.shape()[nb - 1];
    let batch = broadcast_shapes(F, &sa[..na - 2], &b.shape()[..nb - 2])
        .map_err(|_| refused("have batch dimensions that do not broadcast"))?;
    let full = |tail: [usize; 2]| -> Vec<usize> { batch.iter().copied().chain(tail).collect() };
    let (fa, fb) = (full([m, m]), full([m, k]));
    element_count(F, &fa)?;
    let count_b = element_count(F, &fb)?;
    let no_broadcast = || refused("do not broadcast");
    let av = elements(F, &a.broadcast(IxDyn(&fa)).ok_or_else(no_broadcast)?)?;
    let bv = elements(F, &b.broadcast(IxDyn(&fb)).ok_or_else(no_broadcast)?)?;
    let lu = T::decompositions(dense(F)?);
    let mut out = ivy_runtime::result_vec(F, &[count_b])?;
    for i in 0..element_count(F, &batch)? {
        let (lhs, rhs) = (
            &av[i * m * m..(i + 1) * m * m],
            &bv[i * m * k..(i + 1) * m * k],
        );
        out.extend((lu.solve)(lhs, m, adjoint, rhs, k).ok_or_else(|| singular(F, i))?);
    }
    let shape = if vector {
        full([m, 1])[..batch.len() + 1].to_vec()
    } else {
        fb
    };
    shaped(F, &shape, out)
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
