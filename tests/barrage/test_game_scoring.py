"""The scoring rules of Barrage: every worked example of the rule texts, and the edge cases."""

import pickle

import pytest

import ludo
from ludo.barrage import (
    bonus_tile_points,
    energy_track_reward,
    objective_points,
    round_energy_points,
)
from ludo.barrage.board import Board
from ludo.barrage.game import drops_points, resources_points
from ludo.barrage.game import messages as msg
from ludo.barrage.game.scoring import Points, Reward, objective_value

OBJECTIVE_COUNTS = (
    "red_spots",
    "most_area",
    "least_area",
    "basins_one",
    "basins_three",
    "connected_bases",
)


# -- round energy (rulebook p. 20, summary card) ---------------------------------------------
def test_rulebook_first_and_second():
    # Antoine first (6 VP), Clément second (2 VP)
    assert round_energy_points([12, 8, 3]) == (6, 2, 0)


def test_rulebook_tie_for_second_gives_one_each():
    # Antoine first: 6 VP; Valérie and Chloé share the same square: 1 VP each
    assert round_energy_points([14, 6, 6, 2]) == (6, 1, 1, 0)


@pytest.mark.parametrize(
    ("energies", "expected"),
    [
        ([9, 9, 1, 0], (4, 4, 0, 0)),  # summary card: 2 tied first, 4 VP each
        ([9, 9, 9, 1], (3, 3, 3, 0)),  # 3 tied first, 3 VP each
        ([9, 9, 9, 9], (2, 2, 2, 2)),  # 4 tied first, 2 VP each
    ],
)
def test_summary_card_ties_for_first(energies, expected):
    assert round_energy_points(energies) == expected


def test_zero_energy_scores_nothing():
    assert round_energy_points([0, 0]) == (0, 0)
    assert round_energy_points([5, 0, 0]) == (6, 0, 0)  # no second place for 0 energy


def test_round_points_explain_themselves_in_french():
    points = round_energy_points([9, 9, 1])
    assert "égalité" in points[0].text and "deuxième" in points[2].text


# -- the energy track (credits at the round's scoring) -----------------------------------------
@pytest.mark.parametrize(
    ("energy", "credits"),
    [
        (1, 1),
        (2, 2),
        (3, 2),
        (4, 3),
        (6, 3),
        (7, 4),
        (10, 4),
        (11, 5),
        (15, 5),
        (16, 6),
        (21, 6),
        (22, 7),
        (28, 7),
        (29, 8),
        (30, 8),
    ],
)
def test_energy_track_credits(energy, credits):
    assert energy_track_reward(energy) == (credits, 0)


def test_square_zero_gives_three_credits_and_costs_three_vp():
    reward = energy_track_reward(0)
    assert reward == (3, -3) and "3 PV perdus" in reward.text


def test_above_thirty_counts_as_thirty():
    assert energy_track_reward(31) == energy_track_reward(30) == energy_track_reward(58)
    assert "30" in energy_track_reward(40).text


def test_bad_energy_is_refused_in_french():
    with pytest.raises(ludo.InvalidData, match="Énergie invalide"):
        energy_track_reward(-1)


# -- bonus tiles (rulebook p. 20: end of round 3, 5 VP per powerhouse) -------------------------
def test_rulebook_bonus_example():
    assert bonus_tile_points(3, 19, 2, 5) == 10  # Chloé: full reward
    assert bonus_tile_points(3, 13, 3, 5) == 11  # Clément: one section behind
    assert bonus_tile_points(3, 7, 1, 5) == 0  # Valérie: two sections behind, never negative
    assert bonus_tile_points(3, 5, 3, 5) == 0  # Antoine: under 6 energy, not activated


def test_bonus_sections_edges():
    assert bonus_tile_points(1, 6, 1, 4) == 4
    assert bonus_tile_points(2, 11, 2, 4) == 4  # 8 − 4
    assert bonus_tile_points(2, 12, 2, 4) == 8
    assert bonus_tile_points(5, 29, 3, 4) == 8  # one section behind
    assert bonus_tile_points(5, 45, 3, 4) == 12  # above 30 counts as 30: section 5
    assert "au moins 6" in bonus_tile_points(4, 5, 3, 4).text
    assert "retard" in bonus_tile_points(3, 13, 3, 5).text


def test_bonus_bad_round_is_refused():
    with pytest.raises(ludo.InvalidData, match="Manche invalide"):
        bonus_tile_points(6, 10, 1, 4)


# -- objective tiles (summary card examples and tie table) --------------------------------------
def test_summary_card_most_structures_example():
    # A 3/0/6, B 1/5/4, C 3/3/3: maxima 6/5/3
    assert objective_points([6, 5, 3]) == (15, 10, 5)


