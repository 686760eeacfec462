"""Scenario tests on small hand-made tables: every rule and every decision (S1–S23)."""

import pytest

import ludo
from ludo import IllegalMove, InvalidData
from ludo.core.score import ScoreLine
from ludo.seismic.quakes import fallen, hit_sides, ray_counts
from ludo.seismic.rules import (
    AFTERSHOCK,
    CITY_CHOICE,
    OVER,
    PLACE,
    SECOND,
    SIDE_CHOICE,
    ChooseCity,
    ChooseSide,
    Pass,
    Place,
    Rotate,
    from_position,
    parse_move,
)

SA = (0, 0)


def stub_towards_sa(cell):
    """Rotation of a one-stub intersection (I1) on a neighbour of SA, stub facing SA."""
    from ludo.core.hexgrid import side_towards

    return side_towards(cell, SA)


# -- setup (S17, S18, S9, S19, S22) ------------------------------------------------------------
def test_base_setup_counts():
    s = ludo.new("seismic", players=4, seed=3)
    assert len(s.boxed) == 6
    assert len(s.pile) + len(s.row) + len(s.discard) + len(s.boxed) + 1 == 80
    assert len(s.row) == 3  # S18: the first turn fills the row to 3
    assert all(not t.startswith("Q") for t in s.row)
    assert s.current_player == 0 and s.supply == (20, 20, 20, 20)
    quakes = [t for t in s.pile + s.discard + s.boxed if t.startswith("Q")]
    assert sorted(quakes) == ["Q1", "Q2", "Q3", "Q4", "Q5", "Q6"]


def test_setup_is_seeded():
    a = ludo.new("seismic", players=2, seed=11)
    b = ludo.new("seismic", players=2, seed=11)
    c = ludo.new("seismic", players=2, seed=12)
    assert a == b and a.pile == b.pile
    assert a.pile != c.pile


def test_setup_quakes_are_discarded_and_replaced():
    # S9: a seed whose two first tiles hold a quake
    for seed in range(200):
        s = ludo.new("seismic", players=2, seed=seed)
        kinds = [e.kind for e in s.events]
        if "setup.quake" in kinds:
            i = kinds.index("setup.quake")
            assert i < kinds.index("turn.start")
            assert s.quake_log == () or kinds.index("quake.revealed") > kinds.index("turn.start")
            break
    else:  # pragma: no cover
        pytest.fail("no seed with a quake at setup")


def test_big_one_puts_the_six_among_the_last_tiles():
    for seed in range(20):
        s = ludo.new("seismic", players=3, seed=seed, variant="big_one")
        assert "Q6" in s.pile[-6:]
        assert len(s.boxed) == 5 and "Q6" not in s.boxed
        assert len(s.pile) + len(s.row) + len(s.discard) + len(s.boxed) + 1 == 80
        mix = sorted(s.boxed + tuple(t for t in s.pile + s.discard if t[0] == "Q" and t != "Q6"))
        assert len([t for t in mix if t[0] == "Q"]) == 5


def test_twin_cities_setup():
    s = ludo.new("seismic", players=2, seed=5, variant="villes_jumelles")
    assert s.variants == ("twin_cities",)
    assert s.cities == ((0, 0), (9, 0))
    assert s.placed[(9, 0)] == ("SA", 0)
    assert len(s.boxed) == 12
    assert len(s.pile) + len(s.row) + len(s.discard) + len(s.boxed) + 2 == 160


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 5},
        {"players": 2, "variant": "inconnue"},
        {"players": 2, "variant": "big_one+twin_cities"},
        {"players": 2, "radius": 0},
        {"players": 2, "require_road_contact": "oui"},
    ],
)
def test_bad_options_raise_french_invalid_data(kwargs):
    with pytest.raises(InvalidData):
        ludo.new("seismic", seed=1, **kwargs)


def test_variants_combine_and_french_names():
    s = ludo.new("seismic", players=2, seed=1, variant="contrecoups+dilemme")
    assert s.variants == ("dilemma", "aftershocks")
    assert s.variant == "dilemma+aftershocks"


