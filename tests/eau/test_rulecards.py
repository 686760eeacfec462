"""Eau's rule cards say what the engine does: each example position (real games reached
by legal moves, boards laid out by hand kept as exact saves) holds its card's situation
and its picture frames what the card is about, the engine's refusals in an example
position cite that card, the texts carry no engine code, and a search by the issue's
words (« fuite », « circuit fermé »...) finds them.

``tests/test_rule_cards.py`` checks that every id has a card; this file checks what a
source scan cannot see.
"""

from __future__ import annotations

import copy
import re

import pytest
from rulecard_checks import code_in_texts, missed_by_search

import ludo
from ludo.eau.network import LEAK_KINDS, leaks, water_reach
from ludo.eau.rulecards import BOOK
from ludo.eau.rules import Choose, Place
from ludo.eau.scoring import LEAK_RULES, repairs
from ludo.eau.tiles import parse_cell

#: The examples, by name (``ludo/eau/cards/examples.toml``).
EXAMPLES = sorted(BOOK.examples)


def test_the_texts_carry_no_engine_code_and_no_python_name():
    assert not code_in_texts(BOOK)


def test_a_decision_card_has_the_rulebook_question_and_a_different_answer():
    for card in BOOK:
        if card.is_decision:
            assert card.open_question.strip() != card.text.strip()
            assert card.open_question.endswith((".", "?")), card.id


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("fuite", {f"eau.leak.{kind}" for kind in LEAK_KINDS} | {"eau.leak", "eau:E10"}),
        ("circuit fermé", {"eau.repair.circuit10", "eau.repair.circuit20", "eau.circuit"}),
        ("agent", {"eau.agent", "eau:E13", "eau:E25", "eau.leak.pierced"}),
        ("réparation", {"eau.repair.circuit10", "eau.repair.square", "eau.repair.cap"}),
        ("reparation tuyau", {"eau.repair.circuit20", "eau:E16"}),
        ("station epuration", {"eau.reach.station", "eau:E14", "eau.leak.event"}),
    ],
)
def test_the_search_finds_the_cards_by_the_players_words(words, expected):
    assert not missed_by_search(BOOK, words, expected)


def test_every_kind_of_leak_has_its_literal_id_and_its_own_card():
    assert set(LEAK_RULES) == set(LEAK_KINDS)
    for kind, rule in LEAK_RULES.items():
        assert rule == f"eau.leak.{kind}"
        assert BOOK.find(rule).id == rule  # its own card, not the general one


@pytest.mark.parametrize("key", EXAMPLES)
def test_every_example_is_the_svg_board_of_its_position(key):
    s = BOOK.position(key)
    assert isinstance(s, ludo.GameState) and s.game == "eau"
    assert BOOK.picture(key).startswith("<svg")
    assert BOOK.spec(key).drawing == "board"


@pytest.mark.parametrize("kind", LEAK_KINDS)
def test_a_leak_example_shows_a_leak_of_its_kind_where_it_frames_it(kind):
    card = BOOK.card(f"eau.leak.{kind}")
    assert card.example == f"leak_{kind}"
    s = BOOK.position(card.example)
    (framed,) = BOOK.spec(card.example).options["highlight"]
    cell = parse_cell(framed)
    assert any(lk.kind == kind and lk.cell == cell for lk in leaks(s.board))
    assert any(ln.rule == card.id and ln.points == -1 for ln in s.score().lines)
    svg = BOOK.example(card)
    assert svg.startswith("<svg") and 'stroke="black"' in svg  # the leak's cell is framed
    assert framed_cells(svg) == {cell}


def test_the_repair_examples_earn_the_repairs_their_cards_name():
    one = [rule for _, rule, _, _ in repairs(BOOK.position("circuit_15").board)[1]]
    two = [rule for _, rule, _, _ in repairs(BOOK.position("circuit_23").board)[1]]
    assert one == ["eau.repair.circuit10"] and two == ["eau.repair.circuit20"]
    assert {"circuit_15"} == {BOOK.card(r).example for r in ("eau.repair.circuit10", "eau.circuit")}
    assert BOOK.card("eau.repair.circuit20").example == "circuit_23"
    full = BOOK.position("full_square")
    assert None not in full.board
    sheet = full.score()
    rules = {ln.rule: ln.points for ln in sheet.lines}
    assert rules["eau.repair.circuit20"] == 2 and rules["eau.repair.square"] == 1
    assert rules["eau.repair.cap"] == -1 and sheet.extra["repairs"] == 2
    for rule in ("eau.repair.square", "eau.repair.cap", "eau:E3", "eau:E26"):
        assert BOOK.card(rule).example == "full_square"


def test_the_circuit_examples_draw_the_longest_circuit():
    plain = BOOK.position("circuit_15")
    assert BOOK.picture("circuit_15") != BOOK.drawing(BOOK.spec("circuit_15"))(plain)
    assert "<polyline" in BOOK.picture("circuit_15")
    assert "<polyline" not in BOOK.picture("loops")


