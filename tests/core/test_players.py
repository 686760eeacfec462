"""The player protocol shared by every game: ludo.players, ludo.player, ludo.play_out."""

import copy

import pytest

import ludo
from ludo.core.players import Player


@pytest.mark.parametrize("game", ludo.games())
def test_every_game_lists_players_with_french_names(game):
    infos = ludo.players(game)
    assert len(infos) >= 2
    for info in infos:
        assert info.game == game and info.name and info.description
        assert info.description.endswith(".")
        bot = info.make(seed=3)
        assert isinstance(bot, Player)
        assert bot.name == info.name


@pytest.mark.parametrize("game", ludo.games())
def test_every_player_plays_a_legal_move_without_changing_the_state(game):
    import copy

    state = ludo.new(game, seed=4)
    played = 0
    for info in ludo.players(game):
        before = copy.deepcopy(state)
        try:
            move = info.make(seed=1).choose(state)
        except ludo.InvalidData:  # a player for some seats only (Tesla's Automa): it says so
            assert state == before
            continue
        played += 1
        assert move in state.legal_moves()
        assert state == before
    assert played >= 2


@pytest.mark.parametrize("game", ludo.games())
def test_play_out_returns_every_state_and_replays_exactly(game):
    start = ludo.new(game, seed=5)
    states = ludo.play_out(start, "random", seed=5)
    assert states[0] is start
    assert states[-1].is_over()
    assert all(
        len(b.history) == len(a.history) + 1 for a, b in zip(states, states[1:], strict=False)
    )
    again = ludo.play_out(ludo.new(game, seed=5), "random", seed=5)
    assert again[-1] == states[-1]


def test_play_out_stops_after_max_moves():
    states = ludo.play_out(ludo.new("atacama", seed=1), ludo.player("atacama", "greedy", 1), 3)
    assert len(states) == 4 and not states[-1].is_over()


def test_play_out_with_a_mapping_stops_at_a_human_seat():
    start = ludo.new("atacama", seed=1)
    states = ludo.play_out(start, {0: ludo.player("atacama", "random", 0)})
    assert len(states) == 2 and states[-1].current_player == 1


def test_sequence_of_names_seeds_each_seat():
    start = ludo.new("seismic", players=2, seed=3)
    a = ludo.play_out(start, ("random",), seed=8, max_moves=6)[-1]
    seats = {p: ludo.player("seismic", "random", seed=8 + p) for p in range(2)}
    b = ludo.play_out(start, seats, max_moves=6)[-1]
    assert a == b


def test_unknown_game_or_bad_seat_is_refused_in_french():
    with pytest.raises(ludo.InvalidData, match="Jeu inconnu"):
        ludo.players("monopoly")
    with pytest.raises(ludo.InvalidData, match="choose"):
        ludo.play_out(ludo.new("atacama", seed=1), [object()])
    with pytest.raises(ludo.InvalidData, match="max_moves"):
        ludo.play_out(ludo.new("atacama", seed=1), "random", max_moves=-1)


@pytest.mark.parametrize("game", ludo.games())
def test_final_state_is_the_last_state_of_the_play_out(game):
    """ludo.final_state keeps no list of states, and ends where play_out ends."""
    start = ludo.new(game, seed=6)
    before = copy.deepcopy(start)
    assert ludo.final_state(start, "random", seed=6) == ludo.play_out(start, "random", seed=6)[-1]
    assert start == before
    atacama = ludo.new("atacama", seed=1)
    for seats, options in (
        ("greedy", {"max_moves": 3}),
        ("greedy", {"max_moves": 0}),
        ({0: "random"}, {}),  # stops at the human's turn
    ):
        end = ludo.final_state(atacama, seats, seed=2, **options)
        assert end == ludo.play_out(atacama, seats, seed=2, **options)[-1]
        assert len(end.history) == options.get("max_moves", 1)
    with pytest.raises(ludo.InvalidData, match="max_moves"):
        ludo.final_state(atacama, "random", max_moves=-1)
