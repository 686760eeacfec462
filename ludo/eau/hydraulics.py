"""Real hydraulics of an Eau Cœur d'Essonne board: EPANET through WNTR (extra ``hydraulique``).

Importable only with WNTR installed: ``pip install 'ludo[hydraulique]'`` (WNTR and
``six``, which WNTR imports without declaring it). Without it the import raises an
``ImportError`` whose message says, in French, how to install it.

Two models of a board, every choice ours and stated (« Choix d'interprétation »):

**The flat snapshot** (:func:`network_model`, :func:`solve`: a timing probe and the
benchmarks; flat ground, so every pressure reads nearly the Régie's head):

* the Régie is a reservoir with a fixed head of :data:`REGIE_HEAD_M` metres;
* every other tile linked to the Régie is a junction at elevation 0; a building (a user
  tile) draws :data:`DEMAND_LPS` litres per second, the other tiles nothing;
* every connected border is a pipe of :data:`PIPE_LENGTH_M` m (one tile), diameter
  :data:`PIPE_DIAMETER_M` m, Hazen-Williams roughness :data:`ROUGHNESS`;
* demand depends on pressure (PDD): full above :data:`REQUIRED_PRESSURE_M`, none at 0 m;
* a leak is an orifice of :data:`LEAK_AREA_M2` m² at a tile (WNTR's leak model,
  Q = Cd · A · √(2 g h), Cd = 0.75); a closed pipe is a pipe whose status is closed.

Steady state only (one snapshot). Tiles not linked to the Régie are left out.

**The town of the deck « La vraie hydraulique »** (:func:`town_model`, :func:`day`,
:func:`burst`, :func:`pressure_management`, :func:`town_results`): real ground, a water
tower, a day of demand and valves from :mod:`ludo.eau.town`; background leaks everywhere
as EPANET emitters, Q = C · p^N1, of exponent :data:`BACKGROUND_EXPONENT`, calibrated to
lose :data:`TARGET_ILP` m³ per km of pipe and per day; a burst as WNTR's orifice (exponent 0.5); night
pressure management as a lower head of the Régie from 0 h to 6 h. Its results are
shipped in ``ludo/eau/data/hydraulics_day.json`` (:func:`ludo.eau.town.precomputed_day`).
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


from . import town
from .network import REGIE_CELL

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


def _add_pipes(wn, net, closed: Iterable[tuple[int, int]] = ()) -> None:
    """One pipe per edge of ``net`` (a connected border): one tile long, the module's
    diameter and roughness; the pairs of ``closed`` are closed."""
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


def network_model(board: Sequence, closed: Iterable[tuple[int, int]] = ()):
    """The WNTR model of the Régie's network on ``board`` (see the module's assumptions)."""
    net = town.regie_component(board)
    wn = wntr.network.WaterNetworkModel()
    for cell in sorted(net.nodes):
        xy = (cell % 7, -(cell // 7))
        if cell == REGIE_CELL:
            wn.add_reservoir("REGIE", base_head=REGIE_HEAD_M, coordinates=xy)
        else:
            demand = DEMAND_LPS / 1000 if board[cell].is_user else 0.0
            wn.add_junction(_node(cell), base_demand=demand, elevation=0.0, coordinates=xy)
    _add_pipes(wn, net, closed)
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


# -- the town of the deck « La vraie hydraulique » ------------------------------------------
# Ground, tower, demand and valves come from :mod:`ludo.eau.town` (no WNTR needed); here
# EPANET solves a whole day, hour by hour, with small leaks everywhere (emitters).

#: The background leaks of the deck, per km of pipe and per day (m³/km/j, the « indice
#: linéaire de pertes » of French utilities): the highest value counted as acceptable for a
#: dense network, more than 50 subscribers per km (Département de Seine-et-Marne,
#: « Performance des réseaux d'eau »: 2.5 below 25 subscribers per km, 5 up to 50, 10
#: above). Calibrating on the national rendement (1 litre in 5 lost) instead would give
#: this dense town about 35 m³/km/j, far above any usual value: per litre delivered, a dense
#: network loses little, and per km it loses more than a rural one.
TARGET_ILP = 10.0
#: Exponents N1 of the leak law Q = C · p^N1 compared: 0.5 for holes of fixed area in rigid
#: pipes, 1.5 for leaks whose area grows with pressure (background leaks, splits in
#: plastic pipes), about 1 on average for large systems of mixed materials (the FAVAD
#: concept of May, 1994; LEAKSSuite, « FAVAD and N1 update »; i2O, « Pressure/leakage
#: relationship »).
LEAK_EXPONENTS = (0.5, 1.0, 1.5)
#: The exponent of the deck's background leaks (small, invisible, variable area).
BACKGROUND_EXPONENT = 1.5
#: Pressure management: the Régie's outlet head lowered by this much at night.
NIGHT_DROP_M = 10.0
#: The burst of the deck: a hole of this area (m²), WNTR's leak model (exponent 0.5).
BURST_AREA_M2 = LEAK_AREA_M2
HOURS = 24


def town_model(
    board: Sequence,
    *,
    leak_coefficient: float = 0.0,
    exponent: float = BACKGROUND_EXPONENT,
    night_drop: float = 0.0,
):
    """The deck's model of ``board``: real ground, a water tower, a day of demand.

    Demand-driven (every building gets its demand; pressures stay well above zero).
    ``leak_coefficient``: the emitter coefficient of the whole network, shared among its
    tiles in proportion to the length of pipe each tile holds (half of each of its pipes);
    ``exponent``: the emitter exponent N1; ``night_drop``: metres taken off the Régie's head
    during :data:`ludo.eau.town.NIGHT_HOURS` (a pressure reducer set lower at night).
    The coefficient is always calibrated (:func:`calibrate`), so WNTR's unit conversion of
    emitter coefficients does not matter.
    """
    g = town.regie_component(board)
    wn = wntr.network.WaterNetworkModel()
    wn.add_pattern("usage", list(town.HOURLY_PATTERN))
    head = town.regie_head()
    pattern = None
    if night_drop:
        low = (head - night_drop) / head
        wn.add_pattern("regie", [low if h in town.NIGHT_HOURS else 1.0 for h in range(HOURS)])
        pattern = "regie"
    degree_total = 2 * g.number_of_edges()
    for cell in sorted(g.nodes):
        xy = (cell % 7, -(cell // 7))
        if cell == REGIE_CELL:
            wn.add_reservoir("REGIE", base_head=head, head_pattern=pattern, coordinates=xy)
            continue
        demand = town.building_demand_lps() / 1000 if board[cell].is_user else 0.0
        wn.add_junction(
            _node(cell),
            base_demand=demand,
            demand_pattern="usage",
            elevation=town.ground_elevation(cell),
            coordinates=xy,
        )
        wn.get_node(_node(cell)).emitter_coefficient = (
            leak_coefficient * g.degree(cell) / degree_total
        )
    _add_pipes(wn, g)
    t = wn.options.time
    t.duration = (HOURS - 1) * 3600
    t.hydraulic_timestep = t.pattern_timestep = t.report_timestep = 3600
    wn.options.hydraulic.demand_model = "DD"
    wn.options.hydraulic.emitter_exponent = exponent
    return wn


def _run_epanet(wn):
    with tempfile.TemporaryDirectory() as tmp:
        return wntr.sim.EpanetSimulator(wn).run_sim(file_prefix=os.path.join(tmp, "run"))


def day(board: Sequence, **options) -> dict:
    """One day of :func:`town_model` (same options), hour by hour, as plain numbers.

    ``demand``, ``leak``: L/s drawn by the buildings and lost through the leaks, each hour;
    ``pressure``: {hour: {cell: m}}; ``volume_demand``, ``volume_leak``: m³ in the day.
    """
    wn = town_model(board, **options)
    res = _run_epanet(wn)
    used = {name: wn.get_node(name) for name in wn.junction_name_list}
    total = res.node["demand"][list(used)]
    wanted = {
        name: [j.demand_timeseries_list[0].base_value * m for m in town.HOURLY_PATTERN]
        for name, j in used.items()
    }
    demand = [sum(wanted[n][h] for n in used) * 1000 for h in range(HOURS)]
    leak = [float(total.iloc[h].sum()) * 1000 - demand[h] for h in range(HOURS)]
    pressure = res.node["pressure"]
    return {
        "demand": demand,
        "leak": leak,
        "pressure": {
            h: {int(n[1:]): float(pressure[n].iloc[h]) for n in used} for h in range(HOURS)
        },
        "volume_demand": sum(demand) * 3.6,
        "volume_leak": sum(leak) * 3.6,
    }


def loss_share(result: dict) -> float:
    """Share of the water put in the network that leaks: leak / (demand + leak), over a day."""
    return result["volume_leak"] / (result["volume_leak"] + result["volume_demand"])


def network_km(board: Sequence) -> float:
    """Length (km) of the Régie's network: one pipe of :data:`PIPE_LENGTH_M` per raccord."""
    return town.regie_component(board).number_of_edges() * PIPE_LENGTH_M / 1000


