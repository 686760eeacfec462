"""Computer players for Seismic: random and greedy.

Both follow :class:`ludo.core.players.Player` (a French ``name``,
``choose(state)``, seeded) and are registered for ``ludo.players("seismic")``;
they choose among ``state.legal_moves()`` and never change a state. A game
between them is ``ludo.play_out(state, seats)``.

* :class:`RandomPlayer` — any legal move, from a seeded generator.
* :class:`GreedyPlayer` — for a tile, the placement that best improves
  *points secured* (complete sections it wins) plus half the length of its
  unfinished marked sections, minus its *exposure to quakes*: a marker put on a
  tile among the first three of a ray from San Andreas that already has (nearly)
  the most tiles is likely to fall, so it counts against the move. For the other
  choices (quake side, city, re-orientation) it plays each option and keeps the
  best position.

The evaluation uses the fast union-find sections (:func:`ludo.seismic.sections.extend`)
so that a move is chosen in a few milliseconds.
"""

from __future__ import annotations

import random
from typing import cast

from ..core.players import final_state, register_player
from ..core.registry import new
from ..core.rng import resolve_seed
from . import messages as msg
from .moves import Place
from .quakes import ray_cells, ray_counts
from .scoring import TWIN_BONUS
from .sections import extend
from .state import SeismicState

UNFINISHED_WEIGHT = 0.5
EXPOSURE_WEIGHT = 0.6


def section_points(analysis, cities: tuple, n_players: int) -> list[float]:
    """Provisional points of each player: complete sections only (majority rule).

    ``cities`` are the San Andreas cells when the Twin Cities bonus applies, else ().
    """
    pts = [0.0] * n_players
    for roads, stubs, opens, markers, _members in analysis.info.values():
        if not markers or opens or not stubs:
            continue
        value = roads + sum(v for _c, v in stubs)
        ends = {c for c, _v in stubs}
        if len(cities) == 2 and ends == set(cities):
            value += TWIN_BONUS
        counts: dict[int, int] = {}
        for p in markers:
            counts[p] = counts.get(p, 0) + 1
        best = max(counts.values())
        for p, n in counts.items():
            if n == best:
                pts[p] += value
    return pts


def unfinished(analysis, player: int) -> float:
    """Length of the unfinished sections where ``player`` has a marker."""
    total = 0.0
    for roads, stubs, opens, markers, _m in analysis.info.values():
        if opens and player in markers:
            total += roads + sum(v for _c, v in stubs)
    return total


def danger_cells(state: SeismicState) -> set:
    """Cells among the first three of the most loaded rays from each San Andreas."""
    out = set()
    for city in state.cities:
        counts = ray_counts(state.placed, state.cells, city)
        best = max(counts)
        for side, n in enumerate(counts):
            if n >= best - 1:
                out.update(ray_cells(state.cells, city, side)[:3])
    return out


def evaluate(state: SeismicState, player: int) -> float:
    """Points secured minus the best opponent's, plus unfinished work (exact at the end)."""
    if state.is_over():
        t = state.score().totals()
        return t[player] - max(v for p, v in t.items() if p != player)
    a = state.analysis()
    pts = section_points(a, _bonus_cities(state), state.n_players)
    others = max(v for p, v in enumerate(pts) if p != player)
    return pts[player] - others + UNFINISHED_WEIGHT * unfinished(a, player)


def _bonus_cities(state) -> tuple:
    return state.cities if state.has("twin_cities") else ()


class RandomPlayer:
    """Plays a uniformly random legal move (seeded)."""

    key = "random"
    name = msg.PLAYER_NAMES["random"]

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(resolve_seed(seed))

    def choose(self, state: SeismicState):
        return self.rng.choice(state.legal_moves())


class GreedyPlayer:
    """Plays the move with the best one-move evaluation (ties broken by a seeded draw)."""

    key = "greedy"
    name = msg.PLAYER_NAMES["greedy"]

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(resolve_seed(seed))

    def choose(self, state: SeismicState):
        moves = list(state.legal_moves())
        me = state.mover
        if all(isinstance(m, Place) for m in moves) or state.phase in ("place", "second"):
            return self._best_place(state, moves, me)
        best, best_v = [], None
        for m in moves:
            v = evaluate(state.play(m), me)
            if best_v is None or v > best_v + 1e-9:
                best, best_v = [m], v
            elif abs(v - best_v) <= 1e-9:
                best.append(m)
        return self.rng.choice(best)

    def _best_place(self, state: SeismicState, moves, me):
        g = state.geom
        base = state.analysis()
        danger = danger_cells(state)
        twin = _bonus_cities(state)
        best, best_v = [], None
        for m in moves:
            if not isinstance(m, Place):
                v = evaluate(state, me)
            else:
                placed = dict(state.placed)
                placed[m.cell] = (m.tile, m.rot)
                marker = None if m.marker is None else (m.marker, me)
                a = extend(base, placed, m.cell, g, marker)
                pts = section_points(a, twin, state.n_players)
                others = max(v for p, v in enumerate(pts) if p != me)
                v = pts[me] - others + UNFINISHED_WEIGHT * unfinished(a, me)
                if m.marker is not None:
                    if m.cell in danger:
                        v -= EXPOSURE_WEIGHT * (1 + unfinished(a, me) / 4)
                    v += 0.25  # a marker is worth more on the table than in the box
            if best_v is None or v > best_v + 1e-9:
                best, best_v = [m], v
            elif abs(v - best_v) <= 1e-9:
                best.append(m)
        return self.rng.choice(best)


for _cls in (RandomPlayer, GreedyPlayer):
    register_player(
        "seismic",
        _cls.key,
        _cls,
        name=msg.PLAYER_NAMES[_cls.key],
        description=msg.PLAYER_DESCRIPTIONS[_cls.key],
    )


def simulate(
    n_games: int, players: int = 4, variant: str = "base", seed: int = 0, kind: str = "random"
):
    """Quakes in ``n_games`` seeded games: a list of dicts (one per game).

    Each dict has ``quakes`` (quakes that hit at least one tile or none),
    ``destroyed`` (tiles destroyed), ``placed`` (tiles on the table at the end),
    ``reason`` (why the game ended) and ``scores``.
    """
    out = []
    for k in range(n_games):
        s = new("seismic", players=players, seed=seed + k, variant=variant)
        s = cast(SeismicState, final_state(s, kind, seed=seed + k))
        out.append(
            {
                "quakes": len(s.quake_log),
                "destroyed": sum(q[3] for q in s.quake_log),
                "placed": len(s.placed),
                "reason": s.end_reason,
                "scores": s.score().totals(),
            }
        )
    return out
