#!/usr/bin/env python3
# Reference results of the NumPy frontend's functions, asked of the real NumPy:
#   pip install numpy && python3 numpy_reference.py      (writes numpy.json beside it)
# Every function over every dtype (or dtype pair) NumPy holds, with the inputs below; a call
# NumPy refuses is recorded as an error (its exception's type name). Read by
# tests/api/frontends_numpy.rs.
import json
import os
import warnings

import numpy as np

DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "bool", "complex64", "complex128"]
HERE = os.path.dirname(os.path.abspath(__file__))


def inputs(dtype, second=False):
    """The same 2 x 3 numbers in each dtype: integers, halves for floats, a complex part."""
    d = np.dtype(dtype)
    if d.kind == "b":
        v = [[1, 0, 1], [0, 1, 1]] if not second else [[1, 1, 0], [0, 1, 0]]
    elif d.kind in "iu":
        v = [[1, 2, 3], [4, 5, 6]] if not second else [[3, 1, 2], [2, 5, 1]]
    else:
        v = [[0.5, 1.25, 2.5], [3.0, 4.75, 6.0]] if not second else [[1.5, 0.5, 2.0], [2.25, 5.0, 1.0]]
    a = np.array(v, dtype=np.float64)
    if d.kind == "c":
        a = a * (1 + 0.5j)
    return a.astype(d)


def encode_value(x):
    if isinstance(x, (complex, np.complexfloating)):
        return [encode_value(float(x.real)), encode_value(float(x.imag))]
    if isinstance(x, (bool, np.bool_)):
        return 1.0 if x else 0.0
    if isinstance(x, (int, np.integer)):
        return int(x)  # exact: 2**63 - 1 and 2**63 are one float apart
    x = float(x)
    if np.isnan(x):
        return "nan"
    if np.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def encode_array(a):
    a = np.asarray(a)
    return {"dtype": str(a.dtype), "shape": list(a.shape),
            "values": [encode_value(v) for v in a.reshape(-1).tolist()]}


def arg(x):
    if isinstance(x, np.ndarray):
        return {"array": encode_array(x)}
    if isinstance(x, list) and all(isinstance(a, np.ndarray) for a in x):
        return {"arrays": [encode_array(a) for a in x]}
    if isinstance(x, (list, tuple)):
        return {"ints": list(x)}
    return {"scalar": encode_value(x), "kind": type(x).__name__}


CASES = []


