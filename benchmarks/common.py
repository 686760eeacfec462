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


def interaction_step_ms(game: str, draw_png, warmup_moves: int, repeat: int = 30, **options):
    """Median and p90 (ms) of one interaction step: play a legal move, draw the result to PNG.

    The position comes from a seeded random game of ``warmup_moves`` moves; the step cycles
    through its legal moves so that each measure draws a different position.
    """
    import random

    import ludo

    rng = random.Random(1)
    s = ludo.new(game, seed=1, **options)
    for _ in range(warmup_moves):
        s = s.play(rng.choice(s.legal_moves()))
    moves = list(s.legal_moves())
    counter = iter(range(10**9))

    def step():
        draw_png(s.play(moves[next(counter) % len(moves)]))

    return median_ms(step, repeat=repeat)


def line(label: str, value: str, target: str = "") -> None:
    suffix = f"   (objectif : {target})" if target else ""
    print(f"   {label:<48} {value}{suffix}", flush=True)
