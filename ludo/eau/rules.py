"""Eau Cœur d'Essonne's rules (long: one state machine, its fast paths beside the rules).

Set-up, rounds, choosing and placing tiles, events.

The game is cooperative. Every decision of the group is a move of the state's
``current_player`` (the API is the same as for the competitive games):

* ``choisir T`` — in the *choose* phase, the current player picks secretly one tile
  of their hand (``I`` straight, ``L`` elbow, ``T`` T pipe). Players choose one after
  the other, starting with the round's leader; the engine keeps the choices, a
  display hides them until all have chosen.
* ``T d3 90`` — in the *place* phase, the group places the revealed tiles one by
  one, in any order it likes (E23): code, cell (columns a–g, rows 1–7 from the
  top), and a clockwise rotation in degrees (0, 90, 180, 270; equal rotations are
  merged, so ``I d3 180`` is ``I d3 0``). The round's leader speaks for the group
  (``current_player``); the placed tile is taken from the first player, in turn
  order, who revealed that code.
* ``X e2 90`` — in the *event* phase, the group places the round's events in any
  order it likes (E24); the round's leader speaks for the group. An agent stacked
  on a pierced pipe is written like any placement on that cell (``A c5 0``).

The round's leader is player ``(round - 1) mod players``.

Interpretation decisions (indexed in ``docs/decisions.md``; each
one is tested in ``tests/eau/test_decisions.py``):

* E1 — rounds follow the text's table: 6, 4, 3, 3, 3 rounds for 2–6 players.
* E2 — events per round follow the table: 2 (rounds 1–5 only) / 2 / 3 / 2 / 2.
* E3 — the game ends after the last round's events, or earlier when the board is
  full (E26). Tiles left over are logged as unused. A tile is placed only on a free
  cell touching a tile; since the board is connected from the diagonal, such a cell
  exists until the board is full. The full-square reward is judged at the end.
* E26 (revises E3) — the game ends at the end of the round in which the 49th cell is
  filled: the pipes of that round that no longer have a cell are discarded, but the
  round's events are still placed where they can be (an agent on an uncovered pierced
  pipe); an event with no legal cell is discarded and logged (``events.discarded``).
* E4 — a round is sub-rounds of one tile per player (choose, reveal, place) until the
  hands are empty, then the round's events.
* E23 (revises E4) — after each reveal, the group places the revealed pipes in any
  order (:meth:`to_place`); a code revealed by two players is taken from the first of
  them in turn order.
* E5 — events are revealed at the start of the round; ``hidden_events=True``
  keeps them face down until the event phase (display only, same moves).
* E24 (revises E2, E5) — the round's events are placed at the end of the round
  in any order the group chooses, so an agent drawn before a pierced pipe can
  still cover it.
* E6 — main diagonal a1–g7, Régie on d4, corner elbows facing inwards; the
  buildings in the data file's order (``shuffle_buildings=True`` shuffles them).
* E7 — the Régie and the four buildings have four ports (reconstruction file
  ``data/diagonal.json``); ``diagonal="coudes"`` makes the buildings elbows; any
  other file can be loaded (``diagonal=`` a ``pathlib.Path``, JSON text or a dict; a ``str`` is never a file name).
* E8 — a tile must share a side with a placed tile, inside the 7×7 square; ports
  need not match (a mismatch is a leak).
* E9 — free rotation.
* E10 — leaks are judged at the end: one per port facing the outside, an empty
  cell or a side without a port; one per uncovered pierced pipe.
* E11 — an event side is a leak only where it has no port (stations and agents
  take pipes).
* E12 — a pierced pipe goes on a free cell in front of an open pipe end, lined up
  with it; only when there is none may it go on any free cell touching a tile.
* E13 — an agent may be stacked on an uncovered pierced pipe (no new cell; the
  leak stops and the cell becomes an agent's cell) or, as a joker, go on a free
  cell in front of an open pipe end (any free cell touching a tile when there is
  none).
* E25 (revises E13 with E10) — an agent closes or stops leaks and never adds one:
  its four sides join any port facing them, and its sides facing nothing (the
  border, an empty cell, a side without a port) are not leaks. Stacked on a
  pierced pipe, the agent covers the whole tile: the pierced leak and the pipe's
  own open ends stop (the cell is an agent's cell, see
  :attr:`ludo.eau.tiles.Tile.is_agent`).
* E14 — a station must be linked to the Régie's network through its inlet;
  only the stations on the board are required (an undrawn one is not).
* E15 — won iff every user of the diagonal (the 4 buildings *and* the 2 corner
  buildings) and every station on the board is linked to the Régie, and
  leaks − repairs ≤ 0.
* E16 — "+ de 10" means ≥ 11 tiles (1 repair), "+ 20" ≥ 21 (2 repairs, not
  stacked); a full square gives 1 more; repairs are capped at ``repair_cap`` (2: the
  box holds several repair pipes, the rule text says two are used).
* E17 — a circuit is a simple cycle of connected tiles through the Régie, without
  an uncovered pierced pipe, counted without the Régie; the longest one is found
  exactly (:func:`ludo.eau.network.longest_circuit`).
* E18 — each player sees their own hand and chooses alone; the group talks once
  the tiles are revealed (a notebook hides the other hands).
* E19 — 5 players: 2, 2, then 3 tiles each, one pipe and four events unused, as the
  rule text says; decided: the full square is then impossible, so its repair is never
  earned (the text does not say so).
* E20 — every revealed tile is placed (there is always a cell until the board is
  full; see E26 for what follows a full board).

Names follow one spelling each (« Monument historique », « Centre culturel ») where the
rule text uses two; the texts printed on some tiles' backs are read aloud at the table
and change no rule, so the tiles carry none.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from dataclasses import replace as replace_tile
from itertools import chain
from operator import getitem
from typing import Any

from ..core.errors import IllegalMove, InvalidData
from ..core.events import Event
from ..core.rng import make_rng, resolve_seed
from ..core.speed import remember
from ..core.state import GameState, Move, MoveList, check_move_fields
from . import messages as msg
from .network import event_cells, event_cells_after, leak_delta, leaks
from .scoring import score
from .tiles import (
    BASE_MASK,
    BUILTIN_DIAGONALS,
    EVENTS,
    NEIGHBOUR,
    PIPES,
    PLACEABLE,
    SIZE,
    Tile,
    builtin_diagonal,
    canonical_rotation,
    cell_name,
    distinct_rotations,
    load_diagonal,
    parse_cell,
)

N_CELLS = SIZE * SIZE
#: The text's table (E1, E2, E19): players → (tiles dealt per player, events drawn), per round.
SCHEDULE = {
    2: ((3, 2), (3, 2), (3, 2), (3, 2), (3, 2), (3, 0)),
    3: ((3, 2), (3, 2), (3, 2), (3, 2)),
    4: ((3, 3), (3, 3), (3, 3)),
    5: ((2, 2), (2, 2), (3, 2)),
    6: ((2, 2), (2, 2), (2, 2)),
}
PHASES = ("choose", "place", "event", "over")
#: NEIGHBOUR_MASK[cell]: the cells sharing a side with ``cell``, as a bitmask.
NEIGHBOUR_MASK = tuple(sum(1 << n for n in NEIGHBOUR[c] if n is not None) for c in range(N_CELLS))
_ALL_CELLS = (1 << N_CELLS) - 1


# -- moves ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Choose(Move):
    """The current player secretly picks a tile of their hand."""

    code: str

    def __str__(self) -> str:
        return f"choisir {self.code}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails

    def __hash__(self) -> int:
        return hash(("choose", self.code))


@dataclass(frozen=True)
class Place(Move):
    """Place a tile of code ``code`` on ``cell`` turned by ``turn`` quarter turns clockwise.

    Rotations giving the same ports are merged (``I`` has 2, ``A`` and ``P`` one).
    """

    code: str
    cell: int
    turn: int = 0

    def __post_init__(self):
        check_move_fields(self)  # a French InvalidData for a hand-made move of wrong types
        if self.code not in PLACEABLE:
            raise InvalidData(msg.BAD_CODE.format(code=self.code), field="code")
        if (
            isinstance(self.cell, bool)
            or not isinstance(self.cell, int)
            or not 0 <= self.cell < N_CELLS
        ):
            raise InvalidData(msg.BAD_CELL.format(text=self.cell), field="cell")
        object.__setattr__(self, "turn", canonical_rotation(BASE_MASK[self.code], self.turn))

    @property
    def tile(self) -> Tile:
        return _TILES[(self.code, self.turn)]

    def __str__(self) -> str:
        return f"{self.code} {cell_name(self.cell)} {self.turn * 90}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails

    def __hash__(self) -> int:
        return hash((self.code, self.cell, self.turn))


_PLACE = {
    (code, cell, turn): Place(code, cell, turn)
    for code in PLACEABLE
    for cell in range(N_CELLS)
    for turn in distinct_rotations(BASE_MASK[code])
}
_CHOOSE = {code: Choose(code) for code in PIPES}
#: The tile each placement lays (tiles are immutable: the states share them).
_TILES = {(code, turn): Tile.of(code, turn) for (code, _, turn) in _PLACE}
_ROW = (1 << SIZE) - 1
_ROW_SHIFTS = tuple(range(0, N_CELLS, SIZE))
#: _ROW_CELLS[r][bits]: the cells of row ``r`` whose columns are the bits set in ``bits``.
_ROW_CELLS = tuple(
    tuple(tuple(r * SIZE + c for c in range(SIZE) if bits >> c & 1) for bits in range(_ROW + 1))
    for r in range(SIZE)
)
#: _PLACES_IN_ROW[code][r][bits]: the placements of ``code`` on the cells
#: ``_ROW_CELLS[r][bits]``, cell by cell, one per distinct rotation: the legal moves on a set
#: of cells are seven look-ups, in the order of the plain list.
_PLACES_IN_ROW = {
    code: tuple(
        tuple(
            tuple(
                _PLACE[(code, cell, t)]
                for cell in cells
                for t in distinct_rotations(BASE_MASK[code])
            )
            for cells in row
        )
        for row in _ROW_CELLS
    )
    for code in PLACEABLE
}
#: _ORDER[players, leader]: the players in turn order from the round's leader.
_ORDER = {(n, lead): tuple((lead + i) % n for i in range(n)) for n in SCHEDULE for lead in range(n)}
_PLACE_RE = re.compile(r"^([a-z])\s+([a-g][1-7])(?:\s+(\d+)\s*°?)?$")
_CHOOSE_RE = re.compile(r"^(?:choisir|choix|choose)\s+([a-z])$")


def parse_move(text: str) -> Move:
    """Read ``choisir T`` or ``T d3 90`` (code, cell, degrees clockwise)."""
    if not isinstance(text, str):
        raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")
    t = " ".join(text.strip().lower().split())
    m = _CHOOSE_RE.match(t)
    if m:
        code = m.group(1).upper()
        if code not in PIPES:
            raise InvalidData(msg.BAD_CHOOSE_CODE.format(code=code), field="move")
        return _CHOOSE[code]
    m = _PLACE_RE.match(t)
    if m:
        code = m.group(1).upper()
        if code not in PLACEABLE:
            raise InvalidData(msg.BAD_CODE.format(code=code), field="move")
        degrees = int(m.group(3) or 0)
        if degrees not in (0, 90, 180, 270):
            raise InvalidData(msg.BAD_ROTATION.format(degrees=degrees), field="move")
        turn = canonical_rotation(BASE_MASK[code], degrees // 90)
        return _PLACE[(code, parse_cell(m.group(2)), turn)]
    raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")


class Moves(MoveList):
    """The legal moves of a state: a :class:`~ludo.core.state.MoveList` that remembers the
    last move it handed out by index (a random player's pick).

    :meth:`GameState.play` asks :meth:`gave` whether a move is one of the list's own
    objects (then it is applied at once, see :mod:`ludo.core.speed`); the picked move is
    known by identity without the set of every move's identity a plain list builds.
    """

    __slots__ = ("_picked",)

    def __init__(self, moves):
        super().__init__(moves, parse_move)
        self._picked: object = None

    def __getitem__(self, index):
        item = self._moves[index]
        self._picked = item
        return item

    def gave(self, move: object) -> bool:
        return move is self._picked or super().gave(move)


# -- the state --------------------------------------------------------------------------------
@dataclass(frozen=True, eq=True)
class EauState(GameState):
    """A position of Eau Cœur d'Essonne. Build it with ``ludo.new("eau", ...)``.

    ``board`` is a tuple of 49 cells (``None`` or a Tile), ``hands[p]`` the sorted
    codes of player ``p``'s hand, ``chosen[p]`` the tile chosen this sub-round,
    ``pending`` the events of this round still to place (in order).
    """

    game = "eau"

    n_players: int
    seed: int
    board: tuple
    pipe_stack: tuple
    event_stack: tuple
    hands: tuple
    chosen: tuple
    pending: tuple
    round: int
    phase: str
    to_move: int | None
    diagonal: str  # a built-in name or the JSON text of a user file
    options: tuple = ()  # (("hidden_events", bool), ("repair_cap", int), ("shuffle_buildings", bool))
    unused: tuple = ()
    history: tuple = ()
    events: tuple = ()

    # -- the API --------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_move

    @property
    def rounds(self) -> int:
        return len(SCHEDULE[self.n_players])

    @property
    def leader(self) -> int:
        return (self.round - 1) % self.n_players

    def option(self, name: str):
        return dict(self.options)[name]

    def is_over(self) -> bool:
        return self.phase == "over"

    def setup(self) -> dict:
        out: dict[str, Any] = {"players": self.n_players, "seed": self.seed}
        opts = dict(self.options)
        if opts["hidden_events"]:
            out["hidden_events"] = True
        if opts["repair_cap"] != 2:
            out["repair_cap"] = opts["repair_cap"]
        if opts["shuffle_buildings"]:
            out["shuffle_buildings"] = True
        if self.diagonal != "defaut":
            if self.diagonal in BUILTIN_DIAGONALS:
                out["diagonal"] = self.diagonal
            else:
                out["diagonal"] = json.loads(self.diagonal)
        return out

    @classmethod
    def parse_move(cls, text: str) -> Move:
        return parse_move(text)

    def score(self):
        return score(self)

    # -- queries --------------------------------------------------------------------------------
    def leaks(self):
        """The leaks of the board as it is now (see :mod:`ludo.eau.network`)."""
        return leaks(self.board)

    def empty_cells(self) -> list[int]:
        return [c for c in range(N_CELLS) if self.board[c] is None]

    def frontier(self) -> list[int]:
        """Free cells sharing a side with a placed tile (E8)."""
        return cells_in(self._cells()[1])

    def _cells(self) -> tuple[int, int]:
        """:func:`board_cells` of the board, kept with the board it describes.

        ``_evolve`` copies the instance dict, so a state whose board is unchanged (a tile
        chosen, the turn passed) reads its parent's; ``_apply`` gives the board it lays a
        tile on its masks at once, from the parent's and the one cell that changed (a fast
        path checked against :func:`board_cells` in ``tests/eau/test_properties.py``).
        """
        return self._of_board("_board_cells", board_cells)

    def _event_cells(self) -> tuple[int, int, int]:
        """:func:`~ludo.eau.network.event_cells` of the board, kept with the board it
        describes; ``_apply`` gives a board it lays a tile on its own at once, from the
        parent's (:func:`~ludo.eau.network.event_cells_after`)."""
        return self._of_board("_event_masks", event_cells)

    def _of_board(self, name: str, compute):
        """``compute(self.board)``, kept as ``name`` with the board it was computed on."""
        cached = self.__dict__.get(name)
        if cached is not None and cached[0] is self.board:
            return cached[1]
        out = compute(self.board)
        object.__setattr__(self, name, (self.board, out))
        return out

    def to_place(self) -> tuple[str, ...]:
        """The codes the group may place now, each once, in turn order (E23, E24).

        In the *place* phase: the revealed pipes still on the table (any order);
        in the *event* phase: the round's events still to place (any order).
        Empty in the *choose* phase and at the end.
        """
        if self.phase == "place":
            codes = dict.fromkeys(map(self.chosen.__getitem__, _ORDER[self.n_players, self.leader]))
            codes.pop(None, None)  # the players whose pipe is placed already
            return tuple(codes)
        if self.phase == "event":
            return tuple(dict.fromkeys(self.pending))
        return ()

    def tile_to_place(self) -> str | None:
        """The first code of :meth:`to_place` (None in the choose phase); any of them may go."""
        codes = self.to_place()
        return codes[0] if codes else None

    def events_visible(self) -> bool:
        """False while hidden events (E5 option) are still face down."""
        return self.phase == "event" or not self.option("hidden_events")

    def placements(self, code: str) -> list[Place]:
        """Legal placements of a tile ``code`` now (rules E8, E12, E13)."""
        return self._placements(code, row_bits(self._cells()[1]))

    def _placements(self, code: str, rows: tuple[int, ...]) -> list[Place]:
        """:meth:`placements`, given the :func:`row_bits` of the frontier (the legal moves
        split it once for every code to place)."""
        if code in ("X", "A"):
            # The free cells in front of a pipe end, faced across their N or S side (a
            # pierced pipe lined up is turned 0: ports N and S) or their E or W side (90);
            # the uncovered pierced pipes, where an agent may be stacked.
            vertical, horizontal, pierced = self._event_cells()
            targets = cells_in(vertical | horizontal)
            out = []
            if code == "A":
                out = [_PLACE[("A", c, 0)] for c in cells_in(pierced)]
                out += [_PLACE[("A", c, 0)] for c in targets]
                if targets:
                    return out
            else:
                for c in targets:
                    if vertical >> c & 1:
                        out.append(_PLACE[("X", c, 0)])
                    if horizontal >> c & 1:
                        out.append(_PLACE[("X", c, 1)])
                if out:
                    return out
        out = out if code == "A" else []
        out.extend(chain.from_iterable(map(getitem, _PLACES_IN_ROW[code], rows)))
        return out

    # -- hooks ----------------------------------------------------------------------------------
    def _legal(self) -> MoveList:
        if self.phase == "choose":
            return Moves(_choices(self.hands[self.mover]))
        out: list[Move] = []
        rows = row_bits(self._cells()[1])
        for code in self.to_place():
            out += self._placements(code, rows)
        return Moves(out)

    def _canonical(self, move: Move) -> Move:
        """The one object of each move (the legal moves are made of them): a move built by
        hand is then found in ``legal_moves()`` by identity (see :mod:`ludo.core.speed`)."""
        if isinstance(move, Place):
            return _PLACE[(move.code, move.cell, move.turn)]
        if isinstance(move, Choose):
            return _CHOOSE.get(move.code, move)
        return move

    def _explain(self, move: Move) -> IllegalMove:
        reason, rule = self._refusal(move)
        text = msg.REFUSED_MOVE.format(move=move, reason=reason)
        return IllegalMove(text, move=move, rule=rule, reason=reason)

    def _refusal(self, move: Move) -> tuple[str, str]:
        """The French reason why ``move`` is refused, and the id of the rule."""
        p = self.mover
        if isinstance(move, Choose):
            if self.phase != "choose":
                phase = msg.PHASE_NAMES[self.phase]
                return msg.ILLEGAL_NOT_CHOOSING.format(phase=phase), "eau.phase"
            code = msg.TILE_NAMES[move.code]
            return msg.ILLEGAL_NOT_IN_HAND.format(player=p + 1, code=code), "eau.hand"
        if isinstance(move, Place):
            expected = self.to_place()
            where = cell_name(move.cell)
            if not expected:
                return msg.ILLEGAL_CHOOSE_FIRST.format(player=p + 1), "eau.phase"
            if move.code not in expected:
                return msg.ILLEGAL_WRONG_TILE.format(expected=msg.list_tiles(expected)), "eau.tile"
            if self.board[move.cell] is not None:
                return msg.ILLEGAL_OCCUPIED.format(cell=where), "eau.occupied"
            if move.cell not in self.frontier():
                return msg.ILLEGAL_NOT_TOUCHING.format(cell=where), "eau.touch"
            if move.code == "X":
                return msg.ILLEGAL_PIERCED.format(cell=where), "eau.pierced"
            if move.code == "A":
                return msg.ILLEGAL_AGENT.format(cell=where), "eau.agent"
        return msg.ILLEGAL_OTHER, "move.legal"

    def _apply(self, move: Move) -> EauState:
        p = self.mover
        evs: list[Event] = []
        if isinstance(move, Choose):
            hands = _set(self.hands, p, _without(self.hands[p], move.code))
            chosen = _set(self.chosen, p, move.code)
            evs.append(
                Event(
                    "tile.chosen",
                    msg.EV_CHOSEN.format(player=p + 1),
                    {"player": p, "code": move.code},
                )
            )
            history = self.history + (move,)
            nxt = self._next_in_order(p, lambda q: chosen[q] is None and hands[q])
            if nxt is not None:
                return self._evolve(
                    hands=hands, chosen=chosen, history=history, to_move=nxt, events=tuple(evs)
                )
            evs.append(Event("tiles.revealed", _revealed_text(chosen), {"chosen": chosen}))
            return self._evolve(
                hands=hands,
                chosen=chosen,
                history=history,
                phase="place",
                to_move=self.leader,
                events=tuple(evs),
            )
        assert isinstance(move, Place)
        cell, code, phase = move.cell, move.code, self.phase
        before = self.board[cell]
        occupied, free = self._cells()
        if before is None:
            tile = move.tile
            occupied |= 1 << cell
            free = (free | NEIGHBOUR_MASK[cell]) & ~occupied
        else:  # an agent stacked on a pierced pipe: the same cells hold a tile
            tile = replace_tile(before, covered=True)
        board = _set(self.board, cell, tile)
        delta = leak_delta(self.board, board, cell)
        changes = {"board": board, "history": self.history + (move,)}
        if phase == "place":  # E23: the tile of the first player who revealed this code
            p = next(q for q in _ORDER[self.n_players, self.leader] if self.chosen[q] == code)
            changes["chosen"] = _set(self.chosen, p, None)
        else:  # E24: any pending event, the first of its code
            i = self.pending.index(code)
            changes["pending"] = self.pending[:i] + self.pending[i + 1 :]
        if before is None:
            evs.append(
                Event(
                    "event.placed" if phase == "event" else "tile.placed",
                    (msg.EV_EVENT_PLACED if phase == "event" else msg.EV_PLACED).format(
                        player=p + 1,
                        tile=msg.TILE_NAMES[code],
                        cell=cell_name(cell),
                        degrees=move.turn * 90,
                        effect=_effect(delta),
                    ),
                    {
                        "player": p,
                        "cell": cell,
                        "code": code,
                        "turn": move.turn,
                        "leak_delta": delta,
                    },
                )
            )
            if occupied == _ALL_CELLS:
                evs.append(Event("board.full", msg.EV_FULL, {}))
        else:  # an agent stacked on a pierced pipe (E13, E25)
            evs.append(
                Event(
                    "agent.stacked",
                    msg.EV_STACKED.format(cell=cell_name(cell), effect=_effect(delta)),
                    {"cell": cell, "player": p, "code": "A", "leak_delta": delta},
                )
            )
        changes["events"] = tuple(evs)
        s = remember(self._evolve(**changes), "_board_cells", (board, (occupied, free)))
        if before is None:  # the events' cells too (a stacked agent: computed when needed)
            cells = event_cells_after(self._event_cells(), board, cell, occupied)
            remember(s, "_event_masks", (board, cells))
        return s._continue(evs)

    def is_full(self) -> bool:
        """True when the 49 cells hold a tile."""
        return self._cells()[0] == _ALL_CELLS

    # -- turn flow ----------------------------------------------------------------------------
    def _order(self) -> list[int]:
        """The players in turn order, from the round's leader."""
        return list(_ORDER[self.n_players, self.leader])

    def _next_in_order(self, p: int, pred) -> int | None:
        order = _ORDER[self.n_players, self.leader]
        for q in order[order.index(p) + 1 :]:
            if pred(q):
                return q
        return None

    def _first_in_order(self, pred) -> int | None:
        for q in _ORDER[self.n_players, self.leader]:
            if pred(q):
                return q
        return None

    def _continue(self, evs: list[Event]) -> EauState:
        """The state after a placement: ``self`` holds the new board and the placement's
        events ``evs``; the place phase goes on, or the next sub-round, or the events."""
        s = self
        if s.phase == "place":
            if s.is_full():  # E26: the pipes left have no cell; the events still come
                left = [c for c in s.chosen if c is not None]
                for hand in s.hands:
                    left.extend(hand)
                if left:
                    evs.append(
                        Event(
                            "tiles.discarded",
                            msg.EV_PIPES_DISCARDED.format(n=len(left), tiles=msg.count_tiles(left)),
                            {"codes": tuple(left)},
                        )
                    )
                s = s._evolve(
                    chosen=(None,) * s.n_players,
                    hands=tuple(() for _ in s.hands),
                    unused=s.unused + tuple(left),
                )
                return s._to_events(evs)
            if s.chosen.count(None) < s.n_players:  # a revealed pipe is still to place
                if s.to_move == s.leader:  # the leader places it: s is the state
                    return s
                return s._evolve(to_move=s.leader)
            first = s._first_in_order(lambda q: bool(s.hands[q]))
            if first is not None:
                return s._evolve(phase="choose", to_move=first, events=tuple(evs))
        return s._to_events(evs)

    def _to_events(self, evs: list[Event]) -> EauState:
        """Enter or go on with the event phase; discard the events with no legal cell (E26)."""
        s = self
        if s.phase != "event" and s.pending and s.option("hidden_events"):
            names = ", ".join(msg.TILE_NAMES[c] for c in s.pending)
            evs.append(
                Event(
                    "events.revealed",
                    msg.EV_EVENTS_SHOWN.format(events=names),
                    {"events": s.pending},
                )
            )
        # Until the board is full, every event has a cell (the board is connected from the
        # diagonal, so a free cell touches a tile): only a full board needs the check.
        full = s.is_full()
        keep = tuple(c for c in s.pending if not full or s.placements(c))
        dropped = tuple(c for c in s.pending if c not in keep)
        if dropped:
            names = ", ".join(msg.TILE_NAMES[c] for c in dropped)
            evs.append(
                Event(
                    "events.discarded",
                    msg.EV_EVENTS_DISCARDED.format(events=names),
                    {"codes": dropped},
                )
            )
            s = s._evolve(pending=keep, unused=s.unused + dropped)
        if keep:
            return s._evolve(phase="event", to_move=s.leader, events=tuple(evs))
        if s.is_full():  # E26: the round in which the board filled is the last one
            return s._finish(evs)
        return s._next_round(evs)

    def _next_round(self, evs: list[Event]) -> EauState:
        if self.round >= self.rounds:
            return self._finish(evs)
        return _start_round(self._evolve(round=self.round + 1), evs)

    def _finish(self, evs: list[Event]) -> EauState:
        left = list(self.unused)
        for hand in self.hands:
            left.extend(hand)
        left.extend(c for c in self.chosen if c is not None)
        left.extend(self.pending)
        left.extend(self.pipe_stack)
        left.extend(self.event_stack)
        s = self._evolve(
            phase="over",
            to_move=None,
            hands=tuple(() for _ in self.hands),
            chosen=(None,) * self.n_players,
            pending=(),
            pipe_stack=(),
            event_stack=(),
            unused=tuple(left),
        )
        if left:
            evs.append(
                Event(
                    "tiles.unused",
                    msg.EV_UNUSED.format(n=len(left), tiles=msg.count_tiles(left)),
                    {"codes": tuple(left)},
                )
            )
        sheet = s.score()
        evs.append(Event("game.over", sheet.summary(), {"won": sheet.won}))
        return s._evolve(events=tuple(evs))


