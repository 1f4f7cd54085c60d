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
use faer::{Accum, Mat, MatMut, MatRef, Par, Side};
use ivy_runtime::dense::{
    Decompositions, DenseLinalg, Dims, EigenPairs, IVY_DENSE, Operand, SvdFactors,
};
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

#[cfg(feature = "openblas")]
mod openblas;

/// Who runs the products of float32, float64 and their complex types: `"faer"`, or with the
/// `openblas` feature and the system's OpenBLAS library loaded, `"OpenBLAS …"` (its version
/// and build options), or `"faer (…)"` saying why an installed OpenBLAS is not used.
///
/// ```
/// let provider = ivy_faer::provider();
/// assert!(provider == "faer" || provider.starts_with("OpenBLAS"), "{provider}");
/// ```
pub fn provider() -> &'static str {
    #[cfg(feature = "openblas")]
    if let Some(provider) = openblas::provider() {
        return provider;
    }
    "faer"
}

/// An element type [`gemm`] multiplies: OpenBLAS's with the `openblas` feature.
#[cfg(feature = "openblas")]
use openblas::BlasElement as Multiplied;
/// An element type [`gemm`] multiplies: any, without the `openblas` feature.
#[cfg(not(feature = "openblas"))]
trait Multiplied {}
#[cfg(not(feature = "openblas"))]
impl<T> Multiplied for T {}

