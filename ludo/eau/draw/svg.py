"""The clickable board's drawing, SVG written directly.

The clickable board redraws at every click. Matplotlib needs some 40 ms to lay out and
write a whole board as SVG; these few shapes written straight as SVG take about one.
They follow :func:`~ludo.eau.draw.board.draw_board` (same colours, widths, labels, leak
marks), in the board's own coordinates (one cell = 1 unit, row 0 at the top), so the
clickable cells are the squares themselves. Static figures and animations keep
:func:`~ludo.eau.draw.board.draw_board`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...viz import PALETTE
from ..network import leaks as find_leaks
from ..network import regie_network
from ..tiles import COLUMN_LETTERS, SIZE, Tile
from .paint import (
    CELL_PT,
    CIRCUIT,
    DRY,
    DX,
    DY,
    FILL,
    HATCH,
    LABEL_BOX,
    LABEL_WIDTH,
    LEAK,
    PT,
    WET,
    _board_of,
    fill_code,
    label_lines,
    label_size,
    leak_triangle,
    text_width,
)

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
    code = fill_code(tile)
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