# -- placement (S1, S3) ----------------------------------------------------------------------------
def test_contacts_must_match():
    s = from_position({}, row=("S", "W", "T"))
    with pytest.raises(IllegalMove, match="côté ouest") as err:
        s.play("S 1,0 r1")  # S r1 joins sides 1 and 4: green towards San Andreas
    assert err.value.rule == "seismic.contacts"
    s2 = s.play("S 1,0 r0")
    assert s2.placed[(1, 0)] == ("S", 0)


def test_adjacent_and_inside_table_and_free():
    s = from_position({(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("S", 0)}, row=("S", "W", "T"))
    with pytest.raises(IllegalMove) as err:
        s.play("S 4,0 r0")  # S1: outside the radius-3 table
    assert err.value.rule == "seismic.table"
    with pytest.raises(IllegalMove) as err:
        s.play("S 2,0 r0")
    assert err.value.rule == "seismic.occupied"
    with pytest.raises(IllegalMove) as err:
        s.play("S -3,3 r0")
    assert err.value.rule == "seismic.adjacent"


def test_a_road_may_face_the_table_edge():
    s = from_position({(1, 0): ("S", 0), (2, 0): ("S", 0)}, row=("S", "W", "T"))
    assert "S 3,0 r0" in s.legal_moves()  # S1: side 0 of (3,0) faces off the table


def test_at_least_one_road_contact_required_by_default():
    placed = {(1, 0): ("S", 0)}
    s = from_position(placed, row=("S", "W", "T"))
    # (1,1) touches only the green side of (1,0)
    with pytest.raises(IllegalMove) as err:
        s.play("S 1,1 r0")
    assert err.value.rule == "seismic.road_contact"
    loose = from_position(placed, row=("S", "W", "T"), require_road_contact=False)
    assert "S 1,1 r0" in loose.legal_moves()


def test_rotation_is_read_modulo_symmetry():
    s = from_position({}, row=("S", "W", "T"))
    assert s.play("S 1,0 r3") == s.play("S 1,0 r0")
    assert parse_move(str(Place("TTa", (2, -1), 1, 0))) == Place("TTa", (2, -1), 1, 0)


def test_rejected_move_changes_nothing():
    s = from_position({}, row=("S", "W", "T"))
    before = (dict(s.placed), s.row, s.pile, s.supply, s.history)
    for bad in ("S 1,0 r1", "X 1,0 r0", "W 5,5 r0", "passer", "côté est"):
        with pytest.raises((IllegalMove, InvalidData)):
            s.play(bad)
    assert (dict(s.placed), s.row, s.pile, s.supply, s.history) == before
    with pytest.raises(InvalidData):
        s.play("n'importe quoi")


# -- markers (S14, S15, S23) -----------------------------------------------------------------------
def test_one_marker_per_section():
    s = from_position({}, row=("S", "S", "S"), pile=("S", "S", "S"))
    s = s.play("S 1,0 r0 m0")
    assert s.markers == {((1, 0), 0): 0} and s.supply == (19, 20)
    assert "S 2,0 r0 m0" not in s.legal_moves()
    with pytest.raises(IllegalMove) as err:
        s.play("S 2,0 r0 m0")
    assert err.value.rule == "seismic.marker_section"
    assert "S 2,0 r0" in s.legal_moves()
    # the W stub of San Andreas starts a section of its own
    assert "S -1,0 r0 m0" in s.legal_moves()


def test_marker_on_an_intersection_stub_and_never_counted_as_a_road():
    s = from_position({}, row=("I3y", "S", "S"))
    moves = [m for m in s.legal_moves() if m.tile == "I3y" and m.cell == (1, 0) and m.rot == 1]
    assert {m.marker for m in moves} == {None, 0, 1, 2}  # S23: stubs take markers
    s = s.play("I3y 1,0 r1 m1")  # stubs on sides 1, 3, 5; m1 faces San Andreas
    sec = [x for x in s.sections() if ((1, 0), 1) in x.pieces][0]
    assert sec.complete and sec.roads == 0
    line = s.score().lines_of(0)[0]
    assert line.points == 6 + 3  # S12: stubs-only section = both ends, no road point


def test_a_section_without_any_road_scores_its_two_ends():
    # S12b: an intersection +2 laid against San Andreas, its crew on the stub facing it
    s = from_position({}, row=("I2s", "S", "S"))
    s = s.play("I2s 1,0 r0 m1")  # stubs on sides 0 and 3; m1 faces San Andreas
    sec = [x for x in s.sections() if ((1, 0), 1) in x.pieces][0]
    assert sec.complete and sec.roads == 0 and sec.value() == 8
    done = [e for e in s.events if e.kind == "section.completed"]
    assert [e.data["roads"] for e in done] == [0] and "8 points" in done[0].text
    (line,) = s.score().lines_of(0)
    assert line.points == 8 and line.counts
    assert dict((k, v) for k, v, _ in line.details)["roads"] == 0
    assert "0 morceau de route" in line.text


def test_no_marker_left():
    s = from_position({}, row=("S", "W", "T"), supply=(0, 20))
    assert all(m.marker is None for m in s.legal_moves())
    with pytest.raises(IllegalMove) as err:
        s.play("S 1,0 r0 m0")
    assert err.value.rule == "seismic.marker_supply"


def test_marker_blocked_through_another_piece_of_the_same_tile():
    # Section M (marked) and the two ends of section Z all face the empty cell (1,-1).
    # ST r3 there joins M to Z with one road and Z to San Andreas with the other:
    # after placing, both roads are in M's section, so neither may take a marker.
    placed = {(0, -1): ("T", 5), (1, 0): ("TTa", 1), (2, -1): ("T", 3)}
    s = from_position(placed, row=("ST", "S", "W"), markers={((0, -1), 0): 1})
    assert Place("ST", (1, -1), 3) in s.legal_moves()
    assert s.markable("ST", (1, -1), 3) == []
    assert not [m for m in s.legal_moves() if m.cell == (1, -1) and m.marker is not None]
    after = s.play("ST 1,-1 r3")
    sec = [x for x in after.sections() if ((1, -1), 1) in x.pieces][0]
    assert ((1, -1), 0) in sec.pieces and sec.markers == (1,)


# -- sections and scoring (S2, S12, S13) ---------------------------------------------------------
def test_complete_section_scores_pieces_plus_ends():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0)}
    s = from_position(placed, row=("I1", "S", "W"), markers={((1, 0), 0): 0})
    s = s.play("I1 3,0 r3")
    sec = [x for x in s.sections() if ((1, 0), 0) in x.pieces][0]
    assert sec.complete and sec.length == 2 and sec.value() == 2 + 6 + 1
    assert s.score().total(0) == 9
    assert "San Andreas (6)" in s.score().lines_of(0)[0].text
    assert any(e.kind == "section.completed" for e in s.events)


