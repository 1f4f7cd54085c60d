"""The Array API standard's namespace over ivy (``array_namespace`` of ``ivy_rs`` arrays).

Its functions are the library's declarations, generated as in ``ivy_rs`` but called under the
standard's settings: its promotion rules (pairs it leaves undefined are errors) and its default
dtypes (int64, float64, complex128). Names the standard spells differently from Ivy are
aliases here; what is written in Python is what the standard asks beyond the declarations
(``__array_namespace_info__``, ``isdtype``, ``astype``'s ``copy``).
"""

import builtins as _builtins
import math as _math
import operator as _operator
from collections import namedtuple as _namedtuple

import ivy_rs as _package

from . import _functions, _native
from . import array_api_fft as fft  # the `fft` extension; the declared `fft` is left out below
from ._native import (
    Array,
    bool,
    complex64,
    complex128,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)

__array_api_version__ = "2023.12"

e = _math.e
pi = _math.pi
inf = _math.inf
nan = _math.nan
newaxis = None

#: The dtypes the standard names, in its order.
_DTYPES = (
    bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
    float32, float64, complex64, complex128,
)


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    """An array from ``obj``, with the standard's default dtypes."""
    return _native.in_array_api(_native.asarray, obj, dtype=dtype, device=device, copy=copy)


def _library(name, path):
    return name if "." not in name and path.startswith("ivy_runtime::") else None


__all__ = _functions.define(
    globals(), _native, _library, array_api=True, module=__name__
)

_declared = {name: globals()[name] for name in __all__}


def _api(f):
    """A function the standard spells otherwise than the declaration, run under its rules."""

    def run(*args, **kwargs):
        return _native.in_array_api(f, *args, **kwargs)

    run.__name__ = run.__qualname__ = f.__name__
    run.__doc__ = f.__doc__
    run.__wrapped__ = f
    return run


@_api
def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    """Evenly spaced values in ``[start, stop)``; ``arange(n)`` is ``arange(0, n)``."""
    if stop is None:
        start, stop = 0, start
    return _declared["arange"](start, stop, step, dtype=dtype, device=device)


@_api
def astype(x, dtype, /, *, copy=True, device=None):
    """``x`` as ``dtype``; with ``copy=False``, ``x`` itself when it has that dtype."""
    if not copy and x.dtype == dtype:
        return x
    return _declared["astype"](x, dtype)


#: The declaration's `k` is a Rust `isize`.
_INT64 = (-(2**63), 2**63 - 1)


@_api
def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None):
    """``n_rows`` × ``n_cols`` with ones on the ``k``-th diagonal. ``k`` is any Python
    integer, as in NumPy: one beyond int64 is beyond every diagonal an array can have, so it
    is read as int64's bound, with the same all-zero result."""
    k = _builtins.min(_builtins.max(_operator.index(k), _INT64[0]), _INT64[1])
    return _declared["eye"](n_rows, n_cols, k=k, dtype=dtype, device=device)


@_api
def clip(x, /, min=None, max=None):
    """``x`` bounded below by ``min`` and above by ``max`` (numbers or arrays; either left
    out: no bound)."""
    r = x
    if min is not None:
        r = _declared["maximum"](r, min)
    if max is not None:
        r = _declared["minimum"](r, max)
    return r if r is not x else _declared["astype"](x, x.dtype)


def result_type(*arrays_and_dtypes):
    """The dtype the standard's promotion gives ``arrays_and_dtypes`` together."""
    return _declared["result_type"](list(arrays_and_dtypes))


def broadcast_arrays(*arrays):
    """The arrays broadcast to one shape."""
    return _declared["broadcast_arrays"](list(arrays))


def meshgrid(*arrays, indexing="xy"):
    """Coordinate grids from one-dimensional arrays."""
    return _declared["meshgrid"](list(arrays), indexing=indexing)


def nonzero(x, /):
    """The indices of the non-zero elements, one array per axis."""
    return tuple(_declared["nonzero"](x))


