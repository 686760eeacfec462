"""Eau's painter, shared by every picture: colours and hatches, a cell's square, a tile's
pipes, a leak's triangle, and buildings' names fitted in their cell.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from matplotlib.patches import Rectangle

from ...viz import PALETTE
from .. import messages as msg
from ..tiles import COLUMN_LETTERS, SIZE, Tile

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


def fill_code(tile: Tile) -> str:
    """The code whose colour fills ``tile``'s cell: an agent's yellow for an agent, also
    when it stands on a pierced pipe (then ``tile.code`` is the pipe's), so that an agent is
    drawn the same colour wherever it is."""
    return "A" if tile.is_agent else tile.code


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


def _draw_tile(
    ax, c: float, r: float, tile: Tile, wet: bool, scale: float = 1.0, label_scale=None
) -> None:
    """``tile`` in the unit square at ``(c, r)``; ``scale`` sizes its pipes and
    ``label_scale`` its label (1 = a cell of a 6.5-inch board; the label follows ``scale``
    by default)."""
    code = fill_code(tile)
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


#: A cell's side in SVG units: points, as in :func:`draw_board`'s figure (a 6.5-inch board),
#: so the clickable board's own outlines keep their usual widths.
CELL_PT = 60
#: One typographic point in board units.
PT = 1 / CELL_PT
