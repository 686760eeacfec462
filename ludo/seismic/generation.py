"""Seismic's move generation: every legal placement, marker and re-orientation.

The functions read a :class:`~ludo.seismic.state.SeismicState` and return moves;
they never change it. Generating placements is the hot loop of every simulation,
so :func:`place_moves` keeps the ``(rotation, marker)`` choices of a tile for one
neighbourhood signature in a cache on the tile geometry, and those of each cell as
long as its surroundings do not change; the :class:`Place` objects are only built
when asked for (:class:`Placements`). The results are checked against the plain
networkx sections in ``tests/seismic``.
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate, chain
from operator import itemgetter
from typing import TYPE_CHECKING

from ..core.errors import IllegalMove, LudoError
from ..core.hexgrid import DIRS
from ..core.speed import cached, remember
from ..core.state import Move, MoveList
from . import messages as msg
from .moves import ChooseCity, ChooseSide, Pass, Place, Rotate, cell_text, parse_move
from .phases import AFTERSHOCK, CITY_CHOICE, PLACE, SECOND, SIDE_CHOICE, Aftershock, SideChoice
from .sections import sections
from .tiles import CITY

if TYPE_CHECKING:
    from .state import SeismicState


PASS = Pass()  # moves are immutable: one is enough


def place_moves(s: SeismicState, allow_marker: bool, tail=()) -> Placements:
    """Every legal placement of a face-up tile, with every legal marker choice.

    The moves of one tile on one cell depend only on the sides the cell touches
    and on which neighbouring sections carry a marker (the cell's *signature*):
    their ``(rotation, marker)`` choices are kept in a cache on the tile geometry,
    one run per signature and tile, shared by every cell and every state with that
    signature. The signature of each candidate cell is kept on the state in a list
    aligned with the candidate cells (:func:`cell_infos`), carried from state to
    state and redone only for the cells whose surroundings changed; a turn then
    reads, for each face-up tile, one dictionary entry per candidate cell, in a loop
    run by the interpreter's ``map``. The moves come in a :class:`Placements`
    sequence, cell by cell (sorted), tile by tile (row order), followed by the
    moves ``tail`` (e.g. ``Pass()``).
    """
    kind = s.geom.kind
    tiles = [t for t in dict.fromkeys(s.row) if kind[t] != CITY]
    cells, infos, tables = cell_infos(s)  # tables: runs by tile of each cell's signature
    if not (allow_marker and s.supply[s.mover] > 0):  # no marker: the other signature
        tables = list(map(itemgetter(6), infos))
        if None in tables:  # looked up when first needed
            need = s.require_road_contact
            for j, tab in enumerate(tables):
                if tab is None:
                    tables[j] = infos[j][6] = signature_runs(s.geom, infos[j], need, False)
    if not tiles:
        return Placements([], cells, 0, tuple(tail))
    if len(tiles) == 1:
        runs = list(map(itemgetter(tiles[0]), tables))
    else:  # each cell's runs of the face-up tiles in row order, then one after the other
        runs = list(chain.from_iterable(map(itemgetter(*tiles), tables)))
    return Placements(runs, cells, len(tiles), tuple(tail))


def cell_infos(s: SeismicState) -> tuple[list, list, list]:
    """The candidate cells of ``s`` and, aligned with them, what the moves on each
    depend on (:func:`cell_info`) and the runs by tile of each one's signature
    (markers allowed).

    Kept on the state (``_aligned``); a tile laid carries the lists to the next state
    (``turns._apply_place``), a quake the infos of the cells it did not touch
    (``_cellinfo``, a dictionary by cell).
    """
    cells = s.candidate_cells()
    aligned = s.__dict__.get("_aligned")
    if aligned is not None and aligned[0] is cells:
        return aligned
    known = s.__dict__.get("_cellinfo")
    if known is None:
        known = {}
        remember(s, "_cellinfo", known)  # filled as cells are looked at
    infos = list(map(known.get, cells))
    if None in infos:
        a = s.analysis()
        g = s.geom
        need = s.require_road_contact
        placed, mask, neigh, half, info = s.placed, g.mask, g.neighbours, a.half, a.info
        for j, ci in enumerate(infos):
            if ci is None:
                c = cells[j]
                infos[j] = known[c] = cell_info(g, need, neigh(c), placed, mask, half, info)
    aligned = (cells, infos, list(map(itemgetter(5), infos)))
    remember(s, "_aligned", aligned)
    return aligned


def cell_info(g, need: bool, neighbours, placed, mask, half, info) -> list:
    """What the moves on a cell depend on, from its six neighbours.

    ``[sides touched, road sides, section id across each side, marked or not, marker
    signature, runs by tile with markers allowed, runs by tile without]``; the last
    two are the signature's entries of ``Geometry.move_cache`` (:func:`signature_runs`;
    the last one is looked up by :func:`place_moves` when first needed). The list is carried from state to state as long as
    nothing around the cell changes (see ``turns._apply_place``).
    """
    cmask = cval = 0
    roots6: list = [None] * 6
    marked6 = [False] * 6
    anymark = False
    for i, bit, nb, obit, _o, facing in neighbours:
        t = placed.get(nb)
        if t is not None:
            cmask |= bit
            if mask[t] & obit:
                cval |= bit
                h = half[facing]
                roots6[i] = h
                if info[h][3]:
                    marked6[i] = anymark = True
    marks: bool | tuple
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
    ci = [cmask, cval, roots6, marked6, marks, None, None]
    tab = g.move_cache.get((cmask, cval, need, marks))
    ci[5] = tab if tab is not None else signature_runs(g, ci, need, True)
    return ci


def signature_runs(g, ci, need: bool, can_mark: bool) -> dict:
    """The runs by tile (:func:`_cell_moves`) on a cell described by ``ci``: the entry
    of the cell's signature in ``g.move_cache``, shared by every cell with that
    signature. A tile's run is worked out the first time it is asked for
    (:class:`SignatureRuns`)."""
    sig = (ci[0], ci[1], need, ci[4] if can_mark else False)
    found = g.move_cache.get(sig)
    if found is None:
        found = g.move_cache[sig] = SignatureRuns(g, ci, need, can_mark)
    return found


class SignatureRuns(dict):
    """The runs of the tiles on the cells of one signature, by tile: ``runs[tile]``
    works the run out when it is first asked for (``dict.get`` does not)."""

    __slots__ = ("_args",)

    def __init__(self, g, ci, need: bool, can_mark: bool):
        super().__init__()
        self._args = (g, ci[0], ci[1], need, can_mark, ci[2], ci[3], ci[4])

    def __missing__(self, tid: str) -> tuple:
        g, cmask = self._args[:2]
        if cmask == 0 or tid not in g.playable:  # touching nothing (never a candidate cell)
            run = NO_RUN
        else:
            run = _cell_moves(g, tid, *self._args[1:])
        self[tid] = run
        return run


#: The run of a tile that fits nowhere on a cell.
NO_RUN = (None, (), 0)


class Placements(MoveList):
    """Legal moves of a Seismic state, as runs of placements built on demand.

    ``runs`` holds, for each cell of ``cells`` in turn, the run of each of the
    ``width`` face-up tiles: ``(tile, choices, len(choices))`` with ``choices`` the
    ``(rotation, marker)`` pairs of the tile on that cell (:data:`NO_RUN` when
    there are none).

    A random player draws one move among hundreds: the :class:`Place` objects are
    only made when asked for (by index, by iteration), and ``in`` reads the runs.
    The sequence is that of the plain list ``[Place(tile, cells[j // width], rot,
    marker) for j, (tile, choices, _) in enumerate(runs) for rot, marker in choices]
    + tail``.
    """

    __slots__ = ("_segs", "_cells", "_width", "_starts", "_n", "_tail", "_made", "_where", "_full")

    def __init__(self, runs: list, cells: list, width: int, tail: tuple = ()):
        self._segs = runs
        self._cells = cells
        self._width = width
        #: the index of each run's first move, and after the last one their number
        self._starts = starts = list(accumulate(map(_LENGTH, runs), initial=0))
        self._n = starts[-1]
        self._tail = tail
        self._made: dict = {}
        self._where: dict | None = None
        self._parse = parse_move
        self._set = None
        self._idset = None
        self._full: tuple | None = None  # every move, once they are all made

    def with_tail(self, tail: tuple) -> Placements:
        """The same placements followed by the moves ``tail``."""
        return Placements(self._segs, self._cells, self._width, self._tail + tuple(tail))

    def _runs(self):
        """``(tile, cell, choices)`` of every run that has moves, in order."""
        cells, width = self._cells, self._width
        for j, (tid, choices, n) in enumerate(self._segs):
            if n:
                yield tid, cells[j // width], choices

    def _all(self) -> tuple:
        if self._full is None:
            made = self._made
            out = []
            i = 0
            for tid, c, choices in self._runs():
                for k, m in choices:
                    out.append(made.get(i) or new_place(tid, c, k, m))
                    i += 1
            self._full = tuple(out) + self._tail
        return self._full

    def __len__(self) -> int:
        return self._n + len(self._tail)

    def __bool__(self) -> bool:
        return bool(self._n or self._tail)

    def __getitem__(self, index):
        if self._full is not None or not isinstance(index, int):
            return self._all()[index]
        n = self._n
        size = n + len(self._tail)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError(index)
        if index >= n:
            return self._tail[index - n]
        m = self._made.get(index)
        if m is None:
            starts = self._starts
            j = bisect_right(starts, index) - 1  # the last run starting there: not empty
            tid, choices, _n = self._segs[j]
            k, mk = choices[index - starts[j]]
            m = self._made[index] = new_place(tid, self._cells[j // self._width], k, mk)
        return m

    def __iter__(self):
        return iter(self._all())

    def gave(self, move: object) -> bool:
        """Whether ``move`` is one of the moves this sequence handed out by index (then it
        is legal, well formed and written canonically: :meth:`GameState.play` applies it)."""
        if self._full is not None:  # every move is made: the ones handed out are among them
            if self._idset is None:
                self._idset = frozenset(map(id, self._full))
            return id(move) in self._idset
        for m in self._made.values():
            if m is move:
                return True
        return False

    def __contains__(self, item: object) -> bool:
        if isinstance(item, str):
            try:
                item = self._parse(item)
            except LudoError:
                return False
        if isinstance(item, Place):
            if self.gave(item):
                return True
            where = self._where
            if where is None:
                where = self._where = {(tid, c): ch for tid, c, ch in self._runs()}
            choices = where.get((item.tile, item.cell))
            return choices is not None and (item.rot, item.marker) in choices
        return item in self._tail

    def __repr__(self) -> str:
        return f"MoveList([{', '.join(str(m) for m in self)}])"

    def __str__(self) -> str:
        return " ".join(str(m) for m in self)


_LENGTH = itemgetter(2)


def reference_place_moves(s: SeismicState, allow_marker: bool) -> list[Move]:
    """The plain version of :func:`place_moves`, for the tests: every face-up tile tried
    on every empty cell next to a tile, in every rotation, checked by :func:`cell_problem`;
    a marker is offered on each piece whose section, read from the networkx graph of the
    table with the tile laid (:func:`ludo.seismic.sections.sections`), has none (S14).
    Same moves, same order (cells sorted, tiles in row order, rotations, then pieces).
    """
    g = s.geom
    can_mark = allow_marker and s.supply[s.mover] > 0
    tiles = [t for t in dict.fromkeys(s.row) if g.kind[t] != CITY]
    cells = sorted(
        {
            (q + dq, r + dr)
            for q, r in s.placed
            for dq, dr in DIRS
            if (q + dq, r + dr) in s.cells and (q + dq, r + dr) not in s.placed
        }
    )
    out: list[Move] = []
    for c in cells:
        for tid in tiles:
            for k in range(g.period[tid]):
                if cell_problem(s, tid, c, k, ignore=None) is not None:
                    continue
                out.append(Place(tid, c, k))
                if not can_mark:
                    continue
                laid = sections(s.placed.set(c, (tid, k)), g, s.markers)
                for i in range(len(g.pieces[tid, k])):
                    section = next(x for x in laid if (c, i) in x.pieces)
                    if not section.markers:
                        out.append(Place(tid, c, k, i))
    return out


def turned(s: SeismicState, cell, k: int) -> tuple[int, dict]:
    """The tile on ``cell`` turned to rotation ``k`` (0–5): ``(stored rotation, its markers)``.

    The crews turn with the tile: each stays on its piece. The rotation is stored
    reduced by the tile's period; the markers are renumbered so that each one stays
    on the piece it is on (decision S21b).
    """
    g = s.geom
    tid, _ = s.placed[cell]
    rot = k % g.period[tid]
    moved = {}
    for (c, i), p in s.markers.items():
        if c == cell:
            moved[c, g.same_piece(tid, k, i, rot)] = p
    return rot, moved


def _turn_key(s: SeismicState, cell, k: int):
    rot, moved = turned(s, cell, k)
    return rot, frozenset(moved.items())


def canonical_turn(s: SeismicState, cell, k: int) -> int:
    """The smallest rotation giving the same drawing *and* the same crews as ``k``."""
    key = _turn_key(s, cell, k)
    return next(j for j in range(6) if _turn_key(s, cell, j) == key)


def rotations(s: SeismicState, rotated) -> list[Move]:
    """Contrecoups: every re-orientation of a placed tile not yet turned this round (S21).

    A re-orientation is a new drawing of the tile, or the same drawing with a crew
    moved to another road (a half turn of a tile that repeats every half turn, S21b);
    a turn that changes nothing is not one. Sorted by cell, then rotation. The list
    is kept on the state for the next player of the same round, and each cell's
    turns while nothing around it changes (tested against :func:`reference_rotations`).
    """
    known = s.__dict__.get("_rotations")
    if known is not None and known[0] == rotated:
        return list(known[1])
    per_cell: dict = cached(s, "_cell_rotations", dict)
    crews: dict | None = None
    out: list[Move] = []
    for cell in sorted(s.placed):
        if cell in rotated:
            continue
        moves = per_cell.get(cell)
        if moves is None:
            if crews is None:
                crews = {}
                for (c, i), p in s.markers.items():
                    crews.setdefault(c, []).append((i, p))
            moves = per_cell[cell] = _cell_rotations(s, cell, crews.get(cell))
        out.extend(moves)
    remember(s, "_rotations", (rotated, tuple(out)))
    return out


def _cell_rotations(s: SeismicState, cell, crew) -> tuple:
    """The re-orientations of the tile on ``cell`` (see :func:`rotations`); ``crew`` is
    the list of ``(piece, player)`` on it, or None."""
    g = s.geom
    placed = s.placed
    tid, rot = placed[cell]
    if g.kind[tid] == CITY:
        return ()
    mask = g.mask
    cmask = cval = 0
    for _i, bit, nb, obit, _o, _f in g.neighbours(cell):
        t = placed.get(nb)
        if t is not None:
            cmask |= bit
            if mask[t] & obit:
                cval |= bit
    if cmask == 0:
        return ()
    fits = g.fits(tid, cmask, cval, s.require_road_contact)
    per = g.period[tid]
    if crew is None or per == 6:  # each rotation that fits is a new drawing
        return tuple(Rotate(cell, k) for k in fits if k != rot)
    same_piece = g.same_piece

    def key(k):
        r = k % per
        return r, frozenset((same_piece(tid, k, i, r), p) for i, p in crew)

    seen = {key(rot)}
    out = []
    for k in range(6):
        if k % per not in fits:
            continue
        kk = key(k)
        if kk not in seen:
            seen.add(kk)
            out.append(Rotate(cell, k))
    return tuple(out)


def reference_rotations(s: SeismicState, rotated) -> list[Move]:
    """The plain version of :func:`rotations`, for the tests (same moves, same order).

    Contrecoups: every re-orientation of a placed tile not yet turned this round (S21).

    A re-orientation is a new drawing of the tile, or the same drawing with a crew
    moved to another road (a half turn of a tile that repeats every half turn, S21b);
    a turn that changes nothing is not one.
    """
    g = s.geom
    out: list[Rotate] = []
    for cell, (tid, rot) in s.placed.items():
        if g.kind[tid] == CITY or cell in rotated:
            continue
        cmask, cval = s.constraint(cell)
        if cmask == 0:
            continue
        fits = set(g.fits(tid, cmask, cval, s.require_road_contact))
        crewed = any(c == cell for c, _ in s.markers)
        if not crewed:
            out.extend(Rotate(cell, k) for k in sorted(fits) if k != rot)
            continue
        seen = {_turn_key(s, cell, rot)}
        for k in range(6):
            if k % g.period[tid] not in fits:
                continue
            key = _turn_key(s, cell, k)
            if key not in seen:
                seen.add(key)
                out.append(Rotate(cell, k))
    out.sort(key=lambda m: (m.cell, m.rot))
    return list(out)


def new_place(tile: str, cell, rot: int, marker) -> Place:
    """``Place(tile, cell, rot, marker)``, built without the dataclass's checks (fast)."""
    m = _new(Place)
    m.__dict__.update(tile=tile, cell=cell, rot=rot, marker=marker)
    return m


_new = object.__new__


def _cell_moves(g, tid, cmask, cval, need, can_mark, roots6, marked6, marks) -> tuple:
    """The run ``(tile, choices, len(choices))`` of ``tid`` on a cell (see
    :func:`place_moves`), ``choices`` its ``(rotation, marker)`` pairs.

    They depend on the rotations that fit and on the marker signature ``marks`` only:
    kept in ``g.choices`` by ``(tile, rotations, signature)``.
    """
    fits = g.fits(tid, cmask, cval, need)
    key = (tid, fits, marks if can_mark else False)
    found = g.choices.get(key)
    if found is not None:
        return found
    out: list[tuple[int, int | None]] = []
    unmarked = not any(marked6)  # then every piece may take a marker
    for k in fits:
        out.append((k, None))
        if can_mark:
            pieces = g.pieces[tid, k]
            free = range(len(pieces)) if unmarked else markable_pieces(pieces, roots6, marked6)
            for i in free:
                out.append((k, i))
    found = g.choices[key] = (tid, tuple(out), len(out)) if out else NO_RUN
    return found


def markable_pieces(pieces, roots6, marked6) -> list[int]:
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


# -- why a move is refused ---------------------------------------------------------------------
def explain(s: SeismicState, move: Move, clicked: bool = False) -> IllegalMove:
    """A French :class:`IllegalMove` saying why ``move`` is not legal in ``s``
    (``clicked``: as :func:`cell_problem` words it for a guest who clicked the cell)."""
    text = str(move)
    ph = s.phase
    expected = msg.PHASE_EXPECTS[ph]
    if isinstance(move, Place):
        if ph not in (PLACE, SECOND):
            return IllegalMove(
                msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
            )
        if move.tile not in s.row:
            return IllegalMove(
                msg.ILLEGAL_NOT_IN_ROW.format(move=text, tile=move.tile, row=", ".join(s.row)),
                rule="seismic.row",
            )
        problem = cell_problem(s, move.tile, move.cell, move.rot, None, clicked)
        if problem is not None:
            return problem
        if move.marker is not None:
            return marker_problem(s, move, second=ph == SECOND)
        return IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="move.legal")
    if isinstance(move, Rotate):
        if ph != AFTERSHOCK:
            return IllegalMove(
                msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
            )
        t = s.placed.get(move.cell)
        if t is None:
            return IllegalMove(
                msg.ILLEGAL_ROTATE_EMPTY.format(move=text), rule="seismic.aftershocks"
            )
        if s.geom.kind[t[0]] == CITY:
            return IllegalMove(
                msg.ILLEGAL_ROTATE_CITY.format(move=text), rule="seismic.aftershocks"
            )
        if isinstance(s.pending, Aftershock) and move.cell in s.pending.rotated:
            return IllegalMove(
                msg.ILLEGAL_ROTATE_TWICE.format(move=text), rule="seismic.aftershocks"
            )
        if not 0 <= move.rot < 6 or canonical_turn(s, move.cell, move.rot) == t[1]:
            return IllegalMove(
                msg.ILLEGAL_ROTATE_SAME.format(move=text), rule="seismic.aftershocks"
            )
        problem = cell_problem(s, t[0], move.cell, move.rot, move.cell, clicked)
        if problem is not None:
            return problem
        return IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="move.legal")
    if isinstance(move, Pass):
        return IllegalMove(
            msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
        )
    if isinstance(move, ChooseSide):
        if ph != SIDE_CHOICE:
            return IllegalMove(
                msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
            )
        sides = s.pending.sides if isinstance(s.pending, SideChoice) else ()
        names = ", ".join(msg.SIDE_NOTATION[i] for i in sides)
        return IllegalMove(
            msg.ILLEGAL_SIDE.format(move=text, sides=names), rule="seismic.quake_tie"
        )
    if isinstance(move, ChooseCity):
        if ph != CITY_CHOICE:
            return IllegalMove(
                msg.ILLEGAL_PHASE.format(move=text, expected=expected), rule="seismic.phase"
            )
        return IllegalMove(msg.ILLEGAL_CITY.format(move=text), rule="seismic.twin_cities")
    return IllegalMove(msg.ILLEGAL_OTHER.format(move=text), rule="move.legal")