def linear_loss(board: Sequence, result: dict) -> float:
    """The day's leaks per km of pipe (m³/km/j): the « indice linéaire de pertes »."""
    return result["volume_leak"] / network_km(board)


def calibrate(board: Sequence, exponent: float, target: float = TARGET_ILP) -> float:
    """The leak coefficient that loses ``target`` m³ per km and per day (no night drop).

    Leak flow is proportional to the coefficient at given pressures, and pressures barely
    move with these small leaks: a few rescalings converge (to 0.1 % of the target).
    """
    coefficient = 1e-4
    wanted_leak = target * network_km(board)
    for _ in range(8):
        run = day(board, leak_coefficient=coefficient, exponent=exponent)
        coefficient *= wanted_leak / run["volume_leak"]
        if abs(run["volume_leak"] / wanted_leak - 1) < 1e-3:
            break
    return coefficient


def burst(board: Sequence, cell: int, area: float = BURST_AREA_M2) -> dict:
    """A hole of ``area`` m² at ``cell`` at the hour of mean demand (WNTR's leak model).

    WNTR's leak law is Q = Cd · A · √(2 g p), Cd = 0.75 (exponent fixed at 0.5); only its
    own solver has it, and that solver has no emitters: the burst is solved alone, without
    the background leaks, at a demand multiplier of 1. Returns ``flow`` (L/s), the cell's
    pressure before and during the burst, and the lowest pressure at a building during it.
    """
    before = _snapshot(board)
    during = _snapshot(board, leak=(cell, area))
    users = [c for c in during["pressure"] if board[c].is_user]
    return {
        "cell": cell,
        "area_cm2": area * 1e4,
        "flow": during["leak"],
        "pressure_before": before["pressure"][cell],
        "pressure_during": during["pressure"][cell],
        "lowest_building_before": min(before["pressure"][c] for c in users),
        "lowest_building_during": min(during["pressure"][c] for c in users),
    }


