"""The core's one speed trick for playing moves (ludo.core.speed, item 1), in every game.

A move that ``legal_moves()`` handed out is applied by ``play`` at once; any other move
(a copy, a text, a move built by hand) goes through the checks and gives the same state.
"""

import copy

import pytest

import ludo
from ludo.core import GameState, MoveList
from ludo.eau.rules import Choose, Place
from ludo.seismic.generation import Placements

from .test_speed import _states


def _refuse_checks(monkeypatch):
    def refuse(self, move):
        raise AssertionError(f"{move!r} was checked although legal_moves() gave it")

    monkeypatch.setattr(GameState, "_as_move", refuse)


@pytest.mark.parametrize("name", ludo.games())
def test_a_move_handed_out_is_played_without_checks_and_a_copy_gives_the_same_state(
    name, monkeypatch
):
    for state in _states(name, seed=3, every=7):
        legal = state.legal_moves()
        moves = list(legal)
        picks = [legal[i] for i in range(min(len(legal), 6))]  # handed out by index
        expected = [state.play(copy.copy(m)) for m in picks]  # checked: copies, not given
        with monkeypatch.context() as patch:
            _refuse_checks(patch)
            assert [state.play(m) for m in picks] == expected
        assert all(legal.gave(m) for m in picks)
        assert [state.play(str(m)) for m in picks] == expected
        assert len(moves) == len(legal)


def test_eau_reads_a_move_built_by_hand_as_the_one_object_of_its_legal_moves():
    for state in _states("eau", seed=3, every=3):
        legal = state.legal_moves()
        for move in list(legal)[:10]:
            twin = (
                Place(move.code, move.cell, move.turn)
                if isinstance(move, Place)
                else Choose(move.code)
            )
            assert twin is not move and not legal.gave(twin)
            assert state._canonical(twin) is move


def test_seismic_placements_stay_lazy_and_are_played_from_the_core():
    state = ludo.new("seismic", seed=4)
    legal = state.legal_moves()
    assert isinstance(legal, Placements) and isinstance(legal, MoveList)
    move = legal[len(legal) // 2]
    assert legal.gave(move) and not legal.gave(copy.copy(move))
    assert state.play(move) == state.play(str(move))
    # S r4 is S r1 for a tile of period 3: play reads it through the game's _canonical
    assert state._canonical(move) is move
