"""Drawing Seismic: the table, tiles, sections, markers and quakes (matplotlib).

Nothing here changes a state. Colours come from :mod:`ludo.viz` (colour-blind
safe); markers also carry their player's number so the figure survives
black-and-white printing, and highlighted sections get a hatch-like dash pattern.
"""

from __future__ import annotations

import math
import textwrap

import numpy as np
from matplotlib.collections import PatchCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, PathPatch, RegularPolygon
from matplotlib.path import Path

from ..core.hexgrid import SQRT3, corners, distance, side_midpoint, to_pixel
from ..viz import PALETTE, apply_style, fig_to_png, new_figure, player_colour
from . import messages as msg
from .naming import event_words
from .quakes import ray_cells
from .sections import sections as find_sections
from .tiles import CITY, HIGHWAY

GRASS = "#cfe3b8"
GRASS_EDGE = "#7a9a5a"
EMPTY = "#f4f4f0"
EMPTY_EDGE = "#c8c8c0"
ROAD = "#4a4a4a"
ROAD_LINE = "#ffffff"
# Not a player colour: the red centre of an intersection must not look like a marker.
CENTRE = "#8b1a1a"
CITY_COLOUR = "#222222"
CANDIDATE = PALETTE["yellow"]
#: A quake's arrows: the side hit (or chosen), and the sides spared.
HIT = PALETTE["vermillion"]
GREY = PALETTE["grey"]
SECTION_COLOURS = [
    PALETTE["orange"],
    PALETTE["sky"],
    PALETTE["green"],
    PALETTE["purple"],
    PALETTE["yellow"],
    PALETTE["blue"],
    PALETTE["vermillion"],
]
DASHES = [None, (0, (4, 2)), (0, (1, 1.5)), (0, (6, 2, 1, 2))]


def _collect(ax, collection):
    """Add ``collection`` without growing the data limits: every frame sets its own."""
    return ax.add_collection(collection, autolim=False)


def piece_path(cell, sides, size=1.0) -> Path:
    """A road as a Bézier curve between two side midpoints, or a stub to the centre."""
    cx, cy = to_pixel(cell, size)
    if len(sides) == 1:
        mx, my = side_midpoint(cell, sides[0], size)
        return Path([(mx, my), (cx, cy)], [Path.MOVETO, Path.LINETO])
    a = side_midpoint(cell, sides[0], size)
    b = side_midpoint(cell, sides[1], size)
    k = 0.55
    c1 = (a[0] + (cx - a[0]) * k, a[1] + (cy - a[1]) * k)
    c2 = (b[0] + (cx - b[0]) * k, b[1] + (cy - b[1]) * k)
    return Path([a, c1, c2, b], [Path.MOVETO, Path.CURVE4, Path.CURVE4, Path.CURVE4])


def piece_anchor(cell, sides, size=1.0) -> tuple[float, float]:
    """Where a marker sits on a piece (the middle of the road, or of the stub)."""
    cx, cy = to_pixel(cell, size)
    if len(sides) == 1:
        mx, my = side_midpoint(cell, sides[0], size)
        # near the tile's edge: the disc leaves the intersection's value (« +4 », which
        # reaches past its red hexagon on a full table) whole
        return (0.1 * cx + 0.9 * mx, 0.1 * cy + 0.9 * my)
    p = piece_path(cell, sides, size).vertices
    t = 0.5
    x = (
        (1 - t) ** 3 * p[0][0]
        + 3 * (1 - t) ** 2 * t * p[1][0]
        + 3 * (1 - t) * t**2 * p[2][0]
        + t**3 * p[3][0]
    )
    y = (
        (1 - t) ** 3 * p[0][1]
        + 3 * (1 - t) ** 2 * t * p[1][1]
        + 3 * (1 - t) * t**2 * p[2][1]
        + t**3 * p[3][1]
    )
    return (x, y)


def _hex(cell, size=1.0, shrink=0.98):
    x, y = to_pixel(cell, size)
    return [(x + (px - x) * shrink, y + (py - y) * shrink) for px, py in corners(cell, size)]


