"""Construction: the cost table, officers, the board's limits, the wheel, company boards."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ludo
from ludo.barrage import Board
from ludo.barrage.construction import (
    CompanyBoard,
    ConstructionWheel,
    build,
    check_build,
    construction_cost,
    cost_table,
    load_companies,
)


@pytest.mark.parametrize(
    "kind, spot, ex, mx, cr",
    [
        ("base", "D1U", 5, 0, 3),  # mountains, red frame
        ("base", "D1L", 5, 0, 0),
        ("base", "D6L", 4, 0, 0),  # hills
        ("base", "D9U", 3, 0, 3),  # plains, red
        ("elevation", "D2U", 0, 4, 0),  # never a red fee
        ("elevation", "D7L", 0, 3, 0),
        ("elevation", "D10U", 0, 2, 0),
        ("conduit", "C3L", 8, 0, 0),  # the rulebook: value 4 costs 8 excavators
        ("conduit", "C9L", 2, 0, 0),
        ("powerhouse", "P8a", 0, 2, 0),
        ("powerhouse", "P8c", 0, 2, 3),
    ],
)
def test_cost_table(kind, spot, ex, mx, cr):
    c = construction_cost(kind, spot)
    assert (c.excavators, c.mixers, c.credits) == (ex, mx, cr)
    assert c.lines and "Coût" in c.explanation()


def test_conduit_costs_match_reference():
    expected = {
        "1L": 10,
        "1R": 8,
        "2L": 6,
        "2R": 10,
        "3L": 8,
        "3R": 6,
        "4L": 6,
        "4R": 10,
        "5L": 6,
        "5R": 8,
        "6L": 8,
        "6R": 4,
        "7L": 4,
        "7R": 6,
        "8L": 6,
        "8R": 4,
        "9L": 2,
        "9R": 6,
        "10L": 4,
        "10R": 2,
    }
    assert {k: construction_cost("conduit", "C" + k).excavators for k in expected} == expected


def test_powerhouse_cost_grows():
    assert [construction_cost("powerhouse", "P11a", n).mixers for n in range(4)] == [2, 3, 4, 5]
    with pytest.raises(ludo.IllegalMove, match="4 centrales"):
        construction_cost("powerhouse", "P11a", 4)


def test_officers():
    assert construction_cost("base", "D2L", officer="adler").excavators == 3
    assert construction_cost("base", "D2U", officer="adler").credits == 3
    assert construction_cost("elevation", "D2L", officer="adler").mixers == 4
    alt = construction_cost("conduit", "C1L", officer="mcdowell").alternatives
    assert [(a.excavators, a.mixers) for a in alt] == [(0, 5)]
    jordan = construction_cost("base", "D5U", officer="jordan").alternatives[0]
    assert (jordan.excavators, jordan.credits) == (0, 3 + 3 * 4)
    assert construction_cost("base", "D5U").alternatives == ()


@pytest.mark.parametrize(
    "kind, spot", [("base", "C1L"), ("elevation", "P5a"), ("conduit", "D1U"), ("powerhouse", "P1a")]
)
def test_wrong_spot_says_why(kind, spot):
    with pytest.raises(ludo.IllegalMove, match="Construction impossible"):
        construction_cost(kind, spot)


def test_bad_kind_and_officer():
    with pytest.raises(ludo.InvalidData, match="tunnel"):
        construction_cost("tunnel", "D1U")
    with pytest.raises(ludo.InvalidData, match="zorro"):
        construction_cost("base", "D1U", officer="zorro")


def test_board_limits():
    b = build(Board.empty(), "usa", "base", "D5U")
    with pytest.raises(ludo.IllegalMove, match="une seule Base"):
        check_build(b, "usa", "base", "D5L")
    check_build(b, "italy", "base", "D5L")
    with pytest.raises(ludo.IllegalMove, match="occupé"):
        check_build(b, "italy", "base", "D5U")
    with pytest.raises(ludo.IllegalMove, match="appartient aux USA"):
        check_build(b, "italy", "elevation", "D5U")
    b = build(build(b, "usa", "elevation", "D5U"), "usa", "elevation", "D5U")
    assert b.dam_at("D5U") == ("usa", 3)
    with pytest.raises(ludo.IllegalMove, match="2 Élévations"):
        check_build(b, "usa", "elevation", "D5U")
    b = build(b, "usa", "powerhouse", "P8a")
    with pytest.raises(ludo.IllegalMove, match="une seule centrale"):
        check_build(b, "usa", "powerhouse", "P8b")
    b = build(b, "usa", "conduit", "C5L")
    with pytest.raises(ludo.IllegalMove, match="occupé"):
        check_build(b, "germany", "conduit", "C5L")
    with pytest.raises(ludo.IllegalMove, match="pas de barrage"):
        check_build(b, "usa", "elevation", "D6U")


def test_cost_table_rows():
    rows = cost_table()
    assert len(rows) == 20 + 20 + 20 + 23 * 4
    assert sum(r["credits"] for r in rows if r["kind"] == "base") == 30


def test_wheel_returns_after_six_rotations():
    w, back, events = ConstructionWheel().place("base", excavators=5)
    assert back == [] and w.sectors[0] is None and w.sectors[1].excavators == 5
    for _ in range(4):
        w, back, _ = w.rotate(1)
        assert back == []
    w, back, events = w.rotate(1)
    assert [s.tile for s in back] == ["base"] and w.is_empty
    assert any("Retour" in e.text for e in events)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["place", "rotate"]), st.integers(0, 7)), max_size=12))
def test_wheel_conserves_tiles_and_machines(actions):
    w, placed, returned = ConstructionWheel(), 0, 0
    for action, n in actions:
        if action == "place":
            w, back, _ = w.place("conduit", excavators=n, mixers=1)
            placed += n + 1
        else:
            w, back, _ = w.rotate(n)
        returned += sum(s.excavators + s.mixers for s in back)
        assert w.sectors[0] is None
    assert placed == returned + sum(s.excavators + s.mixers for s in w.locked)


def test_company_board_incomes():
    cb = CompanyBoard.new("germany")
    assert cb.reconstruction
    cb, income, _ = cb.take("base")
    assert income is None
    cb, income, events = cb.take("base")
    assert income == (("vp", 3),)  # the rulebook: Germany's 2nd Base gives 3 VP
    assert "3 PV" in events[-1].text
    for _ in range(3):
        cb, income, _ = cb.take("base")
    assert income == (("vp", 7),)  # every 5th slot: 7 VP
    assert cb.incomes() == [(("vp", 3),), (("machine", 2),), (("vp", 7),)]
    with pytest.raises(ludo.IllegalMove, match="Plus de pièce « Base »"):
        cb.take("base")


def test_company_powerhouse_row():
    cb = CompanyBoard.new("italy")
    bonuses = []
    for _ in range(4):
        cb, income, events = cb.take("powerhouse")
        assert income is None
        bonuses.append((cb.production_bonus, cb.ability_active))
    assert bonuses == [(0, False), (1, False), (1, True), (3, True)]


def test_load_companies_names_the_bad_entry():
    good = json.loads(json.dumps({"companies": load_companies()["companies"]}, default=list))
    data = json.loads(json.dumps(good))
    data["companies"]["italy"]["conduit"][1] = [["gold", 1]]
    with pytest.raises(ludo.InvalidData, match=r"companies.italy.conduit\[1\]"):
        load_companies(data)
    data = json.loads(json.dumps(good))
    del data["companies"]["france"]
    with pytest.raises(ludo.InvalidData, match="companies.france"):
        load_companies(data)
    mine = load_companies(good)
    assert not mine["reconstruction"]
    assert CompanyBoard.new("usa", mine).income_under("base", 4) == (("credits", 6),)
