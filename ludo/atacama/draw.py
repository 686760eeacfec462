"""Drawing Atacama positions with matplotlib (never changes a state).

Fields are coloured by ore *and* hatched (gold plain, silver dotted, copper
striped) and carry their French initial and value, so the board reads in
colour, for colour-blind eyes and in black and white.
"""

from __future__ import annotations

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import LineCollection, PatchCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Polygon, Rectangle
from matplotlib.text import Text

from ..viz import PALETTE, apply_style, player_colour
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
TITLE_IN = 0.72  # two caption lines at 14 points
#: The caption's size in points: 14 px on the picture at its natural size, whatever the
#: number of players (four players' caption takes a taller band, :func:`title_height`).
CAPTION_PT = 14.0
DPI = 72
#: Board labels in points (row numbers, column letters, concession letters, each field's
#: ore and value, and a well's): ≥ 16 CSS px where the board is shown 540-560 px wide.
LABEL_PT = 16
#: The CSS factor of the SVG board's labels (:func:`labels_svg`, :func:`pieces_svg`): 1,
#: 1.25 with Voilà's « Grand écran » (``--ludo-board-labels`` in the ``ludo`` template).
LABEL_SCALE = "var(--ludo-board-labels, 1)"


def title_height(text: str | None) -> float:
    """The height (inches) of the band above the board holding the caption ``text``:
    :data:`TITLE_IN` for one or two lines, more for four players' four lines, none without
    a caption (the picture is then the board alone)."""
    if not text:
        return 0.0
    lines = text.count("\n") + 1
    return max(TITLE_IN, lines * 1.25 * CAPTION_PT / 72 + 0.2)


def draw_fields(ax, board, revealed: frozenset, labels: bool = True) -> None:
    """The fields, tiles and labels (the part of the board that wells never change);
    ``labels=False`` leaves the texts to :func:`labels_svg` (the SVG board)."""
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
        if pos in revealed and labels:
            ax.text(
                tx + 2.96,
                ty + 2.96,
                board.tile_letters[pos],
                ha="right",
                va="top",
                fontsize=LABEL_PT,
                fontweight="bold",
                color="#222222",
            )
    if not labels:
        return
    for cell in range(SIZE * SIZE):
        if TILE_POSITION[cell] in revealed:
            x, y = _xy(cell)
            ax.text(
                x + 0.5,
                y + 0.47,
                board.fields[cell].french,
                ha="center",
                va="center",
                fontsize=LABEL_PT,
                fontweight="bold",
                color="#111111",
                bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.8},
            )
    for i in range(SIZE):
        ax.text(
            i + 0.5, SIZE + 0.15, COLUMN_LETTERS[i], ha="center", va="bottom", fontsize=LABEL_PT
        )
        ax.text(-0.15, SIZE - 0.5 - i, str(i + 1), ha="right", va="center", fontsize=LABEL_PT)