def draw_tiles(
    ax,
    placed: dict,
    geom,
    *,
    markers=None,
    fade=(),
    highlight=None,
    labels=True,
    cities=(),
    sizes=None,
):
    """Draw placed tiles on ``ax``.

    ``highlight`` maps ``(cell, piece)`` to a colour (sections in colour);
    ``fade`` cells are drawn pale (e.g. tiles about to fall); with two ``cities``
    (Villes jumelles) they are labelled SA 1 and SA 2. ``sizes``: the labels' sizes in
    points (:func:`label_sizes`; the smallest ones by default).
    """
    sizes = sizes or label_sizes(0.0)
    city_names = {c: f"SA {k + 1}" for k, c in enumerate(cities)} if len(cities) > 1 else {}
    markers = markers or {}
    highlight = highlight or {}
    polys, faces, edges = [], [], []
    for cell in placed:
        polys.append(_hex(cell))
        faded = cell in fade
        faces.append("#eeeeee" if faded else GRASS)
        edges.append(GRASS_EDGE)
    _collect(
        ax, PolyCollection(polys, facecolors=faces, edgecolors=edges, linewidths=1.2, zorder=1)
    )
    road_paths, light_paths = [], []
    hl_paths = {}
    for cell, t in placed.items():
        tile = geom.tile[t]
        for i, sides in enumerate(tile.pieces):
            path = piece_path(cell, sides)
            road_paths.append(path)
            if len(sides) == 2:
                light_paths.append(path)
            col = highlight.get((cell, i))
            if col is not None:
                hl_paths.setdefault(col, []).append(path)
    _collect(
        ax,
        PatchCollection(
            [PathPatch(p) for p in road_paths],
            facecolor="none",
            edgecolor=ROAD,
            linewidth=7,
            zorder=2,
        ),
    )
    _collect(
        ax,
        PatchCollection(
            [PathPatch(p) for p in light_paths],
            facecolor="none",
            edgecolor=ROAD_LINE,
            linewidth=1,
            linestyle=(0, (3, 3)),
            zorder=3,
        ),
    )
    for k, (col, paths) in enumerate(hl_paths.items()):
        _collect(
            ax,
            PatchCollection(
                [PathPatch(p) for p in paths],
                facecolor="none",
                edgecolor=col,
                linewidth=5,
                linestyle=DASHES[k % len(DASHES)] or "solid",
                zorder=4,
                alpha=0.95,
            ),
        )
    for cell, t in placed.items():
        tile = geom.tile[t]
        x, y = to_pixel(cell)
        if tile.kind == CITY:
            ax.add_artist(
                RegularPolygon(
                    (x, y), 6, radius=0.42, facecolor=CITY_COLOUR, edgecolor="black", zorder=5
                )
            )
            if labels and cell in city_names:  # Villes jumelles: a numbered badge instead
                ax.text(
                    x,
                    y,
                    city_names[cell],
                    ha="center",
                    va="center",
                    fontsize=sizes["city_name"],
                    fontweight="bold",
                    zorder=8,
                    gid="city-name",
                    bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": "black"},
                )
            elif labels:
                ax.text(
                    x,
                    y,
                    "SA",
                    ha="center",
                    va="center",
                    color="white",
                    fontsize=sizes["city"],
                    fontweight="bold",
                    zorder=6,
                )
        elif tile.kind != HIGHWAY:
            ax.add_artist(
                RegularPolygon(
                    (x, y), 6, radius=0.33, facecolor=CENTRE, edgecolor="black", zorder=5
                )
            )
            if labels:
                ax.text(
                    x,
                    y,
                    f"+{tile.value}",
                    ha="center",
                    va="center",
                    color="white",
                    fontsize=sizes["value"],
                    fontweight="bold",
                    zorder=6,
                )
    for (cell, i), p in markers.items():
        t = placed.get(cell)
        if t is None:
            continue
        sides = geom.pieces[t][i]
        mx, my = piece_anchor(cell, sides)
        ax.add_artist(
            Circle(
                (mx, my),
                MARKER_RADIUS,
                facecolor=player_colour(p),
                edgecolor="black",
                linewidth=1.5,
                zorder=7,
            )
        )
        _label(ax, (mx, my), str(p + 1), "white", sizes["marker"], 8, "crew-marker")


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


def _label(ax, xy, text, colour, size, zorder, gid, **kwargs) -> None:
    """A bold number centred on ``xy`` (a crew marker's player, a section's number)."""
    ax.text(
        *xy,
        text,
        ha="center",
        va="center",
        color=colour,
        fontsize=size,
        fontweight="bold",
        zorder=zorder,
        gid=gid,
        **kwargs,
    )


