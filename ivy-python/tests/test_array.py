"""ivy_rs.Array against NumPy: every expected value here is NumPy's, computed in the test."""

import operator
import pickle

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy_rs as xp

NAMES = [
    "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "bfloat16", "float16", "float32", "float64", "bool", "complex64", "complex128",
]
# The dtypes NumPy has of its own (bfloat16 only through ml_dtypes).
NUMPY_NAMES = [n for n in NAMES if n != "bfloat16"]
INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


@pytest.fixture(autouse=True, scope="module")
def numpys_default_dtypes():
    """NumPy's default dtypes (int64, float64, complex128) for the comparisons with NumPy:
    ``ivy_rs`` keeps Ivy's (int32, float32, complex64) unless set otherwise."""
    assert (xp.default_int_dtype(), xp.default_float_dtype()) == (xp.int32, xp.float32)
    xp.set_default_int_dtype(xp.int64)
    xp.set_default_uint_dtype(xp.uint64)
    xp.set_default_float_dtype(xp.float64)
    xp.set_default_complex_dtype(xp.complex128)
    yield
    xp.unset_default_int_dtype()
    xp.unset_default_uint_dtype()
    xp.unset_default_float_dtype()
    xp.unset_default_complex_dtype()
    # Ivy's defaults again.
    assert (
        xp.default_int_dtype(),
        xp.default_uint_dtype(),
        xp.default_float_dtype(),
        xp.default_complex_dtype(),
    ) == (xp.int32, xp.uint32, xp.float32, xp.complex64)


def same(ours, expected):
    """`ours` (an ivy_rs.Array) holds NumPy's `expected`: dtype, shape and values."""
    assert isinstance(ours, xp.Array), type(ours)
    got = np.asarray(ours)
    expected = np.asarray(expected)
    assert got.dtype == expected.dtype, (got.dtype, expected.dtype)
    assert got.shape == expected.shape, (got.shape, expected.shape)
    np.testing.assert_array_equal(got, expected)


# --- dtypes -------------------------------------------------------------------------------


def test_every_dtype_is_a_module_attribute():
    assert [str(d) for d in xp.all_dtypes] == NAMES
    for name in NAMES:
        d = getattr(xp, name)
        assert isinstance(d, xp.DType)
        assert repr(d) == f"ivy_rs.{name}"
        assert str(d) == name and d.name == name
        assert d == name and d == xp.DType(name) and not (d != name)
        assert hash(d) == hash(name)
        assert pickle.loads(pickle.dumps(d)) == d
    assert xp.int8 != xp.int16 and xp.int8 != "int16"
    assert xp.int8.__eq__(8) is NotImplemented
    assert (xp.int8 == 8) is False and (xp.int8 != None) is True  # noqa: E711
    assert {xp.float32: 1}["float32"] == 1


def test_an_unknown_dtype_name_is_a_type_error():
    with pytest.raises(TypeError, match="int33"):
        xp.DType("int33")
    with pytest.raises(TypeError):
        xp.asarray([1], dtype="int33")


# --- asarray ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        [1, 2, 3],
        [1.5, 2.0],
        [True, False],
        [1j, 2],
        [True, 2],
        [1, 2.5],
        [[1, 2], [3, 4]],
        ((1, 2), (3, 4)),
        [[[1.0], [2.0]]],
        7,
        2.5,
        True,
        3 + 4j,
        [2**63],
        [-(2**63), 2**62],
        [],
    ],
)
def test_asarray_infers_numpys_dtype(value):
    same(xp.asarray(value), np.asarray(value))


@pytest.mark.parametrize("name", NUMPY_NAMES)
def test_asarray_with_a_dtype(name):
    value = [[0, 1], [1, 0]]
    same(xp.asarray(value, dtype=name), np.asarray(value, dtype=name))
    same(xp.asarray(value, dtype=getattr(xp, name)), np.asarray(value, dtype=name))


def test_asarray_refuses_ragged_lists_and_values_out_of_range():
    with pytest.raises(ValueError):
        xp.asarray([[1, 2], [3]])
    with pytest.raises(OverflowError):
        xp.asarray([300], dtype=xp.int8)
    with pytest.raises(OverflowError):
        xp.asarray([2**64])
    with pytest.raises(TypeError):
        xp.asarray("abc")