def board_cells(board: tuple) -> tuple[int, int]:
    """``(occupied, frontier)`` of ``board`` as bitmasks (bit ``c`` for cell ``c``): the cells
    holding a tile, and the free cells sharing a side with one (E8).

    >>> s = new_game(players=2, seed=1)
    >>> occupied, frontier = board_cells(s.board)
    >>> cells_in(occupied), cells_in(frontier)[:4]
    ([0, 8, 16, 24, 32, 40, 48], [1, 7, 9, 15])
    """
    occupied = near = 0
    for c, tile in enumerate(board):
        if tile is not None:
            occupied |= 1 << c
            near |= NEIGHBOUR_MASK[c]
    return occupied, near & ~occupied


def cells_in(mask: int) -> list[int]:
    """The cells of a bitmask, in order: ``cells_in(0b101) == [0, 2]``."""
    return list(chain.from_iterable(map(getitem, _ROW_CELLS, row_bits(mask))))


def row_bits(mask: int) -> tuple[int, ...]:
    """The bits of a cell mask row by row: ``(columns of row 1, ..., of row 7)``.

    >>> row_bits(0b11 << 7 | 1)
    (1, 3, 0, 0, 0, 0, 0)
    """
    return tuple(map(_ROW.__and__, map(mask.__rshift__, _ROW_SHIFTS)))  # in C, row by row


