//! Determinants, inverses, linear solves, singular values and the other decompositions of the
//! Array API's `linalg` extension (Cholesky, QR, SVD, self-adjoint eigendecomposition, signed
//! log-determinants, pseudo-inverses, ranks, matrix powers), on the program's dense linear
//! algebra ([`ivy_runtime::dense`]; the `ivy` crate links faer's, pure Rust, no BLAS). Kernels
//! compute in `float64` or `complex128` ([`LinalgElem`]) and their callers round once to the
//! input's dtype: both backends run them through one entry point, [`Op::run`].

use ivy_runtime::Dtype;
use ivy_runtime::dense::{DecompositionElem, GemmElem, Operand, dense};
use ivy_runtime::type_rules::{INDEX_DTYPE, matrix_dims, spectrum_dtype};
use ivy_runtime::{Result, element_count};
use ndarray::{ArrayD, ArrayViewD, Axis};
use num_complex::Complex;

use super::products::{broadcast, elements, shaped};
use crate::kernel_error as error;
use ivy_runtime::HostElement as Element;

/// An element the decompositions compute in: `f64` or `Complex<f64>`.
pub trait LinalgElem:
    Element
    + DecompositionElem
    + GemmElem
    + core::ops::Add<Output = Self>
    + core::ops::Mul<Output = Self>
{
    /// The complex conjugate (a real value itself).
    fn conj(self) -> Self;
    /// The real part.
    fn re(self) -> f64;
    /// A real value as this type.
    fn from_re(re: f64) -> Self;
    /// The larger magnitude of its parts, `max(|re|, |im|)`.
    fn max_part(self) -> f64;
}

impl LinalgElem for f64 {
    fn conj(self) -> Self {
        self
    }
    fn re(self) -> f64 {
        self
    }
    fn from_re(re: f64) -> Self {
        re
    }
    fn max_part(self) -> f64 {
        self.abs()
    }
}
impl LinalgElem for Complex<f64> {
    fn conj(self) -> Self {
        Complex::conj(&self)
    }
    fn re(self) -> f64 {
        self.re
    }
    fn from_re(re: f64) -> Self {
        Complex::new(re, 0.0)
    }
    fn max_part(self) -> f64 {
        self.re.abs().max(self.im.abs())
    }
}

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
    let (m, scale) = scaled(m);
    let s = (T::decompositions(dense(function)?).singular_values)(&m, rows, cols)
        .map_err(|e| error::invalid(function, format!("the SVD did not converge: {e}")))?;
    Ok(s.into_iter().map(|v| v * scale).collect())
}

/// `m` (finite) scaled by a power of two (exactly) into `[2^-256, 2^256]` when its largest
/// part lies outside, and the factor that scales it back: the SVD and eigenvalue iterations
/// square elements, which overflow or underflow beyond that range (LAPACK scales so too).
/// Singular values and eigenvalues scale back by the factor; singular vectors and
/// eigenvectors are those of the scaled matrix.
fn scaled<T: LinalgElem>(m: &[T]) -> (std::borrow::Cow<'_, [T]>, f64) {
    let max = m.iter().map(|v| v.max_part()).fold(0.0, f64::max);
    if max == 0.0 || (2f64.powi(-256)..=2f64.powi(256)).contains(&max) {
        return (std::borrow::Cow::Borrowed(m), 1.0);
    }
    let e = (max.log2().round() as i32).clamp(-1000, 1000);
    let down = T::from_re(2f64.powi(-e));
    let m = m.iter().map(|&v| v * down).collect();
    (std::borrow::Cow::Owned(m), 2f64.powi(e))
}

