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

from ..core.rulecards import CORE, RuleBook, load_book
from .board import BOARD_SAVE, Board, board_from_save
from .construction import CompanyBoard, ConstructionWheel
from .rulecards_decisions import DECISION_CARDS, DECISION_EXAMPLES


def _saved_board(doc: dict) -> Board | CompanyBoard | ConstructionWheel:
    """A board saved alone: the map's, a company board or its construction wheel."""
    return board_from_save(doc, kinds=(Board, CompanyBoard, ConstructionWheel))


_DATA = load_book("barrage", parent=CORE, loaders={BOARD_SAVE: _saved_board})
# The decision cards are still Python (rulecards_decisions) until they are data files too.
#: The game's one table of rule cards.
BOOK = RuleBook(
    "barrage",
    (*_DATA.cards, *DECISION_CARDS),
    {**_DATA.examples, **DECISION_EXAMPLES},
    parent=CORE,
    files=_DATA.files,
    loaders=_DATA.loaders,
)
