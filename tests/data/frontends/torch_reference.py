#!/usr/bin/env python3
# Reference results of the PyTorch frontend's functions, asked of the real PyTorch (CPU, the
# default dtype left at float32):
#   python3 -m venv venv && venv/bin/pip install torch && venv/bin/python3 torch_reference.py
# (writes torch.json beside it). Every function over every dtype (or dtype pair) PyTorch
# holds, with the inputs below; a call PyTorch refuses is recorded as an error (its exception's
# type name). Read by tests/api/frontends/torch.rs, in numpy.json's format.
#   venv/bin/python3 torch_reference.py --only linalg
# records the cases of one group alone ("linalg.<name>") in place of that group's cases.
import json
import math
import os
import sys
import warnings

import torch

DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "bfloat16", "float32", "float64", "bool", "complex64", "complex128"]
HERE = os.path.dirname(os.path.abspath(__file__))
# The group recorded alone ("linalg"), or "" for every case.
ONLY = sys.argv[2] if sys.argv[1:2] == ["--only"] else ""


def name(dtype):
    return str(dtype).removeprefix("torch.")


def inputs(dtype, second=False):
    """The same 2 x 3 numbers in each dtype: integers, halves for floats, a complex part."""
    d = getattr(torch, dtype)
    if d == torch.bool:
        v = [[1, 0, 1], [0, 1, 1]] if not second else [[1, 1, 0], [0, 1, 0]]
    elif not d.is_floating_point and not d.is_complex:
        v = [[1, 2, 3], [4, 5, 6]] if not second else [[3, 1, 2], [2, 5, 1]]
    else:
        v = [[0.5, 1.25, 2.5], [3.0, 4.75, 6.0]] if not second else [[1.5, 0.5, 2.0], [2.25, 5.0, 1.0]]
    a = torch.tensor(v, dtype=torch.float64)
    if d.is_complex:
        a = a * (1 + 0.5j)
    return a.to(d)


def encode_value(x):
    if isinstance(x, complex):
        return [encode_value(x.real), encode_value(x.imag)]
    x = float(x)
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def encode_array(t):
    wide = torch.complex128 if t.dtype.is_complex else torch.float64
    return {"dtype": name(t.dtype), "shape": list(t.shape),
            "values": [encode_value(v) for v in t.to(wide).reshape(-1).tolist()]}


def arg(x):
    if isinstance(x, torch.Tensor):
        return {"array": encode_array(x)}
    if isinstance(x, list) and all(isinstance(a, torch.Tensor) for a in x):
        return {"arrays": [encode_array(a) for a in x]}
    if isinstance(x, (list, tuple)):
        return {"ints": list(x)}
    return {"scalar": encode_value(x), "kind": type(x).__name__}


CASES = []


def record(fname, *args, **kwargs):
    if ONLY and not fname.startswith(ONLY + "."):
        return
    f = torch
    for part in fname.split("."):  # "linalg.inv": torch.linalg.inv
        f = getattr(f, part)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            r = f(*args, **kwargs)
            if isinstance(r, tuple):  # qr, svd, eigh, slogdet: each result in order
                result = {"results": [encode_array(x) for x in r]}
            else:
                result = {"result": encode_array(r)}
        except Exception as e:  # PyTorch refuses the call
            result = {"error": type(e).__name__}
    kw = {k: name(v) if isinstance(v, torch.dtype) else v for k, v in kwargs.items()}
    CASES.append({"function": fname, "args": [arg(a) for a in args], "kwargs": kw, **result})


BINARY = ["add", "sub", "mul", "div", "floor_divide", "remainder", "fmod", "pow", "maximum",
          "minimum", "atan2", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or",
          "logical_xor"]
UNARY = ["sqrt", "exp", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin",
         "acos", "atan", "sinh", "cosh", "tanh", "neg", "abs", "sign", "square", "floor", "ceil",
         "trunc", "logical_not", "isnan", "isfinite"]
SCALARS = [2, 2.5, True]
# PyTorch's functions that take no Python scalar as `other` (a TypeError).
TENSORS_ONLY = ["maximum", "minimum", "atan2", "logical_and", "logical_or", "logical_xor"]

for fname in BINARY:
    for a in DTYPES:
        for b in DTYPES:
            record(fname, inputs(a), inputs(b, True))
        if fname not in TENSORS_ONLY:
            for s in SCALARS:
                record(fname, inputs(a), s)
