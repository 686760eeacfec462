"""Drawing Atacama positions with matplotlib (never changes a state).

Fields are coloured by ore *and* hatched (gold plain, silver dotted, copper
striped) and carry their French initial and value, so the board reads in
colour, for colour-blind eyes and in black and white.
"""

from __future__ import annotations

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import PatchCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Rectangle, RegularPolygon

from ..viz import PALETTE, apply_style, fig_to_png, player_colour
from . import messages as msg
from .board import COLUMN_LETTERS, SIZE
from .rules import TILE_POSITION

ORE_COLOURS = {"gold": "#F2D43D", "silver": "#C7D3DD", "copper": "#C0703A"}
ORE_HATCH = {"gold": "", "silver": "..", "copper": "//"}
HIDDEN = "#EEEEEE"
HIGHLIGHT = PALETTE["vermillion"]


def _xy(cell: int) -> tuple[int, int]:
    """Lower-left corner of a cell in drawing coordinates (row 0 at the top)."""
    return cell % SIZE, SIZE - 1 - cell // SIZE


XLIM = (-0.7, SIZE + 0.1)
YLIM = (-0.1, SIZE + 0.75)
_BACKGROUNDS: dict = {}


WIDTH_IN = 7.2  # board width in inches; the board keeps its aspect ratio
BOARD_H_IN = WIDTH_IN * (YLIM[1] - YLIM[0]) / (XLIM[1] - XLIM[0])
TITLE_IN = 0.45
DPI = 72


def draw_fields(ax, board, revealed: frozenset) -> None:
    """The fields, tiles and labels (the part of the board that wells never change)."""
    rects, hidden = {k: [] for k in ORE_COLOURS}, []
    for cell in range(SIZE * SIZE):
        x, y = _xy(cell)
        if TILE_POSITION[cell] not in revealed:
            hidden.append(Rectangle((x, y), 1, 1))
        else:
            rects[board.fields[cell].ore].append(Rectangle((x, y), 1, 1))
    for ore, patches in rects.items():
        ax.add_collection(
            PatchCollection(
                patches,
                facecolor=ORE_COLOURS[ore],
                edgecolor="#8A8A8A",
                linewidth=0.6,
                hatch=ORE_HATCH[ore],
            )
        )
    if hidden:
        ax.add_collection(
            PatchCollection(hidden, facecolor=HIDDEN, edgecolor="#BBBBBB", linewidth=0.6)
        )
    for pos in range(9):
        tx, ty = (pos % 3) * 3, SIZE - 3 - (pos // 3) * 3
        ax.add_patch(Rectangle((tx, ty), 3, 3, fill=False, edgecolor="#222222", linewidth=2.4))
        if pos in revealed:
            ax.text(
                tx + 2.96,
                ty + 2.96,
                board.tile_letters[pos],
                ha="right",
                va="top",
                fontsize=8,
                fontweight="bold",
                color="#222222",
            )
    for cell in range(SIZE * SIZE):
        if TILE_POSITION[cell] in revealed:
            x, y = _xy(cell)
            ax.text(
                x + 0.5,
                y + 0.47,
                board.fields[cell].french,
                ha="center",
                va="center",
                fontsize=13,
                fontweight="bold",
                color="#111111",
                bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.8},
            )
    for i in range(SIZE):
        ax.text(i + 0.5, SIZE + 0.15, COLUMN_LETTERS[i], ha="center", va="bottom", fontsize=13)
        ax.text(-0.15, SIZE - 0.5 - i, str(i + 1), ha="right", va="center", fontsize=13)