def draw_empty(ax, cells, *, coords=False, candidates=(), bad=(), coords_size=11):
    """Outline the empty cells of the table; ``candidates`` in yellow, ``bad`` crossed."""
    polys = [_hex(c) for c in cells]
    cand = set(candidates)
    faces = [CANDIDATE if c in cand else EMPTY for c in cells]
    _collect(
        ax, PolyCollection(polys, facecolors=faces, edgecolors=EMPTY_EDGE, linewidths=0.8, zorder=0)
    )
    if coords:
        for c in cells:
            x, y = to_pixel(c)
            ax.text(
                x,
                y,
                f"{c[0]},{c[1]}",
                ha="center",
                va="center",
                fontsize=coords_size,
                color="#444444",
                zorder=0.5,
            )
    for c in bad:
        x, y = to_pixel(c)
        ax.plot(
            [x - 0.4, x + 0.4],
            [y - 0.4, y + 0.4],
            color=PALETTE["vermillion"],
            linewidth=3,
            zorder=9,
        )
        ax.plot(
            [x - 0.4, x + 0.4],
            [y + 0.4, y - 0.4],
            color=PALETTE["vermillion"],
            linewidth=3,
            zorder=9,
        )


# A hexagon reaches 1 above and below its centre (pointy top) and √3/2 to the sides: the
# frame leaves a little more than that, so that no hexagon is cut at the edge.
MARGIN_Y = 1.08
#: Radius of the circle drawn where a marker may be put (:func:`draw`'s ``spots``).
SPOT = 0.3
#: Crew markers: radius (in cell units) and the size of their player number, legible from
#: the back of the room (≥ 13 px at 1280×800 on the whole table).
MARKER_RADIUS = 0.38
MARKER_FONT = 16
#: The words on San Andreas (« SA »; « SA 1 », « SA 2 » for Villes jumelles) and an
#: intersection's value (« +4 »), in points.
CITY_FONT = 13
CITY_NAME_FONT = 11
VALUE_FONT = 12
#: Section numbers drawn on the table (the « n° » of the score table).
BADGE_FONT = 14
#: Each label grows with the cells, up to this many times its size above, as a fraction of
#: the cell's size (points per cell unit): the labels of a table with few tiles (the start
#: of a game, an example) take the room their shapes give them; a full table keeps the
#: sizes above (they already reach past their shapes there).
LABEL_GROWTH = 1.4
_LABEL_SHARE = {"value": 0.48, "city": 0.55, "city_name": 0.45, "marker": 0.62, "badge": 0.56}


def label_sizes(points_per_unit: float) -> dict[str, float]:
    """The labels' sizes in points on a table drawn at ``points_per_unit`` points per cell
    unit: ``value`` (« +4 »), ``city`` (« SA »), ``city_name`` (« SA 1 »), ``marker`` (a
    crew's player) and ``badge`` (a section's number).

    >>> label_sizes(0)["value"], label_sizes(25)["value"], label_sizes(80)["value"]
    (12, 12, 16.8)
    """
    least = {
        "value": VALUE_FONT,
        "city": CITY_FONT,
        "city_name": CITY_NAME_FONT,
        "marker": MARKER_FONT,
        "badge": BADGE_FONT,
    }
    return {
        k: round(min(LABEL_GROWTH * v, max(v, _LABEL_SHARE[k] * points_per_unit)), 1)
        for k, v in least.items()
    }


def _extent(cells, margin=0.9):
    xs, ys = zip(*(to_pixel(c) for c in cells), strict=True)
    return (max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * max(margin, MARGIN_Y))


def figure_size(cells, size=8.0) -> tuple[float, float]:
    """Figure size (inches) fitting the cells: the longer side is ``size``, no empty bands."""
    w, h = _extent(cells)
    if w >= h:
        return size, max(size * h / w, 2.0)
    return max(size * w / h, 2.0), size


def _frame(ax, cells, margin=0.9):
    xs, ys = zip(*(to_pixel(c) for c in cells), strict=True)
    ax.set_xlim(min(xs) - margin, max(xs) + margin)
    ax.set_ylim(min(ys) - max(margin, MARGIN_Y), max(ys) + max(margin, MARGIN_Y))
    ax.set_aspect("equal")
    ax.set_axis_off()


def section_colours(state, only_marked=False) -> dict:
    """``(cell, piece) -> colour``: one colour per section (by size, largest first)."""
    secs = state.sections()
    secs = [
        s
        for s in secs
        if (s.markers or not only_marked) and s.roads + len(s.stub_ends) > 1 or s.markers
    ]
    secs.sort(key=lambda s: -len(s.pieces))
    out = {}
    for k, sec in enumerate(secs):
        col = SECTION_COLOURS[k % len(SECTION_COLOURS)]
        for key in sec.pieces:
            out[key] = col
    return out


