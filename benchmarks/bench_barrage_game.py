"""Barrage, the whole game: complete 4-player games per second, and the greedy players' scores.

Targets (issue 9): random 4-player games ≥ 10 /s; greedy 4-player games ≥ 1 /s, with the
spread of their scores printed.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter

import ludo

from .common import line, rate


def _game(seed: int, seats) -> ludo.GameState:
    return ludo.play_out(ludo.new("barrage", players=4, seed=seed), seats, seed=seed)[-1]


def _rate(fn, seconds: float) -> str:
    """Calls per second of wall-clock time, and of this process's own processor time (the
    machine is shared: the second figure says what the code does when it gets a core)."""
    cpu = time.process_time()
    per_s, n = rate(fn, seconds)
    return (
        f"{per_s:,.1f} /s ({n} parties ; {n / (time.process_time() - cpu):,.1f} /s de processeur)"
    )


def run() -> None:
    # Before the engine's legal moves were sped up (buildable spots computed once per set of
    # structures, the payment loop unrolled, the fixed moves built once): about 26 /s of
    # processor time for random games, same machine and measure.
    text = _rate(lambda i: _game(i, "random"), 4.0)
    line("parties aléatoires complètes, 4 joueurs", text, "≥ 10 /s")
    finals: list = []
    text = _rate(lambda i: finals.append(_game(1000 + i, "greedy")), 6.0)
    line("parties entre Bâtisseurs, 4 joueurs", text, "≥ 1 /s")
    scores = [t for s in finals for t in s.score().totals().values()]
    spreads = [max(s.score().totals().values()) - min(s.score().totals().values()) for s in finals]
    line(
        "scores des Bâtisseurs (PV)",
        f"min {min(scores)}, médiane {statistics.median(scores):.0f}, max {max(scores)}",
    )
    line("écart entre premier et dernier (PV)", f"médiane {statistics.median(spreads):.0f}")
    wins = Counter(s.companies[w].company for s in finals for w in s.winners())
    line("victoires par société", ", ".join(f"{k} {v}" for k, v in sorted(wins.items())))
    mixed = [_game(2000 + i, ("greedy", "random", "random", "random")) for i in range(10)]
    won = sum(0 in s.winners() for s in mixed)
    line("un Bâtisseur contre 3 Hasards", f"gagne {won} parties sur 10")
    _interaction()


def _interaction() -> None:
    """One step of the game notebook: a move played and the pictures redrawn.

    Before the layered pictures (fixed layers drawn once, a part drawn again only when what
    it shows changed, the overview at the map's width): ≈ 1.2 s for « carte + plateaux »
    and ≈ 0.5 s for the action board alone, measured like the lines below.
    """
    from ludo.barrage import draw
    from ludo.barrage.ui import GameTable, _game_picture

    from .common import interaction_step_ms, median_ms

    state = ludo.new("barrage", players=4, seed=1)
    for cache in (draw._PAINTERS, draw._ACTION_PAINTERS, draw._TRACK_PAINTERS, draw._LAST_PARTS):
        cache.clear()
    start = time.perf_counter()
    _game_picture(state)
    line(
        "premier dessin (couches fixes comprises)",
        f"{(time.perf_counter() - start) * 1000:.0f} ms",
    )
    for part, label in (
        ("all", "carte + plateaux"),
        ("actions", "plateau des actions seul"),
        ("companies", "plateaux des sociétés"),
    ):
        med, p90 = interaction_step_ms(
            "barrage",
            lambda s, part=part: _game_picture(s, part),
            warmup_moves=40,
            repeat=12,
            players=4,
        )
        line(
            f"un pas d'interaction ({label})",
            f"médiane {med:.0f} ms, p90 {p90:.0f} ms",
            "≤ 100 ms",
        )
    table = GameTable(players=4, seats=("human",) * 4, seed=1)
    rng = random.Random(1)

    def step():
        moves = list(table.session.state.legal_moves())
        table.play(str(rng.choice(moves)))

    med, p90 = median_ms(step, repeat=15)
    line(
        "un coup joué dans la table de jeu (widget entier)",
        f"médiane {med:.0f} ms, p90 {p90:.0f} ms",
        "≤ 100 ms",
    )
