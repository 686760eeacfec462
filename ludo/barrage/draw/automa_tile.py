"""Tesla's Automa tiles drawn: a tile's actions side beside a tile's criteria side.

The Automa reads two tiles each turn: the actions side of the tile it turns over, and the
criteria side of the tile turned over the turn before (notebook 09). :func:`draw_automa_tile`
draws them side by side as they lie on the table, from the tiles' data and the French
labels of :mod:`ludo.barrage.automa` (the same words as the explanations of its turns).
An action with a dotted frame (the turn goes on after it) has a dashed border; an action of
the Leeghwater expansion, always skipped, is greyed.
"""

from __future__ import annotations

import textwrap

from matplotlib.patches import Ellipse, FancyBboxPatch

from ...viz import PALETTE, fig_to_png, new_figure
from ..automa import messages as amsg
from ..automa.actions import action_label
from ..automa.placement import code_start
from ..automa.tiles import tile

#: The colours of the two sides (the tiles' own: a light actions side, a grey criteria side).
ACTIONS_FILL, ACTIONS_EDGE = "#fdf6e3", "#5d4037"
CRITERIA_FILL, CRITERIA_EDGE = "#eceff1", "#37474f"
BOX_FILL = "white"
SKIPPED = "#9e9e9e"
HEAD = 15
TEXT = 12.5
WRAP = 24


def _box(ax, x, y, w, h, text, *, dashed=False, colour="black", fill=BOX_FILL, size=TEXT):
    """A rounded box with its lines of ``text`` centred (``y`` is its top)."""
    ax.add_patch(
        FancyBboxPatch(
            (x, y - h),
            w,
            h,
            boxstyle="round,pad=0,rounding_size=0.008",
            facecolor=fill,
            edgecolor=colour,
            linewidth=1.6,
            linestyle=(0, (4, 3)) if dashed else "solid",
        )
    )
    ax.text(x + w / 2, y - h / 2, text, ha="center", va="center", fontsize=size, color=colour)


def _wrapped(text: str, width: int = WRAP) -> tuple[str, int]:
    lines = textwrap.wrap(text, width) or [""]
    return "\n".join(lines), len(lines)


WIDTH, HEIGHT = 15, 6.2  # inches
LINE = 0.052  # the height of a line of TEXT in axes units


def _side(ax, x0: float, width: float, title: str, fill: str, edge: str) -> None:
    """A side of a tile: its rounded frame and its title."""
    ax.add_patch(
        FancyBboxPatch(
            (x0, 0.0),
            width,
            1.0,
            boxstyle="round,pad=0,rounding_size=0.015",
            facecolor=fill,
            edgecolor=edge,
            linewidth=2.5,
        )
    )
    ax.text(x0 + width / 2, 0.965, title, ha="center", va="top", fontsize=HEAD, weight="bold")


def _actions_side(ax, t, x0: float, width: float) -> None:
    _side(ax, x0, width, amsg.TILE_SIDE_ACTIONS.format(n=t.id), ACTIONS_FILL, ACTIONS_EDGE)
    col_w = (width - 0.04) / 3
    for k, (name, column) in enumerate(zip(amsg.COLUMN_NAMES, t.columns, strict=True)):
        x = x0 + 0.01 + k * (col_w + 0.01)
        head, n = _wrapped(name, 16)
        ax.text(x + col_w / 2, 0.885, head, ha="center", va="top", fontsize=TEXT, weight="bold")
        y = 0.885 - n * LINE - 0.02
        for a in column:
            text, n = _wrapped(action_label(a, t), 20)
            h = n * LINE + 0.03
            colour = SKIPPED if a.expansion else "black"
            _box(ax, x, y, col_w, h, text, dashed=a.dotted, colour=colour)
            y -= h + 0.02


def _criteria_side(ax, t, x0: float, width: float) -> None:
    c = t.criteria
    _side(ax, x0, width, amsg.TILE_SIDE_CRITERIA.format(n=t.id), CRITERIA_FILL, CRITERIA_EDGE)
    rows = (
        ("dam", c.dam, c.dam_code),
        ("conduit", c.conduit, c.conduit_code),
        ("powerhouse", c.powerhouse, c.powerhouse_code),
    )
    box_w = (width - 0.08) / 3
    y = 0.885
    for key, keys, code in rows:
        start = code_start("base" if key == "dam" else key, code, short=True)
        head = amsg.CODE_PICTURE.format(what=amsg.CRITERIA_FOR[key], start=start)
        ax.text(x0 + 0.015, y, head, ha="left", va="top", fontsize=TEXT, weight="bold")
        y -= LINE + 0.01
        texts = [_wrapped(f"{i}. {amsg.CRITERION_NAMES[k]}", 24) for i, k in enumerate(keys, 1)]
        h = max(n for _, n in texts) * LINE * 0.9 + 0.02
        for i, (text, _n) in enumerate(texts):
            x = x0 + 0.015 + i * (box_w + 0.025)
            _box(ax, x, y, box_w, h, text, size=TEXT * 0.88)
            if i:
                ax.text(x - 0.0125, y - h / 2, "→", ha="center", va="center", fontsize=TEXT)
        y -= h + 0.03
    label = amsg.HEADSTREAM_ORDER.format(order="")
    y -= 0.03
    ax.text(x0 + 0.015, y, label, ha="left", va="center", fontsize=TEXT, weight="bold")
    d = 0.026  # a headstream's disc, round on the page
    for i, letter in enumerate(c.headstreams):
        cx = x0 + 0.015 + 0.25 + i * 0.035
        ax.add_patch(
            Ellipse((cx, y), d, d * WIDTH / HEIGHT, facecolor=PALETTE["sky"], edgecolor="black")
        )
        ax.text(cx, y, letter, ha="center", va="center", fontsize=TEXT, weight="bold")


def draw_automa_tile(actions: int, criteria: int | None = None):
    """A matplotlib Figure: the actions side of tile ``actions`` beside the criteria side
    of tile ``criteria`` (by default the same tile's other side), both from the tiles' data."""
    fig, ax = new_figure(WIDTH, HEIGHT)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.axis("off")
    fig.subplots_adjust(left=0.005, right=0.995, top=0.995, bottom=0.005)
    _actions_side(ax, tile(actions), 0.0, 0.47)
    _criteria_side(ax, tile(criteria if criteria is not None else actions), 0.49, 0.51)
    return fig


def automa_tile_png(actions: int, criteria: int | None = None, dpi: int = 60) -> bytes:
    """PNG bytes of :func:`draw_automa_tile`."""
    return fig_to_png(draw_automa_tile(actions, criteria), dpi=dpi)
