"""Seismic's rule cards: the one table of the rule ids its engine cites (the refusals of
:mod:`ludo.seismic.generation`, the score lines of :mod:`ludo.seismic.scoring`) and of its
numbered decisions S1–S23 (:mod:`ludo.seismic.rules`, :mod:`ludo.seismic.quakes`,
:mod:`ludo.seismic.scoring`), read from the data files of ``ludo/seismic/cards/`` (one
French card a file, the examples in ``examples.toml``, the exact saves of the hand-built
positions in ``positions/``; see :mod:`ludo.core.rulecards`). The examples are drawn by
``CARD_PICTURES`` of :mod:`ludo.seismic.draw`, reached through the core's lazy loader only
when a picture is asked for: reading the book needs no matplotlib.

A quake's pictures need two positions, the table before the quake and after it: their
save (format ``"seismic-quake"``) holds the two exact saves, read by :func:`quake_pair`.
"""

from __future__ import annotations

import json
from typing import Any

from ..core.registry import from_json
from ..core.rulecards import CORE, load_book
from ..core.state import GameState

#: The save format of a quake's two positions: ``{"before": save, "after": save}``.
QUAKE_PAIR = "seismic-quake"


def quake_pair(doc: dict[str, Any]) -> tuple[GameState, GameState]:
    """``(before, after)``: the two positions of a quake's save, each the core's exact save
    (a missing one is refused as a malformed save, in French)."""
    before, after = (json.dumps(doc.get(key)) for key in ("before", "after"))
    return from_json(before, game="seismic"), from_json(after, game="seismic")


#: The game's one table of rule cards.
BOOK = load_book("seismic", parent=CORE, loaders={QUAKE_PAIR: quake_pair})
