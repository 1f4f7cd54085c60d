"""ivy_rs.array_api.linalg against numpy.linalg, in the same process.

The Array API's linalg extension over ivy's decompositions: results are compared with
NumPy's on seeded random matrices (stacks included), factors whose signs are not fixed
(QR, SVD, eigenvectors) through what is fixed (their products, their absolute values).
"""

import numpy as np
import pytest

import ivy_rs
import ivy_rs.array_api as xp

la = xp.linalg

NAMES = [
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matmul", "matrix_norm",
    "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet",
    "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
]

RNG = np.random.default_rng(20261128)


def matrices(shape, dtype):
    """Random matrices of ``shape`` in ``dtype`` (complex: random imaginary parts too)."""
    a = RNG.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * RNG.standard_normal(shape)
    return a.astype(dtype)


def positive_definite(shape, dtype):
    """Hermitian positive-definite matrices: ``a @ a^H + n I``."""
    a = matrices(shape, dtype)
    n = shape[-1]
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)).astype(dtype)


def close(got, expected, dtype):
    tol = 1e-4 if np.dtype(dtype) in (np.float32, np.complex64) else 1e-10
    np.testing.assert_allclose(np.asarray(got), expected, rtol=tol, atol=tol)


DTYPES = [np.float32, np.float64, np.complex128]
SHAPES = [(3, 3), (2, 4, 4), (1, 1)]


def test_the_namespace_has_the_standards_names():
    for name in NAMES:
        assert callable(getattr(la, name)), name
    assert ivy_rs.linalg is la


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", SHAPES)
def test_hermitian_decompositions(shape, dtype):
    a = positive_definite(shape, dtype)
    x = xp.asarray(a)
    close(la.cholesky(x), np.linalg.cholesky(a), dtype)
    close(la.cholesky(x, upper=True), np.linalg.cholesky(a, upper=True), dtype)
    close(la.eigvalsh(x), np.linalg.eigvalsh(a), dtype)
    w, v = la.eigh(x)
    close(w, np.linalg.eigvalsh(a), dtype)
    v = np.asarray(v)
    close(v @ (np.asarray(w)[..., None] * np.conj(np.swapaxes(v, -1, -2))), a, dtype)
    sign, logabsdet = la.slogdet(x)
    np_sign, np_log = np.linalg.slogdet(a)
    close(sign, np_sign, dtype)
    close(logabsdet, np_log, dtype)
    assert np.asarray(logabsdet).dtype == np_log.dtype


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 3, 5), (2, 0, 3)])
def test_rectangular_decompositions(shape, dtype):
    a = matrices(shape, dtype)
    x = xp.asarray(a)
    close(la.svdvals(x), np.linalg.svdvals(a), dtype)
    u, s, vh = la.svd(x, full_matrices=False)
    close(s, np.linalg.svdvals(a), dtype)
    close(np.asarray(u) * np.asarray(s)[..., None, :] @ np.asarray(vh), a, dtype)
    full = la.svd(x)
    nu, _, nvh = np.linalg.svd(a)
    assert (full.U.shape, full.Vh.shape) == (nu.shape, nvh.shape)
    for mode in ("reduced", "complete"):
        q, r = la.qr(x, mode=mode)
        nq, nr = np.linalg.qr(a, mode=mode)
        assert (q.shape, r.shape) == (nq.shape, nr.shape)
        close(np.abs(np.asarray(r)), np.abs(nr), dtype)
        close(np.asarray(q) @ np.asarray(r), a, dtype)
    close(la.pinv(x), np.linalg.pinv(a), dtype)
    np.testing.assert_array_equal(np.asarray(la.matrix_rank(x)), np.linalg.matrix_rank(a))


@pytest.mark.parametrize("n", [-3, -1, 0, 1, 2, 5])
def test_matrix_power(n):
    a = positive_definite((2, 3, 3), np.float64)
    close(la.matrix_power(xp.asarray(a), n), np.linalg.matrix_power(a, n), np.float64)


def test_cross_and_the_products():
    a, b = matrices((4, 3), np.float64), matrices((3,), np.float64)
    close(la.cross(xp.asarray(a), xp.asarray(b)), np.linalg.cross(a, b), np.float64)
    c, d = matrices((3, 2), np.float64), matrices((3, 2), np.float64)
    close(la.cross(xp.asarray(c), xp.asarray(d), axis=0), np.linalg.cross(c, d, axis=0),
          np.float64)
    i = np.array([[1, 2, 3]], dtype=np.int64)
    got = la.cross(xp.asarray(i), xp.asarray(i[:, ::-1].copy()))
    np.testing.assert_array_equal(np.asarray(got), np.linalg.cross(i, i[:, ::-1]))
    m = matrices((2, 3, 3), np.float64)
    close(la.trace(xp.asarray(m), offset=1), np.linalg.trace(m, offset=1), np.float64)
    close(la.diagonal(xp.asarray(m), offset=-1), np.linalg.diagonal(m, offset=-1), np.float64)
    for ord in ("fro", "nuc", 1, 2, np.inf, -1, -2, -np.inf):
        close(la.matrix_norm(xp.asarray(m), ord=ord), np.linalg.matrix_norm(m, ord=ord),
              np.float64)
    close(la.vector_norm(xp.asarray(m), axis=(0, 2), ord=3),
          np.linalg.vector_norm(m, axis=(0, 2), ord=3), np.float64)


def test_tolerances_per_matrix():
    # Singular values 1 and 1e-3: rank 2 below a relative tolerance of 1e-3, 1 above it.
    a = np.array([[[1.0, 0.0], [0.0, 1e-3]]] * 2)
    rtol = np.array([1e-4, 1e-2])
    x = xp.asarray(a)
    np.testing.assert_array_equal(
        np.asarray(la.matrix_rank(x, rtol=xp.asarray(rtol))),
        np.linalg.matrix_rank(a, rtol=rtol),
    )
    close(la.pinv(x, rtol=xp.asarray(rtol)), np.linalg.pinv(a, rtol=rtol), np.float64)
    close(la.pinv(x, rtol=1e-2), np.linalg.pinv(a, rtol=1e-2), np.float64)


def test_results_are_the_standards_named_tuples():
    x = xp.asarray(positive_definite((2, 2), np.float64))
    assert la.eigh(x)._fields == ("eigenvalues", "eigenvectors")
    assert la.qr(x)._fields == ("Q", "R")
    assert la.slogdet(x)._fields == ("sign", "logabsdet")
    assert la.svd(x)._fields == ("U", "S", "Vh")


def test_errors_name_what_was_wrong():
    with pytest.raises(Exception, match="not positive definite"):
        la.cholesky(xp.asarray([[1.0, 2.0], [2.0, 1.0]]))
    with pytest.raises(Exception, match="square"):
        la.eigvalsh(xp.asarray([[1.0, 2.0, 3.0]]))
    with pytest.raises(Exception, match="singular"):
        la.matrix_power(xp.asarray([[1.0, 2.0], [2.0, 4.0]]), -1)
    with pytest.raises(Exception, match="mode"):
        la.qr(xp.asarray([[1.0]]), mode="r")
