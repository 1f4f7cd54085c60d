//! Dense linear algebra for ivy's backends, on [faer] (pure Rust, no BLAS): the
//! [`ivy_runtime::dense::DenseLinalg`] this crate links into the program. The `ivy` crate links
//! it; a program using `ivy-backends` alone adds `extern crate ivy_faer;`.
//!
//! ```
//! extern crate ivy_faer;
//! let dense = ivy_runtime::dense::dense("matmul")?;
//! assert_eq!(dense.name, "faer");
//! let mut dst = [0.0f64; 1];
//! let lhs = ivy_runtime::dense::Operand { values: &[1.0, 2.0], row_major: true };
//! let rhs = ivy_runtime::dense::Operand { values: &[3.0, 4.0], row_major: true };
//! (dense.gemm_f64)(&mut dst, lhs, rhs, (1, 2, 1), false);
//! assert_eq!(dst, [11.0]);
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

use faer::linalg::solvers::{DenseSolveCore, Solve};
use faer::traits::ComplexField;
use faer::{Accum, Mat, MatMut, MatRef, Par};
use ivy_runtime::dense::{Decompositions, DenseLinalg, Dims, IVY_DENSE, Operand};
use num_complex::Complex;

/// faer's, in the program's list of dense linear algebra.
// SAFETY: linkme's `#[link_section]` element, type-checked against the slice by linkme.
#[allow(unsafe_code)]
#[ivy_runtime::__private::linkme::distributed_slice(IVY_DENSE)]
#[linkme(crate = ivy_runtime::__private::linkme)]
static FAER: DenseLinalg = DenseLinalg {
    name: "faer",
    gemm_f32: gemm::<f32>,
    gemm_f64: gemm::<f64>,
    gemm_c64: gemm::<Complex<f32>>,
    gemm_c128: gemm::<Complex<f64>>,
    f64: decompositions::<f64>(),
    c128: decompositions::<Complex<f64>>(),
};

/// `dst = lhs · rhs`, faer's GEMM, on rayon's pool if `parallel`.
fn gemm<T: ComplexField>(
    dst: &mut [T],
    lhs: Operand<'_, T>,
    rhs: Operand<'_, T>,
    (m, k, n): Dims,
    parallel: bool,
) {
    let par = if parallel { Par::rayon(0) } else { Par::Seq };
    let dst = MatMut::from_row_major_slice_mut(dst, m, n);
    faer::linalg::matmul::matmul(
        dst,
        Accum::Replace,
        matrix(lhs, m, k),
        matrix(rhs, k, n),
        T::one_impl(),
        par,
    );
}

/// `x` as a `rows × cols` faer matrix over its own memory.
fn matrix<T>(x: Operand<'_, T>, rows: usize, cols: usize) -> MatRef<'_, T> {
    if x.row_major {
        MatRef::from_row_major_slice(x.values, rows, cols)
    } else {
        MatRef::from_column_major_slice(x.values, rows, cols)
    }
}

/// An element faer decomposes here: `f64` or `Complex<f64>`.
trait Decomposed: ComplexField<Real = f64> + Copy {}
impl Decomposed for f64 {}
impl Decomposed for Complex<f64> {}

/// The decompositions of `T`.
const fn decompositions<T: Decomposed>() -> Decompositions<T> {
    Decompositions {
        det,
        inverse,
        solve,
        singular_values,
    }
}

/// The row-major `n × n` matrix `a`, conjugate-transposed if `adjoint`.
fn square<T: Decomposed>(a: &[T], n: usize, adjoint: bool) -> Mat<T> {
    Mat::from_fn(n, n, |i, j| {
        if adjoint {
            T::conj_impl(&a[j * n + i])
        } else {
            a[i * n + j]
        }
    })
}

/// The LU decomposition of `a` with partial pivoting, or `None` if `a` is singular (an exactly
/// zero pivot), as NumPy's `LinAlgError`.
fn lu<T: Decomposed>(a: &Mat<T>) -> Option<faer::linalg::solvers::PartialPivLu<T>> {
    let lu = a.as_ref().partial_piv_lu();
    let u = lu.U();
    (0..a.nrows())
        .all(|i| u[(i, i)] != T::zero_impl())
        .then_some(lu)
}

/// The elements of `m`, row-major.
fn row_major<T: Copy>(m: MatRef<'_, T>) -> Vec<T> {
    (0..m.nrows())
        .flat_map(|i| (0..m.ncols()).map(move |j| m[(i, j)]))
        .collect()
}

fn det<T: Decomposed>(a: &[T], n: usize) -> T {
    MatRef::from_row_major_slice(a, n, n).determinant()
}

fn inverse<T: Decomposed>(a: &[T], n: usize, adjoint: bool) -> Option<Vec<T>> {
    Some(row_major(lu(&square(a, n, adjoint))?.inverse().as_ref()))
}

fn solve<T: Decomposed>(a: &[T], n: usize, adjoint: bool, b: &[T], k: usize) -> Option<Vec<T>> {
    let rhs = MatRef::from_row_major_slice(b, n, k);
    Some(row_major(lu(&square(a, n, adjoint))?.solve(rhs).as_ref()))
}

fn singular_values<T: Decomposed>(a: &[T], rows: usize, cols: usize) -> Result<Vec<f64>, String> {
    MatRef::from_row_major_slice(a, rows, cols)
        .singular_values()
        .map_err(|e| format!("{e:?}"))
}
