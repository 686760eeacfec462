"""The game table shows what the computer seats did and how the water flowed (issue 21 §3,
§4), and plays Mahiri Sekibo's copy by clicks: the computers' last moves framed on the map
and the action board until the next click (ludo/barrage/ui/last_move.py), a round's water
phase in one picture and animated drop by drop (ludo/barrage/ui/water_show.py), Sekibo's
button, short choice and « Valider » (ludo/barrage/ui/table.py). Driven headless through
the boards' own click callbacks."""

from __future__ import annotations

import base64
import copy
import html
import re
from dataclasses import replace

import pytest

import ludo
from ludo.barrage.board import Board
from ludo.barrage.draw import action_board_png, game_part_png
from ludo.barrage.draw.map import flow_frame_specs, water_phase_png, water_phase_specs
from ludo.barrage.game import messages as gmsg
from ludo.barrage.game.moves import Sekibo, move_places, move_space, parse_move
from ludo.barrage.ui import GameTable
from ludo.barrage.ui.last_move import last_computer_moves, move_marks
from ludo.barrage.ui.water_show import water_phase
from ludo.barrage.water import final_places
from ludo.widgets.session import GameSession

from .test_game_state import fixed


def _picture(board) -> bytes:
    """The PNG inside a clickable board's SVG."""
    return base64.b64decode(re.search(r'base64,([^"]+)"', board.svg).group(1))


@pytest.fixture(scope="module")
def solo():
    """A person (seat 0) against Tesla's Automa (seat 1), past the picks; the Automa has
    just built its first dam."""
    t = GameTable(players=2, seats=("human", "automa"), seed=3)
    while t.session.state.phase == "pick":
        t.validate()
    return t


def test_the_automa_move_is_framed_until_the_next_click(solo):
    t = solo
    state = t.session.state
    shown = t._shown
    # the Automa's first turn built a dam: that spot is framed, under a title naming it
    before, after = t.session.history[-2], t.session.history[-1]
    assert before.current_player == 1 and str(after.history[-1]) == "automa"
    built = {spot for spot, *_ in after.board.dams} - {spot for spot, *_ in before.board.dams}
    assert built and set(shown.places) == built
    assert "l'Automa" in shown.title
    assert _picture(t.map.board) != game_part_png(state, "map")
    # its next turn takes an action space: its engineers are framed on the action board
    t.actions.board.click("A1g")
    t.validate()
    shown = t._shown
    assert shown and shown.spaces, shown
    state = t.session.state
    mine = {sid for sid, seat in state.spaces if seat == 1}
    assert set(shown.spaces) <= mine
    assert _picture(t.actions.board) == action_board_png(state, shown=shown.spaces)
    assert _picture(t.actions.board) != action_board_png(state)
    # the next click (an action space) ends it: both pictures are the plain ones again
    t.actions.board.click("B")
    assert t._shown is None
    assert _picture(t.map.board) == game_part_png(state, "map")
    assert _picture(t.actions.board) == action_board_png(state)
    t.cancel()


def test_the_framing_also_fades_after_a_few_seconds(solo):
    t = solo
    t.actions.board.click("B")  # one engineer to the bank: the Automa answers, framed
    t.detail.value = t.detail.options[0][1]
    t.validate()
    shown = t._shown
    assert shown
    t._fade(object())  # a timer of an older move changes nothing
    assert t._shown is shown
    t._prewarm()  # once the answer is sent: the plain pictures drawn in advance
    assert () in t.actions._drawn[1] and shown.spaces in t.actions._drawn[1]
    t._fade(shown)
    assert t._shown is None
    assert _picture(t.actions.board) == action_board_png(t.session.state)


def test_a_computer_player_move_is_framed_where_it_played():
    """Two seats: a person and the « Bâtisseur »; the marks of its move are the move's
    places and space."""
    t = GameTable(players=2, seats=("human", "greedy"), seed=2)
    while t.session.state.phase == "pick" or t.session.state.current_player != 0:
        t.validate()
    t.actions.board.click("A1g")
    t.validate()
    history = t.session.history
    last = next(i for i in range(len(history) - 1, 0, -1) if history[i - 1].current_player == 1)
    places, spaces = move_marks(history[last - 1], history[last])
    move = history[last].history[-1]
    assert set(move_places(move)) <= places
    if move_space(move):
        assert move_space(move) in spaces
    assert t._shown == last_computer_moves(history, t.session.computer)
    assert t._shown and "Joueur 2" in t._shown.title
    # the seat named once with its company (« Joueur 2 (USA) », never « (USA) (USA) »)
    name = t.session.state.player_names[1]
    assert name.endswith(")") and t._shown.title.endswith(name), t._shown.title


def test_nothing_is_shown_after_a_person_moves_at_a_table_of_people():
    t = GameTable(players=2, seats=("human", "human"), seed=1)
    while t.session.state.phase == "pick":
        t.validate()
    t.actions.board.click("A1g")
    t.validate()
    assert t._shown is None