def test_both_ends_at_san_andreas_count_twice():
    placed = {(1, 0): ("T", 2), (1, -1): ("T", 4)}
    s = from_position(placed, row=("S", "W", "T"), markers={((1, 0), 0): 1})
    sec = [x for x in s.sections() if ((1, 0), 0) in x.pieces][0]
    assert sec.complete and sec.stub_ends == (((0, 0), 6, True), ((0, 0), 6, True))
    assert s.score().total(1) == 2 + 6 + 6


def test_table_edge_leaves_the_section_incomplete():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("S", 0)}
    s = from_position(placed, row=("S", "W", "T"), markers={((2, 0), 0): 0})
    sec = [x for x in s.sections() if ((2, 0), 0) in x.pieces][0]
    assert not sec.complete and sec.open_ends == (((3, 0), 0),)
    line = s.score().lines_of(0)[0]
    assert not line.counts and s.score().total(0) == 0
    assert "incomplète" in line.text


def test_loop_without_intersection_is_incomplete():
    # six tight curves around (2,-1)... use a small ring of T tiles around cell (3,-1)
    ring = {}
    centre = (3, -1)
    from ludo.core.hexgrid import DIRS

    for i, (dq, dr) in enumerate(DIRS):
        cell = (centre[0] + dq, centre[1] + dr)
        # the ring tile joins its two neighbours on the ring: sides (i+2) and (i+4)
        ring[cell] = ("W", (i + 2) % 6)
    from ludo.seismic.sections import geometry, sections
    from ludo.seismic.tiles import default_manifest

    secs = sections(ring, geometry(default_manifest()))
    assert len(secs) == 1 and secs[0].is_loop and not secs[0].complete
    assert "boucle" in secs[0].why()


