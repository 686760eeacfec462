"""The board and the water: builders, setup, the rulebook's flow examples, properties."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ludo
from ludo.barrage import Board, scenarios
from ludo.barrage.map import HEADSTREAMS, nodes_of_kind
from ludo.barrage.water import drop_paths, final_places, usa_energy

DAMS = nodes_of_kind("dam")


def test_builders_are_immutable():
    b = Board.empty()
    b2 = b.with_dam("D1U", "usa", 2)
    assert b.dam_at("D1U") is None and b2.dam_at("D1U") == ("usa", 2)
    b3 = b2.with_drops("D1U", 2)
    assert b2.drops_at("D1U") == 0 and b3.drops_at("D1U") == 2
    assert b3.with_drops("D1U", 0).drops == ()


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda b: b.with_dam("D11U", "usa", 1), "D11U"),
        (lambda b: b.with_dam("C1L", "usa", 1), "C1L"),
        (lambda b: b.with_dam("D1U", "spain", 1), "spain"),
        (lambda b: b.with_dam("D1U", "usa", 4), "Élévations"),
        (lambda b: b.with_conduit("C1L", "neutral"), "neutral"),
        (lambda b: b.with_powerhouse("P1a", "usa"), "P1a"),
        (lambda b: b.with_drops("D2U", 1), "aucun barrage"),
        (lambda b: b.with_drops("D1U", 3), "ne retient que 2"),
        (lambda b: b.with_drops("A", -1), "-1"),
        (lambda b: b.flow({"E": 1}), "E"),
        (lambda b: b.with_officer("usa", "napoleon"), "napoleon"),
    ],
)
def test_bad_input_is_refused_in_french(call, match):
    b = Board.empty().with_dam("D1U", "usa", 2)
    with pytest.raises(ludo.InvalidData, match=match):
        call(b)


def test_setup_is_seeded_and_follows_the_tiles():
    a, _ = Board.setup(seed=11)
    b, _ = Board.setup(seed=11)
    assert a == b
    assert len(set(a.headstream_tiles)) == 4
    levels = sorted(level for _, _, level in a.dams)
    assert levels == [1, 2, 3]
    for spot, owner, level in a.dams:
        assert owner == "neutral" and spot.endswith("L") and a.drops_at(spot) == 1
        basin = int(spot[1:-1])
        assert level == (1 if basin <= 4 else 2 if basin <= 7 else 3)
    seeds = {Board.setup(seed=s)[0] for s in range(30)}
    assert len(seeds) > 10


def test_round_drops_follow_headstream_tiles():
    b = Board(headstream_tiles=("T1", "T2", "T3", "T7"))
    r1, events = b.round_drops(1)
    assert [r1.drops_at(h) for h in HEADSTREAMS] == [0, 0, 2, 1]
    r4, _ = b.round_drops(4)
    assert [r4.drops_at(h) for h in HEADSTREAMS] == [0, 3, 0, 2]
    assert b.round_drops(5)[0] == b
    with pytest.raises(ludo.IllegalMove):
        Board.empty().round_drops(1)
    with pytest.raises(ludo.IllegalMove):
        b.round_drops(6)


def test_rulebook_flow_example():
    """The rulebook's flow example, on the real map (rivers A and B).

    Drops 1-2 (source A): the level-1 mountain dam 1U is full; they reach the level-3
    plains dam 8U that can hold one more: drop 1 stays, drop 2 leaves the board.
    Drops 3-5 (source B): 3 fills the level-2 mountain dam 2U; 4 fills the upper hill dam
    5U; 5 passes it and stops at the lower neutral level-2 dam 5L.
    """
    b, adds = scenarios.flow_rulebook()  # the same set-up as the notebook's
    assert adds == {"A": 2, "B": 3}
    assert [(d, b.drops_at(d)) for d in ("D1U", "D8U", "D2U", "D5U", "D5L")] == [
        ("D1U", 1),
        ("D8U", 2),
        ("D2U", 1),
        ("D5U", 0),
        ("D5L", 1),
    ]
    after, events = b.flow(adds)
    places = final_places(events)
    assert places == {1: "D8U", 2: "EXIT_L", 3: "D2U", 4: "D5U", 5: "D5L"}
    assert after.exited == 1
    assert [after.drops_at(d) for d in ("D1U", "D8U", "D2U", "D5U", "D5L")] == [1, 3, 2, 1, 2]
    assert drop_paths(events)[2] == ["A", "D1U", "D1L", "PH8", "D8U", "D8L", "PH11", "EXIT_L"]
    moves = [e for e in events if e.kind == "drop.move" and e.data["drop"] == 1]
    assert moves[0].data["result"] == "full" and "plein" in moves[0].text
    assert b.drops_at("D8U") == 2  # the original board is unchanged


def test_upper_before_lower():
    b = Board.empty().with_dam("D3U", "usa", 1).with_dam("D3L", "italy", 1)
    after, events = b.flow({"C": 1})
    assert after.drops_at("D3U") == 1 and after.drops_at("D3L") == 0
    after, _ = after.flow({"C": 1})
    assert after.drops_at("D3L") == 1


def test_merging_rivers_and_exits():
    b = Board.empty().with_dam("D10U", "france", 1)
    after, events = b.flow({"C": 1, "D": 1})
    assert after.drops_at("D10U") == 1 and after.exited == 1
    assert final_places(events)[2] == "EXIT_R"


def test_drops_in_dams_do_not_move_and_headstreams_empty():
    b = Board.empty().with_dam("D1U", "usa", 2).with_drops("D1U", 1).with_drops("B", 2)
    after, _ = b.flow()
    assert after.drops_at("D1U") == 1 and after.drops_at("B") == 0 and after.exited == 2


def test_flow_one_leaves_other_headstream_drops():
    b = Board.empty().with_drops("A", 2).with_dam("D4L", "germany", 1)
    after, events = b.flow_one("D")
    assert after.drops_at("A") == 2 and after.drops_at("D4L") == 1
    assert events[0].kind == "drop.placed"


def test_del_monte_level_3_holds_four():
    b = Board.empty().with_dam("D9U", "italy", 3).with_officer("italy", "del_monte")
    after, _ = b.flow({"B": 5})
    assert after.drops_at("D9U") == 4 and after.exited == 1
    plain = Board.empty().with_dam("D9U", "italy", 3)
    assert plain.flow({"B": 5})[0].drops_at("D9U") == 3
    level2 = Board.empty().with_dam("D9U", "italy", 2).with_officer("italy", "del_monte")
    assert level2.capacity("D9U") == 2


def test_usa_ability_natural_flow():
    b = (
        Board.empty()
        .with_powerhouse("P10a", "usa")
        .with_powerhouse("P11a", "usa")
        .with_powerhouse("P5a", "usa")
    )
    after, events = b.flow({"C": 1, "D": 1})
    # each drop passes PH10 (USA) then PH12 (not USA)
    assert usa_energy(events) == 2
    two = Board.empty().with_powerhouse("P10a", "usa").with_powerhouse("P11a", "usa")
    assert usa_energy(two.flow({"C": 1})[1]) == 0  # only 2 powerhouses: no ability


def test_board_round_trip():
    b, _ = Board.setup(seed=5)
    b = b.with_powerhouse("P8a", "usa").with_conduit("C1L", "italy").with_officer("usa", "adler")
    assert Board.from_dict(b.to_dict()) == b
    with pytest.raises(ludo.InvalidData):
        Board.from_dict({"dams": [["D1U", "usa", 7]]})
    with pytest.raises(ludo.InvalidData):
        Board.from_dict({"dams": [["D1U"]]})
    with pytest.raises(ludo.InvalidData, match="format"):
        Board.from_dict({"format": 9})


# -- properties ---------------------------------------------------------------------------
@st.composite
def boards(draw):
    b = Board.empty()
    for spot in draw(st.lists(st.sampled_from(DAMS), unique=True, max_size=12)):
        owner = draw(st.sampled_from(ludo.barrage.OWNERS))
        b = b.with_dam(spot, owner, draw(st.integers(1, 3)))
        if draw(st.booleans()) and owner != "neutral":
            b = b.with_officer(owner, "del_monte")
    for spot, _, _ in b.dams:
        b = b.with_drops(spot, draw(st.integers(0, b.capacity(spot))))
    for h in HEADSTREAMS:
        b = b.with_drops(h, draw(st.integers(0, 3)))
    return b


headstream_adds = st.fixed_dictionaries({h: st.integers(0, 4) for h in HEADSTREAMS})


@settings(max_examples=80, deadline=None)
@given(boards(), headstream_adds)
def test_water_is_conserved_and_capacity_never_exceeded(board, adds):
    after, events = board.flow(adds)
    added = sum(adds.values())
    assert board.held + board.exited + added == after.held + after.exited
    for spot, _, _ in after.dams:
        assert after.drops_at(spot) <= after.capacity(spot)
        assert after.drops_at(spot) >= board.drops_at(spot)  # held drops never move
    assert all(after.drops_at(h) == 0 for h in HEADSTREAMS)
    assert (after.dams, after.conduits, after.powerhouses) == (
        board.dams,
        board.conduits,
        board.powerhouses,
    )
    # every drop that started ends exactly once
    started = {e.data["drop"] for e in events if e.kind == "drop.start"}
    assert set(final_places(events)) == started


@settings(max_examples=40, deadline=None)
@given(boards(), st.lists(st.sampled_from(HEADSTREAMS), max_size=8))
def test_final_board_does_not_depend_on_drop_order(board, letters):
    board = Board(
        dams=board.dams,
        drops=tuple(d for d in board.drops if d[0] not in HEADSTREAMS),
        officers=board.officers,
    )
    together, _ = board.flow({h: letters.count(h) for h in HEADSTREAMS})
    one_by_one = board
    for h in reversed(letters):
        one_by_one, _ = one_by_one.flow_one(h)
    assert one_by_one.drops == together.drops and one_by_one.exited == together.exited


@settings(max_examples=30, deadline=None)
@given(boards(), headstream_adds)
def test_snapshots_replay_the_flow(board, adds):
    from ludo.barrage.water import snapshots

    after, events = board.flow(adds)
    snaps = snapshots(board, events)
    assert len(snaps) == len(events)
    if events:
        assert snaps[-1] == after
    for snap in snaps:
        assert all(n >= 0 for _, n in snap.drops)


def test_w4_unlimited_supply_and_import_without_matplotlib():
    import subprocess
    import sys

    b = Board.empty().with_drops("A", 100)
    assert b.flow()[0].exited == 100
    code = (
        "import sys, ludo.barrage; print('matplotlib' in sys.modules, 'ipywidgets' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
    import ludo as top

    assert "barrage" in top.games()  # the whole game is registered (issue 9)


def test_p1_usa_counts_the_lower_plains_too():
    b = (
        Board.empty()
        .with_powerhouse("P12a", "usa")
        .with_powerhouse("P5a", "usa")
        .with_powerhouse("P8a", "usa")
    )
    _, events = b.flow({"D": 1, "B": 1})
    assert usa_energy(events) == 2  # B passes basin 5 (USA); D passes basin 12 (USA)
