"""Drawing Eau Cœur d'Essonne: the board, the pipes, the water, the leaks, circuits.

Drawing never changes a state. Pipes joined to the Régie are drawn in blue
(the water reaches them), the others in grey; each leak is a red triangle at the
pipe end (a red cross on a pierced pipe), so the board still reads in black
and white; a user the water reaches is framed in thick blue. Labels are in French (see :mod:`ludo.eau.messages`).
"""

from __future__ import annotations

import functools
import io
from collections.abc import Iterable, Sequence

import networkx as nx
from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from ..viz import PALETTE, apply_style, fig_to_png, new_figure
from . import analysis
from . import messages as msg
from .network import leaks as find_leaks
from .network import regie_network, water_front
from .tiles import COLUMN_LETTERS, SIZE, Tile

DRY = "#9a9a9a"  # light against the dark blue of the water, even in black and white
WET = PALETTE["blue"]
LEAK = PALETTE["vermillion"]
CIRCUIT = PALETTE["orange"]
FILL = {
    "pipe": "#f4f4f4",
    "P": "#cfe8dd",  # protected site: green tint, hatched
    "A": "#fbf3b8",  # agent: yellow tint
    "X": "#f4f4f4",
    "E": "#ead2e0",  # station: purple tint
    "R": "#cde6f7",  # Régie: sky tint
    "C": "#f6e2b3",  # users: orange tint
    "B": "#f6e2b3",
}
HATCH = {"P": "//", "E": "..", "A": "", "R": "", "C": "", "B": ""}
# Side midpoints relative to the cell centre (x right, y down): N, E, S, W.
DX = (0.0, 0.5, 0.0, -0.5)
DY = (-0.5, 0.0, 0.5, 0.0)


def _board_of(obj) -> Sequence[Tile | None]:
    return obj.board if hasattr(obj, "board") else obj


def _wrap(name: str, width: int = 11) -> str:
    words, lines, cur = name.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    lines.append(cur)
    return "\n".join(lines[:3])


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
        code = tile.code
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


def _grid_axes(ax, pad: float, gap: float, size: float) -> None:
    """The board's square axes, row 1 on top, with its column letters and row numbers
    (``size`` points, ``gap`` cells away) as plain texts: matplotlib's tick machinery costs a
    third of a redraw, and the clickable board redraws at every click."""
    ax.set_xlim(-pad, SIZE + pad)
    ax.set_ylim(SIZE + pad, -pad)
    ax.set_aspect("equal")
    ax.set_axis_off()
    for i in range(SIZE):
        ax.text(i + 0.5, -gap, COLUMN_LETTERS[i], ha="center", va="bottom", fontsize=size)
        ax.text(-gap, i + 0.5, str(i + 1), ha="right", va="center", fontsize=size)


def _square(x: float, y: float, side: float) -> list[tuple[float, float]]:
    """The corners of a square (plain vertices: a collection of them draws much faster
    than one ``Rectangle`` patch per cell)."""
    return [(x, y), (x + side, y), (x + side, y + side), (x, y + side)]


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


def _draw_tile(
    ax, c: float, r: float, tile: Tile, wet: bool, scale: float = 1.0, label_scale=None
) -> None:
    """``tile`` in the unit square at ``(c, r)``; ``scale`` sizes its pipes and
    ``label_scale`` its label (1 = a cell of a 6.5-inch board; the label follows ``scale``
    by default)."""
    code = tile.code
    fill = FILL.get(code, FILL["pipe"])
    ax.add_patch(
        Rectangle((c, r), 1, 1, facecolor=fill, edgecolor="#555", lw=1.2, hatch=HATCH.get(code, ""))
    )
    colour = WET if wet else DRY
    m = tile.effective_mask
    cx, cy = c + 0.5, r + 0.5
    for side in range(4):
        if m >> side & 1:
            ax.plot(
                [cx, cx + DX[side]],
                [cy, cy + DY[side]],
                color=colour,
                lw=9 * scale,
                solid_capstyle="butt",
                zorder=3,
            )
    if m and m not in (0b0101, 0b1010):
        ax.plot([cx], [cy], marker="o", markersize=9 * scale, color=colour, zorder=3)
    if code == "X" and not tile.covered:  # the leak of a pierced pipe, as on the board
        for xs, ys in (
            ([c + 0.3, c + 0.7], [r + 0.3, r + 0.7]),
            ([c + 0.3, c + 0.7], [r + 0.7, r + 0.3]),
        ):
            ax.plot(xs, ys, color=LEAK, lw=4 * scale, zorder=6)
    _label(ax, cx, cy, tile, scale if label_scale is None else label_scale)


