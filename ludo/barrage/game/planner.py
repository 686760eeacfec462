"""« Ingénieur »: a Barrage player that plans two of its own moves ahead.

It is the reference player that measures Tesla's Automa (issue 10): the Stratège
(:mod:`.strategist`) looks one move ahead, so it never sees why it should turn the
construction wheel, buy machines or build a Base whose conduit is still missing; the
Ingénieur plays sequences of its own moves.

How it chooses (deterministic: its seed only chooses the company at the set-up):

1. Every legal move is played on a copy (``play_unchecked``: the state it was given never
   changes), with the choices the move leaves to the player (which contract, which
   machines, which headstreams ...) answered best-first, and the position reached is
   rated by :func:`evaluate_margin`.
2. The ``FOLLOW_UP`` best moves of step 1 are looked at once more: after each one the
   player plays its best next move of a constructive kind (a construction, a production,
   water, a wheel turn, machines), **as if it played again at once** (the others' turns in
   between are skipped: an optimistic guess that keeps the search cheap). A move is worth
   the better of its own position and the position after that follow-up, so « turn the
   wheel to get the Base tile back, then build the Base » or « build the conduit, then
   produce through it » count as the plans they are.
3. Engineers are not free: each one placed costs what the bank would pay for it, plus a
   little, so the bank is the move of last resort.

:func:`evaluate_margin` is the Stratège's evaluation of the position (VP, the round's
scoring, production chains, water, contracts, supply) minus the victory points of the
other companies: in a solo game, the credits the Automa gains when the player uses its
conduit are its victory points, and they count against the move.

This is a reference player for measuring the Automa's levels, not a model of human play:
``python -m benchmarks barrage_automa`` prints its win rates against the four levels.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.state import Move
from . import messages as msg
from .moves import Build, Buy, Produce, Water, Workshop
from .strategist import StrategistPlayer, _candidates, _vp, engineer_value, evaluate


@dataclass(frozen=True)
class Ranked:
    """A move as the Ingénieur weighs it: its ``value`` (the position's worth, engineers
    paid), the position ``after`` it (its own choices answered best-first) and, when the
    value is its follow-up's, that next move ``then`` and the position ``then_after``."""

    value: float
    move: Move
    after: object
    then: Move | None = None
    then_after: object = None


#: How many of the best moves get a follow-up move looked at (step 2).
FOLLOW_UP = 8
#: The kinds of moves a follow-up may be: the constructive ones.
FOLLOW_KINDS = (Build, Produce, Water, Workshop, Buy)


def evaluate_margin(state, seat: int) -> float:
    """The Stratège's :func:`~.strategist.evaluate` of ``seat`` minus the others' VP.

    >>> import ludo
    >>> s = ludo.new("barrage", players=2, automa=[1], seed=3)
    >>> s = s.play("choisir france S1")
    >>> evaluate_margin(s, 0) - evaluate(s, 0)  # the Automa starts with 16 VP
    -16.0
    """
    others = sum(_vp(state, o) for o in range(state.n_players) if o != seat)
    return evaluate(state, seat) - others


class PlannerPlayer(StrategistPlayer):
    """Plays the move that leads, with one more own move, to the best position."""

    name = msg.PLAYER_PLANNER
    follow_up = FOLLOW_UP

    def choose(self, state):
        moves, move = self._obvious(state)
        if move is not None:
            return move
        return self.ranked(state, moves)[0].move

    def ranked(self, state, moves=None) -> list[Ranked]:
        """Every move worth looking at (of the moves with the same effect, the cheapest)
        with its worth, best first: what :meth:`choose` plays is the first one, and the game
        table's « Un conseil ? » (:mod:`.advice`) shows the first three.

        A move's worth is its own position's (step 1) or, for the ``follow_up`` best, the
        better of that and its follow-up's (step 2); ties keep the order of step 1.
        """
        seat = state.current_player
        if moves is None:
            moves = list(state.legal_moves())
        scored = self._scored(state, seat, state, _candidates(moves))
        ranked = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
        out = [Ranked(*scored[i]) for i in ranked]
        if state.pending or not self.follow_up:
            return out
        best = 0
        for i, one in enumerate(out[: self.follow_up]):
            follow = self._follow_best(state, seat, one.after)
            if follow is not None and follow[0] > one.value:
                one = out[i] = replace(one, value=follow[0], then=follow[1], then_after=follow[2])
            if one.value > out[best].value + 1e-9:
                best = i
        # the best first (ties within 1e-9 keep the earlier), then by worth
        top = out.pop(best)
        rest = sorted(range(len(out)), key=lambda i: (-out[i].value, i))
        return [top, *(out[i] for i in rest)]

    def _settle(self, state, seat: int, depth: int = 2):
        """``(value, state)`` after the seat's own pending choices, answered best-first."""
        if depth and state.pending and state.current_player == seat:
            best = None
            for move in state.legal_moves():
                found = self._settle(state.play_unchecked(move), seat, depth - 1)
                if best is None or found[0] > best[0]:
                    best = found
            return best
        return evaluate_margin(state, seat), state

    def _worth(self, state, seat: int, depth: int) -> float:
        return self._settle(state, seat, depth)[0]

    def _scored(self, start, seat: int, state, moves) -> list:
        """``(value, move, state after)`` of each move played on ``state``; the engineers
        placed since ``start`` (the position being decided) are paid for."""
        engineers = start.companies[seat].engineers
        cost = engineer_value(start)
        out = []
        for move in moves:
            value, after = self._settle(state.play_unchecked(move), seat)
            if after.round == start.round and after.companies[seat] is not None:
                used = engineers - after.companies[seat].engineers
            else:
                used = engineers  # the round ended: every engineer was placed
            out.append((value - cost * used, move, after))
        return out

    def _follow(self, start, seat: int, after) -> float:
        """The value of :meth:`_follow_best` (``-inf`` when there is no follow-up)."""
        best = self._follow_best(start, seat, after)
        return float("-inf") if best is None else best[0]

    def _follow_best(self, start, seat: int, after):
        """``(value, move, state after)`` of the best constructive move the seat could play
        next in ``after``, as if its turn came back at once (None when it has none this
        round; the first of equal values)."""
        if after.is_over() or after.round != start.round or after.pending:
            return None
        if after.companies[seat].engineers == 0:
            return None
        again = replace(after, turn=after.order.index(seat))
        moves = [m for m in again.legal_moves() if isinstance(m, FOLLOW_KINDS)]
        if not moves:
            return None
        return max(self._scored(start, seat, again, _candidates(moves)), key=lambda s: s[0])
