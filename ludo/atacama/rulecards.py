"""Atacama's rule cards: the one table of the rule ids its engine cites (refusals in
:mod:`ludo.atacama.rules`, score lines in :mod:`ludo.atacama.scoring`) and of its
numbered decisions A1–A15, read from the data files of ``ludo/atacama/cards/`` (one
French card a file, the examples' positions in ``examples.toml``; see
:mod:`ludo.core.rulecards`). The examples are positions reached by legal moves, drawn by
the game's own pictures (``CARD_PICTURES`` of :mod:`ludo.atacama.draw`).
"""

from __future__ import annotations

from ..core.rulecards import CORE, load_book

#: The game's one table of rule cards.
BOOK = load_book("atacama", parent=CORE)