def test_the_station_and_reach_examples_show_water_arriving():
    station = BOOK.position("station").board
    reach = water_reach(station)
    assert reach["stations"] == {parse_cell("d2"): True}
    assert not [lk for lk in leaks(station) if lk.cell == parse_cell("d3")]
    assert BOOK.card("eau.reach.station").example == "station"
    users = water_reach(BOOK.position("loops").board)["users"]
    assert 0 < sum(users.values()) < len(users)  # some users reached (framed), not all
    assert BOOK.card("eau.reach.user").example == "loops"


def test_the_agent_example_covers_the_pierced_pipe_and_closes_leaks():
    before = BOOK.position("agent_stacked", 0)
    after = BOOK.position("agent_stacked")
    assert after.history[:-1] == before.history and str(after.history[-1]) == "A d3 0"
    d3 = parse_cell("d3")
    assert after.board[d3].covered and not before.board[d3].covered
    assert [lk.kind for lk in leaks(before.board) if lk.cell == d3].count("pierced") == 1
    assert not [lk for lk in leaks(after.board) if lk.kind == "pierced"]
    assert len(leaks(after.board)) < len(leaks(before.board))
    assert BOOK.card("eau:E25").example == "agent_stacked"


@pytest.mark.parametrize(
    ("rule", "example", "move"),
    [
        ("eau.phase", "round", Choose("I")),
        ("eau.hand", "choosing", None),  # a code missing from the hand
        ("eau.tile", "round", None),  # a code nobody revealed
        ("eau.occupied", "frontier", "d4"),
        ("eau.touch", "frontier", "g1"),
        ("eau.pierced", "pierced_cells", "elsewhere"),
        ("eau.agent", "agent_cells", "elsewhere"),
    ],
)
def test_the_engine_refuses_in_the_card_example_under_the_card_id(rule, example, move):
    """The card's example position is one where that refusal really happens."""
    card = BOOK.find(rule)
    assert card.id == rule and card.example == example
    s = BOOK.position(example)
    before = copy.deepcopy(s)
    if rule == "eau.hand":
        mine = set(s.hands[s.current_player])
        move = Choose(next(c for c in "ILT" if c not in mine))
    elif rule == "eau.tile":
        move = Place(next(c for c in "ILTP" if c not in s.to_place()), parse_cell("d3"))
    elif move == "elsewhere":  # a cell touching a tile, but not where this event may go
        code = s.to_place()[0]
        allowed = {m.cell for m in s.placements(code)}
        move = Place(code, next(c for c in s.frontier() if c not in allowed))
    elif isinstance(move, str):
        move = Place(s.to_place()[0], parse_cell(move))
    with pytest.raises(ludo.IllegalMove) as info:
        s.play(move)
    assert info.value.rule == rule
    assert s == before


def framed_cells(svg: str) -> set[int]:
    """The cells a board picture frames in black (its ``highlight``)."""
    return {
        parse_cell("abcdefg"[int(float(x))] + str(int(float(y)) + 1))
        for x, y in re.findall(r'<rect x="([0-9.]+)" y="([0-9.]+)" width="0.92"', svg)
    }


def test_the_pierced_and_agent_examples_frame_exactly_the_permitted_cells():
    for code, key in (("X", "pierced_cells"), ("A", "agent_cells")):
        s = BOOK.position(key)
        assert s.to_place() == (code,)
        cells = {m.cell for m in s.placements(code)}
        assert framed_cells(BOOK.picture(key)) == cells
    assert parse_cell("c5") in {m.cell for m in BOOK.position("agent_cells").placements("A")}
    assert BOOK.position("agent_cells").board == BOOK.position("pierced_cells").board


def test_the_frontier_example_frames_the_free_cells_touching_a_tile():
    s = BOOK.position("frontier")
    assert s == BOOK.position("round") and s.phase == "place"
    assert framed_cells(BOOK.picture("frontier")) == set(s.frontier())
    assert not framed_cells(BOOK.picture("round"))


def test_the_game_examples_have_the_players_and_options_of_their_decisions():
    assert BOOK.card("eau:E19").example == "five_players"
    assert BOOK.position("five_players").n_players == 5
    hidden = BOOK.position(BOOK.card("eau:E5").example)
    assert hidden.setup().get("hidden_events") is True
    assert BOOK.position("first_round").setup().get("hidden_events") is None


def test_a_card_points_at_the_notebook_of_its_subject():
    assert BOOK.card("eau.leak").where[0].startswith("eau/02_les_fuites.ipynb")
    assert BOOK.card("eau.circuit").where[0].startswith("eau/03_le_circuit_ferme.ipynb")
    assert BOOK.card("eau:E15").where[0].startswith("eau/04_une_partie_cooperative.ipynb")
