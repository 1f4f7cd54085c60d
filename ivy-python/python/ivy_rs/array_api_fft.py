"""The Array API standard's ``fft`` extension (``xp.fft`` of ``ivy_rs.array_api``).

Each function is ivy's declaration of the same name (``ivy_rs.fft``, ``ivy_rs.rfftn``, ...),
called under the standard's settings as the rest of ``ivy_rs.array_api`` is (its promotion
rules, its default dtypes: ``fftfreq`` gives ``float64`` unless asked), with the standard's
signature: the array positional only, everything else by keyword only.

>>> import ivy_rs.array_api as xp
>>> x = xp.asarray([1.0, 2.0, 3.0, 4.0])
>>> xp.fft.rfft(x)
array([10.+0.j, -2.+2.j, -2.+0.j], dtype=complex128)
"""

from . import _functions, _native

__all__ = [
    "fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft",
    "fftfreq", "rfftfreq", "fftshift", "ifftshift",
]

# The declarations, run under the standard's settings.
_declared = {}
_functions.define(
    _declared,
    _native,
    lambda name, path: name if name in __all__ and path.startswith("ivy_runtime::") else None,
    array_api=True,
    module=__name__,
)


def _axes(axes):
    return None if axes is None else tuple(axes)


def fft(x, /, *, n=None, axis=-1, norm="backward"):
    """The discrete Fourier transform along ``axis``, of ``n`` points (padded or truncated)."""
    return _declared["fft"](x, n, axis, norm)


def ifft(x, /, *, n=None, axis=-1, norm="backward"):
    """The inverse discrete Fourier transform along ``axis``, of ``n`` points."""
    return _declared["ifft"](x, n, axis, norm)


def fftn(x, /, *, s=None, axes=None, norm="backward"):
    """The n-dimensional discrete Fourier transform over ``axes`` (all if ``None``)."""
    return _declared["fftn"](x, _axes(s), _axes(axes), norm)


def ifftn(x, /, *, s=None, axes=None, norm="backward"):
    """The inverse of ``fftn``."""
    return _declared["ifftn"](x, _axes(s), _axes(axes), norm)


def rfft(x, /, *, n=None, axis=-1, norm="backward"):
    """The first ``n // 2 + 1`` frequencies of the transform of the real ``x`` along ``axis``."""
    return _declared["rfft"](x, n, axis, norm)


def irfft(x, /, *, n=None, axis=-1, norm="backward"):
    """The ``n`` real points (``2 * (m - 1)`` by default) whose spectrum begins with ``x``."""
    return _declared["irfft"](x, n, axis, norm)


def rfftn(x, /, *, s=None, axes=None, norm="backward"):
    """The n-dimensional transform of the real ``x``, halved along the last of ``axes``."""
    return _declared["rfftn"](x, _axes(s), _axes(axes), norm)


def irfftn(x, /, *, s=None, axes=None, norm="backward"):
    """The inverse of ``rfftn``."""
    return _declared["irfftn"](x, _axes(s), _axes(axes), norm)


def hfft(x, /, *, n=None, axis=-1, norm="backward"):
    """The real spectrum of the signal with Hermitian symmetry whose first points are ``x``."""
    return _declared["hfft"](x, n, axis, norm)


def ihfft(x, /, *, n=None, axis=-1, norm="backward"):
    """The inverse of ``hfft``: the first ``n // 2 + 1`` points of the Hermitian signal."""
    return _declared["ihfft"](x, n, axis, norm)


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """The sample frequencies of ``fft`` of ``n`` points, for the sample spacing ``d``."""
    return _declared["fftfreq"](n, d, dtype=dtype, device=device)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """The sample frequencies of ``rfft`` of ``n`` points, for the sample spacing ``d``."""
    return _declared["rfftfreq"](n, d, dtype=dtype, device=device)


def fftshift(x, /, *, axes=None):
    """``x`` with the zero frequency moved to the middle of each of ``axes``."""
    return _declared["fftshift"](x, _axes(axes))


def ifftshift(x, /, *, axes=None):
    """The inverse of ``fftshift``."""
    return _declared["ifftshift"](x, _axes(axes))
