"""Small timing helpers shared by the benchmarks."""

from __future__ import annotations

import statistics
import time


def median_ms(fn, repeat: int = 30, warmup: int = 2) -> tuple[float, float]:
    """Median and 90th percentile of ``fn()`` in milliseconds."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.9 * (len(times) - 1))]


def rate(fn, seconds: float = 3.0) -> tuple[float, int]:
    """How many calls of ``fn()`` per second, measured for about ``seconds``."""
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        fn(n)
        n += 1
    return n / (time.perf_counter() - start), n


def line(label: str, value: str, target: str = "") -> None:
    suffix = f"   (objectif : {target})" if target else ""
    print(f"   {label:<48} {value}{suffix}", flush=True)