def _snapshot(board: Sequence, leak: tuple[int, float] | None = None) -> dict:
    wn = town_model(board)
    wn.options.time.duration = 0
    for name in wn.junction_name_list:
        wn.get_node(name).demand_timeseries_list[0].pattern_name = None
    wn.options.hydraulic.demand_model = "PDD"
    wn.options.hydraulic.required_pressure = REQUIRED_PRESSURE_M
    wn.options.hydraulic.minimum_pressure = 0.0
    leaked = 0.0
    if leak is None:
        res = _run_epanet(wn)
    else:
        cell, area = leak
        wn.get_node(_node(cell)).add_leak(wn, area=area, start_time=0)
        res = wntr.sim.WNTRSimulator(wn).run_sim()
        leaked = float(res.node["leak_demand"][_node(cell)].iloc[0]) * 1000
    pressure = res.node["pressure"].iloc[0]
    return {
        "pressure": {int(n[1:]): float(pressure[n]) for n in wn.junction_name_list},
        "leak": leaked,
    }


def pressure_management(
    board: Sequence,
    exponent: float,
    drop: float = NIGHT_DROP_M,
    coefficient: float | None = None,
) -> dict:
    """Leaks over a day with and without ``drop`` m less at night, for leak exponent N1.

    Both days use the same leak coefficient, calibrated to lose :data:`TARGET_ILP` m³/km/j
    without the night drop. Returns the day's leak volume (m³) ``before`` and ``after``, the
    ``saving`` (share of the leaks avoided), and the lowest night pressure at a building
    ``after``. ``coefficient``: :func:`calibrate`'s for this exponent, when already known.
    """
    if coefficient is None:
        coefficient = calibrate(board, exponent)
    plain = day(board, leak_coefficient=coefficient, exponent=exponent)
    managed = day(board, leak_coefficient=coefficient, exponent=exponent, night_drop=drop)
    users = [c for c in managed["pressure"][0] if board[c].is_user]
    return {
        "exponent": exponent,
        "before": plain["volume_leak"],
        "after": managed["volume_leak"],
        "saving": 1 - managed["volume_leak"] / plain["volume_leak"],
        "lowest_night_after": min(
            managed["pressure"][h][c] for h in town.NIGHT_HOURS for c in users
        ),
        "leak_hourly_before": plain["leak"],
        "leak_hourly_after": managed["leak"],
    }


