"""A save whose position was edited by hand is checked against the rules before it loads.

A game played move by move cannot break a rule; a save's snapshot (written for
hand-built positions) can be edited into one that does. Each such save is refused in
French, naming the field, and builds nothing.
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

import ludo
from ludo.barrage.construction import check_board_rules


@pytest.fixture(scope="module")
def played():
    start = ludo.new(
        "barrage",
        players=3,
        seed=5,
        companies=["usa", "germany", "italy"],
    )
    return ludo.play_out(start, ["greedy"] * 3, max_moves=60)[-1]


def _with_board(state, board):
    return state._evolve(board=board)


def test_a_hand_built_position_round_trips(played):
    board = played.board.with_dam("D2U", "neutral", 1)
    built = _with_board(played, board)
    doc = json.loads(built.to_json())
    assert "snapshot" in doc and "board" in doc["snapshot"]
    assert ludo.from_json(built.to_json()) == built


@pytest.mark.parametrize(
    "edit, field, words",
    [
        (
            lambda b: replace(b, dams=(("D1L", "usa", 1), ("D1U", "usa", 1)), drops=()),
            "snapshot.board.dams",
            "deux Bases dans le bassin 1",
        ),
        (
            lambda b: replace(b, dams=(("D1U", "usa", 1),), drops=(("D1U", 9),)),
            "snapshot.board",
            "D1U",
        ),
        (
            lambda b: replace(b, powerhouses=(("P5a", "usa"), ("P5b", "usa"))),
            "snapshot.board.powerhouses",
            "deux centrales dans le bassin 5",
        ),
    ],
)
def test_a_board_that_breaks_a_rule_is_refused(played, edit, field, words):
    bad = _with_board(played, edit(played.board))
    text = bad.to_json()
    with pytest.raises(ludo.InvalidData) as info:
        ludo.from_json(text)
    assert info.value.field.startswith(field), info.value.field
    assert words in str(info.value)


def test_an_officer_given_twice_is_refused(played):
    companies = list(played.companies)
    companies[1] = replace(companies[1], officer=companies[0].officer)
    bad = played._evolve(companies=tuple(companies))
    with pytest.raises(ludo.InvalidData, match="donné à deux sociétés") as info:
        ludo.from_json(bad.to_json())
    assert info.value.field == "snapshot.companies.officer"


def test_board_rules_on_their_own(played):
    check_board_rules(played.board)  # a played board keeps the rules
    board = replace(played.board, dams=(("D3U", "italy", 2), ("D3L", "italy", 1)), drops=())
    before = copy.deepcopy(board)
    with pytest.raises(ludo.InvalidData, match="Italie a deux Bases"):
        check_board_rules(board)
    assert board == before
