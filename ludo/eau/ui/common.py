"""Shared by Eau's widgets: sizes and styles, pictures of the board and of a tile (PNG and
SVG), and the French panels of the leaks and of the group's score.
"""

from __future__ import annotations

import functools
import html
import math

import ipywidgets as W

from ...core.players import play_out
from ...core.registry import new
from ...core.score import TONE_COLOURS
from ...viz import fig_to_png, new_figure
from ...viz import static_figure as viz_static_figure
from ...widgets import Picture
from ...widgets.style import CONTROL, TEXT
from .. import messages as msg
from .. import messages as um
from ..draw import draw_board, fast_png
from ..draw.paint import _draw_tile
from ..network import (
    leaks,
)
from ..tiles import Tile, cell_name

#: Resolution of the PNG pictures: a board shown 520 px wide takes 780 screen pixels in a
#: browser zoomed to 150 %; at 144 dpi a 6.5-inch board has 936, so that the zoom never
#: enlarges a picture beyond its own pixels (blurry).
DPI = 144


#: Projector-readable text for the panels, and images that keep their proportions
#: when a neighbour in the same row is taller (flex boxes stretch by default).
_CSS = (
    "<style>"
    ".eau-panel, .eau-panel p, .eau-panel li, .eau-panel td, .eau-panel th,"
    " .eau-game .ludo-explanation, .eau-game .ludo-explanation :is(p, li),"
    " .eau-game .eau-guide-status, .eau-game .eau-guide-status p"
    f" {{font-size: {TEXT}; line-height: 1.4}}"
    ".eau-panel table td, .eau-panel table th {padding: 2px 8px}"
    ".eau-panel summary {cursor: pointer; font-weight: bold}"
    f".eau-game .widget-button, .eau-game .widget-toggle-button {{font-size: {CONTROL}}}"
    ".eau-board {object-fit: contain}"
    # A short window (150 % zoom): the panels in smaller type, so that the explanation of
    # the move stays in sight beside the board (at 1.5 device pixels a CSS pixel). The game
    # sets the sizes of Voilà's ``ludo`` template (ludo.widgets.style) for its table too.
    "@media (max-height: 600px) {.eau-panel, .eau-panel p, .eau-panel li,"
    " .eau-game .ludo-explanation :is(p, li), .eau-game .eau-guide-status p"
    " {font-size: 15px; line-height: 1.3} .eau-game .widget-button {font-size: 14px}"
    " .eau-game {--ludo-text: 15px; --ludo-control: 15px}}"
    "</style>"
)


_TOP = {"align_items": "flex-start"}


#: The game's board: 600 px at most, less in a short window (a 1280×800 screen zoomed to
#: 150 % shows 853×533 CSS pixels), so that it stays whole on screen.
BOARD_WIDTH = "min(600px, 82vh)"


#: The board and the controls share the row by flex sizes, not by the window's width (the
#: notebook may be narrower than the window: JupyterLab with its file browser open leaves
#: about 860 px): both start from 300 px, the board takes two thirds of what is left, up to
#: :data:`BOARD_WIDTH`; they wrap one under the other only below about 620 px.
BOARD_FLEX = "2 1 300px"


CONTROLS_FLEX = "1 1 300px"


_WRAP = {"flex_flow": "row wrap"}


def _style() -> W.HTML:
    return W.HTML(_CSS, layout=W.Layout(height="0px"))


def _panel(**layout) -> W.HTML:
    """A French explanation panel, in projector-readable type."""
    w = W.HTML(layout=W.Layout(**layout))
    w.add_class("eau-panel")
    return w


def _board_widget(width: str) -> W.Image:
    img = Picture(format="png", layout=W.Layout(width=width, max_width="100%", height="auto"))
    img.add_class("eau-board")
    return img


@functools.lru_cache(maxsize=16)
def _finished_board(seed: int):
    """The board at the end of a four-player game played by the helper (kept: going back
    to a seed in an explorer does not replay the game)."""
    return play_out(new("eau", players=4, seed=seed), "helper")[-1].board


def _svg_board(width: str) -> W.HTML:
    """A board drawn as SVG (:func:`~ludo.eau.draw.board_svg`): crisp at any zoom, and
    redrawn in about a millisecond when an explorer's choice changes."""
    w = W.HTML(layout=W.Layout(width=width, max_width="100%", flex="0 0 auto"))
    w.layout.align_self = "flex-start"
    w.add_class("eau-board")
    return w


