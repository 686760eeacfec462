"""Atacama's rules: placing wells, concessions, turns, stages of the advanced game.

Interpretation choices (decided here, indexed in ``docs/decisions.md``, and
tested in ``tests/atacama``):

* A1 — a well scores the field's printed value (1–5), signed by the concession;
  ``flat_one_point=True`` gives the literal "1 point per well" reading instead.
* A2 — the rulebook example's "−3 pour l'argent" is read as copper.
* A4 — wells are neutral: every well counts for every player scoring its line;
  the owner is kept for display only.
* A5 — a player with no legal field passes; the game ends when nobody can act.
* A6 — 4 players play in seat order 1, 2, 3, 4 with the roles
  (columns, turquoise), (rows, orange), (columns, orange), (rows, turquoise).
* A7 — 4 players score individually.
* A8 — a double well doubles its value for every player scoring it and counts as
  **1** well for the threshold (``double_counts_as=2`` to count it as 2).
* A9 — advanced game: the shuffled tiles fill the top-left triangle
  (positions (0,0), (0,1), (1,0)), then the anti-diagonal ((0,2), (1,1), (2,0)),
  then the rest ((1,2), (2,1), (2,2)), letters kept at the top right.
* A10 — in stages 1 and 2 each player takes 3 actions (placing a well or buying a
  concession), alternating: a stage ends after 3 × players actions. A blocked
  player passes without using one of them; when nobody can act, the next tiles
  come out at once.
* A11 — buying a concession costs one unplaced well (a normal one when there is
  one left); the other player gets the other concession *and* direction for free
  and keeps his wells (no extra well).
* A12 — a player down to his last well while no concession is taken must buy one.
* A13 — ties are draws; the first player of the advanced game is drawn from the seed.
* A15 — the 4 roles are (direction, concession) pairs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..core.errors import IllegalMove, InvalidData
from ..core.events import Event
from ..core.french import fold
from ..core.grids import square_neighbour_table
from ..core.rng import make_rng, resolve_seed
from ..core.speed import remember
from ..core.state import GameState, Move, MoveList
from . import messages as msg
from .board import (
    SIZE,
    Board,
    cell_name,
    cells_of_tile_position,
    parse_cell,
    tile_position_of,
)
from .scoring import score

NEIGHBOURS = square_neighbour_table(SIZE)
TILE_POSITION = tuple(tile_position_of(c) for c in range(SIZE * SIZE))
#: Bit mask of a cell and its orthogonal neighbours: what a well there blocks.
BLOCK_MASK = tuple((1 << c) | sum(1 << n for n in NEIGHBOURS[c]) for c in range(SIZE * SIZE))


@lru_cache(maxsize=16)
def _revealed_mask(positions: frozenset) -> int:
    return sum(1 << c for pos in positions for c in cells_of_tile_position(pos))


def _cells_of_mask(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


#: Tile positions revealed at each stage of the advanced game (A9), row-major 0–8.
STAGE_POSITIONS = ((0, 1, 3), (2, 4, 6), (5, 7, 8))
DIRECTIONS = ("columns", "rows")
#: Roles by seat for 2 and 4 players (A6, A15): (direction, concession). With 2, the
#: rulebook gives player 1 turquoise and the columns, player 2 orange and the rows.
ROLES = {
    2: (("columns", "turquoise"), ("rows", "orange")),
    4: (
        ("columns", "turquoise"),
        ("rows", "orange"),
        ("columns", "orange"),
        ("rows", "turquoise"),
    ),
}
#: Wells per player: (normal, double) by player count and tactical flag.
WELLS = {(2, False): (14, 0), (2, True): (11, 3), (4, False): (7, 0), (4, True): (6, 1)}
_CONCESSION_RE = re.compile(
    r"^(?:concession[\s:_-]*)?(turquoise|orange)[\s:/_-]+(colonnes?|rangees?|columns?|rows?)$"
)


@dataclass(frozen=True)
class Role:
    """A concession and the direction it scores."""

    direction: str  # "columns" or "rows"
    concession: str  # "turquoise" or "orange"

    @property
    def french(self) -> str:
        return msg.ROLE.format(
            concession=msg.CONCESSION_NAMES[self.concession],
            direction=msg.DIRECTION_NAMES[self.direction],
        )


@dataclass(frozen=True)
class Place(Move):
    """Place a well on ``cell`` (flat index); ``double`` for a tactical double-value well."""

    cell: int
    double: bool = False

    def __str__(self) -> str:
        return cell_name(self.cell) + ("*" if self.double else "")

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails

    def __hash__(self) -> int:
        return self.cell * 2 + self.double


PLACE = tuple(Place(c) for c in range(SIZE * SIZE))
PLACE_DOUBLE = tuple(Place(c, True) for c in range(SIZE * SIZE))


@dataclass(frozen=True)
class TakeConcession(Move):
    """Advanced game: buy a concession and choose the direction it scores."""

    concession: str
    direction: str

    def __str__(self) -> str:
        return f"{self.concession}-{msg.DIRECTION_NAMES[self.direction]}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails


def parse_move(text: str) -> Move:
    """Read ``c7``, ``c7*`` or ``turquoise-colonnes`` / ``orange-rangées``."""
    if not isinstance(text, str):
        raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")
    t = text.strip().lower()
    double = t.endswith("*")
    if len(t) in (2, 3) and (len(t) == 2 or double):
        return Place(parse_cell(t[:2]), double)
    plain = fold(t)
    m = _CONCESSION_RE.match(plain)
    if m:
        direction = "columns" if m.group(2).startswith(("col",)) else "rows"
        return TakeConcession(m.group(1), direction)
    raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")


@dataclass(frozen=True, eq=True)
class AtacamaState(GameState):
    """A position of Atacama. Build it with ``ludo.new("atacama", ...)``.

    Fields are public and read-only; ``wells[cell]`` is ``None`` or
    ``(player, double)``; ``supply[p]`` is ``(normal, double)`` wells left.
    """

    game = "atacama"

    board: Board
    tiles_board: Board
    n_players: int
    variant: str
    tactical: bool
    seed: int
    wells: tuple
    supply: tuple
    roles: tuple
    to_move: int | None
    stage: int
    stage_actions: int
    first_player: int
    options: tuple = ()  # (("flat_one_point", bool), ("double_counts_as", int), ("threshold", int))
    history: tuple = ()
    events: tuple = ()
    revealed: frozenset = field(default=frozenset(range(9)))
    #: Bit mask of the cells that can no longer take a well (occupied or beside a well).
    blocked: int = 0

    # -- options ----------------------------------------------------------------------------
    def option(self, name: str):
        return dict(self.options)[name]

    # -- the API ----------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_move

    def is_over(self) -> bool:
        return self.to_move is None

    def setup(self) -> dict:
        out = {
            "players": self.n_players,
            "seed": self.seed,
            "variant": self.variant,
            "tactical": self.tactical,
        }
        canonical = self.tiles_board.arrange("ABCDEFGHI")  # tiles in letter order
        if canonical != Board.default():
            out["board"] = canonical.to_text()
        if self.tiles_board.tile_letters != "ABCDEFGHI":
            out["layout"] = self.tiles_board.tile_letters
        opts = dict(self.options)
        if opts["flat_one_point"]:
            out["flat_one_point"] = True
        if opts["double_counts_as"] != 1:
            out["double_counts_as"] = opts["double_counts_as"]
        return out

    @classmethod
    def parse_move(cls, text: str) -> Move:
        return parse_move(text)

    def score(self):
        return score(self)

    # -- queries for teaching -----------------------------------------------------------------
    def free_cells(self) -> list[int]:
        """Cells where the current rules allow a well (ignoring whose turn it is)."""
        return _cells_of_mask(_revealed_mask(self.revealed) & ~self.blocked)

    def why_forbidden(self, cell: int | str) -> str | None:
        """French reason why no well may go on ``cell`` now, or None when it may."""
        if isinstance(cell, str):
            cell = parse_cell(cell)
        err = self._cell_problem(cell)
        return None if err is None else str(err)

    def role_of(self, player: int) -> Role | None:
        return self.roles[player]

    def wells_left(self, player: int) -> int:
        return sum(self.supply[player])

    # -- hooks --------------------------------------------------------------------------------
    def _legal(self) -> list[Move]:
        p = self.mover
        return _actions(self, p)

    def _cell_problem(self, cell: int) -> IllegalMove | None:
        name = cell_name(cell)
        if TILE_POSITION[cell] not in self.revealed:
            return IllegalMove(
                msg.ILLEGAL_HIDDEN.format(cell=name, stage=self.stage), rule="atacama.hidden"
            )
        if self.wells[cell] is not None:
            return IllegalMove(msg.ILLEGAL_OCCUPIED.format(cell=name), rule="atacama.one_per_field")
        for n in NEIGHBOURS[cell]:
            if self.wells[n] is not None:
                return IllegalMove(
                    msg.ILLEGAL_ADJACENT.format(cell=name, other=cell_name(n)),
                    rule="atacama.not_adjacent",
                )
        return None

    def _explain(self, move: Move) -> IllegalMove:
        p = self.mover
        text = str(move)
        err: IllegalMove | None
        if isinstance(move, Place):
            if not 0 <= move.cell < SIZE * SIZE:  # a hand-made Place(-1): not a field
                return IllegalMove(
                    msg.ILLEGAL_OFF_BOARD.format(cell=move.cell), move=move, rule="atacama.board"
                )
            if move.double and not self.tactical:
                err = IllegalMove(
                    msg.ILLEGAL_NO_DOUBLE_VARIANT.format(move=text), rule="atacama.tactical"
                )
            elif self._must_buy(p):
                err = IllegalMove(
                    msg.ILLEGAL_MUST_BUY.format(move=text, player=p + 1),
                    rule="atacama.forced_concession",
                )
            else:
                err = self._cell_problem(move.cell)
                if err is None:
                    kind = msg.KIND_DOUBLE if move.double else msg.KIND_NORMAL
                    err = IllegalMove(
                        msg.ILLEGAL_NO_WELL.format(cell=text, player=p + 1, kind=kind),
                        rule="atacama.supply",
                    )
        elif isinstance(move, TakeConcession):
            if self.variant != "advanced":
                err = IllegalMove(
                    msg.ILLEGAL_CONCESSION_BASE.format(move=text), rule="atacama.concession"
                )
            else:
                err = IllegalMove(
                    msg.ILLEGAL_CONCESSION_TAKEN.format(move=text), rule="atacama.concession"
                )
        else:
            err = IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="move.legal")
        if err is None:  # pragma: no cover - a placement refused for no reason found
            err = IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="move.legal")
        err.move = move
        return err

    def _must_buy(self, p: int) -> bool:
        return self.variant == "advanced" and self.roles[p] is None and self.wells_left(p) == 1

    def _apply(self, move: Move) -> AtacamaState:
        p = self.mover
        events = []
        supply = list(self.supply)
        roles = self.roles
        wells = self.wells
        normal, double = supply[p]
        if isinstance(move, Place):
            wells = wells[: move.cell] + ((p, move.double),) + wells[move.cell + 1 :]
            blocked = self.blocked | BLOCK_MASK[move.cell]
            supply[p] = (normal, double - 1) if move.double else (normal - 1, double)
            fld = self.board.fields[move.cell]
            events.append(
                Event(
                    "well.placed",
                    msg.EV_PLACED.format(
                        player=p + 1,
                        kind=msg.EV_PLACED_DOUBLE if move.double else "",
                        cell=cell_name(move.cell),
                        ore=msg.ORE_NAMES[fld.ore],
                        value=fld.value,
                    ),
                    {"player": p, "cell": move.cell, "double": move.double},
                )
            )
        else:  # TakeConcession (only legal in the advanced game, 2 players)
            assert isinstance(move, TakeConcession)
            blocked = self.blocked
            other = 1 - p
            other_conc = "orange" if move.concession == "turquoise" else "turquoise"
            other_dir = "rows" if move.direction == "columns" else "columns"
            new_roles: list[Role | None] = [None, None]
            new_roles[p] = Role(move.direction, move.concession)
            new_roles[other] = Role(other_dir, other_conc)
            roles = tuple(new_roles)
            supply[p] = (normal - 1, double) if normal > 0 else (normal, double - 1)
            events.append(
                Event(
                    "concession.taken",
                    msg.EV_CONCESSION.format(
                        player=p + 1,
                        concession=msg.CONCESSION_NAMES[move.concession],
                        direction=msg.DIRECTION_NAMES[move.direction],
                        other=other + 1,
                        other_concession=msg.CONCESSION_NAMES[other_conc],
                        other_direction=msg.DIRECTION_NAMES[other_dir],
                    ),
                    {"player": p, "concession": move.concession, "direction": move.direction},
                )
            )
        nxt = self._evolve(
            wells=wells,
            supply=tuple(supply),
            roles=roles,
            history=self.history + (move,),
            events=(),
            stage_actions=self.stage_actions + 1,
            blocked=blocked,
        )
        return _advance(nxt, p, events)


def _actions(s: AtacamaState, p: int) -> list[Move]:
    """Every action player ``p`` may take in ``s`` (empty when he must pass)."""
    normal, double = s.supply[p]
    if normal + double == 0:
        return []
    buys: list[Move] = []
    if s.variant == "advanced" and s.roles[p] is None:
        buys = [TakeConcession(c, d) for c in ("turquoise", "orange") for d in DIRECTIONS]
        if s._must_buy(p):
            return buys
    cells = s.free_cells()
    moves: list[Move] = []
    if normal:
        moves.extend(PLACE[c] for c in cells)
    if double:
        moves.extend(PLACE_DOUBLE[c] for c in cells)
    return moves + buys


def _reveal_next_stage(s: AtacamaState, events: list[Event]) -> AtacamaState:
    stage = s.stage + 1
    positions = STAGE_POSITIONS[stage - 1]
    letters = ", ".join(s.board.tile_letters[pos] for pos in positions)
    events.append(
        Event("stage.revealed", msg.EV_STAGE.format(stage=stage, tiles=letters), {"stage": stage})
    )
    return s._evolve(stage=stage, stage_actions=0, revealed=s.revealed | frozenset(positions))


def _advance(s: AtacamaState, last: int, events: list[Event]) -> AtacamaState:
    """Hand the turn to the next player who can act; reveal stages; detect the end (A5, A10)."""
    n = s.n_players
    while True:
        if s.stage < 3 and s.stage_actions >= 3 * n:
            s = _reveal_next_stage(s, events)
        passes: list[Event] = []
        for k in range(1, n + 1):
            q = (last + k) % n
            moves = _actions(s, q)
            if moves:
                events.extend(passes)
                if s._must_buy(q):
                    events.append(
                        Event(
                            "concession.forced", msg.EV_FORCED.format(player=q + 1), {"player": q}
                        )
                    )
                out = s._evolve(to_move=q, events=tuple(events))
                remember(out, "_legal_cache", MoveList(moves, parse_move))
                return out
            if s.wells_left(q) > 0:
                passes.append(Event("turn.passed", msg.EV_PASS.format(player=q + 1), {"player": q}))
        # Nobody can act now.
        if s.stage < 3:
            s = s._evolve(stage_actions=3 * n)  # the next tiles come out at once
            continue
        events.append(Event("game.over", msg.EV_END, {}))
        return s._evolve(to_move=None, events=tuple(events))


def _check_bool(name: str, value) -> bool:
    if not isinstance(value, bool):
        raise InvalidData(msg.BAD_BOOL.format(field=name, value=value), field=name)
    return value


def new_game(
    players: int = 2,
    seed: int | None = None,
    variant: str = "base",
    tactical: bool = False,
    board: Board | str | None = None,
    layout: str | None = None,
    flat_one_point: bool = False,
    double_counts_as: int = 1,
) -> AtacamaState:
    """A new game of Atacama.

    Parameters
    ----------
    players : 2 or 4
    seed : int, optional
        Shuffles the tiles of the advanced game and draws its first player.
    variant : ``"base"`` or ``"advanced"`` (2 players only)
    tactical : bool
        The tactical variant: 11 + 3 double wells for 2 players, 6 + 1 for 4.
    board : Board or str, optional
        The 9×9 fields (default: the project's reconstruction). Text is read with
        :meth:`Board.from_text`, so the real board typed from the box can be used.
    layout : str, optional
        The letters of the tiles by position (e.g. ``"IHGFEDCBA"``).
    flat_one_point : bool
        A1's literal reading: every well is worth 1 point, signed.
    double_counts_as : 1 or 2
        How many wells a double well counts for the 4-well threshold (A8).

    Examples
    --------
    >>> s = new_game(players=2, seed=1)
    >>> s.current_player, s.supply
    (0, ((14, 0), (14, 0)))
    """
    if isinstance(players, bool) or players not in (2, 4):
        raise InvalidData(msg.BAD_PLAYERS.format(n=players), field="players")
    if variant not in ("base", "advanced"):
        raise InvalidData(msg.BAD_VARIANT.format(variant=variant), field="variant")
    if variant == "advanced" and players != 2:
        raise InvalidData(msg.ADVANCED_4P, field="variant")
    tactical = _check_bool("tactical", tactical)
    flat_one_point = _check_bool("flat_one_point", flat_one_point)
    if isinstance(double_counts_as, bool) or double_counts_as not in (1, 2):
        raise InvalidData(
            msg.BAD_DOUBLE_COUNT.format(value=double_counts_as), field="double_counts_as"
        )
    if board is None:
        tiles_board = Board.default()
    elif isinstance(board, Board):
        tiles_board = board
    else:
        tiles_board = Board.from_text(board)
    if layout is not None:
        tiles_board = tiles_board.arrange(layout)
    seed = resolve_seed(seed)
    rng = make_rng(seed)
    if variant == "advanced":
        letters = list(tiles_board.tile_letters)
        rng.shuffle(letters)
        # The stack is laid stage by stage: triangle, diagonal, rest (A9).
        order = [pos for stage in STAGE_POSITIONS for pos in stage]
        layout_by_pos = [""] * 9
        for letter, pos in zip(letters, order, strict=True):
            layout_by_pos[pos] = letter
        # `arrange` takes letters by position relative to the tiles' current letters.
        play_board = tiles_board.arrange("".join(layout_by_pos))
        roles: tuple[Role | None, ...] = (None, None)
        first = rng.randrange(2)
        stage = 1
        revealed = frozenset(STAGE_POSITIONS[0])
    else:
        play_board = tiles_board
        roles = tuple(Role(d, c) for d, c in ROLES[players])
        first = 0
        stage = 3
        revealed = frozenset(range(9))
    supply = tuple(WELLS[(players, tactical)] for _ in range(players))
    options = (
        ("flat_one_point", flat_one_point),
        ("double_counts_as", double_counts_as),
        ("threshold", 4),
    )
    return AtacamaState(
        board=play_board,
        tiles_board=tiles_board,
        n_players=players,
        variant=variant,
        tactical=tactical,
        seed=seed,
        wells=(None,) * (SIZE * SIZE),
        supply=supply,
        roles=roles,
        to_move=first,
        stage=stage,
        stage_actions=0,
        first_player=first,
        options=options,
        revealed=revealed,
    )


def cells_of_stage(stage: int) -> tuple[int, ...]:
    return tuple(c for pos in STAGE_POSITIONS[stage - 1] for c in cells_of_tile_position(pos))
