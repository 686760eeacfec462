"""Network questions of the drinking-water deck (ludo.eau.analysis)."""

from __future__ import annotations

import networkx as nx

import ludo
from ludo.eau import analysis, examples
from ludo.eau.network import REGIE_CELL, tile_graph


def test_tree_against_grid_matches_the_reference_probe():
    t = analysis.tree_versus_grid(7)
    assert (t["tree"]["pipes"], t["tree"]["bridges"], t["tree"]["articulation_points"]) == (
        48,
        48,
        35,
    )
    assert (t["grid"]["pipes"], t["grid"]["bridges"], t["grid"]["loops"]) == (84, 0, 36)
    assert t["grid"]["worst_single_break"] == 0 and t["tree"]["worst_single_break"] > 0


def _users_cut_by_brute_force(board, link):
    g = tile_graph(board)
    before = nx.node_connected_component(g, REGIE_CELL)
    g.remove_edge(*link)
    after = nx.node_connected_component(g, REGIE_CELL)
    return sum(1 for c in before - after if board[c].is_user)


def test_breaks_of_a_finished_board_are_ranked_and_right():
    board = ludo.play_out(ludo.new("eau", players=4, seed=3), "helper", seed=3)[-1].board
    found = analysis.breaks(board)
    g = tile_graph(board)
    net = g.subgraph(nx.node_connected_component(g, REGIE_CELL))
    assert {b["link"] for b in found} == {tuple(sorted(e)) for e in nx.bridges(net)}
    for b in found:
        assert b["users_cut"] == _users_cut_by_brute_force(board, b["link"])
    assert [b["users_cut"] for b in found] == sorted((b["users_cut"] for b in found), reverse=True)
    assert analysis.worst_break(board) == found[0] and found[0]["users_cut"] >= 1


def test_a_looped_network_has_fewer_bridges_and_a_circuit_without_any():
    branched = analysis.network_summary(examples.branched_network())
    looped = analysis.network_summary(examples.looped_network())
    assert branched["loops"] == 0 and branched["bridges"] > looped["bridges"]
    circuit = analysis.circuit_redundancy(examples.looped_network())
    assert REGIE_CELL in circuit["circuit"] and circuit["bridges_on_circuit"] == 0


def test_leak_arithmetic():
    assert round(analysis.litres_lost_per_litre_delivered(0.8), 3) == 0.25
    assert analysis.litres_lost_per_litre_delivered(1.0) == 0
    assert round(analysis.renewal_years(0.0063)) == 159
