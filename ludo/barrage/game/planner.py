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

from dataclasses import replace

from . import messages as msg
from .moves import Build, Buy, Produce, Water, Workshop
from .strategist import StrategistPlayer, _candidates, _vp, engineer_value, evaluate

#: How many of the best moves get a follow-up move looked at (step 2).
FOLLOW_UP = 8
#: The kinds of moves a follow-up may be: the constructive ones.
FOLLOW_KINDS = (Build, Produce, Water, Workshop, Buy)
_NOTHING = float("-inf")


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
        seat = state.current_player
        scored = self._scored(state, seat, state, _candidates(moves))
        ranked = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
        if state.pending or not self.follow_up:
            return scored[ranked[0]][1]
        best, best_value = None, None
        for i in ranked[: self.follow_up]:
            value, move, after = scored[i]
            value = max(value, self._follow(state, seat, after))
            if best_value is None or value > best_value + 1e-9:
                best, best_value = move, value
        return best

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
        """The value of the best constructive move the seat could play next in ``after``,
        as if its turn came back at once (``-inf`` when it has none this round)."""
        if after.is_over() or after.round != start.round or after.pending:
            return _NOTHING
        if after.companies[seat].engineers == 0:
            return _NOTHING
        again = replace(after, turn=after.order.index(seat))
        moves = [m for m in again.legal_moves() if isinstance(m, FOLLOW_KINDS)]
        if not moves:
            return _NOTHING
        return max(v for v, _, _ in self._scored(start, seat, again, _candidates(moves)))