/// A function of the `linalg` extension computed by a decomposition, with its arguments, as
/// both backends run it ([`Op::run`]) on `float64` or `complex128` views.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Op {
    /// `det`.
    Det,
    /// `inv`, of the conjugate transposes if `adjoint`.
    Inv {
        /// Invert the conjugate transposes.
        adjoint: bool,
    },
    /// `solve`, with the conjugate transposes if `adjoint`.
    Solve {
        /// Solve with the conjugate transposes.
        adjoint: bool,
    },
    /// `cholesky`: the lower factor, or the upper one if `upper`.
    Cholesky {
        /// The upper factor, read from the upper triangle.
        upper: bool,
    },
    /// `qr`: the reduced factors, or the complete ones if `complete`.
    Qr {
        /// The complete factors (`Q` square).
        complete: bool,
    },
    /// `svd`: `U`, `S`, `Vh`, all of `U` and `Vh` if `full`.
    Svd {
        /// The full factors (`U` and `Vh` square).
        full: bool,
    },
    /// `svdvals`: the singular values.
    Svdvals,
    /// `eigh` (with the eigenvectors if `vectors`, else `eigvalsh`), from the lower triangle, or
    /// the upper one if `upper`.
    Eigh {
        /// Read the upper triangle.
        upper: bool,
        /// Compute the eigenvectors too.
        vectors: bool,
    },
    /// `eig` (with the eigenvectors if `vectors`, else `eigvals`) of general square matrices.
    Eig {
        /// Compute the eigenvectors too.
        vectors: bool,
    },
    /// `lu_factor`: the packed LU factors and the row interchanges, with partial pivoting if
    /// `pivot`.
    LuFactor {
        /// Interchange rows (partial pivoting).
        pivot: bool,
    },
    /// `slogdet`: the sign and the log of the absolute value of the determinant.
    Slogdet,
    /// `pinv`: singular values at or below `rtol` times the largest are taken as zero
    /// (`None`: `max(M, N)` times the epsilon of the operand's dtype).
    Pinv {
        /// The relative tolerance.
        rtol: Option<f64>,
    },
    /// `matrix_rank`: the number of singular values above `rtol` times the largest (`None`: as
    /// [`Op::Pinv`]'s).
    MatrixRank {
        /// The relative tolerance.
        rtol: Option<f64>,
    },
    /// `matrix_power`: the `n`-th power (of the inverse for a negative `n`).
    MatrixPower(i64),
}

/// One result of an [`Op`]: of the operands' element type, real (`float64`, rounded to the
/// real dtype of the operands' precision), `int64` (a count), or complex.
#[derive(Debug)]
pub enum Output<T> {
    /// In the operands' element type.
    Same(ArrayD<T>),
    /// Real.
    Real(ArrayD<f64>),
    /// A count.
    Index(ArrayD<i64>),
    /// Complex (`complex128`, rounded to the complex dtype of the operands' precision).
    Complex(ArrayD<Complex<f64>>),
}

impl<T> Output<T> {
    /// The dtype this result is rounded to when the operands have `operands`.
    pub fn dtype(&self, operands: Dtype) -> Dtype {
        match self {
            Output::Same(_) => operands,
            Output::Real(_) => operands.real_dtype(),
            Output::Index(_) => INDEX_DTYPE,
            Output::Complex(_) => spectrum_dtype(operands),
        }
    }
}

/// The `N` results of `op` as an array, or an error if there are not `N`.
pub fn results<R, const N: usize>(op: Op, rs: Vec<R>) -> Result<[R; N]> {
    let got = rs.len();
    rs.try_into().map_err(|_| {
        error::invalid(
            op.name(),
            format!("the decomposition gave {got} results, not {N}"),
        )
    })
}

impl Op {
    /// `qr` with its `mode`: `"reduced"` or `"complete"`.
    pub fn qr(mode: &str) -> Result<Op> {
        match mode {
            "reduced" => Ok(Op::Qr { complete: false }),
            "complete" => Ok(Op::Qr { complete: true }),
            other => Err(error::invalid(
                "qr",
                format!("unknown mode {other:?}: expected \"reduced\" or \"complete\""),
            )),
        }
    }

    /// `eigh` (`eigvalsh` unless `vectors`) reading the triangle `uplo`: `"L"` or `"U"`.
    pub fn eigh(uplo: &str, vectors: bool) -> Result<Op> {
        let upper = match uplo {
            "L" => false,
            "U" => true,
            other => {
                let f = Op::Eigh {
                    upper: false,
                    vectors,
                }
                .name();
                return Err(error::invalid(
                    f,
                    format!("unknown UPLO {other:?}: expected \"L\" or \"U\""),
                ));
            }
        };
        Ok(Op::Eigh { upper, vectors })
    }