def test_majority_and_ties():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I1", 3)}
    three = from_position(
        placed,
        players=3,
        row=("S", "W", "T"),
        markers={((1, 0), 0): 0, ((2, 0), 0): 1, ((3, 0), 0): 1},
    )
    sheet = three.score()
    assert sheet.total(1) == 9 and sheet.total(0) == 0
    tie = from_position(placed, row=("S", "W", "T"), markers={((1, 0), 0): 0, ((2, 0), 0): 1})
    sheet = tie.score()
    assert sheet.total(0) == sheet.total(1) == 9  # S13: both score in full
    assert sheet.winners() == [0, 1]  # S16: shared victory


def test_each_pass_through_a_tile_counts():
    from ludo.seismic.sections import geometry, sections
    from ludo.seismic.tiles import default_manifest

    # I1 -> (1,0) -> (1,-1) -> (2,-1) -> (1,0) again -> I1: the TTa on (1,0) is crossed twice
    placed = {
        (0, 0): ("I1", 0),
        (1, 0): ("TTa", 0),
        (1, -1): ("T", 5),
        (2, -1): ("T", 3),
        (2, 0): ("I1", 3),
    }
    secs = sections(placed, geometry(default_manifest()))
    assert len(secs) == 1
    sec = secs[0]
    assert sec.complete and sec.roads == 4
    assert ((1, 0), 0) in sec.pieces and ((1, 0), 1) in sec.pieces
    assert sec.value() == 4 + 1 + 1


# -- end of game (S10, S11) ------------------------------------------------------------------------
def _ring_of_i1(skip):
    from ludo.core.hexgrid import neighbours

    return {c: ("I1", stub_towards_sa(c)) for c in neighbours(SA) if c != skip}


def test_game_ends_when_no_section_can_be_extended():
    s = from_position(_ring_of_i1((0, 1)), row=("I1", "S", "W"), pile=("S",) * 5, radius=1)
    assert s.open_cells() == [(0, 1)]
    end = s.play("I1 0,1 r2 m0")
    assert end.is_over() and end.end_reason == "no_open_end"
    assert end.current_player is None and len(end.legal_moves()) == 0
    assert end.score().total(0) == 7 and end.score().final
    with pytest.raises(IllegalMove):
        end.play("S 0,1 r2")


def test_unplayable_row_is_discarded_and_game_ends_when_nothing_is_left():
    s = from_position(_ring_of_i1((0, 1)), row=("ST", "ST", "ST"), pile=("S",), radius=1)
    assert s.row == ("S",) and any(e.kind == "row.discarded" for e in s.events)
    assert "ST" in s.discard
    over = from_position(_ring_of_i1((0, 1)), row=("ST",), pile=(), radius=1)
    assert over.is_over() and over.end_reason == "no_tile_fits"


def test_last_tile_ends_the_game():
    s = from_position({}, row=("S",), pile=())
    end = s.play("S 1,0 r0")
    assert end.is_over() and end.end_reason == "last_tile"


# -- quakes (S4–S8) --------------------------------------------------------------------------------
def test_ray_counts_ignore_gaps_and_san_andreas():
    placed = {SA: ("SA", 0), (2, 0): ("S", 0), (3, 0): ("S", 0), (-1, 1): ("T", 0)}
    from ludo.core.hexgrid import disc

    cells = disc(SA, 3)
    assert ray_counts(placed, cells, SA) == [2, 0, 0, 0, 1, 0]
    assert hit_sides([0] * 6) == []
    assert fallen(placed, cells, SA, 0, 1, protected={SA}) == [(2, 0)]


