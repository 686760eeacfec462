"""The drawings of Barrage's rule cards of the refusals and score lines (their examples
are in ``ludo/barrage/cards/rules.toml``): small adapters from an example's position and
options to the game's own pictures.

A position is a game state or a board saved alone (``ludo/barrage/board.py``: a river
board, a company board, a construction wheel); the tables are computed from the game's
data by :mod:`ludo.barrage.guide`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..map import base_map
from .action_board import draw_action_board
from .company import draw_company, draw_wheel
from .energy_track import draw_energy_track
from .map import BOX_H, BOX_W, XLIM, Y_ROW, YLIM, basin_centre, draw_board

#: The height (inches) above a cut map for its title, on up to two lines.
CROP_TITLE = 0.75


def cropped_map(fig: Any, basins: set[int]) -> Any:
    """A drawn map cut to the boxes of ``basins`` (and the sources above a mountain basin),
    at the same scale: the figure shrinks with the map, so in the 340-pixel « Pourquoi ? »
    panel its words grow as much as the map was cut. The title wraps to the new width."""
    ax = fig.axes[0]
    xs, ys = zip(*(basin_centre(b) for b in basins), strict=True)
    x0, x1 = min(xs) - BOX_W / 2 - 0.6, max(xs) + BOX_W / 2 + 0.6
    y0 = min(ys) - BOX_H / 2 - 0.5
    y1 = YLIM[1] if max(ys) == Y_ROW[0] else max(ys) + BOX_H / 2 + 0.5
    (X0, X1), (Y0, Y1) = XLIM, YLIM
    grow = max(0.0, 0.8 * (y1 - y0) - (x1 - x0)) / 2  # not much taller than wide: the panel's
    x0, x1 = x0 - grow, x1 + grow  # pictures are at most 38 % of the window high
    x0, x1, y0, y1 = max(x0, X0), min(x1, X1), max(y0, Y0), min(y1, Y1)
    top = 0.1  # inches above the map: a title's two lines if it has one
    for text in ax.texts:
        if text.get_transform() == ax.transData:
            text.set_clip_on(True)  # a word of a basin cut off stays off
        else:
            text.set_wrap(True)
            top = CROP_TITLE
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    width, height = fig.get_size_inches()
    box = ax.get_position()
    map_h = height * box.height * (y1 - y0) / (Y1 - Y0)
    fig.set_size_inches(width * (x1 - x0) / (X1 - X0), map_h + top)
    ax.set_position((0.0, 0.0, 1.0, map_h / (map_h + top)))
    return fig


def rule_map(position: Any, *, highlight: Sequence[str] = (), crop: bool = False) -> Any:
    """The map of ``position`` (a board, or a game state's board) with the spots
    ``highlight`` framed; cut to their basins if ``crop`` (legible in the panel)."""
    fig = draw_board(getattr(position, "board", position), highlight_nodes=tuple(highlight))
    if not crop:
        return fig
    nodes = base_map().nodes
    return cropped_map(fig, {nodes[spot]["basin"] for spot in highlight})


def rule_action_board(state: Any, *, highlight: str | None = None) -> Any:
    """The action board of ``state``, the action space ``highlight`` framed."""
    return draw_action_board(state, highlight=highlight)


def rule_table(*, table: str, **options: Any) -> str:
    """A table of the game's data (:mod:`ludo.barrage.guide`) by its name: ``setup``,
    ``automa_setup``, ``construction_spaces``, ``tech_tiles``, ``source_tiles``,
    ``action_legend``; ``options`` go to it (``players``)."""
    from .. import guide

    tables = {
        "setup": guide.setup_html,
        "automa_setup": guide.automa_setup_html,
        "construction_spaces": guide.construction_spaces_html,
        "tech_tiles": guide.tech_tiles_html,
        "source_tiles": guide.source_tiles_html,
        "action_legend": guide.action_legend_html,
    }
    return tables[table](**options)


#: The drawings the rule cards' examples name (``drawing = "rule_map"``).
PICTURES = {
    "rule_map": rule_map,
    "rule_action_board": rule_action_board,
    "rule_energy_track": draw_energy_track,
    "rule_company_board": draw_company,
    "rule_wheel": draw_wheel,
    "rule_table": rule_table,
}
