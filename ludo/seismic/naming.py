"""Seismic's places, rotations and pieces named as a guest sees them on the drawing.

The rules speak in axial coordinates (« 3,-2 »), rotation codes (« r3 ») and piece
numbers (« m2 »): none of them is drawn on the table. The functions here turn them into
words about the drawing: a cell by the walk that reaches it from San Andreas along the hexes
(« 2 cases à l'est puis 1 case au nord-est de San Andreas »), a rotation as a fraction of a turn (« tournée d'un tiers de
tour »), a piece by its shape (« sur le virage large de cette tuile »), and they retell the
events of a move in those words. Pure Python: no drawing, no widgets.

Decisions: a cell is named by a walk of at most two straight legs along the six directions
of the hexes (est, nord-est, nord-ouest, ouest, sud-ouest, sud-est: the sides of a tile), so
that two cells never share their words (issue 23: « 3 cases à l'est », by the angle rounded
to eight compass words, once named three different cells); with two San Andreas (Villes
jumelles) the nearer one is named.
A piece whose shape is unique on its tile is named by its shape alone; otherwise by the
two sides it joins (« le virage étroit entre les côtés nord-est et est »).
"""

from __future__ import annotations

import math

from ..core.hexgrid import DIRS, distance, neighbours
from . import messages as msg
from .moves import cell_text
from .scoring import pieces_text


def compass(angle: float) -> int:
    """Index in :data:`messages.COMPASS` of ``angle`` (radians, 0 = east, counter-clockwise)."""
    return round(math.degrees(angle) / 45.0) % 8


def hex_walk(start, cell) -> tuple[tuple[int, int], tuple[int, int]]:
    """The walk from ``start`` to ``cell`` along the hexes: ((side, steps), (next side,
    steps)), ``steps`` ≥ 0, the first ≥ 1 unless the cells are equal (unique)."""
    dq, dr = cell[0] - start[0], cell[1] - start[1]
    if (dq, dr) == (0, 0):
        return (0, 0), (1, 0)
    for i in range(6):
        (q1, r1), (q2, r2) = DIRS[i], DIRS[(i + 1) % 6]
        det = q1 * r2 - q2 * r1
        a = (dq * r2 - dr * q2) // det
        b = (q1 * dr - r1 * dq) // det
        if a >= 1 and b >= 0 and (a * q1 + b * q2, a * r1 + b * r2) == (dq, dr):
            return (i, a), ((i + 1) % 6, b)
    raise AssertionError((start, cell))  # every vector lies in one of the six sextants


def place_words(cell, cities) -> str:
    """``cell`` told from the nearest San Andreas as a walk along the hexes of the drawing:
    « 3 cases à l'est de San Andreas » (straight), « 2 cases à l'est puis 1 case au
    nord-est de San Andreas » (two straight legs): two cells never get the same words."""
    cities = tuple(cities)
    k = min(range(len(cities)), key=lambda i: (distance(cell, cities[i]), i))
    city = msg.CITY_NAMES[len(cities) > 1][k]
    if distance(cell, cities[k]) == 0:
        return msg.NM_AT_CITY.format(city=city)
    (first, a), (second, b) = hex_walk(cities[k], cell)
    if b == 0:
        return msg.NM_PLACE.format(n=a, where=msg.HEX_DIRECTIONS[first], city=city)
    return msg.NM_PLACE_TWO.format(
        a=a, first=msg.HEX_DIRECTIONS[first], b=b, second=msg.HEX_DIRECTIONS[second], city=city
    )


def rot_words(k: int) -> str:
    """A rotation as a fraction of a turn: « comme dessinée », « tournée d'un tiers de tour »."""
    return msg.NM_ROTATIONS[k % 6]


def piece_words(tile, piece: int) -> str:
    """Piece ``piece`` of ``tile`` (a Tile in its orientation) by its shape, for « sur … »."""
    shape = tile.shape(piece)
    name = msg.NM_SHAPES[shape]
    if sum(tile.shape(i) == shape for i in range(len(tile.pieces))) == 1:
        return msg.NM_PIECE.format(shape=name)
    sides = sorted(tile.pieces[piece])
    between = " et ".join(msg.SIDE_NAMES[s] for s in sides)
    return msg.NM_PIECE_SIDES.format(shape=name, sides=between)


def quake_words(m) -> str:
    """A quake by its magnitude in words (« magnitude 3 »), never « 3,0 »."""
    return msg.NM_QUAKE.format(m=m)


def section_line_words(text: str, items, number: int) -> str:
    """A score line's French ``text`` with its section named by ``number`` (the « n° » of
    the score table, drawn on the table too) instead of the list of its cells, and a
    section without road explained in words. ``items``: the line's ``(cell, piece)`` keys."""
    text = text.replace(pieces_text(_Pieces(items)), msg.NM_SECTION.format(k=number))
    return text.replace(msg.SC_NO_ROAD, msg.NM_NO_ROAD)


