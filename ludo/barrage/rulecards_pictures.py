"""The pictures and positions of Barrage's decision cards (:mod:`ludo.barrage.rulecards_decisions`).

Each example is made by the library (a scenario's board, a short game played by the
computer players, an Automa tile's side, a placement of the Automa), computed once
(cached); drawing modules are imported inside the example functions only, so reading the
cards never loads matplotlib.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable
from functools import cache
from typing import Any

import ludo

from ..core.state import draw_module
from .messages import OFFICER_NAMES

TITLE_MAP = "Un barrage du bassin 1, sa conduite et le bassin où elle mène"
TITLE_FLOW = "L'exemple d'écoulement du livret, après l'écoulement"
TITLE_SETUP = "Une mise en place : les barrages neutres sur les emplacements du bas"
TITLE_USA = "La capacité des USA : des centrales américaines sur le passage de l'eau"
TITLE_GERMANY = "L'Allemagne produit deux fois : deux centrales, deux barrages"
TITLE_PRODUCTION = "Une production du livret : barrage neutre, conduite italienne"
COSTS_HEAD = ("Construction", "Prix", "Ou bien (directeur)")
COSTS_OR = " ; ou "
COSTS_ROWS = (
    ("base", "D1U", None, "Base, montagne, cadre rouge"),
    ("base", "D1L", None, "Base, montagne, sans cadre"),
    ("powerhouse", "P5a", None, "Centrale, premier emplacement"),
    ("conduit", "C1L", "mcdowell", "Conduite avec Jill McDowell"),
    ("base", "D1L", "jordan", "Base avec Solomon P. Jordan"),
)
WHEEL_TITLE = "La roue après une Base et deux rotations"
COMPANY_TITLE = "Plateau Société allemand, deux Bases construites"
TILE_SIDES = "Face Actions et face Critères de la tuile Automa n° {n}"
TURN_TILES = "Les deux tuiles lues par l'Automa pour ce tour"
TURN_DPI = 96  # a side 7 inches wide: 680 pixels, sharp at twice the panel's 340
SEATS_OFFICER = "Directeur : {name}"
SEATS_NO_OFFICER = "Pas de directeur"
SEATS_CREDITS = " · {n} crédits"
SEATS_AUTOMA = "Automa"
SEATS_PERSON = "Joueur {n}"
SEATS_DECK = "Pile de l'Automa : {n} tuiles, la {top} dessus"
TITLE_PICKED = "Après les choix : chaque joueur a une société et son directeur"
SEATS_ORDER = "Ordre du tour, 1re manche : joueurs {order}"
SEATS_ORDER_JOIN = " → "
TITLE_MAHIRI = "Mahiri Sekibo à la table, avec les directeurs des autres sociétés"
TITLE_SOLO = "Une partie seul contre l'Automa : sa société et sa pile de tuiles"
TITLE_SURPUISSANT = "Au niveau Surpuissant, l'Automa a lui aussi un directeur"
TITLE_STEERED = "L'Automa a Mahiri Sekibo : le joueur {n} tire la tuile {tile}"


def _draw() -> Any:
    """The drawing module, through the core's lazy loader: imported only when an example is
    drawn, so reading the cards never loads matplotlib."""
    return draw_module("barrage")


@cache
def _board(name: str):
    from . import scenarios

    board, args = getattr(scenarios, name)()
    if name.startswith("flow"):
        board = board.flow(args)[0]
    return board


#: The height (inches) above a cut map for its title, on up to two lines.
CROP_TITLE = 0.75


def cropped_map(fig: Any, basins: set[int]) -> Any:
    """A drawn map cut to the boxes of ``basins`` (and the sources above a mountain basin),
    at the same scale: the figure shrinks with the map, so in the 340-pixel « Pourquoi ? »
    panel its words grow as much as the map was cut. The title wraps to the new width."""
    draw = _draw()
    ax = fig.axes[0]
    xs, ys = zip(*(draw.basin_centre(b) for b in basins), strict=True)
    x0, x1 = min(xs) - draw.BOX_W / 2 - 0.6, max(xs) + draw.BOX_W / 2 + 0.6
    y0 = min(ys) - draw.BOX_H / 2 - 0.5
    y1 = draw.YLIM[1] if max(ys) == draw.Y_ROW[0] else max(ys) + draw.BOX_H / 2 + 0.5
    (X0, X1), (Y0, Y1) = draw.XLIM, draw.YLIM
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


def _map() -> Any:
    from .board import Board
    from .map import base_map

    dest = base_map().nodes["C1L"]["dest"]
    fig = _draw().draw_board(
        Board.empty(),
        highlight_nodes=("D1U", "D1L", "C1L", f"PH{dest}"),
        highlight_basins=(1, dest),
        title=TITLE_MAP,
    )
    return cropped_map(fig, {1, dest})


def _built_basins(board: Any) -> set[int]:
    """The basins of a board's structures and of the powerhouses its conduits lead to."""
    from .map import base_map

    g = base_map()
    nodes = [spot[0] for spot in (*board.dams, *board.conduits, *board.powerhouses)]
    return {g.nodes[n]["basin"] for n in nodes} | {g.nodes[c]["dest"] for c, _ in board.conduits}


