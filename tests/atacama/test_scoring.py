"""The score: the rulebook's example and every scoring decision."""

from dataclasses import replace

import pytest

import ludo
from ludo.atacama.scoring import line_sums, totals
from ludo.core.score import ScoreLine

from .conftest import EXAMPLE, play_all


def counted(sheet, player):
    return [
        (line.text.split(" (")[0], line.points)
        for line in sheet.lines_of(player, counted_only=True)
    ]


def test_rulebook_example(example_state):
    sheet = example_state.score()
    assert counted(sheet, 0) == [("Colonne a", 5), ("Colonne b", -4)]
    assert counted(sheet, 1) == [("Rangée 8", -3), ("Rangée 9", 7)]
    assert sheet.total(0) == 1 and sheet.total(1) == 4
    assert sheet.winners() == [1]
    assert not sheet.final


def test_example_lines_name_each_well_a2(example_state):
    col_a = example_state.score().lines_of(0, counted_only=True)[0]
    parts = [d[2] for d in col_a.details]
    # A2: the example's "−3 pour l'argent" is copper (a6 is C3 on the board)
    assert parts == [
        "+2 pour l'or en a2",
        "+5 pour l'argent en a4",
        "−3 pour le cuivre en a6",
        "+1 pour l'argent en a9",
    ]
    assert col_a.text == (  # four single wells: no « qui comptent pour »
        "Colonne a (4 puits) : +2 pour l'or en a2, +5 pour l'argent en a4, "
        "−3 pour le cuivre en a6, +1 pour l'argent en a9 → +5."
    )
    assert set(col_a.items) == {ludo.atacama.parse_cell(c) for c in ("a2", "a4", "a6", "a9")}


def test_lines_below_four_wells_are_shown_but_not_counted_a3(example_state):
    sheet = example_state.score()
    short = [line for line in sheet.lines if not line.counts]
    assert short and all(line.points == 0 for line in short)
    assert any("Colonne i : 2 puits seulement" in line.text for line in short)
    three = play_all(ludo.new("atacama", seed=0), ["a1", "i9", "a3", "i7", "a5"])
    assert three.score().total(0) == 0  # 3 wells in column a: nothing yet


def test_score_is_the_sum_of_its_lines(example_state):
    sheet = example_state.score()
    for p in (0, 1):
        assert sheet.total(p) == sum(line.points for line in sheet.lines_of(p, counted_only=True))
    assert totals(example_state) == [sheet.total(0), sheet.total(1)]


def test_wells_are_neutral_a4():
    # the same wells placed by the other player give the same score
    s1 = play_all(ludo.new("atacama", seed=1), EXAMPLE)
    swapped = EXAMPLE[1:] + EXAMPLE[:1]
    s2 = play_all(ludo.new("atacama", seed=1), swapped)
    assert s1.score().totals() == s2.score().totals()


def test_flat_one_point_option_a1():
    s = play_all(ludo.new("atacama", seed=1, flat_one_point=True), EXAMPLE)
    sheet = s.score()
    # column a: gold, silver, copper, silver → +1 +1 −1 +1 = 2; column b: G C C G → 0
    assert [line.points for line in sheet.lines_of(0, counted_only=True)] == [2, 0]
    assert ludo.from_json(s.to_json()).score().totals() == sheet.totals()


def test_double_wells_double_for_every_player_and_count_once_a8():
    moves = ["a2*", "a4", "a6", "a9*"]  # column a holds 4 wells, two of them double
    s = play_all(ludo.new("atacama", seed=1, tactical=True), moves)
    # columns player: 2*2 + 5 - 3 + 2*1 = 8
    assert s.score().total(0) == 8
    three = play_all(ludo.new("atacama", seed=1, tactical=True), ["a2*", "a4", "a6*"])
    assert three.score().total(0) == 0  # A8: a double well counts as 1 for the threshold
    as_two = play_all(
        ludo.new("atacama", seed=1, tactical=True, double_counts_as=2), ["a2*", "a4", "a6*"]
    )
    assert as_two.score().total(0) == 2 * 2 + 5 - 2 * 3


def test_four_players_score_individually_a7():
    s = play_all(ludo.new("atacama", players=4, seed=1), EXAMPLE)
    sheet = s.score()
    # both column players score columns a and b, with opposite silver/copper signs
    assert sheet.total(0) == 1  # turquoise: +5 − 4
    # orange on columns: a: +2 −5 +3 −1 = −1 ; b: +2 +4 +5 +3 = 14
    assert sheet.total(2) == 13
    assert sheet.total(1) == 4  # orange on rows (as in the 2-player example)
    # turquoise on rows: row 8: −3 +5 +2 +3 = 7 ; row 9: +1 −3 −4 +1 = −5
    assert sheet.total(3) == 2
    assert sheet.winners() == [2]


def test_no_concession_yet_in_the_advanced_game():
    s = ludo.new("atacama", seed=1, variant="advanced")
    sheet = s.score()
    assert [line.rule for line in sheet.lines] == ["atacama.no_concession"] * 2
    assert sheet.total(0) == sheet.total(1) == 0


