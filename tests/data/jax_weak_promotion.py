#!/usr/bin/env python3
# Reference table for weakly typed arrays under the `jax` promotion rule set, asked of JAX:
#   python3 -m venv venv && venv/bin/pip install jax
#   venv/bin/python jax_weak_promotion.py          (writes jax_weak_promotion.json beside it)
# For every pair of operands among arrays of each dtype, weak arrays (`jnp.asarray` of a Python
# scalar, no dtype given) and Python scalars, `jnp.add(x, y)`'s dtype and `weak_type`; once
# with `jax_enable_x64` off (the 64-bit dtypes do not exist then and are left out) and once on.
# A pair JAX refuses (it raises) is `null`.
import json
import os

import jax

NAMES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bfloat16",
         "float16", "float32", "float64", "bool", "complex64", "complex128"]
WIDE = {"int64", "uint64", "float64", "complex128"}
# A Python scalar of each kind; a weak array is `jnp.asarray` of the same value.
SCALARS = {"bool": True, "int": 2, "float": 2.5, "complex": 1 + 2j}
HERE = os.path.dirname(os.path.abspath(__file__))


def table(x64):
    jax.config.update("jax_enable_x64", x64)
    import jax.numpy as jnp
    names = [n for n in NAMES if x64 or n not in WIDE]
    operands = {f"array {n}": (lambda n=n: jnp.ones(2, dtype=getattr(jnp, n))) for n in names}
    operands.update({f"weak {k}": (lambda v=v: jnp.asarray(v)) for k, v in SCALARS.items()})
    operands.update({f"scalar {k}": (lambda v=v: v) for k, v in SCALARS.items()})

    def cell(x, y):
        try:
            r = jnp.add(operands[x](), operands[y]())
            return {"dtype": str(r.dtype), "weak_type": bool(r.weak_type)}
        except Exception:
            return None

    made = {k: operands[k]() for k in operands if not k.startswith("scalar")}
    return {
        "operands": list(operands),
        # What each operand is in JAX: a check that the weak ones are weak (`True` is not).
        "weak_type": {k: bool(v.weak_type) for k, v in made.items()},
        "dtype": {k: str(v.dtype) for k, v in made.items()},
        "add": {x: {y: cell(x, y) for y in operands} for x in operands},
    }


doc = {
    "generator": f"jax {jax.__version__}: add = jax.numpy.add(row, col) -> (dtype, weak_type); "
                 "'array d' = jax.numpy.ones(2, d), 'weak k' = jax.numpy.asarray(v), "
                 "'scalar k' = v, for v in " + repr(SCALARS),
    "x64_off": table(False),
    "x64_on": table(True),
}
with open(os.path.join(HERE, "jax_weak_promotion.json"), "w") as out:
    json.dump(doc, out, indent=1)
    out.write("\n")
