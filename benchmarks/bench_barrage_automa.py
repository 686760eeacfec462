"""Tesla's Automa: its strength against the reference player, and its speed.

Targets (issue 10): over at least 200 seeded solo games per level, the reference player's
win rate against the Automa must fall strictly from « facile » to « modéré » to
« haute_tension » to « surpuissant »; the Automa's mean score per level; one Automa turn
(decision and explanation) ≤ 20 ms median; a whole solo game of the greedy player
(the Bâtisseur) ≤ 2 s.

The reference player is the Ingénieur (``ludo.player("barrage", "planner")``, two of its own
moves ahead, :mod:`ludo.barrage.game.planner`). The weaker players were dropped from the
table to keep it within about ten minutes on two cores; on 26 Nov 2026 (200 games a
level) the Stratège won 32.0 %, 5.0 %, 3.5 % and 3.5 % (margins −12.2, −51.4, −63.1 and
−66.9 VP) and the Bâtisseur 12.5 %, 2.5 %, 0.5 % and 1.0 %: neither separated the two top
levels. ``LUDO_BENCH_AUTOMA_PLAYERS=planner,strategist,greedy`` measures them again.
Every line prints the win rate with its 95 % Wilson interval, the mean scores and the mean
margin (player − Automa) with their 95 % intervals. The games are spread over the
machine's cores (each game depends on its seed only, so the figures do not depend on the
split); the times are processor times (``time.process_time``), which the other processes
of a loaded machine do not inflate.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import ludo
from ludo.barrage.automa.turn import PLAYABLE_LEVELS

from .common import line

#: Solo games per level (``LUDO_BENCH_AUTOMA_GAMES`` changes it for a quick look; the
#: issue's figures need at least 200).
GAMES = int(os.environ.get("LUDO_BENCH_AUTOMA_GAMES", "200"))
#: Reference players, strongest first: the first one is the table's reference.
REFERENCES = {"planner": "Ingénieur", "strategist": "Stratège", "greedy": "Bâtisseur"}
DEFAULT = ("planner",)
#: Games per level that time a whole solo game of the greedy player (the issue's ≤ 2 s).
GREEDY_TIMED = 10
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


def solo_game(seed: int, level: str, key: str) -> tuple:
    """One seeded solo game: (player's VP, Automa's VP, player won, tie, Automa turn ms,
    processor seconds of the whole game)."""
    start = time.process_time()
    s = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
    person = ludo.player("barrage", key, seed=seed)
    automa = ludo.player("barrage", "automa")
    turn_times = []
    while not s.is_over():
        if s.current_player in s.automa:
            t = time.process_time()
            s = s.play_unchecked(automa.choose(s))
            turn_times.append((time.process_time() - t) * 1000)
        else:
            s = s.play_unchecked(person.choose(s))
    totals = s.score().totals()
    winners = s.winners()
    return (
        totals[0],
        totals[1],
        winners == [0],
        len(winners) > 1,
        turn_times,
        time.process_time() - start,
    )


def _games(pool, key: str, level: str) -> list:
    seeds = range(GAMES)
    return list(pool.map(solo_game, seeds, [level] * GAMES, [key] * GAMES, chunksize=5))


def _players() -> list:
    """The reference players measured: ``LUDO_BENCH_AUTOMA_PLAYERS`` (keys), or the first."""
    wanted = os.environ.get("LUDO_BENCH_AUTOMA_PLAYERS", "")
    keys = [k.strip() for k in wanted.split(",") if k.strip()] or list(DEFAULT)
    return [(k, REFERENCES.get(k, k)) for k in keys]


def run() -> None:
    turn_times: list[float] = []
    game_times: list[float] = []
    players = _players()
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for n, (key, name) in enumerate(players):
            rates = []
            for level in PLAYABLE_LEVELS:
                results = _games(pool, key, level)
                mine = [r[0] for r in results]
                theirs = [r[1] for r in results]
                wins = sum(r[2] for r in results)
                ties = sum(r[3] for r in results)
                if n == 0:
                    for r in results:
                        turn_times.extend(r[4])
                        game_times.append(r[5])
                rates.append(wins / GAMES)
                low, high = wilson(wins, GAMES)
                line(
                    f"{name} contre l'Automa « {level} »",
                    f"gagne {wins} parties sur {GAMES} ({100 * wins / GAMES:.1f} %, "
                    f"IC 95 % {100 * low:.1f}–{100 * high:.1f} %), {ties} égalités",
                    "doit baisser strictement quand le niveau monte",
                )
                automa_mean, automa_half = mean_interval(theirs)
                mine_mean, mine_half = mean_interval(mine)
                margin, margin_half = mean_interval(
                    [g - a for g, a in zip(mine, theirs, strict=True)]
                )
                line(
                    f"score moyen, niveau « {level} »",
                    f"Automa {automa_mean:.1f} ± {automa_half:.1f} PV, "
                    f"{name} {mine_mean:.1f} ± {mine_half:.1f} PV",
                )
                line(
                    f"écart moyen {name} − Automa, « {level} »",
                    f"{margin:+.1f} ± {margin_half:.1f} PV (IC 95 %)",
                    "doit baisser quand le niveau monte",
                )
            strict = all(a > b for a, b in zip(rates, rates[1:], strict=False))
            line(
                f"{name} : taux de victoire strictement décroissant",
                "oui" if strict else "non",
                "oui",
            )
        # The speed target is for a game against the greedy player (the Bâtisseur);
        # the Ingénieur looks two of its moves ahead, so its games are printed for
        # information only.
        greedy_times = [
            r[5]
            for level in PLAYABLE_LEVELS
            for r in pool.map(
                solo_game, range(GREEDY_TIMED), [level] * GREEDY_TIMED, ["greedy"] * GREEDY_TIMED
            )
        ]
    line(
        "un tour de l'Automa (décision et explication)",
        f"médiane {statistics.median(turn_times):.2f} ms, "
        f"max {max(turn_times):.1f} ms ({len(turn_times)} tours, temps processeur)",
        "≤ 20 ms",
    )
    line(
        "une partie entière Bâtisseur (glouton) contre Automa",
        f"médiane {statistics.median(greedy_times):.2f} s, max {max(greedy_times):.2f} s "
        f"({len(greedy_times)} parties, temps processeur)",
        "≤ 2 s",
    )
    line(
        f"une partie entière {players[0][1]} contre Automa",
        f"médiane {statistics.median(game_times):.2f} s, max {max(game_times):.2f} s "
        "(temps processeur ; il prévoit deux de ses coups, pour information)",
    )
