"""Seismic's rules: setup, placing tiles, road crew markers, quakes, turns, the end.

Every interpretation of the French rule text is decided here, by the id used in
``shared/reference/seismic.md`` §1.6, and tested in ``tests/seismic``:

* S1 — the table is a finite hex disc (radius 6 by default, option ``radius``);
  cells outside are refused; a road may face the table edge.
* S2 — a road end facing the table edge no longer lets the game go on (end
  trigger) but leaves its section **incomplete** at scoring.
* S3 — a new tile touches a placed tile, every contact matches (green to green,
  road to road) and at least one road meets a road (``require_road_contact=False``
  drops that last condition).
* S4/S5/S6/S8 — quakes: see :mod:`ludo.seismic.quakes`; a tie is chosen by the
  player whose turn it is, as a move (:class:`ChooseSide`).
* S7 — tiles cut off from San Andreas by a quake stay; roads facing an emptied
  cell are open again.
* S9 — a quake revealed during the setup is discarded and replaced; any later one
  is resolved at once, then the refilling goes on.
* S10 — when none of the face-up tiles can be placed, they are discarded and up to
  three more are revealed, as long as tiles remain; with nothing left the game ends.
* S11 — the game ends when the last tile has been placed, when nothing is left to
  reveal, or when no open road end faces an empty cell of the table.
* S12/S13/S23 — scoring: see :mod:`ludo.seismic.scoring`.
* S14 — a marker goes on a piece (road or stub) of the tile just placed, never on
  San Andreas, and only when that piece's section (after placing) has none yet.
* S15 — 20 markers per player; they come back only when a quake destroys their
  tile; a player with none left cannot place one.
* S16 — a final tie is a shared victory.
* S17/S18 — the 6 survivors of the 12-tile quake mix are shuffled into the other 67
  tiles (73-tile pile); 2 tiles are face up at setup and each turn starts by
  revealing tiles until 3 are face up.
* S19 — Le Big One: the quake 6.0 is set aside; the other 5 quakes are mixed with
  2 straights, 2 wide and 1 tight curve (5 of these 10 go back to the box, 5 into
  the pile); then 5 tiles are taken from the top of the pile, shuffled with the 6.0
  and put at the bottom: the 6.0 is among the last six tiles.
* S20 — Dilemme : after placing a tile without a marker, the player may place a
  second face-up tile (without a marker) instead; the next player then reveals 2
  tiles (the row is always refilled up to 3).
* S21 — Contrecoups : after each quake that destroyed at least one tile, every
  player in turn order (starting with the player whose turn it is) may turn one
  placed tile to another orientation that obeys the placement rules (S3 included),
  or pass; a tile turns at most once per quake; markers stay on the same piece (so a
  section may end up with several markers); a tile touching no other tile cannot be
  turned (it could not be placed there); a player with nothing to turn is skipped.
* S22 — Villes jumelles : the second San Andreas is 9 steps east (8 empty cells
  between); the table is the union of the two discs; both boxes are used (two of
  every tile, 12 quakes, 4+4+4 simple tiles in the mix, 12 go back to the box); on
  a quake the player whose turn it is chooses which city is hit first
  (:class:`ChooseCity`) when both would be hit; a section joining the two cities
  scores 10 more.
* Not in the reference: Joueur 1 starts (the rule names the player nearest a door);
  variants combine with ``+`` (``"dilemma+aftershocks"``), except Big One with
  Twin Cities.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..core.errors import IllegalMove, InvalidData
from ..core.events import Event
from ..core.hexgrid import DIRS, disc
from ..core.rng import make_rng, resolve_seed
from ..core.state import GameState, Move, MoveList
from . import messages as msg
from .quakes import fallen, hit_sides, ray_counts
from .sections import Analysis, analyse, extend, geometry, sections
from .tiles import CITY, HIGHWAY, Manifest, default_manifest, is_quake, load_manifest, quake_id

PLACE, SECOND, CITY_CHOICE, SIDE_CHOICE, AFTERSHOCK, OVER = (
    "place",
    "second",
    "city",
    "side",
    "aftershock",
    "over",
)
VARIANTS = ("big_one", "dilemma", "aftershocks", "twin_cities")
VARIANT_ALIASES = {
    "base": None,
    "big_one": "big_one",
    "bigone": "big_one",
    "le_big_one": "big_one",
    "dilemma": "dilemma",
    "dilemme": "dilemma",
    "aftershocks": "aftershocks",
    "contrecoups": "aftershocks",
    "twin_cities": "twin_cities",
    "villes_jumelles": "twin_cities",
}
TWIN_OFFSET = (9, 0)  # S22
TWIN_BONUS = 10
ROW_SIZE = 3


def cell_text(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def player_name(p: int) -> str:
    return msg.PLAYER.format(n=p + 1)


# -- moves --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Move):
    """Place face-up tile ``tile`` on ``cell`` turned ``rot`` sixths; ``marker`` = piece index."""

    tile: str
    cell: tuple
    rot: int
    marker: int | None = None

    def __str__(self) -> str:
        m = "" if self.marker is None else f" m{self.marker}"
        return f"{self.tile} {self.cell[0]},{self.cell[1]} r{self.rot}{m}"

    def __repr__(self) -> str:
        return f"Place({str(self)!r})"


@dataclass(frozen=True)
class Rotate(Move):
    """Contrecoups: turn the tile on ``cell`` to rotation ``rot``."""

    cell: tuple
    rot: int

    def __str__(self) -> str:
        return f"{msg.NOTATION_ROTATE} {self.cell[0]},{self.cell[1]} r{self.rot}"

    def __repr__(self) -> str:
        return f"Rotate({str(self)!r})"


@dataclass(frozen=True)
class Pass(Move):
    """Dilemme (no second tile) or Contrecoups (no re-orientation)."""

    def __str__(self) -> str:
        return msg.NOTATION_PASS

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True)
class ChooseSide(Move):
    """Quake tie (S5): the side of San Andreas that is hit."""

    side: int

    def __str__(self) -> str:
        return f"{msg.NOTATION_SIDE} {msg.SIDE_NOTATION[self.side]}"

    def __repr__(self) -> str:
        return f"ChooseSide({str(self)!r})"


@dataclass(frozen=True)
class ChooseCity(Move):
    """Twin Cities: which San Andreas the quake hits first (0 or 1)."""

    city: int

    def __str__(self) -> str:
        return f"{msg.NOTATION_CITY} {self.city + 1}"

    def __repr__(self) -> str:
        return f"ChooseCity({str(self)!r})"


def _plain(text: str) -> str:
    t = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(ch for ch in t if not unicodedata.combining(ch))


_PLACE_RE = re.compile(
    r"^([A-Za-z][A-Za-z0-9]*)(?:\s+|\s*@\s*)\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*r\s*(\d+)"
    r"(?:\s*m\s*(\d+))?$"
)
_ROTATE_RE = re.compile(r"^(?:tourner|rotate)\s+\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*r\s*(\d+)$")
_SIDE_RE = re.compile(r"^(?:cote|side)\s+(\S+)$")
_CITY_RE = re.compile(r"^(?:ville|city)\s+([12])$")


def parse_move(text: str) -> Move:
    """Read a move: ``W 2,-1 r3``, ``W 2,-1 r3 m0``, ``tourner 1,0 r2``, ``passer``,
    ``côté nord-est``, ``ville 2``.

    >>> parse_move("TTa 2,-1 r1 m0")
    Place('TTa 2,-1 r1 m0')
    >>> str(parse_move("côté sud-ouest"))
    'côté sud-ouest'
    """
    if not isinstance(text, str):
        raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")
    raw = text.strip()
    plain = _plain(raw)
    m = _ROTATE_RE.match(plain)
    if m:
        return Rotate((int(m.group(1)), int(m.group(2))), int(m.group(3)))
    m = _PLACE_RE.match(raw)
    if m:
        marker = None if m.group(5) is None else int(m.group(5))
        return Place(m.group(1), (int(m.group(2)), int(m.group(3))), int(m.group(4)), marker)
    if plain in ("passer", "pass"):
        return Pass()
    m = _SIDE_RE.match(plain)
    if m:
        word = m.group(1)
        for i, name in enumerate(msg.SIDE_NOTATION):
            if word in (_plain(name), str(i), msg.SIDE_CODES[i].lower()):
                return ChooseSide(i)
    m = _CITY_RE.match(plain)
    if m:
        return ChooseCity(int(m.group(1)) - 1)
    raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")


# -- the state ----------------------------------------------------------------------------------
@dataclass(frozen=True, eq=True)
class SeismicState(GameState):
    """A position of Seismic. Build it with ``ludo.new("seismic", ...)``.

    ``placed[cell]`` is ``(tile id, rotation)``; ``markers[(cell, piece)]`` a player;
    ``supply[p]`` markers left; ``pile`` top first; ``row`` the face-up tiles.
    """

    game = "seismic"

    manifest: Manifest
    n_players: int
    seed: int
    variants: tuple
    radius: int
    require_road_contact: bool
    cells: frozenset
    cities: tuple
    placed: dict
    markers: dict
    supply: tuple
    pile: tuple
    row: tuple
    boxed: tuple
    discard: tuple
    turn: int
    phase: str
    actor: int | None
    pending: dict = field(default_factory=dict)
    quake_log: tuple = ()
    end_reason: str = ""
    history: tuple = ()
    events: tuple = ()

    def __hash__(self) -> int:  # dict fields: hash what identifies a position of a game
        return hash((self.seed, self.variants, self.history))

    # -- helpers ------------------------------------------------------------------------------
    def _evolve(self, **changes) -> SeismicState:
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d.pop("_legal_cache", None)
        if "placed" in changes or "markers" in changes:
            d.pop("_analysis", None)
            d.pop("_open_cells", None)
            d.pop("_cellinfo", None)
        d.update(changes)
        return new

    @property
    def geom(self):
        g = self.__dict__.get("_geom")
        if g is None:
            g = geometry(self.manifest)
            object.__setattr__(self, "_geom", g)
        return g

    def analysis(self) -> Analysis:
        """The fast union-find view of the sections (cached)."""
        a = self.__dict__.get("_analysis")
        if a is None:
            a = analyse(self.placed, self.markers, self.geom)
            object.__setattr__(self, "_analysis", a)
        return a

    def sections(self):
        """Every highway section, from the networkx half-edge graph."""
        return sections(self.placed, self.geom, self.markers)

    def tile_at(self, cell):
        """The :class:`~ludo.seismic.tiles.Tile` on ``cell`` (oriented), or None."""
        t = self.placed.get(cell)
        return None if t is None else self.geom.tile[t]

    def has(self, variant: str) -> bool:
        return variant in self.variants

    @property
    def variant(self) -> str:
        return "+".join(self.variants) if self.variants else "base"

    # -- the API ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.actor

    @property
    def player_names(self) -> tuple[str, ...]:
        return tuple(player_name(p) for p in range(self.n_players))

    def is_over(self) -> bool:
        return self.phase == OVER

    def setup(self) -> dict:
        out = {"players": self.n_players, "seed": self.seed, "variant": self.variant}
        if self.radius != self.manifest.radius:
            out["radius"] = self.radius
        if not self.require_road_contact:
            out["require_road_contact"] = False
        if self.manifest != default_manifest():
            out["manifest"] = self.manifest.to_dict()
        return out

    @classmethod
    def parse_move(cls, text: str) -> Move:
        return parse_move(text)

    def play(self, move: Move | str) -> SeismicState:
        """Like :meth:`GameState.play`; rotations are read modulo the tile's symmetry."""
        if isinstance(move, str):
            move = self.parse_move(move)
        move = self._canonical(move)
        if isinstance(move, Move) and not self.is_over():
            for m in self.legal_moves():  # fast path: a move taken from legal_moves()
                if m is move:
                    return self._apply(move)
        return super().play(move)

    def _canonical(self, move):
        """Rotations are read modulo the tile's symmetry (``S r4`` is ``S r1``)."""
        if isinstance(move, Place) and move.tile in self.geom.period:
            k = move.rot % self.geom.period[move.tile] if 0 <= move.rot < 6 else move.rot
            if k != move.rot:
                return Place(move.tile, move.cell, k, move.marker)
        if isinstance(move, Rotate) and move.cell in self.placed and 0 <= move.rot < 6:
            tid = self.placed[move.cell][0]
            k = move.rot % self.geom.period[tid]
            if k != move.rot:
                return Rotate(move.cell, k)
        return move

    def score(self):
        from .scoring import score

        return score(self)

    # -- queries for teaching -----------------------------------------------------------------
    def open_cells(self) -> list:
        """Empty table cells faced by an open road end (where a tile may go, S3)."""
        cached = self.__dict__.get("_open_cells")
        if cached is not None:
            return cached
        a = self.analysis()
        out = set()
        placed, cells = self.placed, self.cells
        for cell, s in a.open_ends:
            dq, dr = DIRS[s]
            c = (cell[0] + dq, cell[1] + dr)
            if c in cells and c not in placed:
                out.add(c)
        out = sorted(out)
        object.__setattr__(self, "_open_cells", out)
        return out

    def candidate_cells(self) -> list:
        if self.require_road_contact:
            return self.open_cells()
        out = set()
        for cell in self.placed:
            for dq, dr in DIRS:
                c = (cell[0] + dq, cell[1] + dr)
                if c in self.cells and c not in self.placed:
                    out.add(c)
        return sorted(out)

    def constraint(self, cell) -> tuple[int, int]:
        """``(cmask, cval)``: sides touching a tile, and those of them that are roads."""
        cmask = cval = 0
        placed, mask = self.placed, self.geom.mask
        q, r = cell
        for i in range(6):
            dq, dr = DIRS[i]
            t = placed.get((q + dq, r + dr))
            if t is not None:
                cmask |= 1 << i
                if mask[t] >> ((i + 3) % 6) & 1:
                    cval |= 1 << i
        return cmask, cval

    def placements(self, tile: str, cell=None) -> list[tuple]:
        """Legal ``(cell, rotation)`` for ``tile`` now (ignoring markers)."""
        g = self.geom
        out = []
        for c in [cell] if cell is not None else self.candidate_cells():
            if c not in self.cells or c in self.placed:
                continue
            cmask, cval = self.constraint(c)
            if cmask == 0:
                continue
            for k in g.fits(tile, cmask, cval, self.require_road_contact):
                out.append((c, k))
        return out

    def markable(self, tile: str, cell, rot) -> list[int]:
        """Pieces of ``tile`` placed on ``cell`` at ``rot`` that may receive a marker (S14)."""
        g = self.geom
        if g.kind[tile] == CITY:
            return []
        roots6, marked6 = self._side_roots(cell)
        return _markable(g.pieces[tile, rot], roots6, marked6)

    def _side_roots(self, cell):
        """For each side of ``cell``: the section id across it (or None) and whether it is marked."""
        a = self.analysis()
        half, info = a.half, a.info
        q, r = cell
        roots6 = [None] * 6
        marked6 = [False] * 6
        for i in range(6):
            dq, dr = DIRS[i]
            h = half.get(((q + dq, r + dr), (i + 3) % 6))
            if h is not None:
                roots6[i] = h
                marked6[i] = bool(info[h][3])
        return roots6, marked6

    def preview(self, move: Place, check: bool = True) -> SeismicState:
        """The table with ``move``'s tile (and marker) laid, before the turn goes on.

        For drawing and for computer players: nothing is revealed and the turn does
        not pass. With ``check=False`` an illegal placement is shown too (unless the
        cell is taken or off the table, then the table is returned unchanged).
        """
        if check and move not in self.legal_moves():
            raise self._explain(move)
        if (
            move.cell in self.placed
            or move.cell not in self.cells
            or move.tile not in self.geom.period
        ):
            return self
        placed = dict(self.placed)
        placed[move.cell] = (move.tile, move.rot % 6)
        markers = self.markers
        if move.marker is not None and move.marker < len(self.geom.pieces[move.tile, move.rot % 6]):
            markers = dict(markers)
            markers[move.cell, move.marker] = self.actor
        return self._evolve(placed=placed, markers=markers, events=())

    def why_illegal(self, move: Move | str) -> str | None:
        """French reason why ``move`` is refused now, or None when it is legal."""
        if isinstance(move, str):
            move = self.parse_move(move)
        move = self._canonical(move)
        if move in self.legal_moves():
            return None
        return str(self._explain(move))

    # -- hooks --------------------------------------------------------------------------------
    def _place_moves(self, allow_marker: bool) -> list[Move]:
        """Every legal placement of a face-up tile, with every legal marker choice.

        The moves of one tile on one cell depend only on the sides the cell touches
        and on which neighbouring sections carry a marker: they are kept in a cache
        (moves are immutable) so that a simulation does not rebuild them every turn.
        """
        g = self.geom
        out = []
        can_mark = allow_marker and self.supply[self.actor] > 0
        tiles = [t for t in dict.fromkeys(self.row) if g.kind[t] != CITY]
        need = self.require_road_contact
        mask = g.mask
        a = self.analysis()
        half, info = a.half, a.info
        placed = self.placed
        cache = g.move_cache
        places = g.place_cache
        objs = g.place_objects
        if len(places) > 200_000:
            places.clear()
            objs.clear()
        extend = out.extend
        neigh = g.neighbours
        cellinfo = self.__dict__.get("_cellinfo")
        if cellinfo is None:
            cellinfo = {}
            object.__setattr__(self, "_cellinfo", cellinfo)
        for c in self.candidate_cells():
            ci = cellinfo.get(c)
            if ci is None:
                cmask = cval = 0
                roots6 = [None] * 6
                marked6 = [False] * 6
                anymark = False
                for i, bit, nb, obit, o in neigh(c):
                    t = placed.get(nb)
                    if t is not None:
                        cmask |= bit
                        if mask[t] & obit:
                            cval |= bit
                            h = half[nb, o]
                            roots6[i] = h
                            if info[h][3]:
                                marked6[i] = anymark = True
                if not anymark:
                    marks = True
                else:
                    present = [x for x in roots6 if x is not None]
                    if len(set(present)) < len(present):  # two sides on one section
                        marks = tuple(
                            (marked6[i], roots6.index(roots6[i]) if roots6[i] is not None else -1)
                            for i in range(6)
                        )
                    else:
                        marks = tuple(marked6)
                ci = cellinfo[c] = (cmask, cval, roots6, marked6, marks)
            else:
                cmask, cval, roots6, marked6, marks = ci
            if cmask == 0:
                continue
            sig = marks if can_mark else False
            for tid in tiles:
                key = (tid, cmask, cval, need, sig)
                moves = places.get((c, key))
                if moves is None:
                    choices = cache.get(key)
                    if choices is None:
                        choices = _cell_moves(g, tid, cmask, cval, need, can_mark, roots6, marked6)
                        cache[key] = choices
                    moves = places[c, key] = tuple(_place(objs, tid, c, ki) for ki in choices)
                extend(moves)
        return out

    def _legal(self) -> list[Move]:
        ph = self.phase
        if ph == PLACE:
            return self._place_moves(True)
        if ph == SECOND:
            return self._place_moves(False) + [Pass()]
        if ph == CITY_CHOICE:
            return [ChooseCity(i) for i in self.pending["left"]]
        if ph == SIDE_CHOICE:
            return [ChooseSide(s) for s in self.pending["sides"]]
        if ph == AFTERSHOCK:
            return _rotations(self, self.pending["rotated"]) + [Pass()]
        return []

    def _explain(self, move: Move) -> IllegalMove:
        err = self._explain_inner(move)
        err.move = move
        return err

    def _explain_inner(self, move: Move) -> IllegalMove:
        text = str(move)
        ph = self.phase
        expected = msg.PHASE_EXPECTS[ph]
        if isinstance(move, Place):
            if ph not in (PLACE, SECOND):
                return IllegalMove(
                    msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
                )
            if move.tile not in self.row:
                return IllegalMove(
                    msg.ILLEGAL_NOT_IN_ROW.format(
                        move=text, tile=move.tile, row=", ".join(self.row)
                    ),
                    rule="seismic.row",
                )
            problem = self._cell_problem(move.tile, move.cell, move.rot, ignore=None)
            if problem is not None:
                return problem
            if move.marker is not None:
                return self._marker_problem(move, second=ph == SECOND)
            return IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="seismic")
        if isinstance(move, Rotate):
            if ph != AFTERSHOCK:
                return IllegalMove(
                    msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
                )
            t = self.placed.get(move.cell)
            if t is None:
                return IllegalMove(
                    msg.ILLEGAL_ROTATE_EMPTY.format(move=text), rule="seismic.aftershocks"
                )
            if self.geom.kind[t[0]] == CITY:
                return IllegalMove(
                    msg.ILLEGAL_ROTATE_CITY.format(move=text), rule="seismic.aftershocks"
                )
            if move.cell in self.pending["rotated"]:
                return IllegalMove(
                    msg.ILLEGAL_ROTATE_TWICE.format(move=text), rule="seismic.aftershocks"
                )
            if not 0 <= move.rot < 6 or move.rot == t[1]:
                return IllegalMove(
                    msg.ILLEGAL_ROTATE_SAME.format(move=text), rule="seismic.aftershocks"
                )
            problem = self._cell_problem(t[0], move.cell, move.rot, ignore=move.cell)
            if problem is not None:
                return problem
            return IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="seismic")
        if isinstance(move, Pass):
            return IllegalMove(
                msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
            )
        if isinstance(move, ChooseSide):
            if ph != SIDE_CHOICE:
                return IllegalMove(
                    msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
                )
            names = ", ".join(msg.SIDE_NOTATION[s] for s in self.pending["sides"])
            return IllegalMove(
                msg.ILLEGAL_SIDE.format(move=text, sides=names), rule="seismic.quake_tie"
            )
        if isinstance(move, ChooseCity):
            if ph != CITY_CHOICE:
                return IllegalMove(
                    msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
                )
            return IllegalMove(msg.ILLEGAL_CITY.format(move=text), rule="seismic.twin_cities")
        return IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="seismic")

    def _cell_problem(self, tid, cell, rot, ignore) -> IllegalMove | None:
        """Why ``tid`` cannot lie on ``cell`` at ``rot`` (``ignore``: the cell being turned)."""
        where = cell_text(cell)
        g = self.geom
        if tid not in g.period or g.kind[tid] == CITY:
            return IllegalMove(msg.ILLEGAL_UNKNOWN_TILE.format(tile=tid), rule="seismic.row")
        if not 0 <= rot < 6:
            return IllegalMove(msg.ILLEGAL_ROT.format(rot=rot), rule="seismic.rotation")
        if cell not in self.cells:
            return IllegalMove(msg.ILLEGAL_OFF_TABLE.format(cell=where), rule="seismic.table")
        if cell in self.placed and cell != ignore:
            return IllegalMove(msg.ILLEGAL_OCCUPIED.format(cell=where), rule="seismic.occupied")
        mask = g.mask[tid, rot]
        touching = 0
        road_contact = False
        for i in range(6):
            dq, dr = DIRS[i]
            nb = (cell[0] + dq, cell[1] + dr)
            t = self.placed.get(nb)
            if t is None:
                continue
            touching += 1
            mine = bool(mask >> i & 1)
            theirs = bool(g.mask[t] >> ((i + 3) % 6) & 1)
            if mine != theirs:
                return IllegalMove(
                    msg.ILLEGAL_MISMATCH.format(
                        cell=where,
                        side=msg.SIDE_NAMES[i],
                        mine=msg.EDGE_NAMES[mine],
                        other=cell_text(nb),
                        theirs=msg.EDGE_NAMES[theirs],
                    ),
                    rule="seismic.contacts",
                )
            road_contact = road_contact or mine
        if touching == 0:
            return IllegalMove(msg.ILLEGAL_ALONE.format(cell=where), rule="seismic.adjacent")
        if self.require_road_contact and not road_contact:
            return IllegalMove(msg.ILLEGAL_NO_ROAD.format(cell=where), rule="seismic.road_contact")
        return None

    def _marker_problem(self, move: Place, second: bool) -> IllegalMove:
        g = self.geom
        if second:
            return IllegalMove(
                msg.ILLEGAL_MARKER_SECOND.format(move=str(move)), rule="seismic.dilemma"
            )
        if self.supply[self.actor] <= 0:
            return IllegalMove(
                msg.ILLEGAL_NO_MARKER_LEFT.format(player=self.actor + 1),
                rule="seismic.marker_supply",
            )
        n = len(g.pieces[move.tile, move.rot])
        if not 0 <= move.marker < n:
            return IllegalMove(
                msg.ILLEGAL_MARKER_INDEX.format(marker=move.marker, n=n, tile=move.tile),
                rule="seismic.marker",
            )
        return IllegalMove(
            msg.ILLEGAL_MARKER_TAKEN.format(move=str(move)), rule="seismic.marker_section"
        )

    def _apply(self, move: Move) -> SeismicState:
        events: list[Event] = []
        s = self._evolve(history=self.history + (move,), events=())
        if isinstance(move, Place):
            return _apply_place(s, move, events)
        if isinstance(move, Pass):
            if self.phase == SECOND:
                events.append(
                    Event("dilemma.pass", msg.EV_DILEMMA_PASS.format(player=self.actor + 1), {})
                )
                return _end_turn(s, events)
            events.append(
                Event(
                    "aftershock.pass",
                    msg.EV_AFTERSHOCK_PASS.format(player=self.actor + 1),
                    {"player": self.actor},
                )
            )
            return _aftershock_next(s, events, self.pending["players"][1:], self.pending["rotated"])
        if isinstance(move, Rotate):
            old = self.placed[move.cell]
            placed = dict(self.placed)
            placed[move.cell] = (old[0], move.rot)
            s = s._evolve(placed=placed)
            events.append(
                Event(
                    "tile.rotated",
                    msg.EV_ROTATED.format(
                        player=self.actor + 1, cell=cell_text(move.cell), rot=move.rot
                    ),
                    {"player": self.actor, "cell": move.cell, "from": old[1], "to": move.rot},
                )
            )
            return _aftershock_next(
                s, events, self.pending["players"][1:], self.pending["rotated"] | {move.cell}
            )
        if isinstance(move, ChooseCity):
            other = [c for c in self.pending["left"] if c != move.city]
            events.append(
                Event(
                    "quake.city",
                    msg.EV_CITY_CHOSEN.format(player=self.actor + 1, city=move.city + 1),
                    {"city": move.city},
                )
            )
            return _quake_next(s, events, self.pending["magnitude"], (move.city, *other), False)
        if isinstance(move, ChooseSide):
            p = self.pending
            events.append(
                Event(
                    "quake.side",
                    msg.EV_SIDE_CHOSEN.format(
                        player=self.actor + 1, side=msg.SIDE_NAMES[move.side]
                    ),
                    {"side": move.side, "city": p["city"]},
                )
            )
            s, hit = _quake_hit(s, events, p["magnitude"], p["city"], move.side)
            return _quake_next(s, events, p["magnitude"], p["left"], p["any_hit"] or hit)
        raise AssertionError(move)  # pragma: no cover


