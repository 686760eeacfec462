"""Highway sections: connected components of the half-edge graph.

Two views of the same thing:

* :func:`network` builds the **networkx** half-edge graph of the table with
  :mod:`ludo.core.network` (nodes ``("half", cell, side)`` and ``("piece", cell, i)``);
  :func:`sections` reads its connected components as :class:`Section` objects
  (pieces, ends, length, complete or not, markers). This is the teaching view,
  used for scoring, drawing and the notebooks.
* :func:`analyse` computes the same components with a small union-find, fast
  enough to be run on every turn of a simulation (legal marker spots, the end of
  the game, the greedy player). Tests check that both views always agree.

A section **ends** at an intersection or San Andreas (a stub piece: the red centre
closes the road) or at an *open* side (facing an empty cell or the table edge).
It is **complete** when it has no open side and at least one stub end; a loop
with no intersection is incomplete (rule text, "FIN DU JEU"). Stubs are pieces
for connectivity and markers but score no point (S12, S23).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import network as corenet
from ..core.hexgrid import DIRS
from ..core.speed import cached
from . import messages as msg
from .tiles import CITY, Manifest


class Geometry:
    """Precomputed tables of a manifest: pieces and road masks by (tile, rotation)."""

    def __init__(self, manifest: Manifest):
        self.manifest = manifest
        self.pieces: dict = {}
        #: piece_index[tid, k][frozenset(sides)]: the index of that piece at rotation k.
        self.piece_index: dict = {}
        self.mask: dict = {}
        self.period: dict = {}
        self.value: dict = {}
        self.kind: dict = {}
        self.tile = {}
        every = dict(manifest.tiles)
        every[manifest.city.id] = manifest.city
        for tid, t in every.items():
            self.period[tid] = t.period
            self.value[tid] = t.value
            self.kind[tid] = t.kind
            for k in range(6):
                r = t.rotate(k)
                self.pieces[tid, k] = r.pieces
                self.piece_index[tid, k] = {frozenset(p): i for i, p in enumerate(r.pieces)}
                self.mask[tid, k] = r.mask
                self.tile[tid, k] = r
        #: The tiles that can be laid (every tile but the city), in manifest order.
        self.playable = tuple(tid for tid, k in self.kind.items() if k != CITY)
        self._fits: dict = {}
        self._neigh: dict = {}
        self._ring: dict = {}
        #: The runs ``(tile, (rotation, marker) choices, their number)`` by (sides touched,
        #: road sides, road contact needed, marker signature), then by tile (every
        #: playable tile): see ludo.seismic.generation.place_moves.
        self.move_cache: dict = {}
        #: The same runs by (tile, rotations that fit, marker signature).
        self.choices: dict = {}

    def same_piece(self, tid: str, frm: int, index, to: int):
        """The index at rotation ``to`` of the piece lying where piece ``index`` of rotation
        ``frm`` lies (both rotations giving the same drawing). An index out of range, or
        None, is returned as it is (it is refused later, with its own message).

        A rotation above the tile's period gives the same drawing as the reduced one,
        but its pieces are listed in another order: the piece, not its number, is kept.
        """
        pieces = self.pieces[tid, frm]
        if index is None or isinstance(index, bool) or not 0 <= index < len(pieces):
            return index
        return self.piece_index[tid, to].get(frozenset(pieces[index]), index)

    def neighbours(self, cell):
        """``(side, bit, neighbour, opposite bit, opposite side, key of the facing side)``
        for the six sides (cached; the key is :func:`side_key`)."""
        out = self._neigh.get(cell)
        if out is None:
            q, r = cell
            out = tuple(
                (
                    i,
                    1 << i,
                    (q + dq, r + dr),
                    1 << ((i + 3) % 6),
                    (i + 3) % 6,
                    side_key((q + dq, r + dr), (i + 3) % 6),
                )
                for i, (dq, dr) in enumerate(DIRS)
            )
            self._neigh[cell] = out
        return out

    def ring(self, cell) -> tuple:
        """``cell`` and its six neighbours (cached)."""
        out = self._ring.get(cell)
        if out is None:
            out = self._ring[cell] = (cell, *(n[2] for n in self.neighbours(cell)))
        return out

    def fits(self, tid: str, cmask: int, cval: int, need_road: bool) -> tuple[int, ...]:
        """Rotations of ``tid`` whose sides match: ``mask & cmask == cval`` (and a road contact)."""
        key = (tid, cmask, cval, need_road)
        out = self._fits.get(key)
        if out is None:
            out = tuple(
                k
                for k in range(self.period[tid])
                if (self.mask[tid, k] & cmask) == cval and (cval or not need_road)
            )
            self._fits[key] = out
        return out


def geometry(manifest: Manifest) -> Geometry:
    """The :class:`Geometry` of ``manifest``, built once and kept on it (a cache)."""
    return cached(manifest, "_geometry", lambda: Geometry(manifest))


# -- the fast view -----------------------------------------------------------------------------
def cell_key(cell) -> int:
    """A cell as one integer (tables up to 500 cells from the centre)."""
    return ((cell[0] + 512) << 10) | (cell[1] + 512)


def side_key(cell, side: int) -> int:
    """A side of a cell (or a piece index of its tile) as one integer: the keys of
    :attr:`Analysis.half` and the section ids. Integers keep these large, often
    copied dictionaries out of the garbage collector's sight."""
    return (((cell[0] + 512) << 10) | (cell[1] + 512)) << 3 | side


