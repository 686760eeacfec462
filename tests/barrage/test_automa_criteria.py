"""Every criterion of the Automa's criteria side on hand-built boards (docs/decisions.md §11.3).

Map facts used (base map): conduits C1L 5→8, C1R 4→5, C2L 3→6, C2R 5→10, C3L 4→5,
C4L 3→7; rivers 1→8, 2→5, 3→6, 5→9, 6→10, 7→10, 10→12; headstreams A→1, B→2.
"""

from ludo.barrage.automa import criteria as cr
from ludo.barrage.board import Board

E = Board.empty()


def test_dam_max_conduit_highest_built_conduit_then_the_automas():
    b = E.with_conduit("C1R", "italy").with_conduit("C2L", "usa")
    assert cr.dam_max_conduit(b, "usa", ("D1U", "D2U", "D3U")) == ("D1U",)
    tie = E.with_conduit("C1R", "italy").with_conduit("C3L", "usa")
    assert cr.dam_max_conduit(tie, "usa", ("D1L", "D3L")) == ("D3L",)
    assert cr.dam_max_conduit(tie, "italy", ("D1L", "D3L")) == ("D1L",)
    assert cr.dam_max_conduit(E, "usa", ("D1L", "D3L")) == ()


def test_dam_own_powerhouse_counts_unbuilt_conduit_spots():
    """A1: P8a is reached from basins 1 (C1L) and 5 (C5L), no conduit built."""
    b = E.with_powerhouse("P8a", "usa")
    assert cr.dam_own_powerhouse(b, "usa", ("D1U", "D2U", "D5L")) == ("D1U", "D5L")
    assert cr.dam_own_powerhouse(b, "germany", ("D1U", "D2U", "D5L")) == ()


def test_dam_hold_water_counts_waiting_drops_minus_room_upstream():
    b = E.with_drops("A", 2).with_drops("B", 1)
    assert cr.water_held(b, "D1U") == (2, "A")
    assert cr.water_held(b, "D5U") == (1, "B")
    assert cr.dam_hold_water(b, "usa", ("D1U", "D2L", "D5U")) == ("D1U",)
    # a neutral dam of level 1 on D1L keeps one drop: basin 8 then gets only one
    held = b.with_dam("D1L", "neutral", 1)
    assert cr.water_held(held, "D8U") == (1, "A")
    assert cr.dam_hold_water(held, "usa", ("D8U", "D1U")) == ("D1U",)


def test_dam_hold_water_tie_follows_the_tiles_headstream_order():
    b = E.with_drops("A", 1).with_drops("B", 1)
    assert cr.dam_hold_water(b, "usa", ("D1U", "D2U"), "ABCD") == ("D1U",)
    assert cr.dam_hold_water(b, "usa", ("D1U", "D2U"), "BCDA") == ("D2U",)
    assert cr.dam_hold_water(E, "usa", ("D1U", "D2U")) == ()


def test_dam_red_is_the_upper_spot():
    assert cr.dam_red(E, "usa", ("D1U", "D1L", "D7L")) == ("D1U",)


def test_dam_upstream_powerhouse_automa_first_or_opponent_first():
    b = E.with_powerhouse("P5a", "usa").with_powerhouse("P6a", "germany")
    assert cr.dam_upstream_powerhouse(b, "usa", ("D5U", "D6U")) == ("D5U",)
    assert cr.dam_upstream_powerhouse_opponent_first(b, "usa", ("D5U", "D6U")) == ("D6U",)
    # P5a's water reaches D9U only through basins with no other dam
    assert cr.dam_upstream_powerhouse(b, "usa", ("D9U", "D6U")) == ("D9U",)
    blocked = b.with_dam("D5L", "germany")
    assert cr.dam_upstream_powerhouse(blocked, "usa", ("D9U", "D6U")) == ("D6U",)
    assert cr.dam_upstream_powerhouse(E, "usa", ("D9U", "D6U")) == ()


def test_dam_downstream_own_dam_below_else_no_opponent_below():
    own = E.with_dam("D6L", "usa")
    assert cr.dam_downstream(own, "usa", ("D1U", "D2U", "D3U")) == ("D2U", "D3U")
    opp = E.with_dam("D5L", "germany")
    assert cr.dam_downstream(opp, "usa", ("D1U", "D2U", "D3U")) == ("D2U",)


