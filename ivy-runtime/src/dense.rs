//! Dense linear algebra as the backends' kernels call it: matrix products (GEMM), LU
//! decompositions (determinants, inverses, solves), Cholesky and QR decompositions, singular
//! value, self-adjoint and general eigenvalue decompositions, packed LU factors, over matrices stored in slices. A crate of the program provides them ([`DenseLinalg`], linked in through
//! [`IVY_DENSE`]): the `ivy` crate links `ivy-faer`'s, on faer. The backends depend on this
//! interface only, so they compile beside faer instead of after it, and a program may link
//! another implementation in its place.

use num_complex::Complex;

use crate::error::{Error, Result};

/// A matrix operand: its elements in row-major order (`row_major`) or column-major order.
#[derive(Clone, Copy, Debug)]
pub struct Operand<'a, T> {
    /// The elements.
    pub values: &'a [T],
    /// Whether `values` are in row-major order (else column-major).
    pub row_major: bool,
}

/// `dst = lhs · rhs` for an `m × k` `lhs` and a `k × n` `rhs`, `dst` row-major `m × n`
/// (overwritten); on rayon's pool if `parallel`.
pub type Gemm<T> =
    fn(dst: &mut [T], lhs: Operand<'_, T>, rhs: Operand<'_, T>, dims: Dims, parallel: bool);

/// A product's dimensions: `(m, k, n)`.
pub type Dims = (usize, usize, usize);

/// [`Decompositions::solve`]'s signature.
pub type Solve<T> = fn(a: &[T], n: usize, adjoint: bool, b: &[T], k: usize) -> Option<Vec<T>>;

/// [`Decompositions::singular_values`]'s signature.
pub type SingularValues<T> =
    fn(a: &[T], rows: usize, cols: usize) -> core::result::Result<Vec<f64>, String>;

/// [`Decompositions::svd`]'s signature: the factors of a `rows × cols` matrix of finite
/// elements, all of `U` and `Vh` if `full`, or why the decomposition failed.
pub type Svd<T> = fn(
    a: &[T],
    rows: usize,
    cols: usize,
    full: bool,
) -> core::result::Result<SvdFactors<T>, String>;

/// [`Decompositions::eigh`]'s signature.
pub type Eigh<T> =
    fn(a: &[T], n: usize, vectors: bool) -> core::result::Result<(Vec<f64>, Vec<T>), String>;

/// [`Decompositions::eig`]'s signature: the eigen pairs, or why the decomposition failed.
pub type Eig<T> = fn(a: &[T], n: usize, vectors: bool) -> core::result::Result<EigenPairs, String>;

/// The eigenvalues of a general matrix and (else an empty vector) its eigenvectors, complex.
pub type EigenPairs = (Vec<Complex<f64>>, Vec<Complex<f64>>);

/// [`Decompositions::lu`]'s signature: the packed factors and the row interchanges.
pub type Lu<T> = fn(a: &[T], rows: usize, cols: usize, pivot: bool) -> (Vec<T>, Vec<usize>);

/// [`Decompositions::qr`]'s signature.
pub type Qr<T> = fn(a: &[T], rows: usize, cols: usize, complete: bool) -> (Vec<T>, Vec<T>);

/// The singular value decomposition `a = U · diag(s) · Vh` of a `rows × cols` matrix, `k =
/// min(rows, cols)`: `U` is `rows × k` (`rows × rows` if full), `s` the `k` singular values,
/// largest first, `Vh` is `k × cols` (`cols × cols` if full); row-major.
#[derive(Clone, Debug, PartialEq)]
pub struct SvdFactors<T> {
    /// The left singular vectors, as columns.
    pub u: Vec<T>,
    /// The singular values, largest first.
    pub s: Vec<f64>,
    /// The right singular vectors, conjugate-transposed (as rows).
    pub vh: Vec<T>,
}

