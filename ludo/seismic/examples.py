"""Small hand-made positions used by the notebooks and the tests (teaching examples).

Each function returns fresh states built with :func:`ludo.seismic.setup.from_position`
on a small table, so that a notebook cell is a single call.
"""

from __future__ import annotations

from statistics import mean

from ..core.hexgrid import neighbours, side_towards
from . import messages as msg
from .moves import Place
from .setup import from_position


def first_table():
    """San Andreas and one straight road to its east (radius-3 table), S/W/T face up."""
    return from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"), radius=3)


def edge_section():
    """Three straights from San Andreas to the table edge, a marker of Joueur 1 (S2)."""
    return from_position(
        {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("S", 0)},
        row=("S", "W", "T"),
        markers={((2, 0), 0): 0},
        radius=3,
    )


QUAKE_TABLE = {
    (1, 0): ("S", 0),
    (3, 0): ("S", 0),
    (4, 0): ("I2s", 0),
    (0, -1): ("S", 2),
    (0, -2): ("S", 2),
    (-1, 1): ("T", 0),
}
QUAKE_MARKERS = {((3, 0), 0): 0, ((0, -1), 0): 1}


def quake_example():
    """``(before, after)``: a 3.0 quake hits the east (3 tiles, a gap at (2,0))."""
    before = from_position(QUAKE_TABLE, row=("W", "T", "S"), markers=QUAKE_MARKERS, radius=5)
    after = from_position(
        QUAKE_TABLE, row=("W", "T"), pile=("Q3", "S"), markers=QUAKE_MARKERS, radius=5
    )
    return before, after


def tie_example():
    """A 1.0 quake with east and west tied at two tiles: Joueur 1 chooses (S5)."""
    return from_position(
        {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 0): ("S", 0), (-2, 0): ("W", 0)},
        row=("W", "T"),
        pile=("Q1", "S", "T", "W"),
        radius=3,
    )


def unplayable_row():
    """None of the face-up tiles fits (S10): they are discarded and three more are revealed.

    San Andreas on a one-ring table, five +1 intersections around it: the only free cell,
    0,1, takes a tile with a road towards the city and grass towards its neighbours. The
    three face-up tiles (two roads each) cannot go there; the next three are revealed.
    """
    sa = (0, 0)
    ring = {c: ("I1", side_towards(c, sa)) for c in neighbours(sa) if c != (0, 1)}
    return from_position(ring, row=("ST", "ST", "ST"), pile=("S", "W", "T"), radius=1)


def twin_cities_road():
    """Villes jumelles (S22): eight straights join the two San Andreas, a crew of Joueur 1
    on them. The section scores its roads, both cities and the 10-point bonus on top."""
    road = {(q, 0): ("S", 0) for q in range(1, 9)}
    return from_position(
        road, row=("W", "T", "S"), variant="twin_cities", radius=6, markers={((4, 0), 0): 0}
    )


def simulation_text(results) -> str:
    """French summary of :func:`ludo.seismic.players.simulate` results."""
    q = [r["quakes"] for r in results]
    d = [r["destroyed"] for r in results]
    return msg.SIM_SUMMARY.format(
        n=len(results),
        quakes=mean(q),
        qmin=min(q),
        qmax=max(q),
        destroyed=mean(d),
        none=sum(1 for x in q if x == 0),
    )


def shared_section():
    """``(before, after)``: how two players come to share a section (S13). Before, Joueur 1
    has a crew on the road leaving San Andreas and Joueur 2 one on the road ending at a +2
    intersection, two sections with a gap between them; after, a straight laid in the gap
    joins them into one complete section with a crew of each: a tie, both score it all."""
    before = from_position(
        {(1, 0): ("S", 0), (3, 0): ("S", 0), (4, 0): ("I2s", 0)},
        row=("S", "W", "T"),
        markers={((1, 0), 0): 0, ((3, 0), 0): 1},
        radius=3,
    )
    return before, before.play(Place("S", (2, 0), 0))