def test_quake_removes_tiles_outwards_and_returns_markers():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("S", 0), (-1, 0): ("I2s", 0)}
    s = from_position(
        placed, row=("W", "T"), pile=("Q2", "S", "S"), markers={((1, 0), 0): 1, ((-1, 0), 0): 0}
    )
    assert s.quake_log == ((2, 0, 0, 2),)
    assert (1, 0) not in s.placed and (2, 0) not in s.placed
    assert s.placed[(3, 0)] == ("S", 0)  # S7: the orphan stays
    assert s.supply == (19, 20)  # player 2's marker came back; player 1's stays
    kinds = [e.kind for e in s.events]
    assert kinds.count("tile.destroyed") == 2 and "quake.done" in kinds
    assert s.row == ("W", "T", "S") and s.phase == PLACE
    # S7: the orphan's open road invites a tile next to it
    assert (2, 0) in s.open_cells()


def test_quake_with_no_tile_does_nothing():
    s = from_position({}, row=("W", "T"), pile=("Q5", "S"))
    assert s.quake_log == () and any(e.kind == "quake.nothing" for e in s.events)
    assert s.row == ("W", "T", "S")


def test_intersections_fall_too():
    s = from_position({(1, 0): ("I1", 3)}, row=("W", "T"), pile=("Q1", "S"))
    assert (1, 0) not in s.placed and "I1" in s.discard


def test_quake_tie_is_chosen_by_the_player_whose_turn_it_is():
    placed = {(1, 0): ("S", 0), (-1, 0): ("S", 0)}
    s = from_position(placed, row=("W", "T"), pile=("Q1", "S"), turn=1)
    assert s.phase == SIDE_CHOICE and s.current_player == 1
    assert set(s.legal_moves()) == {ChooseSide(0), ChooseSide(3)}
    with pytest.raises(IllegalMove) as err:
        s.play("côté nord-est")
    assert err.value.rule == "seismic.quake_tie"
    after = s.play("côté ouest")
    assert (-1, 0) not in after.placed and (1, 0) in after.placed
    assert after.phase == PLACE and after.current_player == 1 and after.row == ("W", "T", "S")


# -- variants (S19–S22) ----------------------------------------------------------------------------
def test_dilemma_second_tile_instead_of_marker():
    s = from_position({}, row=("S", "W", "T"), pile=("S", "S", "S", "S"), variant="dilemma")
    s1 = s.play("S 1,0 r0")
    assert s1.phase == SECOND and s1.current_player == 0
    assert Pass() in s1.legal_moves()
    assert all(m.marker is None for m in s1.legal_moves() if isinstance(m, Place))
    with pytest.raises(IllegalMove) as err:
        s1.play("W -1,0 r0 m0")
    assert err.value.rule == "seismic.dilemma"
    s2 = s1.play("T -1,0 r0")
    assert s2.current_player == 1 and len(s2.row) == 3
    assert sum(1 for e in s2.events if e.kind == "tile.revealed") == 2  # S20: 2 revealed
    # with a marker, no second tile
    s3 = s.play("S 1,0 r0 m0")
    assert s3.current_player == 1


def test_aftershocks_each_player_may_turn_one_tile():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 0): ("T", 0)}
    s = from_position(
        placed,
        row=("W", "T"),
        pile=("Q1", "S"),
        variant="aftershocks",
        markers={((-1, 0), 0): 1},
    )
    assert s.phase == AFTERSHOCK and s.current_player == 0
    assert set(s.legal_moves()) == {Rotate((-1, 0), 5), Pass()}
    s1 = s.play("tourner -1,0 r5")
    assert s1.placed[(-1, 0)] == ("T", 5)
    assert s1.markers == {((-1, 0), 0): 1}  # markers stay on their piece
    # player 2 cannot turn that tile again: no choice left, the turn goes on
    assert s1.phase == PLACE and s1.current_player == 0
    with pytest.raises(IllegalMove):
        s1.play("tourner -1,0 r0")


def test_aftershocks_pass_goes_to_next_player():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 0): ("T", 0)}
    s = from_position(placed, row=("W", "T"), pile=("Q1", "S"), variant="aftershocks")
    s1 = s.play("passer")
    assert s1.phase == AFTERSHOCK and s1.current_player == 1
    s2 = s1.play("tourner -1,0 r5")
    assert s2.phase == PLACE and s2.current_player == 0


