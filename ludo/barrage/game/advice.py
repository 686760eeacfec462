"""« Un conseil ? »: the three best moves for the seat to play, each with its reason in French.

The moves are ranked by the Ingénieur (:class:`~.planner.PlannerPlayer`), the strongest of
Barrage's computer players, which answers in well under half a second: every legal move
(of the moves with the same effect, the cheapest) is played on a copy, its own choices
answered best-first (which contract to fulfil, which machines…), and the position reached
is weighed by the Stratège's evaluation (:func:`~.strategist.evaluate`: VP, the round's
scoring, the production chains, the water, the contracts, the supply) minus the others'
VP; the eight best get one more own move looked at (« turn the wheel, then build the
Base »). The first advice is the move the Ingénieur would play.

Each advice says what the move gains, in the words of the action board and of the map,
never the notation's codes: the energy produced, a contract fulfilled and its reward, the
VP, the credits and machines gained, a structure that completes a chain dam → conduit →
own powerhouse, drops kept behind one's dams, the tiles the wheel gives back, and the move
it prepares when that is where its worth lies. It is computed from the position before and
after the move: the state given never changes (every ``play`` makes a new one).

The set-up's picks (a company and a starting contract) and the Automa's turns get no
advice: the Ingénieur draws its company at random, and the Automa's tiles decide its turn.

>>> import ludo
>>> s = ludo.new("barrage", players=2, seed=3)
>>> s = s.play("choisir france S3").play("choisir allemagne S1")
>>> tips = advise(s)
>>> len(tips), tips[0].move in s.legal_moves(), tips[0].value >= tips[1].value >= tips[2].value
(3, True, True)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...core.state import Move
from .. import messages as rmsg
from ..construction import tile_name
from ..map import spot_name
from . import messages as msg
from .data import load_game_data
from .effects import items_text
from .moves import AutomaTurn, Build, Buy, Pick, Produce, Water, Workshop, move_text
from .planner import PlannerPlayer
from .strategist import _chains, _flowed, _vp

TEXTS = rmsg.ADVICE


@dataclass(frozen=True)
class Advice:
    """One advice: the ``move``, the move in words (``text``, as the move list says it), why
    (``reason``, one French sentence) and the Ingénieur's ``value`` of it (VP-like units,
    the engineers placed paid for; the higher the better)."""

    move: Move
    text: str
    reason: str
    value: float


def advise(state, k: int = 3) -> list[Advice]:
    """The ``k`` best moves for the seat to play, best first, each with its reason.

    Empty when the game is over, during the set-up's picks and for an Automa's turn (see
    the module's docstring); fewer than ``k`` when fewer moves differ in their effect.
    """
    if state.is_over():
        return []
    moves = list(state.legal_moves())
    if not moves or isinstance(moves[0], Pick | AutomaTurn):
        return []
    seat = state.current_player
    out: list[Advice] = []
    said = set()
    for one in PlannerPlayer(0).ranked(state, moves):
        reason = explain(state, seat, one.after, one.then, one.then_after)
        key = (type(one.move), getattr(one.move, "kind", ""), reason)
        if key in said:  # the same effect elsewhere (a powerhouse in 12a, 12b or 12c)
            continue
        said.add(key)
        out.append(Advice(one.move, move_text(one.move, state), reason, one.value))
        if len(out) == k:
            break
    return out


def _held(board, me: str, drops: dict) -> int:
    """Drops ``me``'s powerhouses can use, from a spot → drops mapping (now, or after the
    round's flow): those in its own dams and in the neutral dams of its chains."""
    spots = {spot for *_, spot, _, _ in _chains(board, me)[0]}
    return sum(
        n for spot, n in drops.items() if spot in spots or board._dams.get(spot, ("",))[0] == me
    )


def _lead(state, seat: int) -> bool:
    """Whether ``seat`` has produced more energy this round than every other company."""
    mine = state.companies[seat].energy
    others = [c.energy for i, c in enumerate(state.companies) if i != seat]
    return mine > 0 and mine > max(others, default=0)


def gains(before, seat: int, after) -> list[str]:
    """What the seat gains from ``before`` to ``after`` (a move, its own choices answered),
    in short French phrases, the most telling first. A move that ends the round says the VP
    the round's scoring gave it (its income and machines are the next round's)."""
    data = load_game_data()
    c, d = before.companies[seat], after.companies[seat]
    out: list[str] = []
    vp = _vp(after, seat) - _vp(before, seat)
    if after.is_over() or after.round != before.round:
        out.append(TEXTS["round_end"].format(vp=vp) if vp else TEXTS["round_end_nothing"])
        return out
    for k in d.fulfilled[len(c.fulfilled) :]:
        contract = data.contract(k)
        out.append(
            TEXTS["fulfil"].format(energy=contract.energy, reward=items_text(contract.reward))
        )
    energy = d.energy - c.energy
    if energy > 0:
        out.append(TEXTS["energy"].format(n=energy))
        if _lead(after, seat) and not _lead(before, seat):
            out.append(TEXTS["lead"])
    fulfilled = len(d.fulfilled) > len(c.fulfilled)  # its reward says the VP and supplies
    if vp and not fulfilled:
        out.append(TEXTS["vp" if vp > 0 else "vp_lost"].format(n=abs(vp)))
    me = c.company
    links_before = {spot for *_, spot, _, _ in _chains(before.board, me)[0]}
    links_after = _chains(after.board, me)[0]
    new = [link for link in links_after if link[2] not in links_before]
    if new:
        out.append(TEXTS["chain"].format(dam=spot_name(new[0][2])))
    elif _chains(after.board, me)[1] > _chains(before.board, me)[1] + 1e-9:
        out.append(TEXTS["chain_closer"])
    for k in d.hand:
        if k not in c.hand and k not in d.fulfilled:
            contract = data.contract(k)
            out.append(
                TEXTS["take"].format(energy=contract.energy, reward=items_text(contract.reward))
            )
    kept = _held(after.board, me, after.board._drops) - _held(before.board, me, before.board._drops)
    if kept > 0:
        out.append(TEXTS["drops"].format(n=kept))
    else:
        later = _held(after.board, me, _flowed(after.board)) - _held(
            before.board, me, _flowed(before.board)
        )
        if later > 0:
            out.append(TEXTS["drops_later"].format(n=later))
    on_wheel = {s.tile for s in c.wheel.locked}
    for tile in sorted(Counter(d.tiles) - Counter(c.tiles)):
        key = "tile_back" if tile in on_wheel else "tile_new"
        out.append(TEXTS[key].format(tile=tile_name(tile)))
    if fulfilled:
        return out
    for n, key in (
        (d.excavators - c.excavators, "excavators"),
        (d.mixers - c.mixers, "mixers"),
        (d.credits - c.credits, "credits"),
    ):
        if n > 0:
            out.append(TEXTS[key].format(n=n))
    return out


#: The follow-up a move prepares, by its kind (a construction and a production say more).
THEN_KEYS = {Water: "then_water", Workshop: "then_wheel", Buy: "then_machines"}


def _then_text(move, before, seat: int, after) -> str:
    """The follow-up a move prepares, in a few words."""
    if isinstance(move, Build):
        kind = msg.KIND_ARTICLE.get(move.kind, move.kind)
        return TEXTS["then_build"].format(kind=kind, spot=spot_name(move.spot))
    if isinstance(move, Produce):
        energy = after.companies[seat].energy - before.companies[seat].energy
        return TEXTS["then_produce"].format(n=energy)
    return TEXTS[THEN_KEYS[type(move)]]


def explain(before, seat: int, after, then=None, then_after=None) -> str:
    """The reason of a move in one French sentence: what it gains (:func:`gains`), and the
    move it prepares (``then``, played in ``then_after``) when its worth lies there."""
    parts = gains(before, seat, after)
    if then is not None:
        parts.append(_then_text(then, after, seat, then_after))
    if not parts:
        return TEXTS["nothing"]
    text = ", ".join(parts)
    return text[:1].upper() + text[1:] + "."


__all__ = ["Advice", "advise", "explain", "gains"]