def test_summary_card_least_structures_example():
    # minima 0/1/3: C first, B second, A third
    assert objective_points([0, 1, 3]) == (5, 10, 15)


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([4, 4, 1, 0], (13, 13, 5, 0)),  # 2 tied for 1st: 13 each
        ([4, 4, 4, 0], (10, 10, 10, 0)),  # 3 tied for 1st: 10 each
        ([4, 4, 4, 4], (8, 8, 8, 8)),  # 4 tied for 1st: 8 each
        ([5, 3, 3, 0], (15, 8, 8, 0)),  # 2 tied for 2nd: 8 each
        ([5, 3, 3, 3], (15, 5, 5, 5)),  # 3 tied for 2nd: 5 each
        ([5, 4, 2, 2], (15, 10, 3, 3)),  # 2 tied for 3rd: 3 each
    ],
)
def test_summary_card_objective_ties(values, expected):
    assert objective_points(values) == expected


def test_two_players_only_ranks_one_and_two():
    assert objective_points([3, 1]) == (15, 10)
    assert objective_points([2, 2]) == (13, 13)


def test_objective_minimum_decision_s4():
    # red frames and connections: at least 1 to be ranked (summary card)
    assert objective_points([2, 0, 0], minimum=1) == (15, 0, 0)
    assert "au moins 1" in objective_points([2, 0], minimum=1)[1].text
    assert objective_points([2, 0, 0]) == (15, 8, 8)  # other tiles: 0 still ranks


def test_automa_scale():
    assert objective_points([5, 3, 1], automa={1}) == (15, 15, 5)
    assert objective_points([5, 5], automa={0}) == (18, 13)  # decision S7


# -- final count (rulebook p. 21) -----------------------------------------------------------------
def test_rulebook_resources_example():
    # Valérie: 3 mixers, 5 excavators, 7 credits in her supply = 15 resources: 3 VP
    assert resources_points(7, 5, 3) == 3


def test_rulebook_drops_example():
    # Antoine: 2 drops held in his dam: 2 VP
    assert drops_points(2) == 2
    assert "2 gouttes retenues" in drops_points(2).text


# -- every explanation in full, and the edges `make mutants` found unchecked ---------------------
def _texts(points):
    return [p.text for p in points]


def test_round_points_texts_in_full():
    assert _texts(round_energy_points([12, 8, 3, 0])) == [
        msg.ROUND_FIRST.format(energy=12, vp=6),
        msg.ROUND_SECOND.format(energy=8, vp=2),
        msg.ROUND_NONE.format(energy=3),
        msg.ROUND_ZERO,
    ]
    assert _texts(round_energy_points([9, 9, 1])) == [
        msg.ROUND_FIRST_TIE.format(n=2, energy=9, vp=4),
        msg.ROUND_FIRST_TIE.format(n=2, energy=9, vp=4),
        msg.ROUND_NO_SECOND.format(energy=1),
    ]
    assert _texts(round_energy_points([14, 6, 6])) == [
        msg.ROUND_FIRST.format(energy=14, vp=6),
        msg.ROUND_SECOND_TIE.format(n=2, energy=6),
        msg.ROUND_SECOND_TIE.format(n=2, energy=6),
    ]


def test_round_points_two_players_and_one_energy():
    assert round_energy_points([12, 8]) == (6, 2)  # two distinct energies: a second place
    assert round_energy_points([5, 1]) == (6, 2)  # 1 energy is enough to rank
    assert round_energy_points([0, 3]) == (0, 6)


@pytest.mark.parametrize("bad", [True, -1, 2.5, "3"])
def test_round_points_refuse_what_is_not_an_energy(bad):
    with pytest.raises(ludo.InvalidData) as err:
        round_energy_points([4, bad])
    assert str(err.value) == msg.BAD_ENERGY.format(value=bad) and err.value.field == "energies"


def test_energy_track_texts_in_full():
    assert energy_track_reward(0).text == msg.TRACK_ZERO.format(credits=3, vp=3)
    assert energy_track_reward(12).text == msg.TRACK_CREDITS.format(energy=12, at=11, credits=5)
    assert energy_track_reward(30).text == msg.TRACK_CREDITS.format(energy=30, at=29, credits=8)
    assert energy_track_reward(40).text == msg.TRACK_ABOVE.format(
        energy=40, top=30, at=29, credits=8
    )


def test_bonus_texts_in_full():
    assert bonus_tile_points(3, 19, 2, 5).text == msg.BONUS_FULL.format(
        round=3, count=2, mult=5, vp=10
    )
    assert bonus_tile_points(3, 13, 3, 5).text == msg.BONUS_BEHIND.format(
        count=3, mult=5, gross=15, behind=1, penalty=4, vp=11
    )
    assert bonus_tile_points(3, 5, 3, 5).text == msg.BONUS_NOT_ACTIVE.format(energy=5)


