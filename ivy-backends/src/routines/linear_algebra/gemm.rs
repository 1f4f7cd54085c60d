//! The GEMM under `matmul`: the program's dense linear algebra ([`ivy_runtime::dense`]; the
//! `ivy` crate links faer's, vectorised for `f32`, `f64` and their complex types), on rayon's
//! pool for large products, for operands stored in row- or column-major order; ndarray's
//! `general_mat_mul` for other strides.

use ivy_runtime::Result;
use ivy_runtime::dense::{GemmElem, Operand, dense};
use ndarray::linalg::general_mat_mul;
use ndarray::{ArrayView2, ArrayViewMut2, LinalgScalar};

/// Multiply-adds (`m * k * n`) from which a product runs on rayon's pool: below it (a
/// 128 × 128 × 256 product) the threads' start costs more than it saves.
pub const PARALLEL_THRESHOLD: usize = 1 << 22;

/// `out = a · b` (`out` is overwritten); an error only if the program links no dense linear
/// algebra.
pub fn mat_mul<A: LinalgScalar + GemmElem>(
    a: &ArrayView2<'_, A>,
    b: &ArrayView2<'_, A>,
    out: &mut ArrayViewMut2<'_, A>,
) -> Result<()> {
    let ((m, k), n) = (a.dim(), b.ncols());
    match (stored(a), stored(b), out.as_slice_mut()) {
        (Some(lhs), Some(rhs), Some(dst)) => {
            let work = m.saturating_mul(k).saturating_mul(n);
            let parallel = work >= PARALLEL_THRESHOLD && rayon::current_num_threads() > 1;
            A::gemm(dense("matmul")?)(dst, lhs, rhs, (m, k, n), parallel);
        }
        _ => general_mat_mul(A::one(), a, b, A::zero(), out),
    }
    Ok(())
}

/// `x`'s elements in its own memory, if it is stored in row- or column-major order.
fn stored<'a, A>(x: &ArrayView2<'a, A>) -> Option<Operand<'a, A>> {
    if let Some(values) = x.to_slice() {
        return Some(Operand {
            values,
            row_major: true,
        });
    }
    let values = x.reversed_axes().to_slice()?;
    Some(Operand {
        values,
        row_major: false,
    })
}
