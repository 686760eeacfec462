"""Every refused move names its rule as data (``IllegalMove.rule``), in every game.

A widget reads ``err.rule`` and ``err.reason``; it never parses the French message.
The moves fed here are well formed (legal in another position of the same game) but
illegal where they are played.
"""

import random

import pytest

import ludo


def _positions(name, seed):
    rng = random.Random(seed)
    state = ludo.new(name, seed=seed)
    out = [state]
    while not state.is_over() and len(out) < 400:
        state = state.play(rng.choice(list(state.legal_moves())))
        out.append(state)
    return out


@pytest.mark.parametrize("name", ludo.games())
def test_refused_moves_carry_a_rule_id_and_a_french_reason(name):
    states = _positions(name, 21)
    pool = [m for s in states[::7] for m in list(s.legal_moves())[:30]]
    refused = 0
    for state in states[::5]:
        if state.is_over():
            continue
        legal = state.legal_moves()
        for move in pool:
            if move in legal:
                continue
            with pytest.raises(ludo.IllegalMove) as info:
                state.play(move)
            err = info.value
            assert isinstance(err.rule, str) and err.rule, f"{name}: {err} has no rule id"
            assert err.rule.split(".")[0] in (name, "game", "move"), err.rule
            assert isinstance(err.reason, str) and err.reason
            assert err.reason in str(err)
            refused += 1
    assert refused > 20, "the test must feed illegal moves"


@pytest.mark.parametrize("name", ludo.games())
def test_a_finished_game_refuses_with_its_rule_id(name):
    final = _positions(name, 3)[-1]
    while not final.is_over():
        final = final.play(final.legal_moves()[0])
    move = ludo.new(name, seed=3).legal_moves()[0]
    with pytest.raises(ludo.IllegalMove) as info:
        final.play(move)
    assert info.value.rule == "game.over"
