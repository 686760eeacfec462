"""The numbered badges of the score table's sections on the table: where each one goes so that
it hides no tile, no label and no other badge.
"""

from __future__ import annotations

import math

import numpy as np

from ...core.hexgrid import to_pixel
from ..tiles import CITY, HIGHWAY
from .paint import (
    MARKER_RADIUS,
    _label,
    label_sizes,
    piece_anchor,
    piece_path,
)


def _point_on(cell, sides, t: float) -> tuple[float, float]:
    """The point at ``t`` (0 … 1) along a piece's road (:func:`piece_path`): from its first
    side's midpoint to its second side's, or from the side's midpoint to the centre."""
    p = piece_path(cell, sides).vertices
    if len(sides) == 1:
        return (p[0][0] + (p[1][0] - p[0][0]) * t, p[0][1] + (p[1][1] - p[0][1]) * t)
    u = 1 - t
    w = (u**3, 3 * u * u * t, 3 * u * t * t, t**3)
    return (
        sum(k * q[0] for k, q in zip(w, p, strict=True)),
        sum(k * q[1] for k, q in zip(w, p, strict=True)),
    )


#: Where a section's number may sit along one of its pieces (fractions of the road, the
#: middle first); a stub's road ends at its tile's centre, which holds the value.
_BADGE_STEPS = (0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9)
#: The clear gap kept around a section's number (points), so that it never reads as part
#: of another label.
BADGE_GAP = 3.0


def _text_half(chars: int, size: float, points_per_unit: float, pad: float = 0.0):
    """Half the width and height (cell units) of ``chars`` bold characters at ``size``
    points, with a box ``pad`` (a fraction of ``size``) around them (a safe estimate)."""
    return (
        (0.75 * chars + 2 * pad) * size / 2 / points_per_unit,
        (1.05 + 2 * pad) * size / 2 / points_per_unit,
    )


def _badge_half(number, points_per_unit: float) -> tuple[float, float]:
    """Half the width and height of a section number's white square, in cell units."""
    size = label_sizes(points_per_unit)["badge"]
    return _text_half(len(str(number)), size, points_per_unit, pad=0.2)


def badge_obstacles(state, points_per_unit: float) -> tuple[list, list]:
    """What a section's number must keep clear of on the table: discs ``(x, y, r)`` (San
    Andreas' hexagon, the intersections' hexagons, the crew markers) and boxes ``(x, y,
    half width, half height)``: the words and numbers written on them (« SA », « SA 1 »,
    « +4 », a crew's player), which reach past their shape on a small drawing."""
    discs, boxes = [], []
    size = label_sizes(points_per_unit)
    named = len(getattr(state, "cities", ())) > 1
    for cell, t in state.placed.items():
        tile = state.geom.tile[t]
        x, y = to_pixel(cell)
        if tile.kind == CITY:
            discs.append((x, y, 0.42))
            if named:
                boxes.append((x, y, *_text_half(4, size["city_name"], points_per_unit, 0.2)))
            else:
                boxes.append((x, y, *_text_half(2, size["city"], points_per_unit)))
        elif tile.kind != HIGHWAY:
            discs.append((x, y, 0.33))
            chars = 1 + len(str(tile.value))
            boxes.append((x, y, *_text_half(chars, size["value"], points_per_unit)))
    for (cell, piece), player in state.markers.items():
        t = state.placed.get(cell)
        if t is not None:
            mx, my = piece_anchor(cell, state.geom.pieces[t][piece])
            discs.append((mx, my, MARKER_RADIUS))
            chars = len(str(player + 1))
            boxes.append((mx, my, *_text_half(chars, size["marker"], points_per_unit)))
    return discs, boxes


def _clearance(points, w, h, discs, boxes) -> np.ndarray:
    """For each centre of ``points`` (an ``(n, 2)`` array), the clearance between a box of
    half size ``w`` × ``h`` there and the nearest disc or box (negative: they overlap)."""
    best = np.full(len(points), np.inf)
    x, y = points[:, 0:1], points[:, 1:2]
    if discs:
        d = np.asarray(discs, dtype=float)
        dx = np.maximum(np.abs(d[:, 0] - x) - w, 0.0)
        dy = np.maximum(np.abs(d[:, 1] - y) - h, 0.0)
        gap = np.hypot(dx, dy) - d[:, 2]
        gap = np.where((dx == 0) & (dy == 0), -d[:, 2], gap)
        best = np.minimum(best, gap.min(axis=1))
    if boxes:
        b = np.asarray(boxes, dtype=float)
        dx = np.abs(b[:, 0] - x) - w - b[:, 2]
        dy = np.abs(b[:, 1] - y) - h - b[:, 3]
        apart = np.hypot(np.maximum(dx, 0.0), np.maximum(dy, 0.0))
        gap = np.where((dx < 0) & (dy < 0), np.maximum(dx, dy), apart)
        best = np.minimum(best, gap.min(axis=1))
    return best


def _inside(bounds, w, h):
    """A test of which box centres keep a ``w`` × ``h`` half-size box inside ``bounds``."""
    if bounds is None:
        return lambda points: np.ones(len(points), dtype=bool)
    x0, x1, y0, y1 = bounds
    return lambda p: (
        (p[:, 0] - w >= x0) & (p[:, 0] + w <= x1) & (p[:, 1] - h >= y0) & (p[:, 1] + h <= y1)
    )


