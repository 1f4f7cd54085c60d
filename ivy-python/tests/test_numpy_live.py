"""ivy_rs.numpy against NumPy itself, in the same process, on inputs hypothesis draws.

Every function of the NumPy frontend that NumPy has as a ufunc of one or two arguments, and
its reductions, runs on the same drawn arrays (every NumPy dtype ivy has, edge values
included: nan, +-inf, -0.0, subnormals, integer extremes, 0-d and empty arrays) in both
libraries. The result's dtype must be NumPy's, and its values NumPy's: exactly for integers and
booleans, within a few units in the last place for floats (transcendental functions are not
correctly rounded in either library), nan where NumPy has nan. Where NumPy raises, ivy must
raise too. Known differences are listed below with their reasons and run as expected failures,
so a fixed one shows up as passing.
"""

import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_rs

xnp = ivy_rs.numpy

#: NumPy's dtypes that ivy has.
DTYPES = [
    np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
    np.uint64, np.float16, np.float32, np.float64, np.complex64, np.complex128,
]

#: Where ivy's NumPy frontend differs from NumPy, and why: (function, dtype kind) -> reason,
#: the kind NumPy's one-letter code ("b" bool, "c" complex). The comparisons above leave these
#: combinations out; test_known_difference checks each still differs, so that a fixed one
#: must leave this list.
BOOL_MATH = ("ivy computes no arithmetic on bool (Ivy and the Array API define none); NumPy "
             "runs it in bool or its smallest integer or float type")
COMPLEX_ORDER = ("ivy does not order complex numbers (the Array API leaves it undefined); "
                 "NumPy orders them lexicographically")
#: Where NumPy is the less accurate of the two: (function, kind) -> (reason, input, the exact
#: value, derived by hand). Left out of the comparisons; test_more_accurate_than_numpy checks
#: that ivy gives the exact value there and NumPy still does not.
MORE_ACCURATE = {
    ("log1p", "c"): (
        "NumPy computes complex log1p as log(1 + z): every digit of a z below the epsilon is "
        "lost (log1p(1e-35) is 0 there); log1p(z) = z - z**2/2 + ..., so z itself for tiny z",
        np.array([1e-35 + 0j], np.complex64),
        np.array([1e-35 + 0j], np.complex64),
    ),
    ("square", "c"): (
        "(a+aj)**2 is 0 + 2a**2 j exactly; with 2a**2 above the largest float NumPy's real part "
        "is rounding left over (-7.67e291 for a = 2**511.5), ivy's the exact 0",
        np.array([np.sqrt(2.0) * 2.0**511 * (1 + 1j)]),
        np.array([complex(0.0, np.inf)]),
    ),
}

def _exp_overflows(x):
    with np.errstate(over="ignore"):
        return np.isinf(np.exp(x))


#: As MORE_ACCURATE, for the inputs `where(x)` holds only: (function, kind) -> (reason,
#: where, input, exact value). Only those inputs are left out of the comparisons.
MORE_ACCURATE_WHERE = {
    ("expm1", "c"): (
        "NumPy's complex expm1 is nan + nan j wherever a part is infinite or NaN, and inf + nan j "
        "on the real axis beyond exp's range (inf * sin 0); ivy follows C99 Annex G as NumPy's "
        "exp does (cexp(+inf + 0i) = +inf + 0i, cexp(x + i inf) = nan + i nan, ...), so "
        "expm1(89 + 0j) in complex64 is inf + 0j",
        lambda x: np.any(~np.isfinite(x) | ((x.imag == 0) & _exp_overflows(x.real))),
        np.array([89 + 0j], np.complex64),
        np.array([complex(np.inf, 0.0)], np.complex64),
    ),
}

#: ivy's wrong answers this comparison found, still to fix: (function, kind) -> (what, a
#: witness input). Left out of the comparisons; test_known_bug runs each witness as a strict
#: expected failure, so the fix of one shows up as an unexpected pass that must remove it.
BUGS = {
    ("matmul", "c"): ("complex products near the largest float overflow to inf or nan in "
                      "an intermediate",
                      np.array([[1.38653516e51 + 0j, 1.38653516e51 + 0j]]),
                      np.array([[6.4826814e256 + 0j], [6.4826814e256 + 0j]])),
    ("mean", "c"): ("the mean of complex values near the largest float overflows to inf",
                    np.array([2.0**127 * 1j, 0j], np.complex64)),
}

