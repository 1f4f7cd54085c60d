"""NumPy's side of `cargo bench --bench transcendentals`: the same functions on the same 10M
inputs, single-threaded, into a preallocated output (`out=`) and allocating a fresh result.

NumPy has no sigmoid ufunc; it is timed as the usual `1 / (1 + np.exp(-x))` (allocating) and
as the same four ufuncs chained in place into `out`.

Setup (not part of CI):
    python3 -m venv /tmp/npvenv && /tmp/npvenv/bin/pip install numpy
    /tmp/npvenv/bin/python benches/numpy_transcendentals.py

Prints one line per case: the median of 20 runs in milliseconds.
"""

# First, before NumPy loads: single-threaded.
from numpy_timing import N, median_s, spread  # isort: skip

import numpy as np

RANGES = {
    "log": (0.001, 100.0),
    "sin": (-100.0, 100.0),
    "cos": (-100.0, 100.0),
    "tan": (-100.0, 100.0),
}


def inputs(name):
    return spread(N, *RANGES.get(name, (-10.0, 10.0)), dtype=np.float64)


def sigmoid_into(x, out):
    np.negative(x, out=out)
    np.exp(out, out=out)
    np.add(out, 1, out=out)
    np.reciprocal(out, out=out)


FUNCTIONS = {
    "exp": (lambda x, out: np.exp(x, out=out), np.exp),
    "log": (lambda x, out: np.log(x, out=out), np.log),
    "sin": (lambda x, out: np.sin(x, out=out), np.sin),
    "cos": (lambda x, out: np.cos(x, out=out), np.cos),
    "tan": (lambda x, out: np.tan(x, out=out), np.tan),
    "tanh": (lambda x, out: np.tanh(x, out=out), np.tanh),
    "sigmoid": (sigmoid_into, lambda x: 1 / (1 + np.exp(-x))),
}


def median_ms(fn, runs=20):
    return median_s(fn, runs) * 1e3


def main():
    print(f"numpy {np.__version__}, {N} elements, median of 20 runs")
    for name, (into, allocating) in FUNCTIONS.items():
        x64 = inputs(name)
        for dtype in (np.float32, np.float64):
            x = x64.astype(dtype)
            out = np.empty_like(x)
            t_out = median_ms(lambda: into(x, out))
            t_alloc = median_ms(lambda: allocating(x))
            label = f"{name}/{np.dtype(dtype).name}/10M"
            print(f"{label:22} numpy out= {t_out:8.2f} ms   numpy allocating {t_alloc:8.2f} ms")


if __name__ == "__main__":
    main()