def draw(
    state,
    *,
    ax=None,
    sections=False,
    highlight=None,
    coords=False,
    candidates=None,
    bad=(),
    fade=(),
    title=None,
    size=8.0,
    zoom=None,
    outline=(),
    view=None,
    spots=(),
    spot_colour="#000000",
    badges=(),
):
    """The table of ``state`` as a matplotlib Figure.

    Parameters
    ----------
    sections : bool
        Colour every section (one colour each).
    highlight : dict, optional
        ``(cell, piece) -> colour`` to colour chosen pieces.
    coords : bool
        Write the ``q,r`` coordinates in the empty cells.
    candidates : iterable of cells, optional
        Cells shown in yellow (e.g. where the chosen tile fits).
    zoom : int, optional
        Show only the cells within this distance of the placed tiles' hull.
    outline : iterable of cells, optional
        Cells drawn with a thick black border (e.g. the tile being tried).
    view : iterable of cells, optional
        Exactly the cells to show (instead of ``zoom``): keeps the same frame over the
        steps of a replay.
    spots : iterable of (x, y), optional
        Points circled in ``spot_colour`` (where a marker may go, for a clickable board).
    badges : iterable of (number, items), optional
        Section numbers written on the table (see :func:`draw_badges`).
    """
    fig = None
    geom = state.geom
    cells = state.cells
    if view is not None:
        wanted = set(view)
        cells = [c for c in cells if c in wanted]
    elif zoom is not None:
        cells = table_view(state, zoom)
    if ax is None:
        fig, ax = new_figure(*figure_size(list(cells) + list(state.placed), size))
    _frame(ax, list(cells) + list(state.placed))
    if fig is not None:  # our own figure: the table fills it
        ax.set_position([0.01, 0.01, 0.98, 0.92 if title else 0.98])
    sizes = label_sizes(points_per_unit(ax))  # framed first: the cells' size is known
    empty = sorted(c for c in cells if c not in state.placed)
    # The coordinates must stay readable whatever the number of cells shown.
    span = max(1.0, _extent(list(cells) + list(state.placed))[0])
    coords_size = max(8, min(13, 11 * 14 / span))
    draw_empty(
        ax, empty, coords=coords, candidates=candidates or (), bad=bad, coords_size=coords_size
    )
    hl = dict(section_colours(state)) if sections else {}
    if highlight:
        hl.update(highlight)
    draw_tiles(
        ax,
        state.placed,
        geom,
        markers=state.markers,
        fade=fade,
        highlight=hl,
        cities=getattr(state, "cities", ()),
        sizes=sizes,
    )
    _outline(ax, outline)
    _spots(ax, spots, spot_colour)
    draw_badges(ax, state, badges)
    if title:
        ax.set_title(title)
    return fig if fig is not None else ax.figure


def table_view(state, zoom: int | None = None) -> list:
    """The cells :func:`draw` shows with ``zoom``: all, or those near a placed tile."""
    if zoom is None:
        return list(state.cells)
    placed = list(state.placed)
    return [c for c in state.cells if any(distance(c, p) <= zoom for p in placed)]


def round_view(state, zoom: int = 2) -> list:
    """The cells within ``zoom`` of the farthest placed tile from San Andreas, as a hexagon
    around it (Villes jumelles: around each of the two cities, a tile's distance being
    to the nearer one, so that neither table is cut and the cells stay large).

    Unlike :func:`table_view` it only grows when a tile is laid farther out, so a game's
    table keeps the same frame from one move to the next (it does not jump about).
    """
    cities = getattr(state, "cities", None) or ((0, 0),)

    def near(c):
        return min(distance(c, x) for x in cities)

    reach = max((near(c) for c in state.placed), default=0) + zoom
    return [c for c in state.cells if near(c) <= reach]