class Analysis:
    """Union-find sections of a table (see :func:`analyse`).

    ``half[side_key(cell, side)]`` is the section id of a road side (the section of a
    piece is that of any of its sides); ``info[id]`` is ``(roads, stub_ends,
    open_ends, markers, members)`` with ``stub_ends`` a tuple of ``(cell, value)``,
    ``open_ends`` a tuple of ``(cell, side)``, ``markers`` a tuple of players and
    ``members`` the pieces ``(cell, index)``. Keys and ids are integers
    (:func:`side_key`). Analyses are never modified: :func:`extend` returns a new one,
    copying only these two dictionaries.
    """

    __slots__ = ("half", "info", "touched", "_open_ends")

    def __init__(self, half, info, touched=None):
        self.half = half
        self.info = info
        #: After :func:`extend`: the cells whose surroundings changed (the new tile's cell,
        #: its neighbours, and the cells faced by the open ends of the sections it joined).
        #: None after :func:`analyse` (everything may have changed).
        self.touched = touched
        self._open_ends = None

    @property
    def open_ends(self) -> frozenset:
        """Every open road end ``(cell, side)`` of the table (computed once, on demand)."""
        if self._open_ends is None:
            self._open_ends = frozenset(e for rec in self.info.values() for e in rec[2])
        return self._open_ends

    def marked(self, key) -> bool:
        return bool(self.info[key][3])


def analyse(placed: dict, markers: dict, geom: Geometry) -> Analysis:
    """Sections of ``placed`` (``cell -> (tile id, rotation)``) with ``markers``.

    >>> from ludo.seismic.tiles import default_manifest
    >>> g = geometry(default_manifest())
    >>> a = analyse({(0, 0): ("SA", 0), (1, 0): ("S", 0)}, {}, g)
    >>> len(a.info), sorted(a.open_ends)[:2]
    (6, [((0, 0), 1), ((0, 0), 2)])
    """
    pieces_tab = geom.pieces
    pieces = [(cell, i) for cell, t in placed.items() for i in range(len(pieces_tab[t]))]
    half, info = _components(pieces, placed, markers, geom)
    return Analysis(half, info)


def _components(pieces: list, placed: dict, markers: dict, geom: Geometry) -> tuple[dict, dict]:
    """``(half, info)`` of the sections made of ``pieces`` (every piece of a section,
    which only touches pieces of the list) — see :class:`Analysis`."""
    parent: dict = {}
    half: dict = {}
    pieces_tab = geom.pieces
    for key in pieces:
        cell, i = key
        parent[key] = key
        for s in pieces_tab[placed[cell]][i]:
            half[cell, s] = key

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    open_ends = set()
    for (cell, s), key in half.items():
        dq, dr = DIRS[s]
        other = half.get(((cell[0] + dq, cell[1] + dr), (s + 3) % 6))
        if other is None:
            open_ends.add((cell, s))
        else:
            ra, rb = find(key), find(other)
            if ra != rb:
                parent[ra] = rb
    recs: dict = {}
    root = {}
    value = geom.value
    kind = geom.kind
    for key in pieces:
        cell = key[0]
        tid = placed[cell][0]
        r = side_key(*find(key))
        root[key] = r
        rec = recs.get(r)
        if rec is None:
            rec = recs[r] = [0, [], [], [], []]
        if kind[tid] != "highway":
            rec[1].append((cell, value[tid]))
        else:
            rec[0] += 1
        rec[4].append(key)
    for end in open_ends:
        recs[root[half[end]]][2].append(end)
    for key, player in markers.items():
        mine = root.get(key)
        if mine is not None:
            recs[mine][3].append(player)
    info = {r: (a, tuple(b), tuple(c), tuple(d), tuple(e)) for r, (a, b, c, d, e) in recs.items()}
    return {side_key(c, sd): root[k] for (c, sd), k in half.items()}, info