def _figure(name: str, title: str, crop: bool = False) -> Callable[[], Any]:
    """Scenario ``name``'s board drawn, cut to its structures' basins if ``crop``."""

    def make() -> Any:
        board = _board(name)
        fig = _draw().draw_board(board, title=title)
        return cropped_map(fig, _built_basins(board)) if crop else fig

    return make


def _setup_board() -> Any:
    from .board import Board

    return _draw().draw_board(Board.setup(seed=1)[0], title=TITLE_SETUP)


def _costs() -> str:
    from .construction import construction_cost

    rows = []
    for kind, spot, officer, label in COSTS_ROWS:
        cost = construction_cost(kind, spot, 0, officer)
        other = COSTS_OR.join(alt.text for alt in cost.alternatives)
        cells = (label, cost.text, other)
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    head = "".join(f"<th>{html.escape(h)}</th>" for h in COSTS_HEAD)
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _wheel() -> Any:
    from .construction import ConstructionWheel

    wheel, _, _ = ConstructionWheel().place("base", excavators=4)
    wheel, _, _ = wheel.rotate(2)
    return _draw().draw_wheel(wheel, title=WHEEL_TITLE)


def _company() -> Any:
    from .construction import CompanyBoard

    board = CompanyBoard.new("germany")
    for _ in range(2):
        board, _, _ = board.take("base")
    return _draw().draw_company(board, title=COMPANY_TITLE)


@cache
def _greedy_game(seed: int = 3) -> tuple:
    start = ludo.new("barrage", players=2, seed=seed)
    return tuple(ludo.play_out(start, ("greedy", "greedy"), seed=seed))


def _round_two() -> Any:
    return next(s for s in _greedy_game() if s.round == 2)


def _round_two_played() -> Any:
    """Round 2 of the computer players' game at its last action: its engineers placed."""
    return [s for s in _greedy_game() if s.round == 2 and s.phase == "actions"][-1]


def _final() -> Any:
    return _greedy_game()[-1]


def _energy_track() -> Any:
    """The track at the end of the computer players' game: round 5's energy is never reset."""
    return _draw().draw_energy_track(_final())


def _solo(**options: Any) -> Any:
    kw: dict[str, Any] = dict(
        players=2,
        automa=[1],
        companies=["italy", "usa"],
        officers=["adler", None],
        contracts=["S1", None],
        seed=1,
    )
    kw.update(options)
    return ludo.new("barrage", **kw)


@cache
def _solo_game() -> tuple:
    return tuple(ludo.play_out(_solo(), ("greedy", "automa"), seed=1))


@cache
def _automa_turns() -> tuple:
    """(state before, explanation) of every Automa turn of the solo game."""
    states = _solo_game()
    out = []
    for before, after in zip(states, states[1:], strict=False):
        out += [(before, e.data["explanation"]) for e in after.events if e.kind == "automa.turn"]
    return tuple(out)


def _turn_with(text: str) -> tuple:
    """The first Automa turn whose sentence holds ``text`` (a built structure's reason)."""
    return next(t for t in _automa_turns() if text in t[1].sentence())


def _placement(text: str) -> Callable[[], Any]:
    def make() -> Any:
        before, explanation = _turn_with(text)
        check = next(c for c in explanation.done if c.placement is not None)
        return _draw().placement_figure(before.board, check.placement)

    return make


def _lines_html(head: str, lines) -> str:
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f"<p><b>{html.escape(head)}</b></p><ul>{items}</ul>"


def _side_png(actions: int, criteria: int, side: str) -> bytes:
    """One side of the two tiles the Automa read, drawn alone (see :func:`_one_side`)."""
    buffer = io.BytesIO()
    _one_side(_draw().draw_automa_tile(actions, criteria), side).savefig(
        buffer, format="png", dpi=TURN_DPI
    )
    return buffer.getvalue()