    /// The function's name.
    pub fn name(self) -> &'static str {
        match self {
            Op::Det => "det",
            Op::Inv { .. } => "inv",
            Op::Solve { .. } => "solve",
            Op::Cholesky { .. } => "cholesky",
            Op::Qr { .. } => "qr",
            Op::Svd { .. } => "svd",
            Op::Svdvals => "svdvals",
            Op::Eigh { vectors: true, .. } => "eigh",
            Op::Eigh { vectors: false, .. } => "eigvalsh",
            Op::Eig { vectors: true } => "eig",
            Op::Eig { vectors: false } => "eigvals",
            Op::LuFactor { .. } => "lu_factor",
            Op::Slogdet => "slogdet",
            Op::Pinv { .. } => "pinv",
            Op::MatrixRank { .. } => "matrix_rank",
            Op::MatrixPower(_) => "matrix_power",
        }
    }

    /// The function's results for the operands `xs` (two for `solve`, else one), whose own
    /// dtype has the machine epsilon `eps` (the default tolerances scale with it).
    pub fn run<T: LinalgElem>(self, xs: &[ArrayViewD<'_, T>], eps: f64) -> Result<Vec<Output<T>>> {
        let function = self.name();
        let x = match (self, xs) {
            (Op::Solve { adjoint }, [a, b]) => {
                return Ok(vec![Output::Same(solve_view(
                    a.clone(),
                    b.clone(),
                    adjoint,
                )?)]);
            }
            (Op::Solve { .. }, _) | (_, [_, _, ..]) | (_, []) => {
                return Err(error::invalid(
                    function,
                    format!("takes one operand (two for solve), got {}", xs.len()),
                ));
            }
            (_, [x]) => x.clone(),
        };
        let same = |a| Ok(vec![Output::Same(a)]);
        match self {
            Op::Det => same(det_view(x)?),
            Op::Inv { adjoint } => same(inv_view(x, adjoint)?),
            Op::Cholesky { upper } => same(cholesky_view(x, upper)?),
            Op::Qr { complete } => qr_view(x, complete),
            Op::Svd { full } => svd_view(x, full),
            Op::Svdvals => svdvals_view(x),
            Op::Eigh { upper, vectors } => eigh_view(x, upper, vectors),
            Op::Eig { vectors } => eig_view(x, vectors),
            Op::LuFactor { pivot } => lu_factor_view(x, pivot),
            Op::Slogdet => slogdet_view(x),
            Op::Pinv { rtol } => pinv_view(x, rtol, eps),
            Op::MatrixRank { rtol } => matrix_rank_view(x, rtol, eps),
            Op::MatrixPower(n) => same(matrix_power_view(x, n)?),
            Op::Solve { .. } => unreachable!("solve returned above"),
        }
    }
}

/// The stack of matrices of `x` (its last two axes), in row-major order: the elements, the
/// matrices' rows and columns, and the batch shape. An error below two dimensions.
fn matrix_stack<T: Copy>(
    function: &'static str,
    x: ArrayViewD<'_, T>,
) -> Result<(Vec<T>, usize, usize, Vec<usize>)> {
    let s = x.shape();
    let nd = s.len();
    if nd < 2 {
        return Err(error::invalid(
            function,
            format!("needs a stack of matrices (at least two dimensions), got shape {s:?}"),
        ));
    }
    let (rows, cols) = (s[nd - 2], s[nd - 1]);
    Ok((elements(function, &x)?, rows, cols, s[..nd - 2].to_vec()))
}

/// `batch` followed by `tail`.
fn with_tail(batch: &[usize], tail: &[usize]) -> Vec<usize> {
    batch.iter().chain(tail).copied().collect()
}

/// The `rows × cols` matrix with ones on its main diagonal, row-major.
fn eye<T: LinalgElem>(rows: usize, cols: usize) -> Vec<T> {
    (0..rows * cols)
        .map(|i| {
            if i / cols == i % cols {
                T::one()
            } else {
                T::zero()
            }
        })
        .collect()
}

/// The matrix `m` (`n × n`) made Hermitian from its lower triangle, or its upper one if
/// `upper`: the other triangle the conjugate of the one read, the diagonal its real part.
fn hermitian<T: LinalgElem>(m: &[T], n: usize, upper: bool) -> Vec<T> {
    let mut h = m.to_vec();
    for i in 0..n {
        for j in 0..n {
            let read = if upper { i <= j } else { i >= j };
            h[i * n + j] = if i == j {
                T::from_re(m[i * n + i].re())
            } else if read {
                m[i * n + j]
            } else {
                m[j * n + i].conj()
            };
        }
    }
    h
}

