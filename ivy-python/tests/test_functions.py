"""The generated functions as Python callers see them: their signatures and docstrings, how
their arguments bind (Python's own rules and messages), and the two ways a call runs: a
function of arrays only (``add``) is a native function, called without run-time values when
its arguments are arrays and Python scalars; the others, and any call with nested lists or
``out=``, go through the declaration's run-time signature."""

import inspect
import pickle
import threading

import numpy as np
import pytest

import ivy_rs as xp
import ivy_rs.array_api as xa


def test_functions_of_arrays_only_are_native_with_the_declared_signature():
    assert inspect.isbuiltin(xp.add) and repr(xp.add) == "<built-in function add>"
    assert xp.add.__qualname__ == "add" and xa.add.__qualname__ == "add"
    assert str(inspect.signature(xp.add)) == "(x1, x2, *, out=None)"
    assert str(inspect.signature(xp.tan)) == "(x, *, out=None)"
    assert str(inspect.signature(xa.add)) == "(x1, x2, *, out=None)"
    assert xp.add.__name__ == "add" and xp.add.__module__ == "ivy_rs"
    assert xa.add.__module__ == "ivy_rs.array_api"
    assert pickle.loads(pickle.dumps(xp.add)) is xp.add
    assert pickle.loads(pickle.dumps(xa.add)) is xa.add
    assert xp.add.__doc__.startswith("`x1 + x2`, element-wise")
    assert "Declared in Rust as ``add(x1: ArrayLike<'_>" in xp.add.__doc__
    # A function taking more than arrays stays a Python function, with its defaults.
    assert inspect.isfunction(xp.sum)
    assert "keepdims=False" in str(inspect.signature(xp.sum))


def test_arguments_bind_by_position_and_by_name():
    x = xp.asarray([1, 2], dtype=xp.int8)
    assert xp.add(x, 2).tolist() == [3, 4]
    assert xp.add(x1=x, x2=3).tolist() == [4, 5]
    assert xp.add(x, x2=x).dtype == xp.int8
    assert xp.subtract(2, x).tolist() == [1, 0]  # a weak scalar on the left
    assert xp.add(x, True).tolist() == [2, 3]


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda x: xp.add(x), "add() missing required argument: 'x2'"),
        (lambda x: xp.add(x, x, x), "add() takes 2 positional arguments but 3 were given"),
        (lambda x: xp.add(x, x, axis=0), "add() got an unexpected keyword argument 'axis'"),
        (lambda x: xp.add(x, x, x1=x), "add() got multiple values for argument 'x1'"),
        (lambda x: xp.add(x, "a"), "argument `x2` must be an array or a number"),
        (lambda x: xp.add(x, object()), "is not an argument ivy takes"),
    ],
)
def test_bad_arguments_are_type_errors_with_pythons_messages(call, message):
    with pytest.raises(TypeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call(xp.asarray([1, 2], dtype=xp.int8))


def test_nested_lists_and_out_take_the_general_path():
    assert xp.add([1, 2], [[10], [20]]).tolist() == [[11, 12], [21, 22]]
    x = xp.asarray([1.0, 2.0], dtype=xp.float32)
    out = xp.zeros(2, dtype=xp.float32)
    r = xp.multiply(x, 3, out=out)
    assert out.tolist() == [3.0, 6.0] and r.tolist() == [3.0, 6.0]
    # out=None is the fast path's own default.
    assert xp.multiply(x, 3, out=None).tolist() == [3.0, 6.0]
    with pytest.raises(ValueError):
        xp.multiply(x, 3, out=xp.zeros(3, dtype=xp.float32))


def test_errors_of_the_call_are_its_exceptions():
    with pytest.raises(ValueError, match="broadcast"):
        xp.add(xp.zeros(2), xp.zeros(3))
    with pytest.raises(OverflowError):
        xp.add(xp.zeros(2), 2**200)


def test_the_array_api_namespace_runs_under_its_rules():
    i8, u8 = xp.asarray([1], dtype=xp.int8), xp.asarray([1], dtype=xp.uint8)
    assert xa.add(i8, u8).dtype == xp.int16
    # Nested lists take the standard's default dtypes (int64), ivy's own namespace Ivy's.
    assert xa.add([1], [2]).dtype == xp.int64
    assert xp.add([1], [2]).dtype == xp.int32
    i64, u64 = xp.asarray([1], dtype=xp.int64), xp.asarray([1], dtype=xp.uint64)
    with pytest.raises(TypeError):
        xa.add(i64, u64)  # the standard leaves it undefined
    # The namespace's rules end with the call.
    assert xp.add([1], [2]).dtype == xp.int32


def test_large_calls_let_other_threads_write_their_arguments():
    # A call on large arrays lets the GIL go and holds no borrow of its arguments' Python
    # objects: another thread may write them in place meanwhile.
    x = xp.asarray(np.ones(1 << 20, dtype=np.float32))
    errors = []

    def write():
        try:
            for _ in range(50):
                x.__iadd__(0)
        except Exception as e:  # noqa: BLE001 - any error is the failure reported below
            errors.append(e)

    t = threading.Thread(target=write)
    t.start()
    for _ in range(50):
        assert xp.add(x, x).shape == (1 << 20,)
    t.join()
    assert errors == []


def test_array_api_reductions_over_axis_tuples_of_empty_arrays():
    # NumPy 2.4: np.any(np.zeros((0, 0), bool), axis=(0,)).shape == (0,), and
    # np.sum(np.ones((2, 0, 3)), axis=(0, 1)) == [0., 0., 0.].
    assert xa.any(xa.zeros((0, 0), dtype=xa.bool), axis=(0,)).shape == (0,)
    assert xa.sum(xa.ones((2, 0, 3)), axis=(0, 1)).tolist() == [0.0, 0.0, 0.0]
    assert xa.sum(xa.ones((2, 0, 3)), axis=(0, 1), keepdims=True).shape == (1, 1, 3)


@pytest.mark.parametrize("k", [2**63, -(2**63) - 1, 2**70, -(2**100), 5, -3])
def test_eye_takes_any_python_integer_as_its_diagonal_as_numpy_does(k):
    # NumPy 2.4.6: np.eye(3, 4, k=2**63) is all zeros, as is any k beyond the matrix.
    got = xa.eye(3, 4, k=k, dtype=xa.int8)
    assert got.tolist() == np.eye(3, 4, k=k, dtype=np.int8).tolist()


def test_an_integer_beyond_int64_is_refused_naming_the_range():
    with pytest.raises(TypeError, match="axis.*an integer within int64"):
        xp.sum(xp.ones(3), axis=2**70)


@pytest.mark.parametrize("padding", [[1, 2], (1, 2), [(1, 1), (2, 2)]])
def test_torch_conv_padding_is_one_number_per_axis_as_pytorchs(padding):
    # By hand: a 1x1 kernel of one copies the input, inside one row of zeros above and below
    # and two columns left and right (PyTorch's `padding=[1, 2]`).
    x = xp.asarray(np.ones((1, 1, 3, 3), dtype=np.float32))
    w = xp.asarray(np.ones((1, 1, 1, 1), dtype=np.float32))
    expected = np.zeros((1, 1, 5, 7), dtype=np.float32)
    expected[..., 1:4, 2:5] = 1.0
    got = np.asarray(xp.torch.conv2d(x, w, padding=padding))
    np.testing.assert_array_equal(got, expected)
