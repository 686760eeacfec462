"""The tile catalogue: every tile of the box, grouped, with its name and its turns."""

from __future__ import annotations

from matplotlib.figure import Figure

from ...viz import apply_style
from .. import messages as msg
from ..tiles import Tile
from .paint import (
    CELL_PT,
    PT,
    _draw_tile,
    text_width,
)

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
