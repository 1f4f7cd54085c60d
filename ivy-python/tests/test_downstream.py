"""A user's crate exposes its own declared function to Python (tests/downstream): its module,
made by ``ivy_python::register``, lists the function among its signatures, and the package's
generator makes a Python function of it with its keyword arguments and default."""

import inspect

import numpy as np
import pytest

from ivy_rs import _functions

downstream = pytest.importorskip("downstream")


def _mine(name, path):
    return name if path.split("::")[0] == "downstream" else None


NS = {}
NAMES = _functions.define(NS, downstream, _mine, module="downstream")


def test_only_the_crates_own_function_is_taken():
    assert NAMES == ["scaled_add"]


def test_its_signature_and_doc_are_the_declarations():
    f = NS["scaled_add"]
    assert str(inspect.signature(f)) == "(x1, x2, alpha=1.0)"
    assert f.__doc__.startswith("`x1 + alpha * x2`, element-wise.")


def test_it_runs_with_its_keyword_arguments():
    f = NS["scaled_add"]
    x = downstream.asarray([1.0, 2.0], dtype=downstream.float64)
    y = downstream.asarray([10.0, 20.0], dtype=downstream.float64)
    np.testing.assert_array_equal(np.asarray(f(x, y)), [11.0, 22.0])
    np.testing.assert_array_equal(np.asarray(f(x, y, alpha=0.5)), [6.0, 12.0])
    np.testing.assert_array_equal(np.asarray(f(x2=y, x1=x, alpha=-1)), [-9.0, -18.0])


def test_bad_input_raises_the_right_exception():
    f = NS["scaled_add"]
    x = downstream.asarray([1.0, 2.0], dtype=downstream.float64)
    with pytest.raises(TypeError, match="scaled_add: argument `alpha` must be a real number"):
        f(x, x, alpha="big")
    with pytest.raises(ValueError, match="do not broadcast"):
        f(x, downstream.asarray([1.0, 2.0, 3.0], dtype=downstream.float64))
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x2'"):
        f(x)
