"""The table: a position drawn whole or zoomed on the round, with highlights, candidates and
overlays (a quake's arrows, outlines, spots).
"""

from __future__ import annotations

import numpy as np
from matplotlib.collections import PolyCollection
from matplotlib.patches import Circle, RegularPolygon

from ...core.hexgrid import distance, to_pixel
from ...viz import PALETTE, fig_to_png, new_figure
from .badges import (
    BADGE_BOX,
    draw_badges,
    points_per_unit,
)
from .paint import (
    CANDIDATE,
    EMPTY_EDGE,
    GREY,
    HIT,
    SPOT,
    _collect,
    _extent,
    _frame,
    _hex,
    _label,
    draw_empty,
    draw_tiles,
    figure_size,
    label_sizes,
    section_colours,
)


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
