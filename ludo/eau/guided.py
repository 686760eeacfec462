"""Eau's guided first game: what the guides of ``ludo/eau/guides/`` ask the engine.

The guide's structure and texts are data (:mod:`ludo.core.guides`); this module lends them
the game's hooks: the cells a step shows, the moves a lesson asks for (a corner joining the
Régie to a building, the tile that closes a circuit, the events), the questions with their
answers computed by the network and the scoring, the rule ids each event cites, and the
short lines that say what a move changed (the computer's placements of a round summed up
in one line).

>>> g = guide().start()
>>> g.step.id, g.state.current_player, g.state.hands[0]
('choisir', 0, ('L', 'L', 'L'))
>>> g.play("choisir L")[0]
'On retourne : coude (vous), coude, T, coude.'
"""

from __future__ import annotations

from functools import lru_cache

from ..core.events import Event
from ..core.french import agree
from ..core.guides import Guide, GuideHooks, Question, load_guide
from ..core.state import Move
from . import messages as msg
from .network import REGIE_CELL, circuit_length, leaks, longest_circuit, regie_network
from .rulecards import BOOK
from .rules import Choose, EauState, Place, board_cells, cells_in
from .scoring import CIRCUIT_TWO, circuit_repairs
from .tiles import NEIGHBOUR, cell_name

#: The rule ids an event cites, by kind (an event tile's by its code).
EVENT_RULES = {
    "tile.chosen": ("eau.hand",),
    "tiles.revealed": ("eau.hand",),
    "tile.placed": ("eau.touch",),
    "agent.stacked": ("eau.agent",),
    "board.full": ("eau.repair.square",),
    "tiles.discarded": ("eau:E26",),
    "events.discarded": ("eau:E26",),
    "tiles.unused": ("eau:E3",),
    "game.over": ("eau:E15",),
}
PLACED_EVENT_RULES: dict[str, tuple[str, ...]] = {
    "X": ("eau.pierced",),
    "A": ("eau.agent",),
    "E": ("eau.reach.station",),
    "P": ("eau.leak.event",),
}
#: The cells beside the Régie where an elbow joins it to a diagonal building.
CORNERS = tuple(NEIGHBOUR[REGIE_CELL])


def _joined(board, cell: int, other: int | None) -> bool:
    """True when the tiles on ``cell`` and ``other`` have ports facing each other."""
    if other is None or board[cell] is None or board[other] is None:
        return False
    side = NEIGHBOUR[cell].index(other)
    return bool(
        board[cell].effective_mask >> side & 1
        and board[other].effective_mask >> ((side + 2) % 4) & 1
    )


def _after(state: EauState, move: Place):
    """The board once ``move`` is laid (a legal placement)."""
    return state.play(move).board


def _places(state: EauState, code: str | None = None) -> list[Place]:
    return [
        m for m in state.legal_moves() if isinstance(m, Place) and (code is None or m.code == code)
    ]


# -- requirements ----------------------------------------------------------------------------
def is_corner(state: EauState, move: Move) -> bool:
    """A pipe beside the Régie joined both to it and to the diagonal building it touches."""
    if not isinstance(move, Place) or move.code not in "LT" or move.cell not in CORNERS:
        return False
    board = _after(state, move)
    return _joined(board, move.cell, REGIE_CELL) and any(
        _joined(board, move.cell, n) and board[n].code in "BC"
        for n in NEIGHBOUR[move.cell]
        if n is not None
    )


def closes_circuit(state: EauState, move: Move) -> bool:
    """A placement after which the longest closed circuit is longer."""
    if not isinstance(move, Place) or state.board[move.cell] is not None:
        return False
    board = _after(state, move)
    if sum(_joined(board, move.cell, n) for n in NEIGHBOUR[move.cell]) < 2:
        return False  # a tile on a new loop joins two neighbours at least
    return circuit_length(longest_circuit(board)) > circuit_length(longest_circuit(state.board))


def is_pierced(state: EauState, move: Move) -> bool:
    return isinstance(move, Place) and move.code == "X"


def is_stacked_agent(state: EauState, move: Move) -> bool:
    """An agent laid on the uncovered pierced pipe (the leak stops)."""
    return isinstance(move, Place) and move.code == "A" and state.board[move.cell] is not None


