"""Every registered game: seeded random games to the end, with the shared invariants.

A new game joins this suite by registering itself (``ludo.core.register``).
"""

import copy
import dataclasses
import functools
import random
import sys

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


def _well_formed_illegal(state, pool, k=12):
    """Moves of this game (taken from other positions) that this state does not allow."""
    legal = state.legal_moves()
    return [m for m in pool if m not in legal][:k]


@functools.cache
def _move_pool(name):
    """Well-formed moves of ``name``: the legal moves met along two other seeded games."""
    pool = []
    for seed in (21, 22):
        for state in random_game(name, seed)[::2]:
            pool.extend(list(state.legal_moves())[:6])
    return tuple(dict.fromkeys(pool))


@pytest.mark.parametrize("name", ludo.games())
def test_play_never_changes_the_state(name):
    pool = _move_pool(name)
    refused = 0
    for state in random_game(name, 13)[::5]:
        before = copy.deepcopy(state)  # the whole state, not its save text
        for move in list(state.legal_moves())[:10]:
            state.play(move)
        assert state == before
        illegal = _well_formed_illegal(state, pool)
        refused += len(illegal)
        for move in illegal:  # checked after each one: two changes could cancel out
            with pytest.raises(ludo.IllegalMove):
                state.play(move)
            assert state == before
            with pytest.raises(ludo.IllegalMove):
                state.play(str(move))
            assert state == before
        with pytest.raises(ludo.LudoError):
            state.play("ceci n'est pas un coup")
        assert state == before
    assert refused > 20, "the test needs well-formed moves that are illegal"


@pytest.mark.parametrize("name", ludo.games())
def test_old_state_untouched_after_a_rejected_move(name):
    states = random_game(name, 14)
    state = states[1]
    before = copy.deepcopy(state)
    with pytest.raises(ludo.LudoError):
        state.play("§§")
    illegal = _well_formed_illegal(state, (*state.history, *_move_pool(name)))
    assert illegal, "the test needs well-formed moves that are illegal here"
    for move in illegal:
        with pytest.raises(ludo.IllegalMove):
            state.play(move)
        assert state == before


@pytest.mark.parametrize("name", ludo.games())
def test_hand_made_moves_with_wrong_types_are_refused_in_french(name):
    """A move built by hand with a text where a number goes is a ludo error, never a TypeError."""
    state = random_game(name, 15)[2]
    before = copy.deepcopy(state)
    for move in _move_pool(name)[:40]:
        for f in dataclasses.fields(move):
            wrong = "a1" if not isinstance(getattr(move, f.name), str) else ["a1"]
            try:
                bad = dataclasses.replace(move, **{f.name: wrong})
            except ludo.LudoError:
                continue  # the move's own constructor already refuses it (in French)
            with pytest.raises(ludo.LudoError) as err:
                state.play(bad)
            assert "Coup" in str(err.value) or "coup" in str(err.value)
            assert _readable_repr(bad)
    assert state == before


def _readable_repr(move) -> bool:
    """``<Place a1>`` (the notation in brackets), or a constructor call that gives the move back.

    What a repr must never be is code that fails when typed back, such as ``Place('a1')``
    for a move whose cell is a number.
    """
    text = repr(move)
    if text.startswith(f"<{type(move).__name__} ") and text.endswith(">"):
        return True
    namespace = vars(sys.modules[type(move).__module__])
    try:
        return eval(text, dict(namespace)) == move  # noqa: S307 - our own repr, in a test
    except Exception:
        return False


@pytest.mark.parametrize("name", ludo.games())
def test_move_repr_does_not_look_like_code_that_fails(name):
    for move in _move_pool(name)[:30]:
        assert _readable_repr(move), repr(move)
        if name in ("atacama", "eau", "seismic"):  # these show their notation: <Place a1>
            assert repr(move) == f"<{type(move).__name__} {move}>"
