"""Atacama's rule cards say what the engine does: each example position holds its card's
situation (reached by legal moves), the engine refuses there under the card's id, the
texts carry no engine code, and a search by a player's words finds the cards.

``tests/test_rule_cards.py`` checks that every id has a card; this file checks what a
source scan cannot see.
"""

from __future__ import annotations

import re

import pytest
from matplotlib.figure import Figure
from rulecard_checks import code_in_texts, missed_by_search

import ludo
from ludo.atacama.rulecards import BOOK
from ludo.atacama.rules import Place, Role
from ludo.atacama.scoring import LINE_RULES, line_cells

#: The example positions, by name (``ludo/atacama/cards/examples.toml``).
EXAMPLES = sorted(BOOK.examples)
#: A field as the board prints it (O3, A5, C1: ore and value) only looks like a code.
FIELD = re.compile(r"\b[OAC][1-5]\b")


def test_the_texts_carry_no_engine_code_and_no_python_name():
    assert not code_in_texts(BOOK, FIELD)


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("colonne", {"atacama.column"}),
        ("rangée", {"atacama.row"}),
        ("puits double", {"atacama.tactical", "atacama:A8"}),
        ("concession", {"atacama.concession", "atacama.forced_concession", "atacama:A11"}),
        ("diagonale", {"atacama.not_adjacent"}),
        ("negatif", {"atacama.column", "atacama.row"}),
        ("jeu avance", {"atacama.hidden", "atacama.no_concession", "atacama:A9"}),
    ],
)
def test_the_search_finds_the_cards_by_the_players_words(words, expected):
    assert not missed_by_search(BOOK, words, expected)


def test_each_scoring_direction_cites_a_literal_id_with_its_own_card():
    assert LINE_RULES == {"columns": "atacama.column", "rows": "atacama.row"}
    for rule in LINE_RULES.values():
        assert BOOK.find(rule).id == rule


def test_the_rulebook_example_gives_the_rulebook_totals_on_the_framed_lines():
    s = BOOK.position("column_a")
    assert BOOK.position("row_9") == s
    assert s.score().total(0) == 1 and s.score().total(1) == 4
    column_a = score_line(s, "columns", 0)
    row_9 = score_line(s, "rows", 8)
    assert (column_a.rule, column_a.points, column_a.counts) == ("atacama.column", 5, True)
    assert (row_9.rule, row_9.points, row_9.counts) == ("atacama.row", 7, True)
    assert BOOK.card("atacama.column").example == "column_a"
    assert BOOK.card("atacama.row").example == "row_9"
    a9 = next(d for d in row_9.details if d[0] == 72)  # A4: a9 counts for both players
    assert a9[1] == -1 and next(d for d in column_a.details if d[0] == 72)[1] == 1


def score_line(state, direction: str, index: int):
    """The score-sheet line of column or row ``index`` (0 is column a, or row 1)."""
    cells = set(line_cells(direction, index))
    return next(
        ln
        for ln in state.score().lines
        if ln.rule == LINE_RULES[direction] and ln.items and set(ln.items) <= cells
    )


@pytest.mark.parametrize("key", EXAMPLES)
def test_every_example_is_a_picture_of_its_position(key):
    fig = BOOK.picture(key)
    assert isinstance(fig, Figure) and fig.axes
    assert isinstance(BOOK.position(key), ludo.GameState)


def test_the_refusal_written_in_an_example_is_refused_under_its_rule():
    spec = BOOK.spec("forced")
    before = BOOK.position("forced")
    with pytest.raises(ludo.IllegalMove) as info:
        before.play(spec.refuse)
    assert info.value.rule == spec.rule == "atacama.forced_concession"
    assert BOOK.position("forced") == before


@pytest.mark.parametrize(
    ("rule", "move"),
    [
        ("atacama.one_per_field", "e5"),
        ("atacama.not_adjacent", "e4"),
        ("atacama.hidden", "i9"),
        ("atacama.supply", "c1*"),
        ("atacama.concession", "turquoise-rangees"),
        ("atacama.forced_concession", None),  # a free field: the well must buy instead
        ("atacama.board", Place(81)),
    ],
)
def test_the_engine_refuses_in_the_card_example_under_the_card_id(rule, move):
    card = BOOK.find(rule)
    assert rule in card.ids
    s = BOOK.position(card.example)
    if move is None:
        move = Place(s.free_cells()[0])
    with pytest.raises(ludo.IllegalMove) as info:
        s.play(move)
    assert info.value.rule == rule


def test_the_forced_purchase_is_told_as_our_decision_a12_not_as_the_rulebook():
    """The engine refuses under ``atacama.forced_concession``; its « Pourquoi ? » is the card
    of decision A12, which says the rulebook leaves the case open."""
    card = BOOK.find("atacama.forced_concession")
    assert card is BOOK.card("atacama:A12")
    assert card.is_decision and card.open_question
    assert card.ids == ("atacama:A12", "atacama.forced_concession")


def test_the_tactical_card_shows_double_wells_a_plain_game_refuses():
    with pytest.raises(ludo.IllegalMove) as info:
        BOOK.position("centre").play("a1*")
    assert info.value.rule == "atacama.tactical"
    s = BOOK.position(BOOK.card("atacama.tactical").example)
    assert sum(1 for w in s.wells if w is not None and w[1]) == 3
    assert s.supply[0] == (11, 0)


def test_the_advanced_examples_hold_their_situations():
    start = BOOK.position(BOOK.card("atacama:A9").example)
    assert start.revealed == frozenset({0, 1, 3}) and start.roles == (None, None)
    assert {ln.rule for ln in start.score().lines} == {"atacama.no_concession"}
    bought = BOOK.position(BOOK.card("atacama:A11").example)
    buyer = bought.history[-1]
    assert bought.roles[0] == Role(buyer.direction, buyer.concession)
    assert bought.roles[1] == Role("rows", "turquoise")  # the other concession and direction
    assert [bought.wells_left(p) for p in (0, 1)] == [13, 14]
    forced = BOOK.position(BOOK.card("atacama:A12").example)
    assert forced.roles == (None, None) and forced.wells_left(forced.mover) == 1
    assert all(m.__class__.__name__ == "TakeConcession" for m in forced.legal_moves())


def test_the_blocked_example_ends_with_wells_in_hand():
    s = BOOK.position(BOOK.card("atacama:A5").example)
    assert s.is_over() and not s.free_cells()
    assert sum(s.wells_left(p) for p in range(2)) > 0


def test_the_four_player_example_has_the_roles_of_the_decision():
    s = BOOK.position(BOOK.card("atacama:A6").example)
    assert [(r.direction, r.concession) for r in s.roles] == [
        ("columns", "turquoise"),
        ("rows", "orange"),
        ("columns", "orange"),
        ("rows", "turquoise"),
    ]


def test_a_card_points_at_the_notebook_of_its_subject():
    assert BOOK.card("atacama.not_adjacent").where[0].startswith("atacama/01_poser")
    assert BOOK.card("atacama.column").where[0].startswith("atacama/02_le_decompte")
    assert BOOK.card("atacama:A11").where[0].startswith("atacama/03_variantes")
