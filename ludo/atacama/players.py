"""Computer players for Atacama: random, greedy, and a shallow search.

All three follow :class:`ludo.core.players.Player` (a French ``name``,
``choose(state)``, seeded) and are registered for ``ludo.players("atacama")``;
they choose among ``state.legal_moves()`` and never change a state. A game
between them is ``ludo.play_out(state, seats)``.

* :class:`RandomPlayer` — any legal move, from a seeded generator.
* :class:`GreedyPlayer` — the move that maximises an evaluation of the position
  one move ahead: its own (projected) score minus the best opponent's.
* :class:`SearchPlayer` — looks two moves ahead: for its most promising moves it
  assumes the next player answers greedily, and keeps the move whose worst case
  is best.

The evaluation counts complete lines (4 wells or more) at full value and gives
partial credit to lines still short of 4 wells (weight ``n / 8`` for ``n``
wells), so that the computer prepares lines instead of playing at random until
the fourth well.
"""

from __future__ import annotations

import random

from ..core.players import register_player
from ..core.rng import resolve_seed
from ..core.state import Move
from . import messages as msg
from .rules import AtacamaState, Role, TakeConcession
from .scoring import line_sums, totals

PARTIAL_WEIGHT = 1 / 8


def projected(state: AtacamaState, role: Role) -> float:
    """Projected points of ``role``: complete lines in full, shorter ones in part."""
    threshold = state.option("threshold")
    return sum(
        sub if count >= threshold else sub * count * PARTIAL_WEIGHT
        for count, sub in line_sums(state, role)
    )


def evaluate(state: AtacamaState, player: int) -> float:
    """How good ``state`` is for ``player``: his points minus the best opponent's.

    At the end of the game, the exact totals; before, projected points. In the
    advanced game before any concession is bought, the player is assumed to get
    the better of the two roles (he may still buy it).
    """
    n = state.n_players
    if state.is_over():
        t = totals(state)
        return t[player] - max(t[q] for q in range(n) if q != player)
    roles = state.roles
    role = roles[player]
    if role is None:
        best: float | None = None
        for conc in ("turquoise", "orange"):
            for direction in ("columns", "rows"):
                mine = Role(direction, conc)
                other = Role(
                    "rows" if direction == "columns" else "columns",
                    "orange" if conc == "turquoise" else "turquoise",
                )
                value = projected(state, mine) - projected(state, other)
                best = value if best is None else max(best, value)
        return 0.0 if best is None else best
    own = projected(state, role)
    others = [projected(state, r) for q, r in enumerate(roles) if q != player and r is not None]
    return own - (max(others) if others else 0.0)


class RandomPlayer:
    """Plays any legal move (seeded)."""

    key = "random"
    name = msg.PLAYER_NAMES["random"]

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(resolve_seed(seed))

    def choose(self, state: AtacamaState):
        return self.rng.choice(state.legal_moves())


class GreedyPlayer(RandomPlayer):
    """Plays the move with the best evaluation one move ahead (ties drawn from the seed)."""

    key = "greedy"
    name = msg.PLAYER_NAMES["greedy"]

    def ranked(self, state: AtacamaState) -> list[tuple[float, Move]]:
        me = state.mover
        scored = []
        for move in state.legal_moves():
            value = evaluate(state.play(move), me)
            if isinstance(move, TakeConcession):
                value -= 0.5  # a well is paid: buy only when it is clearly better
            scored.append((value, self.rng.random(), move))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(v, m) for v, _, m in scored]

    def choose(self, state: AtacamaState):
        return self.ranked(state)[0][1]


class SearchPlayer(GreedyPlayer):
    """Two moves ahead: its best ``width`` moves, each answered greedily by the next player."""

    key = "search"
    name = msg.PLAYER_NAMES["search"]

    def __init__(self, seed: int | None = None, width: int = 8):
        super().__init__(seed)
        self.width = width

    def choose(self, state: AtacamaState):
        me = state.mover
        best_value, best_move = None, None
        for _, move in self.ranked(state)[: self.width]:
            after = state.play(move)
            if after.is_over() or after.current_player == me:
                value = evaluate(after, me)
            else:
                reply = GreedyPlayer.ranked(self, after)[0][1]
                value = evaluate(after.play(reply), me)
            if best_value is None or value > best_value:
                best_value, best_move = value, move
        return best_move


for _cls in (RandomPlayer, GreedyPlayer, SearchPlayer):
    register_player(
        "atacama",
        _cls.key,
        _cls,
        name=msg.PLAYER_NAMES[_cls.key],
        description=msg.PLAYER_DESCRIPTIONS[_cls.key],
    )