# -- the water phase ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def round_over():
    """A game against the Automa whose person banks every engineer: the Automa plays on
    and round 1 ends within the same click (seed 8: four drops, two held, two gone)."""
    t = GameTable(players=2, seats=("human", "automa"), seed=8)
    while t.session.state.phase == "pick":
        t.validate()
    assert t.water.layout.display == "none"  # no round over yet: no water block
    t.actions.board.click("B")
    t.detail.value = t.detail.options[-1][1]  # all the engineers
    t.validate()
    assert t.session.state.round == 2
    return t


def test_the_water_phase_is_one_picture_then_drop_by_drop(round_over):
    t = round_over
    phase = t.water.phase
    assert t.water.layout.display is None and phase is not None and phase.round == 1
    assert bytes(t.water.picture.value) == water_phase_png(phase.board, list(phase.events))
    assert "L'eau à la fin de la manche 1" in t.water.heading.value
    # the flow is the engine's: the board before it (recorded in the round's event) flowed
    # again gives the same events, and the last frame is the board it returned
    start = next(e for s in t.session.history for e in s.events if e.kind == "water.phase")
    board = replace(Board.from_dict(start.data["board"]), exited=0)  # this phase's exits only
    after, events = board.flow()
    assert phase.board == board and list(phase.events) == events
    specs, texts = flow_frame_specs(phase.board, list(phase.events))
    drops = sum(1 for e in events if e.kind == "drop.start")
    assert drops == phase.drops() == 4
    held = [e for e in events if e.kind == "drop.move" and e.data["result"] == "stop"]
    assert len(held) == 2 and sum(after.drops_at(e.data["to"]) for e in held) >= 2
    assert len(specs) == len(texts) == drops + 1  # the start, then one frame per drop
    assert specs[-1][0] == after
    # on request, the animation: a Play button and a slider through those frames
    assert t.water.stepper is None
    t.water.animate.value = True
    stepper = t.water.stepper
    assert len(stepper) == drops + 1
    first = stepper.image.value
    stepper.value = len(stepper) - 1
    assert stepper.image.value != first and stepper.slider.value == drops
    t.water.animate.value = False
    assert t.water.animation.children == ()


def test_the_water_picture_counts_the_drops_gone_as_the_round_summary_does(round_over):
    """A drop left the board before the water phase (the Automa's production): the picture
    and the animation count the phase's own exits, the number the round's block says."""
    t = round_over
    start = next(e for s in t.session.history for e in s.events if e.kind == "water.phase")
    assert Board.from_dict(start.data["board"]).exited == 1  # gone before the phase
    phase = t.water.phase
    after, _ = water_phase_specs(phase.board, list(phase.events))
    gone = sum(1 for place in final_places(phase.events).values() if place.startswith("EXIT"))
    assert after.exited == gone == 2
    specs, _ = flow_frame_specs(phase.board, list(phase.events))
    assert specs[-1][0].exited == 2  # the animation's last frame says the same
    said = html.unescape(t.explanation.value)
    assert str(gmsg.WATER_EXITED.format(n=2)) in said


def test_water_phase_of_moves_that_end_no_round():
    state = ludo.new("barrage", players=2, seed=1)
    assert water_phase(list(state.events)) is None and water_phase(None) is None


def test_the_water_block_hides_on_the_next_move(round_over):
    t = round_over
    t.actions.board.click("B")
    t.detail.value = t.detail.options[0][1]
    t.validate()
    assert t.water.layout.display == "none" and t.water.phase is None


# -- Mahiri Sekibo's copy by clicks -------------------------------------------------------
def _sekibo_table() -> GameTable:
    state = fixed(companies=("germany", "italy"), officers=("sekibo", "adler"))
    t = GameTable(players=2, seats=("human", "human"), seed=5)
    t.session = GameSession(state)
    t._show([])
    assert t.session.state.current_player == 0
    return t


def test_sekibo_copies_an_officer_by_clicks_as_the_move_list_does():
    t = _sekibo_table()
    before = copy.deepcopy(t.session.state)
    copies = [m for m in before.legal_moves() if isinstance(m, Sekibo)]
    assert [str(m) for m in copies] == ["sekibo adler"]
    assert t.sekibo_button.layout.display is None  # offered beside the map
    t.sekibo_button.click()
    assert t.choice.layout.display is None
    assert [v for _, v in t.detail.options] == ["sekibo adler"]
    assert "Wilhelm Adler" in t.detail.label
    t.validate()
    assert t.session.state == before.play(parse_move("sekibo adler"))
    # once copied, her turn goes on on the action board: no second copy offered
    assert t.sekibo_button.layout.display == "none"
    assert t.session.state.current_player == 0


def test_sekibo_button_is_cancelled_and_absent_without_her():
    t = _sekibo_table()
    before = copy.deepcopy(t.session.state)
    t.sekibo_button.click()
    t.cancel()
    assert t.space == "" and t.choice.layout.display == "none"
    assert t.session.state == before
    t = GameTable(players=2, seats=("human", "human"), seed=1)
    while t.session.state.phase == "pick":
        t.validate()
    assert not any(c.officer == "sekibo" for c in t.session.state.companies)
    assert t.sekibo_button.layout.display == "none"