KNOWN = {
    ("absolute", "b"): BOOL_MATH,
    ("ceil", "b"): BOOL_MATH,
    ("floor", "b"): BOOL_MATH,
    ("trunc", "b"): BOOL_MATH,
    ("square", "b"): BOOL_MATH,
    ("floor_divide", "b"): BOOL_MATH,
    ("remainder", "b"): BOOL_MATH,
    ("power", "b"): BOOL_MATH,
    ("maximum", "b"): BOOL_MATH,
    ("minimum", "b"): BOOL_MATH,
    ("greater", "c"): COMPLEX_ORDER,
    ("greater_equal", "c"): COMPLEX_ORDER,
    ("less", "c"): COMPLEX_ORDER,
    ("less_equal", "c"): COMPLEX_ORDER,
    ("maximum", "c"): COMPLEX_ORDER,
    ("minimum", "c"): COMPLEX_ORDER,
    ("max", "c"): COMPLEX_ORDER,
    ("min", "c"): COMPLEX_ORDER,
    ("std", "c"): "ivy's std and var take real floats only (Ivy's, the Array API's)",
    ("var", "c"): "ivy's std and var take real floats only (Ivy's, the Array API's)",
}

EXAMPLES = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def _ufuncs(nin):
    names = []
    for name in sorted(xnp.__all__):
        f = getattr(np, name, None)
        if isinstance(f, np.ufunc) and f.nin == nin and f.nout == 1:
            names.append(name)
    return names


UNARY = _ufuncs(1)
BINARY = _ufuncs(2)
REDUCTIONS = [
    n for n in ["sum", "prod", "mean", "max", "min", "std", "var", "argmax", "argmin",
                "all", "any", "cumsum", "cumprod"]
    if n in xnp.__all__
]


def _known(name, *arrays_np):
    return any((name, a.dtype.kind) in table
               for a in arrays_np for table in (KNOWN, MORE_ACCURATE, BUGS)) or any(
        MORE_ACCURATE_WHERE[(name, a.dtype.kind)][1](a)
        for a in arrays_np if (name, a.dtype.kind) in MORE_ACCURATE_WHERE)


def arrays(dtype, min_dims=0, max_dims=3):
    return hnp.arrays(dtype, hnp.array_shapes(min_dims=min_dims, max_dims=max_dims,
                                              min_side=0, max_side=4))


def _tolerance(dtype):
    return {np.float16: 4e-3, np.float32: 4e-6, np.complex64: 4e-6}.get(
        np.dtype(dtype).type, 1e-13)


def _compare(name, ours, ref):
    ours_np = np.asarray(ours)
    assert ours_np.dtype == ref.dtype, f"{name}: dtype {ours_np.dtype}, NumPy {ref.dtype}"
    assert ours_np.shape == ref.shape, f"{name}: shape {ours_np.shape}, NumPy {ref.shape}"
    if ref.dtype.kind in "fc":
        # Complex parts apart: NumPy compares complex infinities whole, so a part that is inf
        # beside one a rounding apart would count as a mismatch.
        parts = (np.real, np.imag) if ref.dtype.kind == "c" else (np.asarray,)
        for part in parts:
            np.testing.assert_allclose(part(ours_np), part(ref), rtol=_tolerance(ref.dtype),
                                       atol=np.finfo(ref.dtype).tiny, equal_nan=True,
                                       err_msg=name)
    else:
        np.testing.assert_array_equal(ours_np, ref, err_msg=name)


EMPTY_OK = {"argmax", "argmin", "max", "min"}


def _run(name, f_ours, f_ref, *arrays_np):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            ref = np.asarray(f_ref(*arrays_np))
        except (TypeError, ValueError, np.exceptions.AxisError) as e:
            ref_error = e
        else:
            ref_error = None
    ours_in = [ivy_rs.asarray(a) for a in arrays_np]
    if ref_error is not None and name in EMPTY_OK and any(a.size == 0 for a in arrays_np):
        # NumPy refuses argmax/argmin/max/min over an empty axis even where the result is
        # empty too (shape (0, 0), axis 0: NumPy raises; ivy gives the empty result). An empty
        # result is the one answer with no element to be wrong: ivy's is accepted if empty.
        try:
            ours = np.asarray(f_ours(*ours_in))
        except ValueError:
            return
        assert ours.size == 0, (name, ours, ref_error)
        return
    if ref_error is not None:
        with pytest.raises(Exception):
            f_ours(*ours_in)
        return
    _compare(name, f_ours(*ours_in), ref)


@pytest.mark.parametrize("name", UNARY)
@EXAMPLES
@given(data=st.data())
def test_unary(name, data):
    dtype = data.draw(st.sampled_from(DTYPES), label="dtype")
    x = data.draw(arrays(dtype), label="x")
    assume(not _known(name, x))
    _run(name, getattr(xnp, name), getattr(np, name), x)


