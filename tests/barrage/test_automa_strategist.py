"""The Stratège: the reference player that measures the Automa's levels (issue 10).

It must play legal moves only, never change the state it is given, replay exactly from
its seed, and be clearly stronger than the Bâtisseur and the Hasard (a small seeded sample
that it could lose). Its win rates against the four levels are printed by
``python -m benchmarks barrage_automa``, not asserted here.
"""

import copy
from dataclasses import replace

import ludo
from ludo.barrage.game.strategist import StrategistPlayer, _candidates, evaluate


def _solo(seed, level="facile", moves=40, player=StrategistPlayer):
    """A solo game played with checked moves; the final state and the player's moves (the
    player is checked to pick legal moves without changing the state it is given)."""
    s = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
    bot, automa = player(seed), ludo.player("barrage", "automa")
    mine = []
    while not s.is_over() and len(mine) < moves:
        if s.current_player in s.automa:
            s = s.play(automa.choose(s))
            continue
        before = copy.deepcopy(s)
        move = bot.choose(s)
        assert s == before  # choosing never changes the state
        assert move in s.legal_moves()
        mine.append(str(move))
        s = s.play(move)  # the checked path: an illegal move would raise IllegalMove
    return s, mine


def test_registered_with_a_french_name():
    info = {p.key: p for p in ludo.players("barrage")}["strategist"]
    assert info.name == "Stratège" and "position" in info.description
    assert isinstance(ludo.player("barrage", "strategist", seed=1), StrategistPlayer)


def test_plays_legal_moves_and_replays_exactly_from_its_seed():
    first, moves = _solo(5)
    again, moves_again = _solo(5)
    assert moves == moves_again and first == again
    assert len(moves) == 40


def test_candidates_keep_the_cheapest_way_to_pay_the_same_construction():
    s = ludo.new("barrage", players=2, seed=3, companies=["italy", "usa"])
    moves = list(s.legal_moves())
    kept = _candidates(moves)
    assert set(kept) <= set(moves)
    builds = [(m.kind, m.spot, m.tile) for m in kept if str(m).startswith("construire")]
    assert len(builds) == len(set(builds))  # one payment per construction
    every = {(m.kind, m.spot, m.tile) for m in moves if str(m).startswith("construire")}
    assert set(builds) == every  # but every construction is still looked at


def test_evaluation_counts_the_points_scored():
    s = ludo.new("barrage", players=2, seed=3, companies=["italy", "usa"])
    richer = replace(s, vp=((0, 5, "barrage.reward", "test"),))
    assert evaluate(richer, 0) == evaluate(s, 0) + 5


def _head_to_head(opponent, seeds):
    wins = 0
    for seed in seeds:
        for seats in (("strategist", opponent), (opponent, "strategist")):
            final = ludo.play_out(ludo.new("barrage", players=2, seed=seed), seats, seed=seed)[-1]
            wins += final.winners() == [seats.index("strategist")]
    return wins


def test_beats_the_batisseur_and_the_hasard():
    assert _head_to_head("greedy", range(2)) >= 3  # of 4 games, both seat orders
    assert _head_to_head("random", range(1)) == 2
