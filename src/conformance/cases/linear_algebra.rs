//! The cases of the linear algebra functions.

use super::{AsIndices, Case, Input, SQUARE, SQUARE_REVERSED};
use crate::TensordotAxes;

/// A matrix invertible in every dtype (`[[1, 0], [1, 1]]` as `bool`).
pub(super) const LOWER: Input = Input {
    values: &[2.0, 0.0, 1.0, 1.0],
    shape: &[2, 2],
};

/// A matrix positive definite in every dtype (the identity as `bool`), for the functions of
/// Hermitian matrices (and `eig`, whose eigenvectors are then unique up to sign).
pub(super) const DIAGONAL: Input = Input {
    values: &[2.0, 0.0, 0.0, 3.0],
    shape: &[2, 2],
};

/// Two rows of 3-vectors, for `cross` (whose products every dtype holds).
pub(super) const TRIPLES: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
    shape: &[2, 3],
};
pub(super) const TRIPLES_REVERSED: Input = Input {
    values: &[6.0, 5.0, 4.0, 3.0, 2.0, 1.0],
    shape: &[2, 3],
};

/// Row interchanges of a 2 × 2 LU factorisation: row 0 with row 1, then row 1 with itself.
pub(super) const PIVOTS: Input = Input {
    values: &[1.0, 1.0],
    shape: &[2],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(matmul, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::matmul(&x[0], &x[1])], [x[0].matmul(&x[1]) => ivy::matmul(&x[0], &x[1])]),
    case!(matrix_transpose, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::matrix_transpose(&x[0])], [x[0].matrix_transpose() => ivy::matrix_transpose(&x[0])]),
    case!(linear, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None, None
    ), forms |x, d| [ivy::linear(&x[0], &x[1])], [x[0].linear(&x[1]) => ivy::linear(&x[0], &x[1])]),
    case!(vecdot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], -1, None
    ), forms |x, d| [ivy::vecdot(&x[0], &x[1])], [x[0].vecdot(&x[1]) => ivy::vecdot(&x[0], &x[1])]),
    case!(tensordot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0],
        &x[1],
        TensordotAxes::Count(1),
        None
    ), forms |x, d| [ivy::tensordot::with(&x[0], &x[1]).axes(TensordotAxes::Count(1)).call()], [x[0].tensordot(&x[1]) => ivy::tensordot(&x[0], &x[1])]),
    case!(outer, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::outer(&x[0], &x[1])], [x[0].outer(&x[1]) => ivy::outer(&x[0], &x[1])]),
    case!(inner, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::inner(&x[0], &x[1])], [x[0].inner(&x[1]) => ivy::inner(&x[0], &x[1])]),
    case!(trace, Inputs, [SQUARE], |x, d| (&x[0], 0, 0, 1, None), forms |x, d| [ivy::trace(&x[0])], [x[0].trace() => ivy::trace(&x[0])]),
    case!(diagonal, Inputs, [SQUARE], |x, d| (&x[0], 0, -2, -1, None), forms |x, d| [ivy::diagonal(&x[0])], [x[0].diagonal() => ivy::diagonal(&x[0])]),
    case!(vector_norm, Inputs, [SQUARE], |x, d| (
        &x[0],
        Some(1),
        false,
        2.0,
        None,
        None
    ), forms |x, d| [ivy::vector_norm::with(&x[0]).axis(1).call()], [x[0].vector_norm() => ivy::vector_norm(&x[0])]),
    case!(matrix_norm, Inputs, [SQUARE], |x, d| (
        &x[0],
        "fro",
        (-2, -1),
        false,
        None,
        None
    ), forms |x, d| [ivy::matrix_norm(&x[0])], [x[0].matrix_norm() => ivy::matrix_norm(&x[0])]),
    case!(det, Inputs, [LOWER], |x, d| (&x[0], None), forms |x, d| [ivy::det(&x[0])], [x[0].det() => ivy::det(&x[0])]),
    case!(inv, Inputs, [LOWER], |x, d| (&x[0], false, None), forms |x, d| [ivy::inv(&x[0])], [x[0].inv() => ivy::inv(&x[0])]),
    case!(solve, Inputs, [LOWER, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], false, None
    ), forms |x, d| [ivy::solve(&x[0], &x[1])], [x[0].solve(&x[1]) => ivy::solve(&x[0], &x[1])]),
    case!(cholesky, Inputs, [DIAGONAL], |x, d| (&x[0], false, None), forms |x, d| [ivy::cholesky(&x[0])], [x[0].cholesky() => ivy::cholesky(&x[0])]),
    case!(qr, Inputs, [SQUARE], |x, d| (&x[0], "reduced", None), forms |x, d| [ivy::qr(&x[0])], [x[0].qr() => ivy::qr(&x[0])]),
    case!(svd, Inputs, [SQUARE], |x, d| (&x[0], true, None), forms |x, d| [ivy::svd(&x[0])], [x[0].svd() => ivy::svd(&x[0])]),
    case!(svdvals, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::svdvals(&x[0])], [x[0].svdvals() => ivy::svdvals(&x[0])]),
    case!(eigh, Inputs, [DIAGONAL], |x, d| (&x[0], "L", None), forms |x, d| [ivy::eigh(&x[0])], [x[0].eigh() => ivy::eigh(&x[0])]),
    case!(eigvalsh, Inputs, [DIAGONAL], |x, d| (&x[0], "L", None), forms |x, d| [ivy::eigvalsh(&x[0])], [x[0].eigvalsh() => ivy::eigvalsh(&x[0])]),
    case!(eig, Inputs, [DIAGONAL], |x, d| (&x[0]), forms |x, d| [ivy::eig(&x[0])], [x[0].eig() => ivy::eig(&x[0])]),
    case!(eigvals, Inputs, [DIAGONAL], |x, d| (&x[0]), forms |x, d| [ivy::eigvals(&x[0])], [x[0].eigvals() => ivy::eigvals(&x[0])]),
    case!(slogdet, Inputs, [LOWER], |x, d| (&x[0], None), forms |x, d| [ivy::slogdet(&x[0])], [x[0].slogdet() => ivy::slogdet(&x[0])]),
    case!(pinv, Inputs, [LOWER], |x, d| (&x[0], None, None), forms |x, d| [ivy::pinv(&x[0])], [x[0].pinv() => ivy::pinv(&x[0])]),
    case!(matrix_rank, Inputs, [SQUARE], |x, d| (&x[0], None, None), forms |x, d| [ivy::matrix_rank(&x[0])], [x[0].matrix_rank() => ivy::matrix_rank(&x[0])]),
    case!(matrix_power, Inputs, [LOWER], |x, d| (&x[0], -2, None), forms |x, d| [ivy::matrix_power(&x[0], -2)], [x[0].matrix_power(-2) => ivy::matrix_power(&x[0], -2)]),
    case!(cross, Inputs, [TRIPLES, TRIPLES_REVERSED], |x, d| (
        &x[0], &x[1], -1, None
    ), forms |x, d| [ivy::cross(&x[0], &x[1])], [x[0].cross(&x[1]) => ivy::cross(&x[0], &x[1])]),
    case!(diag, Inputs, [SQUARE], |x, d| (&x[0], 1, None), forms |x, d| [ivy::diag::with(&x[0]).k(1).call()], [x[0].diag() => ivy::diag(&x[0])]),
    case!(kron, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::kron(&x[0], &x[1])], [x[0].kron(&x[1]) => ivy::kron(&x[0], &x[1])]),
    case!(multi_dot, Inputs, [SQUARE, SQUARE_REVERSED, LOWER], |x, d| (&[x[0].clone(), x[1].clone(), x[2].clone()], None), forms |x, d| [ivy::multi_dot(&[x[0].clone(), x[1].clone(), x[2].clone()])], []),
    case!(lu_factor, Inputs, [LOWER], |x, d| (&x[0], true, None), forms |x, d| [ivy::lu_factor(&x[0])], [x[0].lu_factor() => ivy::lu_factor(&x[0])]),
    case!(lu_solve, Inputs, [LOWER, PIVOTS, SQUARE_REVERSED], |x, d| (&x[0], &x[1].as_indices()?, &x[2], "N", None), forms |x, d| [ivy::lu_solve(&x[0], &x[1].as_indices()?, &x[2])], [x[0].lu_solve(&x[1].as_indices()?, &x[2]) => ivy::lu_solve(&x[0], &x[1].as_indices()?, &x[2])]),
    case!(solve_triangular, Inputs, [LOWER, SQUARE_REVERSED], |x, d| (&x[0], &x[1], false, false, false, None), forms |x, d| [ivy::solve_triangular::with(&x[0], &x[1]).upper(false).call()], [x[0].solve_triangular(&x[1]) => ivy::solve_triangular(&x[0], &x[1])]),
    case!(matrix_exp, Inputs, [DIAGONAL], |x, d| (&x[0], None), forms |x, d| [ivy::matrix_exp(&x[0])], [x[0].matrix_exp() => ivy::matrix_exp(&x[0])]),
];
