"""A refused action space names the same rule as the engine's refusal of a move there,
and that rule has a « Pourquoi ? » card."""

import copy

import pytest

import ludo
from ludo.barrage.game.moves import move_space
from ludo.barrage.game.refusals import space_refusal, space_refusal_rule
from ludo.barrage.rulecards import BOOK


@pytest.fixture(scope="module")
def start():
    """Two people past the picks of companies (seed 1: the table's fixed draw)."""
    state = ludo.new("barrage", players=2, seed=1)
    while state.phase == "pick":
        state = state.play(state.legal_moves()[0])
    return state


def _refused_rule(state, moves):
    rules = set()
    for move in moves:
        before = copy.deepcopy(state)
        with pytest.raises(ludo.IllegalMove) as info:
            state.play(move)
        assert state == before
        rules.add(info.value.rule)
    return rules


def test_a_space_taken_by_the_other_seat_names_the_occupied_rule(start):
    on_e2g = [m for m in start.legal_moves() if move_space(m) == "E2g"]
    assert on_e2g
    after = start.play(on_e2g[0])
    assert space_refusal(after, "E2g")
    assert space_refusal_rule(after, "E2g") == "barrage.action_board.occupied"
    assert _refused_rule(after, on_e2g[1:4]) == {"barrage.action_board.occupied"}


def test_credits_and_blocked_spaces_name_their_rules(start):
    assert space_refusal_rule(start, "A3d") == "barrage.credits"
    assert space_refusal_rule(start, "T+1g") == "barrage.action_board.blocked"
    free = next(m for m in start.legal_moves() if move_space(m))
    assert space_refusal_rule(start, move_space(free)) is None


def test_every_space_refusal_has_a_card(start):
    state, seen = start, set()
    for _ in range(12):
        spaces = {move_space(m) for m in state.legal_moves()} | {"A3d", "T+1g", "E2g", "B"}
        for sid in spaces:
            rule = space_refusal_rule(state, sid)
            if rule is not None:
                seen.add(rule)
                assert BOOK.find(rule) is not None, rule
                assert space_refusal(state, sid)
        if state.is_over():
            break
        state = state.play(state.legal_moves()[-1])
    assert len(seen) >= 3, seen