for a in DTYPES:
    for b in DTYPES:
        for mode in ["trunc", "floor"]:
            record("div", inputs(a), inputs(b, True), rounding_mode=mode)
    record("div", inputs(a), 2, rounding_mode="trunc")
    record("add", inputs(a), inputs(a, True), alpha=2)
    record("sub", inputs(a), inputs(a, True), alpha=2)
# Negative dividends and divisors, where the rounding modes and the remainders' signs part.
for a in ["int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]:
    for fname in ["floor_divide", "remainder", "fmod"]:
        record(fname, -inputs(a), inputs(a, True))
        record(fname, inputs(a), -2)
    for mode in ["trunc", "floor"]:
        record("div", -inputs(a), inputs(a, True), rounding_mode=mode)
        record("div", inputs(a), -4, rounding_mode=mode)
for fname in UNARY:
    for a in DTYPES:
        record(fname, inputs(a))
for a in DTYPES:
    x = inputs(a)
    record("clamp", x, 1, 3)
    for fname in ["sum", "prod", "mean", "amax", "amin", "argmax", "argmin"]:
        record(fname, x)
        record(fname, x, dim=1)
    record("max", x)
    record("min", x)
    record("cumsum", x, dim=1)
    record("cumprod", x, dim=0)
    record("sum", x, dim=0, keepdim=True)
    record("sum", x, dtype=torch.float32)
    record("cumsum", x, dim=1, dtype=torch.float64)
    record("mean", x, dtype=torch.float64)
    record("softmax", x, 1)
    record("softmax", x, 0, dtype=torch.float64)
    record("zeros_like", x)
    record("ones_like", x, dtype=torch.float32)
    record("reshape", x, (3, 2))
    record("transpose", x, 0, 1)
    record("permute", x, (1, 0))
    record("squeeze", x.reshape(1, 2, 3))
    record("squeeze", x.reshape(1, 2, 3), 0)
    record("squeeze", x, 0)  # a dimension of length 2: left as it is
    record("unsqueeze", x, 1)
    record("flatten", x.reshape(1, 2, 3))
    record("flatten", x.reshape(1, 2, 3), 1)
    record("flip", x, (0,))
    record("clone", x)
    record("trace", x)
    record("zeros", [2, 3], dtype=getattr(torch, a))
    for b in DTYPES:
        y = inputs(b, True)
        record("cat", [x, y], dim=1)
        record("stack", [x, y])
        record("where", inputs("bool"), x, y)
        record("matmul", x, y.T)
        record("mm", x, y.T)
record("zeros", [2, 3])
record("ones", [2, 3])
record("full", [2], 7)
record("full", [2], 2.5)
record("full", [2], True)
record("arange", 5)
record("arange", 1, 7, 2)
record("arange", 0.0, 1.0, 0.25)
record("eye", 3)
record("eye", 2, 3)

# torch.linalg (issue 43), recorded under the names "linalg.<name>".
def square_input(dtype):
    """A 3 x 3 symmetric positive-definite matrix in each dtype (Hermitian if complex)."""
    d = getattr(torch, dtype)
    a = torch.tensor([[4, 1, 2], [1, 3, 0], [2, 0, 5]], dtype=torch.float64)
    if d == torch.bool:
        a = torch.eye(3, dtype=torch.float64)
    if d.is_complex:
        a = a + 1j * torch.tensor([[0, 0.5, 0], [-0.5, 0, 0.25], [0, -0.25, 0]])
    return a.to(d)


SINGULAR = torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=torch.float64)
EMPTY = torch.zeros((0, 0), dtype=torch.float64)
BATCH = torch.stack([square_input("float64"), 2 * square_input("float64")])
for a in DTYPES:
    sq, rect = square_input(a), inputs(a)
    for fname in ["inv", "det", "slogdet", "cholesky", "eigvalsh", "eigh", "pinv", "matrix_rank",
                  "svdvals", "matrix_exp"]:
        record("linalg." + fname, sq)
    for fname in ["qr", "svd", "svdvals", "pinv", "matrix_rank"]:
        record("linalg." + fname, rect)
    record("linalg.qr", rect.T, mode="complete")
    record("linalg.svd", rect, full_matrices=False)
    record("linalg.cholesky", sq, upper=True)
    record("linalg.eigvalsh", sq, UPLO="U")
    record("linalg.solve", sq, inputs(a)[0])
    record("linalg.cross", rect, inputs(a, True))
    for b in DTYPES:
        record("linalg.solve", sq, inputs(b, True).T)
        record("linalg.multi_dot", [rect, inputs(b, True).T, rect])
        record("linalg.cross", rect, inputs(b, True))
    record("linalg.multi_dot", [rect[0], rect.T, rect[1]])
    record("linalg.cross", rect.T, inputs(a, True).T, dim=0)