def town_results(board: Sequence) -> dict:
    """Everything the deck shows that needs EPANET, as plain numbers (shipped as JSON).

    ``settings``: the model's constants the deck quotes; ``day``: the reference day (background leaks of exponent :data:`BACKGROUND_EXPONENT`
    calibrated to lose :data:`TARGET_ILP` m³/km/j), with its ``ilp`` and ``rendement`` (the
    share of the water put in that reaches the buildings); ``peak_hour`` and ``night_hour``: the hours
    of highest and lowest demand; ``burst``: :func:`burst` at the building with the highest
    pressure at mean demand; ``management``: :func:`pressure_management` for each exponent
    of :data:`LEAK_EXPONENTS`.
    """
    coefficient = calibrate(board, BACKGROUND_EXPONENT)
    reference = day(board, leak_coefficient=coefficient, exponent=BACKGROUND_EXPONENT)
    pattern = town.HOURLY_PATTERN
    mean = _snapshot(board)
    users = [c for c in mean["pressure"] if board[c].is_user]
    where = max(users, key=lambda c: (mean["pressure"][c], -c))
    return {
        "settings": {
            "pipe_length_m": PIPE_LENGTH_M,
            "pipe_diameter_mm": PIPE_DIAMETER_M * 1000,
            "roughness": ROUGHNESS,
            "background_exponent": BACKGROUND_EXPONENT,
            "target_ilp": TARGET_ILP,
            "network_km": network_km(board),
            "night_drop_m": NIGHT_DROP_M,
        },
        "day": reference,
        "ilp": linear_loss(board, reference),
        "rendement": 1 - loss_share(reference),
        "peak_hour": max(range(HOURS), key=lambda h: pattern[h]),
        "night_hour": min(range(HOURS), key=lambda h: (pattern[h], h)),
        "burst": burst(board, where),
        "management": {
            str(n): pressure_management(
                board, n, coefficient=coefficient if n == BACKGROUND_EXPONENT else None
            )
            for n in LEAK_EXPONENTS
        },
    }