@pytest.mark.parametrize("name", BINARY)
@EXAMPLES
@given(data=st.data())
def test_binary(name, data):
    d1 = data.draw(st.sampled_from(DTYPES), label="dtype1")
    d2 = data.draw(st.sampled_from([d1] + DTYPES), label="dtype2")
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4))
    x1 = data.draw(hnp.arrays(d1, shape), label="x1")
    x2 = data.draw(hnp.arrays(d2, shape), label="x2")
    assume(not _known(name, x1, x2))
    _run(name, getattr(xnp, name), getattr(np, name), x1, x2)


@pytest.mark.parametrize("name", REDUCTIONS)
@EXAMPLES
@given(data=st.data())
def test_reduction(name, data):
    dtype = data.draw(st.sampled_from(DTYPES), label="dtype")
    x = data.draw(arrays(dtype, min_dims=1), label="x")
    assume(not _known(name, x))
    axis = data.draw(st.none() | st.integers(-x.ndim, x.ndim - 1), label="axis")
    ref = lambda a: getattr(np, name)(a, axis=axis)  # noqa: E731
    if name in WIDE_VARIANCES and x.dtype.kind == "f":
        # ivy computes these in float64: compare with NumPy in float64, rounded to x's dtype.
        ref = lambda a: getattr(np, name)(a.astype(np.float64), axis=axis).astype(a.dtype)  # noqa: E731
    _run(name, lambda a: getattr(xnp, name)(a, axis=axis), ref, x)


#: Reductions ivy computes in float64 where NumPy computes in the input's float dtype: NumPy's
#: sums there overflow to inf for large finite inputs (its std of [1.13e38] * 3 in float32 is
#: inf, ivy's the exact 0) and its rounding shows (std of [2.00001] * 9 in float32 is 2.4e-7
#: there, 0 here). They are compared with NumPy in float64. (ivy's mean sums in the input's
#: dtype, as NumPy's, and overflows alike.)
WIDE_VARIANCES = ("std", "var")


def test_the_lists_are_not_empty():
    # The comparison must cover something: an empty frontend would pass every test above.
    assert len(UNARY) >= 20 and len(BINARY) >= 10 and len(REDUCTIONS) >= 8, (
        UNARY, BINARY, REDUCTIONS)


_SAMPLE = {
    "b": np.array([True, False]),
    "c": np.array([1 + 2j, 2 - 1j], np.complex64),
    "i": np.array([1, -2], np.int8),
    "u": np.array([1, 2], np.uint8),
}


@pytest.mark.parametrize("name,kind", sorted(KNOWN))
def test_known_difference(name, kind):
    # Each listed difference still differs: ivy refuses what NumPy computes. Once ivy computes
    # it, this fails and the entry must go.
    x = _SAMPLE[kind]
    f = getattr(xnp, name)
    args = (x,) if name in UNARY or name in REDUCTIONS else (x, x)
    if name == "matmul":
        args = (x[:, None] * np.ones((1, 2), x.dtype), x[:, None] * np.ones((1, 2), x.dtype))
    np.asarray(getattr(np, name)(*args))  # NumPy computes it
    with pytest.raises(TypeError, match="does not support"):
        f(*[ivy_rs.asarray(a) for a in args])


@pytest.mark.parametrize("name,kind", sorted([*MORE_ACCURATE, *MORE_ACCURATE_WHERE]))
def test_more_accurate_than_numpy(name, kind):
    if (name, kind) in MORE_ACCURATE:
        _reason, x, exact = MORE_ACCURATE[(name, kind)]
    else:
        _reason, where, x, exact = MORE_ACCURATE_WHERE[(name, kind)]
        assert where(x)
    ours = np.asarray(getattr(xnp, name)(ivy_rs.asarray(x)))
    np.testing.assert_allclose(ours, exact, rtol=_tolerance(x.dtype))
    assert not np.allclose(getattr(np, name)(x), exact, rtol=_tolerance(x.dtype), atol=0)


@pytest.mark.parametrize("name,kind", [
    pytest.param(*k, marks=pytest.mark.xfail(reason=BUGS[k][0], strict=True)) for k in sorted(BUGS)
])
def test_known_bug(name, kind):
    _what, *witness = BUGS[(name, kind)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = np.asarray(getattr(np, name)(*witness))
    _compare(name, getattr(xnp, name)(*[ivy_rs.asarray(w) for w in witness]), ref)