def unstack(x, /, *, axis=0):
    """The arrays along ``axis``, as a tuple."""
    n = x.shape[axis]
    axis = axis % x.ndim
    return tuple(x[(slice(None),) * axis + (i,)] for i in range(n))


def take(x, indices, /, *, axis=None):
    """The elements of ``x`` at ``indices`` along ``axis``."""
    if axis is None:
        if x.ndim != 1:
            raise ValueError("take: axis is required for an array of more than one dimension")
        axis = 0
    return _declared["gather"](x, indices, axis=axis)


@_api
def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    """The running sums along ``axis``; with ``include_initial``, starting from 0."""
    if axis is None:
        if x.ndim != 1:
            raise ValueError("cumulative_sum: axis is required for more than one dimension")
        axis = 0
    s = _declared["cumsum"](x, axis, dtype=dtype)
    if include_initial:
        shape = list(s.shape)
        shape[axis] = 1
        s = _declared["concat"]([_declared["zeros"](tuple(shape), dtype=s.dtype), s], axis)
    return s


@_api
def concat(arrays, /, *, axis=0):
    """The arrays joined along ``axis``; ``axis=None``: flattened first."""
    if axis is None:
        arrays = [_declared["reshape"](a, (-1,)) for a in arrays]
        axis = 0
    return _declared["concat"](list(arrays), axis)


@_api
def repeat(x, repeats, /, *, axis=None):
    """Each element of ``x`` repeated ``repeats`` times (an integer, or one per element)."""
    if isinstance(repeats, Array):
        repeats = [int(r) for r in unstack(repeats)] if repeats.ndim else int(repeats)
    return _declared["repeat"](x, repeats, axis)


@_api
def searchsorted(x1, x2, /, *, side="left", sorter=None):
    """Where the values ``x2`` go among the sorted ``x1`` (``x1[sorter]`` if given)."""
    if sorter is not None:
        x1 = take(x1, sorter)
    return _declared["searchsorted"](x1, x2, side)


@_api
def finfo(type, /):
    """The limits of a real or complex floating dtype; a complex dtype's are those of its
    parts, and its ``dtype`` is theirs."""
    info = _declared["finfo"](type)
    info.dtype = {complex64: float32, complex128: float64}.get(info.dtype, info.dtype)
    return info


def _over_axes(name, x, axis, keepdims, **kw):
    """The reduction ``name`` over any axes: a tuple of them is moved to the end and merged
    into one axis (ivy's reductions take one axis or all)."""
    reduce = _declared[name]
    if axis is None or isinstance(axis, int):
        return reduce(x, axis=axis, keepdims=keepdims, **kw)
    axes = sorted({a % x.ndim for a in axis}) if x.ndim else []
    if not axes:
        # Over no axis: each element reduced alone.
        return reduce(_declared["expand_dims"](x, -1), axis=-1, **kw)
    rest = [a for a in range(x.ndim) if a not in axes]
    moved = _declared["permute_dims"](x, rest + axes)
    # The merged length written out: -1 is ambiguous where another length is 0.
    merged_len = _math.prod(x.shape[a] for a in axes)
    merged = _declared["reshape"](moved, tuple(x.shape[a] for a in rest) + (merged_len,))
    r = reduce(merged, axis=-1, **kw)
    if keepdims:
        r = _declared["reshape"](r, tuple(1 if a in axes else n for a, n in enumerate(x.shape)))
    return r


@_api
def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    """The sum over ``axis`` (an axis, a tuple of them, or all)."""
    return _over_axes("sum", x, axis, keepdims, dtype=dtype)


@_api
def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    """The product over ``axis`` (an axis, a tuple of them, or all)."""
    return _over_axes("prod", x, axis, keepdims, dtype=dtype)


@_api
def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    """The standard deviation over ``axis``, with ``correction`` degrees of freedom."""
    return _over_axes("std", x, axis, keepdims, correction=correction)


