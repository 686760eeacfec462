"""The pictures of the rule cards (« Pourquoi ? », ``ludo/eau/cards/examples.toml``): the
clickable board's SVG of a given position, with the cells a card is about framed. The
positions come from the cards' data; nothing here builds one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..network import longest_circuit
from ..tiles import parse_cell
from .svg import board_svg


def card_board(
    state,
    *,
    highlight: Sequence[str] = (),
    legal: str = "",
    frontier: bool = False,
    circuit: bool = False,
) -> str:
    """A rule card's picture of ``state`` (SVG): the cells named in notation framed
    (``["d3"]``), or the cells where the tile ``legal`` may go now (``"X"``), or every
    free cell a tile may take (``frontier``); the longest closed circuit drawn with
    ``circuit``."""
    cells = [parse_cell(c) for c in highlight]
    if legal:
        cells += sorted({m.cell for m in state.placements(legal)})
    if frontier:
        cells += state.frontier()
    return board_svg(
        state, highlight=cells, circuit=longest_circuit(state.board) if circuit else ()
    )


#: The drawings a rule card's example may name (``drawing = "board"``).
CARD_PICTURES = {"board": card_board}
