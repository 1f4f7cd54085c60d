#!/usr/bin/env python3
# Reference results of the JAX frontend's functions (jax.numpy), asked of the real JAX on CPU:
#   python3 -m venv venv && venv/bin/pip install numpy "jax[cpu]==0.10.*"
#   venv/bin/python jax_reference.py      (writes jax.json and jax_x64.json beside it)
# jax.json is recorded without jax_enable_x64 (JAX's default), jax_x64.json with it: the script
# runs itself once in each mode (JAX reads the flag at start-up). Every function over every
# dtype (or dtype pair) JAX holds; the inputs are NumPy arrays, so a 64-bit input is recorded
# as such and JAX without x64 takes it in its 32-bit kind, as the frontend must. A call JAX
# refuses is recorded as an error (its exception's type name). Read by
# tests/api/frontends/jax.rs, in the format of numpy.json.
#   venv/bin/python jax_reference.py --only linalg
# records the cases of one group alone ("linalg.<name>", "fft.<name>") and puts them in place
# of that group's cases in the files (a full run takes some 16 minutes).
import json
import os
import subprocess
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))

if len(sys.argv) != 2:
    only = sys.argv[2] if sys.argv[1:2] == ["--only"] else ""
    for x64 in ["0", "1"]:
        env = dict(os.environ, JAX_ENABLE_X64=x64, JAX_PLATFORMS="cpu", JAX_REFERENCE_ONLY=only)
        subprocess.run([sys.executable, os.path.abspath(__file__), x64], env=env, check=True)
    sys.exit(0)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

X64 = sys.argv[1] == "1"
# The group recorded alone ("linalg"), or "" for every case.
ONLY = os.environ.get("JAX_REFERENCE_ONLY", "")
assert jax.config.jax_enable_x64 == X64
DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "bfloat16", "float16", "float32", "float64", "bool", "complex64", "complex128"]


def inputs(dtype, second=False):
    """The same 2 x 3 numbers in each dtype: integers, halves for floats, a complex part."""
    d = np.dtype(jnp.dtype(dtype)) if dtype == "bfloat16" else np.dtype(dtype)
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
    if ONLY and not name.startswith(ONLY + "."):
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            r = f(*args, **kwargs)
            if isinstance(r, tuple):  # linalg.qr, svd, eigh, slogdet, eig: each in order
                result = {"results": [encode_array(x) for x in r]}
            else:
                result = {"result": encode_array(r),
                          "weak": bool(getattr(r, "weak_type", False))}
        except Exception as e:  # JAX refuses the call
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
    f = getattr(jnp, name)
    for a in DTYPES:
        for b in DTYPES:
            record(name, f, inputs(a), inputs(b, True))
        if name != "arctan2":  # the frontend's arctan2 takes arrays
            for s in SCALARS:
                record(name, f, inputs(a), s)
for name in UNARY:
    for a in DTYPES:
        record(name, getattr(jnp, name), inputs(a))
for a in DTYPES:
    record("clip", jnp.clip, inputs(a), 1, 3)
    for axis in [None, 1]:
        for name in ["sum", "prod", "max", "min", "mean", "all", "any", "argmax", "argmin",
                     "var", "std", "cumsum", "cumprod"]:
            record(name, getattr(jnp, name), inputs(a), axis=axis)
        record("nn.softmax", jax.nn.softmax, inputs(a), axis=-1 if axis is None else 0)
    record("sum", jnp.sum, inputs(a), axis=0, keepdims=True)
    record("sum", jnp.sum, inputs(a), dtype="float32")
    record("sum", jnp.sum, inputs(a), dtype="int64")
    record("var", jnp.var, inputs(a), ddof=1)
    record("zeros_like", jnp.zeros_like, inputs(a))
    record("ones_like", jnp.ones_like, inputs(a), dtype="float32")
    record("reshape", jnp.reshape, inputs(a), (3, 2))
    record("transpose", jnp.transpose, inputs(a))
    record("squeeze", jnp.squeeze, inputs(a).reshape(1, 2, 3))
    record("expand_dims", jnp.expand_dims, inputs(a), 0)
    record("flip", jnp.flip, inputs(a))
    record("trace", jnp.trace, inputs(a))
    record("zeros", jnp.zeros, [2, 3], dtype=a)
    record("asarray", jnp.asarray, inputs(a))
    record("asarray", jnp.asarray, inputs(a), dtype="float32")
    for b in DTYPES:
        record("concatenate", jnp.concatenate, [inputs(a), inputs(b, True)], axis=1)
        record("stack", jnp.stack, [inputs(a), inputs(b, True)])
        record("where", jnp.where, inputs("bool"), inputs(a), inputs(b, True))
        record("matmul", jnp.matmul, inputs(a), inputs(b, True).T)
        record("dot", jnp.dot, inputs(a), inputs(b, True).T)
