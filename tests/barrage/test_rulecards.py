"""Barrage's rule cards of the refusals and score lines: what tests/test_rule_cards.py
cannot see.

Each refusal card's example is a tiny position where the engine refuses a move for that
very rule (played here: the rule named, nothing changed); each score line's picture holds
the situation its card talks about; the texts speak the board's words, never the engine's
codes; a search by the words of the board finds the cards.
"""

from __future__ import annotations

import copy
import re

import pytest
from matplotlib.figure import Figure
from rulecard_checks import code_in_texts, missed_by_search

import ludo
from ludo.barrage import rulecards
from ludo.barrage.board import Board
from ludo.barrage.game.refusals import space_refusal
from ludo.barrage.game.scoring import drops_points, objective_value
from ludo.barrage.rulecards import BOOK, REFUSALS, RULE_CARDS, RULE_EXAMPLES, refusal


@pytest.mark.parametrize("rule", sorted(REFUSALS))
def test_each_refusal_example_is_refused_for_its_rule_and_changes_nothing(rule):
    r = refusal(rule)
    before = copy.deepcopy(r.position)
    with pytest.raises(ludo.IllegalMove) as err:
        r.attempt()
    assert BOOK.find(err.value.rule).id == rule, err.value.rule
    assert err.value.reason, "the refusal says why, in French"
    assert r.position == before


def test_every_refusal_card_has_its_position_and_its_picture():
    cards = {card.id: card for card in RULE_CARDS}
    assert set(REFUSALS) <= set(cards)
    own = [c for c in RULE_CARDS if c.example.startswith("refus:")]
    assert len(own) > 20
    for card in own:
        assert card.example == f"refus:{card.id}", "a card shows its own refused move"
        assert card.id in REFUSALS


def test_a_refusal_on_the_map_highlights_the_spots_it_names():
    r = refusal("barrage.construction.one_per_basin")
    assert isinstance(r.position, Board)
    assert r.spots == ("D5L",)
    assert r.position.dam_at("D5U") == ("usa", 1), "the company's Base already in the basin"
    fig = BOOK.example(BOOK.card("barrage.construction.one_per_basin"))
    assert isinstance(fig, Figure)


def test_an_empty_patent_place_is_refused_for_its_tile_not_for_credits():
    """A patent space costs its 5 credits once: a company with 6 credits is told the place
    is empty (it was told it needed 10 credits)."""
    state = refusal("barrage.patent").position
    seat = state.order[state.turn]
    assert state.companies[seat].credits == 6
    assert state.patent[0] == ""
    assert "tuile" in space_refusal(state, "V1")
    with pytest.raises(ludo.IllegalMove, match="plus de tuile") as err:
        state.play("V1")
    assert err.value.rule == "barrage.patent"


def test_the_score_line_pictures_hold_what_their_cards_talk_about():
    held = rulecards.held_water()
    assert any(
        drops_points(held.drops_at(d)) > 0 for d, owner, _ in held.dams if owner != "neutral"
    )
    board = rulecards.structures()
    # the zone where each has most structures, each Elevation a structure of its own
    values = [objective_value(board, c, "most_area") for c in ("usa", "italy")]
    assert values == [3, 6]
    company = rulecards.company_with_income()
    assert company.count("base") == 2 and company.income_under("base", 2) is not None
    assert sum(s.excavators for s in rulecards.wheel_in_use().locked) == 10
    state = rulecards.round_in_progress()
    energies = [c.energy for c in state.companies]
    assert state.round >= 2 and len({e for e in energies if e > 0}) >= 2


def test_the_examples_are_the_same_each_time_and_cached():
    state = rulecards.round_in_progress()
    assert rulecards.round_in_progress.__wrapped__() == state
    for key in ("circuit", "refus:barrage.construction.cost", "piste_d_energie"):
        assert RULE_EXAMPLES[key]() is RULE_EXAMPLES[key]()


def test_the_cards_speak_the_boards_words_never_the_engines():
    """No spot (D5U), action space (T+2g), tile (L1) or decision code, no Python name, no
    rule id in what a player reads."""
    assert not code_in_texts(RULE_CARDS)
    assert not [c.id for c in RULE_CARDS if "barrage." in c.title + c.text]


@pytest.mark.parametrize("card", RULE_CARDS, ids=lambda c: c.id)
def test_a_card_tells_its_rule_in_a_few_sentences(card):
    sentences = [s for s in re.split(r"[.!?](?:\s|$)", card.text) if s.strip()]
    assert 2 <= len(sentences) <= 5, sentences
    assert not card.open_question and not card.is_decision


@pytest.mark.parametrize(
    ("words", "rules"),
    [
        ("cadre rouge", {"barrage.construction.cost", "barrage.credits", "barrage.automa.pay"}),
        ("betonniere", {"barrage.construction.cost"}),
        ("ingenieurs", {"barrage.engineers", "barrage.bank"}),
        ("bureau des brevets", {"barrage.patent"}),
        ("roue de construction", {"barrage.construction.tile", "barrage.resources"}),
        ("conduite adversaire", {"barrage.conduit_payment", "barrage.production.payment"}),
        ("bloqué 2 joueurs", {"barrage.action_board.blocked"}),
        ("automa banque", {"barrage.automa.bank"}),
        ("élévation", {"barrage.construction.elevation"}),
        ("tuile bonus", {"barrage.bonus"}),
        ("objectif", {"barrage.objective"}),
    ],
)
def test_the_search_finds_a_card_by_the_boards_words(words, rules):
    assert not missed_by_search(BOOK, words, rules)