@_api
def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    """The variance over ``axis``, with ``correction`` degrees of freedom."""
    return _over_axes("var", x, axis, keepdims, correction=correction)


def _plain_reduction(name):
    def run(x, /, *, axis=None, keepdims=False):
        return _over_axes(name, x, axis, keepdims)

    run.__name__ = run.__qualname__ = name
    run.__doc__ = f"``{name}`` over ``axis`` (an axis, a tuple of them, or all)."
    return _api(run)


for _name in ("mean", "max", "min", "all", "any"):
    globals()[_name] = _plain_reduction(_name)


def from_dlpack(x, /, *, device=None, copy=None):
    """An array of the elements of a DLPack producer, copied (through NumPy)."""
    return _native.in_array_api(_package.from_dlpack, x, device=device, copy=copy)


UniqueAll = _namedtuple("UniqueAll", ["values", "indices", "inverse_indices", "counts"])
UniqueCounts = _namedtuple("UniqueCounts", ["values", "counts"])
UniqueInverse = _namedtuple("UniqueInverse", ["values", "inverse_indices"])


def unique_all(x, /):
    """The unique values, the index of each one's first occurrence, the inverse and counts."""
    return UniqueAll(*_declared["unique_all"](x))


def unique_counts(x, /):
    """The unique values and how often each occurs."""
    return UniqueCounts(*_declared["unique_counts"](x))


def unique_inverse(x, /):
    """The unique values, and each element's position among them."""
    return UniqueInverse(*_declared["unique_inverse"](x))


@_api
def reshape(x, /, shape, *, copy=None):
    """``x`` with the shape ``shape``."""
    return _declared["reshape"](x, shape)


_KINDS = {
    "bool": (bool,),
    "signed integer": (int8, int16, int32, int64),
    "unsigned integer": (uint8, uint16, uint32, uint64),
    "integral": (int8, int16, int32, int64, uint8, uint16, uint32, uint64),
    "real floating": (float32, float64),
    "complex floating": (complex64, complex128),
    "numeric": (int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64,
                complex64, complex128),
}


def isdtype(dtype, kind):
    """Whether ``dtype`` is of ``kind``: a dtype, a kind's name, or a tuple of them."""
    if isinstance(kind, tuple):
        return _builtins.any(isdtype(dtype, k) for k in kind)
    if isinstance(kind, str):
        if kind not in _KINDS:
            raise ValueError(f"isdtype: unknown kind {kind!r}: expected one of {sorted(_KINDS)}")
        return dtype in _KINDS[kind]
    return dtype == kind


class _Info:
    """``__array_namespace_info__()``: what this namespace has."""

    def capabilities(self):
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self):
        return "cpu"

    def devices(self):
        return ["cpu"]

    def default_dtypes(self, *, device=None):
        return {"real floating": float64, "complex floating": complex128, "integral": int64,
                "indexing": int64}

    def dtypes(self, *, device=None, kind=None):
        names = {
            "bool": bool, "int8": int8, "int16": int16, "int32": int32, "int64": int64,
            "uint8": uint8, "uint16": uint16, "uint32": uint32, "uint64": uint64,
            "float32": float32, "float64": float64, "complex64": complex64,
            "complex128": complex128,
        }
        if kind is None:
            return names
        return {n: d for n, d in names.items() if isdtype(d, kind)}


def __array_namespace_info__():
    """What this namespace has: its devices, dtypes and default dtypes."""
    return _Info()


__all__ = sorted(set(__all__) | {
    "arange", "astype", "clip", "result_type", "broadcast_arrays", "meshgrid", "nonzero",
    "unstack", "take", "cumulative_sum", "reshape", "isdtype", "__array_namespace_info__",
    "asarray", "concat", "repeat", "searchsorted", "finfo", "unique_all", "unique_counts",
    "unique_inverse", "sum", "prod", "std", "var", "mean", "max", "min", "all", "any",
    "from_dlpack",
})

from . import array_api_linalg as linalg  # noqa: E402 (the extension uses this namespace)
