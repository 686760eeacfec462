"""Printable cards, one A4 card per game (``make cartes``): set-up, turn, legend, scoring.

:func:`card_html` returns a standalone French HTML document, sized for A4 paper, whose
pictures are the library's own drawings (embedded as PNG) and whose tables and worked
example are computed by the library (:mod:`ludo.barrage.guide`, the games' scoring). The
printing to PDF (Chromium, offline) is in ``tools/cartes.py``. :func:`card_link_html` gives
a notebook the card's PDF as a download link when it has been built.

Barrage has two pages (the game; Tesla's Automa), the other games one.

The cards live outside the package, so that an installed ``ludo`` works too: ``make cartes``
writes them into the project's ``site/cartes`` (``tools/cartes.py --out``), and
:func:`cards_dir` finds them from a notebook's folder (or ``LUDO_CARTES``).
"""

from __future__ import annotations

import base64
import functools
import html
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from . import messages as msg

GAMES = ("barrage", "seismic", "atacama", "eau")
#: Pages of each printed card.
PAGES = {"barrage": 2, "seismic": 1, "atacama": 1, "eau": 1}
#: The key words each card must name (checked on the printed PDF's text by the tests).
KEY_TERMS = {
    "barrage": ("ingénieurs", "tuile Technologie", "piste d'énergie", "contrat", "Automa"),
    "seismic": ("San Andreas", "séisme", "section", "intersection"),
    "atacama": ("puits", "concession", "colonne", "négatif"),
    "eau": ("Régie", "fuite", "canalisation", "agents"),
}
#: The smallest text of a picture sized by the card prints at this size (points) at least;
#: the card aims a little higher (:data:`LABEL_MARGIN`).
LABEL_PT = 6.0
LABEL_MARGIN = 1.08
#: The resolution the sized pictures are drawn at (pixels per inch of the figure): about
#: 200 pixels per printed inch once shrunk to :data:`LABEL_PT`.
PICTURE_DPI = 80
#: Where the cards are written and looked for, relative to the current folder or one of its
#: parents (a notebook runs in ``notebooks/<game>/`` of the project); LUDO_CARTES overrides it.
DEFAULT_DIR = Path("site") / "cartes"

_CSS = """
@page { size: A4; margin: 7mm; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.9pt; line-height: 1.2;
       margin: 0; color: #111; }
.page { page-break-after: always; break-after: page; }
.page:last-child { page-break-after: auto; break-after: auto; }
h1 { font-size: 16pt; margin: 0 0 1mm 0; }
.sub { font-style: italic; margin: 0 0 2mm 0; }
h2 { font-size: 10.5pt; margin: 2.2mm 0 1mm 0; border-bottom: 1px solid #888; }
.cols { column-count: 2; column-gap: 6mm; }
.cols > * { break-inside: avoid; }
.cols > .flow { break-inside: auto; }
tr, img, h2 { break-inside: avoid; }
h2 { break-after: avoid; }
ul, ol { margin: 0; padding-left: 4.5mm; }
li { margin-bottom: 0.6mm; }
table { border-collapse: collapse; width: 100%; margin: 0.5mm 0; }
table.small { font-size: 7.3pt; }
p.legend { font-size: 7.3pt; margin: 1mm 0; }
table.key td:first-child { width: 17%; }
td, th { border: 1px solid #bbb; padding: 0.4mm 1mm; vertical-align: top; text-align: left; }
img { max-width: 100%; display: block; margin: 1mm auto; }
.cap { font-size: 7.5pt; text-align: center; color: #333; margin: 0; }
.ex { background: #f1f5fa; border: 1px solid #9bb; padding: 1mm 2mm; }
footer { font-size: 7pt; color: #555; margin-top: 2mm; }
.band { display: flex; gap: 4mm; align-items: flex-start; margin: 1mm 0 1.5mm 0; }
.band img { margin: 0; }
.band .side { flex: 1; min-width: 0; }
"""


def _png(data: bytes, width_mm: float) -> str:
    b64 = base64.b64encode(data).decode("ascii")
    return f"<img style='width:{width_mm}mm' src='data:image/png;base64,{b64}' alt=''>"


