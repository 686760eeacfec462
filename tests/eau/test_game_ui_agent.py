"""Eau 04's game table, issue 29 §4 (a workshop host's rehearsal), headless: an agent on a
pierced pipe is shown first and played only on « Valider » (or a second click), like any
tile; the line of the unplayed tiles says the game is over; « ⚙ Réglages » and the
new-game button read differently."""

from __future__ import annotations

import copy
import html

import ludo
from ludo.eau import messages as msg
from ludo.eau.rulecards import BOOK
from ludo.eau.rules import Place
from ludo.eau.tiles import SIZE, cell_name, parse_cell
from ludo.eau.ui import EauGame


def _engine_cells(state, code: str) -> set[str]:
    return {cell_name(m.cell) for m in state.legal_moves() if m.code == code}


def test_an_agent_on_a_pierced_pipe_is_shown_then_played_by_a_second_click():
    start = BOOK.position("agent_cells")  # the agent to place, a pierced pipe uncovered in c5
    assert start.board[parse_cell("c5")].code == "X"
    kept = copy.deepcopy(start)
    g = EauGame(start)
    g.board.click("c5")
    assert g.state is start and start == kept  # nothing played yet
    assert g.pending == Place("A", parse_cell("c5"), 0) and g.board.selected == "c5"
    assert html.escape(msg.PREVIEW_STACK.format(cell="c5")) in g.explanation.value
    assert not g.confirm_button.disabled
    g.board.click("c5")  # the second click on the shown agent plays it
    assert g.state.history[-1] == Place("A", parse_cell("c5"), 0)
    assert g.state.events[0].kind == "agent.stacked"
    assert g.explanation.value == g._events_html(g.state.events)  # the engine's words
    assert g.pending is None


def test_a_click_never_plays_even_after_another_tile_was_picked():
    """The rehearsal's one-click agent: the group picked the pierced pipe, then the agent;
    the green cells stayed the pipe's (no pierced pipe among them), and a click on the
    pierced pipe in d3, not green, played the agent at once."""
    g = EauGame(BOOK.position("agent_stacked", moves=0))  # agent, pierced pipe, site to place
    g.pick.value = "X"
    assert g.board.legal == _engine_cells(g.state, "X") and "d3" not in g.board.legal
    g.play("P b1 0")  # the site first (E23); the pierced pipe stays picked
    assert g.pick.value == "X" and g.state.to_place() == ("A", "X")
    g.pick.value = "A"
    assert g.board.legal == _engine_cells(g.state, "A") and "d3" in g.board.legal
    start = g.state
    kept = copy.deepcopy(start)
    for k in range(SIZE * SIZE):  # a first click on any cell plays nothing
        g.board.click(cell_name(k))
        assert g.state is start, cell_name(k)
        g.cancel()
    assert start == kept
    g.board.click("d3")
    assert g.state is start and g.pending == Place("A", parse_cell("d3"), 0)
    g.confirm_button.click()  # « Valider »
    assert g.state.history[-1] == Place("A", parse_cell("d3"), 0)
    assert g.state.board[parse_cell("d3")].covered  # the agent stops its leak


def test_a_cell_the_engine_refuses_says_why_and_plays_nothing():
    start = BOOK.position("agent_cells")
    g = EauGame(start)
    g.board.click("a7")  # touches no tile
    assert g.state is start and g.pending is None
    assert "Coup refusé" in g.explanation.value and "a7" in g.explanation.value


def _last_move_an_agent():
    """A helper's game at three players whose last move stacks an agent (seed 0)."""
    states = ludo.play_out(ludo.new("eau", players=3, seed=0), "helper")
    last = states[-1].history[-1]
    assert last.code == "A" and states[-2].board[last.cell].code == "X"
    return states[-2], last


def test_the_unplayed_tiles_are_told_as_the_end_of_the_game():
    """« 2 tuiles ne seront pas jouées : … 1 agent » came right after an agent was placed,
    as if the game went on and that agent were not played: it is the end of the game, and
    the tiles are those left in the piles or set aside."""
    before, move = _last_move_an_agent()
    g = EauGame(before)
    g.pick.value = "A"
    g.board.click(cell_name(move.cell))
    assert not g.state.is_over() and g.state is before  # shown, not played
    g.confirm_button.click()
    end = g.state
    assert end.is_over() and end.history[-1] == move
    kinds = [e.kind for e in end.events]
    assert kinds == ["agent.stacked", "tiles.unused", "game.over"]
    unused = end.events[1]
    assert unused.text.startswith("La partie est finie, avec ")
    assert "pioche" in unused.text and "ne seront pas" not in unused.text
    assert unused.text.endswith(msg.count_tiles(unused.data["codes"]) + ".")
    assert html.escape(unused.text) in g.explanation.value
    assert msg.GAME_OVER in g.status.value


def test_the_settings_toggle_and_the_new_game_button_read_differently():
    g = EauGame(players=4, seed=1)
    settings, new_game = g.settings_button.description, g.new_button.description
    assert settings.startswith("⚙") and "nouvelle partie" not in settings.lower()
    assert new_game.split()[0] == "Lancer" and "partie" in new_game  # it says what it does
    assert g.settings_button.tooltip and "nouvelle partie" in g.settings_button.tooltip
    assert g.new_button.button_style != g.settings_button.button_style
    g.settings_button.value = True
    g.players_box.value = 3
    g.new_button.click()
    assert g.state.n_players == 3 and g.state.history == ()