record("zeros", jnp.zeros, [2, 3])
record("ones", jnp.ones, [2, 3])
record("full", jnp.full, [2], 7)
record("full", jnp.full, [2], 2.5)
record("full", jnp.full, [2], True)
record("arange", jnp.arange, 5)
record("arange", jnp.arange, 1, 7, 2)
record("arange", jnp.arange, 0.0, 1.0, 0.25)
record("eye", jnp.eye, 3)
record("eye", jnp.eye, 2, 3, 1)
record("dot", jnp.dot, np.ones((2, 3, 4), np.float32), np.ones((4, 5), np.float32))
for s in SCALARS:
    record("asarray", jnp.asarray, s)

# Edge inputs (issue 45), each where the frontend once gave another answer than JAX.
# A 0-d operand of dot multiplies.
ZERO_D = np.array(2.0, dtype=np.float32)
record("dot", jnp.dot, ZERO_D, np.array([1, 2]))
record("dot", jnp.dot, np.array([1, 2]), ZERO_D)
# A spread with ddof >= n is nan (NumPy: inf).
for ddof in [2, 3]:
    for a in [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]:
        record("var", jnp.var, a, ddof=ddof)
        record("std", jnp.std, a, ddof=ddof)
# arange of a bool stop alone is a bool iota, which JAX refuses.
record("arange", jnp.arange, True)
record("arange", jnp.arange, 0, True)
# Python integers beyond int32: without x64 full and arange wrap, asarray raises.
record("full", jnp.full, [2], 2**40 + 5)
record("full", jnp.full, [2], 2**31)
record("arange", jnp.arange, 2**40, 2**40 + 3)
record("arange", jnp.arange, 2**31 - 2, 2**31 + 1)
record("asarray", jnp.asarray, 2**40)
record("asarray", jnp.asarray, 2**31 - 1)
# 64-bit integers beyond 32 bits: without x64 JAX narrows them (wrapping) before anything else.
WIDE = [np.array([2**32 + 1, 3], np.int64), np.array([2**32 + 4, 9], np.uint64)]
for name in ["sqrt", "exp", "log", "sin", "cos", "tanh", "arctan", "log1p", "exp2", "negative",
             "absolute", "square", "sign", "floor", "isfinite", "logical_not"]:
    for a in WIDE:
        record(name, getattr(jnp, name), a)
for a in WIDE:
    record("arctan2", jnp.arctan2, a, np.array([1, 1], a.dtype))
    record("mean", jnp.mean, a)
    record("sum", jnp.sum, a)
    record("nn.softmax", jax.nn.softmax, a, axis=-1)
# Without x64, two 32-bit integers whose promotion is 64-bit are computed in its 32-bit kind.
LARGE_U32 = np.array([4294967295, 3], np.uint32)
SMALL_I32 = np.array([7, 2], np.int32)
for name in BINARY:
    record(name, getattr(jnp, name), LARGE_U32, SMALL_I32)
    if name != "power":  # an exponent of 2**32 - 1: JAX's integer-power loop, neither wrapped
        record(name, getattr(jnp, name), SMALL_I32, LARGE_U32)  # nor narrowed

