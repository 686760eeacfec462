"""Computer players: legal, seeded, and the stronger ones actually stronger."""

import pytest

import ludo
from ludo.atacama.players import GreedyPlayer, RandomPlayer, SearchPlayer


@pytest.mark.parametrize("kind", ["random", "greedy", "search"])
def test_players_play_legal_moves_to_the_end(kind):
    s = ludo.new("atacama", players=2, seed=3, variant="advanced", tactical=True)
    bot = ludo.player("atacama", kind, seed=1)
    while not s.is_over():
        move = bot.choose(s)
        assert move in s.legal_moves()
        s = s.play(move)
    assert all(r is not None for r in s.roles)


def _match(first, second, seed):
    return ludo.play_out(ludo.new("atacama", players=2, seed=seed), (first, second))[-1]


def test_players_are_seeded():
    a = _match(RandomPlayer(5), RandomPlayer(6), seed=2)
    b = _match(RandomPlayer(5), RandomPlayer(6), seed=2)
    assert a.history == b.history


def test_unknown_player_is_refused_in_french():
    with pytest.raises(ludo.InvalidData, match="Joueur automatique inconnu « champion »"):
        ludo.player("atacama", "champion")


def _wins(strong, weak, seeds):
    won = 0
    for seed in seeds:
        s = _match(strong(seed), weak(seed), seed=seed)
        won += s.score().winners() == [0]
        s = _match(weak(seed), strong(seed), seed=seed)
        won += s.score().winners() == [1]
    return won


def test_greedy_beats_random_most_of_the_time():
    assert _wins(GreedyPlayer, RandomPlayer, range(4)) >= 6  # of 8 games


def test_search_beats_greedy_more_often_than_not():
    assert _wins(SearchPlayer, GreedyPlayer, range(3)) >= 4  # of 6 games