def overlay(
    state,
    view,
    *,
    candidates=(),
    tiles=None,
    highlight=None,
    outline=(),
    spots=(),
    spot_colour="#000000",
    ringed=(),
    falling=(),
    arrows=(),
    size=8.0,
    into=None,
    badges=(),
):
    """Only what changes while a player chooses, on a transparent figure.

    The figure has exactly the size and frame of ``draw(state, view=view, size=size)``,
    so it can be laid over that drawing (drawn once per position): ``candidates`` in
    yellow, ``tiles`` (``cell -> (tile, rotation)``, e.g. the tile being tried) with the
    markers of ``state`` on them, ``highlight``, ``outline`` and ``spots`` as in
    :func:`draw`. Redrawing a few artists instead of the whole table keeps a click quick.
    ``into``, a figure this function returned before for the same ``view`` and ``size``,
    is emptied and reused (its frame stays): no new figure is built.

    For the choices a quake asks for: ``ringed`` placed cells get a thick yellow ring
    (tiles that may be clicked: a tile to turn, a city, a tile on a tied side),
    ``falling`` tiles are hatched and outlined in vermillion (they would fall), and
    ``arrows`` are rays ``(start, end, label, strong)`` from a San Andreas to the last
    cell shown on a side, with the side's count in a circle (``strong``: the chosen one).

    ``badges``: the section numbers of the table under it (:func:`drawn_badges`); those
    over a yellow cell are written again on top, so that the yellow never hides them.
    """
    wanted = set(view)
    cells = [c for c in state.cells if c in wanted]
    frame = list(cells) + list(state.placed)
    if into is not None:
        fig, ax = into, into.axes[0]
        for artist in [*ax.patches, *ax.collections, *ax.texts, *ax.lines]:
            artist.remove()
    else:
        fig, ax = new_figure(*figure_size(frame, size))
        fig.patch.set_alpha(0)
        _frame(ax, frame)
        ax.set_position([0.01, 0.01, 0.98, 0.98])
    if candidates:
        polys = [_hex(c) for c in candidates]
        _collect(
            ax,
            PolyCollection(
                polys, facecolors=CANDIDATE, edgecolors=EMPTY_EDGE, linewidths=0.8, zorder=0
            ),
        )
        yellow = np.array([to_pixel(c) for c in candidates], dtype=float)
        for text, (x, y), points in badges:
            if np.hypot(yellow[:, 0] - x, yellow[:, 1] - y).min() < 1.6:
                _label(ax, (x, y), text, "black", points, 9, "section-badge", bbox=BADGE_BOX)
    tiles = tiles or {}
    if tiles:
        markers = {k: p for k, p in state.markers.items() if k[0] in tiles}
        sizes = label_sizes(points_per_unit(ax))  # as on the table under it
        draw_tiles(ax, tiles, state.geom, markers=markers, highlight=highlight or {}, sizes=sizes)
    _outline(ax, ringed, colour=CANDIDATE, width=7.0, zorder=6.0)
    # tiles that would fall: a pale hatched veil (apart from the others in black and white)
    _outline(ax, falling, zorder=6.2, colour=HIT, facecolor=(1, 1, 1, 0.45), hatch="xx")
    _outline(ax, outline)
    _spots(ax, spots, spot_colour)
    for start, end, label, strong in arrows:  # the chosen side in vermillion, the others blue
        _ray_arrow(ax, start, end, label, *((HIT, 5.0) if strong else (PALETTE["blue"], 3.0)))
    _frame(ax, frame)
    ax.set_position([0.01, 0.01, 0.98, 0.98])
    return fig


def _ray_arrow(ax, start, end, label, colour: str, width: float) -> None:
    """An arrow from the cell ``start`` to the cell ``end`` with ``label`` in a circle at its
    tip: a side of San Andreas and its count."""
    ax.annotate(
        "",
        xy=to_pixel(end),
        xytext=to_pixel(start),
        arrowprops={"arrowstyle": "->", "color": colour, "lw": width, "alpha": 0.8},
        zorder=10,
    )
    x, y = to_pixel(end)
    ax.text(
        x,
        y,
        str(label),
        ha="center",
        va="center",
        fontsize=15,
        fontweight="bold",
        color="black" if colour == GREY else colour,
        zorder=11,
        bbox={"boxstyle": "circle,pad=0.2", "fc": "white", "ec": "black"},
    )


def _outline(
    ax, cells, zorder: float = 6.5, colour: str = "black", width: float = 3.5, **veil
) -> None:
    """A thick outline (black by default) around each of ``cells`` (the cells a move
    changes, the tile chosen in the face-up row, or the tiles one may click). ``veil``:
    ``facecolor`` and ``hatch`` laid over the cells (a tile that would fall)."""
    for c in cells:
        ax.add_artist(
            RegularPolygon(
                to_pixel(c),
                6,
                radius=0.96 if veil else 1.0,
                orientation=0,
                facecolor=veil.get("facecolor", "none"),
                hatch=veil.get("hatch"),
                edgecolor=colour,
                linewidth=width,
                zorder=zorder,
            )
        )


