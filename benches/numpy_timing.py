"""What the NumPy columns of the benches share: NumPy single-threaded, the inputs the Rust
benches use, and the median of timed runs. Import it before NumPy: it sets the thread limits
NumPy's BLAS reads when it loads."""

import os

for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[var] = "1"

import statistics  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402

N = 10_000_000


def spread(n, lo, hi, dtype=np.float32):
    """`n` values over `[lo, hi)` in `dtype`: the golden-ratio sequence the Rust benches use."""
    frac = (np.arange(n, dtype=np.float64) * 0.6180339887498949) % 1.0
    return (lo + (hi - lo) * frac).astype(dtype)


def median_s(fn, runs):
    """The median time of `runs` calls of `fn`, in seconds, after one call to warm up."""
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def per_call_ns(fn, calls=200_000):
    """The time of one call of a fast `fn`, from batches of calls."""

    def batch():
        for _ in range(calls):
            fn()

    return median_s(batch, 5) / calls * 1e9