def _svg_html(svg: str) -> str:
    return (
        "<div class='eau-svg'><style>.eau-svg svg {display:block; width:100%; height:auto}"
        f"</style>{svg}</div>"
    )


def _png(fig) -> bytes:
    return fast_png(fig, dpi=DPI)


@functools.lru_cache(maxsize=64)
def _tile_png(code: str, turn: int) -> bytes:
    fig, ax = new_figure(1.2, 1.2)
    ax.set_xlim(0, 1)
    ax.set_ylim(1, 0)
    ax.set_aspect("equal")
    ax.axis("off")
    _draw_tile(ax, 0, 0, Tile.of(code, turn), wet=False)
    return fig_to_png(fig, dpi=DPI)


def leak_table_html(board) -> str:
    """The leaks of ``board`` as a French HTML table (kind, cell, side)."""
    found = leaks(board)
    if not found:
        return f"<p>{um.NO_LEAK}</p>"
    rows = []
    for kind in ("border", "event", "unconnected", "pierced"):
        mine = [lk for lk in found if lk.kind == kind]
        where = ", ".join(
            cell_name(lk.cell) + ("" if lk.side is None else f" ({msg.SIDE_NAMES[lk.side]})")
            for lk in mine
        )
        style = "" if mine else " style='color:#777'"
        rows.append(
            f"<tr{style}><td>{html.escape(msg.LEAK_KIND_NAMES[kind])}</td>"
            f"<td style='text-align:right'><b>{len(mine)}</b></td>"
            f"<td>{html.escape(where) or '—'}</td></tr>"
        )
    return (
        f"<p><b>{um.LEAK_TOTAL.format(n=len(found))}</b></p>"
        "<table style='border-collapse:collapse'><tr>"
        f"<th style='text-align:left'>{um.COL_KIND}</th><th>{um.COL_COUNT}</th>"
        f"<th style='text-align:left'>{um.COL_WHERE}</th></tr>{''.join(rows)}</table>"
    )


def score_html(state, why=None) -> str:
    """The shared verdict first (in large type, with its reasons), then the sheet in detail
    (``why``: a « Pourquoi ? » link per line, :meth:`ludo.widgets.why.WhyPanel.link`)."""
    sheet = state.score()
    colour = TONE_COLOURS["won" if sheet.won else "lost"]
    head = sheet.verdict
    reasons = "".join(f"<li>{html.escape(r)}</li>" for r in sheet.reasons)
    return (
        f"<div class='eau-verdict' style='border-left:8px solid {colour};padding:2px 12px'>"
        f"<p style='font-size:1.1em;color:{colour};margin:2px 0'><b>{html.escape(head)}</b></p>"
        f"<ul style='margin:2px 0;padding-left:1.2em'>{reasons}</ul></div>"
        f"<details><summary>{um.SCORE_DETAILS}</summary>{sheet.to_html(why=why)}</details>"
    )


def _big(text: str) -> str:
    """Panel text in projector-readable type (inline: a stepper may be shown alone)."""
    return f"<div style='font-size:16px;line-height:1.4'>{text}</div>"


def figure_image(fig, width: str = "520px") -> W.Image:
    """A matplotlib figure as an image widget (shown in Voilà and JupyterLab)."""
    img = _board_widget(width)
    img.value = fig_to_png(fig, dpi=DPI)
    return img


def static_figure(fig, width: int = 640, dpi: int = DPI):
    """A matplotlib figure as a plain picture output (not a widget): it stays visible in a
    saved or exported page, read without a kernel (:func:`ludo.viz.static_figure`). It is
    drawn with at least 1.6 pixels per CSS pixel of ``width`` (``dpi`` raised if need be),
    so that a browser zoomed to 150 % never enlarges it beyond its own pixels (blurry)."""
    dpi = max(dpi, math.ceil(1.6 * width / fig.get_figwidth()))
    return viz_static_figure(fig, width=width, dpi=dpi)


def board_image(board, width: str = "480px", **kwargs) -> W.Image:
    """A board drawn by :func:`ludo.eau.draw.draw_board`, as an image widget."""
    return figure_image(draw_board(board, **kwargs), width=width)