def _place(objs: dict, tid, c, ki) -> Place:
    """The (shared, immutable) Place move of ``tid`` on ``c`` with ``(rotation, marker)``."""
    key = (c, tid, ki)
    m = objs.get(key)
    if m is None:
        m = objs[key] = Place(tid, c, ki[0], ki[1])
    return m


def _cell_moves(g, tid, cmask, cval, need, can_mark, roots6, marked6) -> tuple:
    """``(rotation, marker)`` pairs of ``tid`` on a cell (see :meth:`SeismicState._place_moves`)."""
    out = []
    for k in g.fits(tid, cmask, cval, need):
        out.append((k, None))
        if can_mark:
            for i in _markable(g.pieces[tid, k], roots6, marked6):
                out.append((k, i))
    return tuple(out)


def _markable(pieces, roots6, marked6) -> list[int]:
    """Pieces whose section, once the tile is placed, has no marker yet (S14).

    Two pieces of the new tile can join through the same old section: a marker
    reaching one of them through that section reaches the other as well.
    """
    n = len(pieces)
    marked = [any(marked6[s] for s in p) for p in pieces]
    if n > 1 and any(marked) and not all(marked):
        roots = [{roots6[s] for s in p if roots6[s] is not None} for p in pieces]
        changed = True
        while changed:
            changed = False
            for i in range(n):
                for j in range(n):
                    if marked[i] and not marked[j] and roots[i] & roots[j]:
                        marked[j] = True
                        changed = True
    return [i for i in range(n) if not marked[i]]


