"""Barrage benchmarks: figures printed, never asserted (issue 3, §6).

- one round's flow (every headstream drop, a dozen dams): target ≤ 1 ms median;
- the flow animation of a full round (frames + HTML): target ≤ 2 s, HTML ≤ 3 MB;
- one widget step (change an input, recompute, redraw): target ≤ 60 ms median (issue 13, §4).
"""

from __future__ import annotations

import random
import statistics
import time

from .common import line, median_ms


def _busy_board(seed: int = 1):
    from ludo.barrage import Board
    from ludo.barrage.map import nodes_of_kind

    rng = random.Random(seed)
    board, _ = Board.setup(seed=seed)
    taken = {spot for spot, _, _ in board.dams}
    free = [s for s in nodes_of_kind("dam") if s not in taken]
    for spot in rng.sample(free, 9):  # 3 neutral + 9 = 12 dams
        board = board.with_dam(
            spot, rng.choice(["usa", "germany", "italy", "france"]), rng.randint(1, 3)
        )
    # a full round's worth of water: the largest of rounds 1-4, plus 2 drops from actions
    rounds = [board.round_drops(r)[0] for r in (1, 2, 3, 4)]
    board = max(rounds, key=lambda b: sum(b.drops_at(h) for h in "ABCD"))
    return board.add_drops("B", 1).add_drops("C", 1)


def run() -> None:
    from ludo.barrage.draw import animation_html, flow_frames
    from ludo.barrage.ui import (
        ActionBoardExplorer,
        CostCalculator,
        FlowLab,
        MapExplorer,
        ProductionCalculator,
        WheelLab,
    )
    from ludo.widgets import Stepper

    board = _busy_board()
    drops = sum(board.drops_at(h) for h in "ABCD")
    board.flow()  # warm the map caches
    ms, p90 = median_ms(board.flow, 2000)
    line(
        f"écoulement d'une manche ({len(board.dams)} barrages, {drops} gouttes)",
        f"{ms:.3f} ms (p90 {p90:.3f})",
        "≤ 1 ms",
    )

    flow_frames(board, board.flow()[1])  # warm the painter (the map is drawn once)
    t = time.perf_counter()
    after, events = board.flow()
    frames, texts = flow_frames(board, events)
    html = animation_html(frames, texts)
    stepper_html = Stepper(frames, texts).static_html()
    elapsed = time.perf_counter() - t
    size = max(len(html), len(stepper_html)) / 1e6
    line(f"animation d'une manche ({len(frames)} images + HTML)", f"{elapsed:.2f} s", "≤ 2 s")
    line("taille du HTML de l'animation", f"{size:.2f} Mo", "≤ 3 Mo")

    explorer = MapExplorer()
    basins = iter(list(range(1, 13)) * 10)
    _click(
        "explorateur (bassin choisi, redessin)",
        lambda: setattr(explorer.basin, "value", next(basins)),
        24,
    )

    costs = CostCalculator()
    spots = iter([value for _, value in costs.spot.options] * 10)
    _click(
        "calculateur de coût (emplacement)", lambda: setattr(costs.spot, "value", next(spots)), 24
    )

    lab = FlowLab("")
    dams = iter(["D1U", "D5U", "D8L", "D10U"] * 10)

    def build():
        lab.spot.value = next(dams)
        lab.build_button.click()

    _click("laboratoire (barrage construit, redessin)", build, 12)
    drops = iter([0, 1, 2, 3] * 10)
    _click(
        "laboratoire (gouttes d'une source, redessin)",
        lambda: setattr(lab.sliders["C"], "value", next(drops)),
        12,
    )

    def flow():
        lab.sliders["A"].value = 2
        lab.flow_button.click()

    _click("laboratoire (« Faire couler l'eau »)", flow, 8)

    calc = ProductionCalculator("prod_9")
    _click("production (calcul, redessin, animation)", calc.produce_button.click, 8)
    counts = iter([1, 2] * 10)
    _click(
        "production (réglage changé, redessin)",
        lambda: setattr(calc.drops, "value", next(counts)),
        8,
    )

    wheel = WheelLab()
    kinds = iter(["base", "elevation", "conduit", "powerhouse"] * 10)

    def wheel_build():
        wheel.kind.value = next(kinds)
        wheel.build_button.click()

    _click("roue (« Construire », redessin)", wheel_build, 8)
    _click("roue (« Tourner la roue »)", wheel.rotate_button.click, 8)

    board = ActionBoardExplorer()
    ids = iter([value for _, value in board.space.options] * 3)
    _click(
        "plateau des actions (emplacement choisi)",
        lambda: setattr(board.space, "value", next(ids)),
        12,
    )


def _click(label: str, fn, repeat: int) -> None:
    """A widget click (or a changed input), median of the wall-clock time and of this
    process's processor time (the machine is shared: the second says what the code costs)."""
    fn()
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        fn()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    line(
        f"widget : {label}",
        f"{statistics.median(walls):.1f} ms (processeur {statistics.median(cpus):.1f} ms)",
        "≤ 60 ms",
    )
