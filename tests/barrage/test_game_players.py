"""Barrage's computer players: « Hasard » and « Bâtisseur »."""

import copy

import ludo
from ludo.barrage.game.players import GreedyPlayer, reward_value


def test_players_are_registered_with_french_names():
    assert [(p.key, p.name) for p in ludo.players("barrage")] == [
        ("random", "Hasard"),
        ("greedy", "Bâtisseur"),
        ("strategist", "Stratège"),
        ("planner", "Ingénieur"),
        ("automa", "Automa de Tesla"),
    ]


def test_greedy_plans_a_chain_and_builds_it():
    s = ludo.new(
        "barrage", players=2, seed=3, companies=["italy", "usa"], officers=["adler", "jordan"]
    )
    bot = GreedyPlayer(1)
    plan = bot.plan(s, 0)
    assert plan and {k for k, _ in plan} <= {"base", "conduit", "powerhouse"}
    before = copy.deepcopy(s)
    move = bot.choose(s)
    assert s == before and move in s.legal_moves()
    assert str(move).startswith("construire") and (move.kind, move.spot) in plan


def test_greedy_prefers_the_richest_contract():
    assert reward_value((("vp", 8), ("credits", 8))) > reward_value((("credits", 5),))


def test_greedy_beats_random_players():
    wins = 0
    for seed in range(4):
        final = ludo.play_out(
            ludo.new("barrage", players=4, seed=seed), ("greedy", "random"), seed=seed
        )[-1]
        totals = final.score().totals()
        wins += totals[0] + totals[2] > totals[1] + totals[3]
    assert wins >= 3
