"""NumPy's column of `cargo bench --bench headline`: the same cases on the same inputs,
single-threaded (BLAS limited to one thread for matmul). NumPy has no conv2d: that case is
PyTorch's `torch.nn.functional.conv2d` at one thread, when PyTorch is installed.

Setup (not part of CI):
    python3 -m venv /tmp/npenv && /tmp/npenv/bin/pip install numpy
    /tmp/npenv/bin/python benches/numpy_headline.py

Prints one line per case: the median of the runs, in the unit that suits it. Then, if
`cargo bench --bench headline` has run (its results under `target/criterion`, or
`$CARGO_TARGET_DIR/criterion`), the side-by-side table in Markdown: ivy, raw ndarray and NumPy
with the ratios (above 1: the first is slower), and ivy over candle against raw candle.
"""

# First, before NumPy loads: single-threaded (BLAS limited to one thread for matmul).
from numpy_timing import N, median_s, per_call_ns, spread  # isort: skip

import json
import os
import pathlib

import numpy as np


def cases():
    a1, b1 = spread(1, -10.0, 10.0), spread(1, 1.0, 2.0)
    yield "add/1", per_call_ns(lambda: np.add(a1, b1)), "ns"

    a, b = spread(N, -10.0, 10.0), spread(N, 1.0, 2.0)
    a64 = a.astype(np.float64)
    yield "add/10M allocating", median_s(lambda: np.add(a, b), 20) * 1e3, "ms"
    out = np.zeros(N, dtype=np.float32)
    yield "add/10M into out", median_s(lambda: np.add(a, b, out=out), 20) * 1e3, "ms"
    i8 = (np.arange(N) % 256).astype(np.uint8).view(np.int8)
    yield "int8 + float32/10M", median_s(lambda: np.add(i8, b), 20) * 1e3, "ms"

    transcendentals = (
        ("exp", -10.0, 10.0, np.exp),
        ("log", 0.001, 100.0, np.log),
        ("tan", -100.0, 100.0, np.tan),
        ("sin", -100.0, 100.0, np.sin),
        ("cos", -100.0, 100.0, np.cos),
        ("tanh", -10.0, 10.0, np.tanh),
        # NumPy has no sigmoid: the expression a NumPy user writes (scipy's expit is one pass).
        ("sigmoid", -10.0, 10.0, lambda x: 1.0 / (1.0 + np.exp(-x))),
    )
    for dtype, suffix in ((np.float32, ""), (np.float64, " float64")):
        for name, lo, hi, fn in transcendentals:
            x = spread(N, lo, hi).astype(dtype)
            yield f"{name}{suffix}/10M", median_s(lambda: fn(x), 20) * 1e3, "ms"

    yield "sum/10M", median_s(lambda: np.sum(a), 20) * 1e3, "ms"
    yield "mean/10M", median_s(lambda: np.mean(a), 20) * 1e3, "ms"
    yield "max/10M", median_s(lambda: np.max(a), 20) * 1e3, "ms"
    yield "sum float64/10M", median_s(lambda: np.sum(a64), 20) * 1e3, "ms"
    yield "cumsum/10M", median_s(lambda: np.cumsum(a), 20) * 1e3, "ms"

    for n in (512, 1024):
        m = spread(n * n, -1.0, 1.0).reshape(n, n)
        mt = np.ascontiguousarray(m.T)
        yield f"matmul/{n}", median_s(lambda: m @ mt, 10) * 1e3, "ms"

    # NumPy has no conv2d: PyTorch's (torch.nn.functional.conv2d, one thread), on the same
    # NCHW input and OIHW filters, where PyTorch is installed.
    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None:
        torch.set_num_threads(1)
        xc = torch.from_numpy(spread(64 * 128 * 128, -1.0, 1.0).reshape(1, 64, 128, 128))
        wc = torch.from_numpy(spread(64 * 64 * 9, -1.0, 1.0).reshape(64, 64, 3, 3))
        conv = torch.nn.functional.conv2d
        with torch.inference_mode():
            yield ("conv2d/3x3 64x128x128 64 filters",
                   median_s(lambda: conv(xc, wc, padding="same"), 10) * 1e3, "ms")
    n = 1 << 20
    z = (spread(n, -1.0, 1.0) + 1j * spread(n, 0.0, 2.0)).astype(np.complex64)
    yield "fft complex64/2^20", median_s(lambda: np.fft.fft(z), 10) * 1e3, "ms"

    yield "astype f32->f16/10M", median_s(lambda: a.astype(np.float16), 20) * 1e3, "ms"


def criterion_medians():
    """{(group, function): median seconds} from criterion's saved estimates."""
    target = os.environ.get("CARGO_TARGET_DIR") or pathlib.Path(__file__).parent.parent / "target"
    medians = {}
    for bench in pathlib.Path(target, "criterion").glob("**/new/benchmark.json"):
        ids = json.loads(bench.read_text())
        estimates = json.loads((bench.parent / "estimates.json").read_text())
        medians[(ids["group_id"], ids["function_id"])] = estimates["median"]["point_estimate"] / 1e9
    return medians


def show(seconds):
    return f"{seconds * 1e9:.0f} ns" if seconds < 1e-5 else f"{seconds * 1e3:.2f} ms"


def table(numpy_seconds, medians):
    print("\n| case (float32 unless said) | ivy | ndarray | NumPy | ivy / ndarray | NumPy / ivy |")
    print("|---|---|---|---|---|---|")
    for case, numpy in numpy_seconds.items():
        ivy, raw = medians.get((case, "ivy")), medians.get((case, "ndarray"))
        if ivy is None or raw is None:
            continue
        print(f"| {case} | {show(ivy)} | {show(raw)} | {show(numpy)} | {ivy / raw:.2f} | {numpy / ivy:.2f} |")
    candle = sorted(g for (g, f) in medians if g.startswith("candle/") and f == "candle")
    if candle:
        print("\n| case on candle | ivy over candle | raw candle | ivy / candle |")
        print("|---|---|---|---|")
        for case in candle:
            ivy, raw = medians.get((case, "ivy")), medians[(case, "candle")]
            if ivy is not None:
                print(f"| {case[len('candle/'):]} | {show(ivy)} | {show(raw)} | {ivy / raw:.2f} |")


def main():
    print(f"numpy {np.__version__}, single-threaded, median of the runs")
    numpy_seconds = {}
    for label, value, unit in cases():
        print(f"{label:24} {value:10.3f} {unit}")
        numpy_seconds[label] = value / (1e9 if unit == "ns" else 1e3)
    medians = criterion_medians()
    if medians:
        table(numpy_seconds, medians)


if __name__ == "__main__":
    main()
