"""Quakes: the frames of a quake tile by tile, its strip on one screen, and the simulations'
histograms.
"""

from __future__ import annotations

import math
import textwrap

from matplotlib.figure import Figure

from ...core.hexgrid import distance
from ...viz import PALETTE, apply_style
from .. import messages as msg
from ..naming import event_words
from ..quakes import ray_cells
from ..sections import sections as find_sections
from .paint import (
    GREY,
    HIT,
    figure_size,
)
from .table import (
    _ray_arrow,
    draw,
)


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
