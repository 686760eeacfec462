"""The town under an Eau Cœur d'Essonne board: ground, demand over a day, valves (no WNTR).

The game gives no heights, no flows and no valves; the deck « La vraie hydraulique »
(notebooks/presentations/vraie_hydraulique.ipynb) needs all three. Every choice below is
ours (a « Choix d'interprétation » of the deck, docs/decisions.md), with the facts it
rests on quoted with their source:

* **Ground** (:func:`ground_elevation`): the Régie (d4) stands on a hilltop at
  :data:`HILLTOP_M` m; the ground falls by :data:`SLOPE_FROM_HILL_M` m per tile away from
  it, and by :data:`SLOPE_NORTH_SOUTH_M` m more per row towards the south (row 7), so
  buildings sit higher and lower than one another.
* **The Régie** is a water tower whose water stands :data:`TOWER_M` m above its ground:
  a fixed head of ``HILLTOP_M + TOWER_M`` m (:func:`regie_head`).
* **Demand**: each building of the game (a user tile) stands for
  :data:`PEOPLE_PER_BUILDING` inhabitants drinking :data:`LITRES_PER_PERSON_DAY` litres a
  day on average (148 L per inhabitant and per day in France in 2021: eaufrance,
  « Volume d'eau potable consommé par habitant par jour en 2021 », SISPEA/OFB data),
  spread over the day by :data:`HOURLY_PATTERN`, the diurnal pattern of residential
  use measured by Roberts (2005, « Residential End Use Measurement Study », Yarra
  Valley Water), as published by eWater's Urban Developer documentation.
* **Taps upstairs** (:func:`storeys_served`): a tap should get :data:`TAP_PRESSURE_M` m
  (1 bar), and each storey of :data:`STOREY_M` m above the street costs as much pressure.
* **Valves** (:func:`valves`, :func:`repair`): a valve on every pipe at each crossing
  (a tile with three or four connections) and at the Régie; straight and elbow tiles
  have none. Repairing a pipe closes the valves around it: its *segment* (every pipe and
  tile reachable from it without crossing a valve) loses its water, and so does every
  tile that only the segment linked to the Régie.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from importlib import resources

import networkx as nx

from . import messages as msg
from .network import REGIE_CELL, tile_graph
from .tiles import SIZE, cell_name

HILLTOP_M = 70.0
SLOPE_FROM_HILL_M = 4.0
SLOPE_NORTH_SOUTH_M = 3.0
TOWER_M = 25.0
PEOPLE_PER_BUILDING = 500
LITRES_PER_PERSON_DAY = 148.0
#: Roberts (2005) via eWater: likelihood of residential use in the hour ending at
#: 1:00, 2:00, … 24:00 (as published); :data:`HOURLY_PATTERN` rescales it to a mean of 1.
ROBERTS_2005 = (
    200, 100, 50, 30, 30, 30, 90, 270, 600, 500, 480, 430,
    390, 290, 250, 230, 240, 280, 450, 400, 330, 340, 310, 240,
)  # fmt: skip
#: Demand multiplier of hour h (h:00 to h+1:00), h = 0 … 23, mean 1.
HOURLY_PATTERN = tuple(v * 24 / sum(ROBERTS_2005) for v in ROBERTS_2005)
#: The hours of the night setting of pressure management (0:00 to 6:00).
NIGHT_HOURS = tuple(range(0, 6))
#: Pressure (m of water) recommended at a building's least favoured tap: 1 bar (xpair,
#: « Règlement sanitaire et pression minimum »). The regulatory floor is far lower: 3 m at
#: every point of use at the hour of peak use (Code de la santé publique, art. R1321-57,
#: :data:`LEGAL_MIN_PRESSURE_M`).
TAP_PRESSURE_M = 10.0
LEGAL_MIN_PRESSURE_M = 3.0
#: Height of one storey (m): our round figure for the deck, not a sourced one.
STOREY_M = 3.0


def ground_elevation(cell: int) -> float:
    """Ground height (m) of ``cell``: a hill under the Régie, sloping down to the south.

    >>> ground_elevation(24), ground_elevation(0), ground_elevation(48)
    (70.0, 62.0, 44.0)
    >>> ground_elevation(6) > ground_elevation(42)
    True
    """
    r, c = divmod(cell, SIZE)
    centre = SIZE // 2
    distance = math.hypot(r - centre, c - centre)
    return round(HILLTOP_M - SLOPE_FROM_HILL_M * distance - SLOPE_NORTH_SOUTH_M * (r - centre), 1)


def regie_head() -> float:
    """Height (m) of the water in the Régie's tower: its hill plus the tower."""
    return HILLTOP_M + TOWER_M


def building_demand_lps() -> float:
    """Mean demand (L/s) of one building: its inhabitants times 148 L a day."""
    return PEOPLE_PER_BUILDING * LITRES_PER_PERSON_DAY / 86_400


def regie_component(board: Sequence) -> nx.Graph:
    """The tile graph of the Régie's network (cells, connected borders)."""
    g = tile_graph(board)
    if REGIE_CELL not in g:
        raise ValueError(msg.HYDRAULICS_NO_REGIE)
    return nx.Graph(g.subgraph(nx.node_connected_component(g, REGIE_CELL)))


