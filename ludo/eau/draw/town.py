"""The presentation's maps of the town's network: a value on every tile, a repair's valves and
dry tiles, curves over a day, and a figure with its French text beside it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from matplotlib.collections import LineCollection
from matplotlib.patches import Rectangle

from ...viz import fig_to_png, new_figure
from ..network import regie_network
from ..tiles import SIZE
from .paint import (
    DX,
    DY,
    FILL,
    LEAK,
    WET,
    _board_of,
    _grid_axes,
)

#: Font size (points) of the numbers of :func:`value_map_figure`: 20 px or more on a
#: 1280×800 projector when the figure is shown 540 px wide in a deck.
MAP_NUMBER_PT = 20


def _network_axes(board, fills: dict, title: str = ""):
    """A figure of the Régie's network alone: cells filled with ``fills`` {cell: colour}
    (white elsewhere), pipes as dark lines, buildings in a thick black frame, no names."""
    fig, ax = new_figure(6.5, 6.5)
    fig.subplots_adjust(left=0.07, right=0.99, bottom=0.01, top=0.9 if title else 0.95)
    _grid_axes(ax, pad=0.1, gap=0.18, size=16)
    net = regie_network(board)
    lines = []
    for cell in range(SIZE * SIZE):
        r, c = divmod(cell, SIZE)
        tile = board[cell]
        fill = fills.get(cell, "white")
        ax.add_patch(Rectangle((c, r), 1, 1, facecolor=fill, edgecolor="#777", lw=1, zorder=1))
        if tile is None or cell not in net:
            continue
        m = tile.effective_mask
        for side in range(4):
            if m >> side & 1:
                lines.append([(c + 0.5, r + 0.5), (c + 0.5 + DX[side], r + 0.5 + DY[side])])
        if tile.is_user:
            ax.add_patch(
                Rectangle((c + 0.05, r + 0.05), 0.9, 0.9, fill=False, lw=4, ec="black", zorder=4)
            )
    ax.add_collection(LineCollection(lines, colors="#333", linewidths=5, zorder=2))
    if title:
        ax.set_title(title, fontsize=18, pad=26)
    return fig, ax


def value_map_figure(
    board,
    values: dict,
    title: str = "",
    unit: str = "m",
    framed: Iterable[int] = (),
    cmap: str = "viridis",
    regie_text: str | None = None,
):
    """The Régie's network as coloured squares, one number per tile, no tile names.

    ``values`` {cell: number} (pressures or heights, in ``unit``) colour the tiles and are
    written in their middle in large type; pipes are dark lines, buildings have a thick
    black frame, ``framed`` cells a vermillion one; ``regie_text`` is written on the Régie.
    Nothing else is written on a tile, so numbers and names never overlap.
    """
    from matplotlib import colormaps
    from matplotlib.colors import Normalize

    b = _board_of(board)
    norm = Normalize(min(values.values()), max(values.values()))
    colours = colormaps[cmap]
    fills = {cell: colours(0.15 + 0.7 * norm(v)) for cell, v in values.items()}
    fills.setdefault(24, FILL["R"])
    fig, ax = _network_axes(b, fills, f"{title} ({unit})" if title else "")
    for cell in framed:
        r, c = divmod(cell, SIZE)
        ax.add_patch(Rectangle((c + 0.1, r + 0.1), 0.8, 0.8, fill=False, lw=4, ec=LEAK, zorder=4.5))
    for cell, v in values.items():
        r, c = divmod(cell, SIZE)
        ax.text(
            c + 0.5,
            r + 0.5,
            f"{v:.0f}",
            ha="center",
            va="center",
            fontsize=MAP_NUMBER_PT,
            fontweight="bold",
            color="black",
            bbox={"boxstyle": "round,pad=0.12", "fc": "white", "alpha": 0.85, "lw": 0},
            zorder=6,
        )
    if regie_text:
        r, c = divmod(24, SIZE)
        ax.text(c + 0.5, r + 0.5, regie_text, ha="center", va="center", fontsize=15, zorder=6)
    return fig


def repair_figure(board, rep: dict, title: str = ""):
    """A repair (:func:`ludo.eau.town.repair`): closed valves, the segment, the dry tiles.

    Tiles with water are light blue, dry tiles hatched grey; the segment's pipes are thick
    vermillion; each closed valve is a black square with a white cross on its pipe, next to its
    crossing. No tile names (the figure is read at projector size).
    """
    b = _board_of(board)
    dry = set(rep["dry"])
    fills = {c: ("#d9d9d9" if c in dry else "#cde6f7") for c in regie_network(b)}
    fig, ax = _network_axes(b, fills, title)
    for cell in dry:
        r, c = divmod(cell, SIZE)
        ax.add_patch(Rectangle((c, r), 1, 1, fill=False, hatch="//", ec="#888", lw=0, zorder=1.5))
    seg = []
    for a, b2 in rep["segment"]:
        (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b2, SIZE)
        seg.append([(ca + 0.5, ra + 0.5), (cb + 0.5, rb + 0.5)])
    ax.add_collection(LineCollection(seg, colors=LEAK, linewidths=9, zorder=8))
    for cell, (a, b2) in rep["valves"]:
        other = b2 if cell == a else a
        (r, c), (ro, co) = divmod(cell, SIZE), divmod(other, SIZE)
        x, y = c + 0.5 + 0.4 * (co - c), r + 0.5 + 0.4 * (ro - r)
        ax.plot([x], [y], marker="s", markersize=22, color="black", zorder=9)
        ax.plot([x], [y], marker="x", markersize=15, mew=3, color="white", zorder=10)
    # the Régie's name, away from a valve closed above or below it in its cell
    r, c = divmod(24, SIZE)
    sides = {(b2 if cell == a else a) - cell for cell, (a, b2) in rep["valves"] if cell == 24}
    shift = 0.0 if (-SIZE in sides) == (SIZE in sides) else (0.14 if -SIZE in sides else -0.14)
    ax.text(
        c + 0.5,
        r + 0.5 + shift,
        "Régie",
        ha="center",
        va="center",
        fontsize=15,
        zorder=6,
        bbox={"boxstyle": "round,pad=0.1", "fc": "white", "lw": 0},
    )
    return fig


def day_figure(
    hours: Sequence[float],
    series: dict,
    title: str = "",
    unit: str = "L/s",
):
    """Curves over a day (one value per hour, 0 h to 23 h): {label: values}, large type.

    The legend stands above the curves, in one row, never over them (a peak or a night
    trough hidden by it would be the point of the figure)."""
    fig, ax = new_figure(6.5, 5.0)
    fig.subplots_adjust(left=0.13, right=0.97, bottom=0.12, top=0.78 if title else 0.86)
    styles = ((WET, "-"), (LEAK, "-"), (LEAK, "--"), ("black", ":"))
    for (label, values), (colour, dash) in zip(series.items(), styles, strict=False):
        ax.step(
            list(hours) + [24],
            list(values) + [values[-1]],
            where="post",
            color=colour,
            ls=dash,
            lw=3.5,
            label=label,
        )
    ax.set_xlim(0, 24)
    ax.set_ylim(bottom=0)
    ax.set_xticks(range(0, 25, 6))
    ax.set_xticklabels([f"{h} h" for h in range(0, 25, 6)], fontsize=16)
    ax.tick_params(axis="y", labelsize=16)
    ax.set_ylabel(unit, fontsize=16)
    ax.legend(
        fontsize=16,
        frameon=False,
        loc="lower left",
        bbox_to_anchor=(0.0, 1.01),
        ncol=len(series),
        borderaxespad=0.0,
        handlelength=1.6,
        columnspacing=1.2,
    )
    if title:
        ax.set_title(title, fontsize=18, pad=40)
    return fig


def figure_with_text(fig, *texts: str, width: int = 470, dpi: int = 96):
    """``fig`` (``width`` px wide) with French paragraphs ``texts`` beside it, as HTML.

    A slide is wider than tall: a board and its explanation side by side both fit on one
    1280×800 screen, where the text below the board would not. The layout is a deck's
    « step » (class ``ludo-step``: the picture sized by the deck, its text beside it) and
    the text is in :func:`ludo.widgets.say`'s type (enlarged by the decks like it).
    ``fig=None``: the paragraphs alone. The picture's alternative text is the first
    paragraph. Returns an IPython ``HTML`` (imported lazily).
    """
    import base64
    import html

    from IPython.display import HTML

    paragraphs = "".join(f"<p>{html.escape(t)}</p>" for t in texts)
    text = f"<div style='font-size:18px;line-height:1.4'>{paragraphs}</div>"
    if fig is None:
        return HTML(text)
    data = base64.b64encode(fig_to_png(fig, dpi=dpi)).decode("ascii")
    return HTML(
        "<div class='ludo-step' style='display:flex;gap:24px;align-items:center'>"
        f"<img style='width:{width}px;max-width:60%;flex:none' "
        f"src='data:image/png;base64,{data}' alt='{html.escape(texts[0] if texts else '')}'/>"
        f"{text}</div>"
    )
