"""Seismic: random complete games per second, one interaction step, a quake animation."""

from __future__ import annotations

import random
import time

import ludo
from ludo.seismic.draw import quake_frames, to_png
from ludo.seismic.players import GreedyPlayer
from ludo.seismic.rules import from_position
from ludo.seismic.ui import SeismicBoard
from ludo.viz import fig_to_png

from .common import interaction_step_ms, line, median_ms, rate

#: Every variant of the random-game figure (issue 13: ≥ 50 games/s in each), French label.
RANDOM_VARIANTS = {
    "base": "règle de base",
    "big_one": "Le Big One",
    "dilemma": "Dilemme",
    "aftershocks": "Contrecoups",
    "twin_cities": "Villes jumelles",
}


def _random_game(seed: int, players: int = 4, variant: str = "base") -> None:
    ludo.play_out(
        ludo.new("seismic", players=players, seed=seed, variant=variant),
        ludo.player("seismic", "random", seed),
    )


def random_games(variant: str, seconds: float = 2.0) -> tuple[float, float, int]:
    """Seeded random 4-player games of ``variant``: games per second (wall clock, CPU), games.

    The CPU figure (``time.process_time``) compares two versions on a loaded machine.
    """
    _random_game(10**6, variant=variant)  # warm-up: imports, tile geometry
    cpu = time.process_time()
    per_s, n = rate(lambda i: _random_game(i, variant=variant), seconds)
    return per_s, n / max(time.process_time() - cpu, 1e-9), n


def run() -> None:
    for variant, label in RANDOM_VARIANTS.items():
        per_s, cpu_s, n = random_games(variant, 3.0 if variant == "base" else 2.0)
        line(
            f"parties aléatoires à 4, {label}",
            f"{per_s:,.1f} /s (CPU {cpu_s:,.1f} /s, {n} parties)",
            "≥ 50 /s",
        )

    # One interaction step: play a move and redraw the table to an image.
    med, p90 = interaction_step_ms("seismic", to_png, warmup_moves=30, players=2)
    line(
        "un pas d'interaction (coup + image de la table)",
        f"médiane {med:.0f} ms, p90 {p90:.0f} ms",
        "≤ 100 ms",
    )

    board = SeismicBoard(ludo.new("seismic", players=2, seed=2))

    def click():
        board.reset()
        board.play_button.click()

    med, p90 = median_ms(click, repeat=10, warmup=1)
    line(
        "un clic « Jouer » sur le widget (coup + dessins)",
        f"médiane {med:.0f} ms, p90 {p90:.0f} ms",
    )

    # A quake animation: every frame built (figures rendered to PNG).
    table = {(q, 0): ("S", 0) for q in range(1, 6)}
    table.update({(0, -k): ("S", 2) for k in range(1, 4)})
    markers = {((2, 0), 0): 0, ((4, 0), 0): 1}
    before = from_position(table, row=("W", "T", "S"), markers=markers, radius=6)
    after = from_position(table, row=("W", "T"), pile=("Q6", "S"), markers=markers, radius=6)
    t = time.perf_counter()
    frames = quake_frames(before, after)
    for make, _text in frames:
        fig_to_png(make(), tight=False)
    line(
        "une animation de séisme construite (6.0, toutes les images)",
        f"{time.perf_counter() - t:.2f} s ({len(frames)} images)",
        "≤ 2 s",
    )

    bot = GreedyPlayer(seed=0)
    rng = random.Random(1)
    s = ludo.new("seismic", players=2, seed=1)
    for _ in range(30):
        s = s.play(rng.choice(s.legal_moves()))
    med, p90 = median_ms(lambda: bot.choose(s), repeat=10, warmup=1)
    line("l'ordinateur « glouton » choisit un coup", f"médiane {med:.0f} ms, p90 {p90:.0f} ms")