def _joins_network(state: EauState, move: Place) -> bool:
    board = _after(state, move)
    net = regie_network(board)
    return move.cell in net


def is_joined_station(state: EauState, move: Move) -> bool:
    """A station whose inlet faces a pipe of the Régie's network (any station when no
    cell allows it)."""
    if not isinstance(move, Place) or move.code != "E":
        return False
    if not any(_joins_network(state, m) for m in _places(state, "E")):
        return True
    return _joins_network(state, move)


# -- highlights ------------------------------------------------------------------------------
def _cells(state: EauState, moves) -> tuple[str, ...]:
    return tuple(dict.fromkeys(cell_name(m.cell) for m in moves))


def corner_cells(state: EauState) -> tuple[str, ...]:
    return _cells(state, [m for m in _places(state) if is_corner(state, m)])


def closing_cells(state: EauState) -> tuple[str, ...]:
    return _cells(state, [m for m in _places(state) if closes_circuit(state, m)])


def touching_cells(state: EauState) -> tuple[str, ...]:
    """Every free cell touching a tile: where a pipe, a site or a station may go (the
    pierced pipe only on some of them)."""
    return tuple(cell_name(c) for c in cells_in(board_cells(state.board)[1]))


def pierced_cells(state: EauState) -> tuple[str, ...]:
    return _cells(state, _places(state, "X"))


def agent_cells(state: EauState) -> tuple[str, ...]:
    return _cells(state, [m for m in _places(state, "A") if is_stacked_agent(state, m)])


def station_cells(state: EauState) -> tuple[str, ...]:
    return _cells(state, [m for m in _places(state, "E") if is_joined_station(state, m)])


def dry_cells(state: EauState) -> tuple[str, ...]:
    """The pipes no water reaches (drawn grey): tiles outside the Régie's network."""
    net = regie_network(state.board)
    return tuple(
        cell_name(c)
        for c, t in enumerate(state.board)
        if t is not None and c not in net and t.code in "ILT"
    )


# -- questions --------------------------------------------------------------------------------
def circuit_question(state: EauState, seat: int) -> Question:
    """How many tiles does the closed circuit count? (The Régie is not counted.)"""
    cycle = longest_circuit(state.board)
    n = circuit_length(cycle)
    choices = tuple(str(v) for v in (n, n + 1, n + 2))
    return Question(
        {},
        choices,
        str(n),
        msg.GUIDE_CIRCUIT_EXPLAIN.format(n=n),
        "eau.circuit",
        tuple(cell_name(c) for c in cycle),
    )


def repairs_question(state: EauState, seat: int) -> Question:
    """How many repair pipes would a circuit of a little more than 20 tiles earn?"""
    length = CIRCUIT_TWO + 2
    now = longest_circuit(state.board)
    return Question(
        {"n": str(length)},
        ("0", "1", "2"),
        str(circuit_repairs(length)),
        msg.GUIDE_REPAIRS_EXPLAIN.format(n=circuit_length(now)),
        "eau.repair.circuit20",
        tuple(cell_name(c) for c in now),
    )


# -- what a move changed ------------------------------------------------------------------------
def _event_line(e: Event) -> str:
    """One event of a move in a few words ("" for what the lines need not say)."""
    if e.kind == "tiles.revealed":
        tiles = ", ".join(
            msg.GUIDE_REVEALED_ONE.format(tile=msg.TILE_SHORT[c])
            if p
            else msg.GUIDE_REVEALED_YOU.format(tile=msg.TILE_SHORT[c])
            for p, c in enumerate(e.data["chosen"])
            if c is not None
        )
        return msg.GUIDE_REVEALED.format(tiles=tiles)
    if e.kind in ("tile.placed", "event.placed"):
        name = msg.TILE_NAMES[e.data["code"]]
        return msg.GUIDE_PLACED.format(
            tile=name[0].upper() + name[1:],
            cell=cell_name(e.data["cell"]),
            effect=_effect(e.data["leak_delta"]),
        )
    if e.kind == "agent.stacked":
        return msg.GUIDE_STACKED.format(
            cell=cell_name(e.data["cell"]), effect=_effect(e.data["leak_delta"])
        )
    if e.kind == "board.full":
        return msg.GUIDE_FULL
    if e.kind in ("tile.chosen", "tiles.unused", "game.over"):
        return ""
    return e.text


