"""The pictures of the rule cards (« Pourquoi ? », :mod:`ludo.seismic.rulecards`) that the
table's drawing alone does not make: a tile refused where it was tried, the crews a tried
tile may take, a quake's six rays, a row of labelled hexagons. The words come from the
cards' table; the positions from the rules.
"""

from __future__ import annotations

from ...viz.hexes import hex_row_figure
from .paint import piece_anchor
from .quakes import quake_frames, quake_view
from .table import draw

REFUSED = "#D55E00"  # the tried tile's roads, as the placement explorer shows a refusal
FREE = "#56B4E9"  # a piece that may take a crew
TAKEN = "#F0E442"  # a section that already has one
RING = "#0072B2"


def refused_tile(state, move):
    """``state``'s table with the tile of ``move`` tried on its cell, refused: its roads in
    orange, the cell crossed and outlined, the cells' addresses written."""
    shown = state.preview(move, check=False)
    pieces = state.geom.pieces[move.tile, move.rot]
    return draw(
        shown,
        highlight={(move.cell, i): REFUSED for i in range(len(pieces))},
        bad=(move.cell,),
        outline=(move.cell,),
        coords=True,
    )


def crew_choice(state, move, zoom: int = 1):
    """The tile of ``move`` (a legal placement) tried on the table: each section that
    already has a crew and that one of its pieces would join in yellow, each piece that
    may still take a crew in light blue with a ring."""
    shown = state.preview(move)
    free = set(state.markable(move.tile, move.cell, move.rot))
    pieces = state.geom.pieces[move.tile, move.rot]
    highlight = {}
    for i in range(len(pieces)):
        if i in free:
            highlight[move.cell, i] = FREE
            continue
        section = next(x for x in shown.sections() if (move.cell, i) in x.pieces)
        for key in section.pieces:
            highlight.setdefault(key, TAKEN)
    return draw(
        shown,
        zoom=zoom,
        highlight=highlight,
        outline=(move.cell,),
        spots=[piece_anchor(move.cell, pieces[i]) for i in sorted(free)],
        spot_colour=RING,
    )


def quake_rays(before, after):
    """The first picture of the quake that ``after`` records: the six rays from San
    Andreas, each with its count, the side hit (or the tied sides) in vermillion."""
    make, _text = quake_frames(before, after, view=quake_view(before))[0]
    return make()


def hex_row(cells):
    """Hexagons side by side, each ``(word on top, big text, caption)``: quake tiles, the
    piles of the setup (:func:`ludo.viz.hexes.hex_row_figure`)."""
    return hex_row_figure(cells)