def labels_svg(board, revealed: frozenset, affine, size: float = LABEL_PT) -> str:
    """The texts of :func:`draw_fields` as SVG text (a ``<g class="ludo-board-labels">``),
    for the SVG board: the same places, at ``size`` points times :data:`LABEL_SCALE`, so
    that « Grand écran » enlarges them in the page."""
    from html import escape

    a, b, c, d = affine

    def text(x, y, label, anchor, baseline, extra=""):
        return (
            f'<text x="{a * x + b:.1f}" y="{c * y + d:.1f}" text-anchor="{anchor}" '
            f'dominant-baseline="{baseline}"{extra}>{escape(label)}</text>'
        )

    font = f"font-size:calc({size:g}px * {LABEL_SCALE})"
    parts = [
        f'<g class="ludo-board-labels" style="{font}" fill="#111111" '
        "font-family=\"'DejaVu Sans', 'Bitstream Vera Sans', Arial, sans-serif\">"
    ]
    for pos in range(9):
        if pos in revealed:
            tx, ty = (pos % 3) * 3, SIZE - 3 - (pos // 3) * 3
            parts.append(
                text(
                    tx + 2.96,
                    ty + 2.96,
                    board.tile_letters[pos],
                    "end",
                    "hanging",
                    ' font-weight="bold"',
                )
            )
    # A light box behind a field's label, wide enough for it at its largest (« Grand
    # écran »): the hatching never runs through the letters.
    w, h = 0.31 * a, 0.21 * abs(c)
    for cell in range(SIZE * SIZE):
        if TILE_POSITION[cell] in revealed:
            x, y = _xy(cell)
            cx, cy = a * (x + 0.5) + b, c * (y + 0.47) + d
            parts.append(
                f'<rect x="{cx - w:.1f}" y="{cy - h:.1f}" width="{2 * w:.1f}" '
                f'height="{2 * h:.1f}" rx="4" fill="#ffffff" fill-opacity="0.8"/>'
            )
            parts.append(
                text(
                    x + 0.5,
                    y + 0.47,
                    board.fields[cell].french,
                    "middle",
                    "central",
                    ' font-weight="bold"',
                )
            )
    for i in range(SIZE):
        parts.append(text(i + 0.5, SIZE + 0.15, COLUMN_LETTERS[i], "middle", "text-after-edge"))
        parts.append(text(-0.15, SIZE - 0.5 - i, str(i + 1), "end", "central"))
    parts.append("</g>")
    return "".join(parts)


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


def pieces(
    state,
    *,
    highlight=(),
    lines=(),
    show_forbidden: bool = False,
    last_move: bool = True,
) -> list[tuple]:
    """What lies on the fields, as plain shapes in drawing coordinates (one cell = 1).

    Each item is ``(kind, geometry, style)``: ``("circle", (x, y, r), ...)``,
    ``("polygon", points, ...)``, ``("rect", (x, y, w, h), ...)``, ``("segments",
    [((x0, y0), (x1, y1)), ...], ...)`` or ``("text", (x, y, text), ...)``; ``style`` is a
    dict (``face``, ``edge``, ``lw``, ``dashed``, ``alpha``, ``size``, ``colour``). Two
    renderers read it: matplotlib (:func:`draw`, :func:`to_png`) and SVG
    (:func:`pieces_svg`, for the clickable board), so both show the same pieces.
    """
    board = state.board
    out: list[tuple] = []
    if show_forbidden and not state.is_over():
        free = set(state.free_cells())
        segs = []
        for c in range(SIZE * SIZE):
            if c not in free and state.wells[c] is None and TILE_POSITION[c] in state.revealed:
                x, y = _xy(c)
                segs += [((x + 0.12, y + 0.12), (x + 0.88, y + 0.88))]
                segs += [((x + 0.12, y + 0.88), (x + 0.88, y + 0.12))]
        if segs:
            out.append(("segments", segs, {"edge": "#333333", "lw": 2, "alpha": 0.75}))
    for cell in range(SIZE * SIZE):
        well = state.wells[cell]
        if well is None:
            continue
        x, y = _xy(cell)
        player, double = well
        colour = player_colour(player)
        if double:
            pts = [(x + 0.5, y + 1.0), (x, y + 0.5), (x + 0.5, y), (x + 1.0, y + 0.5)]
            out.append(("polygon", pts, {"face": colour, "edge": "black", "lw": 2}))
        else:
            out.append(
                ("circle", (x + 0.5, y + 0.5, 0.42), {"face": colour, "edge": "black", "lw": 1.5})
            )
        label = board.fields[cell].french
        out.append(("text", (x + 0.5, y + 0.5, label), {"size": LABEL_PT, "colour": "white"}))
    frame = {"edge": HIGHLIGHT, "lw": 3.5}
    for direction, index in lines:
        if direction == "columns":
            out.append(("rect", (index + 0.04, 0.04, 0.92, SIZE - 0.08), frame))
        else:
            out.append(("rect", (0.04, SIZE - 1 - index + 0.04, SIZE - 0.08, 0.92), frame))
    for cell in highlight:
        x, y = _xy(cell)
        out.append(("rect", (x + 0.06, y + 0.06, 0.88, 0.88), {"edge": HIGHLIGHT, "lw": 3}))
    if last_move and state.history and hasattr(state.history[-1], "cell"):
        x, y = _xy(state.history[-1].cell)
        out.append(
            ("rect", (x + 0.02, y + 0.02, 0.96, 0.96), {"edge": "black", "lw": 2.5, "dashed": True})
        )
    return out


def _artists(items) -> list:
    """The matplotlib artists of :func:`pieces` (transform and axes set by the caller)."""
    arts = []
    for kind, geo, st in items:
        if kind == "circle":
            x, y, r = geo
            arts.append(Circle((x, y), r, facecolor=st["face"], edgecolor=st["edge"], lw=st["lw"]))
        elif kind == "polygon":
            arts.append(Polygon(geo, facecolor=st["face"], edgecolor=st["edge"], lw=st["lw"]))
        elif kind == "rect":
            x, y, w, h = geo
            ls = "--" if st.get("dashed") else "-"
            arts.append(
                Rectangle((x, y), w, h, fill=False, edgecolor=st["edge"], lw=st["lw"], ls=ls)
            )
        elif kind == "segments":
            arts.append(
                LineCollection(geo, colors=st["edge"], linewidths=st["lw"], alpha=st["alpha"])
            )
        else:
            x, y, text = geo
            arts.append(
                Text(
                    x,
                    y,
                    text,
                    ha="center",
                    va="center",
                    fontsize=st["size"],
                    fontweight="bold",
                    color=st["colour"],
                )
            )
    return arts


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
        figure of the same size.
    """
    new_fig = ax is None
    text = title if title is not None else roles_caption(state)
    # the two layers of a clickable board keep the board's usual band
    band = title_height(text) if layer == "all" else TITLE_IN
    if new_fig:
        apply_style()
        fig = Figure(figsize=(WIDTH_IN, BOARD_H_IN + band), dpi=dpi)
        ax = fig.add_axes((0, 0, 1, BOARD_H_IN / (BOARD_H_IN + band)))
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
    items = pieces(
        state,
        highlight=highlight,
        lines=lines,
        show_forbidden=show_forbidden,
        last_move=last_move,
    )
    for art in _artists(items):
        ax.add_artist(art)  # not add_patch: the limits are fixed, no need to update them
    _frame(ax)
    if new_fig:  # a figure text: an axes title would lay out the (hidden) ticks first
        if text:
            fig.text(
                0.5,
                1 - 0.5 * band / (BOARD_H_IN + band),
                text,
                **_TITLE,
                fontsize=caption_size(text),
            )
    else:
        ax.set_title(text, fontsize=caption_size(text))
    return fig


_TITLE = {"ha": "center", "va": "center", "linespacing": 1.25}


def draw_fields_figure(board, revealed: frozenset, dpi: int = DPI, labels: bool = True):
    """A figure laid out like :func:`draw`'s, holding only the fields (vector shapes)."""
    apply_style()
    fig = Figure(figsize=(WIDTH_IN, BOARD_H_IN + TITLE_IN), dpi=dpi)
    ax = fig.add_axes((0, 0, 1, BOARD_H_IN / (BOARD_H_IN + TITLE_IN)))
    draw_fields(ax, board, revealed, labels=labels)
    _frame(ax)
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
    """'Joueur 1 (bleu) : concession turquoise, colonnes' and the same for each player, one
    line each: the colour named is the one the player's wells are drawn in
    (:data:`~ludo.atacama.messages.WELL_COLOURS`), the concession keeps its own name."""
    parts = []
    for p in range(state.n_players):
        role = state.roles[p]
        desc = (
            msg.CAPTION_ROLE.format(
                concession=role.concession, direction=msg.DIRECTION_NAMES[role.direction]
            )
            if role
            else msg.NO_ROLE_YET
        )
        who = msg.PLAYER_COLOURED.format(
            n=p + 1, colour=msg.WELL_COLOURS[p % len(msg.WELL_COLOURS)]
        )
        parts.append(f"{who} : {desc}")
    return "\n".join(parts)


def caption_size(text: str) -> float:
    """The caption's font size (points): :data:`CAPTION_PT` for any number of lines (four
    players' four lines get a taller band instead of smaller type: 10 points were too small
    projected)."""
    return CAPTION_PT


_CANVASES: dict = {}


def _canvas(board, revealed: frozenset, dpi: int, band: float = TITLE_IN):
    """A figure with the fields already rendered, and the pixels to restore (cached); the
    caption's band above the board is ``band`` inches high.

    :func:`to_png` restores these pixels and draws only the pieces on top (blitting).
    """
    key = (board, revealed, dpi, band)
    if key not in _CANVASES:
        apply_style()
        fig = Figure(figsize=(WIDTH_IN, BOARD_H_IN + band), dpi=dpi)
        canvas = FigureCanvasAgg(fig)
        ax = fig.add_axes((0, 0, 1, BOARD_H_IN / (BOARD_H_IN + band)))
        draw_fields(ax, board, revealed)
        _frame(ax)
        canvas.draw()
        if len(_CANVASES) > 8:
            _CANVASES.clear()
        _CANVASES[key] = (fig, ax, canvas, canvas.copy_from_bbox(fig.bbox))
    return _CANVASES[key]


def to_png(state, dpi: int = DPI, *, title: str | None = None, **kwargs) -> bytes:
    """The drawing of ``state`` as PNG bytes (used by ``state._repr_png_`` and the steppers).

    The same picture as :func:`draw`, made faster: the fields are rendered once per board
    and stage of the game, and each call only draws the pieces over them. ``kwargs`` are
    :func:`pieces`' (``highlight``, ``lines``, ``show_forbidden``, ``last_move``).
    """
    import io

    from PIL import Image

    text = title if title is not None else roles_caption(state)
    band = title_height(text)
    fig, ax, canvas, region = _canvas(state.board, state.revealed, dpi, band)
    canvas.restore_region(region)
    renderer = canvas.get_renderer()
    for art in _artists(pieces(state, **kwargs)):
        art.set_figure(fig)
        art.axes = ax
        art.set_transform(ax.transData)
        art.draw(renderer)
    if text:
        caption = Text(
            0.5,
            1 - 0.5 * band / (BOARD_H_IN + band),
            text,
            **_TITLE,
            fontsize=caption_size(text),
        )
        caption.set_figure(fig)
        caption.set_transform(fig.transFigure)
        caption.draw(renderer)
    buf = io.BytesIO()
    rgb = np.asarray(canvas.buffer_rgba())[:, :, :3]  # opaque: a quarter less to encode
    Image.fromarray(np.ascontiguousarray(rgb)).save(buf, format="png", compress_level=1)
    return buf.getvalue()


def repr_png(state) -> tuple[bytes, dict]:
    """``state``'s picture in a notebook (``state._repr_png_``): drawn at 1.5 times
    :data:`DPI`, shown at the board's usual width, so that a browser zoomed to 150 % shows
    its own pixels (sharp) and the caption keeps its 14 px."""
    png = to_png(state, DPI * 3 // 2)
    return png, {"width": round(WIDTH_IN * DPI)}


def pieces_svg(
    state,
    affine: tuple[float, float, float, float],
    viewbox: str,
    *,
    show_forbidden: bool = False,
    title: str | None = None,
    highlight=(),
    lines=(),
    last_move: bool = True,
    label_scale: float = 1.0,
) -> str:
    """:func:`pieces` (and the caption) as an SVG of the given ``viewbox``, for the clickable
    board, which lays it over the fields drawn once as SVG by matplotlib. A well's label is
    ``label_scale`` times :data:`LABEL_PT` (times :data:`LABEL_SCALE` in the page).

    ``affine`` ``(a, b, c, d)`` maps drawing coordinates to SVG units:
    ``X = a·x + b``, ``Y = c·y + d`` (see :func:`ludo.widgets.board.svg_affine`). Writing
    these few shapes directly takes well under a millisecond, where matplotlib needs tens.
    """
    from html import escape

    a, b, c, d = affine

    def pt(x, y) -> str:
        return f"{a * x + b:.1f},{c * y + d:.1f}"

    def stroke(st) -> str:
        dash = (
            f' stroke-dasharray="{3.7 * st["lw"]:.1f} {1.6 * st["lw"]:.1f}"'
            if st.get("dashed")
            else ""
        )
        return f'stroke="{st["edge"]}" stroke-width="{st["lw"]}"{dash}'

    parts = []
    items = pieces(
        state, highlight=highlight, lines=lines, show_forbidden=show_forbidden, last_move=last_move
    )
    for kind, geo, st in items:
        if kind == "circle":
            x, y, r = geo
            parts.append(
                f'<circle cx="{a * x + b:.1f}" cy="{c * y + d:.1f}" r="{abs(a) * r:.1f}" '
                f'fill="{st["face"]}" {stroke(st)}/>'
            )
        elif kind == "polygon":
            points = " ".join(pt(x, y) for x, y in geo)
            parts.append(f'<polygon points="{points}" fill="{st["face"]}" {stroke(st)}/>')
        elif kind == "rect":
            x, y, w, h = geo
            points = " ".join(
                pt(px, py) for px, py in ((x, y), (x + w, y), (x + w, y + h), (x, y + h))
            )
            parts.append(f'<polygon points="{points}" fill="none" {stroke(st)}/>')
        elif kind == "segments":
            path = " ".join(f"M{pt(*p0)} L{pt(*p1)}" for p0, p1 in geo)
            parts.append(
                f'<path d="{path}" fill="none" {stroke(st)} stroke-opacity="{st["alpha"]}"/>'
            )
        else:
            x, y, text = geo
            font = f"font-size:calc({st['size'] * label_scale:g}px * {LABEL_SCALE})"
            parts.append(
                f'<text x="{a * x + b:.1f}" y="{c * y + d:.1f}" style="{font}" '
                f'fill="{st["colour"]}" font-weight="bold" text-anchor="middle" '
                f'dominant-baseline="central">{escape(text)}</text>'
            )
    text = title if title is not None else roles_caption(state)
    width, height = (float(v) for v in viewbox.split()[2:])
    top = 0.5 * TITLE_IN / (BOARD_H_IN + TITLE_IN) * height
    size = caption_size(text or "")
    for i, row in enumerate(text.split("\n") if text else []):
        n = text.count("\n") + 1
        y = top + (i - (n - 1) / 2) * 1.25 * size
        parts.append(
            f'<text x="{width / 2:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="middle" '
            f'dominant-baseline="central">{escape(row)}</text>'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{viewbox}" '
        "font-family=\"'DejaVu Sans', 'Bitstream Vera Sans', Arial, sans-serif\">"
        + "".join(parts)
        + "</svg>"
    )


def _score_line_options(line) -> dict:
    direction = "columns" if line.rule.endswith("column") else "rows"
    index = None
    if line.items:
        first = line.items[0]
        index = first % SIZE if direction == "columns" else first // SIZE
    return {
        "highlight": line.items,
        "lines": [(direction, index)] if index is not None else [],
        "title": line.text if len(line.text) < 62 else None,
        "last_move": False,
    }


def draw_score_line(state, line, ax=None):
    """Draw ``state`` with one score-sheet line framed and its wells outlined."""
    return draw(state, ax, **_score_line_options(line))


def score_line_options(line) -> dict:
    """What :func:`draw_score_line` frames and outlines for ``line`` (keyword arguments of
    :func:`draw`, :func:`to_png` and :func:`pieces_svg`)."""
    return _score_line_options(line)


def score_line_png(state, line, dpi: int = DPI) -> bytes:
    """:func:`draw_score_line` as PNG bytes, the same size as :func:`to_png`'s picture."""
    return to_png(state, dpi, **_score_line_options(line))


# -- the rule cards' pictures (ludo/atacama/cards/examples.toml) --------------------------------
def card_board(state, *, highlight=(), lines=(), **options):
    """A rule card's picture of ``state``: cells named in notation (``["e5"]``), lines as
    ``[direction, index]`` pairs, no last-move frame unless asked."""
    from .board import parse_cell

    options.setdefault("last_move", False)
    return draw(
        state,
        highlight=tuple(parse_cell(c) for c in highlight),
        lines=tuple((d, int(i)) for d, i in lines),
        **options,
    )


def card_score_line(state, *, direction: str, index: int):
    """A rule card's picture of ``state`` framing the score line of column or row
    ``index`` (0 is column a, or row 1) and its wells."""
    from .scoring import LINE_RULES, line_cells

    cells = set(line_cells(direction, index))
    line = next(
        ln
        for ln in state.score().lines
        if ln.rule == LINE_RULES[direction] and ln.items and set(ln.items) <= cells
    )
    return draw(state, **_score_line_options(line))


#: The drawings a rule card's example may name (``drawing = "board"``).
CARD_PICTURES = {"board": card_board, "score_line": card_score_line}
