"""The one legend of Barrage's symbols, each drawn as the pictures draw it (HTML).

The rows (what a symbol looks like, what it means) are :func:`ludo.barrage.guide.legend_rows`;
here each graphic symbol is drawn beside its row by the drawing's own helpers
(:func:`.action_board.symbol_figure`, :func:`.energy_track.track_symbol_figure`). The game
table, notebook 05 and any page that shows the board show :func:`legend_html`.
"""

from __future__ import annotations

import base64
import functools
import html

from ...viz import fig_to_png
from .. import messages as msg
from ..guide.legend import legend_rows
from .action_board import symbol_figure
from .energy_track import track_symbol_figure

__all__ = ["legend_html", "symbol_png"]


@functools.cache
def symbol_png(key: str) -> bytes | None:
    """The symbol as the drawing draws it (PNG), or ``None`` for words and numbers."""
    fig = track_symbol_figure(key) if key.startswith("track_") else symbol_figure(key)
    return None if fig is None else fig_to_png(fig, dpi=fig.dpi)


def _picture(key: str) -> str:
    png = symbol_png(key)
    if png is None:
        return ""
    data = base64.b64encode(png).decode("ascii")
    return (
        f"<img src='data:image/png;base64,{data}' alt='' "
        "style='height:1.9em;vertical-align:middle;margin-right:6px'>"
    )


def legend_html(parts=("board", "track"), title: bool = True) -> str:
    """The legend as an HTML table: each symbol drawn as on the picture, its look in words
    and its meaning; one table per part (the action board, the energy track)."""
    head = "".join(f"<th style='text-align:left'>{html.escape(h)}</th>" for h in msg.LEGEND_HEAD)
    out = []
    if title:
        out.append(f"<p><b>{html.escape(msg.LEGEND_TITLE)}</b></p>")
    for part in parts:
        name = msg.LEGEND_BOARD if part == "board" else msg.LEGEND_TRACK
        body = "".join(
            "<tr>"
            f"<td style='text-align:left;white-space:nowrap'>{_picture(key)}{html.escape(look)}</td>"
            f"<td style='text-align:left'>{html.escape(meaning)}</td></tr>"
            for key, look, meaning in legend_rows((part,))
        )
        out.append(
            f"<table class='ludo-table ludo-guide barrage-legend' data-part='{part}'>"
            f"<caption style='text-align:left'><b>{html.escape(name)}</b></caption>"
            f"<tr>{head}</tr>{body}</table>"
        )
    return "".join(out)