def test_twin_cities_rays_bonus_and_city_choice():
    from ludo.core.hexgrid import disc

    cells = disc(SA, 6) | disc((9, 0), 6)
    placed = {SA: ("SA", 0), (9, 0): ("SA", 0), (1, 0): ("S", 0)}
    assert ray_counts(placed, cells, SA)[0] == 2  # S22: the twin counts 1
    assert fallen(placed, cells, SA, 0, 3, protected={SA, (9, 0)}) == [(1, 0)]
    road = {(q, 0): ("S", 0) for q in range(1, 9)}
    s = from_position(
        road, row=("W", "T", "S"), variant="twin_cities", radius=6, markers={((4, 0), 0): 0}
    )
    sec = [x for x in s.sections() if ((4, 0), 0) in x.pieces][0]
    assert sec.joins_cities and sec.complete
    assert s.score().total(0) == 8 + 6 + 6 + 10
    # both cities hit: the player whose turn it is picks the first one
    q = from_position(
        {(1, 0): ("S", 0), (10, 0): ("S", 0)},
        row=("W", "T"),
        pile=("Q1", "S"),
        variant="twin_cities",
        radius=6,
    )
    assert q.phase == CITY_CHOICE and set(q.legal_moves()) == {ChooseCity(0), ChooseCity(1)}
    q2 = q.play("ville 2")
    assert q2.events[0].kind == "quake.city"


def test_move_notation_round_trips():
    for m in (
        Place("I3y", (-2, 1), 4, 2),
        Place("S", (0, -3), 1),
        Rotate((1, -1), 3),
        Pass(),
        ChooseSide(4),
        ChooseCity(1),
    ):
        assert parse_move(str(m)) == m
    with pytest.raises(InvalidData):
        parse_move("S 1 r0")


def test_state_is_over_and_variant_names():
    s = ludo.new("seismic", players=2, seed=1)
    assert not s.is_over() and s.phase != OVER
    assert ludo.game_info("seismic").players == (2, 3, 4)


def test_custom_manifest_and_radius_survive_a_save():
    import json

    from ludo.seismic.tiles import default_manifest

    doc = json.loads(json.dumps(default_manifest().source))
    doc["intersection_tiles"][0]["value"] = 3
    doc["reconstruction"] = False
    s = ludo.new("seismic", players=2, seed=4, manifest=doc, radius=5)
    assert s.manifest.tiles["I1"].value == 3 and s.radius == 5
    for _ in range(5):
        s = s.play(s.legal_moves()[0])
    setup = s.setup()
    assert setup["radius"] == 5 and setup["manifest"]["intersection_tiles"][0]["value"] == 3
    back = ludo.from_json(s.to_json())
    assert back == s and hash(back) == hash(s)
    bad = s.to_json().replace('"value": 3', '"value": -3', 1)
    with pytest.raises(InvalidData):
        ludo.from_json(bad)


# -- the notebooks' lessons (issue 13, §2) ------------------------------------------------------
def test_lesson_unplayable_row_is_discarded_and_three_more_revealed():
    from ludo.seismic import examples

    s = examples.unplayable_row()
    kinds = [e.kind for e in s.events]
    assert kinds == ["row.discarded", "tile.revealed", "tile.revealed", "tile.revealed"]
    assert s.discard == ("ST", "ST", "ST") and s.row == ("S", "W", "T")
    assert s.phase == PLACE and s.current_player == 0  # the turn goes on


def test_lesson_twin_cities_bonus_adds_to_the_normal_points():
    from ludo.seismic import examples

    s = examples.twin_cities_road()
    (line,) = s.score().lines
    assert line.points == 8 + 6 + 6 + 10  # roads, both cities, then the bonus on top
    assert "8 morceaux" in line.text and "San Andreas (6) + San Andreas (6)" in line.text
    assert "bonus de 10" in line.text


# -- whole score lines (each field: `make mutants` found the ones unchecked) ------------------------
_ROW = ("S", "W", "T")
_SECTION = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I1", 3)}  # San Andreas → 2 roads → +1
_ITEMS = (((0, 0), 0), ((1, 0), 0), ((2, 0), 0), ((3, 0), 0))
_CELLS = "(cases 0,0 ; 1,0 ; 2,0 ; 3,0)"
_DETAILS = (("roads", 2, ""), (((0, 0), "end"), 6, ""), (((3, 0), "end"), 1, ""))
_SCORED = (
    f"Section {_CELLS} : 2 morceaux de route = 2 points, bouts : San Andreas (6) + "
    "intersection +1 → 9 points"
)


