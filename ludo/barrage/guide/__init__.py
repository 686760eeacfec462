"""A newcomer's guide to Barrage: the tables a first game needs, computed from the data.

Each function returns an HTML table (French, ``messages``) whose numbers come from the
game's data (:func:`ludo.barrage.load_game_data`) or from a real set-up
(``ludo.new("barrage", ...)``), never typed by hand: the set-up by player count
(:func:`setup_html`), the company board's construction spaces
(:func:`construction_spaces_html`), the one legend of the action board's and the energy
track's symbols (:mod:`.legend`, drawn by :mod:`ludo.barrage.draw.legend`), the energy
track's sections by round (:mod:`.track`, which the legend quotes), the technology
tiles (:func:`tech_tiles_html`) and the Automa's set-up (:func:`automa_setup_html`).
The printable cards (:mod:`ludo.cards`) reuse them.
"""

from __future__ import annotations

import html

from .. import messages as rmsg
from ..construction import tile_name
from ..game import messages as gmsg
from ..game.data import load_game_data
from ..game.state import BarrageState
from . import messages as msg
from .legend import legend_rows
from .track import track_sections

__all__ = [
    "action_legend_html",
    "legend_rows",
    "automa_setup_html",
    "construction_spaces_html",
    "setup_html",
    "source_tiles_html",
    "tech_tiles_html",
    "track_legend_html",
    "track_sections",
]

_TABLE = "<table class='ludo-table ludo-guide'>"
_TD = "<td style='text-align:left;vertical-align:top'>"
_TH = "<th style='text-align:left'>"