def _background(board, revealed: frozenset, dpi: int = DPI):
    """The fields, tiles and labels rendered once as an image (cached by board and stage).

    Redrawing a position then only draws the wells on top of this picture, which
    keeps one interaction step well under 100 ms.
    """
    key = (board, revealed, dpi)
    if key in _BACKGROUNDS:
        return _BACKGROUNDS[key]
    fig = Figure(figsize=(WIDTH_IN, BOARD_H_IN), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    draw_fields(ax, board, revealed)
    ax.set_xlim(*XLIM)
    ax.set_ylim(*YLIM)
    ax.axis("off")
    canvas.draw()
    image = canvas.buffer_rgba()
    array = np.asarray(image).copy()
    if len(_BACKGROUNDS) > 32:
        _BACKGROUNDS.clear()
    _BACKGROUNDS[key] = array
    return array


def draw(
    state,
    ax=None,
    *,
    highlight=(),
    lines=(),
    show_forbidden: bool = False,
    title: str | None = None,
    last_move: bool = True,
    dpi: int = DPI,
    layer: str = "all",
):
    """Draw ``state`` on ``ax`` (a new figure when None); return the figure.

    Parameters
    ----------
    highlight : iterable of cells
        Cells outlined in red (e.g. the wells of a score-sheet line).
    lines : iterable of ``(direction, index)``
        Rows or columns framed (``("columns", 0)`` frames column a).
    show_forbidden : bool
        Cross out the fields where no well may go now.
    layer : {"all", "fields", "pieces"}
        ``"all"``: the whole picture (fields from a cached raster). ``"fields"``: only
        the fields, as vector shapes; ``"pieces"``: everything else on a transparent
        figure of the same size. The clickable board stacks the two as SVG (crisp at any
        zoom, and the fields are drawn once per stage of the game).
    """
    if ax is None:
        apply_style()
        fig = Figure(figsize=(WIDTH_IN, BOARD_H_IN + TITLE_IN), dpi=dpi)
        ax = fig.add_axes((0, 0, 1, BOARD_H_IN / (BOARD_H_IN + TITLE_IN)))
    else:
        fig = ax.figure
    board = state.board
    revealed = state.revealed
    if layer == "fields":
        draw_fields(ax, board, revealed)
        _frame(ax)
        return fig
    if layer == "pieces":
        fig.patch.set_alpha(0)
    else:
        ax.imshow(_background(board, revealed, dpi), extent=(*XLIM, *YLIM), interpolation="none")
    if show_forbidden and not state.is_over():
        free = set(state.free_cells())
        xs, ys = [], []
        for c in range(SIZE * SIZE):
            if c not in free and state.wells[c] is None and TILE_POSITION[c] in revealed:
                x, y = _xy(c)
                xs += [x + 0.12, x + 0.88, None, x + 0.12, x + 0.88, None]
                ys += [y + 0.12, y + 0.88, None, y + 0.88, y + 0.12, None]
        if xs:
            ax.plot(xs, ys, color="#333333", lw=2, alpha=0.75)
    for cell in range(SIZE * SIZE):
        well = state.wells[cell]
        if well is None:
            continue
        x, y = _xy(cell)
        player, double = well
        colour = player_colour(player)
        if double:
            ax.add_patch(
                RegularPolygon(
                    (x + 0.5, y + 0.5),
                    4,
                    radius=0.5,
                    facecolor=colour,
                    edgecolor="black",
                    linewidth=2,
                )
            )
        else:
            ax.add_patch(
                Circle((x + 0.5, y + 0.5), 0.42, facecolor=colour, edgecolor="black", linewidth=1.5)
            )
        ax.text(
            x + 0.5,
            y + 0.5,
            board.fields[cell].french,
            ha="center",
            va="center",
            fontsize=12,
            fontweight="bold",
            color="white",
        )
    for direction, index in lines:
        if direction == "columns":
            ax.add_patch(
                Rectangle(
                    (index + 0.04, 0.04),
                    0.92,
                    SIZE - 0.08,
                    fill=False,
                    edgecolor=HIGHLIGHT,
                    linewidth=3.5,
                )
            )
        else:
            ax.add_patch(
                Rectangle(
                    (0.04, SIZE - 1 - index + 0.04),
                    SIZE - 0.08,
                    0.92,
                    fill=False,
                    edgecolor=HIGHLIGHT,
                    linewidth=3.5,
                )
            )
    for cell in highlight:
        x, y = _xy(cell)
        ax.add_patch(
            Rectangle(
                (x + 0.06, y + 0.06), 0.88, 0.88, fill=False, edgecolor=HIGHLIGHT, linewidth=3
            )
        )
    if last_move and state.history and hasattr(state.history[-1], "cell"):
        x, y = _xy(state.history[-1].cell)
        ax.add_patch(
            Rectangle(
                (x + 0.02, y + 0.02),
                0.96,
                0.96,
                fill=False,
                edgecolor="black",
                linewidth=2.5,
                linestyle="--",
            )
        )
    _frame(ax)
    ax.set_title(title if title is not None else roles_caption(state), fontsize=12)
    return fig


def _frame(ax) -> None:
    ax.set_xlim(*XLIM)
    ax.set_ylim(*YLIM)
    ax.set_aspect("equal")
    ax.axis("off")


def cell_polygon(cell: int) -> list[tuple[float, float]]:
    """The corners of ``cell`` in drawing coordinates (what a click on the board hits)."""
    x, y = _xy(cell)
    return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]


def roles_caption(state) -> str:
    """'Joueur 1 : turquoise, colonnes · Joueur 2 : orange, rangées'."""
    parts = []
    for p in range(state.n_players):
        role = state.roles[p]
        desc = (
            f"{role.concession}, {msg.DIRECTION_NAMES[role.direction]}" if role else msg.NO_ROLE_YET
        )
        parts.append(f"{msg.PLAYER.format(n=p + 1)} : {desc}")
    if len(parts) > 2:  # four players: two per line, so the caption fits the board
        return "\n".join(" · ".join(parts[i : i + 2]) for i in range(0, len(parts), 2))
    return " · ".join(parts)


def to_png(state, dpi: int = DPI, **kwargs) -> bytes:
    """The drawing of ``state`` as PNG bytes (used by ``state._repr_png_``)."""
    return fig_to_png(draw(state, dpi=dpi, **kwargs), dpi=dpi, tight=False)


def draw_score_line(state, line, ax=None):
    """Draw ``state`` with one score-sheet line framed and its wells outlined."""
    direction = "columns" if line.rule.endswith("column") else "rows"
    index = None
    if line.items:
        first = line.items[0]
        index = first % SIZE if direction == "columns" else first // SIZE
    lines = [(direction, index)] if index is not None else []
    return draw(
        state,
        ax,
        highlight=line.items,
        lines=lines,
        title=line.text if len(line.text) < 70 else None,
        last_move=False,
    )
