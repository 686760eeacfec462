"""The score table's sections (``scoring.table_sections``): which sections it lists, in which
order, numbered how, and each line in full, the section named by its « n° » (S2, S12, S13).

The sheet names a section by its cells; the table, which draws each section's number on
the board, names it by that number and says in words that a section without road is worth
its two ends only. The order: the sections that score, most points first (the sheet's
order between equals), then those whose crews leave without points.
"""

from __future__ import annotations

from ludo.core.score import ScoreLine
from ludo.seismic.rules import from_position
from ludo.seismic.scoring import TableSection, table_sections

_ROW = ("S", "W", "T")
_ROADS_2 = "2 morceaux de route = 2 points, bouts"
_NO_ROAD = (
    "aucun morceau de route (ses deux bouts se touchent directement), elle ne vaut que ses bouts"
)

# Four sections leave San Andreas (0,0):
# north-west, to an intersection +1 at 0,-3 over two straights: 9 points, crews 1 of
# player 2 and 2 of player 3 (player 3 takes it);
NORTH_WEST = {(0, -1): ("S", 2), (0, -2): ("S", 2), (0, -3): ("I1", 5)}
NW = (((0, -1), 0), ((0, -2), 0), ((0, -3), 0), ((0, 0), 2))
# east, to an intersection +1 at 3,0 over two straights: 9 points, player 1's crew;
EAST = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I1", 3)}
E = (((0, 0), 0), ((1, 0), 0), ((2, 0), 0), ((3, 0), 0))
# west, an intersection +1 touching San Andreas, no road: 7 points, player 2's crew;
WEST = {(-1, 0): ("I1", 0)}
W = (((-1, 0), 0), ((0, 0), 3))
# south-east, a straight ending on an empty cell: incomplete, player 1's crew leaves.
SOUTH_EAST = {(0, 1): ("S", 2)}
SE = (((0, 0), 5), ((0, 1), 0))
MARKERS = {
    ((0, -1), 0): 1,
    ((0, -2), 0): 2,
    ((0, -3), 0): 2,
    ((2, 0), 0): 0,
    ((-1, 0), 0): 1,
    ((0, 1), 0): 0,
}


def four_sections():
    placed = {**NORTH_WEST, **EAST, **WEST, **SOUTH_EAST}
    return from_position(placed, row=_ROW, players=3, markers=MARKERS)


def test_the_table_lists_the_scoring_sections_by_points_then_those_without():
    s = four_sections()
    # the sheet's order: west (7), north-west (9), east (9), south-east (none)
    assert [ln.items for ln in s.score().lines] == [W, NW, NW, E, SE]
    nw_details = (("roads", 2, ""), (((0, -3), "end"), 1, ""), (((0, 0), "end"), 6, ""))
    e_details = (("roads", 2, ""), (((0, 0), "end"), 6, ""), (((3, 0), "end"), 1, ""))
    w_details = (("roads", 0, ""), (((-1, 0), "end"), 1, ""), (((0, 0), "end"), 6, ""))
    assert table_sections(s) == [
        TableSection(
            1,
            NW,
            (
                ScoreLine(
                    1,
                    0,
                    "seismic.majority",
                    "Section n° 1 : Joueur 3 a plus de marqueurs, rien pour ce joueur.",
                    NW,
                    counts=False,
                ),
                ScoreLine(
                    2,
                    9,
                    "seismic.section",
                    f"Section n° 1 : {_ROADS_2} : intersection +1 + San Andreas (6) → 9 points"
                    " (2 marqueurs sur 3).",
                    NW,
                    True,
                    nw_details,
                ),
            ),
        ),
        TableSection(
            2,
            E,
            (
                ScoreLine(
                    0,
                    9,
                    "seismic.section",
                    f"Section n° 2 : {_ROADS_2} : San Andreas (6) + intersection +1 → 9 points.",
                    E,
                    True,
                    e_details,
                ),
            ),
        ),
        TableSection(
            3,
            W,
            (
                ScoreLine(
                    1,
                    7,
                    "seismic.section",
                    f"Section n° 3 : {_NO_ROAD} : intersection +1 + San Andreas (6) → 7 points.",
                    W,
                    True,
                    w_details,
                ),
            ),
        ),
        TableSection(
            4,
            SE,
            (
                ScoreLine(
                    0,
                    0,
                    "seismic.incomplete",
                    "Section n° 4 incomplète : 1 bout de route ouvert (case vide ou bord de la"
                    " table) : le marqueur est retiré sans points.",
                    SE,
                    counts=False,
                ),
            ),
        ),
    ]
    counted = [(t.number, [(ln.player, ln.points) for ln in t.counted]) for t in table_sections(s)]
    assert counted == [(1, [(2, 9)]), (2, [(0, 9)]), (3, [(1, 7)]), (4, [])]


def test_sections_without_crew_are_not_on_the_table():
    s = from_position({**EAST, **WEST}, row=_ROW, markers={((-1, 0), 0): 1})
    assert [t.items for t in table_sections(s)] == [W]
    assert from_position(EAST, row=_ROW).score().lines == ()
    assert table_sections(from_position(EAST, row=_ROW)) == []


def test_the_table_adds_the_twin_cities_bonus_as_the_sheet_does_and_orders_by_it():
    # the road joining the two San Andreas: 8 pieces + 6 + 6, and the bonus of 10: 30 points
    road = {(q, 0): ("S", 0) for q in range(1, 9)}
    # a loop leaving San Andreas westwards and coming back to it from the south-west: 10
    # pieces and San Andreas counted twice, 22 points: less than the joining road with its
    # bonus, more than without; the sheet lists it first
    loop = {
        (-1, 0): ("S", 0),
        (-2, 0): ("S", 0),
        (-3, 0): ("S", 0),
        (-4, 0): ("W", 4),
        (-5, 1): ("W", 5),
        (-5, 2): ("W", 0),
        (-4, 2): ("S", 0),
        (-3, 2): ("S", 0),
        (-2, 2): ("W", 1),
        (-1, 1): ("S", 1),
    }
    s = from_position(
        {**road, **loop},
        row=_ROW,
        variant="twin_cities",
        radius=6,
        markers={((4, 0), 0): 0, ((-3, 0), 0): 1},
    )
    sheet = s.score().lines
    assert [(ln.player, ln.points) for ln in sheet] == [(1, 10 + 6 + 6), (0, 8 + 6 + 6 + 10)]
    joined, looped = table_sections(s)
    (line,) = joined.lines
    assert (joined.number, joined.items) == (1, sheet[1].items)
    assert (line.points, line.details) == (30, sheet[1].details)
    assert line.text == (
        "Section n° 1 : 8 morceaux de route = 8 points, bouts : San Andreas (6) + "
        "San Andreas (6), bonus de 10 pour relier les deux San Andreas → 30 points."
    )
    assert (looped.number, looped.items, [ln.points for ln in looped.lines]) == (
        2,
        sheet[0].items,
        [22],
    )
