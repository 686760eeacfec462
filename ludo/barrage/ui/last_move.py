"""The last moves of the computer seats, shown on the game table's map and action board
(issue 21 §4): the places outlined, the spaces where their engineers went framed, in
:data:`~ludo.barrage.draw.map.SHOWN`, until the next click (or a few seconds).

What is shown is read from the session's states, never worked out again: a move's places
and space (:func:`~ludo.barrage.game.moves.move_places`, :func:`~ludo.barrage.game.moves.move_space`)
and, for an Automa's turn (one move, ``automa``, whose tiles decided everything), what
changed between the states before and after it: the structures built or raised, the dams
whose drops were produced, the action spaces its engineers took.

Interpretation choice: the moves shown are those the computer seats played since a person
last moved, within the current round (a new round empties the action board: the engineers
of the round before are not shown any more).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .. import messages as rmsg
from ..game.moves import CONSTRUCTION, move_places, move_space


@dataclass(frozen=True)
class LastMoves:
    """The computer seats' last moves as the game table shows them."""

    places: tuple[str, ...]  # map nodes (dams, conduits, powerhouse spots, headstreams)
    spaces: tuple[str, ...]  # action space ids, "B" for the bank, or the construction
    title: str  # « Encadré en violet : le dernier coup de l'Automa (Italie) »

    def __bool__(self) -> bool:
        return bool(self.places or self.spaces)


def move_marks(before, after) -> tuple[set[str], set[str]]:
    """The map places and the action-board spaces of the move from ``before`` to
    ``after`` (one move of one seat)."""
    seat = before.current_player
    move = after.history[-1]
    places = set(move_places(move))
    b0, b1 = before.board, after.board
    for attr in ("dams", "conduits", "powerhouses"):
        old = set(getattr(b0, attr))
        places |= {item[0] for item in getattr(b1, attr) if item not in old}
    places |= {spot for spot, *_ in b1.dams if b1.drops_at(spot) < b0.drops_at(spot)}
    spaces = {sid for sid, s in after.spaces if s == seat} - {sid for sid, _ in before.spaces}
    space = move_space(move)
    if space in ("B", CONSTRUCTION):  # neither is kept in ``state.spaces``
        spaces.add(space)
    return places, spaces


def _who(state, seat: int) -> str:
    """The seat as the frame's title names it: « l'Automa (Italie) », « Joueur 2 (USA) »
    (a seat's name already says its company: never « Joueur 2 (USA) (USA) »)."""
    if seat in state.automa:
        company = rmsg.OWNER_NAMES[state.companies[seat].company]
        return str(rmsg.SHOWN_AUTOMA.format(company=company))
    return str(state.player_names[seat])


def last_computer_moves(history: Sequence, computer: Mapping) -> LastMoves | None:
    """What the computer seats (``computer``'s keys) played at the end of ``history``
    since a person last moved, in the current round; None when there is nothing to show."""
    final = history[-1]
    if final.is_over():
        return None
    places: set[str] = set()
    spaces: set[str] = set()
    seats: list[int] = []
    for before, after in zip(reversed(history[:-1]), reversed(history[1:]), strict=False):
        seat = before.current_player
        if seat not in computer or before.phase != "actions" or after.round != final.round:
            break
        p, s = move_marks(before, after)
        places |= p
        spaces |= s
        if (p or s) and seat not in seats:
            seats.insert(0, seat)
    if not (places or spaces):
        return None
    who = str(rmsg.SHOWN_AND).join(_who(final, seat) for seat in seats)
    return LastMoves(
        tuple(sorted(places)), tuple(sorted(spaces)), str(rmsg.SHOWN_TITLE.format(who=who))
    )


#: How long the last moves stay shown without a click, in seconds.
SHOWN_SECONDS = 8.0


def later(seconds: float, callback) -> bool:
    """Call ``callback`` after ``seconds`` on the kernel's event loop (Voilà, JupyterLab);
    False, and nothing scheduled, without a running loop (a headless test)."""
    import asyncio

    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return False
    loop.call_later(seconds, callback)
    return True


__all__ = ["SHOWN_SECONDS", "LastMoves", "last_computer_moves", "later", "move_marks"]
