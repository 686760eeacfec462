"""The pictures of Barrage's decision cards (their examples: ``ludo/barrage/cards/decisions.toml``).

Each drawing is a picture of a given position (a game state or a river board, read by the
rule book from the example's set-up and moves or save) with the example's options, made
with the package's own drawings: a map cut to the basins concerned, the companies at the
table, an Automa tile's one side, the tiles an Automa turn read with its explanation, the
Automa's placement on the map. :data:`PICTURES` maps the names ``decisions.toml`` uses to
them. :func:`cropped_map` also serves the refusal cards' maps.
"""

from __future__ import annotations

import base64
import html
import io
from typing import Any

from .. import messages as msg
from ..board import Board
from ..construction import construction_cost
from ..map import base_map
from .action_board import draw_action_board
from .automa_tile import draw_automa_tile
from .canvas import OWNER_COLOURS, TEXT_ON
from .card_rules import cropped_map
from .company import draw_company, draw_wheel
from .energy_track import draw_energy_track
from .figures import placement_figure
from .map import draw_board

COSTS_HEAD = ("Construction", "Prix", "Ou bien (directeur)")
COSTS_OR = " ; ou "
TURN_TILES = "Les deux tuiles lues par l'Automa pour ce tour"
TURN_DPI = 96  # a side 7 inches wide: 680 pixels, sharp at twice the panel's 340
SEATS_OFFICER = "Directeur : {name}"
SEATS_NO_OFFICER = "Pas de directeur"
SEATS_CREDITS = " · {n} crédits"
SEATS_AUTOMA = "Automa"
SEATS_PERSON = "Joueur {n}"
SEATS_DECK = "Pile de l'Automa : {n} tuiles, la {top} dessus"
SEATS_ORDER = "Ordre du tour, 1re manche : joueurs {order}"
SEATS_ORDER_JOIN = " → "
TITLE_STEERED = "L'Automa a Mahiri Sekibo : le joueur {n} tire la tuile Automa n° {tile}"


# -- maps ----------------------------------------------------------------------------------
def built_basins(board: Board) -> set[int]:
    """The basins of a board's structures and of the powerhouses its conduits lead to."""
    g = base_map()
    nodes = [spot[0] for spot in (*board.dams, *board.conduits, *board.powerhouses)]
    return {g.nodes[n]["basin"] for n in nodes} | {g.nodes[c]["dest"] for c, _ in board.conduits}


def card_map(board: Board | None = None, *, crop: Any = (), **options: Any) -> Any:
    """A river board (the empty map without one), drawn with ``options`` (a ``title``,
    highlighted ``highlight_nodes`` and ``highlight_basins``), cut to the basins ``crop``
    lists, or to the basins of its structures for ``crop = "built"``."""
    board = Board.empty() if board is None else board
    fig = draw_board(board, **options)
    basins = built_basins(board) if crop == "built" else set(crop)
    return cropped_map(fig, basins) if basins else fig


# -- the costs and a company's pieces -------------------------------------------------------
def card_costs(*, rows: list) -> str:
    """A table of construction costs, one row per ``[kind, spot, officer, label]`` (an
    empty officer for none): the price and a directeur's other ways to pay."""
    out = []
    for kind, spot, officer, label in rows:
        cost = construction_cost(kind, spot, 0, officer or None)
        other = COSTS_OR.join(alt.text for alt in cost.alternatives)
        cells = (label, cost.text, other)
        out.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    head = "".join(f"<th>{html.escape(h)}</th>" for h in COSTS_HEAD)
    return f"<table><tr>{head}</tr>{''.join(out)}</table>"


def card_wheel(state: Any, *, seat: int, title: str | None = None) -> Any:
    """The construction wheel of ``seat``."""
    return draw_wheel(state.companies[seat].wheel, title=title)


def card_company(state: Any, *, seat: int, title: str | None = None) -> Any:
    """The company board of ``seat``."""
    return draw_company(state.companies[seat].board, title=title)