# -- transitions ----------------------------------------------------------------------------------
def _done(s: SeismicState, events, **changes) -> SeismicState:
    return s._evolve(events=tuple(events), **changes)


def _apply_place(s: SeismicState, move: Place, events) -> SeismicState:
    p = s.actor
    g = s.geom
    placed = dict(s.placed)
    placed[move.cell] = (move.tile, move.rot)
    row = list(s.row)
    row.remove(move.tile)
    changes = {"placed": placed, "row": tuple(row)}
    tile = g.tile[move.tile, move.rot]
    events.append(
        Event(
            "tile.placed",
            msg.EV_PLACED.format(
                player=p + 1, tile=tile.label, cell=cell_text(move.cell), rot=move.rot
            ),
            {"player": p, "cell": move.cell, "tile": move.tile, "rot": move.rot},
        )
    )
    if move.marker is not None:
        markers = dict(s.markers)
        markers[move.cell, move.marker] = p
        supply = list(s.supply)
        supply[p] -= 1
        changes["markers"] = markers
        changes["supply"] = tuple(supply)
        events.append(
            Event(
                "marker.placed",
                msg.EV_MARKER.format(player=p + 1, piece=move.marker, cell=cell_text(move.cell)),
                {"player": p, "cell": move.cell, "piece": move.marker},
            )
        )
    prev = s.analysis()
    prev_cells = s.__dict__.get("_cellinfo")
    s = s._evolve(**changes)
    a = extend(prev, placed, move.cell, g, None if move.marker is None else (move.marker, p))
    object.__setattr__(s, "_analysis", a)
    if prev_cells is not None:  # what the surroundings of untouched cells were, they still are
        touched = a.touched
        object.__setattr__(
            s, "_cellinfo", {c: v for c, v in prev_cells.items() if c not in touched}
        )
    seen = set()
    for i in range(len(tile.pieces)):
        r = a.root[move.cell, i]
        if r in seen:
            continue
        seen.add(r)
        roads, stubs, opens = a.info[r][:3]
        if not opens and stubs:
            value = roads + sum(v for _c, v in stubs)
            events.append(
                Event(
                    "section.completed",
                    msg.EV_COMPLETED.format(roads=roads, value=value),
                    {"cell": move.cell, "piece": i, "roads": roads},
                )
            )
    if s.phase == PLACE and move.marker is None and s.has("dilemma") and s.row:
        s2 = s._evolve(phase=SECOND)
        moves = s2._place_moves(False)
        if moves:
            events.append(Event("dilemma.offer", msg.EV_DILEMMA_OFFER.format(player=p + 1), {}))
            out = _done(s2, events)
            object.__setattr__(out, "_legal_cache", MoveList(moves + [Pass()], parse_move))
            return out
    return _end_turn(s, events)


