"""The « pressure paradox » of the drinking-water deck: one hole leaks more from a looped
network than from a branched one, because the loops keep the pressure up.

The set-up is the textbook pair of :func:`ludo.eau.analysis.grid_and_tree` made physical,
as in the project's WNTR probe (measured when WNTR was first tried here): the centre
cell is the utility, a reservoir with a fixed head of :data:`HEAD_M` m; the 48 other cells
are junctions at elevation 0, each drawing :data:`DEMAND_LPS` L/s; each edge is a pipe of
:data:`PIPE_LENGTH_M` m, diameter :data:`PIPE_DIAMETER_M` m, Hazen-Williams C =
:data:`ROUGHNESS`; demand depends on pressure (full above :data:`REQUIRED_PRESSURE_M` m).
A hole of :data:`LEAK_AREA_M2` m² opens at the corner farthest from the utility (WNTR's
orifice law, Q = 0.75 · A · √(2 g p): exponent 0.5).

:func:`compute` solves both networks with WNTR (extra ``hydraulique``), without the hole
(EPANET) and with it (WNTR's own solver, the only one with the orifice model);
:func:`results` returns the same numbers without WNTR, from the copy shipped in
``data/leak_paradox.json`` (a test checks that copy against :func:`compute`).
"""

from __future__ import annotations

import json
from importlib import resources

from .analysis import grid_and_tree
from .tiles import SIZE

HEAD_M = 40.0
DEMAND_LPS = 0.5
PIPE_LENGTH_M = 100.0
PIPE_DIAMETER_M = 0.10
ROUGHNESS = 100.0
REQUIRED_PRESSURE_M = 15.0
LEAK_AREA_M2 = 5e-4
#: Where the hole opens: the corner farthest from the centre.
LEAK_CELL = (SIZE - 1, SIZE - 1)
DATA = "data/leak_paradox.json"


def total_demand_lps() -> float:
    """What the whole town draws (L/s): :data:`DEMAND_LPS` at each cell but the utility's."""
    return DEMAND_LPS * (SIZE * SIZE - 1)


def _name(cell: tuple[int, int]) -> str:
    return f"n{cell[0]}_{cell[1]}"


def _model(g):
    import wntr

    wn = wntr.network.WaterNetworkModel()
    centre = (SIZE // 2, SIZE // 2)
    for cell in sorted(g.nodes):
        xy = (cell[1], -cell[0])
        if cell == centre:
            wn.add_reservoir(_name(cell), base_head=HEAD_M, coordinates=xy)
        else:
            wn.add_junction(
                _name(cell), base_demand=DEMAND_LPS / 1000, elevation=0.0, coordinates=xy
            )
    for k, (a, b) in enumerate(sorted(tuple(sorted(e)) for e in g.edges)):
        wn.add_pipe(
            f"p{k}",
            _name(a),
            _name(b),
            length=PIPE_LENGTH_M,
            diameter=PIPE_DIAMETER_M,
            roughness=ROUGHNESS,
        )
    wn.options.time.duration = 0
    wn.options.hydraulic.demand_model = "PDD"
    wn.options.hydraulic.required_pressure = REQUIRED_PRESSURE_M
    wn.options.hydraulic.minimum_pressure = 0.0
    return wn


def _solve(g, leak: bool) -> dict:
    import os
    import tempfile

    import wntr

    wn = _model(g)
    corner = _name(LEAK_CELL)
    if leak:
        wn.get_node(corner).add_leak(wn, area=LEAK_AREA_M2, start_time=0)
        res = wntr.sim.WNTRSimulator(wn).run_sim()
        leaked = float(res.node["leak_demand"][corner].iloc[0]) * 1000
    else:
        with tempfile.TemporaryDirectory() as tmp:
            res = wntr.sim.EpanetSimulator(wn).run_sim(file_prefix=os.path.join(tmp, "run"))
        leaked = 0.0
    pressure = res.node["pressure"].iloc[0]
    junctions = [_name(c) for c in g.nodes if _name(c) in wn.junction_name_list]
    return {
        "corner_pressure_m": round(float(pressure[corner]), 2),
        "min_pressure_m": round(float(min(pressure[j] for j in junctions)), 2),
        "leak_lps": round(leaked, 2),
    }


def compute() -> dict:
    """Both networks solved with WNTR: ``{"tree"|"grid": {"no_leak": ..., "leak": ...}}``,
    each with the corner's pressure, the lowest pressure (m) and the leak (L/s)."""
    grid, tree = grid_and_tree(SIZE)
    return {
        name: {"no_leak": _solve(g, False), "leak": _solve(g, True)}
        for name, g in (("tree", tree), ("grid", grid))
    }


def results() -> dict:
    """:func:`compute`'s numbers: computed with WNTR when it is installed, else the copy
    shipped with the library (``source`` says which)."""
    try:
        import wntr  # noqa: F401
    except ImportError:
        text = resources.files("ludo.eau").joinpath(DATA).read_text("utf-8")
        return {**json.loads(text), "source": "copie"}
    return {**compute(), "source": "WNTR"}


def to_json(found: dict) -> str:
    """:func:`compute`'s result as the JSON text shipped in ``data/leak_paradox.json``."""
    return json.dumps({k: found[k] for k in ("tree", "grid")}, indent=1, sort_keys=True) + "\n"