def record(name, f, *args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            r = f(*args, **kwargs)
            if isinstance(r, tuple):  # qr, svd, eigh, slogdet: each result in order
                result = {"results": [encode_array(x) for x in r]}
            else:
                result = {"result": encode_array(r)}
        except Exception as e:  # NumPy refuses the call
            result = {"error": type(e).__name__}
    CASES.append({"function": name, "args": [arg(a) for a in args], "kwargs": kwargs, **result})


BINARY = ["add", "subtract", "multiply", "divide", "floor_divide", "power", "maximum", "minimum",
          "remainder", "arctan2", "equal", "not_equal", "less", "less_equal", "greater",
          "greater_equal", "logical_and", "logical_or", "logical_xor"]
UNARY = ["sqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan",
         "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "negative", "absolute", "sign",
         "square", "floor", "ceil", "trunc", "logical_not", "isnan", "isfinite"]
SCALARS = [2, 2.5, True]

for name in BINARY:
    f = getattr(np, name)
    for a in DTYPES:
        for b in DTYPES:
            record(name, f, inputs(a), inputs(b, True))
        if name != "arctan2":  # the frontend's arctan2 takes arrays
            for s in SCALARS:
                record(name, f, inputs(a), s)
for name in UNARY:
    for a in DTYPES:
        record(name, getattr(np, name), inputs(a))
for a in DTYPES:
    record("clip", np.clip, inputs(a), 1, 3)
    for axis in [None, 1]:
        for name in ["sum", "prod", "max", "min", "mean", "all", "any", "argmax", "argmin",
                     "var", "std", "cumsum", "cumprod"]:
            record(name, getattr(np, name), inputs(a), axis=axis)
    record("sum", np.sum, inputs(a), axis=0, keepdims=True)
    record("sum", np.sum, inputs(a), dtype="float32")
    record("var", np.var, inputs(a), ddof=1)
    record("zeros_like", np.zeros_like, inputs(a))
    record("ones_like", np.ones_like, inputs(a), dtype="float32")
    record("reshape", np.reshape, inputs(a), (3, 2))
    record("transpose", np.transpose, inputs(a))
    record("squeeze", np.squeeze, inputs(a).reshape(1, 2, 3))
    record("expand_dims", np.expand_dims, inputs(a), 0)
    record("flip", np.flip, inputs(a))
    record("trace", np.trace, inputs(a))
    record("zeros", np.zeros, [2, 3], dtype=a)
    for b in DTYPES:
        record("concatenate", np.concatenate, [inputs(a), inputs(b, True)], axis=1)
        record("stack", np.stack, [inputs(a), inputs(b, True)])
        record("where", np.where, inputs("bool"), inputs(a), inputs(b, True))
        record("matmul", np.matmul, inputs(a), inputs(b, True).T)
        record("dot", np.dot, inputs(a), inputs(b, True).T)
record("zeros", np.zeros, [2, 3])
record("ones", np.ones, [2, 3])
record("full", np.full, [2], 7)
record("full", np.full, [2], 2.5)
record("full", np.full, [2], True)
record("arange", np.arange, 5)
record("arange", np.arange, 1, 7, 2)
record("arange", np.arange, 0.0, 1.0, 0.25)
record("eye", np.eye, 3)
record("eye", np.eye, 2, 3, 1)
record("dot", np.dot, np.ones((2, 3, 4)), np.ones((4, 5)))

# Edge inputs (issue 45), each where the frontend once gave another answer than NumPy.
# Signed integers next to uint64 compare exactly (not through float64, their promotion).
BIG_SIGNED = np.array([2**63 - 1, -1, 5, -(2**63)], dtype=np.int64)
BIG_UNSIGNED = np.array([2**63, 2**64 - 1, 5, 0], dtype=np.uint64)
for name in ["equal", "not_equal", "less", "less_equal", "greater", "greater_equal"]:
    record(name, getattr(np, name), BIG_SIGNED, BIG_UNSIGNED)
    record(name, getattr(np, name), BIG_UNSIGNED, BIG_SIGNED)
    record(name, getattr(np, name), BIG_SIGNED.astype(np.int8), BIG_UNSIGNED)
# A 0-d operand of dot multiplies.
ZERO_D = np.array(2.0, dtype=np.float32)
record("dot", np.dot, ZERO_D, np.array([1, 2]))
record("dot", np.dot, np.array([1, 2]), ZERO_D)
record("dot", np.dot, ZERO_D, np.array(3))
# Reductions of a 0-d array along axis 0 or -1 (mean, var and std refuse it).
for name in ["sum", "prod", "max", "min", "all", "any", "argmax", "argmin", "cumsum", "cumprod",
             "mean", "var", "std"]:
    for axis in [0, -1, 1]:
        record(name, getattr(np, name), np.array(1.5), axis=axis)
# An explicit dtype takes the fill value as astype casts it (a Python int out of range raises).
for fill, dtype in [(-0.0, "int8"), (2.5, "int8"), (-2.5, "uint8"), (7, "bool"),
                    (1 + 2j, "float32"), (True, "float32"), (300, "int8"), (-1, "uint8"),
                    (7, "float32"), (2.5, "complex64")]:
    record("full", np.full, [2], fill, dtype=dtype)
# clip's bounds are range-checked as other Python integers are (a bound that clips nothing may lie
# beyond the dtype).
for low, high in [(5, -1), (-1, 2), (-1, 300), (300, 400), (1, 3)]:
    record("clip", np.clip, np.array([3], dtype=np.uint8), low, high)
# arange in a complex dtype.
for dtype in ["complex64", "complex128"]:
    record("arange", np.arange, 3, dtype=dtype)
    record("arange", np.arange, 0.5, 3.0, 1.0, dtype=dtype)

# Ivy's literal rules the frontend inherits (issue 45, "deliberate rules"): each either answered
# as NumPy answers or listed in tests/api/frontends/numpy.rs with its reason.
U8 = np.array([1, 3], dtype=np.uint8)
record("add", np.add, np.array([1.0], dtype=np.float32), 1e300)  # NumPy: inf
record("less", np.less, U8, 300)  # NumPy compares the Python int exactly: True
record("less", np.less, BIG_SIGNED, 2**63)
record("greater_equal", np.greater_equal, BIG_SIGNED, -(2**63) - 1)
record("divide", np.divide, U8, -3)  # NumPy: float64 [-0.33, -1]
record("where", np.where, np.array([True, False]), U8, -1)  # NumPy wraps -1 to 255
record("clip", np.clip, np.array([1, 5], dtype=np.int8), -0.5, 1.5)  # NumPy: float64
record("arange", np.arange, 0.5, 4, dtype="int32")
# NumPy accumulates a float16 spread in float16 (inf); Ivy's var and std in float32.
record("std", np.std, np.array([60000, 60000, 1000, 0.125], dtype=np.float16))

# numpy.linalg (issue 43), recorded under the names "linalg.<name>".
def square_input(dtype):
    """A 3 x 3 symmetric positive-definite matrix in each dtype (Hermitian if complex)."""
    d = np.dtype(dtype)
    a = np.array([[4, 1, 2], [1, 3, 0], [2, 0, 5]], dtype=np.float64)
    if d.kind == "b":
        a = np.eye(3)
    if d.kind == "c":
        a = a + 1j * np.array([[0, 0.5, 0], [-0.5, 0, 0.25], [0, -0.25, 0]])
    return a.astype(d)


def ord_of(text):
    """NumPy's `ord` from the frontend's text ("fro", "inf", "2")."""
    if text is None or text in ("fro", "nuc"):
        return text
    return float(text) if text in ("inf", "-inf") else int(text)


def norm(x, ord=None, **kwargs):
    if isinstance(kwargs.get("axis"), list):
        kwargs["axis"] = tuple(kwargs["axis"])
    return np.linalg.norm(x, ord=ord_of(ord), **kwargs)


SINGULAR = np.array([[1.0, 2.0], [2.0, 4.0]])
EMPTY = np.zeros((0, 0))
BATCH = np.stack([square_input("float64"), 2 * square_input("float64")])
for a in DTYPES:
    sq, rect = square_input(a), inputs(a)
    for name in ["inv", "det", "slogdet", "cholesky", "eigvalsh", "eigh", "pinv", "matrix_rank"]:
        record("linalg." + name, getattr(np.linalg, name), sq)
    for name in ["qr", "svd", "pinv", "matrix_rank", "norm", "svdvals"]:
        record("linalg." + name, getattr(np.linalg, name), rect)
    record("linalg.qr", np.linalg.qr, rect.T, mode="complete")
    record("linalg.svd", np.linalg.svd, rect, full_matrices=False)
    record("linalg.cholesky", np.linalg.cholesky, sq, upper=True)
    record("linalg.eigvalsh", np.linalg.eigvalsh, sq, UPLO="U")
    for n in [0, 1, 2, 3, 5, -1]:
        record("linalg.matrix_power", np.linalg.matrix_power, sq, n)
    record("linalg.solve", np.linalg.solve, sq, inputs(a)[0])
    for b in DTYPES:
        record("linalg.solve", np.linalg.solve, sq, inputs(b, True).T)
        record("linalg.multi_dot", np.linalg.multi_dot, [rect, inputs(b, True).T, rect])
    for ord in [None, "fro", "nuc", "1", "-1", "2", "-2", "inf", "-inf"]:
        record("linalg.norm", norm, rect, ord=ord)
    for ord in ["1", "3", "0", "inf", "-inf"]:
        record("linalg.norm", norm, rect, ord=ord, axis=[1])
    record("linalg.norm", norm, rect, axis=[0], keepdims=True)
    record("linalg.norm", norm, rect[0], ord="3")
    record("linalg.multi_dot", np.linalg.multi_dot, [rect[0], rect.T, rect[1]])
# Singular, empty and batched matrices, and a matrix that is not positive definite.
for name in ["inv", "det", "slogdet", "cholesky", "eigvalsh", "eigh", "pinv", "matrix_rank",
             "svdvals"]:
    for x in [SINGULAR, EMPTY, BATCH, -BATCH]:
        record("linalg." + name, getattr(np.linalg, name), x)
for x in [SINGULAR, EMPTY, BATCH]:
    record("linalg.matrix_power", np.linalg.matrix_power, x, -1)
    record("linalg.matrix_power", np.linalg.matrix_power, x, 0)
    record("linalg.solve", np.linalg.solve, x, np.ones(x.shape[:-1]))
    record("linalg.svd", np.linalg.svd, x)
    record("linalg.qr", np.linalg.qr, x)
    record("linalg.norm", norm, x, ord="2", axis=[-2, -1])
record("linalg.matrix_power", np.linalg.matrix_power, inputs("float64"), 2)  # not square
record("linalg.norm", norm, BATCH)
record("linalg.norm", norm, BATCH, ord="2")  # an ord without axis on 3-d: ValueError
record("linalg.norm", norm, BATCH, ord="fro", axis=[0])  # fro of vectors: ValueError
record("linalg.qr", np.linalg.qr, BATCH, mode="r")  # refused here: it returns R alone

# numpy.fft (issue 43), recorded under the names "fft.<name>".
SIGNAL = np.array([[1.0, 2.0, 0.5, -1.0], [0.0, 3.0, -2.0, 1.5], [2.5, -0.5, 1.0, 0.0]])
for a in DTYPES:
    x = inputs(a)
    for name in ["fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn", "fftshift",
                 "ifftshift"]:
        record("fft." + name, getattr(np.fft, name), x)
    for name in ["fft", "ifft", "rfft", "irfft"]:
        record("fft." + name, getattr(np.fft, name), x, n=4, axis=0, norm="ortho")
        record("fft." + name, getattr(np.fft, name), x, n=2, norm="forward")
    for name in ["fft2", "ifft2", "fftn", "ifftn"]:
        record("fft." + name, getattr(np.fft, name), x, s=[3, 2], norm="ortho")
    record("fft.fftshift", np.fft.fftshift, x, axes=[1])
    record("fft.ifftshift", np.fft.ifftshift, x, axes=[0])
C = (SIGNAL + 1j * SIGNAL[::-1]).astype(np.complex128)
for x in [SIGNAL, SIGNAL.astype(np.float32), C, C.astype(np.complex64), SIGNAL[None]]:
    for name in ["fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn"]:
        record("fft." + name, getattr(np.fft, name), x)
    record("fft.fftn", np.fft.fftn, x, axes=[0])
    record("fft.irfft", np.fft.irfft, x, n=7, axis=0)
    for norm in ["backward", "ortho", "forward"]:
        record("fft.fft", np.fft.fft, x, n=5, norm=norm)
        record("fft.ifft", np.fft.ifft, x, axis=0, norm=norm)
# Transforms of no points, and frequencies.
for name in ["fft", "ifft", "rfft", "irfft"]:
    record("fft." + name, getattr(np.fft, name), np.zeros((2, 0)))
record("fft.fftn", np.fft.fftn, np.zeros((0, 3)))
for n in [1, 4, 5]:
    for d in [1.0, 0.5]:
        record("fft.fftfreq", np.fft.fftfreq, n, d)
        record("fft.rfftfreq", np.fft.rfftfreq, n, d)

with open(os.path.join(HERE, "numpy.json"), "w") as out:
    json.dump({"generator": f"numpy {np.__version__} by numpy_reference.py",
               "cases": CASES}, out, separators=(",", ":"))
    out.write("\n")
print(len(CASES), "cases")
