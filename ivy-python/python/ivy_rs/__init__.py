"""ivy for Rust from Python: dtype-aware array functions on interchangeable backends.

The public namespace of the package. The compiled part, ``ivy_rs._native``, holds the array
class, the dtypes, ``asarray``, ivy's settings and the declared functions' signatures; this
module gathers them and generates a Python function from each declaration (``_functions``).

>>> import ivy_rs as xp
>>> x = xp.asarray([1, 2], dtype=xp.int8)
>>> x + 2
array([3, 4], dtype=int8)
"""

import math as _math

from . import _native
from ._native import (
    Array,
    AxisError,
    DType,
    Scope,
    asarray,
    # dtypes
    bfloat16,
    bool,
    complex64,
    complex128,
    float16,
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
    # settings
    backends,
    casting_mode,
    current_backend,
    default_complex_dtype,
    default_float_dtype,
    default_int_dtype,
    default_uint_dtype,
    is_precise_mode,
    promotion_rules,
    set_backend,
    set_casting_mode,
    set_default_complex_dtype,
    set_default_dtype,
    set_default_float_dtype,
    set_default_int_dtype,
    set_default_uint_dtype,
    set_precise_mode,
    set_promotion_rules,
    unset_backend,
    unset_default_complex_dtype,
    unset_default_dtype,
    unset_default_float_dtype,
    unset_default_int_dtype,
    unset_default_uint_dtype,
    using_backend,
    using_casting_mode,
    using_default_complex_dtype,
    using_default_dtype,
    using_default_float_dtype,
    using_default_int_dtype,
    using_default_uint_dtype,
    using_precise_mode,
    using_promotion_rules,
)

__array_api_version__ = "2023.12"

#: Every dtype, in ivy's order.
all_dtypes = (
    int8, int16, int32, int64, uint8, uint16, uint32, uint64,
    bfloat16, float16, float32, float64, bool, complex64, complex128,
)

# The Array API's constants.
e = _math.e
pi = _math.pi
inf = _math.inf
nan = _math.nan
newaxis = None

# Every declared function: the library's here, with Ivy's semantics (its promotion rules and
# default dtypes, float32 and int32); each frontend's in a module of its own
# (`ivy_rs.numpy.add`). The Array API's namespace is `ivy_rs.array_api`.
from . import _functions


def _library(name, path):
    return name if "." not in name and path.startswith("ivy_runtime::") else None


__all__ = _functions.define(globals(), _native, _library, module=__name__)


def _frontend(prefix):
    import sys
    import types

    module = types.ModuleType(f"{__name__}.{prefix}", f"{prefix}'s functions over ivy's.")
    names = _functions.define(
        vars(module),
        _native,
        lambda name, _path: name[len(prefix) + 1:] if name.startswith(prefix + ".") else None,
        module=module.__name__,
    )
    module.__all__ = names
    sys.modules[module.__name__] = module
    return module


numpy = _frontend("numpy")
torch = _frontend("torch")
jax = _frontend("jax")
del _frontend


def __getattr__(name):
    """``linalg``: the Array API's ``linalg`` extension (``ivy_rs.array_api.linalg``), loaded
    on first use."""
    if name == "linalg":
        from .array_api import linalg

        return linalg
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def from_dlpack(x, /, *, device=None, copy=None):
    """An array of the elements of a DLPack producer (an object with ``__dlpack__``: NumPy,
    PyTorch and JAX arrays, ``ivy_rs.Array``).

    The producer's host memory is read in place, without a copy, on the ndarray backend: a
    write through ivy copies it first, so the producer never sees ivy's writes (but ivy's
    array sees the producer's, as DLPack shares memory). ``copy=True`` copies; ``copy=False``
    refuses where a copy would be needed (another backend in force).
    """
    return _native.from_dlpack(x, device=device, copy=copy)

