"""Properties under hypothesis: placement, leaks, circuits, rejected moves, saves."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

import ludo
from ludo.core.network import open_ends, sections
from ludo.eau.network import (
    REGIE_CELL,
    circuit_length,
    event_cells,
    half_edge_graph,
    is_simple_cycle,
    leaks,
    longest_circuit,
    tile_graph,
)
from ludo.eau.rules import _CHOOSE, _PLACE, board_cells, cells_in
from ludo.eau.tiles import NEIGHBOUR, Tile

from .eau_helpers import blank

SETTINGS = settings(max_examples=40, deadline=None)


def random_game(players, seed, steps):
    rng = random.Random(seed)
    s = ludo.new("eau", players=players, seed=seed)
    for _ in range(steps):
        if s.is_over():
            break
        s = s.play(rng.choice(s.legal_moves()))
    return s


games = st.builds(
    random_game,
    st.integers(2, 6),
    st.integers(0, 10_000),
    st.integers(0, 90),
)


@SETTINGS
@given(games)
def test_every_placed_tile_touches_another(s):
    diag = {0, 8, 16, 24, 32, 40, 48}
    placed = {c for c, t in enumerate(s.board) if t is not None}
    for cell in placed - diag:  # the diagonal touches only by corners
        assert any(n in placed for n in NEIGHBOUR[cell] if n is not None)
    # every group of side-sharing tiles holds a tile of the diagonal
    g = nx.Graph()
    g.add_nodes_from(placed)
    g.add_edges_from((c, n) for c in placed for n in NEIGHBOUR[c] if n in placed)
    for comp in nx.connected_components(g):
        assert comp & diag


@SETTINGS
@given(games)
def test_leaks_equal_open_half_edges_found_independently(s):
    g = half_edge_graph(s.board)
    open_count = sum(
        1
        for comp in sections(g)
        for cell, _ in open_ends(g, comp)
        if not s.board[cell].is_agent  # E25: an agent's free sides never leak
    )
    pierced = sum(1 for t in s.board if t is not None and t.code == "X" and not t.covered)
    assert len(leaks(s.board)) == open_count + pierced


@SETTINGS
@given(games, st.integers(0, 10_000))
def test_rejected_move_changes_nothing(s, k):
    if s.is_over():
        return
    before = copy.deepcopy(s)  # the whole state: a rule mutating it in place would show
    legal = set(s.legal_moves())
    rng = random.Random(k)
    candidates = [
        f"{c} {col}{row} {d}"
        for c in "ILTPAXE"
        for col in "abcdefg"
        for row in "1234567"
        for d in (0, 90)
    ]
    candidates += ["choisir I", "choisir L", "choisir T"]
    for text in rng.sample(candidates, 25):
        move = ludo.eau.parse_move(text)
        if move in legal:
            continue
        try:
            s.play(move)
        except ludo.IllegalMove as exc:
            assert str(exc).startswith("Coup")
        else:  # pragma: no cover - a failure
            raise AssertionError(f"{text} accepted")
    assert s == before


@SETTINGS
@given(games)
def test_json_round_trip(s):
    back = ludo.from_json(s.to_json())
    assert back == s
    assert list(back.legal_moves()) == list(s.legal_moves())


CODES = ["I", "L", "T", "A", "X", "P", None]


@st.composite
def small_boards(draw):
    """Random tiles in a 3×4 window around the Régie (small enough for brute force)."""
    b = blank()
    for r in range(2, 5):
        for c in range(2, 6):
            cell = r * 7 + c
            if cell == REGIE_CELL:
                continue
            code = draw(st.sampled_from(CODES))
            if code is not None:
                tile = Tile.of(code, draw(st.integers(0, 3)))
                if code == "X" and draw(st.booleans()):
                    tile = replace(tile, covered=True)
                b[cell] = tile
    return b


@settings(max_examples=60, deadline=None)
@given(small_boards())
def test_longest_circuit_matches_brute_force(b):
    cycle = longest_circuit(b)
    g = tile_graph(b, circuit=True)
    best = 0
    for c in nx.simple_cycles(g):
        if REGIE_CELL in c and len(c) >= 3:
            best = max(best, len(c) - 1)
    assert circuit_length(cycle) == best
    if cycle:
        assert is_simple_cycle(b, cycle)


@SETTINGS
@given(games)
def test_leak_deltas_of_the_events_add_up(s):
    states = s.replay()
    total = len(leaks(states[0].board))
    for st_ in states[1:]:
        total += sum(e.data.get("leak_delta", 0) for e in st_.events)
        assert total == len(leaks(st_.board))


@SETTINGS
@given(games)
def test_regie_network_matches_networkx(s):
    from ludo.eau.network import regie_network

    g = tile_graph(s.board)
    assert regie_network(s.board) == set(nx.node_connected_component(g, REGIE_CELL))


def _plain_frontier(board) -> list[int]:
    """E8 read off the board: the free cells sharing a side with a tile."""
    return [
        c
        for c in range(49)
        if board[c] is None and any(n is not None and board[n] is not None for n in NEIGHBOUR[c])
    ]


@SETTINGS
@given(st.integers(2, 6), st.integers(0, 10_000), st.integers(0, 150))
def test_cells_laid_with_each_tile_are_those_of_the_board(players, seed, steps):
    """``_apply`` gives each new board its occupied and frontier masks, and the cells where
    the events can go, from its parent's and the one changed cell (fast paths,
    ``ludo.core.speed``): every state of a game, ends of rounds and full boards included,
    holds the masks read afresh from its board, and the legal moves a copy without any
    cache computes."""
    last = random_game(players, seed, steps)
    states = last.replay()
    assert len(states) == len(last.history) + 1  # every state of the game, move by move
    for s in states:
        occupied, frontier = s._cells()
        assert (occupied, frontier) == board_cells(s.board)
        assert s._event_cells() == event_cells(s.board)
        assert cells_in(occupied) == [c for c, t in enumerate(s.board) if t is not None]
        assert s.frontier() == _plain_frontier(s.board)
        assert s.is_full() == all(t is not None for t in s.board)
        assert list(s.legal_moves()) == list(replace(s).legal_moves())  # replace: no cache


@SETTINGS
@given(games)
def test_event_cells_match_the_ports_and_the_pierced_pipes(s):
    """The masks of ``event_cells`` (a table of the cells each tile's ports face) are the free
    cells a port of a tile that is not an agent faces, by the axis of that port, and the
    uncovered pierced pipes."""
    vertical = horizontal = pierced = 0
    for cell, tile in enumerate(s.board):
        if tile is None or tile.is_agent:
            continue
        if tile.code == "X" and not tile.covered:
            pierced |= 1 << cell
        for side, other in enumerate(NEIGHBOUR[cell]):
            if tile.ports[side] and other is not None and s.board[other] is None:
                if side in (0, 2):
                    vertical |= 1 << other
                else:
                    horizontal |= 1 << other
    assert event_cells(s.board) == (vertical, horizontal, pierced)


@SETTINGS
@given(games, st.integers(0, 10_000))
def test_the_moves_know_the_move_they_handed_out_and_no_other(s, k):
    """``Moves.gave`` (the move picked by index known by identity, a fast path) answers as
    the plain identity test on the list: after each pick, for the picked move, for an equal
    copy of it, and for the rules' own objects of every move of the game."""
    if s.is_over():
        return
    legal = s.legal_moves()
    own = list(legal)  # iterating picks nothing

    def plain(move):
        return any(m is move for m in own)

    rng = random.Random(k)
    every = [*_PLACE.values(), *_CHOOSE.values()]
    for i in rng.sample(range(len(legal)), min(6, len(legal))):
        picked = legal[i]
        assert legal.gave(picked) and plain(picked)
        twin = copy.copy(picked)
        assert legal.gave(twin) is plain(twin) is False
        for move in rng.sample(every, 30):
            assert legal.gave(move) == plain(move)
        assert legal.gave(picked)