@functools.cache
def _choices(hand: tuple[str, ...]) -> tuple[Choose, ...]:
    """The choices a player has with ``hand``: each code once, in code order."""
    return tuple(_CHOOSE[c] for c in sorted(set(hand)))


@functools.cache  # at most a few thousand sets of revealed tiles
def _revealed_text(chosen: tuple[str | None, ...]) -> str:
    """The French text of the tiles ``chosen`` turned face up."""
    revealed = ", ".join(
        msg.EV_REVEALED_ONE.format(player=q + 1, tile=msg.TILE_NAMES[c])
        for q, c in enumerate(chosen)
        if c is not None
    )
    return msg.EV_REVEALED.format(tiles=revealed)


@functools.cache
def _without(hand: tuple[str, ...], code: str) -> tuple[str, ...]:
    """``hand`` less one tile ``code``."""
    out = list(hand)
    out.remove(code)
    return tuple(out)


@functools.cache  # a handful of values, formatted once
def _effect(delta: int) -> str:
    if delta > 0:
        return msg.EFFECT_MORE.format(n=delta)
    if delta < 0:
        return msg.EFFECT_LESS.format(n=-delta)
    return msg.EFFECT_SAME


def _set(t: tuple, i: int, value) -> tuple:
    return t[:i] + (value,) + t[i + 1 :]


