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

# torch.nn.functional (issue 43), recorded under the names "nn.functional.<name>": convolutions,
# pools and interpolate over every dtype, then their windows' edge cases. The values are small
# halves (integers for integer dtypes), so that every product and sum is exact in bfloat16.
def grid(dtype, shape, k=0):
    """A tensor of `shape` in `dtype`: 0.5 to 2 in halves (1 to 4 for integers, 0 and 1 for
    bool), with a complex part for complex dtypes."""
    d = getattr(torch, dtype)
    n = math.prod(shape)
    v = torch.tensor([(i * 5 + k * 3) % 4 + 1 for i in range(n)], dtype=torch.float64)
    if d == torch.bool:
        v = v % 2
    elif d.is_floating_point or d.is_complex:
        v = v / 2
    if d.is_complex:
        v = v * (1 + 0.5j)
    return v.reshape(shape).to(d)


NN = "nn.functional."
CONVS = [("conv1d", (1, 2, 5), (2, 2, 2)), ("conv2d", (1, 2, 4, 4), (2, 2, 2, 2)),
         ("conv3d", (1, 2, 3, 3, 3), (2, 2, 2, 2, 2)),
         ("conv_transpose1d", (1, 2, 3), (2, 2, 2)), ("conv_transpose2d", (1, 2, 3, 3), (2, 2, 2, 2))]
for a in DTYPES:
    for fname, xs, ws in CONVS:
        record(NN + fname, grid(a, xs), grid(a, ws, 1))
    record(NN + "conv2d", grid(a, (1, 2, 4, 4)), grid(a, (2, 2, 2, 2), 1), grid(a, (2,), 2))
    for fname in ["max_pool1d", "avg_pool1d"]:
        record(NN + fname, grid(a, (1, 2, 5)), 2)
    for fname in ["max_pool2d", "avg_pool2d"]:
        record(NN + fname, grid(a, (1, 2, 4, 5)), 2)
    record(NN + "interpolate", grid(a, (1, 2, 3)), size=5)
    record(NN + "interpolate", grid(a, (1, 2, 3)), size=5, mode="linear")
    record(NN + "interpolate", grid(a, (1, 2, 2, 3)), size=[3, 5], mode="bilinear")
for a, b in [("float32", "float64"), ("float64", "float32"), ("float32", "int64")]:
    record(NN + "conv1d", grid(a, (1, 2, 5)), grid(b, (2, 2, 2), 1))
    record(NN + "conv_transpose1d", grid(a, (1, 2, 3)), grid(b, (2, 2, 2), 1))
    record(NN + "conv1d", grid(a, (1, 2, 5)), grid(a, (2, 2, 2), 1), grid(b, (2,), 2))
F64 = "float64"
X1, X2, X3 = grid(F64, (2, 4, 7)), grid(F64, (2, 4, 5, 6)), grid(F64, (1, 2, 4, 3, 5))
for kw in [dict(padding=1), dict(stride=2), dict(dilation=2), dict(padding=2, stride=3, dilation=2),
           dict(padding="same"), dict(padding="valid"), dict(padding="same", dilation=2),
           dict(padding=[1]), dict(padding="same", stride=2), dict(padding=-1), dict(stride=0)]:
    for k in [2, 3, 4]:
        record(NN + "conv1d", X1, grid(F64, (6, 4, k), 1), **kw)
        record(NN + "conv2d", X2, grid(F64, (3, 4, k, 3), 1), **kw)
    record(NN + "conv3d", X3, grid(F64, (2, 2, 2, 3, 2), 1), **kw)
for kw in [dict(padding=(1, 0), stride=(2, 1)), dict(dilation=(1, 2), padding=(0, 2)),
           dict(padding="same", dilation=(2, 1))]:
    record(NN + "conv2d", X2, grid(F64, (3, 4, 2, 3), 1), **kw)
    record(NN + "conv3d", X3, grid(F64, (2, 2, 2, 3, 2), 1), padding=(1, 0, 2), stride=(2, 1, 1))
