#!/usr/bin/env python3
# Reference tables for the `numpy` and `torch` promotion rule sets, asked of the real libraries:
#   python3 -m venv venv && venv/bin/pip install numpy ml_dtypes torch
#   venv/bin/python numpy_torch_promotion.py        (writes the two JSON files beside it)
# Leave out torch (`--numpy-only`) where it cannot be installed. A pair or a scalar column the
# library refuses (it raises) is `null`.
import json
import os
import sys

NAMES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bfloat16",
         "float16", "float32", "float64", "bool", "complex64", "complex128"]
# A Python scalar of each kind, in range for every dtype; `repr` goes into the file.
SCALARS = {"bool": True, "int": 1, "float": 2.5, "complex": 1 + 2j}
HERE = os.path.dirname(os.path.abspath(__file__))


def ask(f):
    try:
        return f()
    except Exception:  # the library refuses: the rule set leaves the cell undefined
        return None


def write(name, doc):
    with open(os.path.join(HERE, name), "w") as out:
        json.dump(doc, out, indent=1)
        out.write("\n")


def numpy_tables():
    import ml_dtypes
    import numpy as np
    dt = {n: np.dtype(ml_dtypes.bfloat16 if n == "bfloat16" else n) for n in NAMES}
    name = lambda d: "bfloat16" if d == dt["bfloat16"] else str(d)
    arr = lambda n: np.ones(2, dtype=dt[n])
    zero_dim = lambda n: np.array(1, dtype=dt[n])
    write("numpy_promotion.json", {
        "generator": f"numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}: "
                     "table = numpy.promote_types(row, col); can_cast = numpy.can_cast(row, col) "
                     "(casting='safe'); scalars = numpy.result_type(numpy.ones(2, row), scalar); "
                     "zero_dim = numpy.result_type(numpy.ones(2, row), numpy.array(1, col)); "
                     "zero_dim_scalars = numpy.result_type(numpy.array(1, row), scalar)",
        "dtypes": NAMES,
        "table": {a: {b: ask(lambda: name(np.promote_types(dt[a], dt[b]))) for b in NAMES}
                  for a in NAMES},
        "can_cast": {a: {b: bool(np.can_cast(dt[a], dt[b])) for b in NAMES} for a in NAMES},
        "scalar_values": {k: repr(v) for k, v in SCALARS.items()},
        "scalars": {a: {k: ask(lambda: name(np.result_type(arr(a), v)))
                        for k, v in SCALARS.items()} for a in NAMES},
        "zero_dim": {a: {b: ask(lambda: name(np.result_type(arr(a), zero_dim(b))))
                         for b in NAMES} for a in NAMES},
        "zero_dim_scalars": {a: {k: ask(lambda: name(np.result_type(zero_dim(a), v)))
                                 for k, v in SCALARS.items()} for a in NAMES},
    })


def torch_tables():
    import torch
    dt = {n: getattr(torch, n) for n in NAMES}
    name = lambda d: str(d).removeprefix("torch.")
    tensor = lambda n: torch.ones(2, dtype=dt[n])
    zero_dim = lambda n: torch.tensor(1, dtype=dt[n])
    write("torch_promotion.json", {
        "generator": f"torch {torch.__version__}: table = torch.promote_types(row, col); "
                     "scalars = torch.result_type(torch.ones(2, dtype=row), scalar); "
                     "zero_dim = torch.result_type(torch.ones(2, dtype=row), "
                     "torch.tensor(1, dtype=col)); zero_dim_pairs = torch.result_type("
                     "torch.tensor(1, dtype=row), torch.tensor(1, dtype=col)); "
                     "zero_dim_scalars = torch.result_type(torch.tensor(1, dtype=row), scalar); "
                     f"with the default dtype {name(torch.get_default_dtype())}",
        "dtypes": NAMES,
        "table": {a: {b: ask(lambda: name(torch.promote_types(dt[a], dt[b]))) for b in NAMES}
                  for a in NAMES},
        "scalar_values": {k: repr(v) for k, v in SCALARS.items()},
        "scalars": {a: {k: ask(lambda: name(torch.result_type(tensor(a), v)))
                        for k, v in SCALARS.items()} for a in NAMES},
        "zero_dim": {a: {b: ask(lambda: name(torch.result_type(tensor(a), zero_dim(b))))
                         for b in NAMES} for a in NAMES},
        "zero_dim_pairs": {a: {b: ask(lambda: name(torch.result_type(zero_dim(a), zero_dim(b))))
                               for b in NAMES} for a in NAMES},
        "zero_dim_scalars": {a: {k: ask(lambda: name(torch.result_type(zero_dim(a), v)))
                                 for k, v in SCALARS.items()} for a in NAMES},
    })


numpy_tables()
if "--numpy-only" not in sys.argv:
    torch_tables()
