"""Small hand-made positions used by the notebooks and the tests (teaching examples).

Each function returns fresh states built with :func:`ludo.seismic.setup.from_position`
on a small table, so that a notebook cell is a single call.
"""

from __future__ import annotations

from statistics import mean

from . import messages as msg
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
