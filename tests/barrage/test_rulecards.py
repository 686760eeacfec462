"""Barrage's rule cards of the refusals and score lines: what tests/test_rule_cards.py
cannot see.

Each refusal card's example (``ludo/barrage/cards/rules.toml``) is a tiny position where
the engine refuses a move for that very rule (played here: the rule named, nothing
changed); each score line's picture holds the situation its card talks about; the texts
speak the board's words, never the engine's codes; a search by the words of the board
finds the cards.
"""

from __future__ import annotations

import copy
import re

import pytest
from matplotlib.figure import Figure
from rulecard_checks import code_in_texts, missed_by_search

import ludo
from ludo.barrage.board import Board
from ludo.barrage.construction import check_build
from ludo.barrage.game.moves import Buy
from ludo.barrage.game.refusals import space_refusal
from ludo.barrage.game.scoring import drops_points, objective_value
from ludo.barrage.production import produce, produce_second
from ludo.barrage.rulecards import BOOK

#: The rule cards (the decisions' cards are tested in test_rulecards_decisions.py).
RULE_CARDS = [card for card in BOOK if not card.is_decision]
#: The examples that refuse a move, by name (« refus:<rule id> »).
REFUSALS = sorted(n for n, ex in BOOK.examples.items() if getattr(ex, "refuse", ""))
#: The refusals drawn on a map cut to the refused move's spots.
CUT_MAPS = sorted(n for n in REFUSALS if BOOK.spec(n).options.get("crop"))

#: The engine's functions a refusal on a board alone names (``rules.toml``'s header).
CALLS = {
    "check_build": check_build,
    "produce": produce,
    "produce_second": produce_second,
    "round_drops": lambda board, **args: board.round_drops(**args),
    "Buy": lambda state, **args: state.play(Buy(**args)),
}


def attempt(position, refuse: str):
    """Play the refused move ``refuse`` at ``position``: a game's move in its notation, or
    calls ``name key=value …`` chained by « ; », each on what the previous returned."""
    if "=" not in refuse:
        return position.play(refuse)
    value = position
    for call in refuse.split(";"):
        name, *words = call.split()
        args = dict(word.split("=", 1) for word in words)
        value = CALLS[name](
            value, **{k: int(v) if re.fullmatch(r"-?\d+", v) else v for k, v in args.items()}
        )
    return value


def test_the_refusal_notation_reads_calls_and_chains_them():
    board = BOOK.position("refus:barrage.ability.germany")
    first = attempt(
        board,
        "produce company=germany dam=D6U conduit=C6R powerhouse=P7a drops=2 action_bonus=2",
    )
    assert first.energy > 0 and first.board.drops_at("D6U") == 0
    second = "produce_second dam=D7U conduit=C7L powerhouse=P10a drops=1"
    assert attempt(first, second).second


@pytest.mark.parametrize("name", REFUSALS)
def test_each_refusal_example_is_refused_for_its_rule_and_changes_nothing(name):
    spec = BOOK.spec(name)
    position = BOOK.position(name)
    before = copy.deepcopy(position)
    with pytest.raises(ludo.IllegalMove) as err:
        attempt(position, spec.refuse)
    assert BOOK.find(err.value.rule).id == spec.rule, err.value.rule
    assert name == f"refus:{spec.rule}"
    assert err.value.reason, "the refusal says why, in French"
    assert position == before


def test_every_refusal_card_has_its_position_and_its_picture():
    own = [c for c in RULE_CARDS if c.example.startswith("refus:")]
    assert len(own) > 20
    for card in own:
        assert card.example == f"refus:{card.id}", "a card shows its own refused move"
        assert card.example in REFUSALS
    for name in REFUSALS:
        assert BOOK.card(BOOK.spec(name).rule).id == BOOK.spec(name).rule


