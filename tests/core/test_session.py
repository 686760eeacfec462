"""GameSession: the bookkeeping behind every playing widget."""

import pytest

import ludo
from ludo.atacama.players import RandomPlayer
from ludo.widgets import GameSession


def test_human_move_then_computer_answer_and_undo():
    g = GameSession(ludo.new("atacama", seed=1), computer={1: RandomPlayer(0)})
    texts = g.play("e5")
    assert len(g.state.history) == 2 and g.state.current_player == 0
    assert texts[0].startswith("Joueur 1 pose un puits en e5")
    assert g.undo() and g.state.history == ()
    assert not g.undo()


def test_refused_move_changes_nothing():
    g = GameSession(ludo.new("atacama", seed=1))
    g.play("e5")
    before = list(g.history)
    with pytest.raises(ludo.IllegalMove):
        g.play("e6")
    assert g.history == before


def test_computer_opening_and_reset():
    calls = []

    def describe(seat, move, new):
        calls.append((seat, str(move)))
        return [f"seat {seat} played {move}"]

    g = GameSession(ludo.new("atacama", seed=1), {0: RandomPlayer(3)}, describe)
    assert g.computer_turns() == [f"seat 0 played {calls[0][1]}"]
    g.play(g.state.legal_moves()[0])  # the human's move, and the computer answers
    assert len(g.state.history) == 3
    again = g.reset()
    assert len(again) == 1 and len(g.history) == 2  # the start, then the computer's opening
    assert len(g.state.history) == 1 and [seat for seat, _ in calls] == [0, 0, 0]


def test_two_computers_play_to_the_end():
    g = GameSession(ludo.new("atacama", seed=2), {0: RandomPlayer(1), 1: RandomPlayer(2)})
    g.computer_turns()
    assert g.state.is_over() and not g.computer_to_move()