def test_bonus_counts_of_zero_are_allowed_and_bad_ones_named():
    assert bonus_tile_points(3, 19, 0, 5) == 0 and bonus_tile_points(3, 19, 2, 0) == 0
    for count, multiplier, field in ((-1, 5, "count"), (2, True, "multiplier"), (1.5, 5, "count")):
        with pytest.raises(ludo.InvalidData) as err:
            bonus_tile_points(3, 19, count, multiplier)
        bad = count if field == "count" else multiplier
        assert str(err.value) == msg.BAD_COUNT.format(field=field, value=bad)
        assert err.value.field == field
    for bad_round in (0, True):
        with pytest.raises(ludo.InvalidData) as err:
            bonus_tile_points(bad_round, 19, 1, 5)
        assert str(err.value) == msg.BAD_ROUND.format(value=bad_round)
        assert err.value.field == "round"


def test_objective_texts_in_full():
    assert _texts(objective_points([6, 5, 3])) == [
        msg.OBJ_RANK.format(value=6, rank=1, vp=15),
        msg.OBJ_RANK.format(value=5, rank=2, vp=10),
        msg.OBJ_RANK.format(value=3, rank=3, vp=5),
    ]
    assert _texts(objective_points([5, 3, 3, 0], minimum=1)) == [
        msg.OBJ_RANK.format(value=5, rank=1, vp=15),
        msg.OBJ_TIE.format(value=3, n=2, ranks="2, 3", pool=15, vp=8),
        msg.OBJ_TIE.format(value=3, n=2, ranks="2, 3", pool=15, vp=8),
        msg.OBJ_MINIMUM.format(value=0, minimum=1),
    ]
    assert _texts(objective_points([4, 4, 4, 4]))[0] == msg.OBJ_TIE.format(
        value=4, n=4, ranks="1, 2, 3, 4", pool=30, vp=8
    )


def test_final_count_texts_in_full():
    assert resources_points(7, 5, 3).text == msg.FINAL_RESOURCES.format(
        cr=7, ex=5, mx=3, total=15, vp=3
    )
    assert resources_points(4, 0, 0) == 0 and resources_points(2, 2, 1) == 1
    assert drops_points(3).text == msg.FINAL_DROPS.format(n=3, vp=3)


def test_what_each_objective_tile_counts_on_a_board_built_for_it():
    """Decisions S5, S6: the quantities of the objective tiles, by hand on a small board."""
    board = (
        Board.empty()
        .with_dam("D1U", "germany", 2)  # mountain, red frame, two pieces
        .with_conduit("C1R", "germany")  # mountain, basin 1 → basin 5
        .with_powerhouse("P5b", "germany")  # hill, red frame
        .with_powerhouse("P8a", "germany")  # plain
        .with_conduit("C5R", "germany")  # hill, basin 5 → basin 10 (no powerhouse of germany)
        .with_dam("D1L", "italy", 1)  # italy's Base in basin 1: linked by germany's C1R
        .with_dam("D5U", "italy", 1)  # basin 5: germany's C5R leads nowhere of germany's
        .with_conduit("C5L", "italy")  # italy's conduit to basin 8: germany's P8a is not italy's
        .with_powerhouse("P5a", "italy")
    )
    germany = {c: objective_value(board, "germany", c) for c in OBJECTIVE_COUNTS}
    assert germany == {
        "red_spots": 2,  # D1U and P5b (a red conduit spot does not exist on the map)
        "most_area": 3,  # mountain: 2 (dam) + 1 (conduit); hill: P5b + C5R = 2; plain: 1
        "least_area": 1,
        "basins_one": 3,  # basins 1, 5, 8
        "basins_three": 1,  # basin 1 only
        "connected_bases": 2,  # D1U and italy's D1L (S5: any colour); not D5U
    }
    italy = {c: objective_value(board, "italy", c) for c in OBJECTIVE_COUNTS}
    assert italy == {
        "red_spots": 1,  # D5U
        "most_area": 3,  # hill: D5U, C5L, P5a
        "least_area": 0,  # plain
        "basins_one": 2,
        "basins_three": 1,
        "connected_bases": 0,  # C5L leads to basin 8, where italy has no powerhouse
    }
    with pytest.raises(ValueError, match="nothing"):
        objective_value(board, "germany", "nothing")
    # an italian conduit of basin 1, listed before germany's: skipped, germany's still links
    assert objective_value(board.with_conduit("C1L", "italy"), "germany", "connected_bases") == 2


def test_points_and_rewards_keep_their_text_through_pickle():
    points = pickle.loads(pickle.dumps(Points(6, "premier")))
    assert (int(points), points.text, type(points)) == (6, "premier", Points)
    reward = pickle.loads(pickle.dumps(Reward(3, -3, "case 0")))
    assert (reward.credits, reward.vp, reward.text, type(reward)) == (3, -3, "case 0", Reward)