def _spots(ax, spots, colour) -> None:
    for x, y in spots:
        ax.add_artist(
            Circle(
                (x, y),
                SPOT,
                facecolor="white",
                edgecolor=colour,
                linewidth=2.5,
                linestyle=(0, (2, 1.5)),
                alpha=0.9,
                zorder=7.5,
            )
        )


def to_png(state, **kwargs) -> bytes:
    """PNG bytes of :func:`draw` (used by ``state._repr_png_``)."""
    return fig_to_png(draw(state, **kwargs), tight=False)


def draw_tile(tile, ax=None, *, title=None, marker_labels=True):
    """One tile alone, with its pieces numbered m0, m1... (for the tile catalogue)."""
    fig = None
    if ax is None:
        fig, ax = new_figure(2.4, 2.4)
    cell = (0, 0)
    ax.add_artist(
        RegularPolygon(
            (0, 0),
            6,
            radius=0.98,
            orientation=0,
            facecolor=GRASS,
            edgecolor=GRASS_EDGE,
            linewidth=1.5,
        )
    )
    for i, sides in enumerate(tile.pieces):
        path = piece_path(cell, sides)
        ax.add_artist(PathPatch(path, facecolor="none", edgecolor=ROAD, linewidth=9))
        if len(sides) == 2:
            ax.add_artist(
                PathPatch(
                    path, facecolor="none", edgecolor="white", linewidth=1, linestyle=(0, (3, 3))
                )
            )
        if marker_labels and tile.kind != CITY:  # never a marker on San Andreas
            mx, my = piece_anchor(cell, sides)
            ax.text(
                mx,
                my,
                f"m{i}",
                ha="center",
                va="center",
                fontsize=12,
                color="black",
                bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.8},
                zorder=5,
            )
    if tile.kind == CITY:
        ax.add_artist(
            RegularPolygon(
                (0, 0), 6, radius=0.42, facecolor=CITY_COLOUR, edgecolor="black", zorder=4
            )
        )
        ax.text(0, 0, "SA", ha="center", va="center", color="white", fontweight="bold", zorder=6)
    elif tile.kind != HIGHWAY:
        ax.add_artist(
            RegularPolygon((0, 0), 6, radius=0.3, facecolor=CENTRE, edgecolor="black", zorder=4)
        )
        ax.text(
            0,
            0,
            f"+{tile.value}",
            ha="center",
            va="center",
            color="white",
            fontweight="bold",
            zorder=6,
        )
    for s in range(6):
        a = math.radians(60 * s)
        ax.text(
            1.08 * math.cos(a) * SQRT3 / 2 * 1.25,
            1.08 * math.sin(a) * SQRT3 / 2 * 1.25,
            str(s),
            ha="center",
            va="center",
            fontsize=10,
            color="#555555",
        )
    ax.set_xlim(-1.3, 1.3)
    ax.set_ylim(-1.3, 1.3)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if title:
        ax.set_title("\n".join(textwrap.wrap(title, 22)), fontsize=12)
    return fig if fig is not None else ax.figure


def tiles_figure(tiles, titles=None, per_row=4):
    """Several tiles side by side (a catalogue or the rotations of one tile)."""
    apply_style()
    n = len(tiles)
    rows = max(1, math.ceil(n / per_row))
    lines = 1
    if titles is not None:
        lines = max(len(textwrap.wrap(t, 22)) for t in titles) if titles else 1
    height = (2.5 + 0.25 * lines) * rows
    fig = Figure(figsize=(2.6 * per_row, height), dpi=80)
    for k, tile in enumerate(tiles):
        ax = fig.add_subplot(rows, per_row, k + 1)
        draw_tile(tile, ax, title=None if titles is None else titles[k])
    top = 1 - (0.22 * lines + 0.1) / (height / rows) / rows
    fig.subplots_adjust(
        left=0.01, right=0.99, bottom=0.01, top=top, wspace=0.08, hspace=0.12 + 0.1 * lines
    )
    return fig


CATALOGUE = ("S", "W", "T", "ST", "TWl", "TTT", "I2t", "I4x")


#: The catalogue's smallest text, in points: shown 1000 px wide (notebook 1), its labels
#: (side numbers, pieces, titles) are at least 13 px, read from the back of a room.
CATALOGUE_TEXT = 13


