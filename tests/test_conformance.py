"""Every registered game: seeded random games to the end, with the shared invariants.

A new game joins this suite by registering itself (``ludo.core.register``).
"""

import random

import pytest

import ludo

SEEDS = range(6)


def random_game(name, seed, **options):
    rng = random.Random(seed)
    state = ludo.new(name, seed=seed, **options)
    states = [state]
    for _ in range(5000):
        if state.is_over():
            break
        moves = state.legal_moves()
        assert len(moves) > 0, "a game that is not over must offer a move"
        state = state.play(rng.choice(list(moves)))
        states.append(state)
    assert state.is_over(), f"{name}: seed {seed} did not end"
    return states


@pytest.mark.parametrize("name", ludo.games())
@pytest.mark.parametrize("seed", SEEDS)
def test_seeded_random_games_reach_the_end(name, seed):
    states = random_game(name, seed)
    final = states[-1]
    assert final.current_player is None
    assert len(final.legal_moves()) == 0
    sheet = final.score()
    for p in sheet.players:
        assert sheet.total(p) == sum(x.points for x in sheet.lines if x.player == p and x.counts)
    # same seed, same moves: the game replays exactly
    again = random_game(name, seed)[-1]
    assert again == final


@pytest.mark.parametrize("name", ludo.games())
def test_json_round_trip_at_every_step(name):
    for state in random_game(name, 11)[::3]:
        assert ludo.from_json(state.to_json()) == state


@pytest.mark.parametrize("name", ludo.games())
def test_moves_round_trip_through_text(name):
    for state in random_game(name, 12)[::4]:
        for move in list(state.legal_moves())[:40]:
            assert state.play(str(move)) == state.play(move)


@pytest.mark.parametrize("name", ludo.games())
def test_play_never_changes_the_state(name):
    for state in random_game(name, 13)[::5]:
        before = state.to_json()
        for move in list(state.legal_moves())[:10]:
            state.play(move)
        try:
            state.play("ceci n'est pas un coup")
        except ludo.LudoError:
            pass
        assert state.to_json() == before


@pytest.mark.parametrize("name", ludo.games())
def test_old_state_untouched_after_a_rejected_move(name):
    state = random_game(name, 14)[1]
    before = state.to_json()
    with pytest.raises(ludo.LudoError):
        state.play("§§")
    assert state.to_json() == before