def _turn_html(text: str) -> Callable[[], str]:
    """The tiles the Automa read for its turn (the actions side of the tile it turned over,
    the criteria side of the one before), drawn one above the other, each as wide as the
    panel (side by side, their words were 4 pixels high), and its explanation below them."""

    def make() -> str:
        explanation = _turn_with(text)[1]
        tiles = (explanation.actions_tile, explanation.criteria_tile)
        pictures = "".join(
            f"<img src='data:image/png;base64,"
            f"{base64.b64encode(_side_png(*tiles, side)).decode('ascii')}' "
            f"alt='{html.escape(TURN_TILES)}' style='max-width:100%;display:block'>"
            for side in ("actions", "criteria")
        )
        lines = explanation.lines()
        return pictures + _lines_html(lines[0], lines[1:])

    return make


def _one_side(fig: Any, side: str) -> Any:
    """A drawn Automa tile cut to one of its sides (``"actions"`` or ``"criteria"``): the
    figure loses the other side's width, so its words are half as small again in the
    « Pourquoi ? » panel (the scale of the drawing, hence round discs, is kept)."""
    ax = fig.axes[0]
    left, right = (0.0, 0.475) if side == "actions" else (0.485, 1.0)
    width, height = fig.get_size_inches()
    places = [(t, t.get_position()[0]) for t in ax.texts]
    for patch in ax.patches:
        box = patch.get_path().get_extents(patch.get_patch_transform())
        places.append((patch, (box.x0 + box.x1) / 2))
    for artist, x in places:  # the other side's words and boxes go
        if not left <= x <= right:
            artist.remove()
    ax.set_xlim(left, right)
    fig.set_size_inches(width * (right - left), height)
    return fig


def _tile(n: int, side: str = "") -> Callable[[], Any]:
    """Automa tile ``n`` drawn: the ``side`` a card is about, else both sides side by side."""

    def make() -> Any:
        fig = _draw().draw_automa_tile(n)
        return _one_side(fig, side) if side else fig

    return make


def _seats_figure(state: Any, seat: int, title: str, lines: tuple[str, ...] = ()) -> Any:
    """The company board of ``seat`` (drawn by the library), and below it the companies at
    the table, one row per seat: the company's colour, who plays it (a person or the Automa),
    its officer tile (« directeur ») and its credits, then ``lines`` of notes; large words,
    to stay legible in the 340-pixel panel."""
    from . import messages as msg

    draw = _draw()
    seats = [(i, c) for i, c in enumerate(state.companies) if c is not None]
    fig = draw.draw_company(state.companies[seat].board, title=title)
    board_ax = fig.axes[0]
    width, board_h = fig.get_size_inches()
    rows = 2 * len(seats) + len(lines)
    row_h = 0.55
    height = board_h + row_h * rows
    fig.set_size_inches(width, height)
    board_ax.set_position((0.02, row_h * rows / height, 0.96, board_h / height * 0.88))
    ax = fig.add_axes((0.02, 0.0, 0.96, row_h * rows / height))
    ax.set_xlim(0, 10)
    ax.set_ylim(-rows, 0)
    ax.axis("off")
    big = 22
    for row, (n, c) in enumerate(seats):
        y = -2 * row - 0.5
        ax.text(
            0.05,
            y,
            f" {msg.DRAW_OWNER_SHORT[c.company]} ",
            ha="left",
            va="center",
            fontsize=big,
            fontweight="bold",
            color=draw.TEXT_ON[c.company],
            bbox={"fc": draw.OWNER_COLOURS[c.company], "ec": "black"},
        )
        who = SEATS_AUTOMA if n in state.automa else SEATS_PERSON.format(n=n + 1)
        if n not in state.automa:
            who += SEATS_CREDITS.format(n=c.credits)
        ax.text(1.3, y, who, ha="left", va="center", fontsize=big)
        officer = OFFICER_NAMES.get(c.officer)
        ax.text(
            1.3,
            y - 1,
            SEATS_OFFICER.format(name=officer) if officer else SEATS_NO_OFFICER,
            ha="left",
            va="center",
            fontsize=big,
            fontweight="bold" if officer else "normal",
            bbox={"boxstyle": "round", "fc": "#fff3c4" if officer else "#eeeeee", "ec": "#5d4037"},
        )
    for k, line in enumerate(lines):
        y = -2 * len(seats) - k - 0.5
        ax.text(0.05, y, line, ha="left", va="center", fontsize=big, style="italic")
    return fig