def test_a_refusal_on_the_map_highlights_the_spots_it_names():
    name = "refus:barrage.construction.one_per_basin"
    board = BOOK.position(name)
    assert isinstance(board, Board)
    assert BOOK.spec(name).options["highlight"] == ["D5L"]
    assert board.dam_at("D5U") == ("usa", 1), "the company's Base already in the basin"
    fig = BOOK.example(BOOK.card("barrage.construction.one_per_basin"))
    assert isinstance(fig, Figure)


@pytest.mark.parametrize("name", CUT_MAPS)
def test_a_refusal_map_is_cut_to_the_refused_move(name):
    """A refusal's map is cut to the basins of the refused move: every spot of the move
    inside, in a figure at most 5.5 inches wide (half the whole map's 11)."""
    from ludo.barrage.draw import map_positions

    fig = BOOK.picture(name)
    ax = fig.axes[0]
    (x0, x1), (y0, y1) = ax.get_xlim(), ax.get_ylim()
    spots = BOOK.spec(name).options["highlight"]
    assert spots
    for spot in spots:
        x, y = map_positions()[spot]
        assert x0 <= x <= x1 and y0 <= y <= y1, (name, spot)
    assert fig.get_size_inches()[0] <= 5.5, name


def test_an_action_space_refusal_frames_its_space_on_the_action_board():
    spec = BOOK.spec("refus:barrage.action_board.occupied")
    assert spec.drawing == "rule_action_board" and spec.options == {"highlight": "M1g"}
    state = BOOK.position("refus:barrage.action_board.occupied")
    assert "M1g" in dict(state.spaces)
    assert isinstance(BOOK.picture("refus:barrage.action_board.occupied"), Figure)


def test_an_empty_patent_place_is_refused_for_its_tile_not_for_credits():
    """A patent space costs its 5 credits once: a company with 6 credits is told the place
    is empty (it was told it needed 10 credits)."""
    state = BOOK.position("refus:barrage.patent")
    seat = state.order[state.turn]
    assert state.companies[seat].credits == 6
    assert state.patent[0] == ""
    assert "tuile" in space_refusal(state, "V1")
    with pytest.raises(ludo.IllegalMove, match="plus de tuile") as err:
        state.play("V1")
    assert err.value.rule == "barrage.patent"


def test_the_score_line_pictures_hold_what_their_cards_talk_about():
    held = BOOK.position("eau_retenue")
    owned = [d for d, owner, _ in held.dams if owner != "neutral"]
    assert any(drops_points(held.drops_at(d)) > 0 for d in owned)
    assert BOOK.spec("eau_retenue").options["highlight"] == owned
    board = BOOK.position("structures")
    # the zone where each has most structures, each Elevation a structure of its own
    values = [objective_value(board, c, "most_area") for c in ("usa", "italy")]
    assert values == [3, 6]
    assert BOOK.spec("structures").options["highlight"] == board.structures_of("usa")
    company = BOOK.position("plateau_societe")
    assert company.count("base") == 2 and company.income_under("base", 2) is not None
    assert sum(s.excavators for s in BOOK.position("roue").locked) == 10
    state = BOOK.position("piste_d_energie")
    energies = [c.energy for c in state.companies]
    assert state.round >= 2 and len({e for e in energies if e > 0}) >= 2


@pytest.mark.parametrize("name", ["circuit", "eau_retenue", "structures"])
def test_a_score_line_map_shows_the_whole_map_with_its_spots(name):
    fig = BOOK.picture(name)
    assert isinstance(fig, Figure) and fig.get_size_inches()[0] > 5.5


def test_the_pictures_are_made_once():
    for key in ("circuit", "refus:barrage.construction.cost", "piste_d_energie", "automa"):
        assert BOOK.picture(key) is BOOK.picture(key)


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


def test_the_two_drawing_tables_of_the_cards_share_no_name():
    """The refusals' and the decisions' drawings are gathered in one table: a name in both
    would silently draw one example with the other's drawing."""
    from ludo.barrage.draw import CARD_PICTURES, card_decisions, card_rules

    assert not set(card_rules.PICTURES) & set(card_decisions.PICTURES)
    assert len(CARD_PICTURES) == len(card_rules.PICTURES) + len(card_decisions.PICTURES)
