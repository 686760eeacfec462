"""Invariants under hypothesis: seeded random games of every variant."""

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ludo
from ludo import IllegalMove, InvalidData
from ludo.core.hexgrid import DIRS
from ludo.seismic.generation import (
    cell_info,
    cell_infos,
    place_moves,
    reference_place_moves,
    reference_rotations,
    rotations,
)
from ludo.seismic.rules import Pass, Place
from ludo.seismic.sections import analyse

VARIANTS = ["base", "big_one", "dilemma", "aftershocks", "twin_cities", "dilemma+aftershocks"]


def contacts_match(s) -> bool:
    g = s.geom
    for (q, r), t in s.placed.items():
        m = g.mask[t]
        for i, (dq, dr) in enumerate(DIRS):
            o = s.placed.get((q + dq, r + dr))
            if o is not None and bool(m >> i & 1) != bool(g.mask[o] >> ((i + 3) % 6) & 1):
                return False
    return True


def partition(a):
    return sorted(
        (sorted(rec[4]), rec[0], sorted(rec[1]), sorted(rec[2]), sorted(rec[3]))
        for rec in a.info.values()
    )


def nx_partition(s):
    out = []
    for sec in s.sections():
        out.append(
            (
                sorted(sec.pieces),
                sec.roads,
                sorted((c, v) for c, v, _k in sec.stub_ends),
                sorted(sec.open_ends),
                sorted(sec.markers),
            )
        )
    return sorted(out)


def check_state(s, deep: bool):
    assert contacts_match(s)
    man = s.manifest
    for p in range(s.n_players):
        assert s.supply[p] + sum(1 for v in s.markers.values() if v == p) == man.markers
        assert s.supply[p] >= 0
    assert all(c in s.cells for c in s.placed)
    if deep:
        full = analyse(s.placed, s.markers, s.geom)
        assert partition(s.analysis()) == partition(full)
        assert nx_partition(s) == partition(full)
        twin = s.has("twin_cities")
        for line in s.score().lines:
            if not line.counts:
                continue
            roads = 0
            ends = 0
            cities = set()
            for cell, _i in line.items:
                t = s.tile_at(cell)
                if t.kind == "highway":
                    roads += 1
                else:
                    ends += t.value
                    if t.kind == "city":
                        cities.add(cell)
            bonus = 10 if twin and len(cities) == 2 else 0
            assert line.points == roads + ends + bonus


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    variant=st.sampled_from(VARIANTS),
)
def test_random_games_keep_every_invariant(seed, players, variant):
    s = ludo.new("seismic", players=players, seed=seed, variant=variant, radius=4)
    rng = random.Random(seed)
    steps = 0
    previous: list = []
    while not s.is_over():
        moves = s.legal_moves()
        assert len(moves) > 0 and s.current_player is not None
        move = rng.choice(moves)
        if steps % 7 == 0:
            # a rejected move changes nothing
            before = copy.deepcopy(s)  # the whole state: an in-place change would show
            bad = [Place("S", (99, 99), 0)]  # off the table
            bad += [m for m in previous if m not in moves][:4]  # legal a moment ago
            for m in bad:
                try:
                    s.play(m)
                except (IllegalMove, InvalidData) as err:
                    assert str(err)
                else:  # pragma: no cover
                    raise AssertionError(f"{m} was accepted")
            assert s == before
        if s.phase == "place" and steps % 2 == 0:
            # the per-cell cache carried from state to state gives the same moves as a fresh look
            fresh = s._evolve()
            fresh.__dict__.pop("_cellinfo", None)
            fresh.__dict__.pop("_aligned", None)
            assert set(place_moves(fresh, True)) == set(moves)
        nxt = s.play(move)
        previous = list(moves)[:30]
        if isinstance(move, Place):
            laid = s.preview(move)  # the table right after the tile, before any quake
            secs = laid.sections()
            if move.marker is not None:
                sec = [x for x in secs if (move.cell, move.marker) in x.pieces][0]
                assert sec.markers == (s.current_player,)
            elif steps % 3 == 0 and s.phase == "place" and s.supply[s.current_player] > 0:
                offered = {
                    m.marker
                    for m in moves
                    if isinstance(m, Place)
                    and (m.tile, m.cell, m.rot) == (move.tile, move.cell, move.rot)
                    and m.marker is not None
                }
                for sec in secs:
                    for cell, i in sec.pieces:
                        if cell == move.cell:
                            assert (i in offered) == (not sec.markers)
        s = nxt
        steps += 1
        check_state(s, deep=steps % 5 == 0)
    check_state(s, deep=True)
    assert s.end_reason in ("last_tile", "no_open_end", "no_tile_fits")
    back = ludo.from_json(s.to_json())
    assert back == s
    assert back.score().totals() == s.score().totals()


