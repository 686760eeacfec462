"""Tiles on their own: one tile, the catalogue, and the face-up row under the table."""

from __future__ import annotations

import math
import textwrap

from matplotlib.figure import Figure
from matplotlib.patches import PathPatch, RegularPolygon

from ...core.hexgrid import SQRT3, to_pixel
from ...viz import apply_style, new_figure
from ..tiles import CITY, HIGHWAY
from .paint import (
    CENTRE,
    CITY_COLOUR,
    GRASS,
    GRASS_EDGE,
    ROAD,
    draw_tiles,
    piece_anchor,
    piece_path,
)
from .table import (
    _outline,
)


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