def card_seats(
    state: Any, *, seat: int, title: str, order: bool = False, deck: bool = False
) -> Any:
    """The company board of ``seat`` (drawn by the library), and below it the companies at
    the table, one row per seat: the company's colour, who plays it (a person or the Automa),
    its officer tile (« directeur ») and its credits; then, if asked, the first round's
    ``order`` and the Automa's ``deck``. Large words, legible in the 340-pixel panel."""
    lines = []
    if order:
        turn = SEATS_ORDER_JOIN.join(str(n + 1) for n in state.order)
        lines.append(SEATS_ORDER.format(order=turn))
    if deck and state.automa_deck:
        lines.append(SEATS_DECK.format(n=len(state.automa_deck), top=state.automa_deck[0]))
    seats = [(i, c) for i, c in enumerate(state.companies) if c is not None]
    fig = draw_company(state.companies[seat].board, title=title)
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
            color=TEXT_ON[c.company],
            bbox={"fc": OWNER_COLOURS[c.company], "ec": "black"},
        )
        who = SEATS_AUTOMA if n in state.automa else SEATS_PERSON.format(n=n + 1)
        if n not in state.automa:
            who += SEATS_CREDITS.format(n=c.credits)
        ax.text(1.3, y, who, ha="left", va="center", fontsize=big)
        officer = msg.OFFICER_NAMES.get(c.officer)
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


def card_position(state: Any) -> Any:
    """The position itself: a game state draws itself in a notebook."""
    return state


# -- the Automa's tiles and turns -----------------------------------------------------------
def one_side(fig: Any, side: str) -> Any:
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


def card_automa_tile(*, tile: int, side: str = "") -> Any:
    """Automa tile ``tile`` drawn: the ``side`` a card is about, else both sides."""
    fig = draw_automa_tile(tile)
    return one_side(fig, side) if side else fig


def card_steered(state: Any) -> Any:
    """The Automa tile that chooses a person's first action (the Automa has Mahiri
    Sekibo): its actions side, the tile's number and the seat it steers in the title."""
    seat, tile = state.steer[0]
    fig = one_side(draw_automa_tile(tile), "actions")
    fig.suptitle(TITLE_STEERED.format(n=seat + 1, tile=tile), fontsize=15)
    fig.subplots_adjust(top=0.9)
    return fig


def automa_turn(state: Any) -> Any:
    """The explanation of the Automa turn the last move played (its first one)."""
    return next(e.data["explanation"] for e in state.events if e.kind == "automa.turn")


def _side_png(actions: int, criteria: int, side: str) -> bytes:
    buffer = io.BytesIO()
    one_side(draw_automa_tile(actions, criteria), side).savefig(buffer, format="png", dpi=TURN_DPI)
    return buffer.getvalue()


def card_automa_turn(state: Any) -> str:
    """The tiles the Automa read for the turn the last move played (the actions side of the
    tile it turned over, the criteria side of the one before), one above the other, each as
    wide as the panel (side by side, their words were 4 pixels high), its explanation below."""
    explanation = automa_turn(state)
    tiles = (explanation.actions_tile, explanation.criteria_tile)
    pictures = "".join(
        f"<img src='data:image/png;base64,"
        f"{base64.b64encode(_side_png(*tiles, side)).decode('ascii')}' "
        f"alt='{html.escape(TURN_TILES)}' style='max-width:100%;display:block'>"
        for side in ("actions", "criteria")
    )
    head, *lines = explanation.lines()
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f"{pictures}<p><b>{html.escape(head)}</b></p><ul>{items}</ul>"


def card_placement(state: Any, *, earlier: Any) -> Any:
    """Where the Automa placed the structure of the turn the last move played: the map
    ``earlier`` (before that move) with the candidate spots and the chosen one."""
    check = next(c for c in automa_turn(state).done if c.placement is not None)
    return placement_figure(earlier.board, check.placement)


#: The drawings the decision cards' examples name (``drawing = "seats"``).
PICTURES = {
    "map": card_map,
    "costs": card_costs,
    "wheel": card_wheel,
    "company": card_company,
    "seats": card_seats,
    "position": card_position,
    "action_board": draw_action_board,
    "energy_track": draw_energy_track,
    "automa_tile": card_automa_tile,
    "steered_tile": card_steered,
    "automa_turn": card_automa_turn,
    "placement": card_placement,
}