for fname in ["inv", "det", "slogdet", "cholesky", "eigvalsh", "eigh", "pinv", "matrix_rank",
              "svdvals", "matrix_exp"]:
    for x in [SINGULAR, EMPTY, BATCH, -BATCH]:
        record("linalg." + fname, x)
for x in [SINGULAR, EMPTY, BATCH]:
    record("linalg.solve", x, torch.ones(x.shape[:-1], dtype=torch.float64))
    record("linalg.svd", x)
    record("linalg.qr", x)
# matrix_power (integers too), lu_factor and lu_solve (on the factors lu_factor gives).
for a in DTYPES:
    sq = square_input(a)
    for n in [0, 1, 2, 3, 5, -1]:
        record("linalg.matrix_power", sq, n)
    record("linalg.lu_factor", sq)
    record("linalg.lu_factor", inputs(a))
    lu, pivots = torch.linalg.lu_factor(square_input("float64" if a != "complex128" else a))
    if a in ["float32", "complex64"]:
        lu, pivots = torch.linalg.lu_factor(sq)
    b = inputs(a, True).T
    record("linalg.lu_solve", lu, pivots, b)
    record("linalg.lu_solve", lu, pivots, b, adjoint=True)
    record("linalg.lu_solve", lu, pivots, b.T, left=False)
    record("linalg.lu_solve", lu, pivots, b.T, left=False, adjoint=True)
for x in [SINGULAR, EMPTY, BATCH]:
    record("linalg.matrix_power", x, -1)
    record("linalg.matrix_power", x, 0)
    record("linalg.lu_factor", x)
lu, pivots = torch.linalg.lu_factor(BATCH)
record("linalg.lu_solve", lu, pivots, torch.ones((2, 3, 2), dtype=torch.float64))
record("linalg.lu_solve", lu, pivots, torch.ones(3, dtype=torch.float64))  # B of 1 dimension
record("linalg.matrix_power", inputs("float64"), 2)  # not square

# torch.fft (issue 43), recorded under the names "fft.<name>".
SIGNAL = torch.tensor([[1.0, 2.0, 0.5, -1.0], [0.0, 3.0, -2.0, 1.5], [2.5, -0.5, 1.0, 0.0]],
                      dtype=torch.float64)
for a in DTYPES:
    x = inputs(a)
    for fname in ["fft", "ifft", "rfft", "irfft", "fftn", "ifftn", "fftshift", "ifftshift"]:
        record("fft." + fname, x)
    for fname in ["fft", "ifft", "rfft", "irfft"]:
        record("fft." + fname, x, n=4, dim=0, norm="ortho")
        record("fft." + fname, x, n=2, norm="forward")
    for fname in ["fftn", "ifftn"]:
        record("fft." + fname, x, s=[3, 2], norm="ortho")
    record("fft.fftshift", x, dim=[1])
    record("fft.ifftshift", x, dim=[0])
C = (SIGNAL + 1j * SIGNAL.flip(0)).to(torch.complex128)
for x in [SIGNAL, SIGNAL.to(torch.float32), C, C.to(torch.complex64), SIGNAL[None]]:
    for fname in ["fft", "ifft", "rfft", "irfft", "fftn", "ifftn"]:
        record("fft." + fname, x)
    record("fft.fftn", x, dim=[0])
    record("fft.irfft", x, n=7, dim=0)
    for norm in ["backward", "ortho", "forward"]:
        record("fft.fft", x, n=5, norm=norm)
        record("fft.ifft", x, dim=0, norm=norm)
for fname in ["fft", "ifft", "rfft", "irfft"]:
    record("fft." + fname, torch.zeros((2, 0), dtype=torch.float64))
for n in [1, 4, 5]:
    for d in [1.0, 0.5]:
        record("fft.fftfreq", n, d)
        record("fft.rfftfreq", n, d)
record("fft.fftfreq", 4, dtype=torch.float64)

if ONLY:  # the other groups' cases as they were recorded
    with open(os.path.join(HERE, "torch.json")) as recorded:
        kept = [c for c in json.load(recorded)["cases"]
                if not c["function"].startswith(ONLY + ".")]
    CASES = kept + CASES
with open(os.path.join(HERE, "torch.json"), "w") as out:
    json.dump({"generator": f"torch {torch.__version__} by torch_reference.py",
               "cases": CASES}, out, separators=(",", ":"))
    out.write("\n")
print(len(CASES), "cases")
