"""Tesla's Automa: its strength against the greedy player, and its speed.

Targets (issue 10): over at least 200 seeded solo games per level (four levels, about
4 minutes on one core), the greedy player's
win rate against the Automa (it must fall as the level rises) and the Automa's mean
score; one Automa turn (decision and explanation) ≤ 20 ms median; a whole solo game
between the greedy player and the Automa ≤ 2 s.

The win rate is printed with its 95 % Wilson interval: at the two highest levels the
greedy player wins 0 to 3 games in 200, so their order is noise. The mean score margin
(greedy − Automa, with its 95 % interval) separates the levels: on 26 Nov 2026 it was
−34.9 ± 4.2, −72.6 ± 4.5, −84.0 ± 4.2 and −91.8 ± 4.2 VP from « facile » to
« surpuissant » (win rates 12.5 %, 2.5 %, 0.5 %, 1.0 %).
"""

from __future__ import annotations

import math
import statistics
import time

import ludo
from ludo.barrage.automa.turn import PLAYABLE_LEVELS

from .common import line

GAMES = 200
Z95 = 1.96  # the normal quantile of a two-sided 95 % interval


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate (it stays inside [0, 1] near 0 %)."""
    p = wins / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: list) -> tuple[float, float]:
    """The mean and the half-width of its 95 % interval (normal approximation)."""
    return statistics.mean(values), Z95 * statistics.stdev(values) / math.sqrt(len(values))


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
        low, high = wilson(wins, GAMES)
        line(
            f"Bâtisseur contre l'Automa « {level} »",
            f"gagne {wins} parties sur {GAMES} ({100 * wins / GAMES:.1f} %, "
            f"IC 95 % {100 * low:.1f}–{100 * high:.1f} %), {ties} égalités",
            "doit baisser quand le niveau monte",
        )
        automa_mean, automa_half = mean_interval(automa_scores)
        margin, margin_half = mean_interval(
            [g - a for g, a in zip(greedy_scores, automa_scores, strict=True)]
        )
        line(
            f"score moyen, niveau « {level} »",
            f"Automa {automa_mean:.1f} ± {automa_half:.1f} PV, "
            f"Bâtisseur {statistics.mean(greedy_scores):.1f} PV",
        )
        line(
            f"écart moyen Bâtisseur − Automa, « {level} »",
            f"{margin:+.1f} ± {margin_half:.1f} PV (IC 95 %)",
            "doit baisser quand le niveau monte",
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
