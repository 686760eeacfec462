"""The one legend of the action board's and the energy track's symbols (issues 21 and 23).

The symbols are those the drawings declare (:data:`ludo.barrage.draw.action_board.SYMBOLS`,
:attr:`ludo.barrage.draw.energy_track.TrackPainter.SYMBOLS`), each explained in French by
``messages.LEGEND_SYMBOLS`` with its numbers filled in from the game's data (the red
frame's fee, the construction spaces, the track's sections, square 0). The game table,
notebook 05 and the printable card (:mod:`ludo.cards`) all show :func:`legend_html`; a
test checks that every symbol a drawing uses has its line here.
"""

from __future__ import annotations

import base64
import functools
import html

from .. import messages as msg
from ..draw.action_board import SYMBOLS as BOARD_SYMBOLS
from ..draw.action_board import symbol_figure
from ..draw.energy_track import TrackPainter, track_symbol_figure
from ..game.data import load_game_data

__all__ = ["legend_html", "legend_rows", "symbol_keys"]

#: The legend's parts: the action board's symbols, then the energy track's.
PARTS = {"board": BOARD_SYMBOLS, "track": TrackPainter.SYMBOLS}


def symbol_keys(parts=("board", "track")) -> tuple[str, ...]:
    """The symbols of the drawings, in the legend's order."""
    return tuple(k for part in parts for k in PARTS[part])


def _numbers() -> dict[str, str]:
    """The numbers the legend's texts quote, from the game's data."""
    from . import track_sections

    data = load_game_data()
    builds = []
    for engineers, fee in data.construction_spaces:
        text = msg.LEGEND_CONSTRUCTION.format(
            n=engineers,
            s="s" if engineers > 1 else "",
            fee=msg.LEGEND_CONSTRUCTION_FEE.format(fee=fee) if fee else "",
        )
        builds.append(str(text))
    sections = [
        (
            msg.LEGEND_SECTION.format(low=low, high=high, round=r)
            if high is not None
            else msg.LEGEND_SECTION_LAST.format(low=low, round=r)
        )
        for r, low, high in track_sections()
    ]
    zero = next(t for t in data.track_credits if t[0] == 0)
    owners = ", ".join(
        f"{short} = {msg.OWNER_NAMES[company]}"
        for company, short in msg.DRAW_OWNER_SHORT.items()
        if company != "neutral"
    )
    return {
        "fee": str(max(s.fee for s in data.spaces)),
        "spaces": ", puis ".join(builds),
        "sections": ", ".join(map(str, sections)),
        "behind": str(data.bonus_behind),
        "first": str(data.track_section),
        "credits": str(zero[1]),
        "vp": str(abs(zero[2])),
        "owners": owners,
        "credits_squares": ", ".join(f"{sq} → {n} cr" for sq, n, _vp in data.track_credits if sq),
    }


def legend_rows(parts=("board", "track")) -> list[tuple[str, str, str]]:
    """(symbol key, what it looks like, what it means) for each symbol of ``parts``."""
    numbers = _numbers()
    rows = []
    for key in symbol_keys(parts):
        look, meaning = msg.LEGEND_SYMBOLS[key]
        rows.append((key, str(look), str(meaning).format(**numbers)))
    return rows


@functools.cache
def symbol_png(key: str) -> bytes | None:
    """The symbol as the drawing draws it (PNG), or ``None`` for words and numbers."""
    from ...viz import fig_to_png

    fig = track_symbol_figure(key) if key.startswith("track_") else symbol_figure(key)
    return None if fig is None else fig_to_png(fig, dpi=fig.dpi)


def _picture(key: str) -> str:
    png = symbol_png(key)
    if png is None:
        return ""
    data = base64.b64encode(png).decode("ascii")
    return (
        f"<img src='data:image/png;base64,{data}' alt='' "
        "style='height:1.7em;vertical-align:middle;margin-right:6px'>"
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