def _end_turn(s: SeismicState, events) -> SeismicState:
    if not s.pile and not s.row:
        return _finish(s, events, "last_tile")
    if not s.open_cells():
        return _finish(s, events, "no_open_end")
    nxt = (s.turn + 1) % s.n_players
    events.append(Event("turn.start", msg.EV_TURN.format(player=nxt + 1), {"player": nxt}))
    s = s._evolve(turn=nxt, actor=nxt, phase=PLACE, pending={})
    return _refill(s, events)


def _finish(s: SeismicState, events, reason: str) -> SeismicState:
    events.append(Event("game.over", msg.END_REASONS[reason], {"reason": reason}))
    return _done(s, events, phase=OVER, actor=None, pending={}, end_reason=reason)


def _refill(s: SeismicState, events) -> SeismicState:
    """Reveal tiles until 3 are face up, resolve quakes, discard unplayable rows (S10, S18)."""
    while True:
        if len(s.row) < ROW_SIZE and s.pile:
            tid = s.pile[0]
            if is_quake(tid):
                m = int(tid[1:])
                s = s._evolve(pile=s.pile[1:], discard=s.discard + (tid,))
                events.append(Event("quake.revealed", msg.EV_QUAKE.format(m=m), {"magnitude": m}))
                return _quake_start(s, events, m)
            s = s._evolve(pile=s.pile[1:], row=s.row + (tid,))
            events.append(
                Event(
                    "tile.revealed",
                    msg.EV_REVEALED.format(tile=s.geom.tile[tid, 0].label),
                    {"tile": tid},
                )
            )
            continue
        if not s.row:
            return _finish(s, events, "last_tile")
        s = s._evolve(phase=PLACE, actor=s.turn, pending={})
        moves = s._place_moves(True)
        if moves:
            out = _done(s, events)
            object.__setattr__(out, "_legal_cache", MoveList(moves, parse_move))
            return out
        events.append(
            Event(
                "row.discarded", msg.EV_DISCARD_ROW.format(tiles=", ".join(s.row)), {"tiles": s.row}
            )
        )
        s = s._evolve(discard=s.discard + s.row, row=())
        if not s.pile:
            return _finish(s, events, "no_tile_fits")


