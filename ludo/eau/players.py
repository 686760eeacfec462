"""Automatic players: a *helper* that proposes good moves, and a random one.

Both follow :class:`ludo.core.players.Player` (a French ``name``, ``choose(state)``,
seeded) and are registered for ``ludo.players("eau")``; a game played out by them is
``ludo.play_out(state, "helper")``.

The helper is greedy: it scores every legal move by what it changes locally
(ports joined, leaks added or removed, a link to the Régie's network) and
proposes the best ones with a French reason. It does not look ahead; it is a
hint for a group stuck on a move, not a perfect player.

>>> import ludo
>>> from ludo.eau.players import suggest
>>> s = ludo.new("eau", players=4, seed=7)
>>> suggest(s)[0].move in s.legal_moves()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..core.french import decimal, integer
from ..core.players import register_player
from ..core.rng import resolve_seed
from . import messages as msg
from .network import leak_delta, regie_network
from .rules import Choose, EauState, Place
from .tiles import NEIGHBOUR, cell_name


@dataclass(frozen=True)
class Suggestion:
    move: object
    value: float
    reason: str


def _covers_left(state: EauState) -> int:
    """Agents of this round's events not yet needed for a pierced pipe on the board."""
    if state.phase != "event":
        return 0
    uncovered = sum(1 for t in state.board if t is not None and t.code == "X" and not t.covered)
    return state.pending.count("A") - uncovered


def placement_value(
    state: EauState, move: Place, network: set[int] | None = None
) -> tuple[float, str]:
    """How good a placement looks now: (value, French reason).

    The helper knows decisions E24 and E25: an agent stacked on a pierced pipe is
    its best use (the leak stops and the agent's sides never leak), and when an
    agent of the same round is still to place, it lays the pierced pipe first so
    that the agent can cover it.
    """
    value, why = _placement_score(state, move, network)
    return value, why()


def _placement_score(state: EauState, move: Place, network: set[int] | None = None):
    """``(value, reason)`` of :func:`placement_value`, the French reason as a function
    that writes it: the helper weighs every legal move and explains only the best."""
    b = state.board
    if network is None:
        network = regie_network(b)
    if b[move.cell] is not None:  # an agent on a pierced pipe
        after = list(b)
        after[move.cell] = replace(b[move.cell], covered=True)
        delta = leak_delta(b, after, move.cell)
        return 10.0 - delta, lambda: msg.HELP_STACK.format(cell=cell_name(move.cell))
    tile = move.tile
    covered = move.code == "X" and _covers_left(state) > 0
    if covered:  # judged as it will be once the agent is on it
        tile = replace(tile, covered=True)
    after = list(b)
    after[move.cell] = tile
    delta = leak_delta(b, after, move.cell)
    m = tile.effective_mask
    connects = 0
    to_regie = False
    for side in range(4):
        other = NEIGHBOUR[move.cell][side]
        if other is None or b[other] is None or not m >> side & 1:
            continue
        if b[other].effective_mask >> ((side + 2) % 4) & 1:
            connects += 1
            to_regie = to_regie or other in network
    value = -2.0 * delta + connects + (1.5 if to_regie else 0.0)
    if move.code == "E":
        value += 3.0 if to_regie else 0.0
    if covered:
        value += 8.0  # first the pierced pipe, then the agent on it

    def why() -> str:
        text = msg.HELP_WHY.format(
            connects=connects,
            delta=integer(delta, signed=True),
            regie=msg.HELP_REGIE if to_regie else "",
        )
        if covered:
            text += msg.HELP_COVER_NEXT
        return msg.HELP_PLACE.format(cell=cell_name(move.cell), degrees=move.turn * 90, why=text)

    return value, why


def suggest(state: EauState, k: int = 3) -> list[Suggestion]:
    """The ``k`` best-looking legal moves, best first (ties in notation order).

    Every legal move is weighed; only the ``k`` kept are explained in French.
    """
    if state.is_over():
        return []
    network = regie_network(state.board)
    scored: list[tuple[object, float, Callable[[], str]]] = []
    if state.phase == "choose":
        for move in state.legal_moves():
            assert isinstance(move, Choose)
            best = max(_placement_score(state, p, network)[0] for p in state.placements(move.code))

            def why(move=move, best=best) -> str:
                return msg.HELP_CHOOSE.format(
                    tile=msg.TILE_NAMES[move.code], why=decimal(best, signed=True)
                )

            scored.append((move, best, why))
    else:
        for move in state.legal_moves():
            assert isinstance(move, Place)
            value, why = _placement_score(state, move, network)
            scored.append((move, value, why))
    scored.sort(key=lambda x: -x[1])
    return [Suggestion(move, value, why()) for move, value, why in scored[:k]]


def helper_move(state: EauState):
    """The helper's move (the best suggestion)."""
    return suggest(state, 1)[0].move


class HelperPlayer:
    """Plays the helper's best suggestion (:func:`helper_move`); it draws nothing.

    ``seed`` is accepted, as for every player, and unused: ties are broken in
    notation order.
    """

    key = "helper"
    name = msg.PLAYER_NAMES["helper"]

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def choose(self, state: EauState):
        return helper_move(state)


class RandomPlayer:
    """Plays a legal move drawn uniformly from a seeded generator."""

    key = "random"
    name = msg.PLAYER_NAMES["random"]

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(resolve_seed(seed))

    def choose(self, state: EauState):
        return self.rng.choice(state.legal_moves())


for _cls in (HelperPlayer, RandomPlayer):
    register_player(
        "eau",
        _cls.key,
        _cls,
        name=msg.PLAYER_NAMES[_cls.key],
        description=msg.PLAYER_DESCRIPTIONS[_cls.key],
    )


__all__ = [
    "Choose",
    "HelperPlayer",
    "RandomPlayer",
    "Suggestion",
    "helper_move",
    "placement_value",
    "suggest",
]