def test_score_sheet_html_is_french(example_state):
    html = example_state.score().to_html()
    assert "Joueur 2" in html and "ne compte pas" in html and "Total" in html


# -- whole score sheets (each field of each line: `make mutants` found the ones unchecked) ------
def _doubles_counted_twice():
    """Tactical game, a double well counting 2 for the threshold: columns a, c, e."""
    s = ludo.new("atacama", seed=1, tactical=True, double_counts_as=2)
    return play_all(s, ["a2*", "a4", "a6*", "c1", "c9", "e1*"])


def test_whole_lines_of_the_columns_player_with_doubles_counting_two():
    cell = ludo.atacama.parse_cell
    a2, a4, a6, c1, c9, e1 = (cell(c) for c in ("a2", "a4", "a6", "c1", "c9", "e1"))
    sheet = _doubles_counted_twice().score()
    assert sheet.lines_of(0) == [
        ScoreLine(
            0,
            3,  # turquoise: gold 2 × 2, silver 5, copper −3 × 2
            "atacama.column",
            "Colonne a (3 puits, qui comptent pour 5) : +4 pour l'or en a2 (puits double), "
            "+5 pour l'argent en a4, −6 pour le cuivre en a6 (puits double) → +3.",
            (a2, a4, a6),
            True,
            (
                (a2, 4, "+4 pour l'or en a2 (puits double)"),
                (a4, 5, "+5 pour l'argent en a4"),
                (a6, -6, "−6 pour le cuivre en a6 (puits double)"),
            ),
        ),
        ScoreLine(
            0,
            0,
            "atacama.column",
            "Colonne c : 2 puits seulement, il en faut au moins 4 : ne compte pas.",
            (c1, c9),
            False,
            ((c1, 4, "+4 pour l'argent en c1"), (c9, -1, "−1 pour le cuivre en c9")),
        ),
        ScoreLine(
            0,
            0,
            "atacama.column",
            "Colonne e : 1 puits, qui comptent pour 2 ; il en faut au moins 4 : ne compte pas.",
            (e1,),
            False,
            ((e1, 10, "+10 pour l'argent en e1 (puits double)"),),
        ),
    ]
    rows = sheet.lines_of(1)
    assert {line.rule for line in rows} == {"atacama.row"}
    assert rows[0].text.startswith("Rangée 1 : 2 puits, qui comptent pour 3 ;")  # c1 + e1 double
    assert sheet.player_names == ("Joueur 1", "Joueur 2")
    assert sheet.final is False


def test_a_line_of_single_wells_counts_one_each_even_when_doubles_count_two():
    s = ludo.new("atacama", seed=1, tactical=True, double_counts_as=2)
    s = play_all(s, ["a2", "a4", "a6"])  # three single wells: 3 < 4
    assert s.score().total(0) == 0 and totals(s) == [0, 0]
    assert "3 puits seulement" in s.score().lines_of(0)[0].text


def test_a_finished_game_has_a_final_sheet_and_fast_totals_agree():
    s = ludo.new("atacama", seed=3, tactical=True, flat_one_point=True, double_counts_as=2)
    while not s.is_over():
        moves = s.legal_moves()
        s = s.play(moves[len(s.history) * 7 % len(moves)])
    sheet = s.score()
    assert sheet.final is True
    assert totals(s) == [sheet.total(0), sheet.total(1)]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"flat_one_point": True},
        {"double_counts_as": 2},
        {"double_counts_as": 2, "flat_one_point": True},
    ],
)
def test_line_sums_give_each_line_its_count_and_points(options):
    s = play_all(ludo.new("atacama", seed=1, tactical=True, **options), ["a2*", "a4", "a6*", "a9"])
    flat = options.get("flat_one_point", False)
    per_double = options.get("double_counts_as", 1)
    # column a, turquoise: gold 2 (double), silver 5, copper 3 (double), silver 1
    points = 2 * 1 + 1 - 2 * 1 + 1 if flat else 2 * 2 + 5 - 2 * 3 + 1
    assert line_sums(s, s.roles[0])[0] == (2 * per_double + 2, points)
    assert all(line == (0, 0) for line in line_sums(s, s.roles[0])[1:])
    assert totals(s)[0] == s.score().total(0) == points


def test_a_player_without_concession_scores_nothing_and_the_other_still_scores():
    s = play_all(ludo.new("atacama", seed=1), EXAMPLE)
    lone = replace(s, roles=(None, s.roles[1]))
    sheet = lone.score()
    assert sheet.lines_of(0) == [
        ScoreLine(
            0,
            0,
            "atacama.no_concession",
            "Joueur 1 n'a pas encore de concession : rien n'est compté pour lui.",
            counts=False,
        )
    ]
    assert sheet.total(1) == s.score().total(1) == 4
    assert totals(lone) == [0, 4]
    advanced = ludo.new("atacama", seed=1, variant="advanced")
    assert totals(advanced) == [0, 0]
    assert advanced.score().lines_of(1)[0].text.startswith("Joueur 2 n'a pas")