def _quake_start(s: SeismicState, events, m: int) -> SeismicState:
    left = tuple(range(len(s.cities)))
    if len(left) > 1:
        hit = [c for c in left if hit_sides(ray_counts(s.placed, s.cells, s.cities[c]))]
        if len(hit) > 1:
            return _done(
                s,
                events,
                phase=CITY_CHOICE,
                actor=s.turn,
                pending={"magnitude": m, "left": left},
            )
    return _quake_next(s, events, m, left, False)


def _quake_next(s: SeismicState, events, m: int, left: tuple, any_hit: bool) -> SeismicState:
    while left:
        c, left = left[0], left[1:]
        counts = ray_counts(s.placed, s.cells, s.cities[c])
        sides = hit_sides(counts)
        events.append(
            Event(
                "quake.counts",
                msg.EV_COUNTS.format(
                    city=msg.CITY_NAMES[len(s.cities) > 1][c],
                    counts=", ".join(f"{msg.SIDE_NAMES[i]} {n}" for i, n in enumerate(counts)),
                ),
                {"city": c, "counts": counts, "sides": sides},
            )
        )
        if not sides:
            events.append(Event("quake.nothing", msg.EV_QUAKE_NOTHING, {"city": c}))
            continue
        if len(sides) > 1:
            return _done(
                s,
                events,
                phase=SIDE_CHOICE,
                actor=s.turn,
                pending={
                    "magnitude": m,
                    "city": c,
                    "left": left,
                    "sides": tuple(sides),
                    "any_hit": any_hit,
                },
            )
        s, hit = _quake_hit(s, events, m, c, sides[0])
        any_hit = any_hit or hit
    if any_hit and s.has("aftershocks"):
        order = tuple((s.turn + k) % s.n_players for k in range(s.n_players))
        return _aftershock_next(s, events, order, frozenset())
    return _refill(s._evolve(phase=PLACE, actor=s.turn, pending={}), events)