/// The Cholesky factors of the Hermitian positive-definite matrices of `x`: lower (`x = L ·
/// L^H`), read from the lower triangles, or upper (`x = U^H · U`) from the upper ones. A
/// matrix that is not positive definite is an error naming it, as NumPy's `LinAlgError`.
pub fn cholesky_view<T: LinalgElem>(x: ArrayViewD<'_, T>, upper: bool) -> Result<ArrayD<T>> {
    const F: &str = "cholesky";
    let shape = x.shape().to_vec();
    let (v, n, batch) = square_stack(F, x)?;
    let d = T::decompositions(dense(F)?);
    let mut out = ivy_runtime::result_vec(F, &shape)?;
    for b in 0..element_count(F, &batch)? {
        let m = &v[b * n * n..(b + 1) * n * n];
        let l = (d.cholesky)(m, n, upper).ok_or_else(|| {
            error::invalid(
                F,
                format!(
                    "the matrix at index {b} of the stack is not positive definite (its \
                     factorisation met a pivot that is not positive)"
                ),
            )
        })?;
        out.extend(l);
    }
    shaped(F, &shape, out)
}

/// The QR factors of the matrices of `x` (`M × N`, `K = min(M, N)`): `Q` `M × K` with
/// orthonormal columns and `R` `K × N` upper triangular, or if `complete` `Q` `M × M` and `R`
/// `M × N`.
fn qr_view<T: LinalgElem>(x: ArrayViewD<'_, T>, complete: bool) -> Result<Vec<Output<T>>> {
    const F: &str = "qr";
    let (v, m, n, batch) = matrix_stack(F, x)?;
    let k = if complete { m } else { m.min(n) };
    let (qs, rs) = (with_tail(&batch, &[m, k]), with_tail(&batch, &[k, n]));
    let d = T::decompositions(dense(F)?);
    let mut q = ivy_runtime::result_vec(F, &qs)?;
    let mut r = ivy_runtime::result_vec(F, &rs)?;
    for b in 0..element_count(F, &batch)? {
        if m.min(n) == 0 {
            // Nothing to factor: `Q` is the identity's first `K` columns, `R` zeros.
            q.extend(eye::<T>(m, k));
            r.extend(std::iter::repeat_n(T::zero(), k * n));
            continue;
        }
        let (qb, rb) = (d.qr)(&v[b * m * n..(b + 1) * m * n], m, n, complete);
        q.extend(qb);
        r.extend(rb);
    }
    Ok(vec![
        Output::Same(shaped(F, &qs, q)?),
        Output::Same(shaped(F, &rs, r)?),
    ])
}

/// The singular value decompositions `x = U · diag(S) · Vh` of the matrices of `x` (`M × N`,
/// `K = min(M, N)`): `U` `M × K`, `S` `K` (largest first), `Vh` `K × N`, or if `full` `U` `M ×
/// M` and `Vh` `N × N`. A matrix holding `inf` or `NaN` gives `NaN`s (the decomposition does
/// not converge on them).
fn svd_view<T: LinalgElem>(x: ArrayViewD<'_, T>, full: bool) -> Result<Vec<Output<T>>> {
    const F: &str = "svd";
    let (v, m, n, batch) = matrix_stack(F, x)?;
    let k = m.min(n);
    let (uc, vr) = if full { (m, n) } else { (k, k) };
    let (us, ss, vs) = (
        with_tail(&batch, &[m, uc]),
        with_tail(&batch, &[k]),
        with_tail(&batch, &[vr, n]),
    );
    let d = T::decompositions(dense(F)?);
    let mut u = ivy_runtime::result_vec(F, &us)?;
    let mut s = ivy_runtime::result_vec(F, &ss)?;
    let mut vh = ivy_runtime::result_vec(F, &vs)?;
    for b in 0..element_count(F, &batch)? {
        let a = &v[b * m * n..(b + 1) * m * n];
        if k == 0 {
            u.extend(eye::<T>(m, uc));
            vh.extend(eye::<T>(vr, n));
        } else if a.iter().any(|e| !e.finite()) {
            let nan = T::from_re(f64::NAN);
            u.extend(std::iter::repeat_n(nan, m * uc));
            s.extend(std::iter::repeat_n(f64::NAN, k));
            vh.extend(std::iter::repeat_n(nan, vr * n));
        } else {
            let (a, scale) = scaled(a);
            let f = (d.svd)(&a, m, n, full)
                .map_err(|e| error::invalid(F, format!("the SVD did not converge: {e}")))?;
            u.extend(f.u);
            s.extend(f.s.into_iter().map(|v| v * scale));
            vh.extend(f.vh);
        }
    }
    Ok(vec![
        Output::Same(shaped(F, &us, u)?),
        Output::Real(shaped(F, &ss, s)?),
        Output::Same(shaped(F, &vs, vh)?),
    ])
}