# Ivy's literal rules the frontend inherits (issue 45, "deliberate rules" and "smaller"): each
# either answered as JAX answers or listed in tests/api/frontends/jax.rs with its reason.
U8 = np.array([1, 3], np.uint8)
F32 = np.array([1.0], np.float32)
record("add", jnp.add, U8, 300)  # JAX converts the weak int to uint8, wrapping: [45, 47]
record("add", jnp.add, F32, 1e300)  # inf
record("add", jnp.add, F32, 2**63)  # OverflowError
record("less", jnp.less, U8, 300)
record("divide", jnp.divide, U8, -3)
record("where", jnp.where, np.array([True, False]), U8, -1)
record("clip", jnp.clip, np.array([1, 5], np.int8), -0.5, 1.5)
record("arange", jnp.arange, 0.5, 4, dtype="int32")
record("power", jnp.power, np.array([2], np.int8), np.array([-1], np.int8))  # 0
record("power", jnp.power, np.array([True]), 2**63)
record("full", jnp.full, [2, 2], 2**63)
# JAX's own quirks where the frontend follows NumPy and C99.
record("multiply", jnp.multiply, np.array([1e-40], np.float32), np.array([1.0], np.float32))
record("sqrt", jnp.sqrt, np.array([complex(-4.0, -0.0)], np.complex64))  # branch cut's side
record("exp", jnp.exp, np.array([complex(float("inf"), float("nan"))], np.complex64))
record("any", jnp.any, np.array([1j], np.complex64))
record("power", jnp.power, np.array([128], np.uint8), np.array([128], np.uint8))
record("multiply", jnp.multiply, np.array([False]), np.array([float("nan")], np.float32))

# jax.numpy.fft (issue 43), recorded under the names "fft.<name>": every dtype, each parameter.
SIGNAL = np.array([[1.0, 2.0, 0.5, -1.0], [0.0, 3.0, -2.0, 1.5], [2.5, -0.5, 1.0, 0.0]])
for a in DTYPES:
    x = inputs(a)
    for name in ["fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn", "fftshift",
                 "ifftshift"]:
        record("fft." + name, getattr(jnp.fft, name), x)
    for name in ["fft", "ifft", "rfft", "irfft"]:
        record("fft." + name, getattr(jnp.fft, name), x, n=4, axis=0, norm="ortho")
        record("fft." + name, getattr(jnp.fft, name), x, n=2, norm="forward")
    for name in ["fft2", "ifft2", "fftn", "ifftn"]:
        record("fft." + name, getattr(jnp.fft, name), x, s=[3, 2], norm="ortho")
    record("fft.fftshift", jnp.fft.fftshift, x, axes=[1])
    record("fft.ifftshift", jnp.fft.ifftshift, x, axes=[0])
C = (SIGNAL + 1j * SIGNAL[::-1]).astype(np.complex128)
for x in [SIGNAL, SIGNAL.astype(np.float32), C, C.astype(np.complex64), SIGNAL[None]]:
    for name in ["fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn"]:
        record("fft." + name, getattr(jnp.fft, name), x)
    record("fft.fftn", jnp.fft.fftn, x, axes=[0])
    record("fft.irfft", jnp.fft.irfft, x, n=7, axis=0)
    for norm in ["backward", "ortho", "forward"]:
        record("fft.fft", jnp.fft.fft, x, n=5, norm=norm)
        record("fft.ifft", jnp.fft.ifft, x, axis=0, norm=norm)
# Transforms of no points (JAX gives no points; Ivy refuses, as NumPy), and frequencies in the
# default float or a dtype asked for.
for name in ["fft", "ifft", "rfft", "irfft"]:
    record("fft." + name, getattr(jnp.fft, name), np.zeros((2, 0), np.float32))
record("fft.fftn", jnp.fft.fftn, np.zeros((0, 3), np.float32))
for n in [1, 4, 5]:
    for d in [1.0, 0.5]:
        record("fft.fftfreq", jnp.fft.fftfreq, n, d)
        record("fft.rfftfreq", jnp.fft.rfftfreq, n, d)
for dtype in ["float16", "float32", "float64"]:
    record("fft.fftfreq", jnp.fft.fftfreq, 4, 1.0, dtype=dtype)
    record("fft.rfftfreq", jnp.fft.rfftfreq, 5, 0.5, dtype=dtype)

