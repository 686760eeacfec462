"""Real hydraulics of an Eau Cœur d'Essonne board: EPANET through WNTR (extra ``hydraulique``).

Importable only with WNTR installed: ``pip install 'ludo[hydraulique]'`` (WNTR and
``six``, which WNTR imports without declaring it). Without it the import raises an
``ImportError`` whose message says, in French, how to install it.

The board becomes a pipe network model; every choice below is ours, stated here and in
the notebook (« Choix d'interprétation »):

* the Régie is a reservoir with a fixed head of :data:`REGIE_HEAD_M` metres;
* every other tile linked to the Régie is a junction at elevation 0; a building (a user
  tile) draws :data:`DEMAND_LPS` litres per second, the other tiles nothing;
* every connected border is a pipe of :data:`PIPE_LENGTH_M` m (one tile), diameter
  :data:`PIPE_DIAMETER_M` m, Hazen-Williams roughness :data:`ROUGHNESS`;
* demand depends on pressure (PDD): full above :data:`REQUIRED_PRESSURE_M`, none at 0 m;
* a leak is an orifice of :data:`LEAK_AREA_M2` m² at a tile (WNTR's leak model,
  Q = Cd · A · √(2 g h), Cd = 0.75); a closed pipe is a pipe whose status is closed.

Steady state only (one snapshot). Tiles not linked to the Régie are left out.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Sequence

from . import messages as msg

try:
    import wntr
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ImportError(msg.HYDRAULICS_MISSING) from exc

import networkx as nx

from .analysis import served_share  # noqa: F401  (re-exported for the notebook)
from .network import REGIE_CELL, tile_graph

REGIE_HEAD_M = 40.0
DEMAND_LPS = 0.5
PIPE_LENGTH_M = 100.0
PIPE_DIAMETER_M = 0.10
ROUGHNESS = 100.0
REQUIRED_PRESSURE_M = 15.0
LEAK_AREA_M2 = 5e-4


def _node(cell: int) -> str:
    return "REGIE" if cell == REGIE_CELL else f"c{cell}"


def _pipe(a: int, b: int) -> str:
    a, b = sorted((a, b))
    return f"p{a}-{b}"


def network_model(board: Sequence, closed: Iterable[tuple[int, int]] = ()):
    """The WNTR model of the Régie's network on ``board`` (see the module's assumptions)."""
    g = tile_graph(board)
    if REGIE_CELL not in g:
        raise ValueError(msg.HYDRAULICS_NO_REGIE)
    net = g.subgraph(nx.node_connected_component(g, REGIE_CELL))
    wn = wntr.network.WaterNetworkModel()
    for cell in sorted(net.nodes):
        xy = (cell % 7, -(cell // 7))
        if cell == REGIE_CELL:
            wn.add_reservoir("REGIE", base_head=REGIE_HEAD_M, coordinates=xy)
        else:
            demand = DEMAND_LPS / 1000 if board[cell].is_user else 0.0
            wn.add_junction(_node(cell), base_demand=demand, elevation=0.0, coordinates=xy)
    shut = {tuple(sorted(link)) for link in closed}
    for a, b in sorted(tuple(sorted(e)) for e in net.edges):
        wn.add_pipe(
            _pipe(a, b),
            _node(a),
            _node(b),
            length=PIPE_LENGTH_M,
            diameter=PIPE_DIAMETER_M,
            roughness=ROUGHNESS,
            initial_status="CLOSED" if (a, b) in shut else "OPEN",
        )
    wn.options.time.duration = 0
    wn.options.hydraulic.demand_model = "PDD"
    wn.options.hydraulic.required_pressure = REQUIRED_PRESSURE_M
    wn.options.hydraulic.minimum_pressure = 0.0
    return wn


def solve(board: Sequence, closed: Iterable[tuple[int, int]] = (), leak: int | None = None):
    """Pressures (m), flows (L/s) and demand served (L/s) of the board's network.

    ``closed``: pipes (pairs of cells) closed; ``leak``: a cell where an orifice of
    :data:`LEAK_AREA_M2` opens. EPANET solves the network without a leak; WNTR's own
    solver (the only one with the orifice model) solves it with one. Returns a dict of
    plain numbers: ``pressure`` {cell: m}, ``flow`` {(a, b): L/s, a < b},
    ``served`` {cell: L/s}, ``wanted`` {cell: L/s}, ``leak`` L/s.
    """
    wn = network_model(board, closed)
    if leak is None:
        with tempfile.TemporaryDirectory() as tmp:
            sim = wntr.sim.EpanetSimulator(wn)
            res = sim.run_sim(file_prefix=os.path.join(tmp, "run"))
        leaked = 0.0
    else:
        node = wn.get_node(_node(leak))
        node.add_leak(wn, area=LEAK_AREA_M2, start_time=0)
        res = wntr.sim.WNTRSimulator(wn).run_sim()
        leaked = float(res.node["leak_demand"][_node(leak)].iloc[0]) * 1000
    pressure = res.node["pressure"].iloc[0]
    demand = res.node["demand"].iloc[0]
    flow = res.link["flowrate"].iloc[0]
    cells = [c for c in range(len(board)) if _node(c) in pressure.index]
    return {
        "pressure": {c: float(pressure[_node(c)]) for c in cells if c != REGIE_CELL},
        "served": {c: float(demand[_node(c)]) * 1000 for c in cells if c != REGIE_CELL},
        "wanted": {c: (DEMAND_LPS if board[c].is_user else 0.0) for c in cells if c != REGIE_CELL},
        "flow": {
            tuple(int(x) for x in name[1:].split("-")): float(flow[name]) * 1000
            for name in flow.index
        },
        "leak": leaked,
    }


def scenarios(board: Sequence) -> dict:
    """The notebook's three solves: as built, the worst pipe closed, a leak on its far side.

    The closed pipe is :func:`ludo.eau.analysis.worst_break`'s; the leak opens on the
    first tile that break would cut off.
    """
    from .analysis import worst_break

    brk = worst_break(board)
    if brk is None:
        raise ValueError(msg.HYDRAULICS_NO_BRIDGE)
    link = tuple(brk["link"])
    leak = min(brk["cut"])
    return {
        "closed_link": link,
        "leak_cell": leak,
        "base": solve(board),
        "closed": solve(board, closed=[link]),
        "leak": solve(board, leak=leak),
    }
