"""The Array API standard's ``linalg`` extension (``ivy_rs.array_api.linalg``).

Its 23 functions with the standard's signatures, over the functions of the Array API
namespace (``ivy_rs.array_api``, whose calls run under the standard's rules): the
decompositions are ivy's declarations (computed in float64 or complex128 and rounded once),
the rest the main namespace's own functions under their ``linalg`` names. ``eigh``, ``qr``,
``slogdet`` and ``svd`` return the named tuples the standard asks for.
"""

import math as _math
from collections import namedtuple as _namedtuple

from . import array_api as _xp

__all__ = [
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matmul", "matrix_norm",
    "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet",
    "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
    "EighResult", "QRResult", "SlogdetResult", "SVDResult",
]

EighResult = _namedtuple("EighResult", ["eigenvalues", "eigenvectors"])
QRResult = _namedtuple("QRResult", ["Q", "R"])
SlogdetResult = _namedtuple("SlogdetResult", ["sign", "logabsdet"])
SVDResult = _namedtuple("SVDResult", ["U", "S", "Vh"])


def cholesky(x, /, *, upper=False):
    """The Cholesky factors of the Hermitian positive-definite matrices of ``x``: lower
    (``x = L @ L^H``), or upper (``x = U^H @ U``) if ``upper``."""
    return _xp.cholesky(x, upper=upper)


def cross(x1, x2, /, *, axis=-1):
    """The cross products of the 3-element vectors of ``x1`` and ``x2`` along ``axis``."""
    return _xp.cross(x1, x2, axis=axis)


def det(x, /):
    """The determinants of the square matrices of ``x``."""
    return _xp.det(x)


def diagonal(x, /, *, offset=0):
    """The ``offset``-th diagonals of the matrices of ``x`` (its last two axes)."""
    return _xp.diagonal(x, offset=offset, axis1=-2, axis2=-1)


def eigh(x, /):
    """The eigenvalues (ascending) and eigenvectors of the Hermitian matrices of ``x``."""
    return EighResult(*_xp.eigh(x))


def eigvalsh(x, /):
    """The eigenvalues (ascending) of the Hermitian matrices of ``x``."""
    return _xp.eigvalsh(x)


def inv(x, /):
    """The inverses of the square matrices of ``x``."""
    return _xp.inv(x)


def matmul(x1, x2, /):
    """The matrix product of ``x1`` and ``x2``."""
    return _xp.matmul(x1, x2)


def _norm_order(ord):
    """A matrix norm's ``ord`` as ivy names it: ``"fro"``, ``"nuc"``, ``"1"``, ``"-inf"``..."""
    if isinstance(ord, str):
        return ord
    if _math.isinf(ord):
        return "inf" if ord > 0 else "-inf"
    if ord != int(ord):
        raise ValueError(f"matrix_norm: unsupported ord {ord!r}")
    return str(int(ord))


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    """The ``ord``-norms of the matrices of ``x``: ``"fro"``, ``"nuc"``, 1, 2, inf, -1, -2,
    -inf."""
    return _xp.matrix_norm(x, ord=_norm_order(ord), keepdims=keepdims)


def matrix_power(x, n, /):
    """The ``n``-th powers of the square matrices of ``x`` (of their inverses if ``n < 0``)."""
    return _xp.matrix_power(x, n)


def _per_matrix(rtol, x):
    """``rtol`` as ivy's functions take it (a number), or ``None`` when it is an array of one
    tolerance per matrix (the caller then composes the result)."""
    if isinstance(rtol, _xp.Array):
        if rtol.ndim == 0:
            return float(rtol)
        return None
    return rtol


def _large(s, rtol):
    """Which singular values ``s`` (stacks of them, largest first) exceed ``rtol`` (one per
    stack) times the largest."""
    if s.shape[-1] == 0:
        return s > 0
    smax = _xp.max(s, axis=-1, keepdims=True)
    return s > _xp.reshape(rtol, tuple(rtol.shape) + (1,)) * smax


def matrix_rank(x, /, *, rtol=None):
    """The ranks of the matrices of ``x``: how many singular values exceed ``rtol`` times the
    largest (default: ``max(M, N)`` times the dtype's epsilon)."""
    tol = _per_matrix(rtol, x)
    if tol is not None or rtol is None:
        return _xp.matrix_rank(x, rtol=tol)
    large = _large(svdvals(x), rtol)
    return _xp.sum(_xp.astype(large, _xp.int64), axis=-1)


def matrix_transpose(x, /):
    """``x`` with its last two axes swapped."""
    return _xp.matrix_transpose(x)


def outer(x1, x2, /):
    """The outer product of the vectors ``x1`` and ``x2``."""
    return _xp.outer(x1, x2)


def pinv(x, /, *, rtol=None):
    """The Moore-Penrose pseudo-inverses of the matrices of ``x``: singular values at or
    below ``rtol`` times the largest count as zero."""
    tol = _per_matrix(rtol, x)
    if tol is not None or rtol is None:
        return _xp.pinv(x, rtol=tol)
    u, s, vh = _xp.svd(x, full_matrices=False)
    large = _large(s, rtol)
    inverted = _xp.where(large, 1 / _xp.where(large, s, 1), 0)
    v = _xp.conj(_xp.matrix_transpose(vh)) if _xp.isdtype(x.dtype, "complex floating") \
        else _xp.matrix_transpose(vh)
    uh = _xp.conj(_xp.matrix_transpose(u)) if _xp.isdtype(x.dtype, "complex floating") \
        else _xp.matrix_transpose(u)
    row = _xp.reshape(inverted, tuple(inverted.shape[:-1]) + (1, inverted.shape[-1]))
    scaled = v * _xp.astype(row, v.dtype)
    return _xp.matmul(scaled, uh)


def qr(x, /, *, mode="reduced"):
    """The QR decompositions of the matrices of ``x``: ``mode`` ``"reduced"`` or
    ``"complete"``."""
    return QRResult(*_xp.qr(x, mode=mode))


def slogdet(x, /):
    """The signs and natural logarithms of the absolute values of the determinants of the
    square matrices of ``x``."""
    return SlogdetResult(*_xp.slogdet(x))


def solve(x1, x2, /):
    """The solutions ``y`` of ``x1 @ y = x2`` (``x2`` a vector if it is 1-d)."""
    return _xp.solve(x1, x2)


def svd(x, /, *, full_matrices=True):
    """The singular value decompositions ``x = U @ diag(S) @ Vh`` of the matrices of ``x``."""
    return SVDResult(*_xp.svd(x, full_matrices=full_matrices))


def svdvals(x, /):
    """The singular values of the matrices of ``x``, largest first."""
    return _xp.svdvals(x)


def tensordot(x1, x2, /, *, axes=2):
    """The sums of products of ``x1`` and ``x2`` over ``axes`` (a count, or two sequences of
    axes)."""
    return _xp.tensordot(x1, x2, axes=axes)


def trace(x, /, *, offset=0, dtype=None):
    """The sums of the ``offset``-th diagonals of the matrices of ``x`` (its last two axes),
    in ``dtype`` if given."""
    return _xp.sum(diagonal(x, offset=offset), axis=-1, dtype=dtype)


def vecdot(x1, x2, /, *, axis=-1):
    """The dot products of the vectors of ``x1`` and ``x2`` along ``axis``."""
    return _xp.vecdot(x1, x2, axis=axis)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """The ``ord``-norms of the vectors of ``x`` along ``axis`` (an axis, a tuple of them, or
    all)."""
    return _xp._over_axes("vector_norm", x, axis, keepdims, ord=float(ord))
