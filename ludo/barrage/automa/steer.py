"""Mahiri Sekibo with a « surpuissant » Automa: a person's first action of a round comes
from an Automa tile (docs/decisions.md, G14 of :mod:`ludo.barrage.game.state`).

The Automa does not use her ability; instead, at the start of every round, each person
draws an Automa tile and their first action of the round is « decided » by it. Decisions:

- **G14a** the tile decides the *action* only: its actions are read in the Automa's
  checking order (column 1 production then the dotted action, column 2 the structures,
  column 3 the others, top to bottom) and the first one the person can legally take is
  the one they must take. The person chooses its details (space, spot, drops, contracts,
  technology tile) and pays as a person does (engineers and credits, not the Automa's VP);
  the tile's restrictions beyond the structure kind (an area, a conduit value) are not
  applied. The rulebook puts « décider » in quotes: the tile picks what to do, not how.
- **G14b** the dotted actions (water control, contract office) are actions like the
  others for a person: taking one is the whole first action (a person's turn is one
  action). « Entretien » is the workshop, else the bank; « Usine joker » any machinery
  space, else the bank. Actions of the Leeghwater expansion are skipped.
- **G14c** when no action of the tile can be taken, the person chooses freely.
- **G14d** the tiles drawn come from a shuffle of their own (the seed and the round), so
  the Automa's own stack is unchanged: each person draws a different tile.
"""

from __future__ import annotations

from ...core.rng import make_rng
from ..game.moves import Bank, Build, Buy, Patent, Produce, Take, Water, Workshop
from .actions import action_label
from .tiles import Action, tile

#: For each kind of Automa action, the kinds of moves of a person that take it, in order
#: (the first kind with a legal move wins: « Entretien » is the workshop, else the bank).
_MOVES = {
    "production": ((Produce,),),
    "water": ((Water,),),
    "contracts": ((Take,),),
    "workshop": ((Workshop,),),
    "machinery": ((Buy,),),
    "patent": ((Patent,),),
    "rotate_or_bank": ((Workshop,), (Bank,)),
    "machine_or_bank": ((Buy,), (Bank,)),
}


def draw_tiles(seed: int, round_: int, seats) -> tuple[tuple[int, int], ...]:
    """The tile (1–20) each person draws at the start of round ``round_`` (G14d)."""
    ids = list(range(1, 21))
    make_rng(seed, "automa", "mahiri", round_).shuffle(ids)
    return tuple(zip(seats, ids, strict=False))


def tile_actions(tile_id: int) -> str:
    """What tile ``tile_id`` means for a person it steers: its actions in French, in the
    order they are read (G14a), the expansion's left out."""
    t = tile(tile_id)
    return " ; ".join(
        action_label(action, t) for column in t.columns for action in column if not action.expansion
    )


def _takes(action: Action) -> list:
    """The groups of moves (in order of preference) that take ``action``."""
    if action.kind == "build":
        return [(Build,)]
    return list(_MOVES.get(action.kind, ()))


def _matches(kinds: tuple, action: Action, move) -> bool:
    if not isinstance(move, kinds):
        return False
    if isinstance(move, Produce):
        return move.space is not None
    if isinstance(move, Build):
        return move.kind == action.structure
    return True


def steered(tile_id: int, moves: list) -> tuple[str | None, list]:
    """The French name of the action tile ``tile_id`` decides among ``moves`` (a person's
    legal moves) and the moves that take it; ``(None, moves)`` when none can (G14c)."""
    t = tile(tile_id)
    for column in t.columns:
        for action in column:
            if action.expansion:
                continue
            for kinds in _takes(action):
                chosen = [m for m in moves if _matches(kinds, action, m)]
                if chosen:
                    return action_label(action, t), chosen
    return None, moves