def catalogue(manifest, ids=CATALOGUE, per_row=5):
    """A figure of a few tile types of ``manifest`` (the ones present), then San Andreas.

    Every text is at least :data:`CATALOGUE_TEXT` points (the rotations' figure of
    :func:`tiles_figure` keeps its own sizes).
    """
    tiles = [manifest.tile(t) for t in ids if t in manifest.tiles] + [manifest.city]
    fig = tiles_figure(tiles, [t.label for t in tiles], per_row=per_row)
    for ax in fig.axes:
        for text in [*ax.texts, ax.title]:
            text.set_fontsize(max(text.get_fontsize(), CATALOGUE_TEXT))
    return fig


def quake_view(before, ring: int = 1) -> list:
    """The cells a quake's pictures need: every tile of ``before`` and ``ring`` cells around
    (two around San Andreas, so that the count of an empty side has room).

    Tighter than the whole table, so that tiles, markers and counts stay legible even in
    small pictures side by side.
    """
    placed = list(before.placed)
    cities = list(before.cities)
    return [
        c
        for c in before.cells
        if any(distance(c, p) <= ring for p in placed)
        or any(distance(c, x) <= ring + 1 for x in cities)
    ]


def quake_frames(before, after, view=None):
    """Frames of a quake, tile by tile, from the events of ``after``.

    ``before`` is the state just before the move that revealed the quake (or the
    state of the previous step), ``after`` the state after it. Returns a list of
    ``(make, French text)`` where ``make(ax=None)`` draws the frame (on ``ax``, or on a
    new Figure it returns); empty when no quake happened. ``view``: the cells shown
    (default: the whole table); the rays of the count stop at its edge.
    """
    frames = []
    placed = dict(before.placed)
    markers = dict(before.markers)
    geom = before.geom
    cells = before.cells

    class _View:  # a light stand-in for a state, for draw()
        def __init__(self, placed, markers):
            self.placed = placed
            self.markers = markers
            self.cells = cells
            self.geom = geom
            self.cities = before.cities

        def sections(self):  # pragma: no cover - not used with sections=False
            return find_sections(self.placed, geom, self.markers)

    magnitude = "?"
    for e in after.events:
        if e.kind == "quake.revealed":
            magnitude = e.data["magnitude"]
        elif e.kind == "quake.counts":
            counts = e.data["counts"]
            sides = e.data["sides"]
            text = msg.UI_QUAKE_FRAME_START.format(
                m=magnitude,
                counts=", ".join(f"{msg.SIDE_NAMES[i]} {n}" for i, n in enumerate(counts)),
            )
            frames.append(
                _counts_frame(
                    _View(dict(placed), dict(markers)),
                    before.cities[e.data["city"]],
                    counts,
                    sides,
                    text,
                    view,
                )
            )
        elif e.kind == "tile.destroyed":
            cell = e.data["cell"]
            v = _View(dict(placed), dict(markers))
            frames.append(
                (
                    lambda ax=None, v=v, c=cell: draw(v, ax=ax, view=view, fade=(c,), bad=(c,)),
                    event_words(e, before),
                )
            )
            placed.pop(cell, None)
            for key in [k for k in markers if k[0] == cell]:
                markers.pop(key)
        elif e.kind == "quake.done":
            v = _View(dict(placed), dict(markers))
            frames.append((lambda ax=None, v=v: draw(v, ax=ax, view=view), event_words(e, before)))
    return frames


def _counts_frame(state, city, counts, sides, text, view=None):
    shown = set(view) if view is not None else None

    def make(ax=None):
        fig = draw(state, ax=ax, view=view)
        ax = ax or fig.axes[0]
        for s in range(6):
            ray = ray_cells(state.cells, city, s)
            if shown is not None:
                ray = [c for c in ray if c in shown]
            if ray:
                hit = s in sides
                _ray_arrow(ax, city, ray[-1], counts[s], *((HIT, 4) if hit else (GREY, 1.5)))
        return fig

    return (make, text)


__all__ = [
    "draw",
    "draw_tile",
    "quake_frames",
    "quake_strip",
    "row_figure",
    "section_colours",
    "tiles_figure",
    "to_png",
]


def quake_histograms(results):
    """Two histograms from :func:`ludo.seismic.players.simulate`: quakes and destroyed tiles."""
    apply_style()
    fig = Figure(figsize=(10, 4), dpi=80)
    ax1 = fig.add_subplot(1, 2, 1)
    ax2 = fig.add_subplot(1, 2, 2)
    q = [r["quakes"] for r in results]
    d = [r["destroyed"] for r in results]
    ax1.hist(
        q,
        bins=[x - 0.5 for x in range(0, max(q) + 2)],
        color=PALETTE["blue"],
        edgecolor="black",
        hatch="//",
    )
    ax1.set_xlabel("séismes qui ont frappé pendant la partie")
    ax1.set_ylabel("nombre de parties")
    ax2.hist(
        d, bins=range(0, max(d) + 2), color=PALETTE["vermillion"], edgecolor="black", hatch=".."
    )
    ax2.set_xlabel("tuiles détruites pendant la partie")
    ax2.set_ylabel("nombre de parties")
    fig.suptitle(f"{len(results)} parties simulées")
    fig.tight_layout()
    return fig


