"""Eau Cœur d'Essonne's rule cards: the one table of the rule ids its engine cites
(refusals in :mod:`ludo.eau.rules`, score lines in :mod:`ludo.eau.scoring`) and of its
numbered decisions E1–E26, read from the data files of ``ludo/eau/cards/`` (one French
card a file; the examples in ``examples.toml``: real games reached by legal moves, or
boards laid out by hand kept as exact saves in ``positions/``; see
:mod:`ludo.core.rulecards`). They are drawn by the game's SVG board (``CARD_PICTURES``
of :mod:`ludo.eau.draw`).
"""

from __future__ import annotations

from ..core.rulecards import CORE, load_book

#: The game's one table of rule cards.
BOOK = load_book("eau", parent=CORE)