def _start_round(s: EauState, evs: list[Event]) -> EauState:
    dealt, drawn = SCHEDULE[s.n_players][s.round - 1]
    stack = list(s.pipe_stack)
    hands = []
    for _ in range(s.n_players):
        take, stack = stack[:dealt], stack[dealt:]
        hands.append(tuple(sorted(take)))
    events_drawn, event_stack = s.event_stack[:drawn], s.event_stack[drawn:]
    if s.option("hidden_events"):
        text = msg.EV_ROUND_HIDDEN.format(
            round=s.round, rounds=s.rounds, dealt=dealt, n=len(events_drawn)
        )
    else:
        names = ", ".join(msg.TILE_NAMES[c] for c in events_drawn) or msg.NO_EVENT
        text = msg.EV_ROUND.format(round=s.round, rounds=s.rounds, dealt=dealt, events=names)
    evs.append(
        Event("round.start", text, {"round": s.round, "events": events_drawn, "dealt": dealt})
    )
    s = s._evolve(
        hands=tuple(hands),
        pipe_stack=tuple(stack),
        event_stack=event_stack,
        pending=s.pending + events_drawn,
        chosen=(None,) * s.n_players,
    )
    first = s._first_in_order(lambda q: bool(s.hands[q]))
    if first is None:  # nothing dealt: straight to the events
        return s._to_events(evs)
    return s._evolve(phase="choose", to_move=first, events=tuple(evs))


