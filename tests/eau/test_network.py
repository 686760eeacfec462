"""Tiles, leaks (the four definitions), the Régie's network, closed circuits."""

from __future__ import annotations

import networkx as nx

import ludo
from ludo.eau.network import (
    REGIE_CELL,
    circuit_length,
    cut_off_by,
    is_simple_cycle,
    leak_delta,
    leaks,
    longest_circuit,
    robustness,
    tile_graph,
    water_front,
    water_reach,
)
from ludo.eau.tiles import Tile, distinct_rotations, parse_cell, rotate_mask

from .eau_helpers import blank, put, ring_15, state_with


def kinds(board):
    return sorted((lk.kind, lk.cell, lk.side) for lk in leaks(board))


# -- tiles -------------------------------------------------------------------------------------
def test_rotation_returns_a_new_tile_and_cycles():
    t = Tile.of("T")
    r = t.rotated()
    assert t.ports == (True, True, True, False)
    assert r.ports == (False, True, True, True)
    assert t.ports == (True, True, True, False)  # unchanged
    assert t.rotated(4) == t and r.rotated(3) == t


def test_distinct_rotations_per_kind():
    assert distinct_rotations(Tile.of("I").mask) == (0, 1)
    assert distinct_rotations(Tile.of("L").mask) == (0, 1, 2, 3)
    assert distinct_rotations(Tile.of("A").mask) == (0,)
    assert distinct_rotations(Tile.of("P").mask) == (0,)
    assert rotate_mask(0b1000, 1) == 0b0001  # W turns to N


# -- the four leak definitions -------------------------------------------------------------------
def test_leak_at_the_border():
    b = put(blank(False), "a4", "I", 1)  # east-west on the west edge
    assert ("border", parse_cell("a4"), 3) in kinds(b)


def test_leak_against_an_event_tile():
    b = blank(False)
    put(b, "c3", "I", 1)
    put(b, "d3", "P")  # protected site: no port at all
    put(b, "b3", "E", 3)  # station with its inlet on W: its E side is closed
    found = kinds(b)
    assert ("event", parse_cell("c3"), 1) in found  # against the protected site
    # c3's west port faces the station's east side, which has no port: an event leak
    assert ("event", parse_cell("c3"), 3) in found


def test_station_inlet_and_agent_take_pipes():
    b = blank(False)
    put(b, "c3", "I", 1)
    put(b, "b3", "E", 1)  # inlet on E, facing c3's W port
    put(b, "d3", "A")
    found = kinds(b)
    assert not any(cell == parse_cell("c3") for _, cell, _ in found)
    assert not any(cell == parse_cell("d3") for _, cell, _ in found)  # E25: an agent never leaks


def test_leak_unconnected_empty_cell_and_mismatch():
    b = blank(False)
    put(b, "c3", "L", 0)  # N and E
    put(b, "d3", "I", 0)  # N-S: no west port facing c3
    found = kinds(b)
    assert ("unconnected", parse_cell("c3"), 0) in found  # towards the empty c2
    assert ("unconnected", parse_cell("c3"), 1) in found  # against d3's closed side
    assert len([k for k in found if k[1] == parse_cell("c3")]) == 2


def test_pierced_pipe_is_a_leak_until_an_agent_covers_it():
    b = blank(False)
    put(b, "c2", "I")
    put(b, "c3", "X")
    put(b, "c4", "I")
    assert ("pierced", parse_cell("c3"), None) in kinds(b)
    put(b, "c3", "X", covered=True)
    assert ("pierced", parse_cell("c3"), None) not in kinds(b)
    # E25: the covered cell is an agent's: it joins c2 and c4 and its free sides do not leak
    assert not any(cell == parse_cell("c3") for _, cell, _ in kinds(b))


def test_facing_ports_are_a_connection_not_a_leak():
    b = blank(False)
    put(b, "c3", "I", 1)
    put(b, "d3", "I", 1)
    assert [k[2] for k in kinds(b)] == [3, 1]  # only the two outer ends


# -- the Régie's network ---------------------------------------------------------------------------
def test_water_reaches_users_linked_by_pipes():
    s = ludo.new("eau", players=4, seed=1)
    b = list(s.board)
    put(b, "d3", "L", 2)  # S and W: from the Régie to c3 (Hôtel de Ville)
    reach = water_reach(b)
    assert reach["users"][parse_cell("c3")] is True
    assert reach["users"][parse_cell("e5")] is False
    assert water_front(b)[:3] == [[24], [parse_cell("d3")], [parse_cell("c3")]]


def test_station_counts_only_through_its_inlet():
    b = blank()
    put(b, "d3", "E", 2)  # inlet S, facing the Régie's N port
    assert water_reach(b)["stations"] == {parse_cell("d3"): True}
    b = blank()
    put(b, "d3", "E", 0)  # inlet N, away from the Régie
    assert water_reach(b)["stations"] == {parse_cell("d3"): False}


# -- closed circuits ---------------------------------------------------------------------------------
def test_rule_text_example_circuit_of_15_tiles():
    s = ludo.new("eau", players=4, seed=1)
    b = ring_15(list(s.board))
    cycle = longest_circuit(b)
    assert circuit_length(cycle) == 15
    assert is_simple_cycle(b, cycle)
    sheet = state_with(b).score()
    assert [ln.rule for ln in sheet.lines if ln.rule.startswith("eau.repair")] == [
        "eau.repair.circuit10"
    ]


