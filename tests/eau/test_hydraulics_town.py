"""The town under the board of the deck « La vraie hydraulique » (ludo.eau.town, no WNTR),
its day of EPANET (ludo.eau.hydraulics, extra « hydraulique ») and the shipped results."""

from __future__ import annotations

import math

import pytest

import ludo
from ludo.eau import examples, town
from ludo.eau.network import REGIE_CELL


@pytest.fixture(scope="module")
def board():
    return ludo.play_out(ludo.new("eau", players=4, seed=3), "helper", seed=3)[-1].board


# -- ground, demand, valves: no WNTR ---------------------------------------------------------
def test_the_regie_stands_on_the_hilltop_and_the_south_is_lower():
    heights = {c: town.ground_elevation(c) for c in range(49)}
    assert max(heights, key=heights.get) == REGIE_CELL
    assert town.ground_elevation(3) > town.ground_elevation(45)  # d1 above d7
    assert town.regie_head() == town.HILLTOP_M + town.TOWER_M


def test_the_daily_pattern_is_roberts_rescaled_to_a_mean_of_one():
    assert len(town.HOURLY_PATTERN) == 24
    assert sum(town.HOURLY_PATTERN) / 24 == pytest.approx(1.0)
    ratios = {round(p / r, 12) for p, r in zip(town.HOURLY_PATTERN, town.ROBERTS_2005, strict=True)}
    assert len(ratios) == 1  # the published shape, only rescaled
    peak = max(range(24), key=lambda h: town.HOURLY_PATTERN[h])
    assert peak == 8  # the hour ending at 9:00 (600, the highest published value)
    assert town.building_demand_lps() == pytest.approx(500 * 148 / 86_400)


def test_valves_stand_only_at_crossings_and_at_the_regie(board):
    g = town.regie_component(board)
    found = town.valves(board)
    assert found
    for cell, (a, b) in found:
        assert cell in (a, b) and g.has_edge(a, b)
        assert cell == REGIE_CELL or g.degree(cell) >= 3
    crossings = [c for c in g if g.degree(c) >= 3]
    assert {cell for cell, _ in found} == set(crossings) | {REGIE_CELL}


def test_a_repair_on_a_loop_and_on_a_branch_of_the_deck_board(board):
    found = town.repair_examples(board)
    assert found["loop"] == {  # c3–d3, on the loop c3–d3–d4–c4 through the Régie (d4)
        "pipe": (16, 17),
        "segment": [(16, 17), (17, 24)],
        "valves": [(16, (16, 17)), (24, (17, 24))],
        "dry": [17],
        "users_dry": 0,
    }
    assert found["branch"] == {
        "pipe": (32, 39),
        "segment": [(32, 39), (39, 40)],
        "valves": [(32, (32, 39)), (40, (39, 40))],
        "dry": [39, 40, 41, 47, 48],
        "users_dry": 2,
    }


def test_the_loop_example_goes_through_the_regie_not_a_loop_hanging_from_one_crossing(board):
    import networkx as nx

    g = town.regie_component(board)
    looped = town.regie_loop_pipes(board)
    assert looped  # the two squares c3–d3–d4–c4 and d4–e4–e5–d5
    for a, b in looped:  # each pipe lies on a cycle through the Régie
        h = g.copy()
        h.remove_edge(a, b)
        paths = nx.has_path(h, a, b) and any(
            REGIE_CELL in path for path in nx.all_simple_paths(h, a, b, cutoff=6)
        )
        assert paths or REGIE_CELL in (a, b), (a, b)
    # the square a1–b1–b2–a2 hangs from b2 alone: on a loop, but not one through the Régie
    hanging = {(0, 1), (0, 7), (1, 8), (7, 8)}
    cycles = {
        tuple(sorted(e)) for c in nx.cycle_basis(g) for e in zip(c, c[1:] + c[:1], strict=True)
    }
    assert hanging <= cycles and not hanging & looped


def test_on_a_loop_a_repair_dries_its_segment_only_on_a_branch_everything_downstream():
    looped = examples.looped_network()
    for a, b in town.regie_component(looped).edges:
        rep = town.repair(looped, (a, b))
        inside = {c for pipe in rep["segment"] for c in pipe}
        assert set(rep["dry"]) <= inside, (a, b)  # nothing beyond the closed valves
    branched = examples.branched_network()
    first = town.repair(branched, (24, 25))  # the pipe leaving the Régie eastwards
    g = town.regie_component(branched)
    g.remove_edge(24, 25)
    import networkx as nx

    assert set(first["dry"]) == set(g) - nx.node_connected_component(g, REGIE_CELL)