/// The singular values of the matrices of `x`, largest first ([`singular_values`]).
fn svdvals_view<T: LinalgElem>(x: ArrayViewD<'_, T>) -> Result<Vec<Output<T>>> {
    const F: &str = "svdvals";
    let (v, m, n, batch) = matrix_stack(F, x)?;
    let k = m.min(n);
    let shape = with_tail(&batch, &[k]);
    let mut s = ivy_runtime::result_vec(F, &shape)?;
    if k > 0 {
        for b in 0..element_count(F, &batch)? {
            s.extend(singular_values(F, &v[b * m * n..(b + 1) * m * n], m, n)?);
        }
    }
    Ok(vec![Output::Real(shaped(F, &shape, s)?)])
}

/// The eigenvalues (ascending) of the Hermitian matrices of `x`, read from their lower
/// triangles (upper ones if `upper`), and if `vectors` the eigenvectors (the columns of a
/// matrix). A matrix holding `inf` or `NaN` gives `NaN`s.
fn eigh_view<T: LinalgElem>(
    x: ArrayViewD<'_, T>,
    upper: bool,
    vectors: bool,
) -> Result<Vec<Output<T>>> {
    let f = Op::Eigh { upper, vectors }.name();
    let (v, n, batch) = square_stack(f, x)?;
    let (ws, vs) = (with_tail(&batch, &[n]), with_tail(&batch, &[n, n]));
    let d = T::decompositions(dense(f)?);
    let mut w = ivy_runtime::result_vec(f, &ws)?;
    let mut q = ivy_runtime::result_vec(f, if vectors { &vs } else { &[0] })?;
    for b in 0..element_count(f, &batch)? {
        if n == 0 {
            continue;
        }
        let h = hermitian(&v[b * n * n..(b + 1) * n * n], n, upper);
        if h.iter().any(|e| !e.finite()) {
            w.extend(std::iter::repeat_n(f64::NAN, n));
            if vectors {
                q.extend(std::iter::repeat_n(T::from_re(f64::NAN), n * n));
            }
            continue;
        }
        let (h, scale) = scaled(&h);
        let (values, vecs) = (d.eigh)(&h, n, vectors).map_err(|e| {
            error::invalid(f, format!("the eigendecomposition did not converge: {e}"))
        })?;
        w.extend(values.into_iter().map(|v| v * scale));
        q.extend(vecs);
    }
    let mut out = vec![Output::Real(shaped(f, &ws, w)?)];
    if vectors {
        out.push(Output::Same(shaped(f, &vs, q)?));
    }
    Ok(out)
}