def shrink(prev: Analysis, placed: dict, removed, markers: dict, geom: Geometry) -> Analysis:
    """The analysis after the tiles on the cells ``removed`` left the table of ``prev``.

    ``placed`` and ``markers`` are the table after. The result equals
    ``analyse(placed, markers, geom)`` (tested): only the sections that lost a piece
    are worked out again, the others are kept as they are.
    """
    gone = set(removed)
    half = dict(prev.half)
    info = dict(prev.info)
    hit = set()
    touched = set(gone)
    for cell in gone:
        k = side_key(cell, 0)
        for s in range(6):
            h = half.pop(k | s, None)
            if h is not None:
                hit.add(h)
        q, r = cell
        touched.update((q + dq, r + dr) for dq, dr in DIRS)
    pieces = [m for h in hit for m in info.pop(h)[4] if m[0] not in gone]
    new_half, new_info = _components(pieces, placed, markers, geom)
    half.update(new_half)
    info.update(new_info)
    for rec in new_info.values():
        for (q, r), s in rec[2]:
            dq, dr = DIRS[s]
            touched.add((q + dq, r + dr))
    return Analysis(half, info, touched)


def extend(prev: Analysis, placed: dict, cell, geom: Geometry, marker=None, crew=()) -> Analysis:
    """The analysis after the tile ``placed[cell]`` joined the table of ``prev``.

    ``marker`` is ``(piece, player)`` or None; ``crew`` more such pairs (the crews of
    a turned tile). The result equals ``analyse(placed, markers, geom)`` (tested), at
    the cost of the merged sections only.
    """
    tid, rot = placed[cell]
    pieces = geom.pieces[tid, rot]
    stub = geom.kind[tid] != "highway"
    val = geom.value[tid]
    half = dict(prev.half)
    info = dict(prev.info)
    old_info = prev.info
    old_half = prev.half
    neigh = geom.neighbours(cell)
    touched = set(geom.ring(cell))
    closing = set()  # the old road ends that meet a road of the new tile
    # attachments of each new piece
    groups: list = []  # [set of old roots, list of piece indexes, new open ends]
    for i, sides in enumerate(pieces):
        olds = set()
        new_open = []
        for s in sides:
            _i, _bit, nb, _obit, o, facing = neigh[s]
            h = old_half.get(facing)
            if h is None:
                new_open.append((cell, s))
            else:
                olds.add(h)
                closing.add((nb, o))
        merged = None
        for g in groups:
            if g[0] & olds:
                merged = g
                break
        if merged is None:
            groups.append([olds, [i], new_open])
        else:
            merged[0] |= olds
            merged[1].append(i)
            merged[2].extend(new_open)
    # two groups may still share a root through a later piece: merge until stable
    changed = True
    while changed:
        changed = False
        for a in range(len(groups)):
            for b in range(a + 1, len(groups)):
                if groups[a][0] & groups[b][0]:
                    groups[a][0] |= groups[b][0]
                    groups[a][1] += groups[b][1]
                    groups[a][2] += groups[b][2]
                    del groups[b]
                    changed = True
                    break
            if changed:
                break
    for olds, idxs, new_open in groups:
        # the merged section keeps the id of its largest part: only the others' pieces
        # are pointed to it (weighted union: a long road is not rewritten on every tile)
        if olds:
            new_root = max(olds, key=lambda o: len(old_info[o][4]))
        else:
            new_root = side_key(cell, idxs[0])
        roads = 0 if stub else len(idxs)
        stubs = [(cell, val)] * len(idxs) if stub else []
        ends = list(new_open)
        mks = []
        moved = [(cell, i) for i in idxs]
        members = list(moved)
        for o in olds:
            a, b, c, d, e = old_info[o]
            roads += a
            stubs.extend(b)
            ends.extend(c)
            mks.extend(d)
            members.extend(e)
            if o != new_root:
                moved.extend(e)
            del info[o]
        if marker is not None and marker[0] in idxs:
            mks.append(marker[1])
        for i, p in crew:
            if i in idxs:
                mks.append(p)
        # an old end stays open unless it meets a road of the new tile
        still = [x for x in ends if x not in closing] if closing else ends
        info[new_root] = (roads, tuple(stubs), tuple(still), tuple(mks), tuple(members))
        for ec, es in still:
            dq, dr = DIRS[es]
            touched.add((ec[0] + dq, ec[1] + dr))
        for c, i in moved:
            k = side_key(c, 0)
            for s in geom.pieces[placed[c]][i]:
                half[k | s] = new_root
    return Analysis(half, info, touched)


