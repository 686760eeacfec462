"""The Barrage base map as a networkx graph, built from ``data/base_map.json``.

Node ids (stable, used everywhere in the package):

- headstreams ``"A"`` … ``"D"`` (kind ``"headstream"``);
- dam spots ``"D1U"`` … ``"D10L"`` (kind ``"dam"``; ``U`` = upper, red-framed, gets the
  water first; ``L`` = lower, free);
- conduit spots ``"C1L"`` … ``"C10R"`` (kind ``"conduit"``; attributes ``value`` and
  ``dest``, the destination basin);
- powerhouse spots ``"P5a"`` … ``"P12d"`` (kind ``"powerhouse"``; ``red`` tells the frame);
- powerhouse groups ``"PH5"`` … ``"PH12"`` (kind ``"group"``): the pass-through node on the
  river, just upstream of the basin's dams, that stands for all its powerhouse spots;
- the exits ``"EXIT_L"`` (after basin 11) and ``"EXIT_R"`` (after basin 12).

Edges carry ``kind``:

- ``"river"``: the natural flow (headstream → upper dam → lower dam → powerhouse group of
  the next basin → its upper dam … → exit);
- ``"conduit"``: dam spot → conduit spot (every dam of the conduit's basin) and conduit
  spot → powerhouse spot (every powerhouse of the destination basin), so a dam reaches a
  powerhouse through a conduit by a path of two ``"conduit"`` edges;
- ``"group"``: powerhouse spot → its powerhouse group (where the water rejoins the river
  after a production).

Every node has ``kind``, ``basin`` (None for headstreams and exits), ``area``
(``"mountain"``, ``"hill"``, ``"plain"`` or None), ``row`` (0 = mountains … 3 = lower
plains, −1 headstreams, 4 exits), ``red`` (red frame), and ``name`` (French display name).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import networkx as nx

from ..core.errors import InvalidData
from ..core.jsondata import read_json
from . import messages as msg

AREAS = ("mountain", "hill", "plain")
EXITS = ("EXIT_L", "EXIT_R")
HEADSTREAMS = ("A", "B", "C", "D")


def load_map_data(source=None) -> dict:
    """The map data: the shipped file, or ``source`` (a dict, JSON text or a ``pathlib.Path``).

    A ``str`` is always JSON text, never a file name (see :mod:`ludo.core.jsondata`).
    Raises :class:`ludo.InvalidData` naming the bad field, in French.
    """
    if source is None:
        text = resources.files(__package__).joinpath("data/base_map.json").read_text("utf-8")
        return json.loads(text)
    data = read_json(source, field="carte")
    if not isinstance(data, dict):
        raise _bad("carte", msg.MAP_MISSING)
    return data


def _bad(field: str, reason: str) -> InvalidData:
    return InvalidData(msg.MAP_FIELD.format(field=field, reason=reason), field=field)


def _as_int(value, field: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise _bad(field, msg.MAP_INT.format(value=value))
    return value


def build_map(data: dict) -> nx.DiGraph:
    """Build (and validate) the map graph from map data (see the module docstring)."""
    if not isinstance(data, dict):
        raise InvalidData(msg.MAP_TYPE.format(kind=type(data).__name__), field="map")
    for key in ("headstreams", "basins"):
        if key not in data:
            raise _bad(key, msg.MAP_MISSING)
    basins = data["basins"]
    if not isinstance(basins, dict) or not basins:
        raise _bad("basins", msg.MAP_MISSING)
    numbers = {}
    for key in basins:
        try:
            numbers[key] = int(key)
        except ValueError:
            raise _bad(f"basins.{key}", msg.MAP_INT.format(value=key)) from None
    known = set(numbers.values())

    g = nx.DiGraph(reconstruction=bool(data.get("reconstruction", False)))
    for key, info in basins.items():
        n = numbers[key]
        where = f"basins.{key}"
        if not isinstance(info, dict):
            raise _bad(where, msg.MAP_MISSING)
        for field in ("area", "row", "river"):
            if field not in info:
                raise _bad(f"{where}.{field}", msg.MAP_MISSING)
        area = info["area"]
        if area not in AREAS:
            raise _bad(f"{where}.area", msg.MAP_AREA.format(value=area))
        row = _as_int(info["row"], f"{where}.row")
        if info.get("dams", False):
            for upper in (True, False):
                spot = f"D{n}{'U' if upper else 'L'}"
                g.add_node(
                    spot,
                    kind="dam",
                    basin=n,
                    area=area,
                    row=row,
                    red=upper,
                    upper=upper,
                    name=msg.NAME_DAM.format(
                        pos=msg.DAM_POSITION[upper], basin=n, area=msg.AREA_NAMES[area]
                    ),
                )
        conduits = info.get("conduits", {})
        if not isinstance(conduits, dict):
            raise _bad(f"{where}.conduits", msg.MAP_MISSING)
        for side, pair in conduits.items():
            field = f"{where}.conduits.{side}"
            if not (isinstance(pair, list) and len(pair) == 2):
                raise _bad(field, msg.MAP_CONDUIT.format(value=pair))
            value = _as_int(pair[0], field, 1)
            dest = _as_int(pair[1], field, 1)
            if value > 5:
                raise _bad(field, msg.MAP_CONDUIT.format(value=pair))
            if dest == n:
                raise _bad(field, msg.MAP_CONDUIT_SELF.format(value=pair[1]))
            if dest not in known:
                raise _bad(field, msg.MAP_BASIN_REF.format(value=pair[1]))
            spot = f"C{n}{side}"
            g.add_node(
                spot,
                kind="conduit",
                basin=n,
                area=area,
                row=row,
                red=False,
                value=value,
                dest=dest,
                name=msg.NAME_CONDUIT.format(
                    spot=msg.CONDUIT_SHORT.format(value=value, dest=dest, basin=n),
                    value=value,
                    dest=dest,
                ),
            )
        frames = info.get("powerhouses", [])
        if not isinstance(frames, list) or any(f not in ("free", "red") for f in frames):
            raise _bad(f"{where}.powerhouses", msg.MAP_POWERHOUSE)
        if frames:
            g.add_node(
                f"PH{n}",
                kind="group",
                basin=n,
                area=area,
                row=row,
                red=False,
                name=msg.NAME_GROUP.format(basin=n),
            )
        for i, frame in enumerate(frames):
            spot = f"P{n}{'abcdefgh'[i]}"
            g.add_node(
                spot,
                kind="powerhouse",
                basin=n,
                area=area,
                row=row,
                red=frame == "red",
                index=i,
                name=msg.NAME_POWERHOUSE.format(spot=spot[1:], basin=n),
            )
            g.add_edge(spot, f"PH{n}", kind="group")
    for exit_id in EXITS:
        g.add_node(
            exit_id,
            kind="exit",
            basin=None,
            area=None,
            row=4,
            red=False,
            name=msg.NAME_EXIT[exit_id],
        )

    # Entry node of each basin on the river: its powerhouse group, else its upper dam.
    def entry(n: int) -> str:
        return f"PH{n}" if f"PH{n}" in g else f"D{n}U"

    heads = data["headstreams"]
    if not isinstance(heads, dict):
        raise _bad("headstreams", msg.MAP_MISSING)
    for letter, basin in heads.items():
        b = _as_int(basin, f"headstreams.{letter}", 1)
        if b not in known or f"D{b}U" not in g:
            raise _bad(f"headstreams.{letter}", msg.MAP_BASIN_REF.format(value=basin))
        g.add_node(
            letter,
            kind="headstream",
            basin=None,
            area=None,
            row=-1,
            red=False,
            feeds=b,
            name=msg.NAME_HEADSTREAM.format(letter=letter),
        )
        g.add_edge(letter, f"D{b}U", kind="river")
    for key, info in basins.items():
        n = numbers[key]
        river = info["river"]
        if isinstance(river, str):
            if river not in EXITS:
                raise _bad(f"basins.{key}.river", msg.MAP_BASIN_REF.format(value=river))
            target = river
        else:
            r = _as_int(river, f"basins.{key}.river", 1)
            if r == n:
                raise _bad(f"basins.{key}.river", msg.MAP_RIVER_SELF.format(value=river))
            if r not in known:
                raise _bad(f"basins.{key}.river", msg.MAP_BASIN_REF.format(value=river))
            target = entry(r)
            if target not in g:
                raise _bad(f"basins.{key}.river", msg.MAP_RIVER_NOWHERE.format(value=river))
        if f"PH{n}" in g and f"D{n}U" in g:
            g.add_edge(f"PH{n}", f"D{n}U", kind="river")
        if f"D{n}U" in g:
            g.add_edge(f"D{n}U", f"D{n}L", kind="river")
            g.add_edge(f"D{n}L", target, kind="river")
        elif f"PH{n}" in g:
            g.add_edge(f"PH{n}", target, kind="river")
    # Conduit edges: every dam of the source basin -> conduit -> every powerhouse of dest.
    for spot, attrs in list(g.nodes(data=True)):
        if attrs["kind"] != "conduit":
            continue
        n, dest = attrs["basin"], attrs["dest"]
        for dam in (f"D{n}U", f"D{n}L"):
            if dam in g:
                g.add_edge(dam, spot, kind="conduit", value=attrs["value"])
        for p in powerhouses_of_graph(g, dest):
            g.add_edge(spot, p, kind="conduit", value=attrs["value"])
    # Every river must end at an exit.
    for letter in heads:
        node, seen = letter, set()
        while node not in EXITS:
            if node in seen:
                raise _bad(
                    f"basins.{g.nodes[node]['basin']}.river",
                    msg.MAP_RIVER_CYCLE.format(basin=g.nodes[node]["basin"]),
                )
            seen.add(node)
            node = river_next_in(g, node)
    g.graph["headstream_tiles"] = _tiles(data.get("headstream_tiles", {}))
    g.graph["neutral_setup"] = _neutral(data.get("neutral_setup", {}), g)
    return g


def _tiles(tiles) -> dict:
    if not isinstance(tiles, dict):
        raise _bad("headstream_tiles", msg.MAP_TILE)
    out = {}
    for name, drops in tiles.items():
        if not (isinstance(drops, list) and len(drops) == 4):
            raise _bad(f"headstream_tiles.{name}", msg.MAP_TILE)
        out[name] = tuple(_as_int(d, f"headstream_tiles.{name}") for d in drops)
    return out


def _neutral(setup, g) -> dict:
    if not isinstance(setup, dict):
        raise _bad("neutral_setup", msg.MAP_MISSING)
    out = {}
    for area, info in setup.items():
        where = f"neutral_setup.{area}"
        if area not in AREAS:
            raise _bad(where, msg.MAP_AREA.format(value=area))
        if not isinstance(info, dict) or "basins" not in info or "level" not in info:
            raise _bad(where, msg.MAP_MISSING)
        level = _as_int(info["level"], f"{where}.level", 1)
        if not isinstance(info["basins"], list):
            raise _bad(f"{where}.basins", msg.MAP_BASINS_LIST.format(value=info["basins"]))
        basins = []
        for b in info["basins"]:
            if isinstance(b, bool) or not isinstance(b, int) or f"D{b}L" not in g:
                raise _bad(f"{where}.basins", msg.MAP_BASIN_REF.format(value=b))
            basins.append(b)
        out[area] = (tuple(basins), level)
    return out


def river_next_in(g: nx.DiGraph, node: str) -> str | None:
    """The river successor of ``node`` in ``g`` (a powerhouse spot goes to its group)."""
    for _, nxt, kind in g.out_edges(node, data="kind"):
        if kind in ("river", "group"):
            return nxt
    return None


def powerhouses_of_graph(g: nx.DiGraph, basin: int) -> list[str]:
    return sorted(
        (n for n, a in g.nodes(data=True) if a["kind"] == "powerhouse" and a["basin"] == basin),
        key=lambda n: g.nodes[n]["index"],
    )


@lru_cache(maxsize=1)
def base_map() -> nx.DiGraph:
    """The base board (2–4 players) as a frozen networkx DiGraph.

    >>> g = base_map()
    >>> g.nodes["C1L"]["value"], g.nodes["C1L"]["dest"]
    (5, 8)
    >>> [n for n in river_path("A")]
    ['A', 'D1U', 'D1L', 'PH8', 'D8U', 'D8L', 'PH11', 'EXIT_L']
    """
    return nx.freeze(build_map(load_map_data()))


# -- fast lookups on the base map (used by the flow) ---------------------------------------
@lru_cache(maxsize=1)
def river_next() -> dict[str, str]:
    """``{node: next node on the river}`` for every node of the base map that has one."""
    g = base_map()
    out = {}
    for node in g:
        nxt = river_next_in(g, node)
        if nxt is not None:
            out[node] = nxt
    return out


def check_node(node) -> str:
    """``node`` if it is a node of the base map, else a French :class:`ludo.InvalidData`."""
    if not isinstance(node, str) or node not in base_map():
        raise InvalidData(
            msg.UNKNOWN_SPOT.format(spot=node, expected=msg.EXPECT_ANY), field=str(node)
        )
    return node


def river_path(start: str) -> list[str]:
    """The nodes a drop visits from ``start`` to an exit if no dam holds it."""
    check_node(start)
    nxt = river_next()
    path = [start]
    while path[-1] in nxt:
        path.append(nxt[path[-1]])
    return path


def nodes_of_kind(kind: str) -> tuple[str, ...]:
    """All node ids of one kind (``"dam"``, ``"conduit"``, ``"powerhouse"`` …), in map order."""
    if not isinstance(kind, str):
        return ()
    return _by_kind().get(kind, ())


@lru_cache(maxsize=1)
def _by_kind() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for node, kind in base_map().nodes(data="kind"):
        out.setdefault(kind, []).append(node)
    return {k: tuple(v) for k, v in out.items()}


def powerhouses_of(basin: int) -> list[str]:
    """Powerhouse spots of ``basin`` on the base map, left to right (free ones first)."""
    return powerhouses_of_graph(base_map(), basin)


def upstream(node: str) -> set[str]:
    """Every node from which river water can reach ``node`` (« d'où vient l'eau ? »)."""
    check_node(node)
    g = base_map()
    river = g.edge_subgraph((u, v) for u, v, k in g.edges(data="kind") if k == "river")
    if node not in river:
        node = river_next().get(node, node)
        if node not in river:
            return set()
    return nx.ancestors(river, node)


def downstream(node: str) -> list[str]:
    """The river nodes below ``node``, in order, down to the exit (« où va l'eau ? »)."""
    return river_path(node)[1:]


def river_edges() -> list[tuple[str, str]]:
    return [(u, v) for u, v, k in base_map().edges(data="kind") if k == "river"]


def connections(dam: str) -> list[tuple[str, str]]:
    """``(conduit, powerhouse)`` pairs reachable from ``dam`` through a conduit (if built)."""
    check_node(dam)
    g = base_map()
    return [
        (c, p)
        for c in g.successors(dam)
        if g.nodes[c]["kind"] == "conduit"
        for p in g.successors(c)
    ]


# -- questions about a basin (the map explorer shows these answers) -------------------------
def basin_entry(basin: int) -> str:
    """Where river water enters ``basin``: its powerhouse group, or its upper dam spot."""
    g = base_map()
    return f"PH{basin}" if f"PH{basin}" in g else f"D{basin}U"


def basin_area(basin: int) -> str:
    """The area of ``basin``: ``"mountain"``, ``"hill"`` or ``"plain"``."""
    g = base_map()
    node = f"D{basin}U" if f"D{basin}U" in g else f"P{basin}a"
    return g.nodes[node]["area"]


@dataclass(frozen=True)
class WaterSources:
    """Where the water reaching ``basin`` comes from (« d'où vient l'eau ? »).

    ``headstreams``: the headstream nodes whose water can reach the basin;
    ``basins``: the other basins it may cross on the way, in increasing order;
    ``edges``: the river edges of those ways.
    """

    basin: int
    headstreams: tuple[str, ...]
    basins: tuple[int, ...]
    edges: tuple[tuple[str, str], ...]


def water_sources(basin: int) -> WaterSources:
    """The headstreams, basins and river edges upstream of ``basin``.

    >>> water_sources(10).headstreams
    ('C', 'D')
    """
    g = base_map()
    entry = basin_entry(basin)
    up = upstream(entry) | {entry}
    heads = tuple(sorted(n for n in up if g.nodes[n]["kind"] == "headstream"))
    basins = sorted({g.nodes[n]["basin"] for n in up} - {None, basin})
    edges = tuple((u, v) for u, v in river_edges() if u in up and v in up)
    return WaterSources(basin, heads, tuple(basins), edges)


@dataclass(frozen=True)
class WaterRoute:
    """Where the water of ``basin`` goes if no dam holds it (« où va l'eau ? »).

    ``path``: the river nodes from the basin's entry to ``exit``; ``basins``: the
    other basins crossed, in order.
    """

    basin: int
    path: tuple[str, ...]
    basins: tuple[int, ...]
    exit: str


def water_route(basin: int) -> WaterRoute:
    """The river path from ``basin`` down to an exit, and the basins it crosses.

    >>> water_route(12).basins
    ()
    """
    g = base_map()
    entry = basin_entry(basin)
    if entry != f"D{basin}U" and f"D{basin}L" in g:
        path = [entry, f"D{basin}U", *downstream(f"D{basin}U")]
    else:
        path = [entry, *downstream(entry)]
    crossed: list[int] = []
    for n in path:
        b = g.nodes[n]["basin"]
        if b not in (None, basin) and b not in crossed:
            crossed.append(b)
    return WaterRoute(basin, tuple(path), tuple(crossed), path[-1])


@dataclass(frozen=True)
class BasinConduits:
    """The conduit spots leaving ``basin`` (to another basin's powerhouses) and those
    arriving in it (from another basin's dams), in map order."""

    basin: int
    leaving: tuple[str, ...]
    arriving: tuple[str, ...]


def basin_conduits(basin: int) -> BasinConduits:
    """The conduits leaving and reaching ``basin``.

    >>> basin_conduits(8).arriving
    ('C1L', 'C5L')
    """
    g = base_map()
    conduits = nodes_of_kind("conduit")
    leaving = tuple(n for n in conduits if g.nodes[n]["basin"] == basin)
    arriving = tuple(n for n in conduits if g.nodes[n]["dest"] == basin)
    return BasinConduits(basin, leaving, arriving)


def edge_counts() -> dict[str, int]:
    """How many edges of each kind the base map has (``{"river": ..., ...}``)."""
    return dict(Counter(k for _, _, k in base_map().edges(data="kind")))


def display_name(node: str) -> str:
    """The French name of a node, e.g. ``display_name("D5U")``."""
    return base_map().nodes[check_node(node)]["name"]


def spot_name(node) -> str:
    """A spot named as the board labels it, for every French text a player reads.

    The map's ids carry a kind letter that the board does not print: the dam spot ``D1U``
    is « 1U » (as printed beside it), the powerhouse spot ``P5a`` « 5a » (a message always
    says which kind it names: « le barrage 1U », « la centrale 5a »). A conduit is named
    as the board labels it, by its value and the basin it leads to, with its own basin
    (two basins have a « 3→6 »): ``C5L`` is « 3→8 du bassin 5 » — its id's L/R (left,
    right) would read as a dam's U/L (upper, lower). A headstream keeps its letter, a
    powerhouse group is « bassin 8 », an exit « sortie gauche ». Anything else (a spot
    that does not exist, as typed) is returned unchanged.

    >>> spot_name("D1U"), spot_name("C5L"), spot_name("P5a"), spot_name("A")
    ('1U', '3→8 du bassin 5', '5a', 'A')
    """
    if not isinstance(node, str):
        return str(node)
    g = base_map()
    if node not in g:
        return node
    kind = g.nodes[node]["kind"]
    if kind == "conduit":
        a = g.nodes[node]
        return msg.CONDUIT_SHORT.format(value=a["value"], dest=a["dest"], basin=a["basin"])
    if kind in ("dam", "powerhouse"):
        return node[1:]
    if kind == "group":
        return msg.UI_GROUP_LABEL.format(basin=g.nodes[node]["basin"])
    return msg.EXIT_SHORT.get(node, node)
