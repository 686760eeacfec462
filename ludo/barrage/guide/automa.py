"""Tiny positions that show how Tesla's Automa reads a tile's criteria side (notebook 09).

A position is the set-up board of a seeded game (its neutral dams) with a few drops
waiting on the headstreams; :func:`criteria_demo` runs the Automa's real placement
procedure (:func:`ludo.barrage.automa.place_structure`) on it with the criteria of one
tile, and :func:`criteria_demo_html` tells its steps in French, with, for a dam, the
drops each candidate spot would hold now (decision A5 of :mod:`ludo.barrage.automa.criteria`).
The notebook draws the position with :func:`ludo.barrage.draw.placement_figure`.
"""

from __future__ import annotations

import html
from functools import cache

from ..automa import Placement, candidate_spots, place_structure
from ..automa.criteria import water_held
from ..automa.placement import placement_lines
from ..automa.tiles import tile
from ..board import Board
from ..map import spot_name
from . import messages as msg

#: Drops waiting on the headstreams in the demonstration (3 on A, 2 on B).
DEMO_DROPS = (("A", 3), ("B", 2))


@cache
def criteria_board(seed: int = 1, drops: tuple = DEMO_DROPS) -> Board:
    """The set-up board of game ``seed`` with ``drops`` waiting on the headstreams."""
    board = Board.setup(seed=seed)[0]
    for letter, n in drops:
        board = board.add_drops(letter, n)
    return board


@cache
def criteria_demo(
    kind: str, tile_id: int, automa: str = "usa", seed: int = 1, drops: tuple = DEMO_DROPS
) -> tuple[Board, Placement]:
    """(board, placement): where the Automa ``automa`` would build ``kind`` on
    :func:`criteria_board` with the criteria side of tile ``tile_id``."""
    board = criteria_board(seed, drops)
    spots = candidate_spots(board, automa, kind)
    return board, place_structure(board, automa, kind, spots, tile(tile_id).criteria)


def criteria_demo_html(
    kind: str, tile_id: int, automa: str = "usa", seed: int = 1, drops: tuple = DEMO_DROPS
) -> str:
    """The steps of :func:`criteria_demo` in French; for a dam, the drops every candidate
    would hold now (the spots that get none are left out)."""
    board, placement = criteria_demo(kind, tile_id, automa, seed, drops)
    waiting = ", ".join(msg.DEMO_DROPS_ON.format(n=n, letter=letter) for letter, n in drops)
    out = [f"<p>{html.escape(msg.DEMO_HEAD.format(tile=tile_id, waiting=waiting))}</p>"]
    if kind in ("base", "elevation"):
        held = [(s, water_held(board, s)[0]) for s in placement.candidates]
        rows = "".join(
            f"<tr><td>{html.escape(spot_name(s))}</td><td>{n}</td></tr>" for s, n in held if n
        )
        head = "".join(f"<th>{html.escape(h)}</th>" for h in msg.DEMO_HELD_HEAD)
        out.append(f"<table class='ludo-table ludo-guide'><tr>{head}</tr>{rows}</table>")
    items = "".join(f"<li>{html.escape(line)}</li>" for line in placement_lines(placement))
    out.append(f"<ol>{items}</ol>")
    return "".join(out)
