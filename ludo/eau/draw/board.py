"""The board with matplotlib: a position, a tile's preview, the water front frame by frame, the
cells an event hits, the water strip; the PNG a notebook shows.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence

from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from ...viz import PALETTE, apply_style, fig_to_png, min_text_px, new_figure, tag_png
from .. import messages as msg
from ..network import leaks as find_leaks
from ..network import regie_network, water_front
from ..tiles import SIZE, Tile
from .paint import (
    CIRCUIT,
    DRY,
    DX,
    DY,
    FILL,
    HATCH,
    LEAK,
    WET,
    _board_of,
    _draw_tile,
    _grid_axes,
    _label,
    _square,
    fill_code,
    leak_triangle,
)


def draw_board(
    obj,
    ax=None,
    *,
    wet: Iterable[int] | None = None,
    show_leaks: bool = True,
    circuit: Sequence[int] = (),
    highlight: Iterable[int] = (),
    links: Iterable[tuple[int, int]] = (),
    title: str | None = None,
    hidden: Iterable[int] = (),
    size: float = 7.0,
    scale: float = 1.0,
):
    """Draw a board (a state or a tuple of 49 cells) and return the figure.

    Parameters
    ----------
    wet : cells the water reaches (default: the Régie's whole network).
    show_leaks : draw a red marker on every leak.
    circuit : cells of a closed circuit, drawn as an orange loop.
    highlight : cells framed in thick black (e.g. articulation points).
    links : pairs of cells whose joint is marked (e.g. bridges), in red dashes.
    hidden : cells drawn face down (not used by the rules; for replays).
    scale : multiplies line widths, markers and label sizes (small multiples).
    """
    board = _board_of(obj)
    if ax is None:
        fig, ax = new_figure(size, size)
        fig.subplots_adjust(left=0.06, right=0.99, bottom=0.01, top=0.9 if title else 0.94)
    else:
        fig = ax.figure
    wet = set(regie_network(board) if wet is None else wet)
    _grid_axes(ax, pad=0.12, gap=0.22, size=13)
    hidden = set(hidden)
    rects: dict[tuple[str, str], list] = {}
    wet_lines, dry_lines, wet_dots, dry_dots = [], [], [], []
    for cell in range(SIZE * SIZE):
        r, c = divmod(cell, SIZE)
        tile = board[cell]
        if tile is None:
            rects.setdefault(("white", ""), []).append(_square(c, r, 1))
            continue
        if cell in hidden:
            rects.setdefault(("#dddddd", "xx"), []).append(_square(c, r, 1))
            continue
        code = fill_code(tile)
        rects.setdefault((FILL.get(code, FILL["pipe"]), HATCH.get(code, "")), []).append(
            _square(c, r, 1)
        )
        lines, dots = (wet_lines, wet_dots) if cell in wet else (dry_lines, dry_dots)
        m = tile.effective_mask
        cx, cy = c + 0.5, r + 0.5
        for side in range(4):
            if m >> side & 1:
                lines.append([(cx, cy), (cx + DX[side], cy + DY[side])])
        if m and m not in (0b0101, 0b1010):
            dots.append((cx, cy))
        _label(ax, cx, cy, tile, scale)
    for (fill, hatch), patches in rects.items():
        ax.add_collection(
            PolyCollection(
                patches,
                facecolor=fill,
                edgecolor="#555" if fill != "white" else "#c8c8c8",
                lw=1.2,
                hatch=hatch or None,
                zorder=1,
            )
        )
    served = [
        _square(cell % SIZE + 0.07, cell // SIZE + 0.07, 0.86)
        for cell in sorted(wet)
        if board[cell] is not None and board[cell].is_user and cell not in hidden
    ]
    if served:  # a user the water reaches: a thick blue frame (reads in black and white too)
        ax.add_collection(
            PolyCollection(served, facecolor="none", edgecolor=WET, lw=4 * scale, zorder=4)
        )
    for lines, dots, colour in ((dry_lines, dry_dots, DRY), (wet_lines, wet_dots, WET)):
        if lines:
            ax.add_collection(
                LineCollection(
                    lines, colors=colour, linewidths=9 * scale, capstyle="butt", zorder=3
                )
            )
        if dots:
            ax.plot(
                [d[0] for d in dots],
                [d[1] for d in dots],
                "o",
                markersize=9 * scale,
                color=colour,
                zorder=3,
            )
    if show_leaks:
        drops, crosses = [], []
        for lk in find_leaks(board):
            r, c = divmod(lk.cell, SIZE)
            if lk.side is None:
                crosses += [
                    [(c + 0.3, r + 0.3), (c + 0.7, r + 0.7)],
                    [(c + 0.3, r + 0.7), (c + 0.7, r + 0.3)],
                ]
                continue
            drops.append(leak_triangle(c, r, lk.side))
        if drops:
            ax.add_collection(
                PolyCollection(drops, facecolors=LEAK, edgecolors="black", linewidths=1, zorder=6)
            )
        if crosses:
            ax.add_collection(LineCollection(crosses, colors=LEAK, linewidths=4 * scale, zorder=6))
    if circuit:
        xs = [cell % SIZE + 0.5 for cell in circuit] + [circuit[0] % SIZE + 0.5]
        ys = [cell // SIZE + 0.5 for cell in circuit] + [circuit[0] // SIZE + 0.5]
        ax.plot(xs, ys, color=CIRCUIT, lw=5 * scale, alpha=0.85, zorder=7, solid_capstyle="round")
    for cell in highlight:
        r, c = divmod(cell, SIZE)
        ax.add_patch(
            Rectangle(
                (c + 0.04, r + 0.04),
                0.92,
                0.92,
                fill=False,
                edgecolor="black",
                lw=4 * scale,
                zorder=4.6,  # under the labels, over the pipes
            )
        )
    for a, b in links:
        (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
        mx, my = (ca + cb) / 2 + 0.5, (ra + rb) / 2 + 0.5
        ax.plot(
            [mx],
            [my],
            marker="X",
            markersize=18 * scale,
            color=PALETTE["yellow"],
            markeredgecolor="black",
            markeredgewidth=2 * scale,
            zorder=9,
        )
    if title:
        ax.set_title(title, pad=24)
    return fig


def draw_preview(cell: int | None, tile: Tile | None, *, size: float = 7.0):
    """A transparent figure laid out exactly like :func:`draw_board`, holding only ``tile``
    on ``cell``, framed: the clickable board shows it over the board's own drawing (a tile
    not yet played), so that turning it redraws one tile instead of the whole board.
    With ``tile=None`` the figure is empty.
    """
    fig, ax = new_figure(size, size)
    fig.subplots_adjust(left=0.06, right=0.99, bottom=0.01, top=0.94)
    fig.patch.set_alpha(0)
    ax.patch.set_alpha(0)
    ax.set_xlim(-0.12, SIZE + 0.12)
    ax.set_ylim(SIZE + 0.12, -0.12)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if tile is None or cell is None:
        return fig
    r, c = divmod(cell, SIZE)
    _draw_tile(ax, c, r, tile, wet=False)
    ax.add_patch(
        Rectangle((c + 0.04, r + 0.04), 0.92, 0.92, fill=False, edgecolor="black", lw=4, zorder=8)
    )
    return fig


def fast_png(fig, dpi: int = 64) -> bytes:
    """PNG bytes without the tight bounding box (one rendering instead of two), with the size
    of its smallest text recorded (:func:`ludo.viz.tag_png`)."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, pil_kwargs={"compress_level": 2})
    return tag_png(buf.getvalue(), min_text_px(fig, dpi))


