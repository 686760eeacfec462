"""Barrage, the whole game: complete 4-player games per second, and the greedy players' scores.

Targets (issue 9): random 4-player games ≥ 10 /s; greedy 4-player games ≥ 1 /s, with the
spread of their scores printed.
"""

from __future__ import annotations

import statistics
from collections import Counter

import ludo

from .common import line, rate


def _game(seed: int, seats) -> ludo.GameState:
    return ludo.play_out(ludo.new("barrage", players=4, seed=seed), seats, seed=seed)[-1]


def run() -> None:
    per_s, n = rate(lambda i: _game(i, "random"), 4.0)
    line("parties aléatoires complètes, 4 joueurs", f"{per_s:,.1f} /s ({n} parties)", "≥ 10 /s")
    finals = []
    per_s, n = rate(lambda i: finals.append(_game(1000 + i, "greedy")), 6.0)
    line("parties entre Bâtisseurs, 4 joueurs", f"{per_s:,.1f} /s ({n} parties)", "≥ 1 /s")
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
    """One step of the game notebook: a move played and the pictures redrawn."""
    from ludo.barrage.ui import _game_picture

    from .common import interaction_step_ms

    for part, label in (("all", "carte + plateaux"), ("actions", "plateau des actions seul")):
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