def test_default_size_games_finish_with_quakes():
    quakes = 0
    for seed in range(3):
        s = ludo.new("seismic", players=4, seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s = s.play(rng.choice(s.legal_moves()))
        quakes += len(s.quake_log)
        check_state(s, deep=True)
        assert ludo.from_json(s.to_json()) == s
    assert quakes > 0


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    variant=st.sampled_from(VARIANTS + ["twin_cities+dilemma+aftershocks"]),
)
def test_fast_moves_and_open_cells_match_the_plain_versions(seed, players, variant):
    """The lazy placements, the incremental open cells and the incremental sections
    against their plain versions (networkx sections, every cell and rotation tried)."""
    s = ludo.new("seismic", players=players, seed=seed, variant=variant, radius=3)
    rng = random.Random(seed)
    steps = 0
    while not s.is_over():
        moves = s.legal_moves()
        assert s.open_cells() == s.find_open_cells()
        if s.phase in ("place", "second") and steps % 2 == 0:
            expected = reference_place_moves(s, s.phase == "place")
            if s.phase == "second":
                expected.append(Pass())
            assert list(moves) == expected  # same moves, same order
            fresh = s._evolve()  # the same position without its caches
            assert list(fresh.legal_moves()) == expected
            picked = [fresh.legal_moves()[i] for i in range(-1, len(expected), 3)]
            assert picked == [expected[i] for i in range(-1, len(expected), 3)]
            assert all(m in fresh.legal_moves() for m in picked)
            for m in expected[:6]:
                assert str(m) in fresh._evolve().legal_moves()
                if isinstance(m, Place):
                    for other in (
                        Place(m.tile, m.cell, m.rot, 9),
                        Place(m.tile, m.cell, m.rot + 6),
                        Place(m.tile, (m.cell[0] + 40, m.cell[1]), m.rot),
                    ):
                        assert other not in fresh._evolve().legal_moves()
        if s.phase == "aftershock":
            rotated = s.pending.rotated
            assert list(moves)[:-1] == reference_rotations(s, rotated)  # then « passer »
            fresh = s._evolve()  # the same position without its caches
            fresh.__dict__.pop("_rotations", None)
            fresh.__dict__.pop("_cell_rotations", None)
            assert rotations(fresh, rotated) == reference_rotations(s, rotated)
        kinds = {e.kind for e in s.events if e.kind != "quake.done" or e.data["cells"]}
        if steps % 3 == 0 or kinds & {"quake.done", "tile.rotated"}:
            # after a quake or a turned tile: the sections that changed are redone
            full = analyse(s.placed, s.markers, s.geom)
            assert partition(s.analysis()) == partition(full) == nx_partition(s)
            assert s.analysis().open_ends == full.open_ends
        s = s.play(rng.choice(moves))
        steps += 1


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_carried_cell_infos_match_a_fresh_look_in_twin_cities(seed, players):
    """Villes jumelles, every turn: the candidate cells' infos carried from state to
    state (``cell_infos``: signature, runs by tile) equal those worked out afresh;
    every third turn the moves equal the plain version's (same moves, same order)."""
    s = ludo.new("seismic", players=players, seed=seed, variant="twin_cities", radius=4)
    rng = random.Random(seed)
    g = s.geom
    turn = 0
    while not s.is_over():
        moves = s.legal_moves()
        turn += 1
        if s.phase in ("place", "second"):
            cells, infos, tables = cell_infos(s)
            assert cells == s.candidate_cells() == s.find_open_cells()
            a = analyse(s.placed, s.markers, g)
            for c, ci, tab in zip(cells, infos, tables, strict=True):
                fresh = cell_info(g, True, g.neighbours(c), s.placed, g.mask, a.half, a.info)
                assert ci[:2] == fresh[:2] and ci[4] == fresh[4], c  # sides and signature
                assert tab is ci[5] is fresh[5], c  # the same entry of the shared cache
            if turn % 3 == 0:
                expected = reference_place_moves(s, s.phase == "place")
                if s.phase == "second":
                    expected.append(Pass())
                assert list(moves) == expected
        s = s.play(rng.choice(moves))