def _quake_hit(s: SeismicState, events, m: int, c: int, side: int):
    city = s.cities[c]
    cells = fallen(s.placed, s.cells, city, side, m, protected=frozenset(s.cities))
    placed = dict(s.placed)
    markers = dict(s.markers)
    supply = list(s.supply)
    destroyed = []
    for cell in cells:
        tid, rot = placed.pop(cell)
        back = []
        for key in [k for k in markers if k[0] == cell]:
            owner = markers.pop(key)
            supply[owner] += 1
            back.append(owner)
        destroyed.append(tid)
        events.append(
            Event(
                "tile.destroyed",
                msg.EV_DESTROYED.format(
                    tile=s.geom.tile[tid, rot].label,
                    cell=cell_text(cell),
                    markers=msg.EV_MARKERS_BACK.format(
                        n=len(back), players=", ".join(str(b + 1) for b in sorted(set(back)))
                    )
                    if back
                    else "",
                ),
                {"cell": cell, "tile": tid, "rot": rot, "markers": back},
            )
        )
    events.append(
        Event(
            "quake.done",
            msg.EV_QUAKE_DONE.format(m=m, side=msg.SIDE_NAMES[side], n=len(cells)),
            {"magnitude": m, "city": c, "side": side, "cells": cells},
        )
    )
    s = s._evolve(
        placed=placed,
        markers=markers,
        supply=tuple(supply),
        discard=s.discard + tuple(destroyed),
        quake_log=s.quake_log + ((m, c, side, len(cells)),),
    )
    return s, bool(cells)