def _on_tiles(points, w, h, centres) -> np.ndarray:
    """Which boxes of half size ``w`` × ``h`` centred on ``points`` lie on the placed tiles
    (``centres``): each corner within a tile's inner circle, give or take."""
    if not len(centres):
        return np.zeros(len(points), dtype=bool)
    shifts = np.array([(-w, -h), (w, -h), (-w, h), (w, h)])
    ends = points[:, None, :] + shifts[None, :, :]
    dx = ends[:, :, None, 0] - centres[None, None, :, 0]
    dy = ends[:, :, None, 1] - centres[None, None, :, 1]
    return (np.hypot(dx, dy).min(axis=2) <= 0.9).all(axis=1)


#: Directions tried when no spot on a section's roads is clear: the number moves off the
#: road, beside it, rather than touch another label.
_ASIDE = [(math.cos(k * math.pi / 6), math.sin(k * math.pi / 6)) for k in range(12)]


def badge_places(
    state, badges, points_per_unit: float = 40.0, bounds=None
) -> list[tuple[float, float] | None]:
    """Where each section number of ``badges`` (``(number, items)``) is written, in drawing
    coordinates, so that it never touches another label.

    The number goes on one of its section's roads, the middle of the section first, at the
    first spot clear of San Andreas and its « SA », the intersections' values, the crew
    markers and the numbers placed before (by :data:`BADGE_GAP`). When no spot on the
    roads is clear (a short section against San Andreas, or a full table where crews and
    intersections crowd every road), it goes beside them, at the spot nearest to its road
    that is clear and still on the tiles (over an empty cell, the yellow of the cells a
    tile may go to would hide it) — or clear over an empty cell, or failing that the
    clearest.

    ``points_per_unit`` is the drawing's scale (typographic points per cell unit): the
    numbers keep their size in points (:func:`label_sizes`: larger on a table of large
    cells) whatever the size of the table; ``bounds``
    ``(x0, x1, y0, y1)`` keeps them inside the frame.
    """
    discs, boxes = badge_obstacles(state, points_per_unit)
    gap = BADGE_GAP / points_per_unit
    centres = np.array([to_pixel(c) for c in state.placed], dtype=float).reshape(-1, 2)
    places = []
    for number, items in badges:
        w, h = _badge_half(number, points_per_unit)
        keys = [key for key in items if key[0] in state.placed]
        if not keys:  # nothing of it on the table: no number
            places.append(None)
            continue
        order = keys[len(keys) // 2 :] + keys[: len(keys) // 2][::-1]  # the middle first
        road = np.array(
            [
                _point_on(cell, state.geom.pieces[state.placed[cell]][piece], t)
                for t in _BADGE_STEPS
                for cell, piece in order
            ]
        )
        inside = _inside(bounds, w, h)
        points = road
        clear = np.where(inside(road), _clearance(road, w, h, discs, boxes), -np.inf)
        on_tiles = np.ones(len(road), dtype=bool)
        if not (clear >= gap).any():  # beside the roads, nearer ones first
            aside = [
                (road[:, None, :] + reach * np.array(_ASIDE)[None, :, :]).reshape(-1, 2)
                for reach in (0.5 * h, h, 1.6 * h, 2.4 * h, 3.4 * h, 4.6 * h, 6 * h)
            ]
            more = np.concatenate(aside)
            points = np.concatenate([road, more])
            clear = np.concatenate(
                [clear, np.where(inside(more), _clearance(more, w, h, discs, boxes), -np.inf)]
            )
            on_tiles = np.concatenate([on_tiles, _on_tiles(more, w, h, centres)])
        # on the tiles rather than over an empty cell (a yellow cell, drawn over the table
        # while a tile is chosen, would hide it)
        good = np.flatnonzero((clear >= gap) & on_tiles)
        if not len(good):
            good = np.flatnonzero(clear >= gap)
        k = int(good[0]) if len(good) else int(np.argmax(clear))
        x, y = (float(v) for v in points[k])
        places.append((x, y))
        boxes.append((x, y, w, h))
    return places


def points_per_unit(ax) -> float:
    """The scale of a framed table: typographic points per cell unit (equal aspect)."""
    width, height = ax.figure.get_size_inches()
    box = ax.get_position()
    x0, x1 = ax.get_xlim()
    y0, y1 = ax.get_ylim()
    return 72 * min(width * box.width / abs(x1 - x0), height * box.height / abs(y1 - y0))


def draw_badges(ax, state, badges) -> None:
    """Number sections on the table: ``badges`` is a list of ``(number, items)``; each number
    is written in a white square on its section (the score table's « n° »), clear of the
    other labels (:func:`badge_places`). Call it once the table is framed."""
    badges = list(badges)
    if not badges:
        return
    x0, x1 = sorted(ax.get_xlim())
    y0, y1 = sorted(ax.get_ylim())
    scale = points_per_unit(ax)
    places = badge_places(state, badges, scale, (x0, x1, y0, y1))
    size = label_sizes(scale)["badge"]
    for (number, _items), xy in zip(badges, places, strict=True):
        if xy is not None:
            _label(ax, xy, str(number), "black", size, 9, "section-badge", bbox=BADGE_BOX)


#: The white square around a section's number.
BADGE_BOX = {"boxstyle": "square,pad=0.2", "fc": "white", "ec": "#222222", "lw": 1.5}


def drawn_badges(fig) -> list[tuple[str, tuple[float, float], float]]:
    """The section numbers written on the table ``fig`` (:func:`draw` with ``badges``):
    ``(text, (x, y), size in points)`` each, for :func:`overlay`."""
    return [
        (t.get_text(), t.get_position(), t.get_fontsize())
        for t in fig.axes[0].texts
        if t.get_gid() == "section-badge"
    ]
