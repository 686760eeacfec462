"""The structure-placement procedure, step by step (docs/decisions.md §11.3)."""

import pytest

from ludo.barrage.automa import candidate_spots, code_order, place_structure, tile
from ludo.barrage.automa.placement import completes_system, placement_lines
from ludo.barrage.board import Board

E = Board.empty()


def steps(p):
    return [(s.step, s.key, s.outcome) for s in p.steps]


def test_candidates_follow_the_board_machines_and_restrictions():
    assert candidate_spots(E, "usa", "base", excavators=4) == tuple(
        f"D{b}{s}" for b in range(5, 11) for s in "UL"
    )
    assert candidate_spots(E, "usa", "base", area="mountain", excavators=5) == tuple(
        f"D{b}{s}" for b in range(1, 5) for s in "UL"
    )
    assert candidate_spots(E, "usa", "base", area="mountain", excavators=4) == ()
    assert set(candidate_spots(E, "usa", "conduit", min_value=4)) == {
        "C1L",
        "C1R",
        "C2R",
        "C3L",
        "C4R",
        "C5R",
        "C6L",
    }
    assert candidate_spots(E, "usa", "conduit", min_value=4, excavators=7) == ()
    own = E.with_dam("D1U", "usa")
    assert "D1L" not in candidate_spots(own, "usa", "base")  # one own Base per basin
    assert candidate_spots(own, "usa", "elevation", mixers=4) == ("D1U",)
    assert candidate_spots(own, "usa", "elevation", mixers=3) == ()


def test_a_single_candidate_is_chosen_at_once():
    p = place_structure(E, "usa", "base", ("D7L",), tile(1).criteria)
    assert p.spot == "D7L" and p.steps == ()
    assert placement_lines(p) == ["Un seul emplacement possible : 7L."]  # as on the board


def test_restriction_comes_first_and_is_recorded():
    every = candidate_spots(E, "usa", "base")
    mountain = candidate_spots(E, "usa", "base", area="mountain")
    p = place_structure(
        E,
        "usa",
        "base",
        mountain,
        tile(4).criteria,
        restriction="mountain",
        before_restriction=every,
    )
    assert p.steps[0].step == "restriction" and p.steps[0].after == mountain
    assert p.spot in mountain
    assert "Base en montagne" in placement_lines(p)[0]


def test_the_third_piece_of_a_system_decides_before_the_criteria():
    """Tile 17's conduit criteria start with « second highest »; the only conduit that
    completes D1U + P8a (C1L, value 5) is built anyway."""
    b = E.with_dam("D1U", "usa").with_powerhouse("P8a", "usa")
    cands = candidate_spots(b, "usa", "conduit")
    assert [c for c in cands if completes_system(b, "usa", "conduit", c)] == ["C1L"]
    p = place_structure(b, "usa", "conduit", cands, tile(17).criteria)
    assert p.spot == "C1L"
    assert steps(p) == [("system", None, "decides")]


def test_a_neutral_dam_and_anyones_conduit_complete_a_system():
    b = E.with_dam("D3L", "neutral").with_conduit("C3L", "italy")
    assert completes_system(b, "usa", "powerhouse", "P5a")
    assert not completes_system(b, "usa", "powerhouse", "P6a")
    b2 = E.with_conduit("C1L", "germany").with_powerhouse("P8b", "usa")
    assert completes_system(b2, "usa", "base", "D1U")
    assert not completes_system(b2, "usa", "base", "D2U")


def test_several_completing_spots_go_on_with_every_candidate():
    """A7: D1U and D1L both complete the system: the criteria look at all candidates."""
    b = E.with_conduit("C1L", "germany").with_powerhouse("P8b", "usa")
    cands = candidate_spots(b, "usa", "base")
    p = place_structure(b, "usa", "base", cands, tile(9).criteria)  # D-red first
    assert steps(p)[0] == ("system", None, "keeps_all")
    # red criterion keeps the 10 upper spots, D-maxcond keeps D1U only
    assert steps(p)[1:] == [
        ("criterion", "dam_red", "narrows"),
        ("criterion", "dam_max_conduit", "decides"),
    ]
    assert p.spot == "D1U"


def test_elevations_skip_the_system_step():
    b = E.with_dam("D1U", "usa").with_dam("D9L", "usa").with_powerhouse("P8a", "usa")
    p = place_structure(b, "usa", "elevation", ("D1U", "D9L"), tile(1).criteria)
    assert steps(p)[0] == ("system", None, "skipped")
    # D-ownph: basin 1 has a conduit to P8a's basin → D1U decides
    assert p.spot == "D1U"
    assert ("criterion", "dam_own_powerhouse", "decides") in steps(p)


def test_a_criterion_matching_nothing_is_ignored_and_the_code_wraps_around():
    """Tile 8: dams D-maxcond, D-ownph, D-water, code 9. On an empty board nothing
    matches; from basin 9 the code goes 9, 10, then 1, 2: basin 2 comes first."""
    cands = ("D2U", "D2L", "D3U")
    p = place_structure(E, "usa", "base", cands, tile(8).criteria)
    assert steps(p) == [
        ("system", None, "no_match"),
        ("criterion", "dam_max_conduit", "no_match"),
        ("criterion", "dam_own_powerhouse", "no_match"),
        ("criterion", "dam_hold_water", "no_match"),
        ("code", 9, "narrows"),
        ("tiebreak", "base", "decides"),
    ]
    assert p.spot == "D2L"  # the lower (free) spot of the basin (§12 #18)


def test_a_criterion_that_narrows_then_the_code():
    cands = ("D2U", "D2L", "D3U", "D9U")
    p = place_structure(E, "usa", "base", cands, tile(9).criteria)  # D-red, code 1
    assert steps(p)[1] == ("criterion", "dam_red", "narrows")
    assert p.spot == "D2U"


def test_code_orders():
    assert code_order("base", 9)[:6] == ("D9L", "D9U", "D10L", "D10U", "D1L", "D1U")
    assert code_order("conduit", "10B")[:3] == ("C10R", "C1L", "C1R")
    assert code_order("conduit", "2A")[0] == "C2L"
    order = code_order("powerhouse", 12)
    assert order[:5] == ("P12a", "P12b", "P12c", "P12d", "P5a")
    assert code_order("powerhouse", 10)[:3] == ("P10a", "P10b", "P10c")


def test_powerhouse_tie_break_free_spot_before_red():
    cands = ("P11c", "P11a", "P6a")
    p = place_structure(E, "usa", "powerhouse", cands, tile(4).criteria)  # code 11
    assert p.spot == "P11a"
    assert steps(p)[-1] == ("tiebreak", "powerhouse", "decides")


def test_conduit_code_wraps_from_10b_to_1a():
    cands = ("C2L", "C3R")  # both value 3
    p = place_structure(E, "usa", "conduit", cands, tile(20).criteria)
    assert p.spot == "C2L"
    assert steps(p)[-1][0] == "code"


def test_lines_are_french_and_name_the_chosen_spot():
    b = E.with_conduit("C1L", "germany").with_powerhouse("P8b", "usa")
    p = place_structure(b, "usa", "base", candidate_spots(b, "usa", "base"), tile(9).criteria)
    text = "\n".join(placement_lines(p))
    assert "Critère « emplacement de barrage encadré de rouge »" in text
    assert "1U" in text.splitlines()[-1] and "D1U" not in text  # named as on the board


def test_no_candidate_is_an_error():
    with pytest.raises(ValueError):
        place_structure(E, "usa", "base", (), tile(1).criteria)