def _rotations(s: SeismicState, rotated) -> list[Move]:
    g = s.geom
    out = []
    for cell, (tid, rot) in s.placed.items():
        if g.kind[tid] == CITY or cell in rotated:
            continue
        cmask, cval = s.constraint(cell)
        if cmask == 0:
            continue
        for k in g.fits(tid, cmask, cval, s.require_road_contact):
            if k != rot:
                out.append(Rotate(cell, k))
    return sorted(out, key=lambda m: (m.cell, m.rot))


def _aftershock_next(s: SeismicState, events, players: tuple, rotated) -> SeismicState:
    while players:
        p = players[0]
        s2 = s._evolve(phase=AFTERSHOCK, actor=p, pending={"players": players, "rotated": rotated})
        moves = _rotations(s2, rotated)
        if moves:
            events.append(
                Event(
                    "aftershock.offer", msg.EV_AFTERSHOCK_OFFER.format(player=p + 1), {"player": p}
                )
            )
            out = _done(s2, events)
            object.__setattr__(out, "_legal_cache", MoveList(moves + [Pass()], parse_move))
            return out
        players = players[1:]
    return _refill(s._evolve(phase=PLACE, actor=s.turn, pending={}), events)


# -- setup ----------------------------------------------------------------------------------------
def parse_variant(variant) -> tuple:
    """``"base"``, one variant or several joined by ``+`` (French names accepted)."""
    if not isinstance(variant, str):
        raise InvalidData(msg.BAD_VARIANT.format(variant=variant), field="variant")
    out = set()
    for part in variant.split("+"):
        key = _plain(part).replace(" ", "_").replace("-", "_")
        if key not in VARIANT_ALIASES:
            raise InvalidData(msg.BAD_VARIANT.format(variant=variant), field="variant")
        if VARIANT_ALIASES[key]:
            out.add(VARIANT_ALIASES[key])
    if {"big_one", "twin_cities"} <= out:
        raise InvalidData(msg.BAD_VARIANT_COMBO, field="variant")
    return tuple(v for v in VARIANTS if v in out)


def _box(manifest: Manifest, copies: int) -> tuple[list, list]:
    """All tiles but the quake mix's simple tiles, and those simple tiles (in manifest order)."""
    rest, simple = [], []
    for tid, n in manifest.counts.items():
        k = manifest.simple.get(tid, 0) * copies
        rest += [tid] * (n * copies - k)
        simple += [tid] * k
    return rest, simple