def row_figure(state):
    """The face-up tiles of ``state``, drawn as in the catalogue (r0), with their names."""
    tiles = [state.geom.tile[t, 0] for t in state.row]
    if not tiles:
        return Figure(figsize=(1, 0.2), dpi=80)
    return tiles_figure(tiles, [t.label for t in tiles], per_row=max(3, len(tiles)))


def short_label(tile) -> str:
    """A tile's name without « autoroute ( … ) » around it: « ligne droite + virage étroit »."""
    label = tile.label
    prefix = "autoroute ("
    if label.startswith(prefix) and label.endswith(")"):
        return label[len(prefix) : -1]
    return label


#: Where the k-th face-up tile sits in :func:`row_board` (every other cell of a row).
def row_cell(k: int) -> tuple[int, int]:
    return (2 * k, 0)


def row_board(state, *, size=1.55, selected=None):
    """The face-up tiles side by side on one axes, ready to be clicked (r0, short names).

    Returns ``(fig, ax)``; the k-th tile is drawn on the hexagon ``row_cell(k)``, so
    a clickable board can put its polygons on ``corners(row_cell(k))``. Names are
    written under each tile, large enough to be read on a projector; ``selected`` (an
    index) is outlined.
    """
    geom = state.geom
    n = max(1, len(state.row))
    placed = {row_cell(k): (t, 0) for k, t in enumerate(state.row)}
    x0, _ = to_pixel(row_cell(0))
    x1, _ = to_pixel(row_cell(n - 1))
    left, right, bottom, top = x0 - 1.7, x1 + 1.7, -2.75, 1.05
    inch = size / (2 * SQRT3)  # inches per unit: one tile and its gap take ``size``
    fig = Figure(figsize=((right - left) * inch, (top - bottom) * inch), dpi=80)
    ax = fig.add_axes((0, 0, 1, 1))
    draw_tiles(ax, placed, geom)
    for k, t in enumerate(state.row):
        x, y = to_pixel(row_cell(k))
        words = textwrap.wrap(short_label(geom.tile[t, 0]), 16)
        ax.text(
            x, y - 1.12, "\n".join(words[:3]), ha="center", va="top", fontsize=13, linespacing=1.0
        )
    if selected is not None and 0 <= selected < len(state.row):
        _outline(ax, [row_cell(selected)], zorder=9)
    ax.set_xlim(left, right)
    ax.set_ylim(bottom, top)
    ax.set_aspect("equal")
    ax.set_axis_off()
    return fig, ax


def quake_strip(before, after, per_row=3, frame=4.5):
    """Every frame of :func:`quake_frames` side by side with its text (a static animation).

    The frames are drawn straight into the strip (vector, text at its true size) on the
    cells around the tiles only (:func:`quake_view`), ``per_row`` frames ``frame`` inches
    wide per row: the five frames of a quake take two rows, a picture wider than tall
    that fits one screen at 1280×800 when shown 1000 pixels wide (their texts, 15 pt,
    are then 15 px).
    """
    apply_style()
    view = quake_view(before)
    frames = quake_frames(before, after, view=view)
    n = max(1, len(frames))
    rows = math.ceil(n / per_row)
    w, h = figure_size(view, frame)
    wrap = round(44 * frame / 6.0)  # characters of a title's line, at 15 pt
    lines = max((len(textwrap.wrap(t, wrap)) for _m, t in frames), default=1) + 0.4
    fig = Figure(figsize=(w * per_row, (h + 0.3 * lines) * rows), dpi=80)
    for k, (make, text) in enumerate(frames):
        ax = fig.add_subplot(rows, per_row, k + 1)
        make(ax)
        ax.set_title(f"{k + 1}. " + "\n".join(textwrap.wrap(text, wrap)), fontsize=15, loc="left")
    top = 1 - 0.3 * lines / (h + 0.3 * lines) / rows
    fig.subplots_adjust(
        left=0.01, right=0.99, bottom=0.01, top=top, wspace=0.04, hspace=0.3 * lines / h + 0.05
    )
    return fig
