"""The Ingénieur: the reference player that measures the Automa's levels (issue 10).

It must play legal moves only, never change the state it is given, replay exactly from its
seed, and be stronger than the Stratège it replaces (a small seeded sample that it could
lose). Its win rates against the four levels are printed by
``python -m benchmarks barrage_automa``, not asserted here.
"""

from dataclasses import replace

import ludo
from ludo.barrage.game.moves import Build, Workshop
from ludo.barrage.game.planner import PlannerPlayer, evaluate_margin
from ludo.barrage.game.strategist import _vp, evaluate

from .test_automa_strategist import _solo


def test_registered_with_a_french_name():
    info = {p.key: p for p in ludo.players("barrage")}["planner"]
    assert info.name == "Ingénieur" and "coups d'avance" in info.description
    assert isinstance(ludo.player("barrage", "planner", seed=1), PlannerPlayer)


def test_plays_legal_moves_and_replays_exactly_from_its_seed():
    first, moves = _solo(4, "modere", 30, PlannerPlayer)
    again, moves_again = _solo(4, "modere", 30, PlannerPlayer)
    assert moves == moves_again and first == again
    assert len(moves) == 30


def test_the_margin_counts_the_other_companies_points():
    s = ludo.new("barrage", players=2, automa=[1], seed=3).play("choisir france S1")
    assert evaluate_margin(s, 0) == evaluate(s, 0) - _vp(s, 1)
    richer = replace(s, vp=((1, 5, "barrage.reward", "test"),))
    assert evaluate_margin(richer, 0) == evaluate_margin(s, 0) - 5


def test_a_wheel_turn_counts_for_the_construction_it_allows():
    """With the Base tile on the wheel and a Base worth building, turning the wheel is worth
    what the Base after it is worth: the follow-up sees the construction."""
    s = ludo.new("barrage", players=2, seed=3, companies=["italy", "usa"])
    s = s.play("construire base D1L base 5e0b")  # the Base tile goes onto the wheel
    s = s.play("banque 1")  # the USA's turn
    bot = PlannerPlayer(1)
    seat = s.current_player
    assert "base" not in s.companies[seat].tiles
    turns = [m for m in s.legal_moves() if isinstance(m, Workshop)]
    (value, _, after), *_ = bot._scored(s, seat, s, turns[:1])
    follow = bot._follow(s, seat, after)
    assert follow > value  # something better can follow the wheel turn
    again = replace(after, turn=after.order.index(seat))
    assert any(isinstance(m, Build) for m in again.legal_moves())
    assert after.companies[seat].engineers < s.companies[seat].engineers


def test_no_follow_up_without_engineers_or_after_the_round():
    s = ludo.new("barrage", players=2, seed=3, companies=["italy", "usa"])
    bot = PlannerPlayer(1)
    ended = s.play("banque 12").play("banque 12")  # both companies place every engineer
    assert ended.round == 2
    assert bot._follow(s, 0, ended) == float("-inf")


def test_beats_the_stratege_against_the_automa():
    """On the same seeded solo games, the Ingénieur's mean margin over the Automa is better
    than the Stratège's."""

    def margins(key):
        out = []
        for seed in (11, 12, 13):
            s = ludo.new("barrage", players=2, automa=[1], automa_level="modere", seed=seed)
            final = ludo.play_out(s, {0: key, 1: "automa"}, seed=seed)[-1]
            totals = final.score().totals()
            out.append(totals[0] - totals[1])
        return sum(out) / len(out)

    assert margins("planner") > margins("strategist")