def _table(head, rows) -> str:
    cells = "".join(f"{_TH}{html.escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"{_TD}{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"{_TABLE}<tr>{cells}</tr>{body}</table>"


def setup_rows(players: int = 3, seed: int = 1) -> tuple[list, list]:
    """(each company's starting kit, what lies on the table) for ``players`` players:
    the kit from the data, the table from a real set-up drawn with ``seed``."""
    import ludo

    data = load_game_data()
    state = ludo.new("barrage", players=players, seed=seed)
    assert isinstance(state, BarrageState)
    kit = [(msg.SETUP_ROWS[k], v) for k, v in data.start.items()]
    basic = ", ".join(tile_name(t.id) for t in data.basic_tiles)
    kit.append((msg.SETUP_TILES.format(tiles=basic), len(data.basic_tiles)))
    kit.append((msg.SETUP_OFFICER, 1))
    kit.append((msg.SETUP_CONTRACT, 1))
    kit.append((msg.SETUP_JOKER.format(joker=tile_name(data.intro_joker)), msg.SETUP_JOKER_COUNT))
    open_ids = {s.id for s in data.spaces_for(players)}
    blocked = [s.id for s in data.spaces if s.id not in open_ids]
    table = [
        (msg.SETUP_NATIONAL.format(n=players - 1), ", ".join(state.national)),
        (msg.SETUP_ROWS_PRIVATE, " · ".join(" ".join(p) for p in state.display)),
        (
            msg.SETUP_PATENT.format(n=len(state.patent), cost=data.patent_cost),
            ", ".join(tile_name(t) for t in state.patent),
        ),
        (msg.SETUP_BONUS, len(state.bonus)),
        (msg.SETUP_OBJECTIVE, gmsg.OBJECTIVE_NAMES[state.objective]),
        (msg.SETUP_SOURCES, ", ".join(state.board.headstream_tiles)),
        (msg.SETUP_BLOCKED.format(n=len(blocked)), ", ".join(blocked) or msg.SETUP_NONE),
    ]
    return kit, table


def setup_html(players: int = 3, seed: int = 1) -> str:
    """The set-up of a game with ``players`` players: what each company starts with (from
    the data) and what lies on the table in a real set-up (tirage ``seed``)."""
    kit, table = setup_rows(players, seed)
    return (
        _table(msg.TABLE_HEAD_SETUP, kit)
        + _table([h.format(n=players, seed=seed) for h in msg.SETUP_TABLE_HEAD], table)
        + f"<p>{html.escape(msg.SETUP_ORDER)} {html.escape(msg.SETUP_ROUNDS.format(rounds=5))}</p>"
    )


def construction_spaces() -> list[tuple[str, int, int]]:
    """The company board's construction spaces: (name, engineers, credits) in order."""
    rows = []
    for i, (engineers, fee) in enumerate(load_game_data().construction_spaces, start=1):
        name = msg.CONSTRUCTION_FIRST if i == 1 else msg.CONSTRUCTION_RANK.format(n=i)
        rows.append((name, engineers, fee))
    return rows


def construction_spaces_html() -> str:
    """The four construction spaces of a company board: engineers and extra credits."""
    return _table(msg.CONSTRUCTION_HEAD, construction_spaces())


def action_legend_rows() -> list[tuple[str, str]]:
    """The action board's symbols (what each looks like, what it means): the one legend's
    rows (:mod:`.legend`)."""
    return [(look, meaning) for _key, look, meaning in legend_rows(("board",))]


def action_legend_html() -> str:
    """The legend of the action board's symbols as a table of words (the one legend's
    rows; :func:`ludo.barrage.draw.legend.legend_html` draws the symbols beside them)."""
    return _table(rmsg.LEGEND_HEAD, action_legend_rows())


def track_legend_rows() -> list[tuple[str, str]]:
    """The energy track's symbols (sections, credits, square 0, the top, the markers): the
    one legend's rows (:mod:`.legend`)."""
    return [(look, meaning) for _key, look, meaning in legend_rows(("track",))]


def track_legend_html() -> str:
    """The legend of the energy track's symbols as a table of words (the one legend's
    rows; :func:`ludo.barrage.draw.legend.legend_html` draws the symbols beside them)."""
    return _table(rmsg.LEGEND_HEAD, track_legend_rows())


def tech_tiles_rows() -> list[tuple[str, str, str, str]]:
    """Every technology tile: name, level (base, I–III), what it builds, its extra effect."""
    data = load_game_data()
    rows = []
    for t in (*data.basic_tiles, *data.advanced_tiles):
        builds = msg.TILE_ANY if t.builds == "any" else tile_name(t.builds)
        effect = msg.TILE_EFFECTS[t.effect] if t.effect else msg.TILE_NONE
        rows.append((tile_name(t.id), msg.TILE_LEVELS[t.level], builds, effect))
    return rows


def tech_tiles_html() -> str:
    """The four basic technology tiles and the fifteen advanced ones (levels I, II, III)."""
    return _table(msg.TILES_HEAD, tech_tiles_rows())


def automa_setup_rows() -> list[tuple[str, str]]:
    """What Tesla's Automa starts with, against a person (numbers from the data)."""
    from ..game.state import AUTOMA_START_VP

    data = load_game_data()
    fill = {
        "vp": AUTOMA_START_VP,
        "human": data.start["vp"],
        "ex": data.start["excavators"],
        "mx": data.start["mixers"],
        "obj": " / ".join(map(str, data.objective_points_automa)),
        "human_obj": " / ".join(map(str, data.objective_points)),
    }
    return [(k, v.format(**fill)) for k, v in msg.AUTOMA_ROWS]


def automa_setup_html() -> str:
    """Tesla's Automa's set-up and economy, beside a person's."""
    return _table(msg.AUTOMA_HEAD, automa_setup_rows())


def officer_name(officer: str) -> str:
    """An officer's French name (« Wilhelm Adler »)."""
    return rmsg.OFFICER_NAMES[officer]


def source_tiles_rows() -> list[tuple]:
    """The eight Source tiles: the drops each adds to its headstream in rounds 1 to 4."""
    from ..map import base_map

    tiles = base_map().graph["headstream_tiles"]
    return [(name, *drops, sum(drops)) for name, drops in sorted(tiles.items())]


def source_tiles_html() -> str:
    """The contents of the eight Source tiles (« tuile T3 »): drops per round, and total."""
    return _table(msg.SOURCES_HEAD, source_tiles_rows())