# -- the teaching view (networkx) ----------------------------------------------------------------
def network(placed: dict, geom: Geometry, markers: dict | None = None):
    """The networkx half-edge graph of the table (see :mod:`ludo.core.network`).

    Piece nodes carry ``tile``, ``stub`` (bool), ``value`` and ``marker`` (a player
    or None).
    """
    markers = markers or {}
    items = []
    for cell, (tid, rot) in placed.items():
        stub = geom.kind[tid] != "highway"
        for i, sides in enumerate(geom.pieces[tid, rot]):
            attrs = {
                "tile": tid,
                "stub": stub,
                "value": geom.value[tid] if stub else 0,
                "city": geom.kind[tid] == CITY,
                "marker": markers.get((cell, i)),
            }
            items.append((cell, i, sides, attrs))

    def facing(cell, side):
        dq, dr = DIRS[side]
        return (cell[0] + dq, cell[1] + dr), (side + 3) % 6

    return corenet.build_network(items, facing)


@dataclass(frozen=True)
class Section:
    """A highway section.

    Attributes
    ----------
    pieces : tuple of ``(cell, index)``
        Every piece (roads and stubs), sorted.
    roads : int
        Road pieces (each pass through a tile counts once); this is its length.
    stub_ends : tuple of ``(cell, value, is_city)``
        The intersections (or San Andreas) closing the section.
    open_ends : tuple of ``(cell, side)``
        Sides facing an empty cell or the table edge.
    markers : tuple of players (one entry per marker)
    """

    pieces: tuple
    roads: int
    stub_ends: tuple
    open_ends: tuple
    markers: tuple

    @property
    def length(self) -> int:
        return self.roads

    @property
    def is_loop(self) -> bool:
        return not self.stub_ends and not self.open_ends

    @property
    def complete(self) -> bool:
        """Both ends at an intersection or San Andreas (a loop without one is not)."""
        return not self.open_ends and bool(self.stub_ends)

    @property
    def joins_cities(self) -> bool:
        """Twin Cities: the two ends are the two different San Andreas tiles."""
        cities = [c for c, _v, is_city in self.stub_ends if is_city]
        return len(cities) == 2 and cities[0] != cities[1]

    def value(self, twin_bonus: int = 0) -> int:
        """Points of the section: one per road piece plus each end's value."""
        bonus = twin_bonus if self.joins_cities else 0
        return self.roads + sum(v for _c, v, _k in self.stub_ends) + bonus

    def why(self) -> str:
        """French explanation of whether the section is complete."""
        if self.complete:
            return msg.SECTION_COMPLETE
        if self.is_loop:
            return msg.SECTION_LOOP
        return msg.SECTION_OPEN.format(n=len(self.open_ends))

    def contains(self, cell, index) -> bool:
        return (cell, index) in self.pieces


def sections(placed: dict, geom: Geometry, markers: dict | None = None) -> list[Section]:
    """Every section of the table, read from the networkx graph (stable order)."""
    g = network(placed, geom, markers)
    out = []
    for comp in corenet.sections(g):
        pieces = corenet.pieces_of(g, comp)
        roads = 0
        stubs = []
        mk = []
        for node in pieces:
            d = g.nodes[node]
            if d["stub"]:
                stubs.append((d["cell"], d["value"], d["city"]))
            else:
                roads += 1
            if d["marker"] is not None:
                mk.append(d["marker"])
        ends = tuple(sorted(corenet.open_ends(g, comp)))
        out.append(
            Section(
                pieces=tuple((n[1], n[2]) for n in pieces),
                roads=roads,
                stub_ends=tuple(sorted(stubs)),
                open_ends=ends,
                markers=tuple(sorted(mk)),
            )
        )
    return out


def section_of(placed: dict, geom: Geometry, cell, index, markers: dict | None = None) -> Section:
    """The section of piece ``index`` of the tile on ``cell``."""
    for sec in sections(placed, geom, markers):
        if (cell, index) in sec.pieces:
            return sec
    raise KeyError((cell, index))