# jax.numpy.linalg (issue 43), recorded under the names "linalg.<name>", as numpy.json's.
def square_input(dtype):
    """A 3 x 3 symmetric positive-definite matrix in each dtype (Hermitian if complex)."""
    d = np.dtype(jnp.dtype(dtype)) if dtype == "bfloat16" else np.dtype(dtype)
    a = np.array([[4, 1, 2], [1, 3, 0], [2, 0, 5]], dtype=np.float64)
    if d.kind == "b":
        a = np.eye(3)
    if d.kind == "c":
        a = a + 1j * np.array([[0, 0.5, 0], [-0.5, 0, 0.25], [0, -0.25, 0]])
    return a.astype(d)


SINGULAR = np.array([[1.0, 2.0], [2.0, 4.0]], np.float32)
EMPTY = np.zeros((0, 0), np.float32)
BATCH = np.stack([square_input("float32"), 2 * square_input("float32")])
ONE_ARRAY = ["inv", "det", "slogdet", "cholesky", "eigvalsh", "eigh", "pinv", "matrix_rank",
             "svdvals", "eigvals", "eig"]
for a in DTYPES:
    sq, rect = square_input(a), inputs(a)
    for name in ONE_ARRAY:
        record("linalg." + name, getattr(jnp.linalg, name), sq)
    for name in ["qr", "svd", "svdvals", "pinv", "matrix_rank"]:
        record("linalg." + name, getattr(jnp.linalg, name), rect)
    record("linalg.qr", jnp.linalg.qr, rect.T, mode="complete")
    record("linalg.svd", jnp.linalg.svd, rect, full_matrices=False)
    record("linalg.cholesky", jnp.linalg.cholesky, sq, upper=True)
    record("linalg.eigvalsh", jnp.linalg.eigvalsh, sq, UPLO="U")
    for n in [0, 1, 2, 3, 5, -1]:
        record("linalg.matrix_power", jnp.linalg.matrix_power, sq, n)
    record("linalg.solve", jnp.linalg.solve, sq, inputs(a)[0])
    record("linalg.diagonal", jnp.linalg.diagonal, rect)
    record("linalg.diagonal", jnp.linalg.diagonal, rect, offset=1)
    record("linalg.outer", jnp.linalg.outer, rect[0], rect[1])
    for b in DTYPES:
        record("linalg.solve", jnp.linalg.solve, sq, inputs(b, True).T)
        record("linalg.multi_dot", jnp.linalg.multi_dot, [rect, inputs(b, True).T, rect])
        record("linalg.cross", jnp.linalg.cross, rect, inputs(b, True))
        record("linalg.outer", jnp.linalg.outer, rect[0], inputs(b, True)[1])
    record("linalg.cross", jnp.linalg.cross, rect.T, inputs(a, True).T, axis=0)
    record("linalg.multi_dot", jnp.linalg.multi_dot, [rect[0], rect.T, rect[1]])
# Singular, empty and batched matrices, and a matrix that is not positive definite.
for name in ONE_ARRAY:
    for x in [SINGULAR, EMPTY, BATCH, -BATCH]:
        record("linalg." + name, getattr(jnp.linalg, name), x)
for x in [SINGULAR, EMPTY, BATCH]:
    record("linalg.matrix_power", jnp.linalg.matrix_power, x, -1)
    record("linalg.matrix_power", jnp.linalg.matrix_power, x, 0)
    record("linalg.solve", jnp.linalg.solve, x, np.ones(x.shape[:-1], np.float32))
    record("linalg.svd", jnp.linalg.svd, x)
    record("linalg.qr", jnp.linalg.qr, x)
record("linalg.matrix_power", jnp.linalg.matrix_power, inputs("float32"), 2)  # not square

name = "jax_x64.json" if X64 else "jax.json"
if ONLY:  # the other groups' cases as they were recorded
    with open(os.path.join(HERE, name)) as recorded:
        kept = [c for c in json.load(recorded)["cases"]
                if not c["function"].startswith(ONLY + ".")]
    CASES = kept + CASES
with open(os.path.join(HERE, name), "w") as out:
    json.dump({"generator": f"jax {jax.__version__} (jax_enable_x64={X64}, CPU) by "
               "jax_reference.py", "cases": CASES}, out, separators=(",", ":"))
    out.write("\n")
print(name, len(CASES), "cases")
