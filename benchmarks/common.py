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


def click_ms(fn, repeat: int = 20, warmup: int = 2, after=None) -> tuple[float, float, float]:
    """Median and p90 wall time, and median CPU time (ms) of one click ``fn(i)``.

    ``after(i)``, untimed, puts things back between clicks (e.g. « Annuler »). The CPU
    time is the figure to compare on a loaded machine: other processes do not count in it.
    """
    wall, cpu = [], []
    for i in range(warmup + repeat):
        t, c = time.perf_counter(), time.process_time()
        fn(i)
        if i >= warmup:
            wall.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        if after is not None:
            after(i)
    wall.sort()
    return statistics.median(wall), wall[int(0.9 * (len(wall) - 1))], statistics.median(cpu)


def click_line(label: str, fn, repeat: int = 20, warmup: int = 2, after=None, target="≤ 60 ms"):
    """Print one line for a kind of click: median, p90 and CPU median, with the target."""
    med, p90, cpu = click_ms(fn, repeat, warmup, after)
    line(label, f"médiane {med:.0f} ms, p90 {p90:.0f} ms (CPU {cpu:.0f} ms)", target)
    return med
