"""Earthquakes: which side of San Andreas is hit, and which tiles fall.

* S4 — the six straight rays leaving San Andreas through its sides are counted up
  to the table edge; every tile on the ray counts, gaps are ignored, San Andreas
  itself does not count. When every ray is empty the quake does nothing.
* S5 — on a tie for the most tiles, the rule text's « vous » is read as the player
  whose turn it is (who drew the quake): he chooses the side, as a move
  (:class:`~ludo.seismic.moves.ChooseSide`).
* S6 — as the rule text says, tiles are removed from the one next to San Andreas
  outwards, empty cells skipped, until *magnitude* tiles are gone or the ray reaches
  the table edge; fallen tiles leave the game and their markers go back. Decided:
  intersections fall like any tile, San Andreas never.
* S8 — the magnitude "3.0" is the number of tiles removed: 3 (the rule text's one
  example, read for all six quakes; the decimal changes nothing).
* S22 — Twin Cities: the other San Andreas counts 1 on a ray but is skipped by the
  removal without using up the magnitude.

>>> placed = {(0, 0): ("SA", 0), (1, 0): ("S", 0), (3, 0): ("S", 0), (0, 1): ("T", 0)}
>>> cells = {(q, r) for q in range(-4, 5) for r in range(-4, 5)}
>>> ray_counts(placed, cells, (0, 0))
[2, 0, 0, 0, 0, 1]
>>> fallen(placed, cells, (0, 0), 0, 5, protected={(0, 0)})
[(1, 0), (3, 0)]
"""

from __future__ import annotations

from ..core.hexgrid import DIRS


def ray_cells(cells, city, side) -> list:
    """Cells of the ray from ``city`` through ``side``, up to the table edge."""
    dq, dr = DIRS[side]
    out: list[tuple[int, int]] = []
    q, r = city
    while True:
        q += dq
        r += dr
        if (q, r) not in cells:
            return out
        out.append((q, r))


def ray_counts(placed, cells, city) -> list[int]:
    """Tiles on each of the six rays from ``city`` (S4; another city counts 1, S22)."""
    return [sum(1 for c in ray_cells(cells, city, s) if c in placed) for s in range(6)]


def hit_sides(counts) -> list[int]:
    """The sides with the most tiles (several on a tie, none when all rays are empty)."""
    best = max(counts)
    if best == 0:
        return []
    return [s for s, n in enumerate(counts) if n == best]


def fallen(placed, cells, city, side, magnitude, protected=frozenset()) -> list:
    """The cells whose tiles fall, in order from San Andreas outwards (S6, S22)."""
    out: list[tuple[int, int]] = []
    for c in ray_cells(cells, city, side):
        if len(out) >= magnitude:
            break
        if c in placed and c not in protected:
            out.append(c)
    return out