def test_conduit_highest_and_second_highest():
    cands = ("C1L", "C1R", "C2R", "C2L")
    assert cr.conduit_highest(E, "usa", cands) == ("C1L", "C2R")
    assert cr.conduit_second_highest(E, "usa", cands) == ("C1R",)
    assert cr.conduit_second_highest(E, "usa", ("C1L", "C2R")) == ("C1L", "C2R")


def test_conduit_dam_priorities():
    b = E.with_dam("D1U", "usa").with_dam("D2L", "neutral").with_dam("D3L", "germany")
    cands = ("C1L", "C2L", "C3L")
    assert cr.conduit_dam(b, "usa", cands) == ("C1L",)
    assert cr.conduit_dam_reverse(b, "usa", cands) == ("C3L",)
    assert cr.conduit_dam(b, "usa", ("C2L", "C3L")) == ("C2L",)
    assert cr.conduit_dam(E, "usa", cands) == ()


def test_conduit_powerhouse_priorities():
    b = E.with_powerhouse("P8a", "usa").with_powerhouse("P6a", "germany")
    cands = ("C1L", "C2L", "C4L")
    assert cr.conduit_powerhouse(b, "usa", cands) == ("C1L",)
    assert cr.conduit_powerhouse_reverse(b, "usa", cands) == ("C2L",)


def test_powerhouse_max_conduit():
    b = E.with_conduit("C1L", "germany").with_conduit("C2L", "usa")
    assert cr.powerhouse_max_conduit(b, "usa", ("P8a", "P6a", "P7a")) == ("P8a",)
    tie = E.with_conduit("C1L", "germany").with_conduit("C2R", "usa")
    assert cr.powerhouse_max_conduit(tie, "usa", ("P8a", "P10a")) == ("P10a",)


def test_powerhouse_own_dam_area_and_hill_basins():
    b = E.with_dam("D1U", "usa")
    assert cr.powerhouse_own_dam(b, "usa", ("P8a", "P5a", "P6a")) == ("P8a", "P5a")
    cands = ("P5a", "P6b", "P7a", "P11a")
    assert cr.powerhouse_plain(E, "usa", cands) == ("P11a",)
    assert cr.powerhouse_hill_5(E, "usa", cands) == ("P5a",)
    assert cr.powerhouse_hill_6(E, "usa", cands) == ("P6b",)
    assert cr.powerhouse_hill_7(E, "usa", cands) == ("P7a",)


def test_powerhouse_feeds_own_dam_else_no_opponent_below():
    b = E.with_dam("D9U", "usa").with_dam("D6L", "germany")
    assert cr.fed_dams(b, "P5a") == ("D9U", ("D9U",))
    assert cr.powerhouse_feeds_own_dam(b, "usa", ("P5a", "P6a")) == ("P5a",)
    blocked = E.with_dam("D5L", "germany").with_dam("D6L", "germany")
    assert cr.powerhouse_feeds_own_dam(blocked, "usa", ("P5a", "P6a", "P7a")) == ("P7a",)


def test_powerhouse_not_feeding_opponent_is_the_reverse_order():
    """A3: an opponent dam anywhere below counts; the fallback (first dam the Automa's)
    then differs from the first choice."""
    b = E.with_dam("D5U", "usa").with_dam("D9L", "germany")
    cands = ("P5a", "P6a")
    b = b.with_dam("D6L", "france")
    assert cr.powerhouse_not_feeding_opponent(b, "usa", cands) == ("P5a",)
    assert cr.powerhouse_feeds_own_dam(b, "usa", cands) == ("P5a",)
    free = b.with_dam("D6L", "usa").with_dam("D10L", "neutral")
    # P6a: first dam is the Automa's, nothing of an opponent below; P5a has Germany below
    assert cr.powerhouse_not_feeding_opponent(free, "usa", cands) == ("P6a",)
    assert cr.powerhouse_feeds_own_dam(free, "usa", cands) == ("P5a", "P6a")


def test_criteria_never_change_the_board():
    b = E.with_dam("D1U", "usa").with_drops("A", 2).with_powerhouse("P8a", "usa")
    before = Board.from_dict(b.to_dict())
    for key, f in cr.CRITERIA.items():
        cands = {"dam": ("D1L", "D2U"), "conduit": ("C1L", "C2L"), "powerhouse": ("P8b", "P5a")}
        f(b, "usa", cands[key.split("_")[0]])
    assert b == before