def build_pile(manifest: Manifest, variants: tuple, rng) -> tuple[list, list]:
    """The draw pile (top first) and the tiles put back in the box unseen (S17, S19, S22)."""
    copies = 2 if "twin_cities" in variants else 1
    rest, simple = _box(manifest, copies)
    quakes = [quake_id(m) for m in manifest.quakes] * copies
    if "big_one" in variants:
        big = quake_id(max(manifest.quakes))
        quakes.remove(big)
        keep = simple[: len(quakes)]
        rest += simple[len(quakes) :]
        mix = keep + quakes
        rng.shuffle(mix)
        half = len(mix) // 2
        boxed, survivors = mix[:half], mix[half:]
        pile = rest + survivors
        rng.shuffle(pile)
        bottom = pile[:5] + [big]
        pile = pile[5:]
        rng.shuffle(bottom)
        return pile + bottom, boxed
    mix = simple + quakes
    rng.shuffle(mix)
    half = len(mix) // 2
    boxed, survivors = mix[:half], mix[half:]
    pile = rest + survivors
    rng.shuffle(pile)
    return pile, boxed


def new_game(
    players: int = 2,
    seed: int | None = None,
    variant: str = "base",
    radius: int | None = None,
    require_road_contact: bool = True,
    manifest=None,
) -> SeismicState:
    """A new game of Seismic.

    Parameters
    ----------
    players : 2, 3 or 4
    seed : int, optional
        Shuffles the quake mix and the pile.
    variant : str
        ``"base"``, ``"big_one"``, ``"dilemma"``, ``"aftershocks"``, ``"twin_cities"``
        or several joined by ``+`` (French names ``dilemme``, ``contrecoups``,
        ``villes_jumelles``, ``le_big_one`` accepted).
    radius : int, optional
        Radius of the table disc (default: the manifest's, 6).
    require_road_contact : bool
        S3: a new tile must join at least one road.
    manifest : path, JSON text, dict or Manifest, optional
        Another tile list (default: the reconstruction).

    >>> s = new_game(players=3, seed=2)
    >>> s.current_player, len(s.row), s.supply
    (0, 3, (20, 20, 20))
    """
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise InvalidData(msg.BAD_PLAYERS.format(n=players), field="players")
    variants = parse_variant(variant)
    if not isinstance(require_road_contact, bool):
        raise InvalidData(
            msg.BAD_BOOL.format(field="require_road_contact", value=require_road_contact),
            field="require_road_contact",
        )
    man = default_manifest() if manifest is None else load_manifest(manifest)
    if radius is None:
        radius = man.radius
    if isinstance(radius, bool) or not isinstance(radius, int) or not 1 <= radius <= 30:
        raise InvalidData(msg.BAD_RADIUS.format(value=radius), field="radius")
    seed = resolve_seed(seed)
    rng = make_rng(seed)
    cities = ((0, 0),)
    cells = disc((0, 0), radius)
    if "twin_cities" in variants:
        cities = ((0, 0), TWIN_OFFSET)
        cells = cells | disc(TWIN_OFFSET, radius)
    pile, boxed = build_pile(man, variants, rng)
    placed = {c: (man.city.id, 0) for c in cities}
    events = [
        Event("setup", msg.EV_SETUP.format(n=len(pile), boxed=len(boxed)), {"pile": len(pile)})
    ]
    row = []
    discard = []
    while len(row) < 2 and pile:  # S9, S18
        tid = pile.pop(0)
        if is_quake(tid):
            discard.append(tid)
            events.append(Event("setup.quake", msg.EV_SETUP_QUAKE.format(m=tid[1:]), {"tile": tid}))
        else:
            row.append(tid)
    s = SeismicState(
        manifest=man,
        n_players=players,
        seed=seed,
        variants=variants,
        radius=radius,
        require_road_contact=require_road_contact,
        cells=frozenset(cells),
        cities=cities,
        placed=placed,
        markers={},
        supply=(man.markers,) * players,
        pile=tuple(pile),
        row=tuple(row),
        boxed=tuple(boxed),
        discard=tuple(discard),
        turn=0,
        phase=PLACE,
        actor=0,
    )
    events.append(Event("turn.start", msg.EV_TURN.format(player=1), {"player": 0}))
    return _refill(s, events)


def from_position(
    placed: dict,
    row=(),
    pile=(),
    markers: dict | None = None,
    players: int = 2,
    variant: str = "base",
    radius: int = 3,
    turn: int = 0,
    supply=None,
    require_road_contact: bool = True,
) -> SeismicState:
    """A hand-made position, for teaching and tests (small table, chosen tiles).

    ``placed`` maps cells to ``(tile id, rotation)`` (San Andreas is added at the
    centre when missing); ``row`` are the face-up tiles and ``pile`` the next ones,
    top first (``"Q3"`` for a quake). The turn starts as usual: the row is refilled
    from ``pile`` up to 3 tiles. Such a position has no seed: its save file replays
    the seeded game, not this position.
    """
    base = new_game(
        players=players,
        seed=0,
        variant=variant,
        radius=radius,
        require_road_contact=require_road_contact,
    )
    cells = dict(placed)
    for c in base.cities:
        cells.setdefault(c, (base.manifest.city.id, 0))
    s = base._evolve(
        placed=cells,
        markers=dict(markers or {}),
        supply=tuple(supply)
        if supply is not None
        else tuple(
            base.manifest.markers - sum(1 for v in (markers or {}).values() if v == p)
            for p in range(players)
        ),
        pile=tuple(pile),
        row=tuple(row),
        boxed=(),
        discard=(),
        turn=turn,
        actor=turn,
        phase=PLACE,
        pending={},
        quake_log=(),
        history=(),
        events=(),
    )
    return _refill(s, [])


__all__ = [
    "from_position",
    "AFTERSHOCK",
    "CITY_CHOICE",
    "ChooseCity",
    "ChooseSide",
    "HIGHWAY",
    "OVER",
    "PLACE",
    "Pass",
    "Place",
    "Rotate",
    "SECOND",
    "SIDE_CHOICE",
    "SeismicState",
    "new_game",
    "parse_move",
    "parse_variant",
]
