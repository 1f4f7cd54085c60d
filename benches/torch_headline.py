"""PyTorch's column of `cargo bench --bench headline` (issue 47): the same cases on the same
inputs, on the CPU, at ivy's thread count (`torch.set_num_threads` to rayon's: all cores, or
`RAYON_NUM_THREADS` when set).

Setup (not part of CI): PyTorch from PyPI. On Linux its wheel imports the CUDA libraries it
depends on even for the CPU, so it needs them installed (several GB; `pip install --no-deps
torch` does not import):
    python3 -m venv /tmp/torchenv && /tmp/torchenv/bin/pip install numpy torch
    cargo bench --bench headline && /tmp/torchenv/bin/python benches/torch_headline.py

Prints one line per case: the median of the runs. Then, if `cargo bench --bench headline` has
run (its results under `target/criterion`, or `$CARGO_TARGET_DIR/criterion`), the table in
Markdown: ivy's and PyTorch's medians and PyTorch / ivy (above 1: ivy is faster).

With a regular expression (and a number of rounds, 3 unless given), it measures the cases whose
labels match, ivy's and PyTorch's alternately, round by round (see `alternate`):
    /tmp/torchenv/bin/python benches/torch_headline.py 'sum/10M|add/10M into out' 3
"""

import os
import pathlib
import re
import subprocess
import sys

# Before NumPy's helpers pin the thread count to 1: ivy's count, for PyTorch.
THREADS = int(os.environ.get("RAYON_NUM_THREADS") or os.cpu_count())

from numpy_headline import criterion_medians, show  # noqa: E402
from numpy_timing import N, median_s, per_call_ns, spread  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402


def t(a):
    return torch.from_numpy(np.ascontiguousarray(a))


def cases():
    """(label, measure, unit) per case, `measure()` timing it: call it before the next case is
    made (its inputs are those of the loop's turn that made it)."""
    a1, b1 = t(spread(1, -10.0, 10.0)), t(spread(1, 1.0, 2.0))
    yield "add/1", lambda: per_call_ns(lambda: torch.add(a1, b1)), "ns"

    a, b = t(spread(N, -10.0, 10.0)), t(spread(N, 1.0, 2.0))
    yield "add/10M allocating", lambda: median_s(lambda: torch.add(a, b), 20) * 1e3, "ms"
    out = torch.zeros(N, dtype=torch.float32)
    yield "add/10M into out", lambda: median_s(lambda: torch.add(a, b, out=out), 20) * 1e3, "ms"
    i8 = t((np.arange(N) % 256).astype(np.uint8).view(np.int8))
    yield "int8 + float32/10M", lambda: median_s(lambda: torch.add(i8, b), 20) * 1e3, "ms"

    transcendentals = (
        ("exp", -10.0, 10.0, torch.exp),
        ("log", 0.001, 100.0, torch.log),
        ("tan", -100.0, 100.0, torch.tan),
        ("sin", -100.0, 100.0, torch.sin),
        ("cos", -100.0, 100.0, torch.cos),
        ("tanh", -10.0, 10.0, torch.tanh),
        ("sigmoid", -10.0, 10.0, torch.sigmoid),
    )
    for dtype, suffix in ((np.float32, ""), (np.float64, " float64")):
        for name, lo, hi, fn in transcendentals:
            x = t(spread(N, lo, hi).astype(dtype))
            yield f"{name}{suffix}/10M", lambda: median_s(lambda: fn(x), 20) * 1e3, "ms"

    a64 = a.to(torch.float64)
    yield "sum/10M", lambda: median_s(lambda: torch.sum(a), 20) * 1e3, "ms"
    yield "mean/10M", lambda: median_s(lambda: torch.mean(a), 20) * 1e3, "ms"
    yield "max/10M", lambda: median_s(lambda: torch.max(a), 20) * 1e3, "ms"
    yield "sum float64/10M", lambda: median_s(lambda: torch.sum(a64), 20) * 1e3, "ms"
    yield "cumsum/10M", lambda: median_s(lambda: torch.cumsum(a, 0), 20) * 1e3, "ms"

    for n in (512, 1024):
        m = t(spread(n * n, -1.0, 1.0).reshape(n, n))
        mt = m.T.contiguous()
        yield f"matmul/{n}", lambda: median_s(lambda: m @ mt, 10) * 1e3, "ms"

    yield "astype f32->f16/10M", lambda: median_s(lambda: a.to(torch.float16), 20) * 1e3, "ms"


def main():
    torch.set_num_threads(THREADS)
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, median of the runs")
    if len(sys.argv) > 1:
        return alternate(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3)
    torch_seconds = {}
    for label, measure, unit in cases():
        value = measure()
        print(f"{label:24} {value:10.3f} {unit}")
        torch_seconds[label] = value / (1e9 if unit == "ns" else 1e3)
    medians = criterion_medians()
    if not medians:
        return
    print("\n| case (float32 unless said) | ivy | PyTorch | PyTorch / ivy |")
    print("|---|---|---|---|")
    for case, seconds in torch_seconds.items():
        ivy = medians.get((case, "ivy"))
        if ivy is not None:
            print(f"| {case} | {show(ivy)} | {show(seconds)} | {seconds / ivy:.2f} |")


def alternate(pattern, rounds):
    """The cases whose label matches `pattern` (a regular expression), ivy's and PyTorch's in
    turn, `rounds` times: the machine's speed wanders from minute to minute, which a column
    measured minutes after the other takes for a difference. Each round runs ivy's criterion
    groups (`cargo bench --bench headline -- '^(pattern)/ivy$'`), then PyTorch's, and prints
    PyTorch / ivy per case (above 1: ivy is faster)."""
    root = pathlib.Path(__file__).resolve().parent.parent
    for round_ in range(1, rounds + 1):
        subprocess.run(
            ["cargo", "bench", "--bench", "headline", "--features", "candle", "--",
             f"^({pattern})/ivy$"],
            cwd=root, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        medians = criterion_medians()
        for label, measure, unit in cases():
            if not re.search(f"^({pattern})$", label):
                continue
            seconds = measure() / (1e9 if unit == "ns" else 1e3)
            ivy = medians[(label, "ivy")]
            print(f"round {round_}: {label:24} ivy {show(ivy):>10}  PyTorch {show(seconds):>10}"
                  f"  PyTorch / ivy {seconds / ivy:.2f}")


if __name__ == "__main__":
    with torch.no_grad():
        main()
