"""Contrecoups: the turns the engine offers against a reference written here, from the rule.

After a quake, in the Contrecoups variant, each player may give one placed tile a new
orientation, provided the tile then obeys the placement rule: it touches a placed tile,
every edge it shares with a neighbour matches (road against road, grass against grass),
and, unless the game says otherwise (decision S3, ``require_road_contact``), one of those
edges is road against road. San Andreas never turns; a tile turns at most once per quake;
the crews stay on the road they are on (S21, S21b).

The engine's own plain version of its turns (``reference_rotations``) reads the same
precomputed tables as the fast one (``Geometry.fits``, ``Geometry.mask``), so a bug in
them is in both. This reference reads the tiles from the manifest file and turns them
itself; it compares what each offered turn *does* (the roads drawn on the cell and the
crews on them, once the move is played) with every legal new orientation, so it does not
depend on how the engine numbers a rotation.
"""

from __future__ import annotations

import copy
import json
import random
from importlib import resources

import pytest

import ludo
from ludo import IllegalMove
from ludo.seismic.moves import Rotate
from ludo.seismic.rules import from_position

_MANIFEST = json.loads(
    resources.files("ludo.seismic").joinpath("data/default_manifest.json").read_text("utf-8")
)
#: Each tile's roads as drawn in the manifest (rotation 0), a road being the set of the
#: sides it touches: two for a highway road, one for an intersection's stub.
ROADS: dict[str, tuple[frozenset, ...]] = {
    **{t["id"]: tuple(frozenset(r) for r in t["roads"]) for t in _MANIFEST["highway_tiles"]},
    **{t["id"]: tuple(frozenset([s]) for s in t["stubs"]) for t in _MANIFEST["intersection_tiles"]},
}
CITY = _MANIFEST["san_andreas"]["id"]
ROADS[CITY] = tuple(frozenset([s]) for s in _MANIFEST["san_andreas"]["stubs"])
#: Side i of a cell (q, r) faces the cell (q, r) + FACING[i]: east, north-east,
#: north-west, west, south-west, south-east; the side facing back is (i + 3) % 6.
FACING = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def turn(roads, steps: int) -> tuple[frozenset, ...]:
    """The roads after turning the tile ``steps`` sixths: side s goes to side s + steps."""
    return tuple(frozenset((s + steps) % 6 for s in road) for road in roads)


def drawn(s, cell) -> tuple[frozenset, ...]:
    """The roads on ``cell``, in the order of the tile's pieces (a crew's ``(cell, i)``)."""
    tile, rotation = s.placed[cell]
    return turn(ROADS[tile], rotation)


def road_sides(roads) -> set[int]:
    return {side for road in roads for side in road}


def look(roads, crews) -> tuple:
    """What a reader sees on a cell: its roads, and which player's crew is on which road."""
    return frozenset(roads), frozenset((roads[i], p) for i, p in crews)


def crews_on(s, cell) -> list[tuple[int, int]]:
    return [(i, p) for (c, i), p in s.markers.items() if c == cell]


def legal_new_looks(s, cell) -> set:
    """Every legal new orientation of the tile on ``cell``, as :func:`look` sees it."""
    if s.placed[cell][0] == CITY or cell in s.pending.rotated:
        return set()
    roads, crews = drawn(s, cell), crews_on(s, cell)
    neighbours = {}  # my side -> is the neighbour's facing side a road?
    for side, (dq, dr) in enumerate(FACING):
        other = (cell[0] + dq, cell[1] + dr)
        if other in s.placed:
            neighbours[side] = (side + 3) % 6 in road_sides(drawn(s, other))
    if not neighbours:  # a tile left alone by a quake touches nothing: it cannot be laid
        return set()
    now = look(roads, crews)
    out = set()
    for steps in range(6):
        turned = turn(roads, steps)
        mine = road_sides(turned)
        if any((side in mine) != road for side, road in neighbours.items()):
            continue  # an edge meets a different edge
        if s.require_road_contact and not any(side in mine for side in neighbours):
            continue  # no road meets a road
        seen = look(turned, crews)
        if seen != now:
            out.add(seen)
    return out


def offered_looks(s, guard: bool = True) -> dict:
    """What each offered turn does: ``{cell: [look after the turn, ...]}``, each move played.

    Playing a turn must change that cell only, and (``guard``: checked on a deep copy, the
    slow part) leave the state it was played on as it was."""
    before = copy.deepcopy(s) if guard else None
    out: dict = {}
    for move in s.legal_moves():
        if not isinstance(move, Rotate):
            continue
        after = s.play(move)
        cell = move.cell
        assert {c: t for c, t in after.placed.items() if c != cell} == {
            c: t for c, t in s.placed.items() if c != cell
        }, move
        assert {k: p for k, p in after.markers.items() if k[0] != cell} == {
            k: p for k, p in s.markers.items() if k[0] != cell
        }, move
        assert after.placed[cell][0] == s.placed[cell][0], move
        out.setdefault(cell, []).append(look(drawn(after, cell), crews_on(after, cell)))
    if guard:
        assert s == before
    return out


