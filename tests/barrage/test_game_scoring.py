"""The scoring rules of Barrage: every worked example of the rule texts, and the edge cases."""

import pytest

import ludo
from ludo.barrage import (
    bonus_tile_points,
    energy_track_reward,
    objective_points,
    round_energy_points,
)
from ludo.barrage.game import drops_points, resources_points


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