def cell_problem(
    s: SeismicState, tid, cell, rot, ignore, clicked: bool = False
) -> IllegalMove | None:
    """Why ``tid`` cannot lie on ``cell`` at ``rot`` (``ignore``: the cell being turned).

    ``clicked``: worded for a guest who just clicked ``cell``, without the addresses of
    the cell and of its neighbours (« Case refusée : côté est, … la tuile voisine montre »).
    """
    where = msg.NM_CELL_HEAD if clicked else msg.ILLEGAL_CELL_HEAD.format(cell=cell_text(cell))
    g = s.geom
    if tid not in g.period or g.kind[tid] == CITY:
        return IllegalMove(msg.ILLEGAL_UNKNOWN_TILE.format(tile=tid), rule="seismic.row")
    if not 0 <= rot < 6:
        return IllegalMove(msg.ILLEGAL_ROT.format(rot=rot), rule="seismic.rotation")
    if cell not in s.cells:
        return IllegalMove(msg.ILLEGAL_OFF_TABLE.format(head=where), rule="seismic.table")
    if cell in s.placed and cell != ignore:
        return IllegalMove(msg.ILLEGAL_OCCUPIED.format(head=where), rule="seismic.occupied")
    mask = g.mask[tid, rot]
    touching = 0
    road_contact = False
    for i in range(6):
        dq, dr = DIRS[i]
        nb = (cell[0] + dq, cell[1] + dr)
        t = s.placed.get(nb)
        if t is None:
            continue
        touching += 1
        mine = bool(mask >> i & 1)
        theirs = bool(g.mask[t] >> ((i + 3) % 6) & 1)
        if mine != theirs:
            return IllegalMove(
                msg.ILLEGAL_MISMATCH.format(
                    head=where,
                    side=msg.SIDE_NAMES[i],
                    mine=msg.EDGE_NAMES[mine],
                    other="" if clicked else msg.NEIGHBOUR_AT.format(cell=cell_text(nb)),
                    theirs=msg.EDGE_NAMES[theirs],
                ),
                rule="seismic.contacts",
            )
        road_contact = road_contact or mine
    if touching == 0:
        return IllegalMove(msg.ILLEGAL_ALONE.format(head=where), rule="seismic.adjacent")
    if s.require_road_contact and not road_contact:
        return IllegalMove(msg.ILLEGAL_NO_ROAD.format(head=where), rule="seismic.road_contact")
    return None


def marker_problem(s: SeismicState, move: Place, second: bool) -> IllegalMove:
    g = s.geom
    if second:
        return IllegalMove(msg.ILLEGAL_MARKER_SECOND.format(move=str(move)), rule="seismic.dilemma")
    if s.supply[s.mover] <= 0:
        return IllegalMove(
            msg.ILLEGAL_NO_MARKER_LEFT.format(player=s.mover + 1),
            rule="seismic.marker_supply",
        )
    n = len(g.pieces[move.tile, move.rot])
    if move.marker is None or not 0 <= move.marker < n:
        return IllegalMove(
            msg.ILLEGAL_MARKER_INDEX.format(marker=move.marker, n=n, tile=move.tile),
            rule="seismic.marker",
        )
    return IllegalMove(
        msg.ILLEGAL_MARKER_TAKEN.format(move=str(move)), rule="seismic.marker_section"
    )
