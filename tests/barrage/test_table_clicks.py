"""The Barrage game table played in three clicks (issue 21): an action space on the action
board, a place on the map, « Valider »; driven headless through the boards' own click
callbacks (what a click in the browser calls)."""

import copy
import dataclasses
import html

import pytest

from ludo.barrage.game.moves import CONSTRUCTION, move_places, move_space, parse_move
from ludo.barrage.game.refusals import space_refusal
from ludo.barrage.ui import GameTable
from ludo.barrage.ui.place_refusal import place_refusal


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
    # said under the action board, where the click was (the explanation keeps the turn)
    assert table.notice.layout.display is None and why in table.notice.value
    assert why not in table.explanation.value
    assert table.session.state == before
    assert table.why.click(table.notice.value) == "barrage.credits"  # its « Pourquoi ? »
    assert table.why.shown is not None and table.why.shown.id == "barrage.credits"
    assert table.space == "" and table.choice.layout.display == "none"
    table.actions.board.click("T+1g")  # blocked at two players
    assert "bloqué dans une partie à 2 joueurs" in table.notice.value
    assert table.session.state == before
    table.actions.board.click("E2g")  # a space that can be taken: the notice goes
    assert table.notice.layout.display == "none"


def test_a_space_already_taken_says_who_took_it_with_its_pourquoi(table):
    """A newcomer clicks the space the other seat just took: the answer is on the screen
    (not only in the space's tooltip), with the card of the rule."""
    table.actions.board.click("A1g")
    table.validate()  # Joueur 1 takes the wheel's space; Joueur 2 to play
    before = copy.deepcopy(table.session.state)
    taken = space_refusal(before, "A1g")
    assert taken and "déjà occupé par Joueur 1" in taken
    table.actions.board.click("A1g")
    assert table.notice.layout.display is None and html.escape(taken) in table.notice.value
    assert table.why.click(table.notice.value) == "barrage.action_board.occupied"
    assert table.session.state == before and table.space == ""


def test_a_refused_place_says_why_with_its_pourquoi(table):
    """After « 2 gouttes », a dam of the map is no place for drops; after « Construire », a
    dam already built says who holds it; each with the card of its rule, nothing played."""
    before = copy.deepcopy(table.session.state)
    table.actions.board.click("E2g")
    table.map.board.click("D3L")
    assert "les gouttes se posent sur une source" in table.notice.value
    assert table.why.click(table.notice.value) == "barrage.headstreams"
    assert table.space == "E2g" and table.place == ""  # still asking for a source
    table.map.board.click("C")  # a source: the notice goes, the choice comes
    assert table.notice.layout.display == "none" and table.choice.layout.display is None
    table.cancel()
    table.cancel()
    table.actions.board.click(CONSTRUCTION)
    assert "D3L" not in table.map.board.legal  # a neutral dam stands there
    table.map.board.click("D3L")
    assert "déjà occupé (neutre)" in table.notice.value
    assert table.why.click(table.notice.value) == "barrage.construction.spot"
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


def _with_company(state, **changes):
    """``state`` with the seat to play's company changed (a hand-made position)."""
    seat = state.current_player
    return dataclasses.replace(
        state,
        companies=tuple(
            dataclasses.replace(c, **changes) if i == seat else c
            for i, c in enumerate(state.companies)
        ),
    )


def test_a_refused_construction_place_names_the_tiles_or_the_payment(table):
    """When the map allows a piece on a spot, the refusal says what is missing: a free
    technology tile that builds it, or the machines to pay for it."""
    state = table.session.state
    assert "D5U" in {p for m in state.legal_moves() for p in move_places(m)}
    poor = _with_company(state, excavators=0, mixers=0)
    assert not [m for m in poor.legal_moves() if "D5U" in move_places(m)]
    text, rule = place_refusal(poor, CONSTRUCTION, "D5U")
    assert rule == "barrage.construction.cost"
    assert "ne paie pas une pièce « Base »" in text and "0 excavatrice, 0 bétonnière" in text
    tiles = tuple(t for t in state.companies[state.current_player].tiles if t != "conduit")
    no_tile = _with_company(state, tiles=tiles)
    text, rule = place_refusal(no_tile, CONSTRUCTION, "C5L")
    assert rule == "barrage.construction.tile" and "pièce « Conduite »" in text
    # a source holds no piece at all
    text, rule = place_refusal(state, CONSTRUCTION, "A")
    assert "on n'y construit rien" in text and rule is None


def test_naming_the_table_in_a_workshop_brings_the_game_into_view(monkeypatch, tmp_path):
    """In a workshop the game waits under the table picker; once the table is named, the
    page is asked to scroll to the map (the browser test checks it is then on screen).

    The scroll is asked a moment later on the running event loop (`later`); inside the whole
    suite a browser test's Playwright loop may be the running one, where the call would wait
    for ever: here what is scheduled runs at once, whichever loop runs."""
    import ludo.barrage.ui.table as table_module

    monkeypatch.setattr(table_module, "later", lambda seconds, callback: callback() or True)
    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))
    t = GameTable(players=2, seats=("human", "human"), seed=1)
    assert t.picker is not None and t.map.board.reveal == 0
    t.picker.name.value = "3"  # a new table: its game is shown at once
    assert t.picker.done and t.map.board.reveal == 1
    again = GameTable(players=2, seats=("human", "human"), seed=1)
    again.picker.name.value = "3"  # its save found: resumed on « Reprendre »
    assert again.map.board.reveal == 0
    again.picker.resume_button.click()
    assert again.picker.done and again.map.board.reveal == 1