/// The decompositions for one element type. Every matrix is row-major; `n × n` is square. A
/// singular matrix (an exactly zero pivot) gives `None`.
#[derive(Clone, Copy, Debug)]
pub struct Decompositions<T> {
    /// The determinant of an `n × n` matrix (`n > 0`).
    pub det: fn(a: &[T], n: usize) -> T,
    /// The inverse of an `n × n` matrix, of its conjugate transpose if `adjoint`.
    pub inverse: fn(a: &[T], n: usize, adjoint: bool) -> Option<Vec<T>>,
    /// `y` (`n × k`) of `a @ y = b`, of `a^H @ y = b` if `adjoint`, for an `n × n` `a` and an
    /// `n × k` `b`.
    pub solve: Solve<T>,
    /// The singular values of a `rows × cols` matrix of finite elements, largest first, or why
    /// the decomposition failed.
    pub singular_values: SingularValues<T>,
    /// The singular value decomposition (see [`SvdFactors`]).
    pub svd: Svd<T>,
    /// The Cholesky factor of an `n × n` Hermitian positive-definite matrix: `L` (lower, `a = L
    /// · L^H`) read from `a`'s lower triangle, or if `upper` `U` (upper, `a = U^H · U`) read from
    /// its upper triangle; `None` if the matrix is not positive definite.
    pub cholesky: fn(a: &[T], n: usize, upper: bool) -> Option<Vec<T>>,
    /// The QR decomposition of a `rows × cols` matrix: `Q` (`rows × k`, orthonormal columns)
    /// and `R` (`k × cols`, upper triangular), `k = min(rows, cols)`, or `k = rows` if
    /// `complete`.
    pub qr: Qr<T>,
    /// The eigenvalues of an `n × n` Hermitian matrix (read from its lower triangle), ascending,
    /// and if `vectors` its eigenvectors as the columns of an `n × n` matrix (else an empty
    /// vector), or why the decomposition failed.
    pub eigh: Eigh<T>,
    /// The eigenvalues of a general `n × n` matrix (complex, in no particular order), and if
    /// `vectors` its right eigenvectors (each of unit Euclidean norm) as the columns of a
    /// complex `n × n` matrix (else an empty vector), or why the decomposition failed.
    pub eig: Eig<T>,
    /// The LU decomposition of a `rows × cols` matrix of finite elements, as LAPACK's `getrf`
    /// (SciPy's `lu_factor`): `L` (unit diagonal, not stored) below the diagonal and `U` on and
    /// above it, packed in one `rows × cols` matrix, and the `min(rows, cols)` row
    /// interchanges in order (row `i` was swapped with row `pivots[i] >= i`). With partial
    /// pivoting (the largest `|re| + |im|` of the column, the first of equals), or without any
    /// interchange unless `pivot`. A zero pivot leaves its column unscaled, as `getrf` does.
    pub lu: Lu<T>,
    /// The sign (a unit value, or 0) and the natural logarithm of the absolute value of the
    /// determinant of an `n × n` matrix (`-inf` for a singular one), by LU decomposition.
    pub slogdet: fn(a: &[T], n: usize) -> (T, f64),
}

/// A provider of dense linear algebra: the GEMM of each inexact accumulator type, and the
/// decompositions in float64 and complex128 (the kernels compute in those and round once).
#[derive(Clone, Copy, Debug)]
pub struct DenseLinalg {
    /// Who provides it (for messages): `"faer"`.
    pub name: &'static str,
    /// float32 products.
    pub gemm_f32: Gemm<f32>,
    /// float64 products.
    pub gemm_f64: Gemm<f64>,
    /// complex64 products.
    pub gemm_c64: Gemm<Complex<f32>>,
    /// complex128 products.
    pub gemm_c128: Gemm<Complex<f64>>,
    /// float64 decompositions.
    pub f64: Decompositions<f64>,
    /// complex128 decompositions.
    pub c128: Decompositions<Complex<f64>>,
}

/// The dense linear algebra linked into the program: a provider adds its [`DenseLinalg`]
/// (`#[linkme::distributed_slice(ivy::dense::IVY_DENSE)]`); the first is used.
// SAFETY: linkme's `#[link_section]` static, as in `registry::linked`.
#[allow(unsafe_code)]
#[linkme::distributed_slice]
pub static IVY_DENSE: [DenseLinalg];

/// The dense linear algebra the program links, or an error naming `function` and what to link.
pub fn dense(function: &'static str) -> Result<&'static DenseLinalg> {
    IVY_DENSE.first().ok_or_else(|| {
        Error::InvalidInput(format!(
            "{function}: no dense linear algebra is linked into this program; the `ivy` crate \
             links `ivy-faer`'s (a crate using `ivy-backends` alone adds `extern crate ivy_faer;`)"
        ))
    })
}

/// An element type with a GEMM: the inexact accumulator types.
pub trait GemmElem: Sized + 'static {
    /// This type's GEMM in `dense`.
    fn gemm(dense: &DenseLinalg) -> Gemm<Self>;
}

/// An element type the decompositions compute in: float64 and complex128.
pub trait DecompositionElem: Sized + 'static {
    /// This type's decompositions in `dense`.
    fn decompositions(dense: &DenseLinalg) -> &Decompositions<Self>;
    /// Whether the value is finite (every part of it).
    fn finite(&self) -> bool;
}

impl GemmElem for f32 {
    fn gemm(dense: &DenseLinalg) -> Gemm<Self> {
        dense.gemm_f32
    }
}
impl GemmElem for f64 {
    fn gemm(dense: &DenseLinalg) -> Gemm<Self> {
        dense.gemm_f64
    }
}
impl GemmElem for Complex<f32> {
    fn gemm(dense: &DenseLinalg) -> Gemm<Self> {
        dense.gemm_c64
    }
}
impl GemmElem for Complex<f64> {
    fn gemm(dense: &DenseLinalg) -> Gemm<Self> {
        dense.gemm_c128
    }
}
impl DecompositionElem for f64 {
    fn decompositions(dense: &DenseLinalg) -> &Decompositions<Self> {
        &dense.f64
    }
    fn finite(&self) -> bool {
        self.is_finite()
    }
}
impl DecompositionElem for Complex<f64> {
    fn decompositions(dense: &DenseLinalg) -> &Decompositions<Self> {
        &dense.c128
    }
    fn finite(&self) -> bool {
        self.is_finite()
    }
}