def _list(items: Iterable[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    return f"<{tag}>" + "".join(f"<li>{html.escape(t)}</li>" for t in items) + f"</{tag}>"


def _table(
    rows: Iterable[Sequence[object]],
    head: Sequence[str] | None = None,
    small: bool = False,
    key: bool = False,
) -> str:
    classes = " ".join(c for c, on in (("small", small), ("key", key)) if on)
    out = f"<table class='{classes}'>" if classes else "<table>"
    if head:
        out += "<tr>" + "".join(f"<th>{html.escape(str(h))}</th>" for h in head) + "</tr>"
    for row in rows:
        out += "<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>"
    return out + "</table>"


def _legend_line(text: str) -> str:
    return f"<p class='legend'>{html.escape(text)}</p>"


def _french_list(items: Iterable[str]) -> str:
    """« 12, 8, 8 et 0 »."""
    items = list(items)
    return ", ".join(items[:-1]) + " et " + items[-1] if len(items) > 1 else "".join(items)


def _legend(rows: Iterable[tuple[str, str]]) -> str:
    """Legend rows (symbol, meaning) as one small paragraph: « symbol : meaning · … »."""
    items = " · ".join(f"<b>{html.escape(k)}</b> : {html.escape(v)}" for k, v in rows)
    return f"<p class='legend'>{items}</p>"


def _figure(img: str, caption: str) -> str:
    return f"<div>{img}<p class='cap'>{html.escape(caption)}</p></div>"


def _section(title: str, body: str, flow: bool = False) -> str:
    """A titled block; ``flow`` lets it continue in the next column (a long legend)."""
    cls = " class='flow'" if flow else ""
    return f"<div{cls}><h2>{html.escape(title)}</h2>{body}</div>"


def _page(
    title: str, subtitle: str, body: str, before: str = "", top: str = "", after: str = ""
) -> str:
    """A printed page: ``top`` (full width, above the title), the title, ``before`` (full
    width, under the title), ``body`` in two columns, then ``after`` (full width)."""
    return (
        f"<section class='page'>{top}<h1>{html.escape(title)}</h1>"
        f"<p class='sub'>{html.escape(subtitle)}</p>{before}<div class='cols'>{body}</div>"
        f"{after}<footer>{html.escape(msg.FOOTER)}</footer></section>"
    )


def drawn_font_sizes(fig: Any) -> list[float]:
    """The sizes (points, on the figure) of the texts ``fig`` draws: visible, not empty, and
    not the tick labels of an axes drawn without its axis."""
    from matplotlib.text import Text

    hidden: set[int] = set()
    for ax in fig.axes:
        if not ax.axison:
            for axis in (ax.xaxis, ax.yaxis):
                hidden.update(id(t) for t in axis.findobj(Text))
    return [
        float(t.get_fontsize())
        for t in fig.findobj(Text)
        if t.get_visible() and t.get_text().strip() and id(t) not in hidden
    ]


def _cropped_png(fig: Any, dpi: int) -> bytes:
    """``fig`` as PNG at ``dpi``, cut to what it draws (its white margins removed); the
    PNG records its ``dpi``, so that its width in inches on the figure is known."""
    import io

    from PIL import Image, ImageChops

    im = Image.open(io.BytesIO(_fig_png(fig, dpi=dpi, tight=False))).convert("RGBA")
    flat = Image.alpha_composite(Image.new("RGBA", im.size, "white"), im).convert("RGB")
    box = ImageChops.difference(flat, Image.new("RGB", im.size, "white")).getbbox()
    out = io.BytesIO()
    flat.crop(box or (0, 0, *im.size)).save(out, format="PNG", dpi=(dpi, dpi), optimize=True)
    return out.getvalue()


def _sized_picture(name: str, fig: Any) -> tuple[str, float]:
    """``fig`` as an embedded picture printed just wide enough for its smallest text to
    print at :data:`LABEL_PT` (and a little more); returns the ``<img>`` and its width
    (mm). The picture is named (``data-figure``) for the tests."""
    import io

    from PIL import Image

    smallest = min(drawn_font_sizes(fig))
    data = _cropped_png(fig, PICTURE_DPI)
    shown_in = Image.open(io.BytesIO(data)).size[0] / PICTURE_DPI
    width_mm = round(shown_in * 25.4 * LABEL_PT * LABEL_MARGIN / smallest, 1)
    b64 = base64.b64encode(data).decode("ascii")
    img = (
        f"<img data-figure='{name}' style='width:{width_mm}mm' "
        f"src='data:image/png;base64,{b64}' alt=''>"
    )
    return img, width_mm


def _band(name: str, fig: Any, side: str) -> str:
    """A full-width band: the picture of ``fig`` (:func:`_sized_picture`), ``side`` beside it."""
    img, width_mm = _sized_picture(name, fig)
    return (
        f"<div class='band'><div style='flex:none;width:{width_mm}mm'>{img}</div>"
        f"<div class='side'>{side}</div></div>"
    )


def _fig_png(fig: Any, dpi: int = 110, tight: bool = True) -> bytes:
    from ludo.viz import fig_to_png

    return fig_to_png(fig, dpi=dpi, tight=tight)


# -- Barrage ----------------------------------------------------------------------------------
def _players(game: str) -> str:
    """« 2 à 4 », « 2 ou 4 »: the player counts the game is registered for."""
    from ludo.core.registry import game_info

    counts = sorted(game_info(game).players)
    if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} à {counts[-1]}"
    return _french_list(map(str, counts)).replace(" et ", " ou ")


def _unique(lines: Iterable[str]) -> list[str]:
    """``lines`` without repeats, in order (tied players share one line)."""
    return list(dict.fromkeys(lines))


def _barrage_map_figure() -> Any:
    from ludo.barrage import Board
    from ludo.barrage.draw import draw_board

    return draw_board(Board.setup(seed=82)[0], dpi=PICTURE_DPI)


def _barrage_track_figure() -> Any:
    import ludo
    from ludo.barrage.draw import draw_energy_track

    return draw_energy_track(ludo.new("barrage", players=3, seed=1))


def _space_codes(blocked: Sequence[str]) -> str:
    """The legend of the action spaces' codes printed on the card (``T+1g``, ``MXg``):
    each code without its side, named by the game (:func:`space_name`), with the players
    it opens at; then the sides."""
    from ludo.barrage import load_game_data
    from ludo.barrage.game import messages as gmsg
    from ludo.barrage.game.moves import space_name

    m = msg.BARRAGE
    data = load_game_data()
    left = gmsg.SPACE_SIDE[False].format(name="")
    stems = _unique(c[:-1] for c in blocked if c.endswith(("g", "d")))
    items = []
    for stem in stems:
        name = space_name(stem + "g").removesuffix(left)
        if stem.endswith("b"):  # a second pair of the same action (C1b beside C1)
            name = m["code_second"].format(name=name)
        players = data.space(stem + "g").min_players
        items.append(m["code_item"].format(code=stem, name=name, players=players))
    return m["codes"].format(items=" · ".join(items), side=m["code_side"])


def _barrage_pages() -> list[str]:
    import ludo
    from ludo.barrage import (
        bonus_tile_points,
        guide,
        load_game_data,
        objective_points,
        round_energy_points,
    )
    from ludo.barrage.automa import code_order, tile
    from ludo.barrage.construction import RED_FEE
    from ludo.barrage.game import BarrageState
    from ludo.barrage.game.scoring import sections_behind
    from ludo.barrage.map import HEADSTREAMS, base_map, spot_name
    from ludo.core.registry import game_info

    m = msg.BARRAGE
    data = load_game_data()
    g = base_map()
    state = ludo.new("barrage", players=3, seed=1)
    assert isinstance(state, BarrageState)
    players = game_info("barrage").players
    rounds = len(state.bonus)  # one bonus tile per round
    kit, _table_rows = guide.setup_rows(3)
    setup = f"<p>{html.escape(m['setup_intro'])}</p>" + _table(
        [(k, v) for k, v in kit if isinstance(v, int) and v], None, small=True
    )
    neutral = [(spot, level) for spot, owner, level in state.board.dams if owner == "neutral"]
    drops = {state.board.drops_at(spot) for spot, _level in neutral}
    table = m["setup_by_players"].format(
        sources=len(HEADSTREAMS),
        neutral=len(neutral),
        levels=", ".join(str(level) for _s, level in neutral),
        drop=" / ".join(map(str, sorted(drops))),
        private=len(state.display[0]),
        bonus=len(state.bonus),
        objective=len([state.objective]),
    )
    rows, blocked_codes = [], []
    for n in range(min(players), max(players) + 1):
        open_ids = {s.id for s in data.spaces_for(n)}
        blocked = [s.id for s in data.spaces if s.id not in open_ids]
        blocked_codes += blocked
        which = f" ({', '.join(blocked)})" if blocked else ""
        rows.append(m["players_row"].format(n=n, national=n - 1, blocked=len(blocked), which=which))
    setup += f"<p>{html.escape(table)}</p>" + _list(rows)
    setup += _legend_line(_space_codes(blocked_codes))
    setup += f"<p>{html.escape(m['order'])}</p>"
    source_rounds = {len(d) for d in g.graph["headstream_tiles"].values()}
    phases = [t.format(source_rounds=max(source_rounds), rounds=rounds) for t in m["round"]]
    # the map, large enough for its labels, beside its legend
    powerhouse_basins = sorted(
        {a["basin"] for _n, a in g.nodes(data=True) if a["kind"] == "powerhouse"}
    )
    conduit = next(a for _n, a in g.nodes(data=True) if a["kind"] == "conduit")
    fill = {
        "sources": " ".join(HEADSTREAMS),
        "first": HEADSTREAMS[0],
        "last": HEADSTREAMS[-1],
        "red": RED_FEE,
        "value": conduit["value"],
        "dest": conduit["dest"],
        "low": powerhouse_basins[0],
        "high": powerhouse_basins[-1],
    }
    map_legend = [(k.format(**fill), v.format(**fill)) for k, v in m["map_legend"]]
    map_band = _band(
        "map",
        _barrage_map_figure(),
        f"<p class='cap'>{html.escape(m['map_caption'].format(**fill))}</p>"
        + _table(map_legend, small=True, key=True)
        + _section(m["h_round"], _list(phases, ordered=True)),
    )
    # the round's scoring: one line per distinct result (tied players share one), then the
    # bonus tile of one of the listed players, named
    energies, round_number, per, count = (12, 8, 8, 0), 3, 5, 3
    lines = _unique(p.text for p in round_energy_points(energies))
    top = max(energies)
    bonus = bonus_tile_points(round_number, top, count, per)
    lines.append(m["bonus_whose"].format(energy=top, count=count, text=bonus.text))
    intro = m["example_intro"].format(
        round=round_number, per=per, energies=_french_list(map(str, energies))
    )
    example = f"<div class='ex'><p>{html.escape(intro)}</p>{_list(lines)}</div>"
    first_section = next(e for e in range(1, data.track_top + 1) if sections_behind(1, e) == 0)
    scoring = [
        t.format(
            first=data.round_points[0],
            second=data.round_points[1],
            threshold=first_section,
            behind=data.bonus_behind,
            objective=" / ".join(map(str, data.objective_points)),
            resources=data.resources_per_vp,
            per_drop=data.vp_per_drop,
            rounds=rounds,
        )
        for t in m["scoring"]
    ]
    subtitle = m["subtitle"].format(low=min(players), high=max(players), rounds=rounds)
    page1 = _page(
        msg.GAME_NAMES["barrage"],
        subtitle,
        _section(msg.H_SETUP, setup)
        + _section(msg.H_TURN, _list(m["turn"], ordered=True))
        + _section(msg.H_LEGEND, _legend(guide.action_legend_rows()), flow=True),
        before=map_band,
    )
    # page 2 starts with the game's scoring: the energy track, large enough for its labels,
    # then the scoring and its example; then the Automa
    scoring_part = (
        f"<h2>{html.escape(m['h_scoring'])}</h2>"
        + _band(
            "track",
            _barrage_track_figure(),
            f"<p class='cap'>{html.escape(m['track_caption'])}</p>"
            + _legend(guide.track_legend_rows()),
        )
        + f"<div class='cols'><div>{_list(scoring)}</div>"
        + _section(msg.H_EXAMPLE, example)
        + "</div>"
    )
    a = msg.AUTOMA
    # the objective tile with the Automa (seat 0) first and you (seat 1) second: each side
    # ranked on its own scale (``automa`` holds the Automa's seats)
    obj = objective_points((4, 3), automa={0})
    # a conduit's code read on a tile (« 8A »), and the spot it names first
    code = tile(15).criteria.conduit_code
    example_code = {"code": code, "spot": spot_name(code_order("conduit", code)[0])}
    # a solo game is the smallest one: you and the Automa's seat
    solo = a["solo"].format(players=min(players), engineers=data.start["engineers"])
    ex2 = f"<div class='ex'><p>{html.escape(a['example_intro'])}</p>{_list([p.text for p in obj])}</div>"
    page2 = _page(
        a["title"],
        a["subtitle"],
        _section(msg.H_SETUP, _table(guide.automa_setup_rows()) + f"<p>{html.escape(solo)}</p>")
        + _section(msg.H_TURN, _list(a["turn"], ordered=True))
        + _section(a["h_engineers"], _list(a["engineers"]))
        + _section(a["h_needs"], _list(t.format(**example_code) for t in a["needs"]))
        + f"<p>{html.escape(a['levels'])}</p>"
        + _section(msg.H_EXAMPLE, ex2),
        top=scoring_part,
    )
    return [page1, page2]


# -- Seismic ----------------------------------------------------------------------------------
#: The decision (docs/decisions.md) behind the card's tie line: a shared victory.
SEISMIC_TIE = "S16"


@functools.cache
def _seismic_final() -> Any:
    import ludo

    return ludo.play_out(ludo.new("seismic", players=2, seed=7), "greedy", seed=7)[-1]


def _seismic_figure() -> Any:
    from ludo.seismic import draw

    return draw.draw(_seismic_final(), sections=True)


def _seismic_pages() -> list[str]:
    from ludo.seismic import default_manifest

    m = msg.SEISMIC
    setup = [t.format(markers=default_manifest().markers) for t in m["setup"]]
    sheet = _seismic_final().score()
    names = sheet.player_names
    counted = [ln for ln in sheet.lines if ln.counts and ln.points]
    line = max(counted, key=lambda ln: ln.points)
    totals = " ; ".join(f"{names[p]} : {t}" for p, t in sheet.totals().items())
    example = (
        f"<div class='ex'><p>{html.escape(m['example_intro'])}</p>"
        f"<p>{html.escape(names[line.player])} — {html.escape(line.text)}</p>"
        f"<p>{html.escape(m['totals'].format(totals=totals))}</p></div>"
        f"<p class='cap'>{html.escape(m['picture_caption'])}</p>"
    )
    body = (
        _section(msg.H_SETUP, _list(setup))
        + _section(msg.H_TURN, _list(m["turn"], ordered=True) + f"<p>{html.escape(m['quake'])}</p>")
        + _section(msg.H_END, f"<p>{html.escape(m['end'])}</p>")
        + _section(msg.H_LEGEND, _table(m["legend"]))
        + _section(msg.H_SCORING, _list(t.format(decision=SEISMIC_TIE) for t in m["scoring"]))
    )
    band = _band("table", _seismic_figure(), _section(msg.H_EXAMPLE, example))
    subtitle = m["subtitle"].format(players=_players("seismic"))
    return [_page(msg.GAME_NAMES["seismic"], subtitle, body, after=band)]


# -- Atacama ----------------------------------------------------------------------------------
@functools.cache
def _atacama_final() -> Any:
    import ludo

    return ludo.play_out(ludo.new("atacama", players=2, seed=3), "greedy", seed=3)[-1]


def _atacama_lines() -> tuple[Any, Any]:
    """The example's lines: the one that pays most, the one that costs most."""
    counted = [ln for ln in _atacama_final().score().lines if ln.counts and ln.points]
    return max(counted, key=lambda ln: ln.points), min(counted, key=lambda ln: ln.points)


def _atacama_figure() -> Any:
    from ludo.atacama.draw import draw_score_line

    return draw_score_line(_atacama_final(), _atacama_lines()[0])


def _atacama_pages() -> list[str]:
    from ludo.atacama.board import SIZE, TILE_LETTERS
    from ludo.atacama.rules import WELLS

    m = msg.ATACAMA
    wells = {
        "wells": WELLS[(2, False)][0],
        "wells4": WELLS[(4, False)][0],
        "normal2": WELLS[(2, True)][0],
        "double2": WELLS[(2, True)][1],
        "normal4": WELLS[(4, True)][0],
        "double4": WELLS[(4, True)][1],
    }
    side = SIZE // 3  # the board is 3 × 3 tiles
    board = {
        "tiles": len(TILE_LETTERS),
        "side": side,
        "first": TILE_LETTERS[0],
        "last": TILE_LETTERS[-1],
        "cells": SIZE * SIZE,
    }
    setup = [t.format(**wells, **board) for t in m["setup"]]
    sheet = _atacama_final().score()
    line, worst = _atacama_lines()
    totals = sheet.totals()
    names = sheet.player_names
    total_text = " ; ".join(f"{names[p]} : {t}" for p, t in totals.items())
    example = (
        f"<div class='ex'><p>{html.escape(m['example_intro'])}</p>"
        f"<p>{html.escape(line.text)}</p><p>{html.escape(worst.text)}</p>"
        f"<p>{html.escape(m['totals'].format(totals=total_text))}</p></div>"
    )
    img, _width = _sized_picture("line", _atacama_figure())
    picture = f"<div>{img}<p class='cap'>{html.escape(m['picture_caption'])}</p></div>"
    body = (
        _section(msg.H_SETUP, _list(setup))
        + _section(msg.H_TURN, _list(m["turn"], ordered=True))
        + _section(msg.H_LEGEND, _table(m["legend"]))
        + _section(msg.H_SCORING, _list(m["scoring"]))
        + _section(msg.H_EXAMPLE, example)
        + picture
    )
    subtitle = m["subtitle"].format(players=_players("atacama"))
    return [_page(msg.GAME_NAMES["atacama"], subtitle, body)]


# -- Eau --------------------------------------------------------------------------------------
def _eau_repairs(state: Any) -> dict[str, int]:
    """The repair pipes' thresholds, as the game's scoring counts them: the pipes of a
    circuit just long enough, of a full board, and the cap of ``state``'s game."""
    from ludo.eau.scoring import CIRCUIT_ONE, CIRCUIT_TWO, repairs
    from ludo.eau.tiles import SIZE

    cells = SIZE * SIZE
    most = 3  # the highest cap a game allows: the raw awards, uncapped

    def circuit(tiles: int) -> int:  # a circuit of ``tiles`` tiles, the Régie not counted
        return repairs([None] * cells, most, cycle=list(range(tiles + 1)))[0]

    return {
        "one_over": CIRCUIT_ONE - 1,
        "one": circuit(CIRCUIT_ONE),
        "two_over": CIRCUIT_TWO - 1,
        "two": circuit(CIRCUIT_TWO),
        "size": SIZE,
        "square": repairs([0] * cells, most, cycle=[])[0],
        "cap": state.option("repair_cap"),
    }


def _eau_figure() -> Any:
    from ludo.eau.draw import draw_catalogue

    return draw_catalogue()


def _eau_pages() -> list[str]:
    import ludo
    from ludo.eau.rules import SCHEDULE
    from ludo.eau.tiles import SIZE

    m = msg.EAU
    rows = []
    for n, rounds in SCHEDULE.items():
        dealt = ", ".join(str(d) for d, _e in rounds)
        events = ", ".join(str(e) for _d, e in rounds)
        rows.append((n, len(rounds), dealt, events))
    final = ludo.play_out(ludo.new("eau", players=4, seed=2), "helper")[-1]
    sheet = final.score()
    scoring = [t.format(**_eau_repairs(final)) for t in m["scoring"]]
    leaks = [ln for ln in sheet.lines if ln.rule.startswith("eau.leak")]
    lines = [
        m["leaks"].format(n=len(leaks), first=leaks[0].text) if leaks else m["no_leak"],
        *(ln.text for ln in sheet.lines if ln.rule.startswith("eau.repair")),
    ]
    example = (
        f"<div class='ex'><p>{html.escape(m['example_intro'])}</p>{_list(lines)}"
        f"<p><b>{html.escape(sheet.summary())}</b></p></div>"
    )
    legend = _section(
        msg.H_LEGEND,
        f"<p class='cap'>{html.escape(m['picture_caption'])}</p>" + _table(m["legend"]),
    )
    body = (
        _section(
            msg.H_SETUP,
            _list(t.format(size=SIZE) for t in m["setup"]) + _table(rows, m["rounds_head"]),
        )
        + _section(msg.H_TURN, _list(m["turn"], ordered=True))
        + _section(msg.H_SCORING, _list(scoring))
        + _section(msg.H_EXAMPLE, example)
    )
    band = _band("tiles", _eau_figure(), legend)
    subtitle = m["subtitle"].format(players=_players("eau"))
    return [_page(msg.GAME_NAMES["eau"], subtitle, body, after=band)]


#: The pictures of each card, by name (``data-figure`` of their ``<img>``): each builds the
#: matplotlib figure the card prints (:func:`card_figures`).
_FIGURES = {
    "barrage": {"map": _barrage_map_figure, "track": _barrage_track_figure},
    "seismic": {"table": _seismic_figure},
    "atacama": {"line": _atacama_figure},
    "eau": {"tiles": _eau_figure},
}

_BUILDERS = {
    "barrage": _barrage_pages,
    "seismic": _seismic_pages,
    "atacama": _atacama_pages,
    "eau": _eau_pages,
}


def card_figures(game: str) -> dict[str, Any]:
    """The figures the card of ``game`` prints, by name (the ``data-figure`` of their
    ``<img>`` in :func:`card_html`), drawn anew."""
    if game not in _FIGURES:
        raise ValueError(msg.UNKNOWN_GAME.format(game=game, games=", ".join(GAMES)))
    return {name: make() for name, make in _FIGURES[game].items()}


def card_html(game: str) -> str:
    """The printable card of ``game`` as a standalone French HTML document (A4 pages)."""
    if game not in _BUILDERS:
        raise ValueError(msg.UNKNOWN_GAME.format(game=game, games=", ".join(GAMES)))
    pages = _BUILDERS[game]()
    title = html.escape(msg.DOC_TITLE.format(game=msg.GAME_NAMES[game]))
    return (
        "<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'>"
        f"<title>{title}</title><style>{_CSS}</style></head><body>"
        + "".join(pages)
        + "</body></html>"
    )


def cards_dir() -> Path:
    """The folder of the built cards: ``LUDO_CARTES`` if set, else the first ``site/cartes``
    in the current folder or one of its parents (the project's, seen from a notebook's
    folder), else ``site/cartes`` of the current folder. Never inside the installed package."""
    if os.environ.get("LUDO_CARTES"):
        return Path(os.environ["LUDO_CARTES"])
    here = Path.cwd()
    for folder in (here, *here.parents):
        if (folder / DEFAULT_DIR).is_dir():
            return folder / DEFAULT_DIR
    return here / DEFAULT_DIR


def card_path(game: str) -> Path:
    """Where ``make cartes`` writes the PDF card of ``game`` (in :func:`cards_dir`)."""
    return cards_dir() / f"{game}.pdf"


def card_link_html(game: str) -> str:
    """A French sentence with the card's PDF as a download link (embedded, so that it works
    in JupyterLab, in Voilà and in an exported page alike), or how to build it."""
    path = card_path(game)
    if not path.exists():
        return f"<span>{html.escape(msg.LINK_MISSING)}</span>"
    b64 = base64.b64encode(path.read_bytes()).decode("ascii")
    name = msg.LINK_TEXT.format(game=game)
    link = f"<a download='{name}' href='data:application/pdf;base64,{b64}'>{html.escape(name)}</a>"
    text = html.escape(msg.LINK.format(link="§", pages=PAGES[game])).replace("§", link)
    return f"<span>{text}</span>"


def cards_links_html() -> str:
    """The cards of every game, one line each (:func:`card_link_html`), for the welcome page."""
    items = []
    for game in GAMES:
        items.append(
            f"<li><b>{html.escape(msg.GAME_NAMES[game])}</b> — {card_link_html(game)}</li>"
        )
    return "<ul class='ludo-cards'>" + "".join(items) + "</ul>"