def test_majority_lines_in_full_s13():
    markers = {((1, 0), 0): 0, ((2, 0), 0): 1, ((3, 0), 0): 1}
    sheet = from_position(_SECTION, players=3, row=_ROW, markers=markers).score()
    assert sheet.lines == (
        ScoreLine(
            0,
            0,
            "seismic.majority",
            f"Section {_CELLS} : Joueur 2 a plus de marqueurs, rien pour ce joueur.",
            _ITEMS,
            counts=False,
        ),
        ScoreLine(
            1, 9, "seismic.section", _SCORED + " (2 marqueurs sur 3).", _ITEMS, True, _DETAILS
        ),
    )
    assert sheet.player_names == ("Joueur 1", "Joueur 2", "Joueur 3") and sheet.final is False


def test_tie_lines_in_full_s13():
    markers = {((1, 0), 0): 0, ((2, 0), 0): 1}
    sheet = from_position(_SECTION, row=_ROW, markers=markers).score()
    tie = _SCORED + " (égalité de marqueurs : chacun marque tout)."
    assert sheet.lines == tuple(
        ScoreLine(p, 9, "seismic.section", tie, _ITEMS, True, _DETAILS) for p in (0, 1)
    )


def test_a_lone_marker_scores_without_a_share_note():
    sheet = from_position(_SECTION, row=_ROW, markers={((2, 0), 0): 1}).score()
    assert sheet.lines == (
        ScoreLine(1, 9, "seismic.section", _SCORED + ".", _ITEMS, True, _DETAILS),
    )


def test_incomplete_line_in_full_s2():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("S", 0)}
    markers = {((2, 0), 0): 0, ((3, 0), 0): 1, ((1, 0), 0): 1}
    sheet = from_position(placed, row=_ROW, markers=markers).score()
    text = (
        f"Section {_CELLS} incomplète : 1 bout de route ouvert (case vide ou bord de la "
        "table) : le marqueur est retiré sans points."
    )
    # one line per player with a marker there, each once
    assert sheet.lines == tuple(
        ScoreLine(p, 0, "seismic.incomplete", text, _ITEMS, counts=False) for p in (0, 1)
    )


def test_twin_cities_bonus_line_in_full_s22():
    road = {(q, 0): ("S", 0) for q in range(1, 9)}
    s = from_position(road, row=_ROW, variant="twin_cities", radius=6, markers={((4, 0), 0): 0})
    (line,) = s.score().lines
    cells = " ; ".join(f"{q},0" for q in range(10))
    assert line == ScoreLine(
        0,
        30,
        "seismic.section",
        f"Section (cases {cells}) : 8 morceaux de route = 8 points, bouts : San Andreas (6) + "
        "San Andreas (6), bonus de 10 pour relier les deux San Andreas → 30 points.",
        tuple(((q, 0), 0) for q in range(9)) + (((9, 0), 3),),
        True,
        (("roads", 8, ""), (((0, 0), "end"), 6, ""), (((9, 0), "end"), 6, ""), ("twin", 10, "")),
    )
    # a section of the same game that does not join the cities gets no bonus
    short = from_position(_SECTION, row=_ROW, variant="twin_cities", radius=6,
                          markers={((2, 0), 0): 0})  # fmt: skip
    line = next(x for x in short.score().lines if x.items == _ITEMS)
    assert (line.points, line.text, line.details) == (9, _SCORED + ".", _DETAILS)


def test_a_tile_crossed_twice_is_named_once_in_the_line():
    placed = {
        (1, 0): ("TTa", 0),
        (1, -1): ("T", 5),
        (2, -1): ("T", 3),
        (2, 0): ("I1", 3),
    }
    s = from_position(placed, row=_ROW, markers={((1, -1), 0): 0})
    (line,) = s.score().lines
    assert line.text.startswith("Section (cases 0,0 ; 1,-1 ; 1,0 ; 2,-1 ; 2,0) : 4 morceaux")
    assert line.points == 4 + 6 + 1
