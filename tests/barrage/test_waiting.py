"""A choice left waiting (rule barrage.pending), as notebook 08 shows it."""

from __future__ import annotations

import copy

import pytest

import ludo
from ludo.barrage.guide.waiting import waiting_html, waiting_lines


@pytest.fixture(scope="module")
def four_contracts():
    """USA: the starting contract, two green, one yellow: one face-up contract too many."""
    state = ludo.new("barrage", players=2, seed=1, companies=("usa", "germany"))
    for move in ("C2g G09 G12", "banque 1", "C1d Y08"):
        state = state.play(move)
    return state


def test_the_discard_waits_and_only_its_answers_are_listed(four_contracts):
    sentence, answers = waiting_lines(four_contracts)
    assert "défaussez d'abord un contrat" in sentence and "USA" in sentence
    hand = four_contracts.companies[0].hand
    assert len(hand) == 4
    assert answers == [f"Défausser le contrat {c}" for c in hand]
    shown = waiting_html(four_contracts)
    assert shown.count("<li>") == 4 and "Prochaine étape" in shown
    # an example, said so and framed, never the bold of a live instruction
    assert "<b>" not in shown and "ce n&#x27;est pas votre partie" in shown
    assert shown.startswith("<div class='ludo-guide-example'")


def test_any_other_move_is_refused_by_the_pending_rule(four_contracts):
    before = copy.deepcopy(four_contracts)
    with pytest.raises(ludo.IllegalMove) as refused:
        four_contracts.play("banque 1")
    assert refused.value.rule.startswith("barrage.pending")
    assert four_contracts == before


def test_without_a_waiting_choice_the_next_step_is_an_action():
    state = ludo.new("barrage", players=2, seed=1, companies=("usa", "germany"))
    sentence, answers = waiting_lines(state)
    assert "défaussez" not in sentence and len(answers) > 10