def test_asarray_of_an_array_is_that_array_unless_asked_for_a_copy():
    x = xp.asarray([1, 2])
    assert xp.asarray(x) is x
    y = xp.asarray(x, copy=True)
    y += 1
    same(x, np.asarray([1, 2]))
    same(xp.asarray(x, dtype=xp.int8), np.asarray([1, 2], dtype=np.int8))
    with pytest.raises(ValueError):
        xp.asarray(x, dtype=xp.int8, copy=False)
    with pytest.raises(ValueError):
        xp.asarray([1, 2], copy=False)


@pytest.mark.parametrize("name", NUMPY_NAMES)
def test_numpy_round_trip_for_every_dtype(name):
    a = (np.arange(12).reshape(3, 4) % 3).astype(name)
    x = xp.asarray(a)
    assert x.dtype == name and x.shape == (3, 4)
    back = np.asarray(x)
    assert back.dtype == a.dtype
    np.testing.assert_array_equal(back, a)
    # Not contiguous, byte-swapped, 0-d: NumPy's layout is read, not assumed.
    same(xp.asarray(a[::-1, ::2]), a[::-1, ::2])
    swapped = a.astype(a.dtype.newbyteorder("S"))
    same(xp.asarray(swapped), a)
    same(xp.asarray(a[0, 0]), a[0, 0])
    same(xp.asarray(np.asarray(a[1, 1])), np.asarray(a[1, 1]))


def test_bfloat16_round_trip_through_ml_dtypes():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    a = np.asarray([1.0, -2.5, 3.0], dtype=ml_dtypes.bfloat16)
    x = xp.asarray(a)
    assert x.dtype == xp.bfloat16
    back = np.asarray(x)
    assert back.dtype == a.dtype
    np.testing.assert_array_equal(back.astype(np.float32), a.astype(np.float32))


def test_array_dunder_takes_a_dtype_and_refuses_copy_false():
    x = xp.asarray([1, 2], dtype=xp.int8)
    assert np.asarray(x, dtype=np.float32).dtype == np.float32
    with pytest.raises(ValueError):
        x.__array__(copy=False)
    # The NumPy array is NumPy's own: writable, not sharing our memory.
    a = np.asarray(x)
    a[0] = 9
    same(x, np.asarray([1, 2], dtype=np.int8))


def test_buffers_without_numpy():
    import array

    same(xp.asarray(array.array("h", [1, -2, 3])), np.asarray([1, -2, 3], dtype=np.int16))
    same(xp.asarray(memoryview(array.array("d", [1.5]))), np.asarray([1.5]))


# --- attributes ---------------------------------------------------------------------------


