"""The Barrage game table played in three clicks (issue 21): an action space on the action
board, a place on the map, « Valider »; driven headless through the boards' own click
callbacks (what a click in the browser calls)."""

import copy

import pytest

from ludo.barrage.game.moves import CONSTRUCTION, move_places, move_space, parse_move
from ludo.barrage.game.refusals import space_refusal
from ludo.barrage.ui import GameTable


@pytest.fixture
def table():
    """Two people at one screen, past the picks of companies (made by « Valider »)."""
    t = GameTable(players=2, seats=("human", "human"), seed=1)
    while t.session.state.phase == "pick":
        assert t.choice.layout.display is None  # the picks are a short choice at once
        t.validate()
    return t


def test_space_place_valider_plays_that_move(table):
    before = copy.deepcopy(table.session.state)
    assert "E2g" in table.actions.board.legal and "T+2g" not in table.actions.board.legal
    table.actions.board.click("E2g")
    # the map highlights only the water's places: the four headstreams
    assert table.map.board.legal == {"A", "B", "C", "D"}
    assert table.choice.layout.display == "none"
    table.map.board.click("C")
    values = [v for _, v in table.detail.options]
    assert values and all(
        move_space(parse_move(v)) == "E2g" and "C" in move_places(parse_move(v)) for v in values
    )
    table.detail.value = "E2g A C"
    table.validate()
    assert table.session.state == before.play(parse_move("E2g A C"))
    assert table.space == "" and table.place == ""  # the next turn starts afresh


def test_two_drops_start_on_two_drops_at_the_place_clicked(table):
    """« 2 gouttes », then the source C: the short choice starts on both drops in C, the
    space's whole gift (the other choices stay offered)."""
    table.actions.board.click("E2g")
    table.map.board.click("C")
    assert table.detail.value == "E2g C C"
    assert "E2g C" in [v for _, v in table.detail.options]
    table.cancel()
    table.cancel()
    table.actions.board.click("E1g")  # « 1 qui coule »: one drop, on the place clicked
    table.map.board.click("B")
    assert table.detail.value == "E1g B" and table.choice.layout.display is None


def test_a_space_without_places_goes_straight_to_the_choice(table):
    before = copy.deepcopy(table.session.state)
    table.actions.board.click("A1g")
    assert table.choice.layout.display is None
    assert [v for _, v in table.detail.options] == ["A1g"]
    table.validate()
    assert table.session.state == before.play(parse_move("A1g"))


def test_a_construction_in_three_clicks(table):
    state = table.session.state
    builds = [m for m in state.legal_moves() if move_space(m) == CONSTRUCTION]
    move = builds[0]
    table.actions.board.click(CONSTRUCTION)
    assert table.map.board.legal == {p for m in builds for p in move_places(m)}
    table.map.board.click(move.spot)
    table.detail.value = str(move)
    before = copy.deepcopy(state)
    table.validate()
    assert table.session.state == before.play(move)


def test_a_refused_space_says_why_and_changes_nothing(table):
    before = copy.deepcopy(table.session.state)
    why = space_refusal(before, "A3d")
    assert why == "Il vous faut 8 crédits pour cet emplacement, vous en avez 6."
    table.actions.board.click("A3d")
    assert why in table.explanation.value
    assert table.session.state == before
    assert table.why.click(table.explanation.value) == "barrage.credits"  # its « Pourquoi ? »
    assert table.why.shown is not None and table.why.shown.id == "barrage.credits"
    assert table.space == "" and table.choice.layout.display == "none"
    table.actions.board.click("T+1g")  # blocked at two players
    assert "bloqué dans une partie à 2 joueurs" in table.explanation.value
    assert table.session.state == before


def test_annuler_steps_back_one_level(table):
    table.actions.board.click("E2g")
    table.map.board.click("A")
    assert table.choice.layout.display is None
    table.cancel()  # back to the places of the space
    assert table.space == "E2g" and table.place == ""
    assert table.map.board.legal == {"A", "B", "C", "D"}
    assert table.choice.layout.display == "none"
    table.cancel()  # back to the action board
    assert table.space == ""
    assert table.prompt.value == ""


def test_the_header_and_the_next_step_follow_the_turn(table):
    state = table.session.state
    name = state.player_names[state.current_player]
    assert f"à {name} de jouer" in table.turn_header.value
    assert "placez des ingénieurs sur une action" in table.next_line.value
    # once a space is chosen the prompt says the next step: the line is not left stale
    table.actions.board.click("E2g")
    assert table.next_line.layout.display == "none" and "cliquez sur la carte" in table.prompt.value
    table.cancel()
    assert table.next_line.layout.display is None
    table.actions.board.click("A1g")
    assert table.next_line.layout.display == "none"
    table.validate()
    assert table.next_line.layout.display is None
    assert "placez des ingénieurs sur une action" in table.next_line.value
    other = table.session.state.player_names[table.session.state.current_player]
    assert other != name and f"à {other} de jouer" in table.turn_header.value


def test_the_set_up_and_the_move_list_are_folded():
    t = GameTable(players=2, seats=("human", "human"), seed=1)
    assert t.setup.selected_index is None and t.all_moves.selected_index is None
    assert t.level.layout.display == "none"  # no Automa, no Automa level
    t.seat_kinds[1].value = "automa"
    assert t.level.layout.display is None