def _effect(delta: int) -> str:
    if delta > 0:
        return msg.EFFECT_MORE.format(n=delta)
    if delta < 0:
        return msg.EFFECT_LESS.format(n=-delta)
    return msg.EFFECT_SAME


def tell(states: list) -> list[str]:
    """The lines of a learner's move and the computer's replies: the learner's placement
    in a few words; the computer's placements of a row in one line (its tiles, and the
    leaks before and after); the choices unsaid, the tiles revealed named once."""
    out: list[str] = []
    run: list[tuple[str, str]] = []  # the computer's placements in a row: (tile, cell)
    run_from = run_to = 0
    run_player = 0

    def flush() -> None:
        if run:
            tiles = ", ".join(msg.GUIDE_COMPUTER_ONE.format(tile=t, cell=c) for t, c in run)
            out.append(
                msg.GUIDE_COMPUTER_PLACED.format(
                    player=run_player + 1, tiles=tiles, before=run_from, after=run_to
                )
            )
            run.clear()

    for s in states:
        mover = s.history[-1]
        placing = isinstance(mover, Place) and s.events and s.events[0].data.get("cell") is not None
        computer_places = placing and _placer(s) != 0
        rest = s.events
        if computer_places:
            first = s.events[0]
            after = len(leaks(s.board))
            if not run:
                run_from = after - first.data["leak_delta"]
                run_player = _placer(s)
            run.append((msg.TILE_SHORT[first.data["code"]], cell_name(first.data["cell"])))
            run_to = after
            rest = s.events[1:]
        elif isinstance(mover, Choose) and all(e.kind == "tile.chosen" for e in s.events):
            continue
        else:
            flush()
        words = [t for t in (_event_line(e) for e in rest) if t]
        if words:
            flush()
            out.append(" ".join(words))
    flush()
    return out


def _placer(state: EauState) -> int:
    """Who laid the last tile: the round's leader (the group's voice), or at a round's
    end the leader of the round it was laid in."""
    if any(e.kind == "round.start" for e in state.events):
        return (state.round - 2) % state.n_players
    return (state.round - 1) % state.n_players


def cites(event: Event) -> tuple[str, ...]:
    """The rule ids ``event`` cites (its cards)."""
    if event.kind == "event.placed":
        return PLACED_EVENT_RULES.get(str(event.data.get("code")), ())
    return EVENT_RULES.get(event.kind, ())


def score_lines(sheet) -> tuple[tuple[str, str | None], ...]:
    """The end's counted lines, the leaks of a kind in one line (a board may have dozens)."""
    out: list[tuple[str, str | None]] = []
    counts: dict[str, int] = {}
    for line in sheet.lines:
        if line.counts and line.rule in msg.GUIDE_LEAK_GROUP:
            counts[line.rule] = counts.get(line.rule, 0) + 1
    done: set[str] = set()
    for line in sheet.lines:
        if not line.counts:
            continue
        if line.rule in counts:
            if line.rule not in done:
                done.add(line.rule)
                n = counts[line.rule]
                text = line.text if n == 1 else agree(msg.GUIDE_LEAK_GROUP[line.rule].format(n=n))
                out.append((text, line.rule))
            continue
        out.append((line.text, line.rule))
    return tuple(out)


def cell_of(move: Move) -> str | None:
    return cell_name(move.cell) if isinstance(move, Place) else None


HOOKS = GuideHooks(
    highlights={
        "corners": corner_cells,
        "closing": closing_cells,
        "touching": touching_cells,
        "pierced": pierced_cells,
        "agent": agent_cells,
        "station": station_cells,
        "dry": dry_cells,
    },
    playable=frozenset({"corners", "closing", "pierced", "agent", "station"}),
    requirements={
        "corner": is_corner,
        "closes": closes_circuit,
        "pierced": is_pierced,
        "agent": is_stacked_agent,
        "station": is_joined_station,
    },
    questions={"circuit": circuit_question, "repairs": repairs_question},
    cell_of=cell_of,
    cites=cites,
    tell=tell,
    score_lines=score_lines,
)


@lru_cache(maxsize=4)
def guide(name: str = "premiere_partie") -> Guide:
    """The guide ``name`` of ``ludo/eau/guides/`` (read once)."""
    return load_guide("ludo.eau", name, HOOKS, BOOK)
