"""The examples of Barrage's rule cards (:mod:`ludo.barrage.rulecards`).

Every refusal card shows a tiny position where the engine refuses a move for that very
rule: :data:`REFUSALS` builds it (a few legal moves of a real game, or a board built
piece by piece) with the move it refuses, and :func:`refusal_picture` draws that
position (the action board for a game, the map for a board).
``tests/barrage/test_rulecards.py`` plays each refused move and checks that the engine
names the card's rule and changes nothing. The score lines' cards show the picture where
those points are read (the energy track, a company board, the map), or a table the
library computes from the game's data (:data:`TABLES_AND_PICTURES`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from ..core.state import draw_module
from .board import Board
from .map import base_map


# -- tiny positions where the engine refuses a move ------------------------------------------
@dataclass(frozen=True)
class Refusal:
    """A position and the move the engine refuses there, naming ``rule``.

    ``position`` is a game state or a :class:`~ludo.barrage.board.Board`; ``attempt``
    plays the refused move there and raises the engine's
    :class:`~ludo.core.errors.IllegalMove`. The card's picture is the map with ``spots``
    highlighted when there are spots (a board is always drawn as the map), else the action
    board with the action space ``space`` highlighted.
    """

    rule: str
    position: Any
    attempt: Callable[[], object]
    space: str | None = None
    spots: tuple[str, ...] = ()


def _game(players: int = 2, **options: Any) -> Any:
    """A game whose first round has started (companies fixed, seed 1, so always the same)."""
    from .game.setup import new_game

    companies = ("usa", "germany", "italy", "france")[:players]
    return new_game(players=players, seed=1, companies=companies, **options)


def _play(state: Any, *moves: Any) -> Any:
    for move in moves:
        state = state.play(move)
    return state


def _on_state(
    rule: str, state: Any, move: Any, space: str | None = None, spots: tuple[str, ...] = ()
) -> Refusal:
    return Refusal(rule, state, lambda: state.play(move), space, spots)


def _build(rule: str, board: Board, company: str, kind: str, spot: str) -> Refusal:
    from .construction import check_build

    return Refusal(rule, board, lambda: check_build(board, company, kind, spot), spots=(spot,))


def _produce(rule: str, board: Board, **args: Any) -> Refusal:
    from .production import produce

    spots = tuple(args[k] for k in ("dam", "conduit", "powerhouse"))
    return Refusal(rule, board, lambda: produce(board, **args), spots=spots)


def _circuit() -> Board:
    """The rulebook's production: a neutral dam holding 2 drops, Italy's conduit of value 4,
    a powerhouse of the USA (:func:`ludo.barrage.scenarios.prod_9`)."""
    from .scenarios import prod_9

    return prod_9()[0]


def _setup() -> Refusal:
    from .game.setup import new_game

    return _on_state("barrage.setup", new_game(players=2, seed=1), "banque 1")


def _pending() -> Refusal:
    # 1 starting contract + 2 + 1 taken: a 4th face-up contract asks for a discard first
    state = _play(_game(), "C2g G09 G12", "banque 1", "C1d Y08")
    return _on_state("barrage.pending", state, "banque 1", "C1d")


def _turn() -> Refusal:
    return _on_state("barrage.turn", _game(), "contrat G09")


def _automa_turn() -> Refusal:
    from .game.setup import new_game

    state = new_game(players=2, seed=1, companies=("usa", "germany"), automa=(1,))
    return _on_state("barrage.automa.turn", state, "banque 1", "B")


def _mahiri() -> Refusal:
    from .game.setup import new_game

    # seed 7 gives the Automa Mahiri Sekibo at the « surpuissant » level
    state = new_game(
        players=2,
        seed=7,
        companies=("usa", "germany"),
        officers=("adler", None),
        automa=(1,),
        automa_level="surpuissant",
    )
    return _on_state("barrage.automa.mahiri", state.play("automa"), "banque 1", "B")


def _bank() -> Refusal:
    return _on_state("barrage.bank", _game(), "banque 13", "B")


def _pass() -> Refusal:
    return _on_state("barrage.pass", _game(), "passer")


def _sekibo() -> Refusal:
    state = _game(officers=("sekibo", "adler"))
    return _on_state("barrage.officer.sekibo", state, "sekibo fiesler")


def _action_board() -> Refusal:
    from .game.moves import Buy

    # buying machines on a contracts space
    return _on_state("barrage.action_board", _game(), Buy("C1g"), "C1g")


def _blocked() -> Refusal:
    return _on_state("barrage.action_board.blocked", _game(), "C1bg G09", "C1bg")


def _occupied() -> Refusal:
    return _on_state("barrage.action_board.occupied", _play(_game(), "M1g"), "M1g", "M1g")


def _engineers() -> Refusal:
    state = _play(_game(), "banque 11", "banque 1")
    return _on_state("barrage.engineers", state, "M2g", "M2g")


def _credits() -> Refusal:
    return _on_state("barrage.credits", _game(), "A3d", "A3d")


def _contracts() -> Refusal:
    return _on_state("barrage.contracts.take", _game(), "C1g G01", "C1g")


def _patent() -> Refusal:
    # the first place's tile was bought; the same place, freed, has none left to sell
    state = replace(_play(_game(), "V1"), spaces=())
    return _on_state("barrage.patent", state, "V1", "V1")


def _construction() -> Refusal:
    from .game.moves import Build

    move = Build("dam", "D5U", "base", 4, 0, 3)
    return _on_state("barrage.construction", _game(), move, spots=("D5U",))


def _tile() -> Refusal:
    from .game.moves import Build

    move = Build("base", "D8L", "L1-base", 3, 0)
    return _on_state("barrage.construction.tile", _game(), move, spots=("D8L",))


def _spaces() -> Refusal:
    state = _game()
    seat = state.order[state.turn]
    companies = list(state.companies)
    companies[seat] = replace(companies[seat], builds=4)
    return _on_state(
        "barrage.construction.spaces",
        replace(state, companies=tuple(companies)),
        "construire base D8L base 3e0b",
        spots=("D8L",),
    )


def _cost() -> Refusal:
    # a Base in the hills on a red frame: 4 excavators and 3 credits, not 5 excavators
    move = "construire base D5U base 5e0b"
    return _on_state("barrage.construction.cost", _game(), move, spots=("D5U",))


def _pieces() -> Refusal:
    board = (
        Board.empty()
        .with_powerhouse("P5a", "usa")
        .with_powerhouse("P6a", "usa")
        .with_powerhouse("P8a", "usa")
        .with_powerhouse("P10a", "usa")
    )
    return _build("barrage.construction.pieces", board, "usa", "powerhouse", "P12a")


def _spot() -> Refusal:
    board = Board.empty().with_dam("D5U", "italy", 1)
    return _build("barrage.construction.spot", board, "usa", "base", "D5U")


def _one_per_basin() -> Refusal:
    board = Board.empty().with_dam("D5U", "usa", 1)
    return _build("barrage.construction.one_per_basin", board, "usa", "base", "D5L")


def _elevation() -> Refusal:
    board = Board.empty().with_dam("D5U", "italy", 1).with_dam("D5L", "neutral", 2)
    return _build("barrage.construction.elevation", board, "usa", "elevation", "D5L")


def _prod_args(**changes: Any) -> dict:
    from .scenarios import prod_9

    args = dict(prod_9()[1])
    args.update(changes)
    return args


def _production() -> Refusal:
    # a production naming a conduit's spot as its dam: the river reads no dam there
    from .game.moves import Produce

    state = replace(_game(players=3), board=_circuit())
    move = Produce("T+2g", "C3L", "C3L", "P5a", 2)
    return _on_state("barrage.production", state, move, spots=("D3L", "C3L", "P5a"))


def _prod_dam() -> Refusal:
    board = _circuit().with_dam("D3U", "france", 1).with_drops("D3U", 1)
    return _produce("barrage.production.dam", board, **_prod_args(dam="D3U", drops=1))


def _prod_drops() -> Refusal:
    return _produce("barrage.production.drops", _circuit(), **_prod_args(drops=3))


def _prod_conduit() -> Refusal:
    board = _circuit().with_powerhouse("P6a", "usa")
    return _produce(
        "barrage.production.conduit", board, **_prod_args(conduit="C3R", powerhouse="P6a")
    )


def _prod_connection() -> Refusal:
    board = _circuit().with_powerhouse("P6a", "usa")
    return _produce("barrage.production.connection", board, **_prod_args(powerhouse="P6a"))


def _prod_powerhouse() -> Refusal:
    return _produce("barrage.production.powerhouse", _circuit(), **_prod_args(company="italy"))


def _prod_minimum() -> Refusal:
    # 1 drop × a conduit of value 1, on the −2 production space: −1
    board = (
        Board.empty()
        .with_dam("D10L", "usa", 1)
        .with_drops("D10L", 1)
        .with_conduit("C10R", "usa")
        .with_powerhouse("P12a", "usa")
    )
    return _produce(
        "barrage.production.minimum",
        board,
        company="usa",
        dam="D10L",
        conduit="C10R",
        powerhouse="P12a",
        drops=1,
        action_bonus=-2,
    )


def _prod_payment() -> Refusal:
    # the USA have 6 credits and spend 5 on machines: 1 left, Italy's conduit asks 2
    state = _game(players=3)
    usa = state.order.index(0)
    state = replace(state, board=_circuit(), turn=usa)
    companies = list(state.companies)
    companies[0] = replace(companies[0], credits=1)
    state = replace(state, companies=tuple(companies))
    move = "T+2g D3L C3L P5a 2"
    return _on_state("barrage.production.payment", state, move, spots=("D3L", "C3L", "P5a"))


def _germany() -> Refusal:
    from .production import produce, produce_second
    from .scenarios import prod_germany

    board, args = prod_germany()
    first = produce(board, **args)
    return Refusal(
        "barrage.ability.germany",
        board,
        lambda: produce_second(first, dam="D7U", conduit="C7L", powerhouse="P7a", drops=2),
        spots=("D6U", "C6R", "P7a", "D7U", "C7L", "P10a"),
    )


def _headstreams() -> Refusal:
    board, _ = Board.setup(seed=82)
    return Refusal("barrage.headstreams", board, lambda: board.round_drops(6))


#: Every refusal card's tiny position, by rule id (the tests play each refused move).
REFUSALS: dict[str, Callable[[], Refusal]] = {
    "barrage.setup": _setup,
    "barrage.pending": _pending,
    "barrage.turn": _turn,
    "barrage.automa.turn": _automa_turn,
    "barrage.automa.mahiri": _mahiri,
    "barrage.bank": _bank,
    "barrage.pass": _pass,
    "barrage.officer.sekibo": _sekibo,
    "barrage.action_board": _action_board,
    "barrage.action_board.blocked": _blocked,
    "barrage.action_board.occupied": _occupied,
    "barrage.engineers": _engineers,
    "barrage.credits": _credits,
    "barrage.contracts.take": _contracts,
    "barrage.patent": _patent,
    "barrage.construction": _construction,
    "barrage.construction.tile": _tile,
    "barrage.construction.spaces": _spaces,
    "barrage.construction.cost": _cost,
    "barrage.construction.pieces": _pieces,
    "barrage.construction.spot": _spot,
    "barrage.construction.one_per_basin": _one_per_basin,
    "barrage.construction.elevation": _elevation,
    "barrage.production": _production,
    "barrage.production.dam": _prod_dam,
    "barrage.production.drops": _prod_drops,
    "barrage.production.conduit": _prod_conduit,
    "barrage.production.connection": _prod_connection,
    "barrage.production.powerhouse": _prod_powerhouse,
    "barrage.production.minimum": _prod_minimum,
    "barrage.production.payment": _prod_payment,
    "barrage.ability.germany": _germany,
    "barrage.headstreams": _headstreams,
}


@cache
def refusal(rule: str) -> Refusal:
    """The tiny position of the refusal card ``rule`` (built once)."""
    return REFUSALS[rule]()


def _draw() -> Any:
    """Barrage's drawing, reached by the core's lazy loader (the rules never import it)."""
    return draw_module("barrage")


def refusal_picture(rule: str) -> Callable[[], Any]:
    """The example of a refusal card: its position drawn (the map or the action board)."""

    @cache
    def draw() -> Any:
        r = refusal(rule)
        if isinstance(r.position, Board) or r.spots:
            board = getattr(r.position, "board", r.position)
            fig = _draw().draw_board(board, highlight_nodes=r.spots)
            if not r.spots:
                return fig
            # cut to the basins of the refused move, to stay legible in the 340-pixel panel
            graph = base_map()
            return _draw().card_decisions.cropped_map(
                fig, {graph.nodes[spot]["basin"] for spot in r.spots}
            )

        return _draw().draw_action_board(r.position, highlight=r.space)

    return draw


# -- the score lines' pictures ---------------------------------------------------------------
@cache
def round_in_progress() -> Any:
    """A 3-player game played by the « Bâtisseur » (seeded) until two companies have
    produced in a round after the first: the energy track shows markers apart."""
    from .game.players import GreedyPlayer

    state = _game(players=3)
    players = [GreedyPlayer(seed=seat) for seat in range(3)]
    while state.round < 2 or sum(c.energy > 0 for c in state.companies) < 2:
        seat = state.pending[0][1] if state.pending else state.order[state.turn]
        state = state.play(players[seat].choose(state))
    return state


@cache
def held_water() -> Board:
    """The rulebook's flow example after its drops have flowed: dams of several companies
    holding water (:func:`ludo.barrage.scenarios.flow_rulebook`)."""
    from .scenarios import flow_rulebook

    board, drops = flow_rulebook()
    return board.flow(drops)[0]


@cache
def structures() -> Board:
    """Structures of two companies in the three areas (what an objective tile counts)."""
    return (
        Board.empty()
        .with_dam("D2U", "usa", 2)
        .with_conduit("C2L", "usa")
        .with_powerhouse("P6b", "usa")
        .with_dam("D5L", "usa", 1)
        .with_dam("D9U", "italy", 3)
        .with_conduit("C9R", "italy")
        .with_powerhouse("P12b", "italy")
        .with_powerhouse("P8c", "italy")
    )


@cache
def company_with_income() -> Any:
    """Germany's company board after two Bases: the second one uncovers an income."""
    from .construction import CompanyBoard

    board = CompanyBoard.new("germany")
    for _ in range(2):
        board = board.take("base")[0]
    return board