class _Pieces:
    """What :func:`ludo.seismic.scoring.pieces_text` reads of a section: its pieces."""

    def __init__(self, items):
        self.pieces = items


def refusal_words(reason: str, cell) -> str:
    """The engine's refusal of a tile on ``cell``, as read by a guest who just clicked that
    cell: « Case refusée : … » instead of « Case 3,-2 refusée », and the neighbour named by
    the side already given (« côté est, … la tuile voisine montre … ») without its address."""
    reason = reason.replace(msg.ILLEGAL_CELL_HEAD.format(cell=cell_text(cell)), msg.NM_CELL_HEAD)
    for n in neighbours(cell):
        reason = reason.replace(msg.NM_NEIGHBOUR_AT.format(cell=cell_text(n)), msg.NM_NEIGHBOUR)
    return reason


def event_words(event, state, placed_tile=None, outlined=False) -> str:
    """The French sentence a guest reads for ``event`` (an event of ``state``'s last move).

    ``placed_tile``: ``(tile id, rotation)`` of the tile laid earlier in the same move
    (a marker's event names its piece by the shape on that tile). ``outlined``: the tiles
    laid are outlined on the table shown beside (« tuile entourée »).
    """
    d = event.data
    kind = event.kind
    cities = state.cities
    geom = state.geom
    if kind == "tile.placed":
        tile = geom.tile[d["tile"], d["rot"]]
        return (msg.NM_PLACED_OUTLINED if outlined else msg.NM_PLACED).format(
            player=d["player"] + 1,
            tile=tile.label,
            place=place_words(d["cell"], cities),
            rot=rot_words(d["rot"]),
        )
    if kind == "marker.placed" and placed_tile is not None:
        tile = geom.tile[placed_tile]
        return msg.NM_MARKER.format(player=d["player"] + 1, piece=piece_words(tile, d["piece"]))
    if kind == "section.completed" and "value" in d:
        if d["roads"] == 0:
            return msg.NM_COMPLETED_NO_ROAD.format(value=d["value"])
        return msg.NM_COMPLETED.format(roads=d["roads"], value=d["value"])
    if kind == "quake.revealed":
        return msg.NM_QUAKE_REVEALED.format(quake=quake_words(d["magnitude"]))
    if kind == "tile.destroyed":
        back = d["markers"]
        return msg.NM_DESTROYED.format(
            tile=geom.tile[d["tile"], d["rot"]].label,
            place=place_words(d["cell"], cities),
            markers=msg.EV_MARKERS_BACK.format(
                n=len(back), players=", ".join(str(b + 1) for b in sorted(set(back)))
            )
            if back
            else "",
        )
    if kind == "quake.done":
        return msg.NM_QUAKE_DONE.format(
            quake=quake_words(d["magnitude"]),
            side=msg.SIDE_NAMES[d["side"]],
            city=msg.CITY_NAMES[len(cities) > 1][d["city"]],
            n=len(d["cells"]),
        )
    if kind == "tile.rotated":
        return msg.NM_ROTATED.format(
            player=d["player"] + 1,
            place=place_words(d["cell"], cities),
            rot=rot_words(d["to"] - d["from"]),
        )
    if kind == "row.discarded":
        names = ", ".join(geom.tile[t, 0].label for t in d["tiles"])
        return msg.EV_DISCARD_ROW.format(tiles=names)
    if kind == "setup.quake":
        return msg.NM_SETUP_QUAKE.format(quake=quake_words(d["tile"][1:]))
    return event.text


def events_words(state, outlined=False) -> list[str]:
    """Every event of ``state``'s last move in a guest's words (« Au tour de » left in);
    ``outlined`` as in :func:`event_words`."""
    out = []
    placed = None
    for e in state.events:
        if e.kind == "tile.placed":
            placed = (e.data["tile"], e.data["rot"])
        out.append(event_words(e, state, placed, outlined))
    return out


__all__ = [
    "event_words",
    "events_words",
    "piece_words",
    "place_words",
    "quake_words",
    "refusal_words",
    "rot_words",
    "section_line_words",
]


def quake_tile_words(magnitudes=(1, 2, 3, 4, 5, 6)) -> list[tuple[str, str, str]]:
    """Each quake tile as a guest reads it: (« séisme », « 3,0 », « 3 tuiles au plus »),
    for a picture of the six tiles (:func:`ludo.viz.hexes.hex_row_figure`)."""
    return [
        (
            msg.QUAKE_TILE_WORD,
            msg.QUAKE_TILE_MAGNITUDE.format(m=m),
            msg.QUAKE_TILE_DESTROYS.format(m=m),
        )
        for m in magnitudes
    ]