#: A leak triangle, in cells: it points outwards from the cell's edge, ``TIP`` beyond it,
#: its base ``BASE`` inside it, ``HALF`` wide on each side of the pipe. Small enough to
#: leave the names free: a building's name lines sit above and below the east-west pipe
#: (:func:`label_lines`), clear of the east and west triangles, and inside the band that the
#: north and south triangles leave (tested on the drawn boxes).
LEAK_TIP, LEAK_BASE, LEAK_HALF = 0.12, 0.05, 0.085


def leak_triangle(c: float, r: float, side: int) -> list[tuple[float, float]]:
    """The corners of the triangle marking a leak on ``side`` of the cell at column ``c``,
    row ``r`` (board units, row 0 at the top), shared by :func:`draw_board` and
    :func:`board_svg`."""
    dx, dy = DX[side] * 2, DY[side] * 2  # the outward unit vector
    x, y = c + 0.5 + DX[side], r + 0.5 + DY[side]  # the middle of the edge
    px, py = -dy, dx
    return [
        (x + dx * LEAK_TIP, y + dy * LEAK_TIP),
        (x - dx * LEAK_BASE + px * LEAK_HALF, y - dy * LEAK_BASE + py * LEAK_HALF),
        (x - dx * LEAK_BASE - px * LEAK_HALF, y - dy * LEAK_BASE - py * LEAK_HALF),
    ]


#: The labels' font size, in points of a 6.5-inch board (one cell = 60 points): at least
#: 14 CSS pixels on a board drawn 520 px wide (the explorers at 1280×800), 16 at 600 px.
LABEL_SIZE = 12.6
#: The widest a label line may be drawn, in cells; a longer line is drawn condensed to this
#: width (SVG ``textLength``), down to :data:`MIN_SQUEEZE` of its natural width.
LABEL_WIDTH = 0.92
MIN_SQUEEZE = 0.75
#: A label's white box is this many times its font size high (the glyphs and a margin).
LABEL_BOX = 1.25
#: A name line's distance from the cell's centre, in cells: its box clears the east-west
#: pipe's leak triangles (:data:`LEAK_HALF`) and stays clear of the north and south ones.
NAME_DY = 0.245
#: Widest label line, in characters, that fits a cell (kept for the wrapping of names).
LABEL_CHARS = 11


