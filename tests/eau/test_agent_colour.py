"""An agent is drawn the same colour wherever it stands: alone, or on a pierced pipe (the
learners saw a grey agent on a pierced pipe in Eau 02 and 04, a yellow one in Eau 01)."""

from __future__ import annotations

from ludo.eau.draw import board_svg
from ludo.eau.draw.paint import FILL, fill_code
from ludo.eau.tiles import Tile, parse_cell

from .eau_helpers import blank, put


def test_an_agent_on_a_pierced_pipe_has_the_agent_s_colour():
    board = put(put(blank(), "c3", "X", covered=True), "e5", "A")
    covered, alone = board[parse_cell("c3")], board[parse_cell("e5")]
    assert fill_code(covered) == fill_code(alone) == "A"
    assert fill_code(Tile("X", 0b0101)) == "X"  # a pierced pipe without its agent stays grey
    svg = board_svg(board)
    assert svg.count(f'fill="{FILL["A"]}"') == 2  # both agents, nothing else
