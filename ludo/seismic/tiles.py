"""Seismic's tiles as data: highway, intersection, San Andreas and quake tiles.

A tile in a given orientation is a :class:`Tile`: its *pieces* are tuples of
sides (see :mod:`ludo.core.hexgrid` for the side numbering). A highway road is a
piece with two sides; an intersection stub (a short road from the red centre to
one side) is a piece with one side. Rotation returns a new tile.

The box's real tile list is not public: the default manifest
(``data/default_manifest.json``) is a **reconstruction** (``"reconstruction":
true``) that fits every known total. :func:`load_manifest` reads another one and
raises :class:`ludo.InvalidData` in French, naming the bad entry.

>>> t = default_manifest().tiles["W"]
>>> t.pieces, t.rotate(1).pieces, t.shape(0)
(((0, 2),), ((1, 3),), 'wide')
>>> t.rotate(1) is t
False
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources

from ..core.errors import InvalidData
from ..core.jsondata import read_json
from ..core.speed import FrozenDict
from . import messages as msg

HIGHWAY, INTERSECTION, CITY = "highway", "intersection", "city"
SHAPES = {1: "tight", 2: "wide", 3: "straight"}
_ID_RE = re.compile(r"^[A-Za-z][A-Za-z0-9]*$")
_QUAKE_RE = re.compile(r"^Q[0-9]+$")


def quake_id(magnitude: int) -> str:
    """The pile entry of a quake tile: ``Q3`` for magnitude 3.0."""
    return f"Q{magnitude}"


def is_quake(tile_id: str) -> bool:
    return tile_id[0] == "Q" and tile_id[1:].isdigit()


def quake_magnitude(tile_id: str) -> int:
    return int(tile_id[1:])


def _rot_pieces(pieces, k):
    return tuple(tuple((s + k) % 6 for s in p) for p in pieces)


@dataclass(frozen=True)
class Tile:
    """A tile in one orientation.

    Parameters
    ----------
    id : str
        The tile type (``"S"``, ``"I3y"``, ``"SA"`` ...), also used in move notation.
    kind : ``"highway"``, ``"intersection"`` or ``"city"`` (San Andreas).
    pieces : tuple of tuples of sides
        Roads (two sides) or stubs (one side).
    value : int
        Points of an intersection or of San Andreas as a section end (0 for highways).
    rotation : int
        Sixths of a turn counter-clockwise from the manifest's drawing.
    """

    id: str
    kind: str
    pieces: tuple
    value: int = 0
    rotation: int = 0

    def rotate(self, steps: int = 1) -> Tile:
        """A new tile turned ``steps`` sixths of a turn counter-clockwise."""
        return Tile(
            self.id,
            self.kind,
            _rot_pieces(self.pieces, steps),
            self.value,
            (self.rotation + steps) % 6,
        )

    @cached_property
    def mask(self) -> int:
        """Bit ``i`` is set when side ``i`` is a highway edge (else it is green)."""
        m = 0
        for p in self.pieces:
            for s in p:
                m |= 1 << s
        return m

    def is_road(self, side: int) -> bool:
        return bool(self.mask >> side & 1)

    @cached_property
    def period(self) -> int:
        """The smallest rotation giving the same drawing (1, 2, 3 or 6)."""
        base = frozenset(frozenset(p) for p in self.pieces)
        for k in (1, 2, 3):
            if 6 % k == 0 and frozenset(frozenset(p) for p in _rot_pieces(self.pieces, k)) == base:
                return k
        return 6

    def shape(self, index: int) -> str:
        """``"straight"``, ``"wide"``, ``"tight"`` (roads) or ``"stub"``."""
        p = self.pieces[index]
        if len(p) == 1:
            return "stub"
        d = abs(p[0] - p[1]) % 6
        return SHAPES[min(d, 6 - d)]

    @property
    def is_stub_tile(self) -> bool:
        return self.kind in (INTERSECTION, CITY)

    @cached_property
    def label(self) -> str:
        """French name of the tile."""
        if self.kind == CITY:
            return msg.TILE_CITY
        if self.kind == INTERSECTION:
            return msg.TILE_INTERSECTION.format(value=self.value)
        return msg.TILE_HIGHWAY.format(
            shapes=" + ".join(msg.SHAPE_NAMES[self.shape(i)] for i in range(len(self.pieces)))
        )


@dataclass(frozen=True)
class Manifest:
    """The tile list of a box (or of a reconstruction)."""

    name: str
    reconstruction: bool
    tiles: FrozenDict  # id -> Tile (rotation 0), highway and intersection tiles
    counts: FrozenDict  # id -> number of copies in the box
    city: Tile
    quakes: tuple  # magnitudes
    simple: FrozenDict  # id -> number of copies set aside for the quake mix at setup
    markers: int
    radius: int
    source: FrozenDict = field(default_factory=FrozenDict, compare=False, repr=False)

    def highway_ids(self) -> list[str]:
        return [i for i, t in self.tiles.items() if t.kind == HIGHWAY]

    def intersection_ids(self) -> list[str]:
        return [i for i, t in self.tiles.items() if t.kind == INTERSECTION]

    def tile(self, tile_id: str) -> Tile:
        if tile_id == self.city.id:
            return self.city
        return self.tiles[tile_id]

    def total(self) -> int:
        return sum(self.counts.values()) + len(self.quakes) + 1

    def to_dict(self) -> dict:
        """The manifest as the JSON document it was read from (a fresh copy)."""
        return copy.deepcopy(dict(self.source))


def _fail(where: str, reason: str):
    raise InvalidData(msg.MANIFEST_ENTRY.format(where=where, reason=reason), field=where)


def _sides(where, value, size=None):
    if not isinstance(value, list) or not value:
        _fail(where, msg.MANIFEST_SIDES)
    for s in value:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s <= 5:
            _fail(where, msg.MANIFEST_SIDE.format(side=s))
    if size is not None and len(value) != size:
        _fail(where, msg.MANIFEST_ROAD_SIZE.format(road=value))
    return tuple(value)


def _crosses(a, b) -> bool:
    def inside(x, lo, hi):
        return lo < x < hi

    lo, hi = sorted(a)
    return inside(b[0], lo, hi) != inside(b[1], lo, hi)


def _positive(where, value, name):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        _fail(where, msg.MANIFEST_POSITIVE.format(name=name, value=value))
    return value


def manifest_from_dict(doc: dict) -> Manifest:
    """Validate a manifest document (see ``data/default_manifest.json``)."""
    if not isinstance(doc, dict):
        raise InvalidData(msg.MANIFEST_NOT_OBJECT, field="manifest")
    for key in ("highway_tiles", "intersection_tiles", "san_andreas", "quake_tiles"):
        if key not in doc:
            raise InvalidData(msg.MANIFEST_MISSING.format(key=key), field=key)
    tiles: dict[str, Tile] = {}
    counts: dict[str, int] = {}

    def check_id(where, entry):
        tid = entry.get("id")
        if not isinstance(tid, str) or not _ID_RE.match(tid) or _QUAKE_RE.match(tid):
            _fail(where, msg.MANIFEST_ID.format(id=tid))
        if tid in tiles:
            _fail(where, msg.MANIFEST_DUPLICATE.format(id=tid))
        return tid

    if not isinstance(doc["highway_tiles"], list) or not doc["highway_tiles"]:
        raise InvalidData(msg.MANIFEST_LIST.format(key="highway_tiles"), field="highway_tiles")
    for i, entry in enumerate(doc["highway_tiles"]):
        where = f"highway_tiles[{i}]"
        if not isinstance(entry, dict):
            _fail(where, msg.MANIFEST_NOT_ENTRY)
        tid = check_id(where, entry)
        where = f"{where} (« {tid} »)"
        roads = entry.get("roads")
        if not isinstance(roads, list) or not roads or len(roads) > 3:
            _fail(where, msg.MANIFEST_ROADS)
        pieces = tuple(_sides(where, r, 2) for r in roads)
        used = [s for p in pieces for s in p]
        if len(set(used)) != len(used):
            _fail(where, msg.MANIFEST_SHARED_SIDE)
        for a in range(len(pieces)):
            for b in range(a + 1, len(pieces)):
                if _crosses(pieces[a], pieces[b]):
                    _fail(where, msg.MANIFEST_CROSSING.format(a=list(pieces[a]), b=list(pieces[b])))
        tiles[tid] = Tile(tid, HIGHWAY, pieces)
        counts[tid] = _positive(where, entry.get("count"), "count")
    if not isinstance(doc["intersection_tiles"], list):
        raise InvalidData(
            msg.MANIFEST_LIST.format(key="intersection_tiles"), field="intersection_tiles"
        )
    for i, entry in enumerate(doc["intersection_tiles"]):
        where = f"intersection_tiles[{i}]"
        if not isinstance(entry, dict):
            _fail(where, msg.MANIFEST_NOT_ENTRY)
        tid = check_id(where, entry)
        where = f"{where} (« {tid} »)"
        stubs = _sides(where, entry.get("stubs"))
        if len(set(stubs)) != len(stubs):
            _fail(where, msg.MANIFEST_SHARED_SIDE)
        value = _positive(where, entry.get("value"), "value")
        tiles[tid] = Tile(tid, INTERSECTION, tuple((s,) for s in stubs), value)
        counts[tid] = _positive(where, entry.get("count", 1), "count")
    sa = doc["san_andreas"]
    if not isinstance(sa, dict):
        _fail("san_andreas", msg.MANIFEST_NOT_ENTRY)
    sa_id = sa.get("id", "SA")
    if not isinstance(sa_id, str) or not _ID_RE.match(sa_id) or sa_id in tiles:
        _fail("san_andreas", msg.MANIFEST_ID.format(id=sa_id))
    stubs = _sides("san_andreas", sa.get("stubs", [0, 1, 2, 3, 4, 5]))
    if sorted(stubs) != [0, 1, 2, 3, 4, 5]:
        _fail("san_andreas", msg.MANIFEST_CITY_STUBS)
    city = Tile(
        sa_id,
        CITY,
        tuple((s,) for s in stubs),
        _positive("san_andreas", sa.get("value", 6), "value"),
    )
    quakes = doc["quake_tiles"]
    if not isinstance(quakes, list) or not quakes:
        raise InvalidData(msg.MANIFEST_LIST.format(key="quake_tiles"), field="quake_tiles")
    for i, m in enumerate(quakes):
        _positive(f"quake_tiles[{i}]", m, "magnitude")
    simple = doc.get("setup_simple_tiles", {"S": 2, "W": 2, "T": 2})
    if not isinstance(simple, dict):
        _fail("setup_simple_tiles", msg.MANIFEST_NOT_ENTRY)
    for tid, n in simple.items():
        where = f"setup_simple_tiles (« {tid} »)"
        if tid not in tiles or tiles[tid].kind != HIGHWAY:
            _fail(where, msg.MANIFEST_UNKNOWN_TILE.format(id=tid))
        _positive(where, n, "count")
        if n > counts[tid]:
            _fail(where, msg.MANIFEST_TOO_MANY.format(id=tid, n=n, count=counts[tid]))
    markers = _positive(
        "markers_per_player", doc.get("markers_per_player", 20), "markers_per_player"
    )
    radius = _positive("table_radius", doc.get("table_radius", 6), "table_radius")
    return Manifest(
        name=str(doc.get("name", "")),
        reconstruction=bool(doc.get("reconstruction", False)),
        tiles=FrozenDict(tiles),
        counts=FrozenDict(counts),
        city=city,
        quakes=tuple(quakes),
        simple=FrozenDict(simple),
        markers=markers,
        radius=radius,
        source=FrozenDict(copy.deepcopy(doc)),
    )


def load_manifest(source) -> Manifest:
    """A manifest from JSON text, a dict or a ``pathlib.Path`` (validated).

    A ``str`` is always JSON text, never a file name (see :mod:`ludo.core.jsondata`).
    """
    if isinstance(source, Manifest):
        return source
    doc = read_json(source, field="manifest")
    return manifest_from_dict(doc)


_DEFAULT: Manifest | None = None


def default_manifest() -> Manifest:
    """The project's reconstruction (``reconstruction`` is True)."""
    global _DEFAULT
    if _DEFAULT is None:
        text = (
            resources.files("ludo.seismic")
            .joinpath("data/default_manifest.json")
            .read_text(encoding="utf-8")
        )
        _DEFAULT = manifest_from_dict(json.loads(text))
    return _DEFAULT