def test_no_circuit_without_a_loop():
    b = blank()
    put(b, "d3", "I")
    put(b, "d5", "I")
    assert longest_circuit(b) == ()


def test_pierced_pipe_breaks_the_circuit_and_agent_restores_it():
    b = blank()
    put(b, "e4", "L", 2)  # S, W
    put(b, "e5", "L", 3)  # W, N
    put(b, "d5", "X", 0)  # N-S, pierced
    put(b, "c4", "I", 1)
    assert longest_circuit(b) == ()
    # With an elbow on d5 the loop d4-e4-e5-d5 closes.
    put(b, "d5", "L", 0)  # N and E
    assert circuit_length(longest_circuit(b)) == 3
    put(b, "d5", "X", 0, covered=True)
    assert circuit_length(longest_circuit(b)) == 3


def test_longest_circuit_picks_the_longest_of_two_loops():
    b = blank()
    for cell in ("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"):
        put(b, cell, "A")  # 4-way tiles all around the Régie
    cycle = longest_circuit(b)
    assert circuit_length(cycle) == 7  # 3x3 block: 8 cells on the ring, Régie included
    assert is_simple_cycle(b, cycle)


def _figure_eight(big_first: bool) -> list:
    """Two loops through the Régie meeting only there (it joins two 2-connected blocks): a
    ring of 8 cells on one side, a square of 4 on the other."""
    b = blank()
    if big_first:  # the ring above and to the left, the square below and to the right
        ring = {"c4": ("I", 1), "b4": ("L", 0), "b3": ("I", 0), "b2": ("L", 1)}
        ring |= {"c2": ("I", 1), "d2": ("L", 2), "d3": ("I", 0)}
        square = {"e4": ("L", 2), "e5": ("L", 3), "d5": ("L", 0)}
    else:
        ring = {"e4": ("I", 1), "f4": ("L", 2), "f5": ("I", 0), "f6": ("L", 3)}
        ring |= {"e6": ("I", 1), "d6": ("L", 0), "d5": ("I", 0)}
        square = {"d3": ("L", 2), "c3": ("L", 1), "c4": ("L", 0)}
    for cell, (code, turn) in (ring | square).items():
        put(b, cell, code, turn)
    return b


def test_longest_circuit_searches_every_block_holding_the_regie():
    """The search keeps to the 2-connected blocks holding the Régie (a fast path): with two
    loops meeting only at the Régie, it finds the longer one wherever it lies, as the plain
    enumeration of every cycle does."""
    for big_first in (True, False):
        b = _figure_eight(big_first)
        cycles = [c for c in nx.simple_cycles(tile_graph(b, circuit=True)) if REGIE_CELL in c]
        assert sorted(len(c) - 1 for c in cycles) == [3, 7]
        cycle = longest_circuit(b)
        assert circuit_length(cycle) == 7 and is_simple_cycle(b, cycle)


def test_bridges_and_cut_off():
    b = blank()
    put(b, "d3", "I")
    put(b, "d2", "I")
    rob = robustness(b)
    assert (parse_cell("d3"), 24) in rob["bridges"] or (24, parse_cell("d3")) in rob["bridges"]
    assert cut_off_by(b, (parse_cell("d3"), 24)) == {parse_cell("d3"), parse_cell("d2")}


def test_robustness_counts_links_and_loops_like_networkx():
    import networkx as nx

    from ludo.eau.network import tile_graph

    b = blank()
    for cell in ("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"):
        put(b, cell, "A")
    rob = robustness(b)
    net = tile_graph(b).subgraph(rob["network"])
    assert rob["loops"] == len(nx.cycle_basis(net)) > 0
    assert rob["links"] == sorted(tuple(sorted(e)) for e in net.edges)


def test_leak_delta_of_every_placement_is_the_change_of_the_plain_count():
    """The fast count of E10/E25 (``leak_delta``, two cells' ports) against ``leaks`` itself,
    for every tile and event laid in three seeded games (a pierced pipe, an agent stacked)."""
    checked = 0
    seen = set()
    for seed in (1, 2, 5):
        s = ludo.new("eau", players=3, seed=seed)
        while not s.is_over():
            moves = s.legal_moves()
            move = moves[(len(s.history) * 5 + seed) % len(moves)]
            after = s.play(move)
            if hasattr(move, "cell"):
                delta = leak_delta(s.board, after.board, move.cell)
                assert delta == len(leaks(after.board)) - len(leaks(s.board)), (seed, str(move))
                checked += 1
                seen.add(move.code)
            s = after
    kinds = len(seen)
    assert checked > 100 and kinds >= 5  # pipes, stations, pierced pipes, agents were laid


def test_a_port_facing_a_stacked_agent_is_joined_e25():
    """A pipe laid beside an agent stacked on a pierced pipe: the agent's four sides take it,
    whatever the ports of the pipe underneath (here a N–S pierced pipe, the new pipe E–W)."""
    before = put(put(blank(), "d3", "I", 0), "d2", "X", 0, covered=True)
    after = put(list(before), "c2", "I", 1)
    c2, d2 = parse_cell("c2"), parse_cell("d2")
    assert (c2, 1) not in [(lk.cell, lk.side) for lk in leaks(after)]  # c2's east port joins
    assert leak_delta(before, after, c2) == len(leaks(after)) - len(leaks(before)) == 1
    assert not any(lk.cell == d2 for lk in leaks(after))