/// The eigenvalues and (if `vectors`) the unit eigenvectors of the general square matrices of
/// `x`, complex. A matrix holding `inf` or `NaN` is an error, as NumPy's `LinAlgError`.
fn eig_view<T: LinalgElem>(x: ArrayViewD<'_, T>, vectors: bool) -> Result<Vec<Output<T>>> {
    let f = Op::Eig { vectors }.name();
    let (v, n, batch) = square_stack(f, x)?;
    let (ws, vs) = (with_tail(&batch, &[n]), with_tail(&batch, &[n, n]));
    let d = T::decompositions(dense(f)?);
    let mut w = ivy_runtime::result_vec(f, &ws)?;
    let mut q = ivy_runtime::result_vec(f, if vectors { &vs } else { &[0] })?;
    for b in 0..element_count(f, &batch)? {
        if n == 0 {
            continue;
        }
        let m = &v[b * n * n..(b + 1) * n * n];
        if m.iter().any(|e| !e.finite()) {
            return Err(error::invalid(
                f,
                format!("matrix {b} of the stack holds inf or NaN; the matrices must be finite"),
            ));
        }
        let (m, scale) = scaled(m);
        let (values, vecs) = (d.eig)(&m, n, vectors).map_err(|e| {
            error::invalid(f, format!("the eigendecomposition did not converge: {e}"))
        })?;
        w.extend(values.into_iter().map(|v| v * scale));
        q.extend(vecs);
    }
    let mut out = vec![Output::Complex(shaped(f, &ws, w)?)];
    if vectors {
        out.push(Output::Complex(shaped(f, &vs, q)?));
    }
    Ok(out)
}

/// The packed LU factors (`x`'s shape) and the row interchanges (`int64`, `min(M, N)` per
/// matrix) of the matrices of `x`, as SciPy's `lu_factor`; a matrix holding `inf` or `NaN` is
/// an error, as SciPy's (its `check_finite`).
fn lu_factor_view<T: LinalgElem>(x: ArrayViewD<'_, T>, pivot: bool) -> Result<Vec<Output<T>>> {
    const F: &str = "lu_factor";
    let shape = x.shape().to_vec();
    let (v, rows, cols, batch) = matrix_stack(F, x)?;
    let k = rows.min(cols);
    let mut lu = ivy_runtime::result_vec(F, &shape)?;
    let mut pivots = ivy_runtime::result_vec(F, &with_tail(&batch, &[k]))?;
    let d = T::decompositions(dense(F)?);
    for b in 0..element_count(F, &batch)? {
        let m = &v[b * rows * cols..(b + 1) * rows * cols];
        if m.iter().any(|e| !e.finite()) {
            return Err(error::invalid(
                F,
                format!("matrix {b} of the stack holds inf or NaN; the matrices must be finite"),
            ));
        }
        let (factors, swaps) = (d.lu)(m, rows, cols, pivot);
        lu.extend(factors);
        pivots.extend(swaps.into_iter().map(|p| p as i64));
    }
    Ok(vec![
        Output::Same(shaped(F, &shape, lu)?),
        Output::Index(shaped(F, &with_tail(&batch, &[k]), pivots)?),
    ])
}

/// The signs and the natural logarithms of the absolute values of the determinants of the
/// square matrices of `x`: a singular one gives `(0, -inf)`, an empty one `(1, 0)`.
fn slogdet_view<T: LinalgElem>(x: ArrayViewD<'_, T>) -> Result<Vec<Output<T>>> {
    const F: &str = "slogdet";
    let (v, n, batch) = square_stack(F, x)?;
    let d = T::decompositions(dense(F)?);
    let mut sign = ivy_runtime::result_vec(F, &batch)?;
    let mut log = ivy_runtime::result_vec(F, &batch)?;
    for b in 0..element_count(F, &batch)? {
        let (s, l) = if n == 0 {
            (T::one(), 0.0)
        } else {
            (d.slogdet)(&v[b * n * n..(b + 1) * n * n], n)
        };
        sign.push(s);
        log.push(l);
    }
    Ok(vec![
        Output::Same(shaped(F, &batch, sign)?),
        Output::Real(shaped(F, &batch, log)?),
    ])
}

/// The relative tolerance `rtol`, or the default: `max(M, N)` times `eps`.
fn tolerance(rtol: Option<f64>, m: usize, n: usize, eps: f64) -> f64 {
    rtol.unwrap_or(m.max(n) as f64 * eps)
}

