"""Barrage's game table (issue 21 §2 and §5): « Un conseil ? » and the computer's replies.

Targets: the three best moves with their reasons (:func:`ludo.barrage.game.advice.advise`)
≤ 0.5 s median; a computer player's reply, for each kind notebook 08 offers, and a turn of
Tesla's Automa, at each of its four levels, ≤ 0.3 s median at the game table (beyond, the
table says « calcul en cours… » first).

The advice is timed on every position of seeded games where a person would be to play (2, 3
and 4 companies, and against the Automa), the person's moves being a Bâtisseur's. The
replies are timed at the game table of notebooks 08 and 10 (a person against one computer
seat, the person's first 40 moves of two seeded games): the person's move is played with
« Jouer » (``GameTable.play``), the computer answers and the table is drawn again; « son
choix » is the computer player's ``choose`` alone, « clic entier » the whole click (the
person's move, the computer's turns with their rules, the redraw). An Automa's choice is
made by its tiles while its turn is played: it has only the whole click. Wall-clock medians,
p90 and max, and the process's own processor time (the machine is shared).
"""

from __future__ import annotations

import statistics
import time

import ludo

from .common import line

#: Person's moves per game timed for a reply (a game is about 80 of them with two seats).
MOVES = 40


def _figures(label: str, times: list, target: str) -> None:
    walls = sorted(w for w, _ in times)
    cpus = sorted(c for _, c in times)
    p90 = walls[int(0.9 * (len(walls) - 1))]
    line(
        label,
        f"médiane {statistics.median(walls):.0f} ms (processeur {statistics.median(cpus):.0f} ms), "
        f"p90 {p90:.0f} ms, max {walls[-1]:.0f} ms, {len(times)} fois",
        target,
    )


def _timed(fn) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def _advice() -> None:
    from ludo.barrage.game.advice import advise

    for players, options, label in (
        (2, {}, "2 sociétés"),
        (3, {}, "3 sociétés"),
        (4, {}, "4 sociétés"),
        (2, {"automa": [1], "automa_level": "modere"}, "contre l'Automa"),
    ):
        times: list = []
        for seed in (1, 2):
            s = ludo.new("barrage", players=players, seed=seed, **options)
            bots = {i: ludo.player("barrage", "greedy", seed + i) for i in range(players)}
            bots.update({i: ludo.player("barrage", "automa", seed) for i in s.automa})
            while not s.is_over():
                if s.phase != "pick" and s.current_player not in s.automa:
                    times.append(_timed(lambda s=s: advise(s)))
                s = s.play(bots[s.current_player].choose(s))
        _figures(f"« Un conseil ? » ({label})", times, "≤ 500 ms")


class _Watched:
    """A computer player whose turns are timed (``choose`` only: the rules' part of a turn
    is timed with the whole click)."""

    def __init__(self, inner, times: list):
        self.inner, self.times = inner, times
        self.name = inner.name

    def choose(self, state):
        out: list = []
        self.times.append(_timed(lambda: out.append(self.inner.choose(state))))
        return out[0]


def _replies() -> None:
    from ludo.barrage.automa import messages as amsg
    from ludo.barrage.ui import GameTable

    setups = [
        (p.key, {}, f"réponse : {p.name}") for p in ludo.players("barrage") if p.key != "automa"
    ]
    setups += [
        ("automa", {"automa_level": level}, f"Automa {name.split(' (')[0].lower()}")
        for level, name in amsg.LEVEL_NAMES.items()
    ]
    for key, options, label in setups:
        clicks: list = []
        turns: list = []
        for seed in (1, 2):
            table = GameTable(players=2, seats=("human", key), seed=seed, **options)
            seat = 1
            computer = table.session.computer[seat]
            table.session.computer[seat] = _Watched(computer, turns)
            person = ludo.player("barrage", "greedy", seed=seed)
            for _ in range(MOVES):
                state = table.session.state
                if state.is_over():
                    break
                move = person.choose(state)
                replies = len(turns)
                timing = _timed(lambda t=table, m=move: t.play(str(m)))
                if len(turns) > replies:  # the computer answered (not a follow-up's choice)
                    clicks.append(timing)
        if key != "automa":  # the Automa's choice is its tiles', made while its turn is played
            _figures(f"{label}, son choix", turns, "≤ 300 ms")
        _figures(f"{label}, clic entier", clicks, "≤ 300 ms")


def run() -> None:
    _advice()
    _replies()
