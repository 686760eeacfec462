"""Barrage's rule cards: the one table of the rule ids its engine cites (refusals, score
lines) and of its numbered decisions, read from the data files of ``ludo/barrage/cards/``
(one French card a file in ``fr/``; the examples in ``*.toml``: ``rules.toml`` for the
refusals and score lines; see :mod:`ludo.core.rulecards`).

Every refusal card shows a tiny position where the engine refuses a move for that very
rule: a few legal moves of a real game, or an exact save (``cards/positions/``: a game's
save, or a river board, a company board or a construction wheel saved alone in the
« ludo-board » format of :mod:`ludo.barrage.board`). The pictures are the drawing's
``CARD_PICTURES``, reached through the core's lazy loader.
"""

from __future__ import annotations

from ..core.rulecards import CORE, load_book
from .board import BOARD_SAVE, Board, board_from_save
from .construction import CompanyBoard, ConstructionWheel


def _saved_board(doc: dict) -> Board | CompanyBoard | ConstructionWheel:
    """A board saved alone: the map's, a company board or its construction wheel."""
    return board_from_save(doc, kinds=(Board, CompanyBoard, ConstructionWheel))


#: The game's one table of rule cards (refusals and score lines in ``cards/rules.toml``'s
#: examples, decisions in ``cards/decisions.toml``'s).
BOOK = load_book("barrage", parent=CORE, loaders={BOARD_SAVE: _saved_board})
