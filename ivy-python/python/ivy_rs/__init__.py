"""ivy for Rust from Python: dtype-aware array functions on interchangeable backends.

The public namespace of the package. The compiled part, ``ivy_rs._native``, holds the array
class, the dtypes, ``asarray`` and ivy's settings; this module gathers them, and sets ivy's
default dtypes to the Array API's (int64, float64, complex128) on import, as NumPy has them.

>>> import ivy_rs as xp
>>> x = xp.asarray([1, 2], dtype=xp.int8)
>>> x + 2
array([3, 4], dtype=int8)
"""

import math as _math

from . import _native
from ._native import (
    Array,
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
    unset_default_dtype,
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

# The Array API's default dtypes (NumPy's), where ivy's own are float32 / int32 / complex64.
set_default_int_dtype(int64)
set_default_uint_dtype(uint64)
set_default_float_dtype(float64)
set_default_complex_dtype(complex128)


def from_dlpack(x, /, *, device=None, copy=None):
    """An array of the elements of a DLPack producer (an object with ``__dlpack__``).

    The elements are copied, through NumPy: ``copy=False`` is refused.
    """
    if copy is False:
        raise ValueError("from_dlpack: ivy_rs copies what it takes (copy=False was given)")
    import numpy

    return asarray(numpy.from_dlpack(x), device=device)