@cache
def wheel_in_use() -> Any:
    """A wheel holding a Base's tile and its 4 excavators, then a conduit's tile and 6."""
    from .construction import ConstructionWheel

    wheel = ConstructionWheel().place("base", excavators=4)[0]
    return wheel.place("conduit", excavators=6)[0]


def _drawn(
    picture: str, position: Callable[[], Any], spots: Callable[[Any], tuple] | None = None
) -> Callable[[], Any]:
    """An example: ``position()`` drawn by the function ``picture`` of Barrage's drawing
    (the map with the spots ``spots(board)`` highlighted, a company board, the wheel...)."""

    @cache
    def draw() -> Any:
        shown = position()
        if spots is not None:
            return _draw().draw_board(shown, highlight_nodes=spots(shown))
        return getattr(_draw(), picture)(shown)

    return draw


def _owned_dams(board: Board) -> tuple[str, ...]:
    return tuple(d for d, owner, _ in board.dams if owner != "neutral")


def _guide(name: str) -> Callable[[], Any]:
    """A table the library computes from the game's data (:mod:`ludo.barrage.guide`)."""

    @cache
    def table() -> Any:
        from . import guide

        return getattr(guide, name)()

    return table


@cache
def _setup_table() -> Any:
    from .guide import setup_html

    return setup_html(players=2)


#: The examples of the cards that do not show their own refused move.
TABLES_AND_PICTURES: dict[str, Callable[[], Any]] = {
    "mise_en_place": _setup_table,
    "automa": _guide("automa_setup_html"),
    "emplacements_de_construction": _guide("construction_spaces_html"),
    "tuiles_technologie": _guide("tech_tiles_html"),
    "tuiles_source": _guide("source_tiles_html"),
    "sigles": _guide("action_legend_html"),
    "piste_d_energie": _drawn("draw_energy_track", round_in_progress),
    "circuit": _drawn("draw_board", _circuit, lambda board: ("D3L", "C3L", "P5a")),
    "eau_retenue": _drawn("draw_board", held_water, _owned_dams),
    "structures": _drawn("draw_board", structures, lambda board: board.structures_of("usa")),
    "plateau_societe": _drawn("draw_company", company_with_income),
    "roue": _drawn("draw_wheel", wheel_in_use),
}