def test_attributes():
    x = xp.asarray(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    assert x.shape == a.shape and x.ndim == 3 and x.size == 24 and len(x) == 2
    assert x.dtype == xp.float32 and x.device == "cpu"
    same(x.mT, np.swapaxes(a, -1, -2))
    m = xp.asarray([[1, 2, 3], [4, 5, 6]])
    same(m.T, np.asarray([[1, 2, 3], [4, 5, 6]]).T)
    with pytest.raises(ValueError):
        x.T
    assert x.to_device("cpu") is x
    assert x.__array_namespace__() is xp
    with pytest.raises(TypeError):
        len(xp.asarray(3))


# --- operators ----------------------------------------------------------------------------

BINARY = [
    operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv,
    operator.mod, operator.pow,
]
BITWISE = [operator.and_, operator.or_, operator.xor, operator.lshift, operator.rshift]
COMPARE = [operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge]

A = [[7, -3, 0], [5, 2, -8]]
B = [[2, 5, 3], [-3, 1, 4]]


@pytest.mark.parametrize("op", BINARY + COMPARE, ids=lambda f: f.__name__)
@pytest.mark.parametrize("name", ["int8", "int32", "int64", "float32", "float64"])
def test_arithmetic_and_comparisons_match_numpy(op, name):
    a, b = np.asarray(A, dtype=name), np.asarray(B, dtype=name)
    if op is operator.pow:
        b = np.abs(b)
    x, y = xp.asarray(a), xp.asarray(b)
    with np.errstate(all="ignore"):
        if op in (operator.floordiv, operator.mod) and a.dtype.kind == "i":
            b = np.where(b == 0, 1, b)
            y = xp.asarray(b)
        same(op(x, y), op(a, b))
        # A Python scalar is weak on either side: the array's dtype stays.
        same(op(x, 3), op(a, 3))
        # Reflected, on elements that are no zero divisors and no negative exponents.
        c = np.where(a == 0, 1, np.abs(a) if op is operator.pow else a).astype(name)
        same(op(3, xp.asarray(c)), op(3, c))


@pytest.mark.parametrize("op", [operator.floordiv, operator.mod], ids=lambda f: f.__name__)
def test_reflected_floor_division_and_modulo_follow_numpys_signs(op):
    a = np.asarray([3, -4, 5, -6], dtype=np.int16)
    same(op(7, xp.asarray(a)), op(7, a))
    same(op(-7, xp.asarray(a)), op(-7, a))
    f = np.asarray([2.5, -1.5], dtype=np.float64)
    same(op(7.0, xp.asarray(f)), op(7.0, f))


def test_reflected_power_and_division():
    a = np.asarray([1, 2, 3], dtype=np.int32)
    same(2 ** xp.asarray(a), 2 ** a)
    same(1 / xp.asarray(a), 1 / a)
    same(10 - xp.asarray(a), 10 - a)
    same(2.5 * xp.asarray(a), 2.5 * a)


@pytest.mark.parametrize("op", BITWISE, ids=lambda f: f.__name__)
@pytest.mark.parametrize("name", INTS)
def test_bitwise_operators_match_numpy(op, name):
    a = np.asarray([0, 1, 5, 6, 7], dtype=name)
    b = np.asarray([1, 3, 2, 1, 0], dtype=name)
    same(op(xp.asarray(a), xp.asarray(b)), op(a, b))
    same(op(xp.asarray(a), 1), op(a, 1))


def test_bitwise_on_bool():
    a, b = np.asarray([True, True, False]), np.asarray([True, False, False])
    for op in (operator.and_, operator.or_, operator.xor):
        same(op(xp.asarray(a), xp.asarray(b)), op(a, b))
    same(~xp.asarray(a), ~a)


def test_int8_wraps_around_as_numpy_does():
    a = np.asarray([100, 127, -128], dtype=np.int8)
    x = xp.asarray(a)
    with np.errstate(all="ignore"):
        same(x + 100, a + np.int8(100))
        same(x * 3, a * np.int8(3))
        same(-x, -a)
        same(x - xp.asarray([-100, -1, 1], dtype=xp.int8), a - np.asarray([-100, -1, 1], dtype=np.int8))


def test_weak_scalars_keep_the_array_dtype_and_floats_widen_ints():
    x = xp.asarray([1, 2], dtype=xp.int8)
    assert (x + 2).dtype == xp.int8
    assert (x * 2.5).dtype == xp.float64  # as NumPy: int8 + Python float is float64
    same(x * 2.5, np.asarray([1, 2], dtype=np.int8) * 2.5)
    y = xp.asarray([1.0], dtype=xp.float32)
    assert (y + 1.5).dtype == xp.float32
    # A complex scalar: ivy's rules take the default complex dtype, NumPy's rules keep float32's.
    assert (y + 1j).dtype == xp.complex128
    with xp.using_promotion_rules("numpy"):
        same(y + 1j, np.asarray([1.0], dtype=np.float32) + 1j)


def test_unary_operators():
    a = np.asarray([[-2, 0], [3, -4]], dtype=np.int16)
    x = xp.asarray(a)
    same(-x, -a)
    same(+x, +a)
    same(abs(x), abs(a))
    same(~x, ~a)
    f = np.asarray([-1.5, 2.0], dtype=np.float32)
    same(abs(xp.asarray(f)), abs(f))
    with pytest.raises(TypeError):
        ~xp.asarray(f)


def test_matmul():
    a = np.arange(6, dtype=np.float64).reshape(2, 3)
    b = np.arange(12, dtype=np.float64).reshape(3, 4)
    same(xp.asarray(a) @ xp.asarray(b), a @ b)
    c = np.arange(8, dtype=np.float64).reshape(4, 2)
    same(xp.asarray(a).__rmatmul__(xp.asarray(c)), c @ a)
    with pytest.raises(ValueError):
        xp.asarray(a) @ xp.asarray(a)
    with pytest.raises(TypeError):
        xp.asarray(a) @ 2


@pytest.mark.parametrize(
    "op, iop",
    [
        (operator.add, operator.iadd), (operator.sub, operator.isub),
        (operator.mul, operator.imul), (operator.floordiv, operator.ifloordiv),
        (operator.mod, operator.imod), (operator.and_, operator.iand),
        (operator.or_, operator.ior), (operator.xor, operator.ixor),
        (operator.lshift, operator.ilshift), (operator.rshift, operator.irshift),
        (operator.pow, operator.ipow),
    ],
    ids=lambda f: f.__name__,
)
def test_in_place_operators_write_in_place(op, iop):
    a = np.asarray([5, 6, 7], dtype=np.int32)
    x = xp.asarray(a)
    alias = x
    result = iop(x, 2)
    assert result is alias
    same(alias, op(a, 2))
    x = xp.asarray(a)
    iop(x, xp.asarray([1, 2, 3], dtype=xp.int32))
    same(x, op(a, np.asarray([1, 2, 3], dtype=np.int32)))


def test_in_place_true_division_and_refused_casts():
    x = xp.asarray([1.0, 2.0])
    x /= 2
    same(x, np.asarray([0.5, 1.0]))
    i = xp.asarray([1, 2], dtype=xp.int8)
    with pytest.raises(TypeError):
        i += 2.5  # float64 does not cast to int8 in place (NumPy's UFuncTypeError)
    same(i, np.asarray([1, 2], dtype=np.int8))
    with pytest.raises(ValueError):
        i += xp.asarray([[1, 2], [3, 4]], dtype=xp.int8)  # out= never broadcasts
    i += i
    same(i, np.asarray([2, 4], dtype=np.int8))


def test_comparisons_return_arrays_and_unsupported_operands_are_not_implemented():
    x = xp.asarray([1, 2, 3])
    r = x == 2
    assert isinstance(r, xp.Array) and r.dtype == xp.bool
    same(2 < x, 2 < np.asarray([1, 2, 3]))
    assert (x == "a") is False
    assert x.__add__("a") is NotImplemented
    with pytest.raises(TypeError):
        x + "a"
    with pytest.raises(TypeError):
        hash(x)


# --- indexing -----------------------------------------------------------------------------

BASE = np.arange(24, dtype=np.int16).reshape(2, 3, 4)

KEYS = [
    0, -1, 1, (1, 2), (0, -1, -2), slice(None), slice(1, None), slice(None, None, -1),
    (slice(None), slice(None, None, -2)), (slice(None), slice(2, 0, -1), slice(None, None, 3)),
    (Ellipsis, 1), (0, Ellipsis), (None, 0), (slice(None), None, 1), (Ellipsis, None),
    (1, slice(-100, 100)), (slice(5, 1),), (), (slice(None, None, -3), -1, slice(3, None, -2)),
]


@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_basic_indexing_matches_numpy(key):
    same(xp.asarray(BASE)[key], BASE[key])


def test_advanced_indexing_matches_numpy():
    x = xp.asarray(BASE)
    mask = BASE > 10
    same(x[xp.asarray(mask)], BASE[mask])
    same(x[0][xp.asarray(mask[0])], BASE[0][mask[0]])
    rows_mask = BASE.sum(axis=2) > 40
    same(x[xp.asarray(rows_mask), 1:], BASE[rows_mask, 1:])
    rows = np.asarray([1, 0, 1])
    cols = np.asarray([2, 0, -1])
    same(x[:, xp.asarray(rows), xp.asarray(cols)], BASE[:, rows, cols])
    same(x[1, [0, 2]], BASE[1, [0, 2]])
    same(x[xp.asarray(rows)], BASE[rows])
    # NumPy's own arrays and scalars as keys.
    same(x[rows, np.int64(1)], BASE[rows, np.int64(1)])
    same(x[np.asarray(mask)], BASE[mask])


def test_index_errors():
    x = xp.asarray(BASE)
    with pytest.raises(IndexError):
        x[2]
    with pytest.raises(IndexError):
        x[0, -4]
    with pytest.raises(IndexError):
        x[1.5]
    with pytest.raises(ValueError):
        x[::0]
    # Queries that do not fit the array are IndexErrors, as NumPy's.
    with pytest.raises(IndexError, match="too many indices"):
        x[0, 0, 0, 0]
    with pytest.raises(IndexError, match="boolean mask"):
        x[xp.asarray([True, False, True])]
    with pytest.raises(IndexError, match="ellipsis"):
        x[..., ...]
    with pytest.raises(IndexError, match="integer dtype or bool"):
        x[xp.asarray([0.5])]
    # Iteration stops at the first IndexError, as for NumPy arrays.
    assert len([row for row in x]) == 2


SET_CASES = [
    (0, 0),
    ((1, slice(None), 2), -1),
    ((slice(None), slice(None, None, -2)), 9),
    ((Ellipsis, 0), 5),
    (1, np.arange(12, dtype=np.int16).reshape(3, 4)),
]


@pytest.mark.parametrize("key, value", SET_CASES, ids=repr)
def test_setitem_matches_numpy(key, value):
    a = BASE.copy()
    x = xp.asarray(BASE)
    alias = x
    a[key] = value
    x[key] = value if np.isscalar(value) else xp.asarray(value)
    same(alias, a)


def test_setitem_with_a_mask_and_a_list():
    a = BASE.copy()
    x = xp.asarray(BASE)
    a[a > 20] = 0
    x[x > 20] = 0
    same(x, a)
    a[0, 0] = [1, 2, 3, 4]
    x[0, 0] = [1, 2, 3, 4]
    same(x, a)


# --- conversions and printing -------------------------------------------------------------


def test_python_scalar_conversions():
    assert bool(xp.asarray([0])) is False and bool(xp.asarray(2.5)) is True
    assert int(xp.asarray(7, dtype=xp.int8)) == 7
    assert int(xp.asarray(-2.7)) == int(np.asarray(-2.7))
    assert float(xp.asarray(3, dtype=xp.uint8)) == 3.0
    assert complex(xp.asarray(1 + 2j)) == 1 + 2j
    assert [10, 20, 30][xp.asarray(1)] == 20
    assert xp.asarray([[1, 2]]).tolist() == [[1, 2]]
    assert xp.asarray(2.5).item() == 2.5
    with pytest.raises(ValueError):
        bool(xp.asarray([1, 2]))
    with pytest.raises(TypeError):
        int(xp.asarray([1, 2]))
    with pytest.raises(TypeError):
        [1][xp.asarray(0.0)]
    with pytest.raises(TypeError):
        float(xp.asarray(1j))


@pytest.mark.parametrize(
    "value, dtype",
    [
        ([1, 2], "int8"),
        ([1, 2], "int64"),
        ([[1, 2], [3, 4]], "int8"),
        ([[1, -2], [30, 4]], "int32"),
        ([True, False], "bool"),
        ([[True, False], [True, True]], "bool"),
        (True, "bool"),
        (False, "bool"),
        ([7] * 2000, "int8"),
        ([0.5, 1.5], "float64"),
        ([0.5, 1.5], "float32"),
        (5, "int8"),
        (5, "int64"),
        ([], "int8"),
        ([], "float64"),
        ([1, 2], "uint16"),
    ],
)
def test_repr_is_numpys(value, dtype):
    assert repr(xp.asarray(value, dtype=dtype)) == repr(np.asarray(value, dtype=dtype))


def test_str_is_numpys():
    for value in ([1, 2, 3], [[1, 2], [3, 40]], [0.5, 1.5], [[True], [False]], 7):
        assert str(xp.asarray(value)) == str(np.asarray(value))


# Values that move NumPy's layout: signs, nan and infinities, zeros of both signs, subnormals,
# magnitudes that switch it to scientific notation, integers with many digits.
EDGE_FLOATS = st.sampled_from([
    0.0, -0.0, 0.5, -2.0, 1.25, 100.0, 1e8, 1.5e-5, 1e-300, 5e-324, 1e300, 2.0**53,
    1.0 / 3.0, float("nan"), float("inf"), float("-inf"), 123456.789,
])
SHAPES = st.sampled_from([(), (1,), (3,), (7,), (30,), (2, 3), (3, 13), (2, 2, 2), (1200,)])


@settings(deadline=None)
@given(
    shape=SHAPES,
    dtype=st.sampled_from(["float64", "float32", "float16", "complex128", "complex64"]),
    data=st.data(),
)
def test_repr_and_str_of_floats_are_numpys(shape, dtype, data):
    """NumPy's own text for float and complex arrays of edge values, whatever their shape:
    padding, alignment on the point, scientific notation, nan and inf, wrapped rows,
    summaries."""
    size = int(np.prod(shape))
    reals = data.draw(st.lists(st.one_of(EDGE_FLOATS, st.floats(width=16)), min_size=size,
                               max_size=size))
    a = np.asarray(reals, dtype="float64").reshape(shape)
    if dtype.startswith("complex"):
        imags = data.draw(st.lists(EDGE_FLOATS, min_size=size, max_size=size))
        with np.errstate(invalid="ignore"):  # inf * 1j
            a = a + 1j * np.asarray(imags).reshape(shape)
    with np.errstate(over="ignore"):
        a = np.asarray(a).astype(dtype)  # a 0-d sum is a NumPy scalar
    x = xp.asarray(a)
    assert repr(x) == repr(a)
    assert str(x) == str(a)


@settings(deadline=None)
@given(
    shape=SHAPES,
    dtype=st.sampled_from(["int8", "int64", "uint64", "bool"]),
    data=st.data(),
)
def test_repr_and_str_of_integers_and_bools_are_numpys(shape, dtype, data):
    size = int(np.prod(shape))
    info = np.iinfo(dtype) if dtype != "bool" else None
    values = st.booleans() if info is None else st.integers(int(info.min), int(info.max))
    a = np.asarray(data.draw(st.lists(values, min_size=size, max_size=size)),
                   dtype=dtype).reshape(shape)
    x = xp.asarray(a)
    assert repr(x) == repr(a)
    assert str(x) == str(a)


# --- errors and settings ------------------------------------------------------------------


def test_errors_are_the_python_exceptions_of_their_kind():
    with pytest.raises(ValueError, match="broadcast"):
        xp.asarray([1, 2]) + xp.asarray([1, 2, 3])
    with xp.using_promotion_rules("array-api"):
        with pytest.raises(TypeError, match="no common dtype"):
            xp.asarray([1], dtype=xp.int8) + xp.asarray([1.0], dtype=xp.float32)
    with pytest.raises(ValueError):
        xp.set_casting_mode("sideways")
    with pytest.raises(ValueError):
        xp.using_backend("tensorflow")
    with pytest.raises(TypeError):
        xp.set_default_float_dtype(xp.int8)


def test_backend_scopes():
    assert set(xp.backends()) == {"ndarray", "candle"}
    assert xp.asarray([1.0]).backend == "ndarray"
    with xp.using_backend("candle"):
        assert xp.current_backend() == "candle"
        x = xp.asarray([1.0, 2.0], dtype=xp.float32)
        assert x.backend == "candle"
        same(x + 1, np.asarray([2.0, 3.0], dtype=np.float32))
    assert xp.current_backend() is None
    xp.set_backend("candle")
    try:
        assert xp.asarray([1], dtype=xp.int32).backend == "candle"
    finally:
        assert xp.unset_backend() == "candle"


def test_default_dtype_and_mode_scopes():
    assert xp.default_float_dtype() == xp.float64 and xp.default_int_dtype() == xp.int64
    with xp.using_default_float_dtype(xp.float32):
        assert xp.asarray([1.5]).dtype == xp.float32
        with xp.using_default_int_dtype("int16"):
            assert xp.asarray([1]).dtype == xp.int16
    assert xp.asarray([1.5]).dtype == xp.float64
    assert xp.casting_mode() == "off"
    with xp.using_casting_mode("upcast"):
        assert xp.casting_mode() == "upcast"
    assert xp.promotion_rules() == "ivy-precise"
    with xp.using_precise_mode(False):
        assert not xp.is_precise_mode()
    assert xp.is_precise_mode()


# --- properties ---------------------------------------------------------------------------

int8s = st.lists(st.integers(-128, 127), min_size=1, max_size=20)


@settings(max_examples=60, deadline=None)
@given(int8s, st.integers(-128, 127), st.sampled_from([operator.add, operator.sub, operator.mul]))
def test_int8_arithmetic_with_weak_scalars_is_numpys(values, scalar, op):
    a = np.asarray(values, dtype=np.int8)
    with np.errstate(all="ignore"):
        same(op(xp.asarray(a), scalar), op(a, np.int8(scalar)))
        same(op(scalar, xp.asarray(a)), op(np.int8(scalar), a))


# --- pickling, membership, DLPack ---------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_pickle_round_trip(name):
    x = xp.asarray([[0, 1], [1, 1]], dtype=name)
    y = pickle.loads(pickle.dumps(x))
    assert y.dtype == x.dtype and y.shape == x.shape
    assert y.tolist() == x.tolist()
    empty = xp.asarray(np.zeros((0, 3), dtype=np.float32))
    assert pickle.loads(pickle.dumps(empty)).shape == (0, 3)


def test_membership():
    x = xp.asarray([[1, 2], [3, 4]])
    a = np.asarray([[1, 2], [3, 4]])
    for v in (1, 4, 5, 2.0, True):
        assert (v in x) == (v in a)
    assert "a" not in x


@pytest.mark.parametrize("name", NUMPY_NAMES)
def test_dlpack_round_trip_through_numpy(name):
    if name == "bool" and tuple(int(p) for p in np.__version__.split(".")[:2]) < (1, 25):
        pytest.skip("NumPy before 1.25 exports no bool through DLPack")
    a = (np.arange(6).reshape(2, 3) % 2).astype(name)
    x = xp.asarray(a)
    assert x.__dlpack_device__() == (1, 0)
    np.testing.assert_array_equal(np.from_dlpack(x), a)
    same(xp.from_dlpack(a), a)
    same(xp.from_dlpack(a, copy=True), a)
    np.testing.assert_array_equal(np.from_dlpack(x, copy=False), a)


bounds = st.one_of(st.none(), st.integers(-9, 9))
steps = st.one_of(st.none(), st.integers(-4, 4).filter(lambda s: s != 0))


@settings(max_examples=150, deadline=None)
@given(st.tuples(bounds, bounds, steps), st.tuples(bounds, bounds, steps), st.booleans())
def test_any_slices_read_and_write_what_numpy_does(s0, s1, write):
    a = np.arange(42, dtype=np.int32).reshape(6, 7)
    key = (slice(*s0), slice(*s1))
    x = xp.asarray(a)
    same(x[key], a[key])
    if write:
        b = a.copy()
        b[key] = -1
        x[key] = -1
        same(x, b)


def test_dtypes_from_numpy_and_python_types():
    assert xp.asarray([1], dtype=np.float32).dtype == xp.float32
    assert xp.asarray([1], dtype=np.dtype("uint16")).dtype == xp.uint16
    assert xp.asarray([1], dtype=float).dtype == xp.float64
    assert xp.asarray([1], dtype=bool).dtype == xp.bool
    with pytest.raises(TypeError):
        xp.asarray([1], dtype=object)


def test_scopes_belong_to_their_thread():
    import threading

    seen = []
    with xp.using_backend("candle"):
        t = threading.Thread(target=lambda: seen.append(xp.current_backend()))
        t.start()
        t.join()
        assert xp.current_backend() == "candle"
    assert seen == [None]
