"""The tiny positions notebook 09 shows of Tesla's Automa (ludo.barrage.guide.automa).

The notebook's text reads these positions aloud (« the rivers of C and D meet in basin 10,
minus the drop the neutral dam of basin 6 keeps »; « the conduits of value 4, just under
the highest »): the tests pin what the text says, so a change of the demonstration that
would make it wrong fails here.
"""

from __future__ import annotations

import copy
import html

import pytest

from ludo.barrage.automa.criteria import water_held
from ludo.barrage.automa.turn import placement_reason
from ludo.barrage.guide.automa import (
    DEMO_DROPS,
    automa_officers_html,
    criteria_board,
    criteria_demo,
    criteria_demo_html,
    steer_demo_html,
)
from ludo.barrage.map import base_map, spot_name
from ludo.barrage.rulecards import BOOK


def _criterion(placement, key):
    return next(s for s in placement.steps if s.step == "criterion" and s.key == key)


def test_the_water_criterion_picks_the_basin_where_two_rivers_meet():
    board, placement = criteria_demo("base", 15)
    step = _criterion(placement, "dam_hold_water")
    assert step.before == placement.candidates and set(step.after) == {"D10U", "D10L"}
    # the neutral dam of basin 6, on C's way, has room for exactly one drop and keeps it
    assert board.dam_at("D6L") is not None
    assert board.capacity("D6L") - board.drops_at("D6L") == 1
    waiting = dict(DEMO_DROPS)
    assert water_held(board, "D10U")[0] == waiting["C"] - 1 + waiting["D"]
    assert placement.spot == "D10L"  # two spots of one basin: the lower one (§12 #18)
    assert "4" in criteria_demo_html("base", 15)


@pytest.mark.parametrize("kind", ["base", "conduit"])
def test_a_criteria_demo_says_where_and_why_first_and_folds_the_steps(kind):
    """One plain sentence first (where the Automa would build and why, in its turn's
    words); the steps, their candidate lists and codes, folded."""
    _, placement = criteria_demo(kind, 15)
    text = criteria_demo_html(kind, 15)
    fold = text.index("<details>")
    head = html.unescape(text[:fold])
    assert f"en {spot_name(placement.spot)} : {placement_reason(placement)}" in head
    assert "Code" not in head and "n°" not in head and "Critère" not in head
    assert "Critère « " in html.unescape(text[fold:])


def test_the_second_highest_value_keeps_every_conduit_of_that_value():
    _, placement = criteria_demo("conduit", 15)
    step = _criterion(placement, "conduit_second_highest")
    values = {base_map().nodes[c]["value"] for c in step.before}
    kept = {base_map().nodes[c]["value"] for c in step.after}
    assert max(values) == 5 and kept == {4}
    assert len(step.after) == sum(base_map().nodes[c]["value"] == 4 for c in step.before) > 1


def test_the_demonstration_board_is_the_set_up_with_drops_on_the_headstreams():
    board = criteria_board()
    assert [board.drops_at(h) for h in "ABCD"] == [0, 0, 3, 2]
    assert not board.conduits and not board.powerhouses


def test_a_steered_first_action_is_refused_in_french_and_the_state_is_unchanged():
    start = BOOK.position("decision_steered")
    state = start.play(start.legal_moves()[0])
    before = copy.deepcopy(state)
    text = steer_demo_html(state)
    assert state == before
    seat, tile = state.steer[0]
    assert f"tuile Automa n° {tile}" in text and "refusé" in text and "Mahiri Sekibo" in text
    # the action imposed in one sentence first, the tile and the refusal folded
    fold = text.index("<details>")
    assert "Construire : Centrale électrique" in text[:fold] and "n°" not in text[:fold]
    assert "refusé" in text[:fold] and "Mahiri Sekibo" not in text[:fold]
    legal = str(state.legal_moves()[0])
    assert "est accepté" in steer_demo_html(state, legal)


def test_the_overpowered_automa_names_its_officer_in_french():
    state = BOOK.position("decision_surpuissant")
    text = automa_officers_html(state)
    assert "a tiré Anton Krylov" in text and "(USA)" in text
