"""Tesla's Automa: its strength against the greedy player, and its speed.

Targets (issue 10): over at least 200 seeded solo games per level (four levels, about
4 minutes on one core), the greedy player's
win rate against the Automa (it must fall as the level rises) and the Automa's mean
score; one Automa turn (decision and explanation) ≤ 20 ms median; a whole solo game
between the greedy player and the Automa ≤ 2 s.
"""

from __future__ import annotations

import statistics
import time

import ludo
from ludo.barrage.automa.turn import PLAYABLE_LEVELS

from .common import line

GAMES = 200


def _solo(seed: int, level: str, turn_times: list) -> ludo.GameState:
    s = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
    greedy = ludo.player("barrage", "greedy", seed=seed)
    automa = ludo.player("barrage", "automa")
    while not s.is_over():
        if s.current_player in s.automa:
            t = time.perf_counter()
            s = s.play_unchecked(automa.choose(s))
            turn_times.append((time.perf_counter() - t) * 1000)
        else:
            s = s.play_unchecked(greedy.choose(s))
    return s


def run() -> None:
    turn_times: list[float] = []
    game_times: list[float] = []
    for level in PLAYABLE_LEVELS:
        wins = ties = 0
        automa_scores, greedy_scores = [], []
        for seed in range(GAMES):
            t = time.perf_counter()
            s = _solo(seed, level, turn_times)
            game_times.append(time.perf_counter() - t)
            totals = s.score().totals()
            greedy_scores.append(totals[0])
            automa_scores.append(totals[1])
            winners = s.winners()
            wins += winners == [0]
            ties += len(winners) > 1
        line(
            f"Bâtisseur contre l'Automa « {level} »",
            f"gagne {wins} parties sur {GAMES} ({100 * wins / GAMES:.0f} %), {ties} égalités",
            "doit baisser quand le niveau monte",
        )
        line(
            f"score moyen, niveau « {level} »",
            f"Automa {statistics.mean(automa_scores):.1f} PV, "
            f"Bâtisseur {statistics.mean(greedy_scores):.1f} PV",
        )
    line(
        "un tour de l'Automa (décision et explication)",
        f"médiane {statistics.median(turn_times):.2f} ms, "
        f"max {max(turn_times):.1f} ms ({len(turn_times)} tours)",
        "≤ 20 ms",
    )
    line(
        "une partie entière Bâtisseur contre Automa",
        f"médiane {statistics.median(game_times):.2f} s, max {max(game_times):.2f} s",
        "≤ 2 s",
    )
    line(
        "non joué",
        "la variante de Mahiri Sekibo au niveau « surpuissant » (décision G13)",
    )
