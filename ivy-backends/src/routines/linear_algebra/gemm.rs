//! The GEMM under `matmul`: faer's (vectorised kernels for `f32`, `f64` and their complex
//! types), on rayon's pool for large products, for operands stored in row- or column-major
//! order; ndarray's `general_mat_mul` for other strides.

use faer::traits::ComplexField;
use faer::{Accum, MatMut, MatRef, Par};
use ndarray::linalg::general_mat_mul;
use ndarray::{ArrayView2, ArrayViewMut2, LinalgScalar};

/// Multiply-adds (`m * k * n`) from which a product runs on rayon's pool: below it (a
/// 128 × 128 × 256 product) the threads' start costs more than it saves.
pub const PARALLEL_THRESHOLD: usize = 1 << 22;

/// `out = a · b` (`out` is overwritten).
pub fn mat_mul<A: LinalgScalar + ComplexField>(
    a: &ArrayView2<'_, A>,
    b: &ArrayView2<'_, A>,
    out: &mut ArrayViewMut2<'_, A>,
) {
    let ((m, k), n) = (a.dim(), b.ncols());
    match (stored(a), stored(b), out.as_slice_mut()) {
        (Some(lhs), Some(rhs), Some(dst)) => {
            let work = m.saturating_mul(k).saturating_mul(n);
            let par = if work >= PARALLEL_THRESHOLD && rayon::current_num_threads() > 1 {
                Par::rayon(0)
            } else {
                Par::Seq
            };
            let dst = MatMut::from_row_major_slice_mut(dst, m, n);
            faer::linalg::matmul::matmul(dst, Accum::Replace, lhs, rhs, A::one(), par);
        }
        _ => general_mat_mul(A::one(), a, b, A::zero(), out),
    }
}

/// `x` as a faer matrix over its own memory, if it is stored in row- or column-major order.
fn stored<'a, A>(x: &ArrayView2<'a, A>) -> Option<MatRef<'a, A>> {
    let (rows, cols) = x.dim();
    if let Some(values) = x.to_slice() {
        return Some(MatRef::from_row_major_slice(values, rows, cols));
    }
    let values = x.reversed_axes().to_slice()?;
    Some(MatRef::from_column_major_slice(values, rows, cols))
}