def check_turns(s, guard: bool = True) -> int:
    """The offered turns are exactly the legal new orientations, each offered once."""
    offered = offered_looks(s, guard)
    for cell, looks in offered.items():
        assert len(looks) == len(set(looks)), f"{cell}: one orientation offered twice"
    expected = {c: legal_new_looks(s, c) for c in s.placed}
    assert {c: set(v) for c, v in offered.items()} == {c: v for c, v in expected.items() if v}
    return sum(len(v) for v in offered.values())


def test_the_reference_reads_the_rule_on_a_tile_left_with_grass_contacts_only():
    # A quake 1.0 takes the wide curve next to San Andreas (the longest ray, east); the
    # tight curve on 2,-1 kept its road contact only through it: it still touches 2,0,
    # grass against grass, so no turn of it is legal. The tight curve on 2,0 may turn to
    # keep its road against the straight on 3,0 and grass against 2,-1: one legal turn.
    table = {(1, 0): ("W", 1), (2, -1): ("T", 3), (2, 0): ("T", 5), (3, 0): ("S", 0)}
    s = from_position(table, row=("S", "W"), pile=("Q1", "T", "S", "W"), variant="aftershocks")
    assert s.phase == "aftershock" and (1, 0) not in s.placed
    assert legal_new_looks(s, (2, -1)) == set()
    assert legal_new_looks(s, (2, 0)) == {look((frozenset({0, 1}),), [])}
    assert check_turns(s) == 1
    before = copy.deepcopy(s)
    for k in range(6):  # every orientation of the curve on 2,-1 is refused, and says why
        with pytest.raises(IllegalMove) as err:
            s.play(Rotate((2, -1), k))
        assert err.value.rule in ("seismic.road_contact", "seismic.contacts", "seismic.aftershocks")
    with pytest.raises(IllegalMove) as err:
        s.play(Rotate((2, -1), 0))  # grass against grass only
    assert err.value.rule == "seismic.road_contact"
    assert s == before


def test_without_the_road_contact_rule_grass_against_grass_is_enough():
    table = {(1, 0): ("W", 1), (2, -1): ("T", 3), (2, 0): ("T", 5), (3, 0): ("S", 0)}
    s = from_position(
        table,
        row=("S", "W"),
        pile=("Q1", "T", "S", "W"),
        variant="aftershocks",
        require_road_contact=False,
    )
    # the tight curve on 2,-1 may face 2,0 with grass in three new ways (sides 0-1, 1-2, 2-3)
    assert legal_new_looks(s, (2, -1)) == {look((frozenset({a, a + 1}),), []) for a in (0, 1, 2)}
    assert check_turns(s) == 4


def test_a_crew_turns_with_its_road():
    # the straight-and-tight tile repeats itself every half turn: with a crew on its tight
    # curve, a half turn draws the same roads but puts the crew on the other curve.
    table = {(1, 0): ("S", 0), (2, 0): ("STT", 0), (3, 0): ("S", 0)}
    s = from_position(
        table,
        row=("S", "W"),
        pile=("Q1", "T", "S", "W"),
        variant="aftershocks",
        markers={((2, 0), 1): 0},
    )
    assert s.phase == "aftershock" and (1, 0) not in s.placed
    roads = drawn(s, (2, 0))
    assert roads[1] == frozenset({1, 2})  # the crew's curve
    half = turn(roads, 3)
    assert look(half, [(1, 0)]) in legal_new_looks(s, (2, 0))  # now on sides 4-5
    check_turns(s)


GAMES = [
    (seed, players, variant, radius, contact)
    for seed, players, variant, radius, contact in (
        *((seed, 2 + seed % 3, "aftershocks", 4, True) for seed in range(12)),
        *((seed, 3, "dilemma+aftershocks", 4, True) for seed in range(12, 16)),
        *((seed, 2, "twin_cities+aftershocks", 4, True) for seed in range(16, 18)),
        *((seed, 4, "aftershocks", 6, True) for seed in range(18, 20)),
        *((seed, 3, "aftershocks", 4, False) for seed in range(20, 24)),
    )
]


def test_every_offered_turn_of_seeded_games_is_a_legal_new_orientation_and_none_is_missing():
    """Seeded games of Contrecoups: at every turning phase, what the offered turns do is
    every legal new orientation of every tile (the moves themselves are not compared)."""
    phases = turns = 0
    for seed, players, variant, radius, contact in GAMES:
        s = ludo.new(
            "seismic",
            players=players,
            seed=seed,
            variant=variant,
            radius=radius,
            require_road_contact=contact,
        )
        rng = random.Random(seed)
        while not s.is_over():
            if s.phase == "aftershock":  # (the hand-made positions above guard the state)
                phases += 1
                turns += check_turns(s, guard=False)
            s = s.play(rng.choice(s.legal_moves()))
    assert phases > 50 and turns > 500  # the games did reach many turning phases