def test_a_repair_of_a_pipe_that_does_not_exist_is_refused_in_french(board):
    before = tuple(board)
    with pytest.raises(ValueError, match="pas de tuyau entre les cases a1–g7"):
        town.repair(board, (0, 48))
    assert tuple(board) == before
    with pytest.raises(ValueError, match="au moins un tuyau sur une boucle"):
        town.repair_examples(examples.branched_network())


def test_results_survive_their_json_form():
    data = {"day": {"pressure": {3: {24: 1.23456}}}, "management": {"0.5": {"x": [1.0, 2.0]}}}
    assert town.from_json(town.to_json(data)) == {
        "day": {"pressure": {3: {24: 1.2346}}},
        "management": {"0.5": {"x": [1.0, 2.0]}},
    }


# -- a day of EPANET (extra « hydraulique ») -------------------------------------------------
@pytest.fixture(scope="module")
def hydraulics():
    return pytest.importorskip("ludo.eau.hydraulics")


@pytest.fixture(scope="module")
def fresh(hydraulics, board):
    return hydraulics.town_results(board)


def test_without_leaks_the_buildings_draw_the_pattern_and_pressure_follows_the_ground(
    hydraulics, board
):
    run = hydraulics.day(board)
    users = [c for c in town.regie_component(board) if board[c].is_user]
    for h in range(24):
        wanted = len(users) * town.building_demand_lps() * town.HOURLY_PATTERN[h]
        assert run["demand"][h] == pytest.approx(wanted, rel=1e-6)
        assert abs(run["leak"][h]) < 1e-4
        for cell, p in run["pressure"][h].items():
            static = town.regie_head() - town.ground_elevation(cell)
            assert static - 6 < p <= static + 1e-3, (h, cell)  # a few metres of head loss


def test_background_leaks_are_calibrated_per_km_of_pipe(hydraulics, board, fresh):
    """10 m³ per km and per day, the ceiling of a dense network; the rendement follows."""
    km = town.regie_component(board).number_of_edges() * hydraulics.PIPE_LENGTH_M / 1000
    assert fresh["settings"]["network_km"] == pytest.approx(km)
    assert fresh["day"]["volume_leak"] / km == pytest.approx(10.0, rel=2e-3)
    assert fresh["ilp"] == pytest.approx(10.0, rel=2e-3)
    assert fresh["rendement"] == pytest.approx(1 - hydraulics.loss_share(fresh["day"]))
    for result in fresh["management"].values():
        assert result["before"] == pytest.approx(fresh["day"]["volume_leak"], rel=5e-3)


def test_lowering_pressure_at_night_saves_more_the_more_leaks_open_with_pressure(fresh):
    savings = [fresh["management"][str(n)]["saving"] for n in (0.5, 1.0, 1.5)]
    assert 0 < savings[0] < savings[1] < savings[2] < 0.5
    for result in fresh["management"].values():
        before, after = result["leak_hourly_before"], result["leak_hourly_after"]
        for h in range(24):
            if h in town.NIGHT_HOURS:
                assert after[h] < before[h] * 0.9, h
            else:
                assert after[h] == pytest.approx(before[h], rel=1e-3), h


def test_the_burst_follows_wntr_s_orifice_law(fresh):
    burst = fresh["burst"]
    area = burst["area_cm2"] / 1e4
    expected = 0.75 * area * math.sqrt(2 * 9.81 * burst["pressure_during"]) * 1000
    assert burst["flow"] == pytest.approx(expected, rel=0.01)
    assert burst["pressure_during"] < burst["pressure_before"] - 5
    assert burst["flow"] > 5 * sum(fresh["day"]["leak"]) / 24  # a burst, not a background leak


def test_the_shipped_results_are_what_wntr_computes(fresh):
    shipped = town.precomputed_day()

    def flat(value, path=()):
        if isinstance(value, dict):
            assert all(not isinstance(k, str) or not k.isdigit() for k in value), path
            for k, v in value.items():
                yield from flat(v, (*path, k))
        elif isinstance(value, (list, tuple)):
            for i, v in enumerate(value):
                yield from flat(v, (*path, i))
        else:
            yield path, value

    got, want = dict(flat(shipped)), dict(flat(fresh))
    assert got.keys() == want.keys()
    for path, value in want.items():
        assert got[path] == pytest.approx(value, abs=1e-3), path
