"""ivy_rs against NumPy from Python, side by side in one process: the cost of one call on a
1-element array (what the module adds to a kernel), and the headline big-array cases of
`benches/numpy_headline.py`, NumPy single-threaded and ivy with one thread.

Setup (not part of CI): a release build of the package, and NumPy:
    python3 -m venv /tmp/pyenv && /tmp/pyenv/bin/pip install numpy ./ivy-python
    RAYON_NUM_THREADS=1 /tmp/pyenv/bin/python benches/python_per_call.py

Prints a Markdown table: each case's median for NumPy and ivy, and NumPy / ivy (above 1: ivy
is faster).
"""

# First, before NumPy loads: single-threaded (BLAS limited to one thread for matmul).
from numpy_timing import N, median_s, per_call_ns, spread  # isort: skip

import numpy as np

import ivy_rs as xp


def cases():
    a1, b1 = spread(1, -10.0, 10.0), spread(1, 1.0, 2.0)
    x1, y1 = xp.asarray(a1), xp.asarray(b1)
    yield "add/1 (function)", per_call_ns(lambda: np.add(a1, b1), 100_000), per_call_ns(
        lambda: xp.add(x1, y1), 100_000), "ns"
    yield "add/1 (operator)", per_call_ns(lambda: a1 + b1, 100_000), per_call_ns(
        lambda: x1 + y1, 100_000), "ns"

    a, b = spread(N, -10.0, 10.0), spread(N, 1.0, 2.0)
    x, y = xp.asarray(a), xp.asarray(b)
    yield "add/10M", median_s(lambda: np.add(a, b), 20) * 1e3, median_s(
        lambda: xp.add(x, y), 20) * 1e3, "ms"
    for name, lo, hi in (("exp", -10.0, 10.0), ("tanh", -10.0, 10.0), ("sin", -100.0, 100.0)):
        v = spread(N, lo, hi)
        w = xp.asarray(v)
        yield f"{name}/10M", median_s(lambda: getattr(np, name)(v), 20) * 1e3, median_s(
            lambda: getattr(xp, name)(w), 20) * 1e3, "ms"
    yield "sum/10M", median_s(lambda: np.sum(a), 20) * 1e3, median_s(
        lambda: xp.sum(x), 20) * 1e3, "ms"
    m = spread(512 * 512, -1.0, 1.0).reshape(512, 512)
    mt = np.ascontiguousarray(m.T)
    xm, xmt = xp.asarray(m), xp.asarray(mt)
    yield "matmul/512", median_s(lambda: m @ mt, 10) * 1e3, median_s(
        lambda: xm @ xmt, 10) * 1e3, "ms"


def main():
    print("| case (float32) | NumPy | ivy_rs | NumPy / ivy_rs |")
    print("|---|---|---|---|")
    for case, numpy, ivy, unit in cases():
        print(f"| {case} | {numpy:.1f} {unit} | {ivy:.1f} {unit} | {numpy / ivy:.2f} |")


if __name__ == "__main__":
    main()