/// `dst = lhs · rhs`, on rayon's pool if `parallel`: OpenBLAS's GEMM where it is loaded
/// (the `openblas` feature), else faer's.
fn gemm<T: ComplexField + Multiplied>(
    dst: &mut [T],
    lhs: Operand<'_, T>,
    rhs: Operand<'_, T>,
    (m, k, n): Dims,
    parallel: bool,
) {
    #[cfg(feature = "openblas")]
    if openblas::gemm(dst, &lhs, &rhs, (m, k, n), parallel) {
        return;
    }
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
trait Decomposed:
    ComplexField<Real = f64>
    + Copy
    + core::ops::MulAssign
    + core::ops::Neg<Output = Self>
    + core::ops::Sub<Output = Self>
    + core::ops::Mul<Output = Self>
    + core::ops::Div<Output = Self>
{
}
impl Decomposed for f64 {}
impl Decomposed for Complex<f64> {}

/// The decompositions of `T`.
const fn decompositions<T: Decomposed>() -> Decompositions<T> {
    Decompositions {
        det,
        inverse,
        solve,
        singular_values,
        svd,
        cholesky,
        qr,
        eigh,
        eig,
        lu: lu_factor,
        slogdet,
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

fn svd<T: Decomposed>(
    a: &[T],
    rows: usize,
    cols: usize,
    full: bool,
) -> Result<SvdFactors<T>, String> {
    let m = MatRef::from_row_major_slice(a, rows, cols);
    let d = if full { m.svd() } else { m.thin_svd() }.map_err(|e| format!("{e:?}"))?;
    let v = d.V();
    let vh = Mat::from_fn(v.ncols(), v.nrows(), |i, j| T::conj_impl(&v[(j, i)]));
    Ok(SvdFactors {
        u: row_major(d.U()),
        s: d.S()
            .column_vector()
            .iter()
            .map(T::real_part_impl)
            .collect(),
        vh: row_major(vh.as_ref()),
    })
}

fn cholesky<T: Decomposed>(a: &[T], n: usize, upper: bool) -> Option<Vec<T>> {
    let side = if upper { Side::Upper } else { Side::Lower };
    let llt = MatRef::from_row_major_slice(a, n, n).llt(side).ok()?;
    let l = llt.L();
    Some(if upper {
        row_major(Mat::from_fn(n, n, |i, j| T::conj_impl(&l[(j, i)])).as_ref())
    } else {
        row_major(l)
    })
}

fn qr<T: Decomposed>(a: &[T], rows: usize, cols: usize, complete: bool) -> (Vec<T>, Vec<T>) {
    let d = MatRef::from_row_major_slice(a, rows, cols).qr();
    if complete {
        // faer's `R` has `min(rows, cols)` rows: the complete one has zeros below them.
        let r = d.R();
        let r = Mat::from_fn(rows, cols, |i, j| {
            if i < r.nrows() {
                r[(i, j)]
            } else {
                T::zero_impl()
            }
        });
        (row_major(d.compute_Q().as_ref()), row_major(r.as_ref()))
    } else {
        (
            row_major(d.compute_thin_Q().as_ref()),
            row_major(d.thin_R()),
        )
    }
}

fn eigh<T: Decomposed>(a: &[T], n: usize, vectors: bool) -> Result<(Vec<f64>, Vec<T>), String> {
    let m = MatRef::from_row_major_slice(a, n, n);
    if vectors {
        let e = m
            .self_adjoint_eigen(Side::Lower)
            .map_err(|e| format!("{e:?}"))?;
        let values = e
            .S()
            .column_vector()
            .iter()
            .map(T::real_part_impl)
            .collect();
        Ok((values, row_major(e.U())))
    } else {
        let values = m
            .self_adjoint_eigenvalues(Side::Lower)
            .map_err(|e| format!("{e:?}"))?;
        Ok((values, Vec::new()))
    }
}

/// The eigenvalues of a general matrix and, if `vectors`, its right eigenvectors scaled to unit
/// Euclidean norm (as LAPACK's `geev` gives them; faer leaves their scale open).
fn eig<T: Decomposed>(a: &[T], n: usize, vectors: bool) -> Result<EigenPairs, String> {
    let m = MatRef::from_row_major_slice(a, n, n);
    if !vectors {
        return Ok((m.eigenvalues().map_err(|e| format!("{e:?}"))?, Vec::new()));
    }
    let e = m.eigen().map_err(|e| format!("{e:?}"))?;
    let values = e.S().column_vector().iter().copied().collect();
    let u = e.U();
    let norms: Vec<f64> = (0..n)
        .map(|j| (0..n).map(|i| u[(i, j)].norm_sqr()).sum::<f64>().sqrt())
        .collect();
    let v = (0..n)
        .flat_map(|i| (0..n).map(move |j| (i, j)))
        .map(|(i, j)| {
            if norms[j] > 0.0 {
                u[(i, j)] / norms[j]
            } else {
                u[(i, j)]
            }
        })
        .collect();
    Ok((values, v))
}

/// The packed LU factors and row interchanges of a `rows × cols` matrix (see
/// [`Decompositions::lu`]): faer's blocked LU with partial pivoting (its pivot is `getrf`'s, the
/// largest `|re| + |im|`, the first of equals), unless a pivot is exactly zero, where faer
/// divides by it and `getrf` leaves the column as it is: that matrix, and any without
/// pivoting, takes [`lu_unblocked`].
fn lu_factor<T: Decomposed>(
    a: &[T],
    rows: usize,
    cols: usize,
    pivot: bool,
) -> (Vec<T>, Vec<usize>) {
    let k = rows.min(cols);
    if pivot && k > 0 {
        let lu = MatRef::from_row_major_slice(a, rows, cols).partial_piv_lu();
        let (l, u) = (lu.L(), lu.U());
        if (0..k).all(|i| u[(i, i)] != T::zero_impl()) {
            let packed = (0..rows)
                .flat_map(|i| (0..cols).map(move |j| if i > j { l[(i, j)] } else { u[(i, j)] }))
                .collect();
            return (packed, interchanges(lu.P().arrays().0, k));
        }
    }
    lu_unblocked(a, rows, cols, pivot)
}

/// The first `k` row interchanges (row `i` with row `swaps[i] >= i`, in order) that put the
/// rows in the order `forward` (row `i` of the result is row `forward[i]` of the matrix).
fn interchanges(forward: &[usize], k: usize) -> Vec<usize> {
    // at[i]: the row now at position i; position[r]: where row r now is.
    let mut at: Vec<usize> = (0..forward.len()).collect();
    let mut position = at.clone();
    (0..k)
        .map(|i| {
            let j = position[forward[i]];
            let (ri, rj) = (at[i], at[j]);
            at.swap(i, j);
            (position[ri], position[rj]) = (j, i);
            j
        })
        .collect()
}

/// LAPACK's unblocked `getf2`: for each column, the pivot (with `pivot`, the largest `|re| +
/// |im|` at or below the diagonal, its row swapped in), then the multipliers below it and the
/// trailing update; a zero pivot leaves the column as it is.
fn lu_unblocked<T: Decomposed>(
    a: &[T],
    rows: usize,
    cols: usize,
    pivot: bool,
) -> (Vec<T>, Vec<usize>) {
    let mut m = a.to_vec();
    let k = rows.min(cols);
    let mut swaps = Vec::with_capacity(k);
    for j in 0..k {
        let mut p = j;
        if pivot {
            let mut max = 0.0;
            for i in j..rows {
                let v = T::abs1_impl(&m[i * cols + j]);
                if v > max {
                    (max, p) = (v, i);
                }
            }
            if p != j {
                for c in 0..cols {
                    m.swap(j * cols + c, p * cols + c);
                }
            }
        }
        swaps.push(p);
        let d = m[j * cols + j];
        if d == T::zero_impl() {
            continue;
        }
        for i in j + 1..rows {
            let l = m[i * cols + j] / d;
            m[i * cols + j] = l;
            for c in j + 1..cols {
                m[i * cols + c] = m[i * cols + c] - l * m[j * cols + c];
            }
        }
    }
    (m, swaps)
}

/// The sign and log-magnitude of the determinant: the product of `U`'s diagonal over the LU
/// decomposition's row permutation, whose parity gives the sign.
fn slogdet<T: Decomposed>(a: &[T], n: usize) -> (T, f64) {
    let lu = MatRef::from_row_major_slice(a, n, n).partial_piv_lu();
    let forward = lu.P().arrays().0;
    // A permutation's parity: `n` less its number of cycles.
    let mut seen = vec![false; n];
    let mut swaps = 0usize;
    for start in 0..n {
        let mut i = start;
        let mut len = 0usize;
        while !seen[i] {
            seen[i] = true;
            i = forward[i];
            len += 1;
        }
        swaps += len.saturating_sub(1);
    }
    let one = T::one_impl();
    let mut sign = if swaps % 2 == 1 { -one } else { one };
    let mut log = 0.0;
    let u = lu.U();
    for i in 0..n {
        let d = u[(i, i)];
        let abs = T::abs_impl(&d);
        if abs == 0.0 {
            return (T::zero_impl(), f64::NEG_INFINITY);
        }
        sign *= T::mul_real_impl(&d, &abs.recip());
        log += abs.ln();
    }
    (sign, log)
}
