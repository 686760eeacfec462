"""The Seismic state: what is on the table, in the pile and in the players' hands.

The rules themselves live beside it: :mod:`~ludo.seismic.moves` (moves and
notation), :mod:`~ludo.seismic.generation` (legal moves and why a move is
refused), :mod:`~ludo.seismic.turns` (what a move sets off: refills, quakes,
aftershocks, the end) and :mod:`~ludo.seismic.setup` (a new game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ..core.errors import IllegalMove, LudoError
from ..core.hexgrid import DIRS
from ..core.score import ScoreSheet
from ..core.speed import FrozenDict, cached
from ..core.state import GameState, Move
from .generation import (
    PASS,
    canonical_turn,
    explain,
    markable_pieces,
    place_moves,
    rotations,
)
from .moves import ChooseCity, ChooseSide, Pass, Place, Rotate, parse_move
from .phases import (
    AFTERSHOCK,
    CITY_CHOICE,
    OVER,
    PLACE,
    SECOND,
    SIDE_CHOICE,
    Aftershock,
    CityChoice,
    Pending,
    SideChoice,
)
from .scoring import score
from .sections import Analysis, analyse, geometry, sections, side_key
from .tiles import CITY, Manifest, default_manifest
from .turns import apply_move


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
    placed: FrozenDict
    markers: FrozenDict
    supply: tuple
    pile: tuple
    row: tuple
    boxed: tuple
    discard: tuple
    turn: int
    phase: str
    actor: int | None
    pending: Pending = None
    quake_log: tuple = ()
    end_reason: str = ""
    history: tuple = ()
    events: tuple = ()

    def __hash__(self) -> int:  # cheaper than hashing the table: what identifies a position
        return hash((self.seed, self.variants, self.history))

    # -- helpers ------------------------------------------------------------------------------
    def _evolve(self, **changes) -> SeismicState:
        """A copy with some fields changed; the caches that depend on them are dropped."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d.pop("_legal_cache", None)
        if "placed" in changes or "markers" in changes:
            d.pop("_analysis", None)
            d.pop("_open_cells", None)
            d.pop("_cellinfo", None)
            d.pop("_aligned", None)
            d.pop("_rotations", None)
            d.pop("_cell_rotations", None)
        d.update(changes)
        return new

    @property
    def geom(self):
        """The tile geometry of the manifest (rotations, masks, move caches): shared."""
        g = self.__dict__.get("_geom")
        return g if g is not None else cached(self, "_geom", lambda: geometry(self.manifest))

    def analysis(self) -> Analysis:
        """The fast union-find view of the sections (cached)."""
        a = self.__dict__.get("_analysis")
        if a is not None:
            return a
        return cached(self, "_analysis", lambda: analyse(self.placed, self.markers, self.geom))

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

    def _canonical(self, move: Move) -> Move:
        """How :meth:`GameState.play` reads a move: rotations modulo the tile's symmetry
        (``S r4`` is ``S r1``), and a marker with them (decision S14b): ``m1`` names a
        piece of the rotation as typed, so the marker follows that piece to its number in
        the reduced rotation. A Contrecoups turn is read as the smallest rotation giving the
        same drawing and the same crews (S21b)."""
        g = self.geom
        if isinstance(move, Place) and move.tile in g.period and 0 <= move.rot < 6:
            k = move.rot % g.period[move.tile]
            if k != move.rot:
                marker = g.same_piece(move.tile, move.rot, move.marker, k)
                return Place(move.tile, move.cell, k, marker)
        if isinstance(move, Rotate) and move.cell in self.placed and 0 <= move.rot < 6:
            k = canonical_turn(self, move.cell, move.rot)
            if k not in (move.rot, self.placed[move.cell][1]):  # a turn changing nothing
                return Rotate(move.cell, k)  # keeps its typed text for the refusal
        return move

    def score(self) -> ScoreSheet:
        return score(self)

    # -- queries for teaching -----------------------------------------------------------------
    def open_cells(self) -> list:
        """Empty table cells faced by an open road end (where a tile may go, S3), sorted.

        Cached; after a tile is laid it is updated from the previous state's
        (:func:`ludo.seismic.turns.open_cells_after`), else :meth:`find_open_cells`.
        """
        return cached(self, "_open_cells", self.find_open_cells)

    def find_open_cells(self) -> list:
        """The open cells computed from every open road end of the table (the reference)."""
        a = self.analysis()
        out = set()
        placed, cells = self.placed, self.cells
        for cell, s in a.open_ends:
            dq, dr = DIRS[s]
            c = (cell[0] + dq, cell[1] + dr)
            if c in cells and c not in placed:
                out.add(c)
        return sorted(out)

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
        return markable_pieces(g.pieces[tile, rot], roots6, marked6)

    def _side_roots(self, cell):
        """For each side of ``cell``: the section id across it (or None) and whether it is marked."""
        a = self.analysis()
        half, info = a.half, a.info
        q, r = cell
        roots6 = [None] * 6
        marked6 = [False] * 6
        for i in range(6):
            dq, dr = DIRS[i]
            h = half.get(side_key((q + dq, r + dr), (i + 3) % 6))
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
            raise self._explain_safely(self._as_move(move))
        if (
            move.cell in self.placed
            or move.cell not in self.cells
            or move.tile not in self.geom.period
        ):
            return self
        placed = self.placed.set(move.cell, (move.tile, move.rot % 6))
        markers = self.markers
        if move.marker is not None and move.marker < len(self.geom.pieces[move.tile, move.rot % 6]):
            markers = markers.set((move.cell, move.marker), self.mover)
        return self._evolve(placed=placed, markers=markers, events=())

    def why_illegal(self, move: Move | str, clicked: bool = False) -> str | None:
        """French reason why ``move`` is refused now, or None when it is legal.

        ``clicked``: worded for a guest who just clicked the move's cell on the drawing,
        without the addresses of that cell and of its neighbours (« Case refusée : … »).
        """
        found = self.refusal(move, clicked)
        return None if found is None else str(found)

    def refusal(self, move: Move | str, clicked: bool = False) -> LudoError | None:
        """The engine's refusal of ``move`` now (an ``IllegalMove`` with its ``rule``, for
        a « Pourquoi ? »), or None when it is legal; worded as :meth:`why_illegal` says."""
        found: Move = self._canonical(self._as_move(move))  # French error: not a move
        if found in self.legal_moves():
            return None
        words = partial(self._explain, clicked=True) if clicked else None
        return self._explain_safely(found, words)

    # -- hooks --------------------------------------------------------------------------------
    def _legal(self) -> Sequence[Move]:
        """The legal moves; placements come as a lazy
        :class:`~ludo.seismic.generation.Placements` sequence (same moves, same order)."""
        ph = self.phase
        if ph == PLACE:
            return place_moves(self, True)
        if ph == SECOND:
            return place_moves(self, False, (PASS,))
        p = self.pending
        if ph == CITY_CHOICE and isinstance(p, CityChoice):
            return [ChooseCity(i) for i in p.left]
        if ph == SIDE_CHOICE and isinstance(p, SideChoice):
            return [ChooseSide(i) for i in p.sides]
        if ph == AFTERSHOCK and isinstance(p, Aftershock):
            return rotations(self, p.rotated) + [Pass()]
        return []

    def _explain(self, move: Move, clicked: bool = False) -> IllegalMove:
        err = explain(self, move, clicked)
        err.move = move
        return err

    def _apply(self, move: Move) -> SeismicState:
        return apply_move(self, move)