/// The Moore-Penrose pseudo-inverses (`N × M`) of the matrices of `x` (`M × N`), by SVD:
/// singular values at or below `rtol` times the largest count as zero. A matrix holding `inf` or
/// `NaN` gives `NaN`s.
fn pinv_view<T: LinalgElem>(
    x: ArrayViewD<'_, T>,
    rtol: Option<f64>,
    eps: f64,
) -> Result<Vec<Output<T>>> {
    const F: &str = "pinv";
    let (v, m, n, batch) = matrix_stack(F, x)?;
    let k = m.min(n);
    let shape = with_tail(&batch, &[n, m]);
    let d = T::decompositions(dense(F)?);
    let rtol = tolerance(rtol, m, n, eps);
    let mut out = ivy_runtime::result_vec(F, &shape)?;
    for b in 0..element_count(F, &batch)? {
        let a = &v[b * m * n..(b + 1) * m * n];
        if k == 0 {
            continue;
        }
        if a.iter().any(|e| !e.finite()) {
            out.extend(std::iter::repeat_n(T::from_re(f64::NAN), n * m));
            continue;
        }
        let (a, scale) = scaled(a);
        let f = (d.svd)(&a, m, n, false)
            .map_err(|e| error::invalid(F, format!("the SVD did not converge: {e}")))?;
        let cutoff = rtol * f.s[0];
        let inverted: Vec<f64> =
            f.s.iter()
                .map(|&s| if s > cutoff { (s * scale).recip() } else { 0.0 })
                .collect();
        // pinv = V · diag(1/S) · U^H: element (i, j) = Σ_l conj(Vh[l, i]) / S[l] · conj(U[j, l]).
        for i in 0..n {
            for j in 0..m {
                let mut acc = T::zero();
                for (l, &r) in inverted.iter().enumerate() {
                    if r != 0.0 {
                        acc = acc + f.vh[l * n + i].conj() * T::from_re(r) * f.u[j * k + l].conj();
                    }
                }
                out.push(acc);
            }
        }
    }
    Ok(vec![Output::Same(shaped(F, &shape, out)?)])
}

/// The ranks of the matrices of `x`: how many singular values exceed `rtol` times the largest.
fn matrix_rank_view<T: LinalgElem>(
    x: ArrayViewD<'_, T>,
    rtol: Option<f64>,
    eps: f64,
) -> Result<Vec<Output<T>>> {
    const F: &str = "matrix_rank";
    let (v, m, n, batch) = matrix_stack(F, x)?;
    let rtol = tolerance(rtol, m, n, eps);
    let mut out = ivy_runtime::result_vec(F, &batch)?;
    for b in 0..element_count(F, &batch)? {
        if m.min(n) == 0 {
            out.push(0);
            continue;
        }
        let s = singular_values(F, &v[b * m * n..(b + 1) * m * n], m, n)?;
        let cutoff = rtol * s[0];
        out.push(s.iter().filter(|&&s| s > cutoff).count() as i64);
    }
    Ok(vec![Output::Index(shaped(F, &batch, out)?)])
}

/// The `p`-th powers of the square matrices of `x`, by repeated squaring on the GEMM: the
/// identity for `p = 0`, powers of the inverse for a negative `p` (a singular matrix is then
/// an error).
pub fn matrix_power_view<T: LinalgElem>(x: ArrayViewD<'_, T>, p: i64) -> Result<ArrayD<T>> {
    const F: &str = "matrix_power";
    let shape = x.shape().to_vec();
    let (v, n, batch) = square_stack(F, x)?;
    let dense = dense(F)?;
    let (lu, gemm) = (T::decompositions(dense), T::gemm(dense));
    let product = |a: &[T], b: &[T]| {
        let mut dst = vec![T::zero(); n * n];
        let (a, b) = (
            Operand {
                values: a,
                row_major: true,
            },
            Operand {
                values: b,
                row_major: true,
            },
        );
        gemm(&mut dst, a, b, (n, n, n), false);
        dst
    };
    let mut out = ivy_runtime::result_vec(F, &shape)?;
    for b in 0..element_count(F, &batch)? {
        let m = &v[b * n * n..(b + 1) * n * n];
        let mut base = if p < 0 && n > 0 {
            (lu.inverse)(m, n, false).ok_or_else(|| singular(F, b))?
        } else {
            m.to_vec()
        };
        let mut e = p.unsigned_abs();
        let mut acc: Option<Vec<T>> = None;
        while e > 0 {
            if e & 1 == 1 {
                acc = Some(match acc {
                    Some(a) => product(&a, &base),
                    None => base.clone(),
                });
            }
            e >>= 1;
            if e > 0 {
                base = product(&base, &base);
            }
        }
        out.extend(acc.unwrap_or_else(|| eye(n, n)));
    }
    shaped(F, &shape, out)
}