def _check_bool(name: str, value) -> bool:
    if not isinstance(value, bool):
        raise InvalidData(msg.BAD_BOOL.format(field=name, value=value), field=name)
    return value


def new_game(
    players: int = 4,
    seed: int | None = None,
    hidden_events: bool = False,
    repair_cap: int = 2,
    diagonal: str | dict | None = None,
    shuffle_buildings: bool = False,
) -> EauState:
    """A new cooperative game of Eau Cœur d'Essonne.

    Parameters
    ----------
    players : 2 to 6
    seed : int, optional
        Shuffles the pipes and the events (and the buildings with ``shuffle_buildings``).
    hidden_events : bool
        E5: events stay face down until the end of the round.
    repair_cap : int
        E16: most repair pipes the group can earn (default 2; 3 lifts the cap).
    diagonal : ``"defaut"``, ``"coudes"``, a path, JSON text or a dict
        E7: the ports of the diagonal tiles (a reconstruction; see ``data/``).
    shuffle_buildings : bool
        E6: shuffle the 4 buildings between b2, c3, e5, f6.

    Examples
    --------
    >>> s = new_game(players=3, seed=1)
    >>> s.current_player, len(s.hands[0]), s.phase, len(s.pending)
    (0, 3, 'choose', 2)
    """
    if isinstance(players, bool) or players not in SCHEDULE:
        raise InvalidData(msg.BAD_PLAYERS.format(n=players), field="players")
    hidden_events = _check_bool("hidden_events", hidden_events)
    shuffle_buildings = _check_bool("shuffle_buildings", shuffle_buildings)
    if isinstance(repair_cap, bool) or not isinstance(repair_cap, int) or not 0 <= repair_cap <= 3:
        raise InvalidData(msg.BAD_CAP.format(value=repair_cap), field="repair_cap")
    if diagonal is None or (isinstance(diagonal, str) and diagonal in BUILTIN_DIAGONALS):
        diagonal_key = "defaut" if diagonal is None else diagonal
        placed = builtin_diagonal(diagonal_key)[1]
    else:
        doc, placed = load_diagonal(diagonal)
        diagonal_key = json.dumps(doc, ensure_ascii=False, sort_keys=True)
    seed = resolve_seed(seed)
    rng = make_rng(seed)
    pipes = [code for code, (_, count) in PIPES.items() for _ in range(count)]
    events = [code for code, (_, count) in EVENTS.items() for _ in range(count)]
    rng.shuffle(pipes)
    rng.shuffle(events)
    board: list[Tile | None] = [None] * N_CELLS
    cells = list(placed)
    if shuffle_buildings:
        idx = [i for i, (_, t) in enumerate(cells) if t.code == "B"]
        tiles = [cells[i][1] for i in idx]
        rng.shuffle(tiles)
        for i, t in zip(idx, tiles, strict=True):
            cells[i] = (cells[i][0], t)
    for cell, tile in cells:
        board[cell] = tile
    s = EauState(
        n_players=players,
        seed=seed,
        board=tuple(board),
        pipe_stack=tuple(pipes),
        event_stack=tuple(events),
        hands=tuple(() for _ in range(players)),
        chosen=(None,) * players,
        pending=(),
        round=1,
        phase="choose",
        to_move=0,
        diagonal=diagonal_key,
        options=(
            ("hidden_events", hidden_events),
            ("repair_cap", repair_cap),
            ("shuffle_buildings", shuffle_buildings),
        ),
    )
    evs = [Event("game.setup", msg.EV_SETUP.format(players=players), {"players": players})]
    return _start_round(s, evs)