def to_png(state, **kwargs) -> bytes:
    """PNG bytes of the board (used by ``_repr_png_``)."""
    return fig_to_png(draw_board(state, **kwargs))


def repr_png(state) -> tuple[bytes, dict]:
    """``state``'s picture in a notebook (``state._repr_png_``): drawn with 1.5 times the
    pixels of :func:`to_png`, shown at the same width, so that a browser zoomed to 150 %
    shows its own pixels (sharp)."""
    from PIL import Image

    png = fig_to_png(draw_board(state), dpi=120)
    return png, {"width": Image.open(io.BytesIO(png)).size[0] * 80 // 120}


def water_frames(obj, dpi: int = 64) -> tuple[list[bytes], list[int]]:
    """The water leaving the Régie front by front (breadth-first), as PNG frames.

    Returns (frames, sizes): frame ``k`` shows the cells reached after ``k`` steps;
    ``sizes[k]`` is how many cells are wet. The last frame adds the leaks.
    """
    board = _board_of(obj)
    layers = water_front(board)
    frames, sizes, wet = [], [], set()
    for k, layer in enumerate(layers):
        wet |= set(layer)
        last = k == len(layers) - 1
        fig = draw_board(board, wet=wet, show_leaks=last, size=6.0)
        frames.append(fig_to_png(fig, dpi=dpi))
        sizes.append(len(wet))
    return frames, sizes


def draw_event_cells(state, codes: Sequence[str] = ("P", "E"), size: float = 5.6):
    """The legal cells of event tiles now, framed in black (for the notebooks).

    Tiles with the same legal cells share one board. The cells are the engine's answer
    (:meth:`ludo.eau.rules.EauState.placements`); nothing is computed here.
    """
    groups: dict[tuple, list[str]] = {}
    for code in codes:
        cells = tuple(sorted({m.cell for m in state.placements(code)}))
        groups.setdefault(cells, []).append(code)
    apply_style()
    fig = Figure(figsize=(size * len(groups), size + 0.5), dpi=80)
    axes = fig.subplots(1, len(groups), squeeze=False)[0]
    for ax, (cells, group) in zip(axes, groups.items(), strict=True):
        names = msg.AND.join(msg.TILE_NAMES[c] for c in group)
        draw_board(
            state,
            ax=ax,
            highlight=cells,
            scale=0.75,
            title=msg.WHERE_EVENT_TITLE.format(tile=names, n=len(cells)),
        )
    fig.subplots_adjust(left=0.05, right=0.99, bottom=0.01, top=0.87, wspace=0.12)
    return fig


def draw_water_strip(obj, panels: int = 6, columns: int = 3):
    """The water front at a few steps, side by side: a still form of the water animation.

    Shows the first step, the last (with the leaks), and evenly spaced steps between.
    """
    apply_style()
    board = _board_of(obj)
    layers = water_front(board)
    n = len(layers)
    if n == 0:
        picks = []
    elif n <= panels:
        picks = list(range(n))
    else:
        picks = sorted({round(i * (n - 1) / (panels - 1)) for i in range(panels)})
    rows = max(1, -(-len(picks) // columns))
    fig = Figure(figsize=(4.2 * columns, 4.5 * rows), dpi=80)
    axes = fig.subplots(rows, columns, squeeze=False).ravel()
    for ax in axes[len(picks) :]:
        ax.axis("off")
    for ax, k in zip(axes, picks, strict=False):
        wet = set().union(*layers[: k + 1])
        draw_board(
            board,
            ax=ax,
            wet=wet,
            show_leaks=k == n - 1,
            title=msg.STRIP_STEP.format(k=k, n=len(wet)) if k else msg.STRIP_START,
            scale=0.5,
        )
        ax.tick_params(labelsize=10)
        ax.title.set_fontsize(14)
        ax.title.set_y(1.0)
    fig.suptitle(msg.STRIP_TITLE, fontsize=16)
    fig.subplots_adjust(left=0.03, right=0.99, bottom=0.01, top=0.87, wspace=0.12, hspace=0.28)
    return fig