def _pipe(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def valves(board: Sequence) -> set[tuple[int, tuple[int, int]]]:
    """The valves of the Régie's network: ``(cell, pipe)``, a valve on ``pipe`` at ``cell``.

    One on every pipe leaving a crossing (three or more connections) or the Régie.
    """
    g = regie_component(board)
    return {
        (cell, _pipe(cell, other))
        for cell in g
        if cell == REGIE_CELL or g.degree(cell) >= 3
        for other in g[cell]
    }


def repair(board: Sequence, pipe: tuple[int, int]) -> dict:
    """What closing the valves around ``pipe`` (to repair it) does to the network.

    Returns ``segment`` (the pipes closed, sorted pairs), ``valves`` (the valves closed,
    ``(cell, pipe)``), ``dry`` (the cells without water during the repair, sorted) and
    ``users_dry`` (how many buildings among them).
    """
    g = regie_component(board)
    pipe = _pipe(*pipe)
    if not g.has_edge(*pipe):
        names = "–".join(cell_name(c) for c in pipe)
        raise ValueError(msg.HYDRAULICS_NO_PIPE.format(pipe=names))
    shut = valves(board)
    # Walk from the pipe through its ends, never across a valve.
    aux = nx.Graph()
    for a, b in g.edges:
        p = _pipe(a, b)
        aux.add_node(("pipe", p))
        for end in p:
            if (end, p) not in shut:
                aux.add_edge(("pipe", p), ("cell", end))
    part = nx.node_connected_component(aux, ("pipe", pipe))
    segment = sorted(n[1] for n in part if n[0] == "pipe")
    inside = {n[1] for n in part if n[0] == "cell"}
    closed = sorted((cell, p) for p in segment for cell in p if (cell, p) in shut)
    left = g.copy()
    left.remove_edges_from(segment)
    left.remove_nodes_from(inside - {REGIE_CELL})
    wet = nx.node_connected_component(left, REGIE_CELL) if REGIE_CELL in left else set()
    dry = sorted(set(g) - wet)
    return {
        "pipe": pipe,
        "segment": segment,
        "valves": closed,
        "dry": dry,
        "users_dry": sum(1 for c in dry if board[c].is_user),
    }


def regie_loop_pipes(board: Sequence) -> set[tuple[int, int]]:
    """The pipes on a loop through the Régie: those of its biconnected blocks of more than
    one pipe (each such pipe lies on a cycle through the Régie).

    A loop hanging from the rest by a single crossing is left out: the water reaches it by
    that crossing only, so it does not keep a second way to the Régie.
    """
    g = regie_component(board)
    return {
        _pipe(*e)
        for block in nx.biconnected_component_edges(g)
        if len(block) > 1 and any(REGIE_CELL in e for e in block)
        for e in block
    }


def repair_examples(board: Sequence) -> dict:
    """Two repairs to compare: a pipe on a loop through the Régie, and a pipe on a branch
    (a bridge).

    Each is the pipe of its kind whose repair leaves the most buildings dry (then the most
    tiles, then the smallest pipe): the worst case the operator must plan for.
    """
    g = regie_component(board)
    bridges = {_pipe(*e) for e in nx.bridges(g)}

    def worst(pipes):
        found = [repair(board, p) for p in sorted(pipes)]
        return max(found, key=lambda r: (r["users_dry"], len(r["dry"]), [-x for x in r["pipe"]]))

    looped = regie_loop_pipes(board)
    if not looped or not bridges:
        raise ValueError(msg.HYDRAULICS_NEEDS_BOTH)
    return {"loop": worst(looped), "branch": worst(bridges)}


def storeys_served(pressure_m: float, at_tap: float = TAP_PRESSURE_M) -> int:
    """How many storeys above the street still get ``at_tap`` metres at their taps when the
    main gives ``pressure_m`` at the foot of the building (the building's own losses left
    out): each storey of :data:`STOREY_M` metres costs that much pressure. 0 means the
    ground floor only; -1 not even the ground floor.

    >>> storeys_served(18.0), storeys_served(40.0), storeys_served(9.0)
    (2, 10, -1)
    """
    if pressure_m < at_tap:
        return -1
    return math.floor((pressure_m - at_tap) / STOREY_M + 1e-9)


def precomputed_day() -> dict:
    """The deck's WNTR results (:func:`ludo.eau.hydraulics.town_results`), shipped as data.

    For readers without the ``hydraulique`` extra: computed once on the board of the deck
    (Eau, 4 players, seed 3, played out by the helper) and stored in
    ``ludo/eau/data/hydraulics_day.json``; a test checks it equals a fresh computation.
    """
    text = resources.files("ludo.eau").joinpath("data/hydraulics_day.json").read_text("utf-8")
    return from_json(text)


def to_json(results: dict) -> str:
    """``results`` (nested dicts with cell numbers as keys) as JSON text, 4 decimals."""

    def plain(value):
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if isinstance(value, float):
            return round(value, 4)
        return value

    return json.dumps(plain(results), indent=1, sort_keys=True, ensure_ascii=False)


def from_json(text: str) -> dict:
    """The inverse of :func:`to_json`: keys that are cell numbers become ints again."""

    def back(value):
        if isinstance(value, dict):
            return {(int(k) if k.isdigit() else k): back(v) for k, v in value.items()}
        if isinstance(value, list):
            return [back(v) for v in value]
        return value

    return back(json.loads(text))
