"""Seismic's places, rotations and pieces named as a guest sees them on the drawing.

The rules speak in axial coordinates (« 3,-2 »), rotation codes (« r3 ») and piece
numbers (« m2 »): none of them is drawn on the table. The functions here turn them into
words about the drawing: a cell by its distance and direction from San Andreas (« 2 cases
au nord-est de San Andreas »), a rotation as a fraction of a turn (« tournée d'un tiers de
tour »), a piece by its shape (« sur le virage large de cette tuile »), and they retell the
events of a move in those words. Pure Python: no drawing, no widgets.

Decisions: a direction is one of eight compass words (the angle from the city's centre to
the cell's centre, rounded to the nearest 45°), so that « au nord » exists even though no
side of a hex faces north; with two San Andreas (Villes jumelles) the nearer one is named.
A piece whose shape is unique on its tile is named by its shape alone; otherwise by the
two sides it joins (« le virage étroit entre les côtés nord-est et est »).
"""

from __future__ import annotations

import math

from ..core.hexgrid import distance, to_pixel
from . import messages as msg


def compass(angle: float) -> int:
    """Index in :data:`messages.COMPASS` of ``angle`` (radians, 0 = east, counter-clockwise)."""
    return round(math.degrees(angle) / 45.0) % 8


def place_words(cell, cities) -> str:
    """``cell`` told from the nearest San Andreas: « 2 cases au nord-est de San Andreas »."""
    cities = tuple(cities)
    k = min(range(len(cities)), key=lambda i: (distance(cell, cities[i]), i))
    city = msg.CITY_NAMES[len(cities) > 1][k]
    d = distance(cell, cities[k])
    if d == 0:
        return msg.NM_AT_CITY.format(city=city)
    (x0, y0), (x1, y1) = to_pixel(cities[k]), to_pixel(cell)
    where = msg.COMPASS[compass(math.atan2(y1 - y0, x1 - x0))]
    return msg.NM_PLACE.format(n=d, where=where, city=city)


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
    "rot_words",
]