for g in [1, 2, 4, 3]:
    record(NN + "conv1d", X1, grid(F64, (4, 4 // g if 4 % g == 0 else 1, 3), 1), groups=g)
    record(NN + "conv2d", X2, grid(F64, (4, 4 // g if 4 % g == 0 else 1, 2, 2), 1),
           grid(F64, (4,), 2), groups=g, padding="same")
record(NN + "conv3d", X3, grid(F64, (4, 1, 1, 2, 2), 1), grid(F64, (4,), 2), groups=2)
record(NN + "conv1d", X1, grid(F64, (6, 4, 3), 1), grid(F64, (6,), 2), stride=2, padding=1)
record(NN + "conv1d", X1, grid(F64, (6, 4, 3), 1), grid(F64, (5,), 2))
record(NN + "conv1d", X1, grid(F64, (6, 3, 3), 1))  # channels that do not match
# An unbatched input, where PyTorch takes one (one axis fewer); an empty batch; a wrong rank.
record(NN + "conv1d", X1[0], grid(F64, (6, 4, 3), 1), padding=1)
record(NN + "conv2d", X2[0], grid(F64, (3, 4, 2, 3), 1), stride=2)
record(NN + "conv3d", X3[0], grid(F64, (2, 2, 2, 3, 2), 1))
record(NN + "conv1d", X1[:0], grid(F64, (6, 4, 3), 1))
record(NN + "conv2d", X2[:0], grid(F64, (3, 4, 2, 3), 1), padding="same")
record(NN + "conv1d", X1[0, 0], grid(F64, (6, 4, 3), 1))
record(NN + "conv2d", X1, grid(F64, (3, 4, 2, 3), 1))
record(NN + "conv2d", X2[None], grid(F64, (3, 4, 2, 3), 1))
T1, T2 = grid(F64, (2, 4, 3)), grid(F64, (2, 4, 3, 4))
for kw in [dict(stride=2), dict(padding=1), dict(stride=2, padding=1, output_padding=1),
           dict(dilation=2), dict(stride=3, dilation=2, output_padding=2),
           dict(stride=2, output_padding=2), dict(padding=3), dict(stride=2, output_padding=[1])]:
    for k in [2, 3]:
        record(NN + "conv_transpose1d", T1, grid(F64, (4, 3, k), 1), **kw)
        record(NN + "conv_transpose2d", T2, grid(F64, (4, 3, k, 2), 1), **kw)
for kw in [dict(stride=(2, 3), padding=(1, 0), output_padding=(1, 2)), dict(dilation=(2, 1)),
           dict(groups=2), dict(groups=4, stride=2), dict(groups=3)]:
    record(NN + "conv_transpose2d", T2, grid(F64, (4, 2, 2, 3), 1), **kw)
    record(NN + "conv_transpose1d", T1, grid(F64, (4, 1, 3), 1), grid(F64, (4,), 2),
           **{k: (v[0] if isinstance(v, tuple) else v) for k, v in kw.items()})
record(NN + "conv_transpose1d", T1[0], grid(F64, (4, 3, 2), 1), stride=2)
record(NN + "conv_transpose2d", T2[0], grid(F64, (4, 3, 2, 2), 1), padding=1)
record(NN + "conv_transpose1d", T1[:0], grid(F64, (4, 3, 2), 1))
record(NN + "conv_transpose2d", T2[:0], grid(F64, (4, 3, 2, 2), 1), stride=2)
record(NN + "conv_transpose1d", T1[0, 0], grid(F64, (4, 3, 2), 1))
P1, P2 = grid(F64, (2, 3, 7)) * torch.tensor([1, -1, 1, 1, -1, 1, 1.0]), grid(F64, (2, 3, 5, 6))
P1[0, 0, 3] = math.nan
for fname, x in [("max_pool1d", P1), ("avg_pool1d", P1), ("max_pool2d", P2), ("avg_pool2d", P2)]:
    for k in [1, 2, 3, 4]:
        for kw in [dict(), dict(stride=1), dict(stride=2, padding=1), dict(padding=k // 2, ceil_mode=True),
                   dict(stride=3, ceil_mode=True), dict(stride=2, padding=1, ceil_mode=True),
                   dict(padding=k // 2 + 1)]:
            record(NN + fname, x, k, **kw)
    record(NN + fname, x[0], 3, stride=2, padding=1)
    record(NN + fname, x[:0], 2)
    record(NN + fname, x[0, 0], 2)
    record(NN + fname, x, 0)
    record(NN + fname, x, 2, stride=0)
for fname, x in [("max_pool1d", P1), ("max_pool2d", P2)]:
    for kw in [dict(dilation=2), dict(dilation=2, padding=1, stride=2), dict(dilation=3, ceil_mode=True, stride=2)]:
        record(NN + fname, x, 2, **kw)
        record(NN + fname, x, 3, **kw)
for fname, x in [("avg_pool1d", P1), ("avg_pool2d", P2)]:
    for kw in [dict(count_include_pad=False, padding=1), dict(count_include_pad=False, padding=1, ceil_mode=True, stride=2),
               dict(count_include_pad=True, padding=1, ceil_mode=True, stride=2)]:
        record(NN + fname, x, 3, **kw)
record(NN + "avg_pool1d", -grid("int64", (1, 2, 7)), 3, padding=1)
record(NN + "avg_pool2d", -grid("int64", (1, 2, 5, 6)), 2, padding=1, stride=1)
for d in [1, 3, 5]:
    record(NN + "avg_pool2d", P2, 3, padding=1, divisor_override=d)
record(NN + "avg_pool2d", P2, 3, padding=1, divisor_override=0)
record(NN + "max_pool2d", P2, (2, 3), stride=(1, 2), padding=(1, 0), dilation=(2, 1))
record(NN + "avg_pool2d", P2, (2, 3), stride=(1, 2), padding=(1, 0))
I1, I2 = grid(F64, (2, 3, 4)) * torch.tensor([1, -1, 2, 1.0]), grid(F64, (2, 1, 3, 4))
for x, modes in [(I1, ["nearest", "linear"]), (I2, ["nearest", "bilinear"])]:
    for mode in modes:
        for kw in [dict(size=7), dict(size=2), dict(size=4), dict(scale_factor=2.0),
                   dict(scale_factor=1.5), dict(scale_factor=0.5), dict(scale_factor=2.7),
                   dict(scale_factor=1.5, recompute_scale_factor=True), dict(size=1)]:
            record(NN + "interpolate", x, mode=mode, **kw)
            if mode != "nearest":
                record(NN + "interpolate", x, mode=mode, align_corners=True, **kw)
        record(NN + "interpolate", x, mode=mode, size=[5] * (x.dim() - 2))
        record(NN + "interpolate", x[:0], mode=mode, size=3)
        record(NN + "interpolate", x[0], mode=mode, size=3)
        record(NN + "interpolate", x, mode=mode)
        record(NN + "interpolate", x, mode=mode, size=3, scale_factor=2.0)
record(NN + "interpolate", I2, mode="bilinear", size=[2, 7], align_corners=False)
record(NN + "interpolate", I2, mode="bilinear", scale_factor=[0.5, 1.75])
record(NN + "interpolate", I2, mode="nearest", scale_factor=[1.5, 0.75])
record(NN + "interpolate", I2, mode="linear", size=3)
record(NN + "interpolate", I1, mode="bilinear", size=3)
record(NN + "interpolate", I1, mode="nearest", size=3, align_corners=True)
record(NN + "interpolate", I1, mode="area", size=3)
record(NN + "interpolate", torch.tensor([[[[0, 100, 255, 3]]]], dtype=torch.uint8), size=[1, 7],
       mode="bilinear")


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