@functools.lru_cache(maxsize=256)
def text_width(text: str, size: float = LABEL_SIZE) -> float:
    """The natural width of ``text`` in DejaVu Sans at ``size`` points, in cells."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextToPath

    prop = FontProperties(family="DejaVu Sans", size=size)
    width, _h, _d = TextToPath().get_text_width_height_descent(text, prop, ismath=False)
    return width * PT


def _fits(text: str) -> bool:
    return text_width(text) * MIN_SQUEEZE <= LABEL_WIDTH


def _two_lines(name: str) -> list[str] | None:
    """``name`` cut between two words into two lines that fit, the widest as narrow as
    possible; None if no cut fits."""
    words = name.split()
    best = None
    for k in range(1, len(words)):
        rows = [" ".join(words[:k]), " ".join(words[k:])]
        if all(_fits(r) for r in rows):
            widest = max(text_width(r) for r in rows)
            if best is None or widest < best[0]:
                best = (widest, rows)
    return best[1] if best else None


def label_lines(tile: Tile) -> list[tuple[float, str]]:
    """The label of ``tile`` as ``(dy, text)`` lines (``dy``: offset from the cell's centre,
    in cells, downwards), shared by the matplotlib and the SVG drawings.

    Where the label goes (a decision, so that pipes and leak triangles never hide it): a
    building's name takes at most two lines, one above the east-west pipe and one below
    it, clear of the north and south triangles; a one-line name sits below the pipe. Every
    line is drawn at :data:`LABEL_SIZE`, condensed when it is wider than the cell. A name
    that fits no two lines is drawn by its board name
    (:data:`~ludo.eau.messages.BOARD_LABELS`, « Nature et / cultures »; the full name
    is the cell's tooltip and is used in every sentence); failing that it is cut with « … ».
    Event tiles show their short French name.
    """
    code = tile.code
    if code in ("R", "C", "B"):
        name = msg.BOARD_LABELS.get(tile.label, tile.label)
        if "\n" in name:
            rows = name.split("\n")[:2]
        elif _fits(name):
            rows = [name]
        else:
            rows = _two_lines(name) or _wrap(name, LABEL_CHARS).split("\n")
            if len(rows) > 2:
                rows = [rows[0], rows[1].split()[0] + "…"]
        if len(rows) == 1:
            return [(NAME_DY, rows[0])]
        return [(-NAME_DY, rows[0]), (NAME_DY, rows[1])]
    if code in ("P", "A", "E"):
        return [(0.0 if code == "P" else 0.28, msg.TILE_SHORT[code])]
    if code == "X":
        return [(0.28, msg.TILE_SHORT["X"] if not tile.covered else msg.TILE_SHORT["A"])]
    return []


def label_size(tile: Tile, lines: list[tuple[float, str]]) -> float:
    """Font size (points, at the board's usual size) of :func:`label_lines`:
    :data:`LABEL_SIZE` for every label (a line wider than the cell is condensed)."""
    return LABEL_SIZE if lines else 0.0


def _label(ax, cx: float, cy: float, tile: Tile, scale: float = 1.0) -> None:
    lines = label_lines(tile)
    for dy, text in lines:
        # matplotlib cannot condense a line: a wide one is drawn smaller to fit the cell.
        size = label_size(tile, lines) * min(1.0, LABEL_WIDTH / text_width(text)) * scale
        ax.text(
            cx,
            cy + dy,
            text,
            ha="center",
            va="center",
            fontsize=size,
            zorder=5,
            bbox={"boxstyle": "round,pad=0.12", "facecolor": "white", "alpha": 0.85, "lw": 0},
        )


def fast_png(fig, dpi: int = 64) -> bytes:
    """PNG bytes without the tight bounding box (one rendering instead of two)."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, pil_kwargs={"compress_level": 2})
    return buf.getvalue()


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


#: The catalogue's natural width in CSS pixels (notebook 1 shows it so): one point of its
#: text is one pixel there, and a browser zoomed to 150 % (about 800 px of page) shrinks it
#: by a fifth at most, which keeps the tiles' names at 14 px or more.
CATALOGUE_PX = 960
#: Its words, in points (= CSS pixels at :data:`CATALOGUE_PX`): the groups, the tiles'
#: names, the rotations under the tiles.
CATALOGUE_GROUP_PT = 19
CATALOGUE_NAME_PT = 18
CATALOGUE_ANGLE_PT = 18


def catalogue_rows() -> list[tuple[str, list[tuple[str, list[int]]]]]:
    """The catalogue's two rows, ``(group, [(code, quarter turns shown), ...])``: the three
    pipes the players hold, then the four events drawn. Each tile is shown in its different
    positions only (a straight turned by a half turn is the same straight; an agent or a
    protected site looks the same every way it is turned)."""
    rows = []
    for group, codes in (("pipe", "ILT"), ("event", "AXEP")):
        cards = []
        for code in codes:
            seen, turns = set(), []
            for k in range(4):
                mask = Tile.of(code, k).effective_mask
                if mask not in seen:
                    seen.add(mask)
                    turns.append(k)
            cards.append((code, turns))
        rows.append((group, cards))
    return rows


def _name_lines(name: str, width_pt: float, size: float) -> list[str]:
    """``name`` on one line, or cut between two words into the two lines whose widest is
    the narrowest, when one line is wider than ``width_pt`` points."""
    if text_width(name, size) / PT <= width_pt or " " not in name:
        return [name]
    words = name.split()
    cuts = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
    return min(cuts, key=lambda rows: max(text_width(r, size) for r in rows))


def draw_catalogue():
    """Every kind of tile in its different positions, as cards in two rows: the pipes the
    players hold (straight, elbow, T), then the events drawn (agent, pierced pipe, station,
    protected site), each card with its name above and the rotation under each tile.

    Wide rather than tall, so that it fits a 1280×800 screen (and the screen of a browser
    zoomed to 150 %) whole: shown :data:`CATALOGUE_PX` pixels wide, its text is drawn at its
    size in points (the names at :data:`CATALOGUE_NAME_PT`). The starting diagonal is shown
    on the real board, just after it in notebook 1.
    """
    apply_style()
    pad, gap, card_gap, min_card = 0.12, 0.14, 0.5, 2.0
    rows = catalogue_rows()

    def card_width(turns) -> float:
        return max(len(turns) + gap * (len(turns) - 1), min_card)

    width = pad * 2 + max(
        sum(card_width(t) for _c, t in cards) + card_gap * (len(cards) - 1) for _g, cards in rows
    )
    inch = CATALOGUE_PX / 72 / width  # inches per tile
    point = 1 / (72 * inch)  # one point, in tiles
    group_h = 1.5 * CATALOGUE_GROUP_PT * point
    name_h = 2 * 1.2 * CATALOGUE_NAME_PT * point
    angle_h = 1.4 * CATALOGUE_ANGLE_PT * point
    row_h = group_h + name_h + 1 + angle_h + 0.25
    height = pad * 2 + row_h * len(rows)
    fig = Figure(figsize=(CATALOGUE_PX / 72, height * inch), dpi=72)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.axis("off")
    for i, (group, cards) in enumerate(rows):
        top = pad + i * row_h
        ax.text(
            pad,
            top + group_h / 2,
            msg.CATALOGUE_ROW_TITLES[group],
            ha="left",
            va="center",
            fontsize=CATALOGUE_GROUP_PT,
            fontweight="bold",
            color="#333",
        )
        x = pad
        tile_top = top + group_h + name_h
        for code, turns in cards:
            w = card_width(turns)
            lines = _name_lines(msg.TILE_NAMES[code], w * 72 * inch, CATALOGUE_NAME_PT)
            ax.text(
                x + w / 2,
                tile_top - 0.08,
                "\n".join(lines),
                ha="center",
                va="bottom",
                fontsize=CATALOGUE_NAME_PT,
                linespacing=1.1,
            )
            span = len(turns) + gap * (len(turns) - 1)
            for j, k in enumerate(turns):
                tx = x + (w - span) / 2 + j * (1 + gap)
                tile = Tile.of(code, k)
                # the words in the tiles a little larger than on a board: 14 px at 150 %
                _draw_tile(ax, tx, tile_top, tile, True, 72 * inch / CELL_PT, 80 * inch / CELL_PT)
                angle = f"{k * 90}°" if len(turns) > 1 else msg.CATALOGUE_ONE_POSITION
                ax.text(
                    tx + 0.5,
                    tile_top + 1 + angle_h / 2,
                    angle,
                    ha="center",
                    va="center",
                    fontsize=CATALOGUE_ANGLE_PT,
                    color="#444",
                )
            x += w + card_gap
    return fig


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


# -- the presentation's figures ------------------------------------------------------------


def _graph_panel(ax, g, pos, centre, node_size: int = 60) -> None:
    """A network drawn as a graph: bridges in red dashes, articulation points in black, the
    utility (``centre``) as a blue square."""
    bridges = set(map(frozenset, nx.bridges(g)))
    colours = [
        PALETTE["vermillion"] if frozenset(e) in bridges else PALETTE["blue"] for e in g.edges
    ]
    styles = ["dashed" if frozenset(e) in bridges else "solid" for e in g.edges]
    nx.draw_networkx_edges(g, pos, ax=ax, edge_color=colours, style=styles, width=3)
    cuts = set(nx.articulation_points(g))
    nx.draw_networkx_nodes(
        g,
        pos,
        ax=ax,
        node_size=node_size,
        node_color=[PALETTE["black"] if n in cuts else PALETTE["grey"] for n in g.nodes],
    )
    nx.draw_networkx_nodes(
        g,
        pos,
        nodelist=[centre],
        ax=ax,
        node_size=node_size * 4,
        node_color=PALETTE["sky"],
        node_shape="s",
    )
    ax.set_axis_off()


def tree_and_grid_figure(size: int = 7):
    """The tree (« ramifié ») and the grid (« maillé ») side by side, bridges in red."""
    apply_style()
    fig = Figure(figsize=(10, 5.2), dpi=80)
    axes = fig.subplots(1, 2)
    grid, tree = analysis.grid_and_tree(size)
    pos = {(r, c): (c, -r) for r, c in grid.nodes}
    figures = analysis.tree_versus_grid(size)
    for ax, g, key, name in (
        (axes[0], tree, "tree", "Réseau ramifié (arbre)"),
        (axes[1], grid, "grid", "Réseau maillé (grille)"),
    ):
        _graph_panel(ax, g, pos, (size // 2, size // 2))
        f = figures[key]
        ax.set_title(
            f"{name}\n{f['pipes']} tuyaux · {f['bridges']} ponts · {f['loops']} boucles",
            fontsize=17,
        )
    fig.tight_layout()
    return fig


def board_graph_figure(board, title: str = ""):
    """The board (left) and the Régie's network drawn as a graph (right): one node per
    cell, one edge per joint; bridges in red dashes, articulation points in black."""
    apply_style()
    fig = Figure(figsize=(13, 6.2), dpi=80)
    left, right = fig.subplots(1, 2)
    draw_board(board, ax=left)
    g = analysis.regie_graph(board)
    pos = {cell: (cell % SIZE, -(cell // SIZE)) for cell in g.nodes}
    _graph_panel(right, g, pos, analysis.REGIE_CELL, node_size=110)
    right.set_xlim(-0.5, SIZE - 0.5)
    right.set_ylim(-SIZE + 0.5, 0.5)
    right.set_aspect("equal")
    right.set_title("Le même réseau, vu comme un graphe", fontsize=18)
    if title:
        left.set_title(title, fontsize=18)
    fig.tight_layout()
    return fig


def breaks_figure(board, found: Sequence[dict], title: str = ""):
    """``board`` with the joints of ``found`` (:func:`ludo.eau.analysis.breaks`) in red
    dashes, each numbered by its rank (1: the worst)."""
    fig = draw_board(board, links=[b["link"] for b in found], title=title or None, size=6.5)
    ax = fig.axes[0]
    for rank, brk in enumerate(found, start=1):
        (r1, c1), (r2, c2) = (divmod(cell, SIZE) for cell in brk["link"])
        ax.text(
            (c1 + c2) / 2 + 0.5,
            (r1 + r2) / 2 + 0.5,
            str(rank),
            ha="center",
            va="center",
            fontsize=17,
            fontweight="bold",
            color="white",
            bbox={"boxstyle": "circle,pad=0.2", "fc": PALETTE["vermillion"], "ec": "none"},
            zorder=10,
        )
    return fig


def break_figure(board, brk: dict, title: str = ""):
    """``board`` with the broken pipe (red dashes) and the cells it leaves dry (framed)."""
    wet = regie_network(board) - set(brk["cut"])
    return draw_board(
        board,
        wet=wet,
        links=[brk["link"]],
        highlight=sorted(brk["cut"]),
        title=title or None,
        size=6.5,
    )


def circuit_figure(board, title: str = ""):
    """``board`` with its longest closed circuit through the Régie (orange loop)."""
    circuit = analysis.circuit_redundancy(board)["circuit"]
    return draw_board(board, circuit=circuit, title=title or None, size=6.5)


def water_animation_html(board, interval: int = 900) -> tuple[str, list[int]]:
    """The water leaving the Régie front by front, as a JavaScript animation.

    Returns ``(html, sizes)``: the player and the number of wet cells at each frame.
    """
    from ..viz.animation import png_animation_html

    frames, sizes = water_frames(board, dpi=128)  # crisp at 150 %, shown to fit the screen
    return png_animation_html(frames, interval=interval, width=6.0), sizes


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
    black frame, ``framed`` cells a red one; ``regie_text`` is written on the Régie.
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
    red; each closed valve is a black square with a white cross on its pipe, next to its
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
    r, c = divmod(24, SIZE)
    ax.text(
        c + 0.5,
        r + 0.5,
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
    legend: str = "upper left",
):
    """Curves over a day (one value per hour, 0 h to 23 h): {label: values}, large type."""
    fig, ax = new_figure(6.5, 5.0)
    fig.subplots_adjust(left=0.13, right=0.97, bottom=0.12, top=0.88 if title else 0.97)
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
    ax.legend(fontsize=16, frameon=True, loc=legend)
    if title:
        ax.set_title(title, fontsize=18)
    return fig


# -- the clickable board's drawing: SVG written directly -------------------------------------
#
# The clickable board redraws at every click. Matplotlib needs some 40 ms to lay out and
# write a whole board as SVG; these few shapes written straight as SVG take about one.
# They follow :func:`draw_board` (same colours, widths, labels, leak marks), in the
# board's own coordinates (one cell = 1 unit, row 0 at the top), so the clickable cells
# are the squares themselves. Static figures and animations keep :func:`draw_board`.

#: A cell's side in SVG units: points, as in :func:`draw_board`'s figure (a 6.5-inch board),
#: so the clickable board's own outlines keep their usual widths.
CELL_PT = 60
#: One typographic point in board units.
PT = 1 / CELL_PT
#: The SVG viewBox of :func:`board_svg` and :func:`preview_svg` (letters and numbers
#: included); the drawing inside is scaled so that one cell is 1 unit.
VIEWBOX = " ".join(f"{v * CELL_PT:g}" for v in (-0.62, -0.5, 7.74, 7.62))
_OPEN = (
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{VIEWBOX}" '
    "font-family=\"'DejaVu Sans', 'Bitstream Vera Sans', Arial, sans-serif\">"
    f'<g transform="scale({CELL_PT})">'
)
_CLOSE = "</g></svg>"
_HATCHES = (
    '<defs><pattern id="eau-hatch-lines" width="0.12" height="0.12" patternUnits="userSpaceOnUse"'
    ' patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="0.12" stroke="#555"'
    ' stroke-width="0.016"/></pattern><pattern id="eau-hatch-dots" width="0.1" height="0.1"'
    ' patternUnits="userSpaceOnUse"><circle cx="0.05" cy="0.05" r="0.012" fill="#555"/>'
    "</pattern></defs>"
)
_HATCH_URL = {
    "//": "url(#eau-hatch-lines)",
    "..": "url(#eau-hatch-dots)",
    "xx": "url(#eau-hatch-lines)",
}


def _f(v: float) -> str:
    return f"{v:.3f}".rstrip("0").rstrip(".")


def _svg_text(x: float, y: float, text: str, size: float, extra: str = "") -> str:
    from html import escape

    return (
        f'<text x="{_f(x)}" y="{_f(y)}" font-size="{_f(size * PT)}" text-anchor="middle" '
        f'dominant-baseline="central"{extra}>{escape(text)}</text>'
    )


def _svg_tile(c: int, r: int, tile: Tile, colour: str, hidden: bool = False) -> list[str]:
    """One tile's square, pipes, centre dot, pierced cross and label."""
    out = []
    square = f'x="{c}" y="{r}" width="1" height="1"'
    if hidden:
        return [
            f'<rect {square} fill="#dddddd" stroke="#555" stroke-width="{_f(1.2 * PT)}"/>',
            f'<rect {square} fill="{_HATCH_URL["xx"]}" stroke="none"/>',
        ]
    code = tile.code
    out.append(
        f'<rect {square} fill="{FILL.get(code, FILL["pipe"])}" stroke="#555" '
        f'stroke-width="{_f(1.2 * PT)}"/>'
    )
    hatch = HATCH.get(code, "")
    if hatch:
        out.append(f'<rect {square} fill="{_HATCH_URL[hatch]}" stroke="none"/>')
    m = tile.effective_mask
    cx, cy = c + 0.5, r + 0.5
    arms = " ".join(
        f"M{_f(cx)},{_f(cy)} L{_f(cx + DX[k])},{_f(cy + DY[k])}" for k in range(4) if m >> k & 1
    )
    if arms:
        out.append(f'<path d="{arms}" stroke="{colour}" stroke-width="{_f(9 * PT)}" fill="none"/>')
    if m and m not in (0b0101, 0b1010):
        out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(4.5 * PT)}" fill="{colour}"/>')
    if code == "X" and not tile.covered:
        out.append(_svg_cross(c, r))
    return out


def _svg_cross(c: int, r: int) -> str:
    return (
        f'<path d="M{c + 0.3},{r + 0.3} L{c + 0.7},{r + 0.7} M{c + 0.3},{r + 0.7} '
        f'L{c + 0.7},{r + 0.3}" stroke="{LEAK}" stroke-width="{_f(4 * PT)}" fill="none"/>'
    )


def _svg_label(c: int, r: int, tile: Tile) -> list[str]:
    """A label's lines at :data:`LABEL_SIZE`, each on a white box; a line wider than
    :data:`LABEL_WIDTH` is condensed to it (``textLength``), never made smaller."""
    lines = label_lines(tile)
    size = label_size(tile, lines)
    out = []
    for dy, text in lines:
        natural = text_width(text, size)
        squeeze = ""
        if natural > LABEL_WIDTH:
            squeeze = f' textLength="{_f(LABEL_WIDTH)}" lengthAdjust="spacingAndGlyphs"'
        w = min(natural, LABEL_WIDTH) + 0.4 * size * PT
        h = LABEL_BOX * size * PT
        x, y = c + 0.5, r + 0.5 + dy
        out.append(
            f'<rect x="{_f(x - w / 2)}" y="{_f(y - h / 2)}" width="{_f(w)}" height="{_f(h)}" '
            f'rx="{_f(0.25 * h)}" fill="white" fill-opacity="0.85"/>'
        )
        out.append(_svg_text(x, y, text, size, squeeze))
    return out


def board_svg(
    obj,
    *,
    show_leaks: bool = True,
    circuit: Sequence[int] = (),
    wet: Iterable[int] | None = None,
    highlight: Iterable[int] = (),
    links: Iterable[tuple[int, int]] = (),
) -> str:
    """The board as an SVG element (viewBox :data:`VIEWBOX`, one cell = 1 unit): the same
    picture as :func:`draw_board`, written directly for the widgets (crisp at any zoom,
    about a millisecond). The options are :func:`draw_board`'s."""
    board = _board_of(obj)
    wet = set(regie_network(board) if wet is None else wet)
    parts = [_OPEN, _HATCHES]
    for i in range(SIZE):
        parts.append(_svg_text(i + 0.5, -0.3, COLUMN_LETTERS[i], 13))
        parts.append(_svg_text(-0.3, i + 0.5, str(i + 1), 13))
    empty, labels = [], []
    for cell in range(SIZE * SIZE):
        r, c = divmod(cell, SIZE)
        tile = board[cell]
        if tile is None:
            empty.append(f"M{c},{r} h1 v1 h-1 Z")
            continue
        parts += _svg_tile(c, r, tile, WET if cell in wet else DRY)
        labels += _svg_label(c, r, tile)
    if empty:
        parts.insert(
            2,
            f'<path d="{" ".join(empty)}" fill="white" stroke="#c8c8c8" '
            f'stroke-width="{_f(1.2 * PT)}"/>',
        )
    for cell in sorted(wet):
        tile = board[cell]
        if tile is not None and tile.is_user:
            r, c = divmod(cell, SIZE)
            parts.append(
                f'<rect x="{c + 0.07:g}" y="{r + 0.07:g}" width="0.86" height="0.86" fill="none" '
                f'stroke="{WET}" stroke-width="{_f(4 * PT)}"/>'
            )
    parts += labels
    if show_leaks:
        for lk in find_leaks(board):
            r, c = divmod(lk.cell, SIZE)
            if lk.side is None:
                parts.append(_svg_cross(c, r))
                continue
            points = " ".join(f"{_f(px)},{_f(py)}" for px, py in leak_triangle(c, r, lk.side))
            parts.append(
                f'<polygon points="{points}" fill="{LEAK}" stroke="black" stroke-width="{_f(PT)}"/>'
            )
    if circuit:
        loop = list(circuit) + [circuit[0]]
        points = " ".join(f"{cell % SIZE + 0.5},{cell // SIZE + 0.5}" for cell in loop)
        parts.append(
            f'<polyline points="{points}" fill="none" stroke="{CIRCUIT}" '
            f'stroke-width="{_f(5 * PT)}" stroke-opacity="0.85" stroke-linecap="round" '
            'stroke-linejoin="round"/>'
        )
    for cell in highlight:
        r, c = divmod(cell, SIZE)
        parts.append(
            f'<rect x="{c + 0.04:g}" y="{r + 0.04:g}" width="0.92" height="0.92" fill="none" '
            f'stroke="black" stroke-width="{_f(4 * PT)}"/>'
        )
    for a, b in links:
        (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
        mx, my = (ca + cb) / 2 + 0.5, (ra + rb) / 2 + 0.5
        d = 0.11
        parts.append(
            f'<path d="M{_f(mx - d)},{_f(my - d)} L{_f(mx + d)},{_f(my + d)} M{_f(mx - d)},'
            f'{_f(my + d)} L{_f(mx + d)},{_f(my - d)}" stroke="black" '
            f'stroke-width="{_f(9 * PT)}" fill="none"/>'
            f'<path d="M{_f(mx - d)},{_f(my - d)} L{_f(mx + d)},{_f(my + d)} M{_f(mx - d)},'
            f'{_f(my + d)} L{_f(mx + d)},{_f(my - d)}" stroke="{PALETTE["yellow"]}" '
            f'stroke-width="{_f(5 * PT)}" fill="none"/>'
        )
    parts.append(_CLOSE)
    return "".join(parts)


def preview_svg(cell: int | None, tile: Tile | None) -> str:
    """An SVG laid out like :func:`board_svg`, holding only ``tile`` on ``cell``, framed: the
    clickable board shows it over the board (a tile not yet played). Empty with ``None``."""
    parts = [_OPEN, _HATCHES]
    if tile is not None and cell is not None:
        r, c = divmod(cell, SIZE)
        parts += _svg_tile(c, r, tile, DRY)
        parts += _svg_label(c, r, tile)
        parts.append(
            f'<rect x="{c + 0.04:g}" y="{r + 0.04:g}" width="0.92" height="0.92" fill="none" '
            f'stroke="black" stroke-width="{_f(4 * PT)}"/>'
        )
    parts.append(_CLOSE)
    return "".join(parts)


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
