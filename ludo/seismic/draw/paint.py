"""Seismic's painter, shared by every picture: colours, a hex cell, the pieces of road on a
tile, labels and their sizes, an empty table's cells and its frame.
"""

from __future__ import annotations

from matplotlib.collections import PatchCollection, PolyCollection
from matplotlib.patches import Circle, PathPatch, RegularPolygon
from matplotlib.path import Path

from ...core.hexgrid import corners, side_midpoint, to_pixel
from ...viz import PALETTE, player_colour
from ..tiles import CITY, HIGHWAY

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