@cache
def picked_game() -> Any:
    """A three-player game right after its picks (each seat took a company-officer pair and
    a contract, the first legal pick each time)."""
    state: Any = ludo.new("barrage", players=3, seed=2)
    while state.phase == "pick":
        state = state.play(state.legal_moves()[0])
    return state


def _picked() -> Any:
    """The picks' result: each seat's company and officer, and the first round's order."""
    state = picked_game()
    order = SEATS_ORDER_JOIN.join(str(n + 1) for n in state.order)
    return _seats_figure(state, state.order[0], TITLE_PICKED, (SEATS_ORDER.format(order=order),))


def _mahiri_state() -> Any:
    """A three-player game whose Italy has Mahiri Sekibo beside two other officers (G9)."""
    return ludo.new(
        "barrage",
        players=3,
        companies=["italy", "usa", "france"],
        officers=["sekibo", "krylov", "del_monte"],
        contracts=["S1", "S2", "S3"],
        seed=1,
    )


@cache
def surpuissant_game() -> Any:
    """A solo game against the « surpuissant » Automa, which drew an officer (G13); notebook
    09 plays it (its card shows the table's officers)."""
    return _solo(automa_level="surpuissant", seed=1)


@cache
def steered_game() -> Any:
    """A solo game whose « surpuissant » Automa drew Mahiri Sekibo (her seed is searched);
    notebook 09 plays it (its card shows the Automa tile that steers a first action)."""
    return next(
        s
        for seed in range(60)
        if (s := _solo(automa_level="surpuissant", seed=seed)).companies[1].officer == "sekibo"
    )


def _deck_line(state: Any) -> tuple[str, ...]:
    deck = state.automa_deck
    return (SEATS_DECK.format(n=len(deck), top=deck[0]),) if deck else ()


def _steered() -> Any:
    """The Automa tile that chooses a person's first action (G14): its actions side, the
    tile's number and the seat it steers in the title."""
    state = steered_game()
    seat, tile = state.steer[0]
    fig = _one_side(_draw().draw_automa_tile(tile), "actions")
    fig.suptitle(TITLE_STEERED.format(n=seat + 1, tile=tile), fontsize=15)
    fig.subplots_adjust(top=0.9)
    return fig


#: The examples the decision cards show, by key (each made once, then cached).
DECISION_EXAMPLES: dict[str, Callable[[], Any]] = {
    key: cache(make)
    for key, make in {
        "decision_map": _map,
        "decision_flow": _figure("flow_rulebook", TITLE_FLOW),
        "decision_setup_board": _setup_board,
        "decision_usa": _figure("prod_usa", TITLE_USA, crop=True),
        "decision_germany": _figure("prod_germany", TITLE_GERMANY, crop=True),
        "decision_production": _figure("prod_9", TITLE_PRODUCTION, crop=True),
        "decision_costs": _costs,
        "decision_wheel": _wheel,
        "decision_company": _company,
        "decision_new_game": _picked,
        "decision_round_two": lambda: _draw().draw_action_board(_round_two_played()),
        # the turn order is printed on the energy track, the engineers on the action board
        "decision_turn_order": lambda: _draw().draw_energy_track(_round_two()),
        "decision_final": _final,
        "decision_energy_track": _energy_track,
        "decision_mahiri": lambda: _seats_figure(_mahiri_state(), 0, TITLE_MAHIRI),
        "decision_solo": lambda: _seats_figure(_solo(), 1, TITLE_SOLO, _deck_line(_solo())),
        "decision_solo_played": lambda: _automa_turns()[4][0],
        "decision_solo_actions": lambda: _draw().draw_action_board(_automa_turns()[4][0]),
        "decision_solo_final": lambda: _solo_game()[-1],
        "decision_automa_system": _turn_html("complète son système"),
        "decision_automa_production": _turn_html("il remplit le contrat"),
        "decision_automa_water": _turn_html("sur les sources"),
        "decision_placement_system": _placement("complète son système"),
        "decision_placement_free": _placement("emplacement libre"),
        "decision_tile_1": _tile(1, "actions"),
        "decision_tile_3": _tile(3, "criteria"),
        "decision_tile_15": _tile(15, "actions"),
        "decision_tile_15_criteria": _tile(15, "criteria"),
        "decision_tile_19": _tile(19, "criteria"),
        "decision_surpuissant": lambda: _seats_figure(surpuissant_game(), 1, TITLE_SURPUISSANT),
        "decision_steered": _steered,
    }.items()
}
